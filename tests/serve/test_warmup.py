"""The engine thread's idle-time warm-up (what `fltc serve` does on the GPU: executor.warm_step for every step
shape up to --max-batch), on the toy executor: the shapes are warmed in order while nothing else is to do;
a request that arrives mid-warm-up waits for at most the shape being warmed, is served before the rest,
and the warm-up resumes once the scheduler is idle; a failing shape stops the warm-up, is reported
(GET /health's `warmup`, the loop's failures) and serving goes on."""

from __future__ import annotations

import asyncio
import threading
import time
from pathlib import Path

from backend.runtime.engine import Engine
from backend.runtime.executor import SamplingParams
from backend.runtime.scheduler import MAX_INFLIGHT
from backend.serve.engine_loop import EngineLoop, Failed, Final, Job
from tests.runtime.toy import ToyExecutor, ToyModel

KW = dict(block_size=4, num_blocks=40, seed=7, checkpoint_interval=3, max_batch=3)
SHAPES = [(1, 1), (2, 2), (3, 3), (4, 1), (4, 2), (8, 4)]


class WarmToy(ToyExecutor):
    """The toy executor with a warm_step that logs, can hold one shape until released, and can fail one."""

    def __init__(self, hold: tuple[int, int] | None = None, fail: tuple[int, int] | None = None) -> None:
        super().__init__(ToyModel())
        self.log: list[object] = []
        self.hold, self.fail = hold, fail
        self.holding, self.release = threading.Event(), threading.Event()

    def warm_step(self, T: int, S: int) -> bool:
        if (T, S) == self.hold:
            self.holding.set()
            assert self.release.wait(10)
        if (T, S) == self.fail:
            raise RuntimeError("injected planning failure")
        self.log.append((T, S))
        return True

    def forward(self, work):  # noqa: ANN001, ANN201 - the toy's signature
        self.log.append("forward")
        return super().forward(work)


class Tok:
    def decode(self, ids: list[int], skip_special: bool = False) -> str:
        return "".join(chr(97 + i % 26) for i in ids)


def _loop(tmp_path: Path, ex: WarmToy, **kw) -> EngineLoop:
    eng = Engine(ex, tmp_path / "run", **KW, **kw)
    return EngineLoop(eng, Tok(), None, artifact_set={}, summary_extra={}, warm_shapes=SHAPES)


def _wait(pred, limit: float = 10.0) -> None:  # noqa: ANN001
    t0 = time.time()
    while not pred():
        assert time.time() - t0 < limit, "timed out"
        time.sleep(0.01)


async def _answer(loop: EngineLoop) -> Final:
    h = loop.submit(Job((1, 2, 3), 4, SamplingParams()), asyncio.get_running_loop())
    while True:
        item = await asyncio.wait_for(h.queue.get(), 10)
        if isinstance(item, Failed):
            raise AssertionError(item.error)
        if isinstance(item, Final):
            return item


def test_warms_every_shape_in_order_while_idle(tmp_path: Path) -> None:
    ex = WarmToy()
    loop = _loop(tmp_path, ex)
    assert loop.warm_status() == {"shapes": 6, "done": 0, "complete": False, "seconds": 0.0, "error": None}
    loop.start()
    try:
        _wait(lambda: loop.warm_status()["complete"])
        st = loop.warm_status()
        assert ex.log == SHAPES and st["done"] == 6 and st["error"] is None
        assert asyncio.run(_answer(loop)).completion_tokens == 4  # serving after the warm-up
    finally:
        loop.stop()
    assert loop.failures == []


def test_a_request_waits_for_at_most_one_shape(tmp_path: Path) -> None:
    """The request posted while (2, 2) is being warmed runs right after it; the other shapes follow."""
    ex = WarmToy(hold=(2, 2))
    loop = _loop(tmp_path, ex)
    loop.start()
    try:
        assert ex.holding.wait(10)

        async def go() -> Final:
            task = asyncio.create_task(_answer(loop))
            await asyncio.sleep(0.1)  # the job is posted; the engine thread is inside warm_step(2, 2)
            ex.release.set()
            return await task

        assert asyncio.run(go()).completion_tokens == 4
        _wait(lambda: loop.warm_status()["complete"])
    finally:
        loop.stop()
    first = ex.log.index("forward")
    assert ex.log[:first] == SHAPES[:2]  # the request ran after the shape in hand ...
    assert [x for x in ex.log[first:] if x != "forward"] == SHAPES[2:]  # ... and before the rest
    assert ex.log[-len(SHAPES[2:]):] == SHAPES[2:]


def test_a_failing_shape_stops_the_warm_up_and_serving_goes_on(tmp_path: Path) -> None:
    ex = WarmToy(fail=(3, 3))
    loop = _loop(tmp_path, ex)
    loop.start()
    try:
        _wait(lambda: loop.warm_status()["complete"])
        st = loop.warm_status()
        assert st["done"] == 2 and "step 3x3: RuntimeError: injected planning failure" in st["error"]
        assert ex.log == SHAPES[:2] and any("warm-up stopped" in f for f in loop.failures)
        assert asyncio.run(_answer(loop)).completion_tokens == 4
    finally:
        loop.stop()


def test_the_checkpoint_staging_is_reserved_before_the_warm_up_is_complete(tmp_path: Path) -> None:
    """The pinned staging for a full batch's checkpoint reads is made at the warm-up's end, and /health's
    warmup says complete only after it (a load that waits for complete never waits for the allocations: on
    the H200 one that started while they ran had twice the time to first token)."""
    ex = WarmToy()
    seen: list[tuple[int, int, bool]] = []
    loop = _loop(tmp_path, ex, background_checkpoints=True)  # as fltc serve runs (the staging is theirs)
    ex.reserve_kv_staging = lambda blocks, count: seen.append((blocks, count, loop.warm_status()["complete"])) or 0
    loop.start()
    try:
        _wait(lambda: loop.warm_status()["complete"])
    finally:
        loop.stop()
    cfg = loop.engine.scheduler.cfg
    want_blocks = cfg.max_batch * (-(-cfg.checkpoint_interval // cfg.block_size) + 2)
    assert seen == [(want_blocks, MAX_INFLIGHT, False)]
    assert ex.log == SHAPES and loop.failures == []
