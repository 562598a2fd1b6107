"""KVIO.read_kv_seqs_async on the real driver (issue 17): one checkpoint's sequences read in one batch of copies
(runs of the union of their blocks) return per sequence exactly read_kv_blocks' bytes, for the serve64 shape
(interleaved blocks: one span) and for scattered blocks (gaps read through and not)."""

from __future__ import annotations

import threading

import numpy as np
import pytest

pytestmark = pytest.mark.gpu


def test_batched_kv_read_equals_per_sequence_reads(cuda_driver, launch_gate, model, tmp_path) -> None:
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.runtime.engine import Engine

    ex = GpuExecutor(model, driver=cuda_driver, gate=launch_gate)
    eng = Engine(ex, tmp_path / "run", num_blocks=ex.kv_blocks, seed=0, max_seq_len=ex.max_context)
    blocks = list(range(0, 400))
    data = np.random.default_rng(17).integers(0, 256, len(blocks) * eng.allocator.view().block_bytes,
                                              dtype=np.uint8).tobytes()
    ex.write_kv_blocks(blocks, data)
    cases = [[[i, i + 64, i + 128, i + 192, i + 256] for i in range(64)],  # serve64's interleaving
             [[3, 9, 300], [], [5, 4, 399], [3]]]  # scattered, out of order, shared, empty
    for seqs in cases:
        want = [ex.read_kv_blocks(b) for b in seqs]
        res = ex.read_kv_seqs_async(seqs)
        got: list = []
        t = threading.Thread(target=lambda r=res, g=got: g.extend(r()))  # taken off the ticking thread
        t.start()
        t.join()
        assert [bytes(g) for g in got] == want
    eng.close()
    ex.close()
