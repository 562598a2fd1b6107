// Gemma 3 step kernels around the quantised GEMVs of gemv_k.cu (backend/kernels/registry_gemma_step.py):
//   * the binary32 residual stream's RMSNorms and the post-norm + residual add (spec.gemma);
//   * QK RMSNorm + NEOX RoPE + the K/V write for head_dim 256 (spec.gemma.qk_rmsnorm, rope_neox);
//   * greedy argmax over a vocabulary of up to 2^32 - 2 tokens in two stages (spec.sampling step 1).
// f32 math in the order the spec states, one RNE store per f16 output; every entry starts with
// FLTC_POWER_GUARD (nothing is written unless power == 1) and calls FLTC_GRID_SYNC after it has read
// only its stable inputs (weights, tables, the step's host inputs), so a configuration may be a
// programmatic dependent of the kernel before it.
#include "qk_rope.cuh"
#include "wide_rms.cuh"

#define WIDE_THREADS 256u

// ------------------------------------------------------------------------------ binary32 stream
// wide_rms_scale (the f32 row's r, warp-wide): wide_rms.cuh

// y[outrow, :] = RNE_f16((x[inrow, d] * r) * w[d]) with r of the f32 row (warp 0 computes it, thread 0
// publishes it in shared memory; one bar.sync reached by every thread; then thread tid writes
// d = tid + 256*i, predicated d < D).
__device__ __forceinline__ void wide_norm_row(const float* __restrict__ x, const float* __restrict__ w,
                                              __half* __restrict__ y, unsigned long long inoff,
                                              unsigned long long outoff, unsigned int D, float eps, float* rs) {
  const unsigned int tid = threadIdx.x;
  if (tid < 32u) {
    const float r0 = wide_rms_scale(x + inoff, D, eps);
    if (tid == 0u) rs[0] = r0;
  }
  __syncthreads();
  const float r = rs[0];
  const unsigned int iters = (D + WIDE_THREADS - 1u) / WIDE_THREADS;
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int d = it * WIDE_THREADS + tid;
    if (d < D) y[outoff + d] = fltc_f16(__fmul_rn(__fmul_rn(x[inoff + d], r), w[d]));
  }
}

// rmsnorm_wide (spec.gemma.rmsnorm_wide): x f32 [M, D] (the residual stream), w f32 [D], y f16 [M, D]
// (the next GEMV's input). Launch: grid.x = M, block.x = 256.
extern "C" __global__ void __launch_bounds__(256) rmsnorm_wide_f16(const float* __restrict__ x,
                                                                   const float* __restrict__ w,
                                                                   __half* __restrict__ y, unsigned int D,
                                                                   float eps, unsigned int power) {
  FLTC_POWER_GUARD(power);
  __shared__ float rs[1];
  FLTC_GRID_SYNC();
  const unsigned long long row = (unsigned long long)blockIdx.x * D;
  wide_norm_row(x, w, y, row, row, D, eps, rs);
}

// The same of gathered rows: y[i, :] = rmsnorm_wide(x[idx[i], :]) (the last-token row of each sequence
// before the output head). Launch: grid.x = n_out, block.x = 256. Assumption: idx[i] < rows of x.
extern "C" __global__ void __launch_bounds__(256) rmsnorm_wide_rows_f16(const float* __restrict__ x,
                                                                        const unsigned int* __restrict__ idx,
                                                                        const float* __restrict__ w,
                                                                        __half* __restrict__ y, unsigned int D,
                                                                        float eps, unsigned int power) {
  FLTC_POWER_GUARD(power);
  __shared__ float rs[1];
  const unsigned int row = idx[blockIdx.x];  // a step input (stable): read before the wait
  FLTC_GRID_SYNC();
  wide_norm_row(x, w, y, (unsigned long long)row * D, (unsigned long long)blockIdx.x * D, D, eps, rs);
}

// Post-norm + residual add (spec.gemma: x = residual_add_wide(x, spec.norm.rmsnorm_f32(y, w))): y f16
// [M, D] is a linear's output, r its RMSNorm scale in fltc_rms_scale's order (rmsnorm_f16's, common.cuh),
// x f32 [M, D] the stream, updated in place: x[m, d] = fl32(x[m, d] + fl32(fl32(y[m, d] * r) * w[d])).
// Thread tid reads and writes only its own x[m, d]. Launch: grid.x = M, block.x = 256.
// The post-norm add of one row: r of y's row by warp 0 (published through rs[0], one bar.sync reached by every
// thread), then thread tid updates its own d = tid + 256*i. postnorm_add_norm_f32 does the same operations in the
// same order on values it loaded ahead (its loads are split around griddepcontrol.wait).
__device__ __forceinline__ void postnorm_add_row(float* x, const __half* __restrict__ y, const float* __restrict__ w,
                                                 unsigned long long row, unsigned int D, float eps, float* rs) {
  const unsigned int tid = threadIdx.x;
  if (tid < 32u) {
    const float r0 = fltc_rms_scale(y + row, D, eps);
    if (tid == 0u) rs[0] = r0;
  }
  __syncthreads();
  const float r = rs[0];
  const unsigned int iters = (D + WIDE_THREADS - 1u) / WIDE_THREADS;
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int d = it * WIDE_THREADS + tid;
    if (d < D) {
      const float n = __fmul_rn(__fmul_rn(__half2float(y[row + d]), r), w[d]);
      const float v = __fadd_rn(x[row + d], n);
      x[row + d] = v;
    }
  }
}

extern "C" __global__ void __launch_bounds__(256) postnorm_add_f32(float* x, const __half* __restrict__ y,
                                                                   const float* __restrict__ w, unsigned int D,
                                                                   float eps, unsigned int power) {
  FLTC_POWER_GUARD(power);
  __shared__ float rs[1];
  FLTC_GRID_SYNC();
  postnorm_add_row(x, y, w, (unsigned long long)blockIdx.x * D, D, eps, rs);
}

// postnorm_add_f32 then rmsnorm_wide_f16 of the updated row, in one launch (the pair that sits between every two
// linears of a Gemma step but the first and the last): x[m, :] += rmsnorm_f32(y[m, :], w) exactly as
// postnorm_add_f32 (the same r, the same per-element operations), then xn[m, :] = rmsnorm_wide(x[m, :], wn)
// exactly as rmsnorm_wide_f16 (wide_rms_scale's order over the updated row, then its per-element operations),
// so the outputs are bit-identical to the two launches. The updated row is also kept in shared memory (xs):
// warp 0's second r reads it there, never the x it wrote, and each thread's norm outputs use the values it holds
// in registers (D <= WIDE_MAX_D, the family requires it). Thread tid writes x[m, d] and xs[d] for its own
// d = tid + 256*i; warp 0 reads all of xs after a bar.sync reached by every thread. Launch: grid.x = M,
// block.x = 256.
#define WIDE_MAX_D 1024u
static_assert(WIDE_MAX_D % WIDE_THREADS == 0u, "postnorm_add_norm_f32 holds WIDE_MAX_D / WIDE_THREADS per thread");

extern "C" __global__ void __launch_bounds__(256) postnorm_add_norm_f32(float* x, const __half* __restrict__ y,
                                                                        const float* __restrict__ w,
                                                                        const float* __restrict__ wn,
                                                                        __half* __restrict__ xn, unsigned int D,
                                                                        float eps, unsigned int power) {
  FLTC_POWER_GUARD(power);
  __shared__ __align__(16) float xs[WIDE_MAX_D];
  __shared__ float rs[2];
  const unsigned int tid = threadIdx.x;
  constexpr unsigned int PER = WIDE_MAX_D / WIDE_THREADS;  // elements per thread: d = tid + 256*i, i < PER
  // the norm weights (stable: constant over the step) before griddepcontrol.wait, the row's x and y right after
  // it, so the three rounds of loads (warp 0's y, every thread's x/y/w, then wn) become one; the arithmetic and
  // its order are postnorm_add_row's and rmsnorm_wide_f16's (the updated value v is what xs[d] holds)
  float wv[PER], wnv[PER], xv[PER], yv[PER];
#pragma unroll
  for (unsigned int i = 0; i < PER; ++i) {
    const unsigned int d = i * WIDE_THREADS + tid;
    if (d < D) {
      wv[i] = w[d];
      wnv[i] = wn[d];
    }
  }
  FLTC_GRID_SYNC();
  const unsigned long long row = (unsigned long long)blockIdx.x * D;
#pragma unroll
  for (unsigned int i = 0; i < PER; ++i) {
    const unsigned int d = i * WIDE_THREADS + tid;
    if (d < D) {
      xv[i] = x[row + d];
      yv[i] = __half2float(y[row + d]);
    }
  }
  if (tid < 32u) {
    const float r0 = fltc_rms_scale(y + row, D, eps);
    if (tid == 0u) rs[0] = r0;
  }
  __syncthreads();
  const float r = rs[0];
#pragma unroll
  for (unsigned int i = 0; i < PER; ++i) {
    const unsigned int d = i * WIDE_THREADS + tid;
    if (d < D) {
      xv[i] = __fadd_rn(xv[i], __fmul_rn(__fmul_rn(yv[i], r), wv[i]));
      x[row + d] = xv[i];
      xs[d] = xv[i];
    }
  }
  __syncthreads();
  if (tid < 32u) {
    const float r1 = wide_rms_scale(xs, D, eps);
    if (tid == 0u) rs[1] = r1;
  }
  __syncthreads();
  const float r2 = rs[1];
#pragma unroll
  for (unsigned int i = 0; i < PER; ++i) {
    const unsigned int d = i * WIDE_THREADS + tid;
    if (d < D) xn[row + d] = fltc_f16(__fmul_rn(__fmul_rn(xv[i], r2), wnv[i]));
  }
}

// ------------------------------------------------------------------------------ QK-norm + NEOX RoPE + K/V
// qk is [T, q_heads + kv_heads, DH] f16 (the fused q|k GEMV's rows), v [T, kv_heads, DH] f16. Warp h of
// CTA t handles head row h of token t; lane l holds d = l + 32*j and d + DH/2 for j < DH/64 (the NEOX
// pairs (i, i + DH/2), rope_dim = DH):
//   * q|k heads (h < q_heads + kv_heads): ss = the squares in the order j = 0.., first halves then
//     second halves, then the butterfly; r = 1/sqrt(ss/DH + eps) (spec.norm's steps 2-4);
//     n_d = RNE_f16((x_d * r) * w_d) (spec.gemma.qk_rmsnorm stores f16) with w = qkw[0..DH) (q_norm) for
//     q heads and qkw[DH..2*DH) (k_norm) for k heads (one buffer: the host uploads q_norm | k_norm);
//     pair i: y0 = fl(fl(n_i*c) - fl(n_{i+DH/2}*s)), y1 = fl(fl(n_i*s) + fl(n_{i+DH/2}*c)) with c, s
//     from the cos/sin tables at [pos, i] (spec.rope step 4; the RoPE base enters through the tables:
//     local and global layers pass different tables), one RNE store; q -> q_out[t, h], k -> K plane;
//   * v heads (h >= q_heads + kv_heads): copied to the V plane.
// KV addresses as rope_qkv_kv_f16 (kv = the layer's base; slot = physical*16 + token_offset); a slot >=
// n_slots (a padding row) writes nothing to the cache. Assumptions: positions[t] < P (table rows); the
// slots of distinct rows differ. Launch: grid.x = T, block = (32, q_heads + 2*kv_heads).
template <unsigned int DH>
__device__ __forceinline__ void qk_norm_rope_kv(const __half* __restrict__ qk, const __half* __restrict__ v,
                                                const float* __restrict__ qkw,
                                                const unsigned int* __restrict__ positions,
                                                const float* __restrict__ cos_tab, const float* __restrict__ sin_tab,
                                                const unsigned int* __restrict__ slots, __half* __restrict__ q_out,
                                                unsigned char* __restrict__ kv, unsigned int q_heads,
                                                unsigned int kv_heads, float eps, unsigned int n_slots,
                                                unsigned int token_stride, unsigned int page_stride,
                                                unsigned long long plane_stride) {
  constexpr unsigned int HALF = DH / 2u, PER = DH / 64u;
  const unsigned int lane = threadIdx.x, h = threadIdx.y, t = blockIdx.x;
  const unsigned int qkh = q_heads + kv_heads;
  const bool is_q = h < q_heads, is_k = !is_q && h < qkh;
  // stable inputs (weights, tables, the step's positions and slots): before the grid dependency wait
  float c[PER], s[PER], w0[PER], w1[PER];
  unsigned int slot = 0u;
  if (is_q || is_k) {
    const unsigned long long tab = (unsigned long long)positions[t] * HALF;
    const unsigned int wo = is_q ? 0u : DH;
#pragma unroll
    for (unsigned int j = 0; j < PER; ++j) {
      const unsigned int i = lane + 32u * j;
      c[j] = cos_tab[tab + i];
      s[j] = sin_tab[tab + i];
      w0[j] = qkw[wo + i];
      w1[j] = qkw[wo + i + HALF];
    }
  }
  if (!is_q) slot = slots[t];
  FLTC_GRID_SYNC();
  if (is_q || is_k) {
    const __half* src = qk + ((unsigned long long)t * qkh + h) * DH;
    float a[PER], b[PER];
    float ss = 0.0f;
#pragma unroll
    for (unsigned int j = 0; j < PER; ++j) {
      a[j] = __half2float(src[lane + 32u * j]);
      b[j] = __half2float(src[HALF + lane + 32u * j]);
    }
#pragma unroll
    for (unsigned int j = 0; j < PER; ++j) ss = __fadd_rn(ss, __fmul_rn(a[j], a[j]));
#pragma unroll
    for (unsigned int j = 0; j < PER; ++j) ss = __fadd_rn(ss, __fmul_rn(b[j], b[j]));
    const float r = fltc_rms_finish(ss, DH, eps);
    if (is_q) {
      rope_store<PER, HALF>(q_out + ((unsigned long long)t * q_heads + h) * DH, a, b, r, w0, w1, c, s, lane);
    } else if (slot < n_slots) {
      rope_store<PER, HALF>(reinterpret_cast<__half*>(kv + (unsigned long long)(slot >> 4) * page_stride +
                                                      (unsigned long long)(slot & 15u) * token_stride) +
                                (h - q_heads) * DH,
                            a, b, r, w0, w1, c, s, lane);
    }
  } else if (slot < n_slots) {
    const unsigned int kvh = h - qkh;
    const __half* src = v + ((unsigned long long)t * kv_heads + kvh) * DH;
    __half* dst = reinterpret_cast<__half*>(kv + plane_stride + (unsigned long long)(slot >> 4) * page_stride +
                                            (unsigned long long)(slot & 15u) * token_stride) + kvh * DH;
#pragma unroll
    for (unsigned int j = 0; j < 2u * PER; ++j) dst[lane + 32u * j] = src[lane + 32u * j];
  }
}

extern "C" __global__ void qk_norm_rope_kv_d256_f16(const __half* __restrict__ qk, const __half* __restrict__ v,
                                                    const float* __restrict__ qkw,
                                                    const unsigned int* __restrict__ positions,
                                                    const float* __restrict__ cos_tab,
                                                    const float* __restrict__ sin_tab,
                                                    const unsigned int* __restrict__ slots,
                                                    __half* __restrict__ q_out, unsigned char* __restrict__ kv,
                                                    unsigned int q_heads, unsigned int kv_heads, float eps,
                                                    unsigned int n_slots, unsigned int token_stride,
                                                    unsigned int page_stride, unsigned long long plane_stride,
                                                    unsigned int power) {
  FLTC_POWER_GUARD(power);
  qk_norm_rope_kv<256u>(qk, v, qkw, positions, cos_tab, sin_tab, slots, q_out, kv, q_heads, kv_heads, eps,
                        n_slots, token_stride, page_stride, plane_stride);
}

// ------------------------------------------------------------------------------ greedy over a large vocabulary
// Token i of a row gets the 64-bit key K_i = (ord(l_i) << 32) | (0xFFFFFFFF - i), ord the order-preserving
// u32 image of the f32 logit (+0 and -0 equal): keys are distinct and the largest key is the largest logit
// at the lowest index (spec.sampling step 1: ties -> lowest index), for any V < 2^32.
#define GREEDY_THREADS 256u
#define GREEDY_BAD 0xFFFFFFFFFFFFFFFFull  // a part with a NaN or +Inf logit (above every real key)
#define GREEDY_INVALID 0xFFFFFFFFu

__device__ __forceinline__ unsigned long long greedy_key(float l, unsigned int i) {
  const unsigned int b = __float_as_uint(l == 0.0f ? 0.0f : l);
  const unsigned int ord = (b & 0x80000000u) ? ~b : (b | 0x80000000u);
  return ((unsigned long long)ord << 32) | (unsigned long long)(0xFFFFFFFFu - i);
}

__device__ __forceinline__ unsigned long long greedy_warp_max(unsigned long long v) {
#pragma unroll
  for (unsigned int o = 16; o > 0; o >>= 1) {
    const unsigned long long w = __shfl_xor_sync(0xffffffffu, v, o);
    v = w > v ? w : v;
  }
  return v;
}

// Stage 1: CTA (p, b) scans logits[b, p*chunk .. (p+1)*chunk) (chunk % 1024 == 0, V = parts * chunk) in
// 4-element loads: thread tid takes i4 = 256*it + tid of the part; its best key (the first maximum of its
// elements under a float compare), then the warps' maxima, then thread 0 takes the 8 warp maxima in order
// and writes part[b, p] (GREEDY_BAD if any element is NaN or +Inf). Launch: grid = (parts, B), block 256.
extern "C" __global__ void __launch_bounds__(256) greedy_part_f32(const float* __restrict__ logits,
                                                                  unsigned long long* __restrict__ part,
                                                                  unsigned int chunk, unsigned int power) {
  FLTC_POWER_GUARD(power);
  __shared__ unsigned long long red[GREEDY_THREADS / 32u];
  __shared__ unsigned int redbad[GREEDY_THREADS / 32u];
  const unsigned int tid = threadIdx.x, p = blockIdx.x, b = blockIdx.y;
  FLTC_GRID_SYNC();
  const unsigned long long V = (unsigned long long)gridDim.x * chunk;
  const float* x = logits + (unsigned long long)b * V + (unsigned long long)p * chunk;
  const unsigned int base = p * chunk;
  const unsigned int iters = chunk / (4u * GREEDY_THREADS);
  float best = -INFINITY;
  unsigned int bi = base + 4u * tid;
  unsigned int bad = 0u;
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int e = 4u * (it * GREEDY_THREADS + tid);
    const float4 q = *reinterpret_cast<const float4*>(x + e);
    const float v[4] = {q.x, q.y, q.z, q.w};
#pragma unroll
    for (unsigned int j = 0; j < 4u; ++j) {
      if (v[j] != v[j] || v[j] == INFINITY) bad = 1u;
      if (v[j] > best) {
        best = v[j];
        bi = base + e + j;
      }
    }
  }
  unsigned long long k = greedy_warp_max(greedy_key(best, bi));
  bad = __any_sync(0xffffffffu, bad != 0u) ? 1u : 0u;
  if ((tid & 31u) == 0u) {
    red[tid >> 5] = k;
    redbad[tid >> 5] = bad;
  }
  __syncthreads();
  if (tid == 0u) {
    unsigned long long m = red[0];
    unsigned int anybad = redbad[0];
#pragma unroll
    for (unsigned int w = 1; w < GREEDY_THREADS / 32u; ++w) {
      m = red[w] > m ? red[w] : m;
      anybad |= redbad[w];
    }
    part[(unsigned long long)b * gridDim.x + p] = anybad ? GREEDY_BAD : m;
  }
}

// Stage 2: warp b takes the maximum of part[b, 0..parts) (lane l: parts l, l + 32, ...) and lane 0 writes
// the token: 0xFFFFFFFF - (key & 0xFFFFFFFF), or GREEDY_INVALID if a part was bad or every logit is -Inf
// (the top key's value bits are ord(-Inf) = 0x007FFFFF; the spec raises ValueError there).
// Launch: grid.x = B, block.x = 32.
extern "C" __global__ void __launch_bounds__(32) greedy_final(const unsigned long long* __restrict__ part,
                                                              unsigned int* __restrict__ tokens, unsigned int parts,
                                                              unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int lane = threadIdx.x, b = blockIdx.x;
  FLTC_GRID_SYNC();
  const unsigned int iters = (parts + 31u) >> 5;
  unsigned long long m = 0ull;
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int i = 32u * it + lane;
    if (i < parts) {
      const unsigned long long k = part[(unsigned long long)b * parts + i];
      m = k > m ? k : m;
    }
  }
  m = greedy_warp_max(m);
  if (lane == 0u) {
    const bool bad = m == GREEDY_BAD || (m >> 32) == 0x007FFFFFull;
    tokens[b] = bad ? GREEDY_INVALID : 0xFFFFFFFFu - (unsigned int)(m & 0xFFFFFFFFull);
  }
}

// ------------------------------------------------------------------------------ sliding-window attention, d256
// Paged attention for head_dim 256 over the last `window` positions (spec.sliding_window; window >= max_context
// is the causal attention of spec.attention: Gemma's global layers), the three passes of paged_attention_f16
// (attention.cu) without an online softmax, so spec.attention's bound applies with no extra rounding.
// Row r (a decode sequence, or one prefill query at position p with seq_len p + 1) attends to keys
// lo .. seq_len - 1 of its block-table row, lo = seq_len - window if seq_len > window, else 0 (the keys j with
// p - window < j <= p). Query head h = y*group + x uses kv head y. Per key (f32, RNE): s_j = fl(fl(q . k_j)
// * scale) (four partial sums over the dims, then ((p0+p1)+(p2+p3))); m = max_j s_j (butterfly, then the warps
// in order); p_j = exp(s_j - m); l = sum p_j (butterfly, then the warps in order); n_d = sum_j p_j v_jd (key
// group g = tid/32 sums keys lo + 8k + g ascending, eight keys per loop trip, lane l dims 8l..8l+7; the 8 group
// sums in group order); o_d = fl16(n_d / l) (0 when seq_len = 0). Scores live in shared memory: n = seq_len - lo <=
// min(window, max_context) <= ATT256_MAX_KEYS (the registry's families require it). Launch: grid (group,
// kv_heads, R), block 256; loops run ceil(n / 256) (passes 1-2) and ceil(n / 64) (pass 3) trips, uniform in the
// CTA; every bar.sync is reached by all threads. Assumptions: block_tables entries < physical_blocks,
// seq_lens <= max_context, max_blocks == max_context / 16.
#define ATT256_THREADS 256u
#define ATT256_MAX_KEYS 8192u

__device__ __forceinline__ float att256_reduce_max(float v, float* red, unsigned int tid) {
  v = fltc_warp_max(v);
  if ((tid & 31u) == 0u) red[tid >> 5] = v;
  __syncthreads();
  float m = red[0];
#pragma unroll
  for (unsigned int i = 1; i < ATT256_THREADS / 32u; ++i) m = fmaxf(m, red[i]);
  __syncthreads();  // red is reused by the next reduction
  return m;
}

__device__ __forceinline__ float att256_reduce_sum(float v, float* red, unsigned int tid) {
  v = fltc_warp_sum(v);
  if ((tid & 31u) == 0u) red[tid >> 5] = v;
  __syncthreads();
  float s = red[0];
#pragma unroll
  for (unsigned int i = 1; i < ATT256_THREADS / 32u; ++i) s = __fadd_rn(s, red[i]);
  __syncthreads();
  return s;
}

extern "C" __global__ void __launch_bounds__(256) attention_window_d256_f16(
    const __half* __restrict__ q, const unsigned char* __restrict__ kv,
    const unsigned int* __restrict__ block_tables, const unsigned int* __restrict__ seq_lens,
    __half* __restrict__ out, unsigned int q_heads, unsigned int group, unsigned int max_blocks,
    unsigned int token_stride, unsigned int page_stride, unsigned long long plane_stride, float scale,
    unsigned int window, unsigned int power) {
  FLTC_POWER_GUARD(power);
  constexpr unsigned int HD = 256u;
  __shared__ float qf[HD];
  __shared__ float sc[ATT256_MAX_KEYS];
  __shared__ float red[ATT256_THREADS / 32u];
  __shared__ float part[8u * HD];
  const unsigned int tid = threadIdx.x;
  const unsigned int kvh = blockIdx.y;
  const unsigned int h = blockIdx.y * group + blockIdx.x;
  const unsigned int r = blockIdx.z;
  const unsigned int seq_len = seq_lens[r];  // a step input (stable): read before the wait
  const unsigned int lo = seq_len > window ? seq_len - window : 0u;
  const unsigned int n = seq_len - lo;
  const unsigned int* table = block_tables + (unsigned long long)r * max_blocks;
  const unsigned long long qoff = ((unsigned long long)r * q_heads + h) * HD;
  const unsigned char* kbase = kv + kvh * (HD * 2u);
  const unsigned char* vbase = kbase + plane_stride;
  FLTC_GRID_SYNC();
  qf[tid] = __half2float(q[qoff + tid]);
  __syncthreads();
  // Pass 1: scores of keys lo + i, i = 256*it + tid < n
  const unsigned int key_iters = (n + ATT256_THREADS - 1u) / ATT256_THREADS;
  float mloc = -INFINITY;
  for (unsigned int it = 0; it < key_iters; ++it) {
    const unsigned int i = it * ATT256_THREADS + tid;
    float s = -INFINITY;
    if (i < n) {
      const unsigned int j = lo + i;
      const unsigned int phys = table[j >> 4];
      const uint4* kp = reinterpret_cast<const uint4*>(
          kbase + (unsigned long long)phys * page_stride + (unsigned long long)(j & 15u) * token_stride);
      float dp[4] = {0.0f, 0.0f, 0.0f, 0.0f};
#pragma unroll 8
      for (unsigned int c = 0; c < HD / 8u; ++c) {
        const uint4 raw = kp[c];
        const __half2* hp = reinterpret_cast<const __half2*>(&raw);
#pragma unroll
        for (unsigned int u = 0; u < 4u; ++u) {
          const float2 kf = __half22float2(hp[u]);
          dp[u] = __fadd_rn(dp[u], __fmul_rn(qf[8u * c + 2u * u], kf.x));
          dp[u] = __fadd_rn(dp[u], __fmul_rn(qf[8u * c + 2u * u + 1u], kf.y));
        }
      }
      s = __fmul_rn(__fadd_rn(__fadd_rn(dp[0], dp[1]), __fadd_rn(dp[2], dp[3])), scale);
      mloc = fmaxf(mloc, s);
      sc[i] = s;
    }
  }
  const float m = att256_reduce_max(mloc, red, tid);
  // Pass 2: p_i = exp(s_i - m) in place, l = sum p_i (each thread rewrites only its own scores)
  float lloc = 0.0f;
  for (unsigned int it = 0; it < key_iters; ++it) {
    const unsigned int i = it * ATT256_THREADS + tid;
    if (i < n) {
      const float p = expf(__fsub_rn(sc[i], m));
      sc[i] = p;
      lloc = __fadd_rn(lloc, p);
    }
  }
  const float l = att256_reduce_sum(lloc, red, tid);  // its barriers publish sc to all threads
  // Pass 3: warp g (key group g = tid / 32) sums p_i v_i over its keys i = 8k + g ascending, lane l dims
  // 8l .. 8l + 7 (one 16-byte load per key: a warp reads a key's whole V row); a loop trip covers 64 keys, the
  // eight loads of a warp issued before any is used
  const unsigned int grp = tid >> 5;
  const unsigned int d8 = (tid & 31u) * 8u;
  const unsigned int v_iters = (n + 63u) >> 6;
  float acc[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
#pragma unroll 1  // a counted loop (k < v_iters, k += 1): its termination has a ranking function for any n
  for (unsigned int k = 0; k < v_iters; ++k) {
    uint4 raw[8];
    float p[8];
#pragma unroll
    for (unsigned int u = 0; u < 8u; ++u) {
      const unsigned int i = 64u * k + 8u * u + grp;
      raw[u] = make_uint4(0u, 0u, 0u, 0u);
      p[u] = 0.0f;
      if (i < n) {
        const unsigned int j = lo + i;
        const unsigned int phys = table[j >> 4];
        raw[u] = *reinterpret_cast<const uint4*>(vbase + (unsigned long long)phys * page_stride +
                                                 (unsigned long long)(j & 15u) * token_stride + 2u * d8);
        p[u] = sc[i];
      }
    }
#pragma unroll
    for (unsigned int u = 0; u < 8u; ++u) {
      if (64u * k + 8u * u + grp < n) {
        const __half2* hp = reinterpret_cast<const __half2*>(&raw[u]);
#pragma unroll
        for (unsigned int e = 0; e < 4u; ++e) {
          const float2 vf = __half22float2(hp[e]);
          acc[2u * e] = __fadd_rn(acc[2u * e], __fmul_rn(p[u], vf.x));
          acc[2u * e + 1u] = __fadd_rn(acc[2u * e + 1u], __fmul_rn(p[u], vf.y));
        }
      }
    }
  }
#pragma unroll
  for (unsigned int e = 0; e < 8u; ++e) part[grp * HD + d8 + e] = acc[e];
  __syncthreads();
  float total = part[tid];
#pragma unroll
  for (unsigned int g = 1; g < 8u; ++g) total = __fadd_rn(total, part[g * HD + tid]);
  out[qoff + tid] = fltc_f16(l > 0.0f ? __fdiv_rn(total, l) : 0.0f);
}

// ------------------------------------------------------------------------------ scaled embedding (the f32 stream)
// x[t, d] = fl32(RNE_f16(qs * scale_block) * scale) for the Q8_0 row ids[t] (spec.gemma.scale_embedding of
// spec.embedding(dequantize(table), ids): the dequantised f16 value, widened exactly, times fl32(sqrt(hidden))).
// Launch: grid = (ceil(D/256), T), block.x = 256. As embedding_q8_0_f16, an id >= V reads nothing and gives a
// zero row (the host refuses such a token before it uses anything computed from it).
extern "C" __global__ void __launch_bounds__(256) embedding_q8_0_scaled_f32(const unsigned char* __restrict__ table,
                                                                            const unsigned int* __restrict__ ids,
                                                                            float* __restrict__ out, unsigned int D,
                                                                            unsigned int V, float scale,
                                                                            unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int d = blockIdx.x * blockDim.x + threadIdx.x;
  if (d >= D) return;
  const unsigned int t = blockIdx.y;
  const unsigned int id = ids[t];
  float v = 0.0f;
  if (id < V) {
    const unsigned char* blk = table + (unsigned long long)id * ((D >> 5) * 34u) + (d >> 5) * 34u;
    v = __fmul_rn(fltc_round_to_f16(__fmul_rn((float)(int)(signed char)blk[2u + (d & 31u)], fltc_ld_f16(blk))),
                  scale);
  }
  out[(unsigned long long)t * D + d] = v;
}
