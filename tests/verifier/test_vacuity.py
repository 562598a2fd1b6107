"""No vacuous proof: unsatisfiable premises give `vacuous` (a failure), never `proved`.

Issue 14 hole 4 (vacuity part): a `load_range` with lo = 7, hi = 0 used to prove every obligation,
and `fltc verify --no-cache` accepted it. Each proved obligation now carries premise queries that
must be satisfiable, the artifact stores their witness, and the checker re-solves them (Z3 and
Bitwuzla) with the witness asserted.
"""

from __future__ import annotations

import dataclasses
import json
import shutil
from pathlib import Path

import pytest

from fltc.cli import main as fltc_main
from fltc.errors import FltcError
from tests.fixtures import kernels as K
from verifier import prove
from verifier.artifact import digest, serialize
from verifier.check import check_artifact
from verifier.config import Assumption, AssumptionKind, Buffer

SYMEXEC = ("coverage", "single_writer", "bounds_alignment", "barrier_uniformity", "power_state")


def _int_loads(ptx: str) -> str:
    """vec_add on u32 words (load_range bounds integer loads only)."""
    for a, b in (("%r<7>;", "%r<10>;"), ("ld.global.nc.f32 \t%f1, [%rd8];", "ld.global.nc.u32 \t%r7, [%rd8];"),
                 ("ld.global.nc.f32 \t%f2, [%rd6];", "ld.global.nc.u32 \t%r8, [%rd6];"),
                 ("add.f32 \t%f3, %f2, %f1;", "add.s32 \t%r9, %r8, %r7;"),
                 ("st.global.f32 \t[%rd10], %f3;", "st.global.u32 \t[%rd10], %r9;")):
        assert a in ptx, a
        ptx = ptx.replace(a, b)
    return ptx


INT_ADD = _int_loads(K.ptx("vec_add"))
# and with a second load from `a` (a[i+1] in place of b[i]): two loads of one buffer per thread
TWO_LOADS = INT_ADD.replace("cvta.to.global.u64 \t%rd7, %rd2;", "add.s64 \t%rd7, %rd4, 4;")


def _write(art, root: Path, ptx_text: str) -> Path:
    """Write the artifact under root/proofs with its PTX beside it (absolute path, re-digested)."""
    ptx = root / "k.ptx"
    ptx.parent.mkdir(parents=True, exist_ok=True)
    ptx.write_text(ptx_text)
    art.doc["ptx"]["path"] = str(ptx)
    art.doc["digest"] = digest(art.doc)
    return art.write(root / "proofs")


def _edit(path: Path, fn) -> None:
    doc = json.loads(path.read_bytes())
    fn(doc)
    doc["digest"] = digest(doc)
    path.write_bytes(serialize(doc))


@pytest.fixture(scope="module")
def contradictory(tmp_path_factory) -> tuple[object, Path]:
    """vec_add reading a[i] and a[i+1], assumed all equal to 5 and pairwise distinct: no execution exists.

    Each assumption is well-formed on its own (lo <= hi); only together are they unsatisfiable. `a` is one
    element long (the schema refuses more distinct elements than the range has values); a[i] and a[i+1] are
    read past it, so only the loads, not the buffer, contradict the assumptions."""
    base = K.vec_add()
    cfg = dataclasses.replace(base, label="contradictory", buffers=tuple(
        (k, Buffer(4, b.align) if k == "a" else b) for k, b in base.buffers), assumptions=(
        Assumption("a_is_five", AssumptionKind.LOAD_RANGE, "test", buffer="a", dtype="u32", lo=5, hi=5),
        Assumption("a_distinct", AssumptionKind.LOAD_INJECTIVE, "test", buffer="a", dtype="u32")))
    st0 = prove(TWO_LOADS, dataclasses.replace(cfg, assumptions=())).statuses()
    assert st0["bounds_alignment"] == "failed" and st0["power_state"] == "proved"  # a[n] is read: a real bug,
    # which the contradictory assumptions would hide behind unsat queries
    art = prove(TWO_LOADS, cfg)
    return art, _write(art, tmp_path_factory.mktemp("vac"), TWO_LOADS)


def test_empty_load_range_is_never_proved() -> None:
    """The issue's exact case: lo = 7, hi = 0. The configuration schema (or the load's range check) may
    refuse it; if anything lets it through, every premise-dependent obligation is vacuous, never proved.
    (test_contradictory_assumptions_give_vacuous below reaches the vacuity check with well-formed parts.)"""
    assert prove(INT_ADD, K.vec_add()).ok  # the kernel itself proves: only the assumption is wrong
    a = Assumption("empty", AssumptionKind.LOAD_RANGE, "test", buffer="a", dtype="u32", lo=7, hi=0)
    try:
        art = prove(INT_ADD, dataclasses.replace(K.vec_add(), label="empty_range", assumptions=(a,)))
    except FltcError:
        return  # refused before anything was proved
    st = art.statuses()
    assert not art.ok
    assert all(st[n] == "vacuous" for n in SYMEXEC), st
    assert st["resources"] == "proved" and st["abi"] == "proved"  # structural: no premises


def test_contradictory_assumptions_give_vacuous(contradictory) -> None:
    art, _ = contradictory
    st = art.statuses()
    assert not art.ok
    assert all(st[n] == "vacuous" for n in SYMEXEC), st
    o = next(o for o in art.doc["obligations"] if o["name"] == "bounds_alignment")
    assert "premises_launch" in o["witness"]["premises"]
    launch = o["premises"][0]
    assert launch["file"].endswith("0_premises_launch.smt2") and launch["result"] == "unsat"


def test_vacuous_artifact_rechecks_and_verify_fails(contradictory, capsys) -> None:
    """The recorded verdict is reproducible (the re-check itself passes) but verify exits 1."""
    _, path = contradictory
    r = check_artifact(path)
    assert r.ok, r.messages
    assert r.statuses["bounds_alignment"] == "vacuous"
    assert fltc_main(["verify", str(path)]) == 1
    assert "bounds_alignment=vacuous" in capsys.readouterr().err


def test_vacuous_edited_to_proved_is_refused(contradictory, tmp_path: Path) -> None:
    _, path = contradictory
    root = tmp_path / "c"
    shutil.copytree(path.parent.parent.parent, root)
    p = root / "proofs" / path.parent.name / path.name

    def claim_proved(doc: dict) -> None:
        doc["ptx"]["path"] = str(root / "k.ptx")
        for o in doc["obligations"]:
            o["status"] = "proved"

    _edit(p, claim_proved)
    r = check_artifact(p)
    assert not r.ok
    assert any("premise query" in m and "cannot be proved on unsatisfiable premises" in m for m in r.messages)

    def forge_witness(doc: dict) -> None:  # and claim the premises were satisfiable, with a made-up model
        for o in doc["obligations"]:
            for q in o["premises"]:
                q["result"] = "sat"
                q["witness"] = {"values": [{"symbol": "tid.x@A", "bits": 32, "value": 3}]}

    _edit(p, forge_witness)
    r = check_artifact(p)
    assert not r.ok
    assert any("with its witness re-solved as unsat by z3, unsat by bitwuzla" in m for m in r.messages), r.messages


def test_unreachable_accesses_make_only_those_obligations_vacuous() -> None:
    """n = 0: every access is guarded by i < n, so nothing is accessed; launch premises hold."""
    cfg = dataclasses.replace(K.vec_add(), label="n0", scalars=(("n", 0),))
    st = prove(K.ptx("vec_add"), cfg).statuses()
    assert st["single_writer"] == "vacuous" and st["bounds_alignment"] == "vacuous"
    assert st["coverage"] == "failed"  # the region is declared but no thread writes it: a real failure
    assert st["power_state"] == "proved" and st["barrier_uniformity"] == "proved"


def test_proved_artifact_records_a_witness_that_rechecks(tmp_path: Path) -> None:
    art = prove(K.ptx("vec_add"), K.vec_add())
    assert art.ok
    for o in art.doc["obligations"]:
        if o["name"] in SYMEXEC:
            assert o["premises"] and all(q["result"] == "sat" and q["expect"] == "sat" for q in o["premises"])
            vals = {v["symbol"]: v["value"] for q in o["premises"] for v in q["witness"]["values"]}
            assert vals["tid.x@A"] < 256 and vals["ctaid.x@A"] < 4
        else:
            assert o["premises"] == []
    path = _write(art, tmp_path, K.ptx("vec_add"))
    assert check_artifact(path).ok

    def bad_witness(doc: dict) -> None:  # a thread outside the block: contradicts the launch premises
        for o in doc["obligations"]:
            for q in o["premises"]:
                for v in q["witness"]["values"]:
                    if v["symbol"] == "tid.x@A":
                        v["value"] = 4000

    _edit(path, bad_witness)
    r = check_artifact(path)
    assert not r.ok and any("with its witness re-solved as unsat" in m for m in r.messages), r.messages
