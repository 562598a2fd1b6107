// Shared helpers for the fltc kernels. Conventions every kernel follows:
//  * extern "C" entries, fp16 storage, f32 intermediates;
//  * the last parameter is `unsigned int power`; nothing is written unless power == 1
//    (contract obligation 6): every entry starts with FLTC_POWER_GUARD(power);
//  * index math is affine in thread/block ids; loops have trip counts derived from
//    scalar parameters only; tails are handled with predicates, not early returns,
//    whenever a barrier follows.
#pragma once
#include <cuda_fp16.h>

#define FLTC_POWER_GUARD(p) \
  if ((p) != 1u) return

// Programmatic dependent launch (sm_90; the registry's configurations with `overlap`): such a
// launch may start while the previous kernel in the stream still runs. griddepcontrol.wait blocks
// the thread until that kernel has completed and its memory is visible; before it a kernel only
// loads `stable` buffers (weights, tables, the step's host inputs), which obligation 2 proves.
// launch_dependents then lets the next kernel start its own stable prologue; that kernel still
// waits for this one to complete before it touches anything else. Without the launch attribute
// both instructions return at once.
#define FLTC_GRID_SYNC()                                   \
  do {                                                     \
    asm volatile("griddepcontrol.wait;" ::: "memory");     \
    asm volatile("griddepcontrol.launch_dependents;" ::: "memory"); \
  } while (0)

// Round an f32 to f16 with round-to-nearest-even (cvt.rn.f16.f32).
__device__ __forceinline__ __half fltc_f16(float v) { return __float2half_rn(v); }

// f32 -> f16 -> f32: the value a dequantised f16 weight has (spec.dequant rounds once to f16).
__device__ __forceinline__ float fltc_round_to_f16(float v) { return __half2float(__float2half_rn(v)); }

__device__ __forceinline__ float fltc_ld_f16(const unsigned char* p) {
  return __half2float(*reinterpret_cast<const __half*>(p));
}

// Warp-wide sums/maxima with a butterfly (shfl.sync.bfly.b32); every lane gets the result.
__device__ __forceinline__ float fltc_warp_sum(float v) {
  v += __shfl_xor_sync(0xffffffffu, v, 16);
  v += __shfl_xor_sync(0xffffffffu, v, 8);
  v += __shfl_xor_sync(0xffffffffu, v, 4);
  v += __shfl_xor_sync(0xffffffffu, v, 2);
  v += __shfl_xor_sync(0xffffffffu, v, 1);
  return v;
}

__device__ __forceinline__ float fltc_warp_max(float v) {
  v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 16));
  v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 8));
  v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 4));
  v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 2));
  v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, 1));
  return v;
}

// RMSNorm's scale r = 1/sqrt(mean(x^2) + eps) of one row of D f16 values, computed by one warp in
// the canonical order shared by rmsnorm_f16 and the norm-fused GEMVs (so they give the same bits).
// The order is the Q4_1 GEMV's fragment order (gemv_q.cu), so a fused GEMV sums the squares of the x
// fragments it already holds in registers: lane l, for it = 0, 1, ... with block kb = 8*it + l/4, for
// h = 0, 1 and j = 0..3 adds x[d]^2, d = 32*kb + 4*(l%4) + 16*h + j (predicated d < D); then the
// butterfly of fltc_warp_sum; mean = ss / D, t = mean + eps, r = 1 / sqrt(t) (correctly rounded sqrt
// and divisions). fltc_rms_sq4 adds four elements' squares in that order.
__device__ __forceinline__ float fltc_rms_sq4(float ss, const uint2 raw) {
  const __half2 a = *reinterpret_cast<const __half2*>(&raw.x);
  const __half2 b = *reinterpret_cast<const __half2*>(&raw.y);
  const float v0 = __low2float(a), v1 = __high2float(a), v2 = __low2float(b), v3 = __high2float(b);
  ss = __fadd_rn(ss, __fmul_rn(v0, v0));
  ss = __fadd_rn(ss, __fmul_rn(v1, v1));
  ss = __fadd_rn(ss, __fmul_rn(v2, v2));
  return __fadd_rn(ss, __fmul_rn(v3, v3));
}

__device__ __forceinline__ float fltc_rms_finish(float ss, unsigned int D, float eps) {
  ss = fltc_warp_sum(ss);
  const float mean = __fdiv_rn(ss, (float)D);
  return __fdiv_rn(1.0f, __fsqrt_rn(__fadd_rn(mean, eps)));
}

// The same order, loading the row itself (any D; elementwise loads where a fragment crosses D).
// Every lane returns r. Call with the complete warp (no divergence around it).
__device__ __forceinline__ float fltc_rms_scale(const __half* __restrict__ xr, unsigned int D, float eps) {
  const unsigned int lane = threadIdx.x & 31u;
  const unsigned int iters = (D + 255u) >> 8;
  float ss = 0.0f;
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int base = (8u * it + (lane >> 2)) * 32u + 4u * (lane & 3u);
#pragma unroll
    for (unsigned int h = 0; h < 2u; ++h) {
#pragma unroll
      for (unsigned int j = 0; j < 4u; ++j) {
        const unsigned int d = base + 16u * h + j;
        if (d < D) {
          const float v = __half2float(xr[d]);
          ss = __fadd_rn(ss, __fmul_rn(v, v));
        }
      }
    }
  }
  return fltc_rms_finish(ss, D, eps);
}
