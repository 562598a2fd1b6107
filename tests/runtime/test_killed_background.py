"""Killed runs with background checkpoints (the writer thread `fltc run` uses): SIGKILL at 12 seeded moments
-- half inside checkpoint writes (which now run on the writer thread, while later ticks go on and their
events are held back), half in the engine's loop -- then `fltc audit` says INTERRUPTED and resuming (with
background checkpoints again) ends byte-identical to the uninterrupted *synchronous* run: the writer
changes when bytes reach the disk, never which bytes."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from backend.runtime import crashpoints
from backend.runtime.rowmnr import CheckpointStore
from fltc.cli import main as fltc_main
from tests.runtime import crash_child
from tests.runtime.test_killed_runs import _files, pick_moments

ROOT = Path(__file__).resolve().parents[2]
KILLS = 12
ENV = "FLTC_TEST_BACKGROUND_CHECKPOINTS"


def _child(d: Path, crash: str | None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k != "FLTC_CRASH_AT"}
    env.update({"PYTHONPATH": str(ROOT), ENV: "1"})
    if crash:
        env["FLTC_CRASH_AT"] = crash
    return subprocess.run([sys.executable, "-m", "tests.runtime.crash_child", "engine", str(d)], env=env, cwd=ROOT,
                          capture_output=True, timeout=120)


@pytest.fixture(scope="module")
def references(tmp_path_factory) -> tuple[Path, dict[str, int]]:
    """(the synchronous run's directory, the crash points a background run visits)."""
    sync = tmp_path_factory.mktemp("bg-ref-sync")
    crash_child.engine_workload(sync)
    bg = tmp_path_factory.mktemp("bg-ref")
    os.environ[ENV] = "1"
    visits = crashpoints.start_trace()
    try:
        crash_child.engine_workload(bg)
    finally:
        crashpoints.stop_trace()
        del os.environ[ENV]
    assert _files(bg) == _files(sync)  # uninterrupted: the same bytes with or without the writer thread
    return sync, dict(visits)


@pytest.mark.slow
def test_killed_background_checkpoint_runs_resume_identically(references, tmp_path, capsys) -> None:
    ref, visits = references
    moments = pick_moments(visits, seed=61, n=KILLS)
    dirs = {m: tmp_path / m.replace("@", "_") for m in moments}
    for d in dirs.values():
        d.mkdir()
    with ThreadPoolExecutor(2) as pool:
        killed = dict(zip(moments, pool.map(lambda m: _child(dirs[m], m), moments), strict=True))
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
        resumed = dict(zip(moments, pool.map(lambda m: _child(dirs[m], None), moments), strict=True))
    want = _files(ref)
    want_tx = [r.txid for r in CheckpointStore(ref / "run" / "store").state.receipts]
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
        rc = fltc_main(["audit", str(dirs[m] / "run")])
        out = capsys.readouterr().out
        if rc != 0 or "OK (complete)" not in out:
            errs.append(f"{m}: audit of the resumed run exited {rc}: {out.strip()[:300]}")
    with capsys.disabled():
        print(f"\n[killed background-checkpoint runs] {KILLS} SIGKILLs: {', '.join(moments)}; {len(errs)} failures")
    assert not errs, "\n".join(errs)
