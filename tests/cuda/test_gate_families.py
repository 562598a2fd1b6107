"""The launch gate admits members of checked family artifacts (CPU: fake driver and checker).

Shown: a concrete launch inside a checked family's ranges is admitted (by that artifact, with the
symbol values recorded); one outside the range, one violating multiple_of, and one whose other fields
differ are refused with UnprovenLaunchError; a tampered family artifact (a widened range) is rejected
at start-up, so nothing it would cover is admitted; a family configuration itself is never launched;
the family decision is made once per distinct configuration and the hot path stays the id look-up.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from backend.cuda.gate import LaunchGate
from backend.cuda.launcher import pack_args
from backend.kernels.symbolic import Dim, size, sym, symbols_of
from fltc.errors import UnprovenLaunchError
from tests.cuda.fakes import (
    PARAMS,
    PTX,
    FakeBuf,
    FakeChecker,
    FakeDriver,
    FakeLaunch,
    _sig,
    descriptor,
    family,
    write_artifact,
)
from verifier.config import (
    Assumption,
    AssumptionKind,
    Buffer,
    LaunchConfig,
    OutputRegion,
    PowerSpec,
    ResourceLimits,
)


def scale_config(n: int | Dim, label: str) -> LaunchConfig:
    """tests.cuda.fakes.family's formulas, for an int n (one launch) or a Dim (the family over n)."""
    return LaunchConfig(
        kernel="fake_scale", entry="fake_scale", params=PARAMS, grid=(size((n + 127) // 128), 1, 1),
        block=(128, 1, 1), dynamic_shared_bytes=0, scalars=(("alpha", 0.5), ("n", size(n))),
        buffers=(("x", Buffer(size(2 * n))), ("y", Buffer(size(2 * n)))),
        outputs=(OutputRegion("y", 0, 2, (size(n),), (2,)),),
        assumptions=(Assumption("disjoint", AssumptionKind.BUFFERS_DISJOINT, "separate allocations"),),
        power=PowerSpec("power", 1), limits=ResourceLimits(), label=label, symbols=symbols_of(n))


FAMILY = scale_config(sym("n", 128, 4096, multiple_of=128), "n128-4096x128")


@pytest.fixture()
def tree(tmp_path: Path):
    (tmp_path / "k").mkdir()
    (tmp_path / "k" / "fake.ptx").write_text(PTX)
    return tmp_path, descriptor(tmp_path / "k" / "fake.ptx")


def make_gate(root: Path) -> tuple[LaunchGate, FakeLaunch]:
    launch = FakeLaunch()
    g = LaunchGate(FakeDriver(), root / "proofs", root=root, checker=FakeChecker(root), checker_name="fake",
                   cache_dir=root / "cache", launch_fn=launch)
    return g, launch


def bufs(n: int) -> dict:
    return {"x": FakeBuf(0x100000, 2 * n), "y": FakeBuf(0x200000, 2 * n)}


def go(gate: LaunchGate, desc, cfg: LaunchConfig) -> None:
    gate.launch(desc, cfg, pack_args(desc, cfg, bufs(cfg.scalar_map["n"])))


def test_the_fake_family_is_the_concrete_formulas() -> None:
    assert FAMILY.is_family and FAMILY.validate() is None
    for n in (128, 1152, 4096):
        assert FAMILY.match(family(n)) == {"n": n}
        a, b = FAMILY.instantiate({"n": n}).to_json(), family(n).to_json()
        a.pop("label"), b.pop("label")
        assert a == b


def test_in_family_launch_admitted_by_the_family_artifact(tree) -> None:
    root, desc = tree
    write_artifact(root, FAMILY, "k/fake.ptx")
    gate, launch = make_gate(root)
    assert gate.report.admitted == 1 and not gate.report.rejected
    assert [a.label for a in gate.families("fake_scale")] == ["n128-4096x128"]
    for n in (128, 384, 4096):
        go(gate, desc, family(n))
    assert [c[1] for c in launch.calls] == [1, 3, 32]  # grid x = cdiv(n, 128) of each concrete launch
    recs = {r.label: r for r in gate.launched()}
    assert set(recs) == {"n128", "n384", "n4096"}
    assert all(r.admitted.artifact_path == "proofs/fake_scale/n128-4096x128.json" for r in recs.values())
    assert recs["n384"].values == (("n", 384),)
    row = next(x for x in gate.summary()["launched"] if x.get("config_label") == "n384")
    assert row["values"] == {"n": 384} and row["label"] == "n128-4096x128"
    assert gate.lookup(desc, family(256)) is not None and gate.lookup(desc, family(8192)) is None


@pytest.mark.parametrize(("cfg", "why"), [
    (family(8192), "above the range"),
    (family(1), "below the range"),
    (family(200), "not a multiple of 128"),
    (replace(family(256), scalars=(("alpha", 0.25), ("n", 256))), "a concrete field differs"),
    (replace(family(256), grid=(3, 1, 1)), "the grid is not the family's cdiv(n, 128)"),
])
def test_outside_the_family_refused(tree, cfg: LaunchConfig, why: str) -> None:
    root, desc = tree
    write_artifact(root, FAMILY, "k/fake.ptx")
    gate, launch = make_gate(root)
    with pytest.raises(UnprovenLaunchError, match=r"lies in none of the 1 checked families of fake_scale "
                                                  r"\(n128-4096x128\)") as ei:
        gate.launch(desc, cfg, pack_args(desc, cfg, bufs(8192)))
    assert "fltc prove fake_scale" in str(ei.value), why
    assert launch.calls == []


def test_tampered_family_artifact_refused(tree) -> None:
    """Widening the range in the artifact (its key made consistent) breaks the checker's signature: the
    artifact is rejected at start-up and a launch it would cover is refused, naming the rejection."""
    root, desc = tree
    p = write_artifact(root, FAMILY, "k/fake.ptx")
    art = json.loads(p.read_text())
    art["config"]["symbols"]["n"]["max"] = 1 << 20
    art["config_key"] = LaunchConfig.from_json(art["config"]).key()
    p.write_text(json.dumps(art))
    gate, launch = make_gate(root)
    assert gate.report.admitted == 0 and gate.families() == []
    assert "re-check failed" in gate.report.rejected[0].reason
    with pytest.raises(UnprovenLaunchError, match="no checked proof artifact"):
        go(gate, desc, family(256))
    assert launch.calls == []


def test_tampered_key_refused(tree) -> None:
    """A family artifact whose embedded configuration was edited without its key is refused statically."""
    root, desc = tree
    p = write_artifact(root, FAMILY, "k/fake.ptx")
    art = json.loads(p.read_text())
    art["config"]["symbols"]["n"]["min"] = 1
    art["test_signature"] = _sig(art, root, p.parent)  # even a checker that accepts it does not help
    p.write_text(json.dumps(art))
    gate, _ = make_gate(root)
    assert gate.report.admitted == 0 and "config_key is not the key" in gate.report.rejected[0].reason
    with pytest.raises(UnprovenLaunchError):
        go(gate, desc, family(256))


def test_family_configuration_is_never_launched(tree) -> None:
    root, desc = tree
    write_artifact(root, FAMILY, "k/fake.ptx")
    gate, launch = make_gate(root)
    with pytest.raises(UnprovenLaunchError, match="is a family"):
        gate.admit(desc, FAMILY)
    assert launch.calls == []


def test_family_decision_once_per_distinct_configuration(tree, monkeypatch) -> None:
    root, desc = tree
    write_artifact(root, FAMILY, "k/fake.ptx")
    gate, launch = make_gate(root)
    calls: list[str] = []
    real = LaunchConfig.match

    def counting(self: LaunchConfig, concrete: LaunchConfig):
        calls.append(concrete.label)
        return real(self, concrete)

    monkeypatch.setattr(LaunchConfig, "match", counting)
    cfg = family(512)
    args = pack_args(desc, cfg, bufs(512))
    for _ in range(5):
        gate.launch(desc, cfg, args)  # the same object: the id look-up, no key, no match
    for _ in range(3):
        go(gate, desc, family(512))  # equal new objects: one sha256 each, the cached decision
    with pytest.raises(UnprovenLaunchError):
        go(gate, desc, family(200))
    with pytest.raises(UnprovenLaunchError):
        go(gate, desc, family(200))  # a refusal is cached too
    assert calls == ["n512", "n200"] and len(launch.calls) == 8
    assert gate.launched()[0].launches == 8


def test_concrete_artifact_still_wins_and_both_coexist(tree) -> None:
    """A concrete artifact is admitted by its key as before; next to a family, each launch names the
    artifact that admitted it."""
    root, desc = tree
    write_artifact(root, family(100), "k/fake.ptx")  # 100 is outside the family (multiple_of 128)
    write_artifact(root, FAMILY, "k/fake.ptx")
    gate, _ = make_gate(root)
    assert gate.report.admitted == 2
    go(gate, desc, family(100))
    go(gate, desc, family(256))
    paths = {r.label: r.admitted.artifact_path for r in gate.launched()}
    assert paths == {"n100": "proofs/fake_scale/n100.json", "n256": "proofs/fake_scale/n128-4096x128.json"}
