"""fltc run's "first_graphs" phase (backend.run.warm_prefill) on the GPU executor's planning (CPU: fake driver,
the registry's gate): it plans and captures exactly the steps the prompt's prefill then uses, so the prefill
plans and captures nothing more, and the phase only moves that work out of the prefill's time."""

from __future__ import annotations

import pytest

from backend.run import warm_prefill
from backend.runtime.executor import SamplingParams, SeqWork
from tests.cuda.test_gpu_executor_plan import FakeDriver, RegistryGate


def fresh(model):
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.kernels.registry import PROFILES

    return GpuExecutor(model, physical_blocks=PROFILES["default"].physical_blocks, driver=FakeDriver(),
                       gate=RegistryGate())


@pytest.mark.parametrize(("n", "greedy"), [(17, True), (17, False), (600, True)])
def test_warm_prefill_is_the_prefills_own_planning(model, n: int, greedy: bool) -> None:
    ex = fresh(model)
    assert ex.startup_phases.keys() >= {"gate_startup", "weight_repack", "weight_upload", "workspace"}
    warm_prefill(ex, n, greedy=greedy)
    planned, graphs = set(ex._steps), ex.driver.graphs
    assert planned == {ex.step_shape(min(n - i, ex.max_tokens), 1) for i in range(0, n, ex.max_tokens)}
    params = SamplingParams() if greedy else SamplingParams(temperature=0.8, top_k=40, top_p=0.95)
    table = tuple(range(-(-n // 16)))
    ex.decode_tokens([SeqWork(0, tuple(range(1, n + 1)), 0, table)], [params], 7, [0])
    assert set(ex._steps) == planned and ex.driver.graphs == graphs  # the prefill planned and captured nothing


def test_one_token_prompt_warms_nothing(model) -> None:
    ex = fresh(model)
    warm_prefill(ex, 1, greedy=True)
    assert not ex._steps and ex.driver.graphs == 0


def test_fltc_run_gpu_path_reports_every_phase(model, tmp_path, monkeypatch, capsys) -> None:
    """`fltc run --device gpu` end to end on the GPU executor's host side (fake driver: tokens are whatever the
    mapped staging holds, so --ignore-eos): summary.json's timing has the executor's parts, the KV pool, the
    prefill's graphs (planned in first_graphs, so the prefill plans nothing) and the first token's time."""
    import json

    import backend.cuda.gpu_executor as ge
    from backend import run
    from fltc.cli import main as fltc_main

    real = ge.GpuExecutor

    def fake_gpu(m, **kw):
        return real(m, driver=FakeDriver(), gate=RegistryGate(), **kw)

    monkeypatch.setattr(run, "gpu_probe", lambda device: (True, "fake driver (test)"))
    monkeypatch.setattr(ge, "GpuExecutor", fake_gpu)
    rd = tmp_path / "r"
    rc = fltc_main(["run", "--model", model.path, "--device", "gpu", "--prompt", "The capital of France is",
                    "--max-tokens", "3", "--ignore-eos", "--run-dir", str(rd)])
    err = capsys.readouterr().err
    assert rc == 0, err
    s = json.loads((rd / "summary.json").read_text())
    assert s["executor"] == "gpu" and s["extra"]["generated_tokens"] == 3
    t = s["extra"]["timing"]
    parts = ["executor.driver_context", "executor.gate_startup", "executor.weight_repack", "executor.weight_upload",
             "executor.workspace", "executor.other"]
    assert t["startup_order"] == ["command_line", "arguments", "gpu_probe", "imports", "model_load_validate",
                                  "tokenizer", "prompts", *parts, "kv_pool", "engine_init", "first_graphs", "decode_graphs", "prefill"]
    assert t["startup_s"]["first_graphs"] > 0 and all(v >= 0 for v in t["startup_s"].values())
    assert 0 <= t["unaccounted_s"] < 0.5
    assert "start-up: command_line" in err


@pytest.mark.parametrize("flags", [[], ["--temperature", "0.8", "--top-k", "40", "--top-p", "0.95", "--seed", "7"]])
def test_fltc_run_gpu_decode_captures_nothing_and_is_timed_first_to_last(model, tmp_path, monkeypatch, capsys,
                                                                         flags) -> None:
    """`fltc run --device gpu --max-tokens 300` (fake driver, background checkpoints): every graph is captured
    before the first token (first_graphs + decode_graphs), none while it decodes across seq_len 256; summary.json's
    decode is tokens after the first / first-to-last token time, the rest of the run (tail_s) outside it."""
    import json

    import backend.cuda.gpu_executor as ge
    from backend import run
    from fltc.cli import main as fltc_main
    from tests.cuda.test_warm_decode import EventDriver

    real, made = ge.GpuExecutor, []

    def fake_gpu(m, **kw):
        made.append(real(m, driver=EventDriver(), gate=RegistryGate(), **kw))
        return made[-1]

    at_first: list[int] = []
    real_call = run.TokenSink.__call__

    def on_token(self, seq_id, token_id):
        if self.t_first is None:
            at_first.append(made[0].driver.graphs)
        real_call(self, seq_id, token_id)

    monkeypatch.setattr(run, "gpu_probe", lambda device: (True, "fake driver (test)"))
    monkeypatch.setattr(ge, "GpuExecutor", fake_gpu)
    monkeypatch.setattr(run.TokenSink, "__call__", on_token)
    rd = tmp_path / "r"
    rc = fltc_main(["run", "--model", model.path, "--device", "gpu", "--prompt", "The capital of France is",
                    "--max-tokens", "300", "--ignore-eos", "--run-dir", str(rd), *flags])
    err = capsys.readouterr().err
    assert rc == 0, err
    assert at_first and made[0].driver.graphs == at_first[0]  # nothing captured after the first token
    x = json.loads((rd / "summary.json").read_text())["extra"]
    t = x["timing"]
    assert x["generated_tokens"] == 300 and t["startup_s"]["decode_graphs"] > 0
    assert t["decode_s"] > 0 and t["tail_s"] >= 0
    assert t["decode_tokens_per_s"] == pytest.approx(299 / t["decode_s"], rel=2e-3)
    assert t["prefill_s"] + t["decode_s"] + t["tail_s"] == pytest.approx(t["total_s"], abs=2e-3)
    assert t["engine_decode_tokens_per_s"] > 0 and 0 < t["engine_decode_s"] <= t["total_s"]
    assert "first to last token" in err
