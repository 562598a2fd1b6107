"""Request validation and stop-string splitting of `fltc serve`, without a server (fast)."""

from __future__ import annotations

import pytest

from backend.serve import sse
from backend.serve.engine_loop import _split_stop
from backend.serve.protocol import ApiError, chat_request, completion_request, parse_json


@pytest.mark.parametrize("text,stops,want", [
    ("Paris.", (".",), ("Paris", "", True)),
    ("Hello wor", ("world",), ("Hello ", "wor", False)),  # "wor" may still become "world": held back
    ("abc", ("x",), ("abc", "", False)),
    ("a</s", ("</s>", "s>x"), ("a", "</s", False)),  # hold the longest tail any stop string starts with
    ("one END two", ("END", "two"), ("one ", "", True)),  # the earliest match wins
    ("x", (), ("x", "", False)),
])
def test_split_stop(text, stops, want) -> None:
    assert _split_stop(text, stops) == want


def test_parse_and_types() -> None:
    with pytest.raises(ApiError) as e:
        parse_json(b"\xff")
    assert e.value.status == 400 and e.value.code == "invalid_json"
    r = chat_request({"model": "m", "messages": [{"role": "user", "content": [{"type": "text", "text": "hi"}]}],
                      "max_tokens": 4, "temperature": 0, "top_k": 5, "stop": "\n", "seed": 3, "stream": True,
                      "stream_options": {"include_usage": True}, "user": "ignored"})
    assert r.messages == (("user", "hi"),)
    p = r.params
    assert (p.max_tokens, p.temperature, p.top_k, p.top_p, p.stop, p.seed, p.stream, p.include_usage) == (
        4, 0.0, 5, 1.0, ("\n",), 3, True, True)
    assert completion_request({"model": "m", "prompt": [[1, 2, 3]]}).prompt == (1, 2, 3)
    bad = [{"model": "m", "prompt": "x", "top_p": True}, {"model": "m", "prompt": "x", "max_tokens": 1.5},
           {"model": "m", "prompt": "x", "temperature": float("nan")}, {"model": 3, "prompt": "x"},
           {"model": "m", "prompt": ["a", "b"]}, {"model": "m", "prompt": "x", "logprobs": 2},
           {"model": "m", "prompt": "x", "presence_penalty": 0.5}, {"model": "m", "prompt": "x", "stop": [""]},
           {"model": "m", "prompt": "x", "stream_options": {"include_usage": True}},
           {"model": "m", "prompt": "x", "seed": 1 << 31}]
    for body in bad:
        with pytest.raises(ApiError) as e:
            completion_request(body)
        assert 400 <= e.value.status < 500 and e.value.body()["error"]["message"], body


def test_ignore_eos_reaches_the_request() -> None:
    """`ignore_eos` (vLLM's field): strictly a bool, default off; on, the scheduler's request has no end token."""
    from backend.runtime.executor import SamplingParams
    from backend.serve.engine_loop import Job

    assert completion_request({"model": "m", "prompt": "x"}).params.ignore_eos is False
    assert completion_request({"model": "m", "prompt": "x", "ignore_eos": True}).params.ignore_eos is True
    with pytest.raises(ApiError) as e:
        completion_request({"model": "m", "prompt": "x", "ignore_eos": "yes"})
    assert e.value.status == 400
    assert Job((1,), 4, SamplingParams(), ignore_eos=True).eos(7) is None
    assert Job((1,), 4, SamplingParams()).eos(7) == 7
    assert Job((1,), 4, SamplingParams(), end_token=106).eos(7) == 106  # a chat turn's end (Gemma's turns)
    assert Job((1,), 4, SamplingParams(), ignore_eos=True, end_token=106).eos(7) is None


@pytest.mark.parametrize("text", ["", "a", "Hello, world", 'quote " and \\ backslash', "new\nline\ttab", "é東🌊",
                                  "\u0000\u001f\u2028", "\ufffd"])
def test_content_chunks_are_the_dict_chunks(text) -> None:
    """sse.ContentChunks (prefix + JSON-encoded text + suffix) gives exactly sse.event(chat_chunk(...)) /
    sse.event(completion_chunk(...)), for any text and for ids and model names that need escaping."""
    for rid, model in (("chatcmpl-fltc-7", "SmolLM2"), ('id"x', "m\\o\u00e9")):
        assert sse.ContentChunks(rid, 1700000000, model, chat=True)(text) == sse.event(
            sse.chat_chunk(rid, 1700000000, model, content=text))
        assert sse.ContentChunks(rid, 5, model, chat=False)(text) == sse.event(
            sse.completion_chunk(rid, 5, model, text=text))
    odd = sse.ContentChunks("r", 1, sse.ContentChunks._MARK, chat=True)  # the marker itself: built whole
    assert odd(text) == sse.event(sse.chat_chunk("r", 1, sse.ContentChunks._MARK, content=text))
