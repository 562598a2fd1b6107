// Batch-1 decode of a windowed Gemma 3 layer in ONE pass over the keys with a per-warp online softmax: QK RMSNorm +
// NEOX RoPE + the K/V write of the step's one token and the GQA group's sliding-window attention in one launch, as
// attention_b1.cu's qk_rope_attention_b1_d256_f16 (the same ABI, launch shape and prologue, and its pass 1's dot
// products and transposing butterfly), with the attention part rebuilt. Why: b1's three passes chain dependent
// global loads (table entry -> K row in pass 1, table entry -> V row again in pass 3) with ~7 barriers between
// them (H100, context 80: 6.6 us a launch, 15 launches a step). Here one loop loads a key's K row and V row
// together, the block-table entries one trip earlier still (so no trip waits on a table load), and the warps only
// meet once, at the end.
//
// One CTA per (KV head kvh, row r) of GW_THREADS threads; the family declares one row (R = 1), as b1's.
//   prologue (attention_b1.cu's, copied: the K/V row is bit for bit the one b1 writes): warp w < 4 normalises and
//     rotates query head kvh*4 + w into qh[w] (f16); warp 4 stores the k head to the K plane at slots[r]; warp 5
//     copies v's head kvh to the V plane at slots[r] (no cache write when slots[r] >= n_slots); one bar.sync.
//     block_tables is a host input of the step (a `stable` buffer): each warp loads its trip-0 table entries
//     BEFORE FLTC_GRID_SYNC (griddepcontrol.wait), beside the other stable loads.
//   q: lane l widens dims 8l .. 8l + 7 of the four heads' qh into 32 registers (b1's).
//   the loop (keys lo .. seq_len - 1 of row r's block-table row; lo = seq_len - window if seq_len > window, else
//     0; n = seq_len - lo): T = ceil(n / 32) trips (a counted loop, the same T for every warp); trip t gives warp
//     w the four keys i = 32t + 8u + w (u < 4). Lane l loads bytes 16l .. 16l + 15 of each key's K row AND of its
//     V row (dims 8l .. 8l + 7; zero rows for i >= n, nothing read). Pipelining: at trip t the K and V loads of
//     trip t + 1 (their table entries loaded at trip t - 1) and the table entries of trip t + 2 are issued before
//     trip t's arithmetic.
//     scores: b1's per-lane dot products (fl(q_0 k_0), then one fused multiply-add per dim) and transposing
//     butterfly (lanes 2v, 2v + 1 hold the sum of value v = 4u + g), s = fl(sum * scale); 16 shuffles from lanes
//     2v make the trip's 16 scores s[u][g] known to every lane (keys i >= n: not used).
//     online softmax, per head g, state identical in all lanes of the warp: m (running maximum, -inf at first),
//     l (running sum, 0), acc[8] (the lane's 8 dims of sum p v, 0):
//       m_new = max(m, s[u][g] over the trip's keys u with i < n)          (exact)
//       c     = rescale(m, m_new): 0 if m == -inf, 1 if m == m_new, else exp_f32(fl(m - m_new))   (never NaN:
//               -inf - -inf is never formed; c = 1 multiplies exactly)
//       p_u   = i < n ? exp_f32(fl(s[u][g] - m_new)) : 0
//       l     = fl(l * c), then l = fl(l + p_u) for u = 0..3
//       acc_e = fl(acc_e * c), then acc_e = fl(acc_e + fl(p_u * v_{u,e})) for u = 0..3
//     (a key i >= n has p = 0 and a zero V row: adding +0 is exact, so it contributes nothing.)
//   combine: lane 0 of warp w stores m, l of each head to pm[w][g], pl[w][g], lane l its acc to pacc[w][g][8l ..];
//     one bar.sync; thread tid (dim tid), per head g: M = max_w m_w (warps in order, exact), c_w = rescale(m_w, M)
//     (0 for a warp with no key < n: its m = -inf, l = 0, acc = 0, so it adds exact zeros), L = fl sum of
//     fl(l_w * c_w), N = fl sum of fl(acc_w * c_w), both in warp order 0..7; out = RNE_f16(fl(N / L)), 0 when
//     L == 0 (as gw_softmax_pv_store).
// Numerics (spec.attention's model): a score has b1's rounding (inside e_j). A term j (key j, taken at trip t of
// warp w) is p_j = exp_f32(fl(s_j - m_t)), then multiplied by c at every later trip of its warp whose maximum
// grows (at most T - 1 - t of them: c = 1 when it does not) and once by c_w in the combine, each a product of one
// exp_f32 (relative error EXP_REL_ERR) and one rounding: extra_roundings r <= (T - 1) + 1 = T = ceil(n / 32)
// (spec's factor (1 + E)^(1 + r) (1 + u)^r); at the declared window 512, r <= 16. The arguments telescope:
// s_j <= m_t <= ... <= m_w <= M, so the argument roundings of p_j's exp and of its rescales sum to at most
// u (|s_j - m_t| + (M - m_t)) = u (M - s_j), spec's one shift rounding u (s_max - s_j) (+ e terms) of eta_j.
// Additions: every term goes through at most n - 1 roundings of a sum (adding the exact zeros of keys >= n and of
// idle warps rounds nothing; any tree over n leaves has depth <= n - 1), inside gamma_{n-1} (l) and gamma_n (N,
// with the product p v). The division and the f16 store are spec's. So out is within
// spec.sliding_window's bound with extra_roundings = ceil(n / 32).
// No score buffer: the loop is not limited to GW_MAX_KEYS keys (any window; the shared memory is qh and the
// combine's buffers only), but the registry declares this entry for b1's configuration only (window 512), and the
// step still launches QKATT_KERNEL (b1); this entry is declared beside it (registry_gemma_step.QKATT_KERNELS).
// Launch: grid (kv_heads, 1), block 256, static shared memory. Every loop's trip count is uniform in the CTA
// (keys >= n are predicated, never early exits); every bar.sync and shfl.sync is reached by all threads of the
// CTA / warp; no return after the power guard. Assumptions (b1's): block_tables entries < physical_blocks,
// seq_lens <= max_context, max_blocks == max_context / 16, positions < the tables' rows, q_heads == 4 * gridDim.x.
#include "attention_b1.cuh"
#include "qk_rope.cuh"


// The block-table entries of trip t's keys i = 32t + 8u + warp (0 for i >= n: nothing read).
__device__ __forceinline__ void b1o_load_table(unsigned int (&phys)[B1_KEYS], unsigned int t, unsigned int warp,
                                               unsigned int n, unsigned int lo, const unsigned int* table) {
#pragma unroll
  for (unsigned int u = 0; u < B1_KEYS; ++u) {
    const unsigned int i = 32u * t + 8u * u + warp;
    phys[u] = 0u;
    if (i < n) phys[u] = table[(lo + i) >> 4];
  }
}

// Trip t's K and V rows, lane's 16 bytes of each (pages phys from b1o_load_table); zero for i >= n.
__device__ __forceinline__ void b1o_load_rows(uint4 (&kr)[B1_KEYS], uint4 (&vr)[B1_KEYS],
                                              const unsigned int (&phys)[B1_KEYS], unsigned int t,
                                              unsigned int warp, unsigned int lane, unsigned int n,
                                              unsigned int lo, const unsigned char* kbase,
                                              const unsigned char* vbase, unsigned int page_stride,
                                              unsigned int token_stride) {
#pragma unroll
  for (unsigned int u = 0; u < B1_KEYS; ++u) {
    const unsigned int i = 32u * t + 8u * u + warp;
    kr[u] = make_uint4(0u, 0u, 0u, 0u);
    vr[u] = make_uint4(0u, 0u, 0u, 0u);
    if (i < n) {
      const unsigned long long off = (unsigned long long)phys[u] * page_stride +
                                     (unsigned long long)((lo + i) & 15u) * token_stride + 16u * lane;
      kr[u] = *reinterpret_cast<const uint4*>(kbase + off);
      vr[u] = *reinterpret_cast<const uint4*>(vbase + off);
    }
  }
}

// The rescale factor of partial sums kept at maximum m_old to maximum m_new >= m_old: 0 while nothing was summed
// (m_old == -inf), exactly 1 when the maximum did not grow, else exp_f32(fl(m_old - m_new)).
__device__ __forceinline__ float b1o_rescale(float m_old, float m_new) {
  return m_old == -INFINITY ? 0.0f : (m_old == m_new ? 1.0f : expf(__fsub_rn(m_old, m_new)));
}

extern "C" __global__ void __launch_bounds__(256) qk_rope_attention_b1o_d256_f16(
    const __half* __restrict__ qk, const __half* __restrict__ v, const float* __restrict__ qkw,
    const unsigned int* __restrict__ positions, const float* __restrict__ cos_tab,
    const float* __restrict__ sin_tab, const unsigned int* __restrict__ slots, unsigned char* kv,
    const unsigned int* __restrict__ block_tables, const unsigned int* __restrict__ seq_lens,
    __half* __restrict__ out, unsigned int q_heads, unsigned int kv_heads, float eps, unsigned int n_slots,
    unsigned int max_blocks, unsigned int token_stride, unsigned int page_stride, unsigned long long plane_stride,
    float scale, unsigned int window, unsigned int power) {
  FLTC_POWER_GUARD(power);
  constexpr unsigned int HALF = GW_HD / 2u, PER = GW_HD / 64u;
  __shared__ __align__(16) __half qh[GW_GROUP * GW_HD];
  __shared__ float pm[GW_WARPS * GW_GROUP];           // warp w's running maximum of head g: pm[w * 4 + g]
  __shared__ float pl[GW_WARPS * GW_GROUP];           // its running sum l
  __shared__ float pacc[GW_WARPS * GW_GROUP * GW_HD];  // its p.V partial sums: pacc[(w * 4 + g) * 256 + d]
  const unsigned int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31u;
  const unsigned int kvh = blockIdx.x;
  const unsigned int r = blockIdx.y;
  const unsigned int qkh = q_heads + kv_heads;
  // stable inputs (the step's seq_lens, positions and slots; the norm weights and RoPE tables): before the wait
  const unsigned int seq_len = seq_lens[r];
  const unsigned int lo = seq_len > window ? seq_len - window : 0u;
  const unsigned int n = seq_len - lo;
  const unsigned int* table = block_tables + (unsigned long long)r * max_blocks;
  const unsigned char* kbase = kv + kvh * (GW_HD * 2u);
  const unsigned char* vbase = kbase + plane_stride;
  const unsigned int slot = slots[r];
  const bool is_q = warp < GW_GROUP, is_k = warp == GW_GROUP;
  float c[PER], s[PER], w0[PER], w1[PER];
  if (is_q || is_k) {
    const unsigned long long tab = (unsigned long long)positions[r] * HALF;
    const unsigned int wo = is_q ? 0u : GW_HD;
#pragma unroll
    for (unsigned int j = 0; j < PER; ++j) {
      const unsigned int i = lane + 32u * j;
      c[j] = cos_tab[tab + i];
      s[j] = sin_tab[tab + i];
      w0[j] = qkw[wo + i];
      w1[j] = qkw[wo + i + HALF];
    }
  }
  // block_tables (a host input of the step, stable): this warp's trip-0 entries before the wait
  unsigned int ph_cur[B1_KEYS];
  b1o_load_table(ph_cur, 0u, warp, n, lo, table);
  FLTC_GRID_SYNC();
  // prologue: the group's q heads into qh, the k head and v into the cache row of slots[r]
  unsigned char* const row = kv + (unsigned long long)(slot >> 4) * page_stride +
                             (unsigned long long)(slot & 15u) * token_stride;
  if (is_q || is_k) {
    const unsigned int h = is_q ? kvh * GW_GROUP + warp : q_heads + kvh;
    const __half* src = qk + ((unsigned long long)r * qkh + h) * GW_HD;
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
      rope_store<PER, HALF>(qh + warp * GW_HD, a, b, rs, w0, w1, c, s, lane);
    } else if (slot < n_slots) {
      rope_store<PER, HALF>(reinterpret_cast<__half*>(row) + kvh * GW_HD, a, b, rs, w0, w1, c, s, lane);
    }
  } else if (warp == GW_GROUP + 1u && slot < n_slots) {
    const __half* src = v + ((unsigned long long)r * kv_heads + kvh) * GW_HD;
    __half* dst = reinterpret_cast<__half*>(row + plane_stride) + kvh * GW_HD;
#pragma unroll
    for (unsigned int j = 0; j < 2u * PER; ++j) dst[lane + 32u * j] = src[lane + 32u * j];
  }
  __syncthreads();  // the K/V row and qh before any read of them
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
  // The loop: warp w, trip t: keys 32t + 8u + w (u < 4), lane l dims 8l .. 8l + 7 of their K and V rows
  const unsigned int trips = (n + 31u) >> 5;
  unsigned int ph_nxt[B1_KEYS];
  uint4 kcur[B1_KEYS], vcur[B1_KEYS];
  b1o_load_rows(kcur, vcur, ph_cur, 0u, warp, lane, n, lo, kbase, vbase, page_stride, token_stride);
  b1o_load_table(ph_nxt, 1u, warp, n, lo, table);
  float m[GW_GROUP], l[GW_GROUP], acc[GW_GROUP][8];
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) {
    m[g] = -INFINITY;
    l[g] = 0.0f;
#pragma unroll
    for (unsigned int e = 0; e < 8u; ++e) acc[g][e] = 0.0f;
  }
#pragma unroll 1  // a counted loop (t < trips, t += 1): its termination has a ranking function for any n
  for (unsigned int t = 0; t < trips; ++t) {
    // trip t + 1's K and V rows (pages loaded a trip ago) and trip t + 2's table entries, in flight during
    // this trip's arithmetic
    uint4 knxt[B1_KEYS], vnxt[B1_KEYS];
    b1o_load_rows(knxt, vnxt, ph_nxt, t + 1u, warp, lane, n, lo, kbase, vbase, page_stride, token_stride);
    b1o_load_table(ph_nxt, t + 2u, warp, n, lo, table);
    float val[B1_KEYS * GW_GROUP];
#pragma unroll
    for (unsigned int u = 0; u < B1_KEYS; ++u) {
      const __half2* hp = reinterpret_cast<const __half2*>(&kcur[u]);
      float kf[8];
#pragma unroll
      for (unsigned int e = 0; e < 4u; ++e) {
        const float2 f = __half22float2(hp[e]);
        kf[2u * e] = f.x;
        kf[2u * e + 1u] = f.y;
      }
#pragma unroll
      for (unsigned int g = 0; g < GW_GROUP; ++g) {
        float a = __fmul_rn(q[g][0], kf[0]);
#pragma unroll
        for (unsigned int e = 1; e < 8u; ++e) a = __fmaf_rn(q[g][e], kf[e], a);
        val[u * GW_GROUP + g] = a;
      }
    }
    b1_fold<8u>(val, lane);
    b1_fold<4u>(val, lane);
    b1_fold<2u>(val, lane);
    b1_fold<1u>(val, lane);
    const float mine = __fmul_rn(__fadd_rn(val[0], __shfl_xor_sync(0xffffffffu, val[0], 1)), scale);
    // every lane: the trip's 16 scores s[u][g] (value v = 4u + g from lane 2v)
    float s[B1_KEYS][GW_GROUP];
#pragma unroll
    for (unsigned int u = 0; u < B1_KEYS; ++u)
#pragma unroll
      for (unsigned int g = 0; g < GW_GROUP; ++g)
        s[u][g] = __shfl_sync(0xffffffffu, mine, 2u * (u * GW_GROUP + g));
    bool ok[B1_KEYS];
#pragma unroll
    for (unsigned int u = 0; u < B1_KEYS; ++u) ok[u] = 32u * t + 8u * u + warp < n;
#pragma unroll
    for (unsigned int g = 0; g < GW_GROUP; ++g) {
      float mn = m[g];
#pragma unroll
      for (unsigned int u = 0; u < B1_KEYS; ++u) mn = ok[u] ? fmaxf(mn, s[u][g]) : mn;
      const float c = b1o_rescale(m[g], mn);
      m[g] = mn;
      float p[B1_KEYS];
#pragma unroll
      for (unsigned int u = 0; u < B1_KEYS; ++u) p[u] = ok[u] ? expf(__fsub_rn(s[u][g], mn)) : 0.0f;
      float lg = __fmul_rn(l[g], c);
#pragma unroll
      for (unsigned int u = 0; u < B1_KEYS; ++u) lg = __fadd_rn(lg, p[u]);
      l[g] = lg;
#pragma unroll
      for (unsigned int e = 0; e < 8u; ++e) acc[g][e] = __fmul_rn(acc[g][e], c);
#pragma unroll
      for (unsigned int u = 0; u < B1_KEYS; ++u) {
        const __half2* hp = reinterpret_cast<const __half2*>(&vcur[u]);
#pragma unroll
        for (unsigned int e = 0; e < 4u; ++e) {
          const float2 vf = __half22float2(hp[e]);
          acc[g][2u * e] = __fadd_rn(acc[g][2u * e], __fmul_rn(p[u], vf.x));
          acc[g][2u * e + 1u] = __fadd_rn(acc[g][2u * e + 1u], __fmul_rn(p[u], vf.y));
        }
      }
    }
#pragma unroll
    for (unsigned int u = 0; u < B1_KEYS; ++u) {
      kcur[u] = knxt[u];
      vcur[u] = vnxt[u];
    }
  }
  // combine: the warps' states to shared memory, one barrier, thread tid combines dim tid of each head
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) {
    if (lane == 0u) {
      pm[warp * GW_GROUP + g] = m[g];
      pl[warp * GW_GROUP + g] = l[g];
    }
#pragma unroll
    for (unsigned int e = 0; e < 8u; ++e) pacc[(warp * GW_GROUP + g) * GW_HD + 8u * lane + e] = acc[g][e];
  }
  __syncthreads();
  __half* const o = out + ((unsigned long long)r * q_heads + kvh * GW_GROUP) * GW_HD;
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) {
    float mm = pm[g];
#pragma unroll
    for (unsigned int w = 1; w < GW_WARPS; ++w) mm = fmaxf(mm, pm[w * GW_GROUP + g]);
    float c = b1o_rescale(pm[g], mm);
    float ls = __fmul_rn(pl[g], c);
    float ns = __fmul_rn(pacc[g * GW_HD + tid], c);
#pragma unroll
    for (unsigned int w = 1; w < GW_WARPS; ++w) {
      c = b1o_rescale(pm[w * GW_GROUP + g], mm);
      ls = __fadd_rn(ls, __fmul_rn(pl[w * GW_GROUP + g], c));
      ns = __fadd_rn(ns, __fmul_rn(pacc[(w * GW_GROUP + g) * GW_HD + tid], c));
    }
    o[g * GW_HD + tid] = fltc_f16(ls > 0.0f ? __fdiv_rn(ns, ls) : 0.0f);
  }
}
