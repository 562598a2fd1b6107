"""The streaming route's chunking (backend/serve/app.py _stream), over a stub engine loop (fast, no model).

- Text items that are already queued when the stream reads go out as one content chunk (when the HTTP side
  lags behind the ticks, chunks grow instead of the backlog); the final text, the finish chunk with the
  proof, the usage chunk and [DONE] follow, in the OpenAI order, and the text is all the items' text once.
- Items that arrive one by one go out one chunk each.
- A failure after some text: the text first, then the error and [DONE].
"""

from __future__ import annotations

import asyncio
import json
from types import SimpleNamespace
from typing import Any

import httpx

from backend.serve.app import ServeConfig, build_app
from backend.serve.engine_loop import Delta, Failed, Final, Handle, Job
from backend.serve.protocol import ApiError


class _Tok:
    chat_template = "stub"
    turn_format = None

    def apply_chat_template(self, messages: Any) -> str:
        return "".join(m["content"] for m in messages)

    def encode(self, text: str) -> list[int]:
        return [1] * max(1, len(text) // 4)


class _Loop:
    """EngineLoop's HTTP-side surface; `script` says what the answer's queue receives, and when."""

    def __init__(self, script: list[tuple[float, Any]]) -> None:
        self.script = script
        self.cancelled: list[int] = []

    def check(self, job: Job) -> None:
        pass

    def receiving(self) -> Any:
        return SimpleNamespace(close=lambda: None)

    def submit(self, job: Job, loop: asyncio.AbstractEventLoop, rx: Any = None) -> Handle:
        h = Handle(7, job, loop)

        async def feed() -> None:
            for delay, item in self.script:
                if delay:
                    await asyncio.sleep(delay)
                h.queue.put_nowait(item)

        self._task = loop.create_task(feed())
        return h

    def cancel(self, seq_id: int) -> None:
        self.cancelled.append(seq_id)


def _final(text: str) -> Final:
    return Final(text, "length", 3, 4, {"format": "stub", "sequence_id": 7})


def _events(script: list[tuple[float, Any]]) -> tuple[list[dict[str, Any] | str], _Loop]:
    loop = _Loop(script)
    app = build_app(ServeConfig("m", 64, 8), loop, _Tok())  # type: ignore[arg-type]

    async def go() -> bytes:
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://t") as c:
            r = await c.post("/v1/chat/completions", json={
                "model": "m", "stream": True, "max_tokens": 4, "stream_options": {"include_usage": True},
                "messages": [{"role": "user", "content": "hello there"}]})
            assert r.status_code == 200
            return r.content

    body = asyncio.run(go()).decode()
    out: list[dict[str, Any] | str] = []
    for ev in body.split("\n\n"):
        if ev.startswith("data: "):
            out.append("[DONE]" if ev == "data: [DONE]" else json.loads(ev[6:]))
    return out, loop


def _contents(evs: list[Any]) -> list[str]:
    return [e["choices"][0]["delta"]["content"] for e in evs
            if isinstance(e, dict) and e.get("choices") and e["choices"][0]["delta"].get("content")]


def test_queued_text_goes_out_as_one_chunk() -> None:
    evs, loop = _events([(0, Delta("a")), (0, Delta("b")), (0, Delta("c")), (0, _final("d"))])
    assert _contents(evs) == ["abcd"]
    assert evs[0]["choices"][0]["delta"] == {"role": "assistant", "content": ""}
    end = evs[-3]
    assert end["choices"][0]["finish_reason"] == "length" and end["fltc"]["sequence_id"] == 7
    assert evs[-2]["usage"] == {"prompt_tokens": 3, "completion_tokens": 4, "total_tokens": 7}
    assert evs[-1] == "[DONE]" and loop.cancelled == []


def test_text_that_arrives_one_by_one_goes_out_one_chunk_each() -> None:
    evs, loop = _events([(0.02, Delta("a")), (0.02, Delta("b")), (0.02, _final(""))])
    assert _contents(evs) == ["a", "b"]
    assert evs[-1] == "[DONE]" and loop.cancelled == []


def test_failure_after_text() -> None:
    evs, loop = _events([(0, Delta("x")), (0, Delta("y")), (0, Failed(ApiError(500, "boom", type="server_error")))])
    assert _contents(evs) == ["xy"]
    assert evs[-2]["error"]["message"] == "boom" and evs[-1] == "[DONE]"
    assert loop.cancelled == []
