"""Tamper tests: any flipped byte in the receipt log, a record or the event log (also the head,
the root log and the capability log) makes `fltc audit` report an inconsistency (exit 1)."""

from __future__ import annotations

from pathlib import Path

import pytest

from backend.runtime.audit import audit
from backend.runtime.engine import Engine, Request
from backend.runtime.executor import SamplingParams
from fltc.cli import main as cli_main
from fltc.errors import AuditError
from tests.runtime.toy import ToyExecutor, ToyModel


@pytest.fixture(scope="module")
def run_dir(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("audit") / "run"
    eng = Engine(ToyExecutor(ToyModel(vocab=32, layers=1, kv_heads=1, head_dim=2, block_size=4)), d,
                 block_size=4, num_blocks=8, seed=5, checkpoint_interval=4)
    eng.generate([Request((1, 2, 3), 9, SamplingParams(0.9, 4, 0.9), seq_id=1), Request((4,), 5, seq_id=2),
                  Request((), 3, seq_id=3)])
    eng.store.claim(b"requests/00000000", b"auditor")  # put something in caps.log
    eng.close()
    eng.write_summary()
    return d


def _flip_all(path: Path, run_dir: Path, positions) -> list[int]:
    """Positions whose flip audit did NOT report."""
    orig = path.read_bytes()
    missed = []
    try:
        for i in positions:
            b = bytearray(orig)
            b[i] ^= 0x01 if i % 2 else 0x80
            path.write_bytes(bytes(b))
            try:
                audit(run_dir)
                missed.append(i)
            except AuditError:
                pass
    finally:
        path.write_bytes(orig)
    return missed


def test_clean_run_audits_ok(run_dir: Path, capsys) -> None:
    rep = audit(run_dir)
    assert rep.checkpoints >= 2 and rep.request_batches == 1 and rep.events > 10
    assert cli_main(["audit", str(run_dir)]) == 0


def test_receipt_log_every_byte(run_dir: Path) -> None:
    p = run_dir / "store" / "receipts.log"
    assert _flip_all(p, run_dir, range(p.stat().st_size)) == []


def test_event_log_every_byte(run_dir: Path) -> None:
    p = run_dir / "events.log"
    assert _flip_all(p, run_dir, range(p.stat().st_size)) == []


def test_records_bytes(run_dir: Path) -> None:
    recs = sorted((run_dir / "store" / "records").glob("*.rec"))
    assert len(recs) >= 3
    for p in recs:  # every byte of the first 400 and last 200, then every 3rd byte
        n = p.stat().st_size
        pos = sorted(set(range(min(n, 400))) | set(range(max(0, n - 200), n)) | set(range(0, n, 3)))
        assert _flip_all(p, run_dir, pos) == [], p.name


def test_head_roots_caps_summary(run_dir: Path) -> None:
    for name in ("store/head", "store/roots.log", "store/caps.log"):
        p = run_dir / name
        assert _flip_all(p, run_dir, range(p.stat().st_size)) == [], name
    p = run_dir / "summary.json"
    text = p.read_text()
    i = text.index('"store_head": "') + len('"store_head": "')
    p.write_text(text[:i] + ("0" if text[i] != "0" else "1") + text[i + 1:])
    try:
        assert cli_main(["audit", str(run_dir)]) == 1
    finally:
        p.write_text(text)


def test_truncation_and_deletion_reported(run_dir: Path) -> None:
    for name in ("events.log", "store/receipts.log"):
        p = run_dir / name
        orig = p.read_bytes()
        try:
            p.write_bytes(orig[:-1])
            with pytest.raises(AuditError):
                audit(run_dir)
        finally:
            p.write_bytes(orig)
    rec = sorted((run_dir / "store" / "records").glob("*.rec"))[1]
    data = rec.read_bytes()
    rec.unlink()
    try:
        with pytest.raises(AuditError):
            audit(run_dir)
    finally:
        rec.write_bytes(data)
    audit(run_dir)
