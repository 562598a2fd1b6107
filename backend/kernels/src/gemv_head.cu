// The tied output head at batch 1: y[m, n] = f32(RNE_f16(sum_k x[m, k] * W[n, k])), W = token_embd in
// GGUF Q8_0 (row n = K/32 blocks of 34 bytes {f16 d; s8 qs[32]}). Bit for bit gemv_q8_0_r1c2_f32
// (gemv_q.cu): the same lane split, the same f32 values at each step, the same summation order; only
// the way the dequantised weights are formed and loaded differs.
//
// Tile: warp w of CTA bx owns rows n0 = 2*(4*bx + w) and n0 + 1 of W; block.x = 128, grid =
// (ceil(N/8), M), row m = blockIdx.y. Lane l: group g = l/8, sub s = l%8; in iteration it it handles
// block kb = 4*it + g, elements 4s..4s+3 (gemv_q.cu's Q8_0 split), and adds dot4 = ((x0*w0 + x1*w1) +
// x2*w2) + x3*w3 to its accumulator (f32, left to right); the lanes' sums meet in gemv_q.cu's
// butterfly (see the reduction below).
//
// Exact arithmetic (why the bits are gemv_q.cu's):
//  * weight: gemv_q.cu forms RNE_f16(f32(q) * f32(d)). q*d has at most 8 x 11 significant bits and
//    |q*d| >= 2^-24 when non-zero, so the f32 product is exact and the value is RNE_f16(q*d) (overflow
//    to inf alike). Here q is made an exact f16 by a byte permute: as_f16(0x6400 | (b ^ 0x80)) =
//    1024 + (q + 128), minus 1152 (exact: integers below 2048), and one f16 multiply (mul.rn.f16x2,
//    subnormals kept) rounds q*d once: the same f16 value.
//  * products: f16 x f16 is exact in f32 (22 significant bits, |p| >= 2^-48), so fma(x, w, s) =
//    RN(s + x*w) = gemv_q.cu's fadd(s, fmul(x, w)); no f32 value is subnormal (every non-zero sum is a
//    multiple of 2^-48).
//  * loads: a row is 680 = 8*85 bytes (rows 8-byte aligned), a block 34: the lane's 4 bytes qs[4s..4s+3]
//    at row byte o = 34*kb + 2 + 4s are 4-aligned for odd kb and 2 mod 4 for even kb, where they are the
//    upper half of the aligned word at o & ~3 and the lower half of the next (a funnel shift). That next
//    word ends 2 bytes past block kb when s = 7: inside block kb + 1, so K % 64 == 0 (an even block
//    count) keeps every read inside its row. d: one u16 per block (the 8 lanes of a group read the same).
// Weights of the first HEAD_PF iterations (K <= 640: all of them) are loaded before FLTC_GRID_SYNC (a
// programmatic dependent at batch 1; w is stable), x only after it.
//
// Reduction: gemv_q.cu sums each column with fltc_warp_sum (xor 16, 8, 4, 2, 1, every lane ending with
// the same bits since fadd commutes). Here level 16 exchanges one value per lane: lanes 0..15 keep
// column 0 and receive their partner's column-0 sum, lanes 16..31 keep column 1: each lane forms
// exactly the fadd gemv_q.cu forms for the column it keeps, and levels 8..1 stay inside the half.
// Lane 0 stores column 0, lane 16 column 1.
#include "common.cuh"

#define HEAD_PF 5u

// Raw words of one lane's slice of block kb = 4*it + g in rows n0, n0 + 1 (zeros past nb: never used).
// qa: the lane's aligned word base (row + ((34g + 2 + 4s) & ~3)), qd: its block's d (row + 34g); block
// kb's words are 136*it bytes further (136 = 4*34 is a multiple of 4: the alignment is g's).
__device__ __forceinline__ void head_load(unsigned int (&wa)[2], unsigned int (&wb)[2], unsigned int (&wd)[2],
                                          const unsigned char* const (&qa)[2], const unsigned char* const (&qd)[2],
                                          unsigned int it, bool even, bool live) {
#pragma unroll
  for (unsigned int c = 0; c < 2u; ++c) {
    wa[c] = 0u;
    wb[c] = 0u;
    wd[c] = 0u;
    if (live) {
      wa[c] = __ldg(reinterpret_cast<const unsigned int*>(qa[c] + 136u * it));
      if (even) wb[c] = __ldg(reinterpret_cast<const unsigned int*>(qa[c] + 136u * it + 4u));
      wd[c] = __ldg(reinterpret_cast<const unsigned short*>(qd[c] + 136u * it));
    }
  }
}

__device__ __forceinline__ __half2 head_h2(const unsigned int bits) {
  return *reinterpret_cast<const __half2*>(&bits);
}

// acc += dot4(x fragment, the 4 dequantised weights of words (wa, wb, wd)); sh = 16 for even kb, else 0.
__device__ __forceinline__ float head_step(float acc, const float (&xf)[4], const unsigned int wa,
                                           const unsigned int wb, const unsigned int wd, const unsigned int sh) {
  const unsigned int q = __funnelshift_r(wa, wb, sh) ^ 0x80808080u;  // bytes q + 128
  const __half2 bias = head_h2(0x64806480u);                           // (1152, 1152)
  const __half2 d2 = head_h2(__byte_perm(wd, 0u, 0x1010u));            // (d, d)
  const __half2 w01 = __hmul2_rn(__hsub2(head_h2(__byte_perm(q, 0x64646464u, 0x4140u)), bias), d2);
  const __half2 w23 = __hmul2_rn(__hsub2(head_h2(__byte_perm(q, 0x64646464u, 0x4342u)), bias), d2);
  float s = __fmul_rn(xf[0], __low2float(w01));
  s = __fmaf_rn(xf[1], __high2float(w01), s);
  s = __fmaf_rn(xf[2], __low2float(w23), s);
  s = __fmaf_rn(xf[3], __high2float(w23), s);
  return __fadd_rn(acc, s);
}

__device__ __forceinline__ void head_x(float (&xf)[4], const __half* __restrict__ xm, unsigned int k0) {
  const uint2 raw = *reinterpret_cast<const uint2*>(xm + k0);
  const __half2 a = *reinterpret_cast<const __half2*>(&raw.x);
  const __half2 b = *reinterpret_cast<const __half2*>(&raw.y);
  xf[0] = __low2float(a);
  xf[1] = __high2float(a);
  xf[2] = __low2float(b);
  xf[3] = __high2float(b);
}

// (x, w, y, M, N, K, power): x [M, K] f16, w [N, K/32] Q8_0 blocks, y [M, N] f32; N % 2 == 0 (a warp's
// two rows both exist), K % 64 == 0 (the loads above).
extern "C" __global__ void __launch_bounds__(128) gemv_head_q8_0_f32(const __half* __restrict__ x,
                                                                    const unsigned char* __restrict__ w,
                                                                    float* __restrict__ y, unsigned int M,
                                                                    unsigned int N, unsigned int K,
                                                                    unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int warp = threadIdx.x >> 5, lane = threadIdx.x & 31u;
  const unsigned int n0 = (blockIdx.x * 4u + warp) * 2u;
  if (n0 >= N) return;  // warp-uniform, no barrier follows
  const unsigned int m = blockIdx.y;
  const unsigned int nb = K >> 5;
  const unsigned int iters = (nb + 3u) >> 2;
  const unsigned int g = lane >> 3, s = lane & 7u;
  const bool even = (g & 1u) == 0u;
  const unsigned int sh = even ? 16u : 0u;  // kb = 4*it + g has g's parity
  const unsigned long long row_bytes = (unsigned long long)nb * 34u;
  const unsigned char* const row0 = w + (unsigned long long)n0 * row_bytes;
  const unsigned char* const qa[2] = {row0 + ((34u * g + 2u + 4u * s) & ~3u),
                                      row0 + row_bytes + ((34u * g + 2u + 4u * s) & ~3u)};
  const unsigned char* const qd[2] = {row0 + 34u * g, row0 + row_bytes + 34u * g};
  const __half* xm = x + (unsigned long long)m * K;
  unsigned int pa[HEAD_PF][2], pb[HEAD_PF][2], pd[HEAD_PF][2];
#pragma unroll
  for (unsigned int p = 0; p < HEAD_PF; ++p) head_load(pa[p], pb[p], pd[p], qa, qd, p, even, 4u * p + g < nb);
  FLTC_GRID_SYNC();
  float px[HEAD_PF][4];
#pragma unroll
  for (unsigned int p = 0; p < HEAD_PF; ++p) {
    const unsigned int kb = 4u * p + g;
    if (kb < nb && m < M) {
      head_x(px[p], xm, kb * 32u + 4u * s);
    } else {
#pragma unroll
      for (unsigned int j = 0; j < 4u; ++j) px[p][j] = 0.0f;
    }
  }
  float acc0 = 0.0f, acc1 = 0.0f;
#pragma unroll
  for (unsigned int p = 0; p < HEAD_PF; ++p) {
    if (4u * p + g < nb) {
      acc0 = head_step(acc0, px[p], pa[p][0], pb[p][0], pd[p][0], sh);
      acc1 = head_step(acc1, px[p], pa[p][1], pb[p][1], pd[p][1], sh);
    }
  }
  for (unsigned int it = HEAD_PF; it < iters; ++it) {
    const unsigned int kb = 4u * it + g;
    if (kb < nb) {
      unsigned int wa[2], wb[2], wd[2];
      head_load(wa, wb, wd, qa, qd, it, even, true);
      float xf[4];
      head_x(xf, xm, kb * 32u + 4u * s);
      acc0 = head_step(acc0, xf, wa[0], wb[0], wd[0], sh);
      acc1 = head_step(acc1, xf, wa[1], wb[1], wd[1], sh);
    }
  }
  const bool upper = (lane & 16u) != 0u;
  float v = __fadd_rn(upper ? acc1 : acc0, __shfl_xor_sync(0xffffffffu, upper ? acc0 : acc1, 16));
  v = __fadd_rn(v, __shfl_xor_sync(0xffffffffu, v, 8));
  v = __fadd_rn(v, __shfl_xor_sync(0xffffffffu, v, 4));
  v = __fadd_rn(v, __shfl_xor_sync(0xffffffffu, v, 2));
  v = __fadd_rn(v, __shfl_xor_sync(0xffffffffu, v, 1));
  const unsigned int n = n0 + (lane >> 4);  // < N: N is even
  if ((lane & 15u) == 0u && m < M) y[(unsigned long long)m * N + n] = fltc_round_to_f16(v);
}

// ------------------------------------------------------------------------------------------------------------
// gemv_head_q8_0_f32_v2: the same head at K = 640, bit for bit gemv_head_q8_0_f32 (so gemv_q8_0_r1c2_f32); only
// the way the weight bytes reach the lanes differs: 16-byte loads into registers, staged through shared memory.
//
// Why: the old entry above most likely waits on instruction issue, not DRAM. At K = 640 its SASS executes about
// 490 instructions per warp and row pair (30 u32/u16 loads per lane, each behind its own branch, with its 64-bit
// address and the registers of predicated-off loads zeroed; every warp loads and widens its x fragments): over the
// 262,144 x 640 table ~122k issue cycles per SM (4 schedulers, 993 row pairs per SM), ~70 us at the H100's
// ~1.75 GHz, about the ~74 us it takes (2.4 TB/s against the ~4.3 TB/s the card copies at). Here:
//  * CTA bx owns HV_T = 4 consecutive tiles of 8 rows (warp w: rows 8*(4*bx + t) + 2w, + 1). A tile is 5,440
//    contiguous bytes, 16-byte aligned (rows are 680 = 8 * 85 bytes: 8 rows are 340 chunks of 16 B), loaded by
//    the CTA's 128 threads with ld.global.nc.v4 (thread i: chunks i, 128 + i and, for i < 84, 256 + i): 3 loads
//    per thread and tile instead of 30 per lane and row pair, each warp instruction 512 contiguous bytes.
//  * Pipelined: tile t's chunks are stored from registers to shared buffer t % 2 (st.shared.v4), then bar.sync,
//    then tile t + 1's loads are issued into the same registers before tile t is computed, so the CTA keeps
//    5,440 bytes in flight while it computes. Tile 0 is loaded before griddepcontrol.wait (w is stable), x after.
//  * The x fragments (20 f32) are loaded and widened once per warp for the 4 tiles.
//  * Every shared read is unconditional, at a per-lane base plus an immediate (no address arithmetic, no
//    branch), and none conflicts: lane (g, s) needs the 4 bytes at row byte 34*kb + 2 + 4s (kb = 4*it + g):
//    for odd g one aligned word, for even g the upper half of word L = 34*kb + 4s and the lower half of L + 4.
//    It reads two words per (row, it), o1 and o2, and one prmt (selector per lane) takes its 4 bytes: for even g
//    o1 is whichever of L, L + 4 has an odd word index and o2 the even one; odd g reads its word twice, except
//    lanes (3, 6) and (3, 7), whose words 32 and 33 (banks 0 and 1) go to o1 and o2 respectively (each reads the
//    other's word in its other slot). Relative to the row and it, the o1 words are {1,3,5,7}, 9..16,
//    {17,19,..,25}, 26..32 and the o2 words {0,2,4,6,8}, 9..16, {18,..,24}, 26..31, 33: no two words of one
//    instruction share a bank (the plain pattern, words s + 8.5g and the next, spans 34 words: two banks hold two
//    words, two wavefronts per read). Every read lies inside its row.
//  * bar.sync (a CTA barrier), not __syncwarp, orders the staging: the verifier orders memory only at CTA
//    barriers (verifier/PTX_SUBSET.md: bar.warp.sync orders no memory in the model), so the proof covers the
//    staging as written. Two buffers, one barrier per tile: tile t + 1's stores (buffer (t + 1) % 2) share a
//    barrier interval only with tile t's reads (buffer t % 2); tile t + 2's stores into buffer t % 2 come after
//    the barrier that a warp passes only once every warp has read tile t.
// Budget (ptxas -v, sm_90): 48 registers (the 20 x values, the 12 words of the chunks in flight; __launch_bounds__
// (128, 10), without which ptxas takes 56: 9 CTAs), no spills, 10,880 bytes of shared memory (two tiles): 10 CTAs
// = 40 warps per SM, 54 KiB of weights in flight per SM (the old entry: 61 registers, 8 CTAs, 43.5 KiB, and only
// until its CTA's one load phase ends). SASS: ~235 instructions per warp and tile (10 block steps of 20, the
// reduction, the staging) plus ~95 per CTA (x, the lane offsets): ~260 per row pair against ~490 (the old entry),
// ~65k issue cycles per SM, under the ~41 us that 178 MB take at 4.3 TB/s.
//
// The arithmetic is gemv_head_q8_0_f32's, step for step: lane l (g = l/8, s = l%8) adds, for it = 0..4, the dot4
// of block kb = 4*it + g, elements 4s..4s+3, to each row's f32 accumulator (hv_step = head_step after the funnel
// shift: the same 4 bytes q, the same byte permutes, f16 subtract and multiply by (d, d), fmul/fma order and
// fadd), and the accumulators meet in the same butterfly; lane 0 stores row n0, lane 16 row n0 + 1.
#define HV_NB 20u                  // Q8_0 blocks per row: K = 640
#define HV_ROW (34u * HV_NB)       // 680 bytes per row
#define HV_PAIR (2u * HV_ROW)      // 1,360 bytes: a warp's two rows
#define HV_TILE (4u * HV_PAIR)     // 5,440 bytes: a CTA's 8 rows
#define HV_CHUNKS (HV_TILE / 16u)  // 340 16-byte chunks per tile
#define HV_T 4u                    // tiles per CTA: grid.x = N / 32

// acc += dot4(x fragment, the 4 weights of the lane's bytes q = qs[4s..4s+3] with scale d): head_step's
// arithmetic from its funnel-shifted word on
__device__ __forceinline__ float hv_step(float acc, const float (&xf)[4], const unsigned int q8, const __half d) {
  const unsigned int q = q8 ^ 0x80808080u;      // bytes q + 128
  const __half2 bias = head_h2(0x64806480u);    // (1152, 1152)
  const __half2 d2 = __half2half2(d);           // (d, d)
  const __half2 w01 = __hmul2_rn(__hsub2(head_h2(__byte_perm(q, 0x64646464u, 0x4140u)), bias), d2);
  const __half2 w23 = __hmul2_rn(__hsub2(head_h2(__byte_perm(q, 0x64646464u, 0x4342u)), bias), d2);
  float s = __fmul_rn(xf[0], __low2float(w01));
  s = __fmaf_rn(xf[1], __high2float(w01), s);
  s = __fmaf_rn(xf[2], __low2float(w23), s);
  s = __fmaf_rn(xf[3], __high2float(w23), s);
  return __fadd_rn(acc, s);
}

// (x, w, y, M, N, K, power) as gemv_head_q8_0_f32; K == 640, N % 32 == 0; grid = (N / 32, M), block.x = 128.
extern "C" __global__ void __launch_bounds__(128, 10) gemv_head_q8_0_f32_v2(const __half* __restrict__ x,
                                                                       const unsigned char* __restrict__ w,
                                                                       float* __restrict__ y, unsigned int M,
                                                                       unsigned int N, unsigned int K,
                                                                       unsigned int power) {
  __shared__ __align__(16) unsigned char hv_buf[2u * HV_TILE];
  FLTC_POWER_GUARD(power);
  const unsigned int m = blockIdx.y;
  if (K != 32u * HV_NB || m >= M) return;  // CTA-uniform, before any barrier
  const unsigned int tid = threadIdx.x;
  const bool third = tid < HV_CHUNKS - 256u;  // threads 0..83 move a third chunk
  const uint4* src = reinterpret_cast<const uint4*>(w) + (unsigned long long)blockIdx.x * (HV_T * HV_CHUNKS) + tid;
  uint4 c0 = __ldg(src), c1 = __ldg(src + 128u), c2 = make_uint4(0u, 0u, 0u, 0u);
  if (third) c2 = __ldg(src + 256u);
  FLTC_GRID_SYNC();
  const unsigned int warp = tid >> 5, lane = tid & 31u, g = lane >> 3, s = lane & 7u;
  // x fragment it of lane l: x[m, 128*it + 4*l .. + 3] (block 4*it + g, elements 4s .. 4s + 3)
  const __half* xm = x + (unsigned long long)m * K;
  float xf[5][4];
#pragma unroll
  for (unsigned int it = 0; it < 5u; ++it) head_x(xf[it], xm, 128u * it + 4u * lane);
  // the lane's two word offsets and prmt selector (see above), and its block's d, in a (row, it) of its pair
  unsigned int o1, o2, sel;
  if ((g & 1u) == 0u) {
    const unsigned int lo = 34u * g + 4u * s;  // word index 8.5*g + s
    const bool lo_odd = (((g >> 1) + s) & 1u) != 0u;
    o1 = lo_odd ? lo : lo + 4u;
    o2 = lo_odd ? lo + 4u : lo;
    sel = lo_odd ? 0x5432u : 0x1076u;  // bytes 2, 3 of the lower word, 0, 1 of the upper
  } else {
    const unsigned int wd = 34u * g + 2u + 4u * s;
    o1 = (g == 3u && s == 7u) ? wd - 4u : wd;
    o2 = (g == 3u && s == 6u) ? wd + 4u : wd;
    sel = (g == 3u && s == 7u) ? 0x7654u : 0x3210u;  // the o2 word, else the o1 word
  }
  o1 += warp * HV_PAIR;
  o2 += warp * HV_PAIR;
  const unsigned int od = warp * HV_PAIR + 34u * g;
  const bool upper = (lane & 16u) != 0u;
  float* yn = y + (unsigned long long)m * N + (unsigned long long)blockIdx.x * (8u * HV_T) + 2u * warp + (lane >> 4);
#pragma unroll
  for (unsigned int t = 0; t < HV_T; ++t) {
    unsigned char* const buf = hv_buf + (t & 1u) * HV_TILE;
    reinterpret_cast<uint4*>(buf)[tid] = c0;
    reinterpret_cast<uint4*>(buf)[128u + tid] = c1;
    if (third) reinterpret_cast<uint4*>(buf)[256u + tid] = c2;
    __syncthreads();
    if (t + 1u < HV_T) {  // tile t + 1 into the registers just stored
      src += HV_CHUNKS;
      c0 = __ldg(src);
      c1 = __ldg(src + 128u);
      if (third) c2 = __ldg(src + 256u);
    }
    float acc0 = 0.0f, acc1 = 0.0f;
#pragma unroll
    for (unsigned int it = 0; it < 5u; ++it) {
      const unsigned char* const r0 = buf + 136u * it;
      const unsigned char* const r1 = r0 + HV_ROW;
      acc0 = hv_step(acc0, xf[it], __byte_perm(*reinterpret_cast<const unsigned int*>(r0 + o1),
                                               *reinterpret_cast<const unsigned int*>(r0 + o2), sel),
                     *reinterpret_cast<const __half*>(r0 + od));
      acc1 = hv_step(acc1, xf[it], __byte_perm(*reinterpret_cast<const unsigned int*>(r1 + o1),
                                               *reinterpret_cast<const unsigned int*>(r1 + o2), sel),
                     *reinterpret_cast<const __half*>(r1 + od));
    }
    float v = __fadd_rn(upper ? acc1 : acc0, __shfl_xor_sync(0xffffffffu, upper ? acc0 : acc1, 16));
    v = __fadd_rn(v, __shfl_xor_sync(0xffffffffu, v, 8));
    v = __fadd_rn(v, __shfl_xor_sync(0xffffffffu, v, 4));
    v = __fadd_rn(v, __shfl_xor_sync(0xffffffffu, v, 2));
    v = __fadd_rn(v, __shfl_xor_sync(0xffffffffu, v, 1));
    if ((lane & 15u) == 0u) yn[8u * t] = fltc_round_to_f16(v);
  }
}
