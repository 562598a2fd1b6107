#!/usr/bin/env bash
# compute-sanitizer over every proved launch configuration (a dynamic cross-check of the proofs).
# On the GPU machine, from the repository root, with z3-solver/gguf/bitwuzla in /tmp/site (see
# benchmarks/device_suite.sh's header). Usage: bash benchmarks/sanitize.sh [TOOL ...] (default: all four)
# Writes $FLTC_RESULTS_DIR/sanitize_<tool>.log (the sanitizer's report) and .json (per-configuration
# launches); exit status non-zero if any tool reported an error or any configuration failed to launch.
set -uo pipefail
cd "$(dirname "$0")/.."
export PYTHONPATH=/tmp/site:$PWD
export FLTC_CACHE_DIR=${FLTC_CACHE_DIR:-/tmp/fltc-cache}
out=${FLTC_RESULTS_DIR:-${OUT:-benchmarks/results}}
mkdir -p "$out"
tools=("$@"); [ ${#tools[@]} -gt 0 ] || tools=(memcheck racecheck synccheck initcheck)
# re-check the artifacts once, outside the sanitizer (the gate then starts from its cache)
python3 -c "from backend.cuda.driver import Driver; from backend.cuda.gate import LaunchGate; r = LaunchGate(Driver()).report; print('gate warm-up:', r.admitted, 'admitted,', len(r.rejected), 'rejected')"
status=0
# positive control: a launch whose output allocation is secretly half its proved size must be reported
compute-sanitizer --tool memcheck --error-exitcode 9 --print-limit 5 --log-file "$out/sanitize_control.log" \
  python3 -m benchmarks.sanitize_kernels --control > "$out/sanitize_control_stdout.log" 2>&1
rc=$?
grep -h "ERROR SUMMARY" "$out/sanitize_control.log" | tail -1
if [ "$rc" -eq 9 ]; then echo "=== control: memcheck reported the planted out-of-bounds launch (rc=9): the tool is live"
else echo "=== control: FAILED: memcheck did not report the planted out-of-bounds launch (rc=$rc)"; status=1; fi
for t in "${tools[@]}"; do
  t0=$SECONDS
  compute-sanitizer --version | tail -1
  cmd=(compute-sanitizer --tool "$t" --error-exitcode 9 --print-limit 100 --log-file "$out/sanitize_$t.log"
       python3 -m benchmarks.sanitize_kernels --json "$out/sanitize_$t.json")
  echo "=== $t: ${cmd[*]}"
  "${cmd[@]}" > "$out/sanitize_${t}_stdout.log" 2>&1
  rc=$?
  tail -2 "$out/sanitize_${t}_stdout.log"
  grep -h "ERROR SUMMARY\|RACECHECK SUMMARY" "$out/sanitize_$t.log" | tail -2
  echo "=== $t: rc=$rc in $((SECONDS - t0)) s"
  [ "$rc" -eq 0 ] || status=1
done
exit $status
