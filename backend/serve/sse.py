"""OpenAI response and chunk bodies, and server-sent-event framing.

Why a module of its own: the shapes are the wire contract with every OpenAI client (the `openai`
package parses them with pydantic models), so they live in one place, next to nothing else.
The ``fltc`` proof object rides as an extra top-level field of the final chunk (the one with a
finish_reason) and of the non-streamed response; OpenAI clients keep unknown fields
(``chunk.model_extra["fltc"]`` / ``response.model_extra["fltc"]``).
"""

from __future__ import annotations

import json
from typing import Any

DONE = b"data: [DONE]\n\n"
KEEPALIVE = b": keep-alive\n\n"  # an SSE comment: clients ignore it; a failed write reveals a gone client


def event(obj: dict[str, Any]) -> bytes:
    return b"data: " + json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode() + b"\n\n"


class ContentChunks:
    """The content chunk of one stream as bytes, from a prefix and a suffix made once per stream (with the
    JSON encoder's own separators): per token only the text is JSON-encoded, not the whole chunk -- 64
    streams x ~260 chunks/s each. Byte for byte what event(chat_chunk(..., content=text)) (or
    completion_chunk(..., text=text)) gives (tests/serve/test_protocol.py)."""

    _MARK = "\u0000fltc-content\u0000"

    def __init__(self, rid: str, created: int, model: str, *, chat: bool) -> None:
        body = (chat_chunk(rid, created, model, content=self._MARK) if chat
                else completion_chunk(rid, created, model, text=self._MARK))
        whole = event(body)
        parts = whole.split(json.dumps(self._MARK, ensure_ascii=False).encode())
        if len(parts) != 2:  # the id or model name holds the marker itself: build every chunk whole
            self._slow = lambda text: event(chat_chunk(rid, created, model, content=text) if chat
                                            else completion_chunk(rid, created, model, text=text))
            parts = [b"", b""]
        else:
            self._slow = None
        self.prefix, self.suffix = parts

    def __call__(self, text: str) -> bytes:
        if self._slow is not None:
            return self._slow(text)
        return self.prefix + json.dumps(text, ensure_ascii=False).encode() + self.suffix


def usage(prompt: int, completion: int) -> dict[str, int]:
    return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion}


def _base(kind: str, rid: str, created: int, model: str) -> dict[str, Any]:
    return {"id": rid, "object": kind, "created": created, "model": model, "system_fingerprint": "fltc"}


def chat_chunk(rid: str, created: int, model: str, *, content: str | None = None, role: str | None = None,
               finish_reason: str | None = None, proof: dict[str, Any] | None = None) -> dict[str, Any]:
    delta: dict[str, Any] = {}
    if role is not None:
        delta["role"] = role
    if content is not None:
        delta["content"] = content
    d = _base("chat.completion.chunk", rid, created, model)
    d["choices"] = [{"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish_reason}]
    if proof is not None:
        d["fltc"] = proof
    return d


def completion_chunk(rid: str, created: int, model: str, *, text: str = "", finish_reason: str | None = None,
                     proof: dict[str, Any] | None = None) -> dict[str, Any]:
    d = _base("text_completion", rid, created, model)
    d["choices"] = [{"index": 0, "text": text, "logprobs": None, "finish_reason": finish_reason}]
    if proof is not None:
        d["fltc"] = proof
    return d


def usage_chunk(kind: str, rid: str, created: int, model: str, u: dict[str, int]) -> dict[str, Any]:
    """stream_options.include_usage: one last chunk with no choices and the usage counts."""
    d = _base(kind, rid, created, model)
    d["choices"] = []
    d["usage"] = u
    return d


def chat_response(rid: str, created: int, model: str, text: str, finish_reason: str, u: dict[str, int],
                  proof: dict[str, Any]) -> dict[str, Any]:
    d = _base("chat.completion", rid, created, model)
    d["choices"] = [{"index": 0, "message": {"role": "assistant", "content": text}, "logprobs": None,
                     "finish_reason": finish_reason}]
    d["usage"] = u
    d["fltc"] = proof
    return d


def completion_response(rid: str, created: int, model: str, text: str, finish_reason: str, u: dict[str, int],
                        proof: dict[str, Any]) -> dict[str, Any]:
    d = _base("text_completion", rid, created, model)
    d["choices"] = [{"index": 0, "text": text, "logprobs": None, "finish_reason": finish_reason}]
    d["usage"] = u
    d["fltc"] = proof
    return d
