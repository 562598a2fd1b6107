"""End to end with the real prover and checker (verifier.prove / verifier.check.check_artifact).

In a tmp copy of one kernel file: prove two registry configurations, then show that the
report says "proved" only while the real re-check accepts the artifacts, and that the CI
gate fails when an artifact is removed, tampered with, or its PTX changes without re-proving.
"""

from __future__ import annotations

import functools
import json
import shutil
from pathlib import Path

import pytest

from fltc import checklist as checklist_mod
from fltc import cli
from fltc.evidence import PROVABLE_IDS, RegistryConfig, Status, gather, launch_gate_failures, sha256_file

registry_mod = pytest.importorskip("backend.kernels.registry", reason="kernel registry not available")
verifier = pytest.importorskip("verifier")
pytest.importorskip("verifier.check", reason="verifier.check not available")

KERNELS = ("residual_add_f16", "residual_add_inplace_f16")


@pytest.fixture
def proved_tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    import verifier.check

    monkeypatch.setattr(verifier.check, "CACHE_DIR", tmp_path / "cache" / "check")  # keep the repo untouched
    root = tmp_path / "repo"
    cfgs = [c for c in registry_mod.test_configs() if c.kernel in KERNELS]
    assert len(cfgs) == 2
    desc = registry_mod.REGISTRY[cfgs[0].kernel]
    ptx = root / "backend" / "kernels" / desc.ptx_file
    ptx.parent.mkdir(parents=True)
    shutil.copyfile(desc.ptx_path, ptx)
    arts = {}
    for c in cfgs:
        assert registry_mod.REGISTRY[c.kernel].ptx_file == desc.ptx_file
        a = verifier.prove(ptx.read_text(), c, ptx_path=str(ptx))
        assert a.ok, a.statuses()
        arts[c.kernel] = a.write(root / "proofs")

    def registry() -> list[RegistryConfig]:
        return [RegistryConfig(c.kernel, c.label, c.key(), str(ptx), sha256_file(ptx)) for c in cfgs]

    return root, ptx, arts, registry


def test_real_recheck_drives_the_matrix(proved_tree) -> None:
    root, ptx, arts, registry = proved_tree
    ev = gather(root, registry=registry)  # default checker: verifier.check.check_artifact
    assert ev.checker == "verifier.check.check_artifact"
    assert len(ev.rows) == 2 and all(r.fully_proved for r in ev.rows), [r.cells for r in ev.rows]
    assert launch_gate_failures(ev) == []
    assert all(r.artifact and r.artifact.assumptions for r in ev.rows)

    # tamper: flip one obligation's detail text in the artifact (statuses untouched)
    victim = arts["residual_add_f16"]
    d = json.loads(victim.read_text())
    d["obligations"][0]["detail"] += " (edited)"
    victim.write_text(json.dumps(d, indent=1, sort_keys=True) + "\n")
    ev = gather(root, registry=registry)
    row = next(r for r in ev.rows if r.kernel == "residual_add_f16")
    assert {row.cell(i).status for i in PROVABLE_IDS} == {Status.FAILED}
    assert "re-check failed" in row.cell(1).reason
    assert next(r for r in ev.rows if r.kernel != "residual_add_f16").fully_proved
    assert len(launch_gate_failures(ev)) == 1


def test_real_ci_gate_on_ptx_change_and_removal(proved_tree, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    root, ptx, arts, registry = proved_tree
    monkeypatch.setattr(checklist_mod, "gather", functools.partial(gather, registry=registry))
    run = functools.partial(cli.main, ["checklist", "--root", str(root), "--check", "--strict"])
    assert cli.main(["checklist", "--root", str(root)]) == 0
    assert run() == 0
    # the PTX changes (a comment) without re-proving: both configurations lose "proved"
    original = ptx.read_text()
    ptx.write_text(original + "\n// harmless-looking edit\n")
    assert run() == 1
    out = capsys.readouterr()
    assert "LAUNCH GATE FAILED: 2" in out.out and "stale" in out.err
    ptx.write_text(original)
    assert run() == 0
    # an artifact is removed
    arts["residual_add_inplace_f16"].unlink()
    assert run() == 1
    assert "no artifact" in capsys.readouterr().out
