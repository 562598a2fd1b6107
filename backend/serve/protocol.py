"""Request validation: an OpenAI request body becomes a frozen value, or an ApiError with a 4xx status.

Why here, apart from the routes: every check runs before the engine thread hears of the request,
so a refused request changes no scheduler state (no store record, no event, no KV block).
Types are checked strictly (a bool is not an int, a string is not a number); OpenAI fields whose
non-default values this server cannot honour (n > 1, logprobs, tools, penalties, logit_bias, ...)
are refused with a message instead of being ignored. Unknown fields are ignored, as OpenAI's
own server ignores fields a client library adds that it does not know.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from fltc.errors import FltcError

TEMPERATURE_MAX = 2.0  # OpenAI's documented range is 0..2 (the sampler itself takes any finite value >= 0)
TOP_K_LIMIT = 1 << 32  # top_k is a u32 in the request encoding (spec/lli/layer21.py)
SEED_LIMIT = 1 << 31  # a request's seed is its sequence id (u32); ids >= 2^31 are the server's own
MAX_STOP = 4
ROLES = ("system", "user", "assistant")


class ApiError(FltcError):
    """A refused request: HTTP status + the OpenAI error object (message, type, param, code)."""

    def __init__(self, status: int, message: str, *, type: str = "invalid_request_error",
                 param: str | None = None, code: str | None = None,
                 headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status, self.message, self.type, self.param, self.code = status, message, type, param, code
        self.headers = headers or {}

    def body(self) -> dict[str, Any]:
        return {"error": {"message": self.message, "type": self.type, "param": self.param, "code": self.code}}


@dataclass(frozen=True)
class GenParams:
    """The sampling and stopping parameters of one request, in the scheduler's terms."""

    max_tokens: int | None  # None: the route's default (bounded by the context)
    temperature: float
    top_p: float
    top_k: int
    seed: int | None
    stop: tuple[str, ...]
    stream: bool
    include_usage: bool
    ignore_eos: bool = False  # vLLM's extension: generate max_tokens tokens even past the end token (benchmarks)


@dataclass(frozen=True)
class ChatRequest:
    model: str
    messages: tuple[tuple[str, str], ...]  # (role, content)
    params: GenParams


@dataclass(frozen=True)
class CompletionRequest:
    model: str
    prompt: str | tuple[int, ...]  # text, or token ids
    params: GenParams


def bad(message: str, param: str | None = None, code: str | None = None) -> ApiError:
    return ApiError(400, message, param=param, code=code)


def parse_json(raw: bytes) -> dict[str, Any]:
    """The body as a JSON object (400 when it is not UTF-8 JSON or not an object)."""
    try:
        body = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as e:
        raise bad(f"the request body is not valid JSON ({type(e).__name__}: {e}); send a JSON object",
                  code="invalid_json") from None
    if not isinstance(body, dict):
        raise bad(f"the request body must be a JSON object, not {type(body).__name__}", code="invalid_json")
    return body


def _int(body: dict[str, Any], key: str, lo: int, hi: int, default: int | None) -> int | None:
    v = body.get(key)
    if v is None:
        return default
    if isinstance(v, bool) or not isinstance(v, int):
        raise bad(f"'{key}' must be an integer, not {type(v).__name__}", param=key, code="invalid_type")
    if not lo <= v <= hi:
        raise bad(f"'{key}' must be in {lo}..{hi} (got {v})", param=key, code="invalid_value")
    return v


def _float(body: dict[str, Any], key: str, default: float, lo: float, hi: float, lo_open: bool = False) -> float:
    v = body.get(key)
    if v is None:
        return default
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise bad(f"'{key}' must be a number, not {type(v).__name__}", param=key, code="invalid_type")
    x = float(v)
    if not math.isfinite(x) or x > hi or x < lo or (lo_open and x == lo):
        rng = f"({lo}, {hi}]" if lo_open else f"[{lo}, {hi}]"
        raise bad(f"'{key}' must be in {rng} (got {v})", param=key, code="invalid_value")
    return x


def _bool(body: dict[str, Any], key: str, default: bool) -> bool:
    v = body.get(key)
    if v is None:
        return default
    if not isinstance(v, bool):
        raise bad(f"'{key}' must be a boolean, not {type(v).__name__}", param=key, code="invalid_type")
    return v


def _refuse_unsupported(body: dict[str, Any]) -> None:
    """Fields whose non-default value would change the answer in a way this server does not implement."""
    n = body.get("n")
    if n is not None and n != 1:
        raise bad("'n' must be 1: fltc serve returns one choice per request (send n requests)", param="n",
                  code="unsupported")
    best_of = body.get("best_of")
    if best_of is not None and best_of != 1:
        raise bad("'best_of' must be 1 (not supported)", param="best_of", code="unsupported")
    for key in ("logprobs", "top_logprobs", "echo", "suffix", "tools", "tool_choice", "functions",
                "function_call", "logit_bias"):
        if body.get(key) not in (None, False, [], {}, 0):
            raise bad(f"'{key}' is not supported by fltc serve; leave it out", param=key, code="unsupported")
    for key, neutral in (("presence_penalty", 0), ("frequency_penalty", 0), ("repetition_penalty", 1)):
        v = body.get(key)
        if v is not None and (isinstance(v, bool) or v != neutral):
            raise bad(f"'{key}' is not supported (the Layer 21 sampler has no penalties); leave it out",
                      param=key, code="unsupported")
    rf = body.get("response_format")
    if rf is not None and not (isinstance(rf, dict) and rf.get("type") == "text"):
        raise bad("'response_format' other than {'type': 'text'} is not supported", param="response_format",
                  code="unsupported")


def _model(body: dict[str, Any]) -> str:
    m = body.get("model")
    if not isinstance(m, str) or not m:
        raise bad("'model' is required and must be a string (GET /v1/models lists the served model)",
                  param="model", code="invalid_type" if m is not None else "missing_required_parameter")
    return m


def _stop(body: dict[str, Any]) -> tuple[str, ...]:
    s = body.get("stop")
    if s is None:
        return ()
    items = [s] if isinstance(s, str) else s
    if not isinstance(items, list) or not all(isinstance(x, str) for x in items):
        raise bad("'stop' must be a string or a list of strings", param="stop", code="invalid_type")
    if len(items) > MAX_STOP or any(not x for x in items):
        raise bad(f"'stop' takes at most {MAX_STOP} non-empty strings", param="stop", code="invalid_value")
    return tuple(items)


def gen_params(body: dict[str, Any]) -> GenParams:
    """The sampling/stopping fields of a chat or completion body, strictly typed and range-checked."""
    _refuse_unsupported(body)
    mt = _int(body, "max_tokens", 1, (1 << 63) - 1, None)
    mct = _int(body, "max_completion_tokens", 1, (1 << 63) - 1, None)
    if mt is not None and mct is not None and mt != mct:
        raise bad("give 'max_tokens' or 'max_completion_tokens', not two different values", param="max_tokens")
    stream = _bool(body, "stream", False)
    so = body.get("stream_options")
    if so is not None and not isinstance(so, dict):
        raise bad("'stream_options' must be an object", param="stream_options", code="invalid_type")
    include_usage = _bool(so or {}, "include_usage", False)
    if so is not None and not stream:
        raise bad("'stream_options' is only allowed with stream: true", param="stream_options")
    return GenParams(
        max_tokens=mt if mt is not None else mct,
        temperature=_float(body, "temperature", 1.0, 0.0, TEMPERATURE_MAX),
        top_p=_float(body, "top_p", 1.0, 0.0, 1.0, lo_open=True),
        top_k=_int(body, "top_k", 0, TOP_K_LIMIT - 1, 0) or 0,
        seed=_int(body, "seed", 0, SEED_LIMIT - 1, None),
        stop=_stop(body), stream=stream, include_usage=include_usage, ignore_eos=_bool(body, "ignore_eos", False))


def _content(v: Any, i: int) -> str:
    """A message's content: a string, or a list of {"type": "text", "text": ...} parts."""
    if isinstance(v, str):
        return v
    if isinstance(v, list):
        parts = []
        for p in v:
            if not (isinstance(p, dict) and p.get("type") == "text" and isinstance(p.get("text"), str)):
                raise bad(f"messages[{i}].content: only text parts ({{'type': 'text', 'text': ...}}) are supported",
                          param=f"messages[{i}].content", code="unsupported")
            parts.append(p["text"])
        return "".join(parts)
    raise bad(f"messages[{i}].content must be a string or a list of text parts", param=f"messages[{i}].content",
              code="invalid_type")


def chat_request(body: dict[str, Any]) -> ChatRequest:
    msgs = body.get("messages")
    if not isinstance(msgs, list) or not msgs:
        raise bad("'messages' is required: a non-empty list of {'role', 'content'} objects", param="messages",
                  code="invalid_type" if msgs is not None else "missing_required_parameter")
    out = []
    for i, m in enumerate(msgs):
        if not isinstance(m, dict):
            raise bad(f"messages[{i}] must be an object", param=f"messages[{i}]", code="invalid_type")
        role = m.get("role")
        if role not in ROLES:
            raise bad(f"messages[{i}].role must be one of {', '.join(ROLES)} (got {role!r})",
                      param=f"messages[{i}].role", code="invalid_value")
        out.append((role, _content(m.get("content"), i)))
    return ChatRequest(_model(body), tuple(out), gen_params(body))


def completion_request(body: dict[str, Any]) -> CompletionRequest:
    p = body.get("prompt")
    if isinstance(p, list) and len(p) == 1 and isinstance(p[0], (str, list)):
        p = p[0]  # a batch of one
    if isinstance(p, str):
        prompt: str | tuple[int, ...] = p
    elif isinstance(p, list) and p and all(isinstance(t, int) and not isinstance(t, bool) for t in p):
        prompt = tuple(p)
    elif isinstance(p, list) and p and all(isinstance(x, (str, list)) for x in p):
        raise bad("one prompt per request: send each prompt of the batch as its own request", param="prompt",
                  code="unsupported")
    else:
        raise bad("'prompt' is required: a string or a list of token ids", param="prompt",
                  code="invalid_type" if p is not None else "missing_required_parameter")
    return CompletionRequest(_model(body), prompt, gen_params(body))
