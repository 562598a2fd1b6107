// The shared device code of the quantised GEMVs (gemv_k.cu's tiles and gemv_postnorm.cu's norm-fused batch-1
// GEMVs): the GGUF block formats (GkFmt: per-lane slice loads and their dequantisation), one lane's block step
// (gk_step), the weight loads (gk_load), dot4 and Gemma's GELU-tanh gated value (gk_geglu). The conventions (lane
// slices, summation order) are described at the top of gemv_k.cu; every user sums in that order, so their results
// are the same bits.
#pragma once
#include "common.cuh"

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

