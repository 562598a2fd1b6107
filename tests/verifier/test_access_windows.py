"""Access windows (buffers.*.windows): every access of a buffer that declares them lies inside one window.

Why: a pointer may reach bytes that are part of the allocation it was given but not the kernel's to touch --
a layer's view of the paged KV cache (registry.layer_view) reaches every later layer's K rows between its own
K and V slices. Without windows obligation 3 only asks for [0, size_bytes), so a store at slot n_slots (the
next layer's K row) proved (test_adversarial_gemma_step's qk_k_slot_guard_le, test_adversarial_decode's hole).

The kernel here is hand-written: thread t stores at byte `base + (t << shift)` of `buf` (u8 stores with shift
0, u32 with shift 2), so the scalar `base` puts the accesses just inside a window, one byte past its end, in the
gap between two windows or straddling two adjacent ones. Without windows every one of those launches proves
(all bytes lie inside the buffer): the windows are what fails them, with a witness naming the window set.
"""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path

import pytest

from backend.kernels.registry import REGISTRY, launch_configs
from fltc.errors import ConfigError
from tests.verifier.adversarial_base import entry_module, mut
from verifier import prove
from verifier.artifact import digest, serialize
from verifier.check import check_artifact
from verifier.config import Buffer, LaunchConfig, Window

PTX = """\
.version 8.0
.target sm_90
.address_size 64

.visible .entry win_store(
\t.param .u64 win_store_param_0,
\t.param .u32 win_store_param_1,
\t.param .u32 win_store_param_2
)
{
\t.reg .pred \t%p<2>;
\t.reg .b16 \t%rs<2>;
\t.reg .b32 \t%r<6>;
\t.reg .b64 \t%rd<5>;

\tld.param.u64 \t%rd1, [win_store_param_0];
\tld.param.u32 \t%r1, [win_store_param_1];
\tld.param.u32 \t%r2, [win_store_param_2];
\tsetp.ne.s32 \t%p1, %r2, 1;
\t@%p1 bra \t$L__BB0_2;

\tcvta.to.global.u64 \t%rd2, %rd1;
\tmov.u32 \t%r3, %tid.x;
\tshl.b32 \t%r4, %r3, SHIFT;
\tadd.s32 \t%r5, %r4, %r1;
\tcvt.u64.u32 \t%rd3, %r5;
\tadd.s64 \t%rd4, %rd2, %rd3;
STORE
$L__BB0_2:
\tret;
}
"""
U8 = PTX.replace("SHIFT", "0").replace("STORE", "\tcvt.u16.u32 \t%rs1, %r3;\n\tst.global.u8 \t[%rd4], %rs1;\n")
U32 = PTX.replace("SHIFT", "2").replace("STORE", "\tst.global.u32 \t[%rd4], %r3;\n")


def config(base: int | str, windows: list[dict] | None, *, threads: int = 16, width: int = 1, size: int | str = 64,
           symbols: dict | None = None) -> dict:
    """The JSON configuration: `threads` threads, each storing `width` bytes at base + width * tid of a buffer of
    `size` bytes (windows: None -- the key absent, the whole buffer)."""
    buf: dict = {"size_bytes": size, "align": 256}
    if windows is not None:
        buf["windows"] = windows
    d = {"kernel": "win_store", "entry": "win_store", "label": "",
         "params": [{"name": "buf", "type": "ptr", "role": "out"}, {"name": "base", "type": "u32"},
                    {"name": "power", "type": "u32"}],
         "grid": [1, 1, 1], "block": [threads, 1, 1], "scalars": {"base": base}, "buffers": {"buf": buf},
         "outputs": [{"buffer": "buf", "offset": base, "elem_bytes": width, "shape": [threads], "strides": [width]}],
         "power": {"param": "power", "active": 1}}
    if symbols:
        d["symbols"] = symbols
    return d


TWO = [{"offset": 0, "size": 16}, {"offset": 32, "size": 16}]  # [0, 16) and [32, 48) of 64 bytes
ADJ = [{"offset": 0, "size": 18}, {"offset": 18, "size": 18}]  # [0, 18) and [18, 36): adjacent


def bounds(ptx: str, d: dict) -> tuple[dict, dict]:
    art = prove(ptx, LaunchConfig.from_json(d))
    return {o["name"]: o["status"] for o in art.doc["obligations"]}, {o["id"]: o for o in art.doc["obligations"]}[3]


@pytest.mark.parametrize("ptx,base,windows,threads,what", [
    (U8, 0, TWO, 16, "bytes [0, 16): window 0 exactly"),
    (U8, 32, TWO, 16, "bytes [32, 48): window 1 exactly"),
    (U32, 12, ADJ, 1, "bytes [12, 16) of [0, 18)"),
    (U32, 20, ADJ, 1, "bytes [20, 24) of [18, 36)"),
    (U32, 32, ADJ, 1, "bytes [32, 36): the last four of [18, 36)"),
], ids=lambda v: v if isinstance(v, str) and v.startswith("bytes") else None)
def test_accesses_just_inside_a_window_prove(ptx: str, base: int, windows: list, threads: int, what: str) -> None:
    width = 1 if ptx is U8 else 4
    st, o3 = bounds(ptx, config(base, windows, threads=threads, width=width))
    assert set(st.values()) == {"proved"}, (what, st, o3["detail"])
    assert "access windows of buf: 2" in o3["detail"] and "inside no single window" in o3["method"]


@pytest.mark.parametrize("ptx,base,windows,threads,offset,what", [
    (U8, 1, TWO, 16, 16, "one byte past window 0's end: thread 15 stores byte 16"),
    (U8, 17, TWO, 16, None, "in the gap [16, 32) between the windows"),
    (U8, 33, TWO, 16, 48, "one byte past window 1's end (byte 48, inside the buffer)"),
    (U32, 16, ADJ, 1, 16, "bytes [16, 20) straddle windows [0, 18) and [18, 36)"),
    (U32, 36, ADJ, 1, 36, "bytes [36, 40): past the last window, inside the buffer"),
], ids=lambda v: v if isinstance(v, str) and " " in v else None)
def test_accesses_outside_every_window_fail_with_a_witness(ptx: str, base: int, windows: list, threads: int,
                                                          offset: int | None, what: str) -> None:
    width = 1 if ptx is U8 else 4
    d = config(base, windows, threads=threads, width=width)
    st, o3 = bounds(ptx, d)
    assert st["bounds_alignment"] == "failed", (what, st)
    w = o3["witness"]
    off = w["access"]["offset"]
    assert w["access"]["buffer"] == "buf" and w["access"]["kind"] == "st" and w["thread"], w
    if offset is not None:
        assert off == offset, (what, w["reason"])
    assert not any(x["offset"] <= off and off + width <= x["offset"] + x["size"] for x in windows), (what, off)
    assert w["windows"] == windows, w
    spans = ", ".join(f"[{x['offset']}, {x['offset'] + x['size']})" for x in windows)
    assert w["reason"] == (f"outside the access windows of buf: bytes [{off}, {off + width}) lie inside none of "
                           f"{spans}"), w["reason"]
    assert "out of bounds" not in w["reason"] and "misaligned" not in w["reason"]
    # without windows the same launch proves: every byte lies inside the buffer
    st, _ = bounds(ptx, config(base, None, threads=threads, width=width))
    assert set(st.values()) == {"proved"}, (what, st)


def test_buffer_end_is_still_checked_with_windows() -> None:
    """Windows add to the buffer-end test, they do not replace it: past size_bytes is reported as before."""
    st, o3 = bounds(U8, config(49, [{"offset": 0, "size": 16}, {"offset": 48, "size": 16}]))
    assert st["bounds_alignment"] == "failed"
    assert o3["witness"]["reason"].startswith("out of bounds: offset 64 + 1 > size 64; outside the access windows"), \
        o3["witness"]["reason"]


def test_a_buffer_without_windows_keeps_its_queries_and_json() -> None:
    """No windows: the JSON has no "windows" key and obligation 3's method, detail and queries are exactly
    those of a configuration written before windows existed."""
    d = config(0, None)
    cfg = LaunchConfig.from_json(d)
    assert "windows" not in cfg.to_json()["buffers"]["buf"] and cfg.buffer_map["buf"].windows == ()
    _, o3 = bounds(U8, d)
    assert "window" not in o3["method"] and "window" not in o3["detail"]
    whole = copy.deepcopy(d)
    whole["buffers"]["buf"]["windows"] = [{"offset": 0, "size": 64}]  # one window, the whole buffer
    st, o3w = bounds(U8, whole)
    assert set(st.values()) == {"proved"} and LaunchConfig.from_json(whole).key() != cfg.key()
    assert [q["sha256"] for q in o3w["queries"]] != [q["sha256"] for q in o3["queries"]]


def test_windows_are_in_the_artifact_and_rechecked(tmp_path: Path) -> None:
    """The windows are part of the configuration (its key, the artifact's digest) and `fltc verify` re-derives
    the same queries from them; an artifact whose windows were edited no longer checks."""
    ptx_path = tmp_path / "win_store.ptx"
    ptx_path.write_text(U8)
    d = config(32, TWO)
    cfg = LaunchConfig.from_json(d)
    assert cfg.to_json()["buffers"]["buf"]["windows"] == TWO
    assert LaunchConfig.from_json(cfg.to_json()).to_json() == cfg.to_json()
    art = prove(U8, cfg, ptx_path=str(ptx_path))
    assert art.ok, art.statuses()
    p = art.write(tmp_path / "proofs")
    r = check_artifact(p, root=tmp_path)
    assert r.ok, r.messages
    doc = json.loads(p.read_text())
    doc["config"]["buffers"]["buf"]["windows"][1] = {"offset": 16, "size": 32}  # widen window 1 over the gap
    doc["digest"] = digest(doc)
    p.write_bytes(serialize(doc))
    r = check_artifact(p, root=tmp_path)
    assert not r.ok and any("config_key" in m or "configuration edited" in m for m in r.messages), r.messages


# ---- families: windows written in the symbols -------------------------------------------------------------
FAMILY = {"n": {"min": 16, "max": 64, "multiple_of": 16}}
FWIN = [{"offset": 0, "size": "n"}, {"offset": "2*n", "size": "n"}]  # [0, n) and [2n, 3n) of 3n bytes


def test_family_windows_prove_inside_and_fail_in_the_gap() -> None:
    st, o3 = bounds(U8, config("2*n", FWIN, size="3*n", symbols=FAMILY))
    assert st["bounds_alignment"] == "proved", (st, o3["detail"])
    st, o3 = bounds(U8, config("n", FWIN, size="3*n", symbols=FAMILY))  # bytes [n, n + 16): the gap
    assert st["bounds_alignment"] == "failed", st
    w = o3["witness"]
    n = w["launch"]["symbols"]["n"]
    assert w["windows"] == [{"offset": 0, "size": n}, {"offset": 2 * n, "size": n}], w
    assert n <= w["access"]["offset"] < 2 * n and "outside the access windows of buf" in w["reason"], w


def test_instantiate_and_match_carry_the_windows() -> None:
    fam = LaunchConfig.from_json(config("2*n", FWIN, size="3*n", symbols=FAMILY))
    member = fam.instantiate({"n": 32})
    assert member.buffer_map["buf"].windows == (Window(0, 32), Window(64, 32))
    assert fam.match(member) == {"n": 32}
    other = LaunchConfig.from_json({**member.to_json(), "buffers": {"buf": {
        "size_bytes": 96, "align": 256, "windows": [{"offset": 0, "size": 32}, {"offset": 48, "size": 48}]}}})
    assert fam.match(other) is None  # the same sizes, other windows: not a member


# ---- validation ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("windows,needle", [
    ([], "an empty list"),
    ([{"offset": 32, "size": 16}, {"offset": 0, "size": 16}], "must be sorted by offset"),
    ([{"offset": 0, "size": 20}, {"offset": 16, "size": 16}], "reaches 4 byte(s) past where window 1 starts"),
    ([{"offset": 0, "size": 16}, {"offset": 60, "size": 8}], "reaches 4 byte(s) past where the buffer ends"),
    ([{"offset": 0, "size": 0}], "buffers.buf.windows[0].size: 0 is out of range"),
    ([{"offset": -1, "size": 4}], "buffers.buf.windows[0].offset: -1 is out of range"),
    ([{"offset": 0, "size": 4.0}], "must be an integer"),
    ([{"offset": 0}], "buffers.buf.windows[0].size: required key missing"),
    ([{"offset": 0, "size": 4, "end": 4}], "buffers.buf.windows[0].end: unknown key; known: offset, size"),
    ({"offset": 0, "size": 4}, "buffers.buf.windows: must be a JSON list"),
])
def test_bad_windows_are_refused(windows: object, needle: str) -> None:
    with pytest.raises(ConfigError) as ei:
        LaunchConfig.from_json(config(0, windows))  # type: ignore[arg-type]
    assert needle in str(ei.value), str(ei.value)


@pytest.mark.parametrize("windows,needle", [
    ([{"offset": 0, "size": "n"}, {"offset": "n - 8", "size": 8}], "past where window 1 starts"),
    ([{"offset": 0, "size": "n"}, {"offset": "2*n", "size": "n + 1"}], "for some member of the family"),
    ([{"offset": 0, "size": "n"}, {"offset": 40, "size": 8}], "for some member of the family"),  # n = 48, 64
])
def test_family_windows_must_fit_on_every_member(windows: list, needle: str) -> None:
    with pytest.raises(ConfigError) as ei:
        LaunchConfig.from_json(config(0, windows, size="3*n", symbols=FAMILY))
    assert needle in str(ei.value), str(ei.value)


def test_directly_built_windows_are_validated() -> None:
    cfg = LaunchConfig.from_json(config(0, None))
    bad = replace(cfg, buffers=(("buf", Buffer(64, 256, (Window(8, 8), Window(0, 8)))),))
    with pytest.raises(ConfigError, match="must be sorted by offset"):
        bad.validate()


# ---- the registry's layer views ---------------------------------------------------------------------------
def test_every_layer_view_declares_its_k_and_v_slices() -> None:
    """Every registered launch of a kernel taking a KV layer view (a `kv` buffer) restricts it to the layer's K
    slice and V slice (registry.layer_view), and those are the spec's addresses of layer 0 of a one-layer view."""
    views = [c for c in launch_configs() if "kv" in c.buffer_map]
    assert {c.kernel for c in views} >= {"qk_norm_rope_kv_d256_f16", "qk_rope_attention_g4_d256_f16",
                                         "qk_rope_attention_b1_d256_f16",
                                         "attention_window_d256_f16", "attention_window_g4_d256_f16",
                                         "rope_qkv_kv_f16", "gemv_q4_1_norm_rope_r1", "attention_split_f16"}
    for c in views:
        s = c.scalar_map
        page, plane = s["page_stride"], s["plane_stride"]
        kv = c.buffer_map["kv"]
        layer = kv.size_bytes - plane
        assert layer > 0 and layer % page == 0 and plane % layer == 0, (c.kernel, c.label)
        assert kv.windows == (Window(0, layer), Window(plane, layer)), (c.kernel, c.label)


def test_a_llama_layer_view_read_of_another_layer_fails() -> None:
    """attention_gqa_f16 (SmolLM2's batch-1 attention) with its first key's block-table entry + 1: the allocator's
    last block reads block physical_blocks, layer + 1's K rows. Obligation 3 fails with the windows, proved without."""
    cfg = next(c for c in launch_configs() if c.kernel == "attention_gqa_f16"
               and c.label == "r1_hq9_hkv3_ctx1024_l30_b16384_pdl")
    d = REGISTRY[cfg.kernel]
    text = mut(entry_module(d.ptx_text(), d.entry), r"(ld\.global\.nc\.u32 \t%r85, \[%rd32\];\n)",
               r"\1\tadd.s32 \t%r85, %r85, 1;\n")
    o3 = {o["id"]: o for o in prove(text, cfg).doc["obligations"]}[3]
    assert o3["status"] == "failed", o3["detail"]
    w, kv = o3["witness"], cfg.buffer_map["kv"]
    assert w["access"]["buffer"] == "kv" and w["access"]["kind"] == "ld", w
    assert kv.windows[0].size <= w["access"]["offset"] < kv.windows[1].offset, w
    whole = replace(cfg, buffers=tuple((k, replace(b, windows=())) for k, b in cfg.buffers))
    assert {o["id"]: o for o in prove(text, whole).doc["obligations"]}[3]["status"] == "proved"
