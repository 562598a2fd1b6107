// Token sampling for 0 < top_k <= TOPK_MAX (spec.sampling steps 0-10) with one pass over the row.
// One CTA (1024 threads) per row; f32 and f16 logit entry points share one template. sample_f32
// (sampling.cu) makes 144 passes over the row (three 48-step bisections); this kernel makes one.
//
//  1. One pass: thread t reads its 4-element groups i4 = it*1024 + t (one 16-byte f32 / 8-byte f16
//     load each), z = fl32(logit / temperature) (the logit itself when greedy), and keeps its five
//     largest rank keys (sampling_common.cuh: K_i = ord(z_i) << 16 | 0xFFFF - i, distinct, K_i > K_j
//     <=> i ranks before j) in registers: the top four go to cand[4t .. 4t+3], d_t = the fifth.
//  2. A bitonic sorting network over the 4096 slots: fixed wiring (every shared address is a function
//     of the thread id and the stage), 75 compare-exchange stages, so cand[] ends in rank order.
//  3. cand[0..k) are the row's k best keys iff no thread dropped a key above cand[k-1]: every key a
//     thread dropped is <= its d_t, so max_t d_t < cand[k-1] decides it (then at least k kept keys
//     beat each dropped one; else a dropped key is among the k best). Otherwise -- a thread holding
//     five or more of the k best: a row built for it, or by chance ~6e-7 of random rows at k = 40,
//     ~1e-5 at k = 100, ~5e-3 at k = 256 -- the token is RETRY_TOKEN and the executor draws that row
//     with sample_f32. top_k = 0 or > TOPK_MAX: RETRY_TOKEN too (the executor never sends those here).
//  4. e_r = exp(fl32(z_r - z_0)) in binary64 rounded once to binary32 (spec.scalar.exp_f32), S and
//     every C_r are sequential binary32 sums in rank order by one thread -- the spec's own order, so
//     the kernel's S, p_r and C_r equal the spec's wherever the two binary64 exps round to the same
//     binary32 value (they differ by at most a few binary64 ulp) -- then the top-p cut and the draw as
//     steps 9-10: r* = the first r < n_pos with C_r >= top_p (else n_pos - 1), target = fl32(u * C_r*),
//     the token is rank #{r < r* : C_r <= target}. The draw uses sampling.cu's Philox word.
// TOPK_MAX = 256: the step-4 loops run TOPK_MAX iterations (the verifier summarises a load-only loop
// whose bound it scans within 256 iterations), it covers the usual top_k (20-100) with a retry rate
// below 1e-2 even at the limit, and 4096 slots (32 KiB of shared keys) keep the network at 75 stages.
// (Retry rates: model of random rows, owners of the k best among 1024 threads; 200k / 100k / 50k rows.)
// Invalid input (NaN / +Inf logit, bad temperature / top_p, z overflow, all logits -Inf) -> token
// 0xFFFFFFFF (the executor raises). No scratch buffer, no atomics, no float sum in a varying order.
// Launch: grid.x = rows, block.x = 1024, V % 4 == 0 and TOPK_MAX < V <= 65536 (the launch family
// asserts it); every bar.sync is reached by all threads (no early exit after the power guard).
#include "sampling_common.cuh"

#define TOPK_MAX 256u
#define TOPK_SLOTS 4u
#define TOPK_N (SAMPLE_THREADS * TOPK_SLOTS)
#define RETRY_TOKEN 0xFFFFFFFEu

// Insert k into the descending list s[0] > ... > s[4] (k differs from every entry: keys are distinct,
// and 0 -- the empty entry -- is below every key): a chain of compare-exchanges, all in registers.
__device__ __forceinline__ void top5_insert(unsigned long long k, unsigned long long (&s)[5]) {
#pragma unroll
  for (unsigned int j = 0; j < 5u; ++j) {
    const unsigned long long hi = k > s[j] ? k : s[j];
    k = k > s[j] ? s[j] : k;
    s[j] = hi;
  }
}

template <typename T>
__device__ __forceinline__ void sample_topk_row(const T* __restrict__ logits, const float* __restrict__ temps,
                                                const unsigned int* __restrict__ top_ks,
                                                const float* __restrict__ top_ps,
                                                const unsigned long long* __restrict__ seeds,
                                                const unsigned long long* __restrict__ counters,
                                                unsigned int* __restrict__ tokens, unsigned int V) {
  __shared__ unsigned long long cand[TOPK_N];
  __shared__ float ebuf[TOPK_MAX];
  __shared__ float pbuf[TOPK_MAX];
  __shared__ unsigned long long red64[SAMPLE_THREADS / 32u];
  __shared__ unsigned int redu[SAMPLE_THREADS / 32u];
  __shared__ float ssum;
  const unsigned int tid = threadIdx.x, row = blockIdx.x;
  const unsigned int V4 = V >> 2;
  const unsigned int iters = (V4 + SAMPLE_THREADS - 1u) / SAMPLE_THREADS;
  const T* x = logits + (unsigned long long)row * V;
  const float temp = temps[row];
  const unsigned int top_k = top_ks[row];
  const float top_p = top_ps[row];
  const bool greedy = temp == 0.0f;
  unsigned int bad = (!(temp >= 0.0f) || temp == INFINITY || !(top_p > 0.0f) || !(top_p <= 1.0f)) ? 1u : 0u;

  // 1. the pass: validation and the thread's five best keys
  unsigned long long s[5] = {0ull, 0ull, 0ull, 0ull, 0ull};
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
        const float z = greedy ? l : __fdiv_rn(l, temp);
        if (z == INFINITY) bad = 1u;
        const unsigned long long k = rank_key(z, 4u * i4 + j);
        if (k > s[4]) top5_insert(k, s);
      }
    }
  }
  // the four slots in the direction stage 8 of the network expects (even thread: descending)
  const bool odd = (tid & 1u) != 0u;
#pragma unroll
  for (unsigned int j = 0; j < TOPK_SLOTS; ++j) {
    cand[TOPK_SLOTS * tid + j] = odd ? s[TOPK_SLOTS - 1u - j] : s[j];
  }
  const unsigned long long dmax = block_max_u64(s[4], red64);  // its barriers also publish cand[]
  bad = block_sum_u32(bad, redu);

  // 2. bitonic network, descending: stage (k, j) orders pair (i, i + j), i = q with a 0 bit inserted
  // at log2(j), q = tid and tid + 1024; direction by bit k of i (the blocks of 4 are already sorted)
#pragma unroll
  for (unsigned int k = 8u; k <= TOPK_N; k <<= 1) {
#pragma unroll
    for (unsigned int j = k >> 1; j > 0u; j >>= 1) {
#pragma unroll
      for (unsigned int h = 0; h < TOPK_N / (2u * SAMPLE_THREADS); ++h) {
        const unsigned int q = h * SAMPLE_THREADS + tid;
        const unsigned int i = ((q & ~(j - 1u)) << 1) | (q & (j - 1u));
        const unsigned long long a = cand[i], b = cand[i | j];
        const unsigned long long hi = a > b ? a : b, lo = a > b ? b : a;
        const bool desc = (i & k) == 0u;
        cand[i] = desc ? hi : lo;
        cand[i | j] = desc ? lo : hi;
      }
      __syncthreads();
    }
  }

  // 3. the k best keys, and whether the slots held them all
  const unsigned long long kmax = cand[0];
  const unsigned int kk = top_k < TOPK_MAX ? top_k : TOPK_MAX;
  const unsigned long long kcut = cand[kk > 0u ? kk - 1u : 0u];
  const bool retry = top_k == 0u || top_k > TOPK_MAX || dmax > kcut;
  const float z0 = key_value(kmax);
  if (z0 == -INFINITY) bad = 1u;  // every logit -Inf (the best kept z is the best z)

  // 4. e_r over the kept ranks (0 beyond them), S sequential in rank order, p_r = e_r / S
  if (tid < TOPK_MAX) {
    float e = 0.0f;
    if (tid < kk) e = __double2float_rn(exp((double)__fsub_rn(key_value(cand[tid]), z0)));
    ebuf[tid] = e;
  }
  __syncthreads();
  if (tid == 0u) {
    float S = 0.0f;  // + the zero terms beyond kk: exact (S >= +0)
#pragma unroll 8
    for (unsigned int r = 0; r < TOPK_MAX; ++r) S = __fadd_rn(S, ebuf[r]);
    ssum = S;
  }
  __syncthreads();
  const float S = ssum;
  unsigned int pos = 0u;
  if (tid < TOPK_MAX) {
    const float p = tid < kk ? __fdiv_rn(ebuf[tid], S) : 0.0f;
    pbuf[tid] = p;
    pos = p > 0.0f ? 1u : 0u;
  }
  const unsigned int npos = block_sum_u32(pos, redu);  // n_pos (step 7); its barriers publish pbuf[]

  if (tid == 0u) {
    // step 9: C_r = p_0 + ... + p_r over r < n_pos; r* = the first r with C_r >= top_p, else n_pos - 1
    const bool use_p = top_p < 1.0f;
    float c = 0.0f, cstar = 0.0f;
    unsigned int rstar = npos - 1u;
    bool found = false;
#pragma unroll 8
    for (unsigned int r = 0; r < TOPK_MAX; ++r) {
      if (r < npos) {
        c = __fadd_rn(c, pbuf[r]);
        if (!found && use_p && c >= top_p) {
          found = true;
          rstar = r;
          cstar = c;
        }
      }
    }
    if (!found) cstar = c;
    // step 10: target = fl32(u * C_r*); the rank is #{r < r* : C_r <= target} (the same sums again)
    const unsigned int bits = philox_word0(seeds[row], counters[row]) >> 8;
    const float u = __fmul_rn((float)bits, 5.9604644775390625e-8f);  // exact: bits * 2^-24
    const float target = __fmul_rn(u, cstar);
    unsigned int rank = 0u;
    c = 0.0f;
#pragma unroll 8
    for (unsigned int r = 0; r < TOPK_MAX; ++r) {
      if (r < rstar) {
        c = __fadd_rn(c, pbuf[r]);
        if (c <= target) rank += 1u;
      }
    }
    rank = rank < TOPK_MAX ? rank : TOPK_MAX - 1u;  // rank < r* <= TOPK_MAX - 1 already
    const unsigned int drawn = 0xFFFFu - (unsigned int)(cand[rank] & 0xFFFFull);
    const unsigned int best = 0xFFFFu - (unsigned int)(kmax & 0xFFFFull);
    tokens[row] = bad ? INVALID_TOKEN : (greedy ? best : (retry ? RETRY_TOKEN : drawn));
  }
}

extern "C" __global__ void __launch_bounds__(1024, 1) sample_topk_f32(
    const float* __restrict__ logits, const float* __restrict__ temps, const unsigned int* __restrict__ top_ks,
    const float* __restrict__ top_ps, const unsigned long long* __restrict__ seeds,
    const unsigned long long* __restrict__ counters, unsigned int* __restrict__ tokens, unsigned int V,
    unsigned int power) {
  FLTC_POWER_GUARD(power);
  sample_topk_row<float>(logits, temps, top_ks, top_ps, seeds, counters, tokens, V);
}

extern "C" __global__ void __launch_bounds__(1024, 1) sample_topk_f16(
    const __half* __restrict__ logits, const float* __restrict__ temps, const unsigned int* __restrict__ top_ks,
    const float* __restrict__ top_ps, const unsigned long long* __restrict__ seeds,
    const unsigned long long* __restrict__ counters, unsigned int* __restrict__ tokens, unsigned int V,
    unsigned int power) {
  FLTC_POWER_GUARD(power);
  sample_topk_row<__half>(logits, temps, top_ks, top_ps, seeds, counters, tokens, V);
}
