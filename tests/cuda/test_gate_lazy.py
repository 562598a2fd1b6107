"""The lazy launch gate (what the executors use): a kernel's artifacts are read when a launch of it is first
planned, and every admission and refusal is the eager gate's.

Why: reading and hashing every artifact of proofs/ was ~0.4 s of `fltc run`'s time to the first token on the
H200, for kernels the run never launches (issue 16). Loading later must not admit anything the eager gate
would refuse: same table, same families, same cache semantics, and an artifact outside its kernel's
directory (which a by-directory load could otherwise mis-file) is rejected.
"""

from __future__ import annotations

import shutil
from dataclasses import replace
from pathlib import Path

import pytest

import backend.cuda.gate as gate_mod
from backend.cuda.gate import LaunchGate
from fltc.errors import UnprovenLaunchError
from tests.cuda.fakes import FakeChecker, FakeDriver, FakeLaunch, family, write_artifact
from tests.cuda.test_gate_startup import make_tree


@pytest.fixture()
def tree(tmp_path: Path):
    root, desc = make_tree(tmp_path)
    # a second kernel's directory: a run launching fake_scale never reads it
    for n in (256, 512, 1024, 2048):
        write_artifact(root, replace(family(n), kernel="other_kernel"), "k/fake.ptx")
    return root, desc


def _gate(root: Path, lazy: bool, checker: FakeChecker | None = None) -> tuple[LaunchGate, FakeChecker]:
    checker = checker or FakeChecker(root)
    return LaunchGate(FakeDriver(), root / "proofs", root=root, checker=checker, checker_name="fake",
                      cache_dir=root / "cache", launch_fn=FakeLaunch(), lazy=lazy), checker


def test_a_lazy_gate_reads_no_artifact_until_a_launch_is_planned(tree, monkeypatch) -> None:
    root, desc = tree
    reads: list[str] = []
    real = gate_mod._read_bytes
    monkeypatch.setattr(gate_mod, "_read_bytes", lambda p: (reads.append(str(p)), real(p))[1])
    g, checker = _gate(root, lazy=True)
    assert reads == [] and checker.calls == [] and g.report.artifacts == 0
    assert g.lookup(desc, family(512)) is not None
    assert reads and all("/other_kernel/" not in r for r in reads)  # only the planned kernel's directory
    assert g.report.artifacts == 4 and g.report.checked == 4 and g.summary()["kernel_dirs_not_loaded"] == 1


@pytest.mark.parametrize("n", [128, 256, 384, 512, 1024, 2048, 4096])
def test_lazy_and_eager_gates_decide_alike(tree, n: int) -> None:
    root, desc = tree
    eager, _ = _gate(root, lazy=False)
    lazy, _ = _gate(root, lazy=True)
    cfg = family(n)
    a, b = eager.lookup(desc, cfg), lazy.lookup(desc, cfg)
    assert (a is None) == (b is None) and (a is None or (a.artifact_path, a.config_key) == (b.artifact_path,
                                                                                              b.config_key))
    if a is None:
        with pytest.raises(UnprovenLaunchError):
            lazy.admit(desc, cfg)
    assert [f.artifact_path for f in eager.families("fake_scale")] == [f.artifact_path
                                                                       for f in lazy.families("fake_scale")]
    assert eager.admitted() == lazy.admitted()  # admitted() loads every directory


def test_a_misplaced_artifact_is_rejected_when_its_directory_loads(tree) -> None:
    root, desc = tree
    src = next((root / "proofs" / "fake_scale").glob("*.json"))
    moved = root / "proofs" / "other_kernel" / ("moved_" + src.name)
    shutil.copy(src, moved)  # names kernel fake_scale, lies in other_kernel/
    g, _ = _gate(root, lazy=True)
    g.families("other_kernel")
    assert any("lies in proofs/other_kernel/ but is for kernel 'fake_scale'" in r.reason for r in g.report.rejected)


def test_a_lazy_start_keeps_the_cache_of_kernels_it_did_not_load(tree) -> None:
    root, desc = tree
    eager, c1 = _gate(root, lazy=False)  # fills the cache for both directories
    assert len(c1.calls) == 8
    lazy, c2 = _gate(root, lazy=True)
    assert lazy.lookup(desc, family(512)) is not None and c2.calls == [] and lazy.report.from_cache == 4
    again, c3 = _gate(root, lazy=False)  # other_kernel's entries survived the lazy start's rewrite
    assert c3.calls == [] and again.report.from_cache == 8


def test_an_edited_artifact_is_re_checked_by_a_lazy_gate(tree) -> None:
    root, desc = tree
    _gate(root, lazy=False)
    p = sorted((root / "proofs" / "fake_scale").glob("*.json"))[0]
    p.write_bytes(p.read_bytes() + b" ")
    g, checker = _gate(root, lazy=True)
    g.families("fake_scale")
    assert len(checker.calls) == 1 and g.report.from_cache == 3


def test_fltc_serve_s_artifact_set_covers_kernels_not_loaded_yet(tree) -> None:
    """The digest every answer carries names every configuration the server could launch, not only the kernels
    its warm-up happened to plan (a lazy gate loads the rest for it)."""
    from types import SimpleNamespace

    from backend.serve.cli import artifact_set

    root, desc = tree
    lazy, _ = _gate(root, lazy=True)
    lazy.lookup(desc, family(512))  # only fake_scale's directory so far
    eager, _ = _gate(root, lazy=False)
    a = artifact_set(SimpleNamespace(gate=lazy, name="gpu"), "gpu")
    b = artifact_set(SimpleNamespace(gate=eager, name="gpu"), "gpu")
    assert a["digest"] == b["digest"] and a["admitted"] == b["admitted"] == 8


def test_a_cold_lazy_start_checks_every_directory_in_one_pool(tree, monkeypatch) -> None:
    """The first start (nothing cached) re-checks all misses at once, as the eager gate does (one balanced pool,
    not one per directory); the directories loaded later take those verdicts; a warm start checks nothing."""
    from types import SimpleNamespace

    import verifier.check

    root, desc = tree
    batches: list[list[str]] = []

    def fake_many(paths, jobs=None, root=None, **kw):
        batches.append(sorted(str(p) for p in paths))
        for i, _p in enumerate(paths):
            yield i, SimpleNamespace(ok=True)

    monkeypatch.setattr(verifier.check, "check_many", fake_many)
    checker = FakeChecker(root)
    g = LaunchGate(FakeDriver(), root / "proofs", root=root, checker=checker,
                   checker_name="verifier.check.check_artifact", cache_dir=root / "cache", launch_fn=FakeLaunch(),
                   lazy=True)
    assert batches == []
    assert g.lookup(desc, family(512)) is not None
    assert len(batches) == 1 and len(batches[0]) == 8  # both directories' artifacts, one call
    g.families("other_kernel")
    assert len(batches) == 1 and checker.calls == [] and g.report.checked == 8
    warm = LaunchGate(FakeDriver(), root / "proofs", root=root, checker=checker,
                      checker_name="verifier.check.check_artifact", cache_dir=root / "cache", launch_fn=FakeLaunch(),
                      lazy=True)
    warm.lookup(desc, family(512))
    assert len(batches) == 1 and warm.report.from_cache == 4


def test_a_warm_lazy_start_rewrites_no_cache_and_a_changed_one_does(tree, monkeypatch) -> None:
    root, desc = tree
    _gate(root, lazy=False)  # fills the cache
    writes: list[int] = []
    real = LaunchGate._write_cache
    monkeypatch.setattr(LaunchGate, "_write_cache", lambda self, ok: (writes.append(len(ok)), real(self, ok))[1])
    g, _ = _gate(root, lazy=True)
    g.admitted()  # every directory, every entry a hit
    assert writes == [] and g.report.from_cache == 8
    p = sorted((root / "proofs" / "other_kernel").glob("*.json"))[0]
    p.write_bytes(p.read_bytes() + b" ")  # one artifact edited: re-checked, its new entry written
    g2, checker = _gate(root, lazy=True)
    g2.admitted()
    assert len(checker.calls) == 1 and len(writes) == 1
