// Loop attacks: out (n floats) written by every thread; in is read-only; s shared.
extern "C" __global__ void l_base(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float s[8 * 256];
  unsigned t = threadIdx.x;
  #pragma unroll 1
  for (int i = 0; i < 8; i++) s[i * 256 + t] = (float)i;
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[((t + 1) & 255)];
}
// address from a value loaded in the loop (role in): race when two threads load equal values
extern "C" __global__ void l_loadaddr(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float s[8 * 256];
  unsigned t = threadIdx.x;
  #pragma unroll 1
  for (int i = 0; i < 8; i++) s[x[t * 8 + i] & 2047] = (float)i;
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[((t + 1) & 255)];
}
// trip count is the kernel parameter n (config n = 6); s has room for 5 iterations: OOB at iteration 5
extern "C" __global__ void l_tripparam(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float s[5 * 256];
  unsigned t = threadIdx.x;
  #pragma unroll 1
  for (unsigned i = 0; i < n; i++) s[i * 256 + t] = (float)i;
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[((t + 1) & 255)];
}
// trip count is data x[0] (assumed in [0, 8]); i <= m: iteration 8 out of bounds
extern "C" __global__ void l_tripdata(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float s[8 * 256];
  unsigned t = threadIdx.x;
  unsigned m = x[0];
  #pragma unroll 1
  for (unsigned i = 0; i <= m; i++) s[i * 256 + t] = (float)i;
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[((t + 1) & 255)];
}
// overlap with another thread only at iteration >= 5: t*8+i for i<5, t*8+i+3 for i>=5 (= (t+1)*8 + i-5)
extern "C" __global__ void l_lateoverlap(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float s[8 * 257 + 16];
  unsigned t = threadIdx.x;
  #pragma unroll 1
  for (unsigned i = 0; i < 8; i++) s[t * 8 + i + (i >= 5 ? 3u : 0u)] = (float)i;
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[t];
}
// lane-dependent branch, only at i >= 6: odd threads all write s[i]
extern "C" __global__ void l_lanebranch(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float s[8 * 256];
  unsigned t = threadIdx.x;
  #pragma unroll 1
  for (unsigned i = 0; i < 8; i++) {
    if (i >= 6 && (t & 1)) s[i] = 1.0f; else s[i * 256 + t] = (float)i;
  }
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[((t + 1) & 255)];
}
// induction variable bumped twice, conditionally on data: i can reach 8 inside the body
extern "C" __global__ void l_twice(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float s[8 * 256];
  unsigned t = threadIdx.x;
  #pragma unroll 1
  for (unsigned i = 0; i < 8; i++) {
    s[i * 256 + t] = (float)i;
    if (x[t] & (1u << i)) i++;
    s[i * 256 + t] = 2.0f;
  }
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[((t + 1) & 255)];
}
// non-terminating for odd threads (i += 2 never meets 1000), output store after the loop
extern "C" __global__ void l_noterm(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  #pragma unroll 1
  for (unsigned i = t; i != 1000; i += 2) s[t] = (float)i;
  out[blockIdx.x * 256 + t] = 1.0f;
}
// spin on a shared flag nobody sets, storing in the loop; output after it
extern "C" __global__ void l_spin(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ volatile unsigned s[256];
  unsigned t = threadIdx.x;
  s[t] = 0;
  #pragma unroll 1
  while (s[0] != 7u) s[t] = 0;
  out[blockIdx.x * 256 + t] = 1.0f;
}
// warps 4-7 spin while x[0] != 12345 (forever, for other data) before the barrier that warps 0-3 wait at;
// only warps 0-3 store out after it: no store of theirs follows the loop on their own path
extern "C" __global__ void l_spin_bar(const unsigned* __restrict__ x, float* out, unsigned n) {
  unsigned t = threadIdx.x;
  if (t >= 128) {
    #pragma unroll 1
    while (((volatile const unsigned*)x)[0] != 12345u) { }
  }
  __syncthreads();
  if (t < 128) out[blockIdx.x * 128 + t] = 1.0f;
}
// thread 0 of CTA 0 traps before its store; thread 1 also writes out[0]: every element has a writer that does
// not trap, yet every launch aborts
extern "C" __global__ void l_trap(const unsigned* __restrict__ x, float* out, unsigned n) {
  unsigned i = blockIdx.x * 256 + threadIdx.x;
  if (i == 0) asm volatile("trap;");
  out[i] = 1.0f;
  if (i == 1) out[0] = 2.0f;
}
// lanes 16-31 spin while x[0] != 12345 before a full-warp shuffle; only lanes 0-15 store out after it
extern "C" __global__ void l_spin_shfl(const unsigned* __restrict__ x, float* out, unsigned n) {
  unsigned t = threadIdx.x;
  if ((t & 31) >= 16) {
    #pragma unroll 1
    while (((volatile const unsigned*)x)[0] != 12345u) { }
  }
  float v = __shfl_sync(0xffffffffu, (float)t, 0);
  if ((t & 31) < 16) out[blockIdx.x * 128 + (t >> 5) * 16 + (t & 31)] = v;
}
