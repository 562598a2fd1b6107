"""Coverage's per-dimension inverse map (verifier/obligations/coverage.py::_per_dim).

Why: the per-dimension map replaced flat divisions by non-powers of two for 2-D regions; these
tests pin that it is really the map in use on such a region, that it still proves a correct
kernel, and that a planted coverage hole still fails with a confirmed witness.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
import z3

import verifier.obligations.coverage as C
from tests.fixtures import kernels as K
from verifier import prove

GEMM = K.ptx("gemm_tiled")


def _coverage(ptx: str, cfg, monkeypatch) -> tuple[dict, list[bool]]:
    used: list[bool] = []
    orig = C._per_dim

    def spy(*a, **kw):
        r = orig(*a, **kw)
        used.append(r is not None)
        return r

    monkeypatch.setattr(C, "_per_dim", spy)
    art = prove(ptx, cfg)
    return next(o for o in art.doc["obligations"] if o["id"] == 1), used


@pytest.mark.parametrize("m,n", [(48, 48), (40, 48)])
def test_per_dim_map_proves_row_stride_not_power_of_two(m, n, monkeypatch):
    o, used = _coverage(GEMM, K.gemm_tiled(m=m, n=n, k=64), monkeypatch)
    assert used and all(used), "the 2N=96-byte row stride should take the per-dimension map"
    assert o["status"] == "proved"


def test_per_dim_map_hole_fails_with_witness(monkeypatch):
    good = K.gemm_tiled(m=48, n=48, k=64)
    gx, gy, gz = good.grid
    short = replace(good, grid=(gx, gy - 1, gz))  # one CTA row too few: the last 16 output rows unwritten
    o, used = _coverage(GEMM, short, monkeypatch)
    assert used and all(used)
    assert o["status"] == "failed"
    w = o["witness"]
    assert w["confirmed"] is True and 16 * (gy - 1) <= w["element"][0] < 48


def test_per_dim_not_used_for_one_dimensional_region(monkeypatch):
    o, used = _coverage(K.ptx("vec_add"), K.vec_add(), monkeypatch)
    assert o["status"] == "proved" and not any(used)


def test_per_dim_writes_rest_on_the_checked_identity(monkeypatch):
    """Where the per-dimension map is used for gemm's tiles, the writes are compared per dimension (_dims) and
    the identity they rest on is a query of its own; a wrong decomposition is caught by it, never proved."""
    o, used = _coverage(GEMM, K.gemm_tiled(m=48, n=48, k=64), monkeypatch)
    assert o["status"] == "proved"
    assert [q["name"] for q in o["queries"]] == ["coverage_0_c", "coverage_0_c_dims"]
    idx = []

    def wrong(pc, acc, reg):  # "the store writes every element": W' always true, only the identity fails
        if not idx:
            idx.extend(z3.BitVec(f"elem0_{k}", 64, pc.ctx) for k in range(2))
        return list(idx)

    monkeypatch.setattr(C, "_dims", wrong)
    o, _ = _coverage(GEMM, K.gemm_tiled(m=48, n=48, k=64), monkeypatch)
    assert o["status"] == "unknown" and o["witness"]["query"] == "coverage_0_c_dims"


def test_per_dim_column_hole_fails_with_witness(monkeypatch):
    """A column hole on the per-dimension path (one CTA column too few: the last 16 output columns unwritten)
    fails with a confirmed witness in those columns."""
    good = K.gemm_tiled(m=48, n=48, k=64)
    gx, gy, gz = good.grid
    short = replace(good, grid=(gx - 1, gy, gz))
    o, used = _coverage(GEMM, short, monkeypatch)
    assert used and all(used) and any(q["name"] == "coverage_0_c_dims" for q in o["queries"])
    assert o["status"] == "failed"
    w = o["witness"]
    assert w["confirmed"] is True and 16 * (gx - 1) <= w["element"][1] < 48


def test_per_dim_writes_compare_every_dimension(monkeypatch):
    """Planted: each thread stores to its column with the low bit cleared (c & ~1), so odd columns are never
    written while every row is. On the per-dimension path this fails with an odd column as the witness: the
    writes compare the column index too (comparing only the row called this kernel covered)."""
    cvt = "cvt.s64.s32 \t%rd23, %r4;"
    assert GEMM.count(cvt) == 1 and GEMM.count(".reg .b32 \t%r<30>;") == 1
    bad = GEMM.replace(cvt, "and.b32 \t%r30, %r4, -2;\n\tcvt.s64.s32 \t%rd23, %r30;").replace(
        ".reg .b32 \t%r<30>;", ".reg .b32 \t%r<31>;")
    o, used = _coverage(bad, K.gemm_tiled(m=48, n=48, k=64), monkeypatch)
    assert used and all(used) and any(q["name"] == "coverage_0_c_dims" for q in o["queries"])
    assert o["status"] == "failed" and o["witness"]["element"][1] % 2 == 1, o.get("witness")
