// Batch-1 split attention over the paged KV layout, one CTA per (tile of keys, KV head): the G query heads of
// a GQA group share every K and V row the CTA loads (issue 16: attention at depth 4,000).
//
// Why not attention_split_d64_f16 (attention_split.cu): there one CTA per query head re-reads its KV head's
// keys (3x the loads at SmolLM2's 9/3 heads), each thread runs an online softmax over keys P apart, and the
// CTA merges 128 partial o[64] vectors through a 63-long chain of shared-memory additions. Here:
//
//   attention_gqa_d64_f16: grid (n_splits, kv_heads, R), block GQA_THREADS = 256; CTA (s, kvh, r) handles the
//     GQA_TILE = 128 keys j = 128*s .. 128*s + 127 of row r (< seq_lens[r]) for query heads h = kvh*G + g, g < G
//     (G = GQA_GROUP = 3, the configuration's q_heads / kv_heads). No key loop: the configuration has
//     n_splits * 128 = max_context >= seq_len (registry: one tile per CTA), so every key is some CTA's.
//     Before griddepcontrol.wait (the block table and seq_lens are stable inputs) each thread looks up its keys'
//     blocks and issues prefetch.global.L2 for one 128-byte row of its score key (K for even threads, V for odd
//     ones): a cache hint with no architectural effect (the values are loaded after the wait, from L2, the point
//     of coherence the previous kernel's stores reach), so the DRAM latency of the pool's random blocks overlaps
//     the previous kernel.
//     After it: q of the G heads -> shared memory (f32, exact). Scores: threads 2k and 2k+1 share key j = 128*s + k,
//     thread 2k + e loading dims 32e .. 32e+31 of K_j (4 x 16 B) and forming the half dot of each head in four
//     partial sums (dims d with d % 8 in {2u, 2u+1} -> partial u, as attention_split_d64_f16), then
//     ((p0+p1)+(p2+p3)); the pair's halves are added (shfl.xor 1: both threads get the same sum) and scaled:
//       s_jg = fl(fl(half_0 + half_1) * scale)
//       M_g = max_j s_jg (butterfly per warp, then the 8 warps in order), p_jg = exp(fl(s_jg - M_g)) (the tile's
//       exact max: no online rescale inside the tile), L_g = sum_j p_jg (the even threads' p: butterfly per warp,
//       then the warps in order)
//     Values: thread t = 8*kg + dg loads V rows j' = 128*s + 4*kg + i (i < 4, one block) at dims 8*dg .. 8*dg+7
//     (4 x 16 B) and adds O_gd += fl(p_j'g v_j'd) over its 4 keys in order; then a butterfly over the 4 key groups
//     of each warp (lanes t^8, then t^16), then the 8 warps in order.
//     Keys >= seq_len are not loaded (their K and V are 0, their score -inf, their weight 0). The CTA writes the
//     partial (M_g, L_g) -> ml[2*slot ..], O_g -> acc[slot*HEAD_DIM ..], slot = (r*q_heads + h)*n_splits + s:
//     attention_split_d64_f16's layout (attention_combine_d64_f16 or attention_combine_small_d64_f16 merges it).
//     An empty tile (128*s >= seq_len) writes (-inf, 0, 0, ...).
// Rounding: each term is rescaled once (the combine's a_s = exp(m_s - M)): spec.attention's bound with
// extra_roundings = 1 (registry.GQA_RESCALES). Every sum is some order of its terms (gamma_n covers any order).
// Assumptions (the configuration's): block_tables entries < physical_blocks, seq_lens <= max_context
// (= n_splits * 128, the batch-1 depth bucket's top), q_heads == GQA_GROUP * gridDim.y.
#include "common.cuh"

#define GQA_TILE 128u     // keys per CTA
#define GQA_THREADS 256u  // two threads per key (scores), 8 dim groups x 32 key groups (values)
#define GQA_GROUP 3u      // query heads per KV head (SmolLM2-135M: 9 / 3)

__device__ __forceinline__ void fltc_prefetch_l2(const void* p) {
  asm volatile("prefetch.global.L2 [%0];" ::"l"(p));
}

template <unsigned int HD, unsigned int G>
__device__ __forceinline__ void attention_gqa_body(
    const __half* __restrict__ q, const unsigned char* __restrict__ kv,
    const unsigned int* __restrict__ block_tables, const unsigned int* __restrict__ seq_lens,
    float* __restrict__ ml, float* __restrict__ acc, unsigned int q_heads, unsigned int max_blocks,
    unsigned int token_stride, unsigned int page_stride, unsigned long long plane_stride, float scale) {
  static_assert(HD == 64u, "the thread mappings (two halves of 32 dims; 8 dim groups of 8) are for head_dim 64");
  constexpr unsigned int DG = HD / 8u;                 // dim groups of 8 (one 16-byte V load each)
  constexpr unsigned int KPG = GQA_TILE * DG / GQA_THREADS;  // keys per value group: 4
  constexpr unsigned int WARPS = GQA_THREADS / 32u;
  constexpr unsigned int HALF = HD / 16u;              // 16-byte K loads per half row: 4
  static_assert(16u % KPG == 0u, "a value group's keys lie in one KV block");
  __shared__ __align__(16) float qs[G * HD];      // the group's q, f32
  __shared__ float pm[G * WARPS];                 // the warps' maxima per head
  __shared__ float pl[G * WARPS];                 // the warps' sums of p per head
  __shared__ float ps[G * GQA_TILE];              // p_jg
  __shared__ __align__(16) float po[WARPS * G * HD];  // each warp's O partial
  const unsigned int tid = threadIdx.x;
  const unsigned int lane = tid & 31u;
  const unsigned int warp = tid >> 5;
  const unsigned int split = blockIdx.x;
  const unsigned int n_splits = gridDim.x;
  const unsigned int kvh = blockIdx.y;
  const unsigned int r = blockIdx.z;
  const unsigned int seq_len = seq_lens[r];
  const unsigned int* table = block_tables + (unsigned long long)r * max_blocks;
  const unsigned char* kbase = kv + kvh * (HD * 2u);
  const unsigned char* vbase = kbase + plane_stride;
  const unsigned int half = tid & 1u;                             // which 32 dims of the score key
  const unsigned int kt = tid >> 1;                               // the score key's index in the tile
  const unsigned int j = GQA_TILE * split + kt;                   // the score key
  const unsigned int dg = tid % DG;
  const unsigned int vt = KPG * (tid / DG);                       // the first value key's index in the tile
  const unsigned int jv = GQA_TILE * split + vt;                  // the first of the KPG value keys (one block)
  const bool kin = j < seq_len;
  const unsigned int physk = kin ? table[j >> 4] : 0u;
  const unsigned int physv = jv < seq_len ? table[jv >> 4] : 0u;
  const unsigned long long krow = (unsigned long long)physk * page_stride + (unsigned long long)(j & 15u) * token_stride;
  const unsigned long long vrow = (unsigned long long)physv * page_stride +
                                  (unsigned long long)(jv & 15u) * token_stride + dg * 16u;
  if (kin) fltc_prefetch_l2((half == 0u ? kbase : vbase) + krow);  // the key's K or V row into L2
  // q and the cache are written by the kernels before this one (batch 1: a programmatic dependent)
  FLTC_GRID_SYNC();

  const uint4 zero = make_uint4(0u, 0u, 0u, 0u);
  uint4 kr[HALF];
  const uint4* kp = reinterpret_cast<const uint4*>(kbase + krow) + HALF * half;
#pragma unroll
  for (unsigned int c = 0; c < HALF; ++c) kr[c] = kin ? kp[c] : zero;
  uint4 vr[KPG];
#pragma unroll
  for (unsigned int i = 0; i < KPG; ++i) {
    vr[i] = jv + i < seq_len ? *reinterpret_cast<const uint4*>(vbase + vrow + (unsigned long long)i * token_stride)
                             : zero;
  }
  // after the K/V loads are issued (the q loads' first use stalls warp 0, not the cache loads)
  if (tid < G * HD / 8u) {  // 24 threads: 8 q values each, f16 -> f32 (exact)
    const uint4 raw = reinterpret_cast<const uint4*>(q + ((unsigned long long)r * q_heads + kvh * G) * HD)[tid];
    const __half2* hp = reinterpret_cast<const __half2*>(&raw);
    const float2 a = __half22float2(hp[0]), b = __half22float2(hp[1]);
    const float2 c = __half22float2(hp[2]), d = __half22float2(hp[3]);
    *reinterpret_cast<float4*>(&qs[8u * tid]) = make_float4(a.x, a.y, b.x, b.y);
    *reinterpret_cast<float4*>(&qs[8u * tid + 4u]) = make_float4(c.x, c.y, d.x, d.y);
  }
  __syncthreads();

  // scores of the pair's key for the G heads: this thread's 32 dims, then the pair's sum
  float s[G];
#pragma unroll
  for (unsigned int g = 0; g < G; ++g) {
    float dp[4] = {0.0f, 0.0f, 0.0f, 0.0f};
#pragma unroll
    for (unsigned int c = 0; c < HALF; ++c) {
      const __half2* hp = reinterpret_cast<const __half2*>(&kr[c]);
      const unsigned int d0 = g * HD + (HD / 2u) * half + 8u * c;
      const float4 qa = *reinterpret_cast<const float4*>(&qs[d0]);
      const float4 qb = *reinterpret_cast<const float4*>(&qs[d0 + 4u]);
      const float qv[8] = {qa.x, qa.y, qa.z, qa.w, qb.x, qb.y, qb.z, qb.w};
#pragma unroll
      for (unsigned int u = 0; u < 4u; ++u) {
        const float2 kf = __half22float2(hp[u]);
        dp[u] = __fadd_rn(dp[u], __fmul_rn(qv[2u * u], kf.x));
        dp[u] = __fadd_rn(dp[u], __fmul_rn(qv[2u * u + 1u], kf.y));
      }
    }
    const float hs = __fadd_rn(__fadd_rn(dp[0], dp[1]), __fadd_rn(dp[2], dp[3]));
    const float sc = __fmul_rn(__fadd_rn(hs, __shfl_xor_sync(0xffffffffu, hs, 1)), scale);
    s[g] = kin ? sc : -INFINITY;
    const float wm = fltc_warp_max(s[g]);
    if (lane == 0u) pm[g * WARPS + warp] = wm;
  }
  __syncthreads();
  float mg[G];
#pragma unroll
  for (unsigned int g = 0; g < G; ++g) {
    float mm = pm[g * WARPS];
#pragma unroll
    for (unsigned int w = 1; w < WARPS; ++w) mm = fmaxf(mm, pm[g * WARPS + w]);
    mg[g] = mm;
    // a key beyond seq_len weighs 0 (no -inf - -inf); the odd thread of each pair adds 0 to the sum
    const float p = kin ? expf(__fsub_rn(s[g], mm)) : 0.0f;
    if (half == 0u) ps[g * GQA_TILE + kt] = p;
    const float lsum = fltc_warp_sum(half == 0u ? p : 0.0f);
    if (lane == 0u) pl[g * WARPS + warp] = lsum;
  }
  __syncthreads();

  // values: dims 8*dg .. 8*dg+7 of the KPG keys jv .., in key order, then the 4 key groups of the warp
  float o[G][8];
#pragma unroll
  for (unsigned int g = 0; g < G; ++g) {
#pragma unroll
    for (unsigned int dd = 0; dd < 8u; ++dd) o[g][dd] = 0.0f;
  }
#pragma unroll
  for (unsigned int i = 0; i < KPG; ++i) {
    const __half2* hp = reinterpret_cast<const __half2*>(&vr[i]);
    float vf[8];
#pragma unroll
    for (unsigned int u = 0; u < 4u; ++u) {
      const float2 f = __half22float2(hp[u]);
      vf[2u * u] = f.x;
      vf[2u * u + 1u] = f.y;
    }
#pragma unroll
    for (unsigned int g = 0; g < G; ++g) {
      const float p = ps[g * GQA_TILE + vt + i];
#pragma unroll
      for (unsigned int dd = 0; dd < 8u; ++dd) o[g][dd] = __fadd_rn(o[g][dd], __fmul_rn(p, vf[dd]));
    }
  }
#pragma unroll
  for (unsigned int g = 0; g < G; ++g) {
#pragma unroll
    for (unsigned int dd = 0; dd < 8u; ++dd) {
      o[g][dd] = __fadd_rn(o[g][dd], __shfl_xor_sync(0xffffffffu, o[g][dd], 8));
      o[g][dd] = __fadd_rn(o[g][dd], __shfl_xor_sync(0xffffffffu, o[g][dd], 16));
    }
  }
  if (lane < DG) {  // key group 4*warp: the warp's sum (every lane of the butterfly holds it)
#pragma unroll
    for (unsigned int g = 0; g < G; ++g) {
      float* dst = &po[(warp * G + g) * HD + 8u * dg];
      *reinterpret_cast<float4*>(dst) = make_float4(o[g][0], o[g][1], o[g][2], o[g][3]);
      *reinterpret_cast<float4*>(dst + 4u) = make_float4(o[g][4], o[g][5], o[g][6], o[g][7]);
    }
  }
  __syncthreads();
  const unsigned long long slot0 = ((unsigned long long)r * q_heads + kvh * G) * n_splits + split;
  if (tid < G * HD) {  // head tid / HD, dim tid % HD
    const unsigned int g = tid / HD;
    float od = po[tid];
#pragma unroll
    for (unsigned int w = 1; w < WARPS; ++w) od = __fadd_rn(od, po[w * G * HD + tid]);
    acc[(slot0 + (unsigned long long)g * n_splits) * HD + tid % HD] = od;
  }
  if (tid < G) {  // head tid's (M, L)
    float ll = pl[tid * WARPS];
#pragma unroll
    for (unsigned int w = 1; w < WARPS; ++w) ll = __fadd_rn(ll, pl[tid * WARPS + w]);
    float mv = mg[0];  // mg[tid] by selects (a register array indexed by tid would go to local memory)
#pragma unroll
    for (unsigned int g = 1; g < G; ++g) mv = tid == g ? mg[g] : mv;
    const unsigned long long slot = slot0 + (unsigned long long)tid * n_splits;
    ml[2ull * slot] = mv;
    ml[2ull * slot + 1ull] = ll;
  }
}

extern "C" __global__ void __launch_bounds__(256) attention_gqa_d64_f16(
    const __half* __restrict__ q, const unsigned char* __restrict__ kv,
    const unsigned int* __restrict__ block_tables, const unsigned int* __restrict__ seq_lens,
    float* __restrict__ ml, float* __restrict__ acc, unsigned int q_heads, unsigned int max_blocks,
    unsigned int token_stride, unsigned int page_stride, unsigned long long plane_stride, float scale,
    unsigned int power) {
  FLTC_POWER_GUARD(power);
  attention_gqa_body<64u, GQA_GROUP>(q, kv, block_tables, seq_lens, ml, acc, q_heads, max_blocks, token_stride,
                                     page_stride, plane_stride, scale);
}

// attention_combine_small_d64_f16: grid (q_heads, R), block 256: attention_combine_d64_f16's result for
// n_splits <= COMBINE_SMALL_MAX_SPLITS (the GQA kernel's 8..64 tiles) in one memory round trip. Thread t = 64*g + d
// (split group g < 4, dim d) loads, right after the wait, the partials of splits s = g + 4*i (i < 16, s <
// n_splits): (m_s, l_s) (one 8-byte load) and acc_s[d]; M = max over the group's m_s (i ascending), then the 4
// groups' maxima in order (shared memory); a_s = exp(fl(m_s - M)) (0 where l_s == 0: an empty split);
// L_g = sum_i a_s l_s and O_gd = sum_i a_s acc_s[d] (i ascending), then L = the groups' L_g in order, O_d likewise,
// o_d = fl16(O_d / L) (0 when L == 0: no key). Why: attention_combine_d64_f16 reads the maxima, then the sums,
// then acc, each after a barrier (three dependent round trips to L2); here every load is issued at once. One
// rescale per term (a_s), as there.
#define COMBINE_SMALL_THREADS 256u
#define COMBINE_SMALL_MAX_SPLITS 64u

template <unsigned int HD>
__device__ __forceinline__ void attention_combine_small_body(const float* __restrict__ ml,
                                                             const float* __restrict__ acc,
                                                             __half* __restrict__ out, unsigned int n_splits) {
  constexpr unsigned int G = COMBINE_SMALL_THREADS / HD;         // split groups
  constexpr unsigned int PER = COMBINE_SMALL_MAX_SPLITS / G;     // splits per group at most
  static_assert(COMBINE_SMALL_THREADS % HD == 0u && G >= 1u, "head_dim must divide the combine's thread count");
  __shared__ float gmx[G];
  __shared__ float gls[G];
  __shared__ float gos[COMBINE_SMALL_THREADS];
  const unsigned int tid = threadIdx.x;
  const unsigned int g = tid / HD;
  const unsigned int d = tid % HD;
  const unsigned int h = blockIdx.x;
  const unsigned int r = blockIdx.y;
  const unsigned long long base = ((unsigned long long)r * gridDim.x + h) * n_splits;
  // the partials are written by the kernel before this one
  FLTC_GRID_SYNC();
  float mv[PER], lv[PER], av[PER];
#pragma unroll
  for (unsigned int i = 0; i < PER; ++i) {
    const unsigned int s = g + G * i;
    const bool in = s < n_splits;
    const float2 p = in ? *reinterpret_cast<const float2*>(ml + 2ull * (base + s)) : make_float2(-INFINITY, 0.0f);
    mv[i] = p.x;
    lv[i] = p.y;
    av[i] = in ? acc[(base + s) * HD + d] : 0.0f;
  }
  float mm = mv[0];
#pragma unroll
  for (unsigned int i = 1; i < PER; ++i) mm = fmaxf(mm, mv[i]);
  if (d == 0u) gmx[g] = mm;
  __syncthreads();
  mm = gmx[0];
#pragma unroll
  for (unsigned int k = 1; k < G; ++k) mm = fmaxf(mm, gmx[k]);
  float lp = 0.0f;
  float op = 0.0f;
#pragma unroll
  for (unsigned int i = 0; i < PER; ++i) {
    const float a = lv[i] != 0.0f ? expf(__fsub_rn(mv[i], mm)) : 0.0f;
    lp = __fadd_rn(lp, __fmul_rn(a, lv[i]));
    op = __fadd_rn(op, __fmul_rn(a, av[i]));
  }
  if (d == 0u) gls[g] = lp;
  gos[tid] = op;
  __syncthreads();
  if (tid < HD) {
    float ll = gls[0];
    float o = gos[tid];
#pragma unroll
    for (unsigned int k = 1; k < G; ++k) {
      ll = __fadd_rn(ll, gls[k]);
      o = __fadd_rn(o, gos[k * HD + tid]);
    }
    out[((unsigned long long)r * gridDim.x + h) * HD + tid] = fltc_f16(ll != 0.0f ? __fdiv_rn(o, ll) : 0.0f);
  }
}

extern "C" __global__ void __launch_bounds__(256) attention_combine_small_d64_f16(
    const float* __restrict__ ml, const float* __restrict__ acc, __half* __restrict__ out, unsigned int n_splits,
    unsigned int power) {
  FLTC_POWER_GUARD(power);
  attention_combine_small_body<64u>(ml, acc, out, n_splits);
}
