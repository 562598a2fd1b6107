"""By-value struct kernel parameters (issue 14 item 9): `.param .align N .b8 name[K]` in the configuration ABI.

Fixtures: tests/fixtures/structs/*.cu compiled with `nvcc -O3 -arch=sm_90 --ptx` (build.sh): struct_scale (two
pointer fields, an s32 and an f32 field in one 24-byte struct) and struct_rows (two structs: a pointer and a
u64 stride; an s32 and a u16 with tail padding). Each proves un-mutated; each planted bug must fail its
obligation with a witness or be refused -- never "proved".
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from fltc.errors import ConfigError
from verifier import prove
from verifier.config import LaunchConfig, ParamType

DIR = Path(__file__).resolve().parents[1] / "fixtures" / "structs"
SCALE = (DIR / "struct_scale.ptx").read_text()
ROWS = (DIR / "struct_rows.ptx").read_text()
SCALE_JSON = json.loads((DIR / "struct_scale.config.json").read_text())
ROWS_JSON = json.loads((DIR / "struct_rows.config.json").read_text())
SCALE_CFG = LaunchConfig.from_json(SCALE_JSON)


def mut(text: str, old: str, new: str, count: int = 1) -> str:
    out, n = re.subn(old, new, text, count=count)
    assert n == count, f"mutation pattern {old!r} matched {n} times"
    return out


def statuses(text: str, cfg: LaunchConfig) -> tuple[dict[int, dict], object]:
    art = prove(text, cfg)
    return {o["id"]: o for o in art.doc["obligations"]}, art


def with_struct(d: dict, **kw) -> LaunchConfig:
    d = copy.deepcopy(d)
    d["params"][0].update(kw)
    return LaunchConfig.from_json(d)


# ----------------------------------------------------------------------------- schema
def test_struct_config_round_trips_and_flattens() -> None:
    p = SCALE_CFG.params[0]
    assert p.type is ParamType.STRUCT and (p.align, p.size) == (8, 24) and len(p.fields) == 4
    assert [d.name for d in SCALE_CFG.leaf_params] == ["out", "x", "n", "s", "power"]
    assert LaunchConfig.from_json(SCALE_CFG.to_json()) == SCALE_CFG
    plain = LaunchConfig.from_json(json.loads((DIR.parent / "ptx" / "vec_add.config.json").read_text()))
    assert all(set(q) <= {"name", "type", "role"} for q in plain.to_json()["params"])  # others keep their form


@pytest.mark.parametrize("edit,msg", [
    ({"align": 6}, "not a power of two"),
    ({"size": 0}, "out of range"),
    ({"fields": []}, "at least one field"),
    ({"role": "in"}, "take a role"),
    ({"fields": [{"name": "out", "type": "ptr", "offset": 24, "role": "out"}]}, "out of range"),
    ({"fields": [{"name": "n", "type": "s32", "offset": 2}]}, "not a multiple of the field's width"),
    ({"fields": [{"name": "n", "type": "s32", "offset": 0}, {"name": "s", "type": "f32", "offset": 0}]}, "overlap"),
    ({"fields": [{"name": "n", "type": "struct", "offset": 0}]}, "must be one of"),
    ({"fields": [{"name": "n", "type": "s32", "offset": "0"}]}, "must be an integer"),
    ({"fields": [{"name": "n", "type": "s32", "offset": 0, "zz": 1}]}, "unknown key"),
    ({"fields": [{"name": "p", "type": "ptr", "offset": 0}]}, "required for pointer fields"),
    ({"align": 4}, "needs the struct aligned to 8"),
])
def test_bad_struct_declarations_are_refused(edit: dict, msg: str) -> None:
    with pytest.raises(ConfigError, match=re.escape(msg)):
        with_struct(SCALE_JSON, **edit)


def test_field_names_are_parameters_names() -> None:
    d = copy.deepcopy(SCALE_JSON)
    d["params"][1]["name"] = "n"  # the power parameter named like the struct's field n
    d["power"]["param"] = "n"
    with pytest.raises(ConfigError, match="duplicate parameter name"):
        LaunchConfig.from_json(d)
    d = copy.deepcopy(SCALE_JSON)
    del d["scalars"]["s"]
    with pytest.raises(ConfigError, match="scalars.s: required"):
        LaunchConfig.from_json(d)
    d = copy.deepcopy(SCALE_JSON)
    del d["buffers"]["x"]
    with pytest.raises(ConfigError, match="buffers.x: required"):
        LaunchConfig.from_json(d)


# ----------------------------------------------------------------------------- correct fixtures prove
@pytest.mark.parametrize("text,d", [(SCALE, SCALE_JSON), (ROWS, ROWS_JSON)], ids=["struct_scale", "struct_rows"])
def test_fixture_proves_all_obligations(text: str, d: dict) -> None:
    obs, art = statuses(text, LaunchConfig.from_json(d))
    assert art.ok and all(o["status"] == "proved" for o in obs.values()), {i: o["status"] for i, o in obs.items()}
    assert any("by-value struct parameters" in m for m in art.doc["methods"])


# ----------------------------------------------------------------------------- planted bugs
def test_ptx_reads_the_wrong_field_offset_fails_bounds() -> None:
    # n read from offset 20 (the f32 s = 2.0, bits 0x40000000): i < n for every thread, out[i] past the buffer
    obs, art = statuses(mut(SCALE, r"\[struct_scale_param_0\+16\]", "[struct_scale_param_0+20]"), SCALE_CFG)
    assert obs[3]["status"] == "failed" and not art.ok and obs[7]["status"] == "proved"
    w = obs[3]["witness"]
    assert "out of bounds" in w["reason"] and w["access"]["buffer"] in ("out", "x") and w["access"]["ptx_line"] > 0
    assert "thread" in w and w["access"]["offset"] >= 4000


def test_config_declares_the_wrong_field_offsets_fails_bounds() -> None:
    d = copy.deepcopy(SCALE_JSON)
    d["params"][0]["fields"][2]["offset"], d["params"][0]["fields"][3]["offset"] = 20, 16  # n and s swapped
    obs, _ = statuses(SCALE, LaunchConfig.from_json(d))
    assert obs[3]["status"] == "failed" and "out of bounds" in obs[3]["witness"]["reason"]


def test_config_swaps_the_pointer_fields_fails() -> None:
    d = copy.deepcopy(SCALE_JSON)
    d["params"][0]["fields"][0]["offset"], d["params"][0]["fields"][1]["offset"] = 8, 0  # out <-> x
    obs, art = statuses(SCALE, LaunchConfig.from_json(d))
    assert not art.ok  # the store goes to the role-in buffer x, and out is never written
    assert obs[1]["status"] == "failed"


def test_struct_size_mismatch_fails_abi() -> None:
    obs, art = statuses(SCALE, with_struct(SCALE_JSON, size=32))
    assert obs[7]["status"] == "failed" and not art.ok
    assert "struct size differs (PTX .b8[24], descriptor 32 bytes)" in obs[7]["witness"]["reason"]


def test_struct_alignment_mismatch_fails_abi() -> None:
    obs, _ = statuses(SCALE, with_struct(SCALE_JSON, align=16))
    assert obs[7]["status"] == "failed" and "struct alignment differs (PTX .align 8, descriptor 16)" in \
        obs[7]["witness"]["reason"]


def test_ptx_size_mismatch_fails_abi() -> None:
    obs, _ = statuses(mut(SCALE, r"struct_scale_param_0\[24\]", "struct_scale_param_0[32]"), SCALE_CFG)
    assert obs[7]["status"] == "failed" and "PTX .b8[32]" in obs[7]["witness"]["reason"]


def test_read_straddling_two_fields_fails_abi_and_is_unsupported() -> None:
    text = mut(SCALE, r"ld\.param\.u32 \t%r2, \[struct_scale_param_0\+16\];",
               "ld.param.u64 \t%rd9, [struct_scale_param_0+16];\n\tld.param.u32 \t%r2, [struct_scale_param_0+16];")
    text = mut(text, r"\.reg \.b64 \t%rd<8>;", ".reg .b64 \t%rd<10>;")
    obs, art = statuses(text, SCALE_CFG)
    assert not art.ok and obs[7]["status"] == "failed"
    assert "reads 8 bytes at offset 16, which is no declared field" in obs[7]["witness"]["reason"]
    assert obs[3]["status"] == "unsupported" and "reads no declared field" in obs[3]["detail"]


def test_read_past_the_struct_fails_abi() -> None:
    obs, _ = statuses(mut(SCALE, r"\[struct_scale_param_0\+20\]", "[struct_scale_param_0+24]"), SCALE_CFG)
    assert obs[7]["status"] == "failed" and "offset 24" in obs[7]["witness"]["reason"]
    assert obs[2]["status"] == "unsupported"


def test_struct_declared_as_a_pointer_fails_abi() -> None:
    cfg = replace(SCALE_CFG, params=(replace(SCALE_CFG.params[1], name="a", type=ParamType.U64),
                                     SCALE_CFG.params[1]), scalars=(("a", 0),), buffers=())
    with pytest.raises(ConfigError):  # outputs name a buffer no parameter has
        cfg.validate()
    d = copy.deepcopy(SCALE_JSON)
    d["params"][0] = {"name": "a", "type": "u64"}
    d["scalars"] = {"a": 0}
    d["buffers"], d["outputs"] = {}, []
    obs, _ = statuses(SCALE, LaunchConfig.from_json(d))
    assert obs[7]["status"] == "failed" and "array/struct" in obs[7]["witness"]["reason"]
