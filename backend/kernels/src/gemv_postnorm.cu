// Gemma 3's post-norm + residual add + next RMSNorm fused into the prologue of the next batch-1 GEMV
// (backend/kernels/registry_gemma.py gemma_postnorm_gemv_kernel; launched by backend/cuda/gemma_plan.py at one row).
//
// Why: a batch-1 Gemma 3 decode step is launch-latency bound (H100: 142 launches, 610 us a step, 36 of them
// postnorm_add_norm_f32 at ~2.65 us each). Every such launch but the last sits between a linear and the next GEMV,
// whose input is the normalised row it writes; the row is one CTA's worth of work (D = 640), so each CTA of the
// next GEMV recomputes it in its prologue instead: 35 launches fewer a step.
//
// What each entry computes, for the one row (M = 1): with o f16 [K] the previous linear's output, x_in f32 [K] the
// residual stream, pw f32 [K] the post-norm weight and nw f32 [K] the next RMSNorm's weight,
//   r  = fltc_rms_scale(o, K, eps)                      (warp 0, common.cuh's order: rmsnorm_f16's)
//   v  = fl32(x_in[d] + fl32(fl32(o[d] * r) * pw[d]))   -> x_out[d] (CTA 0 only) and the shared row xs[d]
//   r2 = wide_rms_scale(xs, K, eps)                     (warp 0, wide_rms.cuh)
//   h  = RNE_f16(fl32(fl32(v * r2) * nw[d]))            -> xn[d] (CTA 0 only) and the shared row hs[d]
//   y  = the 1-row Q5_0 GEMV of gemv_k.cu over hs (gk_load / gk_step: the same lanes, blocks, fragments and order)
//        gemv_q5_0_pn_r1c1_f16:     y[n] = RNE_f16(sum_k h[k] W[n, k]), N outputs;
//        gemv_q5_0_pn_glu_r1c2_f16: y[n] = gk_geglu(RNE_f16(sum_k h[k] W[n, k]), RNE_f16(sum_k h[k] W[F + n, k])),
//                                   F = N / 2 outputs (W the gate|up rows).
// So x_out, xn and y are BIT-IDENTICAL to postnorm_add_norm_f32 (x updated in place, xn) followed by
// gemv_q5_0_r1c1_f16 / gemv_q5_0_glu_r1c2_f16 over xn: the same f32 operations in the same order (warp 0's r reads
// o from shared memory instead of global memory: the same values), the same RNE stores, the same GEMV.
//
// Launch: grid.x = ceil(N / 8) (GLU: ceil(F / 8)), block.x = 256 (8 warps): warp w of CTA bx owns the output
// column n0 = 8*bx + w (GLU: the gate row n0 and the up row F + n0); warps with n0 past the outputs take part in
// every barrier and skip only the GEMV. Thread tid handles d = tid + 256*i, i < 4 (predicated d < K).
// Before FLTC_GRID_SYNC only stable buffers are read (w: the first PF iterations' weight words as gk_body's 1-row
// tiles; pw and nw); after it x_in and o. Every CTA reads x_in while CTA 0 writes x_out: the two must be different
// buffers (the plan ping-pongs the residual between two f32 rows; the verifier's disjoint-buffer assumption and
// the launcher's disjointness check). Assumptions (the family asserts them): one row, N > 0, K % 32 == 0
// (Q5_0 blocks; so K % 4 == 0 for wide_rms_scale's float4 loads), K <= PN_MAX_K (the shared rows), GLU N even.
// The prologue (the norm weights before the wait, the row after it) is gemv_pn.cuh's, shared with gemv_pn_qkv.cu.
#include "gemv_pn.cuh"

#define PN_PF 3u  // iterations of weight words prefetched before the wait (gemv_q5_0_r1c1_f16's PF: K <= 768 whole)

template <bool GLU>
__device__ __forceinline__ void gkpn_body(const float* __restrict__ x_in, const __half* __restrict__ o,
                                          const float* __restrict__ pw, const float* __restrict__ nw,
                                          float* __restrict__ x_out, __half* __restrict__ xn,
                                          const unsigned char* __restrict__ w, __half* __restrict__ y,
                                          unsigned int N, unsigned int K, float eps) {
  using F = GkFmt<GK_Q5_0>;
  constexpr unsigned int COLS = GLU ? 2u : 1u;
  constexpr unsigned int BPI = 32u / F::LPB;  // blocks per warp iteration
  __shared__ __align__(16) float xs[PN_MAX_K];  // the updated residual row (wide_rms_scale's input)
  __shared__ __align__(16) __half hs[PN_MAX_K];  // o's row, then the normalised row (the GEMV's input)
  __shared__ float rs[2];
  const unsigned int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31u;
  const unsigned int FN = N >> 1;  // GLU: gate rows [0, FN), up rows [FN, N)
  const unsigned int n0 = blockIdx.x * (PN_THREADS / 32u) + warp;
  const bool active = n0 < (GLU ? FN : N);  // warp-uniform: the GEMV part only
  const unsigned int nb = K >> F::LBE;
  const unsigned int iters = (nb + BPI - 1u) / BPI;
  const unsigned int sub = lane % F::LPB;
  const unsigned long long row_bytes = (unsigned long long)nb * F::BB;
  // stable loads before the wait: the weight words of the first PN_PF iterations and the two norm weights
  GkRawT<GK_Q5_0> pf[PN_PF][COLS];
#pragma unroll
  for (unsigned int p = 0; p < PN_PF; ++p)
    gk_load<GK_Q5_0, COLS, GLU>(pf[p], w, n0, FN, active ? N : 0u, row_bytes, p * BPI + lane / F::LPB, nb, sub);
  float wv[PN_PER], wnv[PN_PER];
  gkpn_norm_weights(pw, nw, K, wv, wnv);
  FLTC_GRID_SYNC();  // a programmatic dependent: x_in and o are the previous kernels' outputs
  gkpn_row(x_in, o, x_out, xn, K, eps, wv, wnv, xs, hs, rs);
  if (active) {  // gk_body's 1-row tile over hs (m0 = 0, M = 1)
    float acc[1][COLS];
#pragma unroll
    for (unsigned int c = 0; c < COLS; ++c) acc[0][c] = 0.0f;
#pragma unroll
    for (unsigned int p = 0; p < PN_PF; ++p) {
      const unsigned int kb = p * BPI + lane / F::LPB;
      if (kb < nb) gk_step<GK_Q5_0, 1u, COLS>(acc, pf[p], hs, 0u, 1u, K, kb, sub);
    }
    for (unsigned int it = PN_PF; it < iters; ++it) {
      const unsigned int kb = it * BPI + lane / F::LPB;
      if (kb < nb) {
        GkRawT<GK_Q5_0> wr[COLS];
        gk_load<GK_Q5_0, COLS, GLU>(wr, w, n0, FN, N, row_bytes, kb, nb, sub);
        gk_step<GK_Q5_0, 1u, COLS>(acc, wr, hs, 0u, 1u, K, kb, sub);
      }
    }
#pragma unroll
    for (unsigned int c = 0; c < COLS; ++c) acc[0][c] = fltc_warp_sum(acc[0][c]);
    if (lane == 0u) {
      if constexpr (GLU) {
        y[n0] = gk_geglu(fltc_f16(acc[0][0]), fltc_f16(acc[0][1]));
      } else {
        y[n0] = fltc_f16(acc[0][0]);
      }
    }
  }
}

// (x_in, o, pw, nw, x_out, xn, w, y, N, K, eps, power)
#define GKPN_ENTRY(NAME, GLU)                                                                                   \
  extern "C" __global__ void __launch_bounds__(256) NAME(                                                      \
      const float* __restrict__ x_in, const __half* __restrict__ o, const float* __restrict__ pw,              \
      const float* __restrict__ nw, float* __restrict__ x_out, __half* __restrict__ xn,                        \
      const unsigned char* __restrict__ w, __half* __restrict__ y, unsigned int N, unsigned int K, float eps,  \
      unsigned int power) {                                                                                     \
    FLTC_POWER_GUARD(power);                                                                                    \
    gkpn_body<GLU>(x_in, o, pw, nw, x_out, xn, w, y, N, K, eps);                                                \
  }

GKPN_ENTRY(gemv_q5_0_pn_r1c1_f16, false)
GKPN_ENTRY(gemv_q5_0_pn_glu_r1c2_f16, true)
