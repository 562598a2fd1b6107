extern __shared__ int s1[];
extern __shared__ int s2[];
extern "C" __global__ void k(int* out, unsigned power) {
  if (power != 1) return;
  int t = threadIdx.x;
  s1[t] = t;            // thread t writes dynamic-smem word t
  s2[t + 1] = -t;       // thread t writes word t+1 == thread (t+1)'s s1 store: write-write race
  __syncthreads();
  out[t] = s1[t];
}
