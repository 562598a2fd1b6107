"""The starlette application: routes, API key, request -> Job, streaming and client disconnects.

Why it is thin: validation lives in `protocol` (and, for what the scheduler would reject, the
spec's own `validate` through `EngineLoop.check`), the engine thread in `engine_loop`, the wire
shapes in `sse`. A handler parses and checks everything first -- a refused request gets its 4xx
JSON error before the engine thread hears of it -- then posts one Job and relays its items.
A client that goes away is noticed by starlette (streaming: the response task is cancelled) or by
waiting on `http.disconnect` (non-streamed); either way the sequence is cancelled between ticks.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import anyio
import anyio.to_thread
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from backend.runtime.executor import SamplingParams
from backend.serve import sse
from backend.serve.engine_loop import Delta, EngineLoop, Failed, Final, Handle, Job, Receiving
from backend.serve.protocol import (
    ApiError,
    ChatRequest,
    CompletionRequest,
    GenParams,
    chat_request,
    completion_request,
    parse_json,
)
from fltc.errors import FltcError

KEEPALIVE_S = 1.0  # a quiet stream sends an SSE comment this often (a gone client then shows at once)
COMPLETION_DEFAULT_MAX_TOKENS = 16  # OpenAI's default for /v1/completions


@dataclass(frozen=True)
class ServeConfig:
    """What the routes need besides the engine loop."""

    model_id: str
    max_seq_len: int
    default_max_tokens: int  # chat without max_tokens: this many, bounded by the context left
    api_key: str | None = None
    created: int = 0


def _check_key(cfg: ServeConfig, request: Request) -> None:
    if cfg.api_key is None:
        return
    auth = request.headers.get("authorization", "")
    given = auth[7:] if auth.lower().startswith("bearer ") else ""
    if not hmac.compare_digest(given.encode(), cfg.api_key.encode()):
        raise ApiError(401, "missing or incorrect API key: send 'Authorization: Bearer KEY' with the key given to "
                            "fltc serve --api-key", code="invalid_api_key")


def _check_model(cfg: ServeConfig, name: str) -> None:
    if name != cfg.model_id:
        raise ApiError(404, f"the model '{name}' does not exist on this server; it serves '{cfg.model_id}' "
                            f"(GET /v1/models)", param="model", code="model_not_found")


def _job(cfg: ServeConfig, loop: EngineLoop, ids: list[int], p: GenParams, default_max: int,
         end_token: int | None = None) -> Job:
    if not ids:
        raise ApiError(400, "the prompt encodes to no tokens; send a non-empty prompt", param="prompt",
                       code="invalid_value")
    room = cfg.max_seq_len - len(ids)
    max_tokens = p.max_tokens if p.max_tokens is not None else max(1, min(default_max, room))
    if len(ids) + max_tokens > cfg.max_seq_len:
        raise ApiError(400, f"this model's maximum context length is {cfg.max_seq_len} tokens; you requested "
                            f"{len(ids) + max_tokens} ({len(ids)} in the prompt, {max_tokens} to generate): shorten "
                            f"the prompt or lower max_tokens", param="messages", code="context_length_exceeded")
    job = Job(tuple(ids), max_tokens, SamplingParams(temperature=p.temperature, top_k=p.top_k, top_p=p.top_p),
              p.stop, p.seed, p.ignore_eos, end_token)
    loop.check(job)
    return job


def warm_tokenizer(tokenizer: Any) -> None:
    """Compile the chat template and run the encoder once before the first request: else the first burst of
    requests compiles it in several thread-pool threads at once (measured over the fake executor: the
    first burst's renderings took 40-70 ms each, in 64 simultaneous requests' time to first token). A
    template that refuses this message is left to refuse the requests themselves (their 400 says why)."""
    try:
        if getattr(tokenizer, "chat_template", None) or getattr(tokenizer, "turn_format", None) is not None:
            tokenizer.encode(tokenizer.apply_chat_template([{"role": "user", "content": "warm-up"}]))
        else:
            tokenizer.encode("warm-up")
    except FltcError:
        pass


def build_app(cfg: ServeConfig, loop: EngineLoop, tokenizer: Any) -> Starlette:
    """The ASGI app over a started EngineLoop (the tokenizer warmed first: warm_tokenizer)."""
    warm_tokenizer(tokenizer)

    async def health(request: Request) -> Response:
        return JSONResponse({"status": "ok", "model": cfg.model_id, "executor": getattr(loop.engine.executor, "name", "?"),
                             "run_dir": str(loop.engine.run_dir), **loop.counts(), "warmup": loop.warm_status()})

    async def models(request: Request) -> Response:
        _check_key(cfg, request)
        return JSONResponse({"object": "list", "data": [{"id": cfg.model_id, "object": "model", "created": cfg.created,
                                                         "owned_by": "fltc"}]})

    async def chat(request: Request) -> Response:
        rx = loop.receiving()  # counted until submitted or refused: an idle engine waits for a burst to arrive
        try:
            _check_key(cfg, request)
            req: ChatRequest = chat_request(parse_json(await request.body()))
            _check_model(cfg, req.model)

            def encode() -> list[int]:
                try:
                    text = tokenizer.apply_chat_template([{"role": r, "content": c} for r, c in req.messages])
                except FltcError as e:
                    raise ApiError(400, f"the model's chat template refused the messages: {e}", param="messages",
                                   code="invalid_value") from None
                return tokenizer.encode(text)

            # a built-in turn format (Gemma's: the file has no chat template) ends the answer at its end-of-turn
            # token
            end = tokenizer.end_of_turn_id if getattr(tokenizer, "turn_format", None) is not None else None
            job = _job(cfg, loop, await run_in_threadpool(encode), req.params, cfg.default_max_tokens, end)
            return await _answer(request, job, req.params, rx, chat=True)
        finally:
            rx.close()

    async def completions(request: Request) -> Response:
        rx = loop.receiving()
        try:
            _check_key(cfg, request)
            req: CompletionRequest = completion_request(parse_json(await request.body()))
            _check_model(cfg, req.model)
            ids = (list(req.prompt) if isinstance(req.prompt, tuple)
                   else await run_in_threadpool(tokenizer.encode, req.prompt))
            job = _job(cfg, loop, ids, req.params, COMPLETION_DEFAULT_MAX_TOKENS)
            return await _answer(request, job, req.params, rx, chat=False)
        finally:
            rx.close()

    async def _answer(request: Request, job: Job, p: GenParams, rx: Receiving, *, chat: bool) -> Response:
        handle = loop.submit(job, asyncio.get_running_loop(), rx)
        rid = f"{'chatcmpl' if chat else 'cmpl'}-fltc-{handle.seq_id}"
        if p.stream:
            return StreamingResponse(_stream(handle, rid, chat, p.include_usage), media_type="text/event-stream",
                                     headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
        return await _collect(request, handle, rid, chat)

    async def _stream(handle: Handle, rid: str, chat: bool, include_usage: bool) -> Any:
        kind = "chat.completion.chunk" if chat else "text_completion"
        content = sse.ContentChunks(rid, handle.created, cfg.model_id, chat=chat)
        q = handle.queue
        ended = False

        def chunk(text: str | None = None, **kw: Any) -> bytes:
            if chat:
                return sse.event(sse.chat_chunk(rid, handle.created, cfg.model_id, content=text, **kw))
            return sse.event(sse.completion_chunk(rid, handle.created, cfg.model_id, text=text or "", **kw))

        try:
            if chat:
                yield chunk("", role="assistant")
            while True:
                if q.empty():
                    try:
                        async with asyncio.timeout(KEEPALIVE_S):  # no task per wait (asyncio.wait_for makes one)
                            item = await q.get()
                    except TimeoutError:
                        yield sse.KEEPALIVE
                        continue
                else:
                    item = q.get_nowait()
                # every Delta that is ready goes out as one chunk: when this side lags behind the ticks, its
                # chunks carry more text each instead of the backlog growing by one chunk per token
                text = None
                while isinstance(item, Delta):
                    text = item.text if text is None else text + item.text
                    if q.empty():
                        item = None
                        break
                    item = q.get_nowait()
                if text is not None:
                    if isinstance(item, Final):  # the answer's last text and its end in one write
                        item = Final(text + item.text, item.finish_reason, item.prompt_tokens,
                                     item.completion_tokens, item.proof)
                    else:
                        yield content(text)
                if isinstance(item, Final):
                    ended = True
                    tail = content(item.text) if item.text else b""
                    end = chunk(finish_reason=item.finish_reason, proof=item.proof)
                    use = (sse.event(sse.usage_chunk(kind, rid, handle.created, cfg.model_id,
                                                     sse.usage(item.prompt_tokens, item.completion_tokens)))
                           if include_usage else b"")
                    yield tail + end + use + sse.DONE
                    return
                if isinstance(item, Failed):
                    ended = True
                    yield sse.event(item.error.body()) + sse.DONE
                    return
        finally:
            if not ended:  # the client went away (starlette cancelled this task) or the server is stopping
                loop.cancel(handle.seq_id)

    async def _collect(request: Request, handle: Handle, rid: str, chat: bool) -> Response:
        async def gone() -> None:
            while (await request.receive())["type"] != "http.disconnect":
                pass

        watch = asyncio.ensure_future(gone())
        parts: list[str] = []
        try:
            while True:
                get = asyncio.ensure_future(handle.queue.get())
                await asyncio.wait({get, watch}, return_when=asyncio.FIRST_COMPLETED)
                if not get.done():
                    get.cancel()
                    loop.cancel(handle.seq_id)
                    return Response(status_code=499)  # nobody reads it: the client closed the connection
                item = get.result()
                if isinstance(item, Delta):
                    parts.append(item.text)
                elif isinstance(item, Failed):
                    raise item.error
                else:
                    text = "".join(parts) + item.text
                    u = sse.usage(item.prompt_tokens, item.completion_tokens)
                    make = sse.chat_response if chat else sse.completion_response
                    return JSONResponse(make(rid, handle.created, cfg.model_id, text, item.finish_reason, u, item.proof))
        finally:
            watch.cancel()

    async def api_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, ApiError)
        return JSONResponse(exc.body(), status_code=exc.status, headers=exc.headers)

    async def http_error(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        e = ApiError(exc.status_code, f"{request.method} {request.url.path}: {exc.detail}; this server offers GET "
                                      f"/v1/models, POST /v1/chat/completions, POST /v1/completions, GET /health",
                     code="not_found" if exc.status_code == 404 else "method_not_allowed")
        return JSONResponse(e.body(), status_code=exc.status_code)

    routes = [Route("/health", health, methods=["GET"]), Route("/v1/models", models, methods=["GET"]),
              Route("/v1/chat/completions", chat, methods=["POST"]),
              Route("/v1/completions", completions, methods=["POST"])]
    return Starlette(routes=routes, exception_handlers={ApiError: api_error, HTTPException: http_error},
                     lifespan=_warm_event_loop)


@contextlib.asynccontextmanager
async def _warm_event_loop(app: Starlette) -> AsyncIterator[None]:
    """Before the first request: a task group and a thread-pool call, so that the first streamed answer
    does not import anyio's asyncio backend (~60 ms holding the GIL; measured: 64 simultaneous requests
    all waited for it) nor start the thread pool."""
    async with anyio.create_task_group():
        pass
    await anyio.to_thread.run_sync(int)
    yield


def created_now() -> int:
    return int(time.time())
