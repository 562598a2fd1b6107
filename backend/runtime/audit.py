"""`fltc audit RUN_DIR`: verify a run offline, end to end, and report the first inconsistency.

Checks, in order: config.json; the ROWM-NR store (every receipt page's hash, padding and chain,
every record's embedded receipt and payload hash, the head, every evolution-root publication,
the capability log); every checkpoint in chain order (a base decodes alone; a delta must name the
checkpoint receipt just before it and its tick, and replaying it onto that one must give the
digest it claims; canonical decode, transaction id = its tick, allocator invariant, KV block
sizes, config); every request batch; the event log (framing, monotonic numbers, digest chain,
every checkpoint_receipt_hash names a receipt, each checkpoint's chain position and republished
events equal the logged ones, each checkpoint's tokens equal the ones the chain sampled up to it);
summary.json's heads, when present.
What a killed writer leaves (a torn tail, a temporary or orphan file, a stale head or a missing
root publication, the newest checkpoint's events not yet logged) is what recovery repairs: such
a run is INTERRUPTED (resumable), never OK; anything a crash cannot produce is INCONSISTENT.
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
    CkptLink,
    Snapshot,
    allocator_invariant,
    checkpoint_txid,
    decode_requests,
    replay_checkpoint,
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
    # what a crash left for recovery (a cut write: torn tail, temporary or orphan file, stale head, the last
    # checkpoint's events not yet logged); each is what `fltc run --resume` repairs, never a lost commit
    cut: tuple[str, ...] = ()
    bases: int = 0  # full checkpoints among `checkpoints` (the others are deltas, each chain-checked)


def _store_residue(rd: Path, root: Path, act: m.RecoveryActions, rlog: bytes, roots: bytes,
                   caps: bytes) -> list[str]:
    """What recovery would repair: exactly the states a killed writer leaves (anything else raised already)."""
    cut = sorted(str(p.relative_to(rd)) for p in list(root.glob("*.tmp")) + list((root / "records").glob("*.tmp")))
    out = [f"uncommitted temporary files {cut}"] if cut else []
    if act.receipt_log_len != len(rlog):
        out.append(f"receipts.log has a torn tail at byte {act.receipt_log_len}")
    if act.orphan_records:
        out.append(f"records {list(act.orphan_records)} have no receipt (never acknowledged)")
    if act.head is not None:
        out.append("head does not yet name the last receipt")
    if act.roots_log_len != len(roots) or act.root_pages:
        out.append("roots.log is torn or lacks the last receipt's root publication")
    if act.caps_log_len != len(caps):
        out.append(f"caps.log has a torn tail at byte {act.caps_log_len}")
    return ["store: " + x for x in out]


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
    # ---- store (audited as recovery would leave it, without touching the files)
    root = rd / "store"
    rlog, head, roots, caps, idx, rec_dir = read_image(root)
    try:
        st, act = m.recover(rlog, head, roots, caps, _Records(rec_dir, idx), idx, verify_all_records=True)
    except m.RecoveryError as e:
        raise AuditError(f"store: {e}") from e
    cut = _store_residue(rd, root, act, rlog, roots, caps)
    by_hash = {r.hash: r for r in st.receipts}
    bound = [r for r in st.receipts if r.txid == CONFIG_TXID]
    if not bound:
        if not st.receipts and not (rd / "summary.json").exists():  # killed before its first record
            return AuditReport(0, 0, 0, 0, c.ZERO_HASH.hex(), c.ZERO_HASH.hex(), False, (), 0,
                               tuple(cut) + ("nothing recorded yet: config.json is not yet bound into the store",))
        raise AuditError("config.json is not bound into the store (no run/config record): its claims cannot "
                         "be checked")
    if m.decode_record((rec_dir / f"{bound[0].index:010d}.rec").read_bytes())[1] != conf_bytes:
        raise AuditError("config.json differs from the bytes the run recorded in its store (record run/config): "
                         "a claim in it was edited")
    snaps: list[tuple[m.Receipt, Snapshot, CkptLink]] = []
    prev: tuple[Snapshot, CkptLink] | None = None
    batches = 0
    requested: list[int] = []
    prompt_tokens = 0
    for r in st.receipts:
        _, payload = m.decode_record((rec_dir / f"{r.index:010d}.rec").read_bytes())
        if r.kind == m.EntryKind.CHECKPOINT:
            try:  # a delta must chain to the checkpoint receipt just before it and replay to what it claims
                snap, link = replay_checkpoint(payload, r.hash, prev)
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
            prev = (snap, link)
            snaps.append((r, Snapshot(snap.state, snap.pending, (), snap.parent, snap.carried), link))
        elif r.txid.startswith(b"requests/"):
            try:
                _, reqs = decode_requests(payload)
            except c.DecodeError as e:
                raise AuditError(f"request batch {r.txid!r}: {e}") from e
            requested += [q.seq_id for q in reqs]
            prompt_tokens += sum(len(q.prompt_tokens) for q in reqs)
            batches += 1
    del prev
    # ---- events
    events, _, problem = read_event_log(rd / "events.log")
    if problem is not None:
        if not problem.startswith("torn"):
            raise AuditError(f"events.log: {problem}")
        cut.append(f"events.log: {problem}")  # a cut append; a summary that counts those events fails below
    why = verify_chain(events)
    if why is not None:
        raise AuditError(f"events.log: {why}")
    for ev in events:
        if ev.checkpoint_receipt_hash is not None and ev.checkpoint_receipt_hash not in by_hash:
            raise AuditError(f"events.log: event {ev.monotonic_sequence_number} names an unknown receipt")
    gen: dict[int, list[int]] = {}
    cursor = after = 0  # events before the last checkpoint's position / after its tick's events
    for i, (r, snap, link) in enumerate(snaps):
        ch = snap.state.chain
        if ch.next_seq > len(events) or (ch.next_seq and events[ch.next_seq - 1].transition_digest != ch.last_digest) \
                or (not ch.next_seq and ch.last_digest != c.ZERO_HASH):
            raise AuditError(f"checkpoint {r.txid!r}: its event-chain position is not in events.log")
        _, evs = resume_state(snap, r, st, link)
        logged = tuple(events[ch.next_seq:ch.next_seq + len(evs)])
        if logged != evs:
            if i == len(snaps) - 1 and logged == evs[:len(logged)] and len(events) == ch.next_seq + len(logged):
                cut.append(f"checkpoint {r.txid.decode()}: {len(evs) - len(logged)} of its tick's events are not yet "
                           f"logged (killed after its receipt)")
            else:
                raise AuditError(f"checkpoint {r.txid!r}: its tick's events differ from events.log")
        for ev in events[cursor:ch.next_seq]:
            if ev.sampled_token_id is not None:
                gen.setdefault(ev.sequence_id, []).append(ev.sampled_token_id)
        cursor, after = ch.next_seq, ch.next_seq + len(evs)
        at = {k: list(v) for k, v in gen.items()}
        for ev in evs:
            if ev.sampled_token_id is not None:
                at.setdefault(ev.sequence_id, []).append(ev.sampled_token_id)
        seqs = {q.seq_id: q for q in snap.state.running + snap.state.done if q.status is not SeqStatus.REJECTED
                and not (q.status is SeqStatus.CANCELLED and not q.generated)}  # cancelled while queued: no token
        if set(seqs) != set(at) or any(list(q.generated) != at[sid] for sid, q in seqs.items()):
            raise AuditError(f"checkpoint {r.txid!r}: its sequences' tokens differ from the tokens the event chain "
                             f"sampled up to it")
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
        _check_summary_claims(s, conf, snaps, final, generated, events[after:], prompt_tokens)
        complete = not unfinished and n == len(events) and batches > 0 and not cut
    return AuditReport(len(st.receipts), len(snaps), batches, len(events), store_head, event_head,
                       complete, unfinished, len(requested), tuple(cut),
                       sum(1 for _, sn, _ in snaps if sn.parent is None))


def _check_summary_claims(s: dict, conf: dict, snaps: list, final: dict[int, SeqStatus],
                          generated: dict[int, int], after_last: list, prompt_tokens: int) -> None:
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
    # committed ticks: at least the last checkpoint's tick plus the most sampled tokens one sequence has after it
    # (at most one per tick; a cancel between ticks publishes an event without a tick, so only token events
    # count), at most that tick plus every event after it (each committed tick publishes one or more)
    last = snaps[-1][1].state.step if snaps else 0
    per_seq: dict[int, int] = {}
    for ev in after_last:
        if ev.sampled_token_id is not None:
            per_seq[ev.sequence_id] = per_seq.get(ev.sequence_id, 0) + 1
    lo, hi = last + max(per_seq.values(), default=0), last + len(after_last)
    if not isinstance(s.get("ticks"), int) or not lo <= s["ticks"] <= hi:
        raise AuditError(f"summary.json: {s.get('ticks')} ticks claimed; the checkpoints and events allow {lo}..{hi}")
    ckpt_txids = {r.txid.decode() for r, _, _ in snaps}
    if s.get("resumed_from") is not None and s.get("resumed_from") not in ckpt_txids:
        raise AuditError(f"summary.json: resumed_from {s.get('resumed_from')!r} names no checkpoint of the store")
    x = s.get("extra") or {}
    if "checkpoint_receipts" in x:
        if x["checkpoint_receipts"] != receipt_rows(r for r, _, _ in snaps):
            raise AuditError("summary.json: extra.checkpoint_receipts differ from the store's checkpoints")
    res = s.get("results", [])
    counted = {"generated_tokens": sum(generated.values()), "prompt_tokens": prompt_tokens,
               "finish_reasons": [r.get("finish_reason") for r in res]}
    for key, want in counted.items():
        if key in x and x[key] != want:
            raise AuditError(f"summary.json: extra.{key} is {x[key]!r}, the records say {want!r}")
    run = conf.get("run") or {}
    for key in ("device", "model", "sampling", "artifact_set"):
        if key in x and key in run and x[key] != run[key]:
            raise AuditError(f"summary.json: extra.{key} differs from config.json's run.{key} (bound in the store)")
    for r in res:
        sid = r.get("seq_id")
        want = FINISH_REASON.get(final.get(sid))
        if want is None or r.get("finish_reason") != want or r.get("generated") != generated.get(sid, 0):
            raise AuditError(f"summary.json: sequence {sid}: claims {r.get('finish_reason')!r} with "
                             f"{r.get('generated')} tokens, the event chain says {want!r} with "
                             f"{generated.get(sid, 0)}")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("run_dir", help="a run directory written by the engine (fltc run)")
    p.add_argument("--sequence", type=int, metavar="ID", help="check one answer: sequence ID (fltc serve's "
                                                              "fltc.sequence_id); see backend/runtime/audit_sequence.py")
    p.add_argument("--response", metavar="FILE", help="with --sequence: the saved response (or final chunk) whose fltc "
                                                      "object is checked against the records ('-' = stdin)")


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
    if getattr(args, "sequence", None) is not None or getattr(args, "response", None):
        from backend.runtime import audit_sequence

        return audit_sequence.main(args, rd)
    try:
        rep = audit(rd)
    except AuditError as e:
        print(f"fltc audit: INCONSISTENT: {e}")
        return 1
    except (OSError, ValueError, KeyError, TypeError) as e:  # a run directory damaged past the checks above
        print(f"fltc audit: INCONSISTENT: {type(e).__name__}: {' '.join(str(e).split())}")
        return 1
    counts = (f"{rep.receipts} receipts ({rep.checkpoints} checkpoints: {rep.bases} full, "
              f"{rep.checkpoints - rep.bases} incremental; {rep.request_batches} request batches), "
              f"{rep.events} events; store head {rep.store_head[:16]}, event head {rep.event_head[:16]}")
    if not rep.complete:
        left = (f"{len(rep.unfinished)} of {rep.sequences} sequences unfinished" if rep.unfinished
                else "no request batch recorded yet" if not rep.request_batches
                else "no final summary.json for the last events")
        if rep.cut:
            left += "; a write was cut (resume repairs it): " + "; ".join(rep.cut)
        print(f"fltc audit: INTERRUPTED {args.run_dir}: consistent so far, {left}; {counts}. "
              f"Continue it with: fltc run --resume {args.run_dir}")
        return EXIT_INTERRUPTED_RUN
    print(f"fltc audit: OK (complete) {args.run_dir}: {counts}")
    return 0
