"""fltc run's decode_graphs phase on the H200 (backend.run.warm_decode): after it, an Engine run of one sequence
whose seq_len crosses 256 captures no CUDA graph while it decodes, and its tokens are the ones the same run
gets with every graph captured where first replayed (greedy and sampled: the same gated kernels, the same
Philox counters)."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.gpu

PROMPT = (1, 504, 3458, 282, 4649, 314, 1209, 9012)
NEW = 300  # seq_len 9 .. 308: the direct-attention bucket (<= 256) and the next one


def _run(model, driver, gate, path, sampling, warm: bool, monkeypatch) -> tuple[tuple[int, ...], int]:
    """(tokens, graphs captured during Engine.run) of one background-checkpoint run, as fltc run drives it."""
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.run import warm_decode, warm_prefill
    from backend.runtime.engine import Engine, Request

    ex = GpuExecutor(model, driver=driver, gate=gate)
    eng = Engine(ex, path, num_blocks=ex.kv_blocks, max_seq_len=ex.max_context, background_checkpoints=True)
    warm_prefill(ex, len(PROMPT), greedy=float(sampling.temperature) == 0.0)
    if warm:
        assert warm_decode(ex, len(PROMPT), NEW, sampling) > 0
    count = [0]
    real = driver.capture

    def counting(s, g=None):
        count[0] += 1
        return real(s, g)

    eng.submit([Request(PROMPT, NEW, sampling, eos_token_id=None, seq_id=0)])
    with monkeypatch.context() as m:
        m.setattr(driver, "capture", counting)
        res = eng.run()
    eng.close()
    ex.close()
    return res[0].tokens, count[0]


@pytest.mark.parametrize("sampled", [False, True])
def test_no_capture_inside_decode_and_the_same_tokens(cuda_driver, launch_gate, model, tmp_path, monkeypatch,
                                                      sampled: bool) -> None:
    from backend.runtime.executor import SamplingParams

    sampling = SamplingParams(temperature=0.8, top_k=40, top_p=0.95) if sampled else SamplingParams()
    lazy, lazy_n = _run(model, cuda_driver, launch_gate, tmp_path / "lazy", sampling, False, monkeypatch)
    warm, warm_n = _run(model, cuda_driver, launch_gate, tmp_path / "warm", sampling, True, monkeypatch)
    assert len(warm) == NEW and warm == lazy
    assert lazy_n > 0 and warm_n == 0
