"""`fltc serve` over a fake executor (bench_serve --fake-step-ms): the whole HTTP path, no device.

Why: bench_serve measures the server as a client sees it (uvicorn, SSE chunks, the engine thread, the
router, checkpoints, proofs), but on a machine without a GPU the CPU spec executor's step (seconds at
batch 64) hides every host cost. This starts the same app (backend.serve.app.build_app over
backend.serve.engine_loop.EngineLoop over backend.runtime.engine.Engine with background checkpoints, as
backend/serve/cli.py builds them) with benchmarks.bench_engine_serve.Paced64Executor: each decode step
sleeps --step-ms, checkpoints carry real-sized KV bytes (SmolLM2-135M's 23 KB per token), tokens come from
a fixed text. Every answer's `fltc` object names the fake executor and an empty artifact set, so nothing
here can pass for a proof-gated run; `fltc audit` checks the run directory as usual.

    python3 -m benchmarks.fake_serve --port 8000 --run-dir /tmp/r --max-batch 64 --step-ms 3.8
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", required=True, help="GGUF file (its tokenizer and chat template are used)")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--run-dir", required=True)
    ap.add_argument("--model-name", default="bench")
    ap.add_argument("--max-batch", type=int, default=64)
    ap.add_argument("--max-queue", type=int, default=128)
    ap.add_argument("--max-context", type=int, default=192)
    ap.add_argument("--step-ms", type=float, default=3.8)
    ap.add_argument("--default-max-tokens", type=int, default=128)
    ap.add_argument("--checkpoint-interval", type=int, default=64,
                    help="committed tokens of a sequence between checkpoints (default 64, the engine's); above "
                         "--max-context: no checkpoint at all (to tell the checkpoints' cost from the rest)")
    ap.add_argument("--stream-interval-ms", type=float, default=0.0, help="fltc serve's --stream-interval-ms")
    ap.add_argument("--burst-hold-ms", type=float, default=50.0, help="fltc serve's --burst-hold-ms")
    ap.add_argument("--sync-checkpoints", action="store_true",
                    help="write checkpoints inside the tick (what fltc serve did before background checkpoints)")
    args = ap.parse_args(argv)
    from backend import run as fr

    with fr.gil_switch_interval():  # as fltc serve serves (backend/serve/cli.py: FLTC_SWITCH_INTERVAL_MS)
        return _serve(args)


def _serve(args: argparse.Namespace) -> int:
    import uvicorn

    from backend import run as fr
    from backend.model.gguf_loader import load_gguf
    from backend.model.tokenizer import Tokenizer
    from backend.runtime.engine import Engine
    from backend.serve.app import ServeConfig, build_app
    from backend.serve.engine_loop import EngineLoop
    from benchmarks.bench_engine_overhead import TEXT
    from benchmarks.bench_engine_serve import BLOCK, Paced64Executor

    model = load_gguf(args.model)
    tok = Tokenizer.from_model(model)
    text_ids = [t for t in tok.encode(TEXT) if t not in tok.special_ids]
    ex = Paced64Executor(text_ids, args.step_ms / 1e3)
    ctx = min(model.config.context_length, args.max_context)
    aset = {"digest": None, "note": f"fake executor (benchmarks.fake_serve, {args.step_ms} ms step): no kernels"}
    claims = {"device": {"requested": "fake", "used": ex.name, "reason": "benchmarks.fake_serve"},
              "artifact_set": aset, "server": {"kind": "benchmarks.fake_serve"}}
    engine = Engine(ex, args.run_dir, block_size=BLOCK, num_blocks=args.max_batch * -(-ctx // BLOCK), seed=0,
                    max_seq_len=ctx, max_batch=args.max_batch, run_info=claims,
                    checkpoint_interval=args.checkpoint_interval,
                    background_checkpoints=not args.sync_checkpoints)
    loop = EngineLoop(engine, tok, fr.stop_token(tok, model.config.eos_id), artifact_set=aset,
                      summary_extra={"device": claims["device"], "artifact_set": aset}, max_queue=args.max_queue,
                      stream_interval_ms=args.stream_interval_ms, burst_hold_ms=args.burst_hold_ms)
    cfg = ServeConfig(args.model_name, ctx, args.default_max_tokens, None, int(time.time()))
    loop.start()
    print(f"fake_serve: {ex.name} ({args.step_ms} ms step) at http://{args.host}:{args.port}/v1; run directory "
          f"{Path(args.run_dir)}", flush=True)
    try:
        uvicorn.Server(uvicorn.Config(build_app(cfg, loop, tok), host=args.host, port=args.port,
                                      log_level="warning", timeout_graceful_shutdown=5)).run()
    except KeyboardInterrupt:
        pass
    finally:
        loop.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
