"""Observed-error / bound ratios collected by the spec tests and printed at the end of the run
(tests/spec/conftest.py).  A ratio > 1 is a bound violation (the check fails); a maximum that
stays tiny on every input would mean a vacuous bound, so each operator test also asserts its
largest ratio is above RATIO_FLOOR."""

from __future__ import annotations

import numpy as np

RATIO_FLOOR = 1e-4
RATIOS: dict[str, float] = {}


def check_within(name: str, got: np.ndarray, exact: np.ndarray, bound: np.ndarray) -> float:
    """Assert |got - exact| <= bound elementwise; record and return max(|got - exact| / bound)."""
    got64 = np.asarray(got, dtype=np.float64)
    exact64 = np.asarray(exact, dtype=np.float64)
    bound = np.asarray(bound, dtype=np.float64)
    assert got64.shape == exact64.shape == bound.shape
    assert np.all(np.isfinite(got64)), f"{name}: non-finite result on finite inputs"
    err = np.abs(got64 - exact64)
    bad = err > bound
    assert not bad.any(), (
        f"{name}: bound violated at {np.argwhere(bad)[:5].tolist()}: err {err[bad][:5]} > bound {bound[bad][:5]}"
    )
    with np.errstate(divide="ignore", invalid="ignore"):
        r = np.where(bound > 0, err / bound, 0.0)
    ratio = float(r.max()) if r.size else 0.0
    RATIOS[name] = max(RATIOS.get(name, 0.0), ratio)
    print(f"[ratio] {name}: max observed/bound = {ratio:.4g}")
    return ratio
