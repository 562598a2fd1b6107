"""On the device: driver round trip, JIT error log, gate refusal and admission, graph capture
through the gate. Skipped cleanly without a GPU."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from fltc.errors import CudaError, UnprovenLaunchError

pytestmark = pytest.mark.gpu


def test_memory_round_trip(cuda_driver) -> None:
    drv = cuda_driver
    rng = np.random.default_rng(1)
    host = rng.integers(0, 256, size=1 << 20, dtype=np.uint8)
    a, b = drv.alloc(host.nbytes), drv.alloc(host.nbytes)
    s = drv.stream()
    drv.htod(a, host)
    drv.dtod(b, a, host.nbytes, stream=s)
    back = np.empty_like(host)
    drv.dtoh(back, b, stream=s)
    drv.synchronize(s)
    assert np.array_equal(back, host)
    drv.memset8(b, 0xAB, 4096)
    part = drv.download(b, np.uint8, (8192,))
    assert (part[:4096] == 0xAB).all() and np.array_equal(part[4096:], host[4096:8192])
    v = b.view(4096, 16)
    drv.htod(v, np.arange(16, dtype=np.uint8))
    assert np.array_equal(drv.download(b, np.uint8, (16,), offset=4096), np.arange(16, dtype=np.uint8))
    with pytest.raises(CudaError):
        drv.htod(v, np.zeros(17, dtype=np.uint8))  # past the view: refused on the host
    e0, e1 = drv.event(), drv.event()
    drv.record(e0, s)
    drv.htod(a, host, stream=s)
    drv.record(e1, s)
    drv.event_sync(e1)
    assert drv.elapsed_ms(e0, e1) >= 0.0
    drv.free(a)
    drv.free(b)


def test_bad_ptx_reports_jit_log(cuda_driver) -> None:
    from backend.cuda.driver import CudaCallError

    bad = ".version 8.0\n.target sm_89\n.address_size 64\n.visible .entry k() { frobnicate.u32 %r1; ret; }\n"
    with pytest.raises(CudaCallError) as ei:
        cuda_driver.load_module(bad, "bad.ptx")
    assert ei.value.call == "cuModuleLoadDataEx" and ei.value.code_name.startswith("CUDA_ERROR")
    assert "JIT error log" in str(ei.value)


def _residual_case(gate):
    """An admitted configuration of the residual-add kernel, or skip with the reason."""
    from backend.kernels.registry import REGISTRY, launch_configs

    for cfg in launch_configs():
        desc = REGISTRY.get(cfg.kernel)
        if desc is not None and desc.entry == "residual_add_f16" and gate.lookup(desc, cfg) is not None:
            return desc, cfg
    pytest.skip("no admitted residual_add_f16 configuration under proofs/ (run fltc prove)")


def _buffers(drv, cfg, n):
    rng = np.random.default_rng(7)
    a = rng.standard_normal(n).astype(np.float16)
    b = rng.standard_normal(n).astype(np.float16)
    bufs = {"a": drv.upload(a), "b": drv.upload(b)}
    out_size = cfg.buffer_map["out"].size_bytes
    bufs["out"] = drv.alloc(out_size)
    drv.memset8(bufs["out"], 0x7E)  # poison (0x7E7E is a finite f16, never a sum here by chance)
    return a, b, bufs


def test_gate_admits_proved_and_refuses_unproved_on_device(cuda_driver, launch_gate) -> None:
    from backend.cuda.launcher import pack_args
    from spec.residual import residual_add

    drv, gate = cuda_driver, launch_gate
    desc, cfg = _residual_case(gate)
    n = int(cfg.scalar_map["n"])
    a, b, bufs = _buffers(drv, cfg, n)
    s = drv.stream()
    # 1. an unproved variant of the same kernel (one more block) is refused and launches nothing
    bad = dataclasses.replace(cfg, grid=(cfg.grid[0] + 1, cfg.grid[1], cfg.grid[2]), label=cfg.label + "_unproved")
    with pytest.raises(UnprovenLaunchError) as ei:
        gate.launch(desc, bad, pack_args(desc, bad, bufs), s)
    assert desc.name in str(ei.value) and "fltc prove" in str(ei.value)
    drv.synchronize(s)
    poisoned = drv.download(bufs["out"], np.uint8, (cfg.buffer_map["out"].size_bytes,))
    assert (poisoned == 0x7E).all(), "a refused launch must not have written anything"
    # 2. the proved configuration runs and equals the spec (residual add claims exact rounding)
    gate.launch(desc, cfg, pack_args(desc, cfg, bufs), s)
    drv.synchronize(s)
    got = drv.download(bufs["out"], np.float16, (n,))
    assert np.array_equal(got.view(np.uint16), residual_add(a, b).view(np.uint16))


def test_graph_capture_goes_through_gate(cuda_driver, launch_gate) -> None:
    from backend.cuda.launcher import pack_args
    from spec.residual import residual_add

    drv, gate = cuda_driver, launch_gate
    desc, cfg = _residual_case(gate)
    n = int(cfg.scalar_map["n"])
    a, b, bufs = _buffers(drv, cfg, n)
    s = drv.stream()
    args = pack_args(desc, cfg, bufs)
    before = {r.admitted.config_key: r.launches for r in gate.launched()}
    with drv.capture(s, gate) as graphs:
        gate.launch(desc, cfg, args, s)
    g = graphs[0]
    assert g.kernels == ((desc.name, cfg.key()),)
    after = {r.admitted.config_key: r.launches for r in gate.launched()}
    assert after[cfg.key()] == before.get(cfg.key(), 0) + 1  # the capture was a gated launch
    poisoned = drv.download(bufs["out"], np.uint8, (16,))
    assert (poisoned == 0x7E).all(), "capture must not execute"
    drv.graph_launch(g, s)
    drv.synchronize(s)
    got = drv.download(bufs["out"], np.float16, (n,))
    assert np.array_equal(got.view(np.uint16), residual_add(a, b).view(np.uint16))
    drv.destroy_graph(g)
    # an unproved launch inside a capture is refused, and the capture is abandoned cleanly
    bad = dataclasses.replace(cfg, block=(cfg.block[0] // 2 or 1, 1, 1), label=cfg.label + "_unproved")
    with pytest.raises(UnprovenLaunchError):
        with drv.capture(s, gate) as graphs2:
            gate.launch(desc, bad, pack_args(desc, bad, bufs), s)
    assert graphs2 == []
    # the stream is usable again after the abandoned capture
    gate.launch(desc, cfg, args, s)
    drv.synchronize(s)
