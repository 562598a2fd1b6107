"""The GPU executor behind the Engine: the Engine's KVAllocator sizes the one KV allocation
(bind_kv), the scheduler drives forward + device sampling, and the tokens equal the executor's
own greedy decode of the same prompts (the same gated kernels; every row's arithmetic is
independent of the batch it shares a step with on the GEMV path)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gpu

PROMPTS = [[1, 504, 3458, 282, 4649, 314], [1, 1209, 9012, 2]]
NEW = 12


def test_engine_on_gpu_matches_direct_greedy(cuda_driver, launch_gate, model, tmp_path) -> None:
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.runtime.engine import Engine, Request
    from backend.runtime.executor import SamplingParams, SeqWork

    ex = GpuExecutor(model, driver=cuda_driver, gate=launch_gate)
    assert ex.kv is None  # nothing allocated until the Engine binds its allocator's view
    eng = Engine(ex, tmp_path / "run", num_blocks=ex.kv_blocks, seed=0, max_seq_len=ex.max_context)
    assert ex.kv.nbytes == eng.allocator.view().total_bytes and ex.layout == eng.layout
    res = eng.generate([Request(tuple(p), NEW, SamplingParams(), eos_token_id=None, seq_id=i)
                        for i, p in enumerate(PROMPTS)])
    eng.close()
    assert [len(r.tokens) for r in res] == [NEW] * len(PROMPTS)
    assert ex.device_samples > 0
    # the same prompts decoded directly (batch 1 each, blocks far from the Engine's)
    for i, p in enumerate(PROMPTS):
        table = tuple(range(1000 + 8 * i, 1008 + 8 * i))
        toks = ex.greedy_step([SeqWork(100 + i, tuple(p), 0, table)])
        for s in range(NEW - 1):
            toks += ex.greedy_step([SeqWork(100 + i, (toks[-1],), len(p) + s, table)])
        assert tuple(toks) == res[i].tokens, f"prompt {i}: engine {res[i].tokens} vs direct {toks}"
    ex.close()


def test_gpu_generation_restored_from_checkpoint_is_bit_identical(cuda_driver, launch_gate, model,
                                                                   tmp_path) -> None:
    """Issue 5's restore property on the GPU: a run interrupted after a checkpoint and resumed on a
    fresh GpuExecutor (KV bytes only from the checkpoint payload) produces the same tokens as the
    uninterrupted run, with sampling (device Philox) as well as greedy."""
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.runtime.engine import Engine, Request
    from backend.runtime.executor import SamplingParams

    reqs = [Request(tuple(PROMPTS[0]), NEW, SamplingParams(temperature=0.9, top_k=40, top_p=0.95),
                    eos_token_id=None, seq_id=0),
            Request(tuple(PROMPTS[1]), NEW, SamplingParams(), eos_token_id=None, seq_id=1)]

    def engine(run_dir):
        ex = GpuExecutor(model, driver=cuda_driver, gate=launch_gate)
        return ex, Engine(ex, run_dir, num_blocks=ex.kv_blocks, seed=11, max_seq_len=ex.max_context,
                          checkpoint_interval=3)

    ex, a = engine(tmp_path / "a")
    full = a.generate(reqs)
    a.close()
    ex.close()
    ex, b = engine(tmp_path / "b")
    b.submit(reqs)
    b.run(max_ticks=5)  # stopped two ticks after the checkpoint of tick 3
    b.close()
    ex.close()
    ex = GpuExecutor(model, driver=cuda_driver, gate=launch_gate)
    c = Engine.resume(ex, tmp_path / "b")
    assert c.resumed_from is not None
    resumed = c.run()
    c.close()
    ex.close()
    assert [r.tokens for r in resumed] == [r.tokens for r in full]
    assert [len(r.tokens) for r in full] == [NEW, NEW]


def test_greedy_lookahead_matches_one_step_at_a_time(cuda_driver, launch_gate, model) -> None:
    """Greedy decode with the lookahead (the device feeds each token to the next step; the host runs one
    step ahead) gives the same tokens as without it, across KV block boundaries; settle() after
    stopping early leaves the executor usable."""
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.kernels.registry import PROFILES
    from backend.runtime.executor import SamplingParams, SeqWork

    ex = GpuExecutor(model, physical_blocks=PROFILES["default"].physical_blocks, driver=cuda_driver,
                     gate=launch_gate)
    p, steps = PROMPTS[0], 70
    table = tuple(range(200, 210))
    first = ex.greedy_step([SeqWork(1, tuple(p), 0, table)])[0]

    def run(lookahead: bool, n: int = steps) -> list[int]:
        out, tok = [], first
        for s in range(n):
            tok = ex.decode_tokens([SeqWork(1, (tok,), len(p) + s, table)], [SamplingParams()], 0, [0],
                                   lookahead=lookahead)[0]
            out.append(tok)
        ex.settle()
        return out

    one = run(False)
    assert run(True) == one
    assert run(True, 5) == one[:5]  # stopped early: the step launched ahead is discarded
    assert run(True, 3) == one[:3]
    ex.close()


def test_sampled_lookahead_matches_the_unfused_draws(cuda_driver, launch_gate, model) -> None:
    """Batch-1 sampling (temperature 0.8, top-k 40, top-p 0.95) draws the same tokens with the lookahead
    (the step launched ahead samples with counter + 1), without it, and through forward + sample."""
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.kernels.registry import PROFILES
    from backend.runtime.executor import SamplingParams, SeqWork

    ex = GpuExecutor(model, physical_blocks=PROFILES["default"].physical_blocks, driver=cuda_driver,
                     gate=launch_gate)
    p, seed, steps = SamplingParams(0.8, 40, 0.95), 7, 40
    prompt, table = tuple(PROMPTS[0]), tuple(range(300, 305))
    first = ex.decode_tokens([SeqWork(2, prompt, 0, table)], [p], seed, [0])[0]

    def run(how: str) -> list[int]:
        out, tok = [], first
        for s in range(steps):
            w = [SeqWork(2, (tok,), len(prompt) + s, table)]
            if how == "unfused":
                tok = ex.sample(ex.forward(w), [p], seed, [s + 1])[0]
            else:
                tok = ex.decode_tokens(w, [p], seed, [s + 1], lookahead=how == "lookahead")[0]
            out.append(tok)
        ex.settle()
        return out

    base = run("unfused")
    assert run("lookahead") == base
    assert run("no_lookahead") == base
    assert ex.lookahead["used"] >= steps - 3
    ex.close()
