"""Device-function calls by inlining: PTX AST -> PTX AST, run before the CFG is built.

Why inline rather than summarise: the obligations quantify over every memory access, barrier and warp
collective a thread executes; a callee's body copied into each call site gives them exactly those
events, with the caller's path condition, and nothing about the callee has to be trusted.

Each call site gets a fresh copy of the callee:
- registers `%r` -> `%r@call<k>` and labels `L` -> `L@call<k>` (k: the site's number), `.local`
  variables of the callee likewise (each activation has its own frame); nothing can be captured;
- `.param` passing (PTX ISA, "Parameter State Space"): a `.param` variable is a byte array; the caller
  writes its argument variables with `st.param`, the callee reads its formals with `ld.param` (the
  formal i *is* the caller's argument variable i), writes its return variable with `st.param`, and the
  caller reads it back with `ld.param`. Every such access is rewritten to a register move on a *slot*:
  one register per (frame, .param variable, byte offset), of the access's width. This is byte-exact
  because every access to one variable must use the same (offset, width) for overlapping bytes (else
  UnsupportedPTX): a slot is then always written and read whole, little-endian, as the bytes are.
  A read of a slot never written reads an arbitrary value (an uninitialised register), as the ISA's
  undefined contents allow. Sub-word reads into wider registers zero- (or, for `.s` types,
  sign-) extend, as `ld` does;
- `ret` becomes a branch to the site's continuation label; a guarded call is skipped by a branch on
  the negated guard (`bra.uni` when the call is `call.uni`, so obligation 4 checks the promised
  uniformity).
Refused with UnsupportedPTX and its reason: recursion (direct or mutual), indirect calls (through a
register, with a `.callprototype`), functions without a body here (`.extern`), `.weak` functions (the
linker may replace them), functions with directives (`.noreturn`, ...), argument lists that do not match
the callee's parameters in number and size, `.param` variables accessed other than by ld/st.param at a
constant offset, and callee-scope `.shared`/`.global`/`.const` variables.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from fltc.errors import UnsupportedPTX
from verifier.ptx_parse import (
    Addr,
    Entry,
    FImm,
    Func,
    Imm,
    Instr,
    Label,
    Module,
    Neg,
    Operand,
    Pair,
    Param,
    ParamList,
    Reg,
    RegDecl,
    Sym,
    VarDecl,
    Vec,
    leaves,
    type_bytes,
)

INLINED_METHOD = ("device-function calls inlined before the CFG is built (verifier/inline.py): each call site "
                  "runs its own copy of the callee's body (registers, labels and .local frame renamed per "
                  "site); .param arguments and return values are register moves per (variable, byte offset) "
                  "slot of the PTX .param layout; `ret` jumps to the site's continuation")


@dataclass
class _Ctx:
    """Mutable state of one entry's inlining: site counter, declarations to add, slot registers."""

    funcs: dict[str, Func]
    sites: int = 0
    regs: list[RegDecl] = field(default_factory=list)
    vars: list[VarDecl] = field(default_factory=list)
    slots: dict[tuple[int, str, int], tuple[str, int]] = field(default_factory=dict)  # -> (reg, width)
    notes: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class _Frame:
    """One activation: the entry (site 0, nothing renamed) or the copy of a callee at call site k."""

    site: int
    func: str  # the entry's or callee's name (messages)
    params: dict[str, Param]  # its own `.param` variables of call sequences (caller side of its calls)
    formals: dict[str, tuple[int, Param]]  # formal / return .param name -> (caller frame site, its actual)
    rets: frozenset[str]  # the return .param names among the formals (the callee may st.param only these)
    kernel_params: frozenset[str]  # entry frame: the kernel's parameters (ld.param of them stays)
    local_vars: frozenset[str]
    stack: tuple[str, ...]
    call_line: int = 0

    def reg(self, name: str) -> str:
        return name if self.site == 0 else f"{name}@call{self.site}"

    def label(self, name: str) -> str:
        return name if self.site == 0 else f"{name}@call{self.site}"

    def sym(self, name: str) -> str:
        return f"{name}@call{self.site}" if name in self.local_vars else name


def has_calls(entry: Entry) -> bool:
    """Whether the entry has anything for the inliner (a `call`, a call prototype or call-frame .params)."""
    return bool(entry.call_params) or any(isinstance(s, Instr) and s.opcode in ("call", "callprototype")
                                           for s in entry.body)


def inline_calls(entry: Entry, module: Module) -> Entry:
    """The entry with every `call` replaced by the callee's body (see the module docstring).

    An entry without calls is returned unchanged (the same object), so its proof is untouched."""
    if not has_calls(entry):
        return entry
    funcs: dict[str, Func] = {}
    for f in module.funcs:  # a definition wins over a declaration of the same name
        if f.body is not None or f.name not in funcs:
            funcs[f.name] = f
    ctx = _Ctx(funcs)
    frame = _Frame(0, entry.name, {p.name: p for p in entry.call_params}, {}, frozenset(),
                   frozenset(p.name for p in entry.params), frozenset(), (entry.name,))
    body = _expand(entry.body, frame, ctx)
    return replace(entry, body=tuple(body), regs=entry.regs + tuple(ctx.regs), vars=entry.vars + tuple(ctx.vars),
                   call_params=(), inlined=(INLINED_METHOD, *ctx.notes))


def _expand(items: tuple[Instr | Label, ...], fr: _Frame, ctx: _Ctx) -> list[Instr | Label]:
    out: list[Instr | Label] = []
    for it in items:
        if isinstance(it, Label):
            out.append(Label(fr.label(it.name), it.line))
            continue
        if it.opcode == "callprototype":
            raise UnsupportedPTX(f"call prototype in {fr.func}: indirect calls (through a register) are not "
                                 f"modelled; make the call direct", it.line, it.text)
        if it.opcode == "call":
            out.extend(_call_site(it, fr, ctx))
        elif it.opcode in ("ld", "st") and "param" in it.mods:
            out.extend(_param_access(it, fr, ctx))
        elif it.opcode == "ret" and fr.site != 0:
            out.append(_renamed(replace(it, opcode="bra", operands=(Sym(f"$__ret@call{fr.site}"),)), fr))
        else:
            _check_no_param_use(it, fr)
            out.append(_renamed(it, fr))
    return out


def _call_site(ins: Instr, fr: _Frame, ctx: _Ctx) -> list[Instr | Label]:
    ops = ins.operands
    if len(ops) < 3 or not isinstance(ops[0], ParamList) or not isinstance(ops[2], ParamList):
        raise UnsupportedPTX("call with an operand form not modelled", ins.line, ins.text)
    rets, tgt, args = ops[0], ops[1], ops[2]
    bad_mods = [m for m in ins.mods if m != "uni"]
    if bad_mods:
        raise UnsupportedPTX(f"call with modifier(s) {bad_mods} (only `.uni` is modelled)", ins.line, ins.text)
    if not isinstance(tgt, Sym) or len(ops) > 3:
        raise UnsupportedPTX("indirect call (through a register or with a prototype / target list): not "
                             "modelled; call the function directly", ins.line, ins.text)
    f = ctx.funcs.get(tgt.name)
    if f is None:
        raise UnsupportedPTX(f"call of {tgt.name}: no .func of that name in this module", ins.line, ins.text)
    if f.name in fr.stack:
        chain = " -> ".join((*fr.stack[fr.stack.index(f.name):], f.name))
        raise UnsupportedPTX(f"recursive call {chain}: recursion is not modelled (inlining would not end); "
                             f"make the recursion a loop", ins.line, ins.text)
    if f.body is None:
        raise UnsupportedPTX(f"call of {f.name}, declared without a body here (.extern: defined in another "
                             f"module); link it into this PTX or inline it in the source", ins.line, ins.text)
    if f.linkage == "weak":
        raise UnsupportedPTX(f"call of .weak function {f.name}: the linker may replace its body; make it "
                             f"non-weak", ins.line, ins.text)
    if f.attrs:
        raise UnsupportedPTX(f"call of {f.name} with directive(s) {list(f.attrs)} (not modelled)", ins.line,
                             ins.text)
    if any(v.space != "local" for v in f.vars):
        v = next(v for v in f.vars if v.space != "local")
        raise UnsupportedPTX(f".{v.space} variable {v.name} declared inside .func {f.name}: not modelled "
                             f"(declare it at module scope)", v.line)
    if len(args.names) != len(f.params) or len(rets.names) != len(f.rets):
        raise UnsupportedPTX(f"call of {f.name} with {len(args.names)} argument(s) and {len(rets.names)} "
                             f"result(s); it declares {len(f.params)} and {len(f.rets)}", ins.line, ins.text)
    formals: dict[str, tuple[int, Param]] = {}
    for actual, formal in zip((*args.names, *rets.names), (*f.params, *f.rets), strict=True):
        a = fr.params.get(actual)
        if a is None:
            raise UnsupportedPTX(f"call argument {actual.split('$s')[0]} is not a .param variable of the call "
                                 f"sequence", ins.line, ins.text)
        if a.size_bytes != formal.size_bytes:
            raise UnsupportedPTX(f"call of {f.name}: argument {actual.split('$s')[0]} has {a.size_bytes} bytes, "
                                 f"parameter {formal.name} {formal.size_bytes}", ins.line, ins.text)
        formals[formal.name] = (fr.site, a)
    ctx.sites += 1
    k = ctx.sites
    callee = _Frame(k, f.name, {p.name: p for p in f.call_params}, formals, frozenset(r.name for r in f.rets),
                    frozenset(),
                    frozenset(v.name for v in f.vars), (*fr.stack, f.name), ins.line)
    for r in f.regs:
        names = [r.name] if r.count is None else [f"{r.name}{i}" for i in range(r.count)]
        ctx.regs.extend(RegDecl(callee.reg(n), r.type, None, r.line) for n in names)
    ctx.vars.extend(replace(v, name=callee.sym(v.name)) for v in f.vars)
    ctx.notes.append(f"call of {f.name} at PTX line {ins.line} (in {fr.func}) inlined as site {k}")
    cont = f"$__ret@call{k}"
    out: list[Instr | Label] = []
    if ins.guard is not None:  # a guarded call: skip the copy where the guard is false
        skip = Instr(ins.line, "bra", ("uni",) if "uni" in ins.mods else (), (Sym(cont),), fr.reg(ins.guard),
                     not ins.guard_neg, f"{ins.text} (guard of the inlined call)")
        out.append(skip)
    assert f.body is not None
    out.extend(_expand(f.body, callee, ctx))
    out.append(Label(cont, ins.line))
    return out


def _slot(ctx: _Ctx, site: int, var: Param, off: int, width: int, ins: Instr) -> str:
    """The register holding bytes [off, off + width) of .param variable `var` of frame `site`."""
    if off < 0 or off + width > var.size_bytes or off % width:
        raise UnsupportedPTX(f"{ins.opcode}.param of {width} bytes at {var.name.split('$s')[0]}+{off}: outside "
                             f"its {var.size_bytes} bytes or not aligned to its width", ins.line, ins.text)
    for (s, v, o), (_, w) in ctx.slots.items():
        if s == site and v == var.name and o < off + width and off < o + w and (o, w) != (off, width):
            raise UnsupportedPTX(f".param {var.name.split('$s')[0]}: bytes [{off}, {off + width}) accessed, and "
                                 f"[{o}, {o + w}) elsewhere (overlapping accesses of different widths are not "
                                 f"modelled)", ins.line, ins.text)
    key = (site, var.name, off)
    if key not in ctx.slots:
        name = f"%__param{site}_{var.name.replace('$', '_')}_{off}"
        ctx.slots[key] = (name, width)
        ctx.regs.append(RegDecl(name, f"b{width * 8}", None, ins.line))
    return ctx.slots[key][0]


def _resolve(ins: Instr, a: Operand, fr: _Frame) -> tuple[int, Param] | None:
    """(frame site, variable) a .param address names; None: a kernel parameter (left to symexec)."""
    if not isinstance(a, Addr) or not isinstance(a.base, Sym):
        raise UnsupportedPTX(f"{ins.opcode}.param through a register (only `[name+offset]` is modelled)",
                             ins.line, ins.text)
    name = a.base.name
    if name in fr.params:
        return fr.site, fr.params[name]
    if name in fr.formals:
        return fr.formals[name]
    if name in fr.kernel_params:
        return None
    raise UnsupportedPTX(f"{ins.opcode}.param of {name}: not a parameter of {fr.func}", ins.line, ins.text)


def _param_access(ins: Instr, fr: _Frame, ctx: _Ctx) -> list[Instr]:
    ts = [m for m in ins.mods if m != "param" and m not in ("v2", "v4")]
    n = 4 if "v4" in ins.mods else 2 if "v2" in ins.mods else 1
    if len(ts) != 1:
        raise UnsupportedPTX(f"{ins.full}: expected one type", ins.line, ins.text)
    t = ts[0]
    w = type_bytes(t)
    st = ins.opcode == "st"
    addr = ins.operands[0] if st else ins.operands[1]
    where = _resolve(ins, addr, fr)
    if where is None:
        if st:
            raise UnsupportedPTX("st.param to a kernel parameter (read-only)", ins.line, ins.text)
        return [_renamed(ins, fr)]
    site, var = where
    assert isinstance(addr, Addr) and isinstance(addr.base, Sym)
    if st and addr.base.name in fr.formals and addr.base.name not in fr.rets:
        raise UnsupportedPTX(f"st.param to input parameter {addr.base.name} of {fr.func} (not modelled)",
                             ins.line, ins.text)
    val = ins.operands[1] if st else ins.operands[0]
    items = val.items if isinstance(val, Vec) else (val,)
    if len(items) != n:
        raise UnsupportedPTX(f"{ins.full} with {len(items)} values for .v{n}", ins.line, ins.text)
    out: list[Instr] = []
    text = ins.text if fr.site == 0 else f"{ins.text} (in {fr.func}, inlined at line {fr.call_line})"
    g = fr.reg(ins.guard) if ins.guard is not None else None
    for i, x in enumerate(items):
        slot = Reg(_slot(ctx, site, var, addr.offset + i * w, w, ins))
        if isinstance(x, Sym) and x.name == "_":
            continue
        x = _rename_op(x, fr)
        if st:
            if not isinstance(x, Reg | Imm | FImm):
                raise UnsupportedPTX(f"st.param of operand {x!r}", ins.line, ins.text)
            out.append(Instr(ins.line, "mov", (f"b{w * 8}",), (slot, x), g, ins.guard_neg, text))
        else:
            if not isinstance(x, Reg):
                raise UnsupportedPTX(f"ld.param into {x!r}", ins.line, ins.text)
            if t.startswith("s") and w < 8:  # the executor sign-extends into a wider register, as ld.s does
                out.append(Instr(ins.line, "cvt", (t, t), (x, slot), g, ins.guard_neg, text))
            else:
                out.append(Instr(ins.line, "mov", (f"b{w * 8}",), (x, slot), g, ins.guard_neg, text))
    return out


def _check_no_param_use(ins: Instr, fr: _Frame) -> None:
    """A .param variable may only be named by ld/st.param (its address is not modelled)."""
    names = set(fr.params) | set(fr.formals)

    for o in ins.operands:
        for x in leaves(o):
            if isinstance(x, Sym) and x.name in names:
                raise UnsupportedPTX(f"{ins.opcode} takes the address of .param {x.name.split('$s')[0]} (only "
                                     f"ld.param/st.param of call frames are modelled)", ins.line, ins.text)


def _rename_op(o: Operand, fr: _Frame) -> Operand:
    if fr.site == 0:
        return o
    if isinstance(o, Reg):
        return Reg(fr.reg(o.name))
    if isinstance(o, Sym):
        return Sym(fr.sym(o.name))
    if isinstance(o, Addr):
        return Addr(None if o.base is None else _rename_op(o.base, fr), o.offset)  # type: ignore[arg-type]
    if isinstance(o, Vec):
        return Vec(tuple(_rename_op(x, fr) for x in o.items))
    if isinstance(o, Pair):
        return Pair(_rename_op(o.first, fr), _rename_op(o.second, fr))
    if isinstance(o, Neg):
        return Neg(_rename_op(o.inner, fr))
    return o


def _renamed(ins: Instr, fr: _Frame) -> Instr:
    """The instruction in frame `fr`: registers, .local variables and branch labels renamed."""
    if fr.site == 0:
        return ins
    if ins.opcode == "bra" and ins.operands and isinstance(ins.operands[0], Sym):
        ops = (Sym(fr.label(ins.operands[0].name)) if not ins.operands[0].name.startswith("$__ret@call")
               else ins.operands[0], *(_rename_op(o, fr) for o in ins.operands[1:]))
    else:
        ops = tuple(_rename_op(o, fr) for o in ins.operands)
    return replace(ins, operands=ops, guard=None if ins.guard is None else fr.reg(ins.guard),
                   text=f"{ins.text} (in {fr.func}, inlined at line {fr.call_line})")
