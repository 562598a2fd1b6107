"""The re-check is not one solver's word (issue 14 hole 6): every stored query is re-solved by Z3 and by
Bitwuzla (another code base, its own SMT-LIB2 parser); a disagreement, time-out or error of either fails."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest

import verifier.check as check_mod
from tests.fixtures import kernels as K
from verifier import prove
from verifier.artifact import digest
from verifier.check import check_artifact
from verifier.obligations.common import solve_text, solve_text_bitwuzla, strict_smt2

UNARY = """(declare-fun x () (_ BitVec 8))
(assert (or (= x #x01)))
(assert (and (bvult x #x02)))
(check-sat)
"""


def test_strict_smt2_rewrites_only_unary_and_or() -> None:
    assert strict_smt2("(assert (or (= x y)))") == "(assert (= x y))\n"
    assert strict_smt2("(assert (and p))\n; comment (or\n(assert (or))") == "(assert p)\n(assert false)\n"
    keep = "(assert (or |or| (and a b)))"
    assert strict_smt2(keep) == keep + "\n"
    with pytest.raises(ValueError):
        strict_smt2("(assert (or a b)")


def test_bitwuzla_reads_z3_text() -> None:
    assert solve_text(UNARY, 10_000) == "sat"
    assert solve_text_bitwuzla(UNARY, 10_000) == "sat"
    unsat = UNARY.replace("#x02", "#x01")
    assert solve_text(unsat, 10_000) == solve_text_bitwuzla(unsat, 10_000) == "unsat"
    assert solve_text_bitwuzla("(assert (foo))", 10_000).startswith("error (")


def test_both_solvers_prove_every_stored_query() -> None:
    art = prove(K.ptx("rmsnorm"), K.rmsnorm())
    assert art.ok and len(art.queries) >= 5
    for rel, text in art.queries.items():
        want = "sat" if "_premises_" in rel else "unsat"
        assert solve_text(text, 60_000) == want, rel
        assert solve_text_bitwuzla(text, 60_000) == want, rel


@pytest.fixture(scope="module")
def proved(tmp_path_factory) -> Path:
    d = tmp_path_factory.mktemp("second")
    ptx = d / "vec_add.ptx"
    shutil.copy(K.PTX_DIR / "vec_add.ptx", ptx)
    art = prove(ptx.read_text(), K.vec_add(), ptx_path=str(ptx))
    assert art.ok and art.doc["ptx"]["path"] == str(ptx) and art.doc["digest"] == digest(art.doc)
    return art.write(d / "proofs")


@pytest.mark.parametrize("verdict", ["sat", "unknown", "error (segfault)"])
def test_bitwuzla_disagreement_timeout_or_error_fails(proved: Path, monkeypatch, verdict: str) -> None:
    assert check_artifact(proved).ok
    monkeypatch.setattr(check_mod, "_SOLVED", {})
    monkeypatch.setattr(check_mod, "solve_text_bitwuzla", lambda text, ms: verdict)
    r = check_artifact(proved)
    assert not r.ok
    assert any(f"{verdict} by bitwuzla" in m and "unsat by z3" in m and "expected unsat from both" in m
               for m in r.messages), r.messages


def test_z3_timeout_fails_even_if_bitwuzla_agrees(proved: Path, monkeypatch) -> None:
    monkeypatch.setattr(check_mod, "_SOLVED", {})
    monkeypatch.setattr(check_mod, "solve_text", lambda text, ms: "unknown")
    r = check_artifact(proved)
    assert not r.ok and any("unknown by z3" in m and "unsat by bitwuzla" in m for m in r.messages)


def test_bitwuzla_disagreeing_on_a_premise_fails(proved: Path, monkeypatch) -> None:
    """Premises must be sat for both solvers too (with the stored witness asserted)."""
    real = check_mod.solve_text_bitwuzla
    monkeypatch.setattr(check_mod, "_SOLVED", {})
    monkeypatch.setattr(check_mod, "solve_text_bitwuzla",
                        lambda text, ms: "unsat" if "(assert (= tid.x@A" in text else real(text, ms))
    r = check_artifact(proved)
    assert not r.ok
    assert any("premise query" in m and "sat by z3, unsat by bitwuzla" in m for m in r.messages), r.messages


def test_a_real_per_query_time_limit() -> None:
    """Bitwuzla honours the per-query limit: factoring a 62-bit semiprime stops at 200 ms with unknown."""
    n = 2147483629 * 2147483587
    hard = f"""(declare-fun a () (_ BitVec 32))
(declare-fun b () (_ BitVec 32))
(assert (= (bvmul ((_ zero_extend 32) a) ((_ zero_extend 32) b)) (_ bv{n} 64)))
(assert (bvugt a (_ bv1 32)))
(assert (bvugt b (_ bv1 32)))
(check-sat)
"""
    t0 = time.perf_counter()
    assert solve_text_bitwuzla(hard, 200) == "unknown"
    assert time.perf_counter() - t0 < 20


def test_division_by_a_non_power_of_two_reaches_bitwuzla() -> None:
    """Z3 prints a `div.u32` by 3 as its internal `bvudiv_i`, which Bitwuzla does not parse: strict_smt2 writes it
    as `bvudiv` (Z3 defines them equal for every input, division by zero included; checked here with Z3), so both
    solvers answer every query of a kernel that indexes a[i / 3]."""
    for op in ("bvudiv", "bvurem", "bvsdiv", "bvsrem", "bvsmod"):
        same = f"(declare-fun x () (_ BitVec 16))(declare-fun y () (_ BitVec 16))(assert (not (= ({op}_i x y) ({op} x y))))"
        assert solve_text(same, 60_000) == "unsat", op
        assert strict_smt2(f"(assert (= ({op}_i x y) z))") == f"(assert (= ({op} x y) z))\n"
    src = K.ptx("vec_add").replace(".reg .b32 \t%r<7>;", ".reg .b32 \t%r<9>;").replace(
        ".reg .b64 \t%rd<11>;", ".reg .b64 \t%rd<12>;")
    old = "add.s64 \t%rd6, %rd4, %rd5;"
    assert old in src
    src = src.replace(old, "div.u32 \t%r8, %r1, 3;\n\tmul.wide.u32 \t%rd11, %r8, 4;\n\tadd.s64 \t%rd6, %rd4, %rd11;")
    art = prove(src, K.vec_add())
    assert art.ok
    assert any("bvudiv_i" in t for t in art.queries.values())
    for rel, text in art.queries.items():
        want = "sat" if "_premises_" in rel else "unsat"
        assert solve_text(text, 60_000) == want, rel
        assert solve_text_bitwuzla(text, 60_000) == want, rel
