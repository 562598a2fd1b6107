// The windowed GQA-group attention's shared pieces (attention_window.cu's attention_window_g4_d256_f16 and
// attention_decode.cu's qk_rope_attention_g4_d256_f16): one CTA of GW_THREADS threads per (KV head, row) serves
// the group's GW_GROUP query heads; the block-wide reductions and passes 2-3 (softmax weights, p.v, the warps'
// sums in warp order, the f16 store) are one code here, so both entries do the same arithmetic in the same order.
#pragma once
#include "common.cuh"

#define GW_THREADS 256u
#define GW_GROUP 4u        // query heads per KV head
#define GW_MAX_KEYS 512u   // shared scores per head: a row attends to at most min(window, max_context) keys
#define GW_HD 256u
#define GW_WARPS (GW_THREADS / 32u)

// The per-head maxima (sums) of the CTA: v[g] of every thread -> butterfly per warp -> red[g][warp] -> the 8
// warps in order; the second barrier lets red be reused.
__device__ __forceinline__ void gw_reduce_max(float* v, float* red, unsigned int tid) {
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) {
    const float w = fltc_warp_max(v[g]);
    if ((tid & 31u) == 0u) red[g * GW_WARPS + (tid >> 5)] = w;
  }
  __syncthreads();
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) {
    float m = red[g * GW_WARPS];
#pragma unroll
    for (unsigned int i = 1; i < GW_WARPS; ++i) m = fmaxf(m, red[g * GW_WARPS + i]);
    v[g] = m;
  }
  __syncthreads();
}

__device__ __forceinline__ void gw_reduce_sum(float* v, float* red, unsigned int tid) {
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) {
    const float w = fltc_warp_sum(v[g]);
    if ((tid & 31u) == 0u) red[g * GW_WARPS + (tid >> 5)] = w;
  }
  __syncthreads();
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) {
    float s = red[g * GW_WARPS];
#pragma unroll
    for (unsigned int i = 1; i < GW_WARPS; ++i) s = __fadd_rn(s, red[g * GW_WARPS + i]);
    v[g] = s;
  }
  __syncthreads();
}

// Passes 2 and 3 of one CTA over its n keys lo .. lo + n - 1 (scores s in sc, the per-head maxima in mx, as pass 1
// leaves them), then o = fl16(n_d / l) of the four heads into out[g * GW_HD + tid].
__device__ __forceinline__ void gw_softmax_pv_store(float* sc, float* mx, float* red, float* part,
                                                    unsigned int tid, unsigned int n, unsigned int key_iters,
                                                    unsigned int lo, const unsigned int* table,
                                                    const unsigned char* vbase, unsigned int page_stride,
                                                    unsigned int token_stride, __half* out) {
  // Pass 2: p_i = exp(s_i - m) in place, l = sum p_i (each thread rewrites only its own scores)
  float ls[GW_GROUP] = {0.0f, 0.0f, 0.0f, 0.0f};
  for (unsigned int it = 0; it < key_iters; ++it) {
    const unsigned int i = it * GW_THREADS + tid;
    if (i < n) {
#pragma unroll
      for (unsigned int g = 0; g < GW_GROUP; ++g) {
        const float p = expf(__fsub_rn(sc[g * GW_MAX_KEYS + i], mx[g]));
        sc[g * GW_MAX_KEYS + i] = p;
        ls[g] = __fadd_rn(ls[g], p);
      }
    }
  }
  gw_reduce_sum(ls, red, tid);  // its barriers publish sc to all threads
  // Pass 3: warp w sums p_i v_i over its keys i = 8k + w ascending, lane l dims 8l .. 8l + 7; a loop trip
  // covers 64 keys, the eight V loads of a warp issued before any is used
  const unsigned int grp = tid >> 5;
  const unsigned int d8 = (tid & 31u) * 8u;
  const unsigned int v_iters = (n + 63u) >> 6;
  float acc[GW_GROUP][8];
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g)
#pragma unroll
    for (unsigned int e = 0; e < 8u; ++e) acc[g][e] = 0.0f;
#pragma unroll 1  // a counted loop (k < v_iters, k += 1): its termination has a ranking function for any n
  for (unsigned int k = 0; k < v_iters; ++k) {
    uint4 raw[8];
#pragma unroll
    for (unsigned int u = 0; u < 8u; ++u) {
      const unsigned int i = 64u * k + 8u * u + grp;
      raw[u] = make_uint4(0u, 0u, 0u, 0u);
      if (i < n) {
        const unsigned int j = lo + i;
        const unsigned int phys = table[j >> 4];
        raw[u] = *reinterpret_cast<const uint4*>(vbase + (unsigned long long)phys * page_stride +
                                                 (unsigned long long)(j & 15u) * token_stride + 2u * d8);
      }
    }
#pragma unroll
    for (unsigned int u = 0; u < 8u; ++u) {
      const unsigned int i = 64u * k + 8u * u + grp;
      if (i < n) {
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
    for (unsigned int e = 0; e < 8u; ++e) part[(grp * GW_GROUP + g) * GW_HD + d8 + e] = acc[g][e];
  __syncthreads();
#pragma unroll
  for (unsigned int g = 0; g < GW_GROUP; ++g) {
    float total = part[g * GW_HD + tid];
#pragma unroll
    for (unsigned int w = 1; w < GW_WARPS; ++w) total = __fadd_rn(total, part[(w * GW_GROUP + g) * GW_HD + tid]);
    out[g * GW_HD + tid] = fltc_f16(ls[g] > 0.0f ? __fdiv_rn(total, ls[g]) : 0.0f);
  }
}
