"""The opcode table (verifier/opcodes.py): completeness, generated PTX_SUBSET.md, and planted bugs in
the memory effects of matrix instructions (wmma.load, ldmatrix), unsupported memory instructions and trap.

Each mutant is a small regex edit of nvcc PTX (shipped gemm_f16_tc, fixture vec_add); the un-mutated
(or in-bounds) variant must prove the same obligation, so none of these tests can pass vacuously.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from backend.kernels.registry import REGISTRY
from tests.fixtures import kernels as K
from verifier import opcodes, prove
from verifier.opcodes import Control, Footprint, Mem, Sync, Value
from verifier.ptx_parse import Instr, parse
from verifier.semantics import Semantics

ROOT = Path(__file__).resolve().parents[2]
CORPUS = sorted((ROOT / "backend" / "kernels").glob("*.ptx")) + sorted((ROOT / "tests" / "fixtures" / "ptx").glob("*.ptx"))


def mut(text: str, old: str, new: str, count: int = 1) -> str:
    out, n = re.subn(old, new, text, count=count)
    assert n == count, f"mutation pattern {old!r} matched {n} times"
    return out


def _instrs():
    for f in CORPUS:
        for e in parse(f.read_text()).entries:
            for s in e.body:
                if isinstance(s, Instr):
                    yield f.name, s


# ----------------------------------------------------------------------------- completeness
def test_every_corpus_instruction_is_in_the_table() -> None:
    missing = []
    for name, ins in _instrs():
        try:
            spec, _ = opcodes.lookup(ins)
        except Exception as exc:  # noqa: BLE001 - report every failure at once
            missing.append(f"{name}:{ins.line}: {ins.full}: {exc}")
            continue
        assert spec.memory is not Mem.UNSUPPORTED
    assert not missing, missing[:20]


def test_every_entry_declares_value_memory_sync_and_a_handler() -> None:
    for s in opcodes.TABLE.values():
        assert isinstance(s.value, Value) and isinstance(s.memory, Mem) and isinstance(s.sync, Sync), s.key
        assert isinstance(s.footprint, Footprint) and isinstance(s.control, Control), s.key
        assert s.doc, s.key
        if s.memory is Mem.UNSUPPORTED:
            continue
        if s.memory in (Mem.LOAD, Mem.STORE, Mem.ATOMIC):
            assert s.spaces and s.footprint is not Footprint.NONE, s.key
        else:
            assert s.footprint is Footprint.NONE, s.key
        if s.sync is Sync.WARP_SYNC:
            assert s.mask_operand is not None, s.key
        if s.control is Control.NONE:
            assert s.handler and callable(getattr(Semantics, s.handler, None)), (s.key, s.handler)
        else:
            assert s.handler == "", s.key


def test_ptx_subset_md_is_generated_from_the_table() -> None:
    assert (ROOT / "verifier" / "PTX_SUBSET.md").read_text() == opcodes.markdown(), \
        "run `python3 -m verifier.opcodes --markdown > verifier/PTX_SUBSET.md`"


def test_lookup_rejects_unknown_opcode_modifier_and_unmodelled_memory() -> None:
    from fltc.errors import UnsupportedPTX

    def ins(op: str, mods: tuple[str, ...]) -> Instr:
        return Instr(7, op, mods, ())

    for i, what in ((ins("frobnicate", ("b32",)), "not in the opcode table"),
                    (ins("add", ("s32", "bogus")), "modifier .bogus"),
                    (ins("cp", ("async", "ca", "shared", "global")), "asynchronous"),
                    (ins("wmma", ("store", "d", "sync", "aligned", "row", "m16n16k16", "f16")), "wmma.store"),
                    (ins("ld", ("global", "shared::cluster", "u32")), "modifier .shared::cluster")):
        with pytest.raises(UnsupportedPTX, match=re.escape(what)):
            opcodes.lookup(i)
    spec, rest = opcodes.lookup(ins("wmma", ("load", "a", "sync", "aligned", "row", "m16n16k16", "f16")))
    assert spec.key == "wmma.load" and rest[0] == "a" and spec.memory is Mem.LOAD


def test_effect_opcodes_cover_writes_and_synchronisation() -> None:
    eff = opcodes.effect_opcodes()
    assert {"st", "atom", "red", "bar", "barrier", "shfl", "vote", "mma", "wmma", "stmatrix", "griddepcontrol",
            "trap", "cp"} <= eff
    assert not {"ld", "add", "mov", "setp"} & eff


# ----------------------------------------------------------------------------- wmma.load / ldmatrix (gemm_f16_tc)
GEMM = (ROOT / "backend" / "kernels" / "gemm.ptx").read_text()
GCFG = REGISTRY["gemm_f16"].config(M=64, N=64, K=32)
# As is two 5 KiB stages, 10240 bytes. The barrier that publishes the first K tile (stage 0): at K = 32 there is
# one K tile, so no shared store follows it (the k-loop's prefetch stores need a next tile) and any As read inserted
# here is race-free
_AFTER_BAR = r"(\tbar\.sync \t0;\n)(?=\tadd\.s32 \t%r166, %r117, 31;\n)"


def _grow_r(m: re.Match) -> str:
    # the inserted instructions use %r500..%r514: past gemm_f16_tc's own registers (%r<N>, N <= 500)
    assert int(m[1]) <= 500, m[0]
    return ".reg .b32 \t%r<600>;"


def _gemm_with(extra: str, align32: bool = False) -> str:
    t = mut(GEMM, r"\.reg \.b32 \t%r<(\d+)>;", _grow_r)
    if align32:  # a 16x16 .f16 wmma fragment is 32 bytes: the ISA wants every row 32-byte aligned
        t = mut(t, r"\.shared \.align 16 \.b8 _ZZ11gemm_f16_tcE2As", ".shared .align 32 .b8 _ZZ11gemm_f16_tcE2As")
    return mut(t, _AFTER_BAR, r"\1" + extra)


_AS = "\tmov.u32 \t%r500, _ZZ11gemm_f16_tcE2As;\n"
_FRAG8 = "{%r501, %r502, %r503, %r504, %r505, %r506, %r507, %r508}"


def _wmma(off: int, stride: str = "16") -> str:
    return _AS + f"\twmma.load.a.sync.aligned.row.m16n16k16.shared.f16 \t{_FRAG8}, [%r500+{off}], {stride};\n"


_LANE_ROW = "\tmov.u32 \t%r509, %tid.x;\n\tand.b32 \t%r509, %r509, 31;\n\tshl.b32 \t%r509, %r509, 4;\n" \
            "\tadd.s32 \t%r510, %r500, %r509;\n"


def _ldm(num: str, off: int) -> str:
    n = {"x1": 1, "x2": 2, "x4": 4}[num]
    regs = ", ".join(f"%r{511 + i}" for i in range(n))
    return _AS + _LANE_ROW + f"\tldmatrix.sync.aligned.m8n8.{num}.shared.b16 \t{{{regs}}}, [%r510+{off}];\n"


def _obl(art, oid: int) -> dict:
    return {x["id"]: x for x in art.doc["obligations"]}[oid]


def _fails(art, oid: int) -> dict:
    o = _obl(art, oid)
    assert o["status"] == "failed", (o["status"], o["detail"])
    assert o["witness"] and o["witness"].get("reason"), o["witness"]
    return o["witness"]


@pytest.mark.parametrize("name,extra,align32", [
    ("hole 1: wmma.load 64 KiB past the 10 KiB shared tile", _wmma(65536), True),
    ("wmma.load whose last rows leave the tile (offset 9984, 16 rows of 32 bytes)", _wmma(9984), True),
    ("wmma.load stride 2048 elements (rows leave the tile)", _wmma(0, "2048"), True),
    ("wmma.load into a 16-aligned variable (fragment needs 32)", _wmma(0), False),
    ("ldmatrix.x4 rows of lanes 16..31 leave the tile", _ldm("x4", 9984), False),
    ("ldmatrix.x2 row of lane 8 leaves the tile", _ldm("x2", 10112), False),
    ("ldmatrix misaligned row address", _ldm("x4", 8), False),
])
def test_matrix_load_mutant_fails_bounds(name: str, extra: str, align32: bool) -> None:
    w = _fails(prove(_gemm_with(extra, align32), GCFG), 3)
    assert w["access"]["buffer"] == "_ZZ11gemm_f16_tcE2As" and w["access"]["ptx_line"] > 0
    assert "wmma" in w["access"]["instruction"] or "ldmatrix" in w["access"]["instruction"]


@pytest.mark.parametrize("name,extra,align32", [
    ("wmma.load of the first 16x16 tile", _wmma(0), True),
    ("wmma.load of the last rows that fit (offset 9728)", _wmma(9728), True),
    ("ldmatrix.x4 at lane*16", _ldm("x4", 0), False),
    ("ldmatrix.x1 at lane*16+10112 (lanes >= 8 supply no address)", _ldm("x1", 10112), False),
])
def test_matrix_load_in_bounds_proves(name: str, extra: str, align32: bool) -> None:
    art = prove(_gemm_with(extra, align32), GCFG)
    bad = {o["name"]: (o["status"], o["detail"]) for o in art.doc["obligations"] if o["status"] != "proved"}
    assert not bad, bad


def test_wmma_store_and_cp_async_are_unsupported() -> None:
    for extra in (_AS + "\twmma.store.d.sync.aligned.row.m16n16k16.shared.f16 \t[%r500], {%r501, %r502, %r503, "
                        "%r504}, 16;\n",
                  "\tmov.u32 \t%r500, _ZZ11gemm_f16_tcE2As;\n\tcp.async.ca.shared.global \t[%r500], [%rd1], 16;\n"):
        art = prove(_gemm_with(extra, True), GCFG)
        for oid in (1, 2, 3, 4, 6):
            o = _obl(art, oid)
            assert o["status"] == "unsupported", (oid, o["status"])
            assert "wmma.store" in o["detail"] or "asynchronous" in o["detail"], o["detail"]
        assert not art.ok


# ----------------------------------------------------------------------------- trap (vec_add fixture)
VA, va = K.ptx("vec_add"), K.vec_add()
_VA_STORE = r"(\tst\.global\.f32 \t\[%rd\d+\], %f\d+;\n)"


def test_vec_add_baseline_proves() -> None:
    assert prove(VA, va).ok


def test_trap_before_every_store_loses_coverage() -> None:
    # an unconditional trap right before the store: the path ends, nothing is ever written
    art = prove(mut(VA, _VA_STORE, r"\ttrap;\n\1"), va)
    o = _obl(art, 1)
    assert o["status"] in ("failed", "unknown") and o["status"] != "proved", o
    assert o["witness"] and o["witness"].get("reason")
    # the store after the trap never happens: bounds/races have nothing to report
    assert _obl(art, 3)["status"] == "proved" and _obl(art, 2)["status"] == "proved"


def test_accesses_after_trap_do_not_happen() -> None:
    # an out-of-bounds store placed after an unconditional trap is dead: bounds must still prove, while the
    # same store without the trap fails (so the test can fail)
    oob = "\tst.global.f32 \t[%rd10+4000000], %f3;\n"
    assert _obl(prove(mut(VA, _VA_STORE, r"\1" + oob), va), 3)["status"] == "failed"
    art = prove(mut(VA, _VA_STORE, r"\1\ttrap;\n" + oob), va)
    assert _obl(art, 3)["status"] == "proved"


def test_trap_after_the_store_still_not_a_successful_end() -> None:
    # data-dependent trap after the store: stores count only where the thread does not trap
    t = mut(VA, _VA_STORE, r"\1\tsetp.gt.f32 \t%p9, %f3, 0f00000000;\n\t@%p9 trap;\n")
    t = re.sub(r"\.reg \.pred \t%p<(\d+)>;", ".reg .pred \t%p<16>;", t, count=1)
    o = _obl(prove(t, va), 1)
    assert o["status"] != "proved", o
    assert o["witness"] and o["witness"].get("reason")


def test_thread_dependent_trap_before_barrier_fails_uniformity() -> None:
    t = re.sub(r"\.reg \.pred \t%p<(\d+)>;", ".reg .pred \t%p<16>;", VA, count=1)
    t = mut(t, r"(\tmov\.u32 \t%r4, %ctaid\.x;)",  # after the (uniform) power check, before the early exit
            "\tmov.u32 \t%r20, %tid.x;\n\tsetp.eq.u32 \t%p9, %r20, 5;\n\t@%p9 trap;\n\tbar.sync \t0;\n\\1")
    t = re.sub(r"\.reg \.b32 \t%r<(\d+)>;", ".reg .b32 \t%r<32>;", t, count=1)
    w = _fails(prove(t, va), 4)
    assert w["thread_a"] != w["thread_b"]
    # the same barrier without the trap proves
    ok = mut(t, r"\t@%p9 trap;\n", "")
    assert _obl(prove(ok, va), 4)["status"] == "proved"


# ----------------------------------------------------------------------------- stmatrix (the store side of ldmatrix)
def _stm(num: str, off: int) -> str:
    n = {"x1": 1, "x2": 2, "x4": 4}[num]
    regs = ", ".join(f"%r{511 + i}" for i in range(n))
    init = "".join(f"\tmov.u32 \t%r{511 + i}, 0;\n" for i in range(n))
    return _AS + _LANE_ROW + init + f"\tstmatrix.sync.aligned.m8n8.{num}.shared.b16 \t[%r510+{off}], {{{regs}}};\n"


@pytest.mark.parametrize("name,extra,oid", [
    ("stmatrix.x4 rows of lanes 16..31 leave the tile", _stm("x4", 9984), 3),
    ("stmatrix misaligned row address", _stm("x4", 8), 3),
    # every warp of the CTA stores the same 32 rows: a write-write race between warps
    ("stmatrix.x4 at lane*16 from every warp", _stm("x4", 0), 2),
])
def test_stmatrix_mutant_fails(name: str, extra: str, oid: int) -> None:
    w = _fails(prove(_gemm_with(extra), GCFG), oid)
    acc = w.get("access") or w.get("access_a")  # obligation 3 names one access, obligation 2 a pair
    assert acc["buffer"] == "_ZZ11gemm_f16_tcE2As" and "stmatrix" in acc["instruction"] and acc["ptx_line"] > 0, w
