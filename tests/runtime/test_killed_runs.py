"""Killed runs (issue 16, "Done when" 2): a real engine process (toy model) is SIGKILLed at 20 pseudo-random
moments -- seeded picks among every visit of every crash point an uninterrupted run passes, half of them
inside checkpoint writes (base and delta: the store's writes and fsyncs, the checkpoint stages), half
between ticks or before the summary. After each kill `fltc audit` must say INTERRUPTED (exit 6: never
INCONSISTENT, never OK for an unfinished run); resuming it (Engine.resume, what `fltc run --resume` calls)
must end identical to the uninterrupted run: the same tokens, the same store and event log byte for byte
(so the same heads), no receipt lost, none twice; then `fltc audit` says OK."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from backend.runtime import crashpoints
from backend.runtime.rowmnr import CheckpointStore
from fltc.cli import main as fltc_main
from tests.runtime import crash_child

ROOT = Path(__file__).resolve().parents[2]
SEED = 16
KILLS = 20


def _child(d: Path, crash: str | None, extra_env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "FLTC_CRASH_AT"}
    env.update({"PYTHONPATH": str(ROOT), **(extra_env or {})})
    if crash:
        env["FLTC_CRASH_AT"] = crash
    return subprocess.run([sys.executable, "-m", "tests.runtime.crash_child", "engine", str(d)], env=env, cwd=ROOT,
                          capture_output=True, timeout=120)


def _files(d: Path) -> dict[str, bytes]:
    return {str(p.relative_to(d)): p.read_bytes() for p in sorted(d.rglob("*"))
            if p.is_file() and str(p.relative_to(d)).startswith(("run/store", "run/events.log", "result.json"))}


def pick_moments(visits: dict[str, int], seed: int = SEED, n: int = KILLS) -> list[str]:
    """n distinct 'point@k' kill moments: half inside checkpoint writes (ckpt.* and the store's write.* points
    after the first two appends, which are run/config and the request batch), half in the engine's loop."""
    rng = random.Random(seed)
    inside = [f"{p}@{k}" for p, c in sorted(visits.items()) if p.startswith("ckpt.") for k in range(1, c + 1)]
    inside += [f"{p}@{k}" for p, c in sorted(visits.items()) if p.startswith("write.") and p != "write.head_tmp"
               for k in range(3, c + 1)]
    loop = [f"{p}@{k}" for p, c in sorted(visits.items()) if p.startswith("engine.") for k in range(1, c + 1)]
    early = [f"{p}@{k}" for p, c in sorted(visits.items()) if p.startswith("write.") and p != "write.head_tmp"
             for k in (1, 2) if k <= c]
    return rng.sample(inside, n // 2) + rng.sample(loop, n // 2 - 1) + rng.sample(early, 1)


def kill_and_resume(ref: Path, moments: list[str], tmp_path: Path, capsys: Any,
                    extra_env: dict[str, str] | None = None) -> list[str]:
    """SIGKILL a child run at each moment, audit it (INTERRUPTED), resume it, and compare with the uninterrupted
    run `ref`: the same store/event/result bytes, no receipt lost or duplicated, the same summary heads, counts and
    results, audit OK. Returns the failures, one line each."""
    dirs = {m: tmp_path / m.replace("@", "_") for m in moments}
    for d in dirs.values():
        d.mkdir()
    with ThreadPoolExecutor(2) as pool:
        killed = dict(zip(moments, pool.map(lambda m: _child(dirs[m], m, extra_env), moments), strict=True))
    errs: list[str] = []
    for m in moments:
        if killed[m].returncode != -signal.SIGKILL:
            errs.append(f"{m}: the child exited {killed[m].returncode}, not by SIGKILL: "
                        f"{killed[m].stderr.decode()[-400:]}")
            continue
        rc = fltc_main(["audit", str(dirs[m] / "run")])
        out = capsys.readouterr().out
        if rc != 6 or "INTERRUPTED" not in out:
            errs.append(f"{m}: audit of the killed run exited {rc}: {out.strip()[:300]}")
    with ThreadPoolExecutor(2) as pool:
        resumed = dict(zip(moments, pool.map(lambda m: _child(dirs[m], None, extra_env), moments), strict=True))
    want = _files(ref)
    want_tx = [r.txid for r in CheckpointStore(ref / "run" / "store").state.receipts]
    ref_sum = json.loads((ref / "run" / "summary.json").read_text())
    for m in moments:
        if resumed[m].returncode != 0:
            errs.append(f"{m}: resume exited {resumed[m].returncode}: {resumed[m].stderr.decode()[-400:]}")
            continue
        got = _files(dirs[m])
        if got != want:
            errs.append(f"{m}: resumed run differs from the uninterrupted one in "
                        f"{sorted(k for k in set(got) | set(want) if got.get(k) != want.get(k))}")
        txids = [r.txid for r in CheckpointStore(dirs[m] / "run" / "store").state.receipts]
        if set(want_tx) - set(txids) or len(txids) != len(set(txids)):
            errs.append(f"{m}: lost receipts {sorted(set(want_tx) - set(txids))}, "
                        f"{len(txids) - len(set(txids))} duplicates")
        s = json.loads((dirs[m] / "run" / "summary.json").read_text())
        if [s[k] for k in ("store_head", "event_head", "receipts", "events", "results")] != [
                ref_sum[k] for k in ("store_head", "event_head", "receipts", "events", "results")]:
            errs.append(f"{m}: summary heads/counts/results differ from the uninterrupted run")
        rc = fltc_main(["audit", str(dirs[m] / "run")])
        out = capsys.readouterr().out
        if rc != 0 or "OK (complete)" not in out:
            errs.append(f"{m}: audit of the resumed run exited {rc}: {out.strip()[:300]}")
    return errs


@pytest.fixture(scope="module")
def reference(tmp_path_factory) -> tuple[Path, dict[str, int]]:
    d = tmp_path_factory.mktemp("killed-ref")
    visits = crashpoints.start_trace()
    try:
        crash_child.engine_workload(d)
    finally:
        crashpoints.stop_trace()
    return d, dict(visits)


@pytest.mark.slow
def test_killed_at_20_random_moments_audit_interrupted_and_resume_identically(reference, tmp_path, capsys) -> None:
    ref, visits = reference
    moments = pick_moments(visits)
    assert len(set(moments)) == KILLS
    assert pick_moments(visits) == moments  # seeded: the same moments every run
    errs = kill_and_resume(ref, moments, tmp_path, capsys)
    with capsys.disabled():
        print(f"\n[killed runs] {KILLS} SIGKILLs (seed {SEED}): {', '.join(moments)}; {len(errs)} failures")
    assert not errs, "\n".join(errs)
