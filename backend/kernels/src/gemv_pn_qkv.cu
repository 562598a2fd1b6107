// Gemma 3's batch-1 first GEMV of a layer whose attn_v is Q8_0 (attn_q|k Q5_0): the post-norm + residual add +
// attn_norm prologue of gemv_postnorm.cu, then the q|k rows (Q5_0) and the v rows (Q8_0) in one launch
// (backend/kernels/registry_gemma.py gemma_pn_q8v_gemv_kernel).
//
// Why: such a layer launched gemv_q5_0_pn_r1 (q|k over the fused row) and then gemv_q8_0_r1 (v over the xn that
// CTA 0 of the first stored): one launch more on the critical path (~1.5 us + a launch's latency; 9 of
// gemma-3-270m's 18 layers). v's 256 rows are 32 more CTAs of the first launch instead: its CTAs recompute the row
// as the q|k CTAs do (one CTA's worth of work, overlapped with their weight prefetch).
//
// What it computes, for the one row (M = 1): with o, x_in, pw, nw as gemv_q5_0_pn_r1c1_f16 (gemv_postnorm.cu),
//   the prologue (gemv_pn.cuh, bit for bit gemv_q5_0_pn_r1c1_f16's): x_out[d] and xn[d] (CTA 0 only), and every
//   CTA's shared normalised row hs (= xn's bits);
//   CTA bx < NQ = ceil(N / 8):  y[n] = RNE_f16(sum_k h[k] W[n, k]), n = 8*bx + warp < N  (W Q5_0: gemv_postnorm's
//                               1-row tile, gk_load / gk_step, the same lanes, blocks, fragments and order);
//   CTA bx >= NQ:              yv[n] = RNE_f16(sum_k h[k] Wv[n, k]), n = 8*(bx - NQ) + warp < Nv (Wv Q8_0:
//                               gemv_q.cu's Q8_0 1-row tile, gemv_q8_0_r1c1_f16: 8 lanes a 34-byte block, lane
//                               sub = lane & 7 the elements 4sub..4sub+3 (two u16 loads), w = RNE_f16(q * d),
//                               acc += dot4 (left to right), blocks kb = 4*it + lane / 8 in order, the butterfly).
// So x_out, xn and y are BIT-IDENTICAL to gemv_q5_0_pn_r1c1_f16's, and yv to gemv_q8_0_r1c1_f16 over that xn (the
// same f32 operations in the same order; its x fragments read from the shared copy hs instead of xn: the same
// values).
//
// Launch: grid.x = NQ + ceil(Nv / 8), block.x = 256 (8 warps, one output row each). The q|k / v split is
// CTA-uniform and taken after the prologue's last barrier (no barrier follows it); warps past their part's rows
// skip only the GEMV. Before FLTC_GRID_SYNC only stable buffers are read: the weight words of the first
// PNV_PF_QK (Q5_0) or PNV_PF_V (Q8_0) iterations (each warp its part's row, the other part's loads predicated off),
// pw and nw; after it x_in and o. x_in and x_out must be different buffers (gemv_postnorm.cu says why). Assumptions
// (the family asserts them): one row, N > 0, Nv > 0, K % 32 == 0 (Q5_0 and Q8_0 blocks; K % 4 == 0 for
// wide_rms_scale), K <= PN_MAX_K (the shared rows).
#include "gemv_pn.cuh"

#define PNV_PF_QK 3u  // Q5_0 iterations prefetched before the wait (gemv_postnorm.cu's PN_PF: K <= 768 whole)
#define PNV_PF_V 5u   // Q8_0 iterations prefetched before the wait (gemv_q8_0_r1c1_f16's PF: K <= 640 whole)
#define GKPN_Q8_0 3   // a GkFmt tag of this file: gemv_q.cu's Q8_0 lane slices in gemv_k.cuh's interface

// GGUF Q8_0 {f16 d; s8 qs[32]} (34 bytes, 2-byte aligned): gemv_q.cu's gemv_load_w / gemv_step for Q8_0, so
// gk_load and gk_step run gemv_q8_0_r1c1_f16's arithmetic (one x fragment of 4 per lane and block: xoff = 4*sub).
template <>
struct GkFmt<GKPN_Q8_0> {
  static constexpr unsigned int LBE = 5, BB = 34, LPB = 8, XH = 1;
  __device__ static unsigned int xoff(unsigned int sub, unsigned int) { return 4u * sub; }
  // {d, q01 | q23 << 16}
  __device__ static uint2 load(const unsigned char* blk, unsigned int sub) {
    return make_uint2(gk_u16(blk), gk_u16(blk + 2u + 4u * sub) | (gk_u16(blk + 4u + 4u * sub) << 16));
  }
  __device__ static void dequant(const uint2 r, unsigned int, float (&wv)[4]) {
    const float d = gk_half(r.x);
#pragma unroll
    for (unsigned int j = 0; j < 4u; ++j)
      wv[j] = fltc_round_to_f16(__fmul_rn((float)(signed char)((r.y >> (8u * j)) & 255u), d));
  }
};

// One warp's 1-row GEMV over hs of its row n0 (gk_body's 1-row tile, m0 = 0, M = 1): the PF prefetched iterations,
// then the rest loaded in the loop; lane 0 stores RNE_f16 of the butterfly's sum.
template <int QT, unsigned int PF>
__device__ __forceinline__ void gkpnv_gemv(const GkRawT<QT> (&pf)[PF][1], const __half* __restrict__ hs,
                                           const unsigned char* __restrict__ w, __half* __restrict__ y,
                                           unsigned int n0, unsigned int N, unsigned int K) {
  using F = GkFmt<QT>;
  constexpr unsigned int BPI = 32u / F::LPB;
  const unsigned int lane = threadIdx.x & 31u;
  const unsigned int nb = K >> F::LBE;
  const unsigned int iters = (nb + BPI - 1u) / BPI;
  const unsigned int sub = lane % F::LPB;
  const unsigned long long row_bytes = (unsigned long long)nb * F::BB;
  float acc[1][1] = {{0.0f}};
#pragma unroll
  for (unsigned int p = 0; p < PF; ++p) {
    const unsigned int kb = p * BPI + lane / F::LPB;
    if (kb < nb) gk_step<QT, 1u, 1u>(acc, pf[p], hs, 0u, 1u, K, kb, sub);
  }
  for (unsigned int it = PF; it < iters; ++it) {
    const unsigned int kb = it * BPI + lane / F::LPB;
    if (kb < nb) {
      GkRawT<QT> wr[1];
      gk_load<QT, 1u>(wr, w, n0, 0u, N, row_bytes, kb, nb, sub);
      gk_step<QT, 1u, 1u>(acc, wr, hs, 0u, 1u, K, kb, sub);
    }
  }
  acc[0][0] = fltc_warp_sum(acc[0][0]);
  if (lane == 0u) y[n0] = fltc_f16(acc[0][0]);
}

// (x_in, o, pw, nw, x_out, xn, w, y, wv, yv, N, Nv, K, eps, power)
extern "C" __global__ void __launch_bounds__(256) gemv_q5_0_pn_q8v_r1c1_f16(
    const float* __restrict__ x_in, const __half* __restrict__ o, const float* __restrict__ pw,
    const float* __restrict__ nw, float* __restrict__ x_out, __half* __restrict__ xn,
    const unsigned char* __restrict__ w, __half* __restrict__ y, const unsigned char* __restrict__ wv,
    __half* __restrict__ yv, unsigned int N, unsigned int Nv, unsigned int K, float eps, unsigned int power) {
  FLTC_POWER_GUARD(power);
  using FQ = GkFmt<GK_Q5_0>;
  using FV = GkFmt<GKPN_Q8_0>;
  __shared__ __align__(16) float xs[PN_MAX_K];  // the updated residual row (wide_rms_scale's input)
  __shared__ __align__(16) __half hs[PN_MAX_K];  // o's row, then the normalised row (both GEMVs' input)
  __shared__ float rs[2];
  const unsigned int warp = threadIdx.x >> 5, lane = threadIdx.x & 31u;
  const unsigned int nq = (N + 7u) >> 3;  // the q|k CTAs: ceil(N / 8)
  const bool vpart = blockIdx.x >= nq;  // CTA-uniform
  const unsigned int nqk = blockIdx.x * (PN_THREADS / 32u) + warp;         // the q|k row (CTAs bx < nq)
  const unsigned int nv = (blockIdx.x - nq) * (PN_THREADS / 32u) + warp;  // the v row (CTAs bx >= nq)
  const bool act_qk = !vpart && nqk < N, act_v = vpart && nv < Nv;  // warp-uniform: the GEMV part only
  const unsigned int nb = K >> 5;
  // stable loads before the wait: each warp its part's first weight words (the other part's predicated off by
  // a zero row count), the two norm weights
  GkRawT<GK_Q5_0> pq[PNV_PF_QK][1];
#pragma unroll
  for (unsigned int p = 0; p < PNV_PF_QK; ++p)
    gk_load<GK_Q5_0, 1u>(pq[p], w, nqk, 0u, act_qk ? N : 0u, (unsigned long long)nb * FQ::BB,
                         p * (32u / FQ::LPB) + lane / FQ::LPB, nb, lane % FQ::LPB);
  GkRawT<GKPN_Q8_0> pv[PNV_PF_V][1];
#pragma unroll
  for (unsigned int p = 0; p < PNV_PF_V; ++p)
    gk_load<GKPN_Q8_0, 1u>(pv[p], wv, nv, 0u, act_v ? Nv : 0u, (unsigned long long)nb * FV::BB,
                           p * (32u / FV::LPB) + lane / FV::LPB, nb, lane % FV::LPB);
  float pwv[PN_PER], nwv[PN_PER];
  gkpn_norm_weights(pw, nw, K, pwv, nwv);
  FLTC_GRID_SYNC();  // a programmatic dependent: x_in and o are the previous kernels' outputs
  gkpn_row(x_in, o, x_out, xn, K, eps, pwv, nwv, xs, hs, rs);
  if (act_qk) gkpnv_gemv<GK_Q5_0, PNV_PF_QK>(pq, hs, w, y, nqk, N, K);
  if (act_v) gkpnv_gemv<GKPN_Q8_0, PNV_PF_V>(pv, hs, wv, yv, nv, Nv, K);
}
