"""Instruction semantics for the symbolic executor (a mixin of symexec.Executor).

Why separate: this is what each PTX opcode *means* to the verifier. Dispatch goes through the
declarative opcode table (verifier/opcodes.py): an instruction whose opcode, variant or modifier
is not in the table, or whose memory effect is declared unsupported, raises UnsupportedPTX
naming it and its line. Integer and predicate instructions are exact at PTX widths (wrap-around
included). Floating-point, shuffles, votes, tensor-core and special-function instructions give
fresh symbols of the right width (a sound over-approximation, recorded as a method); the warp
collectives also record a warp-synchronisation event for obligation 4.
"""

from __future__ import annotations

import re
import types
from typing import TYPE_CHECKING, Any

import z3
from z3 import z3core
from z3.z3 import _to_expr_ref

from fltc.errors import ProofError, UnsupportedPTX
from verifier import opcodes
from verifier.config import ParamType
from verifier.opcodes import OpSpec, Sync, Value
from verifier.ptx_parse import Addr, FImm, Imm, Instr, Neg, Operand, Pair, Reg, Sym, Vec, f32_bits, type_bytes
from verifier.sizeexpr import SizeExpr

if TYPE_CHECKING:
    from verifier.symexec import State

_TYPE_RE = re.compile(r"^(u|s|b|f)(8|16|32|64)$|^(f16x2|bf16|bf16x2|pred|e4m3x2|e5m2x2|tf32)$")
_SPACES = ("global", "shared", "local", "param", "const")
# reasons recorded for fresh results (the artifact's `methods`)
_FRESH_WHY = {
    "popc": "bit-count", "clz": "bit-count", "brev": "bit-reverse", "bfind": "bit-find",
    "prmt": "byte permute", "shf": "funnel shift", "fns": "find n-th set", "dp4a": "dot product",
    "dp2a": "dot product", "match": "match.sync", "redux": "redux.sync",
    "vote": "vote.sync", "shfl": "shfl.sync", "mma": "mma/tensor-core", "wmma": "mma/tensor-core",
    "cvt": "cvt.pack", "szext": "szext", "bmsk": "bmsk",
}
_SHAPE_RE = re.compile(r"^m(\d+)n(\d+)k(\d+)$")
# provenance of a *generic* address of a shared variable (made by cvta.shared): "<GENERIC_SHARED><name>".
# A bare shared-variable name is the shared-window address (mov / ld.shared addressing); the two are
# different addresses in PTX (mov gives the non-generic address; cvta converts between them).
GENERIC_SHARED = "generic:"
# provenance of a generic address of an entry `.local` variable (made by cvta.local); the bare name is the
# local-window address (mov / ld.local addressing), as for shared
GENERIC_LOCAL = "generic.local:"


# provenance of a register that holds a shared or .local variable's address (window or generic) on some paths, or
# under a predicate, and another value on the others: "<MIXED_WINDOW><variable name>". Such a value is neither an
# address of the variable (an access through it has unknown provenance) nor a value the verifier's layout makes
# exact (the variable's true place differs), so any use of it as a value is unsupported, like the address itself.
# Why: dropping the provenance to None at a join or a predicated write let the address escape as data (found by an
# adversarial round: `mov %r1, 0; @p mov %r1, s; setp.ne %p2, %r1, 0` read as "never 0", with s laid out at 0).
MIXED_WINDOW = "mixed:"


def generic_shared(prov: str | None) -> str | None:
    """The shared variable a generic-address provenance (cvta.shared) refers to; None if not one."""
    return prov[len(GENERIC_SHARED):] if prov is not None and prov.startswith(GENERIC_SHARED) else None


def generic_local(prov: str | None) -> str | None:
    """The .local variable a generic-address provenance (cvta.local) refers to; None if not one."""
    return prov[len(GENERIC_LOCAL):] if prov is not None and prov.startswith(GENERIC_LOCAL) else None


def _is_type(m: str) -> bool:
    r = _TYPE_OK.get(m)
    if r is None:
        r = _TYPE_OK[m] = bool(_TYPE_RE.match(m))
    return r


_TYPE_OK: dict[str, bool] = {}
_TYPES_OF: dict[tuple[str, ...], list[str]] = {}  # memo of Semantics.types (by the modifier tuple)


# ---------------------------------------------------------------------- lean Z3 calls
# Why: much of derivation's time goes to z3.py's Python layer (an error check after every C call,
# sort wrappers built only to compare sorts, coercions), not in Z3. The helpers below make exactly the
# C calls z3.py makes for the same operation, in the same order, and wrap results in the same classes
# with the same reference counts -- only the checks are skipped (a NULL result, which is how the C API
# reports an error, raises). Why "exactly": Z3's SMT-LIB2 printer names shared subterms after AST ids,
# and ids are recycled from a free list, so the bytes of every stored query depend on the whole sequence
# of term creations and releases; any cache or skipped call that changes it changes the queries
# (tests/verifier/test_lean_z3.py replays a sequence both ways and compares ids). Results are z3.py's own
# classes, never subclasses: `a == b` with b of a subclass of a's class calls b.__eq__ first (Python's
# reflected-operand rule), which builds (= b a) instead of (= a b).
def _raw(f):
    """The ctypes function behind a z3core wrapper (argument and result types declared), else the wrapper."""
    inner = getattr((f.__defaults__ or (None,))[-1], "f", None)
    return inner if inner is not None else f


class _C:
    get_sort = _raw(z3core.Z3_get_sort)
    bv_size = _raw(z3core.Z3_get_bv_sort_size)
    sort_kind = _raw(z3core.Z3_get_sort_kind)
    ast_kind = _raw(z3core.Z3_get_ast_kind)
    inc_ref = _raw(z3core.Z3_inc_ref)
    simplify = _raw(z3core.Z3_simplify)
    mk_bv_sort = _raw(z3core.Z3_mk_bv_sort)
    mk_bool_sort = _raw(z3core.Z3_mk_bool_sort)
    mk_numeral = _raw(z3core.Z3_mk_numeral)
    mk_symbol = _raw(z3core.Z3_mk_string_symbol)
    mk_const = _raw(z3core.Z3_mk_const)
    mk_and = _raw(z3core.Z3_mk_and)
    mk_or = _raw(z3core.Z3_mk_or)
    mk_not = _raw(z3core.Z3_mk_not)
    mk_implies = _raw(z3core.Z3_mk_implies)
    mk_ite = _raw(z3core.Z3_mk_ite)
    mk_extract = _raw(z3core.Z3_mk_extract)
    mk_zero_ext = _raw(z3core.Z3_mk_zero_ext)
    mk_sign_ext = _raw(z3core.Z3_mk_sign_ext)
    mk_add = _raw(z3core.Z3_mk_bvadd)
    mk_sub = _raw(z3core.Z3_mk_bvsub)
    mk_mul = _raw(z3core.Z3_mk_bvmul)
    mk_lshr = _raw(z3core.Z3_mk_bvlshr)
    mk_eq = _raw(z3core.Z3_mk_eq)
    mk_app = _raw(z3core.Z3_mk_app)
    mk_func_decl = _raw(z3core.Z3_mk_func_decl)
    substitute = _raw(z3core.Z3_substitute)
    app_decl = _raw(z3core.Z3_get_app_decl)
    app_arg = _raw(z3core.Z3_get_app_arg)
    num_args = _raw(z3core.Z3_get_app_num_args)
    to_app = _raw(z3core.Z3_to_app)
    decl_name = _raw(z3core.Z3_get_decl_name)
    symbol_kind = _raw(z3core.Z3_get_symbol_kind)
    symbol_string = _raw(z3core.Z3_get_symbol_string)
    decl_kind = _raw(z3core.Z3_get_decl_kind)
    error_code = _raw(z3core.Z3_get_error_code)
    solver_assert = _raw(z3core.Z3_solver_assert)
    error_msg = _raw(z3core.Z3_get_error_msg)


_BOOL_SORT, _BV_SORT, _NUMERAL = z3.Z3_BOOL_SORT, z3.Z3_BV_SORT, z3.Z3_NUMERAL_AST
_QUANT, _APP = z3.Z3_QUANTIFIER_AST, z3.Z3_APP_AST


def _failed(ctx: z3.Context, what: str) -> ProofError:
    c = ctx.ref()
    msg = _C.error_msg(c, _C.error_code(c))  # unchecked: the checked getters raise on the pending error
    msg = msg.decode(errors="replace") if isinstance(msg, bytes) else str(msg)
    return ProofError(f"Z3 rejected {what} during symbolic execution ({msg}): a verifier bug, please report it "
                      f"with the PTX and configuration")


def _wrap(cls, a, ctx: z3.Context, what: str):
    """`cls(a, ctx)` as z3.py builds it (one reference taken), without its checks."""
    if not a:
        raise _failed(ctx, what)
    o = cls.__new__(cls)
    o.ast = a
    o.ctx = ctx
    _C.inc_ref(ctx.ctx, a)
    return o


def lean_expr(a, ctx: z3.Context, what: str = "a term") -> z3.ExprRef:
    """z3.py's _to_expr_ref for Boolean and bit-vector terms (anything else goes to _to_expr_ref itself)."""
    if not a:
        raise _failed(ctx, what)
    c = ctx.ctx
    k = _C.ast_kind(c, a)
    if k != _QUANT:
        sk = _C.sort_kind(c, _C.get_sort(c, a))
        if sk == _BOOL_SORT:
            return _wrap(z3.BoolRef, a, ctx, what)
        if sk == _BV_SORT:
            return _wrap(z3.BitVecNumRef if k == _NUMERAL else z3.BitVecRef, a, ctx, what)
    return _to_expr_ref(a, ctx)


def is_false(e: z3.ExprRef) -> bool:
    """z3.is_false(e) (getters only)."""
    c = e.ctx.ctx
    a = e.ast
    return (_C.ast_kind(c, a) in (_APP, _NUMERAL)
            and _C.decl_kind(c, _C.app_decl(c, _C.to_app(c, a))) == z3.Z3_OP_FALSE)


def bits_of(e: z3.ExprRef) -> int:
    """e.size() of a bit-vector term (a getter: no term is made)."""
    c = e.ctx.ctx
    n = _C.bv_size(c, _C.get_sort(c, e.ast))  # 0 (and an error code) for any other sort
    if not n:
        raise ProofError(f"width of a non-bit-vector term {e} asked during symbolic execution: a verifier bug, "
                         f"please report it with the PTX and configuration")
    return n


def lean_simplify(e: z3.ExprRef) -> z3.ExprRef:
    """z3.simplify(e) (no options)."""
    return lean_expr(_C.simplify(e.ctx.ctx, e.ast), e.ctx, "simplify")


def lean_bv(v: int, bits: int, ctx: z3.Context) -> z3.BitVecNumRef:
    """z3.BitVecVal(v % 2**bits, bits, ctx): the sort is made first (z3.py's BitVecSort), then the numeral."""
    c = ctx.ctx
    s = _C.mk_bv_sort(c, bits)
    return _wrap(z3.BitVecNumRef, _C.mk_numeral(c, str(v % (1 << bits)).encode(), s), ctx, "a numeral")


def lean_bitvec(name: str, bits: int, ctx: z3.Context) -> z3.BitVecRef:
    """z3.BitVec(name, bits, ctx): sort, symbol, constant (z3.py's order)."""
    c = ctx.ctx
    s = _C.mk_bv_sort(c, bits)
    return _wrap(z3.BitVecRef, _C.mk_const(c, _C.mk_symbol(c, name.encode()), s), ctx, f"constant {name}")


def lean_bool(name: str, ctx: z3.Context) -> z3.BoolRef:
    """z3.Bool(name, ctx): symbol, Bool sort, constant (z3.py's order)."""
    c = ctx.ctx
    sym = _C.mk_symbol(c, name.encode())
    return _wrap(z3.BoolRef, _C.mk_const(c, sym, _C.mk_bool_sort(c)), ctx, f"constant {name}")


def const_name(x: z3.ExprRef) -> str:
    """x.decl().name() of a constant with a string name (getters only)."""
    c = x.ctx.ctx
    sym = _C.decl_name(c, _C.app_decl(c, _C.to_app(c, x.ast)))
    if _C.symbol_kind(c, sym) != z3.Z3_STRING_SYMBOL:
        return x.decl().name()
    r = _C.symbol_string(c, sym)
    return r.decode() if isinstance(r, bytes) else str(r)


def lean_app(f: z3.FuncDeclRef, args: list[z3.ExprRef]) -> z3.ExprRef:
    """f(*args) with every argument already of f's domain sort (z3.py's cast is then the identity)."""
    n, a = _arr(args)
    return lean_expr(_C.mk_app(f.ctx.ctx, f.ast, n, a), f.ctx, f"application of {f.name()}")


def lean_children(e: z3.ExprRef) -> list[z3.ExprRef]:
    """e.children() of an application: one wrapper per argument, in order."""
    c, ctx = e.ctx.ctx, e.ctx
    app = _C.to_app(c, e.ast)
    return [lean_expr(_C.app_arg(c, app, i), ctx) for i in range(_C.num_args(c, app))]


def lean_subst1(t: z3.ExprRef, src: z3.ExprRef, dst: z3.ExprRef) -> z3.ExprRef:
    """z3.substitute(t, (src, dst)) for terms of one sort."""
    f, g = (z3.Ast * 1)(), (z3.Ast * 1)()
    f[0], g[0] = src.ast, dst.ast
    return lean_expr(_C.substitute(t.ctx.ctx, t.ast, 1, f, g), t.ctx, "substitute")


def _arr(xs):
    n = len(xs)
    a = (z3.Ast * n)()
    for i, x in enumerate(xs):
        a[i] = x.ast
    return n, a


def lean_and(*xs: z3.BoolRef) -> z3.BoolRef:
    """z3.And(*xs) of Boolean terms (z3.py makes no other call)."""
    ctx = xs[0].ctx
    n, a = _arr(xs)
    return _wrap(z3.BoolRef, _C.mk_and(ctx.ctx, n, a), ctx, "And")


def lean_or(*xs: z3.BoolRef) -> z3.BoolRef:
    """z3.Or(*xs) of Boolean terms."""
    ctx = xs[0].ctx
    n, a = _arr(xs)
    return _wrap(z3.BoolRef, _C.mk_or(ctx.ctx, n, a), ctx, "Or")


def lean_not(x: z3.BoolRef) -> z3.BoolRef:
    """z3.Not(x) of a Boolean term: z3.py makes the Bool sort first (BoolSort(ctx)), then the negation."""
    ctx = x.ctx
    c = ctx.ctx
    _C.mk_bool_sort(c)
    return _wrap(z3.BoolRef, _C.mk_not(c, x.ast), ctx, "Not")


def lean_implies(a: z3.BoolRef, b: z3.BoolRef) -> z3.BoolRef:
    """z3.Implies(a, b) of two Boolean terms: z3.py makes the Bool sort first (BoolSort(ctx)), then the implication."""
    ctx = a.ctx
    c = ctx.ctx
    _C.mk_bool_sort(c)
    return _wrap(z3.BoolRef, _C.mk_implies(c, a.ast, b.ast), ctx, "Implies")


def lean_if(g: z3.BoolRef, a: z3.ExprRef, b: z3.ExprRef) -> z3.ExprRef:
    """z3.If(g, a, b) of a Boolean g and two terms of one sort: Bool sort first, as z3.py does."""
    ctx = g.ctx
    c = ctx.ctx
    _C.mk_bool_sort(c)
    return lean_expr(_C.mk_ite(c, g.ast, a.ast, b.ast), ctx, "If")


def lean_extract(hi: int, lo: int, a: z3.BitVecRef) -> z3.BitVecRef:
    """z3.Extract(hi, lo, a) of a bit-vector term."""
    return _wrap(z3.BitVecRef, _C.mk_extract(a.ctx.ctx, hi, lo, a.ast), a.ctx, "Extract")


def lean_zext(n: int, a: z3.BitVecRef) -> z3.BitVecRef:
    """z3.ZeroExt(n, a) of a bit-vector term."""
    return _wrap(z3.BitVecRef, _C.mk_zero_ext(a.ctx.ctx, n, a.ast), a.ctx, "ZeroExt")


def lean_sext(n: int, a: z3.BitVecRef) -> z3.BitVecRef:
    """z3.SignExt(n, a) of a bit-vector term."""
    return _wrap(z3.BitVecRef, _C.mk_sign_ext(a.ctx.ctx, n, a.ast), a.ctx, "SignExt")


def lean_add(a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BitVecRef:
    """a + b of two bit-vector terms of one width."""
    return _wrap(z3.BitVecRef, _C.mk_add(a.ctx.ctx, a.ast, b.ast), a.ctx, "bvadd")


def lean_sub(a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BitVecRef:
    """a - b of two bit-vector terms of one width."""
    return _wrap(z3.BitVecRef, _C.mk_sub(a.ctx.ctx, a.ast, b.ast), a.ctx, "bvsub")


def lean_mul(a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BitVecRef:
    """a * b of two bit-vector terms of one width."""
    return _wrap(z3.BitVecRef, _C.mk_mul(a.ctx.ctx, a.ast, b.ast), a.ctx, "bvmul")


def lean_lshr(a: z3.BitVecRef, b: z3.BitVecRef) -> z3.BitVecRef:
    """z3.LShR(a, b) of two bit-vector terms (z3.LShR itself when their widths differ: it coerces or rejects)."""
    if bits_of(a) != bits_of(b):
        return z3.LShR(a, b)
    return _wrap(z3.BitVecRef, _C.mk_lshr(a.ctx.ctx, a.ast, b.ast), a.ctx, "bvlshr")


def lean_bool_function_of(name: str, args: list[z3.ExprRef], ctx: z3.Context) -> z3.FuncDeclRef:
    """z3.Function(name, *[x.sort() for x in args], z3.BoolSort(ctx)): the argument sorts are read by getters (z3.py
    wraps each one, taking and dropping a reference on a sort its term keeps alive), then z3.py's calls: the Bool
    sort, the symbol, the declaration."""
    c = ctx.ctx
    n = len(args)
    dom = (z3.Sort * n)()
    for i, x in enumerate(args):
        dom[i] = _C.get_sort(c, x.ast)
    rng = _C.mk_bool_sort(c)
    d = _C.mk_func_decl(c, _C.mk_symbol(c, name.encode()), n, dom, rng)
    if not d:
        raise _failed(ctx, f"function {name}")
    return z3.FuncDeclRef(d, ctx)


def lean_const_like(name: str, x: z3.ExprRef) -> z3.ExprRef:
    """z3.Const(name, x.sort()) for a Boolean or bit-vector x: the sort getter, the symbol, the constant."""
    ctx = x.ctx
    c = ctx.ctx
    s = _C.get_sort(c, x.ast)
    return lean_expr(_C.mk_const(c, _C.mk_symbol(c, name.encode()), s), ctx, f"constant {name}")


def solver_add(sv: z3.Solver, *args: Any) -> None:
    """sv.add(*args) (also sv.add(list)); lean when every argument is a Boolean term of the solver's context.

    Why equal: z3.py then makes the Bool sort (BoolSort(ctx), whose result Z3 keeps as its last one) and one
    Z3_solver_assert per argument, in order, with getter checks between; these are those calls."""
    xs = args[0] if len(args) == 1 and isinstance(args[0], (list, tuple)) else args
    ctx = sv.ctx
    if all(isinstance(x, z3.BoolRef) and x.ctx is ctx for x in xs):
        c = ctx.ctx
        if not _C.mk_bool_sort(c):
            raise _failed(ctx, "the Bool sort")
        for x in xs:
            _C.solver_assert(c, sv.solver, x.ast)
        return
    sv.add(*args)


def and_(*args: Any) -> z3.BoolRef:
    """z3.And(*args) (also z3.And(list)); the lean call when every argument is a Boolean term.

    Why equal: for Boolean terms z3.And makes only getter calls (sorts, to check them) and one Z3_mk_and on
    the arguments in order, which lean_and makes; anything else (Python bools, probes, a context, no
    argument) goes to z3.And itself."""
    xs = args[0] if len(args) == 1 and isinstance(args[0], (list, tuple)) else args
    if xs and all(isinstance(x, z3.BoolRef) for x in xs):
        return lean_and(*xs)
    return z3.And(*args)


def or_(*args: Any) -> z3.BoolRef:
    """z3.Or(*args) (also z3.Or(list)); the lean call when every argument is a Boolean term (see and_)."""
    xs = args[0] if len(args) == 1 and isinstance(args[0], (list, tuple)) else args
    if xs and all(isinstance(x, z3.BoolRef) for x in xs):
        return lean_or(*xs)
    return z3.Or(*args)


# ---------------------------------------------------------------------- term wrappers' reference counts
# Why: every z3.py term wrapper takes a reference when made and drops it when Python frees it, each through a
# checked z3core wrapper (plus context getters); with hundreds of thousands of wrappers per derivation this
# was a tenth of its time. The replacements make the same Z3_inc_ref / Z3_dec_ref calls at the same moments
# (so Z3's id recycling, and with it every query's bytes, is unchanged) without the Python layers. Only
# ExprRef classes whose as_ast() is the stored pointer get them (PatternRef converts it: it keeps z3.py's).
# Installed when this module is imported, for the whole process (the calls are the same for any z3.py user).
_INC_REF, _DEC_REF = _raw(z3core.Z3_inc_ref), _raw(z3core.Z3_dec_ref)


def _expr_init(self, ast, ctx=None, _inc=_INC_REF) -> None:
    self.ast = ast
    self.ctx = ctx if ctx is not None else z3.main_ctx()
    _inc(self.ctx.ctx, ast)


def _expr_del(self, _dec=_DEC_REF) -> None:
    a = self.ast
    if a is not None:
        c = self.ctx.ctx
        if c is not None:
            _dec(c, a)
            self.ast = None


_AST_ID, _IS_EQ_AST = _raw(z3core.Z3_get_ast_id), _raw(z3core.Z3_is_eq_ast)


def _expr_get_id(self, _id=_AST_ID) -> int:
    return _id(self.ctx.ctx, self.ast)


def _expr_eq(self, other, _eq=_IS_EQ_AST) -> bool:
    if not isinstance(other, z3.AstRef):
        return _EXPR_EQ(self, other)  # z3.py's assertion
    return _eq(self.ctx.ctx, self.ast, other.as_ast())


_EXPR_EQ = z3.ExprRef.eq


def _install_lean_refcounts() -> None:
    """Also get_id() and eq(), getters that were z3.py's checked calls."""
    probe = types.SimpleNamespace(ast=object())
    if z3.ExprRef.as_ast(probe) is not probe.ast:
        return  # z3.py's layout differs: keep its own methods
    orig = {k: getattr(z3.ExprRef, k) for k in ("__init__", "__del__", "get_id", "eq")}
    z3.ExprRef.__init__ = _expr_init
    z3.ExprRef.__del__ = _expr_del
    z3.ExprRef.get_id = _expr_get_id
    z3.ExprRef.eq = _expr_eq
    stack = list(z3.ExprRef.__subclasses__())
    while stack:  # a subclass with its own as_ast keeps z3.py's methods unless that as_ast is the same getter
        cls = stack.pop()
        stack.extend(cls.__subclasses__())
        if "as_ast" in cls.__dict__:
            try:
                same = cls.as_ast(probe) is probe.ast
            except Exception:  # noqa: BLE001 - a converting as_ast (PatternRef)
                same = False
            if not same:
                for k, f in orig.items():
                    setattr(cls, k, f)


_install_lean_refcounts()

# z3.py's binary operators and comparisons (a + b, a == b, ULT(a, b), ...) first coerce both operands to one sort;
# for two terms of one sort that is a check through checked getters and sort wrappers, then (a, b) unchanged.
# The fast path answers that case from the two sort pointers (Z3 hash-conses sorts: Z3_is_eq_sort is pointer
# equality), making no call that creates or releases a term; every other case goes to z3.py's own function.
_COERCE_EXPRS = z3.z3._coerce_exprs


def _coerce_exprs(a, b, ctx=None, _orig=_COERCE_EXPRS, _expr=z3.ExprRef, _sort=_C.get_sort):
    if isinstance(a, _expr) and isinstance(b, _expr):
        c = (a.ctx if ctx is None else ctx).ctx
        if _sort(c, a.ast).value == _sort(c, b.ast).value:
            return a, b
    return _orig(a, b, ctx)


if getattr(_COERCE_EXPRS, "__code__", None) is not None and _COERCE_EXPRS.__code__.co_varnames[:3] == ("a", "b", "ctx"):
    z3.z3._coerce_exprs = _coerce_exprs


class Semantics:
    """Mixin: needs bv, fresh, get_reg, set_reg, emit_access, emit_barrier, grid_wait, load_value, guard_of."""

    ctx: z3.Context

    # ------------------------------------------------------------------ operand reading
    def types(self, ins: Instr) -> list[str]:
        r = _TYPES_OF.get(ins.mods)
        if r is None:
            r = _TYPES_OF[ins.mods] = [m for m in ins.mods if _is_type(m)]
        return list(r)

    def fit(self, v: z3.ExprRef, bits: int, signed: bool) -> z3.BitVecRef:
        if z3.is_bool(v):
            v = lean_if(v, self.bv(1, bits), self.bv(0, bits))
        n = bits_of(v)
        if n == bits:
            return v
        if n > bits:
            return lean_extract(bits - 1, 0, v)
        return (lean_sext if signed else lean_zext)(bits - n, v)

    def special(self, name: str, ins: Instr) -> tuple[z3.ExprRef, str | None]:
        ids = self.trace.ids
        c = self.cfg
        key = name[1:]
        if key in ids:
            return ids[key], None
        dims = {"ntid.x": c.block[0], "ntid.y": c.block[1], "ntid.z": c.block[2],
                "nctaid.x": c.grid[0], "nctaid.y": c.grid[1], "nctaid.z": c.grid[2]}
        if key in dims:  # %nctaid of a family: its grid term (ntid is always concrete)
            return self.L.term(dims[key], 32), None
        if key == "laneid":
            lin = ids["tid.x"] + ids["tid.y"] * self.bv(c.block[0], 32) + ids["tid.z"] * self.bv(
                c.block[0] * c.block[1], 32)
            return z3.URem(lin, self.bv(32, 32)), None
        if key == "dynamic_smem_size":
            return self.bv(c.dynamic_shared_bytes, 32), None
        if key in ("warpid", "nwarpid", "smid", "nsmid", "clock", "gridid", "lanemask_eq", "lanemask_lt",
                   "lanemask_le", "lanemask_gt", "lanemask_ge", "total_smem_size"):
            return self.fresh(32, f"special register %{key}: fresh symbol"), None
        if key in ("clock64", "globaltimer"):
            return self.fresh(64, f"special register %{key}: fresh symbol"), None
        raise UnsupportedPTX(f"special register {name}", ins.line, ins.text)

    def read(self, st: State, op: Operand, bits: int, signed: bool, ins: Instr) -> z3.BitVecRef:
        v, _ = self.read_p(st, op, bits, signed, ins)
        return v

    def read_p(self, st: State, op: Operand, bits: int, signed: bool, ins: Instr,
               carried: bool = False) -> tuple[z3.BitVecRef, str | None]:
        """Read an operand at `bits` width; also return its pointer provenance. A shared- or local-window
        address (or its generic form) may be read only where the result can carry its provenance (`carried`:
        the caller then passes the result's provenance to _carry); anywhere else it is unsupported
        (_window_value_use says why)."""
        v, p = self._read_p(st, op, bits, signed, ins)
        if not carried and p is not None and self._window_var(p) is not None:
            raise UnsupportedPTX(self._window_value_use(p, ins), ins.line, ins.text)
        return v, p

    def _carry(self, ins: Instr, result: str | None, *read: str | None) -> None:
        """Every window address among the operands `read` (read with carried=True) must be the result's
        provenance: address arithmetic (mov, add/sub of an offset, mad's addend, selp of one variable's
        addresses, cvta between a variable's window and generic forms). A sum of two addresses, an offset minus an
        address, an address converted to no variable's, ... are values computed from where the variable is."""
        for p in read:
            if p is not None and p != result and self._window_var(p) is not None:
                raise UnsupportedPTX(self._window_value_use(p, ins), ins.line, ins.text)

    def _window_var(self, p: str) -> str | None:
        """The shared or .local variable a provenance names (window or generic address, or a register holding one
        of them on some paths only: MIXED_WINDOW); None: not one."""
        if p.startswith(MIXED_WINDOW):
            p = p[len(MIXED_WINDOW):]
        for name in (p, generic_shared(p), generic_local(p)):
            if name is not None and (name in self.L.shared_layout or name in self.L.local_layout):
                return name
        return None

    def join_prov(self, provs: set[str | None]) -> str | None:
        """The provenance of a register whose paths (a join, or a predicated write and the old value) carry the
        provenances `provs`: the one of them if there is one; else, if any of them is a shared or .local
        variable's address, MIXED_WINDOW of that variable (never None: the address must not become a plain
        value); else None (unknown)."""
        if len(provs) == 1:
            return next(iter(provs))
        for p in sorted(x for x in provs if x is not None):
            v = self._window_var(p)
            if v is not None:
                return MIXED_WINDOW + v
        return None

    @staticmethod
    def _window_value_use(p: str, ins: Instr) -> str:
        if p.startswith(MIXED_WINDOW):
            return (f"`{ins.opcode}` on a register that holds the address of {p[len(MIXED_WINDOW):]} on some paths "
                    f"(or under a predicate) and another value on others: the verifier models a shared or .local "
                    f"variable's addresses as offsets from where its own layout puts it, and ptxas and the driver "
                    f"place it elsewhere (the H200 puts the first shared variable at 0x400), so such a value is not "
                    f"modelled (neither as an address of the variable nor as a number)")
        return (f"`{ins.opcode}` on the address of {p} (used as a value, not to address memory): the verifier "
                f"models a shared or .local variable's addresses as offsets from where its own layout puts it, "
                f"and ptxas and the driver place it elsewhere (the H200 puts the first shared variable at "
                f"0x400), so a value computed from its absolute address is not modelled; only address arithmetic "
                f"that keeps the variable's provenance (mov, add/sub of an offset, the difference of two of its "
                f"addresses, mad's addend, selp of two of its addresses, cvta) and memory accesses through it are")

    def _read_p(self, st: State, op: Operand, bits: int, signed: bool,
                ins: Instr) -> tuple[z3.BitVecRef, str | None]:
        if isinstance(op, Reg):
            v = self.get_reg(st, op.name, ins.line)
            return self.fit(v, bits, signed), st.prov.get(op.name)
        if isinstance(op, Imm):
            return self.bv(op.value, bits), None
        if isinstance(op, FImm):
            return self.fit(self.bv(op.bits, op.width), bits, False), None
        if isinstance(op, Sym):
            if op.name.startswith("%"):
                v, p = self.special(op.name, ins)
                return self.fit(v, bits, False), p
            if op.name in self.L.shared_layout:
                return self.bv(self.L.shared_layout[op.name][0], bits), op.name
            if op.name in self.L.local_layout:  # local-window address of a .local variable
                return self.bv(self.L.local_layout[op.name][0], bits), op.name
            if op.name in self.L.module_vars:  # address of a module .global/.const variable
                return self.fit(self.L.bases[op.name], bits, False), op.name
            raise UnsupportedPTX(f"operand {op.name} (not a register, shared variable or special register)",
                                 ins.line, ins.text)
        if isinstance(op, Vec):
            parts = [self.get_reg(st, x.name, ins.line) if isinstance(x, Reg) else None for x in op.items]
            if any(p is None or z3.is_bool(p) for p in parts):
                raise UnsupportedPTX("vector operand with non-register items", ins.line, ins.text)
            for x in op.items:  # a packed shared/.local address is a value computed from where the variable is
                px = st.prov.get(x.name)
                if px is not None and self._window_var(px) is not None:
                    raise UnsupportedPTX(self._window_value_use(px, ins), ins.line, ins.text)
            cat = z3.Concat(*reversed(parts)) if len(parts) > 1 else parts[0]
            return self.fit(cat, bits, False), None
        raise UnsupportedPTX(f"operand {op!r}", ins.line, ins.text)

    def read_pred(self, st: State, op: Operand, ins: Instr) -> z3.BoolRef:
        if isinstance(op, Neg):
            return lean_not(self.read_pred(st, op.inner, ins))
        if isinstance(op, Reg):
            v = self.get_reg(st, op.name, ins.line)
            if z3.is_bool(v):
                return v
            return v != self.bv(0, bits_of(v))
        if isinstance(op, Imm):
            return z3.BoolVal(op.value != 0, self.ctx)
        raise UnsupportedPTX("predicate operand", ins.line, ins.text)

    def write(self, st: State, op: Operand, val: z3.ExprRef, pred: z3.BoolRef | None, prov: str | None,
              ins: Instr, signed: bool = False) -> None:
        if isinstance(op, Reg):
            bits = self.reg_bits(op.name, ins.line)
            if bits is not None and not z3.is_bool(val) and bits_of(val) < bits:
                val = self.fit(val, bits, signed)
            self.set_reg(st, op.name, val, pred, prov, ins.line)
        elif isinstance(op, Vec):  # unpack: element i gets bits [i*w, (i+1)*w)
            n = len(op.items)
            w = bits_of(val) // n
            for i, x in enumerate(op.items):
                if isinstance(x, Sym) and x.name == "_":
                    continue
                if not isinstance(x, Reg):
                    raise UnsupportedPTX("vector destination item", ins.line, ins.text)
                self.set_reg(st, x.name, lean_extract((i + 1) * w - 1, i * w, val), pred, None, ins.line)
        elif isinstance(op, Sym) and op.name == "_":
            return
        else:
            raise UnsupportedPTX(f"destination {op!r}", ins.line, ins.text)

    def fresh_dest(self, st: State, op: Operand, pred: z3.BoolRef | None, ins: Instr, why: str) -> None:
        if isinstance(op, Pair):
            self.fresh_dest(st, op.first, pred, ins, why)
            self.fresh_dest(st, op.second, pred, ins, why)
            return
        if isinstance(op, Vec):
            for x in op.items:
                self.fresh_dest(st, x, pred, ins, why)
            return
        if isinstance(op, Sym) and op.name == "_":
            return
        if not isinstance(op, Reg):
            raise UnsupportedPTX(f"destination {op!r}", ins.line, ins.text)
        bits = self.reg_bits(op.name, ins.line)
        self.set_reg(st, op.name, self.fresh(bits, why), pred, None, ins.line)

    # ------------------------------------------------------------------ dispatch
    def exec_instr(self, st: State, ins: Instr) -> None:
        spec, mods = opcodes.lookup(ins)  # UnsupportedPTX if not in the table (or its memory effect is not)
        pred = self.guard_of(st, ins)
        self._spec = spec
        if spec.key != "cvt" and opcodes.is_float_typed(spec, mods) and spec.fvalue is Value.FRESH:
            if spec.key == "setp" and not isinstance(ins.operands[0], Pair):
                self.fresh_dest(st, ins.operands[0], pred, ins, "floating-point comparisons: fresh predicates")
            else:
                self.float_op(st, ins, pred)
            return
        if not spec.handler:  # terminators end blocks (cfg.py); one here means the CFG split went wrong
            raise UnsupportedPTX(f"control instruction {ins.full} inside a block", ins.line, ins.text)
        getattr(self, spec.handler)(st, ins, pred)

    def fresh_op(self, st: State, ins: Instr, pred: z3.BoolRef | None) -> None:
        """An instruction whose result the table declares fresh (bit tricks, cvt.pack)."""
        why = _FRESH_WHY.get(ins.opcode, ins.opcode)
        self.fresh_dest(st, ins.operands[0], pred, ins, f"{ins.opcode}: result is a fresh symbol ({why})")

    # ------------------------------------------------------------------ warp level
    def lane_info(self) -> tuple[z3.BitVecRef, z3.BitVecRef, z3.BitVecRef]:
        """(linear thread id, lane id, mask of the lanes of this thread's warp that exist in the CTA)."""
        return warp_terms(self.trace.ids, self.cfg.block, self.ctx)

    def op_warp_collective(self, st: State, ins: Instr, pred: z3.BoolRef | None) -> None:
        """shfl/vote/match/redux/bar.warp `.sync` (membermask) and `.sync.aligned` matrix instructions."""
        spec: OpSpec = self._spec
        mods = set(ins.mods)
        if spec.sync is Sync.WARP_SYNC:
            if "sync" not in mods:
                raise UnsupportedPTX(f"{ins.full} without .sync (pre-Volta warp-synchronous form)", ins.line,
                                     ins.text)
            if not ins.operands:
                raise UnsupportedPTX(f"{ins.full} without a membermask operand", ins.line, ins.text)
            mask = self.read(st, ins.operands[spec.mask_operand], 32, False, ins)
        else:
            if not {"sync", "aligned"} <= mods:
                raise UnsupportedPTX(f"{ins.full} without .sync.aligned", ins.line, ins.text)
            mask = None
        self.emit_warp_sync(st, pred, mask, ins)
        if spec.value is Value.FRESH:
            why = _FRESH_WHY.get(ins.opcode, ins.opcode)
            self.fresh_dest(st, ins.operands[0], pred, ins, f"{ins.opcode}: result is a fresh symbol ({why})")

    def op_activemask(self, st: State, ins: Instr, pred: z3.BoolRef | None) -> None:
        _, lane, valid = self.lane_info()
        v = (self.fresh(32, "activemask: fresh mask with the executing lane's bit set, no lane outside the CTA")
             | (self.bv(1, 32) << lane)) & valid
        self.write(st, ins.operands[0], v, pred, None, ins)

    def float_op(self, st: State, ins: Instr, pred: z3.BoolRef | None) -> None:
        self.fresh_dest(st, ins.operands[0], pred, ins,
                        "floating-point arithmetic: results are fresh symbols of the right width")

    # ------------------------------------------------------------------ integer arithmetic
    def _int_type(self, ins: Instr) -> tuple[int, bool]:
        ts = self.types(ins)
        if not ts:
            raise UnsupportedPTX(f"{ins.full}: no type modifier", ins.line, ins.text)
        t = ts[-1]
        if t == "pred":
            return 1, False
        return type_bytes(t) * 8, t.startswith("s")

    def _check_mods(self, ins: Instr, allowed: set[str]) -> None:
        for m in ins.mods:
            if not _is_type(m) and m not in allowed:
                raise UnsupportedPTX(f"modifier .{m} of {ins.opcode}", ins.line, ins.text)

    def op_mov(self, st: State, ins: Instr, pred: Any) -> None:
        d, s = ins.operands[0], ins.operands[1]
        t = self.types(ins)[-1] if self.types(ins) else "b32"
        if t == "pred":
            self.set_reg(st, d.name, self.read_pred(st, s, ins), pred, None, ins.line)
            return
        bits = type_bytes(t) * 8
        if isinstance(d, Vec):
            v = self.read(st, s, bits, False, ins)
            self.write(st, d, v, pred, None, ins)
            return
        v, p = self.read_p(st, s, bits, False, ins, carried=True)
        self.write(st, d, v, pred, p, ins)

    def _binop(self, st: State, ins: Instr, pred: Any, fn, prov_rule: str = "none") -> None:
        bits, signed = self._int_type(ins)
        carried = prov_rule != "none"
        a, pa = self.read_p(st, ins.operands[1], bits, signed, ins, carried)
        b, pb = self.read_p(st, ins.operands[2], bits, signed, ins, carried)
        prov = None
        if prov_rule == "add":
            prov = pa if pb is None else (pb if pa is None else None)
        elif prov_rule == "sub":
            prov = pa if pb is None else None
        if not (prov_rule == "sub" and pa == pb and not (pa or "").startswith(MIXED_WINDOW)):
            # the difference of two addresses of one variable is an offset (not of two registers each holding
            # the address on some paths only: their difference depends on where the variable really is)
            self._carry(ins, prov, pa, pb)
        self.write(st, ins.operands[0], fn(a, b), pred, prov, ins, signed)

    def op_add(self, st, ins, pred):
        self._check_mods(ins, {"cc", "sat"})
        if "cc" in ins.mods or "sat" in ins.mods:
            raise UnsupportedPTX(f"{ins.full} (carry/saturation)", ins.line, ins.text)
        self._binop(st, ins, pred, lean_add, "add")

    def op_sub(self, st, ins, pred):
        if "cc" in ins.mods or "sat" in ins.mods:
            raise UnsupportedPTX(f"{ins.full} (carry/saturation)", ins.line, ins.text)
        self._binop(st, ins, pred, lean_sub, "sub")

    def _mul(self, a, b, bits, signed, mode):
        if mode == "lo":
            return a * b
        ext = z3.SignExt if signed else z3.ZeroExt
        full = ext(bits, a) * ext(bits, b)
        if mode == "wide":
            return full
        return z3.Extract(2 * bits - 1, bits, full)

    def _mulmode(self, ins: Instr) -> str:
        for m in ("lo", "hi", "wide"):
            if m in ins.mods:
                return m
        raise UnsupportedPTX(f"{ins.full} without .lo/.hi/.wide", ins.line, ins.text)

    def op_mul(self, st, ins, pred):
        bits, signed = self._int_type(ins)
        mode = self._mulmode(ins)
        a = self.read(st, ins.operands[1], bits, signed, ins)
        b = self.read(st, ins.operands[2], bits, signed, ins)
        self.write(st, ins.operands[0], self._mul(a, b, bits, signed, mode), pred, None, ins, signed)

    def op_mad(self, st, ins, pred):
        if "cc" in ins.mods or "sat" in ins.mods:
            raise UnsupportedPTX(f"{ins.full} (carry/saturation)", ins.line, ins.text)
        bits, signed = self._int_type(ins)
        mode = self._mulmode(ins)
        a = self.read(st, ins.operands[1], bits, signed, ins)
        b = self.read(st, ins.operands[2], bits, signed, ins)
        cbits = 2 * bits if mode == "wide" else bits
        c, pc = self.read_p(st, ins.operands[3], cbits, signed, ins, carried=True)
        self.write(st, ins.operands[0], self._mul(a, b, bits, signed, mode) + c, pred, pc, ins, signed)

    def op_mul24(self, st, ins, pred):
        bits, signed = self._int_type(ins)
        a = self.read(st, ins.operands[1], bits, signed, ins)
        b = self.read(st, ins.operands[2], bits, signed, ins)
        ext = z3.SignExt if signed else z3.ZeroExt
        a24, b24 = ext(8 + 32, z3.Extract(23, 0, a)), ext(8 + 32, z3.Extract(23, 0, b))
        full = a24 * b24
        r = z3.Extract(31, 0, full) if "lo" in ins.mods else z3.Extract(47, 16, full)
        self.write(st, ins.operands[0], r, pred, None, ins, signed)

    def _divrem(self, st, ins, pred, is_div: bool):
        bits, signed = self._int_type(ins)
        a = self.read(st, ins.operands[1], bits, signed, ins)
        b = self.read(st, ins.operands[2], bits, signed, ins)
        if signed:
            r = a / b if is_div else z3.SRem(a, b)
        else:
            r = z3.UDiv(a, b) if is_div else z3.URem(a, b)
        if not (z3.is_bv_value(z3.simplify(b)) and z3.simplify(b).as_long() != 0):
            r = z3.If(b == self.bv(0, bits), self.fresh(bits, "division by a possibly-zero divisor: result "
                                                        "unspecified (fresh)"), r)
        self.write(st, ins.operands[0], r, pred, None, ins, signed)

    def op_div(self, st, ins, pred):
        self._divrem(st, ins, pred, True)

    def op_rem(self, st, ins, pred):
        self._divrem(st, ins, pred, False)

    def _relu(self, ins: Instr, signed: bool) -> bool:
        """`.relu` of integer min/max (PTX ISA: `min{.relu}.s32`, `max{.relu}.s32`): a negative result is
        clamped to 0. Any other modifier of an integer min/max is unsupported. Why checked: the table's
        modifier list is the floating-point one, so `.relu` passed lookup and was ignored (found by an
        adversarial round: r = min.relu.s32(-tid, 0) is 0 for every thread, read as -tid it made 32 threads'
        stores to out[-r] look like one writer per element)."""
        self._check_mods(ins, {"relu"})
        if "relu" in ins.mods and not signed:
            raise UnsupportedPTX(f"{ins.full}: .relu on an unsigned type", ins.line, ins.text)
        return "relu" in ins.mods

    def op_min(self, st, ins, pred):
        bits, signed = self._int_type(ins)
        lt = (lambda a, b: a < b) if signed else z3.ULT
        if self._relu(ins, signed):
            zero = self.bv(0, bits)
            self._binop(st, ins, pred, lambda a, b: (lambda r: z3.If(r < zero, zero, r))(z3.If(lt(a, b), a, b)))
            return
        self._binop(st, ins, pred, lambda a, b: z3.If(lt(a, b), a, b))

    def op_max(self, st, ins, pred):
        bits, signed = self._int_type(ins)
        lt = (lambda a, b: a < b) if signed else z3.ULT
        if self._relu(ins, signed):
            zero = self.bv(0, bits)
            self._binop(st, ins, pred, lambda a, b: (lambda r: z3.If(r < zero, zero, r))(z3.If(lt(a, b), b, a)))
            return
        self._binop(st, ins, pred, lambda a, b: z3.If(lt(a, b), b, a))

    def op_abs(self, st, ins, pred):
        bits, signed = self._int_type(ins)
        a = self.read(st, ins.operands[1], bits, True, ins)
        self.write(st, ins.operands[0], z3.If(a < 0, -a, a), pred, None, ins)

    def op_neg(self, st, ins, pred):
        bits, signed = self._int_type(ins)
        a = self.read(st, ins.operands[1], bits, True, ins)
        self.write(st, ins.operands[0], -a, pred, None, ins)

    def _logic(self, st, ins, pred, fn, fnb):
        t = self.types(ins)[-1]
        if t == "pred":
            a = self.read_pred(st, ins.operands[1], ins)
            b = self.read_pred(st, ins.operands[2], ins)
            self.set_reg(st, ins.operands[0].name, fnb(a, b), pred, None, ins.line)
        else:
            self._binop(st, ins, pred, fn)

    def op_and(self, st, ins, pred):
        self._logic(st, ins, pred, lambda a, b: a & b, and_)

    def op_or(self, st, ins, pred):
        self._logic(st, ins, pred, lambda a, b: a | b, or_)

    def op_xor(self, st, ins, pred):
        self._logic(st, ins, pred, lambda a, b: a ^ b, z3.Xor)

    def op_not(self, st, ins, pred):
        t = self.types(ins)[-1]
        if t == "pred":
            self.set_reg(st, ins.operands[0].name, z3.Not(self.read_pred(st, ins.operands[1], ins)), pred,
                         None, ins.line)
            return
        bits = type_bytes(t) * 8
        self.write(st, ins.operands[0], ~self.read(st, ins.operands[1], bits, False, ins), pred, None, ins)

    def op_cnot(self, st, ins, pred):
        bits, _ = self._int_type(ins)
        a = self.read(st, ins.operands[1], bits, False, ins)
        self.write(st, ins.operands[0], z3.If(a == 0, self.bv(1, bits), self.bv(0, bits)), pred, None, ins)

    def op_lop3(self, st, ins, pred):
        bits, _ = self._int_type(ins)
        a, b, c = (self.read(st, ins.operands[i], bits, False, ins) for i in (1, 2, 3))
        lut = ins.operands[4]
        if not isinstance(lut, Imm):
            raise UnsupportedPTX("lop3 with a non-immediate LUT", ins.line, ins.text)
        r = self.bv(0, bits)
        for i in range(8):
            if (lut.value >> i) & 1:
                ta = a if (i >> 2) & 1 else ~a
                tb = b if (i >> 1) & 1 else ~b
                tc = c if i & 1 else ~c
                r = r | (ta & tb & tc)
        self.write(st, ins.operands[0], r, pred, None, ins)

    def _shift_amount(self, st, ins, bits):
        amt = self.read(st, ins.operands[2], 32, False, ins)
        amt = lean_if(z3.UGT(amt, self.bv(bits, 32)), self.bv(bits, 32), amt)
        return self.fit(amt, bits, False) if bits != 32 else amt

    def op_shl(self, st, ins, pred):
        bits, _ = self._int_type(ins)
        a = self.read(st, ins.operands[1], bits, False, ins)
        if bits < 8:
            raise UnsupportedPTX(ins.full, ins.line, ins.text)
        self.write(st, ins.operands[0], a << self._shift_amount(st, ins, bits), pred, None, ins)

    def op_shr(self, st, ins, pred):
        bits, signed = self._int_type(ins)
        a = self.read(st, ins.operands[1], bits, signed, ins)
        amt = self._shift_amount(st, ins, bits)
        self.write(st, ins.operands[0], (a >> amt) if signed else z3.LShR(a, amt), pred, None, ins)

    def _bitfield(self, ins: Instr, pos: z3.BitVecRef, ln: z3.BitVecRef,
                  bits: int) -> tuple[z3.BitVecRef, z3.BitVecRef, z3.BitVecRef]:
        """(pos, len, n) of bfe/bfi at 32 bits: pos = b & 0xff, len = c & 0xff (PTX ISA), and n the number
        of field bits inside the operand, min(len, msb + 1 - pos) (0 when pos > msb)."""
        if bits not in (32, 64):
            raise UnsupportedPTX(f"{ins.full}: bfe/bfi are defined for 32- and 64-bit types only", ins.line,
                                 ins.text)
        p = pos & self.bv(0xFF, 32)
        n = ln & self.bv(0xFF, 32)
        avail = z3.If(z3.UGE(p, self.bv(bits, 32)), self.bv(0, 32), self.bv(bits, 32) - p)
        return p, n, z3.If(z3.ULT(n, avail), n, avail)

    def _low_mask(self, n: z3.BitVecRef, bits: int) -> z3.BitVecRef:
        """The `bits`-wide mask of the n (0..bits, 32-bit operand) lowest bits."""
        nn = self.fit(n, bits, False)
        return z3.If(z3.UGE(n, self.bv(bits, 32)), self.bv(-1, bits), (self.bv(1, bits) << nn) - self.bv(1, bits))

    def op_bfe(self, st, ins, pred):
        """PTX ISA: msb = width-1; sbit = 0 for .u or len == 0, else a[min(pos+len-1, msb)];
        d[i] = a[pos+i] if i < len and pos+i <= msb, else sbit (bits past the msb and above the
        field are the sign bit; pos > msb gives all sign bits)."""
        bits, signed = self._int_type(ins)
        a = self.read(st, ins.operands[1], bits, False, ins)
        p, ln, n = self._bitfield(ins, self.read(st, ins.operands[2], 32, False, ins),
                                  self.read(st, ins.operands[3], 32, False, ins), bits)
        low = self._low_mask(n, bits)
        val = z3.LShR(a, self.fit(p, bits, False)) & low
        if signed:
            top = p + ln - self.bv(1, 32)  # pos, len <= 255: no 32-bit wrap
            sb_pos = z3.If(z3.UGE(top, self.bv(bits - 1, 32)), self.bv(bits - 1, 32), top)
            sbit = z3.Extract(0, 0, z3.LShR(a, self.fit(sb_pos, bits, False)))
            fill = z3.If(and_(ln != self.bv(0, 32), sbit == z3.BitVecVal(1, 1, self.ctx)), ~low,
                         self.bv(0, bits))
            val = val | fill
        self.write(st, ins.operands[0], val, pred, None, ins)

    def op_bfi(self, st, ins, pred):
        """PTX ISA: f = b; f[pos+i] = a[i] for i < len and pos+i <= msb (pos > msb or len == 0: f = b)."""
        bits, _ = self._int_type(ins)
        a = self.read(st, ins.operands[1], bits, False, ins)
        b = self.read(st, ins.operands[2], bits, False, ins)
        p, _, n = self._bitfield(ins, self.read(st, ins.operands[3], 32, False, ins),
                                 self.read(st, ins.operands[4], 32, False, ins), bits)
        pp = self.fit(p, bits, False)
        mask = self._low_mask(n, bits) << pp  # n == 0 when pos > msb, so the shift never matters then
        self.write(st, ins.operands[0], (b & ~mask) | ((a << pp) & mask), pred, None, ins)

    def op_selp(self, st, ins, pred):
        bits, signed = self._int_type(ins)
        a, pa = self.read_p(st, ins.operands[1], bits, signed, ins, carried=True)
        b, pb = self.read_p(st, ins.operands[2], bits, signed, ins, carried=True)
        c = self.read_pred(st, ins.operands[3], ins)
        prov = pa if pa == pb else None
        self._carry(ins, prov, pa, pb)
        self.write(st, ins.operands[0], lean_if(c, a, b), pred, prov, ins)

    _CMP = {
        "eq": lambda a, b, s: a == b, "ne": lambda a, b, s: a != b,
        "lt": lambda a, b, s: a < b if s else z3.ULT(a, b), "le": lambda a, b, s: a <= b if s else z3.ULE(a, b),
        "gt": lambda a, b, s: a > b if s else z3.UGT(a, b), "ge": lambda a, b, s: a >= b if s else z3.UGE(a, b),
        "lo": lambda a, b, s: z3.ULT(a, b), "ls": lambda a, b, s: z3.ULE(a, b),
        "hi": lambda a, b, s: z3.UGT(a, b), "hs": lambda a, b, s: z3.UGE(a, b),
    }

    def op_setp(self, st, ins, pred):
        cmp = [m for m in ins.mods if m in self._CMP]
        comb = [m for m in ins.mods if m in ("and", "or", "xor")]
        if not cmp:
            raise UnsupportedPTX(f"comparison of {ins.full}", ins.line, ins.text)
        bits, signed = self._int_type(ins)
        a = self.read(st, ins.operands[1], bits, signed, ins)
        b = self.read(st, ins.operands[2], bits, signed, ins)
        r = self._CMP[cmp[0]](a, b, signed)
        d = ins.operands[0]
        rq = lean_not(r)
        if comb:
            c = self.read_pred(st, ins.operands[3], ins)
            f = {"and": z3.And, "or": z3.Or, "xor": z3.Xor}[comb[0]]
            r, rq = f(r, c), f(rq, c)
        if isinstance(d, Pair):
            self.set_reg(st, d.first.name, r, pred, None, ins.line)
            if not (isinstance(d.second, Sym) and d.second.name == "_"):
                self.set_reg(st, d.second.name, rq, pred, None, ins.line)
        else:
            self.set_reg(st, d.name, r, pred, None, ins.line)

    def op_cvt(self, st, ins, pred):
        ts = self.types(ins)
        if len(ts) != 2:
            raise UnsupportedPTX(f"{ins.full}: expected two types", ins.line, ins.text)
        dt, stp = ts
        if dt[0] in "usb" and stp[0] in "usb" and dt != "pred" and stp != "pred":
            if "sat" in ins.mods:
                raise UnsupportedPTX(f"{ins.full} (integer saturation)", ins.line, ins.text)
            sb = type_bytes(stp) * 8
            db = type_bytes(dt) * 8
            v = self.read(st, ins.operands[1], sb, stp[0] == "s", ins)
            out = self.fit(v, db, stp[0] == "s")
            self.write(st, ins.operands[0], out, pred, None, ins, dt[0] == "s")
            return
        self.fresh_dest(st, ins.operands[0], pred, ins, "conversions involving floating point: fresh symbols")

    def op_cvta(self, st, ins, pred):
        """Identity on the address value; the provenance follows the conversion. `cvta.shared` turns a
        shared-window address (or a shared variable's name) into the variable's generic address,
        `cvta.to.shared` back; converting anything else through the shared window, or a shared-derived
        address through the global one, gives an address of unknown provenance (undefined in the ISA)."""
        bits = type_bytes(self.types(ins)[-1]) * 8
        v, src = self.read_p(st, ins.operands[1], bits, False, ins, carried=True)
        p = src
        to = "to" in ins.mods
        local = p is not None and (p in self.L.local_layout or generic_local(p) is not None)
        if "shared" in ins.mods:
            if to:
                p = generic_shared(p)
            else:
                p = GENERIC_SHARED + p if p in self.L.shared_layout else None
        elif "local" in ins.mods:
            if to:
                p = generic_local(p)
            else:
                p = GENERIC_LOCAL + p if p in self.L.local_layout else None
        elif p is not None and (p in self.L.shared_layout or generic_shared(p) is not None or local):
            p = None
        if p is None:  # converted to no variable's address: its value is the variable's place
            self._carry(ins, None, src)
        self.write(st, ins.operands[0], v, pred, p, ins)

    def op_membar(self, st, ins, pred):
        return None

    def op_fence(self, st, ins, pred):
        return None

    def op_prefetch(self, st, ins, pred):
        return None

    def op_nanosleep(self, st, ins, pred):
        return None

    def op_pmevent(self, st, ins, pred):
        return None

    def op_griddepcontrol(self, st, ins, pred):
        # programmatic dependent launch (sm_90, PTX ISA 7.8): `.wait` blocks this thread until the
        # prerequisite grids completed and their memory is visible; `.launch_dependents` only lets the
        # next grid be scheduled early (no memory effect here; that grid waits for all of this one)
        if ins.mods == ("wait",) and not ins.operands:
            self.grid_wait(st, pred)
        elif ins.mods != ("launch_dependents",) or ins.operands:
            raise UnsupportedPTX(f"instruction {ins.full}", ins.line, ins.text)

    # ------------------------------------------------------------------ barriers
    def op_bar(self, st, ins, pred):
        if not ({"sync"} & set(ins.mods)) and ins.mods:
            raise UnsupportedPTX(f"barrier {ins.full}", ins.line, ins.text)
        self._barrier(st, ins, pred)

    def op_barrier(self, st, ins, pred):
        if "sync" not in ins.mods:
            raise UnsupportedPTX(f"barrier {ins.full}", ins.line, ins.text)
        self._barrier(st, ins, pred)

    def _barrier(self, st, ins, pred):
        ops = ins.operands
        if not ops or not isinstance(ops[0], Imm) or ops[0].value != 0:
            raise UnsupportedPTX("barrier other than number 0", ins.line, ins.text)
        if len(ops) > 1:
            n = ops[1]
            if not (isinstance(n, Imm) and n.value == self.cfg.threads_per_block):
                raise UnsupportedPTX("barrier with a thread count other than the whole CTA", ins.line, ins.text)
        self.emit_barrier(st, pred, ins)

    # ------------------------------------------------------------------ memory
    def _space(self, ins: Instr) -> str | None:
        sp = [m for m in ins.mods if m in _SPACES]
        return sp[0] if sp else None

    def _vec(self, ins: Instr) -> int:
        for m in ins.mods:
            if m in ("v2", "v4", "v8"):
                return int(m[1:])
        return 1

    def address(self, st: State, ins: Instr, a: Operand, space: str | None) -> tuple[z3.BitVecRef, str | None, str]:
        """Resolve [base+off] to (64-bit address, buffer, state space)."""
        if not isinstance(a, Addr):
            raise UnsupportedPTX("memory operand is not [addr]", ins.line, ins.text)
        if a.base is None:
            base, prov = self.bv(0, 64), None
        elif isinstance(a.base, Sym):
            if a.base.name in self.L.shared_layout and space is None:
                raise UnsupportedPTX(f"generic access through the shared variable name {a.base.name} (use "
                                     f"ld.shared/st.shared, or a cvta.shared address)", ins.line, ins.text)
            if a.base.name in self.L.local_layout and space != "local":
                raise UnsupportedPTX(f"access through the .local variable name {a.base.name} outside ld.local/"
                                     f"st.local (generic addresses of it need cvta.local)", ins.line, ins.text)
            if a.base.name in self.L.shared_layout:
                base, prov = self.bv(self.L.shared_layout[a.base.name][0], 64), a.base.name
            elif a.base.name in self.L.local_layout:
                base, prov = self.bv(self.L.local_layout[a.base.name][0], 64), a.base.name
            elif a.base.name in self.L.module_vars:
                base, prov = self.L.bases[a.base.name], a.base.name
            else:
                raise UnsupportedPTX(f"address of variable {a.base.name} (not a shared variable)", ins.line,
                                     ins.text)
        else:
            v = self.get_reg(st, a.base.name, ins.line)
            prov = st.prov.get(a.base.name)
            if bits_of(v) == 32:
                # 32-bit address arithmetic (shared window): the wrap already happened in 32 bits
                v = lean_zext(32, lean_add(v, self.bv(a.offset, 32)))
                base = v
                a = Addr(a.base, 0)
            else:
                base = v
        addr = lean_add(base, self.bv(a.offset, 64)) if bits_of(base) == 64 else base + self.bv(a.offset, 64)
        if space is None:  # generic: decided by provenance
            if generic_shared(prov) is not None:  # a cvta.shared address: the shared variable itself
                space, prov = "shared", generic_shared(prov)
            elif generic_local(prov) is not None:  # a cvta.local address: this thread's .local variable
                space, prov = "local", generic_local(prov)
            elif prov in self.L.local_layout:
                raise UnsupportedPTX(f"generic access through the local-window address of {prov} without "
                                     f"cvta.local: as a generic address it is not {prov} (convert it with "
                                     f"cvta.local, or use ld.local/st.local)", ins.line, ins.text)
            elif prov in self.L.shared_layout:
                raise UnsupportedPTX(f"generic access through the shared-window address of {prov} without "
                                     f"cvta.shared: as a generic address it is not {prov} (convert it with "
                                     f"cvta.shared, or use ld.shared/st.shared)", ins.line, ins.text)
            elif prov in self.L.bases:
                space = self.L.space_of(prov)  # "global", or "const" for a module .const variable
            else:
                space = "generic"
        if space == "shared" and prov is not None and prov not in self.L.shared_layout:
            prov = None
        if space in ("global", "const") and prov is not None and self.L.space_of(prov) != space:
            prov = None
        if space == "local":
            if ins.opcode not in ("ld", "st"):
                raise UnsupportedPTX(f"{ins.opcode} on local memory (only ld/st of .local are modelled)",
                                     ins.line, ins.text)
            if prov not in self.L.local_layout:
                raise UnsupportedPTX("local access not derived from an entry .local variable (unknown "
                                     "provenance)", ins.line, ins.text)
        if space == "generic" or (space == "const" and prov is None):
            raise UnsupportedPTX(f"{space} state-space access (not modelled)", ins.line, ins.text)
        return addr, prov, space

    def op_ld(self, st, ins, pred):
        space = self._space(ins)
        t = self.types(ins)[-1]
        ebits = type_bytes(t) * 8
        n = self._vec(ins)
        d, a = ins.operands[0], ins.operands[1]
        if space == "param":
            self._ld_param(st, ins, pred, d, a, ebits, t)
            return
        addr, buf, space = self.address(st, ins, a, space)
        self.emit_access(st, pred, "ld", space, buf, addr, ebits // 8 * n, ebits // 8 * n, ins,
                         nc="nc" in ins.mods or ins.opcode == "ldu")
        if space == "local":
            off = lean_simplify(lean_sub(addr, self.bv(self.L.local_layout[buf][0], 64)))
        else:
            off = lean_simplify(lean_sub(addr, self.L.bases[buf] if space in ("global", "const") and buf else
                                         self.bv(self.L.shared_layout[buf][0] if buf else 0, 64)))
        items = d.items if isinstance(d, Vec) else (d,)
        for i, x in enumerate(items):
            if isinstance(x, Sym) and x.name == "_":
                continue
            if space == "local":  # stored values are not tracked: fresh is a sound over-approximation
                v = self.fresh(ebits, "loads from per-thread .local memory: fresh symbols (earlier local stores "
                                      "not tracked)")
                self.write(st, x, v, pred, None, ins, t.startswith("s"))
                continue
            v = self.load_value(space, buf, off + self.bv(i * ebits // 8, 64), ebits, t, ins.line)
            self.write(st, x, v, pred, None, ins, t.startswith("s"))

    op_ldu = op_ld

    def param_layout(self) -> list[tuple[int, int, int]]:
        """(PTX parameter index, byte offset, byte size) of each kernel parameter in the .param space.

        Why: `ld.param` reads bytes of the parameter buffer, not a typed parameter: a load wider than
        the named parameter (or at an offset) reads the next parameter's bytes, as the hardware does.
        Each parameter starts at the next multiple of its alignment (`.align`, else its element size).
        """
        out, off = [], 0
        for i, p in enumerate(self.entry.params):
            al = p.align or type_bytes(p.type)
            off = (off + al - 1) // al * al
            out.append((i, off, p.size_bytes))
            off += p.size_bytes
        return out

    def _param_value(self, idx: int, ins: Instr) -> tuple[z3.BitVecRef, str | None]:
        """The value of PTX parameter `idx` at its PTX width (little-endian bytes), and its provenance."""
        p = self.entry.params[idx]
        if p.array_len is not None:
            raise UnsupportedPTX(f"ld.param of an array/struct parameter {p.name}", ins.line, ins.text)
        if idx >= len(self.cfg.params):
            raise UnsupportedPTX(f"parameter {p.name} has no declaration in the launch configuration", ins.line)
        return self._decl_value(self.cfg.params[idx], p.size_bytes * 8)

    def _decl_value(self, decl, bits: int) -> tuple[z3.BitVecRef, str | None]:
        """The value of a parameter (or struct field) declaration, fitted to `bits`, and its provenance."""
        prov = None
        if decl.type is ParamType.STRUCT:
            raise UnsupportedPTX(f"struct parameter {decl.name} read as a scalar", 0)
        if decl.type is ParamType.PTR:
            v, prov = self.L.bases[decl.name], decl.name
        elif self.cfg.power is not None and decl.name == self.cfg.power.param:
            v = self.L.power
        else:
            val = self.cfg.scalar_map[decl.name]
            if isinstance(val, SizeExpr):  # a family scalar: validate() showed every value fits its type
                v = self.L.term(val, decl.type.width_bytes * 8)
            else:
                v = (self.bv(f32_bits(float(val)), 32) if decl.type is ParamType.F32
                     else self.bv(int(val), decl.type.width_bytes * 8))
        return self.fit(v, bits, decl.type.signed), prov

    def _ld_struct(self, st, ins, pred, d, a, ebits: int, t: str, n: int, decl) -> None:
        """`ld.param` of a by-value struct parameter: each element must read exactly one declared field
        (its offset and width); a pointer field keeps its buffer provenance. Anything else is unsupported
        (obligation 7 fails on the same read, with its line)."""
        items = d.items if isinstance(d, Vec) else (d,)
        if len(items) != n:
            raise UnsupportedPTX(f"ld.param with {len(items)} destinations for .v{n}", ins.line, ins.text)
        w = ebits // 8
        for k, x in enumerate(items):
            off = a.offset + k * w
            f = next((f for f in decl.fields if f.offset == off and f.type.width_bytes == w), None)
            if f is None:
                raise UnsupportedPTX(f"ld.param of {w} bytes at {a.base.name}+{off} reads no declared field of "
                                     f"struct {decl.name} exactly (fields: "
                                     f"{', '.join(f'{g.name}@{g.offset}:{g.type.value}' for g in decl.fields)})",
                                     ins.line, ins.text)
            if not self.dry:
                self.trace.methods.add("by-value struct parameters: each ld.param of the struct reads the field the "
                                       "launch configuration declares at that offset (the launcher packs the "
                                       "struct's bytes by that layout; obligation 7 checks size, alignment and "
                                       "that every read is one declared field)")
            if isinstance(x, Sym) and x.name == "_":
                continue
            v, prov = self._decl_value(f.decl, ebits)
            self.write(st, x, v, pred, prov, ins, t.startswith("s"))

    def _ld_param(self, st, ins, pred, d, a, ebits, t):
        """`ld.param`: the bytes [param + offset, + width) of the .param layout, byte-exactly: a load
        wider than its parameter, or at an offset, takes the covered parameters' bytes (never zero
        extension); padding, array/struct parameters or bytes past the list are unsupported."""
        if not isinstance(a, Addr) or not isinstance(a.base, Sym) or a.base.name not in self.params:
            raise UnsupportedPTX("ld.param from something other than a kernel parameter", ins.line, ins.text)
        name = a.base.name
        n = self._vec(ins)
        width = ebits // 8 * n
        lay = self.param_layout()
        idx = self.ptx_param_index[name]
        if idx < len(self.cfg.params) and self.cfg.params[idx].type is ParamType.STRUCT:
            self._ld_struct(st, ins, pred, d, a, ebits, t, n, self.cfg.params[idx])
            return
        start = lay[idx][1] + a.offset
        if a.offset < 0 or start % width:
            raise UnsupportedPTX(f"ld.param of {width} bytes at {name}+{a.offset}: not aligned to its width, or "
                                 f"before the parameter", ins.line, ins.text)
        if (a.offset, width) == (0, lay[idx][2]) and self.params[name].array_len is None:
            v, prov = self._param_value(idx, ins)  # exactly the named parameter: keeps its provenance
        else:
            covered = [(i, o, sz) for i, o, sz in lay if o < start + width and start < o + sz]
            pos, parts = start, []
            for i, o, sz in covered:
                if o > pos:
                    raise UnsupportedPTX(f"ld.param {name}+{a.offset} ({width} bytes) reads padding bytes "
                                         f"between parameters", ins.line, ins.text)
                parts.append(self._param_value(i, ins)[0])
                pos = o + sz
            if pos < start + width:
                raise UnsupportedPTX(f"ld.param {name}+{a.offset} ({width} bytes) reads past the parameter list",
                                     ins.line, ins.text)
            lo = start - covered[0][1]
            whole = z3.Concat(*reversed(parts)) if len(parts) > 1 else parts[0]
            v, prov = z3.Extract((lo + width) * 8 - 1, lo * 8, whole), None
            if not self.dry:
                self.trace.methods.add("ld.param not exactly one parameter (wider, narrower or at an offset): "
                                       "modelled byte-exactly from the .param layout of the parameters it covers")
        items = d.items if isinstance(d, Vec) else (d,)
        if len(items) != n:
            raise UnsupportedPTX(f"ld.param with {len(items)} destinations for .v{n}", ins.line, ins.text)
        for k, x in enumerate(items):
            if isinstance(x, Sym) and x.name == "_":
                continue
            part = z3.Extract((k + 1) * ebits - 1, k * ebits, v) if n > 1 else v
            self.write(st, x, part, pred, prov if n == 1 else None, ins, t.startswith("s"))

    def op_st(self, st, ins, pred):
        space = self._space(ins)
        if space == "param":
            raise UnsupportedPTX("st.param (device function calls)", ins.line, ins.text)
        t = self.types(ins)[-1]
        ebits = type_bytes(t) * 8
        n = self._vec(ins)
        addr, buf, space = self.address(st, ins, ins.operands[0], space)
        self.emit_access(st, pred, "st", space, buf, addr, ebits // 8 * n, ebits // 8 * n, ins)

    def op_atom(self, st, ins, pred):
        space = self._space(ins) or "global"
        t = self.types(ins)[-1]
        ebits = type_bytes(t) * 8
        n = self._vec(ins)
        addr, buf, space = self.address(st, ins, ins.operands[1], space)
        c = self._atom_add_const(ins, t, n)
        narrow = bool({"cta", "cluster"} & set(ins.mods))  # atomic only among one CTA's threads (obligation 2)
        if c is None:
            self.emit_access(st, pred, "atom", space, buf, addr, ebits // 8 * n, ebits // 8 * n, ins,
                             same_cta_only=narrow)
            self.fresh_dest(st, ins.operands[0], pred, ins, "atomics: returned old value is a fresh symbol")
            return
        # still a fresh symbol; the event carries it, so that obligations may add the two-thread
        # distinctness fact of linearisable fetch-and-adds (verifier/obligations/common.py)
        r = self.fresh(ebits, "atomics: returned old value is a fresh symbol")
        self.emit_access(st, pred, "atom", space, buf, addr, ebits // 8, ebits // 8, ins, ret=r, add_const=c,
                         same_cta_only=narrow)
        self.set_reg(st, ins.operands[0].name, r, pred, None, ins.line)

    @staticmethod
    def _atom_add_const(ins: Instr, t: str, n: int) -> int | None:
        """The increment of a scalar integer fetch-and-add with an immediate operand (`atom.add.u32 r, [a], 1`),
        else None. Why only these: their returned values are what the distinctness fact is about."""
        if n != 1 or "add" not in ins.mods or t not in ("u32", "s32", "u64") or len(ins.operands) != 3:
            return None
        d, inc = ins.operands[0], ins.operands[2]
        if not isinstance(d, Reg) or not isinstance(inc, Imm):
            return None
        return inc.value

    def op_red(self, st, ins, pred):
        space = self._space(ins) or "global"
        t = self.types(ins)[-1]
        ebits = type_bytes(t) * 8
        n = self._vec(ins)
        addr, buf, space = self.address(st, ins, ins.operands[0], space)
        self.emit_access(st, pred, "atom", space, buf, addr, ebits // 8 * n, ebits // 8 * n, ins,
                         same_cta_only=bool({"cta", "cluster"} & set(ins.mods)))

    def _matrix_rows(self, st, ins, pred, kind: str, addr_op: Operand) -> None:
        """ldmatrix/stmatrix .m8n8 .b16: lanes 0..8*num-1 each supply one 16-byte row address."""
        mods = set(ins.mods)
        if not {"sync", "aligned", "m8n8", "b16"} <= mods:
            raise UnsupportedPTX(f"{ins.full}: only .sync.aligned.m8n8 ... .b16 is modelled", ins.line, ins.text)
        nums = [int(m[1:]) for m in ins.mods if m in ("x1", "x2", "x4")]
        if len(nums) != 1:
            raise UnsupportedPTX(f"{ins.full}: exactly one of .x1/.x2/.x4 expected", ins.line, ins.text)
        addr, buf, space = self.address(st, ins, addr_op, self._space(ins) or "shared")
        g = pred
        if nums[0] < 4:
            _, lane, _ = self.lane_info()
            used = z3.ULT(lane, self.bv(8 * nums[0], 32))
            g = used if pred is None else and_(pred, used)
        self.emit_access(st, g, kind, space, buf, addr, 16, 16, ins)
        self.emit_warp_sync(st, pred, None, ins)

    def op_ldmatrix(self, st, ins, pred):
        self._matrix_rows(st, ins, pred, "ld", ins.operands[1])
        self.trace.methods.add("ldmatrix: each address-supplying lane reads the 16-byte row at its own address; "
                               "values fresh")
        self.fresh_dest(st, ins.operands[0], pred, ins, "")

    def op_stmatrix(self, st, ins, pred):
        self._matrix_rows(st, ins, pred, "st", ins.operands[0])
        self.trace.methods.add("stmatrix: each address-supplying lane's 16-byte row is a store attributed to "
                               "that lane")

    def op_wmma_load(self, st, ins, pred):
        """wmma.load: every lane reads every row (.row) / column (.col) of the matrix (a sound superset:
        the ISA leaves the fragment-to-lane mapping unspecified); rows at addr + i*stride*elem_bytes."""
        mods = list(ins.mods)
        which = [m for m in mods if m in ("a", "b", "c")]
        lay = [m for m in mods if m in ("row", "col")]
        shp = [m for m in mods if _SHAPE_RE.match(m)]
        ts = self.types(ins)
        if not ({"sync", "aligned"} <= set(mods)) or len(which) != 1 or len(lay) != 1 or len(shp) != 1 \
                or len(ts) != 1:
            raise UnsupportedPTX(f"{ins.full}: expected wmma.load.{{a,b,c}}.sync.aligned.{{row,col}}.shape.type",
                                 ins.line, ins.text)
        m, n, k = (int(x) for x in _SHAPE_RE.match(shp[0]).groups())
        rows, cols = {"a": (m, k), "b": (k, n), "c": (m, n)}[which[0]]
        esize = 4 if ts[0] == "tf32" else type_bytes(ts[0])
        d = ins.operands[0]
        items = d.items if isinstance(d, Vec) else (d,)
        frag = 0
        for x in items:
            if not isinstance(x, Reg):
                raise UnsupportedPTX("wmma.load fragment item is not a register", ins.line, ins.text)
            frag += (self.reg_bits(x.name, ins.line) or 32) // 8
        lines, line_bytes = (rows, cols * esize) if lay[0] == "row" else (cols, rows * esize)
        width = max(line_bytes, frag)
        if width & (width - 1) or frag & (frag - 1):
            raise UnsupportedPTX(f"{ins.full}: footprint of {width} bytes per line is not a power of two",
                                 ins.line, ins.text)
        if len(ins.operands) > 2:
            stride = z3.ZeroExt(32, self.read(st, ins.operands[2], 32, False, ins))
        else:  # ISA default: the leading dimension
            stride = self.bv(cols if lay[0] == "row" else rows, 64)
        addr, buf, space = self.address(st, ins, ins.operands[1], self._space(ins))
        for i in range(lines):
            self.emit_access(st, pred, "ld", space, buf, addr + stride * self.bv(i * esize, 64), width, frag, ins)
        self.emit_warp_sync(st, pred, None, ins)
        self.trace.methods.add("wmma.load: every lane reads every line of the matrix (whole-matrix superset of its "
                               "fragment), each line max(line bytes, fragment bytes) wide; fragment values fresh")
        self.fresh_dest(st, d, pred, ins, "wmma: result is a fresh symbol (mma/tensor-core)")


def warp_terms(ids: dict[str, z3.BitVecRef], block: tuple[int, int, int],
               ctx: z3.Context) -> tuple[z3.BitVecRef, z3.BitVecRef, z3.BitVecRef]:
    """(linear thread id, lane id, mask of the existing lanes of its warp) of one thread instance.

    Why: warps are consecutive groups of 32 linear thread ids (x fastest); a tail warp of a CTA whose
    thread count is not a multiple of 32 has lanes that do not exist (their mask bits are clear).
    """
    def c(v: int) -> z3.BitVecRef:
        return z3.BitVecVal(v % (1 << 32), 32, ctx)

    lin = ids["tid.x"] + ids["tid.y"] * c(block[0]) + ids["tid.z"] * c(block[0] * block[1])
    lane = lin & c(31)
    n = block[0] * block[1] * block[2]
    if n % 32 == 0:
        return lin, lane, c(0xFFFFFFFF)
    rem = c(n) - (lin - lane)
    valid = z3.If(z3.UGE(rem, c(32)), c(0xFFFFFFFF), (c(1) << rem) - c(1))
    return lin, lane, valid
