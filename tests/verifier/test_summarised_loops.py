"""Load-only loops are summarised (one symbolic iteration); bugs inside them must still be caught.

Why: the sampling kernel's passes and block reductions are loops whose bodies only load; the
verifier no longer unrolls them (a concrete iteration bound, found from the induction variables,
bounds the symbolic iteration). These mutants put the classic bugs *inside* such loops: an
out-of-bounds load in a later iteration (global and shared) and a missing barrier before the
loop's shared reads. Each must leave its obligation unproved, with a witness at the loop's line.
"""

from __future__ import annotations

import re

import pytest
import z3

from tests.fixtures import kernels as K
from verifier import prove
from verifier.ptx_parse import parse
from verifier.symexec import Executor, build_cfg, run_instances

RC = K.ptx("row_count")
rc = K.row_count()


def mut(text: str, old: str, new: str) -> str:
    out, n = re.subn(old, new, text, count=1)
    assert n == 1, old
    return out


def _line(text: str, needle: str) -> int:
    return next(i for i, ln in enumerate(text.splitlines(), 1) if needle in ln)


def test_original_proves_with_summarised_loops() -> None:
    art = prove(RC, rc)
    assert art.ok, art.statuses()
    cfg = build_cfg(parse(RC).entry("row_count"))
    launch, tr = run_instances(parse(RC).entry("row_count"), rc, z3.Context(), ("A", "B"), graph=cfg)
    a = tr["A"]
    assert len(a.summarised_loops) == 2
    assert any("at most" in m for m in a.methods)
    assert all(x.summarised for x in a.accesses if x.kind == "ld")


MUTANTS = [
    # obligation, name, ptx, line of the faulty access
    (3, "shared reduction loop runs 33 times (reads red[32])",
     mut(RC, r"setp\.ne\.s32 \t%p14, %r55, 32;", "setp.ne.s32 \t%p14, %r55, 33;"), "ld.shared.u32"),
    (3, "row loop drops its i < n guard (last iteration reads past the row buffer)",
     mut(RC, r"\t@%p6 bra \t\$L__BB0_5;\n", ""), "ld.global.nc.f32"),
    (2, "barrier before the summarised shared reads removed (read-write race)",
     mut(RC, r"\tbar\.sync \t0;\n", ""), "ld.shared.u32"),
]


@pytest.mark.parametrize("oid,name,text,needle", MUTANTS, ids=[m[1] for m in MUTANTS])
def test_bug_inside_summarised_loop_is_caught(oid: int, name: str, text: str, needle: str) -> None:
    art = prove(text, rc)
    o = {x["id"]: x for x in art.doc["obligations"]}[oid]
    assert o["status"] in ("failed", "unknown"), (name, o["status"])
    w = o["witness"]
    assert w and w.get("reason"), w
    acc = w.get("access") or w.get("access_b")
    if oid == 2 and acc["kind"] != "ld":
        acc = w["access_a"]
    assert acc["ptx_line"] == _line(text, needle), (acc, name)
    assert not art.ok


def test_renamed_instance_equals_a_second_execution() -> None:
    """Thread B is derived from A by renaming; that must equal executing B directly."""
    entry = parse(RC).entry("row_count")
    ctx = z3.Context()
    launch, tr = run_instances(entry, rc, ctx, ("A", "B"))
    direct = Executor(entry, build_cfg(entry), launch, "B").run()
    b = tr["B"]
    assert [(x.line, x.kind, x.guard.sexpr(), x.offset.sexpr(), x.epoch.sexpr()) for x in b.accesses] == \
        [(x.line, x.kind, x.guard.sexpr(), x.offset.sexpr(), x.epoch.sexpr()) for x in direct.accesses]
    assert [f.sexpr() for f in b.facts] == [f.sexpr() for f in direct.facts]
    assert [g.guard.sexpr() for g in b.barriers] == [g.guard.sexpr() for g in direct.barriers]
