"""Named crash points for crash-injection tests (SIGKILL of the writer at an exact transition).

Set FLTC_CRASH_AT="name" (or "name@k": the k-th time that point is reached, 1-based) in the
environment of a child process; when the point is reached the process kills itself with SIGKILL,
so nothing after it (no finally, no flush) runs. Unset, each point costs one dict lookup.
CRASH_POINTS lists every point the runtime defines (tests exercise all of them). start_trace()
makes every point count its visits in this process (tests pick pseudo-random kill moments from them).
"""

from __future__ import annotations

import os
import signal

CRASH_POINTS: tuple[str, ...] = (
    # ROWM-NR write machine (append_once)
    "write.begin", "write.record_tmp", "write.record_renamed", "write.record_durable",
    "write.receipt_torn", "write.receipt_written", "write.receipt_durable",
    "write.head_tmp", "write.head_renamed", "write.head_durable",
    "write.root_torn", "write.root_durable",
    # ROWM-NR read-once machine
    "claim.begin", "claim.torn", "claim.written", "claim.durable",
    "consume.begin", "consume.torn", "consume.written", "consume.durable",
    # ROWM-NR recovery (a crash while recovering)
    "recover.truncated", "recover.orphans", "recover.head", "recover.roots",
    # checkpoint of a Layer 21 tick
    "ckpt.begin", "ckpt.snapshot", "ckpt.receipt", "ckpt.events_torn", "ckpt.events_written",
    "ckpt.events_durable",
    # the engine's loop: before every tick, and before the final summary.json
    "engine.tick", "engine.summary",
)

_spec = os.environ.get("FLTC_CRASH_AT")
_target: tuple[str, int] | None = None
if _spec:
    name, _, k = _spec.partition("@")
    _target = (name, int(k or 1))
_seen: dict[str, int] = {}
_trace: dict[str, int] | None = None


def start_trace() -> dict[str, int]:
    """Count every point's visits from now on (this process); returns the live counts."""
    global _trace
    _trace = {}
    return _trace


def stop_trace() -> None:
    global _trace
    _trace = None


def armed(name: str) -> bool:
    """True when reaching `name` now is the configured crash (counts the visit)."""
    if _trace is not None:
        _trace[name] = _trace.get(name, 0) + 1
    if _target is None or _target[0] != name:
        return False
    _seen[name] = _seen.get(name, 0) + 1
    return _seen[name] == _target[1]


def crash_point(name: str) -> None:
    if armed(name):
        os.kill(os.getpid(), signal.SIGKILL)


def die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)
