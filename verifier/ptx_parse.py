"""PTX text -> tokens -> AST, for the subset documented in verifier/PTX_SUBSET.md.

Why a hand-written parser: the verifier must bind its verdict to the exact PTX text, so
every statement is kept with its source line, and anything outside the modelled subset is
reported (UnsupportedPTX naming it and its line) instead of being silently dropped.
The parser is syntactic; which opcodes/modifiers are *modelled* is decided by symexec.
"""

from __future__ import annotations

import re
import struct
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from fltc.errors import UnsupportedPTX

# ---------------------------------------------------------------------------------- tokens

_TOKEN_RE = re.compile(
    r"""
    (?P<ws>[ \t\r]+)
  | (?P<nl>\n)
  | (?P<fimm>0[fF][0-9a-fA-F]{8}|0[dD][0-9a-fA-F]{16})
  | (?P<num>0[xX][0-9a-fA-F]+U?|0[bB][01]+U?|\d+\.\d*(?:[eE][+-]?\d+)?|\d+U?)
  | (?P<ident>[%$A-Za-z_.](?:[\w$.%]|::)*)
  | (?P<str>"[^"\n]*")
  | (?P<punct>[,;:{}\[\]()+\-|!@<>=])
    """,
    re.VERBOSE,
)


@dataclass(frozen=True)
class Token:
    kind: str  # fimm | num | ident | str | punct
    text: str
    line: int


_COMMENT_RE = re.compile(r'//[^\n]*|/\*.*?(?:\*/|\Z)|"[^"]*"?', re.DOTALL)


def _blank(m: re.Match[str]) -> str:
    t = m.group()
    if t[0] == '"':
        return t  # a string (up to the next quote, or the end): kept, comment markers inside it included
    return "\n" * t.count("\n")  # a comment: only its newlines stay (an unterminated /* runs to the end)


def strip_comments(text: str) -> str:
    """Blank out // and /* */ comments, keeping newlines so line numbers stay exact.

    One regular expression, scanned left to right: whichever of `//`, `/*` or `"` comes first wins, as in
    a character-by-character scan (why a regex: that scan cost 0.4 s per 250 KB file)."""
    return _COMMENT_RE.sub(_blank, text)


def tokenize(text: str) -> list[Token]:
    """Split comment-free PTX into tokens with 1-based line numbers."""
    toks: list[Token] = []
    line, pos = 1, 0
    src = strip_comments(text)
    new = Token
    for m in _TOKEN_RE.finditer(src):
        if m.start() != pos:
            break  # an unmatched character at pos (finditer skipped it)
        pos = m.end()
        kind = m.lastgroup or ""
        if kind == "nl":
            line += 1
        elif kind != "ws":
            toks.append(new(kind, m.group(), line))
    if pos < len(src):
        raise UnsupportedPTX(f"unexpected character {src[pos]!r}", line)
    return toks


# ---------------------------------------------------------------------------------- AST


@dataclass(frozen=True)
class Reg:
    name: str


@dataclass(frozen=True)
class Imm:
    value: int  # integers as Python ints (may be negative)


@dataclass(frozen=True)
class FImm:
    bits: int
    width: int  # 32 or 64


@dataclass(frozen=True)
class Sym:
    """A bare identifier operand: a variable name, a label, or a special register."""

    name: str


@dataclass(frozen=True)
class Addr:
    base: Reg | Sym | None
    offset: int


@dataclass(frozen=True)
class Vec:
    items: tuple[Operand, ...]


@dataclass(frozen=True)
class Pair:
    """`%r|%p` destination of shfl.sync / setp with two results."""

    first: Operand
    second: Operand


@dataclass(frozen=True)
class Neg:
    """`!%p` operand (negated predicate)."""

    inner: Operand


@dataclass(frozen=True)
class ParamList:
    """`(a, b, ...)` of `call`: the names of the .param variables passed (or receiving the result)."""

    names: tuple[str, ...]


Operand = Reg | Imm | FImm | Sym | Addr | Vec | Pair | Neg | ParamList


def leaves(o: Operand, through_addr: bool = True) -> Iterator[Operand]:
    """The leaf operands (registers, symbols, immediates) inside `o`: through vectors, pairs, negations
    and, unless `through_addr` is False, an address's base. One walk for every pass that looks for names."""
    if isinstance(o, Vec):
        for x in o.items:
            yield from leaves(x, through_addr)
    elif isinstance(o, Pair):
        yield from leaves(o.first, through_addr)
        yield from leaves(o.second, through_addr)
    elif isinstance(o, Neg):
        yield from leaves(o.inner, through_addr)
    elif isinstance(o, Addr):
        if through_addr and o.base is not None:
            yield from leaves(o.base, through_addr)
    else:
        yield o


@dataclass(frozen=True)
class Instr:
    line: int
    opcode: str
    mods: tuple[str, ...]
    operands: tuple[Operand, ...]
    guard: str | None = None  # predicate register name
    guard_neg: bool = False
    text: str = ""

    @property
    def full(self) -> str:
        return ".".join((self.opcode,) + self.mods)


@dataclass(frozen=True)
class Label:
    name: str
    line: int


@dataclass(frozen=True)
class Param:
    name: str
    type: str  # u64, u32, b8, ...
    align: int | None
    array_len: int | None
    line: int
    ptr_space: str | None = None  # .ptr.global etc. (recorded, not modelled)

    @property
    def size_bytes(self) -> int:
        return type_bytes(self.type) * (self.array_len or 1)


@dataclass(frozen=True)
class VarDecl:
    space: str  # shared | local | global | const
    name: str
    type: str
    align: int | None
    array_len: int | None  # None: scalar; 0: extern unsized []
    extern: bool
    line: int
    init: bytes | None = None  # initialiser, little-endian, zero-filled to size_bytes; None: no initialiser
    linkage: str | None = None  # visible | weak | common | extern (module scope), None: none written

    @property
    def size_bytes(self) -> int:
        return type_bytes(self.type) * (1 if self.array_len is None else self.array_len)


@dataclass(frozen=True)
class RegDecl:
    name: str
    type: str
    count: int | None
    line: int


@dataclass(frozen=True)
class Entry:
    name: str
    params: tuple[Param, ...]
    regs: tuple[RegDecl, ...]
    vars: tuple[VarDecl, ...]
    body: tuple[Instr | Label, ...]
    line: int
    directives: tuple[tuple[str, tuple[int, ...]], ...] = ()
    module_vars: tuple[VarDecl, ...] = ()  # the module-scope variables (.global/.const/.shared) of its file
    call_params: tuple[Param, ...] = ()  # `.param` variables declared in the body (call frames), scope-renamed
    inlined: tuple[str, ...] = ()  # what verifier/inline.py did (artifact methods); empty: no call inlined
    # the bodies of the module's other entries and of its functions: a launch of a sibling may write a module
    # variable between launches of this one, so its initialiser is concrete only if none of them writes it
    module_bodies: tuple[tuple[Instr | Label, ...], ...] = ()

    @property
    def attrs(self) -> LaunchAttrs:
        return launch_attrs(self)


@dataclass(frozen=True)
class Func:
    """A module-level `.func`: its formal parameters, return parameters and (if defined here) body.

    Why parsed rather than skipped: verifier/inline.py inlines every `call` of it; a function without
    a body (`.extern .func`), with linkage or attributes not modelled, is refused there, with its reason."""

    name: str
    params: tuple[Param, ...]
    rets: tuple[Param, ...]
    regs: tuple[RegDecl, ...]
    vars: tuple[VarDecl, ...]
    body: tuple[Instr | Label, ...] | None  # None: declared only (no body in this module)
    line: int
    linkage: str | None = None  # visible | weak | extern; None: none written
    attrs: tuple[str, ...] = ()  # directives after the parameter list (e.g. `.noreturn`)
    call_params: tuple[Param, ...] = ()


# entry-header directives: name -> (min, max) number of integer values
ENTRY_DIRECTIVES = {
    ".maxntid": (1, 3), ".reqntid": (1, 3), ".minnctapersm": (1, 1), ".maxnctapersm": (1, 1),
    ".maxnreg": (1, 1), ".reqnctapercluster": (1, 3), ".explicitcluster": (0, 0), ".maxclusterrank": (1, 1),
    ".noreturn": (0, 0),
}


@dataclass(frozen=True)
class LaunchAttrs:
    """The launch attributes of an entry header (PTX ISA "Performance-tuning directives", cluster directives).

    Why typed: obligation 5 checks each against the launch configuration; dimensions are padded with 1.
    `.maxnctapersm` is the deprecated name of `.minnctapersm` and is read as it.
    """

    maxntid: tuple[int, int, int] | None = None
    reqntid: tuple[int, int, int] | None = None
    minnctapersm: int | None = None
    maxnreg: int | None = None
    reqnctapercluster: tuple[int, int, int] | None = None
    explicitcluster: bool = False
    maxclusterrank: int | None = None

    @property
    def requires_cluster(self) -> bool:
        return self.explicitcluster or self.reqnctapercluster is not None


def _dim3(v: tuple[int, ...]) -> tuple[int, int, int]:
    d = tuple(v) + (1,) * (3 - len(v))
    return int(d[0]), int(d[1]), int(d[2])


def launch_attrs(entry: Entry) -> LaunchAttrs:
    """Typed view of entry.directives (validated by the parser: known names, value counts, no repeats)."""
    d = {name: vals for name, vals in entry.directives}
    mincta = d.get(".minnctapersm", d.get(".maxnctapersm"))
    return LaunchAttrs(
        maxntid=_dim3(d[".maxntid"]) if ".maxntid" in d else None,
        reqntid=_dim3(d[".reqntid"]) if ".reqntid" in d else None,
        minnctapersm=mincta[0] if mincta else None,
        maxnreg=d[".maxnreg"][0] if ".maxnreg" in d else None,
        reqnctapercluster=_dim3(d[".reqnctapercluster"]) if ".reqnctapercluster" in d else None,
        explicitcluster=".explicitcluster" in d,
        maxclusterrank=d[".maxclusterrank"][0] if ".maxclusterrank" in d else None,
    )


@dataclass(frozen=True)
class Module:
    version: str
    target: str
    address_size: int
    entries: tuple[Entry, ...]
    globals: tuple[VarDecl, ...] = field(default_factory=tuple)
    funcs: tuple[Func, ...] = ()

    def entry(self, name: str) -> Entry:
        for e in self.entries:
            if e.name == name:
                return e
        raise UnsupportedPTX(f"no .entry named {name!r} (have {[e.name for e in self.entries]})", 0)


_TYPE_BYTES = {"8": 1, "16": 2, "32": 4, "64": 8, "128": 16}


def type_bytes(t: str) -> int:
    """Width in bytes of a PTX fundamental type name (u32 -> 4, pred -> 1, f16x2 -> 4)."""
    r = _WIDTHS.get(t)
    if r is None:
        r = _WIDTHS[t] = _type_bytes(t)  # unknown types raise (and are not memoised)
    return r


_WIDTHS: dict[str, int] = {}  # memo: symbolic execution asks for the same few names ~10^5 times


def _type_bytes(t: str) -> int:
    t = t.lstrip(".")
    if t == "pred":
        return 1
    if t in ("f16x2", "bf16x2"):
        return 4
    if t in ("bf16",):
        return 2
    if t in ("e4m3x2", "e5m2x2"):
        return 2
    m = re.fullmatch(r"[usbf](8|16|32|64|128)", t)
    if not m:
        raise UnsupportedPTX(f"type .{t}", 0)
    return _TYPE_BYTES[m.group(1)]


SPECIAL_REGS = {
    "%tid.x", "%tid.y", "%tid.z", "%ntid.x", "%ntid.y", "%ntid.z",
    "%ctaid.x", "%ctaid.y", "%ctaid.z", "%nctaid.x", "%nctaid.y", "%nctaid.z",
    "%laneid", "%warpid", "%nwarpid", "%smid", "%nsmid", "%gridid", "%clock", "%clock64",
    "%lanemask_eq", "%lanemask_lt", "%lanemask_le", "%lanemask_gt", "%lanemask_ge",
    "%dynamic_smem_size", "%total_smem_size", "%globaltimer",
}

_STATE_SPACES = ("shared", "local", "global", "const")
_LINKAGE = (".visible", ".weak", ".extern", ".common")


class _Parser:
    def __init__(self, toks: list[Token]) -> None:
        self.toks = toks
        self.i = 0

    # -- helpers
    def peek(self, k: int = 0) -> Token | None:
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else None

    def next(self) -> Token:
        t = self.peek()
        if t is None:
            raise UnsupportedPTX("unexpected end of PTX", self.toks[-1].line if self.toks else 0)
        self.i += 1
        return t

    def expect(self, text: str) -> Token:
        t = self.next()
        if t.text != text:
            raise UnsupportedPTX(f"expected {text!r}, found {t.text!r}", t.line)
        return t

    def accept(self, text: str) -> bool:
        t = self.peek()
        if t is not None and t.text == text:
            self.i += 1
            return True
        return False

    def int_lit(self) -> int:
        neg = self.accept("-")
        t = self.next()
        if t.kind != "num":
            raise UnsupportedPTX(f"expected an integer, found {t.text!r}", t.line)
        v = _parse_int(t.text, t.line)
        return -v if neg else v

    # -- module
    def module(self) -> Module:
        version, target, asz = "", "", 64
        entries: list[Entry] = []
        globs: list[VarDecl] = []
        funcs: list[Func] = []
        while self.peek() is not None:
            t = self.next()
            if t.text == ".version":
                version = self.next().text
            elif t.text == ".target":
                target = self.next().text
                while self.accept(","):
                    target += "," + self.next().text
            elif t.text == ".address_size":
                asz = self.int_lit()
            elif t.text in _LINKAGE:
                nxt = self.peek()
                if nxt is not None and nxt.text == ".entry":
                    continue
                if nxt is not None and nxt.text in (".global", ".const", ".shared") and not (
                        self.peek(1) is not None and self.peek(1).text == ".func"):
                    self.next()
                    globs.append(self.var_decl(nxt.text[1:], t.line, extern=t.text == ".extern",
                                               linkage=t.text[1:]))
                elif nxt is not None and nxt.text == ".func":
                    self.next()
                    funcs.append(self.func(nxt.line, t.text[1:]))
                else:
                    raise UnsupportedPTX(f"module-level statement {t.text} {nxt.text if nxt else ''}", t.line)
            elif t.text == ".entry":
                entries.append(self.entry(t.line))
            elif t.text == ".func":
                funcs.append(self.func(t.line, None))
            elif t.text == ".global" and self.peek() and self.peek().text == ".func":
                self._skip_decl(t)
            elif t.text in (".global", ".const", ".shared"):
                globs.append(self.var_decl(t.text.lstrip("."), t.line, extern=False))
            elif t.text == ".file" or t.text == ".section":
                self._skip_statement_or_block()
            elif t.text == ";":
                continue
            else:
                raise UnsupportedPTX(f"module-level statement {t.text!r}", t.line)
        names = [v.name for v in globs]
        dup = sorted({n for n in names if names.count(n) > 1})
        if dup:
            raise UnsupportedPTX(f"module variable(s) {dup} declared more than once", 0)
        fbodies = tuple(f.body for f in funcs if f.body is not None)
        entries = [replace(e, module_vars=tuple(globs),
                           module_bodies=tuple(o.body for o in entries if o is not e) + fbodies) for e in entries]
        fnames = [f.name for f in funcs if f.body is not None]
        fdup = sorted({n for n in fnames if fnames.count(n) > 1})
        if fdup:
            raise UnsupportedPTX(f"function(s) {fdup} defined more than once", 0)
        return Module(version, target, asz, tuple(entries), tuple(globs), tuple(funcs))

    def _skip_statement_or_block(self) -> None:
        depth = 0
        while self.peek() is not None:
            t = self.next()
            if t.text == "{":
                depth += 1
            elif t.text == "}":
                depth -= 1
                if depth <= 0:
                    return
            elif t.text == ";" and depth == 0:
                return

    def _skip_decl(self, first: Token) -> None:
        # skip `.func ...( ... ) ...;` or a `.func` with a body
        depth_paren = 0
        while self.peek() is not None:
            t = self.next()
            if t.text == "(":
                depth_paren += 1
            elif t.text == ")":
                depth_paren -= 1
            elif t.text == ";" and depth_paren == 0:
                return
            elif t.text == "{" and depth_paren == 0:
                self.i -= 1
                self._skip_statement_or_block()
                return

    def var_decl(self, space: str, line: int, extern: bool, linkage: str | None = None) -> VarDecl:
        align = None
        typ = None
        while True:
            t = self.next()
            if t.text == ".align":
                align = self.int_lit()
            elif t.text == ".extern":
                extern = True
            elif t.text in (".shared", ".global", ".const", ".local"):
                space = t.text[1:]
            elif t.text.startswith(".") and t.kind == "ident":
                if t.text in (".v2", ".v4"):
                    raise UnsupportedPTX(f"vector variable declaration {t.text}", t.line)
                if typ is not None:
                    raise UnsupportedPTX(f"variable declaration with attribute {t.text} after type .{typ}", t.line)
                typ = t.text[1:]
            else:
                name = t.text
                break
        if typ is None:
            raise UnsupportedPTX(f"variable {name} has no type", line)
        n: int | None = None
        if self.accept("["):
            if self.accept("]"):
                n = 0
            else:
                n = self.int_lit()
                self.expect("]")
            if self.peek() and self.peek().text == "[":
                raise UnsupportedPTX(f"multi-dimensional array variable {name}", line)
        init = None
        if self.accept("="):
            if space in ("shared", "local") or extern or n == 0:
                raise UnsupportedPTX(f"initialised {'extern ' if extern else ''}{space} variable {name}", line)
            init = self._initialiser(typ, 1 if n is None else n, name, line)
        self.expect(";")
        return VarDecl(space, name, typ, align, n, extern, line, init, linkage)

    def _initialiser(self, typ: str, count: int, name: str, line: int) -> bytes:
        """`= v` or `= {v, ...}` of integer / 0f/0d float literals -> little-endian bytes, zero-filled.

        Why only literals: address initialisers (`generic(x)`, `x+4`) need a link-time layout; they are
        reported rather than guessed."""
        width = type_bytes(typ)
        vals: list[int] = []
        braced = self.accept("{")
        while True:
            t = self.peek()
            if t is None:
                raise UnsupportedPTX(f"unterminated initialiser of {name}", line)
            if t.kind == "fimm":
                self.next()
                fw = 4 if t.text[1] in "fF" else 8
                if fw != width:
                    raise UnsupportedPTX(f"initialiser {t.text} of {name} (.{typ}) has another width", t.line)
                vals.append(int(t.text[2:], 16))
            elif t.kind == "num" or t.text == "-":
                v = self.int_lit()
                if not -(1 << (8 * width - 1)) <= v < (1 << (8 * width)):
                    raise UnsupportedPTX(f"initialiser {v} of {name} does not fit .{typ}", t.line)
                vals.append(v % (1 << (8 * width)))
            else:
                raise UnsupportedPTX(f"initialiser item {t.text!r} of {name} (only integer and 0f/0d literals "
                                     "are modelled)", t.line)
            if not braced or not self.accept(","):
                break
        if braced:
            self.expect("}")
        if len(vals) > count:
            raise UnsupportedPTX(f"initialiser of {name} has {len(vals)} items for {count} elements", line)
        data = b"".join(v.to_bytes(width, "little") for v in vals)
        return data + bytes(width * count - len(data))

    def entry(self, line: int) -> Entry:
        name = self.next().text
        params: list[Param] = []
        self.expect("(")
        if not self.accept(")"):
            while True:
                params.append(self.param())
                if self.accept(")"):
                    break
                self.expect(",")
        directives: list[tuple[str, tuple[int, ...]]] = []
        while self.peek() and self.peek().text != "{":
            t = self.next()
            if t.text not in ENTRY_DIRECTIVES:
                raise UnsupportedPTX(f"entry directive {t.text} (modelled: {', '.join(ENTRY_DIRECTIVES)})", t.line)
            vals: list[int] = []
            while self.peek() and self.peek().kind == "num":
                vals.append(self.int_lit())
                if not self.accept(","):
                    break
            lo, hi = ENTRY_DIRECTIVES[t.text]
            if not lo <= len(vals) <= hi or any(v < 1 for v in vals):
                raise UnsupportedPTX(f"entry directive {t.text} with values {vals} (expects {lo}..{hi} "
                                     f"positive integers)", t.line)
            if any(d == t.text for d, _ in directives):
                raise UnsupportedPTX(f"entry directive {t.text} given twice", t.line)
            directives.append((t.text, tuple(vals)))
        names = {d for d, _ in directives}
        if {".minnctapersm", ".maxnctapersm"} <= names:
            raise UnsupportedPTX("both .minnctapersm and its deprecated name .maxnctapersm", line)
        if ".maxntid" in names and ".reqntid" in names:
            # PTX ISA: .maxntid and .reqntid cannot both be given
            raise UnsupportedPTX(".maxntid together with .reqntid", line)
        regs, vars_, body, cps = self.body_full()
        return Entry(name, tuple(params), tuple(regs), tuple(vars_), tuple(body), line, tuple(directives),
                     call_params=tuple(cps))

    def func(self, line: int, linkage: str | None) -> Func:
        """`.func [(.param ret)] name (params) [directives] { body }` or `... ;` (a declaration)."""
        rets: list[Param] = []
        if self.accept("("):
            rets = self._param_list()
        name = self.next().text
        params: list[Param] = []
        if self.accept("("):
            params = self._param_list()
        attrs: list[str] = []
        while self.peek() is not None and self.peek().text not in ("{", ";"):
            attrs.append(self.next().text)
        if self.accept(";"):
            return Func(name, tuple(params), tuple(rets), (), (), None, line, linkage, tuple(attrs))
        regs, vars_, body, cps = self.body_full()
        return Func(name, tuple(params), tuple(rets), tuple(regs), tuple(vars_), tuple(body), line, linkage,
                    tuple(attrs), tuple(cps))

    def _param_list(self) -> list[Param]:
        """`.param ..., .param ...)` after an opening parenthesis."""
        out: list[Param] = []
        if self.accept(")"):
            return out
        while True:
            out.append(self.param())
            if self.accept(")"):
                return out
            self.expect(",")

    def param(self) -> Param:
        t = self.expect(".param")
        align = None
        typ = None
        ptr_space = None
        while True:
            u = self.next()
            if u.text == ".align" and ptr_space is None:
                align = self.int_lit()
            elif u.text == ".ptr" or u.text.startswith(".ptr."):
                # `.ptr[.space][.align N]`: the pointee's state space and alignment (the token may come as one
                # dotted word, `.ptr.global.align`); recorded, never modelled -- its `.align` is the pointee's, not
                # the parameter's, so it must not move the .param layout (the type's alignment places it)
                parts = u.text[1:].split(".")
                ptr_space = "generic"
                for x in parts[1:]:
                    if x in ("global", "shared", "const", "local"):
                        ptr_space = x
                    elif x == "align":
                        self.int_lit()
                    else:
                        raise UnsupportedPTX(f"pointer attribute .{x} of a parameter", u.line)
            elif u.text in (".global", ".shared", ".const", ".local") and ptr_space:
                ptr_space = u.text[1:]
            elif u.text == ".align":  # after .ptr: the pointee's alignment (see above)
                self.int_lit()
            elif u.text.startswith("."):
                typ = u.text[1:]
            else:
                name = u.text
                break
        if typ is None:
            raise UnsupportedPTX(f"param {name} has no type", t.line)
        n = None
        if self.accept("["):
            n = self.int_lit()
            self.expect("]")
        return Param(name, typ, align, n, t.line, ptr_space)

    def body(self) -> tuple[list[RegDecl], list[VarDecl], list[Instr | Label]]:
        regs, vars_, body, _ = self.body_full()
        return regs, vars_, body

    def body_full(self) -> tuple[list[RegDecl], list[VarDecl], list[Instr | Label], list[Param]]:
        """Parse `{ ... }`; nested `{ }` scopes (inline asm, call sequences) get their own register and
        `.param` names (`.param` variables of a nested scope become `name$s<scope>`)."""
        regs: list[RegDecl] = []
        vars_: list[VarDecl] = []
        body: list[Instr | Label] = []
        cparams: list[Param] = []
        chains: list[tuple[str, ...]] = []  # per body item: the ids of its enclosing scopes, outermost first
        self.expect("{")
        scopes: list[dict[str, str]] = [{"#id": "0"}]
        scope_counter = 0
        while True:
            t = self.peek()
            if t is None:
                raise UnsupportedPTX("unterminated entry body", self.toks[-1].line)
            if t.text == "}":
                self.i += 1
                scopes.pop()
                if not scopes:
                    return regs, vars_, _scope_labels(body, chains), cparams
                continue
            if t.text == "{":
                self.i += 1
                scope_counter += 1
                scopes.append({"#id": str(scope_counter)})
                continue
            if t.text == ".reg":
                self.i += 1
                regs.extend(self.reg_decl(t.line, scopes[-1]))
                continue
            if t.text in (".shared", ".local", ".global", ".const"):
                self.i += 1
                vars_.append(self.var_decl(t.text[1:], t.line, extern=False))
                continue
            if t.text == ".pragma":
                self._skip_statement_or_block()
                continue
            if t.text == ".param":
                p = self.param()
                self.expect(";")
                if scopes[-1]["#id"] != "0":
                    uniq = f"{p.name}$s{scopes[-1]['#id']}"
                    scopes[-1][p.name] = uniq
                    p = replace(p, name=uniq)
                if any(q.name == p.name for q in cparams):
                    raise UnsupportedPTX(f".param {p.name} declared twice in one scope", t.line)
                cparams.append(p)
                continue
            if t.text == ".callprototype":  # `label: .callprototype ...;` -- only indirect calls use it
                start = self.i
                self._skip_statement_or_block()
                body.append(Instr(t.line, "callprototype", (), (), text=" ".join(
                    x.text for x in self.toks[start:self.i])))
                chains.append(tuple(s["#id"] for s in scopes))
                continue
            if t.kind == "ident" and self.peek(1) is not None and self.peek(1).text == ":":
                self.i += 2
                body.append(Label(t.text, t.line))
                chains.append(tuple(s["#id"] for s in scopes))
                continue
            body.append(self.instr(scopes))
            chains.append(tuple(s["#id"] for s in scopes))

    def reg_decl(self, line: int, scope: dict[str, str]) -> list[RegDecl]:
        typ = None
        out: list[RegDecl] = []
        while True:
            u = self.next()
            if u.text.startswith(".") and typ is None:
                if u.text in (".v2", ".v4"):
                    raise UnsupportedPTX(f"vector register declaration {u.text}", u.line)
                typ = u.text[1:]
                continue
            name = u.text
            count = None
            if self.accept("<"):
                count = self.int_lit()
                self.expect(">")
            if scope.get("#id", "0") != "0":
                uniq = f"{name}@{scope['#id']}"
                scope[name] = uniq
                name = uniq
            out.append(RegDecl(name, typ or "b32", count, line))
            if self.accept(";"):
                return out
            self.expect(",")

    def instr(self, scopes: list[dict[str, str]]) -> Instr:
        first = self.peek()
        assert first is not None
        line = first.line
        start = self.i
        guard = None
        neg = False
        if self.accept("@"):
            neg = self.accept("!")
            guard = self._rename(self.next().text, scopes)
        op = self.next()
        if op.kind != "ident":
            raise UnsupportedPTX(f"expected an opcode, found {op.text!r}", op.line)
        parts = op.text.split(".")
        opcode, mods = parts[0], tuple(p for p in parts[1:] if p)
        operands: list[Operand] = []
        if opcode == "call":
            operands = self._call_operands(scopes)
        elif not self.accept(";"):
            while True:
                operands.append(self.operand(scopes))
                if self.accept(";"):
                    break
                self.expect(",")
        text = " ".join(t.text for t in self.toks[start:self.i])
        return Instr(line, opcode, mods, tuple(operands), guard, neg, text)

    def _call_operands(self, scopes: list[dict[str, str]]) -> list[Operand]:
        """`call (rets), target, (args) [, prototype];` -> [ParamList(rets), target, ParamList(args), *rest].

        The target is a Sym (a function name) or a Reg (an indirect call); inline.py decides what is modelled."""
        def names() -> ParamList:
            out: list[str] = []
            if not self.accept(")"):
                while True:
                    out.append(self._rename(self.next().text, scopes))
                    if self.accept(")"):
                        break
                    self.expect(",")
            return ParamList(tuple(out))

        rets = ParamList(())
        if self.accept("("):
            rets = names()
            self.expect(",")
        tgt = self.operand(scopes)
        args = ParamList(())
        rest: list[Operand] = []
        if self.accept(","):
            if self.accept("("):
                args = names()
                if self.accept(","):
                    rest.append(self.operand(scopes))
            else:
                rest.append(self.operand(scopes))
        self.expect(";")
        return [rets, tgt, args, *rest]

    def _rename(self, name: str, scopes: list[dict[str, str]]) -> str:
        for s in reversed(scopes):
            if name in s:
                return s[name]
        return name

    def operand(self, scopes: list[dict[str, str]]) -> Operand:
        t = self.peek()
        assert t is not None
        if t.text == "[":
            self.i += 1
            base: Reg | Sym | None = None
            off = 0
            u = self.peek()
            if u is not None and u.kind == "ident":
                self.i += 1
                nm = self._rename(u.text, scopes)
                base = Reg(nm) if nm.startswith("%") or "@" in nm else Sym(nm)
                if self.accept("+"):
                    off = self.int_lit()
                elif self.peek() and self.peek().text == "-":
                    off = self.int_lit()
            else:
                off = self.int_lit()
            self.expect("]")
            return Addr(base, off)
        if t.text == "{":
            self.i += 1
            items: list[Operand] = []
            while True:
                items.append(self.operand(scopes))
                if self.accept("}"):
                    break
                self.expect(",")
            return Vec(tuple(items))
        if t.text == "!":
            self.i += 1
            return Neg(self.operand(scopes))
        if t.text == "-" or t.kind == "num":
            v = self.int_lit()
            op: Operand = Imm(v)
        elif t.kind == "fimm":
            self.i += 1
            bits = int(t.text[2:], 16)
            op = FImm(bits, 32 if t.text[1] in "fF" else 64)
        elif t.kind == "ident":
            self.i += 1
            nm = self._rename(t.text, scopes)
            if nm in SPECIAL_REGS:
                op = Sym(nm)
            elif nm.startswith("%") or "@" in nm:
                op = Reg(nm)
            else:
                op = Sym(nm)
        else:
            raise UnsupportedPTX(f"operand {t.text!r}", t.line)
        if self.accept("|"):
            return Pair(op, self.operand(scopes))
        return op


def _parse_int(s: str, line: int) -> int:
    s = s.rstrip("U")
    try:
        if s[:2] in ("0x", "0X"):
            return int(s[2:], 16)
        if s[:2] in ("0b", "0B"):
            return int(s[2:], 2)
        if "." in s:
            raise UnsupportedPTX(f"decimal floating-point literal {s}", line)
        if len(s) > 1 and s[0] == "0":
            return int(s, 8)
        return int(s)
    except ValueError as exc:
        raise UnsupportedPTX(f"integer literal {s}", line) from exc


def parse(text: str) -> Module:
    """Parse PTX text into a Module. Raises UnsupportedPTX on anything outside the syntax subset."""
    return _Parser(tokenize(text)).module()


def f32_bits(x: float) -> int:
    """IEEE binary32 bit pattern of x (for float scalar params)."""
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _scope_labels(body: list[Instr | Label], chains: list[tuple[str, ...]]) -> list[Instr | Label]:
    """Resolve block-scoped labels: a label defined inside a nested `{ }` scope is renamed `name@<scope>`,
    and a branch names the label of the innermost enclosing scope that defines it (PTX labels are
    block-scoped: two inline-asm scopes may both define `$L1`). A label defined twice in one scope is
    unsupported (ptxas rejects it too).
    """
    defined: dict[tuple[str, str], int] = {}
    for item, chain in zip(body, chains, strict=True):
        if isinstance(item, Label):
            key = (chain[-1], item.name)
            if key in defined:
                raise UnsupportedPTX(f"label {item.name} defined twice in one scope (lines {defined[key]} and "
                                     f"{item.line})", item.line)
            defined[key] = item.line

    def scoped(name: str, sid: str) -> str:
        return name if sid == "0" else f"{name}@{sid}"

    out: list[Instr | Label] = []
    for item, chain in zip(body, chains, strict=True):
        if isinstance(item, Label):
            out.append(Label(scoped(item.name, chain[-1]), item.line))
        elif item.opcode == "bra" and item.operands and isinstance(item.operands[0], Sym):
            name = item.operands[0].name
            sid = next((c for c in reversed(chain) if (c, name) in defined), None)
            target = Sym(scoped(name, sid)) if sid is not None else item.operands[0]
            out.append(replace(item, operands=(target, *item.operands[1:])))
        else:
            out.append(item)
    return out
