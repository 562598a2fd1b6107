// Native quantised GEMV for decode (small M): y[m, n] = sum_k x[m, k] * W[n, k], W stored as GGUF
// blocks, row n = K/32 consecutive blocks. Each weight is dequantised exactly as dequant.cu does
// (f32 math, one RNE to f16), so the result is the spec's linear(x, dequantize(W)) up to the f32
// summation order (bound: spec.gemm.gemm_bound). Products f16*f16 are exact in f32.
//
// Tiles: a warp owns COLS consecutive output columns and a CTA (4 warps) ROWS consecutive rows:
// warp w of CTA (bx, by) computes y[m, n] for n = (4*bx + w)*COLS + c (c < COLS, predicated n < N)
// and m = ROWS*by + r (r < ROWS, predicated m < M). grid = (ceil(N/(4*COLS)), ceil(M/ROWS)),
// block.x = 128. Lanes split the K blocks (trip count ceil(nb/8) for Q4_1, ceil(nb/4) for Q8_0,
// uniform); the x fragment a lane needs is loaded once per iteration and reused for the COLS
// columns; a butterfly sums the lanes, lane 0 stores. Every (m, n) sees the same f32 operations
// in the same order whatever the tile, so all tiles give bit-identical results; the executor
// picks the tile by M (registry.gemv_kernel): measured on the H200, 1x1 is fastest at M = 1,
// 8x2 / 8x4 from M = 32 (fewer weight reloads), 4x1 in between.
// Preconditions (the launch family asserts them): K % 32 == 0.
//
// Epilogues (one writer per output element: lane 0 of the owning warp; it reads only what it writes):
//   *_f16      y[m, n] = RNE_f16(acc)                                   (spec.gemm.linear)
//   *_acc_f16  y[m, n] = RNE_f16(f32(y[m, n]) + f32(RNE_f16(acc)))      (spec.residual.residual_add(
//              y, linear(x, W)) with the same two roundings: the residual add fused in place)
//   *_f32      y[m, n] = f32(RNE_f16(acc))                              (the f16 linear output, widened
//              exactly: the logits the executor returns and the f32 sampling kernels read)
#include "common.cuh"

#define GEMV_OUT_F16 0
#define GEMV_OUT_ACC_F16 1
#define GEMV_OUT_F32 2
#define GEMV_Q4_1 0
#define GEMV_Q8_0 1

template <int OUT>
__device__ __forceinline__ void gemv_store(void* y, unsigned long long idx, float acc) {
  if (OUT == GEMV_OUT_F16) {
    reinterpret_cast<__half*>(y)[idx] = fltc_f16(acc);
  } else if (OUT == GEMV_OUT_ACC_F16) {
    __half* p = reinterpret_cast<__half*>(y) + idx;
    *p = fltc_f16(__fadd_rn(__half2float(*p), fltc_round_to_f16(acc)));
  } else {
    reinterpret_cast<float*>(y)[idx] = fltc_round_to_f16(acc);
  }
}

// Four f16 activations (raw, as loaded) times four f32 weights, summed left to right.
__device__ __forceinline__ float dot4(const uint2 raw, const float w0, const float w1, const float w2,
                                      const float w3) {
  const __half2 a = *reinterpret_cast<const __half2*>(&raw.x);
  const __half2 b = *reinterpret_cast<const __half2*>(&raw.y);
  float s = __fmul_rn(__low2float(a), w0);
  s = __fadd_rn(s, __fmul_rn(__high2float(a), w1));
  s = __fadd_rn(s, __fmul_rn(__low2float(b), w2));
  s = __fadd_rn(s, __fmul_rn(__high2float(b), w3));
  return s;
}

// Q4_1 blocks are 20 bytes {f16 d; f16 m; u8 qs[16]}; four lanes per block: lane sub = lane&3 reads
// qs bytes 4sub..4sub+3 (one aligned u32) = elements 4sub..4sub+3 (low nibbles) and 16+4sub..
// 16+4sub+3 (high nibbles); a warp covers 8 blocks per iteration. Q8_0 blocks are 34 bytes
// {f16 d; s8 qs[32]} (2-byte aligned only); eight lanes per block: lane sub = lane&7 reads qs
// bytes 4sub..4sub+3 (two u16 loads) = elements 4sub..4sub+3; a warp covers 4 blocks per iteration.
// Four activations (f32 values) times four weights, summed left to right (dot4's arithmetic).
__device__ __forceinline__ float dot4f(const float* v, const float w0, const float w1, const float w2,
                                       const float w3) {
  float s = __fmul_rn(v[0], w0);
  s = __fadd_rn(s, __fmul_rn(v[1], w1));
  s = __fadd_rn(s, __fmul_rn(v[2], w2));
  s = __fadd_rn(s, __fmul_rn(v[3], w3));
  return s;
}

// NORM and GLU are the batch-1 decode fusions (registry.decode_linears; with more rows the per-warp
// norm recompute costs more than the launches it saves, measured on the H200).
// NORM (Q4_1 only): x is the residual stream and the GEMV reads rmsnorm(x, nw, eps) instead: each
// warp first computes r for each of its rows with fltc_rms_scale (rmsnorm_f16's order) and forms
// the normalised element RNE_f16((x*r)*nw) where it reads x -- the bits rmsnorm_f16 would store.
// GLU (Q4_1 only): W is the fused gate|up weight (N = 2F rows); warp w of CTA bx owns output column
// n = 4*bx + w < F and computes rows n (gate) and F + n (up) of W x (COLS = 2); lane 0 stores
// y[m, n] = RNE_f16((g / (1 + expf(-g))) * u), g = f32(RNE_f16(acc_gate)), u = f32(RNE_f16(acc_up)):
// swiglu_rows_f16 applied to what gemv_q4_1_f16 stores, in one kernel. y is [M, F].
template <int QT, int OUT, unsigned int ROWS, unsigned int COLS, bool NORM = false, bool GLU = false>
__device__ __forceinline__ void gemv_body(const __half* __restrict__ x, const float* __restrict__ nw,
                                          const unsigned char* __restrict__ w, void* y, unsigned int M,
                                          unsigned int N, unsigned int K, float eps) {
  constexpr unsigned int LPB = QT == GEMV_Q4_1 ? 4u : 8u;    // lanes per block
  constexpr unsigned int BPI = 32u / LPB;                     // blocks per warp iteration
  constexpr unsigned int BB = QT == GEMV_Q4_1 ? 20u : 34u;    // bytes per block
  constexpr unsigned int XH = QT == GEMV_Q4_1 ? 2u : 1u;      // x fragments (of 4) per lane and block
  const unsigned int warp = threadIdx.x >> 5, lane = threadIdx.x & 31u;
  const unsigned int F = N >> 1;                              // GLU: gate rows [0, F), up rows [F, N)
  const unsigned int n0 = GLU ? blockIdx.x * 4u + warp : (blockIdx.x * 4u + warp) * COLS;
  if (n0 >= (GLU ? F : N)) return;  // warp-uniform, no barrier follows
  const unsigned int m0 = blockIdx.y * ROWS;
  const unsigned int nb = K >> 5;
  const unsigned int iters = (nb + BPI - 1u) / BPI;
  const unsigned int sub = lane % LPB;
  float rs[ROWS];
#pragma unroll
  for (unsigned int r = 0; r < ROWS; ++r) {
    rs[r] = 0.0f;
    if (NORM && m0 + r < M) rs[r] = fltc_rms_scale(x + (unsigned long long)(m0 + r) * K, K, eps);
  }
  float acc[ROWS][COLS];
#pragma unroll
  for (unsigned int r = 0; r < ROWS; ++r) {
#pragma unroll
    for (unsigned int c = 0; c < COLS; ++c) acc[r][c] = 0.0f;
  }
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int kb = it * BPI + lane / LPB;
    if (kb < nb) {
      const unsigned int k0 = kb * 32u + 4u * sub;
      uint2 xr[ROWS][XH];
      float xn[ROWS][4u * XH];
#pragma unroll
      for (unsigned int r = 0; r < ROWS; ++r) {
        if (m0 + r < M) {
          const __half* xp = x + (unsigned long long)(m0 + r) * K + k0;
          xr[r][0] = *reinterpret_cast<const uint2*>(xp);
          if (XH == 2u) xr[r][XH - 1u] = *reinterpret_cast<const uint2*>(xp + 16u);
          if (NORM) {
#pragma unroll
            for (unsigned int h = 0; h < XH; ++h) {
              const float4 g = *reinterpret_cast<const float4*>(nw + k0 + 16u * h);
              const __half2 a = *reinterpret_cast<const __half2*>(&xr[r][h].x);
              const __half2 b = *reinterpret_cast<const __half2*>(&xr[r][h].y);
              xn[r][4u * h + 0u] = fltc_round_to_f16(__fmul_rn(__fmul_rn(__low2float(a), rs[r]), g.x));
              xn[r][4u * h + 1u] = fltc_round_to_f16(__fmul_rn(__fmul_rn(__high2float(a), rs[r]), g.y));
              xn[r][4u * h + 2u] = fltc_round_to_f16(__fmul_rn(__fmul_rn(__low2float(b), rs[r]), g.z));
              xn[r][4u * h + 3u] = fltc_round_to_f16(__fmul_rn(__fmul_rn(__high2float(b), rs[r]), g.w));
            }
          }
        }
      }
#pragma unroll
      for (unsigned int c = 0; c < COLS; ++c) {
        const unsigned int n = GLU ? n0 + c * F : n0 + c;
        if (n < N) {
          const unsigned char* blk = w + (unsigned long long)n * (nb * BB) + kb * BB;
          if (QT == GEMV_Q4_1) {
            const float d = fltc_ld_f16(blk);
            const float mn = fltc_ld_f16(blk + 2);
            const unsigned int qw = *reinterpret_cast<const unsigned int*>(blk + 4u + 4u * sub);
            float lo[4], hi[4];
#pragma unroll
            for (unsigned int j = 0; j < 4u; ++j) {
              lo[j] = fltc_round_to_f16(__fadd_rn(__fmul_rn((float)((qw >> (8u * j)) & 15u), d), mn));
              hi[j] = fltc_round_to_f16(__fadd_rn(__fmul_rn((float)((qw >> (8u * j + 4u)) & 15u), d), mn));
            }
#pragma unroll
            for (unsigned int r = 0; r < ROWS; ++r) {
              if (m0 + r < M) {
                if (NORM) {
                  acc[r][c] = __fadd_rn(acc[r][c], dot4f(&xn[r][0], lo[0], lo[1], lo[2], lo[3]));
                  acc[r][c] = __fadd_rn(acc[r][c], dot4f(&xn[r][4u * (XH - 1u)], hi[0], hi[1], hi[2], hi[3]));
                } else {
                  acc[r][c] = __fadd_rn(acc[r][c], dot4(xr[r][0], lo[0], lo[1], lo[2], lo[3]));
                  acc[r][c] = __fadd_rn(acc[r][c], dot4(xr[r][XH - 1u], hi[0], hi[1], hi[2], hi[3]));
                }
              }
            }
          } else {
            const float d = fltc_ld_f16(blk);
            const unsigned short q01 = *reinterpret_cast<const unsigned short*>(blk + 2u + 4u * sub);
            const unsigned short q23 = *reinterpret_cast<const unsigned short*>(blk + 4u + 4u * sub);
            const float w0 = fltc_round_to_f16(__fmul_rn((float)(signed char)(q01 & 255u), d));
            const float w1 = fltc_round_to_f16(__fmul_rn((float)(signed char)(q01 >> 8), d));
            const float w2 = fltc_round_to_f16(__fmul_rn((float)(signed char)(q23 & 255u), d));
            const float w3 = fltc_round_to_f16(__fmul_rn((float)(signed char)(q23 >> 8), d));
#pragma unroll
            for (unsigned int r = 0; r < ROWS; ++r) {
              if (m0 + r < M) acc[r][c] = __fadd_rn(acc[r][c], dot4(xr[r][0], w0, w1, w2, w3));
            }
          }
        }
      }
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
      if (GLU) {
        if (m0 + r < M) {
          const float g = fltc_round_to_f16(acc[r][0]);
          const float u = fltc_round_to_f16(acc[r][COLS - 1u]);
          const float s = __fdiv_rn(g, __fadd_rn(1.0f, expf(-g)));
          reinterpret_cast<__half*>(y)[(unsigned long long)(m0 + r) * F + n0] = fltc_f16(__fmul_rn(s, u));
        }
      } else {
#pragma unroll
        for (unsigned int c = 0; c < COLS; ++c) {
          if (m0 + r < M && n0 + c < N) gemv_store<OUT>(y, (unsigned long long)(m0 + r) * N + n0 + c, acc[r][c]);
        }
      }
    }
  }
}

// One entry per (weights, epilogue, tile). The parameter list is the same for all (descriptor ABI):
// (x, w, y, M, N, K, power); y is read too by the *_acc_* entries (residual stream updated in place).
#define GEMV_ENTRY(NAME, QT, OUT, YT, ROWS, COLS)                                                          \
  extern "C" __global__ void __launch_bounds__(128) NAME(const __half* __restrict__ x,                     \
                                                         const unsigned char* __restrict__ w, YT y,         \
                                                         unsigned int M, unsigned int N, unsigned int K,    \
                                                         unsigned int power) {                              \
    FLTC_POWER_GUARD(power);                                                                               \
    gemv_body<QT, OUT, ROWS, COLS>(x, nullptr, w, y, M, N, K, 0.0f);                                       \
  }
// Norm-fused entries: (x, nw, w, y, M, N, K, eps, power); x is the residual stream, nw the F32 norm weight.
#define GEMV_NORM_ENTRY(NAME, ROWS, COLS, GLU)                                                             \
  extern "C" __global__ void __launch_bounds__(128) NAME(const __half* __restrict__ x,                     \
                                                         const float* __restrict__ nw,                     \
                                                         const unsigned char* __restrict__ w,               \
                                                         __half* __restrict__ y, unsigned int M,            \
                                                         unsigned int N, unsigned int K, float eps,         \
                                                         unsigned int power) {                              \
    FLTC_POWER_GUARD(power);                                                                               \
    gemv_body<GEMV_Q4_1, GEMV_OUT_F16, ROWS, COLS, true, GLU>(x, nw, w, y, M, N, K, eps);                  \
  }

GEMV_ENTRY(gemv_q4_1_f16, GEMV_Q4_1, GEMV_OUT_F16, __half* __restrict__, 4u, 1u)
GEMV_ENTRY(gemv_q4_1_r1c1_f16, GEMV_Q4_1, GEMV_OUT_F16, __half* __restrict__, 1u, 1u)
GEMV_ENTRY(gemv_q4_1_r8c2_f16, GEMV_Q4_1, GEMV_OUT_F16, __half* __restrict__, 8u, 2u)
GEMV_ENTRY(gemv_q4_1_acc_f16, GEMV_Q4_1, GEMV_OUT_ACC_F16, __half*, 4u, 1u)
GEMV_ENTRY(gemv_q4_1_acc_r1c1_f16, GEMV_Q4_1, GEMV_OUT_ACC_F16, __half*, 1u, 1u)
GEMV_ENTRY(gemv_q4_1_acc_r8c2_f16, GEMV_Q4_1, GEMV_OUT_ACC_F16, __half*, 8u, 2u)
GEMV_ENTRY(gemv_q8_0_f16, GEMV_Q8_0, GEMV_OUT_F16, __half* __restrict__, 4u, 1u)
GEMV_ENTRY(gemv_q8_0_f32, GEMV_Q8_0, GEMV_OUT_F32, float* __restrict__, 4u, 1u)
GEMV_ENTRY(gemv_q8_0_r1c2_f32, GEMV_Q8_0, GEMV_OUT_F32, float* __restrict__, 1u, 2u)
GEMV_ENTRY(gemv_q8_0_r8c4_f32, GEMV_Q8_0, GEMV_OUT_F32, float* __restrict__, 8u, 4u)
GEMV_NORM_ENTRY(gemv_q4_1_norm_r1c1_f16, 1u, 1u, false)
GEMV_NORM_ENTRY(gemv_q4_1_norm_glu_r1_f16, 1u, 2u, true)
