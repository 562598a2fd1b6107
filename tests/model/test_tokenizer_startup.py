"""The tokenizer's and the GGUF loader's faster start-up paths refuse and accept exactly what the per-item
loops did (issue 16 item 3: time to first token).

Shown: every kind of bad merge ('a b' with an unknown part, an unknown concatenation, no space, two spaces)
and a duplicate token is refused with the message naming its index, as before; the merges handed to
tokenizers are the per-merge split on the real model. The loader's all-at-once string-array read gives the
per-item loop's strings on the real model and on random multi-byte text, and hands every defect (a NUL in
a string, invalid UTF-8, a length past the end) back to the loop, whose message is unchanged.
"""

from __future__ import annotations

import random
import struct

import pytest

from backend.model import gguf_loader as gl
from backend.model import tokenizer as tz
from backend.model.tokenizer import Tokenizer
from fltc.errors import MalformedGGUF
from tests.model.test_tokenizer import MODEL, needs_model

TOKENS = ["a", "b", "c", "ab", "abc", "<|im_end|>"]


def meta(merges: list[str], tokens: list[str] | None = None) -> dict:
    toks = tokens or TOKENS
    return {"tokenizer.ggml.model": "gpt2", "tokenizer.ggml.tokens": toks, "tokenizer.ggml.merges": merges,
            "tokenizer.ggml.token_type": [3 if t.startswith("<|") else 1 for t in toks],
            "tokenizer.ggml.pre": "gpt2"}


def test_good_merges_build() -> None:
    tok = Tokenizer(meta(["a b", "ab c"]))
    assert tok.encode("abc") == [TOKENS.index("abc")]
    assert tok.special_ids == frozenset({TOKENS.index("<|im_end|>")})


@pytest.mark.parametrize(("merges", "bad"), [
    (["a b", "a x"], 1),  # unknown second part
    (["x b"], 0),  # unknown first part
    (["a b", "ab c", "b a"], 2),  # "ba" is not a token
    (["a b", "ab"], 1),  # no space
    (["a b c"], 0),  # two spaces
    (["a b", " b"], 1),  # an empty part
])
def test_each_bad_merge_is_named(merges: list[str], bad: int) -> None:
    with pytest.raises(MalformedGGUF, match=rf"merges'\[{bad}\]: {merges[bad]!r} is not 'a b' over known tokens"):
        Tokenizer(meta(merges))


def test_a_duplicate_token_names_both_ids() -> None:
    with pytest.raises(MalformedGGUF, match=r"token 'b' appears twice \(1, 3\)"):
        Tokenizer(meta(["a b"], ["a", "b", "ab", "b"]))


@needs_model
def test_pairs_are_the_per_merge_split_on_the_real_model() -> None:
    merges = list(gl.load_gguf(MODEL).metadata["tokenizer.ggml.merges"])
    assert tz._merge_pairs(merges) == [tuple(m.split(" ")) for m in merges]


# ---- the loader's string arrays -----------------------------------------------------------------


def array(items: list[bytes]) -> bytes:
    return b"".join(struct.pack("<Q", len(b)) + b for b in items)


def per_item(buf: bytes, count: int) -> list[str]:
    """The per-item loop alone (what _read_strings did for every array)."""
    cur = gl._Cursor(buf, len(buf))
    real = gl._strings_at_once
    gl._strings_at_once = lambda *a: None  # type: ignore[assignment]
    try:
        return gl._read_strings(cur, count, "what")
    finally:
        gl._strings_at_once = real  # type: ignore[assignment]


@needs_model
def test_all_at_once_equals_the_loop_on_the_real_model(monkeypatch) -> None:
    seen: list[tuple[str, int]] = []
    real = gl._strings_at_once

    def spy(buf, size, pos, count):
        got = real(buf, size, pos, count)
        assert got is not None  # the default model's arrays take the fast path
        cur = gl._Cursor(buf, size)
        cur.pos = pos
        monkeypatch.setattr(gl, "_strings_at_once", lambda *a: None)
        try:
            assert gl._read_strings(cur, count, "x") == got[0] and cur.pos == got[1]
        finally:
            monkeypatch.setattr(gl, "_strings_at_once", spy)
        seen.append((got[0][0], count))
        return got

    monkeypatch.setattr(gl, "_strings_at_once", spy)
    gl.load_gguf(MODEL, cross_check=False)
    assert [c for _, c in seen] == [49152, 48900]


def test_all_at_once_equals_the_loop_on_random_text() -> None:
    rng = random.Random(7)
    alphabet = "abc Ġ é日🙂\u00a0\n"
    items = ["".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 9))) for _ in range(500)]
    buf = array([s.encode() for s in items]) + b"tail"
    got = gl._strings_at_once(buf, len(buf), 0, len(items))
    assert got is not None and got[0] == items == per_item(buf, len(items)) and buf[got[1]:] == b"tail"


@pytest.mark.parametrize(("defect", "message"), [
    ("nul", None),  # valid: the loop reads it (the fast path only declines)
    ("utf8", r"what\[70\]: not valid UTF-8"),
    ("past_end", r"what\[99\]: truncated"),
    ("huge", r"what\[99\]: truncated"),
])
def test_defects_go_to_the_loop_with_its_message(defect: str, message: str | None) -> None:
    items = [f"t{i}".encode() for i in range(100)]
    if defect == "nul":
        items[5] = b"a\0b"
    if defect == "utf8":
        items[70] = b"\xc3("
    buf = array(items)
    if defect == "past_end":
        buf = buf[:-1]
    if defect == "huge":
        buf = buf[: -len(array([items[99]]))] + struct.pack("<Q", 1 << 62) + b"x"
    assert gl._strings_at_once(buf, len(buf), 0, 100) is None
    cur = gl._Cursor(buf, len(buf))
    if message is None:
        assert gl._read_strings(cur, 100, "what")[5] == "a\0b"
    else:
        with pytest.raises(MalformedGGUF, match=message):
            gl._read_strings(cur, 100, "what")


# ---------------------------------------------------------------- SentencePiece merges: derived once, then cached
def _spm_vocab() -> tuple[list[str], list[float], list[int], dict[str, int]]:
    pieces = ["<unk>", "<s>", "a", "b", "c", "ab", "bc", "abc", "\u2581a", "\u2581", "ca"]
    types = [2, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1]
    scores = [0.0, 0.0, -1.0, -2.0, -3.0, -0.5, -0.7, -0.2, -0.3, -4.0, -0.9]
    return pieces, scores, types, {t: i for i, t in enumerate(pieces)}


def test_spm_merges_cache_hit_equals_derivation(tmp_path, monkeypatch) -> None:
    """The first call derives and writes the entry; the second reads it back: the same merges in the same order
    (a stale rule or another vocabulary is another key: the kind's version and the vocabulary are hashed)."""
    from backend.model import spm_tokenizer as st

    monkeypatch.setenv("FLTC_CACHE_DIR", str(tmp_path))
    toks, scores, types, vocab = _spm_vocab()
    want = st.spm_merges(toks, scores, types)
    assert "".join(want[0]) == "abc" and len(want) >= 4  # abc (score -0.2) first
    assert st.cached_spm_merges(toks, scores, types, vocab) == want
    files = list((tmp_path / st._MERGES_CACHE).glob("*.npy"))
    assert len(files) == 1
    calls = []
    monkeypatch.setattr(st, "spm_merges", lambda *a: calls.append(a) or [])
    assert st.cached_spm_merges(toks, scores, types, vocab) == want and not calls  # read back, not derived
    other = [*scores[:-1], -0.1]  # another score: another entry, derived again
    assert st.cached_spm_merges(toks, other, types, vocab) == [] and len(calls) == 1


@pytest.mark.parametrize("bad", [b"not an npy file", "out_of_range", "wrong_shape"])
def test_spm_merges_bad_cache_entry_is_rederived(tmp_path, monkeypatch, bad) -> None:
    """A corrupt, out-of-range or misshapen entry is never used: the merges are derived again and rewritten."""
    import numpy as np

    from backend.model import spm_tokenizer as st

    monkeypatch.setenv("FLTC_CACHE_DIR", str(tmp_path))
    toks, scores, types, vocab = _spm_vocab()
    want = st.cached_spm_merges(toks, scores, types, vocab)
    (path,) = (tmp_path / st._MERGES_CACHE).glob("*.npy")
    if bad == "out_of_range":
        np.save(path, np.asarray([[0, len(toks)]], np.int32))
    elif bad == "wrong_shape":
        np.save(path, np.zeros((3,), np.int32))
    else:
        path.write_bytes(bad)
    assert st.cached_spm_merges(toks, scores, types, vocab) == want
    assert np.load(path).shape == (len(want), 2)  # rewritten
