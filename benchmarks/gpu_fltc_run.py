"""`fltc run --device gpu` end to end, then `fltc audit` of each run directory: the user's job on the GPU.

Two runs: a greedy chat question, and a sampled batch of eight prompts long enough to cross a
64-token checkpoint. Each run's stdout (text and verified-run summary) and its audit line go to
gpu_fltc_run.json; the exit status is non-zero if a run or an audit fails.

Run (GPU machine, repo root):  python3 -m benchmarks.gpu_fltc_run [--model PATH]
"""

from __future__ import annotations

import argparse
import shlex
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from benchmarks.common import model_path, write_results

PROMPTS = ["Write a haiku about GPUs.", "What is 2+2?", "Name three colors.", "Translate hello to French.",
           "What is the capital of Japan?", "Give a synonym for fast.", "What is water made of?",
           "Count from one to five."]


def _run(cmd: list[str]) -> tuple[int, str]:
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    return p.returncode, (p.stdout + p.stderr).strip()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", default=None, help="GGUF file (default: FLTC_MODEL or /root/fltc/model.gguf)")
    args = ap.parse_args(argv)
    model = args.model or model_path()
    if model is None:
        print("gpu_fltc_run: model not found (FLTC_MODEL or /root/fltc/model.gguf)", file=sys.stderr)
        return 2
    work = Path(tempfile.mkdtemp(prefix="fltc_gpu_run_"))
    prompts = work / "prompts.txt"
    prompts.write_text("\n".join(PROMPTS) + "\n")
    fltc = [sys.executable, "-m", "fltc.cli"]
    runs = [("chat_greedy", "chat 'What is the capital of France?', greedy, max 32",
             ["run", "--model", str(model), "--device", "gpu", "--chat", "--prompt",
              "What is the capital of France?", "--max-tokens", "32", "--run-dir", str(work / "r1")], work / "r1"),
            ("batch_sampled", "8 prompts (prompts_file), temperature 0.8, top-p 0.9, top-k 40, seed 7, max 100 "
                              "(crosses a 64-token checkpoint)",
             ["run", "--model", str(model), "--device", "gpu", "--prompts", str(prompts), "--max-tokens", "100",
              "--temperature", "0.8", "--top-p", "0.9", "--top-k", "40", "--seed", "7", "--run-dir",
              str(work / "r2")], work / "r2")]
    results: list[dict[str, Any]] = []
    commands: list[str] = []
    status = 0
    for label, inputs, cmd, rdir in runs:
        rc, out = _run(fltc + cmd)
        arc, aout = _run(fltc + ["audit", str(rdir)])
        commands += [shlex.join(["python3", "-m", "fltc.cli", *cmd]), shlex.join(["python3", "-m", "fltc.cli", "audit",
                                                                                  str(rdir)])]
        ok = rc == 0 and arc == 0
        status |= 0 if ok else 1
        lines = out.splitlines()
        print(f"== {label}: run rc={rc}, audit rc={arc}\n" + "\n".join(lines[-12:]) + f"\n{aout}")
        results.append({"kernel": "fltc_run", "label": label, "operator": "fltc run --device gpu; fltc audit",
                        "inputs": inputs, "passed": ok, "run_rc": rc, "audit_rc": arc,
                        "stdout_tail": lines[-40:], "audit": aout})
    write_results("gpu_fltc_run", "gpu_fltc_run", results, extra={"commands": commands, "prompts_file": PROMPTS})
    return status


if __name__ == "__main__":
    sys.exit(main())
