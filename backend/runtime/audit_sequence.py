"""`fltc audit RUN_DIR --sequence ID [--response FILE]`: check one answer of a run (e.g. of `fltc serve`).

Why a module of its own: the whole-run audit (backend/runtime/audit.py) decides whether the run
directory is consistent; this adds what one answer claims. It first runs that audit (a run still
being served is consistent-so-far: INTERRUPTED is accepted here, INCONSISTENT is not), then finds
the sequence's request in the run's recorded request batches and its events in the digest chain,
and checks that the sequence ended (finished, cancelled or rejected). With ``--response`` (a saved
response body, a saved final chunk, or the bare ``fltc`` object) it also checks each claim of the
answer's ``fltc`` object against the records: sequence id, prompt and generated token ids, final
status, the event head (the chain's digest at the claimed event count, which must lie at or after
the sequence's last event), the store head (the hash of the claimed last receipt), every listed
receipt (index, transaction id, hash), the executor and the admitted artifact set (config.json's
run.artifact_set, bound into the store), and the usage counts when present. The text is not
re-derived from the token ids here (that needs the tokenizer): compare it yourself if you must.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from backend.runtime.audit import audit
from backend.runtime.events import read_event_log
from backend.runtime.rowmnr import _Records, read_image
from fltc.errors import AuditError, InputError
from spec.lli import canonical as c
from spec.lli import rowmnr as m
from spec.lli.events import SeqStatus
from spec.lli.layer21 import decode_requests

ENDED = (SeqStatus.FINISHED_EOS, SeqStatus.FINISHED_LENGTH, SeqStatus.CANCELLED, SeqStatus.REJECTED)


@dataclass(frozen=True)
class SequenceReport:
    seq_id: int
    status: SeqStatus
    prompt_tokens: int
    generated: tuple[int, ...]
    final_event: int  # its monotonic number
    request_txid: str
    run_complete: bool
    response_checked: tuple[str, ...] = ()  # the claims of --response that were compared


def _records(rd: Path) -> tuple[m.StoreState, Path]:
    rlog, head, roots, caps, idx, rec_dir = read_image(rd / "store")
    try:
        st, _ = m.recover(rlog, head, roots, caps, _Records(rec_dir, idx), idx, verify_all_records=True)
    except m.RecoveryError as e:
        raise AuditError(f"store: {e}") from e
    return st, rec_dir


def load_response(path: str) -> dict[str, Any]:
    """The `fltc` object of a saved response / final chunk / bare proof object (`-`: stdin)."""
    import sys

    try:
        text = sys.stdin.read() if path == "-" else Path(path).read_text(encoding="utf-8")
        obj = json.loads(text.removeprefix("data: "))
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise InputError(f"--response {path}: cannot read a JSON object ({type(e).__name__}: {e}); save the "
                         f"response body (or the final stream chunk) as JSON") from None
    if isinstance(obj, dict) and isinstance(obj.get("fltc"), dict):
        return {**obj["fltc"], **({"_usage": obj["usage"]} if isinstance(obj.get("usage"), dict) else {})}
    if isinstance(obj, dict) and str(obj.get("format", "")).startswith("fltc-serve-proof/"):
        return obj
    raise InputError(f"--response {path}: no 'fltc' object in it; save the whole response (or the final chunk, the "
                     f"one with finish_reason)")


@dataclass(frozen=True)
class RunRecords:
    """A run directory read once: its whole-run audit, config, store state, requests and events. Checking
    many answers of one run (a server's) reads and verifies the records once, not once per answer."""

    rep: Any  # backend.runtime.audit.AuditReport
    conf: dict[str, Any]
    store: m.StoreState
    requests: dict[int, tuple[Any, m.Receipt]]  # seq id -> (its Request, the request batch's receipt)
    events: tuple[Any, ...]  # every Event of events.log, in order
    by_seq: dict[int, list[Any]]  # seq id -> its events, in order


def load_run(run_dir: str | Path) -> RunRecords:
    """Audit the run (INCONSISTENT raises) and read what the per-sequence checks compare against."""
    rd = Path(run_dir)
    rep = audit(rd)
    conf = json.loads((rd / "config.json").read_text())
    st, rec_dir = _records(rd)
    requests: dict[int, tuple[Any, m.Receipt]] = {}
    for r in st.receipts:
        if r.kind == m.EntryKind.GENERIC and r.txid.startswith(b"requests/"):
            _, reqs = decode_requests(m.decode_record((rec_dir / f"{r.index:010d}.rec").read_bytes())[1])
            for q in reqs:
                requests[q.seq_id] = (q, r)
    events, _, _ = read_event_log(rd / "events.log")
    by_seq: dict[int, list[Any]] = {}
    for e in events:
        by_seq.setdefault(e.sequence_id, []).append(e)
    return RunRecords(rep, conf, st, requests, tuple(events), by_seq)


def audit_sequence(run_dir: str | Path | RunRecords, seq_id: int,
                   proof: dict[str, Any] | None = None) -> SequenceReport:
    """Raise AuditError naming the first claim the records contradict; return what was checked.
    `run_dir` may be a RunRecords from load_run (many answers of one run)."""
    run = run_dir if isinstance(run_dir, RunRecords) else load_run(run_dir)
    if seq_id not in run.requests:
        raise AuditError(f"sequence {seq_id}: no recorded request batch holds it (the run has "
                         f"{run.rep.sequences} sequences)")
    request, req_rec = run.requests[seq_id]
    mine = run.by_seq.get(seq_id, [])
    if not mine or SeqStatus(mine[-1].new_state) not in ENDED:
        raise AuditError(f"sequence {seq_id}: it has not ended in events.log "
                         f"({SeqStatus(mine[-1].new_state).name if mine else 'no event yet'})")
    last = mine[-1]
    gen = tuple(e.sampled_token_id for e in mine if e.sampled_token_id is not None)
    status = SeqStatus(last.new_state)
    if status is not SeqStatus.REJECTED and last.committed_token_count not in (0, len(request.prompt_tokens) + len(gen)):
        raise AuditError(f"sequence {seq_id}: its final event counts {last.committed_token_count} tokens, the prompt "
                         f"and the sampled tokens make {len(request.prompt_tokens) + len(gen)}")
    checked: list[str] = []
    if proof is not None:
        checked = _check_proof(proof, run.conf, run.store, run.events, seq_id, request.prompt_tokens, gen,
                               status, last.monotonic_sequence_number, req_rec)
    return SequenceReport(seq_id, status, len(request.prompt_tokens), gen, last.monotonic_sequence_number,
                          req_rec.txid.decode(), run.rep.complete, tuple(checked))


def _check_proof(p: dict[str, Any], conf: dict[str, Any], st: m.StoreState, events: tuple[Any, ...], seq_id: int,
                 prompt: tuple[int, ...], gen: tuple[int, ...], status: SeqStatus, final_no: int,
                 req_rec: m.Receipt) -> list[str]:
    def want(cond: bool, what: str) -> None:
        if not cond:
            raise AuditError(f"sequence {seq_id}: the response's {what}")

    want(p.get("sequence_id") == seq_id, f"sequence_id {p.get('sequence_id')!r} is not {seq_id}")
    want(p.get("prompt_token_ids") == list(prompt), "prompt_token_ids differ from the recorded request")
    want(p.get("token_ids") == list(gen), f"token_ids differ from the {len(gen)} tokens the event chain committed")
    want(p.get("status") == status.name, f"status {p.get('status')!r} differs from the chain's {status.name}")
    n = p.get("events")
    want(isinstance(n, int) and final_no < n <= len(events),
         f"event count {n!r} does not lie after the sequence's final event {final_no} within the "
         f"{len(events)} logged")
    want(events[n - 1].transition_digest.hex() == p.get("event_head"), f"event head is not the digest of event {n - 1}")
    k = p.get("receipts")
    want(isinstance(k, int) and 1 <= k <= len(st.receipts), f"receipt count {k!r} is not in 1..{len(st.receipts)}")
    want(st.receipts[k - 1].hash.hex() == p.get("store_head"), f"store head is not the hash of receipt {k - 1}")
    rows = p.get("sequence_receipts")
    want(isinstance(rows, list) and rows, "sequence_receipts are missing")
    for row in rows:
        i = row.get("index") if isinstance(row, dict) else None
        want(isinstance(i, int) and 0 <= i < len(st.receipts) and st.receipts[i].txid.decode() == row.get("txid")
             and st.receipts[i].hash.hex() == row.get("sha256"), f"receipt {row!r} is not in the store")
    want(rows[0].get("index") == req_rec.index, f"first receipt is not the request batch {req_rec.txid.decode()}")
    want(p.get("executor") == conf.get("executor"), f"executor {p.get('executor')!r} differs from config.json's")
    want(p.get("artifact_set") == (conf.get("run") or {}).get("artifact_set"),
         "artifact_set differs from config.json's run.artifact_set (bound in the store as run/config)")
    checked = ["sequence_id", "prompt_token_ids", "token_ids", "status", "event_head", "store_head",
               "sequence_receipts", "executor", "artifact_set"]
    u = p.get("_usage")
    if u is not None:
        want(u.get("completion_tokens") == len(gen) and u.get("prompt_tokens") == len(prompt),
             f"usage {u} differs from {len(prompt)} prompt / {len(gen)} generated tokens")
        checked.append("usage")
    return checked


def main(args: argparse.Namespace, rd: Path) -> int:
    """The --sequence branch of `fltc audit`: exit 0 OK, 1 INCONSISTENT (the first contradicted claim)."""
    if args.sequence is None:
        raise InputError("--response needs --sequence ID (the answer's fltc.sequence_id)")
    proof = load_response(args.response) if args.response else None
    try:
        r = audit_sequence(rd, args.sequence, proof)
    except AuditError as e:
        print(f"fltc audit: INCONSISTENT: {e}")
        return 1
    except (OSError, ValueError, KeyError, TypeError, c.DecodeError) as e:
        print(f"fltc audit: INCONSISTENT: {type(e).__name__}: {' '.join(str(e).split())}")
        return 1
    run = "complete" if r.run_complete else "consistent so far (still running or interrupted)"
    what = (f"; the response's {', '.join(r.response_checked)} match the records" if r.response_checked
            else "; no --response given: only the run's records were checked")
    print(f"fltc audit: OK sequence {r.seq_id} of {args.run_dir}: {r.status.name}, {r.prompt_tokens} prompt + "
          f"{len(r.generated)} generated tokens, final event {r.final_event}, request {r.request_txid}; run {run}{what}")
    return 0
