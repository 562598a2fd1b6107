"""The KV cache's device allocation: binding the Engine's allocator view, and block reads/writes for
checkpoints.

Why its own module: the KV allocation is the one buffer the proofs fix by layout (pool size, strides,
bases); binding checks the allocator's view against them, and checkpoint I/O copies whole pages of it.

KVIO is a mixin of backend.cuda.gpu_executor.GpuExecutor: it reads the executor's config, profile,
kv_blocks, driver and stream, owns kv / layout / kv_view / _kv_host, and calls close() and settle().
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from backend.kernels.registry import KV_BLOCK_SIZE
from backend.runtime.executor import ExecutorError
from fltc.errors import ConfigError

_GAP_BLOCKS = 4  # read_kv_seqs_async reads through a gap this short (per page: 4 x 6 KB for SmolLM2, < a copy's cost)


def _cover(ids: list[int]) -> list[int]:
    """Sorted distinct block ids -> the ids read_kv_seqs_async stages: every one of them, plus the ids of each gap
    of at most _GAP_BLOCKS between two of them (read through, so that a run is not cut for it) -- unless that
    would stage more than twice the blocks asked for (sparse ids: the copies' bytes stay bounded), then just ids."""
    out: list[int] = []
    for b in ids:
        if out and 1 < b - out[-1] <= _GAP_BLOCKS + 1:
            out.extend(range(out[-1] + 1, b))
        out.append(b)
    return out if len(out) <= 2 * len(ids) else list(ids)


class PinnedPool:
    """Pinned host buffers reused by the checkpoint reads (pinned allocations are slow): take() hands out the
    smallest free one of at least `total` bytes (or allocates one), give() returns it; thread-safe, since the
    ticking thread takes and the checkpoint writer gives back."""

    def __init__(self, driver: Any) -> None:
        self.driver = driver
        self._free: list[Any] = []
        self._lock = threading.Lock()

    def take(self, total: int, min_bytes: int) -> Any:
        with self._lock:
            fits = [b for b in self._free if b.nbytes >= total]
            buf = min(fits, key=lambda b: b.nbytes) if fits else None
            if buf is not None:  # by identity: list.remove would compare numpy buffers with ==
                del self._free[next(i for i, b in enumerate(self._free) if b is buf)]
        return buf if buf is not None else self.driver.alloc_host(max(total, min_bytes))

    def give(self, buf: Any) -> None:
        with self._lock:
            self._free.append(buf)

    def reserve(self, nbytes: int, count: int) -> int:
        """Allocate free buffers of nbytes until `count` free ones hold at least that much; how many were made."""
        with self._lock:
            have = sum(b.nbytes >= nbytes for b in self._free)
        made = 0
        for _ in range(count - have):
            self.give(self.driver.alloc_host(nbytes))
            made += 1
        return made

    def __len__(self) -> int:
        with self._lock:
            return len(self._free)


def _host_bytes(n: int) -> np.ndarray:
    """n bytes of host memory for a checkpoint read's result, uninitialised (every byte is written next, by numpy
    without the GIL). Why not bytearray(n): it zeroes the n bytes -- and takes the page faults of fresh memory --
    holding the GIL; at fltc serve's 64 streams that is ~120 MB per checkpoint, and py-spy --gil on the H200 found
    that line the prep thread's largest GIL hold, while the ticking thread waited for the GIL."""
    return np.empty(n, dtype=np.uint8)


@dataclass(slots=True)
class _ReadInFlight:
    """A checkpoint read on the copy stream: the event behind its copies (the ticking thread's: it destroys it),
    the sequence each read block belonged to, and whether its result has waited for it (set on the prep thread)."""

    event: Any
    owners: dict[int, int]
    done: bool = False


class KVIO:
    """KV binding and checkpoint block I/O (mixin of GpuExecutor)."""

    def kv_shape(self) -> tuple[int, int, int]:
        """(layers, kv_heads, head_dim): what the engine needs to size the one KV allocation."""
        c = self.config
        return c.layers, c.kv_heads, c.head_dim

    def bind_kv(self, view: Any) -> None:
        """Allocate the single K-then-V allocation of ``view.total_bytes`` (zeroed), laid out by the
        allocator's view; every KV/attention launch takes its bases and strides from ``view``."""
        c, lay = self.config, view.layout
        if (lay.layers, lay.kv_heads, lay.head_dim, lay.elem_bytes) != (c.layers, c.kv_heads, c.head_dim, 2):
            raise ConfigError(f"KV layout {lay} does not fit the model (layers {c.layers}, kv_heads {c.kv_heads}, "
                              f"head_dim {c.head_dim}, f16)")
        if lay.block_size != KV_BLOCK_SIZE:
            raise ConfigError(f"KV block size {lay.block_size}: the attention kernels fix it at {KV_BLOCK_SIZE}")
        if lay.physical_blocks != self.kv_blocks:
            raise ConfigError(f"KV pool of {lay.physical_blocks} blocks: the proved KV/attention configurations "
                              f"(profile {self.profile.name!r}) fix the pool at {self.kv_blocks} blocks; build the "
                              f"Engine with num_blocks=executor.kv_blocks ({self.kv_blocks})")
        g = self.profile.kv()
        if (view.token_stride, view.page_stride, view.layer_stride, view.plane_stride) != (
                g.token_stride, g.page_stride, g.layer_stride, g.plane_stride) or view.k_base != 0 or \
                view.v_base != view.plane_stride or view.total_bytes != 2 * view.plane_stride:
            raise ConfigError("the allocator's KV strides differ from the ones the proofs fix")
        self.close()  # graphs captured against an earlier allocation must not replay
        if self.kv is not None:
            self._settle_reads()
            self.driver.free(self.kv)
        self.layout, self.kv_view = lay, view
        self.kv = self.driver.alloc(view.total_bytes)
        self.driver.memset8(self.kv, 0)
        self.driver.synchronize()

    @property
    def _pinned(self) -> PinnedPool:
        """The checkpoint reads' staging buffers, made on first use (by the ticking thread, which alone takes)."""
        pool = self.__dict__.get("_pinned_pool")
        if pool is None:
            pool = self.__dict__["_pinned_pool"] = PinnedPool(self.driver)
        return pool

    def reserve_kv_staging(self, blocks: int, count: int) -> int:
        """Make `count` pinned staging buffers for checkpoint reads of up to `blocks` blocks now (fltc serve: when
        its warm-up is done, while idle), not at the first checkpoints: a pinned allocation of ~140 MB takes the
        ticking thread 10-60 ms (the H200's first three 64-stream checkpoints: 46, 9 and 8 ms in read_async, later
        ones ~1 ms); how many were made. Bounded by what the reads would allocate anyway (the pool keeps them)."""
        if self.layout is None or blocks < 1 or count < 1:
            return 0
        return self._pinned.reserve(2 * self.layout.layers * blocks * self.layout.page_stride, count)

    @property
    def physical_blocks(self) -> int:
        return 0 if self.layout is None else self.layout.physical_blocks


    def _check_blocks(self, blocks: list[int]) -> None:
        if self.layout is None:
            raise ExecutorError("no KV allocation bound")
        for x in blocks:
            if not 0 <= x < self.layout.physical_blocks:
                raise ExecutorError(f"block {x} outside 0..{self.layout.physical_blocks - 1}")

    def _enqueue_kv_copies(self, out: np.ndarray, blocks: list[int]) -> int:
        """Queue on the stream the copies of these blocks into `out` (pinned): K plane then V plane, layer-major,
        the blocks in the given order; runs of consecutive ids are one copy per (plane, layer). Their bytes."""
        lay, ps, n = self.layout, self.layout.page_stride, len(blocks)
        runs, i = [], 0  # (index in blocks, first block id, count)
        while i < n:
            j = i + 1
            while j < n and blocks[j] == blocks[j - 1] + 1:
                j += 1
            runs.append((i, blocks[i], j - i))
            i = j
        off = 0
        for plane in (0, 1):
            for layer in range(lay.layers):
                for i, b, c in runs:
                    self.driver.dtoh(out[off + i * ps: off + (i + c) * ps], self.kv,
                                     lay.address(plane, layer, b, 0, 0, 0), stream=self.stream)
                off += n * ps
        return off

    def read_kv_blocks(self, blocks: list[int]) -> bytes:
        """K plane then V plane; within a plane layer-major, then the blocks in the given order. Runs of
        consecutive block ids are consecutive pages of a (plane, layer): one asynchronous copy per run
        and (plane, layer) into pinned memory, ordered after the work on the stream, then one wait."""
        self._check_blocks(blocks)
        lay = self.layout
        total = 2 * lay.layers * len(blocks) * lay.page_stride
        if self._kv_host is None or self._kv_host.nbytes < total:
            self._kv_host = self.driver.alloc_host(max(total, 2 * lay.layers * 16 * lay.page_stride))
        out = self._kv_host
        self._enqueue_kv_copies(out, blocks)
        self.driver.synchronize(self.stream)
        self._unsynced = False
        return out[:total].tobytes()

    def read_kv_blocks_async(self, blocks: list[int]) -> Callable[[], bytes]:
        """read_kv_blocks without the wait (the scheduler's background checkpoints: backend/runtime/
        checkpoint.read_kv_raw_async): the same copies, queued on the stream now -- after every step launched
        so far, before every later one, so they read what read_kv_blocks would read now (a later step writes
        only positions past the checkpointed KV lengths, and a block freed and reused is rewritten only by a
        later step) -- into a pinned buffer of their own (a pool: pinned allocations are slow), with an event
        behind them. The result, called once off the ticking thread (the scheduler's checkpoint prep thread),
        makes the context current there, waits for the event and copies the bytes out (numpy's copy, without
        the GIL: the ticking thread does not wait for it), then returns the buffer to the pool. The ticking thread never waits for the device
        here, so batch-1 decode's lookahead step keeps running."""
        self._check_blocks(blocks)
        lay = self.layout
        total = 2 * lay.layers * len(blocks) * lay.page_stride
        buf = self._pinned.take(total, lay.page_stride)
        self._enqueue_kv_copies(buf, blocks)

        def copy_out() -> bytes:
            data = _host_bytes(total)
            np.copyto(data, np.frombuffer(memoryview(buf).cast("B")[:total], dtype=np.uint8))
            return memoryview(data)  # type: ignore[return-value] - data, as bytes would be
        return self._pending("read_kv_blocks_async", buf, copy_out)

    def _pending(self, what: str, buf: Any, copy_out: Callable[[], Any], stream: Any = None) -> Callable[[], Any]:
        """The result of copies queued into the pooled pinned `buf`: an event is recorded behind them now; the
        result, called once (on the checkpoint writer), makes the context current there, waits for the event,
        runs copy_out (the bytes out of `buf`), then frees the event and returns `buf` to the pool."""
        driver, pool = self.driver, self._pinned
        ev = driver.event(timing=False)
        driver.record(ev, self.stream if stream is None else stream)
        taken = []

        def result() -> Any:
            if taken:
                raise ExecutorError(f"{what}: a result is taken once")
            taken.append(True)
            try:
                driver.make_current()
                driver.event_sync(ev)
                return copy_out()
            finally:
                driver.destroy_event(ev)
                pool.give(buf)
        return result

    def _copy_stream(self) -> Any:
        """The stream checkpoint reads with owners run on (made on first use; None where the driver has no
        cross-stream waits: the reads then stay on the compute stream)."""
        st = self.__dict__.get("_kv_copy_stream")
        if st is None and hasattr(self.driver, "stream_wait_event"):
            st = self.__dict__["_kv_copy_stream"] = self.driver.stream()
        return st

    def await_reused_reads(self, work: list[Any]) -> None:
        """Before a step is launched (the ticking thread; forward and decode_tokens call it): a checkpoint read
        still in flight on the copy stream whose blocks this step may write for another sequence than the one
        they were read for (a block freed since and reused) is waited for on the device (the compute stream
        waits for its event; the host does not). Writes by the block's own sequence are at or past the KV
        length the checkpoint took (masked there), so they need no wait. Conservative: every block of a work
        entry's table from its first new position on, and its next_block, count as written."""
        reads = self.__dict__.get("_kv_reads_in_flight")
        if not reads:
            return
        # the (block, sequence) pairs the step may write, made once for every read in flight (not once per read
        # and work entry: at 64 sequences and 4 reads 118 -> 25 us of the ticking thread per step, on this host)
        pairs: list[tuple[int, int]] = []
        for w in work:
            s = w.seq_id
            pairs += [(b, s) for b in w.block_table[w.start_pos // KV_BLOCK_SIZE:]]
            if w.next_block is not None:
                pairs.append((w.next_block, s))
        driver, keep = self.driver, []
        for r in reads:
            if r.done:  # its result waited for it: later steps need nothing
                driver.destroy_event(r.event)
                continue
            owner = r.owners.get
            if any(owner(b, s) != s for b, s in pairs):  # this step and every later one run after the copy
                driver.stream_wait_event(self.stream, r.event)
                driver.destroy_event(r.event)  # (released once the waits on it are done: CUDA defers it)
            else:
                keep.append(r)
        self.__dict__["_kv_reads_in_flight"] = keep

    def _settle_reads(self) -> None:
        """Every checkpoint read on the copy stream finished (before the KV is rewritten or freed)."""
        st = self.__dict__.get("_kv_copy_stream")
        if st is not None:
            self.driver.synchronize(st)
        for r in self.__dict__.get("_kv_reads_in_flight") or ():
            self.driver.destroy_event(r.event)
        self.__dict__["_kv_reads_in_flight"] = []

    def read_kv_seqs_async(self, seqs: list[list[int]], owners: list[int] | None = None
                           ) -> Callable[[], tuple[bytes, ...]]:
        """read_kv_blocks_async of several block lists at once (a checkpoint's sequences), in far fewer copies:
        the union of their blocks, sorted, is cut into runs of consecutive ids (a gap of at most _GAP_BLOCKS
        unrequested blocks is read through, its bytes dropped), one strided copy per run (a row per (plane,
        layer): driver.dtoh_2d) into one pinned staging buffer ([plane][layer][staged block][page]), queued now
        like read_kv_blocks_async's.
        Why: the allocator interleaves the sequences' blocks, so per sequence every block is a run of its own
        (19,200 copies per serve64 checkpoint, each a driver call on the ticking thread and a small DMA ahead of
        the next step); together they are one contiguous span: one 2D copy per run (before: one copy per run and
        (plane, layer), 60 driver calls on the ticking thread at batch 1). The result, called once on the
        writer, returns per list exactly read_kv_blocks(list)'s bytes (gathered out of the staging buffer).
        With `owners` (the sequence id of each list) the copies run on a copy stream of their own, after every step
        launched so far (it waits for an event behind them) but beside the later ones: a batch-64 read (~50 MB in
        thousands of strided rows, tens of ms) then no longer holds the next decode steps. What makes that safe:
        later steps write a read block only at or past the KV length the checkpoint took (the slots it masks)
        unless the block was freed and reused by another sequence, and such a step waits for the copy on the
        device first (await_reused_reads)."""
        for blocks in seqs:
            self._check_blocks(blocks)
        if owners is not None and len(owners) != len(seqs):
            raise ExecutorError("read_kv_seqs_async: one owner per block list")
        lay, ps = self.layout, self.layout.page_stride
        staged = _cover(sorted({b for blocks in seqs for b in blocks}))
        pos = {b: k for k, b in enumerate(staged)}
        k_n, pages = len(staged), 2 * lay.layers
        total = pages * k_n * ps
        buf = self._pinned.take(total, ps)
        driver = self.driver
        runs, i = [], 0  # (index in staged, first block id, count)
        while i < k_n:
            j = i + 1
            while j < k_n and staged[j] == staged[j - 1] + 1:
                j += 1
            runs.append((i, staged[i], j - i))
            i = j
        # one strided copy per run: its pages in every (plane, layer) are rows at the layer stride (the V plane
        # follows the K plane's last layer: plane_stride = layers * layer_stride), staged rows k_n pages apart
        assert lay.plane_stride == lay.layers * lay.layer_stride
        side = self._copy_stream() if owners is not None else None
        stream = self.stream
        if side is not None:  # the copies after every step launched so far, beside the later ones
            after = driver.event(timing=False)
            driver.record(after, self.stream)
            driver.stream_wait_event(side, after)
            driver.destroy_event(after)
            stream = side
        for i, b, c in runs:
            driver.dtoh_2d(buf, i * ps, k_n * ps, self.kv, lay.address(0, 0, b, 0, 0, 0), lay.layer_stride, c * ps,
                           pages, stream)
        flight = None
        if side is not None:
            flight = _ReadInFlight(driver.event(timing=False), {b: o for o, blocks in zip(owners, seqs, strict=True)
                                                                 for b in blocks})
            driver.record(flight.event, side)
            self.__dict__.setdefault("_kv_reads_in_flight", []).append(flight)
        want = [np.fromiter((pos[b] for b in blocks), dtype=np.intp, count=len(blocks)) for blocks in seqs]

        def copy_out() -> tuple[bytes, ...]:
            src = np.frombuffer(memoryview(buf).cast("B")[:total], dtype=np.uint8).reshape(pages, k_n, ps)
            out = []
            for idx in want:  # one gather per list (numpy releases the GIL for it); every index is < k_n
                # (pos holds each block asked for), so "clip" changes none; "raise" would buffer out (a copy more)
                data = _host_bytes(pages * len(idx) * ps)
                np.take(src, idx, axis=1, out=data.reshape(pages, len(idx), ps), mode="clip")
                out.append(memoryview(data))
            if flight is not None:
                flight.done = True  # the copies are complete (the result waited for them): no step need wait
            return tuple(out)  # type: ignore[arg-type] - data, as bytes would be
        return self._pending("read_kv_seqs_async", buf, copy_out, stream)

    def write_kv_blocks(self, blocks: list[int], data: bytes) -> None:
        self._check_blocks(blocks)
        lay = self.layout
        want = 2 * lay.layers * len(blocks) * lay.page_stride
        if len(data) != want:
            raise ExecutorError(f"write_kv_blocks: {len(data)} bytes, expected {want}")
        buf, i = np.frombuffer(data, dtype=np.uint8), 0
        self.settle()
        self._settle_reads()
        self.driver.synchronize(self.stream)
        for plane in (0, 1):
            for layer in range(lay.layers):
                for x in blocks:
                    self.driver.htod(self.kv, np.ascontiguousarray(buf[i:i + lay.page_stride]),
                                     lay.address(plane, layer, x, 0, 0, 0))
                    i += lay.page_stride

