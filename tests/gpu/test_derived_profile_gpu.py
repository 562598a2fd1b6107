"""A derived kernel profile on the device (issue 18, item 5): a Gemma 3 GGUF of other dimensions than the built-in
profile's (tests/cuda/test_derived_profile.py's tiny model: hidden 256, 6 layers with layer 5 global, 2 query heads
and 1 KV head of 256, FFN 512, 65,536 tokens, context 128, window 16), proved by `fltc prove --model` here, runs on
the GPU through a gate that re-checks the derived artifacts; its greedy tokens equal the CPU spec executor's
(teacher-forced along the GPU's tokens), a differing step passing only as a near-tie within the head's
spec.gemm.linear_bound, as tests/gpu/test_gemma_executor.py. Results: benchmarks/results/gpu_derived_profile.json.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytestmark = [pytest.mark.gpu, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[2]
PROMPTS = ["hello the cat", "a cat", "the"]
NEW_TOKENS = 24


@pytest.fixture(scope="module")
def derived(cuda_driver, tmp_path_factory):
    from backend.kernels.model_profile import derive_profile, missing_configs
    from backend.model.gguf_loader import load_gguf
    from tests.cuda.test_derived_profile import GEMMA
    from tests.model.gemma3_synth import write_tiny_gemma3

    d = tmp_path_factory.mktemp("derived_gpu")
    path = d / "tiny-gemma3.gguf"
    write_tiny_gemma3(path, GEMMA)
    old = os.environ.get("FLTC_PROOFS_DIR")
    os.environ["FLTC_PROOFS_DIR"] = str(d / "proofs")
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "fltc.cli", "prove", "--model", str(path)], cwd=REPO,
                       capture_output=True, text=True, timeout=600)
    prove_s = time.perf_counter() - t0
    assert r.returncode == 0, r.stderr[-3000:]
    model = load_gguf(path)
    mp = derive_profile(model.config, model.tensors)
    assert not mp.builtin and missing_configs(mp) == []
    yield path, model, mp, prove_s, next(x for x in r.stderr.splitlines() if "fully proved" in x)
    if old is None:
        os.environ.pop("FLTC_PROOFS_DIR", None)
    else:
        os.environ["FLTC_PROOFS_DIR"] = old


def test_derived_profile_greedy_equals_cpu_spec(cuda_driver, derived) -> None:
    from backend.cuda.gemma_executor import GemmaGpuExecutor
    from backend.model.gemma3 import Gemma3CpuExecutor, load_gemma3_weights
    from backend.model.tokenizer import Tokenizer
    from backend.runtime.executor import SamplingParams, SeqWork
    from benchmarks.common import write_results
    from spec.gemm import linear_bound

    path, model, mp, prove_s, prove_line = derived
    t0 = time.perf_counter()
    gpu = GemmaGpuExecutor(model, physical_blocks=mp.profile.physical_blocks, driver=cuda_driver)  # its own gate
    start_s = time.perf_counter() - t0
    try:
        assert gpu.profile.name == mp.name and str(mp.proofs_dir) in [str(x) for x in gpu.gate.extra_dirs]
        tok = Tokenizer.from_model(model)
        prompts = [tok.encode(t) for t in PROMPTS]
        tables = [tuple(range(pi * 8, pi * 8 + 8)) for pi in range(len(PROMPTS))]
        gens = []
        for pi, ids in enumerate(prompts):
            logits = gpu.forward([SeqWork(pi, tuple(ids), 0, tables[pi])])
            gen = []
            for step in range(NEW_TOKENS):
                t = gpu.sample(logits, [SamplingParams()], 0, [step])[0]
                assert t == int(np.argmax(logits[0]))
                gen.append(t)
                if step + 1 < NEW_TOKENS:
                    logits = gpu.forward([SeqWork(pi, (t,), len(ids) + step, tables[pi])])
            gens.append(gen)
        # the batch-1 graphs (greedy graph, lookahead feed graphs): the same tokens
        for pi, ids in enumerate(prompts):
            table = tuple(range(100 + pi * 8, 108 + pi * 8))
            toks = gpu.greedy_step([SeqWork(50 + pi, tuple(ids), 0, table)])
            for s in range(NEW_TOKENS - 1):
                toks += gpu.decode_tokens([SeqWork(50 + pi, (toks[-1],), len(ids) + s, table)],
                                          [SamplingParams()], 0, [0])
            gpu.settle()
            assert toks == gens[pi], f"prompt {pi}: decode_tokens {toks} vs forward + sample {gens[pi]}"
        weights = load_gemma3_weights(model, progress=False)
        cpu = Gemma3CpuExecutor(weights, physical_blocks=64)
        head: dict[str, np.ndarray] = {}
        cpu.trace = lambda stage, layer, t: head.update(t) if stage == "head" else None
        totals = {"steps": 0, "exact": 0, "near_tie": 0, "mismatch": 0}
        worst: list[dict[str, Any]] = []
        cl = cpu.forward([SeqWork(pi, tuple(ids), 0, tables[pi]) for pi, ids in enumerate(prompts)])
        for step in range(NEW_TOKENS):
            bounds = None
            for pi, gen in enumerate(gens):
                g, a = gen[step], int(np.argmax(cl[pi]))
                kind = "exact"
                if a != g:
                    bounds = linear_bound(head["h"], weights.output) if bounds is None else bounds
                    gap, allowed = abs(float(cl[pi][a]) - float(cl[pi][g])), float(bounds[pi][a] + bounds[pi][g])
                    kind = "near_tie" if gap <= allowed else "mismatch"
                    worst.append({"prompt": pi, "step": step, "gpu": g, "cpu": a, "gap": gap, "bound": allowed,
                                  "kind": kind})
                totals["steps"] += 1
                totals[kind] += 1
            if step + 1 < NEW_TOKENS:
                cl = cpu.forward([SeqWork(pi, (gens[pi][step],), len(ids) + step, tables[pi])
                                  for pi, ids in enumerate(prompts)])
        write_results("gpu_derived_profile", "gpu_tests", [{
            "kernel": "gemma_gpu_executor", "label": mp.name, "operator": "greedy_decode_vs_cpu_spec",
            "inputs": f"{len(PROMPTS)} prompts x {NEW_TOKENS} greedy tokens on the tiny derived-profile Gemma 3",
            "profile": mp.describe(), "gpu_tokens": gens, "totals": totals, "differing_steps": worst}],
            extra={"prove": {"command": "fltc prove --model tiny-gemma3.gguf", "seconds": round(prove_s, 2),
                             "summary": prove_line},
                   "executor_start_s": round(start_s, 2), "configurations": len(mp.configs()),
                   "gate": {k: getattr(gpu.gate.report, k) for k in ("artifacts", "checked", "from_cache", "seconds")}
                   | {"rejected": len(gpu.gate.report.rejected)}})
        print(totals)
        assert totals["mismatch"] == 0, f"GPU and CPU differ beyond a near-tie: {totals} {worst[:3]}"
        assert not gpu.gate.report.rejected
    finally:
        gpu.close()
