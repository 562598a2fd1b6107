// Device helpers shared by sampling.cu and sampling_topk.cu (one definition of the rank keys, the
// block reductions, Philox4x32-10 and the logit loads, so both kernels rank and draw identically).
#pragma once
#include "common.cuh"

#define SAMPLE_THREADS 1024u
#define KEY_BITS 48u
#define INVALID_TOKEN 0xFFFFFFFFu

__device__ __forceinline__ unsigned long long warp_max_u64(unsigned long long v) {
#pragma unroll
  for (unsigned int o = 16; o > 0; o >>= 1) {
    const unsigned long long w = __shfl_xor_sync(0xffffffffu, v, o);
    v = w > v ? w : v;
  }
  return v;
}

__device__ __forceinline__ unsigned long long warp_min_u64(unsigned long long v) {
#pragma unroll
  for (unsigned int o = 16; o > 0; o >>= 1) {
    const unsigned long long w = __shfl_xor_sync(0xffffffffu, v, o);
    v = w < v ? w : v;
  }
  return v;
}

__device__ __forceinline__ unsigned int warp_sum_u32(unsigned int v) {
#pragma unroll
  for (unsigned int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

// Block reductions: warp partials in shared memory, every thread combines them in the same order.
__device__ unsigned long long block_max_u64(unsigned long long v, unsigned long long* red) {
  v = warp_max_u64(v);
  if ((threadIdx.x & 31u) == 0u) red[threadIdx.x >> 5] = v;
  __syncthreads();
  unsigned long long m = red[0];
#pragma unroll 1
  for (unsigned int i = 1; i < SAMPLE_THREADS / 32u; ++i) m = red[i] > m ? red[i] : m;
  __syncthreads();
  return m;
}

__device__ unsigned long long block_min_u64(unsigned long long v, unsigned long long* red) {
  v = warp_min_u64(v);
  if ((threadIdx.x & 31u) == 0u) red[threadIdx.x >> 5] = v;
  __syncthreads();
  unsigned long long m = red[0];
#pragma unroll 1
  for (unsigned int i = 1; i < SAMPLE_THREADS / 32u; ++i) m = red[i] < m ? red[i] : m;
  __syncthreads();
  return m;
}

__device__ float block_sum_f32(float v, float* red) {
  v = fltc_warp_sum(v);
  if ((threadIdx.x & 31u) == 0u) red[threadIdx.x >> 5] = v;
  __syncthreads();
  float s = 0.0f;
#pragma unroll 1
  for (unsigned int i = 0; i < SAMPLE_THREADS / 32u; ++i) s = __fadd_rn(s, red[i]);
  __syncthreads();
  return s;
}

__device__ unsigned int block_sum_u32(unsigned int v, unsigned int* red) {
  v = warp_sum_u32(v);
  if ((threadIdx.x & 31u) == 0u) red[threadIdx.x >> 5] = v;
  __syncthreads();
  unsigned int s = 0u;
#pragma unroll 1
  for (unsigned int i = 0; i < SAMPLE_THREADS / 32u; ++i) s += red[i];
  __syncthreads();
  return s;
}

__device__ __forceinline__ unsigned long long rank_key(float z, unsigned int i) {
  const unsigned int b = __float_as_uint(z == 0.0f ? 0.0f : z);
  const unsigned int ord = (b & 0x80000000u) ? ~b : (b | 0x80000000u);
  return ((unsigned long long)ord << 16) | (unsigned long long)(0xFFFFu - i);
}

// The f32 value a key was made from (inverse of ord; a -0 logit comes back as +0, which changes no
// later result: z - (+0) and z - (-0) have equal exp, and -0 == +0 in every comparison).
__device__ __forceinline__ float key_value(unsigned long long k) {
  const unsigned int ord = (unsigned int)(k >> 16);
  return __uint_as_float((ord & 0x80000000u) ? (ord & 0x7FFFFFFFu) : ~ord);
}

// Philox4x32-10, word 0 of the output for counter (c_lo, c_hi, 0, 0) and key (s_lo, s_hi).
__device__ __forceinline__ unsigned int philox_word0(unsigned long long seed, unsigned long long counter) {
  unsigned int c0 = (unsigned int)counter, c1 = (unsigned int)(counter >> 32), c2 = 0u, c3 = 0u;
  unsigned int k0 = (unsigned int)seed, k1 = (unsigned int)(seed >> 32);
#pragma unroll
  for (unsigned int r = 0; r < 10u; ++r) {
    if (r) {
      k0 += 0x9E3779B9u;
      k1 += 0xBB67AE85u;
    }
    const unsigned long long p0 = (unsigned long long)0xD2511F53u * c0;
    const unsigned long long p1 = (unsigned long long)0xCD9E8D57u * c2;
    const unsigned int n0 = (unsigned int)(p1 >> 32) ^ c1 ^ k0;
    const unsigned int n2 = (unsigned int)(p0 >> 32) ^ c3 ^ k1;
    c1 = (unsigned int)p1;
    c3 = (unsigned int)p0;
    c0 = n0;
    c2 = n2;
  }
  return c0;
}

__device__ __forceinline__ float load_logit(const float* p) { return *p; }
__device__ __forceinline__ float load_logit(const __half* p) { return __half2float(*p); }

__device__ __forceinline__ void load_logit4(const float* p, float (&v)[4]) {
  const float4 a = *reinterpret_cast<const float4*>(p);
  v[0] = a.x;
  v[1] = a.y;
  v[2] = a.z;
  v[3] = a.w;
}
__device__ __forceinline__ void load_logit4(const __half* p, float (&v)[4]) {
  const uint2 a = *reinterpret_cast<const uint2*>(p);
  const __half2 lo = *reinterpret_cast<const __half2*>(&a.x);
  const __half2 hi = *reinterpret_cast<const __half2*>(&a.y);
  v[0] = __low2float(lo);
  v[1] = __high2float(lo);
  v[2] = __low2float(hi);
  v[3] = __high2float(hi);
}
