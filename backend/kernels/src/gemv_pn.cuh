// The shared prologue of the norm-fused batch-1 GEMVs (gemv_postnorm.cu's gemv_q5_0_pn_r1c1_f16 /
// gemv_q5_0_pn_glu_r1c2_f16, gemv_pn_qkv.cu's gemv_q5_0_pn_q8v_r1c1_f16): Gemma 3's post-norm + residual add +
// next RMSNorm of the one row, recomputed by every CTA into its shared rows (the arithmetic and order are
// described at the top of gemv_postnorm.cu). One copy, so every user's x_out, xn and shared row hs are the same
// bits. The shared arrays stay declared by each kernel body (their PTX names are the body's).
#pragma once
#include "gemv_k.cuh"
#include "wide_rms.cuh"

#define PN_THREADS 256u
#define PN_MAX_K 1024u
#define PN_PER (PN_MAX_K / PN_THREADS)  // row elements per thread: d = tid + 256*i, i < PN_PER

// Before FLTC_GRID_SYNC (stable buffers): thread tid's post-norm (pw) and next-norm (nw) weights.
__device__ __forceinline__ void gkpn_norm_weights(const float* __restrict__ pw, const float* __restrict__ nw,
                                                  unsigned int K, float (&wv)[PN_PER], float (&wnv)[PN_PER]) {
  const unsigned int tid = threadIdx.x;
#pragma unroll
  for (unsigned int i = 0; i < PN_PER; ++i) {
    const unsigned int d = i * PN_THREADS + tid;
    if (d < K) {
      wv[i] = pw[d];
      wnv[i] = nw[d];
    }
  }
}

// After FLTC_GRID_SYNC: the row from x_in and o into xs (the updated residual) and hs (the normalised row, the
// GEMV's input); CTA 0 alone stores x_out and xn. Ends with a barrier: hs is complete for every warp.
__device__ __forceinline__ void gkpn_row(const float* __restrict__ x_in, const __half* __restrict__ o,
                                         float* __restrict__ x_out, __half* __restrict__ xn, unsigned int K,
                                         float eps, const float (&wv)[PN_PER], const float (&wnv)[PN_PER],
                                         float* __restrict__ xs, __half* __restrict__ hs, float* __restrict__ rs) {
  const unsigned int tid = threadIdx.x;
  float xv[PN_PER], ov[PN_PER];
#pragma unroll
  for (unsigned int i = 0; i < PN_PER; ++i) {
    const unsigned int d = i * PN_THREADS + tid;
    if (d < K) {
      xv[i] = x_in[d];
      const __half h = o[d];
      ov[i] = __half2float(h);
      hs[d] = h;
    }
  }
  __syncthreads();
  if (tid < 32u) {
    const float r0 = fltc_rms_scale(hs, K, eps);
    if (tid == 0u) rs[0] = r0;
  }
  __syncthreads();
  const float r = rs[0];
#pragma unroll
  for (unsigned int i = 0; i < PN_PER; ++i) {
    const unsigned int d = i * PN_THREADS + tid;
    if (d < K) {
      xv[i] = __fadd_rn(xv[i], __fmul_rn(__fmul_rn(ov[i], r), wv[i]));
      xs[d] = xv[i];
      if (blockIdx.x == 0u) x_out[d] = xv[i];
    }
  }
  __syncthreads();
  if (tid < 32u) {
    const float r1 = wide_rms_scale(xs, K, eps);
    if (tid == 0u) rs[1] = r1;
  }
  __syncthreads();
  const float r2 = rs[1];
#pragma unroll
  for (unsigned int i = 0; i < PN_PER; ++i) {
    const unsigned int d = i * PN_THREADS + tid;
    if (d < K) {
      const __half h = fltc_f16(__fmul_rn(__fmul_rn(xv[i], r2), wnv[i]));
      hs[d] = h;  // o's row is dead: warp 0 read it before the two barriers above
      if (blockIdx.x == 0u) xn[d] = h;
    }
  }
  __syncthreads();
}
