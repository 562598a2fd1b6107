// every thread of every CTA adds into one global counter with a CTA-scoped atomic: atomic only among the
// threads of one CTA, so two CTAs' updates race (lost updates)
extern "C" __global__ void a_cta_scope(const unsigned* __restrict__ x, unsigned* out, unsigned n) {
  atomicAdd_block(&out[0], x[blockIdx.x * 256 + threadIdx.x]);
}
// the same with the device-wide atomic: no race
extern "C" __global__ void a_gpu_scope(const unsigned* __restrict__ x, unsigned* out, unsigned n) {
  atomicAdd(&out[0], x[blockIdx.x * 256 + threadIdx.x]);
}
// CTA-scoped atomic with the returned value used (fetch-and-add of a constant)
extern "C" __global__ void a_cta_ticket(const unsigned* __restrict__ x, unsigned* out, unsigned n) {
  unsigned k = atomicAdd_block(&out[0], 1u);
  out[1 + (k & 511)] = k;
}
// a 64-bit atomic on out[0..1] and 32-bit atomics on out[1]: overlapping, not the same bytes
extern "C" __global__ void a_mixed_size(const unsigned* __restrict__ x, unsigned* out, unsigned n) {
  if (threadIdx.x == 0) atomicAdd((unsigned long long*)out, 1ull);
  else atomicAdd(&out[1], 1u);
}
