"""CTA barriers order one CTA's global accesses (obligation 2), never those of different CTAs.

tests/fixtures/ptx/cta_scratch.cu (nvcc -O3 sm_90): each CTA reuses its row of a global scratch buffer
across two __syncthreads(); thread t writes slot t, reads slot t+1, then writes slot t+1, which thread t+1
wrote before the first barrier. That is race-free (and was a false alarm when global write-write pairs
were flagged whatever the barriers). Mutants: barriers removed, rows shared by CTAs, a barrier only in CTA 0.
"""

from __future__ import annotations

import json
import re

import pytest

from tests.fixtures import kernels as K
from verifier import prove
from verifier.config import Buffer, LaunchConfig, OutputRegion, ParamDecl, ParamType, PowerSpec, Role

CS = K.ptx("cta_scratch")


def mut(text: str, old: str, new: str, count: int = 1) -> str:
    out, n = re.subn(old, new, text, count=count)
    assert n == count, f"mutation pattern {old!r} matched {n} times"
    return out


def scratch_cfg(entry: str = "cta_scratch", bs: int = 128, grid: int = 3, scratch_rows: int | None = None
                ) -> LaunchConfig:
    rows = grid if scratch_rows is None else scratch_rows
    p = (ParamDecl("x", ParamType.PTR, Role.IN), ParamDecl("scratch", ParamType.PTR, Role.INOUT),
         ParamDecl("y", ParamType.PTR, Role.OUT), ParamDecl("power", ParamType.U32))
    n = bs * grid
    return LaunchConfig(entry, entry, p, (grid, 1, 1), (bs, 1, 1), 0, (),
                        (("scratch", Buffer(4 * bs * rows)), ("x", Buffer(4 * n)), ("y", Buffer(4 * n))),
                        (OutputRegion("y", 0, 4, (n,), (4,)),), power=PowerSpec("power", 1),
                        label=f"g{grid}_bs{bs}")


def obligations(text: str, cfg: LaunchConfig) -> tuple[dict[int, dict], bool]:
    art = prove(text, cfg)
    return {o["id"]: o for o in art.doc["obligations"]}, art.ok


def test_config_json_matches() -> None:
    d = json.loads((K.PTX_DIR / "cta_scratch.config.json").read_text())
    assert LaunchConfig.from_json(d) == scratch_cfg()


@pytest.mark.parametrize("grid", [1, 3])
def test_scratch_reused_across_barriers_proves(grid: int) -> None:
    obs, ok = obligations(CS, scratch_cfg(grid=grid))
    assert ok, {k: (v["status"], v["detail"]) for k, v in obs.items()}
    names = [q["name"] for q in obs[2]["queries"]]
    # same-CTA pairs per barrier interval; different CTAs in one query of their own (grid > 1 only)
    assert any(n.startswith("write_write_global_scratch_epoch") for n in names), names
    assert ("write_write_global_scratch_xcta" in names) == (grid > 1), names


HAND = """.version 8.0\n.target sm_90\n.address_size 64
.visible .entry k(.param .u64 k_param_0)
{ .reg .b32 %r<3>; .reg .b64 %rd<4>; .reg .pred %p<3>;
  ld.param.u64 %rd1, [k_param_0];
  mov.u32 %r1, %tid.x;
  mov.u32 %r2, %ctaid.x;
  mul.wide.u32 %rd2, %r2, 4;
  add.s64 %rd3, %rd1, %rd2;
  setp.eq.u32 %p1, %r1, 0;
  @%p1 st.global.u32 [%rd3], %r1;
  bar.sync 0;
  setp.eq.u32 %p2, %r1, 1;
  @%p2 st.global.u32 [%rd3], %r1;
  ret; }"""


def hand_cfg(grid: int) -> LaunchConfig:
    return LaunchConfig("k", "k", (ParamDecl("y", ParamType.PTR, Role.OUT),), (grid, 1, 1), (64, 1, 1), 0, (),
                        (("y", Buffer(4 * grid)),), (OutputRegion("y", 0, 4, (grid,), (4,)),))


def test_two_writers_of_one_cta_ordered_by_a_barrier() -> None:
    """Threads 0 and 1 of each CTA write y[ctaid], one before and one after bar.sync: one writer at a time."""
    obs, _ = obligations(HAND, hand_cfg(4))
    assert obs[2]["status"] == "proved", obs[2]["detail"]


@pytest.mark.parametrize("what,text,grid,same_cta", [
    ("barrier removed: both writes in one interval", mut(HAND, r"  bar\.sync 0;\n", ""), 1, True),
    ("two CTAs write one word across the barrier", mut(HAND, r"add\.s64 %rd3, %rd1, %rd2;", "mov.u64 %rd3, %rd1;"),
     2, False),
])
def test_hand_written_write_write_races(what: str, text: str, grid: int, same_cta: bool) -> None:
    cfg = hand_cfg(grid)
    if not same_cta:  # one word for all CTAs
        cfg = LaunchConfig("k", "k", cfg.params, cfg.grid, cfg.block, 0, (), (("y", Buffer(4)),),
                           (OutputRegion("y", 0, 4, (1,), (4,)),))
    obs, _ = obligations(text, cfg)
    o = obs[2]
    assert o["status"] == "failed", (what, o["detail"])
    w = o["witness"]
    assert "write-write" in w["reason"]
    assert (w["thread_a"]["block"] == w["thread_b"]["block"]) == same_cta, w
    if not same_cta:
        assert w["query"].endswith("_xcta")


# (name, ptx text, config, obligation, same CTA in the witness)
MUTANTS = [
    ("first barrier removed: neighbour's slot read while written", mut(CS, r"\tbar\.sync \t0;\n", ""),
     scratch_cfg(), 2, True),
    ("both barriers removed: neighbour's slot written twice in one interval",
     mut(CS, r"\tbar\.sync \t0;\n", "", count=2), scratch_cfg(), 2, True),
    ("scratch row shared by all CTAs: barriers do not order CTAs",
     mut(CS, r"cvt\.u64\.u32 \t%rd6, %r4;", "mov.u64 \t%rd6, 0;"), scratch_cfg(scratch_rows=1), 2, False),
    ("first barrier only in CTA 0 (uniform per CTA): CTA 1 races", CS, scratch_cfg("cta_scratch_cta0_barrier"), 2,
     True),
    ("first barrier in a thread-dependent branch",
     mut(mut(CS, r"\.reg \.pred \t%p<2>;", ".reg .pred \t%p<3>;"),  # cta_scratch's declaration (the first)
         r"(st\.global\.f32 \t\[%rd12\], %f1;\n)\tbar\.sync \t0;",
         r"\1\tsetp.eq.u32 \t%p2, %r5, 0;\n\t@%p2 bar.sync \t0;"), scratch_cfg(), 4, None),
]


@pytest.mark.parametrize("name,text,cfg,oid,same_cta", MUTANTS, ids=[m[0] for m in MUTANTS])
def test_mutant_fails_with_witness(name: str, text: str, cfg: LaunchConfig, oid: int, same_cta: bool | None) -> None:
    obs, ok = obligations(text, cfg)
    o = obs[oid]
    assert o["status"] == "failed", (name, o["status"], o["detail"])
    w = o["witness"]
    assert w["reason"] and w["launch"]["grid"] == list(cfg.grid) and w["thread_a"] != w["thread_b"]
    if same_cta is not None:
        assert (w["thread_a"]["block"] == w["thread_b"]["block"]) == same_cta, w
        assert w["access_a"]["buffer"] == "scratch"
    assert not ok
