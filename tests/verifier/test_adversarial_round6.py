"""Adversarial round 6: programmatic dependent launches through a power-gated grid, artifact identity fields, and
mutants of the Gemma kernels' PTX (each must fail to prove, naming the obligation and its witness).

Found (fixed in this round):
* check_dependents admitted a plan whose programmatic dependent was packed with power inactive. Every fltc kernel
  returns before griddepcontrol.wait then (FLTC_POWER_GUARD precedes FLTC_GRID_SYNC), so that grid can complete
  while its predecessor still runs, and the next launch (a dependent's wait, or a stream-ordered start) waits for
  it only: a later grid reading what the earlier one writes after its own wait races with it. A dependent is now
  refused unless it is packed with power active (its proof shows some thread waits: coverage of a non-empty output
  region, every store after the wait) and has an output region with an element.
* `fltc verify` accepted an artifact whose top-level kernel, entry or label was edited (the digest recomputed): it
  reported the edited names as checked; they must now equal the embedded configuration's.
"""

from __future__ import annotations

import json
import shutil
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace as NS

import pytest

from tests.verifier.adversarial_base import add_regs, bases, entry_module, mut
from verifier import prove
from verifier.config import GridDependency, LaunchConfig

ROOT = Path(__file__).resolve().parents[2]


def _artifact_base(kernel: str, label: str) -> tuple[str, LaunchConfig]:
    """The shipped artifact's configuration and its PTX cut to the entry."""
    doc = json.loads((ROOT / "proofs" / kernel / f"{label}.json").read_text())
    cfg = LaunchConfig.from_json(doc["config"])
    return entry_module((ROOT / doc["ptx"]["path"]).read_text(), cfg.entry), cfg


def _ob(art, name: str) -> dict:
    return next(o for o in art.doc["obligations"] if o["name"] == name)


def _status(art) -> dict[str, str]:
    return {o["name"]: o["status"] for o in art.doc["obligations"]}


POSTNORM = ("postnorm_add_norm_f32", "m1-16_d640_pdl")
QK_KV = ("qk_norm_rope_kv_d256_f16", "t1-16_hq4_hkv1_d256_p8192_l18_b16384_pdl")


# ------------------------------------------------------------------ PDL: a dependent launched with power inactive
class _Buf:
    def __init__(self, ptr: int, nbytes: int) -> None:
        self.ptr, self.nbytes = ptr, nbytes


def _plan(power: int):
    """copy_u32 (stream-ordered) -> postnorm_add_f32 (dependent, `power`) -> postnorm_add_norm_f32 (dependent)."""
    from backend.cuda.launcher import pack_args
    from backend.cuda.step_plan import _Launch
    from backend.kernels.registry import REGISTRY

    out, base = [], 1 << 20
    for name, shape in (("copy_u32", {"n": 1000}), ("postnorm_add_f32", {"M": 1, "D": 640, "eps": 1e-6, "overlap": True}),
                        ("postnorm_add_norm_f32", {"M": 1, "D": 640, "eps": 1e-6, "overlap": True})):
        d = REGISTRY[name]
        c = d.config(**shape)
        args = {}
        for n, b in c.buffers:
            args[n] = _Buf(base, b.size_bytes)
            base += (b.size_bytes + 4095) // 4096 * 4096
        out.append(_Launch(d, c, pack_args(d, c, args, power=power if name == "postnorm_add_f32" else None)))
    return out


def test_dependent_with_power_inactive_is_refused() -> None:
    """The middle dependent exits before its wait with power 0, so the last one's wait no longer orders it after
    copy_u32: refused. The same plan with power active is accepted."""
    from backend.cuda.step_plan import check_dependents
    from fltc.errors import ConfigError

    check_dependents(_plan(1))
    with pytest.raises(ConfigError, match="postnorm_add_f32.*power=1 \\(active\\)"):
        check_dependents(_plan(0))


def test_dependent_without_output_element_is_refused() -> None:
    from backend.cuda.step_plan import check_dependents
    from fltc.errors import ConfigError

    w = NS(desc=NS(name="w", params=[]), args=NS(pointers={}), config=NS(label="a", buffer_map={}, overlap=None))
    r = NS(desc=NS(name="r", params=[]), args=NS(pointers={}),
           config=NS(label="b", buffer_map={}, overlap=NS(stable=()), power=None, outputs=(NS(shape=(0, 4)),)))
    with pytest.raises(ConfigError, match="output region with an element"):
        check_dependents([w, r])


# ------------------------------------------------------------------ artifact identity fields
@pytest.mark.parametrize("field,value", [("kernel", "greedy_part_f32"), ("entry", "greedy_part_f32"),
                                         ("label", "b1-64_p64_pdl")])
def test_edited_identity_field_is_rejected(tmp_path: Path, field: str, value: str) -> None:
    from verifier.artifact import digest, serialize
    from verifier.check import check_artifact

    d = tmp_path / "proofs" / "greedy_final"
    shutil.copytree(ROOT / "proofs" / "greedy_final", d)
    p = d / "b1-16_p64_pdl.json"
    doc = json.loads(p.read_text())
    doc[field] = value
    doc["digest"] = digest(doc)
    p.write_bytes(serialize(doc))
    r = check_artifact(p, root=ROOT)
    assert not r.ok and any(f"artifact {field} {value!r}" in m for m in r.messages), r.messages


# ------------------------------------------------------------------ mutants of the Gemma kernels
def test_wait_by_one_warp_only_fails_grid_dependency() -> None:
    p, c = _artifact_base(*POSTNORM)
    q = mut(p, r"\$L__BB3_9:\n\t// begin inline asm\n\tgriddepcontrol\.wait;",
            "$L__BB3_9:\n\tsetp.lt.u32 %p900, %r1, 32;\n\t// begin inline asm\n\t@%p900 griddepcontrol.wait;")
    q = add_regs(q, ".reg .pred %p900;")
    art = prove(q, c)
    o = _ob(art, "single_writer")
    assert o["status"] == "failed" and "before griddepcontrol.wait" in o["witness"]["reason"], _status(art)
    assert o["witness"]["thread"]["thread"][0] >= 32


def test_postnorm_norm_without_first_barrier_races_on_rs() -> None:
    p, c = _artifact_base(*POSTNORM)
    art = prove(mut(p, r"\tbar\.sync \t0;\n\tld\.shared\.f32 \t%f85", "\tld.shared.f32 \t%f85"), c)
    o = _ob(art, "single_writer")
    assert o["status"] == "failed" and "read-write conflict on shared buffer" in o["witness"]["reason"]
    assert "rs_$_0" in o["witness"]["reason"]


def test_postnorm_norm_xs_store_past_its_array_fails_bounds() -> None:
    """xs[d + 896] lands in rs (the next shared variable) on the device: out of xs's own 4096 bytes."""
    p, c = _artifact_base(*POSTNORM)
    art = prove(mut(p, r"st\.shared\.f32 \t\[%r30\], %f346;", "st.shared.f32 \t[%r30+3584], %f346;"), c)
    o = _ob(art, "bounds_alignment")
    assert o["status"] == "failed" and "> size 4096" in o["witness"]["reason"], _status(art)


def test_postnorm_norm_half_element_store_fails_coverage() -> None:
    """xn is f16: a u8 store writes half of each element (the round-5 element-width class, kernel side)."""
    p, c = _artifact_base(*POSTNORM)
    art = prove(mut(p, r"st\.global\.u16 \t\[%rd9\], %rs29;", "st.global.u8 \t[%rd9], %rs29;"), c)
    o = _ob(art, "coverage")
    assert o["status"] == "failed" and "of xn" in o["witness"]["reason"], _status(art)


def test_postnorm_norm_top_member_row_clamped_fails_at_m16() -> None:
    """Row index min(ctaid, 14): wrong only at the family's top member M = 16."""
    p, c = _artifact_base(*POSTNORM)
    q = mut(p, r"\tmov\.u32 \t%r52, %ctaid\.x;\n", "\tmov.u32 \t%r52, %ctaid.x;\n\tmin.u32 \t%r52, %r52, 14;\n")
    art = prove(q, c)
    o = _ob(art, "coverage")
    assert o["status"] == "failed" and o["witness"]["reason"].startswith("element [15, "), o["witness"]["reason"]
    assert _status(art)["single_writer"] == "failed"


def test_postnorm_norm_trap_on_last_cta_fails_coverage() -> None:
    p, c = _artifact_base(*POSTNORM)
    q = mut(p, r"\tmov\.u32 \t%r52, %ctaid\.x;\n",
            "\tmov.u32 \t%r52, %ctaid.x;\n\tsetp.eq.u32 \t%p900, %r52, 15;\n\t@%p900 trap;\n")
    q = add_regs(q, ".reg .pred %p900;")
    assert _status(prove(q, c))["coverage"] == "failed"


def test_head_gemm_row_guard_off_by_one_fails_bounds() -> None:
    """The epilogue's first row guard (r < M, r from ctaid.y; M just re-loaded from the param) made r <= M."""
    p, c = _artifact_base("gemm_f16_f32", "m4-64_n262144_k640")
    art = prove(mut(p, r"setp\.ge\.u32 \t%p32, %r109, %r429;", "setp.gt.u32 \t%p32, %r109, %r429;"), c)
    o = _ob(art, "bounds_alignment")
    assert o["status"] == "failed" and "out of bounds" in o["witness"]["reason"]


def test_gemv_q4_k_partial_tile_row_guard_fails_on_a_partial_member() -> None:
    p, c = _artifact_base("gemv_q4_k", "m2-16_n640_k1024_pdl")
    art = prove(mut(p, r"\tsetp\.ge\.u32 \t%p33, %r28, %r31;", "\tsetp.gt.u32 \t%p33, %r28, %r31;"), c)
    o = _ob(art, "bounds_alignment")
    assert o["status"] == "failed", _status(art)
    assert o["witness"]["launch"]["scalars"]["M"] % 4 == 1  # row 4y+1 == M: only a partial tile has it


def test_kv_v_plane_stride_sign_extended_fails_bounds() -> None:
    """plane_stride (2415919104) > 2^31: rebuilt by sign extension from 32 bits it is negative."""
    p, c = _artifact_base(*QK_KV)
    q = mut(p, r"\tadd\.s64 \t%rd51, %rd50, %rd13;",
            "\tcvt.u32.u64 \t%r900, %rd13;\n\tcvt.s64.s32 \t%rd900, %r900;\n\tadd.s64 \t%rd51, %rd50, %rd900;")
    art = prove(add_regs(q, ".reg .b32 %r900;\n\t.reg .b64 %rd900;"), c)
    o = _ob(art, "bounds_alignment")
    assert o["status"] == "failed" and "> size 2550136832" in o["witness"]["reason"]


def test_kv_token_offset_masked_collides_slots() -> None:
    p, c = _artifact_base(*QK_KV)
    art = prove(mut(p, r"\tand\.b32  \t%r26, %r52, 15;", "\tand.b32  \t%r26, %r52, 7;"), c)
    o = _ob(art, "single_writer")
    assert o["status"] == "failed" and "conflict on global buffer kv" in o["witness"]["reason"]


def test_greedy_final_narrow_membermask_fails_uniformity() -> None:
    p, c = _artifact_base("greedy_final", "b1-16_p64_pdl")
    art = prove(mut(p, r"\tmov\.u32 \t%r63, -1;", "\tmov.u32 \t%r63, 65535;"), c)
    o = _ob(art, "barrier_uniformity")
    assert o["status"] == "failed" and "membermask" in o["witness"]["reason"]


def test_attention_window_reduction_without_barrier_races() -> None:
    p, c = _artifact_base("attention_window_d256_f16", "r2-16_hq4_hkv1_ctx8192_w512_l18_b16384_pdl")
    art = prove(mut(p, r"\$L__BB7_10:\n\tbar\.sync \t0;\n", "$L__BB7_10:\n"), c)
    o = _ob(art, "single_writer")
    assert o["status"] == "failed" and "attention_window_d256_f16E3red" in o["witness"]["reason"]


@pytest.mark.parametrize("code,regs", [
    ("\tbar.arrive \t0, 256;", ""),
    ("\tmbarrier.init.shared.b64 \t[_ZZ21postnorm_add_norm_f32E2xs], 1;", ""),
    ("\telect.sync \t%r900|%p900, -1;", ".reg .b32 %r900;\n\t.reg .pred %p900;"),
    ("\tld.global.b128 \t%rq900, [%rd1];", ".reg .b128 %rq900;"),
    ("\tfence.proxy.async.shared::cta;", ""),
])
def test_unmodelled_instruction_is_unsupported(code: str, regs: str) -> None:
    p, c = _artifact_base(*POSTNORM)
    q = mut(p, r"\tmov\.u32 \t%r52, %ctaid\.x;\n", "\tmov.u32 \t%r52, %ctaid.x;\n" + code + "\n")
    st = _status(prove(add_regs(q, regs) if regs else q, c))
    assert all(st[k] == "unsupported" for k in ("coverage", "single_writer", "bounds_alignment",
                                                "barrier_uniformity", "power_state")), st


def test_atomic_counter_racing_a_plain_store_fails() -> None:
    b = bases()["hist_u8"]
    q = b.ptx.replace("\t@%p4 bra \t$L__BB0_7;\n", "\tsetp.eq.s32 \t%p4, %r1, 1;\n\t@%p4 st.global.u32 \t[%rd2], %r1;\n"
                      "\tsetp.ne.s32 \t%p4, %r1, 0;\n\t@%p4 bra \t$L__BB0_7;\n")
    o = _ob(prove(q, b.cfg), "single_writer")
    assert o["status"] == "failed" and "conflict on global buffer total" in o["witness"]["reason"]


# ------------------------------------------------------------------ assumptions and family membership
def _qk_json() -> dict:
    return json.loads((ROOT / "proofs" / QK_KV[0] / f"{QK_KV[1]}.json").read_text())["config"]


def test_contradictory_premises_are_refused_or_vacuous() -> None:
    from fltc.errors import ConfigError

    j = _qk_json()
    j["assumptions"][0].update(lo="T", hi="T - 1")  # empty for every member
    with pytest.raises(ConfigError, match="may exceed hi"):
        LaunchConfig.from_json(j)
    j = _qk_json()  # injective slots all equal to 0: pigeonhole
    j["assumptions"].append({"name": "r", "kind": "load_range", "buffer": "slots", "dtype": "u32", "lo": 0, "hi": 0})
    with pytest.raises(ConfigError, match="cannot be pairwise distinct"):
        LaunchConfig.from_json(j)
    j = _qk_json()
    j["constraints"] = ["T >= 10", "T <= 5"]
    p, _ = _artifact_base(*QK_KV)
    st = _status(prove(p, LaunchConfig.from_json(j)))
    assert set(st.values()) == {"vacuous"}, st


def test_family_member_must_match_stable_and_assumptions() -> None:
    fam = LaunchConfig.from_json(_qk_json())
    m = fam.instantiate({"T": 7})
    assert fam.match(m) == {"T": 7}
    assert fam.match(replace(m, overlap=GridDependency(()))) is None  # check_dependents would skip the stable ones
    assert fam.match(replace(m, assumptions=())) is None
    assert fam.match(replace(m, grid=(17, 1, 1))) is None
