"""Child process for crash-injection tests: `python -m tests.runtime.crash_child MODE DIR`.

FLTC_CRASH_AT (see backend/runtime/crashpoints.py) makes it SIGKILL itself at one transition.
Each workload is written as a client that retries after a crash: it re-runs from the start and
relies on append-once / idempotent claims, so a completed run leaves the same files as an
uninterrupted one.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from fltc.errors import StoreError

STORE_TX = [(b"tx/%d" % i, bytes([i]) * (100 + 37 * i)) for i in range(4)]


def store_workload(d: Path) -> None:
    from backend.runtime.rowmnr import CheckpointStore
    from spec.lli.rowmnr import CapState

    st = CheckpointStore(d / "store")
    for txid, payload in STORE_TX:
        st.append_once(txid, payload)
    # at most once: a crash after CONSUMED became durable loses that read; it is never repeated
    if st.cap_state(b"tx/1") is not CapState.CONSUMED:
        st.claim(b"tx/1", b"reader-A")  # idempotent for the same claimant
        assert st.consume(b"tx/1", b"reader-A") == STORE_TX[1][1]
    try:
        st.consume(b"tx/1", b"reader-A")
        raise AssertionError("a second consume succeeded")
    except StoreError:
        pass
    st.claim(b"tx/2", b"reader-B")
    st.append_once(b"tx/4", b"last")


def engine_workload(d: Path) -> None:
    from backend.runtime.engine import Engine
    from tests.runtime.toy import ToyExecutor, ToyModel
    from tests.runtime.workloads import engine_kwargs, engine_requests

    ex = ToyExecutor(ToyModel())
    run = d / "run"
    bg = os.environ.get("FLTC_TEST_BACKGROUND_CHECKPOINTS") == "1"  # the writer thread fltc run uses
    if (run / "config.json").exists():
        eng = Engine.resume(ex, run, background_checkpoints=bg)
        if eng.request_batches == 0:  # killed before its batch was recorded: nothing ran, submit it again
            eng.submit(engine_requests())
        res = eng.run()
    else:
        eng = Engine(ex, run, background_checkpoints=bg, **engine_kwargs())
        res = eng.generate(engine_requests())
    eng.close()
    (d / "result.json").write_text(json.dumps([[r.seq_id, list(r.tokens), r.finish_reason] for r in res]))


def engine_rebase_workload(d: Path) -> None:
    """engine_workload with REBASE_FACTOR 1, so that its chain re-bases (checkpoints 1-4 bases, 5-6 deltas on
    the last one): the crash cases of a delta after a re-base (test_crash.REBASE_SHAPE pins the shape)."""
    from spec.lli import layer21 as l21

    old = l21.REBASE_FACTOR
    l21.REBASE_FACTOR = 1
    try:
        engine_workload(d)
    finally:
        l21.REBASE_FACTOR = old


def engine_bg_workload(d: Path) -> None:
    """engine_workload with the background checkpoint writer (fltc run's): its checkpoints' events are published at
    the receipt, before the store's head and root writes, so the same crash points fall in another order."""
    old = os.environ.get("FLTC_TEST_BACKGROUND_CHECKPOINTS")
    os.environ["FLTC_TEST_BACKGROUND_CHECKPOINTS"] = "1"
    try:
        engine_workload(d)
    finally:
        if old is None:
            del os.environ["FLTC_TEST_BACKGROUND_CHECKPOINTS"]
        else:
            os.environ["FLTC_TEST_BACKGROUND_CHECKPOINTS"] = old


if __name__ == "__main__":
    mode, where = sys.argv[1], Path(sys.argv[2])
    {"store": store_workload, "engine": engine_workload, "engine_rebase": engine_rebase_workload,
     "engine_bg": engine_bg_workload}[mode](where)
