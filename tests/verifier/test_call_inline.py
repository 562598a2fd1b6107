"""Device-function `call` by inlining (issue 14 item 9; verifier/inline.py).

Fixtures: tests/fixtures/calls/*.cu compiled with `nvcc -O3 -arch=sm_90 --ptx` (build.sh), `__noinline__` so
the PTX keeps real `call.uni` sequences: call_scale (a value-returning callee that loads, a void callee that
stores, a callee calling another) and call_tile (a callee with a CTA barrier and a shared-memory store).
Each proves un-mutated; each planted bug must fail its obligation with a witness (line, thread, address) or
be unsupported with its reason -- never "proved".
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from fltc.errors import UnsupportedPTX
from verifier import prove
from verifier.config import LaunchConfig
from verifier.inline import INLINED_METHOD, inline_calls
from verifier.ptx_parse import Instr, Label, ParamList, Reg, parse

DIR = Path(__file__).resolve().parents[1] / "fixtures" / "calls"
SCALE = (DIR / "call_scale.ptx").read_text()
TILE = (DIR / "call_tile.ptx").read_text()
SCALE_CFG = LaunchConfig.from_json(json.loads((DIR / "call_scale.config.json").read_text()))
TILE_CFG = LaunchConfig.from_json(json.loads((DIR / "call_tile.config.json").read_text()))


def mut(text: str, old: str, new: str, count: int = 1) -> str:
    out, n = re.subn(old, new, text, count=count)
    assert n == count, f"mutation pattern {old!r} matched {n} times"
    return out


def statuses(text: str, cfg: LaunchConfig) -> tuple[dict[int, dict], object]:
    art = prove(text, cfg)
    return {o["id"]: o for o in art.doc["obligations"]}, art


def _unsupported(obs: dict[int, dict], why: str) -> None:
    assert all(obs[i]["status"] == "unsupported" for i in (1, 2, 3, 4, 6)), {i: o["status"] for i, o in obs.items()}
    assert all(why in str(obs[i]["detail"]) for i in (1, 2, 3, 4, 6)), obs[2]["detail"]


# ----------------------------------------------------------------------------- parsing and the pass itself
def test_fixtures_really_call() -> None:
    m = parse(SCALE)
    assert {f.name for f in m.funcs} == {"load_scaled", "store_at", "twice"}
    calls = [s for s in m.entry("call_scale").body if isinstance(s, Instr) and s.opcode == "call"]
    assert [c.operands[1].name for c in calls] == ["twice", "store_at"]
    assert calls[0].operands[0] == ParamList(("retval0$s1",)) and calls[1].operands[0] == ParamList(())
    assert "bar.sync" in TILE and "call.uni" in TILE


def test_inlining_renames_per_site_and_leaves_no_call() -> None:
    m = parse(SCALE)
    e = inline_calls(m.entry("call_scale"), m)
    ins = [s for s in e.body if isinstance(s, Instr)]
    assert not any(s.opcode == "call" or "param" in s.mods and s.opcode == "st" for s in ins)
    # twice calls load_scaled twice: two copies with disjoint register names (sites 2 and 3)
    loads = [s for s in ins if s.opcode == "ld" and "global" in s.mods]
    assert len(loads) == 2 and {s.operands[0].name for s in loads} == {"%f2@call2", "%f2@call3"}
    labels = [s.name for s in e.body if isinstance(s, Label)]
    assert len(labels) == len(set(labels)) and "$__ret@call4" in labels
    regs = {r.name for r in e.regs}
    for s in ins:
        for o in s.operands:
            if isinstance(o, Reg):
                assert o.name in regs or re.sub(r"\d+$", "", o.name) in regs, o
    assert e.inlined[0] == INLINED_METHOD and len(e.inlined) == 5
    assert inline_calls(parse(TILE).entry("call_tile"), parse(TILE)).inlined[1].startswith("call of stage")


def test_entry_without_calls_is_returned_unchanged() -> None:
    m = parse((DIR.parent / "ptx" / "vec_add.ptx").read_text())
    e = m.entries[0]
    assert inline_calls(e, m) is e


# ----------------------------------------------------------------------------- correct fixtures prove
@pytest.mark.parametrize("text,cfg", [(SCALE, SCALE_CFG), (TILE, TILE_CFG)], ids=["call_scale", "call_tile"])
def test_fixture_proves_all_obligations(text: str, cfg: LaunchConfig) -> None:
    obs, art = statuses(text, cfg)
    assert art.ok and all(o["status"] == "proved" for o in obs.values()), {i: o["status"] for i, o in obs.items()}
    assert INLINED_METHOD in art.doc["methods"]
    assert any(m.startswith("call of ") and "inlined as site" in m for m in art.doc["methods"])


# ----------------------------------------------------------------------------- planted bugs
def test_callee_store_past_the_element_fails_bounds_and_coverage() -> None:
    obs, art = statuses(mut(SCALE, r"st\.global\.f32 \t\[%rd4\], %f1;", "st.global.f32 \t[%rd4+4], %f1;"), SCALE_CFG)
    assert not art.ok and obs[3]["status"] == "failed" and obs[1]["status"] == "failed"
    w = obs[3]["witness"]
    assert "out of bounds" in w["reason"] and w["access"]["buffer"] == "out" and w["access"]["offset"] == 4000
    assert "in store_at, inlined at line" in w["access"]["instruction"] and w["access"]["ptx_line"] > 0
    assert "thread" in w and "address" in w["access"]


def test_callee_load_out_of_bounds_fails_with_witness() -> None:
    obs, _ = statuses(mut(SCALE, r"ld\.global\.f32 \t%f2, \[%rd4\];", "ld.global.f32 \t%f2, [%rd4+4000];"), SCALE_CFG)
    w = obs[3]["witness"]
    assert obs[3]["status"] == "failed" and w["access"]["buffer"] == "x" and w["access"]["kind"] == "ld"
    assert "in load_scaled" in w["access"]["instruction"]


def test_wrong_argument_makes_every_thread_store_one_element_a_race() -> None:
    # the caller passes index 0 instead of i to store_at (the last st.param of param1 in the entry)
    parts = SCALE.rsplit("st.param.b32 \t[param1+0], %r1;", 1)
    obs, art = statuses("st.param.b32 \t[param1+0], 0;".join(parts), SCALE_CFG)
    assert obs[2]["status"] == "failed" and not art.ok
    w = obs[2]["witness"]
    assert w["access_a"]["buffer"] == "out" and w["access_a"]["offset"] == w["access_b"]["offset"] == 0, w
    assert "in store_at" in w["access_a"]["instruction"] and w["thread_a"] != w["thread_b"]


def test_barrier_callee_in_a_divergent_branch_fails_obligation_4() -> None:
    text = mut(TILE, r"\.reg \.pred \t%p<2>;", ".reg .pred \t%p<3>;")
    text = mut(text, r"\t\{ // callseq 0, 0", "\tsetp.lt.u32 \t%p2, %r4, 100;\n\t@%p2 bra \t$L__SKIP;\n\t{ // callseq 0, 0")
    text = mut(text, r"\t\} // callseq 0\n", "\t} // callseq 0\n$L__SKIP:\n")
    obs, art = statuses(text, TILE_CFG)
    assert obs[4]["status"] == "failed" and not art.ok
    assert "bar.sync" in json.dumps(obs[4]["witness"])


def test_guarded_call_uni_with_a_divergent_guard_fails_obligation_4() -> None:
    text = mut(TILE, r"\.reg \.pred \t%p<2>;", ".reg .pred \t%p<3>;")
    text = mut(text, r"\t\{ // callseq 0, 0", "\tsetp.lt.u32 \t%p2, %r4, 100;\n\t{ // callseq 0, 0")
    text = mut(text, r"\tcall\.uni \n\tstage, ", "\t@%p2 call.uni \n\tstage, ")
    obs, _ = statuses(text, TILE_CFG)
    assert obs[4]["status"] == "failed"


def test_direct_recursion_is_unsupported() -> None:
    text = mut(SCALE, r"call\.uni \(retval0\), \n\tload_scaled,", "call.uni (retval0), \n\ttwice,")
    obs, art = statuses(text, SCALE_CFG)
    assert not art.ok
    _unsupported(obs, "recursive call twice -> twice")


def test_mutual_recursion_is_unsupported() -> None:
    back = ("\t{\n\t.param .b64 param0;\n\tst.param.b64 \t[param0+0], %rd1;\n\t.param .b32 param1;\n"
            "\tst.param.b32 \t[param1+0], %r1;\n\t.param .b32 param2;\n\tst.param.f32 \t[param2+0], %f1;\n"
            "\t.param .b32 retval0;\n\tcall.uni (retval0), twice, (param0, param1, param2);\n"
            "\tld.param.f32 \t%f3, [retval0+0];\n\t}\n")
    text = mut(SCALE, r"\tst\.param\.f32 \t\[func_retval0\+0\], %f3;", back + "\tst.param.f32 \t[func_retval0+0], %f3;")
    obs, _ = statuses(text, SCALE_CFG)
    _unsupported(obs, "recursive call twice -> load_scaled -> twice")


def test_indirect_call_is_unsupported() -> None:
    text = mut(SCALE, r"\tcall\.uni \n\tstore_at, \n\t\(\n\tparam0, \n\tparam1, \n\tparam2\n\t\);",
               "\tproto_0 : .callprototype ()_ (.param .b64 _, .param .b32 _, .param .b32 _);\n"
               "\tcall.uni %rd2, (param0, param1, param2), proto_0;")
    obs, _ = statuses(text, SCALE_CFG)
    _unsupported(obs, "indirect call")


def test_extern_callee_without_body_is_unsupported() -> None:
    text = mut(SCALE, r"\.func store_at\(", ".extern .func store_at(.param .b64 a, .param .b32 b, .param .b32 c);\n"
               ".func store_at_unused(")
    obs, _ = statuses(text, SCALE_CFG)
    _unsupported(obs, "declared without a body")


def test_weak_and_noreturn_callees_and_argument_mismatch_are_unsupported() -> None:
    obs, _ = statuses(mut(SCALE, r"\.func store_at\(", ".weak .func store_at("), SCALE_CFG)
    _unsupported(obs, ".weak function store_at")
    obs, _ = statuses(mut(SCALE, r"(\.func store_at\([^)]*\))", r"\1 .noreturn"), SCALE_CFG)
    _unsupported(obs, "directive(s) ['.noreturn']")
    obs, _ = statuses(mut(SCALE, r"\.param \.b32 store_at_param_2", ".param .b64 store_at_param_2"), SCALE_CFG)
    _unsupported(obs, "has 4 bytes, parameter store_at_param_2 8")


def test_overlapping_param_accesses_of_different_widths_are_unsupported() -> None:
    text = mut(SCALE, r"ld\.param\.u32 \t%r1, \[store_at_param_1\];", "ld.param.u16 \t%rs9, [store_at_param_1+2];\n"
               "\tld.param.u32 \t%r1, [store_at_param_1];")
    with pytest.raises(UnsupportedPTX, match="overlapping accesses of different widths"):
        m = parse(text)
        inline_calls(m.entry("call_scale"), m)
