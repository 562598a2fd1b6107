// Decode GEMVs with the preceding element-wise op fused in (fewer launches per decode step).
// Bit-identical to the unfused pair: each output element goes through the same f32 operations in
// the same order as rmsnorm_f16 / swiglu_rows_f16 (elementwise.cu) followed by gemv_q4_1_f16 /
// gemv_q4_1_acc_f16 (gemv_q.cu); the intermediate f16 value is rounded exactly as the unfused
// kernel stores it (RNE to f16) and widened exactly before the product.
//
// Launch (as gemv_q.cu): block.x = 128 (4 warps); warp w of CTA (bx, by) owns output column
// n = 4*bx + w and rows m = 4*by + r (r < 4, predicated m < M). grid = (ceil(N/4), ceil(M/4)).
// Preconditions (the launch families assert them): K % 32 == 0.
//
//  gemv_q4_1_rmsnorm_f16:  y = linear(rmsnorm(x, nw, eps), W). The CTA first recomputes the sum of
//     squares of each of its rows in rmsnorm_f16's order: rmsnorm runs 256 threads, thread t sums
//     d = 256*it + t (it ascending), warps butterfly-sum, the 8 warp sums are added in warp order.
//     Here thread t (< 128) plays threads t and t + 128 (two accumulators), warp w writes the sums
//     of virtual warps w and w + 4 to shared memory, one bar.sync (reached by every thread: nothing
//     returns before it but the power guard, which is block-uniform), then every thread adds the
//     8 partials in order: the same f32 value as rmsnorm_f16's. Then the normalised element
//     RNE_f16((x * r) * nw) is formed on the fly where gemv_q4_1 reads x.
//  gemv_q4_1_swiglu_acc_f16: y += linear(swiglu(gate, up), W) where gu = [M, 2K] rows of
//     gate | up (swiglu_rows_f16's input) and the activation RNE_f16((g / (1 + expf(-g))) * u) is
//     formed on the fly; epilogue of gemv_q4_1_acc_f16 (residual add in place, two roundings).
#include "common.cuh"

#define FG_ROWS 4u
#define FG_NORM_THREADS 256u

#define FG_X_NORM 0
#define FG_X_SWIGLU 1

// Four consecutive activation values for row xr (element offset k0 of K), widened to f32.
template <int XM>
__device__ __forceinline__ void fg_load4(const __half* __restrict__ xr, const float* __restrict__ nw, float rinv,
                                         unsigned int K, unsigned int k0, float v[4]) {
  if (XM == FG_X_NORM) {
    const uint2 raw = *reinterpret_cast<const uint2*>(xr + k0);
    const __half2 a = *reinterpret_cast<const __half2*>(&raw.x);
    const __half2 b = *reinterpret_cast<const __half2*>(&raw.y);
    const float xv[4] = {__low2float(a), __high2float(a), __low2float(b), __high2float(b)};
#pragma unroll
    for (unsigned int j = 0; j < 4u; ++j) v[j] = fltc_round_to_f16(__fmul_rn(__fmul_rn(xv[j], rinv), nw[k0 + j]));
  } else {
    const uint2 graw = *reinterpret_cast<const uint2*>(xr + k0);
    const uint2 uraw = *reinterpret_cast<const uint2*>(xr + K + k0);
    const __half2 ga = *reinterpret_cast<const __half2*>(&graw.x);
    const __half2 gb = *reinterpret_cast<const __half2*>(&graw.y);
    const __half2 ua = *reinterpret_cast<const __half2*>(&uraw.x);
    const __half2 ub = *reinterpret_cast<const __half2*>(&uraw.y);
    const float g[4] = {__low2float(ga), __high2float(ga), __low2float(gb), __high2float(gb)};
    const float u[4] = {__low2float(ua), __high2float(ua), __low2float(ub), __high2float(ub)};
#pragma unroll
    for (unsigned int j = 0; j < 4u; ++j) {
      const float e = expf(-g[j]);
      const float s = __fdiv_rn(g[j], __fadd_rn(1.0f, e));
      v[j] = fltc_round_to_f16(__fmul_rn(s, u[j]));
    }
  }
}

__device__ __forceinline__ float fg_dot4(const float v[4], const float w0, const float w1, const float w2,
                                         const float w3) {
  float s = __fmul_rn(v[0], w0);
  s = __fadd_rn(s, __fmul_rn(v[1], w1));
  s = __fadd_rn(s, __fmul_rn(v[2], w2));
  s = __fadd_rn(s, __fmul_rn(v[3], w3));
  return s;
}

// The Q4_1 GEMV loop of gemv_q4_1_body (gemv_q.cu) with the activation formed by fg_load4.
// xstride = elements per activation row (K for the norm input, 2K for gate|up).
template <int XM, bool ACC>
__device__ __forceinline__ void fg_body(const __half* __restrict__ x, const float* __restrict__ nw,
                                        const float rinv[FG_ROWS], const unsigned char* __restrict__ w, __half* y,
                                        unsigned int M, unsigned int N, unsigned int K, unsigned int xstride) {
  const unsigned int warp = threadIdx.x >> 5, lane = threadIdx.x & 31u;
  const unsigned int n = blockIdx.x * 4u + warp;
  if (n >= N) return;  // warp-uniform, after the only barrier
  const unsigned int m0 = blockIdx.y * FG_ROWS;
  const unsigned int nb = K >> 5;
  const unsigned int iters = (nb + 7u) >> 3;
  const unsigned int sub = lane & 3u;
  const unsigned char* wrow = w + (unsigned long long)n * (nb * 20u);
  float acc[FG_ROWS];
#pragma unroll
  for (unsigned int r = 0; r < FG_ROWS; ++r) acc[r] = 0.0f;
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
      for (unsigned int r = 0; r < FG_ROWS; ++r) {
        if (m0 + r < M) {
          const __half* xr = x + (unsigned long long)(m0 + r) * xstride;
          float v[4];
          fg_load4<XM>(xr, nw, rinv[r], K, k0, v);
          acc[r] = __fadd_rn(acc[r], fg_dot4(v, lo[0], lo[1], lo[2], lo[3]));
          fg_load4<XM>(xr, nw, rinv[r], K, k0 + 16u, v);
          acc[r] = __fadd_rn(acc[r], fg_dot4(v, hi[0], hi[1], hi[2], hi[3]));
        }
      }
    }
  }
#pragma unroll
  for (unsigned int r = 0; r < FG_ROWS; ++r) acc[r] = fltc_warp_sum(acc[r]);
  if (lane == 0u) {
#pragma unroll
    for (unsigned int r = 0; r < FG_ROWS; ++r) {
      if (m0 + r < M) {
        __half* p = y + (unsigned long long)(m0 + r) * N + n;
        if (ACC) {
          *p = fltc_f16(__fadd_rn(__half2float(*p), fltc_round_to_f16(acc[r])));
        } else {
          *p = fltc_f16(acc[r]);
        }
      }
    }
  }
}

// x: [M, K] f16 (the residual stream), nw: [K] f32 norm weight, y: [M, N] f16.
extern "C" __global__ void __launch_bounds__(128) gemv_q4_1_rmsnorm_f16(const __half* __restrict__ x,
                                                                        const float* __restrict__ nw,
                                                                        const unsigned char* __restrict__ w,
                                                                        __half* __restrict__ y, unsigned int M,
                                                                        unsigned int N, unsigned int K, float eps,
                                                                        unsigned int power) {
  FLTC_POWER_GUARD(power);
  __shared__ float partial[FG_ROWS * (FG_NORM_THREADS / 32u)];
  const unsigned int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31u;
  const unsigned int m0 = blockIdx.y * FG_ROWS;
  const unsigned int iters = (K + FG_NORM_THREADS - 1u) / FG_NORM_THREADS;
#pragma unroll
  for (unsigned int r = 0; r < FG_ROWS; ++r) {
    float s0 = 0.0f, s1 = 0.0f;  // rmsnorm_f16's threads tid and tid + 128
    if (m0 + r < M) {
      const __half* xr = x + (unsigned long long)(m0 + r) * K;
      for (unsigned int it = 0; it < iters; ++it) {
        const unsigned int d0 = it * FG_NORM_THREADS + tid;
        const unsigned int d1 = d0 + 128u;
        if (d0 < K) {
          const float v = __half2float(xr[d0]);
          s0 = __fadd_rn(s0, __fmul_rn(v, v));
        }
        if (d1 < K) {
          const float v = __half2float(xr[d1]);
          s1 = __fadd_rn(s1, __fmul_rn(v, v));
        }
      }
    }
    s0 = fltc_warp_sum(s0);
    s1 = fltc_warp_sum(s1);
    if (lane == 0u) {
      partial[r * 8u + warp] = s0;
      partial[r * 8u + warp + 4u] = s1;
    }
  }
  __syncthreads();
  float rinv[FG_ROWS];
#pragma unroll
  for (unsigned int r = 0; r < FG_ROWS; ++r) {
    float total = 0.0f;
#pragma unroll
    for (unsigned int i = 0; i < FG_NORM_THREADS / 32u; ++i) total = __fadd_rn(total, partial[r * 8u + i]);
    const float mean = __fdiv_rn(total, (float)K);
    const float t = __fadd_rn(mean, eps);
    rinv[r] = __fdiv_rn(1.0f, __fsqrt_rn(t));
  }
  fg_body<FG_X_NORM, false>(x, nw, rinv, w, y, M, N, K, K);
}

// gu: [M, 2K] f16 (gate | up rows), y: [M, N] f16 residual stream, updated in place (y is read and
// written by the same thread only).
extern "C" __global__ void __launch_bounds__(128) gemv_q4_1_swiglu_acc_f16(const __half* __restrict__ gu,
                                                                           const unsigned char* __restrict__ w,
                                                                           __half* y, unsigned int M, unsigned int N,
                                                                           unsigned int K, unsigned int power) {
  FLTC_POWER_GUARD(power);
  const float rinv[FG_ROWS] = {0.0f, 0.0f, 0.0f, 0.0f};
  fg_body<FG_X_SWIGLU, true>(gu, nullptr, rinv, w, y, M, N, K, 2u * K);
}
