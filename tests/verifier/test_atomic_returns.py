"""Atomics' returned values (issue 14 item 9): two threads' fetch-and-adds on one address return distinct values.

tests/fixtures/ptx/compact.cu (nvcc -O3 -arch=sm_90 --ptx): stream compaction, `k = atomicAdd(cnt, 1); if (k <
cap) out[k] = in[i]`. With the atomics' returned values fresh, two threads "could get the same slot" and
obligation 2 raised a false alarm; the linearisability fact (verifier/obligations/common.py,
`atomic_return_facts`) proves it. Mutants where the fact must not be added (or is false) must still fail with a
witness: increment 0, a plain store to the counter, the atom twice per thread (a loop), `atom.exch`, an
increment that wraps within the launch, and a shared counter whose slots are not offset per CTA.
"""

from __future__ import annotations

import json
import re

import pytest

from tests.fixtures import kernels as K
from verifier import prove
from verifier.config import Buffer, LaunchConfig, OutputRegion, ParamDecl, ParamType, Role

CP = K.ptx("compact")
ATOM = r"atom\.global\.add\.u32 \t%r2, \[%rd4\], 1;"
FACT = "atomics: distinct return values"


def mut(text: str, old: str, new: str, count: int = 1) -> str:
    out, n = re.subn(old, new, text, count=count)
    assert n == count, f"mutation pattern {old!r} matched {n} times"
    return out


def compact_cfg() -> LaunchConfig:
    return LaunchConfig.from_json(json.loads((K.PTX_DIR / "compact.config.json").read_text()))


def run(text: str, cfg: LaunchConfig) -> tuple[dict[int, dict], list[str]]:
    art = prove(text, cfg)
    return {o["id"]: o for o in art.doc["obligations"]}, list(art.doc["methods"])


def test_compaction_single_writer_proves() -> None:
    obs, methods = run(CP, compact_cfg())
    assert obs[2]["status"] == "proved", (obs[2]["detail"], obs[2]["witness"])
    assert [q["name"] for q in obs[2]["queries"]] == ["write_write_global_out"]
    facts = [m for m in methods if m.startswith(FACT)]
    assert len(facts) == 1 and "buffer cnt" in facts[0] and "1024 executions" in facts[0], facts
    for i in (3, 4, 5, 6, 7):
        assert obs[i]["status"] == "proved", (i, obs[i]["detail"])
    # no output region (compaction writes a data-dependent prefix): coverage is not claimed
    assert obs[1]["status"] == "unknown" and "no output region" in obs[1]["detail"]


def test_premises_satisfiable_with_the_fact() -> None:
    obs, _ = run(CP, compact_cfg())
    assert obs[2]["premises"] and all(p["result"] == "sat" for p in obs[2]["premises"]), obs[2]["premises"]


LOOP = mut(mut(mut(mut(CP, r"\.reg \.pred \t%p<4>;", ".reg .pred \t%p<5>;"),
                   r"\.reg \.b32 \t%r<9>;", ".reg .b32 \t%r<10>;"),
               r"(\tcvta\.to\.global\.u64 \t%rd4, %rd3;\n)", r"\1\tmov.u32 \t%r9, 0;\n$L__loop:\n"),
           r"(\tst\.global\.f32 \t\[%rd10\], %f1;\n)",
           r"\1$L__next:\n\tadd.s32 \t%r9, %r9, 1;\n\tsetp.lt.u32 \t%p4, %r9, 2;\n\t@%p4 bra \t$L__loop;\n")
LOOP = mut(LOOP, r"@%p3 bra \t\$L__BB0_4;", "@%p3 bra \t$L__next;")

# (what, ptx text, the distinctness fact is recorded, failing query)
MUTANTS = [
    ("increment 0: every thread gets the same slot", mut(CP, ATOM, "atom.global.add.u32 \t%r2, [%rd4], 0;"),
     False, "write_write_global_out"),
    ("a plain store to the counter: not the only kind of writer",
     mut(CP, r"(\tst\.global\.f32 \t\[%rd10\], %f1;\n)", r"\1\tst.global.u32 \t[%rd4], %r8;\n"), False, None),
    ("the atom in a loop, twice per thread: fact not added (conservative)", LOOP, False, "write_write_global_out"),
    ("atom.exch instead of add: no distinctness", mut(CP, ATOM, "atom.global.exch.b32 \t%r2, [%rd4], 1;"),
     False, "write_write_global_out"),
    ("increment 2^31 wraps within 1024 executions: slots repeat",
     mut(CP, ATOM, "atom.global.add.u32 \t%r2, [%rd4], 2147483648;"), False, "write_write_global_out"),
]


@pytest.mark.parametrize("what,text,fact,query", MUTANTS, ids=[m[0] for m in MUTANTS])
def test_mutants_fail_with_witness(what: str, text: str, fact: bool, query: str | None) -> None:
    obs, methods = run(text, compact_cfg())
    o = obs[2]
    assert o["status"] == "failed", (what, o["status"], o["detail"])
    assert any(m.startswith(FACT) for m in methods) == fact, (what, methods)
    w = o["witness"]
    assert w["thread_a"] != w["thread_b"], w
    if query is not None:
        assert w["query"] == query, (what, w["query"])
    # the compaction store's pair query itself is satisfiable once the fact is not there
    assert [q["result"] for q in o["queries"] if q["name"] == "write_write_global_out"] == ["sat"], o["queries"]


def test_loop_mutant_unrolls_the_atom_twice() -> None:
    """The loop mutant drops the fact because its atom runs twice per thread (two events of one line)."""
    obs, _ = run(LOOP, compact_cfg())
    assert obs[3]["detail"] == "6 accesses", obs[3]["detail"]


SHARED = """.version 8.0\n.target sm_90\n.address_size 64
.visible .entry sc(.param .u64 sc_param_0)
{ .reg .b32 %r<6>; .reg .b64 %rd<4>; .reg .pred %p<2>;
  .shared .align 4 .u32 ctr;
  ld.param.u64 %rd1, [sc_param_0];
  mov.u32 %r1, %ctaid.x;
  atom.shared.add.u32 %r2, [ctr], 1;
  setp.ge.u32 %p1, %r2, 64;
  @%p1 bra DONE;
  shl.b32 %r3, %r1, 6;
  add.s32 %r4, %r3, %r2;
  mul.wide.u32 %rd2, %r4, 4;
  add.s64 %rd3, %rd1, %rd2;
  st.global.u32 [%rd3], %r1;
DONE:
  ret; }"""


def shared_cfg() -> LaunchConfig:
    return LaunchConfig("sc", "sc", (ParamDecl("y", ParamType.PTR, Role.OUT),), (2, 1, 1), (64, 1, 1), 0, (),
                        (("y", Buffer(4 * 128)),), (OutputRegion("y", 0, 4, (128,), (4,)),))


def test_shared_counter_per_cta_slots_prove() -> None:
    obs, methods = run(SHARED, shared_cfg())
    assert obs[2]["status"] == "proved", (obs[2]["detail"], obs[2]["witness"])
    assert any(m.startswith(FACT) and "buffer ctr" in m for m in methods), methods


def test_shared_counter_relates_only_one_cta() -> None:
    """Each CTA has its own `ctr`: two CTAs' returned values may be equal, so slots not offset by CTA race."""
    obs, _ = run(mut(SHARED, r"add\.s32 %r4, %r3, %r2;", "mov.u32 %r4, %r2;"), shared_cfg())
    o = obs[2]
    assert o["status"] == "failed", o["detail"]
    w = o["witness"]
    assert w["thread_a"]["block"] != w["thread_b"]["block"], w


def test_atomic_scope_cta_relates_only_one_cta() -> None:
    """`atom.cta` on a global counter is atomic only among one CTA's threads: no cross-CTA distinctness."""
    text = mut(CP, ATOM, "atom.cta.global.add.u32 \t%r2, [%rd4], 1;")
    obs, methods = run(text, compact_cfg())
    assert any(m.startswith(FACT) for m in methods)
    o = obs[2]
    assert o["status"] == "failed", o["detail"]
    assert o["witness"]["thread_a"]["block"] != o["witness"]["thread_b"]["block"], o["witness"]
