"""The declarative opcode table: what every PTX opcode the verifier accepts means to it.

Why one table: the executor (semantics.py dispatches through it), the obligations (memory
effects and synchronisation classes), PTX_SUBSET.md (generated from it: `python3 -m
verifier.opcodes --markdown`) and the completeness test all read the same entries, so an
instruction cannot be accepted without a declared value semantics, memory effect and
synchronisation class. An opcode (or variant) missing from the table is UnsupportedPTX; so is
a modifier an entry does not list, and so is every entry whose memory effect is UNSUPPORTED
(an instruction that touches memory in a way not modelled never yields a fresh value).

Lookup: the key is the opcode, or the opcode with its first one or two modifiers for
instructions whose variants differ in effect (`wmma.load`, `bar.warp`, `cp.async.wait_group`);
the longest matching key wins and the modifiers it names are consumed.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from enum import Enum

from fltc.errors import UnsupportedPTX
from verifier.ptx_parse import Instr


class Value(Enum):
    """How the destination's value is modelled."""

    EXACT = "exact"  # Z3 bit-vector semantics at PTX width
    FRESH = "fresh"  # a fresh symbol of the right width (sound over-approximation, reason recorded)
    NONE = "none"  # no destination


class Mem(Enum):
    """The memory effect of one execution by one thread."""

    NONE = "none"
    LOAD = "load"
    STORE = "store"
    ATOMIC = "atomic"  # read-modify-write (events of kind `atom`)
    UNSUPPORTED = "unsupported"  # touches memory in a way not modelled: always UnsupportedPTX


class Footprint(Enum):
    """Which bytes a memory effect covers (per executing thread)."""

    NONE = "none"
    ELEMENT = "element bytes x vector length (.v2/.v4/.v8) at the address operand"
    PARAM = ("the bytes [param + offset, + width) of the .param layout (each parameter at the next multiple of "
             "its alignment); values from the launch configuration, byte-exact when the load covers other "
             "parameters too; padding, array parameters or bytes past the list: unsupported")
    MATRIX_ROW = ("one 16-byte row (8 x .b16) at the lane's own address operand, for lanes 0..8*num-1 "
                  "(.x1: 8, .x2: 16, .x4: 32 lanes supply row addresses; the other lanes' addresses are unused)")
    WMMA_MATRIX = ("the whole matrix, per lane (the fragment-to-lane mapping is unspecified): every row "
                   "(.row) or column (.col) i of the matrix at addr + i*stride*elem_bytes, "
                   "max(line bytes, fragment bytes) bytes each, aligned to the fragment size")


class Sync(Enum):
    """The synchronisation class (obligations 2 and 4 read it)."""

    NONE = "none"
    CTA_BARRIER = "cta-barrier"  # bar.sync / barrier.sync: all threads of the CTA, orders memory
    WARP_SYNC = "warp-sync"  # membermask operand: every executing lane in it, every lane in it executes
    WARP_ALIGNED = "warp-aligned"  # .sync.aligned without mask: all lanes of the warp execute it together
    GRID_DEPENDENCY = "grid-dependency"  # griddepcontrol
    FENCE = "fence"  # memory ordering only; not modelled as ordering anything (a race stays a race)


class Control(Enum):
    NONE = "none"
    BRANCH = "branch"
    EXIT = "exit"  # the thread ends normally (ret / exit)
    TRAP = "trap"  # the thread (and the launch) aborts: nothing after it happens, not a successful end
    CALL = "call"  # a direct device-function call: replaced by the callee's body before the CFG is built


INT_TYPES = frozenset({"u8", "u16", "u32", "u64", "s8", "s16", "s32", "s64", "b8", "b16", "b32", "b64"})
FLOAT_TYPES = frozenset({"f16", "f16x2", "bf16", "bf16x2", "f32", "f64", "tf32", "e4m3", "e5m2", "e4m3x2",
                         "e5m2x2"})
PRED = frozenset({"pred"})
ALL_TYPES = INT_TYPES | FLOAT_TYPES | PRED
ROUND = frozenset({"rn", "rz", "rm", "rp"})
ROUND_INT = frozenset({"rni", "rzi", "rmi", "rpi"})
FLOAT_MODS = ROUND | frozenset({"ftz", "sat", "approx", "full", "relu", "NaN", "xorsign", "abs", "oob",
                                "satfinite"})
CMP = frozenset({"eq", "ne", "lt", "le", "gt", "ge", "lo", "ls", "hi", "hs", "equ", "neu", "ltu", "leu", "gtu",
                 "geu", "num", "nan"})
CACHE_HINTS = frozenset({"L1::evict_normal", "L1::evict_unchanged", "L1::evict_first", "L1::evict_last",
                         "L1::no_allocate", "L2::evict_normal", "L2::evict_first", "L2::evict_last",
                         "L2::cache_hint", "L2::64B", "L2::128B", "L2::256B"})
ORDER = frozenset({"weak", "relaxed", "acquire", "release", "acq_rel", "volatile", "mmio"})
SCOPES = frozenset({"cta", "gpu", "sys", "cluster"})
VEC = frozenset({"v2", "v4", "v8"})
SPACES_LD = frozenset({"global", "shared", "param", "local", "const"})
ATOM_OPS = frozenset({"add", "min", "max", "inc", "dec", "and", "or", "xor", "exch", "cas"})
WMMA_SHAPES = frozenset({"m16n16k16", "m32n8k16", "m8n32k16", "m16n16k8", "m8n8k4"})


@dataclass(frozen=True)
class OpSpec:
    """One opcode (or opcode variant) of the accepted subset.

    `value` is the model of integer/predicate typed forms; `fvalue` that of floating-point typed
    forms (None: no floating-point form accepted). `mask_operand`: index of the membermask
    operand of a WARP_SYNC instruction (negative counts from the end).
    """

    key: str
    mods: frozenset[str]
    types: frozenset[str]
    value: Value
    memory: Mem
    sync: Sync
    handler: str  # Semantics method that executes it ("" for terminators, executed by the CFG walk)
    doc: str
    spaces: frozenset[str] = frozenset()
    footprint: Footprint = Footprint.NONE
    fvalue: Value | None = None
    control: Control = Control.NONE
    mask_operand: int | None = None

    @property
    def opcode(self) -> str:
        return self.key.split(".")[0]

    @property
    def variant(self) -> tuple[str, ...]:
        return tuple(self.key.split(".")[1:])


def _op(key: str, mods: set[str] | frozenset[str], types: frozenset[str], value: Value, doc: str, *,
        memory: Mem = Mem.NONE, sync: Sync = Sync.NONE, handler: str | None = None, **kw) -> OpSpec:
    h = handler if handler is not None else "op_" + key.replace(".", "_")
    return OpSpec(key, frozenset(mods), types, value, memory, sync, h, doc, **kw)


E, F, N = Value.EXACT, Value.FRESH, Value.NONE
_FRESH_WHY = "fresh symbol"

_ENTRIES: list[OpSpec] = [
    # ---------------------------------------------------------------- integer / predicate, exact
    _op("mov", set(), ALL_TYPES, E, "copy; vector pack/unpack `{a,b}`; special registers; shared-variable "
        "addresses (keeps pointer provenance)", fvalue=F),
    _op("add", FLOAT_MODS | {"cc"}, ALL_TYPES - PRED, E, "wrap-around addition (not `.cc`/`.sat` on integers)",
        fvalue=F),
    _op("sub", FLOAT_MODS | {"cc"}, ALL_TYPES - PRED, E, "wrap-around subtraction (not `.cc`/`.sat`)", fvalue=F),
    _op("mul", FLOAT_MODS | {"lo", "hi", "wide"}, ALL_TYPES - PRED, E, "`.lo/.hi/.wide` products", fvalue=F),
    _op("mad", FLOAT_MODS | {"lo", "hi", "wide", "cc"}, ALL_TYPES - PRED, E, "`.lo/.hi/.wide` multiply-add "
        "(not `.cc/.sat`)", fvalue=F),
    _op("mul24", {"lo", "hi"}, INT_TYPES, E, "24-bit products"),
    _op("div", FLOAT_MODS, ALL_TYPES - PRED, E, "signed/unsigned division; a possibly-zero divisor gives a fresh "
        "result", fvalue=F),
    _op("rem", set(), INT_TYPES, E, "signed/unsigned remainder; a possibly-zero divisor gives a fresh result"),
    _op("min", FLOAT_MODS, ALL_TYPES - PRED, E,
        "integer minimum (`.relu` on a signed type: a negative result is 0; other modifiers unsupported)",
        fvalue=F),
    _op("max", FLOAT_MODS, ALL_TYPES - PRED, E,
        "integer maximum (`.relu` on a signed type: a negative result is 0; other modifiers unsupported)",
        fvalue=F),
    _op("abs", FLOAT_MODS, ALL_TYPES - PRED, E, "integer absolute value", fvalue=F),
    _op("neg", FLOAT_MODS, ALL_TYPES - PRED, E, "integer negation", fvalue=F),
    _op("and", set(), INT_TYPES | PRED, E, "bitwise / predicate and"),
    _op("or", set(), INT_TYPES | PRED, E, "bitwise / predicate or"),
    _op("xor", set(), INT_TYPES | PRED, E, "bitwise / predicate xor"),
    _op("not", set(), INT_TYPES | PRED, E, "bitwise / predicate not"),
    _op("cnot", set(), INT_TYPES, E, "C logical not"),
    _op("lop3", set(), INT_TYPES, E, "three-input logic with an immediate LUT"),
    _op("shl", set(), INT_TYPES, E, "shift left (PTX clamps the shift amount)"),
    _op("shr", set(), INT_TYPES, E, "logical/arithmetic shift right (clamped amount)"),
    _op("bfe", set(), INT_TYPES, E, "bit-field extract, exactly as the ISA: pos, len = b, c & 0xff; bits past "
        "the msb and above the field are the sign bit a[min(pos+len-1, msb)] (`.s`) or 0; 32/64-bit only"),
    _op("bfi", set(), INT_TYPES, E, "bit-field insert: f = b with bits pos.. min(pos+len-1, msb) from a "
        "(pos > msb or len = 0: b); 32/64-bit only"),
    _op("selp", set(), ALL_TYPES - PRED, E, "select by predicate", fvalue=F),
    _op("setp", CMP | {"and", "or", "xor", "ftz"}, ALL_TYPES - PRED, E,
        "integer comparisons, `.and/.or/.xor` combining, `p|q` destinations", fvalue=F),
    _op("cvt", ROUND | ROUND_INT | {"sat", "ftz", "relu", "satfinite"}, ALL_TYPES - PRED, E,
        "integer-to-integer conversion (sign/zero extension, truncation; not `.sat`)", fvalue=F),
    _op("cvta", {"to", "global", "shared", "local"}, frozenset({"u32", "u64"}), E,
        "identity on the address value; `.shared` makes a shared-window address generic, `.to.shared` back; "
        "`.local` / `.to.local` likewise for a `.local` variable (other conversions of shared or local "
        "addresses lose provenance); global, shared and local windows only"),
    # ---------------------------------------------------------------- floating point and bit tricks, fresh
    *[_op(k, FLOAT_MODS, FLOAT_TYPES | ({"pred"} if k == "testp" else set()) | frozenset(
        {"finite", "infinite", "number", "notanumber", "normal", "subnormal"} if k == "testp" else ()),
        F, "floating-point: fresh result", handler="float_op")
      for k in ("fma", "rcp", "sqrt", "rsqrt", "ex2", "lg2", "sin", "cos", "tanh", "copysign", "testp")],
    *[_op(k, m, INT_TYPES, F, why, handler="fresh_op") for k, m, why in (
        ("popc", set(), "bit count"), ("clz", set(), "leading zeros"), ("brev", set(), "bit reverse"),
        ("bfind", {"shiftamt"}, "find most significant bit"), ("prmt", {"f4e", "b4e", "rc8", "ecl", "ecr", "rc16"},
                                                              "byte permute"),
        ("shf", {"l", "r", "clamp", "wrap"}, "funnel shift"), ("fns", set(), "find n-th set bit"),
        ("dp4a", set(), "integer dot product"), ("dp2a", {"lo", "hi"}, "integer dot product"),
        ("szext", {"clamp", "wrap"}, "sign/zero extend a field"), ("bmsk", {"clamp", "wrap"}, "bit mask"))],
    _op("cvt.pack", {"sat"}, INT_TYPES, F, "pack with saturation: fresh", handler="fresh_op"),
    _op("activemask", set(), frozenset({"b32"}), F, "fresh mask with the executing lane's bit set and no bit of "
        "a lane outside the CTA"),
    # ---------------------------------------------------------------- warp-level synchronisation
    _op("shfl", {"sync", "up", "down", "bfly", "idx"}, frozenset({"b32"}), F,
        "warp shuffle: fresh result; membermask rule checked (obligation 4)", sync=Sync.WARP_SYNC,
        handler="op_warp_collective", mask_operand=-1),
    _op("vote", {"sync", "all", "any", "uni", "ballot"}, frozenset({"pred", "b32"}), F,
        "warp vote: fresh result; membermask rule checked", sync=Sync.WARP_SYNC, handler="op_warp_collective",
        mask_operand=-1),
    _op("match", {"sync", "any", "all"}, frozenset({"b32", "b64"}), F,
        "warp match: fresh result; membermask rule checked", sync=Sync.WARP_SYNC, handler="op_warp_collective",
        mask_operand=-1),
    _op("redux", {"sync", "add", "min", "max", "and", "or", "xor", "abs", "NaN"},
        frozenset({"u32", "s32", "b32", "f32"}), F, "warp reduction: fresh result; membermask rule checked",
        sync=Sync.WARP_SYNC, handler="op_warp_collective", mask_operand=-1),
    _op("bar.warp", {"sync"}, frozenset(), N, "`bar.warp.sync membermask`: membermask rule checked; orders no "
        "memory in the model (a race through it is still reported)", sync=Sync.WARP_SYNC,
        handler="op_warp_collective", mask_operand=0),
    _op("mma", {"sync", "aligned", "row", "col", "m8n8k4", "m16n8k8", "m16n8k16", "m16n8k32", "m16n8k4",
                "m8n8k16", "m8n8k32", "m16n8k64", "satfinite"}, FLOAT_TYPES | INT_TYPES, F,
        "register-only tensor-core multiply-add: fresh results; `.aligned` warp convergence checked",
        sync=Sync.WARP_ALIGNED, handler="op_warp_collective"),
    _op("wmma.mma", {"sync", "aligned", "row", "col", "satfinite"} | WMMA_SHAPES, FLOAT_TYPES | INT_TYPES, F,
        "register-only wmma multiply-add: fresh results; `.aligned` warp convergence checked",
        sync=Sync.WARP_ALIGNED, handler="op_warp_collective"),
    _op("wmma.load", {"a", "b", "c", "sync", "aligned", "row", "col"} | WMMA_SHAPES,
        frozenset({"f16", "bf16", "tf32", "f32", "f64", "s8", "u8", "s32"}), F,
        "wmma fragment load: every lane reads the whole matrix (sound superset); fresh fragment values; "
        "`.aligned` warp convergence checked", memory=Mem.LOAD, sync=Sync.WARP_ALIGNED,
        spaces=frozenset({"global", "shared"}), footprint=Footprint.WMMA_MATRIX),
    _op("ldmatrix", {"sync", "aligned", "m8n8", "x1", "x2", "x4", "trans"}, frozenset({"b16"}), F,
        "each address-supplying lane reads the 16-byte row at its own address; fresh values; `.aligned` warp "
        "convergence checked", memory=Mem.LOAD, sync=Sync.WARP_ALIGNED, spaces=frozenset({"shared"}),
        footprint=Footprint.MATRIX_ROW),
    _op("stmatrix", {"sync", "aligned", "m8n8", "x1", "x2", "x4", "trans"}, frozenset({"b16"}), N,
        "each address-supplying lane's 16-byte row is written (attributed to that lane); `.aligned` warp "
        "convergence checked", memory=Mem.STORE, sync=Sync.WARP_ALIGNED, spaces=frozenset({"shared"}),
        footprint=Footprint.MATRIX_ROW),
    # ---------------------------------------------------------------- memory
    _op("ld", SPACES_LD | ORDER | SCOPES | CACHE_HINTS | VEC | {"nc", "ca", "cg", "cs", "lu", "cv", "unified"},
        ALL_TYPES - PRED, F, "load; value: an uninterpreted function of the offset for role-`in` global buffers, "
        "fresh otherwise (`load_range`/`load_injective` assumptions constrain it); `.const` only for module "
        "variables; `.local`: the thread's own window of an entry `.local` variable (bounds/alignment checked, never "
        "a race, value fresh); `.param`: byte-exact over the .param layout; `.nc`: the "
        "buffer must be read-only for the launch (obligation 2, query `nc_readonly`)", memory=Mem.LOAD,
        spaces=frozenset({"global", "shared", "param", "const", "local"}),
        footprint=Footprint.ELEMENT),
    _op("ldu", {"global"} | VEC, ALL_TYPES - PRED, F, "as `ld.global.nc` (read-only data: `nc_readonly`)", memory=Mem.LOAD, spaces=frozenset({"global"}),
        footprint=Footprint.ELEMENT, handler="op_ld"),
    _op("st", (SPACES_LD - {"param", "const"}) | ORDER | SCOPES | CACHE_HINTS | VEC | {"wb", "cg", "cs", "wt"},
        ALL_TYPES - PRED, N, "store; `.local`: the thread's own window of an entry `.local` variable (bounds/alignment "
        "checked, never a race, outlives nothing); `.param` stores into call frames become register moves when "
        "their call is inlined, others are unsupported", memory=Mem.STORE,
        spaces=frozenset({"global", "shared", "local"}), footprint=Footprint.ELEMENT),
    _op("atom", {"global", "shared"} | ORDER | SCOPES | ATOM_OPS | VEC | {"noftz", "L2::cache_hint"},
        ALL_TYPES - PRED, F, "atomic read-modify-write; the returned old value is fresh (two threads' scalar "
        "integer `.add` of one constant increment on one address, the only writer of its buffer, once per thread: "
        "distinct returned values, by linearisability)", memory=Mem.ATOMIC,
        spaces=frozenset({"global", "shared"}), footprint=Footprint.ELEMENT),
    _op("red", {"global", "shared"} | ORDER | SCOPES | (ATOM_OPS - {"exch", "cas"}) | VEC
        | {"noftz", "L2::cache_hint"}, ALL_TYPES - PRED, N, "reduction (atomic, no result)", memory=Mem.ATOMIC,
        spaces=frozenset({"global", "shared"}), footprint=Footprint.ELEMENT),
    _op("prefetch", {"global", "local", "L1", "L2", "L2::evict_last", "L2::evict_normal", "tensormap"},
        frozenset(), N, "cache hint only: no architectural memory effect"),
    _op("prefetchu", {"L1"}, frozenset(), N, "cache hint only: no architectural memory effect",
        handler="op_prefetch"),
    # ---------------------------------------------------------------- ordering / grid dependency
    _op("membar", {"cta", "gl", "sys", "gpu"}, frozenset(), N, "memory fence: orders nothing in the model",
        sync=Sync.FENCE),
    _op("fence", {"sc", "acq_rel", "acquire", "release"} | SCOPES, frozenset(), N,
        "memory fence: orders nothing in the model", sync=Sync.FENCE),
    _op("nanosleep", set(), frozenset({"u32"}), N, "delay only"),
    _op("pmevent", {"mask"}, frozenset(), N, "performance-monitor event only"),
    _op("griddepcontrol", {"wait", "launch_dependents"}, frozenset(), N,
        "programmatic dependent launch; `.wait` sets the thread's *waited* flag", sync=Sync.GRID_DEPENDENCY),
    # ---------------------------------------------------------------- CTA barriers
    _op("bar", {"sync", "cta"}, frozenset(), N, "`bar{.cta}.sync 0` (optionally with the whole CTA's thread "
        "count)", sync=Sync.CTA_BARRIER),
    _op("barrier", {"sync", "aligned", "cta"}, frozenset(), N, "`barrier{.cta}.sync{.aligned} 0` (whole CTA)",
        sync=Sync.CTA_BARRIER),
    # ---------------------------------------------------------------- control (executed by the CFG walk)
    _op("bra", {"uni"}, frozenset(), N, "branch (guarded or not); a guarded `.uni` one is checked warp-uniform "
        "(obligation 4)", handler="", control=Control.BRANCH),
    _op("ret", {"uni"}, frozenset(), N, "the thread ends (a normal exit); a guarded `.uni` one is checked "
        "warp-uniform", handler="", control=Control.EXIT),
    _op("exit", set(), frozenset(), N, "the thread ends (a normal exit)", handler="", control=Control.EXIT),
    _op("call", {"uni"}, frozenset(), N, "direct call of a `.func` defined in the module: inlined before the CFG "
        "is built (verifier/inline.py; fresh registers, labels and `.local` frame per site; `.param` arguments "
        "and results as register moves per byte slot; `ret` in the callee jumps to the site's continuation; a "
        "guarded `call.uni` is checked warp-uniform); recursion, indirect calls, `.extern`/`.weak` callees and "
        "callee directives (`.noreturn`) are unsupported", handler="", control=Control.CALL),
    _op("trap", set(), frozenset(), N, "abort: the path ends, nothing after it happens; a reachable trap fails "
        "coverage (it aborts the launch), and it reaches no later barrier", handler="", control=Control.TRAP),
]

# memory-touching instructions that are deliberately not modelled (always UnsupportedPTX, with the reason)
_UNMODELLED = {
    "wmma.store": "wmma.store: a warp-collective store whose per-lane footprint the ISA leaves unspecified; a "
                  "per-lane whole-matrix model would report every warp racing with itself",
    "cp": "cp.async / cp.async.bulk / cp.reduce.async.bulk: asynchronous copies complete at a later "
          "commit/wait point, which the epoch model does not represent",
    "cp.async": "cp.async: asynchronous copy (completion at cp.async.wait_group/wait_all) not modelled",
    "mbarrier": "mbarrier: asynchronous transaction barriers not modelled",
    "tex": "texture fetches: texture memory not modelled", "tld4": "texture fetches: texture memory not modelled",
    "txq": "texture queries not modelled", "suld": "surface loads not modelled", "sust": "surface stores not "
    "modelled", "sured": "surface reductions not modelled", "suq": "surface queries not modelled",
    "discard": "discard: makes cache lines' contents undefined (a write) not modelled",
    "applypriority": "applypriority: cache-priority change not modelled",
    "multimem": "multimem: multicast memory not modelled", "tensormap": "tensormap: descriptors not modelled",
    "st.async": "st.async: remote asynchronous store not modelled",
    "red.async": "red.async: remote asynchronous reduction not modelled",
    "cp.reduce": "cp.reduce.async.bulk: asynchronous bulk reduction not modelled",
    "alloca": "alloca: dynamic local memory not modelled", "stacksave": "stack pointer not modelled",
    "stackrestore": "stack pointer not modelled", "isspacep": "address-space queries not modelled",
}
for _k, _why in _UNMODELLED.items():
    _ENTRIES.append(OpSpec(_k, frozenset(), frozenset(), N, Mem.UNSUPPORTED, Sync.NONE, "", _why))

TABLE: dict[str, OpSpec] = {}
for _s in _ENTRIES:
    if _s.key in TABLE:
        raise AssertionError(f"duplicate opcode-table key {_s.key}")
    TABLE[_s.key] = _s


def lookup(ins: Instr) -> tuple[OpSpec, tuple[str, ...]]:
    """The table entry of an instruction and its remaining modifiers; UnsupportedPTX when absent/unmodelled.

    Memoised by (opcode, modifiers) -- the only inputs of the answer; a rejection is not memoised (it is
    re-raised with each instruction's own line)."""
    key = (ins.opcode, ins.mods)
    r = _LOOKED_UP.get(key)
    if r is None:
        r = _LOOKED_UP[key] = _lookup(ins)
    return r


_LOOKED_UP: dict[tuple[str, tuple[str, ...]], tuple[OpSpec, tuple[str, ...]]] = {}


def _lookup(ins: Instr) -> tuple[OpSpec, tuple[str, ...]]:
    for n in (2, 1, 0):
        if len(ins.mods) < n:
            continue
        key = ".".join((ins.opcode,) + ins.mods[:n])
        spec = TABLE.get(key)
        if spec is not None:
            rest = ins.mods[n:]
            break
    else:
        raise UnsupportedPTX(f"instruction {ins.full} (opcode `{ins.opcode}` is not in the opcode table "
                             f"verifier/opcodes.py)", ins.line, ins.text)
    if spec.memory is Mem.UNSUPPORTED:
        raise UnsupportedPTX(f"instruction {ins.full}: {spec.doc}", ins.line, ins.text)
    if spec.control is Control.CALL:
        raise UnsupportedPTX(f"{ins.full} reached symbolic execution: calls are modelled only by inlining "
                             f"(verifier.inline.inline_calls, run by prover.derive)", ins.line, ins.text)
    for m in rest:
        if m not in spec.mods and m not in spec.types and m not in spec.spaces:
            raise UnsupportedPTX(f"modifier .{m} of {spec.key} (not in the opcode table's accepted modifiers)",
                                 ins.line, ins.text)
    return spec, rest


def is_float_typed(spec: OpSpec, mods: tuple[str, ...]) -> bool:
    return spec.fvalue is not None and any(m in FLOAT_TYPES for m in mods)


def effect_opcodes() -> frozenset[str]:
    """Opcodes whose instructions write memory or synchronise (loops containing them are unrolled first)."""
    out = set()
    for s in TABLE.values():
        if s.memory in (Mem.STORE, Mem.ATOMIC, Mem.UNSUPPORTED) or s.sync in (
                Sync.CTA_BARRIER, Sync.WARP_SYNC, Sync.WARP_ALIGNED, Sync.GRID_DEPENDENCY):
            out.add(s.opcode)
        if s.control is Control.TRAP:
            out.add(s.opcode)
    return frozenset(out)


def _fmt(xs: frozenset[str]) -> str:
    return " ".join(f"`.{x}`" for x in sorted(xs)) if xs else "—"


_PROSE_HEAD = """\
# PTX subset modelled by the fltc verifier

<!-- generated by `python3 -m verifier.opcodes --markdown > verifier/PTX_SUBSET.md`; edit verifier/opcodes.py
     (the table and the prose in it), not this file: tests/verifier/test_opcodes.py checks they agree -->

The verifier parses PTX ISA text as emitted by nvcc/NVRTC (`.version` 7.x–9.x, `.target sm_80..sm_90`,
`.address_size 64`). Every instruction is looked up in the opcode table (`verifier/opcodes.py`): an opcode
or variant not in it, a modifier its entry does not list, or an entry whose memory effect is *unsupported*
is reported as **unsupported**, naming the construct and its PTX line (`UnsupportedPTX` → obligations 1,
2, 3, 4, 6 get status `unsupported`); nothing is skipped. Obligations 5 (ptxas) and 7 (ABI) do not need
symbolic execution and are still decided.

## Module and entry syntax
- Directives: `.version`, `.target`, `.address_size`, `.file`/`.section` (ignored), module `.func`
  definitions and declarations (`.visible/.weak/.extern`; parsed with their `.param` formals, return
  parameter and body; a direct `call` of one is inlined, see *Device-function calls*), module-scope variables (optionally
  `.visible/.weak/.common`): `.global`/`.const` (scalars and 1-D arrays, with or without an initialiser of
  integer or `0f`/`0d` literals; address initialisers, multi-dimensional and vector variables are
  unsupported), `.shared` (laid out with the entry's own), `.extern .shared .b8 name[]` (file-scope
  `extern __shared__`: the dynamic window of `dynamic_shared_bytes`; several such arrays all name that window,
  and obligation 2 pairs their accesses as one buffer's). A shared or `.local` variable's address is modelled as
  an offset from where the verifier's own layout puts the variable (from 0, in declaration order); ptxas and the
  driver place it elsewhere (on the H200 the first shared variable is at 0x400), so such an address may be read
  as a value only where the result keeps the variable's provenance (`mov`, `add`/`sub` of an offset, the
  difference of two of its addresses, the addend of `mad`, `selp` of two of its addresses, `cvta` between its
  window and generic forms), besides the memory accesses through it; any other use (`and`, `shr`, `setp`, `cvt`,
  the sum of two addresses, ...) is unsupported (a store of it as data is not: loaded values are fresh);
  so is any use as a value of a register that holds such an address on some paths only (a join, a predicated
  write, a vector pack with other registers), whose value would depend on the variable's true place too.
  Entry-scope `.global`/`.const` are unsupported.
- `.visible .entry name(.param ...)` with `.param .{u,s,b}{8..64}/.f32/.f64 name`, `.param .align N .b8 name[M]`
  (a by-value struct: the configuration declares it `type: struct` with its `align`, `size` and typed
  `fields` at byte offsets; obligation 7 compares align and size and requires every `ld.param` of it to read
  exactly one declared field, which gives the field's value or, for a pointer field, its buffer's base;
  declared otherwise, `ld.param` from it is unsupported and obligation 7 fails), `.ptr.<space>.align` attributes.
- Entry directives `.maxntid .reqntid .minnctapersm .maxnreg .maxnctapersm` (deprecated name of
  `.minnctapersm`) `.reqnctapercluster .explicitcluster .maxclusterrank .noreturn`, each once, with its
  number of positive values; any other directive in the header is unsupported. Obligation 5 checks them
  against the configuration: block <= `.maxntid` (each extent and the product), block == `.reqntid`,
  ptxas's registers <= `.maxnreg`, `.minnctapersm` CTAs fit one H200 SM (65536 registers, 228 KiB shared
  with 1 KiB reserved per CTA, 2048 threads, 32 CTAs); a kernel requiring a cluster launch
  (`.explicitcluster`, `.reqnctapercluster`) fails it (configurations have no cluster dimensions).
- Body: `.reg .<type> %name<N>` and scalar register declarations, `.shared` (static, and `.extern .shared`
  unsized arrays = the dynamic window of `dynamic_shared_bytes`), `.local` declarations (per-thread memory: each thread's own window of the variable's size),
  labels, nested `{ }` scopes (inline asm) with scope-local register and label renaming (a branch goes to
  the label of the innermost enclosing scope defining it; one label twice in one scope is unsupported),
  `.param` declarations of call sequences (scope-local, renamed per scope), `.pragma` (ignored).
- Instructions: `@%p` / `@!%p` guards, opcode + modifiers, operands: registers, special registers,
  integer immediates (decimal, hex, octal, binary, `U` suffix, negative), `0f`/`0d` float bit patterns,
  vectors `{a, b, c, d}` (with `_` sinks), addresses `[reg]`, `[reg+imm]`, `[var+imm]`, `[imm]`,
  pair destinations `%r|%p`, negated predicate operands `!%p`.

## Control flow
`bra` / `bra.uni` (guarded or not), `ret`, `exit` (guarded or not) and `trap` (guarded or not). A guarded
`bra.uni` / `ret.uni` asserts a non-divergent branch: obligation 4 (query `warp_uniform_branch`) fails when
two distinct lanes of one warp reach the same execution of it with different predicate values. Reducible
CFGs only (an irreducible retreating edge is unsupported). `brx.idx` is unsupported; `call` is inlined (below).
`trap` ends the path: no access after it on that path happens, and it reaches no later barrier or warp
collective (so a barrier after a thread-dependent trap is reported non-uniform). It is not a successful
end: a store counts towards coverage (obligation 1) only on executions where the storing thread does not
trap anywhere (a trap inside a summarised loop makes every store of that thread not count), and since a trap
aborts the whole launch, coverage also needs the query `coverage_no_trap` (no thread reaches a trap) unsat.
Where paths join, only registers live at the join block (backward liveness over the CFG, every
mentioned register counted as read) are merged; a dead one is dropped. Should a dropped register be
read after all, it reads as a fresh arbitrary value: an over-approximation, never a lost behaviour.
"""

_PROSE_SYNC = """\
## Warp-level synchronisation (obligation 4, query `warp_sync`)
Every execution of a `warp-sync` instruction (`shfl.sync`, `vote.sync`, `match.sync`, `redux.sync`,
`bar.warp.sync`) records its membermask operand (symbolic or concrete) and its path condition; every
`warp-aligned` instruction (`mma.sync.aligned`, `wmma.*.sync.aligned`, `ldmatrix`/`stmatrix`
`.sync.aligned`) records its path condition with the implicit mask "all lanes of the warp that exist".
For two distinct threads A, B of one warp (same CTA, same linear-thread-id / 32; lane = linear id % 32)
the query asks whether, at some recorded event, A executes it and
(a) A's own lane bit is clear in A's mask, or
(b) A's mask has a bit set for a lane that does not exist (a tail warp: lanes at linear ids >= the CTA's
    thread count), or
(c) B's lane bit is set in A's mask and B does not execute the same event (same dynamic instance: the
    same position in the unrolled trace), or
(d) both execute it, B's bit is set in A's mask, and B's mask differs from A's.
PTX ISA: the behaviour is undefined if the executing thread is not in the membermask; the executing thread
waits until all non-exited threads of the membermask execute the instruction with the same membermask.
This rule is stricter than the ISA in two places (only ever reporting more): a lane that has exited is
not excused (rule c), and the same *event* is required, whereas sm_70+ also lets the two halves of a warp
meet at two different shuffles. Unknown, not proved, when an event lies in a summarised loop.
`activemask` yields a fresh mask with the executing lane's bit set and no bit beyond the CTA.
"""

_PROSE_REST = """\
## Memory values and state spaces
- Generic addressing is accepted when its provenance is a pointer parameter or the *generic* address of a
  shared variable (made by `cvta.shared`). A shared variable's name and `mov` of it give its shared-window
  address (PTX: mov places the non-generic address); a generic access through such an address (no
  `cvta.shared`) is unsupported, and so is a generic access naming the shared variable directly;
  `ld.shared`/`st.shared` through a `cvta.shared` address (no `cvta.to.shared`) has unknown provenance.
- `ld.param` reads bytes of the .param space: parameters are laid out in order, each at the next multiple
  of its alignment; a load wider than its parameter, or at an offset, is the little-endian value of the
  bytes it covers (the next parameter's too), never a zero extension; misaligned loads, padding, array
  parameters and bytes past the list are unsupported.
- `ld.global.nc` and `ldu` (the non-coherent read-only path) must read data read-only for the whole
  launch: obligation 2 (query `nc_readonly`) fails for one of a buffer of role `out`/`inout` or one some
  thread may write with a store or atomic.
- Values: loads from role-`in` global buffers are an uninterpreted function of the byte offset (consistent
  across threads); other loads are fresh; `load_range` / `load_injective` assumptions constrain them.
- Module `.global`/`.const` variables are buffers of their declared size at a symbolic base aligned to
  their `.align` (obligations 2 and 3 check their accesses; a store to a `.const` one fails obligation 3).
  An initialised one that the entry never writes and whose address never escapes (flow-insensitive taint
  over the body: stores, atomics, reductions, `cp`, calls) is concrete memory: an aligned in-bounds load
  returns its initialiser's little-endian value (up to 4096 elements; other loads fresh). The assumption
  that no other launch and no host copy changes it is stated in obligation 3's detail. Others: fresh.
- `.local` variables (nvcc's `__local_depot`): per-thread memory laid out from offset 0 of each thread's own
  window. `ld.local`/`st.local`, and generic `ld`/`st` through a `cvta.local` address of the variable, are
  accesses of space `local`: obligation 3 checks bounds and alignment as for shared; obligation 2 never
  pairs two threads' local accesses (private memory); loaded values are fresh; obligations 6 and coverage
  ignore local stores (they do not outlive the launch). A generic access through the local-window address
  without `cvta.local`, or an atomic/matrix access of local memory, is unsupported.
- Unsupported: `st.param` outside an inlined call sequence, generic addresses of unknown
  provenance (reported per access), and every instruction in the *unsupported* table below.

## Device-function calls (verifier/inline.py)
A direct `call{.uni} (ret), f, (args);` of a `.func` with a body in the module is replaced, before the CFG
is built, by a copy of `f`'s body: registers, labels and `.local` variables renamed per call site (no
capture between sites or with the caller), nested calls inlined the same way. `.param` passing follows the
ISA's layout: a `.param` variable is a byte array; formal i of `f` is the caller's argument variable i, the
return parameter the caller's result variable. Every `st.param`/`ld.param` of them becomes a register move
on a slot (one register per variable and byte offset, of the access's width; overlapping accesses of
different widths are unsupported, so slots hold whole, disjoint byte ranges; sub-word reads zero- or, for
`.s` types, sign-extend). `ret` in `f` jumps to the site's continuation; a guarded call is skipped by a
branch on the negated guard (`bra.uni` for `call.uni`: obligation 4 checks the promised uniformity).
Obligations then see the callee's accesses, barriers and warp collectives with the caller's path condition;
the artifact's methods list every inlined site. Unsupported, with the reason: recursion (direct or
mutual), indirect calls (through a register, `.callprototype`), callees without a body (`.extern`),
`.weak` callees, callee directives (`.noreturn`), argument lists that differ from the callee's in number
or sizes, `st.param` to an input formal, a `.param` variable used other than by `ld/st.param [name+imm]`,
and `.shared`/`.global`/`.const` variables declared inside a `.func`.

## CTA barriers
`bar.sync 0` / `barrier.sync[.aligned] 0` (optionally with the whole CTA's thread count) are CTA barriers.
Other barrier ids/counts, `bar.arrive`, `bar.red` are unsupported. `membar`, `fence`,
`prefetch`, `nanosleep` order nothing (a race through them is still reported).
A CTA barrier orders every memory access of the CTA's threads, shared and global alike: obligation 2
counts a write-write or read-write overlap of two threads of one CTA only within one barrier interval
(equal barrier counts; obligation 4 makes every thread pass the same barriers). Threads of different
CTAs are never ordered: their global overlaps always count.

## Programmatic dependent launch (`griddepcontrol`, sm_90, PTX ISA 7.8+)
`griddepcontrol.wait;` and `griddepcontrol.launch_dependents;` (optionally guarded `@%p`) are modelled;
other forms are unsupported. Each thread carries a symbolic boolean *waited* (false at entry);
`griddepcontrol.wait` under guard `p` sets `waited := p or waited` (it never becomes false again).
At joins it is merged like registers (`If(path guard, ...)`); every memory event records it. Loops
containing `griddepcontrol` are never summarised up front (they are unrolled like loops with stores);
if one is summarised after the unroll cap, *waited* in the symbolic iteration is `waited_before or
fresh` (possibly false: over-approximated); loops without a wait leave it unchanged.
`griddepcontrol.launch_dependents` has no effect on the model: it only lets the next grid be scheduled,
and that grid waits for this one's completion before touching non-stable memory.

Semantics (PTX ISA): `.wait` blocks the executing thread until all prerequisite grids have completed
and their memory operations are performed and visible to this grid. Without `overlap` in the launch
configuration the launch is stream-ordered and `.wait` returns at once (a no-op for the proof).

Rule proved in obligation 2 (query `grid_dependency`) when the configuration sets
`overlap: {"stable": [...]}`: every global access of a thread that is not preceded on its path by an
executed `griddepcontrol.wait` is a load (`ld`, any cache variant, `ldu`) from a `stable` buffer; and no
store, atomic or reduction anywhere targets a `stable` buffer (stable = written by no grid; the runtime
checks that where it plans launches). Shared-memory accesses are unrestricted; accesses of unknown
provenance are already unsupported.

## Loops
Unrolled while the back edge is feasible under the path guard (Z3), up to 64 iterations per loop
instance; beyond that the loop is summarised: registers it assigns are havocked, induction variables
(constant step on every path) keep `r = r_N + step*k`, the barrier count too when its step is constant;
events inside a summarised body are may-events (failures involving them are `unknown`, and coverage
never relies on them). Coverage counts a store only when every summarised loop before it is shown to end
(a trip bound or a ranking function checked by Z3) -- before it on its own path, and, across threads, any
such loop followed by a CTA barrier or warp collective before the store: a thread still in the loop never
arrives there, and the threads waiting for it never reach their stores.

Loops without an *effect* instruction (memory effect store/atomic/unsupported, or synchronisation class
cta-barrier, warp-sync, warp-aligned or grid-dependency, or `trap`; nested loops included) are summarised
*before* any unrolling, when a concrete bound on their iteration count is
found: one symbolic iteration `k` (a fresh 64-bit value, induction variables at `r_0 + step*k`, the
fact `k == 0 or guard(k-1)` keeping only feasible iterations) stands for every iteration, and the
exit states are those of that symbolic iteration (every register the loop assigns havocked first).
Sound because such a body has no effect but its loads and its registers: every load it can perform is the
load of some iteration `k` (so bounds and alignment are checked for all of them, and races count it as a
read), and nothing after the loop may assume more about those registers than any single iteration gives.
This keeps long scans such as the sampling kernel's passes over a row of V logits out of the unroller;
without a concrete bound the loop is unrolled as above.

Loops whose only effect instructions are plain stores to the CTA's shared memory (`st.shared`, at least
one; no global, atomic, asynchronous or cluster store, no synchronisation, no `trap`, no `.uni` branch;
nested loops included) are unrolled for 4 iterations (`SHORT_UNROLL`) and then summarised as after the cap,
provided the loop is shown to terminate (a trip bound or a ranking function checked by Z3, as for coverage);
otherwise they are unrolled as above. The summary is the same over-approximation as after the cap: every
store of every later iteration is the store of the symbolic iteration `k`, checked for bounds and races
over all `k`; such stores are no coverage must-event (coverage counts global stores only). Why:
attention_window_d256_f16's score pass (one shared store per key) ran 32 times at a window of 8,192 keys;
unrolled in full it was most of that artifact's cost.
"""


def markdown() -> str:
    """PTX_SUBSET.md, generated from the table (the prose sections live here too, so both stay together)."""
    rows = []
    for s in sorted(TABLE.values(), key=lambda x: x.key):
        if s.memory is Mem.UNSUPPORTED:
            continue
        val = s.value.value + (f" / float: {s.fvalue.value}" if s.fvalue is not None else "")
        mem = s.memory.value + (f" ({', '.join(sorted(s.spaces))})" if s.spaces else "")
        rows.append(f"| `{s.key}` | {val} | {mem} | {s.sync.value} | {_fmt(s.mods)} | {_fmt(s.types)} | {s.doc} |")
    fps = [f"- `{f.name}`: {f.value}" for f in Footprint if f is not Footprint.NONE]
    uns = [f"| `{s.key}` | {s.doc} |" for s in sorted(TABLE.values(), key=lambda x: x.key)
           if s.memory is Mem.UNSUPPORTED]
    used = sorted({s.footprint for s in TABLE.values() if s.footprint is not Footprint.NONE}, key=lambda f: f.name)
    fp_rows = [f"| `{s.key}` | `{s.footprint.name}` |" for s in sorted(TABLE.values(), key=lambda x: x.key)
               if s.footprint is not Footprint.NONE]
    assert used
    return "\n".join([
        _PROSE_HEAD,
        "## The opcode table",
        "Value: `exact` = Z3 bit-vectors at PTX widths (wrap-around); `fresh` = a fresh symbol of the right "
        "width (an over-approximation, recorded in the artifact's methods); the float column applies when a "
        "floating-point type modifier is present. Memory: the effect and the state spaces accepted. "
        "Synchronisation: `cta-barrier`, `warp-sync` (membermask), `warp-aligned` (`.sync.aligned`, whole "
        "warp), `grid-dependency`, `fence` (orders nothing in the model), `none`. Keys with a dot are "
        "variants (`opcode.first-modifier`).",
        "",
        "| key | value | memory | sync | modifiers | types | model |",
        "| --- | --- | --- | --- | --- | --- | --- |",
        *rows,
        "",
        "### Byte footprints",
        *fps,
        "",
        "| key | footprint |",
        "| --- | --- |",
        *fp_rows,
        "",
        "`wmma.load` requires the stride operand or uses the ISA default (the leading dimension); sub-byte "
        "types are not accepted. `ldmatrix`/`stmatrix`: shape `.m8n8` with `.b16` only.",
        "",
        "### Unsupported (they touch memory in a way not modelled)",
        "| key | reason |",
        "| --- | --- |",
        *uns,
        "",
        _PROSE_SYNC,
        _PROSE_REST,
    ])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m verifier.opcodes", description=__doc__.split("\n")[0])
    ap.add_argument("--markdown", action="store_true", help="print PTX_SUBSET.md generated from the table")
    args = ap.parse_args(argv)
    if args.markdown:
        sys.stdout.write(markdown())
        return 0
    for s in sorted(TABLE.values(), key=lambda x: x.key):
        print(f"{s.key:16} value={s.value.value:6} memory={s.memory.value:11} sync={s.sync.value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
