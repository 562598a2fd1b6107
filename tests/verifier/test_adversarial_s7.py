"""Planted bugs and hostile configurations of round s7 (issue 14): each must be rejected, never "proved".

Written against the newest shortcuts by someone who did not write them: shared-store-only loops summarised
after SHORT_UNROLL iterations, write-write symmetry breaking, obligation 3 split per (space, buffer) in
chunks, slicing of facts, families of sizes, `fltc verify` on tampered artifacts, and the PTX front end.
The kernels are CUDA compiled with `nvcc -ptx -arch=sm_90 -O3` (tests/verifier/s7/*.cu next to the PTX).

The holes this round found, each fixed and kept as a regression test here:

  G  obligations proved on facts that only obligation 3 (or 4) justifies, while that one failed: an
     out-of-bounds load of a buffer assumed injective, and a kernel that zeroes its own role-in input before
     reading it, had single_writer "proved" although every thread may write out[0] (the read-only model of
     role-in buffers and their data assumptions); an out-of-bounds store to one shared array, which writes
     the next one, had it proved because accesses are paired per buffer they are attributed to; inactive
     threads storing past a role-in buffer had power_state proved; warps passing one barrier and warps
     passing two had their accesses "ordered" while obligation 4 failed (verifier/prover.py:
     _rests_on_bounds makes them unknown; the checker re-solves to the same status, so an edit back to
     proved is refused).

  H  coverage counted the stores after a CTA barrier although a loop before it is not shown to end for other
     threads: a thread that never leaves never arrives at the barrier, and the threads waiting there never
     reach their stores (a deadlock); the loop was not even recorded, because no exit of its summarised
     iteration is feasible (verifier/symexec.py: Executor.summarise records loops with no exit, several exit
     targets or a thread-ending body too, LoopExit.own = False; verifier/obligations/coverage.py:
     _after_open_loops makes every store after such a loop and a later barrier or warp collective depend on it).
  I  coverage excluded only the writer's own trap, but `trap` aborts the whole launch: a kernel whose thread 0
     always traps, every element written by some other thread, had coverage proved (verifier/obligations/
     coverage.py: _trap_query, one more coverage query "no thread reaches a trap", present only with traps).
  J  `.cta`/`.cluster`-scoped atomics were never paired with each other: atomicAdd_block on one global counter
     from every CTA (atomic only among one CTA's threads, a race between CTAs) had single_writer proved
     (verifier/semantics.py: op_atom/op_red mark them same_cta_only; verifier/obligations/single_writer.py:
     query atomic_scope_* against every atomic of another CTA on the same bytes); nor were atomics of two
     sizes on overlapping bytes (query atomic_mixed_*, only where a buffer's atomics have several widths).

Every other attack was rejected already (failed with a witness, unknown, vacuous or refused); they stay as
breadth tests, with the un-mutated bases proving so that a rejection means something.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from fltc.errors import ConfigError
from tests.verifier.adversarial_base import add_regs, entry_module, mut
from tests.verifier.test_adversarial_s5 import scatter_cfg, scatter_ptx
from verifier import prove
from verifier.artifact import Artifact, digest, serialize
from verifier.check import check_artifact
from verifier.config import LaunchConfig

S7 = Path(__file__).resolve().parent / "s7"


class Exp(StrEnum):
    FAIL = "fail"  # the obligation is failed, with a witness naming the faulty line
    NOT_PROVED = "not_proved"  # failed or unknown (a may-event of a summarised loop), never proved
    VACUOUS = "vacuous"  # the family admits no launch: every symbolic obligation vacuous, none proved
    REFUSED = "refused"  # the configuration is refused before anything is proved


@cache
def ptx(module: str, entry: str) -> str:
    return entry_module((S7 / f"{module}.ptx").read_text(), entry)


def line_of(text: str, needle: str, nth: int = 1) -> int:
    hits = [i for i, ln in enumerate(text.splitlines(), 1) if needle in ln]
    return hits[nth - 1]


# ----------------------------------------------------------------------------- configurations
LIMITS = {"max_local_bytes": 0, "max_registers": 255, "max_shared_bytes": 49152, "max_stack_bytes": 0}


def loop_json(entry: str, n: int = 8, grid: int = 2) -> dict[str, Any]:
    """(x: in, out: out, n: u32) on `grid` CTAs of 256 threads; out holds one float per thread."""
    return {"kernel": entry, "entry": entry, "label": "t",
            "params": [{"name": "x", "type": "ptr", "role": "in"}, {"name": "out", "type": "ptr", "role": "out"},
                       {"name": "n", "type": "u32"}],
            "grid": [grid, 1, 1], "block": [256, 1, 1], "dynamic_shared_bytes": 0, "scalars": {"n": n},
            "buffers": {"x": {"size_bytes": 4 * 2048, "align": 256},
                        "out": {"size_bytes": 4 * 256 * grid, "align": 256}},
            "outputs": [{"buffer": "out", "offset": 0, "elem_bytes": 4, "shape": [256 * grid], "strides": [4]}],
            "assumptions": [], "limits": LIMITS}


def family_json(entry: str, n_range: dict[str, int] | None = None, m_range: dict[str, int] | None = None,
                constraints: list[str] | None = None) -> dict[str, Any]:
    """(x, out, n = N, pad) over N threads in cdiv(N, 256) CTAs; pad (4*M bytes) is never accessed."""
    return {"kernel": entry, "entry": entry, "label": "f",
            "params": [{"name": "x", "type": "ptr", "role": "in"}, {"name": "out", "type": "ptr", "role": "out"},
                       {"name": "n", "type": "u32"}, {"name": "pad", "type": "ptr", "role": "in"}],
            "grid": ["cdiv(N, 256)", 1, 1], "block": [256, 1, 1], "dynamic_shared_bytes": 0, "scalars": {"n": "N"},
            "buffers": {"x": {"size_bytes": "4*N", "align": 256}, "out": {"size_bytes": "4*N", "align": 256},
                        "pad": {"size_bytes": "4*M", "align": 256}},
            "outputs": [{"buffer": "out", "offset": 0, "elem_bytes": 4, "shape": ["N"], "strides": [4]}],
            "symbols": {"M": m_range or {"min": 1, "max": 4},
                        "N": n_range or {"min": 256, "max": 4096, "multiple_of": 256}},
            "constraints": constraints or [], "limits": LIMITS}


def edited(make: Callable[[], dict[str, Any]], edit: Callable[[dict[str, Any]], None] | None = None
           ) -> Callable[[], LaunchConfig]:
    def build() -> LaunchConfig:
        d = make()
        if edit:
            edit(d)
        return LaunchConfig.from_json(d)
    return build


def x_range(hi: int) -> Callable[[dict[str, Any]], None]:
    def f(d: dict[str, Any]) -> None:
        d["assumptions"] = [{"name": "x_small", "kind": "load_range", "buffer": "x", "dtype": "u32", "lo": 0,
                             "hi": hi, "reason": "the caller keeps x small"}]
    return f


def out_floats(n: int) -> Callable[[dict[str, Any]], None]:
    def f(d: dict[str, Any]) -> None:
        d["buffers"]["out"]["size_bytes"] = 4 * n
        d["outputs"][0]["shape"] = [n]
    return f


# ----------------------------------------------------------------------------- the cases
@dataclass(frozen=True)
class Case:
    id: str
    cls: str
    expect: Exp
    obligation: int | None
    ptx: Callable[[], str]
    cfg: Callable[[], LaunchConfig]
    why: str
    line: str = ""  # a needle of the faulty PTX line the witness must name (FAIL / NOT_PROVED with a witness)


CLASSES = ("shared_loop", "symmetry", "split_ob3", "family", "front_end", "rests_on_bounds",
           "cross_thread_wait", "scoped_atomic")


def _p(module: str, entry: str, edit: tuple[str, str] | None = None) -> Callable[[], str]:
    def get() -> str:
        t = ptx(module, entry)
        return mut(t, *edit) if edit else t
    return get


def cases() -> list[Case]:
    F, NP = Exp.FAIL, Exp.NOT_PROVED
    out: list[Case] = []

    def add(*a: Any, **k: Any) -> None:
        out.append(Case(*a, **k))

    L = "loops"
    # ------------------------------------------------ shared-store-only loops (summarised after 4 iterations)
    add("loop/address_from_loaded_value", "shared_loop", NP, 2, _p(L, "l_loadaddr"),
        edited(lambda: loop_json("l_loadaddr")), "s[x[8t + i] & 2047] = i: two threads may load equal values")
    add("loop/trip_count_parameter", "shared_loop", NP, 3, _p(L, "l_tripparam"),
        edited(lambda: loop_json("l_tripparam", n=6)), "n = 6 iterations into room for 5: iteration 5 (summarised)"
        " is out of bounds", "st.shared.f32")
    add("loop/trip_count_data", "shared_loop", NP, 3, _p(L, "l_tripdata"),
        edited(lambda: loop_json("l_tripdata"), x_range(8)), "i <= x[0] with x[0] up to 8: iteration 8 stores past "
        "s[8*256]", "st.shared.f32")
    add("loop/overlap_from_iteration_5", "shared_loop", NP, 2, _p(L, "l_lateoverlap"),
        edited(lambda: loop_json("l_lateoverlap")), "thread t's iteration 5 writes s[8(t+1)], thread t+1's iteration 0")
    add("loop/lane_branch_from_iteration_6", "shared_loop", NP, 2, _p(L, "l_lanebranch"),
        edited(lambda: loop_json("l_lanebranch")), "odd threads all write s[i] from iteration 6 on")
    add("loop/counter_bumped_twice", "shared_loop", NP, 3, _p(L, "l_twice"),
        edited(lambda: loop_json("l_twice")), "i++ again when a data bit is set: s[8*256 + t] at i = 8")
    add("loop/never_ends_for_odd_threads", "shared_loop", NP, 1, _p(L, "l_noterm"),
        edited(lambda: loop_json("l_noterm")), "i = t; i != 1000; i += 2 never ends for odd t: the out store after "
        "it does not cover")
    add("loop/spin_on_shared_flag", "shared_loop", NP, 1, _p(L, "l_spin"),
        edited(lambda: loop_json("l_spin")), "while (s[0] != 7) s[t] = 0: nobody sets the flag")
    add("H/spin_before_barrier_blocks_the_others", "cross_thread_wait", NP, 1, _p(L, "l_spin_bar"),
        edited(lambda: loop_json("l_spin_bar"), out_floats(256)), "warps 4-7 spin while x[0] != 12345 before the "
        "barrier warps 0-3 wait at; only warps 0-3 store out after it (no loop on their own path): a deadlock for "
        "other data, and coverage was proved")
    add("H/spin_before_shuffle_blocks_the_warp", "cross_thread_wait", NP, 1, _p(L, "l_spin_shfl"),
        edited(lambda: loop_json("l_spin_shfl"), out_floats(256)), "lanes 16-31 spin before a full-warp "
        "shfl.sync; only lanes 0-15 store after it")
    add("I/trap_in_one_thread_aborts_all", "cross_thread_wait", F, 1,
        _p(L, "l_trap", (r"st\.global\.u32 \t\[%rd1\], %r6;", "st.global.u32 \t[%rd4+-4], %r6;")),
        edited(lambda: loop_json("l_trap")), "thread 0 traps before its store, thread 1 also writes out[0] (at an "
        "address affine in its id): each element has a writer that does not trap, but every launch aborts")
    # ------------------------------------------------ J: scoped atomics
    def counter(n_out: int) -> Callable[[dict[str, Any]], None]:
        def f(d: dict[str, Any]) -> None:
            d["buffers"]["out"]["size_bytes"] = 4 * n_out
            d["outputs"] = []
        return f

    add("J/cta_scoped_atomics_of_two_ctas", "scoped_atomic", F, 2, _p("atom", "a_cta_scope"),
        edited(lambda: loop_json("a_cta_scope"), counter(1)), "atomicAdd_block on one global counter from every "
        "CTA: atom.global.cta is atomic only within a CTA, two CTAs' updates race (lost updates)")
    add("J/mixed_size_atomics", "scoped_atomic", F, 2, _p("atom", "a_mixed_size"),
        edited(lambda: loop_json("a_mixed_size"), counter(2)), "atom.add.u64 on out[0..1] by thread 0, "
        "atom.add.u32 on out[1] by the others: overlapping, not the same bytes, so not atomic to each other")
    add("J/cta_scoped_ticket", "scoped_atomic", F, 2, _p("atom", "a_cta_ticket"),
        edited(lambda: loop_json("a_cta_ticket"), counter(513)), "tickets from atom.global.cta.add: distinct "
        "only within a CTA, so two CTAs store one slot")
    # ------------------------------------------------ write-write symmetry breaking: one order only
    S = "sym"
    add("sym/low_thread_on_second_line", "symmetry", F, 2, _p(S, "s_asym_lo_second"),
        edited(lambda: loop_json("s_asym_lo_second")), "thread 200 writes s[0] on line 1, thread 0 on line 2")
    add("sym/high_thread_on_second_line", "symmetry", F, 2, _p(S, "s_asym_hi_second"),
        edited(lambda: loop_json("s_asym_hi_second")), "thread 0 writes s[0] on line 1, thread 200 on line 2")
    # ------------------------------------------------ obligation 3 in chunks: the fault in the second chunk
    add("split/shared_store_290_of_300", "split_ob3", F, 3, _p(S, "s_chunk2"),
        edited(lambda: loop_json("s_chunk2")), "300 shared stores per thread (2 chunks of s): only the 290th is "
        "out of bounds", "st.volatile.shared.u32 \t[%r5+38400]")
    add("split/global_store_290_of_300", "split_ob3", F, 3, _p(S, "s_chunk2_global"),
        edited(lambda: loop_json("s_chunk2_global"), out_floats(300 * 512)), "the same on global memory",
        "st.volatile.global.u32 \t[%rd582]")
    # ------------------------------------------------ families
    Fm = "fam"
    add("family/empty_multiple_of", "family", Exp.VACUOUS, None, _p(Fm, "k_pad"),
        edited(lambda: family_json("k_pad", m_range={"min": 1, "max": 3, "multiple_of": 4})),
        "M in [1, 3] and a multiple of 4 (M only sizes a buffer nothing reads: every query slices it away)")
    add("family/constraint_past_the_range", "family", Exp.VACUOUS, None, _p(Fm, "k_pad"),
        edited(lambda: family_json("k_pad", constraints=["M >= 10"])), "M <= 4 and M >= 10")
    add("family/multiple_of_above_max", "family", Exp.VACUOUS, None, _p(Fm, "k_pad"),
        edited(lambda: family_json("k_pad", n_range={"min": 256, "max": 4096, "multiple_of": 5000})),
        "no multiple of 5000 in [256, 4096]")
    add("family/min_above_max", "family", Exp.REFUSED, None, _p(Fm, "k_pad"),
        edited(lambda: family_json("k_pad", n_range={"min": 4096, "max": 256})), "an empty range")
    add("family/negative_min", "family", Exp.REFUSED, None, _p(Fm, "k_pad"),
        edited(lambda: family_json("k_pad", n_range={"min": -256, "max": 4096})), "sizes below zero")
    add("family/size_past_2_62", "family", Exp.REFUSED, None, _p(Fm, "k_pad"),
        edited(lambda: family_json("k_pad"), lambda d: d["buffers"]["pad"].update(size_bytes="4*M*1099511627776*"
                                                                                     "1099511627776")),
        "a size expression beyond 64-bit exact arithmetic")
    add("family/non_linear_size", "family", Exp.REFUSED, None, _p(Fm, "k_pad"),
        edited(lambda: family_json("k_pad"), lambda d: d["buffers"]["pad"].update(size_bytes="M*N")),
        "a product of two symbols")
    add("family/grid_zero_at_the_bottom", "family", Exp.REFUSED, None, _p(Fm, "k_pad"),
        edited(lambda: family_json("k_pad", n_range={"min": 0, "max": 4096})), "N = 0 gives an empty grid")
    add("family/scalar_negative_for_small_sizes", "family", Exp.REFUSED, None, _p(Fm, "k_pad"),
        edited(lambda: family_json("k_pad"), lambda d: d["scalars"].update(n="N - 300")), "n = N - 300 < 0 (u32)")
    add("family/grid_past_int_at_the_top", "family", Exp.REFUSED, None, _p(Fm, "k_pad"),
        edited(lambda: family_json("k_pad", n_range={"min": 256, "max": 1 << 40, "multiple_of": 256})),
        "cdiv(N, 256) beyond 2^31 - 1 CTAs at the top of the range")
    add("family/output_region_past_the_buffer", "family", F, 1, _p(Fm, "k_pad"),
        edited(lambda: family_json("k_pad"), lambda d: d["outputs"][0].update(shape=["N + 1"])),
        "the declared region has one element more than any thread writes")
    add("family/u32_byte_offset_wraps_at_the_top", "family", F, 2, _p(Fm, "k_wrap"),
        edited(lambda: family_json("k_wrap", n_range={"min": 256, "max": 1 << 31, "multiple_of": 256})),
        "off = 4*i in 32 bits wraps for i >= 2^30, only at the top of the range: two threads write one element")
    add("family/no_tail_check", "family", F, 3, _p(Fm, "k_notail"),
        edited(lambda: family_json("k_notail", n_range={"min": 256, "max": 4096, "multiple_of": 128})),
        "N a multiple of 128, the kernel assumes 256: the last CTA runs past x and out")
    add("family/tail_threads_skip_the_barrier", "family", F, 4, _p(Fm, "k_tailbar"),
        edited(lambda: family_json("k_tailbar", n_range={"min": 256, "max": 4096})),
        "threads i >= N return before bar.sync when N is not a multiple of 256")
    # ------------------------------------------------ PTX front end: the planted store must be seen
    k = ptx(Fm, "k_pad")
    st = r"st\.global\.f32 \t\[%rd7\], %f1;"
    for name, new in (("two_instructions_on_a_line", "st.global.f32 \t[%rd7], %f1; st.global.f32 \t[%rd6], %f1;"),
                      ("instruction_after_a_label", None),
                      ("instruction_over_three_lines", "st.global.f32 \t[%rd7], %f1;\n\tst.global.f32\n\t[%rd6],\n\t%f1;"),
                      ("after_a_block_comment", "st.global.f32 \t[%rd7], %f1; /* ; */ st.global.f32 [%rd6], %f1;"),
                      ("after_a_pragma", "st.global.f32 \t[%rd7], %f1;\n\t.pragma \"nounroll\"; st.global.f32 [%rd6], %f1;"),
                      ("spaced_negated_guard", "st.global.f32 \t[%rd7], %f1;\n\t@! %p1 st.global.f32 [%rd6], %f1;")):
        edit = ((r"\$L__BB0_2:\n\tret;", "$L__BB0_2: st.global.f32 [%rd2], %f1;\n\tret;") if new is None
                else (st, new))
        add(f"front/{name}", "front_end", F, 2, (lambda e=edit: mut(k, *e)), edited(lambda: family_json("k_pad")),
            "every thread also stores out[0]: a write-write race")
    for name, new in (("hex_offset", "[%rd7+0x7fffffff]"), ("spaced_offset", "[%rd7 + 4096000]"),
                      ("negative_offset", "[%rd7+-4]")):
        add(f"front/{name}", "front_end", F, 3, (lambda n=new: mut(k, st, f"st.global.f32 \t{n}, %f1;")),
            edited(lambda: family_json("k_pad")), "the store's immediate offset leaves out", "st.global.f32")
    # ------------------------------------------------ G: the read-only model without obligation 3
    out.extend(hole_g_cases())
    return out


def hole_g_cases() -> list[Case]:
    def oob() -> LaunchConfig:  # x assumed a permutation of 512 values, 1,024 threads load x[i]
        def e(d: dict[str, Any]) -> None:
            d["buffers"]["x"]["size_bytes"] = 2048
            d["assumptions"][0]["hi"] = 511
        return scatter_cfg(e)

    zero = (r"ld\.global\.nc\.u32 \t%r7, \[%rd5\];",
            "mov.u32 \t%qv, 0;\n\tst.global.u32 \t[%rd5], %qv;\n\tld.global.u32 \t%r7, [%rd5];")
    return [
        Case("G/injective_load_out_of_bounds", "rests_on_bounds", Exp.NOT_PROVED, 2, scatter_ptx, oob,
             "x holds 512 distinct values, threads 512..1023 load past it: out[x[i]] may repeat (obligation 3 fails "
             "on the load; obligation 2 was proved by injectivity applied to those loads)"),
        Case("G/oob_store_into_next_shared_array", "rests_on_bounds", Exp.NOT_PROVED, 2, _p("sym", "s_oob_alias"),
             edited(lambda: loop_json("s_oob_alias")), "a[256 + t] is b[t], which thread t+1 also writes (paired "
             "per buffer, the two stores never met)"),
        Case("G/barrier_counts_differ", "rests_on_bounds", Exp.NOT_PROVED, 2, _p("sym", "s_bar_count"),
             edited(lambda: loop_json("s_bar_count"), out_floats(256)), "warps 4-7 pass one barrier and store s, "
             "warps 0-3 pass two and load it (the second completes when warps 4-7 exit, ordering nothing): "
             "barrier counts 1 and 2 said ordered, while obligation 4 failed"),
        Case("G/inactive_store_past_an_input", "rests_on_bounds", Exp.NOT_PROVED, 6,
             lambda: mut(add_regs(scatter_ptx(), ".reg .b64 \t%qd;"), r"\$L__BB0_2:\n\tret;",
                         "$L__BB0_2:\n\tld.param.u64 \t%qd, [scatter_u32_param_0];\n\tst.global.u32 \t[%qd+4096], "
                         "%r3;\n\tret;"), scatter_cfg,
             "with power inactive every thread stores past the end of x (role in): power_state judged it by x's "
             "role and proved 'no output written', though the bytes past x may be an output's"),
        Case("G/kernel_zeroes_its_input", "rests_on_bounds", Exp.NOT_PROVED, 2,
             lambda: mut(add_regs(scatter_ptx(), ".reg .b32 \t%qv;"), *zero), scatter_cfg,
             "x[i] = 0, then out[x[i]]: every thread writes out[0] (obligation 3 fails on the store into role-in x; "
             "obligation 2 was proved reading x as the unchanged, injective input)"),
    ]


CASES = cases()


def run_case(c: Case) -> str:
    try:
        cfg = c.cfg()
        art = prove(c.ptx(), cfg)
    except ConfigError:
        assert c.expect is Exp.REFUSED, c.id
        return "refused"
    assert c.expect is not Exp.REFUSED, (c.id, art.statuses())
    assert not art.ok, (c.id, art.statuses())
    st = art.statuses()
    if c.expect is Exp.VACUOUS:
        assert "proved" not in {st[k] for k in ("coverage", "single_writer", "bounds_alignment",
                                                "barrier_uniformity")}, st
        assert "vacuous" in st.values(), st
        return "vacuous"
    o = {x["id"]: x for x in art.doc["obligations"]}[c.obligation]
    want = ("failed",) if c.expect is Exp.FAIL else ("failed", "unknown")
    assert o["status"] in want, (c.id, o["status"], (o["detail"] or "")[:300], st)
    if o["status"] == "failed" or c.line:
        w = o["witness"]
        assert w and w.get("reason"), (c.id, w)
        if c.line:
            text = c.ptx()
            accs = [w[k] for k in ("access", "access_a", "access_b") if isinstance(w.get(k), dict)]
            lines = {line_of(text, c.line, i + 1) for i in range(sum(c.line in ln for ln in text.splitlines()))}
            assert lines & {a["ptx_line"] for a in accs}, (c.id, accs, sorted(lines))
    return o["status"]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_planted_bug_is_rejected(case: Case) -> None:
    run_case(case)


def test_breadth() -> None:
    used = {c.cls for c in CASES}
    assert len(CASES) >= 30 and used == set(CLASSES), (len(CASES), used)
    assert len({c.id for c in CASES}) == len(CASES)


# ----------------------------------------------------------------------------- the bases still prove
BASES = [
    ("loops", "l_base", edited(lambda: loop_json("l_base"))),
    ("loops", "l_tripparam", edited(lambda: loop_json("l_tripparam", n=5))),  # 5 iterations fit s exactly
    ("fam", "k_pad", edited(lambda: family_json("k_pad"))),
    ("fam", "k_wrap", edited(lambda: family_json("k_wrap", n_range={"min": 256, "max": 1 << 30, "multiple_of": 256}))),
    ("fam", "k_tailbar", edited(lambda: family_json("k_tailbar"))),
    ("fam", "k_notail", edited(lambda: family_json("k_notail"))),
]
SAFETY = ("coverage", "single_writer", "bounds_alignment", "barrier_uniformity")


@pytest.mark.parametrize("module,entry,cfg", BASES, ids=[f"{m}/{e}" for m, e, _ in BASES])
def test_base_proves(module: str, entry: str, cfg: Callable[[], LaunchConfig]) -> None:
    """The un-mutated kernels prove obligations 1-4 (these configurations declare no power parameter)."""
    st = prove(ptx(module, entry), cfg()).statuses()
    assert all(st[k] == "proved" for k in SAFETY), (entry, st)


def test_gpu_scoped_atomics_prove() -> None:
    """The counter with the device-wide atomicAdd: no race (the J query is only for narrow scopes)."""
    def counter(d: dict[str, Any]) -> None:
        d["buffers"]["out"]["size_bytes"] = 4
        d["outputs"] = []
    st = prove(ptx("atom", "a_gpu_scope"), edited(lambda: loop_json("a_gpu_scope"), counter)()).statuses()
    assert st["single_writer"] == "proved" and st["bounds_alignment"] == "proved", st


def test_shared_loop_base_is_summarised() -> None:
    """l_base's loop is the shape under attack: 4 iterations unrolled, the rest summarised with a trip bound."""
    art = prove(ptx("loops", "l_base"), loop_json_cfg("l_base"))
    assert any("unrolled 4 iterations, rest summarised" in m for m in art.doc["methods"]), art.doc["methods"]


def loop_json_cfg(entry: str) -> LaunchConfig:
    return LaunchConfig.from_json(loop_json(entry))


def test_hole_g_read_only_model_rests_on_obligation_3() -> None:
    """The fix keeps the base proof (obligation 3 proved: nothing changes) and names obligation 3 when it
    holds the others back."""
    art = prove(scatter_ptx(), scatter_cfg())
    assert art.ok, art.statuses()
    bad = prove(hole_g_cases()[0].ptx(), hole_g_cases()[0].cfg())
    o = {x["id"]: x for x in bad.doc["obligations"]}
    assert o[3]["status"] == "failed" and o[2]["status"] == "unknown"
    assert "obligation 3 (failed)" in o[2]["detail"]


# ----------------------------------------------------------------------------- fltc verify on tampered artifacts
def _write(tmp: Path, name: str, text: str, cfg: LaunchConfig) -> Path:
    root = tmp / name
    root.mkdir()
    (root / "pyproject.toml").write_text("")  # the tree the artifact's relative PTX path resolves in
    p = root / "k.ptx"
    p.write_text(text)
    art: Artifact = prove(text, cfg, ptx_path=str(p))
    return art.write(root / "proofs")


def _edit(path: Path, change: Callable[[dict[str, Any]], None]) -> None:
    doc = json.loads(path.read_bytes())
    change(doc)
    doc["digest"] = digest(doc)  # recomputed: only re-derivation can notice
    path.write_bytes(serialize(doc))


def _ob(doc: dict[str, Any], i: int) -> dict[str, Any]:
    return next(o for o in doc["obligations"] if o["id"] == i)


def _witness_value(doc: dict[str, Any]) -> None:
    for q in _ob(doc, 2)["premises"]:
        for v in q["witness"]["values"]:
            v["value"] = (v["value"] + 1) % (1 << v["bits"])


def _witness_foreign_symbol(doc: dict[str, Any]) -> None:
    q = _ob(doc, 3)["premises"][0]
    q["witness"]["values"].append({"symbol": "nosuch", "bits": 32, "value": 0})


def _premise_result(doc: dict[str, Any]) -> None:
    _ob(doc, 1)["premises"][0]["result"] = "unsat"


def _drop_premise(doc: dict[str, Any]) -> None:
    _ob(doc, 2)["premises"].pop()


def _swap_queries(doc: dict[str, Any]) -> None:
    o = _ob(doc, 2)
    assert len(o["premises"]) >= 2
    o["premises"] = list(reversed(o["premises"]))


def _drop_obligation(doc: dict[str, Any]) -> None:
    doc["obligations"] = [o for o in doc["obligations"] if o["id"] != 4]


def _drop_assumption(doc: dict[str, Any]) -> None:
    doc["assumptions"] = doc["assumptions"][1:]


def _reorder_assumptions(doc: dict[str, Any]) -> None:
    doc["assumptions"] = list(reversed(doc["assumptions"]))


def _ptx_sha(doc: dict[str, Any]) -> None:
    doc["ptx"]["sha256"] = "0" * 64


def _config_scalar(doc: dict[str, Any]) -> None:  # key recomputed: the queries no longer match it
    doc["config"]["scalars"]["n"] = 1 << 20
    doc["config_key"] = LaunchConfig.from_json(doc["config"]).key()


TAMPER = [_witness_value, _witness_foreign_symbol, _premise_result, _drop_premise, _swap_queries, _drop_obligation,
          _drop_assumption, _reorder_assumptions, _ptx_sha, _config_scalar]


@pytest.fixture(scope="module")
def scatter_artifact(tmp_path_factory) -> Path:
    return _write(tmp_path_factory.mktemp("s7"), "scatter", scatter_ptx(), scatter_cfg())


@pytest.mark.parametrize("change", TAMPER, ids=[f.__name__.lstrip("_") for f in TAMPER])
def test_tampered_artifact_fails_verify(scatter_artifact: Path, tmp_path: Path, change) -> None:
    import shutil

    root = tmp_path / "c"
    shutil.copytree(scatter_artifact.parent.parent.parent, root)
    art = root / "proofs" / scatter_artifact.parent.name / scatter_artifact.name
    _edit(art, lambda d: d["ptx"].update(path=str(root / "k.ptx")))
    assert check_artifact(art).ok  # the copy itself re-checks
    _edit(art, change)
    res = check_artifact(art)
    assert not res.ok, (change.__name__, res.messages)


def test_hole_g_edited_back_to_proved_fails_verify(tmp_path: Path) -> None:
    """The checker re-solves a non-proved artifact with the same rule: single_writer raised to proved is refused."""
    c = hole_g_cases()[0]
    art = _write(tmp_path, "g", c.ptx(), c.cfg())
    assert check_artifact(art).ok  # the honest artifact re-checks (obligation 2 unknown)

    def raise_(d: dict[str, Any]) -> None:
        o = _ob(d, 2)
        assert o["status"] == "unknown"
        o["status"] = "proved"
    _edit(art, raise_)
    res = check_artifact(art)
    assert not res.ok and any("obligation 2" in m for m in res.messages), res.messages
