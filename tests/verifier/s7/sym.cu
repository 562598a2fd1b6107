// write-write race only between one low thread (line 2) and one high thread (line 1)
extern "C" __global__ void s_asym_lo_second(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  if (t == 200) s[0] = 1.0f;
  s[t] = 2.0f;            // thread 0 writes s[0] here
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[(t + 1) & 255];
}
extern "C" __global__ void s_asym_hi_second(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float s[256];
  unsigned t = threadIdx.x;
  s[t] = 2.0f;            // thread 0 writes s[0] here
  if (t == 200) s[0] = 1.0f;
  __syncthreads();
  out[blockIdx.x * 256 + t] = s[(t + 1) & 255];
}
// 300 unrolled shared stores per thread; only the 290th is out of bounds (chunk 2 of obligation 3)
extern "C" __global__ void s_chunk2(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float s[300 * 32];
  unsigned t = threadIdx.x & 31;
  #pragma unroll
  for (int i = 0; i < 300; i++) {
    unsigned j = (i == 289) ? 300 * 32 + t : i * 32 + t;
    ((volatile float*)s)[j] = (float)i;
  }
  __syncthreads();
  out[blockIdx.x * 256 + threadIdx.x] = s[threadIdx.x];
}
// 300 unrolled global stores to out (n = 300 * 512 floats); the 290th one past the end
extern "C" __global__ void s_chunk2_global(const unsigned* __restrict__ x, float* out, unsigned n) {
  unsigned g = blockIdx.x * 256 + threadIdx.x;
  #pragma unroll
  for (int i = 0; i < 300; i++) {
    unsigned j = (i == 289) ? 300 * 512 + g : i * 512 + g;
    ((volatile float*)out)[j] = (float)i;
  }
}
// an out-of-bounds store to a[] lands in b[] (laid out after it): races with the store to b by thread t+1
extern "C" __global__ void s_oob_alias(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float a[256];
  __shared__ float b[256];
  unsigned t = threadIdx.x;
  ((volatile float*)a)[256 + t] = 1.0f;
  ((volatile float*)b)[(t + 255) & 255] = 2.0f;
  __syncthreads();
  out[blockIdx.x * 256 + t] = a[t] + b[t];
}
// warps 4-7 pass one barrier and write s; warps 0-3 pass two and read it: not one barrier interval in reality
// (the second barrier completes when warps 4-7 exit), yet their epochs differ (1 and 2)
extern "C" __global__ void s_bar_count(const unsigned* __restrict__ x, float* out, unsigned n) {
  __shared__ float s[128];
  unsigned t = threadIdx.x;
  if (t >= 128) {
    __syncthreads();
    s[t - 128] = 1.0f;
  } else {
    __syncthreads();
    __syncthreads();
    out[blockIdx.x * 128 + t] = s[t];
  }
}
