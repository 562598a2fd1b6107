"""The gate's data-assumption rule (issue 14, hole E): a launch names exactly the configuration's data
assumptions it keeps (LaunchGate.launch(keeps=)); too few or a name the configuration lacks is refused.

Fake driver and checker (tests/cuda/fakes.py): the gate's logic only.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from backend.cuda.gate import LaunchGate, data_assumptions
from backend.cuda.launcher import pack_args
from fltc.errors import UnprovenLaunchError
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
from verifier.config import Assumption, AssumptionKind

X_SMALL = Assumption("x_small", AssumptionKind.LOAD_RANGE, "the caller keeps x below 8", "x", "u16", 0, 7)


def ranged(n: int = 256):
    return replace(family(n), assumptions=family(n).assumptions + (X_SMALL,))


@pytest.fixture()
def setup(tmp_path: Path):
    (tmp_path / "k").mkdir()
    (tmp_path / "k" / "fake.ptx").write_text(PTX)
    desc = descriptor(tmp_path / "k" / "fake.ptx")
    write_artifact(tmp_path, ranged(), "k/fake.ptx")
    write_artifact(tmp_path, family(512), "k/fake.ptx")  # no data assumption
    launch = FakeLaunch()
    gate = LaunchGate(FakeDriver(), tmp_path / "proofs", root=tmp_path, checker=FakeChecker(tmp_path),
                      checker_name="fake", cache_dir=tmp_path / "cache", launch_fn=launch)
    return gate, desc, launch


def args_for(desc, cfg, n: int):
    return pack_args(desc, cfg, {"x": FakeBuf(0x100000, 2 * n), "y": FakeBuf(0x200000, 2 * n)})


def test_data_assumptions_are_the_load_kinds_only() -> None:
    inj = Assumption("x_distinct", AssumptionKind.LOAD_INJECTIVE, "distinct", "x", "u16")
    cfg = replace(ranged(), assumptions=ranged().assumptions + (inj,))
    assert data_assumptions(cfg) == ("x_small", "x_distinct")  # BUFFERS_DISJOINT: the launcher checks it
    assert data_assumptions(family(256)) == ()


def test_launch_naming_nothing_is_refused_and_says_what_to_do(setup) -> None:
    gate, desc, launch = setup
    cfg = ranged()
    args = args_for(desc, cfg, 256)
    with pytest.raises(UnprovenLaunchError) as ei:
        gate.launch(desc, cfg, args)
    msg = str(ei.value)
    assert "x_small" in msg and "the caller keeps x below 8" in msg and "keeps=" in msg
    assert "backend/cuda/keeps.py" in msg
    assert launch.calls == []


def test_launch_naming_its_assumptions_launches(setup) -> None:
    gate, desc, launch = setup
    cfg = ranged()
    args = args_for(desc, cfg, 256)
    kept = ("x_small",)
    gate.launch(desc, cfg, args, keeps=kept)
    gate.launch(desc, cfg, args, keeps=kept)  # the same tuple: the identity check
    gate.launch(desc, cfg, args, keeps=tuple(["x_small"]))  # an equal, new tuple: checked again, accepted
    gate.launch(desc, cfg, args, keeps=frozenset({"x_small"}))
    assert len(launch.calls) == 4
    assert gate.launched()[0].launches == 4


def test_acceptance_does_not_carry_over_to_a_launch_naming_nothing(setup) -> None:
    gate, desc, launch = setup
    cfg = ranged()
    args = args_for(desc, cfg, 256)
    gate.launch(desc, cfg, args, keeps=("x_small",))
    with pytest.raises(UnprovenLaunchError, match="x_small"):
        gate.launch(desc, cfg, args)
    with pytest.raises(UnprovenLaunchError, match="x_small"):
        gate.launch(desc, cfg, args, keeps=[])  # a list: checked at every launch (mutable, never remembered)
    assert len(launch.calls) == 1


@pytest.mark.parametrize("keeps", [("x_smal",), ("x_small", "y_small"), ("y_small",)],
                         ids=["typo", "one_extra", "wrong_one"])
def test_naming_an_assumption_the_configuration_lacks_is_refused(setup, keeps) -> None:
    gate, desc, launch = setup
    cfg = ranged()
    with pytest.raises(UnprovenLaunchError, match="does not assume"):
        gate.launch(desc, cfg, args_for(desc, cfg, 256), keeps=keeps)
    assert launch.calls == []


def test_naming_on_a_configuration_without_data_assumptions_is_refused(setup) -> None:
    gate, desc, launch = setup
    cfg = family(512)
    args = args_for(desc, cfg, 512)
    with pytest.raises(UnprovenLaunchError, match="does not assume"):
        gate.launch(desc, cfg, args, keeps=("x_small",))
    gate.launch(desc, cfg, args)  # nothing to name: the plain launch
    assert len(launch.calls) == 1


def test_admit_checks_keeps_when_given(setup) -> None:
    gate, desc, _ = setup
    cfg = ranged()
    assert gate.admit(desc, cfg).label == "n256"  # planning without names: admission only
    with pytest.raises(UnprovenLaunchError, match="x_small"):
        gate.admit(desc, cfg, keeps=())
    with pytest.raises(UnprovenLaunchError, match="does not assume"):
        gate.admit(desc, cfg, keeps=("x_small", "z"))
    gate.admit(desc, cfg, keeps=("x_small",))


def test_a_string_is_not_a_tuple_of_names(setup) -> None:
    gate, desc, _ = setup
    cfg = ranged()
    with pytest.raises(TypeError, match="tuple"):
        gate.launch(desc, cfg, args_for(desc, cfg, 256), keeps="x_small")  # type: ignore[arg-type]


def test_a_family_member_names_the_family_data_assumption(tmp_path: Path) -> None:
    """A concrete launch admitted as a member of a checked family carries the family's data assumption (the
    member equals the family's instance, assumptions included) and must name it."""
    from backend.kernels.symbolic import sym
    from tests.cuda.test_gate_families import scale_config

    def with_range(cfg):
        return replace(cfg, assumptions=cfg.assumptions + (X_SMALL,))

    (tmp_path / "k").mkdir()
    (tmp_path / "k" / "fake.ptx").write_text(PTX)
    desc = descriptor(tmp_path / "k" / "fake.ptx")
    write_artifact(tmp_path, with_range(scale_config(sym("n", 128, 4096, multiple_of=128), "n128-4096x128")),
                   "k/fake.ptx")
    launch = FakeLaunch()
    gate = LaunchGate(FakeDriver(), tmp_path / "proofs", root=tmp_path, checker=FakeChecker(tmp_path),
                      checker_name="fake", cache_dir=tmp_path / "cache", launch_fn=launch)
    member = with_range(scale_config(384, "n384"))
    assert gate.lookup(desc, member) is not None
    assert gate.lookup(desc, scale_config(384, "n384")) is None  # without the assumption: no member
    args = args_for(desc, member, 384)
    with pytest.raises(UnprovenLaunchError, match="x_small"):
        gate.launch(desc, member, args)
    gate.launch(desc, member, args, keeps=("x_small",))
    assert len(launch.calls) == 1 and gate.launched()[0].values == (("n", 384),)
