// Native quantised GEMV for decode (small M): y[m, n] = sum_k x[m, k] * W[n, k], W stored as GGUF
// blocks, row n = K/32 consecutive blocks. Each weight is dequantised exactly as dequant.cu does
// (f32 math, one RNE to f16), so the result is the spec's linear(x, dequantize(W)) up to the f32
// summation order (bound: spec.gemm.gemm_bound). Products f16*f16 are exact in f32.
//
// Launch: block.x = 128 (4 warps); warp w of CTA (bx, by) owns output column n = 4*bx + w and
// rows m = 4*by + r (r < 4, predicated m < M). grid = (ceil(N/4), ceil(M/4)). Lanes split the K
// blocks (trip count ceil(nb/8) resp. ceil(nb/4), uniform), a butterfly sums the lanes, lane 0 stores.
// Preconditions (the launch family asserts them): K % 32 == 0.
//
// Epilogues (one writer per output element: lane 0 of warp n, row m; it reads only what it writes):
//   *_f16      y[m, n] = RNE_f16(acc)                                   (spec.gemm.linear)
//   *_acc_f16  y[m, n] = RNE_f16(f32(y[m, n]) + f32(RNE_f16(acc)))      (spec.residual.residual_add(
//              y, linear(x, W)) with the same two roundings: the residual add fused in place)
//   *_f32      y[m, n] = f32(RNE_f16(acc))                              (the f16 linear output, widened
//              exactly: the logits the executor returns and the f32 sampling kernels read)
#include "common.cuh"

#define GEMV_ROWS 4u

__device__ __forceinline__ float dot4(const __half* xp, const float w0, const float w1, const float w2,
                                      const float w3) {
  const uint2 raw = *reinterpret_cast<const uint2*>(xp);
  const __half2 a = *reinterpret_cast<const __half2*>(&raw.x);
  const __half2 b = *reinterpret_cast<const __half2*>(&raw.y);
  float s = __fmul_rn(__low2float(a), w0);
  s = __fadd_rn(s, __fmul_rn(__high2float(a), w1));
  s = __fadd_rn(s, __fmul_rn(__low2float(b), w2));
  s = __fadd_rn(s, __fmul_rn(__high2float(b), w3));
  return s;
}

// Q4_1 weights, 20-byte blocks {f16 d; f16 m; u8 qs[16]}. Four lanes per block: lane sub = lane&3
// reads qs bytes 4*sub..4*sub+3 (one aligned u32) = elements 4sub..4sub+3 (low nibbles) and
// 16+4sub..16+4sub+3 (high nibbles). A warp covers 8 blocks per iteration.
#define GEMV_OUT_F16 0
#define GEMV_OUT_ACC_F16 1
#define GEMV_OUT_F32 2

template <int OUT>
__device__ __forceinline__ void gemv_store(void* y, unsigned long long idx, float acc) {
  if (OUT == GEMV_OUT_F16) {
    reinterpret_cast<__half*>(y)[idx] = fltc_f16(acc);
  } else if (OUT == GEMV_OUT_ACC_F16) {
    __half* p = reinterpret_cast<__half*>(y) + idx;
    *p = fltc_f16(__fadd_rn(__half2float(*p), fltc_round_to_f16(acc)));
  } else {
    reinterpret_cast<float*>(y)[idx] = fltc_round_to_f16(acc);
  }
}

template <int OUT>
__device__ __forceinline__ void gemv_q4_1_body(const __half* __restrict__ x, const unsigned char* __restrict__ w,
                                               void* y, unsigned int M, unsigned int N, unsigned int K) {
  const unsigned int warp = threadIdx.x >> 5, lane = threadIdx.x & 31u;
  const unsigned int n = blockIdx.x * 4u + warp;
  if (n >= N) return;  // warp-uniform, no barrier follows
  const unsigned int m0 = blockIdx.y * GEMV_ROWS;
  const unsigned int nb = K >> 5;
  const unsigned int iters = (nb + 7u) >> 3;
  const unsigned int sub = lane & 3u;
  const unsigned char* wrow = w + (unsigned long long)n * (nb * 20u);
  float acc[GEMV_ROWS];
#pragma unroll
  for (unsigned int r = 0; r < GEMV_ROWS; ++r) acc[r] = 0.0f;
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int kb = it * 8u + (lane >> 2);
    if (kb < nb) {
      const unsigned char* blk = wrow + kb * 20u;
      const float d = fltc_ld_f16(blk);
      const float mn = fltc_ld_f16(blk + 2);
      const unsigned int qw = *reinterpret_cast<const unsigned int*>(blk + 4u + 4u * sub);
      float lo[4], hi[4];
#pragma unroll
      for (unsigned int j = 0; j < 4u; ++j) {
        lo[j] = fltc_round_to_f16(__fadd_rn(__fmul_rn((float)((qw >> (8u * j)) & 15u), d), mn));
        hi[j] = fltc_round_to_f16(__fadd_rn(__fmul_rn((float)((qw >> (8u * j + 4u)) & 15u), d), mn));
      }
      const unsigned int k0 = kb * 32u + 4u * sub;
#pragma unroll
      for (unsigned int r = 0; r < GEMV_ROWS; ++r) {
        if (m0 + r < M) {
          const __half* xr = x + (unsigned long long)(m0 + r) * K;
          acc[r] = __fadd_rn(acc[r], dot4(xr + k0, lo[0], lo[1], lo[2], lo[3]));
          acc[r] = __fadd_rn(acc[r], dot4(xr + k0 + 16u, hi[0], hi[1], hi[2], hi[3]));
        }
      }
    }
  }
#pragma unroll
  for (unsigned int r = 0; r < GEMV_ROWS; ++r) acc[r] = fltc_warp_sum(acc[r]);
  if (lane == 0u) {
#pragma unroll
    for (unsigned int r = 0; r < GEMV_ROWS; ++r) {
      if (m0 + r < M) gemv_store<OUT>(y, (unsigned long long)(m0 + r) * N + n, acc[r]);
    }
  }
}

extern "C" __global__ void __launch_bounds__(128) gemv_q4_1_f16(const __half* __restrict__ x,
                                                                const unsigned char* __restrict__ w,
                                                                __half* __restrict__ y, unsigned int M,
                                                                unsigned int N, unsigned int K,
                                                                unsigned int power) {
  FLTC_POWER_GUARD(power);
  gemv_q4_1_body<GEMV_OUT_F16>(x, w, y, M, N, K);
}

// y += W x (residual stream updated in place; y is read and written by the same thread only).
extern "C" __global__ void __launch_bounds__(128) gemv_q4_1_acc_f16(const __half* __restrict__ x,
                                                                    const unsigned char* __restrict__ w,
                                                                    __half* y, unsigned int M, unsigned int N,
                                                                    unsigned int K, unsigned int power) {
  FLTC_POWER_GUARD(power);
  gemv_q4_1_body<GEMV_OUT_ACC_F16>(x, w, y, M, N, K);
}

// Q8_0 weights, 34-byte blocks {f16 d; s8 qs[32]} (2-byte aligned only). Eight lanes per block:
// lane sub = lane&7 reads qs bytes 4sub..4sub+3 (two u16 loads) = elements 4sub..4sub+3.
// A warp covers 4 blocks per iteration. Used for the tied output head (Q8_0 token embedding).
template <int OUT>
__device__ __forceinline__ void gemv_q8_0_body(const __half* __restrict__ x, const unsigned char* __restrict__ w,
                                               void* y, unsigned int M, unsigned int N, unsigned int K) {
  const unsigned int warp = threadIdx.x >> 5, lane = threadIdx.x & 31u;
  const unsigned int n = blockIdx.x * 4u + warp;
  if (n >= N) return;  // warp-uniform, no barrier follows
  const unsigned int m0 = blockIdx.y * GEMV_ROWS;
  const unsigned int nb = K >> 5;
  const unsigned int iters = (nb + 3u) >> 2;
  const unsigned int sub = lane & 7u;
  const unsigned char* wrow = w + (unsigned long long)n * (nb * 34u);
  float acc[GEMV_ROWS];
#pragma unroll
  for (unsigned int r = 0; r < GEMV_ROWS; ++r) acc[r] = 0.0f;
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int kb = it * 4u + (lane >> 3);
    if (kb < nb) {
      const unsigned char* blk = wrow + kb * 34u;
      const float d = fltc_ld_f16(blk);
      const unsigned short q01 = *reinterpret_cast<const unsigned short*>(blk + 2u + 4u * sub);
      const unsigned short q23 = *reinterpret_cast<const unsigned short*>(blk + 4u + 4u * sub);
      const float w0 = fltc_round_to_f16(__fmul_rn((float)(signed char)(q01 & 255u), d));
      const float w1 = fltc_round_to_f16(__fmul_rn((float)(signed char)(q01 >> 8), d));
      const float w2 = fltc_round_to_f16(__fmul_rn((float)(signed char)(q23 & 255u), d));
      const float w3 = fltc_round_to_f16(__fmul_rn((float)(signed char)(q23 >> 8), d));
      const unsigned int k0 = kb * 32u + 4u * sub;
#pragma unroll
      for (unsigned int r = 0; r < GEMV_ROWS; ++r) {
        if (m0 + r < M) {
          const __half* xr = x + (unsigned long long)(m0 + r) * K;
          acc[r] = __fadd_rn(acc[r], dot4(xr + k0, w0, w1, w2, w3));
        }
      }
    }
  }
#pragma unroll
  for (unsigned int r = 0; r < GEMV_ROWS; ++r) acc[r] = fltc_warp_sum(acc[r]);
  if (lane == 0u) {
#pragma unroll
    for (unsigned int r = 0; r < GEMV_ROWS; ++r) {
      if (m0 + r < M) gemv_store<OUT>(y, (unsigned long long)(m0 + r) * N + n, acc[r]);
    }
  }
}

extern "C" __global__ void __launch_bounds__(128) gemv_q8_0_f16(const __half* __restrict__ x,
                                                                const unsigned char* __restrict__ w,
                                                                __half* __restrict__ y, unsigned int M,
                                                                unsigned int N, unsigned int K,
                                                                unsigned int power) {
  FLTC_POWER_GUARD(power);
  gemv_q8_0_body<GEMV_OUT_F16>(x, w, y, M, N, K);
}

// f32 output (the f16 result widened exactly): the output head writes the logits the executor returns.
extern "C" __global__ void __launch_bounds__(128) gemv_q8_0_f32(const __half* __restrict__ x,
                                                                const unsigned char* __restrict__ w,
                                                                float* __restrict__ y, unsigned int M,
                                                                unsigned int N, unsigned int K,
                                                                unsigned int power) {
  FLTC_POWER_GUARD(power);
  gemv_q8_0_body<GEMV_OUT_F32>(x, w, y, M, N, K);
}
