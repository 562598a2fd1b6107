"""`fltc verify` trusts no cache unless asked (issue 14 hole 8), and the caches live outside the repository.

A planted entry under the (computable) key of a tampered artifact used to make it pass. Now the
re-check cache is read only with `use_cache=True` / `--cache`, is kept in $FLTC_CACHE_DIR,
$XDG_CACHE_HOME/fltc or ~/.cache/fltc, and is keyed by the verifier's code hash, the artifact bytes,
the PTX bytes and every query file, so a changed byte misses it. The launch gate's start-up cache
follows the same rules.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

import verifier.check as check_mod
from fltc.cli import main as fltc_main
from tests.fixtures import kernels as K
from verifier import prove
from verifier.artifact import REPO_ROOT, digest, serialize
from verifier.check import _cache_key, check_artifact


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch) -> Path:
    d = tmp_path / "usercache" / "check"
    monkeypatch.setattr(check_mod, "CACHE_DIR", d)
    return d


@pytest.fixture(scope="module")
def proved(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("cache")
    ptx = d / "vec_add.ptx"
    shutil.copy(K.PTX_DIR / "vec_add.ptx", ptx)
    return prove(ptx.read_text(), K.vec_add(), ptx_path=str(ptx)).write(d / "proofs")


def _copy(proved: Path, tmp: Path) -> Path:
    root = tmp / "c"
    shutil.copytree(proved.parent.parent.parent, root)
    art = root / "proofs" / proved.parent.name / proved.name
    doc = json.loads(art.read_text())
    doc["ptx"]["path"] = str(root / "vec_add.ptx")
    doc["digest"] = digest(doc)
    art.write_bytes(serialize(doc))
    return art


def _tamper(art: Path) -> None:
    """Edit the artifact (status of a failing obligation claimed proved would need more; any byte will do)."""
    doc = json.loads(art.read_text())
    doc["assumptions"] = []  # drop the recorded assumptions: the artifact no longer says what the proof used
    art.write_bytes(serialize(doc))  # digest not updated: the re-check must notice


def _plant(art: Path) -> Path:
    """What an attacker can do: compute the key of the tampered artifact and store an `ok` verdict."""
    raw = art.read_bytes()
    doc = json.loads(raw)
    key = _cache_key(raw, doc, art.parent, Path(doc["ptx"]["path"]))
    assert key is not None
    check_mod.CACHE_DIR.mkdir(parents=True, exist_ok=True)
    entry = check_mod.CACHE_DIR / f"{key}.json"
    entry.write_text(json.dumps({"ok": True, "key": key, "messages": [], "statuses": {"coverage": "proved"}}))
    return entry


def test_default_cache_dir_is_outside_the_repository(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.delenv("FLTC_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert check_mod.user_cache_dir() == tmp_path / "xdg" / "fltc"
    monkeypatch.delenv("XDG_CACHE_HOME")
    assert check_mod.user_cache_dir() == Path.home() / ".cache" / "fltc"
    monkeypatch.setenv("FLTC_CACHE_DIR", str(tmp_path / "explicit"))
    assert check_mod.user_cache_dir() == tmp_path / "explicit"
    assert REPO_ROOT.resolve() not in (Path.home() / ".cache" / "fltc").resolve().parents


def test_planted_entry_is_ignored_without_cache(proved: Path, tmp_path: Path, cache: Path, capsys) -> None:
    art = _copy(proved, tmp_path)
    _tamper(art)
    _plant(art)
    r = check_artifact(art)
    assert not r.ok and not r.cached and any("digest" in m for m in r.messages)
    assert fltc_main(["verify", str(art)]) == 1
    assert fltc_main(["verify", str(art), "--no-cache"]) == 1
    capsys.readouterr()


def test_cache_is_used_only_when_asked(proved: Path, tmp_path: Path, cache: Path) -> None:
    art = _copy(proved, tmp_path)
    assert not check_artifact(art, use_cache=True).cached
    assert list(cache.glob("*.json"))  # written outside the checked tree
    assert not list((tmp_path / "c").rglob(".fltc-cache"))
    assert check_artifact(art, use_cache=True).cached
    assert not check_artifact(art).cached


@pytest.mark.parametrize("what", ["artifact", "ptx", "query", "premise", "verifier"])
def test_changed_bytes_miss_the_cache(proved: Path, tmp_path: Path, cache: Path, monkeypatch, what: str) -> None:
    """With --cache, a verdict for the good bytes is never served for tampered ones."""
    art = _copy(proved, tmp_path)
    assert check_artifact(art, use_cache=True).ok
    assert check_artifact(art, use_cache=True).cached
    qdir = art.parent / art.stem
    if what == "artifact":
        _tamper(art)
    elif what == "ptx":
        ptx = tmp_path / "c" / "vec_add.ptx"
        ptx.write_bytes(ptx.read_bytes() + b"// edited\n")
    elif what == "query":
        q = qdir / "3_bounds_alignment.smt2"
        q.write_bytes(q.read_bytes().replace(b"bvule", b"bvult", 1))
    elif what == "premise":
        q = qdir / "0_premises_launch.smt2"
        q.write_bytes(q.read_bytes() + b"(assert false)\n")
    else:  # a new verifier (or solver) version: its code hash differs
        monkeypatch.setattr(check_mod, "_VDIGEST", "0" * 64)
    r = check_artifact(art, use_cache=True)
    assert not r.cached
    if what == "verifier":
        assert r.ok
    else:
        assert not r.ok, r.messages


def test_cache_entry_for_other_key_is_not_used(proved: Path, tmp_path: Path, cache: Path) -> None:
    """An entry copied to another key's file name (or not saying ok) is not a verdict."""
    art = _copy(proved, tmp_path)
    good = tmp_path / "good.json"
    assert check_artifact(art, use_cache=True).ok
    entry = next(cache.glob("*.json"))
    shutil.copy(entry, good)
    _tamper(art)
    raw = art.read_bytes()
    key = _cache_key(raw, json.loads(raw), art.parent, Path(json.loads(raw)["ptx"]["path"]))
    shutil.copy(good, cache / f"{key}.json")  # the old entry records the old key
    r = check_artifact(art, use_cache=True)
    assert not r.ok and not r.cached


def test_gate_cache_is_outside_the_repository_and_keyed_by_verifier_code(monkeypatch, tmp_path: Path) -> None:
    gate = pytest.importorskip("backend.cuda.gate")
    monkeypatch.delenv("FLTC_CACHE_DIR", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert gate.default_cache_dir() == tmp_path / "xdg" / "fltc"
    monkeypatch.setattr(gate, "_VERIFIER_HASH", None)
    assert gate.verifier_source_hash() == check_mod.verifier_digest()
