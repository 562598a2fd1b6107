"""`fltc run`'s start-up phases (summary.json timing), --verbose, and --ignore-eos (issue 16, item 3).

Shown: a run's summary.json carries every start-up phase in the order they ran, each >= 0, and the time of
the first token since the process started, with what no phase covers (small); --verbose time-stamps the
progress lines and prints each phase; the last lines print the phases. --ignore-eos generates exactly
--max-tokens tokens where the run would otherwise stop at the end token (a model whose end token is the
first token greedy decoding emits), is recorded in config.json's run.sampling (bound into the store)
and in the summary, audits OK, and is listed in --help.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from fltc.cli import main as fltc_main
from tests.model.synth import TinySpec, write_tiny_llama

ROOT = Path(__file__).resolve().parents[2]
# in-process (fltc.cli.main called by the test): the clock starts at that call, so no "interpreter" phase
PHASES = ["command_line", "arguments", "gpu_probe", "imports", "model_load_validate", "tokenizer",
          "prompts", "executor", "kv_pool", "engine_init", "first_graphs", "prefill"]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    p = tmp_path_factory.mktemp("startup_models") / "tiny.gguf"
    write_tiny_llama(p, TinySpec(context=64, mat_type="Q4_1", emb_type="Q8_0"))
    return p


def _run(argv: list[str], capsys) -> tuple[int, str, str]:
    rc = fltc_main(argv)
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_summary_has_every_startup_phase(tiny, tmp_path: Path, capsys) -> None:
    rd = tmp_path / "r"
    rc, _, err = _run(["run", "--model", str(tiny), "--prompt", "the cat", "--max-tokens", "3", "--device", "cpu",
                       "--run-dir", str(rd)], capsys)
    assert rc == 0, err
    t = json.loads((rd / "summary.json").read_text())["extra"]["timing"]
    phases = t["startup_s"]
    assert t["startup_order"] == PHASES and set(phases) == set(PHASES)
    assert all(isinstance(v, float) and v >= 0 for v in phases.values()), phases
    assert phases["prefill"] == t["prefill_s"]
    assert t["first_token_after_start_s"] >= sum(phases.values()) - 1e-3
    assert 0 <= t["unaccounted_s"] < 0.5, t  # the phases cover the path to the first token
    line = next(ln for ln in err.splitlines() if ln.startswith("start-up: "))
    assert [part.split()[0] for part in line[len("start-up: "):].split(";")[0].split(", ")] == PHASES
    assert "first token" in line and "after the process started" in line


def test_verbose_stamps_progress_and_prints_each_phase(tiny, tmp_path: Path, capsys) -> None:
    rc, _, err = _run(["run", "--model", str(tiny), "--prompt", "the cat", "--max-tokens", "2", "--device", "cpu",
                       "--run-dir", str(tmp_path / "r"), "--verbose"], capsys)
    assert rc == 0, err
    stamped = [ln for ln in err.splitlines() if ln.startswith("[fltc run] +")]
    assert any("loading" in ln for ln in stamped)
    times = [float(ln.split()[2].rstrip("s").lstrip("+")) for ln in stamped]
    assert times == sorted(times)  # seconds since the process started, in order
    printed = [ln.split("phase ", 1)[1].split(":")[0] for ln in stamped if " phase " in ln]
    assert list(dict.fromkeys(printed)) == PHASES


def test_a_process_of_its_own_is_timed_from_its_exec(tiny, tmp_path: Path) -> None:
    """Run as the command, the clock starts at the process's exec: the "interpreter" phase comes first, and
    the first token's time since exec is at most the wall time the parent saw."""
    import time

    rd = tmp_path / "r"
    t0 = time.perf_counter()
    proc = subprocess.run([sys.executable, "-m", "fltc.cli", "run", "--model", str(tiny), "--prompt", "the cat",
                           "--max-tokens", "2", "--device", "cpu", "--run-dir", str(rd)],
                          capture_output=True, text=True, cwd=ROOT)
    wall = time.perf_counter() - t0
    assert proc.returncode == 0, proc.stderr
    t = json.loads((rd / "summary.json").read_text())["extra"]["timing"]
    assert t["startup_order"] == ["interpreter", *PHASES]
    assert 0 < t["startup_s"]["interpreter"] < wall
    assert sum(t["startup_s"].values()) <= t["first_token_after_start_s"] + 1e-3 < wall


def test_without_verbose_progress_is_not_stamped(tiny, tmp_path: Path, capsys) -> None:
    rc, _, err = _run(["run", "--model", str(tiny), "--prompt", "the cat", "--max-tokens", "2", "--device", "cpu",
                       "--run-dir", str(tmp_path / "r")], capsys)
    assert rc == 0, err
    assert not [ln for ln in err.splitlines() if ln.startswith("[fltc run] +") or " phase " in ln]


def _json_run(model: Path, rd: Path, capsys, *flags: str) -> dict:
    rc, out, err = _run(["run", "--model", str(model), "--prompt", "the cat", "--max-tokens", "6", "--device", "cpu",
                         "--run-dir", str(rd), "--json", *flags], capsys)
    assert rc == 0, err
    return json.loads(out)


def test_ignore_eos_generates_max_tokens_past_the_end_token(tiny, tmp_path: Path, capsys) -> None:
    first = _json_run(tiny, tmp_path / "probe", capsys)["generated_token_ids"][0]
    ends = tmp_path / "ends_at_first.gguf"  # its end token is the first token greedy decoding emits
    write_tiny_llama(ends, TinySpec(context=64, mat_type="Q4_1", emb_type="Q8_0"),
                     overrides={"tokenizer.ggml.eos_token_id": ("uint32", int(first))})
    stopped = _json_run(ends, tmp_path / "stop", capsys)
    assert stopped["generated_token_ids"] == [first]
    assert stopped["summary"]["extra"]["sampling"]["ignore_eos"] is False
    rd = tmp_path / "ignore"
    full = _json_run(ends, rd, capsys, "--ignore-eos")
    ids = full["generated_token_ids"]
    assert len(ids) == 6 and ids[0] == first and full["summary"]["extra"]["finish_reasons"] == ["length"]
    assert full["summary"]["extra"]["sampling"]["ignore_eos"] is True
    assert json.loads((rd / "config.json").read_text())["run"]["sampling"]["ignore_eos"] is True
    assert fltc_main(["audit", str(rd)]) == 0
    capsys.readouterr()


def test_edited_ignore_eos_claim_fails_the_audit(tiny, tmp_path: Path, capsys) -> None:
    rd = tmp_path / "r"
    _json_run(tiny, rd, capsys, "--ignore-eos")
    s = json.loads((rd / "summary.json").read_text())
    s["extra"]["sampling"]["ignore_eos"] = False
    (rd / "summary.json").write_text(json.dumps(s))
    assert fltc_main(["audit", str(rd)]) != 0
    capsys.readouterr()


def test_help_lists_the_new_flags() -> None:
    out = subprocess.run([sys.executable, "-m", "fltc.cli", "run", "--help"], capture_output=True, text=True,
                         cwd=ROOT, check=True).stdout
    assert "--ignore-eos" in out and "--verbose" in out


def test_bench_fltc_run_rows_carry_the_phases_and_all_tokens(tmp_path: Path) -> None:
    """benchmarks/fltc_run_path (bench_decode's fltc_run rows): each case passes --ignore-eos, so it generates
    --max-tokens tokens, and its figures carry the run's start-up phases (from exec) in order."""
    from benchmarks.fltc_run_path import CASES, run_once

    model = tmp_path / "tiny256.gguf"
    write_tiny_llama(model, TinySpec(context=256, mat_type="Q4_1", emb_type="Q8_0"))
    assert all("--ignore-eos" in flags for flags in CASES.values())
    r = run_once("sampled", 5, "cpu", str(model), tmp_path)
    assert r.rc == 0 and r.audit_rc == 0, r.stderr_tail
    assert r.generated_tokens == 5
    assert r.startup_s is not None and list(r.startup_s)[0] == "interpreter" and "prefill" in r.startup_s
    assert r.ttft_s is not None and 0 < r.first_token_after_start_s <= r.wall_s


def test_gpu_executor_parts_become_phases_and_kv_is_timed_apart() -> None:
    """The GPU executor's own split (GpuExecutor.startup_phases) becomes "executor.<part>" phases with the rest
    of its construction as "executor.other"; the KV pool's binding inside the Engine's constructor is timed
    as "kv_pool" and the executor's method is restored afterwards."""
    import time
    from types import SimpleNamespace

    from backend.run import StartupTimer, _timed_method, executor_phases

    timer = StartupTimer(time.perf_counter())
    ex = SimpleNamespace(startup_phases={"driver_context": 0.25, "gate_startup": 0.5, "weight_repack": 0.125,
                                         "weight_upload": 0.25, "workspace": 0.0625})
    executor_phases(timer, ex, 1.5)
    assert list(timer.phases) == ["executor.driver_context", "executor.gate_startup", "executor.weight_repack",
                                  "executor.weight_upload", "executor.workspace", "executor.other"]
    assert timer.phases["executor.other"] == 0.3125

    class Ex:
        def bind_kv(self, view: object) -> object:
            time.sleep(0.02)
            return view

    e = Ex()
    with _timed_method(e, "bind_kv", timer, "kv_pool"):
        assert e.bind_kv("v") == "v"
    assert timer.phases["kv_pool"] >= 0.02 and "bind_kv" not in vars(e)
