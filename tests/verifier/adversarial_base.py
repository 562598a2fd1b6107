"""Bases of the planted-bug suite: un-mutated PTX (fixtures and shipped kernels) and their configurations.

Why a module of its own: every mutant in adversarial_cases.py is an edit of one of these bases, and
test_adversarial.py proves each base un-mutated first (a mutant of a kernel that does not prove would
show nothing). Shipped kernels are cut to their own entry (module header + that entry), so an edit
can only touch the entry under test; the cut module must still prove, which the baseline test checks.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, replace
from functools import cache
from pathlib import Path

from tests.fixtures import kernels as K
from verifier.config import (
    Assumption,
    AssumptionKind,
    Buffer,
    LaunchConfig,
    OutputRegion,
    ParamDecl,
    ParamType,
    PowerSpec,
)
from verifier.config import Role as R

ADV_DIR = Path(__file__).resolve().parents[1] / "fixtures" / "adversarial"


@dataclass(frozen=True)
class Base:
    """One un-mutated kernel: its PTX text and the launch configuration it proves under."""

    name: str
    ptx: str
    cfg: LaunchConfig


def mut(text: str, old: str, new: str, count: int = 1) -> str:
    """Replace `old` (a regex) exactly `count` times; fail loudly if the PTX changed shape."""
    out, n = re.subn(old, new, text, count=count)
    assert n == count, f"mutation pattern {old!r} matched {n} times (expected {count})"
    return out


def add_regs(text: str, decl: str) -> str:
    """Declare extra registers (e.g. `.reg .pred %q<4>;`) right after the entry's opening brace."""
    return mut(text, r"\n\{\n", "\n{\n\t" + decl + "\n")


def entry_module(ptx_text: str, entry: str) -> str:
    """The module header (.version/.target/.address_size) plus the one `.entry` named `entry`."""
    head = ptx_text[: ptx_text.index(".visible .entry")]
    m = re.search(r"\.visible \.entry " + re.escape(entry) + r"\(", ptx_text)
    assert m, f"no entry {entry}"
    # the entry's own closing brace: the last "\n}\n" before the next entry (inline-asm scopes such as
    # cuda_fp16's "{sub.f16x2 ...;\n}" also end a line with "}")
    nxt = ptx_text.find(".visible .entry", m.end())
    end = ptx_text.rfind("\n}\n", m.start(), nxt if nxt >= 0 else len(ptx_text))
    assert end > 0
    return head + ptx_text[m.start(): end + 3]


def _p(name: str, t: str, role: str | None = None) -> ParamDecl:
    return ParamDecl(name, ParamType(t), R(role) if role else None)


def adv_ptx(name: str) -> str:
    return (ADV_DIR / f"{name}.ptx").read_text()


# ----------------------------------------------------------------------------- new fixtures
def hist_u8(n: int = 4096) -> LaunchConfig:
    ctas = (n + 1023) // 1024
    return LaunchConfig(
        "hist_u8", "hist_u8",
        (_p("x", "ptr", "in"), _p("out", "ptr", "out"), _p("total", "ptr", "inout"), _p("n", "u32"),
         _p("power", "u32")),
        (ctas, 1, 1), (256, 1, 1), 0, (("n", n),),
        (("out", Buffer(4 * 256 * ctas)), ("total", Buffer(4)), ("x", Buffer(n))),
        (OutputRegion("out", 0, 4, (ctas * 256,), (4,)),), power=PowerSpec("power", 1), label=f"n{n}")


def warp_sum(ctas: int = 4) -> LaunchConfig:
    n = ctas * 128
    return LaunchConfig(
        "warp_sum", "warp_sum",
        (_p("x", "ptr", "in"), _p("y", "ptr", "out"), _p("bits", "ptr", "out"), _p("power", "u32")),
        (ctas, 1, 1), (128, 1, 1), 0, (),
        (("bits", Buffer(4 * n // 32)), ("x", Buffer(4 * n)), ("y", Buffer(4 * n // 32))),
        (OutputRegion("y", 0, 4, (n // 32,), (4,)), OutputRegion("bits", 0, 4, (n // 32,), (4,))),
        power=PowerSpec("power", 1), label=f"c{ctas}")


def ldm_copy(ctas: int = 3) -> LaunchConfig:
    return LaunchConfig(
        "ldm_copy", "ldm_copy", (_p("a", "ptr", "in"), _p("out", "ptr", "out"), _p("power", "u32")),
        (ctas, 1, 1), (32, 1, 1), 0, (), (("a", Buffer(512 * ctas)), ("out", Buffer(512 * ctas))),
        (OutputRegion("out", 0, 16, (32 * ctas,), (16,)),), power=PowerSpec("power", 1), label=f"c{ctas}")


def cpa_shift(ctas: int = 3) -> LaunchConfig:
    return LaunchConfig(
        "cpa_shift", "cpa_shift", (_p("x", "ptr", "in"), _p("y", "ptr", "out"), _p("power", "u32")),
        (ctas, 1, 1), (128, 1, 1), 0, (), (("x", Buffer(2048 * ctas)), ("y", Buffer(2048 * ctas))),
        (OutputRegion("y", 0, 16, (128 * ctas,), (16,)),), power=PowerSpec("power", 1), label=f"c{ctas}")


def bits_idx(n: int = 1024) -> LaunchConfig:
    return LaunchConfig(
        "bits_idx", "bits_idx",
        (_p("x", "ptr", "in"), _p("out", "ptr", "out"), _p("n", "u32"), _p("power", "u32")),
        (n // 256, 1, 1), (256, 1, 1), 0, (("n", n),), (("out", Buffer(2 * n)), ("x", Buffer(2 * n))),
        (OutputRegion("out", 0, 2, (n,), (2,)),), power=PowerSpec("power", 1), label=f"n{n}")


# ----------------------------------------------------------------------------- shipped kernels
def _registry_config(kernel: str, label: str) -> LaunchConfig:
    from backend.kernels.registry import launch_configs

    for c in launch_configs():
        if c.kernel == kernel and c.label == label:
            return c
    raise AssertionError(f"no registered configuration {kernel}:{label}")


def _shipped(kernel: str, label: str) -> Base:
    from backend.kernels.registry import REGISTRY

    d = REGISTRY[kernel]
    return Base(f"{kernel}:{label}", entry_module(d.ptx_text(), d.entry), _registry_config(kernel, label))


SHIPPED = {
    "copy": ("copy_u32", "n1000"),
    "resid": ("residual_add_f16", "n1000"),
    "dequant": ("dequant_q4_1", "n512"),
    "embed": ("embedding_q8_0", "t5_d96_v320"),
    "gemm": ("gemm_f16", "m64_n64_k64"),
    "greedy": ("greedy_f32", "b3_v1000"),
    "attn": ("paged_attention_f16", "r3_hq4_hkv2_ctx256_l2_b64"),
    "rope": ("rope_f16", "t5_h3_d64_r48_p256"),
    "glu_pdl": ("gemv_q4_1_norm_glu_r1", "m1_n3072_k576_pdl"),
    "rmsnorm_f16": ("rmsnorm_f16", "m1_d64"),
    "rmsnorm_fam": ("rmsnorm_f16", "m2-512_d576"),  # a family: rows M in [2, 512]
    "topk": ("sample_topk_f32", "b3_v1000"),
}


@cache
def bases() -> dict[str, Base]:
    """Every base by short name (cached: the registry's configurations are built once)."""
    out = {
        "vec_add": Base("vec_add", K.ptx("vec_add"), K.vec_add()),
        "rmsnorm": Base("rmsnorm", K.ptx("rmsnorm"), K.rmsnorm()),
        "gemm_tiled": Base("gemm_tiled", K.ptx("gemm_tiled"), K.gemm_tiled(m=48, n=48, k=64)),
        "paged_gather": Base("paged_gather", K.ptx("paged_gather"), K.paged_gather()),
        "pdl_scale": Base("pdl_scale", K.ptx("pdl_scale"), K.pdl_scale()),
        "hist_u8": Base("hist_u8", adv_ptx("hist_u8"), hist_u8()),
        "warp_sum": Base("warp_sum", adv_ptx("warp_sum"), warp_sum()),
        "ldm_copy": Base("ldm_copy", adv_ptx("ldm_copy"), ldm_copy()),
        "cpa_shift": Base("cpa_shift", adv_ptx("cpa_shift"), cpa_shift()),
        "bits_idx": Base("bits_idx", adv_ptx("bits_idx"), bits_idx()),
    }
    for short, (k, lab) in SHIPPED.items():
        out[short] = _shipped(k, lab)
    for sub, name in (("calls", "call_scale"), ("calls", "call_tile"), ("calls", "call_local"),
                      ("structs", "struct_scale")):  # issue 14 item 9
        d = Path(__file__).resolve().parents[1] / "fixtures" / sub
        out[name] = Base(name, (d / f"{name}.ptx").read_text(),
                         LaunchConfig.from_json(json.loads((d / f"{name}.config.json").read_text())))
    return out


def with_range(cfg: LaunchConfig, buffer: str, dtype: str | None, lo: int | None, hi: int | None) -> LaunchConfig:
    """cfg with its load_range assumptions on `buffer` replaced by one [lo, hi] of `dtype`."""
    keep = tuple(a for a in cfg.assumptions if a.buffer != buffer)
    a = Assumption(f"{buffer}_range", AssumptionKind.LOAD_RANGE, "adversarial: planted assumption", buffer, dtype,
                   lo, hi)
    return replace(cfg, assumptions=keep + (a,))
