"""Device tests of sample_topk_f32/f16 (backend/kernels/src/sampling_topk.cu) against spec.sampling and the
kernel's CPU model (tests/kernels/test_sample_topk_model.py): obligation 8, "tested", never "proved".

Every launch goes through the launch gate (an unproved configuration fails with UnprovenLaunchError: prove
the registry's sample_topk configurations first). Each configuration: a power = 0 launch that must leave
the poisoned tokens untouched, then the active launch. A device token must equal the model's token (the
model decides retries with integers only, so those must agree exactly), and a non-retry token must equal
the spec's unless the draw lies within `MARGIN` of a cumulative boundary (the device's binary64 exp may
round an e_r differently from numpy's: such draws are counted, not hidden). Results go to
$FLTC_RESULTS_DIR/sample_topk_tests.json.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from backend.kernels.registry import REGISTRY
from spec.sampling import sample_trace_f32
from tests.kernels.test_sample_topk_model import INVALID, RETRY, TOPK_MAX, model

pytestmark = pytest.mark.gpu

MARGIN = 2.0**-20  # |target - C_r| (or |top_p - C_r*|) below this: a flip is a near-boundary draw
RESULTS: list[dict[str, Any]] = []
SHAPES = [("f32", 3, 1000), ("f16", 3, 1000), ("f32", 1, 49152), ("f32", 64, 49152)]


class Rig:
    """Allocations and gate-only launches of one sample_topk configuration."""

    def __init__(self, drv: Any, gate: Any, dt: str, B: int, V: int) -> None:
        self.drv, self.gate, self.dt, self.B, self.V = drv, gate, dt, B, V
        self.desc = REGISTRY[f"sample_topk_{dt}"]
        self.cfg = self.desc.config(B=B, V=V)
        self.bufs: list[Any] = []

    def _up(self, a: np.ndarray) -> Any:
        b = self.drv.upload(np.ascontiguousarray(a))
        self.bufs.append(b)
        return b

    def launch(self, logits: np.ndarray, temps, ks, tps, seeds, ctrs, power: int = 1) -> np.ndarray:
        from backend.cuda.driver import call
        from backend.cuda.launcher import pack_args

        B = self.B
        tok = self.drv.alloc(4 * B)
        self.bufs.append(tok)
        self.drv.memset8(tok, 0xA5, 4 * B)
        args = {"logits": self._up(logits.astype(np.float32 if self.dt == "f32" else np.float16)),
                "temps": self._up(np.asarray(temps, np.float32)), "top_ks": self._up(np.asarray(ks, np.uint32)),
                "top_ps": self._up(np.asarray(tps, np.float32)), "seeds": self._up(np.asarray(seeds, np.uint64)),
                "counters": self._up(np.asarray(ctrs, np.uint64)), "tokens": tok, "V": self.V}
        self.gate.admit(self.desc, self.cfg)
        self.gate.launch(self.desc, self.cfg, pack_args(self.desc, self.cfg, args, power=power))
        call("cuCtxSynchronize")
        return self.drv.download(tok, np.uint32, (B,))

    def close(self) -> None:
        for b in self.bufs:
            self.drv.free(b)


def _compare(rig: Rig, logits: np.ndarray, temps, ks, tps, seeds, ctrs, what: str) -> dict[str, int]:
    """One launch: power 0 first (tokens untouched), then active; every row against model and spec."""
    off = rig.launch(logits, temps, ks, tps, seeds, ctrs, power=0)
    assert (off == 0xA5A5A5A5).all(), f"{what}: power=0 wrote tokens"
    got = rig.launch(logits, temps, ks, tps, seeds, ctrs)
    n = {"rows": 0, "equal": 0, "near": 0, "retry": 0, "invalid": 0}
    x32 = logits.astype(np.float32) if rig.dt == "f32" else logits.astype(np.float16).astype(np.float32)
    for r in range(rig.B):
        args = (float(temps[r]), int(ks[r]), float(tps[r]), int(seeds[r]), int(ctrs[r]))
        want_model = model(x32[r], *args)
        try:
            tr = sample_trace_f32(x32[r], float(np.float32(args[0])), args[1], float(np.float32(args[2])),
                                  args[3], args[4])
        except ValueError:
            tr = None
        g = int(got[r])
        n["rows"] += 1
        if g == RETRY or want_model == RETRY:
            assert g == want_model, f"{what} row {r}: device {g:#x}, model {want_model:#x} (retry decision)"
            n["retry"] += 1
        elif tr is None:
            assert g == INVALID, f"{what} row {r}: spec rejects the row, device drew {g}"
            n["invalid"] += 1
        elif g == tr.token:
            n["equal"] += 1
        else:
            near = min(tr.u_margin, tr.top_p_margin) <= MARGIN
            assert near, (f"{what} row {r}: device {g}, spec {tr.token}, margins u={tr.u_margin} "
                          f"top_p={tr.top_p_margin}")
            n["near"] += 1
    return n


@pytest.fixture(scope="module")
def results(cuda_driver):
    yield RESULTS
    out = os.environ.get("FLTC_RESULTS_DIR")
    if out and RESULTS:
        Path(out).mkdir(parents=True, exist_ok=True)
        doc = {"command": "PYTHONPATH=. " + " ".join([Path(sys.executable).name, "-m", "pytest", *sys.argv[1:]]),
               "device": getattr(cuda_driver, "name", "unknown"),
               "created_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "kind": "sample_topk_tests",
               "margin": MARGIN, "results": RESULTS}
        (Path(out) / "sample_topk_tests.json").write_text(json.dumps(doc, indent=1, sort_keys=True))


@pytest.mark.parametrize("dt,B,V", SHAPES)
def test_random_rows(cuda_driver, launch_gate, results, dt: str, B: int, V: int) -> None:
    rig = Rig(cuda_driver, launch_gate, dt, B, V)
    rng = np.random.default_rng(20240617 + B + V)
    total: dict[str, int] = {}
    try:
        for trial in range(6 if V > 1000 else 24):
            spread = (0.5, 3.0, 12.0)[trial % 3]
            logits = (rng.standard_normal((B, V)) * spread).astype(np.float32)
            temps = rng.choice([0.0, 0.6, 0.8, 1.0, 1.7], B)
            ks = rng.choice([1, 2, 20, 40, 50, 100, TOPK_MAX], B)
            tps = rng.choice([1.0, 0.95, 0.9, 0.5, 1e-6], B)
            seeds = rng.integers(0, 2**63, B, dtype=np.uint64)
            ctrs = rng.integers(0, 2**40, B, dtype=np.uint64)
            for k, v in _compare(rig, logits, temps, ks, tps, seeds, ctrs, f"{dt}/b{B}_v{V} trial {trial}").items():
                total[k] = total.get(k, 0) + v
    finally:
        rig.close()
    results.append({"kernel": rig.cfg.kernel, "label": rig.cfg.label, "inputs": "random N(0, s^2) rows", **total})
    assert total["equal"] + total["near"] > 0


ADVERSARIAL = ["ties", "masked", "signed_zero", "hot_temperature", "cold_temperature", "top_p_tiny",
               "one_thread", "nan", "all_masked", "sorted"]


@pytest.mark.parametrize("dt", ["f32", "f16"])
@pytest.mark.parametrize("kind", ADVERSARIAL)
def test_adversarial_rows(cuda_driver, launch_gate, results, dt: str, kind: str) -> None:
    B, V = 3, 1000
    rig = Rig(cuda_driver, launch_gate, dt, B, V)
    rng = np.random.default_rng(sum(map(ord, kind)))
    x = (rng.standard_normal((B, V)) * 2).astype(np.float32)
    temps, ks, tps = np.array([0.8, 1.0, 0.0]), np.array([40, TOPK_MAX, 0]), np.array([0.95, 1.0, 1.0])
    if kind == "ties":
        x[:] = 1.25
    elif kind == "masked":
        x[:] = -np.inf
        x[:, rng.choice(V, 7, replace=False)] = 0.5
    elif kind == "signed_zero":
        x = np.where(rng.integers(0, 2, (B, V)) == 1, np.float32(-0.0), np.float32(0.0)).astype(np.float32)
    elif kind == "hot_temperature":
        temps = np.array([1e4, 3e4, 1e4])
    elif kind == "cold_temperature":
        temps = np.array([1e-3, 1e-2, 1e-3])
    elif kind == "top_p_tiny":
        tps = np.array([1e-7, 1e-7, 1e-7])
    elif kind == "one_thread":  # the six best in groups 0, 4, 8, ...: at V = 1000 one group per thread, no retry
        x[:, np.arange(6) * 4] = np.arange(10, 16, dtype=np.float32)
    elif kind == "nan":
        x[0, 17] = np.nan
        x[1, 3] = np.inf
    elif kind == "all_masked":
        x[:] = -np.inf
    elif kind == "sorted":
        x = np.sort(x, axis=1)
    seeds = rng.integers(0, 2**63, B, dtype=np.uint64)
    ctrs = rng.integers(0, 2**40, B, dtype=np.uint64)
    try:
        n = _compare(rig, x, temps, ks, tps, seeds, ctrs, f"{dt} {kind}")
    finally:
        rig.close()
    results.append({"kernel": rig.cfg.kernel, "label": rig.cfg.label, "inputs": kind, **n})
    if kind == "one_thread":  # V < 4096: each thread holds at most one group of 4, its 5th best is empty
        assert n["retry"] == 0
    if kind in ("nan", "all_masked"):
        assert n["invalid"] >= 2


def test_one_thread_holding_the_top_retries(cuda_driver, launch_gate, results) -> None:
    """Tokens 0, 4096, 8192, ... are one thread's (4-element groups strided by 4 * 1024): its five best
    cannot all reach the 4 shared slots, so the kernel must answer RETRY_TOKEN (the executor then draws
    with sample_f32), never a token from an incomplete candidate set."""
    rig = Rig(cuda_driver, launch_gate, "f32", 1, 49152)
    rng = np.random.default_rng(11)
    x = (rng.standard_normal((1, 49152)) * 2).astype(np.float32)
    x[0, np.arange(6) * 4096] = np.arange(10, 16, dtype=np.float32)
    try:
        n = _compare(rig, x, np.array([0.8]), np.array([40]), np.array([0.95]), np.array([3], np.uint64),
                     np.array([9], np.uint64), "f32 one thread holds the top 6")
    finally:
        rig.close()
    results.append({"kernel": rig.cfg.kernel, "label": rig.cfg.label, "inputs": "one thread holds the top 6", **n})
    assert n["retry"] == 1


def test_one_pass_speed(cuda_driver, launch_gate, results) -> None:
    """Device time of one batch-1 draw on the default vocabulary (recorded; the target is what makes
    sampled decode reach greedy speed: a few tens of microseconds, not sample_f32's ~2 ms)."""
    from backend.cuda.launcher import pack_args

    rig = Rig(cuda_driver, launch_gate, "f32", 1, 49152)
    drv = cuda_driver
    try:
        rng = np.random.default_rng(5)
        x = (rng.standard_normal((1, 49152)) * 3).astype(np.float32)
        got = rig.launch(x, [0.8], [40], [0.95], [1], [2])
        assert int(got[0]) < 49152
        # rig.bufs of the last launch: tokens, then logits, temps, top_ks, top_ps, seeds, counters
        args = {k: b for k, b in zip(("logits", "temps", "top_ks", "top_ps", "seeds", "counters"), rig.bufs[-6:],
                                     strict=True)}
        args.update(tokens=rig.bufs[-7], V=49152)
        packed = pack_args(rig.desc, rig.cfg, args)
        s = drv.stream()
        e0, e1 = drv.event(), drv.event()
        for _ in range(3):
            launch_gate.launch(rig.desc, rig.cfg, packed, s)
        drv.record(e0, s)
        reps = 50
        for _ in range(reps):
            launch_gate.launch(rig.desc, rig.cfg, packed, s)
        drv.record(e1, s)
        drv.event_sync(e1)
        us = drv.elapsed_ms(e0, e1) * 1000.0 / reps
        for e in (e0, e1):
            drv.destroy_event(e)
        drv.destroy_stream(s)
    finally:
        rig.close()
    results.append({"kernel": "sample_topk_f32", "label": "b1_v49152", "inputs": "speed", "us_per_draw": us})
    assert us < 200.0, f"sample_topk_f32 b1: {us:.1f} us per draw"
