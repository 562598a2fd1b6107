"""The launch-configuration schema is strict: every hole of the adversarial review is refused, naming the key.

Why: a value coerced or ignored changes what is proved without anyone noticing (a grid of "4", a truncated
assumption bound, an artifact written outside --out). Each case here was a configuration that proved.
"""

from __future__ import annotations

import copy
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from fltc.errors import ConfigError
from tests.fixtures import kernels as K
from verifier import prove
from verifier.artifact import Artifact
from verifier.config import (
    KEYS,
    SHARED_OPTIN_MAX,
    Assumption,
    AssumptionKind,
    Buffer,
    GridDependency,
    LaunchConfig,
    Window,
    config_md_table,
    range_for_load,
)

REPO = Path(__file__).resolve().parents[2]


def vec_add_json() -> dict:
    return json.loads((K.PTX_DIR / "vec_add.config.json").read_text())


def gather_json() -> dict:
    return json.loads((K.PTX_DIR / "paged_gather.config.json").read_text())


def refused(d: dict, *needles: str) -> str:
    with pytest.raises(ConfigError) as ei:
        LaunchConfig.from_json(d)
    msg = str(ei.value)
    assert "\n" not in msg
    for n in needles:
        assert n in msg, msg
    return msg


def edit(d: dict, path: str, value: object) -> dict:
    """A copy of d with the dotted path (list indices as numbers) set to value; '-' deletes the key."""
    d = copy.deepcopy(d)
    *head, last = path.split(".")
    node = d
    for k in head:
        node = node[int(k)] if isinstance(node, list) else node[k]
    if value == "-":
        del node[last]
    elif isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return d


# ---- the review's holes -------------------------------------------------------------------------------
@pytest.mark.parametrize("path,value,needle", [
    ("grid", "4", "grid: must be a JSON list"),
    ("grid", [4.5, 1, 1], "grid[0]: must be an integer, got 4.5"),
    ("grid", [True, 1, 1], "grid[0]: must be an integer, got True"),
    ("scalars.n", "1000", "scalars.n: must be an integer, got '1000'"),
    ("scalars.n", 1000.0, "scalars.n: must be an integer, got 1000.0"),
    ("buffers.a.size_bytes", 2**70, "buffers.a.size_bytes: 1180591620717411303424 is out of range"),
    ("dynamic_shared_bytes", -1, "dynamic_shared_bytes: -1 is out of range"),
    ("kernel", "../x", "kernel: '../x' must match"),
    ("label", "../../../tmp/y", "label: '../../../tmp/y' must match"),
    ("label", "..", "label: '..' must match"),
    ("kernel", ".", "kernel: '.' must match"),
])
def test_review_holes_are_refused(path: str, value: object, needle: str) -> None:
    refused(edit(vec_add_json(), path, value), needle)


@pytest.mark.parametrize("upd,needle", [
    ({"lo": 7, "hi": 0}, "lo = 7 > hi = 0: the range is empty"),
    ({"hi": 2**40}, "(block_table_range).hi: 1099511627776 is out of range -2147483648..2147483647"),
    ({"lo": -2**31 - 1}, "(block_table_range).lo: -2147483649 is out of range"),
    ({"dtype": "f32"}, "(block_table_range).dtype: required for load_range"),
    ({"dtype": "int"}, "(block_table_range).dtype"),
    ({"hi": 7.0}, "(block_table_range).hi: must be an integer"),
])
def test_bad_load_range_assumptions_are_refused(upd: dict, needle: str) -> None:
    d = gather_json()
    d["assumptions"][0].update(upd)
    refused(d, needle)


def test_load_range_needs_dtype_lo_hi_and_one_per_buffer() -> None:
    for k in ("dtype", "lo", "hi"):
        refused(edit(gather_json(), f"assumptions.0.{k}", "-"), f"(block_table_range).{k}")
    d = gather_json()
    d["assumptions"].append(dict(d["assumptions"][0], name="again"))
    refused(d, "a second load_range on buffer block_table")
    d = gather_json()
    d["assumptions"].append({"name": "inj", "kind": "load_injective", "buffer": "block_table", "lo": 0})
    refused(d, "assumptions[1] (inj).lo: only load_range assumptions take lo")
    d["assumptions"][1] = {"name": "dis", "kind": "buffers_disjoint", "buffer": "kv"}
    refused(d, "buffers_disjoint covers every pointer parameter")


# ---- unknown and missing keys at every level ------------------------------------------------------------
@pytest.mark.parametrize("path,needle", [
    ("colour", "colour: unknown key; known: kernel, entry, label, params"),
    ("buffers.a.sizebytes", "buffers.a.sizebytes: unknown key; known: size_bytes, align"),
    ("params.0.nmae", "params[0].nmae: unknown key; known: name, type, role"),
    ("outputs.0.stride", "outputs[0].stride: unknown key; known: buffer, offset, elem_bytes, shape, strides"),
    ("power.activ", "power.activ: unknown key; known: param, active"),
    ("limits.max_regs", "limits.max_regs: unknown key; known: max_registers"),
    ("scalars.m", "scalars.m: unknown key; known: n"),
    ("buffers.d", "buffers.d: unknown key; known: a, b, c (the pointer parameters)"),
])
def test_unknown_keys_are_refused_with_their_path(path: str, needle: str) -> None:
    value = {"size_bytes": 4} if path == "buffers.d" else 1
    refused(edit(vec_add_json(), path, value), needle)


def test_unknown_keys_in_assumptions_and_overlap() -> None:
    d = gather_json()
    d["assumptions"][0]["upper"] = 7
    refused(d, "assumptions[0].upper: unknown key; known: name, kind, reason, buffer, dtype, lo, hi")
    d = json.loads((K.PTX_DIR / "pdl_scale.config.json").read_text())
    d["overlap"]["stabel"] = []
    refused(d, "overlap.stabel: unknown key; known: stable")


@pytest.mark.parametrize("path,needle", [
    ("entry", "entry: required key missing"),
    ("params", "params: required key missing"),
    ("grid", "grid: required key missing"),
    ("buffers.a.size_bytes", "buffers.a.size_bytes: required key missing"),
    ("params.0.role", "params[0].role: required for pointer parameters"),
    ("outputs.0.elem_bytes", "outputs[0].elem_bytes: required key missing"),
    ("scalars.n", "scalars.n: required: parameter n (s32) has no value"),
    ("buffers.c", "buffers.c: required: pointer parameter c has no buffer"),
])
def test_missing_required_keys_are_named(path: str, needle: str) -> None:
    refused(edit(vec_add_json(), path, "-"), needle)


# ---- ranges ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("path,value,needle", [
    ("grid", [2**31, 1, 1], "grid[0]: 2147483648 is out of range 1..2147483647"),
    ("grid", [1, 65536, 1], "grid[1]: 65536 is out of range 1..65535"),
    ("grid", [0], "grid[0]: 0 is out of range"),
    ("grid", [], "grid: must have 1 to 3 entries"),
    ("grid", [1, 1, 1, 1], "grid: must have 1 to 3 entries"),
    ("block", [1025], "block[0]: 1025 is out of range 1..1024"),
    ("block", [1, 1, 65], "block[2]: 65 is out of range 1..64"),
    ("block", [64, 32, 1], "has 2048 threads; at most 1024"),
    ("dynamic_shared_bytes", SHARED_OPTIN_MAX + 1, "dynamic_shared_bytes: 232449 is out of range 0..232448"),
    ("buffers.a.size_bytes", 0, "buffers.a.size_bytes: 0 is out of range 1..281474976710656"),
    ("buffers.a.align", 24, "buffers.a.align: 24 is not a power of two"),
    ("buffers.a.align", 8192, "buffers.a.align: 8192 is out of range 1..4096"),
    ("outputs.0.elem_bytes", 3, "outputs[0].elem_bytes: 3 is not one of 1, 2, 4, 8, 16"),
    ("outputs.0.shape", [-1], "outputs[0].shape[0]: -1 is out of range"),
    ("outputs.0.strides", [4, 4], "outputs[0].strides: has 2 entries, shape has 1"),
    ("outputs.0.buffer", "a2", "outputs[0].buffer: 'a2' is not a pointer parameter"),
    ("scalars.n", 2**31, "scalars.n: 2147483648 is out of range -2147483648..2147483647 (the range of s32)"),
    ("power.active", -1, "power.active: -1 is out of range 0..4294967295 (the range of u32)"),
    ("power.param", "a", "power.param: 'a' is not an integer parameter"),
    ("limits.max_registers", 256, "limits.max_registers: 256 is out of range 1..255"),
    ("params.0.type", "f64", "params[0].type: 'f64' is not one of"),
    ("params.3.role", "in", "params[3].role: only pointer (type ptr) parameters take a role"),
    ("params.3.name", "a", "params[3].name: duplicate parameter name 'a'"),
    ("entry", "vec-add", "entry: 'vec-add' is not a PTX identifier"),
])
def test_out_of_range_values_are_refused(path: str, value: object, needle: str) -> None:
    refused(edit(vec_add_json(), path, value), needle)


def test_edges_of_the_ranges_are_accepted() -> None:
    d = edit(edit(vec_add_json(), "dynamic_shared_bytes", SHARED_OPTIN_MAX), "block", [1024])
    d = edit(edit(d, "grid", [1]), "buffers.a.align", 4096)
    cfg = LaunchConfig.from_json(d)
    assert cfg.grid == (1, 1, 1) and cfg.block == (1024, 1, 1) and cfg.dynamic_shared_bytes == SHARED_OPTIN_MAX


def test_power_parameter_takes_no_scalar_value() -> None:
    refused(edit(vec_add_json(), "scalars.power", 1), "scalars.power: unknown key",
            "the power parameter is symbolic")


def test_f32_scalars_take_finite_numbers_only() -> None:
    d = json.loads(json.dumps(K.rmsnorm().to_json()))
    assert LaunchConfig.from_json(edit(d, "scalars.eps", 1)).scalar_map["eps"] == 1  # an integer is a number
    for bad in (float("nan"), float("inf"), 1e39, "1e-5", True):
        refused(edit(d, "scalars.eps", bad), "scalars.eps: must be a finite number")


def test_top_level_must_be_an_object() -> None:
    for bad in ([vec_add_json()], "x", 3, None):
        refused(bad, "(top level): must be a JSON object")


# ---- registry configurations (built directly, not from JSON) go through the same checks ----------------
def test_registry_configurations_validate_and_round_trip() -> None:
    from backend.kernels.registry import launch_configs

    configs = launch_configs("default")
    # the default model's, the Gemma 3 profile's (registry_gemma, registry_gemma_step), the device tests' concrete
    # shapes not inside a family (registry.GEMM_TEST_SHAPES' 70- and 130-row GEMMs are members), the batch-1 GQA
    # attention's 5 (registry.gqa_test_configs); 177 with the batch-1 Gemma head (registry_gemma.HEAD_R1_KERNEL),
    # 180 with the Gemma linears that are gemm_f16 from LINEAR_GEMM_ALL_FROM rows (v, o, down: 3 families), 181 with
    # the staged batch-1 Gemma head (registry_gemma.HEAD_R1V_KERNEL, declared beside HEAD_R1_KERNEL), 182 with the
    # batch-1 fused QK-norm .. attention of the local layers (registry_gemma_step.QKATT_KERNEL), 184 with the 1-row
    # Q8_0 f16 tile (gemv_q8_0_r1: the Gemma v GEMV at batch 1 and its device-test shape), 185 with the second
    # fused entry (registry_gemma_step.QKATT_KERNELS: qk_rope_attention_b1_d256_f16 launched, the g4 one beside it),
    # 188 with the batch-1 norm-fused Q5_0 GEMVs (registry_gemma.gemma_postnorm_specs: q|k, q|k|v, gate|up), 189
    # with the third fused entry (QKATT_KERNELS: qk_rope_attention_b1o_d256_f16, one pass, declared beside b1), 190
    # with the batch-1 q|k + Q8_0 v norm-fused GEMV (registry_gemma.gemma_pn_q8v_configs), 192 with the o-projection
    # that combines the b1s attention's partials (registry_gemma.comb_configs: two windows), 194 with the split-key
    # entry at both windows (registry_gemma_step.qkatt_b1s_specs: qk_rope_attention_b1s_d256_f16)
    assert len(configs) == 194 and sum(c.is_family for c in configs) == 71
    for c in configs:
        back = LaunchConfig.from_json(json.loads(json.dumps(c.to_json())))
        assert back == c and back.key() == c.key()


def test_directly_built_configurations_are_range_checked() -> None:
    with pytest.raises(ConfigError, match=r"grid\[0\]: 0 is out of range"):
        replace(K.vec_add(), grid=(0, 1, 1)).validate()
    with pytest.raises(ConfigError, match=r"buffers\.a\.size_bytes: must be an integer, got 4000\.0"):
        replace(K.vec_add(), buffers=(("a", Buffer(4000.0)), ("b", Buffer(4000)), ("c", Buffer(4000)))).validate()
    bad = Assumption("t", AssumptionKind.LOAD_RANGE, "", "block_table", "s32", 0, 2**40)
    with pytest.raises(ConfigError, match=r"\(t\)\.hi: 1099511627776 is out of range"):
        replace(K.paged_gather(), assumptions=(bad,)).validate()


def test_fixture_files_round_trip_byte_identically() -> None:
    """to_json() is what artifacts bind: a valid file reads back to exactly its own JSON."""
    for f in sorted(K.PTX_DIR.glob("*.config.json")):
        d = json.loads(f.read_text())
        assert LaunchConfig.from_json(d).to_json() == d, f.name
    assert K.vec_add().key() == "af2d27ff64a4ba579080abd6596e5dbe065e4db96daa2f499ab2aa73ab1d8835"


# ---- the dtype of a load_range must be the type the kernel loads (symexec) ------------------------------
@pytest.mark.parametrize("dtype", ["u16", "u64", "s8"])
def test_load_range_width_other_than_the_load_stops_the_proof(dtype: str) -> None:
    lo, hi = 0, 7
    a = Assumption("block_table_range", AssumptionKind.LOAD_RANGE, "", "block_table", dtype, lo, hi)
    with pytest.raises(ConfigError, match=r"'block_table_range'.*the load at PTX line \d+ reads 32-bit values"):
        prove(K.ptx("paged_gather"), replace(K.paged_gather(), assumptions=(a,)))


def test_range_for_load_refuses_float_loads_and_truncation() -> None:
    a = Assumption("r", AssumptionKind.LOAD_RANGE, "", "t", "s32", -3, 9)
    assert range_for_load(a, 32, "b32", 5) == (-3, 9, True)
    assert range_for_load(replace(a, dtype="u32", lo=0), 32, "u32", 5) == (0, 9, False)
    with pytest.raises(ConfigError, match=r"'r'.*PTX line 5 reads f32, a float type"):
        range_for_load(a, 32, "f32", 5)
    with pytest.raises(ConfigError, match=r"PTX line 6 reads 16-bit values"):
        range_for_load(a, 16, "u16", 6)
    with pytest.raises(ConfigError, match=r"does not fit the 32-bit load at PTX line 7"):
        range_for_load(replace(a, dtype=None, lo=0, hi=2**40), 32, "u32", 7)  # never truncated to 0
    with pytest.raises(ConfigError, match=r"is empty"):
        range_for_load(replace(a, lo=7, hi=0), 32, "s32", 8)


# ---- artifacts stay under --out --------------------------------------------------------------------------
def _artifact(kernel: str, label: str, queries: dict[str, str] | None = None) -> Artifact:
    return Artifact({"kernel": kernel, "label": label, "obligations": []},
                    queries if queries is not None else {f"{label}/1_q.smt2": "(check-sat)\n"})


@pytest.mark.parametrize("kernel,label", [("../x", "l"), ("k", "../../../tmp/y"), ("k", ".."), ("a/b", "l"),
                                          ("", "l")])
def test_artifact_names_that_escape_out_are_refused(tmp_path: Path, kernel: str, label: str) -> None:
    out = tmp_path / "a" / "out"
    with pytest.raises(ConfigError, match="must match"):
        _artifact(kernel, label).write(out)
    assert not any(tmp_path.rglob("*.json")) and not any(tmp_path.rglob("*.smt2"))


def test_artifact_query_paths_and_symlinks_that_escape_out_are_refused(tmp_path: Path) -> None:
    out = tmp_path / "out"
    with pytest.raises(ConfigError, match="outside the artifact directory"):
        _artifact("k", "l", {"l/../../../evil.smt2": "x"}).write(out)
    (out / "k").mkdir(parents=True)
    (tmp_path / "elsewhere").mkdir()
    (out / "k" / "l").symlink_to(tmp_path / "elsewhere")
    with pytest.raises(ConfigError, match="outside the artifact directory"):
        _artifact("k", "l").write(out)
    assert not any(tmp_path.rglob("*.smt2")) and not any(tmp_path.rglob("*.json"))
    p = _artifact("k", "fine").write(out)
    assert p == out / "k" / "fine.json" and p.is_file() and (out / "k" / "fine" / "1_q.smt2").is_file()


# ---- verifier/CONFIG.md and the schema cannot drift -------------------------------------------------------
def test_config_md_table_is_the_schema_table() -> None:
    text = (REPO / "verifier" / "CONFIG.md").read_text()
    m = re.search(r"<!-- keys:begin[^\n]*-->\n(.*?)<!-- keys:end -->", text, re.S)
    assert m, "CONFIG.md lost its generated key table"
    assert m.group(1) == config_md_table(), "regenerate the table: see the comment above it in CONFIG.md"
    listed = re.findall(r"^\| `([^`]+)` \|", m.group(1), re.M)
    assert listed == [k.path for k in KEYS]


def _paths(v: object, prefix: str = "") -> set[str]:
    out = set()
    if isinstance(v, dict):
        for k, x in v.items():
            p = f"{prefix}.{k}" if prefix else k
            if prefix in ("scalars", "buffers"):
                p = f"{prefix}.*"
            out.add(p)
            out |= _paths(x, p)
    elif isinstance(v, list) and v and isinstance(v[0], dict):
        for x in v:
            out |= _paths(x, f"{prefix}[]")
    return out


def test_schema_keys_are_exactly_what_to_json_writes() -> None:
    """Every key to_json() can write is documented, and every documented key is one to_json() writes."""
    full = replace(K.paged_gather(), overlap=GridDependency(("kv",)))
    full = replace(full, buffers=tuple((k, replace(b, windows=(Window(0, b.size_bytes),)) if k == "kv" else b)
                                       for k, b in full.buffers))  # buffers.*.windows
    family = json.loads((REPO / "tests" / "fixtures" / "families" / "tile_copy.proves.json").read_text())
    family["constraints"] = ["n >= 64"]
    written = (_paths(full.to_json()) | _paths(K.vec_add().to_json())
               | _paths(LaunchConfig.from_json(family).to_json()))
    written = {re.sub(r"^symbols\.[^.]+", "symbols.*", p) for p in written}
    written |= _paths(json.loads((REPO / "tests/fixtures/structs/struct_scale.config.json").read_text()))  # struct keys
    written -= {"buffers.*", "symbols.*"}  # a map's entries are documented by their keys (buffers.*.size_bytes)
    assert written == {k.path for k in KEYS}


def test_from_json_known_keys_come_from_the_table() -> None:
    """The keys from_json accepts are the table's: an unknown key's error lists exactly the documented ones."""
    cases = (("", "", vec_add_json()), ("limits", "limits", vec_add_json()), ("buffers.*", "buffers.a", vec_add_json()),
             ("params[]", "params.0", vec_add_json()), ("assumptions[]", "assumptions.0", gather_json()))
    for schema, path, d in cases:
        shown = re.sub(r"\.(\d+)", r"[\1]", path)
        msg = refused(edit(d, f"{path}.zz" if path else "zz", 1), f"{shown}.zz: unknown key" if path else "zz: unknown")
        documented = [k.path.removeprefix(f"{schema}.") for k in KEYS if k.path.startswith(f"{schema}.")] \
            if schema else [k.path for k in KEYS]
        assert msg.split("; known: ")[1].split(";")[0] == ", ".join(x for x in documented if re.fullmatch("[a-z_]+", x))


def test_the_guides_example_configuration_is_valid() -> None:
    """docs/PROVE_YOUR_KERNEL.md's saxpy configuration parses, and the defaults it states are the ones used."""
    text = (REPO / "docs" / "PROVE_YOUR_KERNEL.md").read_text()
    block = text.split("`my-kernels/saxpy.json`:\n\n```json\n", 1)[1].split("```", 1)[0]
    cfg = LaunchConfig.from_json(json.loads(block))
    assert cfg.kernel == "saxpy" and cfg.grid == (8, 1, 1) and cfg.block == (128, 1, 1)
    assert cfg.buffer_map["x"].align == 256 and cfg.power is not None and cfg.power.active == 1
    assert cfg.limits.max_registers == 255 and cfg.limits.max_shared_bytes == 49152 and cfg.dynamic_shared_bytes == 0
