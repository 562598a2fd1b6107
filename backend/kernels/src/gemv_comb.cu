// Gemma 3's batch-1 o-projection with the split-key attention's combine in its prologue (registry_gemma.py
// COMB_KERNEL; the partials are qk_rope_attention_b1s_d256_f16's, src/attention_b1s.cu; the interface between the
// two is src/b1s.cuh, mirrored by backend/kernels/b1s_layout.py).
//
// Why: the split-key attention leaves G unnormalised partials per KV head instead of the attention output; the
// o-projection is the next kernel and reads that output anyway, and the combine of one row is a few thousand
// multiply-adds, so every CTA of the o-projection recomputes the combined row into shared memory (as
// gemv_postnorm.cu's entries recompute their normalised row) instead of a separate combine launch.
//
// What gemv_q4_k_comb_r1c1_f16 computes, for the one row (seq_len = seq_lens[0], chunks = b1s_chunks(seq_len,
// window, G): chunks c < count of part; K = kv_heads * 4 * 256; element d of x is query head h = d >> 8 (KV head
// kvh = h >> 2, group member g = h & 3), dim e = d & 255, P_c = part + (kvh * G + c) * B1S_PART_FLOATS):
//   M   = max_c P_c[g]                          (fmaxf over c ascending from -inf: exact, any order)
//   w_c = expf(fl32(P_c[g] - M))                (CUDA's expf without fast-math, as attention_g4.cuh's pass 2)
//   num = sum_c fl32(w_c * P_c[8 + 256 g + e]),  den = sum_c fl32(w_c * P_c[4 + g])
//                                               (c ascending from 0.0f, one product then one add each, no fma)
//   x[d] = RNE_f16(num / den)                   (IEEE division, __fdiv_rn)  -> xo[d] (CTA 0 only) and xs[d]
//   y    = the 1-row Q4_K GEMV of gemv_k.cu over xs (gk_load / gk_step: the same lanes, blocks, fragments and
//          order as gemv_q4_k_r1c1_f16): y[n] = RNE_f16(sum_k x[k] W[n, k]), N outputs.
// So x is b1s_layout.b1s_combine's order (which uses numpy's float32 exp: the two exps may differ by an ulp or two),
// and y is BIT-IDENTICAL to gemv_q4_k_r1c1_f16 over xo.
// The row's own K/V: CTA 0's threads tid < 2 * kv_heads * 32 copy the 16 bytes tid of kvrow (b1s.cuh: the K row,
// then the V row, kv_heads * 256 halves each) into the cache row of slot = slots[0] (the K plane for the first
// kv_heads * 32 vectors, the V plane at + plane_stride for the rest; row = kv + (slot >> 4) * page_stride +
// (slot & 15) * token_stride, attention_b1.cu's addressing) when slot < n_slots; no other CTA touches kv. The next
// reader of that row is the next step's attention.
//
// Launch: grid.x = ceil(N / 8), block.x = 256 (8 warps): warp w of CTA bx owns the output column n0 = 8*bx + w;
// warps with n0 >= N take part in the barrier and skip only the GEMV. Thread tid combines d = tid + 256*i, i < 4
// (predicated d < K). Before FLTC_GRID_SYNC only stable inputs are read: seq_lens and slots (the step's host
// inputs) and w (the first COMB_PF iterations' weight words, as the 1-row tile); after it part and kvrow (the
// attention's outputs). The combine's loops run count <= G trips (count is uniform: from seq_lens[0]); one barrier
// orders the xs stores before the GEMV's reads. Assumptions (the family asserts them): one row; K == kv_heads *
// 1024 <= COMB_MAX_K (the shared row: kv_heads == 1); N > 0; 1 <= G <= 64 and window <= 2^24 (b1s_chunks' u32
// arithmetic exact); the widest chunk at most the keys one b1s CTA takes; n_slots = physical_blocks * 16 with the
// layer view's strides (no data assumption: the proof holds for any seq_lens[0] and slots[0]). part holds kv_heads * G partials (chunks >= count are never read), kvrow 2 * kv_heads * 256
// halves; seq_len = 0 (no key) would give count = 0 and x = 0 / 0 = NaN: the scheduler never launches it.
#include "b1s.cuh"
#include "gemv_k.cuh"

#define COMB_THREADS 256u
#define COMB_MAX_K 1024u  // the shared row xs (f16): K = kv_heads * B1S_GROUP * B1S_HD <= this
#define COMB_PF 4u        // iterations of weight words prefetched before the wait (gemv_q4_k_r1c1_f16's PF)

// The combined element d = kvh * 1024 + g * 256 + e of x (b1s.cuh's combine), chunks c < count of part.
__device__ __forceinline__ __half comb_element(const float* __restrict__ part, unsigned int d, unsigned int G,
                                               unsigned int count) {
  const unsigned int kvh = d >> 10, g = (d >> 8) & 3u, e = d & 255u;
  const float* p0 = part + (unsigned long long)kvh * G * B1S_PART_FLOATS;
  float M = -INFINITY;
#pragma unroll 1  // a counted loop (c < count, c += 1)
  for (unsigned int c = 0; c < count; ++c) M = fmaxf(M, p0[(unsigned long long)c * B1S_PART_FLOATS + g]);
  float num = 0.0f, den = 0.0f;
#pragma unroll 1
  for (unsigned int c = 0; c < count; ++c) {
    const float* pc = p0 + (unsigned long long)c * B1S_PART_FLOATS;
    const float w = expf(__fsub_rn(pc[g], M));
    num = __fadd_rn(num, __fmul_rn(w, pc[2u * B1S_GROUP + B1S_HD * g + e]));
    den = __fadd_rn(den, __fmul_rn(w, pc[B1S_GROUP + g]));
  }
  return fltc_f16(__fdiv_rn(num, den));
}

// (part, kvrow, seq_lens, slots, kv, w, y, xo, N, K, kv_heads, window, G, n_slots, token_stride, page_stride,
//  plane_stride, power)
extern "C" __global__ void __launch_bounds__(256) gemv_q4_k_comb_r1c1_f16(
    const float* __restrict__ part, const __half* __restrict__ kvrow, const unsigned int* __restrict__ seq_lens,
    const unsigned int* __restrict__ slots, unsigned char* kv, const unsigned char* __restrict__ w,
    __half* __restrict__ y, __half* __restrict__ xo, unsigned int N, unsigned int K, unsigned int kv_heads,
    unsigned int window, unsigned int G, unsigned int n_slots, unsigned int token_stride, unsigned int page_stride,
    unsigned long long plane_stride, unsigned int power) {
  FLTC_POWER_GUARD(power);
  using F = GkFmt<GK_Q4_K>;
  constexpr unsigned int BPI = 32u / F::LPB;  // blocks per warp iteration (1)
  constexpr unsigned int PER = COMB_MAX_K / COMB_THREADS;  // row elements per thread: d = tid + 256*i, i < PER
  __shared__ __align__(16) __half xs[COMB_MAX_K];  // the combined row (the GEMV's input)
  const unsigned int tid = threadIdx.x, warp = tid >> 5, lane = tid & 31u;
  const unsigned int n0 = blockIdx.x * (COMB_THREADS / 32u) + warp;
  const bool active = n0 < N;  // warp-uniform: the GEMV part only
  const unsigned int nb = K >> F::LBE;
  const unsigned int iters = (nb + BPI - 1u) / BPI;
  const unsigned int sub = lane % F::LPB;
  const unsigned long long row_bytes = (unsigned long long)nb * F::BB;
  // stable loads before the wait: the row's length and slot (host inputs), the first COMB_PF iterations' weights
  const B1sChunks ck = b1s_chunks(seq_lens[0], window, G);
  const unsigned int slot = slots[0];
  GkRawT<GK_Q4_K> pf[COMB_PF][1];
#pragma unroll
  for (unsigned int p = 0; p < COMB_PF; ++p)
    gk_load<GK_Q4_K, 1u>(pf[p], w, n0, 0u, active ? N : 0u, row_bytes, p * BPI + lane / F::LPB, nb, sub);
  FLTC_GRID_SYNC();  // a programmatic dependent: part and kvrow are the attention's outputs
  // the row's own K/V into the cache (CTA 0 only; 16 bytes a thread: the K row's vectors, then the V row's)
  const unsigned int rowv = kv_heads * (B1S_HD * 2u / 16u);  // 16-byte vectors of one plane's row
  if (blockIdx.x == 0u && slot < n_slots && tid < 2u * rowv) {
    unsigned char* const row = kv + (unsigned long long)(slot >> 4) * page_stride +
                               (unsigned long long)(slot & 15u) * token_stride;
    const uint4 v = reinterpret_cast<const uint4*>(kvrow)[tid];
    if (tid < rowv) {
      reinterpret_cast<uint4*>(row)[tid] = v;
    } else {
      reinterpret_cast<uint4*>(row + plane_stride)[tid - rowv] = v;
    }
  }
  // the combine: every CTA its own copy of x in xs, CTA 0 also to xo
#pragma unroll
  for (unsigned int i = 0; i < PER; ++i) {
    const unsigned int d = i * COMB_THREADS + tid;
    if (d < K) {
      const __half x = comb_element(part, d, G, ck.count);
      xs[d] = x;
      if (blockIdx.x == 0u) xo[d] = x;
    }
  }
  __syncthreads();  // every xs[d] before the GEMV reads it
  if (active) {  // gk_body's 1-row tile over xs (m0 = 0, M = 1)
    float acc[1][1] = {{0.0f}};
#pragma unroll
    for (unsigned int p = 0; p < COMB_PF; ++p) {
      const unsigned int kb = p * BPI + lane / F::LPB;
      if (kb < nb) gk_step<GK_Q4_K, 1u, 1u>(acc, pf[p], xs, 0u, 1u, K, kb, sub);
    }
    for (unsigned int it = COMB_PF; it < iters; ++it) {
      const unsigned int kb = it * BPI + lane / F::LPB;
      if (kb < nb) {
        GkRawT<GK_Q4_K> wr[1];
        gk_load<GK_Q4_K, 1u>(wr, w, n0, 0u, N, row_bytes, kb, nb, sub);
        gk_step<GK_Q4_K, 1u, 1u>(acc, wr, xs, 0u, 1u, K, kb, sub);
      }
    }
    acc[0][0] = fltc_warp_sum(acc[0][0]);
    if (lane == 0u) y[n0] = fltc_f16(acc[0][0]);
  }
}
