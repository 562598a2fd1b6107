"""Planted bugs and hostile configurations of round s5 (issue 14): each must be rejected, never "proved".

Why a suite of its own: these were written against this revision (obligation 3 split in chunks, symmetry
breaking of write-write queries, families, assumptions, the launch gate) by someone who did not write the
verifier. The holes it found, each fixed and kept as a regression test here:

  A  load_injective + load_range on one buffer with more elements than the range has values: no memory
     satisfies both, yet each thread's facts do, so no premise query saw it and a race on out[x[i]] proved
     absent (verifier/config.py: _check_injective_fits_range refuses the configuration);
  B  load_injective applied to loads of another width than its dtype (distinct u32 entries share low
     halves): a race through the low half proved absent (verifier/symexec.py: Executor.load_value applies
     it at the dtype's width only; verifier/config.py: LaunchConfig.validate requires the dtype);
  C  module variables taken as their initialiser although another entry (or a function) of the same
     module writes them: a launch of that sibling changes what the proof assumed constant
     (verifier/ptx_parse.py: Entry.module_bodies; verifier/symexec.py: make_launch taints over them);
  D  every proof assumes its pointer arguments disjoint (the artifact's builtin buffers_disjoint), but
     the launcher checked it only for configurations listing the assumption, which none of the registry's
     does (backend/cuda/launcher.py: pack_args checks it always);
  F  a load_range on a buffer the launch itself writes (role inout): the kernel stores 5000, reads it back
     and indexes with it, and bounds proved on the assumed [0, 1023] (verifier/config.py:
     LaunchConfig.validate: data assumptions only on role 'in' buffers, which obligation 3 keeps unwritten);
  E  (open, xfail) the gate launches a configuration whose proof rests on a data assumption (e.g.
     attention_direct_f16's seq_len <= 256) without anyone vouching for it at the launch.

The other mutants were rejected already; they stay as breadth (barrier ids and counts, cluster shared
memory, shared alignment and 32-bit wrap, PDL, atomics and vectors, obligation 3's later chunks, the
symmetric write-write query, special registers, coverage, pointer truncation).
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum
from pathlib import Path
from typing import Any

import pytest

from backend.cuda.launcher import LaunchArgumentError, pack_args
from fltc.errors import ConfigError, UnsupportedPTX
from tests.verifier.adversarial_base import add_regs, bases, mut
from verifier import prove
from verifier.config import Buffer, LaunchConfig, OutputRegion, ParamDecl, ParamType, PowerSpec, Role

S5 = Path(__file__).resolve().parents[1] / "fixtures" / "adversarial" / "s5"


class Exp(StrEnum):
    FAIL = "fail"  # the obligation is failed, with a witness (reason, launch, threads, line, address)
    NOT_PROVED = "not_proved"  # failed or unknown (a may-store behind a fresh condition), never proved
    UNSUPPORTED = "unsupported"  # UnsupportedPTX, or the obligation unsupported with its reason
    REFUSED = "refused"  # the configuration is refused (ConfigError) before anything is proved
    VACUOUS = "vacuous"  # refused, or obligations "vacuous" (premises unsatisfiable): never proved


@dataclass(frozen=True)
class Case:
    id: str
    cls: str  # the class of the planted bug (CLASSES)
    expect: Exp
    obligation: int | None
    ptx: str
    cfg: LaunchConfig | Callable[[], LaunchConfig]
    why: str


CLASSES = ("assume_combo", "assume_written", "inj_width", "module_var", "barrier", "cluster", "shared_align_wrap", "pdl",
           "atomic_vector", "split_ob3", "symmetry", "special_reg", "coverage", "addr_trunc",
           "tensor", "loop_wrap")


# ----------------------------------------------------------------------------- fixtures
def scatter_ptx() -> str:
    return (S5 / "scatter_u32.ptx").read_text()


def scatter_json() -> dict[str, Any]:
    return json.loads((S5 / "scatter_u32.config.json").read_text())


def scatter_cfg(edit: Callable[[dict[str, Any]], None] | None = None) -> LaunchConfig:
    d = scatter_json()
    if edit:
        edit(d)
    return LaunchConfig.from_json(d)


def scatter_family_json() -> dict[str, Any]:
    """scatter_u32 over n = N in [256, 2^20], N a multiple of 256; x a permutation of 0..N-1."""
    d = scatter_json()
    d["symbols"] = {"N": {"min": 256, "max": 1 << 20, "multiple_of": 256}}
    d["grid"] = ["N // 256", 1, 1]
    d["scalars"]["n"] = "N"
    for b in d["buffers"].values():
        b["size_bytes"] = "4*N"
    d["outputs"][0]["shape"] = ["N"]
    d["assumptions"][0]["hi"] = "N - 1"
    d["label"] = "n256-1048576"
    return d


def scatter_family(edit: Callable[[dict[str, Any]], None]) -> Callable[[], LaunchConfig]:
    def make() -> LaunchConfig:
        d = scatter_family_json()
        edit(d)
        return LaunchConfig.from_json(d)
    return make


def mv_ptx() -> str:
    return (S5 / "mv_sibling.ptx").read_text()


def mv_cfg() -> LaunchConfig:
    return LaunchConfig.from_json(json.loads((S5 / "mv_sibling.config.json").read_text()))


def wmma_gemm(shape: str, layout: str) -> str:
    """gemm_f16 with its As array (two 5 KiB stages, 10 KiB) declared .align 32 and a wmma.load.a of `shape` at
    As + 6656, ldm 64 halves, right after the k-loop's bar.sync (for K = 64 the interval that follows only reads
    As: the next trip's fragment loads, or the epilogue)."""
    from tests.verifier.adversarial_cases import WMMA_REGS, WQ

    g = mut(bases()["gemm"].ptx, r"\.shared \.align 16 \.b8 _ZZ11gemm_f16_tcE2As", ".shared .align 32 .b8 _ZZ11gemm_f16_tcE2As")
    return mut(add_regs(g, WMMA_REGS + "\n\t.reg .b32 \t%wa;"), r"(\tadd\.s32 \t%r471, %r471, 1;\n\tbar\.sync \t0;)",
               r"\1\n\tmov.u32 \t%wa, _ZZ11gemm_f16_tcE2As;\n\twmma.load.a.sync.aligned." + layout + "." + shape
               + ".shared.f16 \t" + WQ + ", [%wa+6656], 64;")


def stride_flag_cfg(n: int) -> LaunchConfig:
    """stride_flag.ptx: y[i] = x[i] over a grid-stride loop, then done[gtid] = 1 (4 CTAs x 256 threads)."""
    def p(name: str, t: str, role: str | None = None) -> ParamDecl:
        return ParamDecl(name, ParamType(t), Role(role) if role else None)

    return LaunchConfig("stride_flag", "stride_flag", (p("x", "ptr", "in"), p("y", "ptr", "out"), p("done", "ptr", "out"),
                        p("n", "u32"), p("power", "u32")), (4, 1, 1), (256, 1, 1), 0, (("n", n),),
                        (("done", Buffer(4096)), ("x", Buffer(4 * n)), ("y", Buffer(4 * n))),
                        (OutputRegion("done", 0, 4, (1024,), (4,)),), power=PowerSpec("power", 1), label=f"n{n}")


def _set(path: tuple[Any, ...], v: Any) -> Callable[[dict[str, Any]], None]:
    def f(d: dict[str, Any]) -> None:
        x = d
        for k in path[:-1]:
            x = x[k]
        x[path[-1]] = v
    return f


# ----------------------------------------------------------------------------- the planted bugs
def cases() -> list[Case]:  # noqa: PLR0915 - one flat table reads best
    B = bases()
    out: list[Case] = []
    F, NP, U, R = Exp.FAIL, Exp.NOT_PROVED, Exp.UNSUPPORTED, Exp.REFUSED

    def add(id_: str, cls: str, expect: Exp, ob: int | None, base: str | None, ptx: str,
            cfg: LaunchConfig | Callable[[], LaunchConfig] | None = None, why: str = "") -> None:
        out.append(Case(id_, cls, expect, ob, ptx, cfg if cfg is not None else B[base].cfg, why))

    sc = scatter_ptx()
    # ------------------------------------------------ A: injective + range that no memory satisfies together
    add("scatter/inj_range_singleton", "assume_combo", R, None, None, sc,
        lambda: scatter_cfg(_set(("assumptions", 0, "hi"), 0)),
        "x injective and every x in [0, 0]: 1024 distinct values in one; the race on out[x[i]] 'proved' absent")
    add("scatter/inj_range_one_short", "assume_combo", R, None, None, sc,
        lambda: scatter_cfg(_set(("assumptions", 0, "hi"), 1022)),
        "1024 distinct values in [0, 1022] (pigeonhole across the grid; any two threads' facts agree)")
    add("scatter/inj_range_x_buffer_grown", "assume_combo", R, None, None, sc,
        lambda: scatter_cfg(_set(("buffers", "x", "size_bytes"), 8192)),
        "x grown to 2048 elements, still all distinct in [0, 1023]")
    add("scatter_fam/inj_hi_N_minus_2", "assume_combo", R, None, None, sc,
        scatter_family(_set(("assumptions", 0, "hi"), "N - 2")), "the family's range one value short of N")
    add("scatter_fam/inj_x_one_more", "assume_combo", R, None, None, sc,
        scatter_family(_set(("buffers", "x", "size_bytes"), "4*N + 4")), "x one element longer than the range")
    add("scatter_fam/inj_hi_half", "assume_combo", R, None, None, sc,
        scatter_family(_set(("assumptions", 0, "hi"), "N // 2")), "a range of N/2 + 1 values (non-affine bound)")
    add("scatter_fam/range_hi_N", "assume_combo", F, 3, None, sc,
        scatter_family(_set(("assumptions", 0, "hi"), "N")), "range one past the end: out[N] is written")
    add("scatter_fam/multiple_of_against_constraint", "assume_combo", Exp.VACUOUS, None, None, sc,
        scatter_family(_set(("constraints",), ["N % 256 == 1"])),
        "N a multiple of 256 and N % 256 == 1: each well-formed, no member meets both")
    add("scatter_fam/constraint_past_the_range", "assume_combo", Exp.VACUOUS, None, None, sc,
        scatter_family(_set(("constraints",), ["N // 256 >= 4097"])), "a constraint only N > 2^20 meets")
    add("scatter/no_injectivity", "assume_combo", F, 2, None, sc,
        lambda: scatter_cfg(lambda d: d["assumptions"].pop(1)), "without injectivity two threads share out[x[i]]")

    # ------------------------------------------------ F: a data assumption on a buffer the launch writes
    def own_write(d: dict[str, Any]) -> None:  # one thread: no race hides the bounds question
        d["params"][0]["role"] = "inout"
        d["assumptions"].pop(1)
        d["scalars"]["n"], d["grid"] = 1, [1, 1, 1]
        d["buffers"]["x"]["size_bytes"] = d["buffers"]["seen"]["size_bytes"] = 4
        d["outputs"] = [{"buffer": b, "offset": 0, "elem_bytes": 4, "shape": [1], "strides": [4]} for b in ("seen", "x")]

    add("scatter/range_on_buffer_it_writes", "assume_written", R, None, None,
        mut(add_regs(sc, ".reg .b32 \t%qv;"), r"ld\.global\.nc\.u32 \t%r7, \[%rd5\];",
            "mov.u32 \t%qv, 5000;\n\tst.global.u32 \t[%rd5], %qv;\n\tld.global.u32 \t%r7, [%rd5];"),
        lambda: scatter_cfg(own_write),
        "x (inout) assumed in [0, 1023]; the kernel stores 5000 into x[0], reads it back, stores out[5000]: "
        "bounds 'proved' on the assumption the kernel itself breaks")

    def inj_on_out(d: dict[str, Any]) -> None:
        d["assumptions"][1]["buffer"] = "out"

    add("scatter/injective_on_output", "assume_written", R, None, None, sc, lambda: scatter_cfg(inj_on_out),
        "load_injective on an output buffer (it was silently ignored: injectivity applies to role 'in' loads)")

    # ------------------------------------------------ B: injectivity at another width
    big_out = (("buffers", "out", "size_bytes"), 4 * 65536)

    def inj_only(d: dict[str, Any]) -> None:
        d["assumptions"].pop(0)
        _set(*big_out)(d)

    ld = r"ld\.global\.nc\.u32 \t%r7, \[%rd5\];"
    add("scatter/inj_u32_loaded_u16", "inj_width", F, 2, None,
        mut(add_regs(sc, ".reg .b16 \t%qs;"), ld, "ld.global.nc.u16 \t%qs, [%rd5];\n\tcvt.u32.u16 \t%r7, %qs;"),
        lambda: scatter_cfg(inj_only), "distinct u32 entries with equal low halves index one out element")
    add("scatter/inj_u32_loaded_u8_byte1", "inj_width", F, 2, None,
        mut(add_regs(sc, ".reg .b16 \t%qs;"), ld, "ld.global.nc.u8 \t%qs, [%rd5+1];\n\tcvt.u32.u16 \t%r7, %qs;"),
        lambda: scatter_cfg(inj_only), "byte 1 of distinct u32 entries")
    add("scatter/inj_without_dtype", "inj_width", R, None, None, sc,
        lambda: scatter_cfg(lambda d: d["assumptions"][1].pop("dtype")),
        "load_injective with no dtype: at which width are the values distinct?")

    # ------------------------------------------------ C: a module variable written by a sibling
    mv = mv_ptx()
    peek = "\tld.global.u32 \t%r1, [tbl+8];\n\tst.global.u32 \t[%rd2], %r1;"
    add("mv/sibling_entry_writes_table", "module_var", F, 3, None,
        mut(mv, re.escape(peek), "\tmov.u32 \t%r1, 5;\n\tst.global.u32 \t[tbl+8], %r1;"),
        mv_cfg, "mv_peek stores 5 into tbl[2]: after it, mv_use stores at y[5], past its 16 bytes")
    add("mv/module_func_writes_table", "module_var", F, 3, None,
        mut(mv, r"\tadd\.s32 \t%r1, %r1, 1;\n", "\tst.global.u32 \t[tbl+8], %r1;\n"),
        mv_cfg, "a .func of the module (called by no entry here, callable by any) writes tbl[2]")
    add("mv/sibling_leaks_table_address", "module_var", F, 3, None,
        mut(add_regs(mv, ".reg .b64 \t%qa;"), r"\tld\.global\.u32 \t%r1, \[tbl\+8\];\n\tst\.global\.u32 \t\[%rd2\], %r1;",
            "\tmov.u64 \t%qa, tbl;\n\tst.global.u64 \t[%rd2], %qa;"),
        mv_cfg, "mv_peek stores tbl's address to memory: a later launch may write tbl through it")

    # ------------------------------------------------ barriers (already rejected)
    hist, copy_, pdl, va, rms = (B[k].ptx for k in ("hist_u8", "copy", "pdl_scale", "vec_add", "rmsnorm"))
    first_bar = r"(st\.shared\.u32 \t\[%r2\], %r24;\n)\tbar\.sync \t0;"
    add("hist/bar_count_register", "barrier", U, 2, "hist_u8",
        mut(add_regs(hist, ".reg .b32 \t%qc;"), first_bar, r"\1\tmov.u32 \t%qc, 128;\n\tbar.sync \t0, %qc;"),
        why="bar.sync 0, 128 (a register) in a 256-thread CTA: half the CTA is not ordered")
    add("hist/bar_count_128", "barrier", U, 2, "hist_u8", mut(hist, first_bar, r"\1\tbar.sync \t0, 128;"))
    add("hist/bar_id_1", "barrier", U, 2, "hist_u8", mut(hist, first_bar, r"\1\tbar.sync \t1;"))
    add("hist/bar_arrive", "barrier", U, 2, "hist_u8", mut(hist, first_bar, r"\1\tbar.arrive \t0;"),
        why="bar.arrive does not wait")
    add("hist/barrier_id_by_thread", "barrier", U, 2, "hist_u8",
        mut(add_regs(hist, ".reg .b32 \t%qc;"), first_bar, r"\1\tand.b32 \t%qc, %r1, 1;\n\tbarrier.sync \t%qc;"),
        why="odd and even threads on two barriers")
    add("hist/exit_before_barrier", "barrier", F, 4, "hist_u8",
        mut(add_regs(hist, ".reg .pred \t%q<2>;"), r"(\tmov\.u32 \t%r24, 0;\n)",
            r"\tsetp.eq.u32 \t%q1, %r1, 7;\n\t@%q1 exit;\n\1"), why="thread 7 exits before bar.sync")
    add("hist/aligned_barrier_in_two_branches", "barrier", F, 4, "hist_u8",
        mut(add_regs(hist, ".reg .pred \t%q<2>;"), first_bar,
            r"\1\tsetp.lt.u32 \t%q1, %r1, 128;\n\t@%q1 barrier.sync.aligned \t0;\n\t@!%q1 barrier.sync.aligned \t0;"),
        why="two .aligned barrier instructions, each reached by half the CTA")

    # ------------------------------------------------ cluster shared memory (already rejected)
    add("hist/mapa_other_cta", "cluster", U, 2, "hist_u8",
        mut(add_regs(hist, ".reg .b32 \t%qm;"), r"ld\.shared\.u32 \t%r19, \[%r2\];",
            "mapa.shared::cluster.u32 \t%qm, %r2, 1;\n\tld.shared::cluster.u32 \t%r19, [%qm];"),
        why="reads CTA rank 1's shared memory")
    add("hist/st_shared_cluster", "cluster", U, 2, "hist_u8",
        mut(hist, r"st\.shared\.u32 \t\[%r2\], %r24;", "st.shared::cluster.u32 \t[%r2+4], %r24;"))

    # ------------------------------------------------ shared alignment by width, 32-bit wrap (already rejected)
    add("hist/v4_on_align4_array", "shared_align_wrap", F, 3, "hist_u8",
        mut(hist, r"ld\.shared\.u32 \t%r19, \[%r2\];", "ld.shared.v4.u32 \t{%r19, %r20, %r21, %r22}, [%r12];"),
        why="a 16-byte load of a shared array declared .align 4")
    add("hist/v2_at_offset_8_of_align4", "shared_align_wrap", F, 3, "hist_u8",
        mut(hist, r"ld\.shared\.u32 \t%r19, \[%r2\];", "ld.shared.v2.u32 \t{%r19, %r20}, [%r12+8];"))
    add("hist/shared_minus_4", "shared_align_wrap", F, 3, "hist_u8",
        mut(hist, r"ld\.shared\.u32 \t%r19, \[%r2\];", "ld.shared.u32 \t%r19, [%r2+-4];"),
        why="thread 0 reads 4 bytes before the array (the 32-bit address wraps)")
    add("rms/cvta_shared_u32_wrap", "shared_align_wrap", F, 3, "rmsnorm",
        mut(add_regs(rms, ".reg .b32 \t%qa<3>;"), r"ld\.shared\.f32 \t%f42, \[%r37\];",
            "cvta.shared.u32 \t%qa1, %r37;\n\tadd.s32 \t%qa2, %qa1, -2147483648;\n\tcvta.to.shared.u32 \t%qa2, %qa2;"
            "\n\tld.shared.f32 \t%f42, [%qa2];"), why="a generic shared address 2 GiB off, converted back")
    add("rms/generic_shared_plus_2p32", "shared_align_wrap", U, 3, "rmsnorm",
        mut(add_regs(rms, ".reg .b64 \t%qa<4>;\n\t.reg .b32 \t%qr;"), r"ld\.shared\.f32 \t%f42, \[%r37\];",
            "cvta.shared.u64 \t%qa1, %r37;\n\tadd.s64 \t%qa2, %qa1, 4294967296;\n\tcvta.to.shared.u64 \t%qa3, %qa2;\n"
            "\tcvt.u32.u64 \t%qr, %qa3;\n\tld.shared.f32 \t%f42, [%qr];"),
        why="64-bit generic address 4 GiB past the window, truncated back into it")

    # ------------------------------------------------ PDL (already rejected)
    add("pdl/generic_load_before_wait", "pdl", F, 2, "pdl_scale",
        mut(pdl, r"ld\.global\.nc\.f32 \t%f1, \[%rd6\];",
            "mul.wide.s32 \t%rd5, %r6, 4;\n\tadd.s64 \t%rd8, %rd2, %rd5;\n\tld.f32 \t%f1, [%rd8];"),
        why="x (not stable) read through a generic address before griddepcontrol.wait")
    add("pdl/wait_in_dead_branch", "pdl", F, 2, "pdl_scale",
        mut(add_regs(pdl, ".reg .pred \t%q<2>;"), r"\tgriddepcontrol\.wait;",
            "\tsetp.gt.u32 \t%q1, %r5, 4096;\n\t@%q1 griddepcontrol.wait;"), why="no thread has tid > 4096")
    add("pdl/volatile_load_before_wait", "pdl", F, 2, "pdl_scale",
        mut(pdl, r"(ld\.global\.nc\.f32 \t%f1, \[%rd6\];)",
            r"\1\n\tcvta.to.global.u64 \t%rd7, %rd2;\n\tadd.s64 \t%rd8, %rd7, %rd5;\n\tld.volatile.global.f32 \t%f2, [%rd8];"))
    add("pdl/relaxed_gpu_load_before_wait", "pdl", F, 2, "pdl_scale",
        mut(pdl, r"(ld\.global\.nc\.f32 \t%f1, \[%rd6\];)",
            r"\1\n\tcvta.to.global.u64 \t%rd7, %rd2;\n\tadd.s64 \t%rd8, %rd7, %rd5;\n"
            r"\tld.relaxed.gpu.global.f32 \t%f2, [%rd8];"))
    add("pdl/reduction_before_wait", "pdl", F, 2, "pdl_scale",
        mut(pdl, r"(\tgriddepcontrol\.launch_dependents;\n)",
            "\tcvta.to.global.u64 \t%rd9, %rd3;\n\tadd.s64 \t%rd10, %rd9, %rd5;\n\tred.global.add.f32 \t[%rd10], %f1;\n"
            + r"\1"), why="an atomic on y while the previous grid may still use it")

    # ------------------------------------------------ atomics and vectors (already rejected)
    st = r"st\.global\.u32 \t\[%rd7\], %r7;"
    add("copy/red_u64_at_4_byte_stride", "atomic_vector", F, 3, "copy",
        mut(copy_, st, "red.global.add.u64 \t[%rd7], %rd4;"), why="8-byte reductions at 4-byte steps")
    add("copy/v2_store_per_element", "atomic_vector", F, 2, "copy",
        mut(copy_, st, "st.global.v2.b32 \t[%rd7], {%r7, %r7};"), why="each 8-byte store overlaps the next thread's")
    add("copy/atom_v2_f32", "atomic_vector", F, 3, "copy",
        mut(add_regs(copy_, ".reg .f32 \t%qf<4>;"), st,
            "mov.b32 \t%qf0, %r7;\n\tatom.global.v2.f32.add \t{%qf2, %qf3}, [%rd7], {%qf0, %qf0};"),
        why="an 8-byte vector atomic at 4-byte-aligned addresses, past the end for the last thread")

    # ------------------------------------------------ obligation 3 split in chunks (already rejected)
    tk = B["topk"].ptx
    add("topk/cand_last_chunk_oob", "split_ob3", F, 3, "topk",
        mut(tk, r"ld\.shared\.u32 \t%r710, \[%r709\];", "ld.shared.u32 \t%r710, [%r709+40000];"),
        why="the candidate array's 608th access (third chunk of 256) past the array")
    add("topk/cand_second_chunk_first_misaligned", "split_ob3", F, 3, "topk",
        mut(tk, r"ld\.shared\.u64 \t%rd1133, \[%r465\];", "ld.shared.u64 \t%rd1133, [%r465+4];"),
        why="the 257th access of the candidate array (first of the second chunk) 4 bytes off")

    # ------------------------------------------------ symmetric write-write query (already rejected)
    add("copy/second_store_next_element", "symmetry", F, 2, "copy",
        mut(copy_, r"(st\.global\.u32 \t\[%rd7\], %r7;)", r"\1\n\tst.global.u32 \t[%rd7+4], %r7;"),
        replace(B["copy"].cfg, buffers=(("dst", Buffer(4004, 256)), ("src", Buffer(4000, 256)))),
        "the same two lines in both threads (a symmetric query): thread i's second store hits thread i+1's "
        "first, a race only with A's id below B's for one pairing of the lines")

    # ------------------------------------------------ special registers (already rejected)
    add("hist/warpid_index", "special_reg", F, 3, "hist_u8",
        mut(add_regs(hist, ".reg .b32 \t%qw;"), r"shl\.b32 \t%r11, %r1, 2;",
            "mov.u32 \t%qw, %warpid;\n\tshl.b32 \t%r11, %qw, 7;\n\tand.b32 \t%qw, %r1, 31;\n\tshl.b32 \t%qw, %qw, 2;\n"
            "\tadd.s32 \t%r11, %r11, %qw;"), why="%warpid is the SM's warp slot, not tid / 32")
    vst = r"\tst\.global\.f32 \t\[%rd10\], %f3;"
    add("vec_add/clock_index", "special_reg", F, 2, "vec_add",
        mut(add_regs(va, ".reg .b32 \t%qm;\n\t.reg .b64 \t%qd;"), vst,
            "\tmov.u32 \t%qm, %clock;\n\tand.b32 \t%qm, %qm, 4;\n\tcvt.u64.u32 \t%qd, %qm;\n\tadd.s64 \t%rd10, %rd10, %qd;"
            "\n\tst.global.f32 \t[%rd10], %f3;"))
    add("vec_add/activemask_index", "special_reg", F, 2, "vec_add",
        mut(add_regs(va, ".reg .b32 \t%qm;\n\t.reg .b64 \t%qd;"), vst,
            "\tactivemask.b32 \t%qm;\n\tand.b32 \t%qm, %qm, 1;\n\tcvt.u64.u32 \t%qd, %qm;\n\tshl.b64 \t%qd, %qd, 2;\n"
            "\tsub.s64 \t%rd10, %rd10, %qd;\n\tst.global.f32 \t[%rd10], %f3;"))

    # ------------------------------------------------ coverage (already rejected)
    add("vec_add/store_half_an_element", "coverage", F, 1, "vec_add",
        mut(add_regs(va, ".reg .b16 \t%qh;"), vst, "\tcvt.rn.f16.f32 \t%qh, %f3;\n\tst.global.b16 \t[%rd10], %qh;"),
        why="2 of each element's 4 bytes written")
    add("vec_add/store_if_positive", "coverage", NP, 1, "vec_add",
        mut(add_regs(va, ".reg .pred \t%q<2>;"), vst,
            "\tsetp.gt.f32 \t%q1, %f3, 0f00000000;\n\t@%q1 st.global.f32 \t[%rd10], %f3;"))
    add("vec_add/store_if_any_lane_positive", "coverage", NP, 1, "vec_add",
        mut(add_regs(va, ".reg .pred \t%q<3>;"), vst,
            "\tsetp.gt.f32 \t%q1, %f3, 0f00000000;\n\tvote.sync.any.pred \t%q2, %q1, -1;\n"
            "\t@%q2 st.global.f32 \t[%rd10], %f3;"))

    # ------------------------------------------------ wmma fragment shapes (already rejected)
    add("gemm/wmma_m32n8k16_rows_past_tile", "tensor", F, 3, None, wmma_gemm("m32n8k16", "row"), B["gemm"].cfg,
        "a 32-row A fragment from row 6656/128 of the 10 KiB As array: rows 28-31 past it (m16n16k16 there proves)")
    add("gemm/wmma_m32n8k16_col_wide_lines", "tensor", F, 3, None, wmma_gemm("m32n8k16", "col"), B["gemm"].cfg,
        "column-major A of 32 rows: 64-byte lines on a 32-byte-aligned tile")

    # ------------------------------------------------ loop termination under 32-bit wrap (already rejected)
    add("stride_flag/index_wraps_past_n", "loop_wrap", NP, 1, None, (S5 / "stride_flag.ptx").read_text(),
        stride_flag_cfg((1 << 32) - 512),
        "grid-stride i += 1024 with n = 2^32 - 512: i wraps below n for the last threads, their loop never ends "
        "and done[] is never written; coverage may not count those stores")

    # ------------------------------------------------ pointer truncated to 32 bits (already rejected)
    add("copy/dst_pointer_truncated", "addr_trunc", U, 3, "copy",
        mut(add_regs(copy_, ".reg .b32 \t%qt;"), r"(cvta\.to\.global\.u64 \t%rd6, %rd2;)",
            r"\1\n\tcvt.u32.u64 \t%qt, %rd6;\n\tcvt.u64.u32 \t%rd6, %qt;"))
    return out


CASES = cases()


def _lines(w: Any) -> list[int]:
    if isinstance(w, dict):
        return [v for k, v in w.items() if k in ("ptx_line", "line") and isinstance(v, int)] + [
            x for k, v in w.items() if k not in ("ptx_line", "line") for x in _lines(v)]
    if isinstance(w, list):
        return [x for v in w for x in _lines(v)]
    return []


def check_witness(oid: int, w: dict[str, Any] | None, cfg: LaunchConfig) -> None:
    """A rejection names its reason, the launch (the family member), the threads, the line and the address."""
    assert w and w.get("reason"), w
    if cfg.is_family:
        vals = w.get("symbols") or w.get("launch", {}).get("symbols")
        assert vals and cfg.admits(vals), w
        cfg = cfg.instantiate(vals)
    if oid == 1:
        assert "element" in w and "offset" in w, w
        return
    assert w.get("launch", {}).get("grid") == list(cfg.grid), w.get("launch")
    threads = [v for k, v in w.items() if k.startswith("thread") and isinstance(v, dict) and "thread" in v]
    assert threads, sorted(w)
    assert any(ln > 0 for ln in _lines(w)), sorted(w)
    if "thread_a" in w and "thread_b" in w:
        assert w["thread_a"] != w["thread_b"], w
    if oid in (2, 3):
        accs = [v for k, v in w.items() if k.startswith("access") and isinstance(v, dict)]
        assert accs and all(a.get("address") and a.get("buffer") for a in accs), w


def run_case(c: Case) -> str:
    try:
        cfg = c.cfg() if callable(c.cfg) else c.cfg
        art = prove(c.ptx, cfg)
    except ConfigError as exc:
        assert c.expect in (Exp.REFUSED, Exp.VACUOUS), f"configuration refused ({exc}), {c.expect} expected"
        return "refused"
    except UnsupportedPTX as exc:
        assert c.expect is Exp.UNSUPPORTED, f"UnsupportedPTX ({exc}), {c.expect} expected"
        return "unsupported"
    assert not art.ok, f"every obligation proved: {c.why}"
    assert c.expect is not Exp.REFUSED, f"accepted: {c.why} ({art.statuses()})"
    if c.expect is Exp.VACUOUS:
        assert "vacuous" in art.statuses().values(), art.statuses()
        return "vacuous"
    o = {x["id"]: x for x in art.doc["obligations"]}[c.obligation]
    if c.expect is Exp.UNSUPPORTED:
        assert o["status"] == "unsupported" and o["detail"], (o["status"], o["detail"][:200])
        return "unsupported"
    if c.expect is Exp.NOT_PROVED:
        assert o["status"] in ("failed", "unknown"), (o["status"], art.statuses())
        return o["status"]
    assert o["status"] == "failed", (o["status"], (o["detail"] or "")[:300], art.statuses())
    check_witness(c.obligation, o["witness"], cfg)
    return "failed"


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_planted_bug_is_rejected(case: Case) -> None:
    run_case(case)


def test_breadth() -> None:
    """At least 25 mutants over at least 8 classes (the brief); every class named is used."""
    used = {c.cls for c in CASES}
    assert len(CASES) >= 25 and len(used) >= 8 and used <= set(CLASSES), (len(CASES), used)
    assert len({c.id for c in CASES}) == len(CASES)


# ----------------------------------------------------------------------------- the bases still prove
def test_scatter_base_proves() -> None:
    art = prove(scatter_ptx(), scatter_cfg())
    assert art.ok, art.statuses()


def test_scatter_family_proves_and_refusal_is_exact() -> None:
    """The family with x a permutation of 0..N-1 proves: size 4*N against N values is not refused (the
    excess is bounded exactly where it is affine), although by intervals alone it would be."""
    art = prove(scatter_ptx(), LaunchConfig.from_json(scatter_family_json()))
    assert art.ok, art.statuses()


def test_mv_base_proves_with_its_note() -> None:
    """mv_peek only reads tbl: mv_use's loads of it are its initialiser (stated in the artifact)."""
    art = prove(mv_ptx(), mv_cfg())
    assert art.ok, art.statuses()
    o = {x["id"]: x for x in art.doc["obligations"]}[3]
    assert "tbl" in o["detail"] and "initialiser" in o["detail"]


def test_wmma_shape_controls_prove() -> None:
    """The same place, 16-row shapes (m16n16k16 row, m8n32k16 col): in bounds, so the fragment's shape and
    layout, not the instruction, are what the two wmma mutants fail on."""
    cfg = bases()["gemm"].cfg
    for shape, layout in (("m16n16k16", "row"), ("m8n32k16", "col")):
        art = prove(wmma_gemm(shape, layout), cfg)
        assert art.ok, (shape, layout, art.statuses())


def test_stride_flag_proves_without_wrap() -> None:
    art = prove((S5 / "stride_flag.ptx").read_text(), stride_flag_cfg(5000))
    assert art.ok, art.statuses()


def test_injectivity_refusal_names_both_assumptions() -> None:
    with pytest.raises(ConfigError, match=r"x_distinct, x_range.*cannot be pairwise distinct"):
        scatter_cfg(_set(("assumptions", 0, "hi"), 0))


def test_injectivity_at_its_width_still_proves_the_permutation() -> None:
    """The fix of hole B keeps the u32 loads' injectivity (the scatter base's race stays excluded)."""
    def edit(d: dict[str, Any]) -> None:  # no range: out[x[i]] anywhere in 2^32 u32 elements
        d["assumptions"].pop(0)
        d["buffers"]["out"]["size_bytes"] = 1 << 34

    cfg = scatter_cfg(edit)
    art = prove(scatter_ptx(), cfg)
    st = art.statuses()
    assert st["single_writer"] == "proved", st


@pytest.mark.parametrize("name", ["hist_u8", "copy", "pdl_scale", "vec_add", "rmsnorm", "topk"])
def test_mutated_bases_prove(name: str) -> None:
    b = bases()[name]
    art = prove(b.ptx, b.cfg)
    assert art.ok, (name, art.statuses())


# ----------------------------------------------------------------------------- D: the launcher and the gate
class _Buf:
    def __init__(self, ptr: int, nbytes: int) -> None:
        self.ptr, self.nbytes = ptr, nbytes


def _copy_descriptor():
    from backend.kernels.registry import REGISTRY

    return REGISTRY["copy_u32"]


@pytest.mark.parametrize("dst,src", [(0x100000, 0x100000), (0x100100, 0x100000), (0x100000, 0x100f00)],
                         ids=["same_buffer", "dst_64_elements_on", "src_tail_overlaps"])
def test_aliasing_arguments_are_refused(dst: int, src: int) -> None:
    """copy_u32's proof (like every proof) assumes dst and src disjoint (builtin buffers_disjoint); its
    configuration does not list the assumption, and the launcher used to pack overlapping buffers."""
    cfg = bases()["copy"].cfg
    assert not any(a.kind.value == "buffers_disjoint" for a in cfg.assumptions)
    with pytest.raises(LaunchArgumentError, match="overlap"):
        pack_args(_copy_descriptor(), cfg, {"dst": _Buf(dst, 4096), "src": _Buf(src, 4096)})


def test_disjoint_arguments_pack() -> None:
    cfg = bases()["copy"].cfg
    args = pack_args(_copy_descriptor(), cfg, {"dst": _Buf(0x100000, 4000), "src": _Buf(0x101000, 4000)})
    assert set(args.pointers) == {"dst", "src"}


def test_gate_wants_data_assumptions_vouched_for(tmp_path: Path) -> None:
    """Hole E (closed): the gate cannot see device data, so a configuration whose proof assumes a data bound
    launches only when the caller names it (LaunchGate.launch(keeps=), backend/cuda/keeps.py's checks)."""
    from backend.cuda.gate import LaunchGate
    from fltc.errors import UnprovenLaunchError
    from tests.cuda.fakes import (
        PTX,
        FakeBuf,
        FakeChecker,
        FakeDriver,
        FakeLaunch,
        descriptor,
        family,
        write_artifact,
    )
    from verifier.config import Assumption, AssumptionKind

    (tmp_path / "k").mkdir()
    (tmp_path / "k" / "fake.ptx").write_text(PTX)
    desc = descriptor(tmp_path / "k" / "fake.ptx")
    cfg = replace(family(256), assumptions=family(256).assumptions + (
        Assumption("x_small", AssumptionKind.LOAD_RANGE, "the caller keeps x below 8", "x", "u16", 0, 7),))
    desc = replace(desc, family=lambda n: cfg)
    write_artifact(tmp_path, cfg, "k/fake.ptx")
    gate = LaunchGate(FakeDriver(), tmp_path / "proofs", root=tmp_path, checker=FakeChecker(tmp_path),
                      checker_name="fake", cache_dir=tmp_path / "cache", launch_fn=FakeLaunch())
    args = pack_args(desc, cfg, {"x": FakeBuf(0x100000, 512), "y": FakeBuf(0x200000, 512)})
    with pytest.raises(UnprovenLaunchError):
        gate.launch(desc, cfg, args)  # nobody said x's values are below 8
    gate.launch(desc, cfg, args, keeps=("x_small",))  # the caller vouches for it: launched


def test_fixture_configs_round_trip() -> None:
    """The fixtures' JSON is what the cases load (strict schema: no key added or coerced)."""
    for name in ("scatter_u32", "mv_sibling"):
        d = json.loads((S5 / f"{name}.config.json").read_text())
        assert LaunchConfig.from_json(copy.deepcopy(d)).to_json() == d
