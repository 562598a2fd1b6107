"""Streaming detokenisation at about one microsecond a token for byte-level BPE vocabularies (GPT-2 style).

Why: at 64 streams a 3.8 ms step commits 64 tokens, and the router thread's per-token text work competes for
the GIL with the HTTP side and the engine thread. engine_loop.WindowDecoder asks the tokenizer to decode a
window of the newest tokens per token (~20 us with the wrapper's checks); a byte-level vocabulary's text is
just the UTF-8 decoding of its tokens' bytes, so here each token's bytes are looked up in a table made once
per server and fed to Python's incremental UTF-8 decoder (errors="replace", as the tokenizers library's
lossy decoding), which holds back an unfinished multi-byte character until its last byte arrives.
tests/serve/test_engine_loop_fast.py checks the streamed text against Tokenizer.decode of the whole
sequence (random ids included); tokenizers of another kind (SentencePiece) keep WindowDecoder.
"""

from __future__ import annotations

import codecs
from typing import Any

from backend.model.tokenizer import Tokenizer


def _byte_chars() -> dict[str, int]:
    """The byte each character of a byte-level BPE vocabulary stands for: printable Latin-1 bytes are
    written as themselves, the other 68 bytes as the characters from U+0100 on, in byte order."""
    printable = {*range(0x21, 0x7F), *range(0xA1, 0xAD), *range(0xAE, 0x100)}
    out = {chr(b): b for b in printable}
    shifted = 0
    for b in range(256):
        if b not in printable:
            out[chr(0x100 + shifted)] = b
            shifted += 1
    return out


def byte_table(tok: Any, skip_special: bool = True) -> tuple[bytes, ...] | None:
    """Per token id the bytes its text contributes (control tokens: none when skip_special), for the
    project's byte-level BPE Tokenizer exactly (its decoder is tokenizers' ByteLevel); None for any other
    tokenizer (e.g. backend.model.spm_tokenizer.SpmTokenizer): use a decoder that asks the tokenizer."""
    if type(tok) is not Tokenizer:
        return None
    chars = _byte_chars()
    special = tok.special_ids if skip_special else frozenset()
    out = []
    for i, t in enumerate(tok.tokens):
        if i in special:
            out.append(b"")
        elif all(c in chars for c in t):
            out.append(bytes(chars[c] for c in t))
        else:  # a token with a character outside the byte alphabet (an added token): its UTF-8 as it is
            out.append(t.encode("utf-8"))
    return tuple(out)


class ByteDecoder:
    """push(token id) -> the text that is complete now; flush() -> the rest (an unfinished character's
    bytes become U+FFFD, as in the whole sequence's decoding)."""

    __slots__ = ("_table", "_decode")

    def __init__(self, table: tuple[bytes, ...]) -> None:
        self._table = table
        self._decode = codecs.getincrementaldecoder("utf-8")("replace").decode

    def push(self, token_id: int) -> str:
        return self._decode(self._table[token_id])

    def flush(self) -> str:
        return self._decode(b"", True)
