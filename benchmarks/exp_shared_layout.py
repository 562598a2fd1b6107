"""Experiment: where the driver puts a CTA's shared variables (the addresses `mov.u32 %r, var` gives), on the GPU.

Why: the verifier lays shared variables out from 0 in declaration order; what the hardware does decides whether a
value computed from a shared address (a bit of it, the distance between two variables) means what the model says
(verifier/semantics.py: such uses are unsupported). A one-thread-block kernel writes out the shared-window
address of a static array (of 0, 100 or 1500 bytes) and of an `.extern .shared` array (.align 16, 128 or 1024),
launched with 4096 bytes of dynamic shared memory.

Run (GPU machine, repo root):  python3 -m benchmarks.exp_shared_layout
H200 (2026-12-03; benchmarks/results/experiments/shared_layout_h200.txt): the first variable at
0x400, the extern array after the static one at its declared alignment.
"""

from __future__ import annotations

import argparse

import numpy as np

HEAD = ".version 8.0\n.target sm_90\n.address_size 64\n"


def ptx(align: int, static_bytes: int) -> str:
    """The kernel: out[0] = address of `st` (0xffffffff without one), out[1] = address of `dyn`."""
    st = f".shared .align 4 .b8 st[{static_bytes}];\n" if static_bytes else ""
    keep = "st.shared.u8 [st], 1;\nmov.u32 %r1, st;\n" if static_bytes else "mov.u32 %r1, 0xffffffff;\n"
    return (HEAD + f".extern .shared .align {align} .b8 dyn[];\n" + st +
            ".visible .entry k(.param .u64 out) {\n.reg .u64 %rd<4>;\n.reg .u32 %r<4>;\n"
            "ld.param.u64 %rd1, [out];\ncvta.to.global.u64 %rd1, %rd1;\n" + keep +
            "mov.u32 %r2, dyn;\nst.global.u32 [%rd1], %r1;\nst.global.u32 [%rd1+4], %r2;\nst.shared.u8 [dyn], 2;\nret;\n}\n")


def main(argv: list[str] | None = None) -> int:
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args(argv)
    from backend.cuda.driver import Driver, call

    d = Driver()
    out = d.alloc(8)
    for align in (16, 128, 1024):
        for static_bytes in (0, 100, 1500):
            fn = d.get_function(d.load_module(ptx(align, static_bytes)), "k")
            args = np.array([out.ptr], dtype=np.uint64)
            kp = np.array([args.ctypes.data], dtype=np.uint64)
            call("cuLaunchKernel", fn, 1, 1, 1, 32, 1, 1, 4096, 0, kp.ctypes.data, 0)
            d.synchronize()
            h = d.download(out, np.uint32, (2,))
            print(f"dyn .align {align:5d}, static {static_bytes:5d} B, dynamic  4096 B: st at {h[0]:#x}, dyn at "
                  f"{h[1]:#x} (dyn % {align} = {int(h[1]) % align})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
