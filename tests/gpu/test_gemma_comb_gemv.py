"""Device tests of the o-projection that combines the split-key attention's partials (backend/kernels/src/
gemv_comb.cu, registry_gemma.COMB_KERNEL, declared by comb_configs, not launched by the step), in
tests/gpu/test_gemma_kernels.py's harness (outputs poisoned first, launches through the gate).

At gemma-3-270m's o-projection (Q4_K, N = 640, K = 1024, one KV head) after the b1s attention of a row of ctx keys
(ctx 1, 80, 600 at window 512 in G = 8 chunks; 4000 at window 8192 in G = 32): random partials for the
b1s_chunks(ctx, window, G).count chunks (m finite, l > 0; the chunks past count NaN, so reading one shows in xo),
a random kvrow, random Q4_K blocks, and the layer view of the profile's KV pool poisoned (every byte 0xFF):
  (a) xo against b1s_layout.b1s_combine (numpy's float32 exp where the kernel has CUDA's expf): equal except
      where the two exps differ; every element within 1 f16 ulp of it (|xo - ref| <= spacing(ref)); the number
      of differing elements is recorded and printed;
  (b) y bit for bit gemv_q4_k_r1 (the 1-row Q4_K GEMV the step launches for the o-projection) over xo;
  (c) the cache row of slots[0] (K plane, V plane) bit for bit kvrow, every other byte of the kv buffer untouched;
  (d) slots[0] = n_slots (a padding row's slot): xo and y the same, the kv buffer untouched;
  (e) a power = 0 launch leaves y, xo and the whole kv buffer untouched.
Results go to $FLTC_RESULTS_DIR/gemma_comb_gemv_tests.json.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from backend.kernels.b1s_layout import B1S_HD, b1s_chunks, b1s_combine
from backend.kernels.registry import REGISTRY
from backend.kernels.registry_gemma import COMB_KERNEL, comb_configs, gemma_gemv_kernel
from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES
from spec.kv_layout import KVLayout
from tests.gpu.test_gemma_kernels import _weights
from tests.gpu.test_kernels import RESULTS, Harness, _check_exact, _ratio, _record, write_results
from tests.kernels.test_gemma_comb import random_partials
from verifier.config import LaunchConfig

pytestmark = pytest.mark.gpu

SEED = 20261212
PROFILE = GEMMA_STEP_PROFILES["gemma3-270m"]
MODEL = PROFILE.gemma.model
N, K = MODEL.hidden, MODEL.q_heads * MODEL.head_dim
# (ctx, window, G): the local layers' split at a short, a middling and a past-the-window row; the global layers'
CASES = [(1, 512, 8), (80, 512, 8), (600, 512, 8), (4000, 8192, 32)]
_CHUNK = 1 << 28  # bytes of kv scanned per download


def _config(window: int, G: int) -> LaunchConfig:
    return next(c for c in comb_configs() if (c.scalar_map["window"], c.scalar_map["G"]) == (window, G))


class CombHarness(Harness):
    """One kv buffer (the profile's layer view, ~2.5 GB) for every case, re-poisoned before each."""

    kv: Any = None

    def fresh_kv(self, nbytes: int) -> Any:
        if self.kv is None:
            self.kv = self.poisoned(nbytes)
        self.drv.memset8(self.kv, 0xFF, nbytes)
        return self.kv

    def kv_changed(self, skip: tuple[tuple[int, int], ...] = ()) -> int:
        """Bytes of kv that are not 0xFF outside the (offset, size) ranges of `skip`."""
        n, total = 0, self.kv.nbytes
        for off in range(0, total, _CHUNK):
            part = self.drv.download(self.kv, np.uint8, (min(_CHUNK, total - off),), offset=off)
            for s, size in skip:
                lo, hi = max(s - off, 0), min(s + size - off, part.size)
                if lo < hi:
                    part[lo:hi] = 0xFF
            n += int(np.count_nonzero(part != 0xFF))
        return n


@pytest.fixture(scope="module")
def h(cuda_driver, launch_gate):
    hz = CombHarness(cuda_driver, launch_gate)
    start = len(RESULTS)
    yield hz
    hz.free_all()
    write_results(cuda_driver, RESULTS[start:], "gemma_comb_gemv_tests.json")


@pytest.mark.parametrize(("ctx", "window", "G"), CASES, ids=[f"ctx{c}_w{w}_g{g}" for c, w, g in CASES])
def test_comb_gemv(h: CombHarness, ctx: int, window: int, G: int) -> None:
    cfg = _config(window, G)
    ref_gemv = gemma_gemv_kernel(MODEL.o_type, 1)
    assert cfg.kernel == COMB_KERNEL and ref_gemv == "gemv_q4_k_r1"
    ck = b1s_chunks(ctx, window, G)
    rng = np.random.default_rng(SEED + ctx)
    part = random_partials(rng, ck.count, G)
    kvrow = (rng.standard_normal(2 * MODEL.kv_heads * B1S_HD) * 3).astype(np.float16)
    raw, _ = _weights("Q4_K", N, K, rng)
    lay = KVLayout(MODEL.layers, PROFILE.physical_blocks, kv_heads=MODEL.kv_heads, head_dim=MODEL.head_dim)
    n_slots = cfg.scalar_map["n_slots"]
    slot = n_slots - 1 if ctx == 600 else int(rng.integers(0, n_slots))  # ctx 600: the pool's last slot
    bkv = h.fresh_kv(cfg.buffer_map["kv"].size_bytes)
    bslot = h.upload(np.array([slot], np.uint32))
    args = {"part": h.upload(part), "kvrow": h.upload(kvrow), "seq_lens": h.upload(np.array([ctx], np.uint32)),
            "slots": bslot, "kv": bkv, "w": h.upload(raw), "y": h.poisoned(2 * N), "xo": h.poisoned(2 * K)}
    inputs = (f"ctx {ctx} ({ck.count} of G = {G} chunks, window {window}): partials m ~ U(-12, 12), l ~ U(1, 64), "
              f"acc ~ N(0, (2 l)^2), unused chunks NaN; kvrow N(0, 9) f16; random Q4_K blocks; slot {slot}; kv 0xFF")
    # (e) power off: y, xo and the whole kv buffer untouched
    before = [h.raw(args["y"]), h.raw(args["xo"])]
    h.launch(cfg, args, power=0)
    same = [h.raw(args["y"]), h.raw(args["xo"])] == before and h.kv_changed() == 0
    _record(cfg, "power = 0 launch: y, xo and kv unchanged", inputs, 0.0 if same else np.inf, same, "gate",
            claim="bit-exact")
    assert same, f"{cfg.kernel}/{cfg.label}: power=0 modified y, xo or kv"
    via = h.launch(cfg, args, power=1)
    # (a) xo against b1s_combine: equal but where the exps differ, within 1 f16 ulp everywhere
    xo = h.download(args["xo"], np.float16, (K,))
    ref = b1s_combine(part, ck, MODEL.kv_heads, G)
    assert np.isfinite(ref).all()
    differ = int(np.count_nonzero(xo.view(np.uint16) != ref.view(np.uint16)))
    exact = ref.astype(np.float64)
    ratio = _ratio(xo, exact, np.spacing(np.abs(ref)).astype(np.float64))
    ok = ratio <= 1.0 and np.isfinite(xo).all()
    _record(cfg, "b1s_layout.b1s_combine (numpy float32 exp; the kernel has expf): |xo - ref| <= 1 f16 ulp", inputs,
            ratio, ok, via, differing=differ, elements=K)
    print(f"ctx {ctx}: xo differs from b1s_combine in {differ} of {K} elements (max {ratio:.3g} ulp)")
    assert ok, f"{cfg.kernel}/{cfg.label}: xo off b1s_combine by {ratio} f16 ulp"
    # (b) y bit for bit the 1-row Q4_K GEMV over xo
    y_ref = h.poisoned(2 * N)
    h.run(REGISTRY[ref_gemv].config(overlap=True, M=1, N=N, K=K), {"x": args["xo"], "w": args["w"], "y": y_ref},
          [y_ref])
    y = h.download(args["y"], np.float16, (1, N))
    _check_exact(cfg, f"{ref_gemv} (N = {N}, K = {K}) over xo", inputs, y, h.download(y_ref, np.float16, (1, N)),
                 via)
    # (c) the cache row of the slot is kvrow, nothing else written
    row = MODEL.kv_heads * B1S_HD * 2
    off = (slot >> 4) * lay.page_stride + (slot & 15) * lay.token_stride
    got = np.concatenate([h.drv.download(bkv, np.uint8, (row,), offset=p * lay.plane_stride + off) for p in (0, 1)])
    _check_exact(cfg, "kvrow (the row's K and V copied into the cache row of slots[0], bytes)", inputs, got,
                 kvrow.view(np.uint8), via)
    changed = h.kv_changed(((off, row), (lay.plane_stride + off, row)))
    _record(cfg, "kv bytes outside the slot's K and V rows unchanged", inputs, 0.0 if changed == 0 else np.inf,
            changed == 0, via, claim="bit-exact")
    assert changed == 0, f"{cfg.kernel}/{cfg.label}: {changed} kv bytes written outside the slot's row"
    # (d) a slot past the pool (slots[0] = n_slots): no cache write; xo and y as before
    h.drv.memset8(bkv, 0xFF)
    for b in (args["y"], args["xo"]):
        h.drv.memset8(b, 0xFF)
    h.drv.htod(bslot, np.array([n_slots], np.uint32))
    h.host_of[bslot.ptr] = np.array([n_slots], np.uint32)
    h.launch(cfg, args, power=1)
    untouched = h.kv_changed() == 0
    _record(cfg, "slots[0] = n_slots: kv unchanged", inputs, 0.0 if untouched else np.inf, untouched, via,
            claim="bit-exact")
    assert untouched, f"{cfg.kernel}/{cfg.label}: slot n_slots wrote kv"
    _check_exact(cfg, "slots[0] = n_slots: xo as with a pool slot", inputs, h.download(args["xo"], np.float16, (K,)),
                 xo, via)
    _check_exact(cfg, "slots[0] = n_slots: y as with a pool slot", inputs, h.download(args["y"], np.float16, (1, N)),
                 y, via)
