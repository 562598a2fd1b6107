"""A/B of the batch-1 Gemma 3 step's fusions, in one process on one GPU (an experiment, not a target).

Variants (VARIANTS below; each a fresh GemmaGpuExecutor; every launch still through the gate, every configuration
proved): default (as shipped), b1s (the split-key attention + the o-projection that combines its partials, every
layer), pnv (a Q8_0 attn_v's rows inside the norm-fused q|k GEMV), b1s_pnv (both) and pn_off (the post-norms as
separate launches).
Measured: batch-1 greedy decode with the lookahead (decode_tokens), median of --rounds rounds of --steps steps,
after a 16-token prompt and after a --depth-token prompt (the local layers' window is full from 512).

Run (GPU machine, repo root):  python3 -m benchmarks.exp_gemma_b1_ab [--steps 64] [--rounds 5] [--depth 600]
Writes experiments/gemma_b1_ab.json under the results directory.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from benchmarks.bench_decode_gemma import gemma_model_path
from benchmarks.common import results_dir, write_results


def _measure(model: Any, steps: int, rounds: int, depth: int) -> dict[str, Any]:
    from backend.cuda.gemma_executor import GemmaGpuExecutor
    from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES
    from backend.runtime.executor import SamplingParams, SeqWork

    ex = GemmaGpuExecutor(model, physical_blocks=GEMMA_STEP_PROFILES["gemma3-270m"].physical_blocks,
                          progress=lambda s: None)
    greedy = SamplingParams()
    out: dict[str, Any] = {"launches_per_step": None}
    try:
        for label, start in (("ctx16", 16), (f"ctx{depth}", depth)):
            tab = tuple(range(0, -(-(start + steps + 1) // 16)))
            ids = tuple(int(x) for x in np.random.default_rng(1).integers(0, model.config.vocab, start))
            first = 0
            for s in range(0, start, 512):
                first = ex.decode_tokens([SeqWork(0, ids[s:s + 512], s, tab)], [greedy], 0, [0])[0]
            ex.decode_tokens([SeqWork(0, (first,), start, tab)], [greedy], 0, [0])
            runs, toks = [], []
            for _ in range(rounds):
                tok, toks = first, []
                ex.settle()
                t = time.perf_counter()
                for s in range(steps - 1):
                    tok = ex.decode_tokens([SeqWork(0, (tok,), start + s, tab)], [greedy], 0, [0])[0]
                    toks.append(tok)
                runs.append((steps - 1) / (time.perf_counter() - t))
            ex.settle()
            out[label] = {"tok_per_s": statistics.median(runs), "rounds": runs, "tokens": toks[:16]}
        out["launches_per_step"] = ex.summary().get("launches_per_step")
    finally:
        ex.close()
    return out


@dataclass(frozen=True)
class Variant:
    """The module switches of one A/B variant (each path stays declared and proved, so the gate admits all)."""

    pn_fuse: bool  # registry_gemma.GEMMA_PN_FUSE: the post-norms inside the next GEMV
    pnv_fuse: bool  # registry_gemma.GEMMA_PN_Q8V_FUSE: a Q8_0 attn_v's rows inside the q|k GEMV
    b1s_split: bool  # registry_gemma_step.GEMMA_B1S_SPLIT: split-key attention + combining o-projection
    qkatt: str = "qk_rope_attention_b1_d256_f16"  # gemma_plan.QKATT_KERNEL: the local layers' one-CTA attention

    def apply(self) -> None:
        from backend.cuda import gemma_plan
        from backend.kernels import registry_gemma, registry_gemma_step

        registry_gemma.GEMMA_PN_FUSE, registry_gemma.GEMMA_PN_Q8V_FUSE = self.pn_fuse, self.pnv_fuse
        registry_gemma_step.GEMMA_B1S_SPLIT, gemma_plan.QKATT_KERNEL = self.b1s_split, self.qkatt


# the variants, one place (read by main and by the CPU tests that the gate admits every variant's launches and that
# "default" is what ships, tests/cuda/test_gemma_executor_plan.py): default = the module switches as shipped;
# b1s = the split-key attention (qk_rope_attention_b1s_d256_f16) + the o-projection that combines it, every layer;
# pnv = a Q8_0 attn_v's rows inside the norm-fused q|k GEMV; b1s_pnv = both (98 launches a greedy step);
# pn_off = the post-norms as postnorm_add_norm_f32 launches
VARIANTS: dict[str, Variant] = {
    "default": Variant(pn_fuse=True, pnv_fuse=False, b1s_split=False),
    "b1s": Variant(pn_fuse=True, pnv_fuse=False, b1s_split=True),
    "pnv": Variant(pn_fuse=True, pnv_fuse=True, b1s_split=False),
    "b1s_pnv": Variant(pn_fuse=True, pnv_fuse=True, b1s_split=True),
    "pn_off": Variant(pn_fuse=False, pnv_fuse=False, b1s_split=False),
}


def variant_settings(name: str) -> Variant:
    """The switches of a variant by name (a one-line error for an unknown one)."""
    if name not in VARIANTS:
        raise ValueError(f"unknown variant {name!r}: one of {', '.join(VARIANTS)}")
    return VARIANTS[name]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=64)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--depth", type=int, default=600)
    args = ap.parse_args(argv)
    from backend.cuda.driver import gpu_available
    from backend.model.gguf_loader import load_gguf

    ok, why = gpu_available()
    path = gemma_model_path()
    if not ok or path is None:
        print(f"exp_gemma_b1_ab: {'no GPU: ' + why if not ok else 'no Gemma model (FLTC_GEMMA_MODEL)'}",
              file=sys.stderr)
        return 2
    model = load_gguf(path)
    results = []
    for name in (*VARIANTS, "default"):
        variant_settings(name).apply()
        got = _measure(model, args.steps, args.rounds, args.depth)
        line = ", ".join(f"{k} {v['tok_per_s']:.1f} tok/s" for k, v in got.items() if k.startswith("ctx"))
        print(f"{name:14s} launches {got['launches_per_step']}: {line}", flush=True)
        results.append({"kernel": "gemma_gpu_executor", "label": name, "operator": "exp_gemma_b1_ab", **got})
    variant_settings("default").apply()
    (results_dir() / "experiments").mkdir(parents=True, exist_ok=True)
    write_results("experiments/gemma_b1_ab", "experiment", results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
