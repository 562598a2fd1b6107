"""Basic blocks, control-flow graph, dominators and natural loops of one PTX entry.

Why: symbolic execution walks the CFG as a DAG of blocks with loops collapsed into
nodes it unrolls (or summarises); that needs the loop nesting, which needs dominators.
Irreducible control flow is reported as unsupported rather than approximated.
"""

from __future__ import annotations

from dataclasses import dataclass

from fltc.errors import UnsupportedPTX
from verifier.ptx_parse import Entry, Instr, Label, Sym

TERMINATORS = ("bra", "ret", "exit", "brx", "trap")


@dataclass(frozen=True)
class Block:
    id: int
    label: str | None
    instrs: tuple[Instr, ...]  # non-terminator instructions
    term: Instr | None  # bra / ret / exit / trap (possibly guarded) or None (fall through)
    target: int | None  # branch target block (bra)
    fall: int | None  # fall-through block (None after an unguarded bra/ret/exit or at the end)

    @property
    def succs(self) -> tuple[int, ...]:
        out = []
        if self.target is not None:
            out.append(self.target)
        if self.fall is not None and self.fall not in out:
            out.append(self.fall)
        return tuple(out)

    @property
    def line(self) -> int:
        if self.instrs:
            return self.instrs[0].line
        return self.term.line if self.term else 0


@dataclass(frozen=True)
class Loop:
    header: int
    blocks: frozenset[int]
    latches: tuple[int, ...]  # blocks with a back edge to header


@dataclass(frozen=True)
class CFG:
    blocks: tuple[Block, ...]
    preds: tuple[tuple[int, ...], ...]
    idom: tuple[int, ...]
    loops: tuple[Loop, ...]  # outermost first (by size, descending)

    def loop_of_header(self, h: int) -> Loop | None:
        for lp in self.loops:
            if lp.header == h:
                return lp
        return None


def build_cfg(entry: Entry) -> CFG:
    """Split the body at labels and after terminators; link edges; find loops."""
    chunks: list[tuple[str | None, list[Instr], Instr | None]] = []
    cur_label: str | None = None
    cur: list[Instr] = []
    started = False
    for st in entry.body:
        if isinstance(st, Label):
            if started or cur:
                chunks.append((cur_label, cur, None))
            cur_label, cur, started = st.name, [], True
            continue
        started = True
        if st.opcode in TERMINATORS:
            if st.opcode == "brx":
                raise UnsupportedPTX(f"control instruction {st.full}", st.line, st.text)
            chunks.append((cur_label, cur, st))
            cur_label, cur, started = None, [], False
        else:
            cur.append(st)
    if started or cur:
        chunks.append((cur_label, cur, None))
    labels: dict[str, int] = {}
    for i, (lab, ins, term) in enumerate(chunks):
        if lab is None:
            continue
        if lab in labels:  # the parser scopes labels per `{ }`; two of one name here would be ambiguous
            first = ins[0] if ins else term
            raise UnsupportedPTX(f"label {lab} defined twice", first.line if first else 0)
        labels[lab] = i
    blocks: list[Block] = []
    n = len(chunks)
    for i, (lab, ins, term) in enumerate(chunks):
        target = None
        fall: int | None = i + 1 if i + 1 < n else None
        if term is not None:
            if term.opcode == "bra":
                if not term.operands or not isinstance(term.operands[0], Sym):
                    raise UnsupportedPTX("indirect branch", term.line, term.text)
                name = term.operands[0].name
                if name not in labels:
                    raise UnsupportedPTX(f"branch to unknown label {name}", term.line, term.text)
                target = labels[name]
            if term.guard is None:
                fall = None
        blocks.append(Block(i, lab, tuple(ins), term, target, fall))
    preds: list[list[int]] = [[] for _ in blocks]
    for b in blocks:
        for s in b.succs:
            preds[s].append(b.id)
    idom = _dominators(blocks, preds)
    loops = _loops(blocks, preds, idom)
    return CFG(tuple(blocks), tuple(tuple(p) for p in preds), tuple(idom), loops)


def _rpo(blocks: list[Block]) -> list[int]:
    seen: set[int] = set()
    order: list[int] = []
    stack: list[tuple[int, int]] = [(0, 0)] if blocks else []
    seen.add(0)
    while stack:
        b, k = stack.pop()
        succs = blocks[b].succs
        if k < len(succs):
            stack.append((b, k + 1))
            s = succs[k]
            if s not in seen:
                seen.add(s)
                stack.append((s, 0))
        else:
            order.append(b)
    return order[::-1]


def _dominators(blocks: list[Block], preds: list[list[int]]) -> list[int]:
    """Cooper-Harvey-Kennedy iterative dominators; unreachable blocks get idom -1."""
    rpo = _rpo(blocks)
    index = {b: i for i, b in enumerate(rpo)}
    idom = [-1] * len(blocks)
    if not blocks:
        return idom
    idom[0] = 0
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new = -1
            for p in preds[b]:
                if idom[p] == -1 or p not in index:
                    continue
                if new == -1:
                    new = p
                else:
                    a, c = p, new
                    while a != c:
                        while index[a] > index[c]:
                            a = idom[a]
                        while index[c] > index[a]:
                            c = idom[c]
                    new = a
            if new != idom[b]:
                idom[b] = new
                changed = True
    return idom


def dominates(idom: list[int] | tuple[int, ...], a: int, b: int) -> bool:
    while True:
        if a == b:
            return True
        if b == 0 or idom[b] in (-1, b):
            return False
        b = idom[b]


def _loops(blocks: list[Block], preds: list[list[int]], idom: list[int]) -> tuple[Loop, ...]:
    reach = set(_rpo(blocks))
    by_header: dict[int, tuple[set[int], list[int]]] = {}
    rpo_index = {b: i for i, b in enumerate(_rpo(blocks))}
    for b in blocks:
        if b.id not in reach:
            continue
        for s in b.succs:
            if rpo_index[s] <= rpo_index[b.id]:  # retreating edge
                if not dominates(idom, s, b.id):
                    raise UnsupportedPTX("irreducible control flow (retreating edge to a non-dominator)",
                                         b.term.line if b.term else b.line)
                body, latches = by_header.setdefault(s, ({s}, []))
                latches.append(b.id)
                work = [b.id]
                while work:
                    x = work.pop()
                    if x in body:
                        continue
                    body.add(x)
                    work.extend(p for p in preds[x] if p in reach)
    loops = [Loop(h, frozenset(body), tuple(lat)) for h, (body, lat) in by_header.items()]
    loops.sort(key=lambda lp: (-len(lp.blocks), lp.header))
    return tuple(loops)
