// The binary32 residual stream's RMSNorm scale (gemma_step.cu's rmsnorm_wide_f16 / postnorm_add_norm_f32 and
// gemv_postnorm.cu's norm-fused batch-1 GEMVs): one function, so every user's r is the same bits.
#pragma once
#include "common.cuh"

// r = 1/sqrt(mean(x^2) + eps) of one f32 row of D values (D % 4 == 0), by one warp: lane l adds, for
// it = 0, 1, ..., the squares fl32(x_d * x_d) of d = 128*it + 4*l + j, j = 0..3 (float4 loads,
// predicated d < D), then the butterfly of fltc_warp_sum; mean = ss / D, r = 1 / sqrt(mean + eps)
// (correctly rounded). spec.gemma.rmsnorm_wide: the sum's order is free (its bound covers any order).
__device__ __forceinline__ float wide_rms_scale(const float* __restrict__ xr, unsigned int D, float eps) {
  const unsigned int lane = threadIdx.x & 31u;
  const unsigned int iters = (D + 127u) >> 7;
  float ss = 0.0f;
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int d = 128u * it + 4u * lane;
    if (d < D) {
      const float4 v = *reinterpret_cast<const float4*>(xr + d);
      ss = __fadd_rn(ss, __fmul_rn(v.x, v.x));
      ss = __fadd_rn(ss, __fmul_rn(v.y, v.y));
      ss = __fadd_rn(ss, __fmul_rn(v.z, v.z));
      ss = __fadd_rn(ss, __fmul_rn(v.w, v.w));
    }
  }
  return fltc_rms_finish(ss, D, eps);
}
