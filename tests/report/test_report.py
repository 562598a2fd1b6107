"""`fltc report`: rows follow re-checked artifacts, never the artifacts' own claims.

Shown here: a fully proved synthetic tree reports proved/tested; tampering with an artifact
(in tmp) drops its row to failed; without a checker nothing is "proved"; a PTX edit without
re-proving fails even under a checker that accepts everything; the HTML is self-contained
with the matrix and base64 PNG plots; report.json is consistent with the artifacts.
"""

from __future__ import annotations

import base64
import functools
import json
import re
from html import unescape
from pathlib import Path

import pytest

from fltc import cli
from fltc import report as report_mod
from fltc.evidence import PROVABLE_IDS, Status, gather, launch_gate_failures
from tests.report.tree import Tree, build_tree, permissive_checker


@pytest.fixture
def tree(tmp_path: Path) -> Tree:
    return build_tree(tmp_path / "repo")


def _gather(t: Tree, checker=None):
    return gather(t.root, checker=checker or t.fake_verifier, registry=t.registry)


def test_fully_proved_tree(tree: Tree) -> None:
    ev = _gather(tree)
    assert len(ev.rows) == 3 and all(r.in_registry for r in ev.rows)
    for r in ev.rows:
        assert r.fully_proved, [c.reason for c in r.cells]
        assert r.cell(8).status is Status.TESTED
        assert "0.25" in r.cell(8).reason and "seed 1" in r.cell(8).reason
    assert launch_gate_failures(ev) == []
    assert ev.unproved() == ()


def test_tampered_artifact_drops_to_failed(tree: Tree, tmp_path: Path) -> None:
    victim = tree.artifact_path(tree.configs[1])
    d = json.loads(victim.read_text())
    d["obligations"][2]["detail"] = "edited by hand"  # a single changed field, statuses untouched
    victim.write_text(json.dumps(d, indent=1))
    ev = _gather(tree)
    row = next(r for r in ev.rows if r.artifact and r.artifact.path.endswith(victim.name) and r.kernel == "vec_add")
    assert not row.fully_proved
    assert all(row.cell(i).status is Status.FAILED for i in PROVABLE_IDS)
    assert "re-check failed" in row.cell(1).reason
    others = [r for r in ev.rows if r is not row]
    assert all(r.fully_proved for r in others)
    # and the written report.json agrees
    report_mod.write_report(ev, tmp_path / "out")
    data = json.loads((tmp_path / "out" / "report.json").read_text())
    jrow = next(r for r in data["rows"] if r["label"] == row.label and r["kernel"] == row.kernel)
    assert {o["status"] for o in jrow["obligations"] if o["id"] != 8} == {"failed"}
    assert not data["gate"]["ok"]


def test_claims_of_failure_are_reported_with_witness(tree: Tree, tmp_path: Path) -> None:
    cfg = tree.configs[0]
    wit = {"block": [0, 0, 0], "threads": [[1, 0, 0], [2, 0, 0]], "address": 64, "buffer": "y", "line": 5}
    tree.prove(cfg, statuses={2: "failed", 4: "unsupported"}, witness={2: wit})
    ev = _gather(tree)
    row = next(r for r in ev.rows if r.label == cfg.label and r.kernel == cfg.kernel)
    assert row.cell(2).status is Status.FAILED and row.cell(4).status is Status.UNSUPPORTED
    assert row.cell(1).status is Status.PROVED
    assert json.loads(row.cell(2).witness or "null") == wit
    paths = report_mod.write_report(ev, tmp_path / "out")
    html = paths[0].read_text()
    assert re.search(r'<details id="w-\d+-2"', html) and '"address": 64' in unescape(html)
    assert re.search(r'href="#w-\d+-2"', html)
    md = paths[1].read_text()
    assert "obligation 2 (single_writer): failed" in md and '"buffer": "y"' in md
    assert any("obligation 2 (single_writer) is failed" in u for u in ev.unproved())


def test_no_checker_means_nothing_is_proved(tree: Tree) -> None:
    ev = gather(tree.root, checker=None, registry=tree.registry)
    cells = [c for r in ev.rows for c in r.cells if c.id in PROVABLE_IDS]
    assert cells and all(c.status is Status.UNKNOWN for c in cells)
    assert len(launch_gate_failures(ev)) == 3


def test_ptx_change_without_reproving_fails_even_with_permissive_checker(tree: Tree) -> None:
    ptx = tree.ptx_path("scale")
    ptx.write_text(ptx.read_text().replace("ret;", "ret; // edited"))
    ev = _gather(tree, permissive_checker)
    bad = [r for r in ev.rows if not r.fully_proved]
    assert [r.kernel for r in bad] == ["scale"]
    assert "changed since it was proved" in bad[0].cell(3).reason
    fails = launch_gate_failures(ev)
    assert len(fails) == 1 and "scale" in fails[0] and "fltc prove scale" in fails[0]


def test_removed_artifact_is_not_attempted_and_fails_gate(tree: Tree) -> None:
    tree.artifact_path(tree.configs[0]).unlink()
    ev = _gather(tree)
    row = next(r for r in ev.rows if r.label == tree.configs[0].label and r.kernel == tree.configs[0].kernel)
    assert row.artifact is None
    assert {row.cell(i).status for i in PROVABLE_IDS} == {Status.NOT_ATTEMPTED}
    assert any("no artifact" in u and "fltc prove vec_add" in u for u in ev.unproved())
    fails = launch_gate_failures(ev)
    assert len(fails) == 1 and "no artifact" in fails[0]


def test_artifact_for_other_configuration_does_not_count(tree: Tree) -> None:
    """An artifact whose config differs from the registry's (same label) proves nothing launchable."""
    cfg = tree.configs[2]
    art = tree.artifact_path(cfg)
    d = json.loads(art.read_text())
    d["config"]["block"] = [128, 1, 1]
    from verifier.config import LaunchConfig

    d["config_key"] = LaunchConfig.from_json(d["config"]).key()
    art.write_text(json.dumps(d))
    tree.seals[str(art.resolve())] = tree._digest(art)  # a self-consistent artifact for another config
    ev = _gather(tree)
    reg_row = next(r for r in ev.rows if r.in_registry and r.kernel == "scale")
    extra = next(r for r in ev.rows if not r.in_registry)
    assert reg_row.artifact is None and not reg_row.fully_proved
    assert any("different configuration" in n for n in reg_row.notes)
    assert extra.fully_proved  # it is proved -- just not what the backend launches
    assert len(launch_gate_failures(ev)) == 1


def test_config_key_must_match_embedded_config(tree: Tree) -> None:
    art = tree.artifact_path(tree.configs[0])
    d = json.loads(art.read_text())
    d["config"]["grid"] = [99, 1, 1]  # key still claims the registry config
    art.write_text(json.dumps(d))
    ev = _gather(tree, permissive_checker)
    row = next(r for r in ev.rows if r.label == tree.configs[0].label and r.kernel == "vec_add")
    assert row.cell(1).status is Status.FAILED and "config_key" in row.cell(1).reason


def test_registry_unavailable_fails_gate(tree: Tree) -> None:
    def broken():
        raise ImportError("no module backend.kernels.registry")

    ev = gather(tree.root, checker=tree.fake_verifier, registry=broken)
    assert ev.registry_error and "no module" in ev.registry_error
    assert all(not r.in_registry for r in ev.rows)
    assert launch_gate_failures(ev) and "cannot read" in launch_gate_failures(ev)[0]


def test_numerics_latest_file_wins_and_failures_show(tree: Tree) -> None:
    c = tree.configs[0]
    tree.write_results("later.json", [{"kernel": c.kernel, "label": c.label, "operator": "residual_add",
                                      "inputs": "seed 2, NaN rows", "max_err_over_bound": 1.7, "passed": False}],
                      created="2025-02-01T00:00:00Z")
    ev = _gather(tree)
    row = next(r for r in ev.rows if r.label == c.label and r.kernel == c.kernel)
    assert row.cell(8).status is Status.FAILED and "seed 2" in row.cell(8).reason
    assert row.fully_proved  # numerics never touch the proof cells
    others = [r for r in ev.rows if r is not row]
    assert all(r.cell(8).status is Status.TESTED for r in others)
    # older file alone: passes
    (tree.results / "later.json").unlink()
    assert next(r for r in _gather(tree).rows if r.label == c.label).cell(8).status is Status.TESTED


def test_ratio_over_one_is_failed_even_if_marked_passed(tree: Tree) -> None:
    tree.numerics_ok(ratio=1.01)
    ev = _gather(tree)
    assert {r.cell(8).status for r in ev.rows} == {Status.FAILED}


def test_html_is_self_contained_with_matrix_and_plots(tree: Tree, tmp_path: Path) -> None:
    ev = _gather(tree)
    html_path, md_path, json_path = report_mod.write_report(ev, tmp_path / "out")
    html = html_path.read_text()
    assert '<table class="matrix">' in html
    for i in range(1, 9):
        assert f"<th>{i}<br>" in html
    imgs = re.findall(r'<img[^>]*src="data:image/png;base64,([A-Za-z0-9+/=]+)"', html)
    assert len(imgs) >= 2  # residual_add error-vs-bound, and solver time
    assert all(base64.b64decode(b)[:8] == b"\x89PNG\r\n\x1a\n" for b in imgs)
    assert not re.search(r'(src|href)="(https?:)?//', html) and "<script" not in html and "<link" not in html
    # artifact links resolve relative to the report directory
    hrefs = re.findall(r'href="([^"#][^"]*)"', html)
    assert hrefs and all((html_path.parent / h).resolve().is_file() for h in hrefs)
    md = md_path.read_text()
    assert "| kernel | configuration | key | 1 coverage" in md and "## What is missing" in md
    assert "kv_allocator_invariant" in md and "z3" in md
    data = json.loads(json_path.read_text())
    assert data["numerics"]["residual_add"]["worst_err_over_bound"] == pytest.approx(0.25)
    assert data["toolchain"]["artifacts"][0]["solver"]["version"] == "4.13.0"
    assert "python" in data["toolchain"]["environment"]
    assert data["solver_time"]["per_obligation"]["3"]["artifacts"] == 3


def test_json_rows_agree_with_artifacts(tree: Tree, tmp_path: Path) -> None:
    """Independently of the renderer: every "proved" row has an artifact that re-checks now."""
    tree.prove(tree.configs[2], statuses={5: "unknown"})
    bad = tree.artifact_path(tree.configs[1])
    bad.write_text(bad.read_text().replace('"proved"', '"proved" ', 1))  # whitespace-only edit: still tampered
    report_mod.write_report(_gather(tree), tmp_path / "out")
    data = json.loads((tmp_path / "out" / "report.json").read_text())
    n_proved = 0
    for r in data["rows"]:
        for o in r["obligations"]:
            if o["status"] != "proved":
                continue
            n_proved += 1
            assert o["id"] in PROVABLE_IDS
            art = tree.root / r["artifact"]["path"]
            assert tree.fake_verifier(art).ok, art
            claim = next(x for x in json.loads(art.read_text())["obligations"] if x["id"] == o["id"])
            assert claim["status"] == "proved"
            assert r["config_key"] == json.loads(art.read_text())["config_key"]
        if r["obligations"][7]["status"] == "tested":
            assert r["obligations"][7]["evidence"]
    assert n_proved == 7 + 6  # configs[0] fully, configs[2] all but 5; configs[1] tampered


def test_cli_report(tree: Tree, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.setattr(report_mod, "gather", functools.partial(gather, checker=tree.fake_verifier,
                                                                registry=tree.registry))
    out = tmp_path / "rep"
    assert cli.main(["report", "--out", str(out), "--root", str(tree.root), "--strict"]) == 0
    assert {p.name for p in out.iterdir()} == {"report.html", "report.md", "report.json"}
    assert "launch gate OK" in capsys.readouterr().out
    tree.artifact_path(tree.configs[0]).unlink()
    assert cli.main(["report", "--out", str(out), "--root", str(tree.root), "--strict"]) == 1
    assert "LAUNCH GATE FAILED" in capsys.readouterr().out
    assert cli.main(["report", "--out", str(out), "--root", str(tree.root)]) == 0


def test_unreadable_artifact_is_failed(tree: Tree) -> None:
    art = tree.artifact_path(tree.configs[0])
    art.write_text("{not json")
    ev = _gather(tree)
    extra = [r for r in ev.rows if not r.in_registry]
    assert len(extra) == 1 and extra[0].cell(1).status is Status.FAILED
    assert ev.problems and "unreadable" in ev.problems[0]
    assert len(launch_gate_failures(ev)) == 1
