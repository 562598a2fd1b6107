"""Re-check every proof artifact in parallel (fills the content-hash cache the gate reads at start-up).

Usage: python3 scripts/precheck.py [PROOFS_DIR] [JOBS]
"""

from __future__ import annotations

import os
import sys
import time
from multiprocessing import Pool

from verifier.check import check_artifact, find_artifacts


def _one(p: str) -> tuple[str, bool, float, str]:
    r = check_artifact(p)
    return p, r.ok, r.seconds, "; ".join(r.messages)[:200]


def main() -> int:
    root = sys.argv[1] if len(sys.argv) > 1 else "proofs"
    jobs = int(sys.argv[2]) if len(sys.argv) > 2 else os.cpu_count() or 1
    paths = [str(p) for p in find_artifacts(root)]
    t0 = time.time()
    bad = 0
    with Pool(jobs) as pool:
        for p, ok, sec, msg in pool.imap_unordered(_one, paths):
            if not ok:
                bad += 1
                print(f"FAILED {p}: {msg}", flush=True)
    print(f"re-checked {len(paths)} artifacts with {jobs} workers in {time.time() - t0:.1f} s; {bad} failed")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
