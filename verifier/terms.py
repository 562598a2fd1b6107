"""Term walks (free symbols, free constants) through Z3's C API, without Python wrappers; linear forms.

Why: slicing and coverage walk every event term of both thread instances; through z3.py each
visited node costs several wrapper objects, reference-count calls and error checks, which made
these walks a fifth of re-derivation time. The raw getters below only read live terms (each
child is kept alive by its parent, which the caller holds), so no reference counting is needed;
the results are the same as the z3.py walks they replace.
"""

from __future__ import annotations

import z3
from z3 import z3core
from z3.z3 import _to_expr_ref


def _raw(f):
    """The ctypes function (argument and result types declared) behind a z3core wrapper.

    Falls back to the checked wrapper itself if z3core's layout differs (slower, same results).
    """
    inner = getattr((f.__defaults__ or (None,))[-1], "f", None)
    return inner if inner is not None else f


class _Lib:
    Z3_get_ast_id = _raw(z3core.Z3_get_ast_id)
    Z3_get_ast_kind = _raw(z3core.Z3_get_ast_kind)
    Z3_to_app = _raw(z3core.Z3_to_app)
    Z3_get_app_num_args = _raw(z3core.Z3_get_app_num_args)
    Z3_get_app_arg = _raw(z3core.Z3_get_app_arg)
    Z3_get_app_decl = _raw(z3core.Z3_get_app_decl)
    Z3_get_decl_kind = _raw(z3core.Z3_get_decl_kind)
    Z3_get_decl_name = _raw(z3core.Z3_get_decl_name)
    Z3_get_symbol_kind = _raw(z3core.Z3_get_symbol_kind)
    Z3_get_symbol_int = _raw(z3core.Z3_get_symbol_int)


_LIB = _Lib
_APP = z3.Z3_APP_AST
_UNINTERPRETED = z3.Z3_OP_UNINTERPRETED


def _name(c, d) -> str:
    s = _LIB.Z3_get_decl_name(c, d)
    if _LIB.Z3_get_symbol_kind(c, s) == z3.Z3_INT_SYMBOL:
        return f"k!{_LIB.Z3_get_symbol_int(c, s)}"
    return z3core.Z3_get_symbol_string(c, s)


def _uninterpreted(e: z3.ExprRef, memo: dict[int, frozenset[str]] | None = None,
                   hits: set[str] | None = None, seen: set[int] | None = None):
    """Iterative DFS over the distinct subterms of e, yielding (ast id, ast, decl, arity) of each
    uninterpreted application. A subterm whose id is in `memo` is not walked: its memoised names go
    into `hits` instead (the caller's result). `seen`: ids of subterms already walked (by earlier calls
    sharing it; updated), skipped with everything below them."""
    c = e.ctx_ref()
    lib = _LIB
    get_id, kind_of, to_app = lib.Z3_get_ast_id, lib.Z3_get_ast_kind, lib.Z3_to_app
    nargs, arg, decl_of, dkind = lib.Z3_get_app_num_args, lib.Z3_get_app_arg, lib.Z3_get_app_decl, lib.Z3_get_decl_kind
    if seen is None:
        seen = set()
    stack = [e.as_ast()]
    while stack:
        x = stack.pop()
        i = get_id(c, x)
        if i in seen:
            continue
        seen.add(i)
        if memo is not None:
            m = memo.get(i)
            if m is not None:
                hits |= m
                continue
        if kind_of(c, x) != _APP:
            continue
        a = to_app(c, x)
        d = decl_of(c, a)
        n = nargs(c, a)
        if dkind(c, d) == _UNINTERPRETED:
            yield i, x, d, n
        stack.extend(arg(c, a, j) for j in range(n))


def symbols(e: z3.ExprRef, memo: dict[int, frozenset[str]] | None = None) -> frozenset[str]:
    """Names of the uninterpreted constants and functions occurring in e.

    `memo` maps AST ids of already analysed terms to their symbols; the walk stops there.
    """
    out: set[str] = set()
    c = e.ctx_ref()
    for _i, _x, d, _n in _uninterpreted(e, memo if memo is not None else {}, out):
        out.add(_name(c, d))
    return frozenset(out)


def app_shape(e: z3.ExprRef) -> tuple[int, int] | None:
    """(declaration kind, number of arguments) of an application term, None for anything else: what
    z3.is_app(e), e.decl().kind() and e.num_args() read, by getters alone (no wrappers)."""
    c = e.ctx_ref()
    x = e.as_ast()
    lib = _LIB
    if lib.Z3_get_ast_kind(c, x) not in (_APP, z3.Z3_NUMERAL_AST):
        return None
    a = lib.Z3_to_app(c, x)
    return lib.Z3_get_decl_kind(c, lib.Z3_get_app_decl(c, a)), lib.Z3_get_app_num_args(c, a)


_EMPTY: frozenset[str] = frozenset()


def symbols_kept(e: z3.ExprRef, memo: dict[int, frozenset[str]], cap: int = 256) -> frozenset[str]:
    """symbols(e, memo), also memoising the symbols of every subterm of e that has at most `cap` of them.

    Why: the event terms of a trace share most of their subterms (each guard extends earlier path
    conditions), so walks that stop only at memoised roots went over the same nodes again for every
    event (attention_split_f16: 4,700 distinct nodes, 7,500 walks, 1.8 s). Only for terms the caller
    keeps alive for as long as `memo` is used (their subterms then stay alive too): Z3 reuses the id of
    a freed term. Subterms with more than `cap` symbols are not memoised (bounding the memo's size) but
    computed again where met; the result is the same set either way.
    """
    c = e.ctx_ref()
    lib = _LIB
    get_id, kind_of, to_app = lib.Z3_get_ast_id, lib.Z3_get_ast_kind, lib.Z3_to_app
    nargs, arg, decl_of, dkind = lib.Z3_get_app_num_args, lib.Z3_get_app_arg, lib.Z3_get_app_decl, lib.Z3_get_decl_kind
    root = e.as_ast()
    rid = get_id(c, root)
    hit = memo.get(rid)
    if hit is not None:
        return hit
    local: dict[int, frozenset[str]] = {}  # this call's subterms over the cap
    # entries: [ast, id, None] before expansion; [ast, id, child ids, own name or None] after
    stack: list[list] = [[root, rid, None]]
    while stack:
        top = stack[-1]
        i = top[1]
        if top[2] is None:
            if i in memo or i in local:
                stack.pop()
                continue
            x = top[0]
            if kind_of(c, x) != _APP:
                memo[i] = _EMPTY
                stack.pop()
                continue
            a = to_app(c, x)
            d = decl_of(c, a)
            kids = [arg(c, a, j) for j in range(nargs(c, a))]
            kid_ids = [get_id(c, k) for k in kids]
            top[2] = kid_ids
            top.append(_name(c, d) if dkind(c, d) == _UNINTERPRETED else None)
            for k, ki in zip(kids, kid_ids, strict=True):
                if ki not in memo and ki not in local:
                    stack.append([k, ki, None])
            continue
        stack.pop()
        acc: set[str] = set()
        for ki in top[2]:
            m = memo.get(ki)
            acc |= m if m is not None else local[ki]
        if top[3] is not None:
            acc.add(top[3])
        fs = frozenset(acc) if acc else _EMPTY
        if len(fs) <= cap:
            memo[i] = fs
        else:
            local[i] = fs
    r = memo.get(rid)
    return r if r is not None else local[rid]


def consts(e: z3.ExprRef, seen: set[int] | None = None) -> dict[int, z3.ExprRef]:
    """Uninterpreted constants (arity 0) occurring in e, by AST id, in the walk's order.

    With `seen` shared by calls over several terms, each call gives only the constants not met by the
    earlier ones (subterms already walked are skipped whole), in the order a full walk would give them:
    a skipped subterm lies wholly inside the earlier walks, so the unseen ones come in the same order."""
    ctx = e.ctx
    return {i: _to_expr_ref(x, ctx) for i, x, _d, n in _uninterpreted(e, seen=seen) if n == 0}


def substitute(t: z3.ExprRef, pairs: list[tuple[z3.ExprRef, z3.ExprRef]]) -> z3.ExprRef:
    """z3.substitute(t, *pairs) without z3.py's per-pair Python sort checks (Z3 checks the sorts).

    Why: renaming a trace substitutes ~18,000 instance-local symbols at once; the checks cost
    more than the substitution. Same C call, same result.
    """
    n = len(pairs)
    src, dst = (z3.Ast * n)(), (z3.Ast * n)()
    for i, (a, b) in enumerate(pairs):
        src[i] = a.as_ast()
        dst[i] = b.as_ast()
    return _to_expr_ref(z3core.Z3_substitute(t.ctx.ref(), t.as_ast(), n, src, dst), t.ctx)


def linear_form(e: z3.BitVecRef, memo: dict) -> tuple[int, dict[int, tuple[z3.BitVecRef, int]]]:
    """e as c + sum(k * atom) modulo 2**width(e): (c, {atom id: (atom, k)}), each atom standing for its
    unsigned value. Exact rules only: sums, differences, products by constants, a concatenation whose lower
    parts are constants or atoms, zero extension (of an atom), low extracts; any other term is an atom.
    `memo`: one per root term, held while the root lives (its keys are Z3 term ids, which Z3 reuses once a term
    is freed). Used where a query states an identity it rests on (coverage._dims), so an error here can only
    make that identity query fail, never prove anything."""
    key = e.get_id()
    if key in memo:
        return memo[key]
    m = (1 << e.size()) - 1

    def add(a, b, s=1):
        t = dict(a[1])
        for i, (x, k) in b[1].items():
            t[i] = (x, (t.get(i, (x, 0))[1] + s * k) & m)
        return (a[0] + s * b[0]) & m, {i: v for i, v in t.items() if v[1]}

    def scale(a, k):
        return (a[0] * k) & m, {i: (x, c * k & m) for i, (x, c) in a[1].items() if c * k & m}

    def atom(x):
        return 0, {x.get_id(): (x, 1)}

    if z3.is_bv_value(e):
        r = (e.as_long(), {})
    else:
        k, ch = e.decl().kind(), e.children()
        if k == z3.Z3_OP_BADD:
            r = (0, {})
            for c in ch:
                r = add(r, linear_form(c, memo))
        elif k == z3.Z3_OP_BSUB and len(ch) == 2:
            r = add(linear_form(ch[0], memo), linear_form(ch[1], memo), -1)
        elif k == z3.Z3_OP_BNEG:
            r = scale(linear_form(ch[0], memo), m)
        elif k == z3.Z3_OP_BMUL and sum(1 for c in ch if not z3.is_bv_value(c)) <= 1:
            r, f = (1, {}), 1
            for c in ch:
                if z3.is_bv_value(c):
                    f = f * c.as_long() & m
            for c in ch:
                if not z3.is_bv_value(c):
                    # a factor that is not a power of two keeps its operand whole where that is an exact value
                    # (a zero extension): the identity then has the same product on both sides (coverage._dims_query)
                    r = atom(c) if f & (f - 1) and is_zero_extension(c) else linear_form(c, memo)
            r = scale(r, f)
        elif k == z3.Z3_OP_CONCAT:  # hi * 2**low + lower parts (exact values: constants or atoms)
            sh = sum(c.size() for c in ch[1:])
            r = scale(linear_form(ch[0], memo), 1 << sh)
            for c in ch[1:]:
                sh -= c.size()
                r = add(r, scale((c.as_long(), {}) if z3.is_bv_value(c) else atom(c), 1 << sh))
        elif k == z3.Z3_OP_ZERO_EXT:
            r = atom(ch[0])
        elif k == z3.Z3_OP_EXTRACT and e.params()[1] == 0:
            r = linear_form(ch[0], memo)
        else:
            r = atom(e)
        r = scale(r, 1)  # reduced modulo 2**width(e)
    memo[key] = r
    return r


def is_zero_extension(e: z3.BitVecRef) -> bool:
    """e is a zero extension (zero_extend, or a concatenation with a zero constant on top)."""
    k = e.decl().kind() if z3.is_app(e) else None
    if k == z3.Z3_OP_ZERO_EXT:
        return True
    if k == z3.Z3_OP_CONCAT:
        top = e.children()[0]
        return z3.is_bv_value(top) and top.as_long() == 0
    return False
