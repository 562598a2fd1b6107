"""Predicated linear symbolic execution of one PTX entry over Z3 bit-vectors.

Why this design: the CFG is walked as a DAG (loops collapsed and unrolled while Z3 says
the back edge is still feasible, up to a cap, then summarised by havocking the registers
the loop modifies, keeping induction-variable facts; the cap is SHORT_UNROLL for a loop whose only
effects are CTA shared-memory stores, once it is shown to terminate). Every block runs under the OR of
its incoming edge guards and registers are merged with If() at joins, so one run yields
a *linear list of guarded events* (loads, stores, atomics, barriers) that describes every
path of one thread. Instantiating it for two distinct threads A and B gives the pairwise
obligations; every approximation (fresh symbols for floats, shuffles, tensor-core ops,
loaded values, havocked loops) only adds behaviours, so proofs stay sound.

Integer instructions are modelled exactly, at PTX's widths, with wrap-around.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from dataclasses import replace as dc_replace

import z3

from fltc.errors import UnsupportedPTX
from verifier import opcodes
from verifier import sizeexpr as sx
from verifier.cfg import CFG, Loop, build_cfg
from verifier.config import AssumptionKind, LaunchConfig, ParamType, Size, Window, dtype_bits
from verifier.ptx_parse import Addr, Entry, Instr, Neg, Pair, Reg, Sym, Vec, leaves, type_bytes
from verifier.semantics import (
    Semantics,
    and_,
    bits_of,
    const_name,
    is_false,
    lean_and,
    lean_app,
    lean_bitvec,
    lean_bool,
    lean_bool_function_of,
    lean_bv,
    lean_children,
    lean_const_like,
    lean_extract,
    lean_if,
    lean_not,
    lean_or,
    lean_simplify,
    lean_sub,
    lean_subst1,
    lean_zext,
    or_,
    solver_add,
)
from verifier.terms import consts, substitute

UNROLL_CAP = 64  # iterations of one loop instance before it is summarised
# iterations of a loop whose only effects are CTA shared-memory stores before it is summarised, when its
# termination is shown (attention_window_d256_f16's score pass: 32 iterations at a window of 8,192 keys)
SHORT_UNROLL = 4
TRIP_SCAN = 256  # iterations scanned for a concrete bound of a summarised loop
# instructions that make a loop body effectful (memory writes, synchronisation): such loops are
# unrolled first (their stores are must-events for coverage); all other loops are summarised at once
# (griddepcontrol too: such loops are unrolled, so `waited` is exact up to the unroll cap)
# (from the opcode table: memory effect store/atomic/unsupported, a CTA/warp/grid synchronisation class, or
# trap; warp collectives too, so their events are unrolled instances whose convergence obligation 4 can check)
EFFECT_OPS = opcodes.effect_opcodes()
SHARED_LIMIT = 227 * 1024


@dataclass(frozen=True)
class Access:
    """A guarded memory event of one thread instance (a 'linear event')."""

    seq: int
    kind: str  # "ld" | "st" | "atom"
    space: str  # "global" | "shared"
    buffer: str | None  # pointer param name or shared variable name; None: provenance unknown
    addr: z3.BitVecRef  # 64-bit address
    offset: z3.BitVecRef  # 64-bit byte offset from the buffer's base
    width: int  # bytes touched (element bytes * vector length)
    align: int  # alignment the instruction requires
    guard: z3.BoolRef
    epoch: z3.BitVecRef  # number of CTA barriers this thread passed before the access (32-bit)
    line: int
    text: str
    summarised: bool  # inside a havocked (summarised) loop: a may-event, not a must-event
    waited: z3.BoolRef  # this thread executed `griddepcontrol.wait` before the access (on this path)
    nc: bool = False  # a load through the non-coherent read-only path (`ld.global.nc`, `ldu`)
    ret: z3.BitVecRef | None = None  # an `atom.add` with a constant increment: its returned old value
    add_const: int | None = None  # that increment (the immediate operand, as written)
    same_cta_only: bool = False  # its scope is narrower than the GPU (`.cta`/`.cluster`)


@dataclass(frozen=True)
class Barrier:
    seq: int
    guard: z3.BoolRef
    line: int
    text: str
    summarised: bool


@dataclass(frozen=True)
class WarpSync:
    """One execution of a warp collective (shfl/vote/match/redux/bar.warp `.sync`, `.sync.aligned` matrix ops).

    `mask` is the membermask operand (32-bit, symbolic or concrete); None for `.aligned` instructions
    without one (the implicit mask: every existing lane of the warp).
    """

    seq: int
    guard: z3.BoolRef
    mask: z3.BitVecRef | None
    line: int
    text: str
    summarised: bool


@dataclass(frozen=True)
class UniBranch:
    """One execution of a predicated `bra.uni` / `ret.uni`: `.uni` asserts every active lane of the warp
    has the same predicate value (a non-divergent branch); obligation 4 checks two lanes that reach it agree."""

    seq: int
    guard: z3.BoolRef  # the path reaches the branch
    pred: z3.BoolRef  # the branch's predicate (taken)
    line: int
    text: str
    summarised: bool


@dataclass(frozen=True)
class Trap:
    """A `trap` reached under `guard`: the thread aborts there (and the launch fails)."""

    seq: int
    guard: z3.BoolRef
    line: int
    text: str
    summarised: bool


@dataclass(frozen=True)
class LoopExit:
    """How a summarised loop's exit is reached (coverage needs every loop before a counted store to end).

    `terminates` is True only with an argument the verifier checked (`argument` says which); otherwise
    the exit is still taken under the loop's entry guard for the safety obligations (their events are a
    superset of the ones that happen), but coverage does not count stores emitted after event `seq`
    under a guard that overlaps `guard` (the loop's entry guard) as must-writes.
    """

    line: int  # header line
    terminates: bool
    argument: str
    seq: int  # last event number emitted before the summarised iteration
    guard: z3.BoolRef
    # False: the loop's exits keep the summarised iteration's own guards (several exit targets, a thread-ending
    # instruction in the body, or no exit after the prefix), so this thread's stores after it need no guard test;
    # only other threads waiting for it at a later barrier or warp collective do (coverage)
    own: bool = True


@dataclass
class State:
    """One path bundle of a thread: guard, registers (with provenance), barrier count, PDL wait.

    `waited` is true iff the thread has executed `griddepcontrol.wait` (prerequisite grids complete,
    their memory visible); it only ever goes from false to true, and approximations keep it
    possibly-false (the unsafe side for obligation 2's grid_dependency query).
    """

    guard: z3.BoolRef
    regs: dict[str, z3.ExprRef]
    prov: dict[str, str | None]
    epoch: z3.BitVecRef
    waited: z3.BoolRef

    def fork(self, guard: z3.BoolRef, share: bool = False) -> State:
        """The same thread state under another guard (registers copied unless `share`)."""
        if share:
            return State(guard, self.regs, self.prov, self.epoch, self.waited)
        return State(guard, dict(self.regs), dict(self.prov), self.epoch, self.waited)


@dataclass
class Trace:
    """Result of running one thread instance: events, facts, and notes on approximations."""

    instance: str
    ids: dict[str, z3.BitVecRef]  # tid.x ... ctaid.z of this instance
    accesses: list[Access] = field(default_factory=list)
    barriers: list[Barrier] = field(default_factory=list)
    warp_syncs: list[WarpSync] = field(default_factory=list)
    traps: list[Trap] = field(default_factory=list)
    uni_branches: list[UniBranch] = field(default_factory=list)
    facts: list[z3.BoolRef] = field(default_factory=list)  # thread ranges, load ranges, IV facts
    locals: list[z3.ExprRef] = field(default_factory=list)  # instance-local constants (for renaming)
    methods: set[str] = field(default_factory=set)  # approximations used
    unsupported: list[tuple[str, int]] = field(default_factory=list)  # (what, line) not modelled
    summarised_loops: list[int] = field(default_factory=list)  # header lines
    unrolled: dict[int, int] = field(default_factory=dict)  # header line -> max iterations unrolled
    inj_apps: dict[str, list[tuple[z3.ExprRef, z3.ExprRef]]] = field(default_factory=dict)
    loop_exits: list[LoopExit] = field(default_factory=list)  # summarised loops' termination, in order


@dataclass(frozen=True)
class ModuleVar:
    """A module-scope `.global` / `.const` variable: a buffer of its own, at a symbolic aligned base.

    `concrete` is True when loads of it return its initialiser (`init`): it has one, and no store,
    atomic or escape of its address is in the entry (see `_maybe_written`); the assumption that no other
    launch and no host copy changes it is listed in `Launch.notes`. Otherwise its loads are fresh.
    """

    name: str
    space: str  # "global" | "const"
    size: int
    align: int
    init: bytes | None
    concrete: bool
    line: int


CONCRETE_INIT_LIMIT = 4096  # elements of one width: a larger initialiser's loads are fresh (If-chain size)


@dataclass
class Launch:
    """Symbols shared by all thread instances of one launch (bases, power, memory UFs)."""

    ctx: z3.Context
    cfg: LaunchConfig
    bases: dict[str, z3.BitVecRef]  # pointer params and module .global/.const variables
    power: z3.BitVecRef | None
    facts: list[z3.BoolRef]  # alignment of bases, power nothing
    shared_layout: dict[str, tuple[int, int, int]]  # name -> (start, size, align)
    mem_ufs: dict[tuple[str, int], z3.FuncDeclRef] = field(default_factory=dict)
    module_vars: dict[str, ModuleVar] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)  # assumptions about module variables (for the artifact)
    # entry `.local` variables: name -> (start, size, align) in the local window; every thread has its own
    # window with this layout (per-thread memory: equal offsets of two threads are different bytes)
    local_layout: dict[str, tuple[int, int, int]] = field(default_factory=dict)
    # family symbols: one 64-bit constant per symbol, shared by all thread instances (empty: a concrete launch)
    sizes: dict[str, z3.BitVecRef] = field(default_factory=dict)
    # the `.extern` / unsized shared arrays: each one names the whole dynamic window (they alias each other)
    dynamic_shared: frozenset[str] = frozenset()

    def buffer_size(self, name: str) -> Size:
        """Size in bytes of a global-memory buffer: a pointer parameter's or a module variable's (an
        expression over the family's symbols for a family; see size_term)."""
        mv = self.module_vars.get(name)
        return mv.size if mv is not None else self.cfg.buffer_map[name].size_bytes

    def buffer_windows(self, name: str) -> tuple[Window, ...]:
        """The access windows of a pointer parameter's buffer (Buffer.windows); () -- the whole buffer -- for
        one without them and for module variables."""
        if name in self.module_vars:
            return ()
        return self.cfg.buffer_map[name].windows

    def term(self, v: Size, bits: int = 64) -> z3.BitVecRef:
        """A configuration size as a `bits`-wide term: a constant for an int (exactly as for concrete
        launches), the lowered expression over the family's symbols otherwise (validate() showed every
        value fits, so the truncation to `bits` is exact)."""
        if isinstance(v, int):
            return z3.BitVecVal(v % (1 << bits), bits, self.ctx)
        t = sx.lower(v, self.sizes, self.ctx)
        return t if bits == 64 else z3.Extract(bits - 1, 0, t)

    def upper(self, v: Size) -> int:
        """The greatest value a size takes on the family (an interval bound: over-approximate)."""
        return v if isinstance(v, int) else sx.interval(v, self.cfg.symbol_map)[1]

    def size_values(self, model: z3.ModelRef) -> dict[str, int]:
        """The family symbols' values in a model (for witnesses). A value outside the symbol's range belongs to a
        symbol outside the query's cone of influence (its range fact names it, so it is sliced in whenever the
        symbol is): the query holds for every member then, and the witness names the least."""
        rng = dict(self.cfg.symbols)
        out = {}
        for k, s in sorted(self.sizes.items()):
            v = model.eval(s, model_completion=True).as_long()
            r = rng.get(k)
            out[k] = v if r is None or r.min <= v <= r.max else r.min
        return out

    def read_only(self, name: str | None) -> bool:
        """A buffer no thread may write: a role-`in` parameter or a `.const` variable."""
        mv = self.module_vars.get(name) if name else None
        if mv is not None:
            return mv.space == "const"
        return any(p.name == name and p.role is not None and p.role.value == "in" for p in self.cfg.leaf_params)

    def symbol(self, name: str) -> tuple[z3.BitVecRef, str] | None:
        """(address, provenance) of a variable named in an operand (shared or module variable); None: not one."""
        if name in self.shared_layout:
            return z3.BitVecVal(self.shared_layout[name][0], 64, self.ctx), name
        if name in self.module_vars:
            return self.bases[name], name
        return None

    def space_of(self, prov: str | None) -> str | None:
        """State space of the buffer an address derives from (for generic addressing)."""
        if prov in self.shared_layout:
            return "shared"
        if prov in self.local_layout:
            return "local"
        if prov in self.module_vars:
            return self.module_vars[prov].space
        if prov in self.bases:
            return "global"
        return None

    def module_value(self, buffer: str | None, off: z3.BitVecRef, bits: int,
                     fresh: Callable[[], z3.BitVecRef]) -> z3.ExprRef | None:
        """Value of a load of `bits` at byte offset `off` of a concrete module variable; None: not one.

        An aligned in-range offset reads the initialiser's little-endian bytes; any other offset (out of
        bounds or misaligned: obligation 3 fails it) reads `fresh()`, so nothing is lost."""
        mv = self.module_vars.get(buffer) if buffer else None
        if mv is None or not mv.concrete or mv.init is None or bits % 8:
            return None
        wb = bits // 8
        if mv.size // wb > CONCRETE_INIT_LIMIT:
            return None
        v = fresh()
        for k in range(mv.size - wb - (mv.size - wb) % wb, -1, -wb):
            word = int.from_bytes(mv.init[k:k + wb], "little")
            v = z3.If(off == z3.BitVecVal(k, 64, self.ctx), z3.BitVecVal(word, bits, self.ctx), v)
        return v


def _maybe_written(entry: Entry, names: set[str]) -> set[str]:
    """Module variables this entry may write or whose address may escape (flow-insensitive taint).

    Why: loads of a variable may return its initialiser only if nothing in the launch changes it. A
    register is tainted by a variable if any instruction computes it from the variable's address or a
    tainted register (fixpoint over the body; a load's result is not: an address stored to memory already
    counts as an escape); a variable counts as written if a store, atomic, reduction,
    cp or other memory-writing instruction addresses it through a tainted register or its name, or a tainted
    register is stored anywhere or passed to a call (its address escapes). Over-approximate by design.
    """
    writes = {"st", "atom", "red", "cp", "stmatrix", "sust", "sured", "call", "mbarrier"}
    taint: dict[str, set[str]] = {}
    instrs = [i for i in entry.body if isinstance(i, Instr)]

    def syms(o, out: set[str], addrs: bool = True) -> None:
        for x in leaves(o, addrs):
            if isinstance(x, Sym) and x.name in names:
                out.add(x.name)
            elif isinstance(x, Reg):
                out |= taint.get(x.name, set())

    changed = True
    while changed:
        changed = False
        for ins in instrs:
            if ins.opcode in writes or not ins.operands:
                continue
            src: set[str] = set()
            for o in ins.operands[1:]:  # a loaded value is no address: memory operands do not propagate
                syms(o, src, addrs=False)
            if not src:
                continue
            dests: list[str] = []
            _operand_regs(ins.operands[0], dests, sources=False)
            for d in dests:
                cur = taint.setdefault(d, set())
                if not src <= cur:
                    cur |= src
                    changed = True
    out: set[str] = set()
    for ins in instrs:
        if ins.opcode in writes:
            for o in ins.operands:
                syms(o, out)  # the address, and any stored value that carries an address
    return out


def _referenced(entry: Entry) -> set[str]:
    """Names of variables the entry's instructions mention (operands and address bases)."""
    return {x.name for ins in entry.body if isinstance(ins, Instr) for o in ins.operands for x in leaves(o)
            if isinstance(x, Sym)}


def family_facts(cfg: LaunchConfig, ctx: z3.Context) -> tuple[dict[str, z3.BitVecRef], list[z3.BoolRef], list[str]]:
    """The family's symbols (64-bit constants `size!<name>`), their premises (range, multiple_of,
    constraints) and the notes that list them among the artifact's assumptions."""
    sizes = {k: z3.BitVec(f"size!{k}", 64, ctx) for k, _ in cfg.symbols}
    facts: list[z3.BoolRef] = []
    notes: list[str] = []
    for k, r in cfg.symbols:
        s = sizes[k]
        facts.append(and_(z3.ULE(z3.BitVecVal(r.min, 64, ctx), s), z3.ULE(s, z3.BitVecVal(r.max, 64, ctx))))
        if r.multiple_of > 1:
            facts.append(z3.URem(s, z3.BitVecVal(r.multiple_of, 64, ctx)) == 0)
        notes.append(f"family symbol {k}: the proof covers every launch with {r.min} <= {k} <= {r.max}"
                     + (f" and {k} a multiple of {r.multiple_of}" if r.multiple_of > 1 else "")
                     + "; the launch gate admits a launch only at such a value")
    for c in cfg.constraints:
        facts.append(sx.lower_constraint(c, sizes, ctx))
        notes.append(f"family constraint {c.text}: the proof covers only the launches satisfying it; the launch "
                     "gate checks it")
    return sizes, facts, notes


def make_launch(entry: Entry, cfg: LaunchConfig, ctx: z3.Context) -> Launch:
    bases: dict[str, z3.BitVecRef] = {}
    sizes, facts, fam_notes = family_facts(cfg, ctx)
    bmap = cfg.buffer_map
    for p in cfg.leaf_params:  # pointer parameters and pointer fields of struct parameters
        if p.type is ParamType.PTR:
            b = z3.BitVec(f"base!{p.name}", 64, ctx)
            bases[p.name] = b
            buf = bmap[p.name]
            al = max(1, buf.align)
            if al & (al - 1):
                raise UnsupportedPTX(f"buffer {p.name} alignment {al} is not a power of two", 0)
            facts.append(b & z3.BitVecVal(al - 1, 64, ctx) == 0)
            # the buffer does not wrap around the 64-bit address space
            if isinstance(buf.size_bytes, int):
                facts.append(z3.ULE(b, z3.BitVecVal(2**64 - 1 - buf.size_bytes, 64, ctx)))
            else:  # size <= 2^48 on the whole family (validate): the subtraction does not wrap
                facts.append(z3.ULE(b, z3.BitVecVal(2**64 - 1, 64, ctx) - sx.lower(buf.size_bytes, sizes, ctx)))
            facts.append(b != 0)
    power = None
    if cfg.power is not None:
        ptype = {p.name: p.type for p in cfg.leaf_params}.get(cfg.power.param, ParamType.U32)
        power = z3.BitVec(f"param!{cfg.power.param}", ptype.width_bytes * 8, ctx)
    for v in entry.vars:
        if v.space in ("global", "const"):
            raise UnsupportedPTX(f"entry-scope .{v.space} variable {v.name} (module scope is modelled)", v.line)
    mvars: dict[str, ModuleVar] = {}
    notes: list[str] = list(fam_notes)
    gvars = [v for v in entry.module_vars if v.space in ("global", "const")]
    if gvars:
        clash = sorted({v.name for v in gvars} & set(bases))
        if clash:
            raise UnsupportedPTX(f"module variable(s) {clash} named like a pointer parameter", 0)
        written = _maybe_written(entry, {v.name for v in gvars})
        for body in entry.module_bodies:  # a sibling entry or function may write it between launches
            written |= _maybe_written(dc_replace(entry, body=body), {v.name for v in gvars})
        refs = _referenced(entry)
        for v in gvars:
            if v.extern or v.array_len == 0:
                continue  # defined in another module: referencing it is unsupported (not a known buffer)
            al = v.align or type_bytes(v.type)
            if al & (al - 1):
                raise UnsupportedPTX(f"module variable {v.name} alignment {al} is not a power of two", v.line)
            concrete = v.init is not None and v.name not in written
            mvars[v.name] = ModuleVar(v.name, v.space, v.size_bytes, al, v.init, concrete, v.line)
            b = z3.BitVec(f"base!var!{v.name}", 64, ctx)
            bases[v.name] = b
            facts.append(b & z3.BitVecVal(al - 1, 64, ctx) == 0)
            facts.append(z3.ULE(b, z3.BitVecVal(2**64 - 1 - v.size_bytes, 64, ctx)))
            facts.append(b != 0)
            if v.name in refs:  # accesses through it and through a pointer parameter are told apart by provenance
                disjoint = ("is disjoint from every pointer argument's buffer: no argument is an address inside it "
                            "(cuModuleGetGlobal's), so an access through a parameter never reaches it")
                note = f"module .{v.space} variable {v.name} (line {v.line}) " + (
                    "holds its PTX initialiser during the launch: this entry never writes it or lets its address "
                    "escape; no other launch and no host copy (cuModuleGetGlobal + memcpy) may change it; and it "
                    + disjoint if concrete else disjoint)
                notes.append(note)
    layout: dict[str, tuple[int, int, int]] = {}
    addr = 0
    shared = [v for v in entry.module_vars if v.space == "shared"] + [v for v in entry.vars if v.space == "shared"]
    names = [v.name for v in shared]
    if len(set(names)) != len(names):
        raise UnsupportedPTX(f"shared variables declared twice (module and entry scope): {sorted(names)}", 0)
    statics = [v for v in shared if not (v.extern or v.array_len == 0)]
    dyn = [v for v in shared if v.extern or v.array_len == 0]
    for v in statics:
        al = v.align or type_bytes(v.type)
        addr = (addr + al - 1) // al * al
        layout[v.name] = (addr, v.size_bytes, al)
        addr += v.size_bytes
    if dyn:
        al = max(v.align or type_bytes(v.type) for v in dyn)
        addr = (addr + max(al, 16) - 1) // max(al, 16) * max(al, 16)
        for v in dyn:  # every extern shared array aliases the dynamic window
            layout[v.name] = (addr, cfg.dynamic_shared_bytes, v.align or type_bytes(v.type))
    return Launch(ctx, cfg, bases, power, facts, layout, module_vars=mvars, notes=notes,
                  local_layout=_local_layout(entry, set(layout) | set(bases)), sizes=sizes,
                  dynamic_shared=frozenset(v.name for v in dyn))


def _local_layout(entry: Entry, taken: set[str]) -> dict[str, tuple[int, int, int]]:
    """Layout of the entry's `.local` variables in each thread's local window (from offset 0).

    Why entry scope only: nvcc's stack frame (`__local_depot`) is declared there; an extern/unsized one is
    reported rather than given a guessed size, and a module-scope one is no known variable (an operand
    naming it is unsupported)."""
    out: dict[str, tuple[int, int, int]] = {}
    addr = 0
    for v in entry.vars:
        if v.space != "local":
            continue
        if v.extern or v.array_len == 0 or v.name in taken or v.name in out:
            raise UnsupportedPTX(f".local variable {v.name}: extern, unsized, or named like another variable",
                                 v.line)
        al = v.align or type_bytes(v.type)
        if al & (al - 1):
            raise UnsupportedPTX(f".local variable {v.name} alignment {al} is not a power of two", v.line)
        addr = (addr + al - 1) // al * al
        out[v.name] = (addr, v.size_bytes, al)
        addr += v.size_bytes
    return out


class Executor(Semantics):
    """Runs one thread instance over the CFG; see the module docstring."""

    def __init__(self, entry: Entry, cfg_graph: CFG, launch: Launch, instance: str,
                 unroll_cap: int = UNROLL_CAP, summarise_pure: bool = True) -> None:
        self.entry = entry
        self.summarise_pure = summarise_pure
        self._pure_cache: dict[int, bool] = {}
        self.g = cfg_graph
        self.live = live_in(cfg_graph)
        self.L = launch
        self.ctx = launch.ctx
        self.cfg = launch.cfg
        self.inst = instance
        self.cap = unroll_cap
        self.seq = 0
        self.fresh_n = 0
        self.dry = 0  # >0 while probing a loop body for induction variables
        self.summ = 0  # >0 while inside a summarised loop body
        self.regtypes = self._reg_types(entry)
        self._bits: dict[str, int | None] = {}  # register -> width (None: predicate); memo of reg_bits
        self.params = {p.name: p for p in entry.params}
        self.cparams = {p.name: p for p in self.cfg.leaf_params}
        self.ptx_param_index = {p.name: i for i, p in enumerate(entry.params)}
        ids = {}
        for nm in ("tid.x", "tid.y", "tid.z", "ctaid.x", "ctaid.y", "ctaid.z"):
            ids[nm] = z3.BitVec(f"{nm}@{instance}", 32, self.ctx)
        self.trace = Trace(instance, ids)
        self.trace.methods.update(entry.inlined)  # calls inlined before the CFG (verifier/inline.py)
        lim = {"tid.x": self.cfg.block[0], "tid.y": self.cfg.block[1], "tid.z": self.cfg.block[2],
               "ctaid.x": self.cfg.grid[0], "ctaid.y": self.cfg.grid[1], "ctaid.z": self.cfg.grid[2]}
        for nm, v in ids.items():  # %ctaid.* < %nctaid.*: the grid term for a family
            self.trace.facts.append(z3.ULT(v, launch.term(lim[nm], 32)))
            self.trace.locals.append(v)
        self.solver = z3.Solver(ctx=self.ctx)
        solver_add(self.solver, *self.trace.facts, *launch.facts)
        self._facts_added = len(self.trace.facts)
        self._ranges = {a.buffer: a for a in self.cfg.assumptions if a.kind is AssumptionKind.LOAD_RANGE}
        self._injective = {a.buffer: a for a in self.cfg.assumptions
                           if a.kind.value == "load_injective"}

    # ------------------------------------------------------------------ helpers
    def bv(self, v: int, bits: int) -> z3.BitVecRef:
        return lean_bv(v, bits, self.ctx)

    def fresh(self, bits: int | None, why: str) -> z3.ExprRef:
        """A fresh instance-local symbol (bits None: Bool). Records the approximation."""
        self.fresh_n += 1
        name = f"v{self.fresh_n}@{self.inst}"
        e = lean_bool(name, self.ctx) if bits is None else lean_bitvec(name, bits, self.ctx)
        self.trace.locals.append(e)
        if why and not self.dry:
            self.trace.methods.add(why)
        return e

    def _reg_types(self, entry: Entry) -> dict[str, str]:
        out: dict[str, str] = {}
        for r in entry.regs:
            if r.count is None:
                out[r.name] = r.type
            else:
                out["#prefix:" + r.name] = r.type
        return out

    def reg_type(self, name: str, line: int) -> str:
        t = self.regtypes.get(name)
        if t is not None:
            return t
        i = len(name)
        while i > 0 and name[i - 1].isdigit():
            i -= 1
        t = self.regtypes.get("#prefix:" + name[:i])
        if t is None:
            raise UnsupportedPTX(f"undeclared register {name}", line)
        return t

    def reg_bits(self, name: str, line: int) -> int | None:
        r = self._bits.get(name, 0)
        if r == 0:
            t = self.reg_type(name, line)
            r = self._bits[name] = None if t == "pred" else type_bytes(t) * 8
        return r

    def get_reg(self, st: State, name: str, line: int) -> z3.ExprRef:
        v = st.regs.get(name)
        if v is None:
            bits = self.reg_bits(name, line)
            v = self.fresh(bits, "")  # uninitialised register: arbitrary value
            st.regs[name] = v
            st.prov.setdefault(name, None)
        return v

    def set_reg(self, st: State, name: str, val: z3.ExprRef, pred: z3.BoolRef | None,
                prov: str | None, line: int) -> None:
        bits = self.reg_bits(name, line)
        if bits is None:
            if not z3.is_bool(val):
                val = val != self.bv(0, bits_of(val))
        else:
            if z3.is_bool(val):
                val = lean_if(val, self.bv(1, bits), self.bv(0, bits))
            else:
                vb = bits_of(val)
                if vb != bits:
                    val = lean_extract(bits - 1, 0, val) if vb > bits else lean_zext(bits - vb, val)
        if pred is not None:
            old = self.get_reg(st, name, line)
            val = lean_if(pred, val, old)
            if st.prov.get(name) != prov:  # a window address is never dropped to a plain value (join_prov)
                prov = self.join_prov({st.prov.get(name), prov})
        st.regs[name] = val
        st.prov[name] = prov

    # ------------------------------------------------------------------ events
    def emit_access(self, st: State, pred: z3.BoolRef | None, kind: str, space: str, buffer: str | None,
                    addr: z3.BitVecRef, width: int, align: int, ins: Instr, nc: bool = False,
                    ret: z3.BitVecRef | None = None, add_const: int | None = None,
                    same_cta_only: bool = False) -> None:
        if self.dry:
            return
        ab = bits_of(addr)
        if ab < 64:
            addr = lean_zext(64 - ab, addr)
        guard = st.guard if pred is None else lean_and(st.guard, pred)
        if buffer is None:
            off = addr
            self.trace.unsupported.append((f"address of `{ins.text}` has unknown provenance (no single "
                                           f"pointer parameter or shared variable)", ins.line))
        elif space in ("shared", "local"):
            start = (self.L.shared_layout if space == "shared" else self.L.local_layout)[buffer][0]
            off = lean_simplify(lean_sub(addr, self.bv(start, 64)))
        else:
            off = lean_simplify(lean_sub(addr, self.L.bases[buffer]))
        self.seq += 1
        self.trace.accesses.append(Access(self.seq, kind, space, buffer, lean_simplify(addr), off, width, align,
                                          lean_simplify(guard), lean_simplify(st.epoch), ins.line, ins.text,
                                          self.summ > 0, lean_simplify(st.waited), nc, ret, add_const,
                                          same_cta_only))

    def emit_barrier(self, st: State, pred: z3.BoolRef | None, ins: Instr) -> None:
        guard = st.guard if pred is None else lean_and(st.guard, pred)
        one = self.bv(1, 32)
        st.epoch = st.epoch + one if pred is None else lean_if(pred, st.epoch + one, st.epoch)
        if self.dry:
            return
        self.seq += 1
        self.trace.barriers.append(Barrier(self.seq, guard, ins.line, ins.text, self.summ > 0))

    def emit_warp_sync(self, st: State, pred: z3.BoolRef | None, mask: z3.BitVecRef | None, ins: Instr) -> None:
        """Record a warp collective executed under the path guard (and the instruction's predicate)."""
        if self.dry:
            return
        guard = st.guard if pred is None else lean_and(st.guard, pred)
        self.seq += 1
        self.trace.warp_syncs.append(WarpSync(self.seq, lean_simplify(guard), None if mask is None else
                                              lean_simplify(mask), ins.line, ins.text, self.summ > 0))

    def emit_uni_branch(self, st: State, pred: z3.BoolRef, ins: Instr) -> None:
        """Record a predicated `.uni` branch / return reached under the path guard, with its predicate."""
        if self.dry:
            return
        self.seq += 1
        self.trace.uni_branches.append(UniBranch(self.seq, lean_simplify(st.guard), lean_simplify(pred), ins.line,
                                                 ins.text, self.summ > 0))

    def emit_trap(self, st: State, pred: z3.BoolRef | None, ins: Instr) -> None:
        """Record `trap` under the path guard; the caller ends the path (nothing after it happens)."""
        if self.dry:
            return
        guard = st.guard if pred is None else lean_and(st.guard, pred)
        self.seq += 1
        self.trace.traps.append(Trap(self.seq, lean_simplify(guard), ins.line, ins.text, self.summ > 0))

    def grid_wait(self, st: State, pred: z3.BoolRef | None) -> None:
        """`griddepcontrol.wait` (under pred): from here on this thread sees prerequisite grids complete."""
        st.waited = z3.BoolVal(True, self.ctx) if pred is None else lean_simplify(or_(pred, st.waited))

    def load_value(self, space: str, buffer: str | None, off: z3.BitVecRef, bits: int, dtype: str,
                   line: int) -> z3.ExprRef:
        """Value of a load: read-only buffers are a function of the offset; others are fresh."""
        mv = self.L.module_value(buffer, off, bits, lambda: self.fresh(bits, "loads of a module variable off "
                                                                        "its initialiser's aligned elements: fresh"))
        if mv is not None:  # a module variable that holds its initialiser (Launch.notes says why)
            return mv
        role = self.cparams[buffer].role.value if buffer in self.cparams and self.cparams[buffer].role else None
        if space == "global" and role == "in":
            key = (buffer, bits)
            f = self.L.mem_ufs.get(key)
            if f is None:
                f = z3.Function(f"mem!{buffer}!{bits}", z3.BitVecSort(64, self.ctx),
                                z3.BitVecSort(bits, self.ctx))
                self.L.mem_ufs[key] = f
            v = f(off)
            if not self.dry:
                self.trace.methods.add("loads from read-only (role in) buffers: an uninterpreted function "
                                       "of the byte offset")
        else:
            v = self.fresh(bits, "loads from written buffers / shared memory: fresh symbols")
        if buffer in self._ranges:
            # a load the assumption's dtype does not fit raises ConfigError (never a truncated bound)
            from verifier.config import range_for_load

            a = self._ranges[buffer]
            if isinstance(a.lo, int) and isinstance(a.hi, int):
                lo_i, hi_i, signed = range_for_load(a, bits, dtype, line)
                if not self.dry:
                    lo, hi = self.bv(lo_i, bits), self.bv(hi_i, bits)
                    if signed:
                        self.trace.facts.append(and_(lo <= v, v <= hi))
                    else:
                        self.trace.facts.append(and_(z3.ULE(lo, v), z3.ULE(v, hi)))
            else:  # bounds over the family's symbols: compared at 64 bits, where the terms are exact
                _, _, signed = range_for_load(dc_replace(a, lo=None, hi=None), bits, dtype, line)
                if not self.dry:
                    w = z3.SignExt(64 - bits, v) if signed and bits < 64 else (
                        z3.ZeroExt(64 - bits, v) if bits < 64 else v)
                    lo, hi = self.L.term(a.lo), self.L.term(a.hi)
                    if signed:
                        self.trace.facts.append(and_(lo <= w, w <= hi))
                    else:  # unsigned dtype: lo, hi >= 0 (validate), so signed and unsigned order agree
                        self.trace.facts.append(and_(z3.ULE(lo, w), z3.ULE(w, hi)))
        if (buffer in self._injective and space == "global" and role == "in" and not self.dry
                and dtype_bits(self._injective[buffer].dtype) == bits):  # distinct at its dtype's width only
            self.trace.inj_apps.setdefault(f"{buffer}!{bits}", []).append((off, v))
        return v

    # ------------------------------------------------------------------ driver
    def run(self) -> Trace:
        st = State(z3.BoolVal(True, self.ctx), {}, {}, self.bv(0, 32), z3.BoolVal(False, self.ctx))
        all_blocks = frozenset(self._reachable())
        self.run_region(all_blocks, 0, None, st)
        return self.trace

    def _reachable(self) -> set[int]:
        seen, work = {0}, [0]
        while work:
            b = work.pop()
            for s in self.g.blocks[b].succs:
                if s not in seen:
                    seen.add(s)
                    work.append(s)
        return seen

    def _sub_loops(self, blocks: frozenset[int], own: Loop | None) -> list[Loop]:
        inner = [lp for lp in self.g.loops if lp.blocks <= blocks and (own is None or lp.header != own.header)]
        maximal = [lp for lp in inner if not any(lp is not o and lp.blocks < o.blocks for o in inner)]
        return maximal

    def run_region(self, blocks: frozenset[int], header: int, own: Loop | None,
                   entry_state: State) -> tuple[dict[int, list[State]], list[State]]:
        subs = self._sub_loops(blocks, own)
        node_of = {b: b for b in blocks}
        sub_by_header: dict[int, Loop] = {}
        for lp in subs:
            sub_by_header[lp.header] = lp
            for b in lp.blocks:
                node_of[b] = lp.header

        def node_succs(n: int) -> list[int]:
            if n in sub_by_header:
                lp = sub_by_header[n]
                outs = sorted({s for b in lp.blocks for s in self.g.blocks[b].succs if s not in lp.blocks})
            else:
                outs = list(self.g.blocks[n].succs)
            res = []
            for s in outs:
                if s not in blocks or (own is not None and s == header):
                    continue
                res.append(node_of[s])
            return res

        order: list[int] = []
        seen: set[int] = set()
        stack: list[tuple[int, int]] = [(node_of[header], 0)]
        seen.add(node_of[header])
        while stack:
            n, k = stack.pop()
            ss = node_succs(n)
            if k < len(ss):
                stack.append((n, k + 1))
                if ss[k] not in seen:
                    seen.add(ss[k])
                    stack.append((ss[k], 0))
            else:
                order.append(n)
        order.reverse()

        # guard recovery: a node that post-dominates one of its dominators in this region's DAG runs
        # exactly when that dominator runs, so it inherits that (small) guard instead of a big OR
        succ_map = {n: node_succs(n) for n in order}
        sink = -1
        exits_any = {n: self._leaves_region(n, sub_by_header, blocks, own, header) for n in order}
        pdom: dict[int, frozenset[int]] = {}
        for n in reversed(order):
            sets = [pdom[s] for s in succ_map[n] if s in pdom]
            if exits_any[n] or not succ_map[n]:
                sets.append(frozenset([sink]))
            inter = frozenset.intersection(*sets) if sets else frozenset()
            pdom[n] = inter | {n}
        preds_map: dict[int, list[int]] = {n: [] for n in order}
        for n in order:
            for s in succ_map[n]:
                preds_map[s].append(n)
        dom: dict[int, frozenset[int]] = {}
        for n in order:
            ps = [dom[p] for p in preds_map[n] if p in dom]
            dom[n] = (frozenset.intersection(*ps) if ps else frozenset()) | {n}
        same_guard: dict[int, int] = {}
        for n in order:
            for d in order:  # earliest dominator first
                if d != n and d in dom[n] and n in pdom[d]:
                    same_guard[n] = d
                    break
        entry_guard: dict[int, z3.BoolRef] = {}

        pending: dict[int, list[State]] = {node_of[header]: [entry_state]}
        exits: dict[int, list[State]] = {}
        backs: list[State] = []

        def route(target: int, s: State) -> None:
            if own is not None and target == header:
                backs.append(s)
            elif target not in blocks:
                exits.setdefault(target, []).append(s)
            else:
                pending.setdefault(node_of[target], []).append(s)

        for n in order:
            ins = pending.pop(n, None)
            if not ins:
                continue
            st = self.merge(ins, entry_guard.get(same_guard.get(n, -2)), self.live[n])
            if st is None:
                continue
            entry_guard[n] = st.guard
            if n in sub_by_header:
                for tgt, sts in self.run_loop(sub_by_header[n], st).items():
                    for s in sts:
                        route(tgt, s)
            else:
                for tgt, s in self.run_block(self.g.blocks[n], st):
                    route(tgt, s)
        return exits, backs

    def feasible(self, g: z3.BoolRef) -> bool:
        g = lean_simplify(g)
        if is_false(g):
            return False
        if z3.is_true(g):
            return True
        # facts are only ever appended and hold in every execution: add each one to the solver once
        if self._facts_added < len(self.trace.facts):
            solver_add(self.solver, *self.trace.facts[max(6, self._facts_added):])
            self._facts_added = len(self.trace.facts)
        self.solver.push()
        solver_add(self.solver, g)
        r = self.solver.check()
        self.solver.pop()
        return r != z3.unsat

    def run_loop(self, lp: Loop, st: State) -> dict[int, list[State]]:
        hline = self.g.blocks[lp.header].line
        if self.summarise_pure and self._load_only(lp):
            # no store, atomic or barrier in the body, and a concrete bound on its iterations: one
            # symbolic iteration stands for all of them (otherwise unroll, as for other loops)
            ex = self.summarise(lp, st, 0, need_bound=True)
            if ex is not None:
                if not self.dry:
                    self.trace.unrolled[hline] = max(self.trace.unrolled.get(hline, 0), 0)
                return ex
        # a loop whose only effects are stores to the CTA's shared memory (no coverage must-event, no
        # synchronisation, atomic or trap) is summarised after SHORT_UNROLL iterations when it is shown to
        # terminate (coverage counts the stores after it); load-only loops without a concrete bound are unrolled
        # up to the cap as before (their bugs near the end of a long scan keep a confirmed witness)
        early = self.summarise_pure and not self.dry and self._shared_stores_only(lp)
        exits: dict[int, list[State]] = {}
        cur = st
        it = 0
        while True:
            ex, backs = self.run_region(lp.blocks, lp.header, lp, cur)
            for t, sts in ex.items():
                exits.setdefault(t, []).extend(sts)
            it += 1
            back = self.merge(backs) if backs else None
            if back is None or not self.feasible(back.guard):
                break
            if early and it >= SHORT_UNROLL:
                rest = self.summarise(lp, back, it, need_termination=True)
                if rest is not None:
                    for t, sts in rest.items():
                        exits.setdefault(t, []).extend(sts)
                    break
                early = False  # no termination argument: unroll up to the cap, as other effectful loops
            if it >= self.cap:
                for t, sts in self.summarise(lp, back, it).items():
                    exits.setdefault(t, []).extend(sts)
                break
            cur = back
        if not self.dry:
            self.trace.unrolled[hline] = max(self.trace.unrolled.get(hline, 0), it)
        return exits

    def _loop_defs(self, lp: Loop) -> list[str]:
        defs: set[str] = set()
        for b in lp.blocks:
            for ins in self.g.blocks[b].instrs:
                for nm in self.dest_regs(ins):
                    defs.add(nm)
        return sorted(defs)

    def _shared_stores_only(self, lp: Loop) -> bool:
        """True if the loop (nested loops included) has a plain `st.shared` and no other effect instruction: no
        global store, atomic, barrier, warp collective, grid dependency, trap or `.uni` branch."""
        key = -1 - lp.header
        r = self._pure_cache.get(key)
        if r is None:
            ins_all = [ins for b in lp.blocks for ins in (*self.g.blocks[b].instrs, *(
                (self.g.blocks[b].term,) if self.g.blocks[b].term is not None else ()))]
            r = any(_cta_shared_store(ins) for ins in ins_all) and not any(
                (ins.opcode in EFFECT_OPS and not _cta_shared_store(ins)) or (ins.guard is not None and "uni" in ins.mods)
                for ins in ins_all)
            self._pure_cache[key] = r
        return r

    def _load_only(self, lp: Loop) -> bool:
        """True if no instruction of the loop (nested loops included) writes memory or synchronises."""
        r = self._pure_cache.get(lp.header)
        if r is None:
            # a predicated .uni branch is a warp-uniformity event (obligation 4): unrolled like the others
            r = not any(ins.opcode in EFFECT_OPS or (ins.guard is not None and "uni" in ins.mods)
                        for b in lp.blocks for ins in (*self.g.blocks[b].instrs, *(
                            (self.g.blocks[b].term,) if self.g.blocks[b].term is not None else ())))
            self._pure_cache[lp.header] = r
        return r

    def summarise(self, lp: Loop, back: State, unrolled: int, need_bound: bool = False,
                  need_termination: bool = False) -> dict[int, list[State]] | None:
        """Havoc the loop's registers (keeping induction facts) and run one arbitrary iteration.

        The iteration is number `unrolled + k` for a fresh 64-bit k >= 0; each induction variable is
        its value in `back` plus k steps (PTX widths, wrapping). Iteration k > 0 runs only if iteration
        k-1 took a back edge: that necessary condition (the probe's back-edge guard with the induction
        variables at step k-1, every other register arbitrary) is recorded as the fact
        `k == 0 or guard(k-1)` -- always satisfiable with k = 0, so it only removes impossible
        iterations (bounds such as `i < 32` on the loop's counter carry into the symbolic iteration).
        With need_bound, returns None (having recorded nothing) unless a concrete bound is found; with
        need_termination, unless a termination argument (trip bound or ranking function) is found.
        """
        hline = self.g.blocks[lp.header].line
        defs = self._loop_defs(lp)
        # phase 1: find induction variables (step constant on every path back to the header)
        probe = back.fork(back.guard)
        loc0 = len(self.trace.locals)  # symbols created from here to the probe's end are per-iteration
        hv: dict[str, z3.ExprRef] = {}
        for nm in defs:
            hv[nm] = self.fresh(self.reg_bits(nm, hline), "")
            probe.regs[nm] = hv[nm]
        ep0 = self.fresh(32, "")
        probe.epoch = ep0
        self.dry += 1
        try:
            _, backs = self.run_region(lp.blocks, lp.header, lp, probe)
        finally:
            self.dry -= 1
        probe_locals = self.trace.locals[loc0:]
        seq0 = self.seq
        steps: dict[str, int] = {}
        ep_step = None
        b2 = None
        if backs:
            b2 = self.merge(backs)
            if b2 is not None:
                for nm in defs:
                    v = b2.regs.get(nm)
                    if v is not None and not z3.is_bool(v):
                        d = lean_simplify(v - hv[nm])
                        if z3.is_bv_value(d):
                            steps[nm] = d.as_long()
                d = lean_simplify(b2.epoch - ep0)
                if z3.is_bv_value(d):
                    ep_step = d.as_long()
        bound = None
        if b2 is not None and (not self.dry or need_bound):
            bound = self._trip_bound(b2.guard, hv, ep0, steps, ep_step, back, hline)
        if need_bound and bound is None:
            return None
        if need_termination and (self._ends_inside(lp) or not self._termination(
                b2, hv, probe_locals, ep0, bound, hline)[0]):
            return None
        # phase 2: the summarised iteration (iteration count k >= 0 beyond the unrolled prefix)
        k = self.fresh(64, "")
        h = back.fork(back.guard)
        for nm in defs:
            bits = self.reg_bits(nm, hline)
            if nm in steps and nm in back.regs and bits is not None:
                kk = z3.Extract(bits - 1, 0, k) if bits < 64 else k
                h.regs[nm] = back.regs[nm] + self.bv(steps[nm], bits) * kk
            else:
                h.regs[nm] = self.fresh(bits, "")
                h.prov[nm] = None
        if ep_step is not None:
            h.epoch = back.epoch + self.bv(ep_step, 32) * z3.Extract(31, 0, k)
        else:
            h.epoch = self.fresh(32, "")
        if self._grid_waits(lp):
            # an earlier iteration may or may not have waited (never un-waits): over-approximate
            h.waited = or_(back.waited, self.fresh(None, "griddepcontrol.wait in a summarised loop: "
                                                           "`waited` havocked (never reset)"))
        if b2 is not None and not self.dry:
            prev: list[tuple[z3.ExprRef, z3.ExprRef]] = []
            for nm in sorted(steps):
                bits = self.reg_bits(nm, hline)
                if nm in back.regs and bits is not None:
                    km1 = z3.Extract(bits - 1, 0, k) if bits < 64 else k
                    prev.append((hv[nm], back.regs[nm] + self.bv(steps[nm], bits) * (km1 - self.bv(1, bits))))
            if ep_step is not None:
                prev.append((ep0, back.epoch + self.bv(ep_step, 32) * (z3.Extract(31, 0, k) - self.bv(1, 32))))
            if bound is not None:  # a concrete bound: small facts, no link to other symbols
                self.trace.facts.append(z3.ULE(k, self.bv(bound, 64)))
            else:
                cond = substitute(b2.guard, prev) if prev else b2.guard
                self.trace.facts.append(lean_simplify(or_(k == self.bv(0, 64), cond)))
        self.trace.summarised_loops.append(hline)
        self.trace.methods.add(
            f"loop at line {hline}: unrolled {unrolled} iterations, rest summarised (havoc of "
            f"{len(defs) - len(steps)} registers, {len(steps)} induction variables"
            + (f", at most {bound} further iterations: the back edge of iteration {bound} simplifies to false)"
               if bound is not None else "; iteration k > 0 satisfies the back-edge guard of iteration k-1)"))
        self.summ += 1
        try:
            ex, _ = self.run_region(lp.blocks, lp.header, lp, h)
        finally:
            self.summ -= 1
        if len(ex) == 1 and not self._ends_inside(lp):
            # one exit target and no thread-terminating instruction in the body: every thread that
            # reaches `back` and whose loop terminates leaves through that target, so the exit is taken
            # under back's guard; the exit registers stay those of an arbitrary iteration k (over-approx.).
            # Termination needs an argument (recorded in trace.loop_exits): without one the exit is still
            # taken here -- the safety obligations then see a superset of the events that happen -- but
            # coverage does not count the stores after the loop.
            (tgt, sts), = ex.items()
            m = self.merge(sts, back.guard) if len(sts) > 1 else sts[0].fork(back.guard)
            ex = {tgt: [m]} if m is not None else {}
            if not self.dry:
                ok, arg = self._termination(b2, hv, probe_locals, ep0, bound, hline)
                self.trace.loop_exits.append(LoopExit(hline, ok, arg, seq0, lean_simplify(back.guard)))
                self.trace.methods.add(
                    f"loop at line {hline}: terminates ({arg}); its exit is taken under its entry guard" if ok else
                    f"loop at line {hline}: termination not shown ({arg}); its exit is taken under its entry "
                    f"guard for obligations 2, 3, 4 and 6 (a superset of the events that happen), and "
                    f"coverage does not count the stores after it")
        elif not self.dry:
            # the exits keep the summarised iteration's guards; whether every thread leaves still matters to the
            # threads that wait for it at a later barrier or warp collective (coverage)
            ok, arg = self._termination(b2, hv, probe_locals, ep0, bound, hline) if ex else (
                False, "no exit is feasible after the unrolled prefix: a thread that reaches it never leaves")
            self.trace.loop_exits.append(LoopExit(hline, ok, arg, seq0, lean_simplify(back.guard), own=False))
            if not ok:
                self.trace.methods.add(f"loop at line {hline}: termination not shown ({arg}); coverage does not "
                                       f"count stores after a later barrier or warp collective")
        return ex

    def _termination(self, b2: State | None, hv: dict[str, z3.ExprRef], probe_locals: list[z3.ExprRef],
                     ep0: z3.ExprRef, bound: int | None, hline: int) -> tuple[bool, str]:
        """A termination argument for a summarised loop, checked with Z3; (False, why) when none is found.

        Why this is sound: `b2` is the probe iteration's back edge -- its guard G and next header values
        b2.regs are functions of the header values `hv` (every register the loop writes, arbitrary), of
        loop-invariant symbols and of symbols made during the iteration (loads, havocs: renamed for the
        next iteration). A ranking term R over hv and loop-invariant symbols (no per-iteration symbol)
        is checked to satisfy G(hv) and G(next) -> R(next) <u R(hv): every back edge followed by another
        back edge strictly decreases an unsigned w-bit value (wrap-around included: the comparison is
        unsigned on the wrapped values), so at most 2**w back edges follow each other. Candidates R are
        both differences of the sides of every bit-vector comparison in G and G(next) (an induction
        variable against its bound); choosing them is a heuristic, the Z3 check is the argument.
        """
        if bound is not None:
            return True, f"at most {bound} further iterations: the back edge of iteration {bound} is false"
        if b2 is None:
            return True, "no back edge is feasible"
        ctx = self.ctx
        state_syms = [(hv[nm], b2.regs[nm]) for nm in sorted(hv) if b2.regs.get(nm) is not None]
        state_syms.append((ep0, b2.epoch))
        names = {x.get_id(): nm for nm, x in hv.items()}
        state_ids = {x.get_id() for x, _ in state_syms}
        per_iter = [x for x in probe_locals if x.get_id() not in state_ids]
        per_ids = {x.get_id() for x in per_iter}
        renamed = [(x, lean_const_like(const_name(x) + "'next", x)) for x in per_iter]
        next_ids = {y.get_id() for _, y in renamed}
        g = b2.guard
        g_next = substitute(g, state_syms + renamed)
        atoms = _state_atoms([g, g_next], state_ids)
        sv = z3.Solver(ctx=ctx)
        sv.set("timeout", 5000)
        solver_add(sv, *self.L.facts, *self.trace.facts, g, g_next)
        for at in atoms:
            a0, a1 = at.arg(0), at.arg(1)
            for r in (lean_simplify(a1 - a0), lean_simplify(a0 - a1)):
                cs = set(consts(r))
                if not cs & state_ids or cs & per_ids or cs & next_ids:
                    continue
                r_next = substitute(r, state_syms)
                sv.push()
                sv.add(z3.Not(z3.ULT(r_next, r)))
                res = sv.check()
                sv.pop()
                if res == z3.unsat:
                    regs = ", ".join(sorted(names[i] for i in cs if i in names)) or "the barrier count"
                    return True, (f"ranking function over {regs}: the unsigned difference of the two sides of a "
                                  f"{at.decl().name()} test of the back edge decreases on every back edge that "
                                  f"is followed by another (Z3: unsat)")
        return False, ("no ranking function found: no comparison in the back-edge test has an induction side "
                       "whose unsigned distance to a loop-invariant side decreases on every iteration")

    def _trip_bound(self, guard: z3.BoolRef, hv: dict[str, z3.ExprRef], ep0: z3.ExprRef, steps: dict[str, int],
                    ep_step: int | None, back: State, hline: int) -> int | None:
        """The first j < TRIP_SCAN whose back-edge guard is false, given only the induction variables.

        Iteration j+1 (counted from `back`) runs only if iteration j took a back edge; the probe's
        back-edge guard with the induction variables at their iteration-j values (every other register
        arbitrary) simplifies to false, so no iteration after j exists: the symbolic iteration's k <= j.
        """
        j_sym = z3.BitVec(f"j!{self.inst}", 64, self.ctx)
        sub: list[tuple[z3.ExprRef, z3.ExprRef]] = []
        for nm in sorted(steps):
            bits = self.reg_bits(nm, hline)
            if nm in back.regs and bits is not None:
                jj = z3.Extract(bits - 1, 0, j_sym) if bits < 64 else j_sym
                sub.append((hv[nm], back.regs[nm] + self.bv(steps[nm], bits) * jj))
        if ep_step is not None:
            sub.append((ep0, back.epoch + self.bv(ep_step, 32) * z3.Extract(31, 0, j_sym)))
        if not sub:
            return None
        c = substitute(guard, sub)
        for j in range(TRIP_SCAN):  # (lean calls: the same C calls, in the same order, as z3.py's)
            if is_false(lean_simplify(lean_subst1(c, j_sym, self.bv(j, 64)))):
                return j
        return None

    def _grid_waits(self, lp: Loop) -> bool:
        """Does the loop body (nested loops included) contain `griddepcontrol.wait`?"""
        return any(ins.opcode == "griddepcontrol" and "wait" in ins.mods
                   for b in lp.blocks for ins in self.g.blocks[b].instrs)

    def _ends_inside(self, lp: Loop) -> bool:
        return any(self.g.blocks[b].term is not None and self.g.blocks[b].term.opcode in ("ret", "exit", "trap")
                   for b in lp.blocks)

    def _leaves_region(self, n: int, sub_by_header: dict[int, Loop], blocks: frozenset[int], own: Loop | None,
                       header: int) -> bool:
        """Can control leave the region's DAG from node n (exit, return, or back edge)?"""
        if n in sub_by_header:
            lp = sub_by_header[n]
            bl = lp.blocks
            succ = {s for b in bl for s in self.g.blocks[b].succs if s not in bl}
            ends = any(self.g.blocks[b].term is not None and self.g.blocks[b].term.opcode in ("ret", "exit", "trap")
                       or (self.g.blocks[b].term is None and self.g.blocks[b].fall is None) for b in bl)
        else:
            b = self.g.blocks[n]
            succ = set(b.succs)
            ends = (b.term is not None and b.term.opcode in ("ret", "exit", "trap")) or not b.succs
        return ends or any(s not in blocks or (own is not None and s == header) for s in succ)

    def merge(self, states: list[State], known_guard: z3.BoolRef | None = None,
              live: frozenset[str] | None = None) -> State | None:
        """Join path states; `live`: only these registers are kept (live_in of the join block)."""
        states = [s for s in states if not is_false(s.guard)]
        if not states:
            return None
        if len(states) == 1:
            s = states[0]
            return s.fork(s.guard)
        guard = known_guard if known_guard is not None else lean_simplify(lean_or(*[s.guard for s in states]))
        names = sorted(set().union(*[s.regs.keys() for s in states]))
        if live is not None:
            names = [nm for nm in names if nm in live]
        regs: dict[str, z3.ExprRef] = {}
        prov: dict[str, str | None] = {}
        for nm in names:
            vals = []
            for s in states:
                v = s.regs.get(nm)
                if v is None:
                    v = self.get_reg(s, nm, 0)
                vals.append(v)
            first = vals[0]
            ptrs = [v.as_ast().value for v in vals]  # Z3 hash-conses terms: equal terms, equal pointers
            if all(p == ptrs[0] for p in ptrs[1:]):
                regs[nm] = first
            else:
                acc, pacc = vals[-1], ptrs[-1]
                for s, v, p in zip(reversed(states[:-1]), reversed(vals[:-1]), reversed(ptrs[:-1]), strict=True):
                    if p != pacc:
                        acc = lean_if(s.guard, v, acc)
                        pacc = acc.as_ast().value
                regs[nm] = acc
            prov[nm] = self.join_prov({s.prov.get(nm) for s in states})  # a window address stays marked
        ep = states[-1].epoch
        for s in reversed(states[:-1]):
            ep = s.epoch if s.epoch.eq(ep) else lean_if(s.guard, s.epoch, ep)
        wt = states[-1].waited
        for s in reversed(states[:-1]):
            wt = s.waited if s.waited.eq(wt) else lean_if(s.guard, s.waited, wt)
        return State(guard, regs, prov, ep, wt)

    def run_block(self, b, st: State) -> list[tuple[int, State]]:
        for ins in b.instrs:
            self.exec_instr(st, ins)
        out: list[tuple[int, State]] = []
        t = b.term
        if t is None:
            if b.fall is not None:
                out.append((b.fall, st))
            return out
        pred = self.guard_of(st, t)
        if pred is not None and "uni" in t.mods:
            self.emit_uni_branch(st, pred, t)
        if t.opcode == "bra":
            if pred is None:
                out.append((b.target, st))
            else:
                g1 = lean_simplify(lean_and(st.guard, pred))
                g2 = lean_simplify(lean_and(st.guard, lean_not(pred)))
                out.append((b.target, st.fork(g1, share=True)))
                if b.fall is not None:
                    out.append((b.fall, st.fork(g2)))
        else:  # ret / exit / trap: the path ends (under pred); a trap is recorded (not a successful end)
            if t.opcode == "trap":
                self.emit_trap(st, pred, t)
            if pred is not None and b.fall is not None:
                g2 = lean_simplify(lean_and(st.guard, lean_not(pred)))
                out.append((b.fall, st.fork(g2, share=True)))
        return [(tg, s) for tg, s in out if not is_false(s.guard)]

    def guard_of(self, st: State, ins: Instr) -> z3.BoolRef | None:
        if ins.guard is None:
            return None
        p = self.get_reg(st, ins.guard, ins.line)
        if not z3.is_bool(p):
            raise UnsupportedPTX(f"guard {ins.guard} is not a predicate", ins.line, ins.text)
        return lean_not(p) if ins.guard_neg else p

    @staticmethod
    def dest_regs(ins: Instr) -> list[str]:
        if ins.opcode in ("st", "red", "bar", "barrier", "bra", "ret", "exit", "trap", "membar", "fence",
                          "prefetch", "prefetchu", "stmatrix", "nanosleep", "cp", "griddepcontrol"):
            return []
        if not ins.operands:
            return []
        out: list[str] = []
        _operand_regs(ins.operands[0], out, sources=False)
        return out


def _operand_regs(o, out: list[str], sources: bool = True) -> None:
    """Register names in an operand, in order. sources=False: only what a destination can name (a
    register, or registers of a vector / pair); an address base or a negated predicate is a read."""
    if isinstance(o, Reg):
        out.append(o.name)
    elif isinstance(o, Vec):
        for x in o.items:
            _operand_regs(x, out, sources)
    elif isinstance(o, Pair):
        _operand_regs(o.first, out, sources)
        _operand_regs(o.second, out, sources)
    elif sources and isinstance(o, Addr) and isinstance(o.base, Reg):
        out.append(o.base.name)
    elif sources and isinstance(o, Neg):
        _operand_regs(o.inner, out, sources)


_CMP_KINDS = (z3.Z3_OP_ULEQ, z3.Z3_OP_ULT, z3.Z3_OP_UGEQ, z3.Z3_OP_UGT, z3.Z3_OP_SLEQ, z3.Z3_OP_SLT,
              z3.Z3_OP_SGEQ, z3.Z3_OP_SGT, z3.Z3_OP_EQ, z3.Z3_OP_DISTINCT)


def _cta_shared_store(ins: Instr) -> bool:
    """A plain `st` to the CTA's own shared memory (no cluster, async or bulk form): no coverage must-event."""
    return ins.opcode == "st" and any(m in ("shared", "shared::cta") for m in ins.mods) and not any(
        m.startswith(("global", "local", "shared::cluster", "param", "async", "bulk")) for m in ins.mods)


def _state_atoms(roots: list[z3.ExprRef], state_ids: set[int], cap: int = 32) -> list[z3.ExprRef]:
    """Bit-vector comparisons under the Boolean structure of `roots` that mention a state symbol, in a
    deterministic order (at most `cap`): the candidates for a loop's ranking function."""
    has: dict[int, bool] = {}
    stack: list[tuple[z3.ExprRef, bool]] = [(r, False) for r in reversed(roots)]
    while stack:  # post-order: does a term mention a state symbol?
        e, done = stack.pop()
        i = e.get_id()
        if i in has:
            continue
        kids = e.children() if z3.is_app(e) else []
        if done or not kids:
            has[i] = i in state_ids or any(has.get(c.get_id(), False) for c in kids)
            continue
        stack.append((e, True))
        stack.extend((c, False) for c in reversed(kids) if c.get_id() not in has)
    atoms: list[z3.ExprRef] = []
    seen: set[int] = set()
    work = list(reversed(roots))
    while work and len(atoms) < cap:
        e = work.pop()
        if e.get_id() in seen or not has.get(e.get_id(), False) or not z3.is_bool(e) or not z3.is_app(e):
            continue
        seen.add(e.get_id())
        if e.decl().kind() in _CMP_KINDS and e.num_args() == 2 and z3.is_bv(e.arg(0)):
            atoms.append(e)
        else:
            work.extend(reversed(e.children()))
    return atoms


def live_in(g: CFG) -> tuple[frozenset[str], ...]:
    """Registers possibly read before written from each block's entry (backward liveness).

    Why: joins build an If term per register that differs between paths; a register no later
    instruction reads needs none. Over-approximate: every register an instruction mentions, bar its
    unpredicated destinations, counts as read. Dropping a register that is in fact read later would
    only make that read a fresh arbitrary value (Executor.get_reg): an over-approximation, never an
    unsound one."""
    gen_kill: list[list[tuple[set[str], set[str]]]] = []
    for b in g.blocks:
        steps = []
        for ins in (*b.instrs, *((b.term,) if b.term is not None else ())):
            dests = set(Executor.dest_regs(ins))
            ops = ins.operands[1:] if dests else ins.operands
            names: list[str] = []
            for o in ops:
                _operand_regs(o, names)
            if dests:  # a destination operand that also holds sources (none in the subset) stays read
                d0: list[str] = []
                _operand_regs(ins.operands[0], d0)
                names += [r for r in d0 if r not in dests]
            if ins.guard is not None:
                names.append(ins.guard)
            gen = set(names)
            steps.append((gen, dests if ins.guard is None else set()))
        gen_kill.append(steps)
    live: list[frozenset[str]] = [frozenset()] * len(g.blocks)
    changed = True
    while changed:
        changed = False
        for b in reversed(g.blocks):
            cur: set[str] = set()
            for sc in b.succs:
                cur |= live[sc]
            for gen, kill in reversed(gen_kill[b.id]):
                cur = (cur - kill) | gen
            if frozenset(cur) != live[b.id]:
                live[b.id] = frozenset(cur)
                changed = True
    return tuple(live)


def run_instances(entry: Entry, cfg: LaunchConfig, ctx: z3.Context, instances: tuple[str, ...],
                  progress: Callable[[str], None] | None = None,
                  graph: CFG | None = None) -> tuple[Launch, dict[str, Trace]]:
    """Execute the entry once per thread instance (e.g. "A", "B") under one shared Launch."""
    g = graph if graph is not None else build_cfg(entry)
    launch = make_launch(entry, cfg, ctx)
    out: dict[str, Trace] = {}
    first: Trace | None = None
    for inst in instances:
        if progress:
            progress(f"symbolic execution, thread {inst}")
        if first is None:
            first = out[inst] = Executor(entry, g, launch, inst).run()
        else:
            out[inst] = rename_trace(first, inst, ctx)
    return launch, out


def rename_trace(t: Trace, inst: str, ctx: z3.Context) -> Trace:
    """Trace of another thread instance: `t` with every instance-local symbol renamed.

    Why this is the same as executing again: execution is deterministic and depends on the
    instance only through the names of its local symbols (ids and fresh values, all in
    t.locals, named `...@<instance>`); launch symbols (bases, power, memory functions) are
    shared. One substitution over a single term keeps Z3's sharing (a copy per event would not).
    """
    suffix = "@" + t.instance
    pairs = []
    for x in t.locals:
        nm = const_name(x)
        if not nm.endswith(suffix):
            raise UnsupportedPTX(f"instance-local symbol {nm} lacks the instance suffix", 0)
        new = (lean_bool(nm[: -len(suffix)] + "@" + inst, ctx) if z3.is_bool(x)
               else lean_bitvec(nm[: -len(suffix)] + "@" + inst, bits_of(x), ctx))
        pairs.append((x, new))
    terms: list[z3.ExprRef] = []
    for a in t.accesses:
        terms += [a.addr, a.offset, a.guard, a.epoch, a.waited] + ([] if a.ret is None else [a.ret])
    for b in t.barriers:
        terms.append(b.guard)
    for w in t.warp_syncs:
        terms += [w.guard] if w.mask is None else [w.guard, w.mask]
    for tp in t.traps:
        terms.append(tp.guard)
    for u in t.uni_branches:
        terms += [u.guard, u.pred]
    terms += t.facts
    inj_keys = sorted(t.inj_apps)
    for k in inj_keys:
        for off, v in t.inj_apps[k]:
            terms += [off, v]
    terms += [t.ids[k] for k in sorted(t.ids)]
    terms += [le.guard for le in t.loop_exits]
    pack = lean_bool_function_of("pack!", terms, ctx)
    # (lean calls, z3.py's C calls in z3.py's order: the packed term is released before the children are read)
    new_terms = lean_children(substitute(lean_app(pack, terms), pairs)) if terms else []
    it = iter(new_terms)
    accesses = [Access(a.seq, a.kind, a.space, a.buffer, next(it), next(it), a.width, a.align, next(it), next(it),
                       a.line, a.text, a.summarised, next(it), a.nc, None if a.ret is None else next(it),
                       a.add_const, a.same_cta_only) for a in t.accesses]
    barriers = [Barrier(b.seq, next(it), b.line, b.text, b.summarised) for b in t.barriers]
    warps = [WarpSync(w.seq, next(it), None if w.mask is None else next(it), w.line, w.text, w.summarised)
             for w in t.warp_syncs]
    traps = [Trap(tp.seq, next(it), tp.line, tp.text, tp.summarised) for tp in t.traps]
    unis = [UniBranch(u.seq, next(it), next(it), u.line, u.text, u.summarised) for u in t.uni_branches]
    facts = [next(it) for _ in t.facts]
    inj = {k: [(next(it), next(it)) for _ in t.inj_apps[k]] for k in inj_keys}
    ids = {k: next(it) for k in sorted(t.ids)}
    return Trace(inst, ids, accesses, barriers, warps, traps, unis, facts, [n for _, n in pairs], set(t.methods),
                 list(t.unsupported), list(t.summarised_loops), dict(t.unrolled), inj,
                 loop_exits=[LoopExit(le.line, le.terminates, le.argument, le.seq, next(it), le.own)
                             for le in t.loop_exits])
