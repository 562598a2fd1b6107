"""`fltc run --resume` continues a killed run to the same tokens and heads; audit tells the three verdicts
apart; an edited claim in config.json or summary.json fails the audit."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fltc.cli import main as fltc_main
from tests.model.synth import TinySpec, write_tiny_llama

ROOT = Path(__file__).resolve().parents[2]
ARGS = ["--prompt", "the cat sat", "--max-tokens", "90", "--device", "cpu"]


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    p = tmp_path_factory.mktemp("resume") / "tiny.gguf"
    write_tiny_llama(p, TinySpec(context=256, mat_type="Q4_1", emb_type="Q8_0"))
    return p


def _fltc(args: list[str], env_extra: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), **(env_extra or {})}
    return subprocess.run([sys.executable, "-m", "fltc.cli", *args], capture_output=True, text=True, env=env,
                          cwd=ROOT, timeout=600)


def _heads(rd: Path) -> tuple[str, str, list]:
    s = json.loads((rd / "summary.json").read_text())
    return s["store_head"], s["event_head"], s["results"]


@pytest.fixture(scope="module")
def runs(tiny, tmp_path_factory):
    base = tmp_path_factory.mktemp("runs")
    whole, killed = base / "whole", base / "killed"
    r = _fltc(["run", "--model", str(tiny), *ARGS, "--run-dir", str(whole)])
    assert r.returncode == 0, r.stderr
    # SIGKILL right after the first checkpoint (64 tokens) is durable: the run is cut mid-generation
    k = _fltc(["run", "--model", str(tiny), *ARGS, "--run-dir", str(killed)], {"FLTC_CRASH_AT": "ckpt.events_durable"})
    assert k.returncode == -9, (k.returncode, k.stderr[-2000:])
    return whole, killed


# where the CLI run is killed: after the checkpoint is durable, and inside its write (store append 3 is the
# checkpoint: 1 and 2 are run/config and the request batch) with its receipt page written but not fsync'd
KILLS = ["ckpt.events_durable", "write.receipt_written@3"]


@pytest.mark.parametrize("kill", KILLS)
def test_killed_run_audits_interrupted_then_resumes_to_the_same_heads(runs, tiny, tmp_path, kill):
    whole, killed = runs
    if kill != "ckpt.events_durable":
        killed = tmp_path / "killed"
        k = _fltc(["run", "--model", str(tiny), *ARGS, "--run-dir", str(killed)], {"FLTC_CRASH_AT": kill})
        assert k.returncode == -9, (k.returncode, k.stderr[-2000:])
    a = _fltc(["audit", str(killed)])
    assert a.returncode == 6 and "INTERRUPTED" in a.stdout and f"fltc run --resume {killed}" in a.stdout, a.stdout
    r = _fltc(["run", "--resume", str(killed)])
    assert r.returncode == 0, r.stderr
    assert "generated in all; the resume ran" in r.stderr and "None prompt" not in r.stderr, r.stderr[-1500:]
    assert _heads(killed) == _heads(whole), "the resumed run must equal the uninterrupted one"
    assert _fltc(["audit", str(killed)]).returncode == 0
    again = _fltc(["run", "--resume", str(killed)])
    assert again.returncode == 0 and "already complete" in again.stderr


def test_complete_run_audits_ok(runs):
    whole, _ = runs
    a = _fltc(["audit", str(whole)])
    assert a.returncode == 0 and "OK (complete)" in a.stdout


EDITS = ["config_executor", "config_device", "summary_executor", "summary_checkpoints", "summary_device",
         "summary_result", "summary_ticks", "summary_events", "summary_event_head", "summary_receipts",
         "summary_generated", "summary_checkpoint_receipt"]


@pytest.mark.parametrize("edit", EDITS)
def test_an_edited_claim_fails_the_audit(runs, tmp_path, edit):
    import shutil

    whole, _ = runs
    rd = tmp_path / "copy"
    shutil.copytree(whole, rd)
    cp, sp = rd / "config.json", rd / "summary.json"
    conf, s = json.loads(cp.read_text()), json.loads(sp.read_text())
    if edit.startswith("config_"):
        if edit == "config_executor":
            conf["executor"] = "gpu"
        else:
            conf["run"]["device"]["used"] = "gpu"
        cp.write_text(json.dumps(conf, indent=2, sort_keys=True) + "\n")
    elif edit == "summary_executor":
        s["executor"] = "gpu"
    elif edit == "summary_checkpoints":
        s["checkpoints"] += 1
    elif edit == "summary_device":
        s["extra"]["device"]["used"] = "gpu"
    elif edit == "summary_result":
        s["results"][0]["generated"] += 1
    elif edit == "summary_ticks":
        s["ticks"] += 1
    elif edit == "summary_events":
        s["events"] -= 1
    elif edit == "summary_event_head":
        s["event_head"] = "0" * 64
    elif edit == "summary_receipts":
        s["receipts"] += 1
    elif edit == "summary_generated":
        s["extra"]["generated_tokens"] += 1
    else:
        s["extra"]["checkpoint_receipts"][0]["receipt_sha256"] = "0" * 64
    if not edit.startswith("config_"):
        sp.write_text(json.dumps(s, indent=2, sort_keys=True) + "\n")
    assert fltc_main(["audit", str(rd)]) == 1


def test_resume_of_an_inconsistent_run_is_refused(runs, tmp_path):
    import shutil

    _, killed = runs
    rd = tmp_path / "bad"
    shutil.copytree(killed, rd)
    (rd / "events.log").write_bytes(b"garbage")
    r = _fltc(["run", "--resume", str(rd)])
    assert r.returncode != 0 and "INCONSISTENT" in r.stderr and "Traceback" not in r.stderr
