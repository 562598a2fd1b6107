// The batch-1 fused attention entries' shared pass-1 pieces (attention_b1.cu, attention_b1o.cu, attention_b1s.cu):
// a warp takes B1_KEYS keys a trip, lanes over a key's dims, and sums the (key, head) products with a transposing
// butterfly, one step of which is b1_fold. One code, so the three entries form the same scores in the same order.
#pragma once
#include "attention_g4.cuh"

#define B1_KEYS 4u  // keys a warp takes per pass-1 trip (32 per trip for the CTA)

// One step of the transposing butterfly over lane bit 2 * HALF: a lane keeps val[x + HALF] (bit set) or val[x]
// (bit clear), sends the other to its partner lane ^ 2 * HALF and adds the partner's: val[x] = keep + received.
template <unsigned int HALF>
__device__ __forceinline__ void b1_fold(float (&val)[B1_KEYS * GW_GROUP], unsigned int lane) {
  const unsigned int up = 0u - ((lane / (2u * HALF)) & 1u);  // all ones where the lane keeps the upper half
#pragma unroll
  for (unsigned int x = 0; x < HALF; ++x) {
    const unsigned int a = __float_as_uint(val[x]), b = __float_as_uint(val[x + HALF]), d = (a ^ b) & up;
    val[x] = __fadd_rn(__uint_as_float(a ^ d), __shfl_xor_sync(0xffffffffu, __uint_as_float(b ^ d), 2u * HALF));
  }
}
