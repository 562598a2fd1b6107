// Token sampling (spec.sampling): greedy, temperature, top-k, top-p with Philox4x32-10.
// One CTA (1024 threads) per row; f32 and f16 logits entry points share one template.
//
// Ranking without a sort: token i gets the 48-bit key K_i = (ord(z_i) << 16) | (0xFFFF - i), where
// ord is the order-preserving u32 image of the f32 z_i (+0 and -0 equal). Keys are distinct and
// K_i > K_j  <=>  i ranks before j in the spec (z descending, ties -> lower index); V <= 65536.
// Every rank-order quantity the spec uses is found by a 48-step bisection over keys:
//   top-k cut  : the largest kappa with #{K_i >= kappa} >= top_k;
//   top-p cut  : the largest kappa with M(kappa) >= top_p, M(kappa) = sum_{kept, K_i >= kappa} p_i
//                (= C_{rank(kappa)}), default the last kept rank;
//   the draw   : target = fl32(u * M(cut)); the token is the largest kappa in [cut, Kmax] with
//                M(kappa) > target (= the first rank r with C_r > target), default the cut.
// Differences from the spec: S and the C_r are sums in a fixed tree order, not sequential, so a
// C_r can differ by a few ulp; a draw can then differ only where target is within that distance
// of a C_r (spec.sampling.draw_margin measures it). Greedy (temperature 0) is exact.
// Invalid input (NaN / +Inf logit, bad temperature / top_p, z overflow, all kept -Inf) -> token
// 0xFFFFFFFF (the executor raises). Scratch: ws[row] = {z[0..V), p[0..V)} (f32).
// Launch: grid.x = rows, block.x = 1024; every bar.sync is reached by all threads (no early exit).
#include "sampling_common.cuh"

template <typename T>
__device__ __forceinline__ void sample_row(const T* __restrict__ logits, const float* __restrict__ temps,
                                           const unsigned int* __restrict__ top_ks,
                                           const float* __restrict__ top_ps,
                                           const unsigned long long* __restrict__ seeds,
                                           const unsigned long long* __restrict__ counters,
                                           float* __restrict__ ws, unsigned int* __restrict__ tokens,
                                           unsigned int V) {
  __shared__ unsigned long long red64[SAMPLE_THREADS / 32u];
  __shared__ float redf[SAMPLE_THREADS / 32u];
  __shared__ unsigned int redu[SAMPLE_THREADS / 32u];
  const unsigned int tid = threadIdx.x, row = blockIdx.x;
  const unsigned int iters = (V + SAMPLE_THREADS - 1u) / SAMPLE_THREADS;
  const T* x = logits + (unsigned long long)row * V;
  float* wz = ws + (unsigned long long)row * (2ull * V);
  float* wp = wz + V;
  const float temp = temps[row];
  const unsigned int top_k = top_ks[row];
  const float top_p = top_ps[row];
  const bool greedy = temp == 0.0f;
  unsigned int bad = (!(temp >= 0.0f) || temp == INFINITY || !(top_p > 0.0f) || !(top_p <= 1.0f)) ? 1u : 0u;

  // Pass A: z = logit / temperature (logit itself when greedy), validation, the top key.
  unsigned long long kmax = 0ull;
#pragma unroll 1
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int i = it * SAMPLE_THREADS + tid;
    if (i < V) {
      const float l = load_logit(x + i);
      if (l != l || l == INFINITY) bad = 1u;
      const float z = greedy ? l : __fdiv_rn(l, temp);
      if (z == INFINITY) bad = 1u;
      wz[i] = z;
      const unsigned long long k = rank_key(z, i);
      kmax = k > kmax ? k : kmax;
    }
  }
  kmax = block_max_u64(kmax, red64);
  bad = block_sum_u32(bad, redu);
  const unsigned int best = 0xFFFFu - (unsigned int)(kmax & 0xFFFFull);
  const float z0 = key_value(kmax);  // = z[best], decoded from the key (no data-dependent load)

  // top-k cut: the largest kappa with #{K_i >= kappa} >= top_k (0 = keep everything).
  const bool use_k = top_k > 0u && top_k < V;
  unsigned long long lo = 0ull, hi = kmax;
#pragma unroll 1
  for (unsigned int s = 0; s < KEY_BITS; ++s) {
    const unsigned long long mid = lo + ((hi - lo + 1ull) >> 1);
    unsigned int cnt = 0u;
#pragma unroll 1
    for (unsigned int it = 0; it < iters; ++it) {
      const unsigned int i = it * SAMPLE_THREADS + tid;
      if (i < V && rank_key(wz[i], i) >= mid) cnt += 1u;
    }
    cnt = block_sum_u32(cnt, redu);
    if (lo < hi) {
      if (use_k && cnt >= top_k) lo = mid;
      else hi = mid - 1ull;
    }
  }
  const unsigned long long kcut = use_k ? lo : 0ull;

  // Pass B: e_i = exp(z_i - z0) over the kept tokens, S = sum e, p_i = e_i / S.
  float esum = 0.0f;
#pragma unroll 1
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int i = it * SAMPLE_THREADS + tid;
    if (i < V && rank_key(wz[i], i) >= kcut) esum = __fadd_rn(esum, expf(__fsub_rn(wz[i], z0)));
  }
  const float S = block_sum_f32(esum, redf);
  unsigned long long kminpos = 0xFFFFFFFFFFFFFFFFull;
#pragma unroll 1
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int i = it * SAMPLE_THREADS + tid;
    if (i < V) {
      const unsigned long long k = rank_key(wz[i], i);
      float p = 0.0f;
      if (k >= kcut) p = __fdiv_rn(expf(__fsub_rn(wz[i], z0)), S);
      wp[i] = p;
      if (p > 0.0f && k < kminpos) kminpos = k;
    }
  }
  kminpos = block_min_u64(kminpos, red64);  // the last kept rank with p > 0 (step 7)

  // top-p cut: the largest kappa in [kminpos, kmax] with M(kappa) >= top_p; default kminpos.
  const bool use_p = top_p < 1.0f;
  lo = kminpos;
  hi = kmax;
#pragma unroll 1
  for (unsigned int s = 0; s < KEY_BITS; ++s) {
    const unsigned long long mid = lo + ((hi - lo + 1ull) >> 1);
    float m = 0.0f;
#pragma unroll 1
    for (unsigned int it = 0; it < iters; ++it) {
      const unsigned int i = it * SAMPLE_THREADS + tid;
      if (i < V) {  // p loaded unconditionally (a branch-free body); m + 0 = m exactly (m >= +0)
        const float p = wp[i];
        m = __fadd_rn(m, rank_key(wz[i], i) >= mid ? p : 0.0f);
      }
    }
    m = block_sum_f32(m, redf);
    if (lo < hi) {
      if (use_p && m >= top_p) lo = mid;
      else hi = mid - 1ull;
    }
  }
  const unsigned long long pcut = lo;
  float cmass = 0.0f;
#pragma unroll 1
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int i = it * SAMPLE_THREADS + tid;
    if (i < V) {
      const float p = wp[i];
      cmass = __fadd_rn(cmass, rank_key(wz[i], i) >= pcut ? p : 0.0f);
    }
  }
  cmass = block_sum_f32(cmass, redf);

  // The draw: target = fl32(u * C_{r*}); the token is the largest kappa with M(kappa) > target.
  const unsigned int bits = philox_word0(seeds[row], counters[row]) >> 8;
  const float u = __fmul_rn((float)bits, 5.9604644775390625e-8f);  // exact: bits * 2^-24
  const float target = __fmul_rn(u, cmass);
  lo = pcut;
  hi = kmax;
#pragma unroll 1
  for (unsigned int s = 0; s < KEY_BITS; ++s) {
    const unsigned long long mid = lo + ((hi - lo + 1ull) >> 1);
    float m = 0.0f;
#pragma unroll 1
    for (unsigned int it = 0; it < iters; ++it) {
      const unsigned int i = it * SAMPLE_THREADS + tid;
      if (i < V) {  // p loaded unconditionally (a branch-free body); m + 0 = m exactly (m >= +0)
        const float p = wp[i];
        m = __fadd_rn(m, rank_key(wz[i], i) >= mid ? p : 0.0f);
      }
    }
    m = block_sum_f32(m, redf);
    if (lo < hi) {
      if (m > target) lo = mid;
      else hi = mid - 1ull;
    }
  }
  const unsigned int drawn = 0xFFFFu - (unsigned int)(lo & 0xFFFFull);
  if (z0 == -INFINITY) bad = 1u;
  if (tid == 0u) tokens[row] = bad ? INVALID_TOKEN : (greedy ? best : drawn);
}

extern "C" __global__ void __launch_bounds__(1024, 1) sample_f32(
    const float* __restrict__ logits, const float* __restrict__ temps, const unsigned int* __restrict__ top_ks,
    const float* __restrict__ top_ps, const unsigned long long* __restrict__ seeds,
    const unsigned long long* __restrict__ counters, float* __restrict__ ws, unsigned int* __restrict__ tokens,
    unsigned int V, unsigned int power) {
  FLTC_POWER_GUARD(power);
  sample_row<float>(logits, temps, top_ks, top_ps, seeds, counters, ws, tokens, V);
}

extern "C" __global__ void __launch_bounds__(1024, 1) sample_f16(
    const __half* __restrict__ logits, const float* __restrict__ temps, const unsigned int* __restrict__ top_ks,
    const float* __restrict__ top_ps, const unsigned long long* __restrict__ seeds,
    const unsigned long long* __restrict__ counters, float* __restrict__ ws, unsigned int* __restrict__ tokens,
    unsigned int V, unsigned int power) {
  FLTC_POWER_GUARD(power);
  sample_row<__half>(logits, temps, top_ks, top_ps, seeds, counters, ws, tokens, V);
}

// Greedy only (temperature 0 for every row): argmax, ties -> lowest index; NaN / +Inf / all -Inf
// -> 0xFFFFFFFF. One pass, no scratch. Launch: grid.x = rows, block.x = 1024, V % 4 == 0 (the launch
// family asserts it: rows then start 4-element aligned).
// Each thread reads 4 consecutive logits per iteration (one 16-byte f32 / 8-byte f16 load; a rolled
// scalar loop waits one memory round trip per element: ~20 us for V = 49152 on the H200) and keeps the
// first index of its largest value with a float compare: its indices only increase, so `l > best`
// keeps the lowest index of a tie, and -0 == +0 as rank_key has it (a NaN fails every compare and
// marks the row bad anyway). All -Inf keeps the thread's first index (best starts at -Inf). The
// thread's winner becomes one rank key, so the block maximum is the key maximum over all elements.

template <typename T>
__device__ __forceinline__ void greedy_row(const T* __restrict__ logits, unsigned int* __restrict__ tokens,
                                           unsigned int V) {
  __shared__ unsigned long long red64[SAMPLE_THREADS / 32u];
  __shared__ unsigned int redu[SAMPLE_THREADS / 32u];
  const unsigned int tid = threadIdx.x, row = blockIdx.x;
  const unsigned int V4 = V >> 2;
  const unsigned int iters = (V4 + SAMPLE_THREADS - 1u) / SAMPLE_THREADS;
  const T* x = logits + (unsigned long long)row * V;
  float best = -INFINITY;
  unsigned int bi = 4u * tid;
  unsigned int bad = 0u;
#pragma unroll 4
  for (unsigned int it = 0; it < iters; ++it) {
    const unsigned int i4 = it * SAMPLE_THREADS + tid;
    if (i4 < V4) {
      float v[4];
      load_logit4(x + 4u * i4, v);
#pragma unroll
      for (unsigned int j = 0; j < 4u; ++j) {
        const float l = v[j];
        if (l != l || l == INFINITY) bad = 1u;
        if (l > best) {
          best = l;
          bi = 4u * i4 + j;
        }
      }
    }
  }
  unsigned long long kmax = tid < V4 ? rank_key(best, bi) : 0ull;
  kmax = block_max_u64(kmax, red64);
  bad = block_sum_u32(bad, redu);
  // all -Inf: the top key's value bits are ord(-Inf) = 0x007FFFFF
  if ((kmax >> 16) == 0x007FFFFFull) bad = 1u;
  if (tid == 0u) tokens[row] = bad ? INVALID_TOKEN : 0xFFFFu - (unsigned int)(kmax & 0xFFFFull);
}

extern "C" __global__ void __launch_bounds__(1024) greedy_f32(const float* __restrict__ logits,
                                                              unsigned int* __restrict__ tokens, unsigned int V,
                                                              unsigned int power) {
  FLTC_POWER_GUARD(power);
  FLTC_GRID_SYNC();  // the batch-1 greedy graph launches it as a programmatic dependent of the head GEMV
  greedy_row<float>(logits, tokens, V);
}

extern "C" __global__ void __launch_bounds__(1024) greedy_f16(const __half* __restrict__ logits,
                                                              unsigned int* __restrict__ tokens, unsigned int V,
                                                              unsigned int power) {
  FLTC_POWER_GUARD(power);
  greedy_row<__half>(logits, tokens, V);
}
