"""End-to-end tok/s of the GPU executor vs HF transformers (torch), same model, same run.

Measures (default model, greedy on the device; ``*_with_logits`` also copy the f32 logits to the host
every step: forward + sample, the executor protocol without decode_tokens):
  * batch-1 decode tok/s (after a 16-token prompt), target >= 2,000 (llama.cpp: 897): decode_b1 is one
    decode_tokens call per token (what the scheduler's tick does), with its lookahead (the next step is
    launched, fed on the device, before the host waits for this one); decode_b1_no_lookahead turns it off
  * batch-64 decode tok/s (64 sequences), target >= 15,000 (llama.cpp: 11,322)
  * prefill of 512 tokens, tok/s, target >= 50,000 (llama.cpp: ~49,000)
  * batch-1 decode at depth --depth (default 4,000: the prompt prefilled in 512-token steps first), target >= 1,800
    (issue 16; llama.cpp's figure in that issue is at depth 1,000: 860)
  * `fltc run` itself over 900 tokens, greedy and sampled, both with --ignore-eos so each generates all 900
    (benchmarks/fltc_run_path.py: the CLI's own decode timing and the time to first token, targets 2,000 /
    1,800 tok/s and 1.5 s; llama.cpp tg128: 936); each row carries the run's start-up phases
    (summary.json timing.startup_s: where the time to the first token goes)
HF transformers loads the same GGUF through its gguf support (needs the `gguf` package); if
that fails, a LlamaForCausalLM is built from the weights fltc dequantises (spec.dequant),
with the GGUF Q/K row permutation undone. Ratios ours/HF are printed and written.

Run (GPU machine, repo root):  python3 -m benchmarks.bench_decode [--steps 128] [--no-hf]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from benchmarks.common import model_path, write_results

TARGETS = {"decode_b1": 2000.0, "decode_b1_sampled": 2000.0, "decode_b1_sampled_no_lookahead": 2000.0, "decode_b1_engine": 2000.0, "decode_b1_engine_512": 2000.0, "decode_b1_no_lookahead": 2000.0, "decode_b64": 15000.0, "prefill_512": 50000.0,
           "decode_b1_with_logits": 2000.0, "decode_b64_with_logits": 15000.0, "decode_b1_depth": 1800.0}
LLAMA_CPP = {"decode_b1": 897.0, "decode_b1_sampled": 897.0, "decode_b1_sampled_no_lookahead": 897.0, "decode_b1_engine": 897.0, "decode_b1_engine_512": 897.0, "decode_b1_no_lookahead": 897.0, "decode_b64": 11322.0, "prefill_512": 49000.0,
             "decode_b1_with_logits": 897.0, "decode_b64_with_logits": 11322.0,
             "decode_b1_depth": 860.0}  # llama.cpp at depth 1,000 (issue 16's table)
HF_KEY = {"decode_b1_with_logits": "decode_b1", "decode_b64_with_logits": "decode_b64", "decode_b1_no_lookahead": "decode_b1",
          "decode_b1_engine": "decode_b1", "decode_b1_engine_512": "decode_b1", "decode_b1_sampled": "decode_b1",
          "decode_b1_sampled_no_lookahead": "decode_b1", "decode_b1_depth": "(no HF peer at depth)"}


def bench_ours(model: Any, steps: int, rounds: int = 5, depth: int = 4000) -> tuple[dict[str, float], dict[str, Any]]:
    """Our tok/s. decode_b* = forward + device greedy, only the tokens come back to the host
    (GpuExecutor.decode_tokens, what the scheduler's tick calls); *_with_logits = forward returns the f32
    logits to the host, then sample() draws on the device from the identical device copy;
    decode_b1_engine = the Engine (scheduler, events, checkpoints) around decode_tokens."""
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.kernels.registry import PROFILES
    from backend.runtime.executor import SamplingParams, SeqWork

    ex = GpuExecutor(model, physical_blocks=PROFILES["default"].physical_blocks, progress=lambda s: None)
    print(f"executor ready in {ex.init_seconds:.1f} s; gate: {ex.gate.report.admitted} admitted, "
          f"{ex.gate.report.from_cache} from cache, {ex.gate.report.checked} re-checked", flush=True)
    t0 = time.perf_counter()
    ex.warmup([(1, 1), (64, 64), (512, 1), (16, 1)])
    print(f"graphs captured in {time.perf_counter() - t0:.2f} s; launches per step: "
          f"{ex.summary()['launches_per_step']}", flush=True)
    per = (16 + steps + 15) // 16 + 1
    out: dict[str, float] = {}
    spread: dict[str, list[float]] = {}
    greedy = SamplingParams()

    prompt = tuple(range(100, 116))
    seqs: dict[str, list[int]] = {}  # batch-1 tokens at positions 17.., per variant

    def decode(batch: int, with_logits: bool, lookahead: bool = True, sampling: Any = None,
               name: str | None = None) -> float:
        tables = [tuple(range(i * per, (i + 1) * per)) for i in range(batch)]
        params = [sampling or greedy] * batch

        def step(work: list[Any], ctr: int) -> list[int]:  # ctr: the token's counter (the scheduler's rule)
            if with_logits:
                return ex.sample(ex.forward(work), params, 7, [ctr] * batch)
            return ex.decode_tokens(work, params, 7, [ctr] * batch, lookahead=lookahead)

        name = name or f"decode_b{batch}" + ("_with_logits" if with_logits else "" if lookahead else "_no_lookahead")
        first = step([SeqWork(i, prompt, 0, tables[i]) for i in range(batch)], 0)
        step([SeqWork(i, (first[i],), 16, tables[i]) for i in range(batch)], 1)  # untimed first replay
        runs = []
        for _ in range(rounds):  # the same steps each round (positions 16..): host jitter shows as spread
            toks, got = first, []
            ex.settle()  # the previous round's last call launched a step ahead: not this round's work
            t = time.perf_counter()
            for s in range(steps - 1):
                toks = step([SeqWork(i, (toks[i],), 16 + s, tables[i]) for i in range(batch)], s + 1)
                got.append(toks[0])
            runs.append(batch * (steps - 1) / (time.perf_counter() - t))
        seqs[name] = got
        spread[name] = runs
        return statistics.median(runs)

    out["decode_b1_no_lookahead"] = decode(1, False, lookahead=False)
    out["decode_b1"] = decode(1, False)
    if seqs["decode_b1"] != seqs["decode_b1_no_lookahead"]:
        raise RuntimeError("batch-1 tokens differ with and without lookahead: "
                           f"{seqs['decode_b1'][:8]} vs {seqs['decode_b1_no_lookahead'][:8]}")
    sampled = SamplingParams(0.8, 40, 0.95)
    out["decode_b1_sampled"] = decode(1, False, sampling=sampled, name="decode_b1_sampled")
    out["decode_b1_sampled_no_lookahead"] = decode(1, False, False, sampled, "decode_b1_sampled_no_lookahead")
    if seqs["decode_b1_sampled"] != seqs["decode_b1_sampled_no_lookahead"]:
        raise RuntimeError("batch-1 sampled tokens differ with and without lookahead")
    out["decode_b64"] = decode(64, False)
    out["decode_b1_with_logits"] = decode(1, True)
    out["decode_b64_with_logits"] = decode(64, True)
    out["decode_b1_engine"] = engine_decode(ex, model, prompt, steps, spread)
    # a longer generation: each checkpoint carries every block of the sequence, so its cost grows
    out["decode_b1_engine_512"] = engine_decode(ex, model, prompt, 512, spread, name="decode_b1_engine_512")
    table = tuple(range(0, 33))
    prompt = tuple(int(x) for x in np.random.default_rng(0).integers(0, model.config.vocab, 512))
    ex.decode_tokens([SeqWork(0, prompt, 0, table)], [greedy], 0, [0])
    reps = 10
    t = time.perf_counter()
    for _ in range(reps):
        ex.decode_tokens([SeqWork(0, prompt, 0, table)], [greedy], 0, [0])
    out["prefill_512"] = 512 * reps / (time.perf_counter() - t)
    info = ex.summary()
    if depth > 0:
        out["decode_b1_depth"] = decode_at_depth(ex, model, depth, steps, rounds, spread)
        info["depth"] = depth
    info["decode_rounds_tok_per_s"] = spread
    ex.close()
    return out, info


def decode_at_depth(ex: Any, model: Any, depth: int, steps: int, rounds: int,
                    spread: dict[str, list[float]]) -> float:
    """Batch-1 greedy decode tok/s after a `depth`-token prompt (prefilled in steps of at most 512 rows), the same
    steps timed each round (positions depth..depth + steps - 2), decode_tokens with lookahead."""
    from backend.runtime.executor import SamplingParams, SeqWork

    greedy = SamplingParams()
    table = tuple(range(1024, 1024 + -(-(depth + steps + 1) // 16)))  # blocks no other measurement here uses
    ids = tuple(int(x) for x in np.random.default_rng(1).integers(0, model.config.vocab, depth))
    first = 0
    for s in range(0, depth, 512):
        first = ex.decode_tokens([SeqWork(0, ids[s:s + 512], s, table)], [greedy], 7, [0])[0]
    ex.decode_tokens([SeqWork(0, (first,), depth, table)], [greedy], 7, [1])  # untimed first replay
    runs = []
    for _ in range(rounds):
        tok = first
        ex.settle()
        t = time.perf_counter()
        for s in range(steps - 1):
            tok = ex.decode_tokens([SeqWork(0, (tok,), depth + s, table)], [greedy], 7, [s + 1])[0]
        runs.append((steps - 1) / (time.perf_counter() - t))
    spread["decode_b1_depth"] = runs
    return statistics.median(runs)


def engine_decode(ex: Any, model: Any, prompt: tuple[int, ...], steps: int, spread: dict[str, list[float]],
                  rounds: int = 3, name: str = "decode_b1_engine") -> float:
    """Batch-1 greedy decode through the Engine, as `fltc run` does it: scheduler ticks with events, the
    receipt store and a checkpoint every 64 tokens (fsync'd) in a fresh run directory per round. The
    prefill tick and the first decode tick are untimed (binding the Engine's KV allocation re-captures the
step graphs); tok/s over the remaining decode ticks."""
    import shutil
    import tempfile

    from backend.runtime.engine import Engine, Request
    from backend.runtime.executor import SamplingParams

    runs = []
    for r in range(rounds):
        d = Path(tempfile.mkdtemp(prefix="fltc-bench-"))
        try:
            eng = Engine(ex, d / "run", num_blocks=ex.kv_blocks, max_seq_len=ex.max_context)
            eng.submit([Request(prompt, steps, SamplingParams(), eos_token_id=None, seq_id=r)])
            eng.run(max_ticks=2)  # prefill + the first decode tick (plans/captures the batch-1 step afresh)
            t = time.perf_counter()
            res = eng.run()
            runs.append((len(res[0].tokens) - 2) / (time.perf_counter() - t))
            eng.close()
        finally:
            shutil.rmtree(d, ignore_errors=True)
    spread[name] = runs
    return statistics.median(runs)


def _hf_model(path: str, model: Any) -> tuple[Any, str]:
    import torch

    try:
        from transformers import AutoModelForCausalLM

        p = Path(path)
        try:
            m = AutoModelForCausalLM.from_pretrained(str(p.parent), gguf_file=p.name, dtype=torch.float16)
        except TypeError:  # transformers 4.x spells it torch_dtype
            m = AutoModelForCausalLM.from_pretrained(str(p.parent), gguf_file=p.name, torch_dtype=torch.float16)
        return m.to("cuda").eval(), "transformers gguf loader (from_pretrained(gguf_file=...))"
    except Exception as exc:
        print(f"HF gguf loading failed ({type(exc).__name__}: {exc}); building from fltc's dequantised weights",
              flush=True)
    from transformers import LlamaConfig, LlamaForCausalLM

    from backend.model.llama import load_weights

    c = model.config
    w = load_weights(model)
    hc = LlamaConfig(vocab_size=c.vocab, hidden_size=c.hidden, intermediate_size=c.ffn,
                     num_hidden_layers=c.layers, num_attention_heads=c.heads, num_key_value_heads=c.kv_heads,
                     rms_norm_eps=c.rms_eps, rope_theta=c.rope_freq_base, max_position_embeddings=c.context_length,
                     tie_word_embeddings=c.tied_embeddings)
    m = LlamaForCausalLM(hc).to(torch.float16)

    def unpermute(x: np.ndarray, heads: int) -> np.ndarray:  # GGUF (adjacent pairs) -> HF (rotate_half)
        n, k = x.shape
        return x.reshape(heads, n // heads // 2, 2, k).swapaxes(1, 2).reshape(n, k)

    sd = {"model.embed_tokens.weight": w.embedding, "model.norm.weight": w.output_norm,
          "lm_head.weight": w.output}
    for i, L in enumerate(w.layers):
        b = f"model.layers.{i}."
        sd.update({b + "input_layernorm.weight": L.attn_norm, b + "post_attention_layernorm.weight": L.ffn_norm,
                   b + "self_attn.q_proj.weight": unpermute(L.wq, c.heads),
                   b + "self_attn.k_proj.weight": unpermute(L.wk, c.kv_heads),
                   b + "self_attn.v_proj.weight": L.wv, b + "self_attn.o_proj.weight": L.wo,
                   b + "mlp.gate_proj.weight": L.w_gate, b + "mlp.up_proj.weight": L.w_up,
                   b + "mlp.down_proj.weight": L.w_down})
    m.load_state_dict({k: torch.from_numpy(np.asarray(v, dtype=np.float16)) for k, v in sd.items()}, strict=False)
    return m.to("cuda").eval(), "LlamaForCausalLM from fltc-dequantised weights (spec.dequant)"


def bench_hf(path: str, model: Any, steps: int) -> tuple[dict[str, float], str]:
    import torch

    m, how = _hf_model(path, model)
    out: dict[str, float] = {}

    @torch.inference_mode()
    def decode(batch: int) -> float:
        ids = torch.arange(100, 116, device="cuda").repeat(batch, 1)
        r = m(input_ids=ids, use_cache=True)
        past, tok = r.past_key_values, r.logits[:, -1].argmax(-1, keepdim=True)
        r = m(input_ids=tok, past_key_values=past, use_cache=True)
        past, tok = r.past_key_values, r.logits[:, -1].argmax(-1, keepdim=True)
        torch.cuda.synchronize()
        t = time.perf_counter()
        for _ in range(1, steps):
            r = m(input_ids=tok, past_key_values=past, use_cache=True)
            past, tok = r.past_key_values, r.logits[:, -1].argmax(-1, keepdim=True)
            tok.cpu()  # the token goes back to the host each step, as ours does
        torch.cuda.synchronize()
        return batch * (steps - 1) / (time.perf_counter() - t)

    out["decode_b1"] = decode(1)
    out["decode_b64"] = decode(64)
    with torch.inference_mode():
        ids = torch.randint(0, model.config.vocab, (1, 512), device="cuda")
        m(input_ids=ids)
        torch.cuda.synchronize()
        t = time.perf_counter()
        for _ in range(10):
            m(input_ids=ids).logits[:, -1].cpu()
        torch.cuda.synchronize()
        out["prefill_512"] = 5120 / (time.perf_counter() - t)
    return out, how


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--steps", type=int, default=128, help="decode steps timed per batch size")
    ap.add_argument("--hf-steps", type=int, default=32, help="decode steps for HF (it is slow)")
    ap.add_argument("--no-hf", action="store_true", help="skip the HF transformers peer")
    ap.add_argument("--depth", type=int, default=4000,
                    help="also time batch-1 decode after a prompt of this many tokens (<= the GPU context); 0: skip")
    ap.add_argument("--fltc-run-tokens", type=int, default=900,
                    help="also time `fltc run` itself (subprocess, greedy and sampled) over this many tokens; 0: skip")
    ap.add_argument("--fltc-run-cases", default="greedy,sampled",
                    help="benchmarks/fltc_run_path.py cases (e.g. greedy,sampled,greedy_gil5,sampled_gil5)")
    args = ap.parse_args(argv)
    from backend.cuda.driver import gpu_available
    from backend.model.gguf_loader import load_gguf

    ok, why = gpu_available()
    if not ok:
        print(f"bench_decode: no GPU: {why}", file=sys.stderr)
        return 2
    path = model_path()
    if path is None:
        print("bench_decode: model not found (FLTC_MODEL or /root/fltc/model.gguf)", file=sys.stderr)
        return 2
    model = load_gguf(path)
    ours, info = bench_ours(model, args.steps, depth=args.depth)
    for k, v in ours.items():
        print(f"fltc {k:24s}: {v:10.1f} tok/s (target {TARGETS[k]:.0f}, llama.cpp {LLAMA_CPP[k]:.0f})", flush=True)
    hf: dict[str, float] = {}
    how = "not run (--no-hf)"
    if not args.no_hf:
        try:
            hf, how = bench_hf(path, model, args.hf_steps)
        except Exception as exc:
            how = f"failed: {type(exc).__name__}: {exc}"
        print(f"HF transformers: {how}")
    results = []
    print(f"{'metric':24s} {'fltc tok/s':>12s} {'HF tok/s':>10s} {'fltc/HF':>8s} {'target':>8s} {'llama.cpp':>9s}  met")
    for k, v in ours.items():
        h = hf.get(HF_KEY.get(k, k))
        ratio = (v / h) if h else None
        print(f"{k:24s} {v:12.1f} {h or float('nan'):10.1f} {ratio or float('nan'):8.2f} {TARGETS[k]:8.0f} "
              f"{LLAMA_CPP[k]:9.0f}  {'yes' if v >= TARGETS[k] else 'NO'}")
        inputs = (f"default model; median of 5 rounds of {args.steps} decode steps (HF: one round of "
                  f"{args.hf_steps}); prompt 16 tokens; greedy"
                  if k != "prefill_512" else "512 random token ids, 10 repetitions")
        if k == "decode_b1_depth":
            inputs = (f"default model; median of 5 rounds of {args.steps} greedy decode steps at positions "
                      f"{args.depth}.. after a {args.depth}-token random prompt prefilled in steps of <= 512 rows; "
                      "decode_tokens with lookahead; llama.cpp's figure is at depth 1,000 (issue 16)")
        elif k.startswith("decode_b1_engine"):
            n_tok = 512 if k.endswith("_512") else args.steps
            inputs = (f"default model; median of 3 Engine runs of {n_tok} greedy tokens (the scheduler's ticks "
                      "with events, receipts and a checkpoint every 64 tokens, as fltc run); prompt 16 tokens; the "
                      "prefill tick and the first decode tick untimed")
        elif k.endswith("_with_logits"):
            inputs += "; f32 logits copied to the host each step (forward, then sample on the device copy)"
        elif k.startswith("decode_b1_sampled"):
            inputs = (f"default model; median of 5 rounds of {args.steps} decode steps; prompt 16 tokens; sampled: "
                      "temperature 0.8, top-k 40, top-p 0.95, seed 7, counter +1 per token; decode_tokens"
                      + (" with lookahead" if k == "decode_b1_sampled" else " without lookahead"))
        elif k == "decode_b1":
            inputs += ("; one decode_tokens call per token with lookahead (the next step, fed on the device, is "
                       "launched before the host waits for this one); tokens checked equal to no_lookahead's")
        elif k != "prefill_512":
            inputs += "; device greedy, only token ids copied to the host, one wait per step (decode_tokens)"
        results.append({"kernel": "gpu_executor", "label": k, "operator": f"bench_decode.{k}", "inputs": inputs,
                        "tok_per_s": v, "rounds_tok_per_s": info["decode_rounds_tok_per_s"].get(k), "hf_tok_per_s": h, "ratio_vs_hf": ratio,
                        "target_tok_per_s": TARGETS[k], "llama_cpp_tok_per_s": LLAMA_CPP[k],
                        "met_target": v >= TARGETS[k]})
    if args.fltc_run_tokens > 0:  # what the user runs, next to the microbenchmarks (benchmarks/fltc_run_path.py)
        from benchmarks.fltc_run_path import measure

        for row in measure(args.fltc_run_tokens, "gpu", str(path), tuple(c for c in args.fltc_run_cases.split(",") if c)):
            target = 2000.0 if "greedy" in row["label"] else 1800.0
            row.update(target_tok_per_s=target, llama_cpp_tok_per_s=936.0, ttft_target_s=1.5,
                       met_target=bool(row["passed"] and (row["tok_per_s"] or 0) >= target
                                       and row["ttft_s"] is not None and row["ttft_s"] <= 1.5))
            print(f"{row['label']:24s} {row['tok_per_s'] or float('nan'):12.1f} (decode, the CLI's timing) "
                  f"target {target:.0f}; time to first token {row['ttft_s']} s (target 1.5); "
                  f"{row['generated_tokens']} tokens  {'yes' if row['met_target'] else 'NO'}")
            if row.get("startup_s"):
                print(f"{'':24s} start-up (warm run, s): "
                      + ", ".join(f"{k} {v:.3f}" for k, v in row["startup_s"].items())
                      + f"; first token {row.get('first_token_after_start_s')} s after exec")
            results.append(row)
    write_results("bench_decode", "bench_decode", results,
                  extra={"hf_model": how, "model": str(path), "executor": info})
    return 0


if __name__ == "__main__":
    sys.exit(main())
