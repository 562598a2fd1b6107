// Batch-1 decode of a windowed Gemma 3 layer: QK RMSNorm + NEOX RoPE + the K/V write of the step's one token and
// the GQA group's sliding-window attention, in one launch (instead of qk_norm_rope_kv_d256_f16, then
// attention_window_d256_f16). Why: a batch-1 step is launch-bound (~160 launches, none long); this removes one
// launch per windowed layer, and the group's four heads share each K/V load (attention_window_g4_d256_f16's
// tiling) with a key's next 8 16-byte K loads in flight while the products of the previous 8 are formed.
//
// One CTA per (KV head kvh, row r) of GW_THREADS threads; the family declares one row (R = 1), because the row's
// own K/V slot is written and then read back by the same CTA: two rows would be two CTAs that may share a cache
// slot, which nothing orders (the verifier answers such a configuration with a race witness).
//   prologue: warp w < 4 normalises and rotates query head kvh*4 + w of the q|k row exactly as
//     qk_norm_rope_kv (qk_rope.cuh's rope_store, the squares' order and fltc_rms_finish alike) into qh[w] (f16, as
//     q_out holds it); warp 4 does the same for k head kvh and stores it to the K plane at slots[r]; warp 5 copies
//     v's head kvh to the V plane at slots[r] (no cache write when slots[r] >= n_slots, as qk_norm_rope_kv);
//     one bar.sync (it orders the K/V stores before every thread's loads below, global memory included); qf = the
//     f16 q widened; a second bar.sync.
//   attention: attention_window_g4_d256_f16's passes over keys lo .. seq_len - 1 of row r's block-table row
//     (lo = seq_len - window if seq_len > window, else 0; n = seq_len - lo <= GW_MAX_KEYS, the family requires
//     min(window, max_context) <= GW_MAX_KEYS): pass 1 thread tid takes keys i = 256*it + tid < n and forms its
//     four dot products in the g4 kernel's order (dims 8c + 2u, 8c + 2u + 1 -> partial u, c ascending;
//     s = fl(fl((p0+p1)+(p2+p3)) * scale)); passes 2-3 and the store are attention_g4.cuh's.
// So q, K and V and the outputs are bit for bit those of the two launches it replaces (qk_norm_rope_kv_d256_f16
// then attention_window_g4_d256_f16 / attention_window_d256_f16) when slots[r] is the slot of key seq_len - 1.
// Launch: grid (kv_heads, 1), block 256, static shared memory. Every loop's trip count is uniform in the CTA;
// every bar.sync is reached by all threads. Assumptions: block_tables entries < physical_blocks, seq_lens <=
// max_context, max_blocks == max_context / 16, positions < the tables' rows, q_heads == 4 * gridDim.x.
#include "attention_g4.cuh"
#include "qk_rope.cuh"

extern "C" __global__ void __launch_bounds__(256) qk_rope_attention_g4_d256_f16(
    const __half* __restrict__ qk, const __half* __restrict__ v, const float* __restrict__ qkw,
    const unsigned int* __restrict__ positions, const float* __restrict__ cos_tab,
    const float* __restrict__ sin_tab, const unsigned int* __restrict__ slots, unsigned char* kv,
    const unsigned int* __restrict__ block_tables, const unsigned int* __restrict__ seq_lens,
    __half* __restrict__ out, unsigned int q_heads, unsigned int kv_heads, float eps, unsigned int n_slots,
    unsigned int max_blocks, unsigned int token_stride, unsigned int page_stride, unsigned long long plane_stride,
    float scale, unsigned int window, unsigned int power) {
  FLTC_POWER_GUARD(power);
  constexpr unsigned int HALF = GW_HD / 2u, PER = GW_HD / 64u;
  __shared__ __align__(16) float qf[GW_GROUP * GW_HD];
  __shared__ __half qh[GW_GROUP * GW_HD];
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
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) qf[g * GW_HD + tid] = __half2float(qh[g * GW_HD + tid]);
  __syncthreads();
  // Pass 1: the scores of keys lo + i, i = 256*it + tid < n, for the four heads
  const unsigned int key_iters = (n + GW_THREADS - 1u) / GW_THREADS;
  float mx[GW_GROUP] = {-INFINITY, -INFINITY, -INFINITY, -INFINITY};
  for (unsigned int it = 0; it < key_iters; ++it) {
    const unsigned int i = it * GW_THREADS + tid;
    if (i < n) {
      const unsigned int j = lo + i;
      const unsigned int phys = table[j >> 4];
      const uint4* kp = reinterpret_cast<const uint4*>(
          kbase + (unsigned long long)phys * page_stride + (unsigned long long)(j & 15u) * token_stride);
      float dp[GW_GROUP][4];
#pragma unroll
      for (unsigned int g = 0; g < GW_GROUP; ++g)
#pragma unroll
        for (unsigned int u = 0; u < 4u; ++u) dp[g][u] = 0.0f;
      // four chunks of 8 x 16 bytes; chunk ch + 1's loads are issued before chunk ch's products
      uint4 cur[8], nxt[8];
#pragma unroll
      for (unsigned int e = 0; e < 8u; ++e) cur[e] = kp[e];
#pragma unroll 1
      for (unsigned int ch = 0; ch < 4u; ++ch) {
#pragma unroll
        for (unsigned int e = 0; e < 8u; ++e) nxt[e] = ch + 1u < 4u ? kp[8u * (ch + 1u) + e] : cur[e];
#pragma unroll
        for (unsigned int e = 0; e < 8u; ++e) {
          const unsigned int c8 = 8u * ch + e;
          const __half2* hp = reinterpret_cast<const __half2*>(&cur[e]);
#pragma unroll
          for (unsigned int u = 0; u < 4u; ++u) {
            const float2 kf = __half22float2(hp[u]);
#pragma unroll
            for (unsigned int g = 0; g < GW_GROUP; ++g) {
              dp[g][u] = __fadd_rn(dp[g][u], __fmul_rn(qf[g * GW_HD + 8u * c8 + 2u * u], kf.x));
              dp[g][u] = __fadd_rn(dp[g][u], __fmul_rn(qf[g * GW_HD + 8u * c8 + 2u * u + 1u], kf.y));
            }
          }
        }
#pragma unroll
        for (unsigned int e = 0; e < 8u; ++e) cur[e] = nxt[e];
      }
#pragma unroll
      for (unsigned int g = 0; g < GW_GROUP; ++g) {
        const float sg = __fmul_rn(__fadd_rn(__fadd_rn(dp[g][0], dp[g][1]), __fadd_rn(dp[g][2], dp[g][3])), scale);
        mx[g] = fmaxf(mx[g], sg);
        sc[g * GW_MAX_KEYS + i] = sg;
      }
    }
  }
  gw_reduce_max(mx, red, tid);
  gw_softmax_pv_store(sc, mx, red, part, tid, n, key_iters, lo, table, vbase, page_stride, token_stride,
                      out + ((unsigned long long)r * q_heads + kvh * GW_GROUP) * GW_HD);
}
