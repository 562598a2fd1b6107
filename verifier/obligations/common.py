"""Shared pieces of the obligations: result/query types, the proof context, Z3 helpers.

Why: every obligation is "build a query whose unsatisfiability is the claim, solve it,
and decode a witness from the model if it is satisfiable". Queries are built
deterministically so the checker can re-derive them byte for byte.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import z3

from verifier import sizeexpr as sx
from verifier.config import LaunchConfig
from verifier.ptx_parse import Entry
from verifier.semantics import and_, lean_bv, lean_implies, or_, solver_add
from verifier.symexec import Access, Launch, Trace
from verifier.terms import app_shape, symbols, symbols_kept

NAMES = {1: "coverage", 2: "single_writer", 3: "bounds_alignment", 4: "barrier_uniformity",
         5: "resources", 6: "power_state", 7: "abi"}


@dataclass
class Query:
    """One SMT query: the claim holds iff the assertions are unsatisfiable.

    A premise query (`expect == "sat"`) is the other way round: the obligation's premises (and the
    path to what it quantifies over) must be satisfiable, else its proof is vacuous; `witness` then
    holds a few named values of a model (see `premise_witness`)."""

    name: str
    assertions: list[z3.BoolRef]
    decode: Callable[[z3.ModelRef], dict[str, Any]] | None = None  # model -> witness
    smt2: str = ""
    result: str = ""  # "unsat" | "sat" | "unknown"
    model: z3.ModelRef | None = None
    expect: str = "unsat"
    witness: dict[str, Any] | None = None

    def render(self, ctx: z3.Context) -> str:
        s = z3.Solver(ctx=ctx)
        for a in self.assertions:
            solver_add(s, a)
        self.smt2 = s.to_smt2()
        return self.smt2

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.smt2.encode()).hexdigest()


@dataclass
class ObligationResult:
    id: int
    status: str  # proved | failed | unsupported | unknown | vacuous (premises unsatisfiable: a failure)
    method: str
    detail: str = ""
    queries: list[Query] = field(default_factory=list)
    witness: dict[str, Any] | None = None
    seconds: float = 0.0
    premises: list[Query] = field(default_factory=list)  # expect sat: the proof is not vacuous

    @property
    def name(self) -> str:
        return NAMES[self.id]


@dataclass
class ProofContext:
    """Everything an obligation needs: the entry, the launch, two symbolic thread instances."""

    ptx_text: str
    entry: Entry
    cfg: LaunchConfig
    ctx: z3.Context
    launch: Launch | None
    a: Trace | None
    b: Trace | None
    symexec_error: str | None = None  # why symbolic execution could not run (unsupported PTX)
    timeout_ms: int = 120_000
    _sym_memo: dict[int, frozenset[str]] = field(default_factory=dict)  # AST id -> symbols (slicing)
    # every term whose id (or a subterm's) went into _sym_memo, kept alive: Z3 reuses the id of a freed AST, so a
    # fact rebuilt per query (injectivity_facts) could otherwise meet another term's stale symbol set
    _sym_keep: list[z3.ExprRef] = field(default_factory=list)
    # fact-id tuple -> (symbols of each fact, symbol -> fact indices): sliced()'s index of one fact list. Keyed by
    # ids of facts that _sym_keep holds alive (so an id names one term for the context's lifetime)
    _slice_index: dict[tuple[int, ...], tuple[list[frozenset[str]], dict[str, list[int]]]] = field(
        default_factory=dict)

    def bv(self, v: int, bits: int) -> z3.BitVecRef:
        return lean_bv(v, bits, self.ctx)  # z3.BitVecVal(v % 2**bits, bits, ctx): the same calls

    def base_facts(self, *traces: Trace) -> list[z3.BoolRef]:
        out = list(self.launch.facts)
        for t in traces:
            out.extend(t.facts)
            out.extend(injectivity_facts(self, t))
        if len(traces) == 2 and traces[0] is not traces[1]:
            out.extend(atomic_return_facts(self, traces[0], traces[1]))
        return out

    def sliced(self, facts: list[z3.BoolRef], core: list[z3.BoolRef]) -> list[z3.BoolRef]:
        """The facts in the cone of influence of `core` (transitively sharing a symbol with it), in order.

        Why sound and precise: dropping assumptions only adds models (an unsat query stays a proof);
        the facts left out share no constant or uninterpreted function with what is kept, and every
        fact holds in real executions, so they cannot make the kept part unsatisfiable either.

        One refinement (`_range_ufs`): a range fact `lo <= f(x) <= hi` on an uninterpreted load
        function f enters the cone only through f itself, not through the symbols of its argument x
        (a thread id, say), when every fact mentioning f is such a range with constant bounds and one
        constant c lies in all of them. Left out, such facts are still satisfiable together with
        whatever is kept: f occurs nowhere in the kept part (else f is in the cone and all its facts
        are kept), so f := c satisfies them all, whatever their arguments are. Why: the load ranges of
        a table indexed by the thread (paged attention's block table: 40 facts) otherwise ride along
        into every query that mentions the thread id, and cost Z3 seconds on queries that never read
        the table (4.4 s -> 0.2 s on one shared write-write query).
        """
        if not self._sym_memo:  # warm: the terms every query is built from
            for t in (self.a, self.b):
                for acc in (t.accesses if t else ()):
                    for e in (acc.guard, acc.offset, acc.epoch):
                        self._sym_memo[e.get_id()] = symbols_kept(e, self._sym_memo)
                        self._sym_keep.append(e)
                for bar in (t.barriers if t else ()):
                    self._sym_memo[bar.guard.get_id()] = symbols_kept(bar.guard, self._sym_memo)
                    self._sym_keep.append(bar.guard)
        memo = self._sym_memo
        ids = tuple(f.get_id() for f in facts)
        index = self._slice_index.get(ids)
        if index is None:  # the same fact list (base_facts of one or two traces) recurs in most queries
            fsyms = []
            for i, f in zip(ids, facts, strict=True):
                if i not in memo:
                    memo[i] = symbols_kept(f, memo)
                    self._sym_keep.append(f)
                fsyms.append(memo[i])
            ranged = _range_ufs(facts, fsyms)
            by_sym: dict[str, list[int]] = {}
            for i, ss in enumerate(fsyms):
                r = ranged.get(i)
                for x in ((r,) if r is not None else ss):
                    by_sym.setdefault(x, []).append(i)
            index = self._slice_index[ids] = (fsyms, by_sym)
        fsyms, by_sym = index
        work = sorted(set().union(*[symbols(c, memo) for c in core])) if core else []
        seen_sym = set(work)
        keep: set[int] = set()
        while work:
            x = work.pop()
            for i in by_sym.get(x, ()):
                if i in keep:
                    continue
                keep.add(i)
                for y in fsyms[i]:
                    if y not in seen_sym:
                        seen_sym.add(y)
                        work.append(y)
        return [f for i, f in enumerate(facts) if i in keep]

    def distinct(self, a: Trace, b: Trace) -> z3.BoolRef:
        return or_(*[a.ids[k] != b.ids[k] for k in sorted(a.ids)])

    def same_cta(self, a: Trace, b: Trace) -> z3.BoolRef:
        return and_(*[a.ids[k] == b.ids[k] for k in ("ctaid.x", "ctaid.y", "ctaid.z")])

    def power_active(self) -> list[z3.BoolRef]:
        if self.launch.power is None:
            return []
        return [self.launch.power == self.bv(self.cfg.power.active, self.launch.power.size())]


_CMP = {z3.Z3_OP_ULEQ: (False, True), z3.Z3_OP_SLEQ: (True, True),  # kind -> (signed, a <= b)
        z3.Z3_OP_UGEQ: (False, False), z3.Z3_OP_SGEQ: (True, False)}


def _bound(c: z3.BoolRef) -> tuple[bool, str, int, z3.ExprRef] | None:
    """(signed, "lo" | "hi", constant, term) for a comparison of a term with a constant, else None."""
    if not z3.is_app(c) or c.num_args() != 2:
        return None
    kind = _CMP.get(c.decl().kind())
    if kind is None:
        return None
    signed, le = kind
    a, b = c.arg(0), c.arg(1)
    if z3.is_bv_value(a) and not z3.is_bv_value(b):  # a <= b: a lower bound of b; a >= b: an upper bound
        return signed, "lo" if le else "hi", a.as_long(), b
    if z3.is_bv_value(b) and not z3.is_bv_value(a):
        return signed, "hi" if le else "lo", b.as_long(), a
    return None


def _uf_range(f: z3.BoolRef) -> tuple[str, bool, int, int, int] | None:
    """(function name, signed, lo, hi, bits) when f is `lo <= g(x) <= hi` (both comparisons signed or both
    unsigned, constant bounds, in either orientation) on one application of an uninterpreted function g of
    arity >= 1; else None."""
    if app_shape(f) != (z3.Z3_OP_AND, 2):  # z3.is_and(f) and f.num_args() == 2, without wrappers
        return None
    b1, b2 = _bound(f.arg(0)), _bound(f.arg(1))
    if b1 is None or b2 is None or b1[0] != b2[0] or {b1[1], b2[1]} != {"lo", "hi"} or not b1[3].eq(b2[3]):
        return None
    v = b1[3]
    if not (z3.is_app(v) and v.num_args() >= 1 and v.decl().kind() == z3.Z3_OP_UNINTERPRETED):
        return None
    lo, hi = (b1[2], b2[2]) if b1[1] == "lo" else (b2[2], b1[2])
    return v.decl().name(), b1[0], lo, hi, v.size()


def _in_range(c: int, signed: bool, lo: int, hi: int, bits: int) -> bool:
    if signed:
        sg = lambda x: x - (1 << bits) if x >> (bits - 1) else x  # noqa: E731
        return sg(lo) <= sg(c) <= sg(hi)
    return lo <= c <= hi


def _range_ufs(facts: list[z3.BoolRef], fsyms: list[frozenset[str]]) -> dict[int, str]:
    """Fact index -> function name, for the range facts that may enter a cone only through their function
    (ProofContext.sliced): every fact mentioning the function is a constant range on one application of
    it, and some constant lies in all of these ranges."""
    shape: dict[int, tuple[str, bool, int, int, int]] = {}
    by_fn: dict[str, list[int]] = {}
    for i, f in enumerate(facts):
        r = _uf_range(f)
        if r is not None:
            shape[i] = r
            by_fn.setdefault(r[0], []).append(i)
    if not by_fn:
        return {}
    other: set[str] = set()  # functions some other fact mentions
    for i, ss in enumerate(fsyms):
        if i in shape:
            other.update(x for x in ss if x != shape[i][0])
        else:
            other.update(ss)
    out: dict[int, str] = {}
    for fn, idx in by_fn.items():
        if fn in other:
            continue
        rs = [shape[i][1:] for i in idx]
        if len({r[3] for r in rs}) != 1:
            continue
        if not any(all(_in_range(c, *r) for r in rs) for c in {r[1] for r in rs} | {r[2] for r in rs}):
            continue  # no common value: keep the facts wherever their arguments lead
        for i in idx:
            out[i] = fn
    return out


def injectivity_facts(pc: ProofContext, t: Trace) -> list[z3.BoolRef]:
    """LOAD_INJECTIVE: distinct offsets of the buffer hold distinct values (inverse-function encoding)."""
    out = []
    for key, apps in sorted(t.inj_apps.items()):
        bits = apps[0][1].size()
        inv = z3.Function(f"inv!{key}", z3.BitVecSort(bits, pc.ctx), z3.BitVecSort(64, pc.ctx))
        for off, v in apps:
            out.append(inv(v) == off)
    return out


ATOMIC_RETURNS_METHOD = ("atomics: distinct return values of two threads' `atom.add` with the same constant "
                         "increment at the same address (linearisability; buffer {buffer}: no other store, atomic "
                         "or reduction of the launch writes it, each such atom runs at most once per thread and outside "
                         "summarised loops, and {m} executions times the increment {c} do not wrap {bits} bits)")


def atomic_return_facts(pc: ProofContext, a: Trace, b: Trace) -> list[z3.BoolRef]:
    """Two distinct threads' fetch-and-adds on one address return distinct old values.

    Why sound: the atomics on an address are linearisable, so its modification order is one sequence; when
    every write of the buffer in the launch is an `atom.add` of the same increment c (checked on the whole
    trace, which holds every instruction any thread can execute; loads do not modify), the k-th atomic in that
    order returns v0 + k*c (mod 2^bits), and these differ for k < M when (M-1)*min(c, 2^bits-c) < 2^bits,
    M bounding the executions: the grid's threads times the atom sites, each executed at most once per
    thread (a site seen twice, or in a summarised loop, drops the fact). Shared memory, and `.cta`/`.cluster`
    scopes, only relate two threads of one CTA (and any shared write blocks a shared counter's fact). Otherwise the
    values stay fresh.
    """
    threads = 1
    for x in (*pc.cfg.grid, *pc.cfg.block):  # a family: the greatest grid (more executions: the safe side)
        threads *= pc.launch.upper(x)
    if len(a.accesses) != len(b.accesses) or any(x.buffer is None and x.kind != "ld" for x in a.accesses):
        return []  # a writer of unknown provenance may write any buffer
    out: list[z3.BoolRef] = []
    keys = sorted({(x.space, x.buffer) for x in a.accesses if x.ret is not None})
    for space, buf in keys:
        # shared: every writer of the CTA's shared memory (extern arrays alias one window)
        idx = [i for i, x in enumerate(a.accesses)
               if x.space == space and (x.buffer == buf or space == "shared") and x.kind != "ld"]
        sites = [a.accesses[i] for i in idx]
        if any(x.ret is None or x.summarised for x in sites) or len({x.line for x in sites}) != len(sites):
            continue
        bits = sites[0].ret.size()
        incs = {x.add_const % (1 << bits) for x in sites}
        if len(incs) != 1 or any(x.ret.size() != bits for x in sites):
            continue
        c = incs.pop()
        m = threads * len(sites)
        if c == 0 or (m - 1) * min(c, (1 << bits) - c) >= 1 << bits:
            continue
        for i in idx:
            for j in idx:
                xa, xb = a.accesses[i], b.accesses[j]
                conds = [pc.distinct(a, b), xa.guard, xb.guard, xa.addr == xb.addr]
                if space == "shared" or xa.same_cta_only or xb.same_cta_only:
                    conds.append(pc.same_cta(a, b))
                out.append(lean_implies(and_(*conds), xa.ret != xb.ret))
        meth = ATOMIC_RETURNS_METHOD.format(buffer=buf, m=m, c=c, bits=bits)
        a.methods.add(meth)
        b.methods.add(meth)
    return out


def solve_text(smt2: str, timeout_ms: int) -> str:
    """Solve an SMT-LIB2 text in a fresh Z3 context: "unsat" | "sat" | "unknown" | "parse error (...)".

    Why a fresh context: the result is then about exactly the stored text (the checker does the
    same), and Z3 is several times faster than in the proof's large shared context.
    """
    ctx = z3.Context()
    s = z3.Solver(ctx=ctx)
    try:
        s.add(z3.parse_smt2_string(smt2, ctx=ctx))
    except z3.Z3Exception as exc:
        return f"parse error ({exc})"
    s.set("timeout", timeout_ms)
    return str(s.check())


_TOKEN = re.compile(r'\(|\)|\|[^|]*\||"(?:[^"]|"")*"|;[^\n]*|[^\s()|";]+')


_Z3_INTERNAL_OPS = {f"{op}_i": op for op in ("bvudiv", "bvurem", "bvsdiv", "bvsrem", "bvsmod")}


def strict_smt2(smt2: str) -> str:
    """The same SMT-LIB2 script with Z3's unary `(or x)` / `(and x)` written as `x` (and nullary ones as
    `false` / `true`), comments dropped.

    Why: Z3 prints one-disjunct Or/And as unary applications, which SMT-LIB 2.6 does not allow (`or`
    and `and` are left-associative, two arguments at least) and Bitwuzla rejects. The rewrite is the
    definition of the unary forms, done on the tokens, so the second solver still reads the stored text
    and not Z3's parse of it. Likewise Z3's simplifier prints its internal division operators
    (`bvudiv_i`, `bvurem_i`, `bvsdiv_i`, `bvsrem_i`, `bvsmod_i`: a PTX `div`/`rem` by a scalar that is not a
    power of two), which Bitwuzla does not know; Z3 defines each equal to its SMT-LIB operator for every
    input, division by zero included (tests/verifier/test_second_solver.py checks it with Z3), so they are
    written as `bvudiv`, ... .
    """
    stack: list[list[str]] = [[]]
    top = stack[0]  # the innermost open list (one token loop over the whole stored text: kept lean)
    ops = _Z3_INTERNAL_OPS
    for tok in _TOKEN.findall(smt2):
        if tok == "(":
            top = []
            stack.append(top)
        elif tok == ")":
            if len(stack) < 2:
                raise ValueError("unbalanced ')' in SMT-LIB2 text")
            items = stack.pop()
            top = stack[-1]
            if len(items) <= 2 and items and items[0] in ("or", "and"):
                top.append(items[1] if len(items) == 2 else ("false" if items[0] == "or" else "true"))
            else:
                top.append("(" + " ".join(items) + ")")
        elif tok[0] != ";":  # a comment is dropped
            top.append(ops.get(tok, tok))
    if len(stack) != 1:
        raise ValueError("unbalanced '(' in SMT-LIB2 text")
    return "\n".join(stack[0]) + "\n"


def bitwuzla_version() -> str:
    """The second solver's version, or "missing" (then every re-check that needs it fails)."""
    try:
        import bitwuzla
    except ImportError:
        return "missing"
    return str(bitwuzla.version())


# Bitwuzla's configuration for the re-check (solving strategy only: the answer to a QF_(UF)BV query does not
# depend on it). Measured in CPU seconds on the 330 distinct texts of the costliest artifact of each shipped
# kernel: 42.3 s with the defaults, 12.2 s without the abstraction of bvmul/udiv/urem, with bit-vector
# inequalities normalised for variable substitution and without preprocessing's normalisation pass; the same
# 330 verdicts (sample_f32 b64 ws_xcta: 10.2 -> 2.7 s). `benchmarks/bench_verifier.py --bitwuzla-sample N`
# repeats the comparison on the N largest stored texts.
BITWUZLA_OPTIONS: tuple[tuple[str, bool | int | str], ...] = (
    ("ABSTRACTION", False),
    ("PP_VARIABLE_SUBST_NORM_BV_INEQ", True),
    ("PP_NORMALIZE", False),
)


def solve_text_bitwuzla(smt2: str, timeout_ms: int, options: tuple[tuple[str, bool | int | str], ...] = BITWUZLA_OPTIONS) -> str:
    """Solve an SMT-LIB2 text with Bitwuzla (a second solver from another code base), configured with
    `options` (default BITWUZLA_OPTIONS): "unsat" | "sat" | "unknown" (time limit) | "error (...)". Its own
    parser reads the text (after `strict_smt2`); a fresh term manager per text, so nothing carries over."""
    try:
        import bitwuzla as bw
    except ImportError:
        return "error (the bitwuzla package is not installed: pip install 'bitwuzla>=0.10')"
    try:
        text = strict_smt2(smt2)
        tm = bw.TermManager()
        opts = bw.Options()
        opts.set(bw.Option.TIME_LIMIT_PER, int(timeout_ms))
        for name, value in options:
            opts.set(getattr(bw.Option, name), value)
        parser = bw.Parser(tm, opts)
        parser.parse(text, True, False)  # parse only: check-sat is called below, with the time limit
        return str(parser.bitwuzla().check_sat())
    except (bw.BitwuzlaException, ValueError, RuntimeError, AttributeError) as exc:
        return f"error ({exc})"


WITNESS_PREFIXES = ("tid.", "ctaid.", "param!", "base!", "pelem", "size!")
WITNESS_MAX = 32


def premise_witness(smt2: str, timeout_ms: int) -> tuple[str, dict[str, Any] | None]:
    """Solve a premise query in a fresh Z3 context; when sat, a witness: the model's values of the launch
    point (thread ids, parameters, buffer bases, the region element), at most WITNESS_MAX of them.

    Why these: they name a concrete launch and thread the premises hold for; the checker asserts them
    on top of the stored text and both solvers must still find it satisfiable."""
    ctx = z3.Context()
    s = z3.Solver(ctx=ctx)
    try:
        s.add(z3.parse_smt2_string(smt2, ctx=ctx))
    except z3.Z3Exception as exc:
        return f"parse error ({exc})", None
    s.set("timeout", timeout_ms)
    r = str(s.check())
    if r != "sat":
        return r, None
    m = s.model()
    decls = sorted((d for d in m.decls() if d.arity() == 0 and z3.is_bv_sort(d.range())), key=lambda d: d.name())
    pick = [d for d in decls if d.name().startswith(WITNESS_PREFIXES) or "tid." in d.name()
            or "ctaid." in d.name()] or decls[:8]
    values = []
    for d in pick[:WITNESS_MAX]:
        c = d()
        values.append({"symbol": c.sexpr(), "bits": d.range().size(), "value": m.eval(c, True).as_long()})
    return r, {"values": values}


def with_witness(smt2: str, witness: dict[str, Any]) -> str:
    """The premise text with the witness's values asserted (before its check-sat).

    Raises ValueError when the witness is malformed or names a symbol the text does not declare."""
    vals = witness.get("values") if isinstance(witness, dict) else None
    if not isinstance(vals, list):
        raise ValueError("witness has no list of values")
    body = smt2.rstrip()
    if body.endswith("(check-sat)"):
        body = body[: -len("(check-sat)")]
    extra = []
    for v in vals:
        sym, bits, val = v.get("symbol"), v.get("bits"), v.get("value")
        if not (isinstance(sym, str) and isinstance(bits, int) and isinstance(val, int)) or not 0 < bits <= 4096:
            raise ValueError(f"malformed witness value {v!r}")
        if f"(declare-fun {sym} () (_ BitVec {bits}))" not in smt2:
            raise ValueError(f"witness names {sym}, which the premise query does not declare as (_ BitVec {bits})")
        if not 0 <= val < 1 << bits:
            raise ValueError(f"witness value of {sym} does not fit {bits} bits")
        extra.append(f"(assert (= {sym} (_ bv{val} {bits})))")
    return body + "\n" + "\n".join(extra) + "\n(check-sat)\n"


def solve(pc: ProofContext, q: Query) -> str:
    r = solve_text(q.smt2 or q.render(pc.ctx), pc.timeout_ms)
    if r == "sat":  # re-solve in the proof's context for a model to decode the witness from
        s = z3.Solver(ctx=pc.ctx)
        s.set("timeout", pc.timeout_ms)
        for a in q.assertions:
            s.add(a)
        if s.check() == z3.sat:
            q.model = s.model()
        else:
            r = "unknown"
    q.result = r
    return q.result


def ids_of(model: z3.ModelRef, t: Trace) -> dict[str, int]:
    out = {}
    for k in sorted(t.ids):
        v = model.eval(t.ids[k], model_completion=True)
        out[k] = v.as_long()
    return {"block": [out["ctaid.x"], out["ctaid.y"], out["ctaid.z"]],
            "thread": [out["tid.x"], out["tid.y"], out["tid.z"]]}


def val(model: z3.ModelRef, e: z3.ExprRef) -> int | bool:
    v = model.eval(e, model_completion=True)
    if z3.is_bool(v):
        return z3.is_true(v)
    return v.as_long()


def access_info(model: z3.ModelRef, pc: ProofContext, acc: Access) -> dict[str, Any]:
    return {"kind": acc.kind, "space": acc.space, "buffer": acc.buffer, "ptx_line": acc.line,
            "instruction": acc.text, "width": acc.width,
            "address": hex(int(val(model, acc.addr))), "offset": int(val(model, acc.offset)),
            "epoch": int(val(model, acc.epoch)), "path_condition": str(z3.simplify(acc.guard))[:600],
            "summarised_loop": acc.summarised}


def launch_values(model: z3.ModelRef, pc: ProofContext) -> dict[str, Any]:
    """The launch of a witness: for a family, the member the model picks (its symbols' values, and the
    grid and scalars evaluated there)."""
    if pc.launch.sizes:
        env = pc.launch.size_values(model)
        ev = lambda v: sx.evaluate(v, env) if isinstance(v, sx.SizeExpr) else v  # noqa: E731
        out: dict[str, Any] = {"symbols": env, "grid": [ev(v) for v in pc.cfg.grid], "block": list(pc.cfg.block),
                               "dynamic_shared_bytes": pc.cfg.dynamic_shared_bytes,
                               "scalars": {k: ev(v) for k, v in pc.cfg.scalars}}
    else:
        out = {"grid": list(pc.cfg.grid), "block": list(pc.cfg.block),
               "dynamic_shared_bytes": pc.cfg.dynamic_shared_bytes, "scalars": dict(pc.cfg.scalars)}
    if pc.launch.power is not None:
        out["scalars"][pc.cfg.power.param] = int(val(model, pc.launch.power))
    out["buffer_bases"] = {k: hex(int(val(model, b))) for k, b in sorted(pc.launch.bases.items())}
    return out


class Pick:
    """Selector encoding: a symbolic choice of one event out of many (linear-size pair queries)."""

    def __init__(self, pc: ProofContext, events: list[Access], tag: str) -> None:
        self.events = events
        ctx = pc.ctx
        self.sel = z3.BitVec(f"sel!{tag}", 32, ctx)
        self.off = z3.BitVec(f"off!{tag}", 64, ctx)
        self.width = z3.BitVec(f"width!{tag}", 64, ctx)
        self.epoch = z3.BitVec(f"epoch!{tag}", 32, ctx)
        cs = [z3.ULT(self.sel, pc.bv(len(events), 32))]
        for i, e in enumerate(events):
            cs.append(lean_implies(self.sel == pc.bv(i, 32),
                                 and_(e.guard, self.off == e.offset, self.width == pc.bv(e.width, 64),
                                        self.epoch == e.epoch)))
        self.constraints = [and_(*cs)]  # one assertion: shared subterms are let-bound once in SMT-LIB2

    def chosen(self, model: z3.ModelRef) -> Access:
        return self.events[int(val(model, self.sel))]


def overlap(a: Pick, b: Pick) -> z3.BoolRef:
    return and_(z3.ULT(a.off, b.off + b.width), z3.ULT(b.off, a.off + a.width))
