"""Artifacts: deterministic queries, independent re-check, tamper detection, CLI, SARIF."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from fltc.cli import main as fltc_main
from tests.fixtures import kernels as K
from verifier import prove
from verifier.check import check_all, check_artifact


@pytest.fixture(scope="module")
def proved(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("proofs")
    ptx = d / "rmsnorm.ptx"
    shutil.copy(K.PTX_DIR / "rmsnorm.ptx", ptx)
    art = prove(ptx.read_text(), K.rmsnorm(), ptx_path=str(ptx))
    assert art.ok
    return art.write(d / "proofs")


def _copy(proved: Path, tmp: Path) -> Path:
    root = tmp / "c"
    shutil.copytree(proved.parent.parent.parent, root)
    art = root / "proofs" / proved.parent.name / proved.name
    doc = json.loads(art.read_text())
    doc["ptx"]["path"] = str(root / "rmsnorm.ptx")
    from verifier.artifact import digest, serialize

    doc["digest"] = digest(doc)
    art.write_bytes(serialize(doc))
    return art


def test_queries_are_deterministic() -> None:
    a = prove(K.ptx("vec_add"), K.vec_add())
    b = prove(K.ptx("vec_add"), K.vec_add())
    assert a.queries == b.queries and a.queries


def test_check_passes_then_cached(proved: Path) -> None:
    r = check_artifact(proved, use_cache=False)
    assert r.ok, r.messages
    check_artifact(proved)
    r2 = check_artifact(proved)
    assert r2.ok and r2.cached
    assert all(x.ok for x in check_all(proved.parent.parent))


def test_flipped_ptx_byte_rejected(proved: Path, tmp_path: Path) -> None:
    art = _copy(proved, tmp_path)
    assert check_artifact(art, use_cache=False).ok
    ptx = tmp_path / "c" / "rmsnorm.ptx"
    b = bytearray(ptx.read_bytes())
    i = b.index(b"bar.sync")
    b[i + 9] ^= 1
    ptx.write_bytes(bytes(b))
    r = check_artifact(art, use_cache=False)
    assert not r.ok and any("PTX file" in m and "changed" in m for m in r.messages)


def test_flipped_artifact_byte_rejected(proved: Path, tmp_path: Path) -> None:
    art = _copy(proved, tmp_path)
    raw = art.read_bytes()
    i = raw.index(b'"proved"')
    art.write_bytes(raw[:i + 1] + b"q" + raw[i + 2:])  # "proved" -> "qroved"
    r = check_artifact(art, use_cache=False)
    assert not r.ok and any("digest" in m for m in r.messages)
    art.write_bytes(raw.replace(b'"seconds": ', b'"seconds":  ', 1))
    r = check_artifact(art, use_cache=False)
    assert not r.ok and any("canonical" in m for m in r.messages)


def test_flipped_query_byte_rejected(proved: Path, tmp_path: Path) -> None:
    art = _copy(proved, tmp_path)
    q = sorted((art.parent / art.stem).glob("*.smt2"))[0]
    b = bytearray(q.read_bytes())
    i = b.index(b"bvult")
    b[i:i + 5] = b"bvugt"
    q.write_bytes(bytes(b))
    r = check_artifact(art, use_cache=False)
    assert not r.ok and any(q.name in m and "edited" in m for m in r.messages)


def test_cli_prove_and_verify(tmp_path: Path, capsys) -> None:
    out = tmp_path / "proofs"
    cfg = K.PTX_DIR / "vec_add.config.json"
    rc = fltc_main(["prove", "--ptx", str(K.PTX_DIR / "vec_add.ptx"), "--entry", "vec_add", "--config", str(cfg),
                    "--out", str(out), "--json"])
    assert rc == 0
    s = json.loads(capsys.readouterr().out)
    assert s["ok"] and s["results"][0]["statuses"]["coverage"] == "proved"
    sarif = tmp_path / "v.sarif"
    assert fltc_main(["verify", str(out), "--json", "--sarif", str(sarif), "--no-cache"]) == 0
    log = json.loads(sarif.read_text())
    assert log["version"] == "2.1.0" and log["runs"][0]["results"] == []


def test_cli_prove_failure_exit_code(tmp_path: Path) -> None:
    ptx = tmp_path / "bad.ptx"
    ptx.write_text(K.ptx("vec_add").replace("setp.ge.s32 \t%p2", "setp.gt.s32 \t%p2"))
    out = tmp_path / "proofs"
    rc = fltc_main(["prove", "--ptx", str(ptx), "--config", str(K.PTX_DIR / "vec_add.config.json"),
                    "--out", str(out)])
    assert rc == 1
    sarif = tmp_path / "v.sarif"
    assert fltc_main(["verify", str(out), "--sarif", str(sarif), "--no-cache"]) == 1
    res = json.loads(sarif.read_text())["runs"][0]["results"]
    assert any(r["ruleId"] == "bounds_alignment" and r["level"] == "error" for r in res)
