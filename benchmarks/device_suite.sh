#!/usr/bin/env bash
# The whole GPU side in one go, on the GPU machine, from the repository root:
#   GPU tests (pytest -m gpu: driver/gate/graph tests, kernel tests, GPU-vs-CPU greedy), then the
#   benchmarks (gate overhead, GEMM vs cuBLAS, decode/prefill vs HF transformers).
# Usage:  bash benchmarks/device_suite.sh [all|tests|bench|quick]      (default: all)
#   quick = everything except the slow GPU-vs-CPU greedy test (the CPU spec executor is slow).
# Wheels in .whl/ (z3-solver, gguf: ../shared/scripts/device-wheels.sh) are installed to /tmp/site.
# The model is $FLTC_MODEL, else /root/fltc/model.gguf. Results (JSON, "Device results format")
# go to $FLTC_RESULTS_DIR, else $OUT/results when $OUT is set, else benchmarks/results/; the log
# to the same folder (device_suite.log). Exit status: non-zero if any step failed.
set -uo pipefail
cd "$(dirname "$0")/.."
what=${1:-all}
if ls .whl/*.whl >/dev/null 2>&1; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site \
    .whl/*.whl || exit 1
  export PYTHONPATH=/tmp/site:$PWD
else
  export PYTHONPATH=$PWD
fi
export FLTC_MODEL=${FLTC_MODEL:-/root/fltc/model.gguf}
if [ -z "${FLTC_RESULTS_DIR:-}" ]; then
  if [ -n "${OUT:-}" ]; then FLTC_RESULTS_DIR=$OUT/results; else FLTC_RESULTS_DIR=$PWD/benchmarks/results; fi
fi
export FLTC_RESULTS_DIR
mkdir -p "$FLTC_RESULTS_DIR"
log=$FLTC_RESULTS_DIR/device_suite.log
: > "$log"
status=0
step() {  # step NAME CMD...
  echo "=== $1: ${*:2}" | tee -a "$log"
  local t0=$SECONDS
  "${@:2}" 2>&1 | tee -a "$log"
  local rc=${PIPESTATUS[0]}
  echo "=== $1: rc=$rc in $((SECONDS - t0)) s" | tee -a "$log"
  [ "$rc" -eq 0 ] || status=1
}
nvidia-smi -L 2>&1 | tee -a "$log"
[ -f "$FLTC_MODEL" ] || echo "warning: no model at $FLTC_MODEL (model tests/benchmarks will skip)" | tee -a "$log"
step startup python3 -c "from backend.cuda.gate import LaunchGate; from backend.cuda.driver import Driver, gpu_available; \
print(gpu_available()); g = LaunchGate(Driver()); print(g.summary() | {'launched': []})"
case $what in
  all|tests|quick)
    sel="gpu"; [ "$what" = quick ] && sel="gpu and not slow"
    step gpu-tests python3 -m pytest -q -m "$sel" tests/gpu tests/cuda -p no:cacheprovider ;;
esac
case $what in
  all|bench|quick)
    step bench-gate python3 -m benchmarks.bench_gate
    step bench-gemm python3 -m benchmarks.bench_gemm
    step bench-decode python3 -m benchmarks.bench_decode ;;
esac
echo "results in $FLTC_RESULTS_DIR" | tee -a "$log"
ls -la "$FLTC_RESULTS_DIR" | tee -a "$log"
exit $status
