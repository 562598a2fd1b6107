#!/usr/bin/env bash
# The Gemma 3 side of the GPU work (issue 18), on the GPU machine, from the repository root: the device tests
# of its kernels against spec/ (gemm_f16 included), GPU greedy vs the CPU spec executor, the benchmark against
# llama.cpp's figures (benchmarks/bench_decode_gemma.py) and the per-kernel profile of decode and a 512-row
# prefill pass (benchmarks/profile_decode.py).
# Usage:  bash benchmarks/device_gemma.sh [tests|bench|all|carveout]   (default: all; one device call: ~6 min)
#   carveout: bench_decode_gemma under FLTC_SMEM_CARVEOUT=$c for each c of $CARVEOUTS (default 100), then bench
# Assumes /tmp/site holds z3-solver and gguf and $FLTC_GEMMA_MODEL (default /root/fltc/gemma3.gguf) is the
# GGUF (see benchmarks/device_suite.sh for how the wheels and a model travel). Results (JSON) and the log go
# to $FLTC_RESULTS_DIR, else $OUT, else benchmarks/results/. Exit status non-zero if a step failed.
set -uo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
export PYTHONPATH=/tmp/site:$PWD
export FLTC_GEMMA_MODEL=${FLTC_GEMMA_MODEL:-/root/fltc/gemma3.gguf}
export FLTC_RESULTS_DIR=${FLTC_RESULTS_DIR:-${OUT:-$PWD/benchmarks/results}}
mkdir -p "$FLTC_RESULTS_DIR"
log=$FLTC_RESULTS_DIR/device_gemma.log
: > "$log"
status=0
step() {  # step NAME CMD...
  echo "=== $1: ${*:2}" | tee -a "$log"
  local t0=$SECONDS
  "${@:2}" 2>&1 | tee -a "$log" | tail -25
  local rc=${PIPESTATUS[0]}
  echo "=== $1: rc=$rc in $((SECONDS - t0)) s" | tee -a "$log"
  [ "$rc" -eq 0 ] || status=1
}
nvidia-smi -L 2>&1 | tee -a "$log"
git rev-parse HEAD 2>/dev/null | tee -a "$log"
if [ "$what" = tests ] || [ "$what" = all ]; then
  step kernels python3 -m pytest -q -m gpu -p no:cacheprovider tests/gpu/test_gemma_step_kernels.py \
    tests/gpu/test_gemma_kernels.py
  step gemm python3 -m pytest -q -m gpu -p no:cacheprovider tests/gpu/test_kernels.py -k gemm
  [ -f "$FLTC_RESULTS_DIR/kernel_tests.json" ] && mv "$FLTC_RESULTS_DIR/kernel_tests.json" \
    "$FLTC_RESULTS_DIR/kernel_tests_gemm.json"
  step greedy python3 -m pytest -q -m gpu -p no:cacheprovider -x tests/gpu/test_gemma_executor.py
fi
if [ "$what" = carveout ]; then  # experiment: one preferred L1/shared split (percent shared) for every kernel
  for c in ${CARVEOUTS:-100}; do
    FLTC_SMEM_CARVEOUT=$c step "carveout$c" python3 -m benchmarks.bench_decode_gemma --steps 64 --depth 0
    mv "$FLTC_RESULTS_DIR/bench_decode_gemma.json" "$FLTC_RESULTS_DIR/bench_decode_gemma_carveout$c.json"
  done
fi
if [ "$what" = bench ] || [ "$what" = all ] || [ "$what" = carveout ]; then
  step bench python3 -m benchmarks.bench_decode_gemma --steps 64
  step profile python3 -m benchmarks.profile_decode --gemma "$FLTC_GEMMA_MODEL" --batch 1 64 --prefill 512 \
    --name profile_gemma
fi
echo "device_gemma: status $status" | tee -a "$log"
exit $status
