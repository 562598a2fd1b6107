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
