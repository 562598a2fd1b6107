#!/usr/bin/env bash
# Rebuild the committed PTX from backend/kernels/src/*.cu. The exact command per file is below
# (and in every KernelDescriptor.build_command); tests/kernels checks the output is byte-identical.
set -euo pipefail
cd "$(dirname "$0")"
nvcc -O3 -arch=sm_90 --ptx src/dequant.cu -o dequant.ptx
nvcc -O3 -arch=sm_90 --ptx src/gemv_q.cu -o gemv_q.ptx
nvcc -O3 -arch=sm_90 --ptx src/gemm.cu -o gemm.ptx
nvcc -O3 -arch=sm_90 --ptx src/elementwise.cu -o elementwise.ptx
nvcc -O3 -arch=sm_90 --ptx src/rope.cu -o rope.ptx
nvcc -O3 -arch=sm_90 --ptx src/attention.cu -o attention.ptx
nvcc -O3 -arch=sm_90 --ptx src/attention_split.cu -o attention_split.ptx
nvcc -O3 -arch=sm_90 --ptx src/attention_gqa.cu -o attention_gqa.ptx
nvcc -O3 -arch=sm_90 --ptx src/sampling.cu -o sampling.ptx
nvcc -O3 -arch=sm_90 --ptx src/sampling_topk.cu -o sampling_topk.ptx
nvcc -O3 -arch=sm_90 --ptx src/gemv_k.cu -o gemv_k.ptx
nvcc -O3 -arch=sm_90 --ptx src/gemma_step.cu -o gemma_step.ptx
nvcc -O3 -arch=sm_90 --ptx src/attention_window.cu -o attention_window.ptx
nvcc -O3 -arch=sm_90 --ptx src/attention_decode.cu -o attention_decode.ptx
nvcc -O3 -arch=sm_90 --ptx src/gemv_head.cu -o gemv_head.ptx
nvcc -O3 -arch=sm_90 --ptx src/gemv_postnorm.cu -o gemv_postnorm.ptx
nvcc -O3 -arch=sm_90 --ptx src/gemv_pn_qkv.cu -o gemv_pn_qkv.ptx
nvcc -O3 -arch=sm_90 --ptx src/attention_b1.cu -o attention_b1.ptx
nvcc -O3 -arch=sm_90 --ptx src/attention_b1o.cu -o attention_b1o.ptx
nvcc -O3 -arch=sm_90 --ptx src/gemv_comb.cu -o gemv_comb.ptx
nvcc -O3 -arch=sm_90 --ptx src/attention_b1s.cu -o attention_b1s.ptx
