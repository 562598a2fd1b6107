"""Crash injection: a real writer subprocess SIGKILLs itself at every transition point of the
ROWM-NR write machine, the read-once machine, recovery, and a Layer 21 checkpoint; recovery +
the retrying client must converge to the files of an uninterrupted run (0 lost, 0 duplicate
receipts). SIGKILL models a process crash: data the kernel accepted survives (no power loss).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from backend.runtime.audit import audit
from backend.runtime.crashpoints import CRASH_POINTS
from backend.runtime.rowmnr import CheckpointStore
from tests.runtime import crash_child

ROOT = Path(__file__).resolve().parents[2]

STORE_CASES = [(p, ()) for p in CRASH_POINTS if p.split(".")[0] == "write"]
STORE_CASES = [(f"{p}@2", ()) for p, _ in STORE_CASES]  # the 2nd append: there is prior state
STORE_CASES += [(p, ()) for p in CRASH_POINTS if p.split(".")[0] in ("claim", "consume")]
# a crash during recovery: first leave work for recovery, then crash inside it
RECOVER_PREP = {"recover.truncated": "write.receipt_torn@2", "recover.orphans": "write.receipt_torn@2",
                "recover.head": "write.receipt_written@2", "recover.roots": "write.receipt_written@2"}
STORE_CASES += [(p, (RECOVER_PREP[p],)) for p in CRASH_POINTS if p.startswith("recover.")]
# checkpoints of the engine workload (tests/runtime/workloads.py): store appends 1 and 2 are run/config and
# the request batch; append 3 is checkpoint 1 (the base), append 4 checkpoint 2 (a delta on it), checkpoints
# 3-6 deltas (sequences finish in between: no re-base). The engine_rebase workload (REBASE_FACTOR 1) re-bases:
# its checkpoints 1-4 are bases, 5 a delta on the re-base (test_workload_chain_shape pins both shapes).
# Every write and fsync of the store's write machine is cut for a base and for a delta; every checkpoint
# stage for the base, the first delta, a later delta and a delta after a re-base.
CKPT_SHAPE = ("base", "delta", "delta", "delta", "delta", "delta")
REBASE_SHAPE = ("base", "base", "base", "base", "delta", "delta")
ENGINE_CASES = [(f"{p}@{k}", ()) for k in (1, 2, 5) for p in CRASH_POINTS if p.startswith("ckpt.")]
ENGINE_CASES += [(f"{p}@{k}", ()) for k in (3, 4) for p in CRASH_POINTS if p.startswith("write.")]
REBASE_CASES = [(f"{p}@5", ()) for p in CRASH_POINTS if p.startswith("ckpt.")]


def _child(mode: str, d: Path, crash: str) -> int:
    env = dict(os.environ, FLTC_CRASH_AT=crash, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "tests.runtime.crash_child", mode, str(d)], env=env,
                          cwd=ROOT, capture_output=True, timeout=60).returncode


def _files(d: Path) -> dict[str, bytes]:
    return {str(p.relative_to(d)): p.read_bytes() for p in sorted(d.rglob("*")) if p.is_file()}


def _run_case(mode: str, d: Path, crash: str, prep: tuple[str, ...]) -> list[str]:
    d.mkdir()
    errs = []
    for c in (*prep, crash):
        rc = _child(mode, d, c)
        if rc != -signal.SIGKILL:
            errs.append(f"{crash}: child with FLTC_CRASH_AT={c} exited {rc}, not by SIGKILL (point not reached?)")
    return errs


def _recover_and_compare(mode: str, d: Path, ref: Path, crash: str) -> list[str]:
    errs = []
    if mode == "store":
        crash_child.store_workload(d)  # the retrying client, in-process, after recovery on open
        got, want = _files(d / "store"), _files(ref / "store")
        txids = [r.txid for r in CheckpointStore(d / "store").state.receipts]
        want_tx = [r.txid for r in CheckpointStore(ref / "store").state.receipts]
    else:
        try:  # what the kill left: consistent so far, never complete (nor inconsistent)
            rep = audit(d / "run")
            if rep.complete:
                errs.append(f"{crash}: audit of the killed run says OK (complete)")
        except Exception as e:  # noqa: BLE001
            errs.append(f"{crash}: audit of the killed run: {e}")
        getattr(crash_child, f"{mode}_workload")(d)  # engine or engine_rebase
        got = {k: v for k, v in _files(d).items() if k.startswith(("run/store", "run/events.log", "result.json"))}
        want = {k: v for k, v in _files(ref).items() if k.startswith(("run/store", "run/events.log", "result.json"))}
        txids = [r.txid for r in CheckpointStore(d / "run" / "store").state.receipts]
        want_tx = [r.txid for r in CheckpointStore(ref / "run" / "store").state.receipts]
        try:
            if not audit(d / "run").complete:
                errs.append(f"{crash}: audit after the resumed run does not say OK (complete)")
        except Exception as e:  # noqa: BLE001
            errs.append(f"{crash}: audit after recovery: {e}")
    lost = set(want_tx) - set(txids)
    dup = len(txids) - len(set(txids))
    if lost or dup:
        errs.append(f"{crash}: lost receipts {sorted(lost)}, {dup} duplicate receipts")
    if got != want:
        diff = sorted(k for k in set(got) | set(want) if got.get(k) != want.get(k))
        errs.append(f"{crash}: files differ from the uninterrupted run: {diff}")
    return errs


def test_workload_chain_shape(tmp_path: Path) -> None:
    """The engine cases above address the base and the deltas by visit number: pin the chain's shape."""
    from spec.lli.layer21 import TAG_SNAPSHOT, checkpoint_kind

    for workload, shape in ((crash_child.engine_workload, CKPT_SHAPE), (crash_child.engine_rebase_workload,
                                                                         REBASE_SHAPE)):
        d = tmp_path / workload.__name__
        workload(d)
        st = CheckpointStore(d / "run" / "store")
        kinds = tuple("base" if checkpoint_kind(st.read(r.txid)) == TAG_SNAPSHOT else "delta"
                      for r in st.state.receipts if r.kind == 1)
        assert kinds == shape, workload.__name__
        assert [r.txid[:5] for r in st.state.receipts[:3]] == [b"run/c", b"reque", b"ckpt/"]


def test_crash_at_every_transition_converges(tmp_path: Path, capsys) -> None:
    refs = {}
    for mode in ("store", "engine", "engine_rebase"):
        refs[mode] = tmp_path / f"ref-{mode}"
        refs[mode].mkdir()
        getattr(crash_child, f"{mode}_workload")(refs[mode])
    assert json.loads((refs["engine"] / "result.json").read_text())
    cases = ([("store", c, p) for c, p in STORE_CASES] + [("engine", c, p) for c, p in ENGINE_CASES]
             + [("engine_rebase", c, p) for c, p in REBASE_CASES])
    dirs = {(m, c): tmp_path / f"{m}-{c.replace('@', '_')}" for m, c, _ in cases}
    with ThreadPoolExecutor(4) as pool:
        errs = [e for lst in pool.map(lambda x: _run_case(x[0], dirs[x[0], x[1]], x[1], x[2]), cases) for e in lst]
    for m, c, _ in cases:
        errs += _recover_and_compare(m, dirs[m, c], refs[m], c)
    points = {c.split("@")[0] for _, c, _ in cases}
    with capsys.disabled():
        print(f"\n[crash injection] {len(cases)} SIGKILL cases over {len(points)} distinct crash points "
              f"({len(STORE_CASES)} ROWM-NR write/read-once/recovery, {len(ENGINE_CASES) + len(REBASE_CASES)} "
              f"checkpoint); "
              f"{len(errs)} failures")
    engine_loop = {"engine.tick", "engine.summary"}  # exercised by tests/runtime/test_killed_runs.py
    assert set(CRASH_POINTS) - engine_loop <= points, f"crash points never exercised: {set(CRASH_POINTS) - points}"
    assert not errs, "\n".join(errs)


def test_crash_at_every_checkpoint_transition_with_the_writer_thread_converges(tmp_path: Path, capsys) -> None:
    """The engine cases again with background checkpoints (fltc run's writer thread): there a checkpoint's events,
    and those of the ticks queued behind it, are published at its receipt, before the store writes its head and
    root (CheckpointStore.append_once on_commit), so a kill at write.head_* or write.root_* leaves published events
    over a stale head. Each killed run audits as not complete, and resumed ends byte-identical to the uninterrupted
    synchronous run, with no receipt lost or duplicated."""
    ref = tmp_path / "ref-engine"
    ref.mkdir()
    crash_child.engine_workload(ref)
    cases = [("engine_bg", c, p) for c, p in ENGINE_CASES]
    dirs = {c: tmp_path / f"engine_bg-{c.replace('@', '_')}" for _, c, _ in cases}
    with ThreadPoolExecutor(4) as pool:
        errs = [e for lst in pool.map(lambda x: _run_case(x[0], dirs[x[1]], x[1], x[2]), cases) for e in lst]
    for m, c, _ in cases:
        errs += _recover_and_compare(m, dirs[c], ref, c)
    with capsys.disabled():
        print(f"\n[crash injection, writer thread] {len(cases)} SIGKILL cases; {len(errs)} failures")
    assert not errs, "\n".join(errs)
