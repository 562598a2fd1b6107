// Batch-1 decode of a Gemma 3 layer with the keys split over G CTAs per KV head: QK RMSNorm + NEOX RoPE of the step's
// one token and the GQA group's (sliding-window or causal) attention, each CTA over one chunk of the keys, leaving
// an UNNORMALISED partial (m, l, acc) that the next kernel (the o-projection GEMV, src/gemv_comb.cu) combines
// (b1s.cuh: the chunking, the partial layout, the row's own K/V). Why: attention_b1.cu's qk_rope_attention_b1 is
// one CTA per KV head, so its 8 warps take a context of n keys n / 8 each, one after another (H100: 6.6 us at
// n = 80, ~27 us at the full window 512; decode at depth 4,000: 746 tok/s). Here ceil(n / G) keys a CTA.
//
// One CTA per (chunk c = blockIdx.x, KV head kvh = blockIdx.y) of GW_THREADS threads; one row (R = 1, r = 0).
//   before the grid wait (stable inputs only: the step's seq_lens, positions and block_tables, the norm weights
//     and RoPE tables): b1s_chunks(seq_lens[0], window, G) -> lo, n, ch, count; a CTA with c >= count (c > 0)
//     returns at once, uniformly, before any barrier, writing nothing. CTA 0 always goes on (even at count = 0:
//     seq_len 0, no keys), because it writes kvrow, the row's K/V that the combining GEMV copies into the cache.
//     The chunk's keys: i < cn = min(ch, n - c*ch) (chunk-relative), key j = lo + c*ch + i. Each warp also loads
//     its trip-0 block-table entries here (block_tables: a stable input, as in attention_b1o.cu).
//   prologue (attention_b1.cu's arithmetic, bit for bit): warp w < 4 normalises and rotates query head kvh*4 + w
//     into qh[w] (f16); warp 4 does the same for k head kvh into the SHARED row kr (the f16 bits b1 stores to the
//     cache row); warp 5 copies v's head kvh into the shared row vr. One bar.sync (kr, vr, qh before their
//     reads); then CTA 0's thread tid copies dim tid of kr and vr to kvrow's K and V rows of kvh (b1s.cuh; one
//     store a thread and row, so obligation 1 can name each element's writer). Nothing is written to the KV
//     cache (kv is read-only here: another CTA of this grid may read a key whose block aliases slots[r] under a
//     hostile table). CTA 0 at count = 0 returns here, uniformly in the CTA.
//   q: b1's (lane l widens dims 8l .. 8l + 7 of the four heads' qh).
//   pass 1: b1's trips over the chunk: trip t (t < ceil(cn / 32)) gives warp w the keys i = 32t + 8u + w (u < 4),
//     lane l bytes 16l .. 16l + 15 of each K row (zero for i >= cn, nothing read); the row's own key (j =
//     seq_len - 1, i.e. i = n - 1 - c*ch, in the last chunk only) is read from kr, never from the cache (its cache
//     row is not written before the combining GEMV). One-trip-ahead loads (table entry, then row) as b1's, the
//     first trip's table entries from before the wait. The per-lane dot products, the transposing butterfly,
//     s = fl(sum * scale) and the even-lane score store sc[g * GW_MAX_KEYS + i] are b1's, with chunk-relative
//     i < cn <= ch <= GW_MAX_KEYS (the family requires it).
//   pass 2: gw_reduce_max (attention_g4.cuh): m[g] the chunk's per-head maximum (finite for finite inputs: the
//     chunk has a key); p_i = expf(fl(s_i - m[g])) in place and l[g] = sum p_i, each thread over keys tid + 256k,
//     then gw_reduce_sum: gw_softmax_pv_store's pass 2 unchanged.
//   pass 3: gw_softmax_pv_store's (warp w: keys 8k + w ascending, 8 V loads a 64-key trip, acc = fl(acc +
//     fl(p v))), the own key's V row from vr; the warps' sums into pacc, one bar.sync, thread tid sums dim tid of
//     the 8 warps in order -- and, instead of the division and f16 store: part[(kvh*G + c)*B1S_PART_FLOATS + 8 +
//     256 g + tid] = acc[g][tid]; thread 0 writes m[0..3], l[0..3] (two 16-byte stores).
// Numerics (spec.attention's model; extra_roundings = 1). The partials and the combine (b1s.cuh: M = max_c m_c,
// w_c = exp(fl(m_c - M)), x = RNE_f16(fl(sum_c fl(w_c acc_c) / sum_c fl(w_c l_c))), c ascending):
//   - a score has b1's rounding (8 terms a lane in dim order, then the butterfly: inside e_j);
//   - term j of chunk c: p_j = exp_f32(fl(s_j - m_c)), then scaled by w_c = exp_f32(fl(m_c - M)). The two
//     arguments are <= 0 and sum to s_j - M, so their two roundings together are <= u (|s_j - m_c| + |m_c - M|) =
//     u (M - s_j): spec's one shift rounding u (s_max - s_j) (+ the e terms) of eta_j, unchanged. What is new per
//     term: one more exp (w_c, relative error E) and one more rounding (the product fl(w_c acc_c[d]), and
//     fl(w_c l_c) for l): spec's factor (1 + E)^(1 + r) (1 + u)^r with r = extra_roundings = 1;
//   - additions: a term goes through the additions of its warp's pass-3 sum, the 8 warps' sum and the combine's
//     sum over chunks; together a binary tree over the n keys (adding the exact zero start rounds nothing), depth
//     <= n - 1: inside spec's gamma_{n-1} (l) and gamma_n (N, with the product p v); the division and the f16
//     store are spec's (the combine's);
//   - underflow (spec's absolute terms): spec allows 2^-126 |v_jd| a term for an exp flushed to zero; without FTZ
//     (nvcc's default here) a term's two exps below the normal range err by <= 2^-148 each (expf: 2 ulp), so
//     < 2^-146 |v_jd| of it is used. New: the count <= G roundings of fl(w_c acc_c[d]) in the subnormal range,
//     <= 2^-150 each and only where acc_c[d] != 0 (so some |v_jd| >= 2^-24, f16's least, in chunk c, whose unused
//     allowance is >= (2^-126 - 2^-146) 2^-24 = 2^-150 - 2^-170). The <= G 2^-170 left over (divided by
//     l >= 1: the chunk holding M has w = 1 and p = 1 at its maximum) is far inside BOUND_SLACK's 2^-30 of the
//     bound (>= 2^-25, store_f16_bound's ETA16).
//   So the combined output is within spec.sliding_window_attention_bound(..., extra_roundings=1);
//   tests/spec/test_b1s_order.py emulates this order in numpy (the scores, exp, l, acc of each chunk, then
//   b1s_layout.b1s_combine) and checks it at contexts 1 .. 4,000.
// Launch: grid (G, kv_heads), block 256, static shared memory. Every loop's trip count is uniform in the CTA (keys
// >= cn are predicated); the early returns are uniform in the CTA (c >= count: before any bar.sync; cn = 0: after
// the first only); every bar.sync and shfl.sync is reached by all threads of the CTA / warp. Assumptions:
// block_tables entries < physical_blocks, seq_lens <= max_context, max_blocks == max_context / 16, positions < the
// tables' rows, q_heads == 4 * gridDim.y, 32 * ceil(ceil(min(window, max_context) / G) / 32) <= GW_MAX_KEYS (the
// registry's family requires the last three).
#include "attention_b1.cuh"
#include "b1s.cuh"
#include "qk_rope.cuh"


// The block-table entries of pass-1 trip t's keys i = 32t + 8u + warp (0 for i >= cn or the own key: not read).
__device__ __forceinline__ void b1s_load_table(unsigned int (&phys)[B1_KEYS], unsigned int t, unsigned int warp,
                                               unsigned int cn, unsigned int own, unsigned int base,
                                               const unsigned int* table) {
#pragma unroll
  for (unsigned int u = 0; u < B1_KEYS; ++u) {
    const unsigned int i = 32u * t + 8u * u + warp;
    phys[u] = 0u;
    if (i < cn && i != own) phys[u] = table[(base + i) >> 4];
  }
}

// The K loads of pass-1 trip t (pages phys): lane's 16 bytes of key i = 32t + 8u + warp; the own key's from the
// shared row kr; zero for i >= cn.
__device__ __forceinline__ void b1s_load_keys(uint4 (&raw)[B1_KEYS], const unsigned int (&phys)[B1_KEYS],
                                              unsigned int t, unsigned int warp, unsigned int lane, unsigned int cn,
                                              unsigned int own, unsigned int base, const __half* kr,
                                              const unsigned char* kbase, unsigned int page_stride,
                                              unsigned int token_stride) {
#pragma unroll
  for (unsigned int u = 0; u < B1_KEYS; ++u) {
    const unsigned int i = 32u * t + 8u * u + warp;
    raw[u] = make_uint4(0u, 0u, 0u, 0u);
    if (i < cn) {
      if (i == own) {
        raw[u] = *reinterpret_cast<const uint4*>(kr + 8u * lane);
      } else {
        const unsigned int j = base + i;
        raw[u] = *reinterpret_cast<const uint4*>(kbase + (unsigned long long)phys[u] * page_stride +
                                                 (unsigned long long)(j & 15u) * token_stride + 16u * lane);
      }
    }
  }
}

// Passes 2 and 3 of one chunk (attention_g4.cuh's gw_softmax_pv_store in the same order, the own key's V row
// from vr), then the unnormalised partial: m, l, acc to dst (B1S_PART_FLOATS floats, b1s.cuh).
__device__ __forceinline__ void b1s_softmax_pv_part(float* sc, float* mx, float* red, float* pacc, unsigned int tid,
                                                    unsigned int cn, unsigned int own, unsigned int base,
                                                    const unsigned int* table, const __half* vr,
                                                    const unsigned char* vbase, unsigned int page_stride,
                                                    unsigned int token_stride, float* dst) {
  // Pass 2: p_i = exp(s_i - m) in place, l = sum p_i (each thread rewrites only its own scores)
  const unsigned int key_iters = (cn + GW_THREADS - 1u) / GW_THREADS;
  float ls[GW_GROUP] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (unsigned int it = 0; it < key_iters; ++it) {
    const unsigned int i = it * GW_THREADS + tid;
    if (i < cn) {
#pragma unroll
      for (unsigned int g = 0; g < GW_GROUP; ++g) {
        const float p = expf(__fsub_rn(sc[g * GW_MAX_KEYS + i], mx[g]));
        sc[g * GW_MAX_KEYS + i] = p;
        ls[g] = __fadd_rn(ls[g], p);
      }
    }
  }
  gw_reduce_sum(ls, red, tid);  // its barriers publish sc to all threads
  // Pass 3: warp w sums p_i v_i over its keys i = 8k + w ascending, lane l dims 8l .. 8l + 7
  const unsigned int grp = tid >> 5;
  const unsigned int d8 = (tid & 31u) * 8u;
  const unsigned int v_iters = (cn + 63u) >> 6;
  float acc[GW_GROUP][8];
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g)
#pragma unroll
    for (unsigned int e = 0; e < 8u; ++e) acc[g][e] = 0.0f;
#pragma unroll 1  // a counted loop (k < v_iters, k += 1): its termination has a ranking function for any cn
  for (unsigned int k = 0; k < v_iters; ++k) {
    uint4 raw[8];
#pragma unroll
    for (unsigned int u = 0; u < 8u; ++u) {
      const unsigned int i = 64u * k + 8u * u + grp;
      raw[u] = make_uint4(0u, 0u, 0u, 0u);
      if (i < cn) {
        if (i == own) {
          raw[u] = *reinterpret_cast<const uint4*>(vr + d8);
        } else {
          const unsigned int j = base + i;
          const unsigned int phys = table[j >> 4];
          raw[u] = *reinterpret_cast<const uint4*>(vbase + (unsigned long long)phys * page_stride +
                                                   (unsigned long long)(j & 15u) * token_stride + 2u * d8);
        }
      }
    }
#pragma unroll
    for (unsigned int u = 0; u < 8u; ++u) {
      const unsigned int i = 64u * k + 8u * u + grp;
      if (i < cn) {
        const __half2* hp = reinterpret_cast<const __half2*>(&raw[u]);
#pragma unroll
        for (unsigned int g = 0; g < GW_GROUP; ++g) {
          const float p = sc[g * GW_MAX_KEYS + i];
#pragma unroll
          for (unsigned int e = 0; e < 4u; ++e) {
            const float2 vf = __half22float2(hp[e]);
            acc[g][2u * e] = __fadd_rn(acc[g][2u * e], __fmul_rn(p, vf.x));
            acc[g][2u * e + 1u] = __fadd_rn(acc[g][2u * e + 1u], __fmul_rn(p, vf.y));
          }
        }
      }
    }
  }
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g)
#pragma unroll
    for (unsigned int e = 0; e < 8u; ++e) pacc[(grp * GW_GROUP + g) * GW_HD + d8 + e] = acc[g][e];
  __syncthreads();
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) {
    float total = pacc[g * GW_HD + tid];
#pragma unroll
    for (unsigned int w = 1; w < GW_WARPS; ++w) total = __fadd_rn(total, pacc[(w * GW_GROUP + g) * GW_HD + tid]);
    dst[2u * GW_GROUP + g * GW_HD + tid] = total;
  }
  if (tid == 0u) {
    reinterpret_cast<float4*>(dst)[0] = make_float4(mx[0], mx[1], mx[2], mx[3]);
    reinterpret_cast<float4*>(dst)[1] = make_float4(ls[0], ls[1], ls[2], ls[3]);
  }
}

extern "C" __global__ void __launch_bounds__(256) qk_rope_attention_b1s_d256_f16(
    const __half* __restrict__ qk, const __half* __restrict__ v, const float* __restrict__ qkw,
    const unsigned int* __restrict__ positions, const float* __restrict__ cos_tab,
    const float* __restrict__ sin_tab, const unsigned int* __restrict__ slots, const unsigned char* __restrict__ kv,
    const unsigned int* __restrict__ block_tables, const unsigned int* __restrict__ seq_lens,
    float* __restrict__ part, __half* __restrict__ kvrow, unsigned int q_heads, unsigned int kv_heads, float eps,
    unsigned int n_slots, unsigned int max_blocks, unsigned int token_stride, unsigned int page_stride,
    unsigned long long plane_stride, float scale, unsigned int window, unsigned int G, unsigned int power) {
  FLTC_POWER_GUARD(power);
  constexpr unsigned int HALF = GW_HD / 2u, PER = GW_HD / 64u;
  __shared__ __align__(16) __half qh[GW_GROUP * GW_HD];
  __shared__ __align__(16) __half kr[GW_HD];  // the row's own k head (normalised, rotated) and v head
  __shared__ __align__(16) __half vr[GW_HD];
  __shared__ float sc[GW_GROUP * GW_MAX_KEYS];
  __shared__ float red[GW_GROUP * GW_WARPS];
  __shared__ float pacc[GW_WARPS * GW_GROUP * GW_HD];
  const unsigned int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31u;
  const unsigned int c = blockIdx.x;
  const unsigned int kvh = blockIdx.y;
  (void)slots;
  (void)n_slots;
  (void)max_blocks;  // one row: its table is block_tables' first max_blocks entries
  // stable inputs (the step's seq_lens, positions and block_tables; the norm weights and RoPE tables): before the
  // wait
  const B1sChunks ck = b1s_chunks(seq_lens[0], window, G);
  if (c != 0u && c >= ck.count) return;  // an empty chunk: nothing to write (CTA 0 writes kvrow in any case)
  const unsigned int c0 = c * ck.ch;            // the chunk's first key, relative to lo
  const unsigned int rest = ck.n - c0;          // >= 1 here but for CTA 0 at count = 0 (n = 0)
  const unsigned int cn = rest < ck.ch ? rest : ck.ch;  // the chunk's keys
  const unsigned int own = ck.n - 1u - c0;      // the row's own key, chunk-relative (>= cn: not in this chunk)
  const unsigned int base = ck.lo + c0;         // key j of chunk-relative index i: base + i
  const unsigned int* table = block_tables;
  const unsigned char* kbase = kv + kvh * (GW_HD * 2u);
  const unsigned char* vbase = kbase + plane_stride;
  const bool is_q = warp < GW_GROUP, is_k = warp == GW_GROUP;
  float cs[PER], sn[PER], w0[PER], w1[PER];
  if (is_q || is_k) {
    const unsigned long long tab = (unsigned long long)positions[0] * HALF;
    const unsigned int wo = is_q ? 0u : GW_HD;
#pragma unroll
    for (unsigned int j = 0; j < PER; ++j) {
      const unsigned int i = lane + 32u * j;
      cs[j] = cos_tab[tab + i];
      sn[j] = sin_tab[tab + i];
      w0[j] = qkw[wo + i];
      w1[j] = qkw[wo + i + HALF];
    }
  }
  unsigned int ph[B1_KEYS];  // pass 1's trip-0 block-table entries
  b1s_load_table(ph, 0u, warp, cn, own, base, table);
  FLTC_GRID_SYNC();
  // prologue: the group's q heads into qh, the k head and v into kr / vr (and kvrow, CTA 0)
  if (is_q || is_k) {
    const unsigned int h = is_q ? kvh * GW_GROUP + warp : q_heads + kvh;
    const __half* src = qk + (unsigned long long)h * GW_HD;
    float a[PER], b[PER];
    float ss = 0.0f;
#pragma unroll
    for (unsigned int j = 0; j < PER; ++j) {
      a[j] = __half2float(src[lane + 32u * j]);
      b[j] = __half2float(src[HALF + lane + 32u * j]);
    }
#pragma unroll
    for (unsigned int j = 0; j < PER; ++j) ss = __fadd_rn(ss, __fmul_rn(a[j], a[j]));
#pragma unroll
    for (unsigned int j = 0; j < PER; ++j) ss = __fadd_rn(ss, __fmul_rn(b[j], b[j]));
    const float rs = fltc_rms_finish(ss, GW_HD, eps);
    if (is_q) {
      rope_store<PER, HALF>(qh + warp * GW_HD, a, b, rs, w0, w1, cs, sn, lane);
    } else {
      rope_store<PER, HALF>(kr, a, b, rs, w0, w1, cs, sn, lane);
    }
  } else if (warp == GW_GROUP + 1u) {
    const __half* src = v + (unsigned long long)kvh * GW_HD;
#pragma unroll
    for (unsigned int j = 0; j < 2u * PER; ++j) vr[lane + 32u * j] = src[lane + 32u * j];
  }
  __syncthreads();  // kr, vr and qh before any read of them
  if (c == 0u) {  // the row's K and V for the combining GEMV: thread tid copies dim tid of each (the same bits)
    kvrow[kvh * GW_HD + tid] = kr[tid];
    kvrow[(kv_heads + kvh) * GW_HD + tid] = vr[tid];
  }
  if (cn == 0u) return;  // CTA 0 at seq_len 0: no keys, no partial (uniform in the CTA)
  // the lane's dims 8l .. 8l + 7 of the four q heads, widened, in registers
  float q[GW_GROUP][8];
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) {
    const uint4 raw = *reinterpret_cast<const uint4*>(qh + g * GW_HD + 8u * lane);
    const __half2* hp = reinterpret_cast<const __half2*>(&raw);
#pragma unroll
    for (unsigned int e = 0; e < 4u; ++e) {
      const float2 f = __half22float2(hp[e]);
      q[g][2u * e] = f.x;
      q[g][2u * e + 1u] = f.y;
    }
  }
  // Pass 1 over the chunk: warp w, trip t: keys 32t + 8u + w (u < 4), lane l dims 8l .. 8l + 7; lane l's score:
  // value (u, g) = (l >> 3, (l >> 1) & 3) of the transposing butterfly
  const unsigned int b1_iters = (cn + 31u) >> 5;
  const unsigned int my_u = lane >> 3, my_g = (lane >> 1) & 3u;
  float m_own = -INFINITY;
  uint4 cur[B1_KEYS];
  b1s_load_keys(cur, ph, 0u, warp, lane, cn, own, base, kr, kbase, page_stride, token_stride);
#pragma unroll 1  // a counted loop (t < b1_iters, t += 1): its termination has a ranking function for any cn
  for (unsigned int t = 0; t < b1_iters; ++t) {
    uint4 nxt[B1_KEYS];  // the next trip's keys (all zero past cn: nothing read) in flight during the products
    unsigned int pn[B1_KEYS];
    b1s_load_table(pn, t + 1u, warp, cn, own, base, table);
    b1s_load_keys(nxt, pn, t + 1u, warp, lane, cn, own, base, kr, kbase, page_stride, token_stride);
    float val[B1_KEYS * GW_GROUP];
#pragma unroll
    for (unsigned int u = 0; u < B1_KEYS; ++u) {
      const __half2* hp = reinterpret_cast<const __half2*>(&cur[u]);
      float kf[8];
#pragma unroll
      for (unsigned int e = 0; e < 4u; ++e) {
        const float2 f = __half22float2(hp[e]);
        kf[2u * e] = f.x;
        kf[2u * e + 1u] = f.y;
      }
#pragma unroll
      for (unsigned int g = 0; g < GW_GROUP; ++g) {
        float acc = __fmul_rn(q[g][0], kf[0]);
#pragma unroll
        for (unsigned int e = 1; e < 8u; ++e) acc = __fmaf_rn(q[g][e], kf[e], acc);
        val[u * GW_GROUP + g] = acc;
      }
    }
    // the transposing butterfly: 16 values -> 8 -> 4 -> 2 -> 1 (lane bits 4 .. 1), then the xor 1 step
    b1_fold<8u>(val, lane);
    b1_fold<4u>(val, lane);
    b1_fold<2u>(val, lane);
    b1_fold<1u>(val, lane);
    const float tot = __fadd_rn(val[0], __shfl_xor_sync(0xffffffffu, val[0], 1));
    const unsigned int i = 32u * t + 8u * my_u + warp;
    if (i < cn) {
      const float sg = __fmul_rn(tot, scale);
      m_own = fmaxf(m_own, sg);
      if ((lane & 1u) == 0u) sc[my_g * GW_MAX_KEYS + i] = sg;
    }
#pragma unroll
    for (unsigned int u = 0; u < B1_KEYS; ++u) cur[u] = nxt[u];
  }
  float mx[GW_GROUP];
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) mx[g] = g == my_g ? m_own : -INFINITY;
  gw_reduce_max(mx, red, tid);
  b1s_softmax_pv_part(sc, mx, red, pacc, tid, cn, own, base, table, vr, vbase, page_stride, token_stride,
                      part + (kvh * G + c) * B1S_PART_FLOATS);
}
