"""The launch gate's start-up cost (CPU: fake driver and checker): each artifact file is hashed once per
start, a warm start re-parses only the family configurations, and the cache key covers the gate's code.

Why these matter: the gate's start-up is on `fltc run`'s path to the first token (issue 16); the cuts
must not weaken what a cache hit means (the same bytes passed the checker and the gate's static checks).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import backend.cuda.gate as gate_mod
from backend.cuda.gate import LaunchGate
from backend.cuda.launcher import pack_args
from tests.cuda.fakes import (
    PTX,
    FakeBuf,
    FakeChecker,
    FakeDriver,
    FakeLaunch,
    descriptor,
    family,
    write_artifact,
)
from tests.cuda.test_gate_families import FAMILY
from verifier.config import LaunchConfig


def make_tree(tmp_path: Path):
    """A tree with one fake kernel: PTX under k/, three concrete artifacts and one family."""
    (tmp_path / "k").mkdir()
    (tmp_path / "k" / "fake.ptx").write_text(PTX)
    for n in (256, 512, 1024):
        write_artifact(tmp_path, family(n), "k/fake.ptx")
    write_artifact(tmp_path, FAMILY, "k/fake.ptx")
    return tmp_path, descriptor(tmp_path / "k" / "fake.ptx")


@pytest.fixture()
def tree(tmp_path: Path):
    return make_tree(tmp_path)


def make_gate(root: Path, checker: FakeChecker | None = None) -> tuple[LaunchGate, FakeChecker, FakeLaunch]:
    checker = checker or FakeChecker(root)
    launch = FakeLaunch()
    g = LaunchGate(FakeDriver(), root / "proofs", root=root, checker=checker, checker_name="fake",
                   cache_dir=root / "cache", launch_fn=launch)
    return g, checker, launch


def test_each_file_is_read_once_per_start(tree, monkeypatch) -> None:
    """Every artifact, its PTX and its query files are hashed, each file read once (the PTX shared by all four
    artifacts too), on a cold start and on a warm one; nothing under the tree is opened another way."""
    root, _ = tree
    reads: list[str] = []
    real_read, real_open = gate_mod._read_bytes, open

    def counting_read(path):
        reads.append(str(path))
        return real_read(path)

    def no_open(path, mode="r", *a, **k):
        inside = str(path).startswith(str(root)) and not str(path).startswith(str(root / "cache"))
        assert not ("b" in mode and inside), f"{path} read with open(), not _read_bytes"
        return real_open(path, mode, *a, **k)

    monkeypatch.setattr(gate_mod, "_read_bytes", counting_read)
    monkeypatch.setattr("builtins.open", no_open)
    for _ in range(2):
        reads.clear()
        g, _, _ = make_gate(root)
        assert g.report.admitted == 4 and not g.report.rejected
        queries = [p for p in reads if p.endswith(".smt2")]
        assert len(queries) == len(set(queries)) == 4 * 7, queries
        assert reads.count(str(root / "k" / "fake.ptx")) == 1
        assert sorted(p for p in reads if p.endswith(".json")) == sorted(
            str(p) for p in (root / "proofs").glob("*/*.json"))


def test_read_bytes_reads_whole_files(tmp_path: Path) -> None:
    """_read_bytes (os.open/os.read) returns exactly the file's bytes: empty, small, and larger than one read."""
    for n in (0, 1, 5000, (1 << 16) + 3, 3 << 20):
        f = tmp_path / f"f{n}"
        data = bytes(range(256)) * (n // 256) + bytes(n % 256)
        f.write_bytes(data)
        assert gate_mod._read_bytes(f) == data


def test_warm_start_parses_only_families_and_admits_the_same(tree, monkeypatch) -> None:
    root, desc = tree
    cold, checker, _ = make_gate(root)
    assert cold.report.checked == 4 and cold.report.from_cache == 0
    parsed: list[str] = []
    real = LaunchConfig.from_json.__func__

    def counting(cls, d):
        parsed.append(d.get("label"))
        return real(cls, d)

    monkeypatch.setattr(LaunchConfig, "from_json", classmethod(counting))
    warm, checker2, launch = make_gate(root)
    assert warm.report.from_cache == 4 and warm.report.checked == 0 and checker2.calls == []
    assert parsed == []  # no configuration parsed at start: the family's waits for a launch that needs it
    assert warm.admitted() == cold.admitted() and warm.families() == cold.families()
    for n in (512, 1152, 1280):  # a concrete artifact's key, then two members of the family
        cfg = family(n)
        warm.launch(desc, cfg, pack_args(desc, cfg, {"x": FakeBuf(0x100000, 2 * n), "y": FakeBuf(0x200000, 2 * n)}))
        assert parsed == ([] if n == 512 else [FAMILY.label])  # parsed once, at the first member
    assert len(launch.calls) == 3
    assert warm.lookup(desc, family(1152)) == cold.lookup(desc, family(1152)) is not None


def test_a_lazily_parsed_family_must_be_its_artifacts(tree) -> None:
    """A warm family's configuration, parsed when first needed, admits nothing unless it is a family with the
    artifact's kernel and key (the checks its first start made, made again on the parsed object)."""
    root, _ = tree
    make_gate(root)
    warm, _, _ = make_gate(root)
    (fam,) = warm._families["fake_scale"]
    assert fam.parsed is None and fam.config is not None and fam.config.key() == fam.admitted.config_key
    other = gate_mod._Family(fam.admitted, raw=family(512).to_json())  # concrete, another key
    assert other.config is None
    assert gate_mod._Family(fam.admitted, raw={"not": "a config"}).config is None


def test_a_changed_gate_is_a_cache_miss(tree, monkeypatch) -> None:
    """The key covers the gate's code: the static checks a warm start skips are the ones that code made."""
    root, _ = tree
    make_gate(root)
    monkeypatch.setattr(gate_mod, "_GATE_CODE", "0" * 64)
    g, checker, _ = make_gate(root)
    assert g.report.from_cache == 0 and g.report.checked == 4 and len(checker.calls) == 4


def test_an_edited_concrete_artifact_misses_and_is_statically_checked(tree) -> None:
    """A warm start still catches an edit of a concrete artifact: its hash changed, so it is parsed and
    checked again (here its config_key no longer matches its configuration)."""
    root, _ = tree
    make_gate(root)
    p = root / "proofs" / "fake_scale" / f"{family(512).label}.json"
    art = json.loads(p.read_text())
    art["config"]["block"] = [64, 1, 1]
    p.write_text(json.dumps(art, indent=1))
    g, _, _ = make_gate(root)
    assert g.report.from_cache == 3 and g.report.admitted == 3
    (rej,) = g.report.rejected
    assert rej.path.endswith(f"{family(512).label}.json") and "config_key" in rej.reason


def test_the_gates_verifier_digest_is_the_verifiers() -> None:
    """The digest the gate computes without importing verifier.check equals verifier.check.verifier_digest
    (the same inputs: a verifier or solver change invalidates the gate's cache exactly when it should)."""
    import verifier.check as check

    assert gate_mod._verifier_digest_unloaded() == check.verifier_digest()


def test_a_warm_start_does_not_load_the_verifier(tree) -> None:
    """In a fresh process, a warm start with the real checker serves every artifact from the cache without
    importing verifier.check (the whole verifier: most of the gate's start-up before) or a solver (its version for
    the cache key comes from the package metadata: importing z3 for it was ~40 ms of the start-up)."""
    import subprocess
    import sys

    root, _ = tree
    make_gate(root)  # fills the cache (the key does not depend on the checker)
    code = ("import sys\n"
            "from backend.cuda.gate import LaunchGate\n"
            "from tests.cuda.fakes import FakeDriver, FakeLaunch\n"
            f"g = LaunchGate(FakeDriver(), {str(root / 'proofs')!r}, root={str(root)!r}, "
            f"cache_dir={str(root / 'cache')!r}, launch_fn=FakeLaunch())\n"
            "print(g.report.from_cache, g.report.checked, len(g.report.rejected), 'verifier.check' in sys.modules,\n"
            "      'z3' in sys.modules, 'bitwuzla' in sys.modules)\n")
    repo = Path(__file__).resolve().parents[2]
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=repo, check=True)
    assert out.stdout.split() == ["4", "0", "0", "False", "False", "False"], out.stderr
