"""SentencePiece-style tokenizer (`tokenizer.ggml.model = llama`, e.g. Gemma 3) through HF `tokenizers`.

Why HF `tokenizers` (a well-kept library, already a dependency) rather than a hand-written merge
loop: the GGUF gives the SentencePiece vocabulary (tokens, scores, types), and SentencePiece BPE
is exactly a BPE whose merge priority is the score of the merged piece.  So fltc only derives the
merge list from the vocabulary, the way HF converts SentencePiece models (every split of a
normal piece into two normal pieces is a merge, ranked by the merged piece's score, higher
first), and configures the rest as llama.cpp's SPM tokenizer behaves:
  * control (type 3) and user-defined (type 4) tokens are matched in the raw text first (control
    tokens written literally, e.g. <start_of_turn>, map to their ids; Gemma's user-defined tokens
    include runs of newlines and of spaces);
  * the rest is normalised by replacing ' ' with U+2581 (and prepending one U+2581 when
    `tokenizer.ggml.add_space_prefix` is true; Gemma 3: false); no other normalisation, no
    whitespace pre-split;
  * characters with no piece fall back to their UTF-8 bytes (<0xXX> tokens, type 6).
Decoding reverses it: U+2581 -> ' ', byte tokens -> bytes, control tokens as their text unless
skipped.  Tests compare it with a direct implementation of the SentencePiece merge rule.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from backend.model.tokenizer import TOKEN_BYTE, TOKEN_CONTROL, TOKEN_NORMAL, TOKEN_USER_DEFINED, Tokenizer
from fltc.errors import MalformedGGUF

SPACE = "\u2581"


def spm_merges(tokens: list[str], scores: list[float], types: list[int]) -> list[tuple[str, str]]:
    """BPE merges equivalent to SentencePiece's score-driven merging over the normal pieces."""
    normal = {t: i for i, (t, ty) in enumerate(zip(tokens, types, strict=True)) if ty == TOKEN_NORMAL}
    ranked: list[tuple[float, int, int, int, str, str]] = []
    for piece, i in normal.items():
        for cut in range(1, len(piece)):
            a, b = piece[:cut], piece[cut:]
            ia, ib = normal.get(a), normal.get(b)
            if ia is not None and ib is not None:
                ranked.append((-scores[i], i, ia, ib, a, b))
    ranked.sort()
    return [(a, b) for *_, a, b in ranked]


_MERGES_CACHE = "spm_merges-v1"  # the cache kind: bump it when spm_merges' rule changes


def cached_spm_merges(tokens: list[str], scores: list[float], types: list[int],
                      vocab: Mapping[str, int]) -> list[tuple[str, str]]:
    """spm_merges, kept as index pairs (into `tokens`; `vocab` maps each back) under the hash of the vocabulary
    (fltc.cache, outside any checkout).

    Why: deriving Gemma 3's 513,511 merges from its 262,144 pieces takes ~1.1 s of every `fltc run`'s start-up,
    for the same answer each time. The key is the tokens, scores and types themselves, so another vocabulary is a
    miss; an unreadable or malformed entry is recomputed and rewritten (a cache that cannot be written costs time
    only). HF `tokenizers` still checks every merge's parts and concatenation against the vocabulary."""
    import hashlib

    import numpy as np

    from fltc.cache import user_cache_dir, write_entry

    h = hashlib.sha256(_MERGES_CACHE.encode())
    h.update(np.asarray(len(tokens), np.int64).tobytes())
    h.update("\0".join(tokens).encode("utf-8", "surrogatepass"))
    h.update(np.asarray(scores, np.float64).tobytes())
    h.update(np.asarray(types, np.int64).tobytes())
    name = f"{h.hexdigest()}.npy"
    try:
        idx = np.load(user_cache_dir() / _MERGES_CACHE / name, allow_pickle=False)
        if idx.dtype == np.int32 and idx.ndim == 2 and idx.shape[1] == 2 and (idx.size == 0 or (
                int(idx.min()) >= 0 and int(idx.max()) < len(tokens))):
            tok = np.asarray(tokens, dtype=object)
            return list(zip(tok[idx[:, 0]].tolist(), tok[idx[:, 1]].tolist(), strict=True))
    except (OSError, ValueError):
        pass
    merges = spm_merges(tokens, scores, types)
    pairs = np.asarray([(vocab[a], vocab[b]) for a, b in merges], np.int32).reshape(-1, 2)

    def save(tmp: Any) -> None:
        with open(tmp, "wb") as f:  # a file object: np.save would append ".npy" to a bare temporary name
            np.save(f, pairs)

    write_entry(_MERGES_CACHE, name, save)
    return merges


class SpmTokenizer(Tokenizer):
    """Tokenizer for `tokenizer.ggml.model = llama` (SentencePiece BPE with byte fallback)."""

    def __init__(self, metadata: Mapping[str, Any], *, accepted_gaps: Collection[str] = ()) -> None:
        from tokenizers import AddedToken, decoders, models, normalizers
        from tokenizers import Tokenizer as HFTokenizer

        kind = metadata.get("tokenizer.ggml.model")
        if kind != "llama":
            raise MalformedGGUF(f"metadata 'tokenizer.ggml.model': {kind!r} is not a SentencePiece ('llama') model")
        tokens = list(metadata.get("tokenizer.ggml.tokens") or [])
        if not tokens:
            raise MalformedGGUF("metadata 'tokenizer.ggml.tokens': missing or empty; the file has no vocabulary")
        n = len(tokens)
        scores = list(metadata.get("tokenizer.ggml.scores") or [])
        if len(scores) != n:
            raise MalformedGGUF(f"metadata 'tokenizer.ggml.scores': {len(scores)} entries for {n} tokens; a "
                                f"SentencePiece vocabulary needs one score per token (the merge order); "
                                f"regenerate the file")
        types = [int(x) for x in (metadata.get("tokenizer.ggml.token_type") or [])]
        if len(types) != n:
            raise MalformedGGUF(f"metadata 'tokenizer.ggml.token_type': {len(types)} entries for {n} tokens; "
                                f"regenerate the file")
        vocab: dict[str, int] = {}
        for i, t in enumerate(tokens):
            if t in vocab:
                raise MalformedGGUF(f"metadata 'tokenizer.ggml.tokens': token {t!r} appears twice ({vocab[t]}, {i})")
            vocab[t] = i
        missing = [f"<0x{b:02X}>" for b in range(256) if types[vocab.get(f"<0x{b:02X}>", 0)] != TOKEN_BYTE
                   or f"<0x{b:02X}>" not in vocab]
        if missing:
            raise MalformedGGUF(f"metadata 'tokenizer.ggml.tokens': byte-fallback token {missing[0]} is missing "
                                f"(or not of type BYTE); fltc needs all 256 to encode any text")
        unk_id = metadata.get("tokenizer.ggml.unknown_token_id")
        self.vocab_size = n
        self.tokens: tuple[str, ...] = tuple(tokens)
        self.token_types: tuple[int, ...] = tuple(types)
        self._scores: tuple[float, ...] = tuple(float(x) for x in scores)
        self.bos_id: int | None = metadata.get("tokenizer.ggml.bos_token_id")
        self.eos_id: int | None = metadata.get("tokenizer.ggml.eos_token_id")
        self.add_bos = bool(metadata.get("tokenizer.ggml.add_bos_token", False))
        self.add_space_prefix = bool(metadata.get("tokenizer.ggml.add_space_prefix", True))
        self.chat_template: str | None = metadata.get("tokenizer.chat_template")
        self.pre = "spm"

        bpe = models.BPE(vocab=vocab, merges=cached_spm_merges(tokens, [float(s) for s in scores], types, vocab),
                         unk_token=tokens[unk_id] if unk_id is not None else None, fuse_unk=False,
                         byte_fallback=True)
        tk = HFTokenizer(bpe)
        norm = [normalizers.Replace(" ", SPACE)]
        if self.add_space_prefix:
            norm.insert(0, normalizers.Prepend(SPACE))
        tk.normalizer = normalizers.Sequence(norm)
        dec = [decoders.Replace(SPACE, " "), decoders.ByteFallback(), decoders.Fuse()]
        if self.add_space_prefix:
            dec.append(decoders.Strip(" ", 1, 0))
        tk.decoder = decoders.Sequence(dec)
        specials = [AddedToken(t, special=True, normalized=False)
                    for t, ty in zip(tokens, types, strict=True) if ty == TOKEN_CONTROL]
        user = [AddedToken(t, special=False, normalized=False)
                for t, ty in zip(tokens, types, strict=True) if ty == TOKEN_USER_DEFINED]
        if specials:
            tk.add_special_tokens(specials)
        if user:
            tk.add_tokens(user)
        if tk.get_vocab_size(with_added_tokens=True) != n:
            raise MalformedGGUF("tokenizer: added tokens changed the vocabulary size (token list inconsistent)")
        self._tk = tk
        self.special_ids = frozenset(i for i, ty in enumerate(types) if ty == TOKEN_CONTROL)
