"""`fltc audit RUN_DIR`: verify a run offline, end to end, and report the first inconsistency.

Checks, in order: config.json; the ROWM-NR store (every receipt page's hash, padding and chain,
every record's embedded receipt and payload hash, the head, every evolution-root publication,
the capability log; no torn tails, orphans or temp files: a store that still needs recovery is
reported); every checkpoint (canonical decode, transaction id = its tick, allocator invariant,
KV block sizes, config); every request batch; the event log (framing, monotonic numbers, digest
chain, every checkpoint_receipt_hash names a receipt, and each checkpoint's chain position and
republished events equal the logged ones); summary.json's heads, when present.
config.json's bytes must equal the store's `run/config` record, and every claim of summary.json
that the records decide must agree with them (executor, configuration, device/model/sampling,
checkpoints and their receipts, each sequence's outcome, the heads and counts).
Three verdicts: exit 0 "OK (complete)": every requested sequence finished and summary.json states
the final heads; exit 6 "INTERRUPTED": consistent so far but unfinished (continue it with
`fltc run --resume RUN_DIR`); exit 1 "INCONSISTENT" with the first inconsistency (on stdout).
Exit 3 when RUN_DIR is not a run directory at all (missing, not a directory, no config.json).
"""

from __future__ import annotations

import argparse
import json
from dataclasses import dataclass
from pathlib import Path

from backend.runtime.checkpoint import CONFIG_TXID, FINISH_REASON, receipt_rows
from backend.runtime.events import read_event_log
from backend.runtime.rowmnr import _Records, read_image
from fltc.errors import EXIT_INTERRUPTED_RUN, AuditError, InputError
from spec.lli import canonical as c
from spec.lli import rowmnr as m
from spec.lli.events import SeqStatus, verify_chain
from spec.lli.layer21 import (
    allocator_invariant,
    checkpoint_txid,
    decode_requests,
    decode_snapshot,
    resume_state,
)

HELP = "verify a run directory offline (receipt chain, roots, checkpoints, event digest chain)"
DESCRIPTION = __doc__


@dataclass(frozen=True)
class AuditReport:
    receipts: int
    checkpoints: int
    request_batches: int
    events: int
    store_head: str
    event_head: str
    # complete: every requested sequence finished and summary.json states the final heads; otherwise the
    # run was interrupted (consistent so far, resumable with `fltc run --resume RUN_DIR`)
    complete: bool = True
    unfinished: tuple[int, ...] = ()
    sequences: int = 0




def audit(run_dir: str | Path) -> AuditReport:
    """Raise AuditError naming the first inconsistency; return counts when everything verifies."""
    rd = Path(run_dir)
    try:
        conf_bytes = (rd / "config.json").read_bytes()
        conf = json.loads(conf_bytes)
    except (OSError, ValueError) as e:
        raise AuditError(f"config.json: {e}") from e
    if conf.get("format") != "fltc-run/1":
        raise AuditError("config.json: not an fltc-run/1 run directory")
    block_bytes = 2 * conf["layers"] * conf["block_size"] * conf["kv_heads"] * conf["head_dim"] * conf["elem_bytes"]
    # ---- store
    root = rd / "store"
    tmps = sorted(str(p.relative_to(rd)) for p in list(root.glob("*.tmp")) + list((root / "records").glob("*.tmp")))
    if tmps:
        raise AuditError(f"store: uncommitted temporary files {tmps} (an interrupted write; open the store to recover)")
    rlog, head, roots, caps, idx, rec_dir = read_image(root)
    try:
        st, act = m.recover(rlog, head, roots, caps, _Records(rec_dir, idx), idx, verify_all_records=True)
    except m.RecoveryError as e:
        raise AuditError(f"store: {e}") from e
    if act.receipt_log_len != len(rlog):
        raise AuditError(f"store: receipts.log has a torn tail at byte {act.receipt_log_len}")
    if act.roots_log_len != len(roots) or act.root_pages:
        raise AuditError("store: roots.log is torn or lacks a root publication for a receipt")
    if act.caps_log_len != len(caps):
        raise AuditError(f"store: caps.log has a torn tail at byte {act.caps_log_len}")
    if act.orphan_records:
        raise AuditError(f"store: records {list(act.orphan_records)} have no receipt")
    if act.head is not None:
        raise AuditError("store: head does not name the last receipt")
    by_hash = {r.hash: r for r in st.receipts}
    bound = [r for r in st.receipts if r.txid == CONFIG_TXID]
    if not bound:
        raise AuditError("config.json is not bound into the store (no run/config record): its claims cannot "
                         "be checked")
    if m.decode_record((rec_dir / f"{bound[0].index:010d}.rec").read_bytes())[1] != conf_bytes:
        raise AuditError("config.json differs from the bytes the run recorded in its store (record run/config): "
                         "a claim in it was edited")
    snaps = []
    batches = 0
    requested: list[int] = []
    for r in st.receipts:
        _, payload = m.decode_record((rec_dir / f"{r.index:010d}.rec").read_bytes())
        if r.kind == m.EntryKind.CHECKPOINT:
            try:
                snap = decode_snapshot(payload)
            except c.DecodeError as e:
                raise AuditError(f"checkpoint {r.txid!r}: {e}") from e
            if r.txid != checkpoint_txid(snap.state.step):
                raise AuditError(f"checkpoint {r.txid!r}: holds tick {snap.state.step}")
            cfg = snap.state.config
            if (cfg.physical_blocks, cfg.block_size, cfg.seed, cfg.vocab_size) != (
                    conf["num_blocks"], conf["block_size"], conf["seed"], conf["vocab_size"]):
                raise AuditError(f"checkpoint {r.txid!r}: configuration differs from config.json")
            why = allocator_invariant(snap.state)
            if why is not None:
                raise AuditError(f"checkpoint {r.txid!r}: kv_allocator_invariant violated: {why}")
            if any(len(b) != block_bytes for blocks in snap.kv for b in blocks):
                raise AuditError(f"checkpoint {r.txid!r}: a KV block is not {block_bytes} bytes")
            snaps.append((r, snap))
        elif r.txid.startswith(b"requests/"):
            try:
                _, reqs = decode_requests(payload)
            except c.DecodeError as e:
                raise AuditError(f"request batch {r.txid!r}: {e}") from e
            requested += [q.seq_id for q in reqs]
            batches += 1
    # ---- events
    events, _, problem = read_event_log(rd / "events.log")
    if problem is not None:
        raise AuditError(f"events.log: {problem}")
    why = verify_chain(events)
    if why is not None:
        raise AuditError(f"events.log: {why}")
    for ev in events:
        if ev.checkpoint_receipt_hash is not None and ev.checkpoint_receipt_hash not in by_hash:
            raise AuditError(f"events.log: event {ev.monotonic_sequence_number} names an unknown receipt")
    for r, snap in snaps:
        ch = snap.state.chain
        if ch.next_seq > len(events) or (ch.next_seq and events[ch.next_seq - 1].transition_digest != ch.last_digest) \
                or (not ch.next_seq and ch.last_digest != c.ZERO_HASH):
            raise AuditError(f"checkpoint {r.txid!r}: its event-chain position is not in events.log")
        _, evs = resume_state(snap, r, st)
        if tuple(events[ch.next_seq:ch.next_seq + len(evs)]) != evs:
            raise AuditError(f"checkpoint {r.txid!r}: its tick's events differ from events.log")
    store_head = st.head_hash.hex()
    event_head = events[-1].transition_digest.hex() if events else c.ZERO_HASH.hex()
    final: dict[int, SeqStatus] = {}
    generated: dict[int, int] = {}
    for ev in events:
        final[ev.sequence_id] = SeqStatus(ev.new_state)
        if ev.sampled_token_id is not None:
            generated[ev.sequence_id] = generated.get(ev.sequence_id, 0) + 1
    unfinished = tuple(q for q in requested if final.get(q) not in FINISH_REASON)
    sp = rd / "summary.json"
    complete = False
    if sp.exists():
        try:
            s = json.loads(sp.read_text())
        except ValueError as e:
            raise AuditError(f"summary.json: {e}") from e
        if s.get("store_head") != store_head or s.get("receipts") != len(st.receipts):
            raise AuditError("summary.json: store head/receipt count differ from the store")
        n = s.get("events")
        if not isinstance(n, int) or n > len(events) or (
                (events[n - 1].transition_digest.hex() if n else c.ZERO_HASH.hex()) != s.get("event_head")):
            raise AuditError("summary.json: event head differs from events.log")
        _check_summary_claims(s, conf, snaps, final, generated)
        complete = not unfinished and n == len(events)
    return AuditReport(len(st.receipts), len(snaps), batches, len(events), store_head, event_head,
                       complete, unfinished, len(requested))


def _check_summary_claims(s: dict, conf: dict, snaps: list, final: dict[int, SeqStatus],
                          generated: dict[int, int]) -> None:
    """Every claim of summary.json that the bound records decide: the executor, the configuration, the
    device / model / sampling claims (config.json's "run", bound by run/config), the checkpoints and
    their receipts, and each sequence's outcome (from the event chain). Timing figures (wall_s,
    tokens_per_s, extra.timing) and the executor's own counters are measurements of this process, not
    claims about the run's content: they are not checked."""
    if s.get("executor") != conf.get("executor"):
        raise AuditError(f"summary.json: executor {s.get('executor')!r} differs from config.json's "
                         f"{conf.get('executor')!r}")
    if s.get("config") != conf:
        raise AuditError("summary.json: its copy of config.json differs from config.json")
    if s.get("checkpoints") != len(snaps):
        raise AuditError(f"summary.json: {s.get('checkpoints')} checkpoints claimed, the store holds {len(snaps)}")
    x = s.get("extra") or {}
    if "checkpoint_receipts" in x:
        if x["checkpoint_receipts"] != receipt_rows(r for r, _ in snaps):
            raise AuditError("summary.json: extra.checkpoint_receipts differ from the store's checkpoints")
    run = conf.get("run") or {}
    for key in ("device", "model", "sampling", "artifact_set"):
        if key in x and key in run and x[key] != run[key]:
            raise AuditError(f"summary.json: extra.{key} differs from config.json's run.{key} (bound in the store)")
    for r in s.get("results", []):
        sid = r.get("seq_id")
        want = FINISH_REASON.get(final.get(sid))
        if want is None or r.get("finish_reason") != want or r.get("generated") != generated.get(sid, 0):
            raise AuditError(f"summary.json: sequence {sid}: claims {r.get('finish_reason')!r} with "
                             f"{r.get('generated')} tokens, the event chain says {want!r} with "
                             f"{generated.get(sid, 0)}")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("run_dir", help="a run directory written by the engine (fltc run)")


def check_is_run_dir(run_dir: str | Path) -> Path:
    """A path that is not even a run directory is a wrong argument (InputError), not an inconsistent run."""
    rd = Path(run_dir)
    if not rd.exists():
        raise InputError(f"not a run directory: {rd} does not exist; pass a directory written by `fltc run` "
                         f"(its summary names it)")
    if not rd.is_dir():
        raise InputError(f"not a run directory: {rd} is not a directory; pass a directory written by `fltc run`")
    if not (rd / "config.json").exists():
        raise InputError(f"not a run directory: {rd} has no config.json; pass a directory written by `fltc run`")
    return rd


def main(args: argparse.Namespace) -> int:
    rd = check_is_run_dir(args.run_dir)
    try:
        rep = audit(rd)
    except AuditError as e:
        print(f"fltc audit: INCONSISTENT: {e}")
        return 1
    except (OSError, ValueError, KeyError, TypeError) as e:  # a run directory damaged past the checks above
        print(f"fltc audit: INCONSISTENT: {type(e).__name__}: {' '.join(str(e).split())}")
        return 1
    counts = (f"{rep.receipts} receipts ({rep.checkpoints} checkpoints, {rep.request_batches} request batches), "
              f"{rep.events} events; store head {rep.store_head[:16]}, event head {rep.event_head[:16]}")
    if not rep.complete:
        left = (f"{len(rep.unfinished)} of {rep.sequences} sequences unfinished" if rep.unfinished
                else "no final summary.json for the last events")
        print(f"fltc audit: INTERRUPTED {args.run_dir}: consistent so far, {left}; {counts}. "
              f"Continue it with: fltc run --resume {args.run_dir}")
        return EXIT_INTERRUPTED_RUN
    print(f"fltc audit: OK (complete) {args.run_dir}: {counts}")
    return 0
