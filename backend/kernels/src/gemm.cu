// Tensor-core GEMM for prefill / batches: C[M, N] = A[M, K] · B[N, K]^T (the spec's
// linear(x, w) = gemm(x, w.T)), f16 inputs, f32 accumulation; two entries, one body:
//   gemm_f16_tc      one RNE to f16 per output (spec.gemm.linear)
//   gemm_f16_f32_tc  the same RNE to f16, widened exactly to f32: f32(spec.gemm.linear), the tied head's f32
//                    logits as gemv_q8_0_f32 stores them (so the head's spec is one at every row count)
// mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 (A row-major, B given as [N, K] row-major
// = the "col" operand). Accumulation order: k ascending in steps of 16; inside a step the tensor
// core's own order (bound: spec.gemm.gemm_bound). The k-tiles are double-buffered (tile kt + 1 is loaded into
// registers while the tensor cores work on tile kt): the order above does not depend on it.
//
// Launch: block.x = 128 (4 warps, 2x2, each a 32x32 sub-tile), grid = (ceil(N/64), ceil(M/64)),
// static shared memory only (two stages of 2 * 64 * 40 halves = 20480 bytes).
// Tails: rows >= M and cols >= N are loaded as zero and never stored; K tail by zero fill of
// whole 8-element chunks. Precondition (the launch family asserts it): K % 8 == 0.
// No early return after the power guard: every thread reaches both bar.sync of every k-tile.
#include "common.cuh"

#define BM 64u
#define BN 64u
#define BK 32u
#define LDS 40u  // padded shared row length (halves): conflict-free fragment loads
static_assert(BM == BN, "the A and B stages have one size (the stage offset is BM * LDS for both)");

__device__ __forceinline__ void mma_16816(float* c, const unsigned int* a, const unsigned int* b) {
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, "
      "{%0,%1,%2,%3};\n"
      : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
}

template <typename Out> __device__ __forceinline__ Out gemm_out(float v);
template <> __device__ __forceinline__ __half gemm_out<__half>(float v) { return fltc_f16(v); }
template <> __device__ __forceinline__ float gemm_out<float>(float v) { return fltc_round_to_f16(v); }

// One k-tile (k0 .. k0 + BK - 1) of both operands, global -> registers: 64 rows x 4 chunks of 8 halves per
// operand, 2 chunks per thread; rows >= M (cols >= N) and chunks at or past K are zeros.
__device__ __forceinline__ void gemm_load_tile(const __half* __restrict__ A, const __half* __restrict__ B,
                                               unsigned int M, unsigned int N, unsigned int K, unsigned int row0,
                                               unsigned int col0, unsigned int k0, unsigned int tid, uint4* pa,
                                               uint4* pb) {
#pragma unroll
  for (unsigned int c = 0; c < 2u; ++c) {
    const unsigned int idx = tid + c * 128u;
    const unsigned int r = idx >> 2, ch = idx & 3u;
    const unsigned int gk = k0 + ch * 8u;
    pa[c] = make_uint4(0u, 0u, 0u, 0u);
    pb[c] = make_uint4(0u, 0u, 0u, 0u);
    if (row0 + r < M && gk < K) pa[c] = *reinterpret_cast<const uint4*>(A + (unsigned long long)(row0 + r) * K + gk);
    if (col0 + r < N && gk < K) pb[c] = *reinterpret_cast<const uint4*>(B + (unsigned long long)(col0 + r) * K + gk);
  }
}

// The registers of gemm_load_tile -> one shared stage (As, Bs: that stage's tiles).
__device__ __forceinline__ void gemm_store_tile(__half* As, __half* Bs, unsigned int tid, const uint4* pa,
                                                const uint4* pb) {
#pragma unroll
  for (unsigned int c = 0; c < 2u; ++c) {
    const unsigned int idx = tid + c * 128u;
    const unsigned int r = idx >> 2, ch = idx & 3u;
    *reinterpret_cast<uint4*>(As + r * LDS + ch * 8u) = pa[c];
    *reinterpret_cast<uint4*>(Bs + r * LDS + ch * 8u) = pb[c];
  }
}

// The body of both entries (they declare the shared tiles, so the PTX names them after the entry).
template <typename Out>
__device__ __forceinline__ void gemm_tc(const __half* __restrict__ A, const __half* __restrict__ B,
                                        Out* __restrict__ C, unsigned int M, unsigned int N,
                                        unsigned int K, __half* As, __half* Bs) {
  const unsigned int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31u;
  const unsigned int wm = (warp >> 1) * 32u, wn = (warp & 1u) * 32u;
  const unsigned int g = lane >> 2, t = lane & 3u;
  const unsigned int row0 = blockIdx.y * BM, col0 = blockIdx.x * BN;
  float acc[2][4][4];
#pragma unroll
  for (unsigned int i = 0; i < 2u; ++i)
#pragma unroll
    for (unsigned int j = 0; j < 4u; ++j)
#pragma unroll
      for (unsigned int e = 0; e < 4u; ++e) acc[i][j][e] = 0.0f;

  // Register-prefetched double buffer: tile kt + 1 is loaded from global memory into registers before the
  // tensor cores work on tile kt (its load latency hides behind them), then stored to the other shared stage.
  // One bar.sync per k-tile: in trip kt the threads read stage kt & 1 and write stage (kt + 1) & 1, which was
  // last read in trip kt - 1, before the bar.sync that ended it. The accumulation order is unchanged.
  const unsigned int ktiles = (K + BK - 1u) / BK;
  uint4 pa[2], pb[2];
  gemm_load_tile(A, B, M, N, K, row0, col0, 0u, tid, pa, pb);
  gemm_store_tile(As, Bs, tid, pa, pb);
  __syncthreads();
  for (unsigned int kt = 0; kt < ktiles; ++kt) {
    const unsigned int cur = (kt & 1u) * (BM * LDS);
    const unsigned int nxt = ((kt + 1u) & 1u) * (BM * LDS);
    const bool more = kt + 1u < ktiles;
    if (more) gemm_load_tile(A, B, M, N, K, row0, col0, (kt + 1u) * BK, tid, pa, pb);
#pragma unroll
    for (unsigned int kk = 0; kk < BK; kk += 16u) {
      unsigned int a[2][4], b[4][2];
#pragma unroll
      for (unsigned int i = 0; i < 2u; ++i) {
        const unsigned int r = wm + i * 16u + g;
        a[i][0] = *reinterpret_cast<const unsigned int*>(As + cur + r * LDS + kk + 2u * t);
        a[i][1] = *reinterpret_cast<const unsigned int*>(As + cur + (r + 8u) * LDS + kk + 2u * t);
        a[i][2] = *reinterpret_cast<const unsigned int*>(As + cur + r * LDS + kk + 2u * t + 8u);
        a[i][3] = *reinterpret_cast<const unsigned int*>(As + cur + (r + 8u) * LDS + kk + 2u * t + 8u);
      }
#pragma unroll
      for (unsigned int j = 0; j < 4u; ++j) {
        const unsigned int n = wn + j * 8u + g;
        b[j][0] = *reinterpret_cast<const unsigned int*>(Bs + cur + n * LDS + kk + 2u * t);
        b[j][1] = *reinterpret_cast<const unsigned int*>(Bs + cur + n * LDS + kk + 2u * t + 8u);
      }
#pragma unroll
      for (unsigned int i = 0; i < 2u; ++i)
#pragma unroll
        for (unsigned int j = 0; j < 4u; ++j) mma_16816(acc[i][j], a[i], b[j]);
    }
    if (more) gemm_store_tile(As + nxt, Bs + nxt, tid, pa, pb);
    __syncthreads();
  }
  // Fragment layout of the f32 accumulator: c0,c1 -> (row g, cols 2t, 2t+1); c2,c3 -> row g+8.
#pragma unroll
  for (unsigned int i = 0; i < 2u; ++i) {
#pragma unroll
    for (unsigned int j = 0; j < 4u; ++j) {
      const unsigned int r = row0 + wm + i * 16u + g;
      const unsigned int c = col0 + wn + j * 8u + 2u * t;
      if (r < M) {
        if (c < N) C[(unsigned long long)r * N + c] = gemm_out<Out>(acc[i][j][0]);
        if (c + 1u < N) C[(unsigned long long)r * N + c + 1u] = gemm_out<Out>(acc[i][j][1]);
      }
      if (r + 8u < M) {
        if (c < N) C[(unsigned long long)(r + 8u) * N + c] = gemm_out<Out>(acc[i][j][2]);
        if (c + 1u < N) C[(unsigned long long)(r + 8u) * N + c + 1u] = gemm_out<Out>(acc[i][j][3]);
      }
    }
  }
}

// One entry per output type: (A, B, C, M, N, K, power); each declares the shared tiles (named after it in the PTX).
#define GEMM_ENTRY(NAME, OUT)                                                                                    \
  extern "C" __global__ void __launch_bounds__(128) NAME(const __half* __restrict__ A,                           \
                                                         const __half* __restrict__ B, OUT* __restrict__ C,      \
                                                         unsigned int M, unsigned int N, unsigned int K,          \
                                                         unsigned int power) {                                   \
    FLTC_POWER_GUARD(power);                                                                                     \
    __shared__ __align__(16) __half As[2u * BM * LDS];                                                           \
    __shared__ __align__(16) __half Bs[2u * BN * LDS];                                                           \
    gemm_tc<OUT>(A, B, C, M, N, K, As, Bs);                                                                      \
  }

GEMM_ENTRY(gemm_f16_tc, __half)
GEMM_ENTRY(gemm_f16_f32_tc, float)
