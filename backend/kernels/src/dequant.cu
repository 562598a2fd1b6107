// GGUF block dequantisation to f16: one thread per output element, f32 math as ggml's
// dequantize_row_* (products of an f16 scale and a small integer are exact in f32), then
// one round-to-nearest-even to f16. __fmul_rn/__fadd_rn keep the compiler from fusing.
// Launch: grid.x = ceil(n / blockDim.x), block.x = 256; n = element count (a multiple of
// the block size of the format). Output element i is written by thread i only.
#include "common.cuh"

// Q4_0: 18-byte blocks {f16 d; u8 qs[16]}; element j<16 = (qs[j]&15)-8, j>=16 = (qs[j-16]>>4)-8; y = q*d.
extern "C" __global__ void dequant_q4_0_f16(const unsigned char* __restrict__ src, __half* __restrict__ dst,
                                            unsigned int n, unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned int b = i >> 5, j = i & 31u;
  const unsigned char* blk = src + b * 18u;
  const float d = fltc_ld_f16(blk);
  const unsigned int byte = blk[2u + (j & 15u)];
  const int q = (int)((j < 16u) ? (byte & 15u) : (byte >> 4)) - 8;
  dst[i] = fltc_f16(__fmul_rn((float)q, d));
}

// Q4_1: 20-byte blocks {f16 d; f16 m; u8 qs[16]}; y = q*d + m.
extern "C" __global__ void dequant_q4_1_f16(const unsigned char* __restrict__ src, __half* __restrict__ dst,
                                            unsigned int n, unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned int b = i >> 5, j = i & 31u;
  const unsigned char* blk = src + b * 20u;
  const float d = fltc_ld_f16(blk);
  const float m = fltc_ld_f16(blk + 2);
  const unsigned int byte = blk[4u + (j & 15u)];
  const unsigned int q = (j < 16u) ? (byte & 15u) : (byte >> 4);
  dst[i] = fltc_f16(__fadd_rn(__fmul_rn((float)q, d), m));
}

// Q8_0: 34-byte blocks {f16 d; s8 qs[32]}; y = qs[j]*d.
extern "C" __global__ void dequant_q8_0_f16(const unsigned char* __restrict__ src, __half* __restrict__ dst,
                                            unsigned int n, unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned int b = i >> 5, j = i & 31u;
  const unsigned char* blk = src + b * 34u;
  const float d = fltc_ld_f16(blk);
  const int q = (int)(signed char)blk[2u + j];
  dst[i] = fltc_f16(__fmul_rn((float)q, d));
}

// Q4_K: 144-byte super-blocks of 256 {f16 d; f16 dmin; u8 scales[12]; u8 qs[128]}.
// Element e: chunk c = e/64, h = (e%64)/32 (low/high nibble), l = e%32, sub-block is = 2c+h;
// 6-bit (sc, mn) unpacked as ggml's get_scale_min_k4; y = (d*sc)*q - dmin*mn.
extern "C" __global__ void dequant_q4_k_f16(const unsigned char* __restrict__ src, __half* __restrict__ dst,
                                            unsigned int n, unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned int b = i >> 8, e = i & 255u;
  const unsigned int c = e >> 6, h = (e >> 5) & 1u, l = e & 31u;
  const unsigned int is = 2u * c + h;
  const unsigned char* blk = src + b * 144u;
  const float d = fltc_ld_f16(blk);
  const float dmin = fltc_ld_f16(blk + 2);
  const unsigned char* sc = blk + 4;
  unsigned int s, mn;
  if (is < 4u) {
    s = sc[is] & 63u;
    mn = sc[is + 4u] & 63u;
  } else {
    s = (sc[is + 4u] & 15u) | ((sc[is - 4u] >> 6) << 4);
    mn = (sc[is + 4u] >> 4) | ((sc[is] >> 6) << 4);
  }
  const unsigned int byte = blk[16u + 32u * c + l];
  const unsigned int q = h ? (byte >> 4) : (byte & 15u);
  const float d1 = __fmul_rn(d, (float)s);
  const float m1 = __fmul_rn(dmin, (float)mn);
  dst[i] = fltc_f16(__fsub_rn(__fmul_rn(d1, (float)q), m1));
}

// Q6_K: 210-byte super-blocks of 256 {u8 ql[128]; u8 qh[64]; s8 scales[16]; f16 d}.
// Element e: half nh = e/128, r = e%128, quarter qd = r/32, l = r%32;
// q = ((ql[64nh + l + 32(qd&1)] >> 4(qd>>1)) & 15) | (((qh[32nh + l] >> 2qd) & 3) << 4), minus 32;
// y = (d*scales[8nh + l/16 + 2qd])*q.
extern "C" __global__ void dequant_q6_k_f16(const unsigned char* __restrict__ src, __half* __restrict__ dst,
                                            unsigned int n, unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const unsigned int b = i >> 8, e = i & 255u;
  const unsigned int nh = e >> 7, qd = (e >> 5) & 3u, l = e & 31u;
  const unsigned char* blk = src + b * 210u;
  const unsigned int lo = blk[64u * nh + l + 32u * (qd & 1u)];
  const unsigned int hi = blk[128u + 32u * nh + l];
  const int q = (int)(((lo >> (4u * (qd >> 1))) & 15u) | (((hi >> (2u * qd)) & 3u) << 4)) - 32;
  const int s = (int)(signed char)blk[192u + 8u * nh + (l >> 4) + 2u * qd];
  const float d = fltc_ld_f16(blk + 208);
  dst[i] = fltc_f16(__fmul_rn(__fmul_rn(d, (float)s), (float)q));
}
