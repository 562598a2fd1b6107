"""benchmarks/exp_serve_stages.py's hook: on PYTHONPATH, it times the checkpoint stages of a `fltc serve` process."""
import os
import sys

if os.environ.get("FLTC_EXP_STAGES") and ("serve" in sys.argv or "--step-ms" in sys.argv):
    from benchmarks.exp_serve_stages import install

    install()
