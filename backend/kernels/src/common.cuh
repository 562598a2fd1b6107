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
// the canonical order shared by rmsnorm_f16 and the norm-fused GEMVs (so they give the same bits):
// lane l sums x[d]^2 for d = l + 32*i, i ascending (predicated d < D), then the butterfly of
// fltc_warp_sum; mean = ss / D, t = mean + eps, r = 1 / sqrt(t) (correctly rounded sqrt and
// divisions). Every lane returns r. Call with the complete warp (no divergence around it).
__device__ __forceinline__ float fltc_rms_scale(const __half* __restrict__ xr, unsigned int D, float eps) {
  const unsigned int lane = threadIdx.x & 31u;
  const unsigned int iters = (D + 31u) >> 5;
  float ss = 0.0f;
#pragma unroll 6
  for (unsigned int i = 0; i < iters; ++i) {
    const unsigned int d = i * 32u + lane;
    if (d < D) {
      const float v = __half2float(xr[d]);
      ss = __fadd_rn(ss, __fmul_rn(v, v));
    }
  }
  ss = fltc_warp_sum(ss);
  const float mean = __fdiv_rn(ss, (float)D);
  return __fdiv_rn(1.0f, __fsqrt_rn(__fadd_rn(mean, eps)));
}
