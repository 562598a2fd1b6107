"""Incremental checkpoints (issue 16 item 1): a delta's payload holds exactly the K/V token slots written
since the previous checkpoint receipt (a partial block as a slot range), so its cost is proportional to the
tokens since then, not to the sequence; restore replays base + deltas with every link checked; a missing or
wrong link is a StoreError (and INCONSISTENT in `fltc audit`), never a partial restore; runs written with
full snapshots only, or with the whole-block deltas of TAG_DELTA_V1, still restore and audit."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from backend.runtime import checkpoint as ckpt
from backend.runtime.audit import audit
from backend.runtime.engine import Engine, Request
from backend.runtime.executor import SamplingParams
from backend.runtime.rowmnr import CheckpointStore
from fltc.errors import AuditError, StoreError
from spec.lli import canonical as c
from spec.lli import layer21 as l21
from spec.lli import rowmnr as m
from tests.runtime.toy import ToyExecutor, ToyModel
from tests.runtime.workloads import engine_kwargs, engine_requests

# one long sequence with blocks large enough that a block is more than the token state of 1,000 tokens
LONG = ToyModel(vocab=48, layers=2, kv_heads=2, head_dim=16, block_size=16)
LONG_KW = dict(block_size=16, num_blocks=72, seed=3, checkpoint_interval=64, max_batch=1)
BLOCK_BYTES = 2 * LONG.layers * LONG.block_size * LONG.kv_heads * LONG.head_dim * 2
TOKEN_BYTES = BLOCK_BYTES // LONG.block_size  # one position's K and V over all layers
V1_RUN = Path(__file__).parent / "data" / "delta_v1_run"  # written by the writer before slot ranges (v1 deltas)
LONG_REQ = Request((5, 6, 7), 1030, SamplingParams(0.8, 8, 0.95), seq_id=0)


def _ckpt_sizes(d: Path) -> dict[int, int]:
    """Generated-token count -> checkpoint payload bytes, for the one sequence of the LONG run."""
    st = CheckpointStore(d / "store")
    out = {}
    for r in st.state.receipts:
        if r.kind == m.EntryKind.CHECKPOINT:
            step = int(r.txid.split(b"/")[1])
            out[step] = r.payload_len  # one token per tick after the prefill tick: tick t -> t tokens
    return out


def _long_run(d: Path, max_ticks: int | None = None) -> Engine:
    eng = Engine(ToyExecutor(LONG), d, **LONG_KW)
    eng.submit([LONG_REQ])
    eng.run(max_ticks=max_ticks)
    eng.close()
    return eng


@pytest.fixture(scope="module")
def long_run(tmp_path_factory) -> tuple[Path, list]:
    d = tmp_path_factory.mktemp("long") / "run"
    eng = _long_run(d)
    return d, eng.results()


@pytest.mark.slow
def test_checkpoint_cost_is_proportional_to_the_interval(long_run) -> None:
    d, _ = long_run
    sizes = _ckpt_sizes(d)
    at = [sizes[g] for g in (128, 512, 1024)]  # deltas: 64 tokens' K/V each, plus the small state part
    assert all(64 * TOKEN_BYTES <= n <= 64 * TOKEN_BYTES + 2048 for n in at), (
        f"delta payload bytes at tokens 128/512/1024: {at} (64 tokens of K/V: {64 * TOKEN_BYTES})")
    assert max(at) - min(at) <= 4 * LONG_KW["num_blocks"], at  # what differs: the free list shrinking
    st = CheckpointStore(d / "store")
    kinds = [l21.checkpoint_kind(st.read(r.txid)) for r in st.state.receipts if r.kind == m.EntryKind.CHECKPOINT]
    assert kinds[0] == l21.TAG_SNAPSHOT and set(kinds[1:]) == {l21.TAG_DELTA}  # one base, then deltas only
    assert audit(d).complete


@pytest.mark.slow
def test_full_snapshots_fail_the_cost_property(tmp_path: Path, monkeypatch) -> None:
    """Negative control: with every checkpoint a full snapshot (the format before deltas) the same
    measurement is far outside one block -- the property above can fail."""
    monkeypatch.setattr(l21, "plan_checkpoint", lambda s: l21.CkptPlan(False, (0,) * len(s.running)))
    _long_run(tmp_path / "run", max_ticks=1030)
    sizes = _ckpt_sizes(tmp_path / "run")
    assert sizes[1024] - sizes[64] > 50 * BLOCK_BYTES


@pytest.mark.slow
def test_resume_replays_the_chain_to_the_same_tokens_and_files(long_run, tmp_path: Path) -> None:
    ref, ref_res = long_run
    d = tmp_path / "run"
    _long_run(d, max_ticks=700)  # then abandoned: 10 checkpoints (a base and 9 deltas) hold its state
    eng = Engine.resume(ToyExecutor(LONG), d)
    assert eng.resumed_from == l21.checkpoint_txid(640)
    assert eng.run() == ref_res
    eng.close()
    for name in ("events.log", "store/receipts.log", "store/head", "store/roots.log"):
        assert (d / name).read_bytes() == (ref / name).read_bytes(), name


def _copy_without(src: Path, dst: Path, skip: bytes) -> None:
    """A run directory whose store holds every entry of src's but `skip` (appended afresh, so the store
    itself is well-formed: only the checkpoint chain has lost a link)."""
    dst.mkdir(parents=True)
    shutil.copy(src / "config.json", dst / "config.json")
    shutil.copy(src / "events.log", dst / "events.log")
    old, new = CheckpointStore(src / "store"), CheckpointStore(dst / "store")
    for r in old.state.receipts:
        if r.txid != skip:
            new.append_once(r.txid, old.read(r.txid), r.kind)


def test_a_missing_link_is_a_store_error_and_inconsistent(tmp_path: Path) -> None:
    src = tmp_path / "src"
    eng = Engine(ToyExecutor(ToyModel()), src, **engine_kwargs())
    eng.submit(engine_requests())
    eng.run(max_ticks=12)  # base at tick 5, delta at tick 10
    eng.close()
    bad = tmp_path / "bad"
    _copy_without(src, bad, l21.checkpoint_txid(5))
    with pytest.raises(StoreError, match="no base before it"):
        Engine.resume(ToyExecutor(ToyModel()), bad)
    with pytest.raises(AuditError, match="no checkpoint before it to chain to"):
        audit(bad)
    # a delta whose parent is there but is not the checkpoint before it
    src2 = tmp_path / "src2"
    eng = Engine(ToyExecutor(LONG), src2, **LONG_KW)
    eng.submit([LONG_REQ])
    eng.run(max_ticks=200)  # base at 64, deltas at 128 and 192
    eng.close()
    bad2 = tmp_path / "bad2"
    _copy_without(src2, bad2, l21.checkpoint_txid(128))
    with pytest.raises(StoreError, match="delta chains to receipt"):
        Engine.resume(ToyExecutor(LONG), bad2)
    with pytest.raises(AuditError, match="delta chains to receipt"):
        audit(bad2)


def test_replay_checks_link_tick_and_claimed_digest(tmp_path: Path) -> None:
    d = tmp_path / "run"
    eng = Engine(ToyExecutor(ToyModel()), d, **engine_kwargs())
    eng.submit(engine_requests())
    eng.run(max_ticks=12)
    eng.close()
    st = CheckpointStore(d / "store")
    base_r, delta_r = [r for r in st.state.receipts if r.kind == m.EntryKind.CHECKPOINT]
    base, delta = st.read(base_r.txid), st.read(delta_r.txid)
    prev = l21.replay_checkpoint(base, base_r.hash, None)
    snap, link = l21.replay_checkpoint(delta, delta_r.hash, prev)
    # the replayed delta is the whole state: re-encoded as a base, it replays to the same link
    full = l21.encode_snapshot(snap.state, snap.pending, snap.kv)
    again = l21.replay_checkpoint(full, delta_r.hash, None)[1]
    assert again.seqs == link.seqs and (again.step, again.done) == (link.step, link.done) and len(full) > len(delta)
    head = len(c.blob(l21.TAG_DELTA))
    for pos, what in ((head, "chains to receipt"), (head + 32, "parent tick"), (head + 40, "digest differs")):
        b = bytearray(delta)
        b[pos] ^= 1
        with pytest.raises(c.DecodeError, match=what):
            l21.replay_checkpoint(bytes(b), delta_r.hash, prev)
    kv_at = len(b"".join(l21._enc_delta_state(snap.state, snap.pending, l21.TAG_DELTA, prev[1],
                                              tuple(h for _, _, h in link.seqs))))
    assert snap.state.running
    for pos, what in ((kv_at, "pages"), (kv_at + 16 + 8, "carries slots"), (kv_at + 16 + 16, "carries slots")):
        b = bytearray(delta)
        b[pos] ^= 1  # the geometry; the first running sequence's p0, p1
        with pytest.raises(c.DecodeError, match=what):
            l21.replay_checkpoint(bytes(b), delta_r.hash, prev)
    b = bytearray(delta)
    b[-1] ^= 1  # one KV byte of the last carried slot
    with pytest.raises(c.DecodeError, match="digest differs"):
        l21.replay_checkpoint(bytes(b), delta_r.hash, prev)
    with pytest.raises(c.DecodeError, match="no checkpoint format"):
        l21.checkpoint_kind(c.tagged(b"fltc/l21/delta/v9", b""))


def _staggered_run(d: Path) -> Engine:
    """Requests admitted on different ticks, so sequences reach checkpoint boundaries on different ticks
    (checkpoints on consecutive ticks, as at 64 streams), and some finish while others run."""
    eng = Engine(ToyExecutor(ToyModel()), d, **engine_kwargs())
    reqs = engine_requests()
    for i, r in enumerate(reqs):
        eng.submit([r])
        eng.run(max_ticks=1 + i % 2)
    eng.run()
    eng.close()
    return eng


def test_a_delta_carries_exactly_the_slots_written_since_the_previous_receipt(tmp_path: Path) -> None:
    d = tmp_path / "run"
    _staggered_run(d)
    model = ToyModel()
    token_bytes = 2 * model.layers * model.kv_heads * model.head_dim * 2
    st = CheckpointStore(d / "store")
    prev = None
    deltas = 0
    consecutive = False
    for r in [r for r in st.state.receipts if r.kind == m.EntryKind.CHECKPOINT]:
        data = st.read(r.txid)
        snap, link = l21.replay_checkpoint(data, r.hash, prev)
        if l21.checkpoint_kind(data) == l21.TAG_DELTA:
            deltas += 1
            p_snap, p_link = prev
            consecutive |= snap.state.step == p_snap.state.step + 1
            par = {q.seq_id: len(q.tokens) - 1 for q in p_snap.state.running}
            slots = sum(q.kv_len - par.get(q.seq_id, 0) for q in snap.state.running)
            assert snap.carried == slots
            head = b"".join(l21._enc_delta_state(snap.state, snap.pending, l21.TAG_DELTA, p_link,
                                                 tuple(h for _, _, h in link.seqs)))
            # the state part, the geometry, (seq_id, p0, p1) per running sequence, then only the new slots
            assert len(data) == len(head) + 16 + 24 * len(snap.state.running) + slots * token_bytes
        prev = (snap, link)
    assert deltas >= 3 and consecutive
    rep = audit(d)
    assert rep.complete and rep.bases == 1  # sequences finished mid-run: no base because of that


def test_finishing_sequences_never_force_a_base() -> None:
    """The rebase rule compares the chain with its peak live KV: live KV falling (sequences finished) with
    few new slots keeps a delta; new slots beyond REBASE_FACTOR x the peak take a base."""
    cfg = l21.L21Config(physical_blocks=64, vocab_size=48, max_seq_len=256, block_size=4)
    req = l21.Request((1, 2, 3), 100, seq_id=7)
    q = l21.Seq(req, l21.SeqStatus.RUNNING, (1, 2, 3) + (4,) * 10, tuple(range(4)), 17)  # kv_len 12
    # the parent held this sequence at 11 tokens (kv_len 10) and a peak of 400 live slots
    link = l21.CkptLink(c.ZERO_HASH, 5, ((7, 11, (c.ZERO_HASH,) * 3),), 0, chain_slots=790, peak_slots=400)
    mid = l21.L21State(cfg, running=(q,), free_blocks=frozenset(range(4, 64)), step=6, link=link)
    assert l21.plan_checkpoint(mid) == l21.CkptPlan(True, (2,))  # 790 + 2 <= 2 x 400, live is only 12
    over = l21.L21State(cfg, running=(q,), free_blocks=frozenset(range(4, 64)), step=6,
                        link=l21.CkptLink(c.ZERO_HASH, 5, ((7, 11, (c.ZERO_HASH,) * 3),), 0, 799, 400))
    assert l21.plan_checkpoint(over) == l21.CkptPlan(False, (0,))  # 799 + 2 > 800: a base (12 slots)


def test_runs_written_with_v1_deltas_still_audit_and_resume(tmp_path: Path) -> None:
    """V1_RUN: a run directory written by the code before slot ranges (base at tick 5, a whole-block v1
    delta at tick 10, then abandoned). It audits as interrupted; resume replays the v1 chain, continues
    with v2 deltas and ends with the tokens of a run written wholly by this version."""
    ref = tmp_path / "ref"
    eng = Engine(ToyExecutor(ToyModel()), ref, **engine_kwargs())
    want = eng.generate(engine_requests())
    eng.close()
    d = tmp_path / "old"
    shutil.copytree(V1_RUN, d)
    st = CheckpointStore(d / "store")
    kinds = [l21.checkpoint_kind(st.read(r.txid)) for r in st.state.receipts if r.kind == m.EntryKind.CHECKPOINT]
    assert kinds == [l21.TAG_SNAPSHOT, l21.TAG_DELTA_V1]
    rep = audit(d)
    assert not rep.complete and rep.checkpoints == 2
    eng = Engine.resume(ToyExecutor(ToyModel()), d)
    assert eng.resumed_from == l21.checkpoint_txid(10)
    assert eng.run() == want
    eng.close()
    st = CheckpointStore(d / "store")
    kinds = [l21.checkpoint_kind(st.read(r.txid)) for r in st.state.receipts if r.kind == m.EntryKind.CHECKPOINT]
    assert kinds[:2] == [l21.TAG_SNAPSHOT, l21.TAG_DELTA_V1] and l21.TAG_DELTA in kinds[2:]
    assert audit(d).complete


def test_runs_written_with_full_snapshots_still_restore(tmp_path: Path, monkeypatch) -> None:
    ref = tmp_path / "ref"
    eng = Engine(ToyExecutor(ToyModel()), ref, **engine_kwargs())
    want = eng.generate(engine_requests())
    eng.close()
    d = tmp_path / "old"
    with monkeypatch.context() as mp:  # the writer before deltas: every checkpoint a full snapshot
        mp.setattr(l21, "plan_checkpoint", lambda s: l21.CkptPlan(False, (0,) * len(s.running)))
        eng = Engine(ToyExecutor(ToyModel()), d, **engine_kwargs())
        eng.submit(engine_requests())
        eng.run(max_ticks=12)
        eng.close()
    st = CheckpointStore(d / "store")
    assert all(l21.checkpoint_kind(st.read(r.txid)) == l21.TAG_SNAPSHOT
               for r in st.state.receipts if r.kind == m.EntryKind.CHECKPOINT)
    loaded = ckpt.load_latest(st)
    assert loaded is not None and loaded[1].txid == l21.checkpoint_txid(10)
    eng = Engine.resume(ToyExecutor(ToyModel()), d)  # continues with deltas chained to the old base
    assert eng.run() == want
    eng.close()
    rep = audit(d)
    assert rep.complete and rep.bases < rep.checkpoints


@pytest.mark.parametrize("background", [False, True])
def test_the_raw_encoding_is_the_block_encoding_with_stale_slots(tmp_path: Path, monkeypatch, background: bool) -> None:
    """encode_checkpoint_raw (the writer's: views of the executor's bytes, block hashes page by page) gives the
    payload bytes and the link of encode_checkpoint_parts over split_kv's masked blocks -- also when the slots
    at or past a sequence's KV length hold stale bytes (a rolled-back tick's), which neither may carry."""
    calls = []
    orig = ckpt.encode_raw

    def check(mid, pending, plan, raws, view, parallel=None, new_hashes=None, kv_section=None):
        stale = []
        for q, f, raw in zip(mid.running, plan.first, raws, strict=True):
            n = len(raw) // view.block_bytes
            a = np.frombuffer(raw, dtype=np.uint8).reshape(2 * view.layers, n * view.block_size, view.token_stride).copy()
            a[:, max(q.kv_len - f * view.block_size, 0):] = 0xAB
            stale.append(a.tobytes())
        stale_t = tuple(stale)
        got, link = orig(mid, pending, plan, stale_t, view)
        want, want_link = l21.encode_checkpoint_parts(mid, pending, plan,
                                                      ckpt.split_kv(view, mid.running, plan.first, stale_t),
                                                      2 * view.layers)
        assert got.join() == want.join() and link == want_link
        par, par_link = orig(mid, pending, plan, stale_t, view, parallel=True)  # block hashes on the pool
        assert par.join() == want.join() and par_link == want_link
        pre = ckpt.block_hashes(mid, plan, stale_t, view)  # taken apart (the scheduler's prep thread)
        assert pre == ckpt.block_hashes(mid, plan, stale_t, view, parallel=True)
        got_pre, pre_link = orig(mid, pending, plan, stale_t, view, new_hashes=pre)
        assert got_pre.join() == want.join() and pre_link == want_link
        if new_hashes is not None:  # the prep thread's hashes are those of these bytes
            assert new_hashes == ckpt.block_hashes(mid, plan, raws, view, parallel=False)
        sec = ckpt.delta_section(mid, plan, stale_t, view)  # a delta's KV section built ahead (one buffer)
        assert (sec is None) == (not plan.delta)
        if sec is not None:
            got_sec, sec_link = orig(mid, pending, plan, stale_t, view, new_hashes=pre, kv_section=sec)
            assert got_sec.join() == want.join() and sec_link == want_link
            assert bytes(sec[1]) in got_sec.pieces  # used as it is, one piece
            wrong = (tuple(p + 1 for p in sec[0]), bytes(len(sec[1])))  # planned against other parent lengths
            got_w, w_link = orig(mid, pending, plan, stale_t, view, kv_section=wrong)
            assert got_w.join() == want.join() and w_link == want_link  # rebuilt, not used
        if not plan.delta:  # a base's KV section built ahead: its blocks gathered once, hashed in it
            b_hashes, b_sec = ckpt.base_section(mid, plan, stale_t, view)
            assert b_hashes == pre == ckpt.base_section(mid, plan, stale_t, view, parallel=True)[0]
            got_b, b_link = orig(mid, pending, plan, stale_t, view, new_hashes=b_hashes, kv_section=b_sec)
            assert got_b.join() == want.join() and b_link == want_link
            assert any(p is b_sec[1] for p in got_b.pieces)  # used as it is, one piece
            short = ((), bytes(memoryview(b_sec[1]).nbytes - 1))  # not this base's length: gathered here instead
            got_s, s_link = orig(mid, pending, plan, stale_t, view, kv_section=short)
            assert got_s.join() == want.join() and s_link == want_link
        if kv_section is not None:  # the prep thread's section is that of these bytes (and this parent)
            want_sec = (ckpt.delta_section(mid, plan, raws, view) if plan.delta
                        else ckpt.base_section(mid, plan, raws, view)[1])
            assert want_sec is not None and kv_section[0] == want_sec[0] and bytes(kv_section[1]) == bytes(want_sec[1])
        calls.append((plan.delta, new_hashes is not None))
        assert (kv_section is not None) == background
        return orig(mid, pending, plan, raws, view, new_hashes=new_hashes, kv_section=kv_section)

    monkeypatch.setattr(ckpt, "encode_raw", check)
    eng = Engine(ToyExecutor(ToyModel()), tmp_path / "r", background_checkpoints=background, **engine_kwargs())
    eng.generate(engine_requests())
    eng.close()
    assert {d for d, _ in calls} == {False, True}  # bases and deltas both compared
    assert {p for _, p in calls} == {background}  # background: every checkpoint's block hashes taken ahead
    assert audit(tmp_path / "r").complete
