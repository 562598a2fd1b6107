// Batch-1 decode of a windowed Gemma 3 layer with a pass 1 spread over the whole CTA: QK RMSNorm + NEOX RoPE + the
// K/V write of the step's one token and the GQA group's sliding-window attention in one launch, as
// attention_decode.cu's qk_rope_attention_g4_d256_f16 (the same ABI, launch shape, prologue and passes 2-3), with
// another pass 1. Why: at one row the g4 kernel's pass 1 gives one thread a key, so a context of n keys keeps only
// ceil(n / 32) warps busy, each forming 4 x 256 products per key serially (H100, context ~80: 8.4 us a launch, 15
// launches a step). Here the lanes split a key's dims and the warps split the keys: every warp has keys from
// n = 8 on, a lane forms 4 x 8 products per key, and one 16-byte load per lane brings a key's whole 512-byte K row.
//
// One CTA per (KV head kvh, row r) of GW_THREADS threads; the family declares one row (R = 1), because the row's
// own K/V slot is written and then read back by the same CTA (two rows' CTAs may share a slot: a race).
//   prologue (attention_decode.cu's, unchanged): warp w < 4 normalises and rotates query head kvh*4 + w of the
//     q|k row exactly as qk_norm_rope_kv (qk_rope.cuh's rope_store) into qh[w] (f16, as q_out holds it); warp 4
//     does the same for k head kvh and stores it to the K plane at slots[r]; warp 5 copies v's head kvh to the
//     V plane at slots[r] (no cache write when slots[r] >= n_slots); one bar.sync (it orders the K/V stores
//     before every thread's loads below, global memory included, and qh before its reads).
//   q: lane l widens dims 8l .. 8l + 7 of the four heads' qh (one 16-byte shared load a head) into 32 registers.
//   pass 1 (keys lo .. seq_len - 1 of row r's block-table row; lo = seq_len - window if seq_len > window, else
//     0; n = seq_len - lo <= GW_MAX_KEYS): trip t (t < ceil(n / 32), a counted loop) gives warp w the four keys
//     i = 32t + 8u + w (u < 4); lane l loads bytes 16l .. 16l + 15 of each key's K row (dims 8l .. 8l + 7; a
//     zero row for i >= n, nothing read), the next trip's four loads issued before this trip's products. Lane l
//     forms a_{u,g} = the dot product of its 8 dims of key u and head g, dims ascending (fl(q_0 k_0), then one
//     fused multiply-add per dim), then the warp sums the 16 values (u, g) by a transposing butterfly: at the
//     steps xor 16, 8, 4, 2 a lane keeps the half of its values that its lane bit selects (the upper half when
//     the bit is set), sends the other half and adds the partner's (keep + received), so after the four steps
//     lane l holds the sum over its 16-lane, 8-lane, ... partner set of value v = l >> 1 = 4u + g, and a last
//     xor 1 step (fltc_warp_sum's last step) completes it over the 32 lanes: lanes 2v and 2v + 1 hold the same
//     bits (x + y == y + x). s = fl(sum * scale); the even lane stores it to sc[g * GW_MAX_KEYS + i] (16 lanes
//     store 16 scores a trip); every lane keeps the running maximum of its own head g = (l >> 1) & 3, the
//     other heads' entries -inf, so gw_reduce_max's warp and CTA maxima are the per-head maxima over all keys.
//     Summation order of a score: per lane 8 terms in dim order, then a binary tree over the 32 lanes (lane bits
//     4, 3, 2, 1, 0); every term sees at most 8 + 5 roundings and the scale one more, inside spec.attention's
//     e_j ((1 + gamma_{Dh-1})(1 + u)^2 - 1, any order: a fused multiply-add rounds less than a product and a
//     sum), so the scores are not those of the g4 kernel bit for bit, and neither is out.
//   passes 2-3 and the store: attention_g4.cuh's gw_reduce_max and gw_softmax_pv_store, unchanged (its first
//     barrier orders pass 1's score stores before pass 2, where thread tid reads the scores of keys tid + 256k).
// The K/V row written is bit for bit the g4 kernel's (and qk_norm_rope_kv_d256_f16's); out is within
// spec.sliding_window's bound.
// Launch: grid (kv_heads, 1), block 256, static shared memory. Every loop's trip count is uniform in the CTA
// (pass 1's trips and the butterfly's keys-past-n lanes included: a key >= n is a zero row, never stored);
// every bar.sync and shfl.sync is reached by all threads of the CTA / warp. Assumptions: block_tables entries <
// physical_blocks, seq_lens <= max_context, max_blocks == max_context / 16, positions < the tables' rows,
// q_heads == 4 * gridDim.x.
#include "attention_b1.cuh"
#include "qk_rope.cuh"


// The K loads of pass-1 trip t of warp `warp`: keys i = 32t + 8u + warp, lane's 16 bytes; zero for i >= n.
__device__ __forceinline__ void b1_load_keys(uint4 (&raw)[B1_KEYS], unsigned int t, unsigned int warp,
                                             unsigned int lane, unsigned int n, unsigned int lo,
                                             const unsigned int* table, const unsigned char* kbase,
                                             unsigned int page_stride, unsigned int token_stride) {
#pragma unroll
  for (unsigned int u = 0; u < B1_KEYS; ++u) {
    const unsigned int i = 32u * t + 8u * u + warp;
    raw[u] = make_uint4(0u, 0u, 0u, 0u);
    if (i < n) {
      const unsigned int j = lo + i;
      const unsigned int phys = table[j >> 4];
      raw[u] = *reinterpret_cast<const uint4*>(kbase + (unsigned long long)phys * page_stride +
                                               (unsigned long long)(j & 15u) * token_stride + 16u * lane);
    }
  }
}

extern "C" __global__ void __launch_bounds__(256) qk_rope_attention_b1_d256_f16(
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
  __shared__ float sc[GW_GROUP * GW_MAX_KEYS];
  __shared__ float red[GW_GROUP * GW_WARPS];
  __shared__ float part[GW_WARPS * GW_GROUP * GW_HD];
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
  // Pass 1: warp w, trip t: keys 32t + 8u + w (u < 4), lane l dims 8l .. 8l + 7; lane l's score: value
  // (u, g) = (l >> 3, (l >> 1) & 3) of the transposing butterfly
  const unsigned int key_iters = (n + GW_THREADS - 1u) / GW_THREADS;  // passes 2-3's trips
  const unsigned int b1_iters = (n + 31u) >> 5;
  const unsigned int my_u = lane >> 3, my_g = (lane >> 1) & 3u;
  float m_own = -INFINITY;
  uint4 cur[B1_KEYS];
  b1_load_keys(cur, 0u, warp, lane, n, lo, table, kbase, page_stride, token_stride);
#pragma unroll 1  // a counted loop (t < b1_iters, t += 1): its termination has a ranking function for any n
  for (unsigned int t = 0; t < b1_iters; ++t) {
    uint4 nxt[B1_KEYS];  // the next trip's keys (all zero past n: nothing read) in flight during the products
    b1_load_keys(nxt, t + 1u, warp, lane, n, lo, table, kbase, page_stride, token_stride);
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
    if (i < n) {
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
  gw_softmax_pv_store(sc, mx, red, part, tid, n, key_iters, lo, table, vbase, page_stride, token_stride,
                      out + ((unsigned long long)r * q_heads + kvh * GW_GROUP) * GW_HD);
}
