extern __shared__ int s1[];
extern __shared__ int s2[];
extern "C" __global__ void k(int* out, unsigned power) {
  if (power != 1) return;
  int t = threadIdx.x;
  s1[t] = t;            // thread t writes dynamic-smem word t
  out[t] = s2[t + 1];   // thread t reads word t+1 == thread t+1's write, no barrier: a race
}
