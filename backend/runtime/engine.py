"""Engine: the small facade `fltc run` uses -- allocator, scheduler, store and event bus in one run dir.

    from backend.runtime.engine import Engine, Request
    from backend.runtime.executor import SamplingParams
    eng = Engine(executor, "runs/x", block_size=16, num_blocks=256, seed=0)
    results = eng.generate([Request((1, 2, 3), 32, SamplingParams(), eos_token_id=2, seq_id=0)],
                           on_token=lambda seq_id, tok: ...)
    # results: list[GenerationResult] in request order; run_dir/summary.json written.
    eng2 = Engine.resume(executor2, "runs/x"); results = eng2.run()   # after a crash: bit-identical

The executor must implement backend.runtime.executor.Executor and the EngineBinding methods
(vocab_size, kv_shape(), bind_kv(view)): the engine sizes the single KV allocation
(KVLayout from kv_shape + block_size + num_blocks) and hands the executor the allocator's view.

Run directory: config.json, store/ (ROWM-NR: request batches + checkpoints), events.log,
summary.json. ``fltc audit RUN_DIR`` verifies it offline.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from backend.runtime import checkpoint as ckpt
from backend.runtime.crashpoints import crash_point
from backend.runtime.events import EventBus
from backend.runtime.executor import Executor
from backend.runtime.kv import KVAllocator
from backend.runtime.rowmnr import CheckpointStore, StoreBoundError
from backend.runtime.scheduler import Scheduler
from fltc.errors import ConfigError, FltcError, StoreError
from spec.kv_layout import KVLayout
from spec.lli import rowmnr as m
from spec.lli.canonical import DecodeError
from spec.lli.events import Event, SeqStatus
from spec.lli.layer21 import L21Config, Outcome, Request, decode_requests, encode_requests

__all__ = ["Engine", "GenerationResult", "Request"]

CONFIG_FORMAT = "fltc-run/1"
SUMMARY_FORMAT = "fltc-run-summary/1"


class TickFailed(FltcError):
    """A tick failed max_retries times in a row (the failure kind and reason are in the message)."""


@dataclass(frozen=True)
class GenerationResult:
    seq_id: int
    prompt_tokens: tuple[int, ...]
    tokens: tuple[int, ...]  # generated tokens (EOS included when it ended the sequence)
    finish_reason: str  # "eos" | "length" | "rejected"


def _write_json_atomic(path: Path, obj: Any) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(obj, indent=2, sort_keys=True) + "\n")
    os.replace(tmp, path)


def _claim_run_dir(cfg_path: Path, obj: Any) -> None:
    """Publish config.json only if no other run has (os.link fails on an existing name): of two
    engines started on one directory at once exactly one proceeds, and the other gets a ConfigError."""
    text = json.dumps(obj, indent=2, sort_keys=True) + "\n"
    tmp = cfg_path.with_name(f".{cfg_path.name}.{os.getpid()}.{id(obj):x}.tmp")
    tmp.write_text(text)
    try:
        os.link(tmp, cfg_path)
    except FileExistsError:
        raise ConfigError(f"run directory {cfg_path.parent} is already used by another run; choose another") from None
    except OSError:  # a file system without hard links: exclusive create (not atomic against a crash)
        try:
            with open(cfg_path, "x") as f:
                f.write(text)
        except FileExistsError:
            raise ConfigError(f"run directory {cfg_path.parent} is already used by another run; "
                              f"choose another") from None
    finally:
        tmp.unlink(missing_ok=True)


class Engine:
    """Allocator + scheduler + ROWM-NR store + event bus over one executor and one run directory."""

    def __init__(self, executor: Executor, run_dir: str | os.PathLike[str], *, block_size: int = 16,
                 num_blocks: int = 256, seed: int = 0, max_seq_len: int | None = None,
                 checkpoint_interval: int = 64, max_batch: int = 256, max_retries: int = 3,
                 run_info: Mapping[str, Any] | None = None, background_checkpoints: bool = False,
                 _resume: bool = False) -> None:
        """`run_info` (JSON-serialisable): the caller's claims about the run that are known before it
        starts (model file and hash, device, sampling, the admitted artifact set); stored in config.json
        under "run" and, with all of config.json, bound into the store as the record `run/config`.
        `background_checkpoints`: encode and write checkpoints on a writer thread (Scheduler's docstring);
        it changes no recorded byte, so it is not part of config.json."""
        self.run_dir = Path(run_dir)
        self.executor = executor
        self.max_retries = max_retries
        layers, kv_heads, head_dim = (int(x) for x in executor.kv_shape())  # type: ignore[attr-defined]
        vocab = int(executor.vocab_size)  # type: ignore[attr-defined]
        cfg_path = self.run_dir / "config.json"
        if _resume:
            conf = json.loads(cfg_path.read_text())
            if conf.get("format") != CONFIG_FORMAT:
                raise ConfigError(f"{cfg_path}: not an fltc run directory")
            if (conf["layers"], conf["kv_heads"], conf["head_dim"], conf["vocab_size"]) != (
                    layers, kv_heads, head_dim, vocab):
                raise ConfigError(f"{cfg_path}: the executor's model shape differs from the run's")
            block_size, num_blocks, seed = conf["block_size"], conf["num_blocks"], conf["seed"]
            max_seq_len, checkpoint_interval, max_batch = conf["max_seq_len"], conf["checkpoint_interval"], conf["max_batch"]
        else:
            if self.run_dir.exists() and any(self.run_dir.iterdir()):
                raise ConfigError(f"run directory {self.run_dir} is not empty (use Engine.resume to continue it)")
            self.run_dir.mkdir(parents=True, exist_ok=True)
        if max_seq_len is None:
            max_seq_len = num_blocks * block_size
        self.layout = KVLayout(layers, num_blocks, block_size=block_size, kv_heads=kv_heads, head_dim=head_dim)
        self.config = L21Config(physical_blocks=num_blocks, vocab_size=vocab, max_seq_len=max_seq_len,
                                block_size=block_size, max_batch=max_batch,
                                checkpoint_interval=checkpoint_interval, seed=seed)
        if not _resume:
            _claim_run_dir(cfg_path, {
                "format": CONFIG_FORMAT, "executor": getattr(executor, "name", "?"), "block_size": block_size,
                "num_blocks": num_blocks, "seed": seed, "max_seq_len": max_seq_len,
                "checkpoint_interval": checkpoint_interval, "max_batch": max_batch, "vocab_size": vocab,
                "layers": layers, "kv_heads": kv_heads, "head_dim": head_dim, "elem_bytes": self.layout.elem_bytes,
                **({"run": dict(run_info)} if run_info else {})})
        self.allocator = KVAllocator(self.layout)
        executor.bind_kv(self.allocator.view())  # type: ignore[attr-defined]
        self.store = CheckpointStore(self.run_dir / "store")
        self._bind_config(cfg_path)
        latest = ckpt.load_latest(self.store) if _resume else None
        self.bus = EventBus(self.run_dir / "events.log", latest[0].state.chain if latest else None)
        self.scheduler = Scheduler(self.config, self.allocator, executor, self.store, self.bus,
                                   background_checkpoints=background_checkpoints)
        self.resumed_from: bytes | None = None
        if latest is not None:
            self.scheduler.restore(*latest)
            self.resumed_from = latest[1].txid
        self._order: list[int] = []
        self._pending: list[tuple[int, tuple[Request, ...]]] = []  # batches to replay (resume)
        self._batches = 0
        for rec in self.store.state.receipts:
            if rec.kind == m.EntryKind.GENERIC and rec.txid.startswith(b"requests/"):
                try:
                    at, reqs = decode_requests(self.store.read(rec.txid))
                except DecodeError as e:
                    raise StoreError(f"request batch {rec.txid!r} does not decode: {e}") from e
                self._batches += 1
                self._order += [r.seq_id for r in reqs]
                if at >= self.scheduler.step_no:
                    self._pending.append((at, reqs))
        self.wall_s = 0.0
        self.generated_tokens = 0
        # perf_counter when a tick first / last committed tokens (the ticking thread's decode clock: fltc run)
        self.first_token_at: float | None = None
        self.last_token_at: float | None = None

    def _bind_config(self, cfg_path: Path) -> None:
        """config.json's bytes are the store's record `run/config`: written once, checked on every reopen
        (and by fltc audit), so an edited claim in config.json shows as a mismatch."""
        data = cfg_path.read_bytes()
        try:
            self.store.append_once(ckpt.CONFIG_TXID, data)
        except StoreBoundError:
            raise
        except StoreError:
            raise StoreError(f"{cfg_path} differs from the config.json this run recorded in its store "
                             f"(record {ckpt.CONFIG_TXID.decode()}): it was edited; restore it or start a new run") from None

    @property
    def request_batches(self) -> int:
        """Request batches recorded in the store (0: a run killed before its requests were recorded)."""
        return self._batches

    @classmethod
    def resume(cls, executor: Executor, run_dir: str | os.PathLike[str], **kw: Any) -> Engine:
        """Reopen a run: recover the store, restore the newest checkpoint, replay later request batches."""
        return cls(executor, run_dir, _resume=True, **kw)

    # ------------------------------------------------------------------ API
    def submit(self, requests: Iterable[Request]) -> None:
        """Record the batch in the store (ROWM-NR), then enqueue it. With background checkpoints and the
        writer busy, the record is appended by the writer behind the checkpoints queued before it (the store
        has one writer at a time), and nothing about these requests -- no event, no checkpoint holding them
        -- becomes durable or visible before it: the same records in the same order, without waiting."""
        reqs = tuple(requests)
        if not all(isinstance(r, Request) for r in reqs):
            raise ConfigError("requests must be backend.runtime.engine.Request values")
        at = self.scheduler.step_no
        self.scheduler.append_record(b"requests/%08d" % self._batches, encode_requests(at, reqs))
        self._batches += 1
        self._order += [r.seq_id for r in reqs]
        for r in reqs:
            self.scheduler.submit(r)

    def generate(self, requests: Iterable[Request], on_token: Callable[[int, int], None] | None = None,
                 summary_extra: Mapping[str, Any] | None = None) -> list[GenerationResult]:
        """Submit, run until every sequence finished, write summary.json; results in request order."""
        self.submit(requests)
        return self.run(on_token, summary_extra)

    def run(self, on_token: Callable[[int, int], None] | None = None,
            summary_extra: Mapping[str, Any] | None = None, max_ticks: int | None = None) -> list[GenerationResult]:
        """Tick until idle (or max_ticks committed ticks). on_token(seq_id, token) runs asynchronously
        on the bus's subscriber thread; all deliveries have happened when this returns."""
        sub = None
        if on_token is not None:
            def deliver(ev: Event) -> None:
                if ev.sampled_token_id is not None:
                    on_token(ev.sequence_id, ev.sampled_token_id)
            sub = self.bus.subscribe(deliver)
        t0 = time.perf_counter()
        ticks = 0
        fails = 0
        while True:
            while self._pending and self._pending[0][0] <= self.scheduler.step_no:
                for r in self._pending.pop(0)[1]:
                    self.scheduler.submit(r)
            if max_ticks is not None and ticks >= max_ticks:
                break
            crash_point("engine.tick")
            out = self.scheduler.tick()
            if out.outcome is Outcome.IDLE:
                if not self._pending:
                    break
                raise StoreError("a recorded request batch lies beyond the run's committed ticks")
            if out.outcome is Outcome.FAILED:
                fails += 1
                if fails > self.max_retries:
                    raise TickFailed(f"tick {self.scheduler.step_no + 1} failed {fails} times at "
                                     f"{out.failed_at.name}: {out.reason}")
                continue
            fails = 0
            ticks += 1
            if out.tokens:
                self.last_token_at = time.perf_counter()
                if self.first_token_at is None:
                    self.first_token_at = self.last_token_at
            self.generated_tokens += len(out.tokens)
        self.scheduler.settle_checkpoint()  # its receipt durable, the events it held back published
        self.wall_s += time.perf_counter() - t0
        self.bus.sync()
        if sub is not None:
            sub.close()
            self.bus._subs.remove(sub)
            if sub.errors:
                raise FltcError(f"on_token raised: {sub.errors[0]!r}")
        res = self.results()
        crash_point("engine.summary")
        self.write_summary(summary_extra)
        return res

    def results(self) -> list[GenerationResult]:
        """Finished sequences, in the order their requests were submitted."""
        by_id = {}
        for q in self.scheduler.done:
            by_id.setdefault(q.seq_id, []).append(q)
        out = []
        for sid in self._order:
            lst = by_id.get(sid)
            if lst:
                q = lst.pop(0)
                p = len(q.request.prompt_tokens)
                out.append(GenerationResult(sid, q.request.prompt_tokens,
                                            tuple(q.tokens[p:]) if q.status is not SeqStatus.REJECTED else (),
                                            ckpt.FINISH_REASON[q.status]))
        return out

    def summary(self, extra: Mapping[str, Any] | None = None) -> dict[str, Any]:
        self.scheduler.settle_checkpoint()
        res = self.results()
        d: dict[str, Any] = {
            "format": SUMMARY_FORMAT, "executor": getattr(self.executor, "name", "?"),
            "config": json.loads((self.run_dir / "config.json").read_text()),
            "ticks": self.scheduler.step_no, "failed_ticks": self.scheduler.failed_ticks,
            "checkpoints": sum(1 for r in self.store.state.receipts if r.kind == m.EntryKind.CHECKPOINT),
            "receipts": len(self.store), "store_head": self.store.head_hash.hex(),
            "events": self.bus.chain.next_seq, "event_head": self.bus.chain.last_digest.hex(),
            "resumed_from": self.resumed_from.decode() if self.resumed_from else None,
            "generated_tokens_this_process": self.generated_tokens, "wall_s": round(self.wall_s, 6),
            "tokens_per_s": round(self.generated_tokens / self.wall_s, 3) if self.wall_s > 0 else None,
            "results": [{"seq_id": r.seq_id, "finish_reason": r.finish_reason, "prompt_len": len(r.prompt_tokens),
                         "generated": len(r.tokens)} for r in res],
        }
        if extra:
            d["extra"] = dict(extra)
        return d

    def write_summary(self, extra: Mapping[str, Any] | None = None) -> Path:
        """run_dir/summary.json; `extra` (JSON-serialisable) is the hook for callers' fields."""
        p = self.run_dir / "summary.json"
        _write_json_atomic(p, self.summary(extra))
        return p

    def close(self) -> None:
        try:
            self.scheduler.close()
        finally:
            self.bus.close()
