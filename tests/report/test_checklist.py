"""`fltc checklist`: deterministic CHECKLIST.md, `--check` catches staleness, `--strict` is the CI gate.

Also a property test of the cell rule: a cell is "proved" exactly when the artifact claims
it, the re-check accepted the artifact, and the artifact is bound to the current PTX and
its own configuration -- for every combination of claims and check outcomes.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fltc import checklist as checklist_mod
from fltc import cli
from fltc.checklist import MUSTS, MustState, must_status, render_checklist
from fltc.evidence import (
    OBLIGATIONS,
    PROVABLE_IDS,
    ArtifactInfo,
    ObligationClaim,
    Recheck,
    RegistryConfig,
    Status,
    build_rows,
    gather,
)
from tests.report.tree import Tree, build_tree


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Tree:
    t = build_tree(tmp_path / "repo")
    monkeypatch.setattr(checklist_mod, "gather", functools.partial(gather, checker=t.fake_verifier,
                                                                   registry=t.registry))
    return t


def _run(t: Tree, *extra: str) -> int:
    return cli.main(["checklist", "--root", str(t.root), *extra])


def test_deterministic_and_sorted(tree: Tree) -> None:
    a = render_checklist(checklist_mod.gather(tree.root))
    b = render_checklist(checklist_mod.gather(tree.root))
    assert a == b
    assert "generated_utc" not in a and " s in this run" not in a
    matrix = [ln for ln in a.splitlines() if ln.startswith("| scale ") or ln.startswith("| vec_add ")]
    assert [ln.split("|")[1:3] for ln in matrix] == sorted(ln.split("|")[1:3] for ln in matrix)
    assert len(matrix) == 3 and all(ln.count("proved") == 7 and "tested" in ln for ln in matrix)


def test_check_fresh_passes_stale_fails(tree: Tree, capsys) -> None:
    assert _run(tree) == 0
    path = tree.root / "CHECKLIST.md"
    assert path.is_file()
    assert _run(tree, "--check") == 0
    capsys.readouterr()
    # the data changes (an artifact is removed): the committed file is now stale
    tree.artifact_path(tree.configs[0]).unlink()
    assert _run(tree, "--check") == 1
    err = capsys.readouterr().err
    assert "stale" in err and "Regenerate it with: fltc checklist" in err
    assert "not attempted" in err  # the diff summary shows what changed
    assert _run(tree) == 0 and _run(tree, "--check") == 0
    # a hand edit is stale too
    path.write_text(path.read_text().replace("not attempted", "proved"))
    assert _run(tree, "--check") == 1
    path.unlink()
    assert _run(tree, "--check") == 1
    assert "missing" in capsys.readouterr().err


def test_strict_gate(tree: Tree, capsys) -> None:
    assert _run(tree) == 0
    assert _run(tree, "--check", "--strict") == 0
    assert "launch gate OK: all 3" in capsys.readouterr().out
    # a PTX edit without re-proving: gate fails (and the checklist is stale too)
    ptx = tree.ptx_path("vec_add")
    ptx.write_text(ptx.read_text() + "// edited\n")
    assert _run(tree, "--strict") == 1  # regenerated, but the gate still fails
    out = capsys.readouterr().out
    assert "LAUNCH GATE FAILED: 2" in out and "fltc prove vec_add" in out
    assert _run(tree, "--check", "--strict") == 1
    # re-proving fixes it
    for c in tree.configs:
        if c.kernel == "vec_add":
            tree.prove(c)
    assert _run(tree, "--strict") == 0 and _run(tree, "--check", "--strict") == 0


def test_musts_follow_the_data(tree: Tree) -> None:
    ev = checklist_mod.gather(tree.root)
    by_id = {m.id: m for m in MUSTS}
    assert must_status(by_id["C-10"], ev, tree.root).state is MustState.PROVED
    assert must_status(by_id["C-17"], ev, tree.root).state is MustState.TESTED
    assert must_status(by_id["I4-5"], ev, tree.root).state is MustState.PROVED
    s = must_status(by_id["C-8"], ev, tree.root)  # nothing of the runtime exists in the tmp tree
    assert s.state is MustState.MISSING and "spec/kv_layout.py" in s.detail
    # code + a test mentioning the keyword -> covered
    (tree.root / "spec").mkdir()
    (tree.root / "spec" / "kv_layout.py").write_text("")
    (tree.root / "backend" / "runtime").mkdir(parents=True)
    (tree.root / "backend" / "runtime" / "kv.py").write_text("")
    for d, body in (("tests/spec", "KVLayout"), ("tests/runtime", "KVAllocator")):
        (tree.root / d).mkdir(parents=True)
        (tree.root / d / "test_x.py").write_text(body)
    assert must_status(by_id["C-8"], ev, tree.root).state is MustState.COVERED
    # a proof obligation failing on one configuration -> partial
    tree.prove(tree.configs[0], statuses={6: "failed"})
    ev2 = checklist_mod.gather(tree.root)
    s6 = must_status(by_id["C-15"], ev2, tree.root)
    assert s6.state is MustState.PARTIAL and "2/3" in s6.detail
    assert "| C-15 |" in render_checklist(ev2) and "partial" in render_checklist(ev2)


def test_every_must_names_evidence() -> None:
    ids = [m.id for m in MUSTS]
    assert len(ids) == len(set(ids))
    for m in MUSTS:
        assert m.obligations or m.code or m.tests or m.gate, m.id
        assert set(m.obligations) <= {i for i, _ in OBLIGATIONS}
    # every contract parallel-safety obligation has its own row
    assert {m.obligations for m in MUSTS if m.source.endswith("Parallel Safety")} == {(i,) for i, _ in OBLIGATIONS}


# ----------------------------------------------------------------------------- property
_claims = st.sampled_from(["proved", "failed", "unsupported", "unknown", "bogus", None])


@settings(max_examples=200, deadline=None)
@given(claims=st.lists(_claims, min_size=7, max_size=7), checked=st.booleans(), ok=st.booleans(),
       binding_bad=st.booleans(), reg_sha_differs=st.booleans())
def test_cell_is_proved_iff_claimed_and_rechecked_and_bound(claims, checked, ok, binding_bad,
                                                            reg_sha_differs) -> None:
    art = ArtifactInfo(
        path="proofs/k/l.json", kernel="k", entry="k", label="l", config_key="K", ptx_path="k.ptx",
        ptx_sha256="A", assumptions=(),
        claims=tuple(ObligationClaim(i, n, c, "z3", 0.1, "", None, 1)
                     for (i, n), c in zip(OBLIGATIONS, claims, strict=False) if c is not None),
        solver=(), toolchain=(), created_utc="", seconds=None,
        recheck=Recheck(ok and checked, "msg", 0.0, checked=checked),
        binding_errors=("PTX changed",) if binding_bad else ())
    reg = RegistryConfig("k", "l", "K", "k.ptx", "B" if reg_sha_differs else "A")
    (row,) = build_rows([art], [reg], [])
    good = checked and ok and not binding_bad and not reg_sha_differs
    for i in PROVABLE_IDS:
        claim = claims[i - 1]
        st_ = row.cell(i).status
        assert (st_ is Status.PROVED) == (claim == "proved" and good)
        if claim is None:
            assert st_ is Status.NOT_ATTEMPTED
        elif claim == "proved" and not good:
            assert st_ in (Status.FAILED, Status.UNKNOWN)
        assert row.cell(i).reason
    assert row.cell(8).status is Status.NOT_ATTEMPTED
    assert row.fully_proved == (good and all(c == "proved" for c in claims))


def test_checklist_free_of_environment(tree: Tree) -> None:
    """The checklist must not embed this machine's versions or re-check timings (always stale)."""
    import platform

    import z3

    text = render_checklist(checklist_mod.gather(tree.root))
    assert platform.python_version() not in text and z3.get_version_string() not in text
    assert "this run" not in text and "recheck" not in text


@pytest.mark.parametrize(("family", "label", "member"), [
    ("m128-512_n640_k1024", "m512_n640_k1024", True),
    ("m128-512_n640_k1024", "m128_n640_k1024", True),
    ("m128-512_n640_k1024", "m127_n640_k1024", False),  # below the range
    ("m128-512_n640_k1024", "m512_n640_k2048", False),  # another dimension differs
    ("r1-16_hq4_hkv1_w512_pdl", "r3_hq4_hkv1_w512_pdl", True),
    ("r1-16_hq4_hkv1_w512_pdl", "r3_hq4_hkv1_w512", False),  # not the dependent launch
    ("r17-512_hq4_w512", "q20_hq4_w512", False),  # another symbol
    ("m64_n64_k64", "m64_n64_k64", False),  # a concrete label: exact matches only
])
def test_family_member_label(family: str, label: str, member: bool) -> None:
    from fltc.evidence import family_member_label

    assert family_member_label(family, label) is member


def test_family_row_counts_its_members_device_results() -> None:
    """A family's numerics cell is its members' device results, the members named in the reason; a result of a
    label outside the range stays out."""
    from fltc.evidence import NumericResult

    def res(label: str, ratio: float) -> NumericResult:
        return NumericResult("k", label, "op", "inputs", ratio, True, "r.json", "cmd", "GPU", "t")

    reg = RegistryConfig("k", "m128-512_n64", "K", "k.ptx", "A")
    (row,) = build_rows([], [reg], [res("m512_n64", 0.5), res("m64_n64", 2.0)])
    cell = row.cell(8)
    assert cell.status is Status.TESTED and "family members tested: m512_n64" in cell.reason
    assert [r.label for r in cell.evidence] == ["m512_n64"]


def test_device_results_count_for_the_ptx_they_ran() -> None:
    """A device result that names the PTX it ran (ptx_sha256) is "tested" evidence for that build only: one of
    another build leaves the cell not attempted (the reason says so); a result older than the field still counts,
    and the reason says its build is not verified."""
    from dataclasses import replace

    from fltc.evidence import NumericResult

    reg = RegistryConfig("k", "m1_n64", "K", "k.ptx", "a" * 64)
    old = NumericResult("k", "m1_n64", "op", "inputs", 0.5, True, "r.json", "cmd", "GPU", "t", ptx_sha256="b" * 64)
    cell = build_rows([], [reg], [old])[0].cell(8)
    assert cell.status is Status.NOT_ATTEMPTED and "another build" in cell.reason
    now = replace(old, ptx_sha256="a" * 64, operator="op2")
    cell = build_rows([], [reg], [old, now])[0].cell(8)
    assert cell.status is Status.TESTED and [r.operator for r in cell.evidence] == ["op2"]
    assert "1 result(s) of another build not counted" in cell.reason
    legacy = replace(old, ptx_sha256="")
    cell = build_rows([], [reg], [legacy])[0].cell(8)
    assert cell.status is Status.TESTED and "build not verified" in cell.reason
    bad = replace(now, ratio=2.0)  # a failure of the current build still fails the cell
    assert build_rows([], [reg], [bad])[0].cell(8).status is Status.FAILED
