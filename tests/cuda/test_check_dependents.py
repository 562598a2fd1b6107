"""backend.cuda.step_plan.check_dependents (the runtime half of a programmatic-dependent launch's proof) against
the quadratic scan it replaced, on random plans: the same verdict and, on a conflict, the same message (the
first conflicting write in launch order). The bisect version only made the check faster (a batch-1 plan:
~8 ms -> ~1.3 ms on the 2-core CPU), it may not accept a plan the scan refuses."""

from __future__ import annotations

from types import SimpleNamespace as NS

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from backend.cuda.step_plan import check_dependents
from fltc.errors import ConfigError
from verifier.config import Role


def reference(plan) -> None:
    """The scan before the change (every write of the chain for every stable buffer)."""
    if plan and plan[0].config.overlap is not None:
        raise ConfigError(f"{plan[0].desc.name}: the first launch of a step cannot be a programmatic dependent")
    writes = []
    for i, x in enumerate(plan):
        for p in x.desc.params:
            if p.role in (Role.OUT, Role.INOUT):
                ptr, _ = x.args.pointers[p.name]
                writes.append((i, ptr, ptr + x.config.buffer_map[p.name].size_bytes, f"{x.desc.name}.{p.name}"))
    chain_start = 0
    for i, x in enumerate(plan):
        if x.config.overlap is None:
            chain_start = i
            continue
        for name in x.config.overlap.stable:
            ptr, _ = x.args.pointers[name]
            end = ptr + x.config.buffer_map[name].size_bytes
            for k, a, b, who in writes:
                if k >= chain_start and a < end and ptr < b:
                    raise ConfigError(f"{x.desc.name}[{x.config.label}]: reads {name!r} before griddepcontrol.wait "
                                      f"(a stable buffer), but {who} writes it in the same step while the chain of "
                                      "dependents runs")


BUF = st.tuples(st.integers(0, 40), st.integers(0, 12))  # (start, size) in small units: overlaps are common


@st.composite
def plans(draw):
    out = []
    for i in range(draw(st.integers(1, 14))):
        params, pointers, sizes = [], {}, {}
        for j, role in enumerate(draw(st.lists(st.sampled_from([Role.IN, Role.OUT, Role.INOUT]), min_size=1,
                                               max_size=3))):
            name = f"p{j}"
            start, size = draw(BUF)
            params.append(NS(name=name, role=role))
            pointers[name], sizes[name] = (start * 16, None), NS(size_bytes=size * 16)
        dep = draw(st.booleans())
        stable = tuple(p.name for p in params if p.role is Role.IN and draw(st.booleans())) if dep else ()
        out.append(NS(desc=NS(name=f"k{i}", params=params), args=NS(pointers=pointers),
                      config=NS(label=f"c{i}", buffer_map=sizes, overlap=NS(stable=stable) if dep else None,
                                 power=None, outputs=(NS(shape=(1,)),))))
    return out


def verdict(f, plan) -> str | None:
    try:
        f(plan)
    except ConfigError as e:
        return str(e)
    return None


@settings(max_examples=400, deadline=None)
@given(plans())
def test_same_verdict_and_message_as_the_scan(plan) -> None:
    assert verdict(check_dependents, plan) == verdict(reference, plan)


def test_a_conflict_is_found() -> None:
    """A dependent reading (before its wait) what the chain's own earlier launch writes: refused."""
    w = NS(desc=NS(name="w", params=[NS(name="y", role=Role.OUT)]), args=NS(pointers={"y": (256, None)}),
           config=NS(label="a", buffer_map={"y": NS(size_bytes=64)}, overlap=None))
    r = NS(desc=NS(name="r", params=[NS(name="x", role=Role.IN)]), args=NS(pointers={"x": (300, None)}),
           config=NS(label="b", buffer_map={"x": NS(size_bytes=4)}, overlap=NS(stable=("x",)), power=None,
                     outputs=(NS(shape=(1,)),)))
    with pytest.raises(ConfigError, match="w.y writes it"):
        check_dependents([w, r])
    r.args.pointers["x"] = (320, None)  # just past the write: accepted
    check_dependents([w, r])
