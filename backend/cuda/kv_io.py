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
from typing import Any

import numpy as np

from backend.kernels.registry import KV_BLOCK_SIZE
from backend.runtime.executor import ExecutorError
from fltc.errors import ConfigError

_CHUNK = 4 << 20  # bytes copied out of pinned memory at a time by read_kv_blocks_async's result


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

    def __len__(self) -> int:
        with self._lock:
            return len(self._free)


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
        makes the context current there, waits for the event and copies the bytes out in chunks (each short:
        the ticking thread's GIL waits stay short), then returns the buffer to the pool. The ticking thread never waits for the device
        here, so batch-1 decode's lookahead step keeps running."""
        self._check_blocks(blocks)
        lay = self.layout
        total = 2 * lay.layers * len(blocks) * lay.page_stride
        buf = self._pinned.take(total, lay.page_stride)
        self._enqueue_kv_copies(buf, blocks)

        def copy_out() -> bytes:
            data = bytearray(total)
            view, src = memoryview(data), memoryview(buf).cast("B")[:total]
            for a in range(0, total, _CHUNK):
                view[a:a + _CHUNK] = src[a:a + _CHUNK]
            return data  # type: ignore[return-value] - a bytearray: data, as bytes would be
        return self._pending("read_kv_blocks_async", buf, copy_out)

    def _pending(self, what: str, buf: Any, copy_out: Callable[[], Any]) -> Callable[[], Any]:
        """The result of copies queued into the pooled pinned `buf`: an event is recorded behind them now; the
        result, called once (on the checkpoint writer), makes the context current there, waits for the event,
        runs copy_out (the bytes out of `buf`), then frees the event and returns `buf` to the pool."""
        driver, pool = self.driver, self._pinned
        ev = driver.event(timing=False)
        driver.record(ev, self.stream)
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

    def read_kv_seqs_async(self, seqs: list[list[int]]) -> Callable[[], tuple[bytes, ...]]:
        """read_kv_blocks_async of several block lists at once (a checkpoint's sequences), in far fewer copies:
        the union of their blocks, sorted, is cut into runs of consecutive ids (a gap of at most _GAP_BLOCKS
        unrequested blocks is read through, its bytes dropped), one strided copy per run (a row per (plane,
        layer): driver.dtoh_2d) into one pinned staging buffer ([plane][layer][staged block][page]), queued now
        like read_kv_blocks_async's.
        Why: the allocator interleaves the sequences' blocks, so per sequence every block is a run of its own
        (19,200 copies per serve64 checkpoint, each a driver call on the ticking thread and a small DMA ahead of
        the next step); together they are one contiguous span: one 2D copy per run (before: one copy per run and
        (plane, layer), 60 driver calls on the ticking thread at batch 1). The result, called once on the
        writer, returns per list exactly read_kv_blocks(list)'s bytes (gathered out of the staging buffer)."""
        for blocks in seqs:
            self._check_blocks(blocks)
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
        for i, b, c in runs:
            driver.dtoh_2d(buf, i * ps, k_n * ps, self.kv, lay.address(0, 0, b, 0, 0, 0), lay.layer_stride, c * ps,
                           pages, self.stream)
        want = [np.fromiter((pos[b] for b in blocks), dtype=np.intp, count=len(blocks)) for blocks in seqs]

        def copy_out() -> tuple[bytes, ...]:
            src = np.frombuffer(memoryview(buf).cast("B")[:total], dtype=np.uint8).reshape(pages, k_n, ps)
            out = []
            for idx in want:  # one gather per list (numpy releases the GIL for it); every index is < k_n
                # (pos holds each block asked for), so "clip" changes none; "raise" would buffer out (a copy more)
                data = bytearray(pages * len(idx) * ps)
                np.take(src, idx, axis=1, out=np.frombuffer(data, dtype=np.uint8).reshape(pages, len(idx), ps),
                        mode="clip")
                out.append(data)
            return tuple(out)  # type: ignore[arg-type] - bytearrays: data, as bytes would be
        return self._pending("read_kv_seqs_async", buf, copy_out)

    def write_kv_blocks(self, blocks: list[int], data: bytes) -> None:
        self._check_blocks(blocks)
        lay = self.layout
        want = 2 * lay.layers * len(blocks) * lay.page_stride
        if len(data) != want:
            raise ExecutorError(f"write_kv_blocks: {len(data)} bytes, expected {want}")
        buf, i = np.frombuffer(data, dtype=np.uint8), 0
        self.settle()
        self.driver.synchronize(self.stream)
        for plane in (0, 1):
            for layer in range(lay.layers):
                for x in blocks:
                    self.driver.htod(self.kv, np.ascontiguousarray(buf[i:i + lay.page_stride]),
                                     lay.address(plane, layer, x, 0, 0, 0))
                    i += lay.page_stride

