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
#include "common.cuh"

// PF = 0 instantiations have empty prefetch loops (`p < PF` is always false): intended, not a bug.
#pragma nv_diag_suppress 186

#define GK_Q5_0 0
#define GK_Q4_K 1
#define GK_Q6_K 2

__device__ __forceinline__ unsigned int gk_u16(const unsigned char* p) {
  return *reinterpret_cast<const unsigned short*>(p);
}

__device__ __forceinline__ unsigned int gk_u16x2(const unsigned char* p) { return gk_u16(p) | (gk_u16(p + 2) << 16); }

__device__ __forceinline__ float gk_half(unsigned int b) {
  return __half2float(__ushort_as_half((unsigned short)(b & 0xffffu)));
}

// Four f16 activations (raw, as loaded) times four f32 weights, summed left to right (gemv_q.cu's dot4).
__device__ __forceinline__ float gk_dot4(const uint2 raw, const float* wv) {
  const __half2 a = *reinterpret_cast<const __half2*>(&raw.x);
  const __half2 b = *reinterpret_cast<const __half2*>(&raw.y);
  float s = __fmul_rn(__low2float(a), wv[0]);
  s = __fadd_rn(s, __fmul_rn(__high2float(a), wv[1]));
  s = __fadd_rn(s, __fmul_rn(__low2float(b), wv[2]));
  s = __fadd_rn(s, __fmul_rn(__high2float(b), wv[3]));
  return s;
}

// Gemma's gated FFN value of one (gate, up) pair, as geglu_rows_f16 stores it: RNE_f16(fl32(gelu_tanh_f32(gate) *
// up)), gelu_tanh_f32 in spec.gemma's order (steps 1-8: a = x*x, b = A*a, c = 1 + b, s = K*x, z = s*c,
// t = tanhf(z), o = 1 + t, g = (0.5*x)*o); tanhf within the spec's TANH_REL_ERR. One function for both users
// (geglu_rows_f16 and the batch-1 gate|up GEMV's epilogue, gemv_q5_0_glu_r1c2_f16), so their values are the
// same bits.
__device__ __forceinline__ __half gk_geglu(const __half gate, const __half up) {
  const float g = __half2float(gate);
  const float a = __fmul_rn(g, g);
  const float b = __fmul_rn(0.044715f, a);
  const float c = __fadd_rn(1.0f, b);
  const float s = __fmul_rn(0.7978845608028654f, g);
  const float z = __fmul_rn(s, c);
  const float t = tanhf(z);
  const float o = __fadd_rn(1.0f, t);
  const float gl = __fmul_rn(__fmul_rn(0.5f, g), o);
  return fltc_f16(__fmul_rn(gl, __half2float(up)));
}

// Per format: block elements BE (log2 LBE), block bytes BB, lanes per block LPB, fragments per lane XH,
// the x offset of fragment h within the block, the raw words of one lane's slice (load) and their
// dequantisation to 4*XH f16-valued floats (dequant).
template <int QT>
struct GkFmt;

template <>
struct GkFmt<GK_Q5_0> {
  static constexpr unsigned int LBE = 5, BB = 22, LPB = 4, XH = 2;
  __device__ static unsigned int xoff(unsigned int sub, unsigned int h) { return 4u * sub + 16u * h; }
  // {d, qh, qs[4sub..4sub+3], 0}
  __device__ static uint4 load(const unsigned char* blk, unsigned int sub) {
    return make_uint4(gk_u16(blk), gk_u16x2(blk + 2), gk_u16x2(blk + 6u + 4u * sub), 0u);
  }
  __device__ static void dequant(const uint4 r, unsigned int sub, float (&wv)[8]) {
    const float d = gk_half(r.x);
#pragma unroll
    for (unsigned int j = 0; j < 4u; ++j) {
      const unsigned int lo = ((r.z >> (8u * j)) & 15u) | (((r.y >> (4u * sub + j)) & 1u) << 4);
      const unsigned int hi = ((r.z >> (8u * j + 4u)) & 15u) | (((r.y >> (16u + 4u * sub + j)) & 1u) << 4);
      wv[j] = fltc_round_to_f16(__fmul_rn((float)((int)lo - 16), d));
      wv[4u + j] = fltc_round_to_f16(__fmul_rn((float)((int)hi - 16), d));
    }
  }
};

struct GkRaw5 {
  unsigned int a, b, c, d, e;
};

template <>
struct GkFmt<GK_Q4_K> {
  static constexpr unsigned int LBE = 8, BB = 144, LPB = 32, XH = 2;
  __device__ static unsigned int xoff(unsigned int sub, unsigned int h) {
    return 64u * (sub >> 3) + 4u * (sub & 7u) + 32u * h;
  }
  // {d | dmin << 16, scales[0..3], scales[4..7], scales[8..11], qs[32c + 4s .. +3]}
  __device__ static GkRaw5 load(const unsigned char* blk, unsigned int sub) {
    const unsigned int* p = reinterpret_cast<const unsigned int*>(blk);
    return GkRaw5{p[0], p[1], p[2], p[3], p[4u + 8u * (sub >> 3) + (sub & 7u)]};
  }
  __device__ static void dequant(const GkRaw5 r, unsigned int sub, float (&wv)[8]) {
    const float d = gk_half(r.a), dmin = gk_half(r.a >> 16);
    const unsigned int c = sub >> 3;
#pragma unroll
    for (unsigned int h = 0; h < 2u; ++h) {
      const unsigned int is = 2u * c + h;  // sub-block 0..7; bytes of scales[12] from the three words
      unsigned int sc, mn;
      if (is < 4u) {
        sc = (r.b >> (8u * is)) & 63u;
        mn = (r.c >> (8u * is)) & 63u;
      } else {
        const unsigned int b4 = (r.d >> (8u * (is - 4u))) & 255u;  // scales[is + 4]
        sc = (b4 & 15u) | (((r.b >> (8u * (is - 4u) + 6u)) & 3u) << 4);
        mn = (b4 >> 4) | (((r.c >> (8u * (is - 4u) + 6u)) & 3u) << 4);
      }
      const float d1 = __fmul_rn(d, (float)sc);
      const float m1 = __fmul_rn(dmin, (float)mn);
#pragma unroll
      for (unsigned int j = 0; j < 4u; ++j) {
        const unsigned int q = (r.e >> (8u * j + 4u * h)) & 15u;
        wv[4u * h + j] = fltc_round_to_f16(__fsub_rn(__fmul_rn(d1, (float)q), m1));
      }
    }
  }
};

template <>
struct GkFmt<GK_Q6_K> {
  static constexpr unsigned int LBE = 8, BB = 210, LPB = 16, XH = 4;
  __device__ static unsigned int xoff(unsigned int sub, unsigned int h) {
    return 128u * (sub >> 3) + 32u * h + 4u * (sub & 7u);
  }
  // {ql[64nh + l ..], ql[64nh + l + 32 ..], qh[32nh + l ..], the 4 scale bytes of qd = 0..3, d}
  __device__ static GkRaw5 load(const unsigned char* blk, unsigned int sub) {
    const unsigned int nh = sub >> 3, l = 4u * (sub & 7u);
    const unsigned int sh = 8u * (l >> 4);  // scale byte l/16 of each u16 pair
    const unsigned char* sc = blk + 192u + 8u * nh;
    unsigned int s = 0u;
#pragma unroll
    for (unsigned int qd = 0; qd < 4u; ++qd) s |= ((gk_u16(sc + 2u * qd) >> sh) & 255u) << (8u * qd);
    return GkRaw5{gk_u16x2(blk + 64u * nh + l), gk_u16x2(blk + 64u * nh + l + 32u), gk_u16x2(blk + 128u + 32u * nh + l),
                  s, gk_u16(blk + 208u)};
  }
  __device__ static void dequant(const GkRaw5 r, unsigned int sub, float (&wv)[16]) {
    const float d = gk_half(r.e);
#pragma unroll
    for (unsigned int qd = 0; qd < 4u; ++qd) {
      const float ds = __fmul_rn(d, (float)(signed char)((r.d >> (8u * qd)) & 255u));
      const unsigned int ql = (qd & 1u) ? r.b : r.a;
#pragma unroll
      for (unsigned int j = 0; j < 4u; ++j) {
        const unsigned int q = ((ql >> (8u * j + 4u * (qd >> 1))) & 15u) | (((r.c >> (8u * j + 2u * qd)) & 3u) << 4);
        wv[4u * qd + j] = fltc_round_to_f16(__fmul_rn(ds, (float)((int)q - 32)));
      }
    }
  }
};

template <int QT>
using GkRawT = decltype(GkFmt<QT>::load(nullptr, 0u));

// One lane's work for block kb (kb < nb): dequantise the COLS slices, read the ROWS x fragments, accumulate.
template <int QT, unsigned int ROWS, unsigned int COLS>
__device__ __forceinline__ void gk_step(float (&acc)[ROWS][COLS], const GkRawT<QT> (&wr)[COLS],
                                        const __half* __restrict__ x, unsigned int m0, unsigned int M,
                                        unsigned int K, unsigned int kb, unsigned int sub) {
  using F = GkFmt<QT>;
  float wv[COLS][4u * F::XH];
#pragma unroll
  for (unsigned int c = 0; c < COLS; ++c) F::dequant(wr[c], sub, wv[c]);
#pragma unroll
  for (unsigned int r = 0; r < ROWS; ++r) {
    if (m0 + r < M) {
      const __half* xr = x + (unsigned long long)(m0 + r) * K + (kb << F::LBE);
#pragma unroll
      for (unsigned int h = 0; h < F::XH; ++h) {
        const uint2 xv = *reinterpret_cast<const uint2*>(xr + F::xoff(sub, h));
#pragma unroll
        for (unsigned int c = 0; c < COLS; ++c) acc[r][c] = __fadd_rn(acc[r][c], gk_dot4(xv, &wv[c][4u * h]));
      }
    }
  }
}

// GLU (gemv_q5_0_glu_r1c2_f16): W is the fused gate|up weight (N = 2F rows) and column c of the warp is row
// n0 + c*F (c = 0 the gate row n0, c = 1 the up row F + n0); otherwise row n0 + c.
template <int QT, unsigned int COLS, bool GLU = false>
__device__ __forceinline__ void gk_load(GkRawT<QT> (&wr)[COLS], const unsigned char* __restrict__ w,
                                        unsigned int n0, unsigned int F, unsigned int N,
                                        unsigned long long row_bytes, unsigned int kb, unsigned int nb,
                                        unsigned int sub) {
  using Fm = GkFmt<QT>;
#pragma unroll
  for (unsigned int c = 0; c < COLS; ++c) {
    const unsigned int n = GLU ? n0 + c * F : n0 + c;
    wr[c] = GkRawT<QT>{};
    if (kb < nb && n < N) wr[c] = Fm::load(w + (unsigned long long)n * row_bytes + kb * Fm::BB, sub);
  }
}

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
