// Sliding-window attention for head_dim 256, one CTA per (KV head, row) for the GQA group of 4 query heads that
// share the KV head (Gemma 3 270M: 4 / 1), windows of at most GW_MAX_KEYS keys (its local layers' 512).
//
// Why beside attention_window_d256_f16 (gemma_step.cu): that kernel runs one CTA per (query head, row), so the
// four heads of a group each load every K and V row of the window: at a 512-row prefill its 2,048 CTAs read
// 4x the cache bytes this kernel reads, and it was a fifth of the prefill. Here a thread's K row (pass 1) and a
// warp's V rows (pass 3) serve the group's four heads.
//
// Arithmetic: per head, exactly attention_window_d256_f16's, in the same order, so the outputs are bit for bit
// that kernel's (spec.attention's bound with no extra rounding: no online softmax). Row r attends to keys
// lo .. seq_len - 1 of its block-table row, lo = seq_len - window if seq_len > window, else 0; n = seq_len - lo
// <= window <= GW_MAX_KEYS (the registry's family requires it). For head g (query head kvh*4 + g):
//   pass 1: thread tid takes keys i = 256*it + tid < n, loads K_j (j = lo + i) once and forms the four dot
//           products, each in four partial sums over the dims (dims 8c + 2u and 8c + 2u + 1 -> partial u, c
//           ascending), then s = fl(fl((p0+p1)+(p2+p3)) * scale) -> sc[g][i]; its running max per head;
//   max:    per head, the butterfly (fltc_warp_max), then the 8 warps in order;
//   pass 2: p = exp(fl(s - m)) in place, each thread its own keys, l = the same reduction of the sums;
//   pass 3: warp w sums p v over its keys i = 8k + w ascending, lane l dims 8l .. 8l + 7 (one 16-byte V load
//           per key serves the four heads), then the 8 warp sums in warp order; o = fl16(n_d / l) (0 if l = 0).
// Launch: grid (kv_heads, R), block 256, static shared memory (44,224 bytes). Every loop's trip count is uniform
// in the CTA; every bar.sync is reached by all threads. Assumptions: block_tables entries < physical_blocks,
// seq_lens <= max_context, max_blocks == max_context / 16, q_heads == 4 * gridDim.x.
#include "attention_g4.cuh"

extern "C" __global__ void __launch_bounds__(256) attention_window_g4_d256_f16(
    const __half* __restrict__ q, const unsigned char* __restrict__ kv,
    const unsigned int* __restrict__ block_tables, const unsigned int* __restrict__ seq_lens,
    __half* __restrict__ out, unsigned int q_heads, unsigned int max_blocks, unsigned int token_stride,
    unsigned int page_stride, unsigned long long plane_stride, float scale, unsigned int window,
    unsigned int power) {
  FLTC_POWER_GUARD(power);
  __shared__ __align__(16) float qf[GW_GROUP * GW_HD];
  __shared__ float sc[GW_GROUP * GW_MAX_KEYS];
  __shared__ float red[GW_GROUP * GW_WARPS];
  __shared__ float part[GW_WARPS * GW_GROUP * GW_HD];
  const unsigned int tid = threadIdx.x;
  const unsigned int kvh = blockIdx.x;
  const unsigned int r = blockIdx.y;
  const unsigned int seq_len = seq_lens[r];  // a step input (stable): read before the wait
  const unsigned int lo = seq_len > window ? seq_len - window : 0u;
  const unsigned int n = seq_len - lo;
  const unsigned int* table = block_tables + (unsigned long long)r * max_blocks;
  const unsigned long long qoff = ((unsigned long long)r * q_heads + kvh * GW_GROUP) * GW_HD;
  const unsigned char* kbase = kv + kvh * (GW_HD * 2u);
  const unsigned char* vbase = kbase + plane_stride;
  FLTC_GRID_SYNC();
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) qf[g * GW_HD + tid] = __half2float(q[qoff + g * GW_HD + tid]);
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
#pragma unroll 4
      for (unsigned int c = 0; c < GW_HD / 8u; ++c) {
        const uint4 raw = kp[c];
        const __half2* hp = reinterpret_cast<const __half2*>(&raw);
#pragma unroll
        for (unsigned int u = 0; u < 4u; ++u) {
          const float2 kf = __half22float2(hp[u]);
#pragma unroll
          for (unsigned int g = 0; g < GW_GROUP; ++g) {
            dp[g][u] = __fadd_rn(dp[g][u], __fmul_rn(qf[g * GW_HD + 8u * c + 2u * u], kf.x));
            dp[g][u] = __fadd_rn(dp[g][u], __fmul_rn(qf[g * GW_HD + 8u * c + 2u * u + 1u], kf.y));
          }
        }
      }
#pragma unroll
      for (unsigned int g = 0; g < GW_GROUP; ++g) {
        const float s = __fmul_rn(__fadd_rn(__fadd_rn(dp[g][0], dp[g][1]), __fadd_rn(dp[g][2], dp[g][3])), scale);
        mx[g] = fmaxf(mx[g], s);
        sc[g * GW_MAX_KEYS + i] = s;
      }
    }
  }
  gw_reduce_max(mx, red, tid);
  gw_softmax_pv_store(sc, mx, red, part, tid, n, key_iters, lo, table, vbase, page_stride, token_stride,
                      out + qoff);
}
