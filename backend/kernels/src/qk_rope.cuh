// QK RMSNorm + NEOX RoPE of one head row of head_dim 2*HALF (spec.gemma.qk_rmsnorm, then spec.rope's rope_neox),
// shared by gemma_step.cu's qk_norm_rope_kv and attention_decode.cu's fused decode attention so both round the
// same values in the same order: warp-wide, lane l holds d = l + 32*j (a) and d + HALF (b) for j < PER.
#pragma once
#include "common.cuh"

// One head row's normalised, rotated pairs stored at dst (q_out's row, the K plane's, or shared memory).
// n = RNE_f16((x * r) * w); pair i: y0 = fl(fl(n_i*c) - fl(n_{i+HALF}*s)), y1 = fl(fl(n_i*s) + fl(n_{i+HALF}*c)).
template <unsigned int PER, unsigned int HALF>
__device__ __forceinline__ void rope_store(__half* dst, const float (&a)[PER], const float (&b)[PER], float r,
                                           const float (&w0)[PER], const float (&w1)[PER], const float (&c)[PER],
                                           const float (&s)[PER], unsigned int lane) {
#pragma unroll
  for (unsigned int j = 0; j < PER; ++j) {
    const float n0 = fltc_round_to_f16(__fmul_rn(__fmul_rn(a[j], r), w0[j]));
    const float n1 = fltc_round_to_f16(__fmul_rn(__fmul_rn(b[j], r), w1[j]));
    dst[lane + 32u * j] = fltc_f16(__fsub_rn(__fmul_rn(n0, c[j]), __fmul_rn(n1, s[j])));
    dst[HALF + lane + 32u * j] = fltc_f16(__fadd_rn(__fmul_rn(n0, s[j]), __fmul_rn(n1, c[j])));
  }
}

