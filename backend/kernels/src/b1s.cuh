// The interface between the split-key batch-1 attention (attention_b1s.cu: qk_rope_attention_b1s_d256_f16) and
// the o-projection that combines its partials in its prologue (gemv_comb.cu). One header, so the two entries
// agree on the chunking and the layouts by construction.
//
// Why split: qk_rope_attention_b1_d256_f16 is one CTA per KV head, so a row of n keys is n / 8 keys a warp done
// one after another (H100: 6.6 us at n = 80, ~27 us at the full window of 512; decode at depth 4,000 is 746 tok/s,
// under llama.cpp's 925). Here G CTAs split the keys; each leaves an unnormalised partial, and the next kernel
// (the o-projection GEMV, which reads the attention output anyway) combines them, so there is no extra launch.
//
// Chunking of one row (b1s_chunks; both entries compute it from the same stable inputs seq_lens[r] and the
// launch scalars window and G): keys lo .. seq_len - 1 (lo = seq_len - window when seq_len > window, else 0;
// n = seq_len - lo >= 1 keys, the row's own token the last), chunk size ch = the multiple of B1S_TRIP at least
// ceil(n / G) and at least B1S_TRIP, count = ceil(n / ch) <= G chunks: chunk c holds keys lo + c*ch ..
// min(lo + (c + 1)*ch, seq_len) - 1. CTAs c >= count write nothing, and the combine reads chunks < count only.
//
// Partial of chunk c of KV head kvh (f32, B1S_PART_FLOATS floats at part + (kvh * G + c) * B1S_PART_FLOATS):
//   [0, 4)             m[g]     the chunk's maximum score of query head kvh*4 + g (finite: a chunk has a key)
//   [4, 8)             l[g]     sum over the chunk's keys of exp(s - m[g])
//   [8 + 256 g + d]    acc[g][d] sum over the chunk's keys of exp(s - m[g]) * v[d]   (g < 4, d < 256)
// Combine (x of the o-projection, query head h = kvh*4 + g): M = max_c m_c[g], w_c = exp(m_c[g] - M),
//   x[h*256 + d] = RNE_f16( (sum_c w_c * acc_c[g][d]) / (sum_c w_c * l_c[g]) ), c ascending.
//
// The row's own K/V: the attention does not write the KV cache (another CTA of it may read a key whose block
// aliases the row's slot under a hostile block table: a race no obligation could rule out without an
// assumption). CTA 0 of each KV head writes the row's normalised, rotated k (f16, as the cache holds it) and v
// to kvrow[kvh * 256 + d] (K) and kvrow[(kv_heads + kvh) * 256 + d] (V); every CTA uses its own registers'
// copy for the row's own key. The combining o-projection's CTA 0 copies kvrow into the cache row of slots[r]
// (when slots[r] < n_slots), after its grid wait: the next reader is the next step's attention.
#pragma once

#define B1S_TRIP 32u                 // keys of one pass-1 trip of a CTA (b1's: 8 warps x 4 keys)
#define B1S_GROUP 4u                 // query heads per KV head
#define B1S_HD 256u                  // head dimension
#define B1S_PART_FLOATS (2u * B1S_GROUP + B1S_GROUP * B1S_HD)  // 1,032 floats = 4,128 bytes a chunk

struct B1sChunks {
  unsigned int lo;     // the row's first key
  unsigned int n;      // its keys (>= 1 when seq_len >= 1)
  unsigned int ch;     // keys a chunk (a multiple of B1S_TRIP)
  unsigned int count;  // non-empty chunks (<= G)
};

__device__ __forceinline__ B1sChunks b1s_chunks(unsigned int seq_len, unsigned int window, unsigned int G) {
  B1sChunks k;
  k.lo = seq_len > window ? seq_len - window : 0u;
  k.n = seq_len - k.lo;
  const unsigned int per = (k.n + G - 1u) / G;
  const unsigned int trips = (per + B1S_TRIP - 1u) / B1S_TRIP;
  k.ch = B1S_TRIP * (trips > 0u ? trips : 1u);
  k.count = (k.n + k.ch - 1u) / k.ch;
  return k;
}
