"""The lean Z3 calls of verifier/semantics.py must be z3.py's calls minus the checks.

Why this matters: Z3's SMT-LIB2 printer names shared subterms after AST ids, which Z3 recycles from a
free list, so a derived query's bytes depend on the exact sequence of term creations and releases. A
lean helper that made one call more or less (or released a term at another time) would change the
bytes of stored queries; these tests replay one sequence both ways in fresh contexts and compare the
terms *and their ids*.
"""

from __future__ import annotations

import pytest
import z3

from fltc.errors import ProofError
from verifier import semantics as sm


def _z3py(ctx: z3.Context) -> list[z3.ExprRef]:
    x = z3.BitVec("x", 32, ctx)
    p = z3.Bool("p", ctx)
    out = [x, p]
    for k in range(3):  # a term whose last reference is Z3's "last result": its release point shows in ids
        t = x + z3.BitVecVal(100 + k, 32, ctx)
        del t
        out.append(z3.Not(p) if k == 0 else z3.If(p, x, z3.BitVecVal(k, 32, ctx)) if k == 1 else z3.simplify(x - x))
    out.append(z3.simplify(z3.And(p, z3.Not(p))))
    out.append(z3.If(p, x + z3.BitVecVal(7, 32, ctx), x - z3.BitVecVal(3, 32, ctx)))
    out.append(z3.ZeroExt(32, z3.Extract(15, 0, x) * z3.BitVecVal(5 % (1 << 16), 16, ctx)))
    out.append(z3.simplify(z3.Or(p, z3.Not(p))))
    out.append(z3.SignExt(8, z3.Extract(7, 0, x)))
    out.append(z3.simplify(z3.substitute(x + z3.BitVecVal(1, 32, ctx), (x, z3.BitVecVal(41, 32, ctx)))))
    f = z3.Function("f", z3.BitVecSort(32, ctx), z3.BoolSort(ctx), z3.BoolSort(ctx))
    app = f(x, p)
    out.append(app)
    out.extend(app.children())
    out.append(z3.BitVecVal(-1, 8, ctx))
    t = x * z3.BitVecVal(11, 32, ctx)
    del t
    out.append(z3.Implies(p, app))
    pack = z3.Function("pack!", *[t.sort() for t in (x, p, app)], z3.BoolSort(ctx))
    out.append(pack(x, p, app))
    return out


def _lean(ctx: z3.Context) -> list[z3.ExprRef]:
    x = sm.lean_bitvec("x", 32, ctx)
    p = sm.lean_bool("p", ctx)
    out = [x, p]
    for k in range(3):
        t = sm.lean_add(x, sm.lean_bv(100 + k, 32, ctx))
        del t
        out.append(sm.lean_not(p) if k == 0 else sm.lean_if(p, x, sm.lean_bv(k, 32, ctx)) if k == 1
                   else sm.lean_simplify(sm.lean_sub(x, x)))
    out.append(sm.lean_simplify(sm.lean_and(p, sm.lean_not(p))))
    out.append(sm.lean_if(p, sm.lean_add(x, sm.lean_bv(7, 32, ctx)), sm.lean_sub(x, sm.lean_bv(3, 32, ctx))))
    out.append(sm.lean_zext(32, sm.lean_mul(sm.lean_extract(15, 0, x), sm.lean_bv(5, 16, ctx))))
    out.append(sm.lean_simplify(sm.lean_or(p, sm.lean_not(p))))
    out.append(sm.lean_sext(8, sm.lean_extract(7, 0, x)))
    out.append(sm.lean_simplify(sm.lean_subst1(sm.lean_add(x, sm.lean_bv(1, 32, ctx)), x, sm.lean_bv(41, 32, ctx))))
    f = z3.Function("f", z3.BitVecSort(32, ctx), z3.BoolSort(ctx), z3.BoolSort(ctx))
    app = sm.lean_app(f, [x, p])
    out.append(app)
    out.extend(sm.lean_children(app))
    out.append(sm.lean_bv(-1, 8, ctx))
    t = sm.lean_mul(x, sm.lean_bv(11, 32, ctx))
    del t
    out.append(sm.lean_implies(p, app))
    pack = sm.lean_bool_function_of("pack!", [x, p, app], ctx)
    out.append(sm.lean_app(pack, [x, p, app]))
    return out


def test_same_terms_same_ids_same_classes() -> None:
    a, b = _z3py(z3.Context()), _lean(z3.Context())
    assert [t.sexpr() for t in a] == [t.sexpr() for t in b]
    assert [t.get_id() for t in a] == [t.get_id() for t in b]
    assert [type(t) for t in a] == [type(t) for t in b]


def test_same_smt2_text() -> None:
    def text(terms: list[z3.ExprRef], ctx: z3.Context) -> str:
        s = z3.Solver(ctx=ctx)
        s.add(*[t == t for t in terms if not z3.is_bool(t)], *[t for t in terms if z3.is_bool(t)])
        return s.to_smt2()

    c1, c2 = z3.Context(), z3.Context()
    assert text(_z3py(c1), c1) == text(_lean(c2), c2)


def test_getters_agree_with_z3py() -> None:
    ctx = z3.Context()
    x, p = z3.BitVec("x@A", 24, ctx), z3.Bool("q@A", ctx)
    assert sm.bits_of(x) == 24 and sm.const_name(x) == "x@A" and sm.const_name(p) == "q@A"
    for e in (z3.BoolVal(False, ctx), z3.BoolVal(True, ctx), p, z3.simplify(z3.And(p, z3.Not(p))),
              z3.BitVecVal(0, 8, ctx), x):
        assert sm.is_false(e) == z3.is_false(e)


def test_errors_raise() -> None:
    ctx = z3.Context()
    x, y = z3.BitVec("x", 32, ctx), z3.BitVec("y", 16, ctx)
    with pytest.raises(ProofError, match="Z3 rejected"):
        sm.lean_add(x, y)  # widths differ: the C API returns NULL, never a wrapper of NULL
    with pytest.raises(ProofError, match="non-bit-vector"):
        sm.bits_of(z3.Bool("p", ctx))


_SEQUENCE = '''
import z3

def run(and_, or_, add, const):
    ctx = z3.Context()
    x, y = z3.BitVec("x", 32, ctx), z3.BitVec("y", 32, ctx)
    p, q = z3.Bool("p", ctx), z3.Bool("q", ctx)
    out = []
    for k in range(4):  # temporaries released at once: their ids are recycled by what follows
        t = (x + y) * z3.BitVecVal(k + 2, 32, ctx) - x
        out.append(z3.ULT(t, y) if k % 2 else t == y)
        del t
        out.append(and_(p, or_(q, x != y), z3.Not(p)) if k % 2 else or_([p, z3.ULE(x, y + 1)]))
        out.append(z3.simplify(z3.If(p, x << 3, y & 7)))
    out.append(and_(p, True))  # a Python bool: z3.py's own path
    out.append(z3.Extract(7, 0, x) == z3.BitVecVal(3, 8, ctx))
    out.append(const("x'next", x) + const("y'next", y))
    out.append(const("p'next", p))
    sv = z3.Solver(ctx=ctx)
    add(sv, out[0])  # (the solver's first assertion sets it up)
    tmp = (x * y) + z3.BitVecVal(9, 32, ctx)
    del tmp  # now held only as Z3's last result: released (its id recycled) within add
    add(sv, out[1], out[-1])
    del sv
    out.append(x - y)
    ids = [t.get_id() for t in out]
    same = [out[0].eq(out[0]), out[0].eq(out[1])]
    s = z3.Solver(ctx=ctx)
    for t in out:
        if z3.is_bool(t):
            add(s, t)
    return ids, same, s.to_smt2()
'''


def test_patched_z3py_layer_gives_z3pys_ids_and_text() -> None:
    """verifier.semantics replaces z3.py's term reference counting, get_id/eq and operand coercion by leaner code
    making the same C calls at the same moments, and offers and_/or_/solver_add/lean_const_like for z3.And/z3.Or/
    Solver.add/z3.Const: a term sequence must give the same ids and SMT-LIB2 text as plain z3.py (run in a fresh
    interpreter that never imports the verifier)."""
    import json
    import subprocess
    import sys

    plain = subprocess.run([sys.executable, "-c", _SEQUENCE + "import json; print(json.dumps(run(z3.And, z3.Or, "
                            "lambda s, *a: s.add(*a), lambda n, x: z3.Const(n, x.sort()))))"],
                           capture_output=True, text=True, check=True).stdout
    ns: dict = {}
    exec(_SEQUENCE, ns)  # noqa: S102 - the same source, in this process (patched layer installed)
    assert z3.ExprRef.__del__ is sm._expr_del and z3.z3._coerce_exprs is sm._coerce_exprs
    ids, same, text = ns["run"](sm.and_, sm.or_, sm.solver_add, sm.lean_const_like)
    assert json.loads(plain) == [ids, same, text]
