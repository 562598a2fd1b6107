"""The planted-bug suite of issue 14: >= 100 mutants the verifier must reject, bases that must prove.

Cases live in adversarial_cases.py (bases in adversarial_base.py). A case passes only if the named
obligation is rejected with a witness (reason, launch, thread ids, PTX line / address), or -- where the
issue allows it -- is explicitly unsupported, or the configuration is refused; every obligation
"proved" never passes. No case is marked xfail: the table is the specification.
Holes 6-8 (check side) get adversarial tampering tests at the end via verifier.check.check_artifact.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from fltc.errors import ConfigError, FltcError, UnsupportedPTX
from tests.verifier.adversarial_base import bases, mut
from tests.verifier.adversarial_cases import (
    CLASSES,
    HOLES,
    OBLIGATIONS,
    Case,
    Exp,
    all_cases,
    equivalent_variants,
)
from verifier import prove
from verifier.config import LaunchConfig

CASES = all_cases()
_BY_ID = {c.id: c for c in CASES}


def _obligation(art, oid: int) -> dict[str, Any]:
    return {o["id"]: o for o in art.doc["obligations"]}[oid]


def _lines(w: Any) -> list[int]:
    """Every PTX line a witness names (ptx_line / line keys, at any depth)."""
    out: list[int] = []
    if isinstance(w, dict):
        for k, v in w.items():
            if k in ("ptx_line", "line") and isinstance(v, int):
                out.append(v)
            else:
                out += _lines(v)
    elif isinstance(w, list):
        for v in w:
            out += _lines(v)
    return out


def _threads(w: dict[str, Any]) -> list[dict]:
    """Thread-id dicts ({"block": [...], "thread": [...]}) a witness names, at its top level."""
    return [v for k, v in w.items() if k.startswith("thread") and isinstance(v, dict) and "thread" in v]


def check_witness(oid: int, w: dict[str, Any] | None, cfg: LaunchConfig) -> None:
    """What a rejection must carry: the obligation's reason and the launch, threads, line, address."""
    assert w, "a failed obligation without a witness"
    assert w.get("reason"), w
    if cfg.is_family:  # the witness names the member: every symbol's value, inside the family
        vals = w.get("symbols")
        assert vals and set(vals) == {k for k, _r in cfg.symbols}, w
        assert cfg.admits(vals), vals
        cfg = cfg.instantiate(vals)
    if oid in (1, 2, 3, 4, 6):
        assert w.get("launch", {}).get("grid") == list(cfg.grid), w.get("launch")
    if oid == 1:
        assert "element" in w and "offset" in w, w
    if oid in (2, 3, 4, 6):
        assert _threads(w), f"no thread ids in the witness: {sorted(w)}"
        assert any(ln > 0 for ln in _lines(w)), f"no PTX line in the witness: {sorted(w)}"
    if oid == 2 and "thread_a" in w and "thread_b" in w:
        assert w["thread_a"] != w["thread_b"], w
    if oid in (2, 3, 6):
        accs = [v for k, v in w.items() if k.startswith("access") and isinstance(v, dict)]
        assert accs and all(a.get("address") and a.get("buffer") for a in accs), w


def outcome(case: Case, tmp_path: Path | None = None) -> str:
    """Run one case; return a short outcome word ('failed', 'unsupported', 'refused', 'vacuous') or raise."""
    if case.json is not None:
        try:
            cfg = LaunchConfig.from_json(case.json)
        except ConfigError:
            return "refused"
        assert case.expect is Exp.REFUSED_PATH, f"accepted: {case.why}"
        return _write_must_refuse(cfg, tmp_path)
    try:
        art = prove(case.ptx, case.cfg)
    except ConfigError:
        assert case.expect is Exp.VACUOUS, f"configuration refused, but a {case.expect} was expected"
        return "refused"
    except UnsupportedPTX as exc:
        assert case.expect is Exp.FAIL_OR_UNS, f"UnsupportedPTX raised ({exc}), {case.expect} expected"
        return "unsupported"
    statuses = art.statuses()
    assert not art.ok, f"every obligation proved: {case.why}"
    o = _obligation(art, case.obligation)
    if case.expect is Exp.VACUOUS:
        assert o["status"] != "proved" or "vacuous" in statuses.values(), statuses
        return "vacuous" if "vacuous" in statuses.values() else o["status"]
    if case.expect is Exp.FAIL_OR_NONTERM and o["status"] == "unknown":
        loops = (o["witness"] or {}).get("loops_not_shown_terminating")
        assert loops, ("unknown without naming the loop", o["detail"][:300])
        return "unknown"
    if case.expect is Exp.FAIL_OR_UNS and o["status"] == "unsupported":
        assert o["detail"], "unsupported without a reason"
        return "unsupported"
    assert o["status"] == "failed", (o["status"], o["detail"][:300], statuses)
    check_witness(case.obligation, o["witness"], case.cfg)
    return "failed"


def _write_must_refuse(cfg: LaunchConfig, tmp_path: Path | None) -> str:
    """An accepted kernel/label that is a path: writing its artifact must refuse and write nothing outside."""
    assert tmp_path is not None
    out = tmp_path / "out"
    out.mkdir()
    target = (out / cfg.kernel / f"{cfg.label}.json").resolve()
    escapes = not target.is_relative_to(out.resolve())
    existed = target.exists()
    art = prove(bases()["vec_add"].ptx, cfg)
    try:
        art.write(out)
    except FltcError:
        return "refused"
    finally:
        created = escapes and not existed and target.exists()
        if created:  # undo the escape before failing
            target.unlink()
            qdir = target.with_suffix("")
            if qdir.is_dir():
                shutil.rmtree(qdir)
    raise AssertionError(f"artifact for kernel={cfg.kernel!r} label={cfg.label!r} written to {target} "
                         f"({'outside' if escapes else 'inside'} --out)")


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_planted_bug_is_rejected(case: Case, tmp_path: Path) -> None:
    got = outcome(case, tmp_path)
    if case.expect is Exp.FAIL:
        assert got == "failed"
    elif case.expect in (Exp.REFUSED, Exp.REFUSED_PATH):
        assert got == "refused"


BASES = sorted(bases().items())


# bases built on an instruction the opcode table declares unsupported (with its reason): they must come
# out "unsupported", explicitly, until the instruction is modelled -- never "proved"
UNSUPPORTED_BASES = {"cpa_shift": "cp.async"}


@pytest.mark.parametrize("name,base", BASES, ids=[n for n, _ in BASES])
def test_unmutated_base_proves(name: str, base) -> None:
    if name in UNSUPPORTED_BASES:
        with pytest.raises(UnsupportedPTX, match=UNSUPPORTED_BASES[name]):
            art = prove(base.ptx, base.cfg)
            assert "unsupported" in art.statuses().values(), art.statuses()
            raise UnsupportedPTX(f"{UNSUPPORTED_BASES[name]} reported unsupported", 0)
        return
    art = prove(base.ptx, base.cfg)
    assert art.ok, {o["id"]: (o["status"], o["detail"][:200]) for o in art.doc["obligations"] if o["status"] != "proved"}


VARIANTS = equivalent_variants()


@pytest.mark.parametrize("name,ptx,cfg", VARIANTS, ids=[v[0] for v in VARIANTS])
def test_equivalent_rewrite_proves(name: str, ptx: str, cfg: LaunchConfig) -> None:
    art = prove(ptx, cfg)
    assert art.ok, {o["id"]: (o["status"], o["detail"][:200]) for o in art.doc["obligations"] if o["status"] != "proved"}


def test_suite_shape() -> None:
    """At least 100 mutants, at least four per hole, obligation and instruction class; ids unique."""
    assert len(CASES) >= 100, len(CASES)
    assert len(_BY_ID) == len(CASES), "duplicate case ids"
    c = Counter(t for case in CASES for t in case.tags)
    short = {t: c[t] for t in (*HOLES, *OBLIGATIONS, *CLASSES) if c[t] < 4}
    assert not short, short
    for case in CASES:
        assert set(case.tags) <= {*HOLES, *OBLIGATIONS, *CLASSES, "new"}, case.tags
        if case.json is None:
            assert case.obligation is not None and case.ptx and case.cfg
            if f"ob{case.obligation}" not in case.tags and case.expect is not Exp.VACUOUS:
                assert any(t in CLASSES for t in case.tags), case.id


def test_mutants_differ_from_their_base() -> None:
    """A mutant identical to its base (PTX and configuration) would test nothing."""
    B = bases()
    for case in CASES:
        if case.json is not None:
            continue
        b = B[case.id.split("/")[0]]
        assert case.ptx != b.ptx or case.cfg != b.cfg, case.id


# ----------------------------------------------------------------------------- holes 6-8: the check side
def _tree(tmp_path: Path, ptx: str, cfg: LaunchConfig) -> Path:
    """A checkout of its own in tmp_path (pyproject.toml marks the root) with one PTX file and its artifact."""
    root = tmp_path / "tree"
    (root / "kernels").mkdir(parents=True)
    (root / "pyproject.toml").write_text("[project]\nname = 'adv'\n")
    p = root / "kernels" / "k.ptx"
    p.write_text(ptx)
    art = prove(ptx, cfg, ptx_path=str(p))
    return art.write(root / "proofs")


def _redigest(path: Path, edit) -> None:
    """Edit an artifact's JSON and recompute its digest and canonical form (a forger's edit)."""
    from verifier.artifact import digest, serialize

    doc = json.loads(path.read_bytes())
    edit(doc)
    doc["digest"] = digest(doc)
    path.write_bytes(serialize(doc))


@pytest.fixture(scope="module")
def va_good() -> tuple[str, LaunchConfig]:
    b = bases()["vec_add"]
    return b.ptx, b.cfg


def test_check_accepts_honest_artifact(tmp_path: Path, va_good) -> None:
    """Control for the tampering tests below: the untouched artifact re-checks."""
    from verifier.check import check_artifact

    r = check_artifact(_tree(tmp_path, *va_good))
    assert r.ok, r.messages


def test_check_rejects_swapped_ptx(tmp_path: Path, va_good) -> None:
    """The PTX file replaced by a mutant (hash mismatch)."""
    from verifier.check import check_artifact

    a = _tree(tmp_path, *va_good)
    (a.parents[2] / "kernels" / "k.ptx").write_text(mut(va_good[0], r"setp\.ge\.s32 \t%p2", "setp.gt.s32 \t%p2"))
    assert not check_artifact(a).ok


def test_check_rejects_rehashed_mutant_ptx(tmp_path: Path, va_good) -> None:
    """A mutant PTX with its sha256 written into the artifact and the digest recomputed."""
    from verifier.check import check_artifact

    a = _tree(tmp_path, *va_good)
    bad = mut(va_good[0], r"setp\.ge\.s32 \t%p2", "setp.gt.s32 \t%p2")
    (a.parents[2] / "kernels" / "k.ptx").write_text(bad)
    _redigest(a, lambda d: d["ptx"].__setitem__("sha256", hashlib.sha256(bad.encode()).hexdigest()))
    assert not check_artifact(a).ok


def test_check_rejects_failed_obligation_relabelled_proved(tmp_path: Path, va_good) -> None:
    """A mutant's artifact (obligation 3 failed) edited to say proved everywhere, digest recomputed."""
    from verifier.check import check_artifact

    bad = mut(va_good[0], r"setp\.ge\.s32 \t%p2", "setp.gt.s32 \t%p2")
    a = _tree(tmp_path, bad, va_good[1])

    def edit(d):
        for o in d["obligations"]:
            o["status"], o["witness"] = "proved", None
            for q in o["queries"]:
                q["result"] = "unsat"
    _redigest(a, edit)
    assert not check_artifact(a).ok


def test_check_rejects_trivial_query_file(tmp_path: Path, va_good) -> None:
    """A stored query replaced by `(assert false)` (trivially unsat), its hash updated, digest recomputed."""
    from verifier.check import check_artifact

    a = _tree(tmp_path, *va_good)
    doc = json.loads(a.read_bytes())
    q = next(q for o in doc["obligations"] if o["id"] == 3 for q in o["queries"])
    fake = "(assert false)\n(check-sat)\n"
    (a.parent / q["file"]).write_text(fake)

    def edit(d):
        for o in d["obligations"]:
            for qq in o["queries"]:
                if qq["file"] == q["file"]:
                    qq["sha256"] = hashlib.sha256(fake.encode()).hexdigest()
    _redigest(a, edit)
    assert not check_artifact(a).ok


def test_check_rejects_config_edited_after_proof(tmp_path: Path, va_good) -> None:
    """The recorded configuration grown (n 1000 -> 2000, buffers unchanged) after proving, digest recomputed:
    the stored queries are then about another launch than the one recorded."""
    from verifier.check import check_artifact

    a = _tree(tmp_path, *va_good)

    def edit(d):
        d["config"]["scalars"]["n"] = 2000
        d["config"]["grid"] = [8, 1, 1]
    _redigest(a, edit)
    assert not check_artifact(a).ok


@pytest.mark.parametrize("name", ["bits_idx", "cpa_shift", "hist_u8", "ldm_copy", "warp_sum"])
def test_fixture_config_json_matches(name: str) -> None:
    """The .config.json beside each new fixture (for `fltc prove --ptx ... --config ...`) is the tested one."""
    from tests.verifier import adversarial_base as A

    d = json.loads((A.ADV_DIR / f"{name}.config.json").read_text())
    assert LaunchConfig.from_json(d) == getattr(A, name)()
