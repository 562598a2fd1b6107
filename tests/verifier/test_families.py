"""Families of launch sizes: one artifact for every value in the declared ranges (issue 15).

Why these tests: a concrete proof says nothing about other values, and four race bugs of a public corpus
occur only for some values of a scalar. Each planted kernel in tests/fixtures/families/ must fail over a
range that contains its bad values, with a witness naming them, and prove over a safe range; the grammar,
instantiate() and match() (the launch gate's membership test) must agree with each other, and an empty
family must be `vacuous`, never proved.
"""

from __future__ import annotations

import copy
import json
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fltc.errors import ConfigError
from tests.fixtures import kernels as K
from verifier import prove
from verifier import sizeexpr as sx
from verifier.check import check_artifact
from verifier.config import LaunchConfig

FAM = Path(__file__).resolve().parents[1] / "fixtures" / "families"
ALL = ("coverage", "single_writer", "bounds_alignment", "barrier_uniformity", "resources", "power_state", "abi")


def cfg_json(name: str, tag: str) -> dict:
    return json.loads((FAM / f"{name}.{tag}.json").read_text())


def run(name: str, tag: str, d: dict | None = None):
    cfg = LaunchConfig.from_json(d if d is not None else cfg_json(name, tag))
    art = prove((FAM / f"{name}.ptx").read_text(), cfg, ptx_path=str(FAM / f"{name}.ptx"))
    return art, art.statuses(), {o["name"]: o["witness"] for o in art.doc["obligations"]}


# ---- the planted family bugs: fail with the offending values, prove over the safe range -------------
# (kernel, obligations that must fail, symbol, predicate the witness value must satisfy)
PLANTED = [
    ("offset_add", ("single_writer",), "offset", lambda v: 1 <= v < 256),  # (a) race for small offset
    ("row_fill", ("bounds_alignment",), "grid_x", lambda v: v > 1 << 23),  # (b) int index wraps at the top
    ("tile_copy", ("coverage",), "n", lambda v: v % 64 != 0),  # (c) hole unless n % 64 == 0
    ("grid_bar", ("barrier_uniformity",), "grid_x", lambda v: v >= 1000),  # (d) barrier skipped for big grids
    ("one_value", ("single_writer",), "x", lambda v: v == 185),  # (e) race only at x == 185
    ("shift_copy", ("single_writer",), "len", lambda v: v > 6),  # (f) memcpy race only for len > 6
]


@pytest.mark.parametrize("name,bad,sym,offending", PLANTED, ids=[p[0] for p in PLANTED])
def test_planted_family_bug_fails_with_the_offending_values(name, bad, sym, offending) -> None:
    _, statuses, witnesses = run(name, "fails")
    for ob in bad:
        assert statuses[ob] == "failed", statuses
        w = witnesses[ob]
        assert offending(w["symbols"][sym]), w
        assert w["values"].startswith(f"{sym} = {w['symbols'][sym]}"), w["values"]
        assert w["launch"]["symbols"] == w["symbols"]


@pytest.mark.parametrize("name", [p[0] for p in PLANTED])
def test_planted_kernel_proves_over_the_safe_range(name: str) -> None:
    _, statuses, _ = run(name, "proves")
    assert statuses == dict.fromkeys(ALL, "proved")


def test_offset_witness_names_two_threads_that_race() -> None:
    """`offset = 5, tid A = 5, tid B = 0`: thread B reads A[tid_B + offset], the element thread A writes."""
    _, _, w = run("offset_add", "fails")
    sw = w["single_writer"]
    off, ta, tb = sw["symbols"]["offset"], sw["thread_a"]["thread"][0], sw["thread_b"]["thread"][0]
    assert f"offset = {off}, tid A = {ta}, tid B = {tb}" == sw["values"]
    assert ta == tb + off or tb == ta + off


def test_a_family_artifact_re_checks_and_an_edited_range_does_not(tmp_path: Path) -> None:
    art, statuses, _ = run("offset_add", "proves")
    assert set(statuses.values()) == {"proved"}
    p = art.write(tmp_path)
    assert check_artifact(p, root=FAM.parents[2]).ok
    doc = json.loads(p.read_text())
    doc["config"]["symbols"]["offset"]["min"] = 1  # widen the family after the proof
    p.write_text(json.dumps(doc))
    res = check_artifact(p, root=FAM.parents[2])
    assert not res.ok


# ---- vacuity: an empty family proves nothing ---------------------------------------------------------
@pytest.mark.parametrize("edit", [
    lambda d: d["constraints"].append("n < 64"),  # contradicts n >= 64
    lambda d: d["symbols"]["n"].update({"min": 65, "max": 127}),  # no multiple of 64 in [65, 127]
])
def test_an_empty_family_is_vacuous(edit) -> None:
    d = cfg_json("tile_copy", "proves")
    d.setdefault("constraints", [])
    edit(d)
    if not d["constraints"]:
        del d["constraints"]
    _, statuses, _ = run("tile_copy", "", d)
    assert set(statuses.values()) == {"vacuous"}, statuses


def test_constraints_restrict_the_family() -> None:
    """tile_copy without multiple_of, but with the constraint that the grid (n // 64 tiles) covers n."""
    d = cfg_json("tile_copy", "fails")
    d["constraints"] = ["64*(n//64) >= n"]
    _, statuses, _ = run("tile_copy", "", d)
    assert statuses == dict.fromkeys(ALL, "proved")


# ---- the grammar ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,needle", [
    ("n*m", "not linear"), ("n**2", "unexpected '*'"), ("n // 0", "divisor must be > 0"),
    ("n % m", "must be an integer constant"), ("cdiv(n)", "two arguments"), ("(n + 1", "missing ')'"),
    ("n + q", "symbol 'q' is not declared"), ("n ^ 2", "unexpected '^"), ("", "is empty"), ("n 4", "unexpected '4'"),
])
def test_bad_size_expressions_are_refused_naming_the_text(text: str, needle: str) -> None:
    with pytest.raises(ConfigError) as ei:
        sx.parse(text, "here", {"n": sx.Range(1, 10), "m": sx.Range(1, 10)})
    assert needle in str(ei.value) and repr(text) in str(ei.value)


def test_canonical_text_round_trips_and_evaluates_like_python() -> None:
    ranges = {"n": sx.Range(0, 100), "m": sx.Range(0, 100)}
    for text, py in [("2*n//4", lambda n, m: 2 * n // 4), ("cdiv(n + 3, 4)*64", lambda n, m: -(-(n + 3) // 4) * 64),
                     ("(n - 1)%8 + 2*(m + 1)", lambda n, m: (n - 1) % 8 + 2 * (m + 1)),
                     ("n - (m - 3)", lambda n, m: n - (m - 3)), ("3*(4 + n)*2", lambda n, m: 3 * (4 + n) * 2)]:
        e = sx.parse(text, "t", ranges)
        assert sx.parse(e.text, "t", ranges) == e
        for n, m in ((1, 2), (37, 5), (100, 100)):
            assert sx.evaluate(e, {"n": n, "m": m}) == py(n, m)


@settings(max_examples=60, deadline=None)
@given(n=st.integers(0, 1 << 40), a=st.integers(1, 1000), b=st.integers(0, 1000), k=st.integers(1, 300))
def test_lowering_agrees_with_integer_evaluation(n: int, a: int, b: int, k: int) -> None:
    import z3

    ranges = {"n": sx.Range(0, 1 << 40)}
    ctx = z3.Context()
    s = z3.BitVecVal(n, 64, ctx)
    for text in (f"{a}*n + {b}", f"cdiv(n, {k})", f"n//{k}*{a}", f"(n + {b})%{k}", f"n - {b}"):
        e = sx.parse(text, "t", ranges)
        lo, hi = sx.interval(e, ranges)
        v = sx.evaluate(e, {"n": n})
        assert lo <= v <= hi
        got = z3.simplify(sx.lower(e, {"n": s}, ctx)).as_signed_long()
        assert got == v, text


def test_a_divided_term_that_may_be_negative_is_refused() -> None:
    with pytest.raises(ConfigError, match="may be negative"):
        sx.interval(sx.parse("(n - 5)//2", "t", None), {"n": sx.Range(0, 10)}, "t")


# ---- the configuration schema --------------------------------------------------------------------------
def vec_add_family() -> dict:
    d = json.loads((K.PTX_DIR / "vec_add.config.json").read_text())
    d["scalars"]["n"] = {"min": 1, "max": 8192}
    d["grid"] = ["cdiv(n, 256)"]
    for b in d["buffers"].values():
        b["size_bytes"] = "4*n"
    d["outputs"][0]["shape"] = ["n"]
    return d


@pytest.mark.parametrize("path,value,needle", [
    (("scalars", "n"), {"min": 5, "max": 4}, "min = 5 > max = 4"),
    (("scalars", "n"), {"min": 0, "max": 2**49}, "out of range 0..281474976710656"),
    (("scalars", "n"), {"min": 1, "max": 3_000_000_000}, "outside -2147483648..2147483647 (the range of s32)"),
    (("scalars", "n"), {"min": 1, "max": 9, "step": 2}, "scalars.n.step: unknown key"),
    (("grid",), ["n//256"], "grid[0]: 'n//256' ranges over 0..32"),
    (("buffers", "a", "size_bytes"), "4*m", "symbol 'm' is not declared"),
    (("buffers", "a", "size_bytes"), "4*n*n", "not linear"),
    (("buffers", "a", "size_bytes"), "4096", "must be an integer, got '4096'"),
    (("block",), ["n"], "block[0]: must be an integer"),
    (("dynamic_shared_bytes",), "n", "dynamic_shared_bytes: must be an integer"),
])
def test_bad_families_are_refused(path: tuple, value: object, needle: str) -> None:
    d = vec_add_family()
    node = d
    for k in path[:-1]:
        node = node[k]
    node[path[-1]] = value
    with pytest.raises(ConfigError) as ei:
        LaunchConfig.from_json(d)
    assert needle in str(ei.value), str(ei.value)


def test_f32_scalars_and_unrecoverable_symbols_are_refused() -> None:
    d = vec_add_family()
    d["symbols"] = {"k": {"min": 1, "max": 4}}
    with pytest.raises(ConfigError, match="the gate could not recover the value"):
        LaunchConfig.from_json(d)
    d = vec_add_family()
    d["grid"] = ["cdiv(m, 256)"]
    d["scalars"]["n"] = "m//2"
    for b in d["buffers"].values():
        b["size_bytes"] = "4*(m//2) + 4"
    d["outputs"][0]["shape"] = ["m//2"]
    d["symbols"] = {"m": {"min": 2, "max": 100}}
    with pytest.raises(ConfigError, match="m: the gate could not recover"):
        LaunchConfig.from_json(d)


def test_a_concrete_configuration_keeps_its_bytes_and_key() -> None:
    """No family keys appear in a concrete configuration's JSON: committed artifacts keep re-checking."""
    cfg = K.vec_add()
    j = cfg.to_json()
    assert "symbols" not in j and "constraints" not in j
    assert LaunchConfig.from_json(j).key() == cfg.key() and not cfg.is_family
    assert cfg.match(cfg) == {}


def test_family_json_round_trips_in_the_desugared_form() -> None:
    fam = LaunchConfig.from_json(vec_add_family())
    j = fam.to_json()
    assert j["symbols"] == {"n": {"min": 1, "max": 8192}} and j["scalars"]["n"] == "n" and j["grid"][0] == "cdiv(n, 256)"
    assert LaunchConfig.from_json(j) == fam and LaunchConfig.from_json(copy.deepcopy(j)).key() == fam.key()


@settings(max_examples=80, deadline=None)
@given(n=st.integers(1, 8192))
def test_match_inverts_instantiate(n: int) -> None:
    fam = LaunchConfig.from_json(vec_add_family())
    c = fam.instantiate({"n": n})
    assert not c.is_family and c.grid == (-(-n // 256), 1, 1) and c.buffer_map["a"].size_bytes == 4 * n
    assert fam.match(c) == {"n": n}
    assert fam.match(replace(c, label="another_label")) == {"n": n}  # the label is a name only
    assert fam.match(replace(c, grid=(c.grid[0] + 1, 1, 1))) is None  # one size off: not a member
    assert fam.match(replace(c, block=(128, 1, 1))) is None


@settings(max_examples=40, deadline=None)
@given(v=st.integers(1, 1 << 24))
def test_match_and_instantiate_respect_multiple_of_and_constraints(v: int) -> None:
    fam = LaunchConfig.from_json(cfg_json("tile_copy", "proves"))  # n in [64, 8192], multiple of 64
    inside = 64 <= v <= 8192 and v % 64 == 0
    if inside:
        assert fam.match(fam.instantiate({"n": v})) == {"n": v}
    else:
        with pytest.raises(ConfigError, match="outside the family"):
            fam.instantiate({"n": v})
    loose = LaunchConfig.from_json(cfg_json("tile_copy", "fails"))  # no multiple_of
    if 64 <= v <= 8192:
        member = loose.instantiate({"n": v})
        assert (fam.match(member) == {"n": v}) == inside
