"""Killed runs with background checkpoints (the writer thread `fltc run` uses): SIGKILL at 12 seeded moments
-- half inside checkpoint writes (which now run on the writer thread, while later ticks go on and their
events are held back), half in the engine's loop -- then `fltc audit` says INTERRUPTED and resuming (with
background checkpoints again) ends byte-identical to the uninterrupted *synchronous* run: the writer
changes when bytes reach the disk, never which bytes."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from backend.runtime import crashpoints
from tests.runtime import crash_child
from tests.runtime.test_killed_runs import _files, kill_and_resume, pick_moments

ROOT = Path(__file__).resolve().parents[2]
KILLS = 12
ENV = "FLTC_TEST_BACKGROUND_CHECKPOINTS"


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
    errs = kill_and_resume(ref, moments, tmp_path, capsys, {ENV: "1"})
    with capsys.disabled():
        print(f"\n[killed background-checkpoint runs] {KILLS} SIGKILLs: {', '.join(moments)}; {len(errs)} failures")
    assert not errs, "\n".join(errs)
