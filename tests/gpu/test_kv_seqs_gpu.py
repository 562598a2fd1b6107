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
        for owners in (None, list(range(100, 100 + len(seqs)))):  # compute stream; the copy stream
            res = ex.read_kv_seqs_async(seqs, owners)
            got: list = []
            t = threading.Thread(target=lambda r=res, g=got: g.extend(r()))  # taken off the ticking thread
            t.start()
            t.join()
            assert [bytes(g) for g in got] == want
    eng.close()
    ex.close()


def test_copy_stream_read_is_ordered_after_earlier_writes_and_before_a_reusing_step(cuda_driver, launch_gate, model,
                                                                                     tmp_path) -> None:
    """On the copy stream: a read sees what the stream held when it was started (a write queued just before it
    on the compute stream), and a step that reuses one of its blocks for another sequence waits for it (its
    K/V write lands after the copy: the read returns the old bytes)."""
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.runtime.engine import Engine
    from backend.runtime.executor import SamplingParams, SeqWork

    ex = GpuExecutor(model, driver=cuda_driver, gate=launch_gate)
    eng = Engine(ex, tmp_path / "run", num_blocks=ex.kv_blocks, seed=0, max_seq_len=ex.max_context)
    bb = eng.allocator.view().block_bytes
    old = np.random.default_rng(3).integers(0, 256, 8 * bb, dtype=np.uint8).tobytes()
    ex.write_kv_blocks(list(range(2992, 3000)), old)
    # one long read (~70 MB, one strided copy whose last rows are block 2999's V pages): without the wait the
    # step below would overtake it
    seq = list(range(10, 3000))
    want, before = ex.read_kv_blocks(seq), ex.read_kv_blocks([2999])
    res = ex.read_kv_seqs_async([seq], owners=[7])
    # sequence 9 reuses block 2999 (freed by 7): its prefill writes K/V rows 0..3 there, after the copy
    ex.decode_tokens([SeqWork(9, (1, 2, 3, 4), 0, (2999,))], [SamplingParams()], 0, [0])
    assert bytes(res()[0]) == want
    assert ex.read_kv_blocks([2999]) != before  # the step did write block 2999
    eng.close()
    ex.close()
