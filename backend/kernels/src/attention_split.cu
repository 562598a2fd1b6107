// Split-context (flash-decoding) paged attention, GQA, causal, for decode and prefill rows, over the
// contract's paged KV layout (see attention.cu for the address formula; the same strides and the same
// per-layer base kv_layer = kv + layer*layer_stride).
//
// Why: paged_attention_f16 keeps every score of the row in shared memory (max_context <= 2,048) and runs
// one CTA per (query head, row): at batch 1, 9 CTAs scan the whole context. Here no buffer is bounded
// by the context: every thread runs an online softmax over its own keys, the context is split across the
// CTAs of grid.x (n_splits), and a second kernel merges the partials.
//
//   attention_split_d64_f16: grid (n_splits, q_heads, R), block 128. Row r (a decode sequence, or one
//     prefill query at position p with seq_len p+1) attends to keys 0..seq_lens[r]-1 of block-table row r;
//     query head h uses kv head h / group. Thread t of split s owns the keys j = 128*s + t + it*P < seq_len
//     (P = 128*n_splits). Per key (f32, RNE):
//       s_j = fl(fl(q . k_j) * scale);  m' = max(m, s_j);  a = exp(m - m') (0 on the first key: m = -inf)
//       p = exp(s_j - m');  l = l*a + p;  o_d = o_d*a + p*v_jd   (m, l, o[64] in registers)
//     The loop has no store, barrier or warp collective (the verifier summarises it for any trip count).
//     Merge of the CTA's 128 partials: M = max_t m_t (butterfly, then the warps in order), a_t = exp(m_t - M)
//     (0 where l_t == 0: no key), L = sum a_t l_t (butterfly per warp, then the warps in order),
//     O_d = (sum_{t<64} a_t o_td) + (sum_{t>=64} a_t o_td) (each half in thread order, via shared memory);
//     the CTA writes its partial (M, L) -> ml[2*slot ..], O -> acc[slot*HEAD_DIM ..] (f32),
//     slot = (r*q_heads + h)*n_splits + s. An empty split writes (-inf, 0, 0, ...).
//   attention_combine_d64_f16: grid (q_heads, R), block 256. Merges the n_splits partials of (r, h) the same
//     way (see attention_combine_body for the order) and stores o_d = fl16(O_d / L) (0 when L == 0: seq_len 0).
//   attention_direct_d64_f16: grid (1, q_heads, R), block 128: the split kernel with one split, whose CTA
//     stores o_d = fl16(O_d / L) itself (the combine's values for one split; no partials, no second launch):
//     batch-1 steps at short depths (registry.BATCH1_SPLITS).
// Each term of a softmax sum is rescaled at most ceil(seq_len / P) + 1 times (the later keys of its thread,
// the CTA merge, the combine): spec.attention's bound with extra_roundings = that count
// (registry.attention_rescales).
// Assumptions (the configuration's): block_tables entries < physical_blocks, seq_lens <= max_context,
// max_blocks == max_context / 16.
#include "common.cuh"

#define KV_BLOCK 16u
#define SPLIT_THREADS 128u
#define COMBINE_THREADS 256u
#define MAX_SPLITS 1024u  // n_splits <= MAX_SPLITS (the registry's families require it)
#define MAX_KV_HEADS 8u  // kv_heads <= MAX_KV_HEADS (likewise)

// DIRECT (attention_direct, one split per row and head): the CTA's merge is the whole row, so it stores
// o_d = fl16(O_d / L) to out itself (what attention_combine does with one split: a_0 = exp(0) = 1, so the same
// values) and ml / acc are not touched; otherwise it writes its partial to ml / acc and out is not touched.
template <unsigned int HD, bool DIRECT>
__device__ __forceinline__ void attention_split_body(
    const __half* __restrict__ q, const unsigned char* __restrict__ kv,
    const unsigned int* __restrict__ block_tables, const unsigned int* __restrict__ seq_lens,
    float* __restrict__ ml, float* __restrict__ acc, __half* __restrict__ out, unsigned int q_heads,
    unsigned int group, unsigned int max_blocks, unsigned int token_stride, unsigned int page_stride,
    unsigned long long plane_stride, float scale) {
  // the 128 threads' o[HD] partials are merged through shared memory: 128 x (HD + 4) floats (34 KB at head_dim
  // 64; head_dim 256 needs fewer threads per CTA or a dynamic allocation above 48 KB)
  static_assert(HD % 8u == 0u && HD <= 64u, "head_dim: a multiple of 8; above 64 see the shared-memory note");
  // row stride of po: 16-byte rows for st.shared.v4 (16 stores per thread), HD + 4 floats apart so the 8 lanes of
  // a quarter-warp hit distinct banks
  constexpr unsigned int PO_STRIDE = HD + 4u;
  __shared__ float pm[SPLIT_THREADS / 32u];  // the warps' maxima
  __shared__ float pl[SPLIT_THREADS / 32u];  // the warps' sums of a_t * l_t
  __shared__ __align__(16) float po[SPLIT_THREADS * PO_STRIDE];  // each thread's a_t * o_t
  __shared__ float ph[2u * HD];  // the two halves' sums
  const unsigned int tid = threadIdx.x;
  const unsigned int split = blockIdx.x;
  const unsigned int n_splits = gridDim.x;
  const unsigned int h = blockIdx.y;
  const unsigned int r = blockIdx.z;
  // kv head h / group without a division (q_heads = kv_heads * group, kv_heads <= MAX_KV_HEADS): the number of
  // k >= 1 with k * group <= h; keeps the verifier's queries free of udiv by a non-power-of-two scalar
  unsigned int kvh = 0u;
#pragma unroll
  for (unsigned int k = 1u; k < MAX_KV_HEADS; ++k) kvh += k * group <= h ? 1u : 0u;
  const unsigned int seq_len = seq_lens[r];
  const unsigned int* table = block_tables + (unsigned long long)r * max_blocks;
  const unsigned char* kbase = kv + kvh * (HD * 2u);
  const unsigned char* vbase = kbase + plane_stride;
  // thread t of split s owns keys j = it*P + s*128 + t (P = 128*n_splits); the loop only loads (the running
  // max, sum and o stay in registers), so its trip count may follow the row's seq_len
  const unsigned int parts = SPLIT_THREADS * n_splits;
  const unsigned int gi = SPLIT_THREADS * split + tid;
  // seq_lens and block_tables are step inputs (stable): the first key's block is looked up before the wait
  // (at batch 1 and depth <= 4,096 it is the thread's only key); q and the cache are written by the kernels
  // before this one: batch 1 launches it as a programmatic dependent (FLTC_GRID_SYNC, common.cuh)
  const unsigned int phys0 = gi < seq_len ? table[gi >> 4] : 0u;
  FLTC_GRID_SYNC();

  // every thread holds q as f16 pairs (HD / 2 registers): its loads go out with the first key's K/V loads
  const uint4* qp = reinterpret_cast<const uint4*>(q + ((unsigned long long)r * q_heads + h) * HD);
  uint4 qr[HD / 8u];
#pragma unroll
  for (unsigned int c = 0; c < HD / 8u; ++c) qr[c] = qp[c];
  float m = -INFINITY;
  float l = 0.0f;
  float o[HD];
#pragma unroll
  for (unsigned int d = 0; d < HD; ++d) o[d] = 0.0f;
  for (unsigned int j = gi; j < seq_len; j += parts) {  // j < seq_len <= max_context: j + parts never wraps
    {
      const unsigned int phys = j == gi ? phys0 : table[j >> 4];
      const unsigned long long row = (unsigned long long)phys * page_stride +
                                     (unsigned long long)(j & 15u) * token_stride;
      const uint4* kp = reinterpret_cast<const uint4*>(kbase + row);
      const uint4* vp = reinterpret_cast<const uint4*>(vbase + row);
      // four partial sums (dims d with d % 8 in {2u, 2u+1} go to partial u), then ((p0+p1)+(p2+p3)):
      // any summation order is within spec.attention's gamma bound
      float dp[4] = {0.0f, 0.0f, 0.0f, 0.0f};
#pragma unroll
      for (unsigned int c = 0; c < HD / 8u; ++c) {
        const uint4 raw = kp[c];
        const __half2* hp = reinterpret_cast<const __half2*>(&raw);
        const __half2* qh = reinterpret_cast<const __half2*>(&qr[c]);
#pragma unroll
        for (unsigned int u = 0; u < 4u; ++u) {
          const float2 kf = __half22float2(hp[u]);
          const float2 qf = __half22float2(qh[u]);  // exact: f16 -> f32
          dp[u] = __fadd_rn(dp[u], __fmul_rn(qf.x, kf.x));
          dp[u] = __fadd_rn(dp[u], __fmul_rn(qf.y, kf.y));
        }
      }
      const float s = __fmul_rn(__fadd_rn(__fadd_rn(dp[0], dp[1]), __fadd_rn(dp[2], dp[3])), scale);
      const float mn = fmaxf(m, s);
      const float a = expf(__fsub_rn(m, mn));  // exp(-inf) = 0 on the thread's first key
      const float p = expf(__fsub_rn(s, mn));
      l = __fadd_rn(__fmul_rn(l, a), p);
      m = mn;
#pragma unroll
      for (unsigned int c = 0; c < HD / 8u; ++c) {
        const uint4 raw = vp[c];
        const __half2* hp = reinterpret_cast<const __half2*>(&raw);
#pragma unroll
        for (unsigned int u = 0; u < 4u; ++u) {
          const float2 vf = __half22float2(hp[u]);
          o[8u * c + 2u * u] = __fadd_rn(__fmul_rn(o[8u * c + 2u * u], a), __fmul_rn(p, vf.x));
          o[8u * c + 2u * u + 1u] = __fadd_rn(__fmul_rn(o[8u * c + 2u * u + 1u], a), __fmul_rn(p, vf.y));
        }
      }
    }
  }
  // merge the 128 threads' partials: M = max of the thread maxima (butterfly, then the 4 warps in order);
  // a_t = exp(m_t - M) (0 for a thread that saw no key: l == 0); each thread stores a_t*o_t and the warps
  // sum a_t*l_t (butterfly); then O_d = sum over threads t = 0..63 of a_t*o_td, plus the sum over t = 64..127
  const unsigned int lane = tid & 31u;
  const unsigned int warp = tid >> 5;
  const float wmax = fltc_warp_max(m);
  if (lane == 0u) pm[warp] = wmax;
  __syncthreads();
  float mm = pm[0];
#pragma unroll
  for (unsigned int w = 1; w < SPLIT_THREADS / 32u; ++w) mm = fmaxf(mm, pm[w]);
  const float a = l != 0.0f ? expf(__fsub_rn(m, mm)) : 0.0f;
#pragma unroll
  for (unsigned int d = 0; d < HD; d += 4u) {
    *reinterpret_cast<float4*>(&po[tid * PO_STRIDE + d]) =
        make_float4(__fmul_rn(a, o[d]), __fmul_rn(a, o[d + 1u]), __fmul_rn(a, o[d + 2u]), __fmul_rn(a, o[d + 3u]));
  }
  const float lsum = fltc_warp_sum(__fmul_rn(a, l));
  if (lane == 0u) pl[warp] = lsum;
  __syncthreads();
  for (unsigned int e = tid; e < 2u * HD; e += SPLIT_THREADS) {  // half e / HD of the threads, dim e % HD
    const unsigned int t0 = (e / HD) * (SPLIT_THREADS / 2u);
    const unsigned int d = e % HD;
    float od = po[t0 * PO_STRIDE + d];
    for (unsigned int t = 1; t < SPLIT_THREADS / 2u; ++t) od = __fadd_rn(od, po[(t0 + t) * PO_STRIDE + d]);
    ph[e] = od;
  }
  __syncthreads();
  if constexpr (DIRECT) {
    // L in the order the partial's L is formed (warps 0..3), O_d = the two halves' sum; then combine's
    // arithmetic with a_0 = 1: o_d = fl16(O_d / L), 0 when L == 0 (seq_len 0: a padding row)
    float ll = pl[0];
#pragma unroll
    for (unsigned int w = 1; w < SPLIT_THREADS / 32u; ++w) ll = __fadd_rn(ll, pl[w]);
    // one dim per thread (HD <= 128), straight-line: the division by a stand-in 1 where L == 0 is discarded by
    // the select (so the compiler has no branch to unswitch into two store loops)
    if (tid < HD) {
      const float od = __fadd_rn(ph[tid], ph[HD + tid]);
      const float v = __fdiv_rn(od, ll != 0.0f ? ll : 1.0f);
      out[((unsigned long long)r * q_heads + h) * HD + tid] = fltc_f16(ll != 0.0f ? v : 0.0f);
    }
  } else {
    const unsigned long long slot = ((unsigned long long)r * q_heads + h) * n_splits + split;
    for (unsigned int d = tid; d < HD; d += SPLIT_THREADS) acc[slot * HD + d] = __fadd_rn(ph[d], ph[HD + d]);
    if (tid == 0u) {
      float ll = pl[0];
#pragma unroll
      for (unsigned int w = 1; w < SPLIT_THREADS / 32u; ++w) ll = __fadd_rn(ll, pl[w]);
      ml[2ull * slot] = mm;
      ml[2ull * slot + 1ull] = ll;
    }
  }
}

// The combine: COMBINE_THREADS threads per (row, head). Thread t reads the maxima of splits t, t + 256, ...;
// M = their max (butterfly, then the warps in order); thread t forms a_s = exp(m_s - M) (0 where l_s == 0)
// for its splits (into shared memory) and adds a_s l_s in split order, L = those sums' butterfly, then the
// warps in order; group g = t / HD sums a_s acc_s[d] (d = t % HD) over s = g, g + G, ... ascending, and the
// G group sums of a dim are added in group order. All loads of a split's partials are independent, so the
// latency is a few memory round trips whatever n_splits is.
template <unsigned int HD>
__device__ __forceinline__ void attention_combine_body(const float* __restrict__ ml,
                                                       const float* __restrict__ acc,
                                                       __half* __restrict__ out, unsigned int n_splits) {
  constexpr unsigned int G = COMBINE_THREADS / HD;  // split groups per dim
  static_assert(COMBINE_THREADS % HD == 0u && G >= 1u, "head_dim must divide the combine's thread count");
  __shared__ float wmx[COMBINE_THREADS / 32u];
  __shared__ float wls[COMBINE_THREADS / 32u];
  __shared__ float sa[MAX_SPLITS];
  __shared__ float go[COMBINE_THREADS];
  const unsigned int tid = threadIdx.x;
  const unsigned int lane = tid & 31u;
  const unsigned int warp = tid >> 5;
  const unsigned int h = blockIdx.x;
  const unsigned int r = blockIdx.y;
  const unsigned long long base = ((unsigned long long)r * gridDim.x + h) * n_splits;
  // the partials are written by attention_split (the kernel before this one)
  FLTC_GRID_SYNC();
  float mx = -INFINITY;
  for (unsigned int s = tid; s < n_splits; s += COMBINE_THREADS) mx = fmaxf(mx, ml[2ull * (base + s)]);
  mx = fltc_warp_max(mx);
  if (lane == 0u) wmx[warp] = mx;
  __syncthreads();
  float mm = wmx[0];
#pragma unroll
  for (unsigned int w = 1; w < COMBINE_THREADS / 32u; ++w) mm = fmaxf(mm, wmx[w]);
  float lp = 0.0f;
  for (unsigned int s = tid; s < n_splits; s += COMBINE_THREADS) {
    const float ls = ml[2ull * (base + s) + 1ull];
    const float a = ls != 0.0f ? expf(__fsub_rn(ml[2ull * (base + s)], mm)) : 0.0f;
    sa[s] = a;
    lp = __fadd_rn(lp, __fmul_rn(a, ls));
  }
  lp = fltc_warp_sum(lp);
  if (lane == 0u) wls[warp] = lp;
  __syncthreads();
  const unsigned int g = tid / HD;
  const unsigned int d = tid % HD;
  float od = 0.0f;
  for (unsigned int s = g; s < n_splits; s += G) od = __fadd_rn(od, __fmul_rn(sa[s], acc[(base + s) * HD + d]));
  go[tid] = od;
  __syncthreads();
  if (tid < HD) {
    float ll = wls[0];
#pragma unroll
    for (unsigned int w = 1; w < COMBINE_THREADS / 32u; ++w) ll = __fadd_rn(ll, wls[w]);
    float o = go[tid];
#pragma unroll
    for (unsigned int k = 1; k < G; ++k) o = __fadd_rn(o, go[k * HD + tid]);
    out[((unsigned long long)r * gridDim.x + h) * HD + tid] = fltc_f16(ll != 0.0f ? __fdiv_rn(o, ll) : 0.0f);
  }
}

extern "C" __global__ void __launch_bounds__(128) attention_split_d64_f16(
    const __half* __restrict__ q, const unsigned char* __restrict__ kv,
    const unsigned int* __restrict__ block_tables, const unsigned int* __restrict__ seq_lens,
    float* __restrict__ ml, float* __restrict__ acc, unsigned int q_heads, unsigned int group,
    unsigned int max_blocks, unsigned int token_stride, unsigned int page_stride,
    unsigned long long plane_stride, float scale, unsigned int power) {
  FLTC_POWER_GUARD(power);
  attention_split_body<64u, false>(q, kv, block_tables, seq_lens, ml, acc, nullptr, q_heads, group, max_blocks,
                                   token_stride, page_stride, plane_stride, scale);
}

extern "C" __global__ void __launch_bounds__(256) attention_combine_d64_f16(
    const float* __restrict__ ml, const float* __restrict__ acc, __half* __restrict__ out,
    unsigned int n_splits, unsigned int power) {
  FLTC_POWER_GUARD(power);
  attention_combine_body<64u>(ml, acc, out, n_splits);
}

// One split per (row, head), the output normalised in the same CTA: the split kernel's code with DIRECT (see
// attention_split_body). Grid (1, q_heads, R), block 128. Why: at a short context (batch 1, a few hundred keys)
// one CTA per head holds every key in one or two per-thread iterations, and leaving out attention_combine saves
// a launch (and its wait on the partials) per layer. Defined after the other two entries so their PTX (and its
// labels $L__BB0_.., $L__BB1_..) stays as it was.
extern "C" __global__ void __launch_bounds__(128) attention_direct_d64_f16(
    const __half* __restrict__ q, const unsigned char* __restrict__ kv,
    const unsigned int* __restrict__ block_tables, const unsigned int* __restrict__ seq_lens,
    __half* __restrict__ out, unsigned int q_heads, unsigned int group, unsigned int max_blocks,
    unsigned int token_stride, unsigned int page_stride, unsigned long long plane_stride, float scale,
    unsigned int power) {
  FLTC_POWER_GUARD(power);
  attention_split_body<64u, true>(q, kv, block_tables, seq_lens, nullptr, nullptr, out, q_heads, group, max_blocks,
                                  token_stride, page_stride, plane_stride, scale);
}
