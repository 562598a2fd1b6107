extern __shared__ int s1[];
extern __shared__ int s2[];
extern "C" __global__ void k(int* out, unsigned power) {
  if (power != 1) return;
  int t = threadIdx.x;
  s1[t] = t;             // words 0..127
  s2[t + 128] = -t;      // words 128..255 of the same window: disjoint from every s1 store
  __syncthreads();
  out[t] = s1[t] + s2[255 - t];
}
