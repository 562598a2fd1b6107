"""Every assumption and over-approximation of a proof is in its artifact, and `fltc verify` re-derives them.

An artifact edited to drop one (with its digest recomputed, so only re-derivation can notice) must fail
`check_artifact`; so must one whose coverage status was raised from "unknown" to "proved".
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from tests.verifier.test_termination import with_loop
from verifier import prove
from verifier.artifact import SAFETY_WITHOUT_TERMINATION, digest, serialize
from verifier.check import check_artifact
from verifier.config import Buffer, LaunchConfig, OutputRegion, ParamDecl, ParamType, Role
from verifier.prover import derive

MV = """.version 7.8
.target sm_90
.address_size 64
.global .align 4 .u32 tbl[4] = {1, 2, 3, 4};
.visible .entry k(.param .u64 k_param_0)
{ .reg .b32 %r<3>; .reg .b64 %rd<5>;
  ld.param.u64 %rd1, [k_param_0];
  ld.global.u32 %r1, [tbl+8];
  mul.wide.u32 %rd2, %r1, 4;
  add.s64 %rd3, %rd1, %rd2;
  mov.u32 %r2, 7;
  st.global.u32 [%rd3], %r2;
  ret; }
"""
MV_CFG = LaunchConfig("k", "k", (ParamDecl("y", ParamType.PTR, Role.OUT),), (1, 1, 1), (1, 1, 1), 0, (),
                      (("y", Buffer(16)),), (OutputRegion("y", 12, 4, (1,), (4,)),), label="t")


def _write(tmp: Path, name: str, ptx: str, cfg: LaunchConfig) -> Path:
    root = tmp / name
    root.mkdir()
    (root / "pyproject.toml").write_text("")  # the tree the artifact's relative PTX path resolves in
    p = root / "k.ptx"
    p.write_text(ptx)
    art = prove(ptx, cfg, ptx_path=str(p))
    return art.write(root / "proofs")


def _edit(path: Path, change) -> None:
    doc = json.loads(path.read_bytes())
    change(doc)
    doc["digest"] = digest(doc)
    path.write_bytes(serialize(doc))


@pytest.fixture(scope="module")
def mv_artifact(tmp_path_factory) -> Path:
    return _write(tmp_path_factory.mktemp("mv"), "mv", MV, MV_CFG)


def test_module_variable_note_is_an_assumption(mv_artifact: Path) -> None:
    doc = json.loads(mv_artifact.read_bytes())
    # no power parameter: obligation 6 is unsupported (explicitly); the rest are proved
    assert {o["id"]: o["status"] for o in doc["obligations"]} == {**{i: "proved" for i in range(1, 8)},
                                                                   6: "unsupported"}
    mv = [a for a in doc["assumptions"] if a["kind"] == "launch"]
    assert [a["name"] for a in mv] == ["module_variable_tbl"]
    assert "no other launch and no host copy" in mv[0]["reason"]
    assert "disjoint from every pointer argument's buffer" in mv[0]["reason"]  # stated: the proof relies on it
    assert doc["methods"][0] == SAFETY_WITHOUT_TERMINATION
    assert doc["methods"][1:] == sorted(doc["methods"][1:])
    assert check_artifact(mv_artifact).ok


@pytest.mark.parametrize("what", ["drop_launch_assumption", "drop_builtin", "drop_method", "add_method",
                                  "reorder_methods", "no_methods"])
def test_edited_records_fail_the_check(mv_artifact: Path, tmp_path: Path, what: str) -> None:
    d = tmp_path / "copy"
    shutil.copytree(mv_artifact.parent.parent.parent, d)
    art = d / "proofs" / mv_artifact.parent.name / mv_artifact.name
    doc = json.loads(art.read_bytes())
    assert len(doc["methods"]) >= 2, doc["methods"]  # the fixed statement and the loads' fresh-value method
    edits = {
        "drop_launch_assumption": lambda x: x.update(assumptions=[a for a in x["assumptions"] if a["kind"] != "launch"]),
        "drop_builtin": lambda x: x.update(assumptions=x["assumptions"][1:]),
        "drop_method": lambda x: x.update(methods=x["methods"][:-1]),
        "add_method": lambda x: x.update(methods=x["methods"] + ["an approximation never made"]),
        "reorder_methods": lambda x: x.update(methods=list(reversed(x["methods"]))),
        "no_methods": lambda x: x.pop("methods"),
    }
    _edit(art, edits[what])
    res = check_artifact(art)
    assert not res.ok
    key = "methods" if "method" in what else "assumptions"
    assert any(f"artifact {key}" in m for m in res.messages), res.messages


def test_methods_are_deterministic() -> None:
    """Two derivations give the same methods (sorted, no symbol numbering that could drift)."""
    ptx = with_loop("%r6", 2, "ne", "1000")
    from tests.verifier.adversarial_base import bases

    cfg = bases()["copy"].cfg
    from verifier.artifact import methods_of

    m1 = methods_of(derive(ptx, cfg)[0])
    m2 = methods_of(derive(ptx, cfg)[0])
    assert m1 == m2 and any("termination not shown" in m for m in m1)


def test_raised_coverage_status_fails_the_check(tmp_path: Path) -> None:
    """Coverage unknown (a loop not shown to terminate) edited to proved: re-derivation disagrees."""
    from tests.verifier.adversarial_base import bases

    art = _write(tmp_path, "nt", with_loop("%r6", 2, "ne", "1000"), bases()["copy"].cfg)
    doc = json.loads(art.read_bytes())
    assert doc["obligations"][0]["status"] == "unknown"
    assert check_artifact(art).ok

    def raise_(x):
        o = x["obligations"][0]
        o.update(status="proved", witness=None)
        for q in o["queries"]:
            q["result"] = "unsat"
    _edit(art, raise_)
    res = check_artifact(art)
    assert not res.ok, res.messages
