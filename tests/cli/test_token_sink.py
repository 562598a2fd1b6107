"""fltc run's per-token output path: the window decoder streams exactly the text the whole decode gives
(what StreamDecoder, which re-decodes every token so far, streamed), and the sink flushes at the first piece
and then at most every FLUSH_S, never loses the tail."""

from __future__ import annotations

import io
import random

import pytest

from backend.model.gguf_loader import load_gguf
from backend.model.tokenizer import StreamDecoder, Tokenizer
from backend.run import TokenSink, WindowDecoder, default_model_path
from fltc.errors import ModelFileError
from tests.model.synth import write_tiny_llama

TEXT = ("Größe: 12 °C — naïve café, 東京タワー 🗼🚀, emoji 👩‍👩‍👧 and ASCII. " * 3).strip()


def _tokenizers(tmp_path_factory) -> list[tuple[str, Tokenizer]]:
    tiny = tmp_path_factory.mktemp("sink") / "tiny.gguf"
    write_tiny_llama(tiny)
    out = [("tiny", Tokenizer.from_model(load_gguf(tiny)))]
    try:
        out.append(("smollm2", Tokenizer.from_model(load_gguf(default_model_path()))))
    except ModelFileError:  # the default model is a test dependency (README); the tiny one still runs
        pass
    return out


@pytest.fixture(scope="module")
def toks(tmp_path_factory) -> list[tuple[str, Tokenizer]]:
    return _tokenizers(tmp_path_factory)


def _sequences(tok: Tokenizer, rnd: random.Random) -> list[list[int]]:
    seqs = [tok.encode(TEXT), [t for t in tok.encode(TEXT)][::-1]]
    special = sorted(tok.special_ids)[:4]
    for _ in range(25):  # arbitrary ids: byte tokens cut UTF-8 sequences anywhere; specials are skipped
        seqs.append([rnd.randrange(tok.vocab_size) if rnd.random() > 0.1 or not special else rnd.choice(special)
                     for _ in range(rnd.randrange(1, 60))])
    return seqs


def _stream(dec, ids: list[int]) -> tuple[list[str], str]:
    pieces = [dec.push(t) for t in ids]
    return pieces, "".join(pieces) + dec.flush()


def test_window_decoder_streams_the_whole_decode(toks) -> None:
    rnd = random.Random(16)
    checked = 0
    for _name, tok in toks:
        for ids in _sequences(tok, rnd):
            pieces, got = _stream(WindowDecoder(tok, skip_special=True), ids)
            full = tok.decode(ids, skip_special=True)
            assert got == full
            _, old = _stream(StreamDecoder(tok, skip_special=True), ids)
            assert got == old
            text = ""
            for p in pieces:  # what was streamed is never taken back
                text += p
                assert full.startswith(text)
            checked += 1
    assert checked >= 27


def test_window_decoder_holds_back_a_cut_utf8_sequence(toks) -> None:
    for _name, tok in toks:
        ids = tok.encode("🚀")
        if len(ids) < 2:
            continue
        dec = WindowDecoder(tok, skip_special=True)
        assert dec.push(ids[0]) == ""  # the first bytes of the emoji are no character yet
        assert "".join(dec.push(t) for t in ids[1:]) + dec.flush() == "🚀"
        return
    pytest.fail("no tokenizer splits the emoji into byte tokens")


class _Out(io.StringIO):
    def __init__(self) -> None:
        super().__init__()
        self.flushes = 0

    def flush(self) -> None:
        self.flushes += 1
        super().flush()


def test_sink_streams_all_text_with_few_flushes(toks) -> None:
    _name, tok = toks[-1]
    ids = tok.encode(TEXT)
    out = _Out()
    sink = TokenSink(tok, 1, True, out=out)
    sink.FLUSH_S = 3600.0  # no time-based flush within this test: the first piece and finish() only
    sink.start()
    for t in ids:
        sink(0, t)
    assert out.flushes == 1 and sink.t_first is not None and sink.count == len(ids)
    sink.finish()
    assert out.getvalue() == tok.decode(ids, skip_special=True) + "\n"
    assert out.flushes == 2


def test_batch_sink_decodes_nothing(toks) -> None:
    _name, tok = toks[0]
    out = _Out()
    sink = TokenSink(tok, 3, False, out=out)
    for i, t in enumerate(tok.encode(TEXT)):
        sink(i % 3, t)
    sink.finish()
    assert sink.decoder is None and out.getvalue() == ""
