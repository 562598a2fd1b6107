"""fltc run's "decode_graphs" phase (GpuExecutor.warm_decode via backend.run.warm_decode) on the GPU executor's
host side (fake driver, the registry's gate): after start-up, a single-sequence run of N tokens plans and
captures nothing while it decodes -- not at its first decode step, not where its seq_len crosses a batch-1
depth bucket (registry.BATCH1_SPLITS: 256, 1,024, ...) -- greedy and sampled. Without the warm-up the same run
does capture inside decode (so the check can fail)."""

from __future__ import annotations

import pytest

from backend.run import warm_decode, warm_prefill
from backend.runtime.engine import Engine, Request
from backend.runtime.executor import SamplingParams, SeqWork
from tests.cuda.test_gpu_executor_plan import FakeDriver, RegistryGate

SAMPLED = SamplingParams(temperature=0.8, top_k=40, top_p=0.95)


class EventDriver(FakeDriver):
    """FakeDriver plus the calls a background checkpoint's asynchronous KV read makes (kv_io)."""

    def destroy_event(self, e: object) -> None:
        pass

    def make_current(self) -> None:
        pass


def fresh(model, bind: bool = True):
    """A new executor (bind: its own KV pool; else the Engine binds it)."""
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.kernels.registry import PROFILES

    return GpuExecutor(model, physical_blocks=PROFILES["default"].physical_blocks if bind else None,
                       driver=EventDriver(), gate=RegistryGate())


def planned(ex) -> set[tuple[int, int, int]]:
    return {(T, S, v.n_splits) for (T, S) in ex._steps for v in ex.step_variants(T, S)}


def decode(ex, prompt: int, n: int, params: SamplingParams) -> list[int]:
    """The executor calls of a scheduler decoding one sequence: the prefill, then n - 1 single-token steps (a
    table that covers every position, next_block None)."""
    table = tuple(range(-(-(prompt + n + 1) // 16)))
    tok = ex.decode_tokens([SeqWork(0, tuple(range(1, prompt + 1)), 0, table)], [params], 7, [0])[0]
    out = [tok]
    for s in range(n - 1):
        out.append(ex.decode_tokens([SeqWork(0, (out[-1],), prompt + s, table)], [params], 7, [s + 1])[0])
    return out


@pytest.mark.parametrize(("prompt", "n", "params"), [(17, 900, SamplingParams()), (17, 900, SAMPLED),
                                                    (1, 300, SamplingParams()), (5, 1100, SamplingParams()),
                                                    (240, 3, SAMPLED)])
def test_decode_after_start_up_captures_nothing(model, prompt: int, n: int, params: SamplingParams) -> None:
    ex = fresh(model)
    warm_prefill(ex, prompt, greedy=float(params.temperature) == 0.0)
    got = warm_decode(ex, prompt, n, params)
    steps, graphs = planned(ex), ex.driver.graphs
    assert got > 0
    decode(ex, prompt, n, params)
    assert planned(ex) == steps and ex.driver.graphs == graphs  # the decode planned and captured nothing
    ex.settle()


def test_warm_decode_covers_only_the_buckets_the_run_reaches(model) -> None:
    from backend.kernels.registry import BATCH1_SPLITS

    ex = fresh(model)
    warm_decode(ex, 17, 900, SamplingParams())  # seq_len 18 .. 917: the buckets up to 256 and up to 1,024
    base = ex._steps[(1, 1)]
    reached = {n for top, n in BATCH1_SPLITS[:2]}
    warmed = {v.n_splits for v in ex.step_variants(1, 1) if "greedy" in v.feed}
    assert warmed == reached and base.n_splits not in reached  # the base (deepest bucket) has no feed graphs
    assert warm_decode(ex, 17, 900, SamplingParams()) == 0  # nothing new the second time


def test_without_warm_decode_the_run_captures_inside_decode(model) -> None:
    """The check above can fail: the same greedy run without the phase plans the batch-1 step at its first decode
    step and captures the next bucket's graphs where seq_len crosses 256."""
    ex = fresh(model)
    warm_prefill(ex, 17, greedy=True)
    graphs = ex.driver.graphs
    seen: list[int] = []
    real = ex._capture_feed_pair

    def spy(st, stg, tail):
        seen.append(st.n_splits)
        return real(st, stg, tail)

    ex._capture_feed_pair = spy
    decode(ex, 17, 300, SamplingParams())
    assert ex.driver.graphs > graphs and len(set(seen)) == 2
    ex.settle()


def test_engine_run_after_start_up_captures_nothing(model, tmp_path) -> None:
    """The Engine's own ticks (scheduler, background checkpoints with the asynchronous KV read) over the fake
    driver: from the first decode tick to the last no graph is captured."""
    ex = fresh(model, bind=False)
    eng = Engine(ex, tmp_path / "run", num_blocks=ex.kv_blocks, max_seq_len=ex.max_context,
                 background_checkpoints=True)
    warm_prefill(ex, 17, greedy=True)
    warm_decode(ex, 17, 300, SamplingParams())
    graphs = ex.driver.graphs
    eng.submit([Request(tuple(range(100, 117)), 300, SamplingParams(), eos_token_id=None, seq_id=0)])
    res = eng.run()
    eng.close()
    assert len(res[0].tokens) == 300 and eng.scheduler.checkpoints >= 4
    assert ex.driver.graphs == graphs
    assert eng.first_token_at is not None and eng.last_token_at > eng.first_token_at


def _packed(plan) -> list[tuple[str, str, tuple[bytes, ...]]]:
    return [(x.desc.name, x.config.key(), tuple(x.args.value_bytes(n) for n in x.args.names)) for x in plan]


def test_memoised_packing_plans_the_same_launches(model, monkeypatch) -> None:
    """StepPlanner._launch_of packs an identical request once: every plan (the prefill bucket, the batch-1 base and
    its depth variants) is launch for launch -- kernel, proved configuration, every packed parameter byte -- the
    plan packed afresh, and a variant shares its base's non-attention launches."""
    from backend.cuda import keeps, step_plan
    from backend.cuda.launcher import pack_args

    def plans(ex):
        ex.warm_step(32, 1)
        warm_decode(ex, 17, 1100, SamplingParams())
        out = {}
        for shape in ex._steps:
            for v in ex.step_variants(*shape):
                out[(*shape, v.n_splits)] = _packed(v.plan)
        return out

    memo = plans(fresh(model))
    ex = fresh(model)
    base = ex._step(1, 1)
    v = ex._step(1, 1, depth=300)
    shared = {id(x) for x in base.plan} & {id(x) for x in v.plan}
    assert len(shared) >= len(v.plan) - 2 * ex.config.layers - 1  # all but attention (and its combine)
    monkeypatch.setattr(step_plan.StepPlanner, "_launch_of",
                        lambda self, d, c, args: step_plan._Launch(d, c, pack_args(d, c, args), keeps.vouched(c)))
    assert plans(fresh(model)) == memo
