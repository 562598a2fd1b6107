// Row-wise and element-wise operators: RMSNorm, fused SwiGLU, residual add, Q8_0 embedding rows.
// f16 storage, f32 math in the order the spec states, one RNE store per output element.
#include "common.cuh"

#define NORM_THREADS 256u

// RMSNorm (spec.norm): ss = sum x^2 (f32, any order), mean = ss/D, t = mean + eps,
// r = 1/sqrt(t) (correctly rounded sqrt and division), y = (x*r)*w, one RNE store.
// w is F32 storage (the GGUF norm weights are F32: copied directly, same storage type).
// Launch: grid.x = M rows, block.x = 256. Warp 0 computes r in the canonical order of
// fltc_rms_scale (common.cuh; the norm-fused GEMVs use the same, so both paths agree bit for bit)
// and thread 0 publishes it in shared memory; one bar.sync, reached by all threads (no early
// return); then thread tid writes d = tid + 256*i, i < ceil(D/256), predicated d < D.
__device__ __forceinline__ void rmsnorm_row(const __half* __restrict__ x, const float* __restrict__ w,
                                            __half* __restrict__ y, unsigned long long rowoff,
                                            unsigned long long outoff, unsigned int D, float eps,
                                            float* rs) {
  const unsigned int tid = threadIdx.x;
  if (tid < 32u) {
    const float r0 = fltc_rms_scale(x + rowoff, D, eps);
    if (tid == 0u) rs[0] = r0;
  }
  __syncthreads();
  const float r = rs[0];
  const unsigned int iters = (D + NORM_THREADS - 1u) / NORM_THREADS;
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int d = it * NORM_THREADS + tid;
    if (d < D) {
      const float v = __half2float(x[rowoff + d]);
      y[outoff + d] = fltc_f16(__fmul_rn(__fmul_rn(v, r), w[d]));
    }
  }
}

extern "C" __global__ void __launch_bounds__(256) rmsnorm_f16(const __half* __restrict__ x,
                                                              const float* __restrict__ w,
                                                              __half* __restrict__ y, unsigned int D,
                                                              float eps, unsigned int power) {
  FLTC_POWER_GUARD(power);
  __shared__ float rs[1];
  const unsigned long long rowoff = (unsigned long long)blockIdx.x * D;
  rmsnorm_row(x, w, y, rowoff, rowoff, D, eps, rs);
}

// RMSNorm of gathered rows: y[i, :] = rmsnorm(x[idx[i], :]) (the last-token row of each sequence
// before the output head: the row gather and the final norm in one launch, same arithmetic as
// rmsnorm_f16). Launch: grid.x = n_out, block.x = 256. Assumption: idx[i] < rows of x.
extern "C" __global__ void __launch_bounds__(256) rmsnorm_rows_f16(const __half* __restrict__ x,
                                                                   const unsigned int* __restrict__ idx,
                                                                   const float* __restrict__ w,
                                                                   __half* __restrict__ y, unsigned int D,
                                                                   float eps, unsigned int power) {
  FLTC_POWER_GUARD(power);
  __shared__ float rs[1];
  const unsigned int row = idx[blockIdx.x];  // a step input (stable): read before the grid dependency wait
  FLTC_GRID_SYNC();
  rmsnorm_row(x, w, y, (unsigned long long)row * D, (unsigned long long)blockIdx.x * D, D, eps, rs);
}

// SwiGLU (spec.activation.swiglu): e = exp(-g), den = 1 + e, s = g/den, y = s*up, one RNE store.
// exp is CUDA's expf (<= 2 ulp, within spec EXP_REL_ERR). Launch: grid.x = ceil(n/256), block 256.
extern "C" __global__ void __launch_bounds__(256) swiglu_f16(const __half* __restrict__ gate,
                                                             const __half* __restrict__ up,
                                                             __half* __restrict__ out, unsigned int n,
                                                             unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const float g = __half2float(gate[i]);
  const float e = expf(-g);
  const float s = __fdiv_rn(g, __fadd_rn(1.0f, e));
  out[i] = fltc_f16(__fmul_rn(s, __half2float(up[i])));
}

// SwiGLU over the fused gate|up projection: gu is [M, 2F] (row m = gate[m, 0..F) | up[m, 0..F)),
// out[m, f] = swiglu(gu[m, f], gu[m, F + f]) with the arithmetic of swiglu_f16.
// Launch: grid = (ceil(F/256), M), block.x = 256.
extern "C" __global__ void __launch_bounds__(256) swiglu_rows_f16(const __half* __restrict__ gu,
                                                                  __half* __restrict__ out, unsigned int F,
                                                                  unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int f = blockIdx.x * blockDim.x + threadIdx.x;
  if (f >= F) return;
  const unsigned long long m = blockIdx.y;
  const float g = __half2float(gu[m * (2ull * F) + f]);
  const float e = expf(-g);
  const float s = __fdiv_rn(g, __fadd_rn(1.0f, e));
  out[m * F + f] = fltc_f16(__fmul_rn(s, __half2float(gu[m * (2ull * F) + F + f])));
}

// Residual add (spec.residual): out = RNE_f16(f32(a) + f32(b)). Out-of-place; a, b, out disjoint.
extern "C" __global__ void __launch_bounds__(256) residual_add_f16(const __half* __restrict__ a,
                                                                   const __half* __restrict__ b,
                                                                   __half* __restrict__ out, unsigned int n,
                                                                   unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[i] = fltc_f16(__fadd_rn(__half2float(a[i]), __half2float(b[i])));
}

// In-place residual add: x[i] = RNE_f16(f32(x[i]) + f32(y[i])); thread i reads and writes only x[i].
extern "C" __global__ void __launch_bounds__(256) residual_add_inplace_f16(__half* x,
                                                                           const __half* __restrict__ y,
                                                                           unsigned int n,
                                                                           unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  x[i] = fltc_f16(__fadd_rn(__half2float(x[i]), __half2float(y[i])));
}

// Embedding lookup from a Q8_0 table [V, D] (row = D/32 blocks of 34 bytes): out[t, d] =
// RNE_f16(qs*scale) of row ids[t] (= spec.embedding(dequantize(table), ids), exact).
// Launch: grid = (ceil(D/256), T), block.x = 256. ids are data and may lie outside the vocabulary:
// the batch-1 greedy stream feeds the device sampler's token back unseen by the host, and that is
// 0xFFFFFFFF for a row with no valid draw. Such an id reads nothing and gives a zero row; the host
// refuses the token before it uses anything computed from it.
extern "C" __global__ void __launch_bounds__(256) embedding_q8_0_f16(const unsigned char* __restrict__ table,
                                                                     const unsigned int* __restrict__ ids,
                                                                     __half* __restrict__ out, unsigned int D,
                                                                     unsigned int V, unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int d = blockIdx.x * blockDim.x + threadIdx.x;
  if (d >= D) return;
  const unsigned int t = blockIdx.y;
  const unsigned int id = ids[t];
  float v = 0.0f;
  if (id < V) {
    const unsigned char* blk = table + (unsigned long long)id * ((D >> 5) * 34u) + (d >> 5) * 34u;
    v = __fmul_rn((float)(int)(signed char)blk[2u + (d & 31u)], fltc_ld_f16(blk));
  }
  out[(unsigned long long)t * D + d] = fltc_f16(v);
}

// Row gather: out[i, :] = x[idx[i], :] (exact copy), e.g. the last-token row of each sequence
// before the final norm and the output head. Launch: grid = (ceil(D/256), n_out), block.x = 256.
// Assumption: idx[i] < rows of x.
extern "C" __global__ void __launch_bounds__(256) gather_rows_f16(const __half* __restrict__ x,
                                                                  const unsigned int* __restrict__ idx,
                                                                  __half* __restrict__ out, unsigned int D,
                                                                  unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int d = blockIdx.x * blockDim.x + threadIdx.x;
  if (d >= D) return;
  const unsigned int i = blockIdx.y;
  const unsigned int row = idx[i];
  out[(unsigned long long)i * D + d] = x[(unsigned long long)row * D + d];
}

// Word copy: dst[i] = src[i], i < n. The batch-1 decode graph's first launch: src is the host's
// pinned, device-mapped staging of the step's inputs, so one kernel read over the host link replaces
// a copy-engine transfer (measured on the H200: a copy node cost ~9 us of the step).
// Launch: grid.x = ceil(n/256), block.x = 256.
extern "C" __global__ void __launch_bounds__(256) copy_u32(const unsigned int* __restrict__ src,
                                                           unsigned int* __restrict__ dst, unsigned int n,
                                                           unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] = src[i];
}
