"""Coverage must not assume that loops terminate (summarised loops need a checked termination argument).

Mutants of copy_u32 insert a register-only loop between the load and the store of each thread; the
store is after the loop, so coverage holds only if every thread's loop ends. Loops that provably end
(a ranking function Z3 checks) keep coverage proved; a loop some threads never leave makes it not proved.
"""

from __future__ import annotations

import pytest

from tests.verifier.adversarial_base import add_regs, bases, mut
from verifier import prove
from verifier.prover import derive

STORE = r"(\tcvta\.to\.global\.u64 \t%rd6, %rd2;)"  # after the load of %r7, before the store


def with_loop(init: str, step: int, test: str, bound: str) -> str:
    """copy_u32 with `qi = init; do qi += step; while (qi <test> bound)` before its store."""
    b = bases()["copy"]
    text = add_regs(b.ptx, ".reg .pred \t%q<2>;\n\t.reg .b32 \t%qi;")
    loop = (f"\tmov.u32 \t%qi, {init};\n$T_LOOP:\n\tadd.s32 \t%qi, %qi, {step};\n"
            f"\tsetp.{test}.u32 \t%q1, %qi, {bound};\n\t@%q1 bra \t$T_LOOP;\n")
    return mut(text, STORE, loop + r"\1")


def _loop_exits(ptx: str):
    pc, _ = derive(ptx, bases()["copy"].cfg)
    return pc.a.loop_exits


def _statuses(ptx: str) -> tuple[dict, dict]:
    art = prove(ptx, bases()["copy"].cfg)
    obs = {o["id"]: o for o in art.doc["obligations"]}
    return obs, art.doc


def test_odd_threads_spin_forever_coverage_not_proved() -> None:
    """i = tid; i += 2 until i == 1000: odd threads never leave, their stores never happen."""
    ptx = with_loop("%r6", 2, "ne", "1000")
    (le,) = _loop_exits(ptx)
    assert not le.terminates and "no ranking function" in le.argument
    obs, doc = _statuses(ptx)
    cov = obs[1]
    assert cov["status"] in ("unknown", "failed"), cov["status"]
    assert f"lines {le.line}" in cov["detail"]
    assert cov["witness"]["loops_not_shown_terminating"] == [le.line]
    # the safety obligations quantify over the accesses that happen: still proved, and the artifact says so
    assert all(obs[i]["status"] == "proved" for i in (2, 3, 4, 6)), {i: obs[i]["status"] for i in obs}
    assert any(f"loop at line {le.line}: termination not shown" in m for m in doc["methods"])
    assert any("whether or not every loop terminates" in m for m in doc["methods"])


def test_wrapping_step_against_symbolic_bound_not_shown() -> None:
    """i += 4 while i < x (x a loaded value): for x = 2**32 - 1 the counter wraps past x forever."""
    (le,) = _loop_exits(with_loop("0", 4, "lt", "%r7"))
    assert not le.terminates


@pytest.mark.parametrize("init,step,test,bound", [
    ("0", 1, "lt", "%r7"),        # symbolic, loop-invariant bound (a loaded value), unit step
    ("0", 1, "ne", "%r7"),        # != with a unit step reaches every value
    ("%r6", 2, "lt", "1000"),      # from tid, step 2, concrete bound
    ("%r6", 3, "lo", "%r2"),       # the scalar n (1000) as bound, step 3
], ids=["lt_symbolic", "ne_unit_step", "lt_const_step2", "lo_param_step3"])
def test_terminating_loop_keeps_coverage_proved(init: str, step: int, test: str, bound: str) -> None:
    ptx = with_loop(init, step, test, bound)
    (le,) = _loop_exits(ptx)
    assert le.terminates, le.argument
    assert "ranking function over %qi" in le.argument
    obs, doc = _statuses(ptx)
    assert all(o["status"] == "proved" for o in obs.values()), {i: (o["status"], o["detail"][:200])
                                                                for i, o in obs.items()}
    assert any(m.startswith(f"loop at line {le.line}: terminates (ranking function") for m in doc["methods"])


def test_downward_loop_terminates() -> None:
    """i = x; i -= 1 while i != 0 (x loaded, may be 0: then it wraps and still counts down to 0)."""
    (le,) = _loop_exits(with_loop("%r7", -1, "ne", "0"))
    assert le.terminates, le.argument
