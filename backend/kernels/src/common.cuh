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
