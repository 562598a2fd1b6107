// RoPE, GGUF "NORM" convention (spec.rope): adjacent pairs (x[2i], x[2i+1]) of each head are
// rotated by theta_i = p * inv_freq_i, i < rope_dim/2, in place. cos/sin come from the tables
// spec.rope.rope_cos_sin(arange(P), freq_base, rope_dim) builds (f32 [P, rope_dim/2] each; the
// host uploads them once per model, so freq_base enters through them). Steps 4-5 of the spec
// are evaluated verbatim: y0 = fl(fl(x0*c) - fl(x1*s)), y1 = fl(fl(x0*s) + fl(x1*c)), one RNE store.
// Elements with index >= rope_dim are not touched (pass-through, in place).
// Launch: grid.x = T tokens, block = (rope_dim/2, heads); x is [T, heads, head_dim] f16.
// Assumption: positions[t] < P (the table rows; the scheduler bounds positions by max_context).
#include "common.cuh"

extern "C" __global__ void rope_f16(__half* x, const unsigned int* __restrict__ positions,
                                    const float* __restrict__ cos_tab, const float* __restrict__ sin_tab,
                                    unsigned int heads, unsigned int head_dim, unsigned int half_rope,
                                    unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int i = threadIdx.x, h = threadIdx.y, t = blockIdx.x;
  const unsigned int pos = positions[t];
  const unsigned long long tab = (unsigned long long)pos * half_rope + i;
  const float c = cos_tab[tab];
  const float s = sin_tab[tab];
  const unsigned long long off = ((unsigned long long)t * heads + h) * head_dim + 2u * i;
  __half2* p = reinterpret_cast<__half2*>(x + off);
  const float2 v = __half22float2(*p);
  const float y0 = __fsub_rn(__fmul_rn(v.x, c), __fmul_rn(v.y, s));
  const float y1 = __fadd_rn(__fmul_rn(v.x, s), __fmul_rn(v.y, c));
  *p = __halves2half2(fltc_f16(y0), fltc_f16(y1));
}

// RoPE fused with the K/V write, for the fused QKV projection. qkv is [T, q_heads + 2*kv_heads, head_dim]
// f16 (row = q | k | v, as the fused GEMV/GEMM writes it). Thread (i, h) of CTA t handles the pair
// (2i, 2i+1) of head h of token t (i < head_dim/2, h < q_heads + 2*kv_heads):
//   * q heads (h < q_heads): rotated as rope_f16 does (i < half_rope; the rest copied) -> q_out[t, h];
//   * k heads: rotated the same way -> K plane of the KV cache at slots[t];
//   * v heads: copied -> V plane at slots[t].
// KV addresses as kv_write_f16 (kv = the layer's base; slot = physical*16 + token_offset). A slot
// >= n_slots (= physical_blocks*16) writes nothing to the cache: the executor gives padding rows
// distinct slots n_slots + j, so no padding row touches the cache. Assumptions: positions[t] < P
// (table rows); the slots of distinct rows differ (the KV allocator's invariant for real rows,
// n_slots + j for padding). Launch: grid.x = T, block = (head_dim/2, q_heads + 2*kv_heads).
// Batch 1 launches it as a programmatic dependent of the QKV GEMV (FLTC_GRID_SYNC, common.cuh).
extern "C" __global__ void rope_qkv_kv_f16(const __half* __restrict__ qkv, const unsigned int* __restrict__ positions,
                                           const float* __restrict__ cos_tab, const float* __restrict__ sin_tab,
                                           const unsigned int* __restrict__ slots, __half* __restrict__ q_out,
                                           unsigned char* __restrict__ kv, unsigned int q_heads,
                                           unsigned int kv_heads, unsigned int head_dim, unsigned int half_rope,
                                           unsigned int n_slots, unsigned int token_stride,
                                           unsigned int page_stride, unsigned long long plane_stride,
                                           unsigned int power) {
  FLTC_POWER_GUARD(power);
  const unsigned int i = threadIdx.x, h = threadIdx.y, t = blockIdx.x;
  const unsigned int heads = q_heads + 2u * kv_heads;
  const unsigned long long src = ((unsigned long long)t * heads + h) * head_dim + 2u * i;
  // positions, slots and the tables are the step's inputs / model constants (stable): read before
  // the grid dependency wait; qkv (the previous kernel's output) only after it
  const bool rotate = h < q_heads + kv_heads && i < half_rope;
  float c = 0.0f, s = 0.0f;
  if (rotate) {
    const unsigned int pos = positions[t];
    const unsigned long long tab = (unsigned long long)pos * half_rope + i;
    c = cos_tab[tab];
    s = sin_tab[tab];
  }
  const unsigned int slot = h < q_heads ? 0u : slots[t];
  FLTC_GRID_SYNC();
  __half2 val = *reinterpret_cast<const __half2*>(qkv + src);
  if (rotate) {
    const float2 v = __half22float2(val);
    const float y0 = __fsub_rn(__fmul_rn(v.x, c), __fmul_rn(v.y, s));
    const float y1 = __fadd_rn(__fmul_rn(v.x, s), __fmul_rn(v.y, c));
    val = __halves2half2(fltc_f16(y0), fltc_f16(y1));
  }
  if (h < q_heads) {
    *reinterpret_cast<__half2*>(q_out + ((unsigned long long)t * q_heads + h) * head_dim + 2u * i) = val;
  } else {
    if (slot < n_slots) {
      const unsigned int is_v = h >= q_heads + kv_heads ? 1u : 0u;
      const unsigned int kvh = h - q_heads - is_v * kv_heads;
      const unsigned long long dst = (unsigned long long)is_v * plane_stride +
                                     (unsigned long long)(slot >> 4) * page_stride +
                                     (unsigned long long)(slot & 15u) * token_stride + 4ull * (kvh * (head_dim >> 1) + i);
      *reinterpret_cast<__half2*>(kv + dst) = val;
    }
  }
}
