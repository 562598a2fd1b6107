// Gemma 3 quantised kernels: native GEMV over Q5_0 / Q4_K / Q6_K weights for decode, dequant_q5_0 for the
// prefill path (then gemm_f16), the GELU-tanh gated product geglu_rows_f16, and the batch-1 gate|up GEMV with
// geglu_rows_f16 in its epilogue (gemv_q5_0_glu_r1c2_f16, gk_body's GLU tile).
//
// GEMV: y[m, n] = RNE_f16(sum_k x[m, k] * W[n, k]) (spec.gemm.linear(x, spec.dequant.dequantize(W)) up to
// the f32 summation order; bound spec.gemm.gemm_bound). W row n is K / BE consecutive GGUF blocks of BE
// elements (BE = 32 for Q5_0, 256 for the K-quants). Every weight is dequantised exactly as spec/dequant.py
// (and dequant.cu) do: binary32 math in ggml's order, one RNE to f16; products f16 * f16 are exact in f32.
//
// Tiles (as gemv_q.cu): warp w of CTA (bx, by) owns the output columns n = (4*bx + w)*COLS + c (c < COLS,
// predicated n < N) and the rows m = ROWS*by + r (r < ROWS, predicated m < M); grid = (ceil(N/(4*COLS)),
// ceil(M/ROWS)), block.x = 128. The 32 lanes split the K blocks: LPB lanes per block, 32/LPB blocks per warp
// iteration, trip count ceil(nb / (32/LPB)) (uniform). A lane's slice of a block is XH fragments of 4
// consecutive elements (one 8-byte x load each, reused for the COLS columns); per (m, n) a lane adds
// dot4(fragment h) for its blocks in ascending order and h = 0..XH-1, a butterfly sums the lanes, lane 0
// stores. Every (m, n) sees the same f32 operations in the same order whatever the tile, so all tiles give
// bit-identical results. Preconditions (the launch family asserts them): K % BE == 0.
// Every tile waits (FLTC_GRID_SYNC) before it reads x, so each may be a programmatic dependent; PF > 0 (the
// 1-row tiles): the weight words of the first PF iterations are loaded before the wait (w is stable).
//
// Lane slices (byte offsets within a block; loads are the widest the block's alignment allows):
//   Q5_0 (22 B {f16 d; u32 qh; u8 qs[16]}, 2-byte aligned): LPB 4, lane sub = lane & 3 holds elements
//        4sub+j (low nibbles of qs[4sub+j]) and 16+4sub+j (high nibbles), bit 4 from qh bit (element);
//        q - 16 times d.
//   Q4_K (144 B {f16 d; f16 dmin; u8 scales[12]; u8 qs[128]}, 16-byte aligned): LPB 32, lane = 8c + s holds
//        elements 64c + 4s + j (low nibbles of qs[32c + 4s + j], sub-block 2c) and 64c + 32 + 4s + j (high
//        nibbles, sub-block 2c + 1); (sc, mn) 6-bit as ggml's get_scale_min_k4; fl32(fl32(d*sc)*q) - fl32(dmin*mn).
//   Q6_K (210 B {u8 ql[128]; u8 qh[64]; s8 scales[16]; f16 d}, 2-byte aligned): LPB 16, lane sub = 8nh + t,
//        l = 4t: fragment qd (0..3) = elements 128nh + 32qd + l + j, from ql[64nh + l + j + 32(qd&1)] nibble
//        qd>>1 and qh[32nh + l + j] bits 2qd..2qd+1, minus 32, scale scales[8nh + l/16 + 2qd];
//        fl32(fl32(d*sc)*q).
#include "gemv_k.cuh"

// PF = 0 instantiations have empty prefetch loops (`p < PF` is always false): intended, not a bug.
#pragma nv_diag_suppress 186

// GLU (ROWS = 1, COLS = 2): warp w of CTA bx owns the output column n0 = 4*bx + w < F = N/2 of y [M, F] and
// accumulates the rows n0 (gate) and F + n0 (up) of W x, each exactly as the COLS = 1 tile accumulates a row
// (the same lanes, blocks, fragments and order; COLS only shares the x fragment); lane 0 stores
// y[m, n0] = gk_geglu(RNE_f16(gate), RNE_f16(up)): bit for bit the 1-row tile's gate|up output then
// geglu_rows_f16 (gemv_q.cu's GLU tile does the same for SwiGLU).
template <int QT, unsigned int ROWS, unsigned int COLS, unsigned int PF, bool GLU = false>
__device__ __forceinline__ void gk_body(const __half* __restrict__ x, const unsigned char* __restrict__ w,
                                        __half* __restrict__ y, unsigned int M, unsigned int N, unsigned int K) {
  using F = GkFmt<QT>;
  static_assert(!GLU || COLS == 2u, "GLU: a gate and an up row per warp");
  constexpr unsigned int BPI = 32u / F::LPB;  // blocks per warp iteration
  constexpr unsigned int NP = PF > 0u ? PF : 1u;
  const unsigned int warp = threadIdx.x >> 5, lane = threadIdx.x & 31u;
  const unsigned int FN = N >> 1;  // GLU: gate rows [0, FN), up rows [FN, N)
  const unsigned int n0 = GLU ? blockIdx.x * 4u + warp : (blockIdx.x * 4u + warp) * COLS;
  if (n0 >= (GLU ? FN : N)) return;  // warp-uniform, no barrier follows
  const unsigned int m0 = blockIdx.y * ROWS;
  const unsigned int nb = K >> F::LBE;
  const unsigned int iters = (nb + BPI - 1u) / BPI;
  const unsigned int sub = lane % F::LPB;
  const unsigned long long row_bytes = (unsigned long long)nb * F::BB;
  GkRawT<QT> pw[NP][COLS];
#pragma unroll
  for (unsigned int p = 0; p < PF; ++p)
    gk_load<QT, COLS, GLU>(pw[p], w, n0, FN, N, row_bytes, p * BPI + lane / F::LPB, nb, sub);
  FLTC_GRID_SYNC();  // every tile may be a programmatic dependent (registry_gemma.gemma_dependent_launch)
  float acc[ROWS][COLS];
#pragma unroll
  for (unsigned int r = 0; r < ROWS; ++r) {
#pragma unroll
    for (unsigned int c = 0; c < COLS; ++c) acc[r][c] = 0.0f;
  }
#pragma unroll
  for (unsigned int p = 0; p < PF; ++p) {
    const unsigned int kb = p * BPI + lane / F::LPB;
    if (kb < nb) gk_step<QT, ROWS, COLS>(acc, pw[p], x, m0, M, K, kb, sub);
  }
  for (unsigned int it = PF; it < iters; ++it) {
    const unsigned int kb = it * BPI + lane / F::LPB;
    if (kb < nb) {
      GkRawT<QT> wr[COLS];
      gk_load<QT, COLS, GLU>(wr, w, n0, FN, N, row_bytes, kb, nb, sub);
      gk_step<QT, ROWS, COLS>(acc, wr, x, m0, M, K, kb, sub);
    }
  }
#pragma unroll
  for (unsigned int r = 0; r < ROWS; ++r) {
#pragma unroll
    for (unsigned int c = 0; c < COLS; ++c) acc[r][c] = fltc_warp_sum(acc[r][c]);
  }
  if (lane == 0u) {
#pragma unroll
    for (unsigned int r = 0; r < ROWS; ++r) {
      if constexpr (GLU) {
        if (m0 + r < M) y[(unsigned long long)(m0 + r) * FN + n0] = gk_geglu(fltc_f16(acc[r][0]), fltc_f16(acc[r][1]));
      } else {
#pragma unroll
        for (unsigned int c = 0; c < COLS; ++c) {
          if (m0 + r < M && n0 + c < N) y[(unsigned long long)(m0 + r) * N + n0 + c] = fltc_f16(acc[r][c]);
        }
      }
    }
  }
}

// One entry per (format, tile): (x, w, y, M, N, K, power), the ABI of gemv_q.cu's entries.
#define GK_ENTRY(NAME, QT, ROWS, COLS, PF)                                                                   \
  extern "C" __global__ void __launch_bounds__(128) NAME(const __half* __restrict__ x,                      \
                                                         const unsigned char* __restrict__ w,                \
                                                         __half* __restrict__ y, unsigned int M,             \
                                                         unsigned int N, unsigned int K, unsigned int power) { \
    FLTC_POWER_GUARD(power);                                                                                \
    gk_body<QT, ROWS, COLS, PF>(x, w, y, M, N, K);                                                          \
  }

// PF: iterations prefetched before the wait by the 1-row tiles: Q5_0 3 (K <= 768: Gemma's 640), Q4_K 4
// (K <= 1024, the output projection), Q6_K 4 (K <= 2048, the down projection).
GK_ENTRY(gemv_q5_0_f16, GK_Q5_0, 4u, 1u, 0u)
GK_ENTRY(gemv_q5_0_r1c1_f16, GK_Q5_0, 1u, 1u, 3u)
GK_ENTRY(gemv_q5_0_r8c2_f16, GK_Q5_0, 8u, 2u, 0u)
GK_ENTRY(gemv_q4_k_f16, GK_Q4_K, 4u, 1u, 0u)
GK_ENTRY(gemv_q4_k_r1c1_f16, GK_Q4_K, 1u, 1u, 4u)
GK_ENTRY(gemv_q4_k_r8c2_f16, GK_Q4_K, 8u, 2u, 0u)
GK_ENTRY(gemv_q6_k_f16, GK_Q6_K, 4u, 1u, 0u)
GK_ENTRY(gemv_q6_k_r1c1_f16, GK_Q6_K, 1u, 1u, 4u)
GK_ENTRY(gemv_q6_k_r8c2_f16, GK_Q6_K, 8u, 2u, 0u)

// Q5_0 dequantisation to f16 (dequant.cu's conventions: one thread per output element, grid.x =
// ceil(n / 256), block.x = 256, n a multiple of 32; element i written by thread i only).
// 22-byte blocks {f16 d; u32 qh; u8 qs[16]}: q = (qs[j] & 15 | qh bit j << 4) for j < 16,
// (qs[j - 16] >> 4 | qh bit j << 4) for j >= 16; y = RNE_f16(fl32((q - 16) * d)).
extern "C" __global__ void dequant_q5_0_f16(const unsigned char* __restrict__ src, __half* __restrict__ dst,
                                            unsigned int n, unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned int b = i >> 5, j = i & 31u;
  const unsigned char* blk = src + (unsigned long long)b * 22u;
  const float d = fltc_ld_f16(blk);
  const unsigned int hb = (blk[2u + (j >> 3)] >> (j & 7u)) & 1u;
  const unsigned int byte = blk[6u + (j & 15u)];
  const unsigned int q = ((j < 16u) ? (byte & 15u) : (byte >> 4)) | (hb << 4);
  dst[i] = fltc_f16(__fmul_rn((float)((int)q - 16), d));
}

// Gemma's gated FFN product on the fused gate|up GEMV output gu [M, 2F] (f16): out[m, f] =
// gk_geglu(gu[m, f], gu[m, F + f]) = RNE_f16(fl32(gelu_tanh_f32(gate) * up)) (spec.gemma.geglu). Launch: grid = (ceil(F/256), M), block.x = 256 (swiglu_rows_f16's shape).
extern "C" __global__ void __launch_bounds__(256) geglu_rows_f16(const __half* __restrict__ gu,
                                                                 __half* __restrict__ out, unsigned int F,
                                                                 unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int f = blockIdx.x * blockDim.x + threadIdx.x;
  if (f >= F) return;
  const unsigned long long m = blockIdx.y;
  out[m * F + f] = gk_geglu(gu[m * (2ull * F) + f], gu[m * (2ull * F) + F + f]);
}

// The batch-1 gate|up GEMV with geglu_rows_f16 fused into its epilogue (gk_body's GLU tile, ROWS = 1, COLS = 2,
// PF 3 as gemv_q5_0_r1c1_f16): (x, w, y, M, N, K, power) with W the gate|up rows (N = 2F) and y [M, F] the
// activation, y[m, n] = gk_geglu(RNE_f16(sum_k x[m, k] W[n, k]), RNE_f16(sum_k x[m, k] W[F + n, k])).
extern "C" __global__ void __launch_bounds__(128) gemv_q5_0_glu_r1c2_f16(const __half* __restrict__ x,
                                                                         const unsigned char* __restrict__ w,
                                                                         __half* __restrict__ y, unsigned int M,
                                                                         unsigned int N, unsigned int K,
                                                                         unsigned int power) {
  FLTC_POWER_GUARD(power);
  gk_body<GK_Q5_0, 1u, 2u, 3u, true>(x, w, y, M, N, K);
}
