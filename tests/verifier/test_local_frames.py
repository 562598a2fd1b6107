"""`.local` stack frames as per-thread memory (issue 14 item 9; tests/fixtures/ptx/local_frame.cu, nvcc -O3 sm_90).

Each thread has its own window of the depot's size: ld/st.local (and generic ld/st through a cvta.local
address) are accesses in space `local` that obligation 3 checks for bounds and alignment, that
obligation 2 never pairs across threads, and whose loads are fresh symbols.
"""

from __future__ import annotations

import json
import re

import z3

from tests.fixtures import kernels as K
from verifier import prove
from verifier.config import LaunchConfig
from verifier.ptx_parse import parse
from verifier.symexec import make_launch

LF = K.ptx("local_frame")
CFG = LaunchConfig.from_json(json.loads((K.PTX_DIR / "local_frame.config.json").read_text()))


def mut(text: str, old: str, new: str, count: int = 1) -> str:
    out, n = re.subn(old, new, text, count=count)
    assert n == count, f"mutation pattern {old!r} matched {n} times"
    return out


def statuses(text: str, cfg: LaunchConfig = CFG) -> tuple[dict[int, dict], object]:
    art = prove(text, cfg)
    return {o["id"]: o for o in art.doc["obligations"]}, art


def test_fixture_really_has_a_local_depot() -> None:
    assert "__local_depot0[64]" in LF and "st.local" in LF and "ld.local" in LF
    entry = parse(LF).entries[0]
    lay = make_launch(entry, CFG, z3.Context()).local_layout
    assert lay == {"__local_depot0": (0, 64, 16)}


def test_fixture_proves_all_obligations() -> None:
    obs, art = statuses(LF)
    assert art.ok, {i: (o["status"], o.get("detail")) for i, o in obs.items()}
    assert all(o["status"] == "proved" for o in obs.values())
    assert any("per-thread .local memory" in m for m in art.doc["methods"])


def test_index_and_31_is_out_of_bounds_with_witness() -> None:
    # t[idx & 31] on a 16-element array: byte offset (idx << 2) & 124 reaches past the 64-byte depot
    obs, art = statuses(mut(LF, r"and\.b64  \t%rd12, %rd11, 60;", "and.b64 \t%rd12, %rd11, 124;"))
    o3 = obs[3]
    assert o3["status"] == "failed" and not art.ok
    w = o3["witness"]
    assert "out of bounds" in w["reason"] and w["access"]["space"] == "local"
    assert w["access"]["buffer"] == "__local_depot0" and w["access"]["offset"] + 4 > 64


def test_misaligned_local_store_fails_with_witness() -> None:
    obs, _ = statuses(mut(LF, r"st\.local\.f32 \t\[%rd13\], %f4;", "st.local.f32 \t[%rd13+2], %f4;"))
    w = obs[3]["witness"]
    assert obs[3]["status"] == "failed" and "misaligned" in w["reason"] and w["access"]["space"] == "local"


def test_generic_access_through_cvta_local_is_local() -> None:
    text = mut(LF, r"add\.u64 \t%rd5, %SPL, 0;", "cvta.local.u64 \t%rd5, %SPL;")
    text = re.sub(r"\b(ld|st)\.local\.", r"\1.", text)
    obs, art = statuses(text)
    assert art.ok and all(o["status"] == "proved" for o in obs.values())
    bad = mut(text, r"and\.b64  \t%rd12, %rd11, 60;", "and.b64 \t%rd12, %rd11, 124;")
    assert statuses(bad)[0][3]["status"] == "failed"


def test_generic_access_without_cvta_is_unsupported() -> None:
    text = re.sub(r"\b(ld|st)\.local\.", r"\1.", LF)  # generic accesses through the local-window address
    obs, art = statuses(text)
    assert not art.ok
    assert any(o["status"] == "unsupported" and "cvta.local" in str(o.get("detail")) for o in obs.values())


SAME_OFFSET = """
.version 9.0
.target sm_90
.address_size 64
.visible .entry same_offset(.param .u64 p_out, .param .u32 p_n, .param .u32 p_power)
{
\t.SPACE .align 4 .b8 \tbuf[4];
\t.reg .pred \t%p<3>;
\t.reg .b32 \t%r<6>;
\t.reg .b64 \t%rd<4>;
\tld.param.u32 \t%r4, [p_power];
\tsetp.ne.s32 \t%p2, %r4, 1;
\t@%p2 bra \t$L__END;
\tld.param.u64 \t%rd1, [p_out];
\tld.param.u32 \t%r1, [p_n];
\tmov.u32 \t%r2, %tid.x;
\tsetp.ge.s32 \t%p1, %r2, %r1;
\t@%p1 bra \t$L__END;
\tst.SPACE.u32 \t[buf], %r2;
\tld.SPACE.u32 \t%r3, [buf];
\tcvta.to.global.u64 \t%rd2, %rd1;
\tmul.wide.s32 \t%rd3, %r2, 4;
\tadd.s64 \t%rd2, %rd2, %rd3;
\tst.global.u32 \t[%rd2], %r3;
$L__END:
\tret;
}
"""


def _same_offset_cfg() -> LaunchConfig:
    d = json.loads((K.PTX_DIR / "local_frame.config.json").read_text())
    d.update(kernel="same_offset", entry="same_offset", label="n64_bs64", grid=[1, 1, 1], block=[64, 1, 1],
             scalars={"n": 64}, buffers={"out": {"size_bytes": 256, "align": 256}},
             params=[{"name": "out", "type": "ptr", "role": "out"}, {"name": "n", "type": "s32"},
                     {"name": "power", "type": "u32"}],
             outputs=[{"buffer": "out", "offset": 0, "elem_bytes": 4, "shape": [64], "strides": [4]}])
    d["limits"]["max_stack_bytes"] = d["limits"]["max_local_bytes"] = 1024
    return LaunchConfig.from_json(d)


def test_two_threads_storing_one_local_offset_is_no_race() -> None:
    cfg = _same_offset_cfg()
    obs, _ = statuses(SAME_OFFSET.replace("SPACE", "local"), cfg)
    assert obs[2]["status"] == "proved" and obs[3]["status"] == "proved"
    assert "2 per-thread .local accesses never paired" in obs[2]["detail"]
    # control: the same program on one shared word is a race (so the local proof is not vacuous)
    obs_sh, _ = statuses(SAME_OFFSET.replace("SPACE", "shared"), cfg)
    assert obs_sh[2]["status"] == "failed"


def _unsupported(text: str, why: str) -> None:
    obs, art = statuses(text)
    assert not art.ok and obs[3]["status"] == "unsupported" and why in obs[3]["detail"], obs[3]


def test_local_access_of_unknown_provenance_is_unsupported() -> None:
    # ld.local through a global pointer: not derived from the thread's .local variable
    _unsupported(mut(LF, r"ld\.local\.f32 \t%f2, \[%rd13\];", "ld.local.f32 \t%f2, [%rd9];"),
                 "not derived from an entry .local variable")


def test_local_atomic_is_unsupported() -> None:
    # atom/red have no .local form in the opcode table; a generic red through a cvta.local address has no
    # buffer of its (global) space: reported, never a silent local access
    text = mut(LF, r"add\.u64 \t%rd5, %SPL, 0;", "cvta.local.u64 \t%rd5, %SPL;")
    text = re.sub(r"\b(ld|st)\.local\.", r"\1.", text)
    _unsupported(mut(text, r"st\.f32 \t\[%rd13\], %f4;", "red.add.f32 \t[%rd13], %f4;"),
                 "unknown provenance")
