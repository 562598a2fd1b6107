"""Artifacts: deterministic queries, independent re-check, tamper detection, CLI, SARIF."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from fltc.cli import main as fltc_main
from tests.fixtures import kernels as K
from verifier import prove
from verifier.artifact import REPO_ROOT, digest
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
    from verifier.artifact import serialize

    doc["digest"] = digest(doc)
    art.write_bytes(serialize(doc))
    return art


def test_queries_are_deterministic() -> None:
    a = prove(K.ptx("vec_add"), K.vec_add())
    b = prove(K.ptx("vec_add"), K.vec_add())
    assert a.queries == b.queries and a.queries


def test_check_passes_and_trusts_no_cache_by_default(proved: Path) -> None:
    r = check_artifact(proved)
    assert r.ok, r.messages
    r2 = check_artifact(proved)
    assert r2.ok and not r2.cached
    assert all(x.ok and not x.cached for x in check_all(proved.parent.parent))


def test_flipped_ptx_byte_rejected(proved: Path, tmp_path: Path) -> None:
    art = _copy(proved, tmp_path)
    assert check_artifact(art).ok
    ptx = tmp_path / "c" / "rmsnorm.ptx"
    b = bytearray(ptx.read_bytes())
    i = b.index(b"bar.sync")
    b[i + 9] ^= 1
    ptx.write_bytes(bytes(b))
    r = check_artifact(art)
    assert not r.ok and any("PTX file" in m and "changed" in m for m in r.messages)


def test_flipped_artifact_byte_rejected(proved: Path, tmp_path: Path) -> None:
    art = _copy(proved, tmp_path)
    raw = art.read_bytes()
    i = raw.index(b'"proved"')
    art.write_bytes(raw[:i + 1] + b"q" + raw[i + 2:])  # "proved" -> "qroved"
    r = check_artifact(art)
    assert not r.ok and any("digest" in m for m in r.messages)
    art.write_bytes(raw.replace(b'"seconds": ', b'"seconds":  ', 1))
    r = check_artifact(art)
    assert not r.ok and any("canonical" in m for m in r.messages)


def test_flipped_query_byte_rejected(proved: Path, tmp_path: Path) -> None:
    art = _copy(proved, tmp_path)
    q = sorted((art.parent / art.stem).glob("*.smt2"))[0]
    b = bytearray(q.read_bytes())
    i = b.index(b"bvult")
    b[i:i + 5] = b"bvugt"
    q.write_bytes(bytes(b))
    r = check_artifact(art)
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
    # the PTX is inside this repository (a repo-relative path); the artifacts are in a bare tmp dir, so the
    # tree to resolve it in is named with --root
    assert json.loads((out / "vec_add" / "n1000_bs256.json").read_text())["ptx"]["path"] == \
        "tests/fixtures/ptx/vec_add.ptx"
    assert fltc_main(["verify", str(out), "--json", "--sarif", str(sarif), "--root", str(REPO_ROOT)]) == 0
    captured = capsys.readouterr()
    assert f"hashed {K.PTX_DIR / 'vec_add.ptx'}" in captured.err
    assert json.loads(captured.out)["results"][0]["ptx_file"] == str(K.PTX_DIR / "vec_add.ptx")
    log = json.loads(sarif.read_text())
    assert log["version"] == "2.1.0" and log["runs"][0]["results"] == []
    assert fltc_main(["verify", str(out)]) == 1  # without --root: not found in the tmp tree, never the package
    assert "not found in the checked tree" in capsys.readouterr().err


def _checkout(base: Path, kernel: str) -> tuple[Path, Path]:
    """A second checkout: pyproject.toml, the registry kernel's PTX at its repo path, one artifact."""
    from backend.kernels import registry

    cfg = next(c for c in registry.test_configs() if c.kernel == kernel)
    desc = registry.REGISTRY[kernel]
    rel = Path(desc.ptx_path).resolve().relative_to(REPO_ROOT)
    root = base / "other_checkout"
    (root / rel).parent.mkdir(parents=True)
    (root / "pyproject.toml").write_text("[project]\nname = 'other'\n")
    shutil.copyfile(desc.ptx_path, root / rel)
    art = prove((root / rel).read_text(), cfg, ptx_path=str(root / rel))
    assert art.ok, art.statuses()
    art.doc["ptx"]["path"] = rel.as_posix()  # as `fltc prove` records it inside that checkout
    art.doc["digest"] = digest(art.doc)
    return root, art.write(root / "proofs")


def test_ptx_resolved_in_the_checked_tree_not_the_package(tmp_path: Path, capsys) -> None:
    """Issue 14 hole 7: an edited PTX in another checkout used to pass (the installed package's file was
    hashed). The same repo-relative path exists in this repository, unchanged: it must not be used."""
    root, art = _checkout(tmp_path, "residual_add_f16")
    rel = json.loads(art.read_text())["ptx"]["path"]
    assert (REPO_ROOT / rel).is_file()
    r = check_artifact(art)
    assert r.ok, r.messages
    assert r.ptx_file == str(root / rel)
    ptx = root / rel
    ptx.write_bytes(ptx.read_bytes() + b"// edited in the other checkout\n")
    r = check_artifact(art)
    assert not r.ok and any(f"PTX file {ptx} changed" in m for m in r.messages), r.messages
    assert fltc_main(["verify", str(root / "proofs")]) == 1
    assert f"hashed {ptx}" in capsys.readouterr().err


def test_cli_prove_failure_exit_code(tmp_path: Path) -> None:
    ptx = tmp_path / "bad.ptx"
    ptx.write_text(K.ptx("vec_add").replace("setp.ge.s32 \t%p2", "setp.gt.s32 \t%p2"))
    out = tmp_path / "proofs"
    rc = fltc_main(["prove", "--ptx", str(ptx), "--config", str(K.PTX_DIR / "vec_add.config.json"),
                    "--out", str(out)])
    assert rc == 1
    sarif = tmp_path / "v.sarif"
    assert fltc_main(["verify", str(out), "--sarif", str(sarif), "--no-cache"]) == 1  # bad.ptx: absolute path
    res = json.loads(sarif.read_text())["runs"][0]["results"]
    assert any(r["ruleId"] == "bounds_alignment" and r["level"] == "error" for r in res)
