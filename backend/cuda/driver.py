"""A thin, checked layer over ``cuda.bindings.driver`` (cuda-python).

Why: every CUDA call in fltc goes through ``call()``, which checks the CUresult and raises
``CudaCallError`` naming the driver call and the code's name, so no failure is ever silent.
The module imports without cuda-python installed (the binding is imported lazily), and
``gpu_available()`` answers "can a GPU be used here?" without ever raising.

This layer deliberately has NO kernel-launch function: the launch gate
(backend/cuda/gate.py) is the only code that launches a kernel.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from fltc.errors import CudaError

_BINDING: Any = None
_AVAILABLE: tuple[bool, str] | None = None


class CudaCallError(CudaError):
    """A driver call returned a CUresult other than CUDA_SUCCESS."""

    def __init__(self, call: str, code: int, code_name: str, detail: str = "") -> None:
        self.call, self.code, self.code_name, self.detail = call, code, code_name, detail
        msg = f"{call} failed: {code_name} ({code})"
        if detail:
            msg += f"\n{detail}"
        super().__init__(msg)


def binding() -> Any:
    """The ``cuda.bindings.driver`` module, imported on first use (CudaError if absent)."""
    global _BINDING
    if _BINDING is None:
        try:
            from cuda.bindings import driver as drv  # type: ignore[import-not-found]
        except ImportError:
            try:  # cuda-python < 12.6 spelled it `cuda.cuda`
                from cuda import cuda as drv  # type: ignore[import-not-found,no-redef]
            except ImportError as exc:
                raise CudaError(
                    "cuda-python is not installed: pip install cuda-bindings (or cuda-python)") from exc
        _BINDING = drv
    return _BINDING


def error_name(code: Any) -> str:
    """The CUresult's enum name (e.g. CUDA_ERROR_INVALID_VALUE), falling back to the number."""
    name = getattr(code, "name", None)
    if name:
        return str(name)
    try:
        return str(binding().CUresult(int(code)).name)
    except Exception:  # an unknown code still gets a message
        return f"CUresult {int(code)}"


def call(name: str, *args: Any) -> Any:
    """Call ``cuda.bindings.driver.<name>(*args)``, check the CUresult, return the outputs.

    cuda-python returns ``(CUresult, out1, ...)``; this returns None, ``out1`` or the tuple.
    """
    fn = getattr(binding(), name)
    res = fn(*args)
    err = res[0]
    if err:
        raise CudaCallError(name, int(err), error_name(err))
    if len(res) == 1:
        return None
    if len(res) == 2:
        return res[1]
    return res[1:]


def gpu_available() -> tuple[bool, str]:
    """(True, device description) when cuda-python imports, cuInit works and a device exists.

    Never raises: every failure becomes (False, reason). Cached after the first call.
    """
    global _AVAILABLE
    if _AVAILABLE is not None:
        return _AVAILABLE
    try:
        binding()
    except Exception as exc:
        _AVAILABLE = (False, f"cuda-python not importable: {exc}")
        return _AVAILABLE
    try:
        call("cuInit", 0)
        n = int(call("cuDeviceGetCount"))
        if n < 1:
            _AVAILABLE = (False, "cuInit succeeded but no CUDA device is visible")
        else:
            dev = call("cuDeviceGet", 0)
            name = call("cuDeviceGetName", 256, dev)
            name = name.split(b"\0", 1)[0].decode(errors="replace") if isinstance(name, bytes) else str(name)
            _AVAILABLE = (True, f"{n} device(s); device 0: {name}")
    except Exception as exc:  # the contract is "never raises"
        _AVAILABLE = (False, f"CUDA driver unusable: {type(exc).__name__}: {exc}")
    return _AVAILABLE


# ---------------------------------------------------------------------------------------------
# Handles
# ---------------------------------------------------------------------------------------------
@dataclass
class DeviceBuffer:
    """One device allocation (or a view into one). ``ptr`` is the device address as an int."""

    ptr: int
    nbytes: int
    owner: DeviceBuffer | None = None  # views keep their allocation alive
    freed: bool = False

    def view(self, offset: int, nbytes: int) -> DeviceBuffer:
        """A sub-range [offset, offset+nbytes) of this buffer (bounds-checked)."""
        if offset < 0 or nbytes < 0 or offset + nbytes > self.nbytes:
            raise CudaError(f"view [{offset}, {offset + nbytes}) outside a buffer of {self.nbytes} bytes")
        return DeviceBuffer(self.ptr + offset, nbytes, owner=self.owner or self)


@dataclass
class Module:
    """A loaded module; ``jit_log`` is the driver JIT's info log (kept for diagnostics)."""

    handle: Any
    name: str
    jit_log: str = ""
    functions: dict[str, Any] = field(default_factory=dict)


@dataclass
class Stream:
    handle: Any  # CUstream

    @property
    def ptr(self) -> int:
        return int(self.handle)


@dataclass
class Event:
    handle: Any  # CUevent


@dataclass
class GraphExec:
    """An instantiated CUDA graph. ``kernels`` lists the gated launches captured in it."""

    graph: Any
    exec: Any
    kernels: tuple[tuple[str, str], ...] = ()  # (kernel, config_key) in capture order


# ---------------------------------------------------------------------------------------------
# Driver
# ---------------------------------------------------------------------------------------------
class Driver:
    """The primary context of one device plus module/memory/stream/event/graph helpers."""

    def __init__(self, ordinal: int = 0) -> None:
        ok, reason = gpu_available()
        if not ok:
            raise CudaError(f"no usable GPU: {reason}")
        d = binding()
        self._d = d
        self.device = call("cuDeviceGet", ordinal)
        self.context = call("cuDevicePrimaryCtxRetain", self.device)
        call("cuCtxSetCurrent", self.context)
        raw = call("cuDeviceGetName", 256, self.device)
        self.name = raw.split(b"\0", 1)[0].decode(errors="replace") if isinstance(raw, bytes) else str(raw)
        attr = d.CUdevice_attribute
        self.compute_capability = (
            int(call("cuDeviceGetAttribute", attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, self.device)),
            int(call("cuDeviceGetAttribute", attr.CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, self.device)),
        )
        self.sm_count = int(call("cuDeviceGetAttribute", attr.CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
                                 self.device))
        self._allocs: list[DeviceBuffer] = []
        self._closed = False

    # ---- modules ------------------------------------------------------------------------
    def load_module(self, ptx: str | bytes, name: str = "<ptx>") -> Module:
        """JIT-load PTX text for this device. On failure the JIT's error log is in the error."""
        image = ptx.encode() if isinstance(ptx, str) else bytes(ptx)
        if not image.endswith(b"\0"):
            image += b"\0"
        d = self._d
        size = 1 << 16
        err_log, info_log = bytearray(size), bytearray(size)
        o = d.CUjit_option
        opts = [o.CU_JIT_ERROR_LOG_BUFFER, o.CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                o.CU_JIT_INFO_LOG_BUFFER, o.CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES, o.CU_JIT_LOG_VERBOSE]
        vals = [err_log, size, info_log, size, 1]
        res = d.cuModuleLoadDataEx(image, len(opts), opts, vals)
        err = res[0]
        if err:
            log = bytes(err_log).split(b"\0", 1)[0].decode(errors="replace")
            raise CudaCallError("cuModuleLoadDataEx", int(err), error_name(err),
                                f"module {name}: JIT error log:\n{log or '(empty)'}")
        info = bytes(info_log).split(b"\0", 1)[0].decode(errors="replace")
        return Module(handle=res[1], name=name, jit_log=info)

    def get_function(self, module: Module, entry: str) -> Any:
        """The CUfunction for a PTX .entry (cached per module)."""
        fn = module.functions.get(entry)
        if fn is None:
            try:
                fn = call("cuModuleGetFunction", module.handle, entry.encode())
            except CudaCallError as exc:
                raise CudaCallError(exc.call, exc.code, exc.code_name,
                                    f"entry {entry!r} not found in module {module.name}") from exc
            module.functions[entry] = fn
        return fn

    def function_attributes(self, fn: Any) -> dict[str, int]:
        """Registers / static shared / local bytes the JIT gave a function (for reports)."""
        a = self._d.CUfunction_attribute
        return {
            "num_regs": int(call("cuFuncGetAttribute", a.CU_FUNC_ATTRIBUTE_NUM_REGS, fn)),
            "shared_bytes": int(call("cuFuncGetAttribute", a.CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, fn)),
            "local_bytes": int(call("cuFuncGetAttribute", a.CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, fn)),
            "max_threads": int(call("cuFuncGetAttribute", a.CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, fn)),
        }

    def set_max_dynamic_shared(self, fn: Any, nbytes: int) -> None:
        """Opt a function in to more than 48 KiB of dynamic shared memory."""
        a = self._d.CUfunction_attribute
        call("cuFuncSetAttribute", fn, a.CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, int(nbytes))

    # ---- memory -------------------------------------------------------------------------
    def alloc(self, nbytes: int) -> DeviceBuffer:
        if nbytes <= 0:
            raise CudaError(f"cannot allocate {nbytes} bytes")
        ptr = call("cuMemAlloc", int(nbytes))
        buf = DeviceBuffer(int(ptr), int(nbytes))
        self._allocs.append(buf)
        return buf

    def make_current(self) -> None:
        """Bind this driver's context to the calling thread: a CUDA context is current per thread, so a
        thread other than the one that built the driver (fltc serve's engine thread) calls this first."""
        call("cuCtxSetCurrent", self.context)

    def free(self, buf: DeviceBuffer) -> None:
        if buf.owner is not None:
            raise CudaError("free() takes an allocation, not a view")
        if not buf.freed:
            call("cuMemFree", buf.ptr)
            buf.freed = True
            with contextlib.suppress(ValueError):
                self._allocs.remove(buf)

    def alloc_host(self, nbytes: int) -> np.ndarray:
        """Page-locked host memory as a uint8 array (async copies need it); freed with the driver."""
        return self._pinned(nbytes, 0)[1]

    def alloc_host_mapped(self, nbytes: int) -> tuple[np.ndarray, DeviceBuffer]:
        """Page-locked host memory the device addresses directly (zero-copy): kernels read and write it
        over the host link with no copy-engine transfer, which for a few hundred bytes per step is
        cheaper than a copy node. Returns the host view and the device address (freed with the driver;
        never pass the buffer to free())."""
        ptr, arr = self._pinned(nbytes, int(self._d.CU_MEMHOSTALLOC_DEVICEMAP))
        return arr, DeviceBuffer(int(call("cuMemHostGetDevicePointer", ptr, 0)), int(nbytes))

    def _pinned(self, nbytes: int, flags: int) -> tuple[int, np.ndarray]:
        import ctypes

        ptr = int(call("cuMemHostAlloc", int(nbytes), flags))
        self._host_allocs = getattr(self, "_host_allocs", [])
        self._host_allocs.append(ptr)
        return ptr, np.ctypeslib.as_array((ctypes.c_uint8 * int(nbytes)).from_address(ptr))

    @staticmethod
    def _host_ptr(arr: np.ndarray, nbytes: int) -> int:
        if not arr.flags.c_contiguous:
            raise CudaError("host array must be C-contiguous")
        if arr.nbytes < nbytes:
            raise CudaError(f"host array of {arr.nbytes} bytes is smaller than the copy ({nbytes})")
        return int(arr.ctypes.data)

    @staticmethod
    def _check_range(buf: DeviceBuffer, offset: int, nbytes: int) -> None:
        if offset < 0 or offset + nbytes > buf.nbytes:
            raise CudaError(f"copy [{offset}, {offset + nbytes}) outside a device buffer of {buf.nbytes} bytes")

    def htod(self, buf: DeviceBuffer, host: np.ndarray, offset: int = 0, stream: Stream | None = None) -> None:
        """Copy a host array into ``buf`` at byte ``offset`` (async on ``stream`` if given)."""
        n = int(host.nbytes)
        self._check_range(buf, offset, n)
        src = self._host_ptr(host, n)
        if stream is None:
            call("cuMemcpyHtoD", buf.ptr + offset, src, n)
            self._legacy_done()
        else:
            call("cuMemcpyHtoDAsync", buf.ptr + offset, src, n, stream.handle)

    def dtoh(self, host: np.ndarray, buf: DeviceBuffer, offset: int = 0, stream: Stream | None = None) -> None:
        """Copy ``host.nbytes`` bytes from ``buf`` at ``offset`` into a host array."""
        n = int(host.nbytes)
        self._check_range(buf, offset, n)
        dst = self._host_ptr(host, n)
        if stream is None:
            call("cuMemcpyDtoH", dst, buf.ptr + offset, n)
        else:
            call("cuMemcpyDtoHAsync", dst, buf.ptr + offset, n, stream.handle)

    def dtoh_2d(self, host: np.ndarray, host_offset: int, host_pitch: int, buf: DeviceBuffer, offset: int,
                pitch: int, width: int, height: int, stream: Stream) -> None:
        """Queue on `stream` one strided copy: `height` rows of `width` bytes, row r from ``buf`` at
        ``offset + r * pitch`` into ``host`` (pinned) at ``host_offset + r * host_pitch``. Why: a checkpoint's
        KV pages are one row per (plane, layer) at the layer stride; one call instead of one per row (60 for
        SmolLM2) keeps the ticking thread's driver calls, and the copy operations ahead of the next step, few."""
        if width <= 0 or height <= 0:
            return
        if width > pitch or width > host_pitch:
            raise CudaError(f"2D copy: width {width} exceeds a pitch ({pitch}, {host_pitch})")
        last = (height - 1) * pitch + width
        self._check_range(buf, offset, last)
        dst = self._host_ptr(host, host_offset + (height - 1) * host_pitch + width) + int(host_offset)
        d = binding()
        p = d.CUDA_MEMCPY2D()
        p.srcMemoryType = d.CUmemorytype.CU_MEMORYTYPE_DEVICE
        p.srcDevice = d.CUdeviceptr(int(buf.ptr) + int(offset))
        p.srcPitch = int(pitch)
        p.dstMemoryType = d.CUmemorytype.CU_MEMORYTYPE_HOST
        p.dstHost = dst
        p.dstPitch = int(host_pitch)
        p.WidthInBytes = int(width)
        p.Height = int(height)
        call("cuMemcpy2DAsync", p, stream.handle)

    def dtod(self, dst: DeviceBuffer, src: DeviceBuffer, nbytes: int, stream: Stream | None = None) -> None:
        self._check_range(dst, 0, nbytes)
        self._check_range(src, 0, nbytes)
        if stream is None:
            call("cuMemcpyDtoD", dst.ptr, src.ptr, int(nbytes))
            self._legacy_done()
        else:
            call("cuMemcpyDtoDAsync", dst.ptr, src.ptr, int(nbytes), stream.handle)

    def memset8(self, buf: DeviceBuffer, value: int, nbytes: int | None = None,
                stream: Stream | None = None) -> None:
        n = buf.nbytes if nbytes is None else int(nbytes)
        self._check_range(buf, 0, n)
        if stream is None:
            call("cuMemsetD8", buf.ptr, int(value) & 0xFF, n)
            self._legacy_done()
        else:
            call("cuMemsetD8Async", buf.ptr, int(value) & 0xFF, n, stream.handle)

    def _legacy_done(self) -> None:
        """Wait for the legacy (null) stream. A stream-less copy or memset may return before its DMA ends
        (a pageable source is only staged; cuMemsetD8/cuMemcpyDtoD are asynchronous), and every stream this
        driver makes is non-blocking, hence not ordered after the null stream: without this wait a kernel or
        copy on such a stream could read the bytes before they land (seen on the H200: a dtod on a
        non-blocking stream read zeros after an htod queued behind a 6 GB memset)."""
        call("cuStreamSynchronize", self._d.CUstream(0))

    def upload(self, host: np.ndarray) -> DeviceBuffer:
        """Allocate a buffer of exactly host.nbytes and copy the array into it (synchronous)."""
        host = np.ascontiguousarray(host)
        buf = self.alloc(max(int(host.nbytes), 1))
        if host.nbytes:
            self.htod(buf, host)
        return buf

    def download(self, buf: DeviceBuffer, dtype: Any, shape: tuple[int, ...], offset: int = 0) -> np.ndarray:
        out = np.empty(shape, dtype=dtype)
        self.dtoh(out, buf, offset)
        return out

    def mem_info(self) -> tuple[int, int]:
        free, total = call("cuMemGetInfo")
        return int(free), int(total)

    # ---- streams, events, sync ----------------------------------------------------------
    def stream(self, non_blocking: bool = True) -> Stream:
        flags = int(self._d.CUstream_flags.CU_STREAM_NON_BLOCKING) if non_blocking else 0
        return Stream(call("cuStreamCreate", flags))

    def destroy_stream(self, s: Stream) -> None:
        call("cuStreamDestroy", s.handle)

    def synchronize(self, s: Stream | None = None) -> None:
        if s is None:
            call("cuCtxSynchronize")
        else:
            call("cuStreamSynchronize", s.handle)

    def event(self, timing: bool = True) -> Event:
        flags = 0 if timing else int(self._d.CUevent_flags.CU_EVENT_DISABLE_TIMING)
        return Event(call("cuEventCreate", flags))

    def record(self, e: Event, s: Stream) -> None:
        call("cuEventRecord", e.handle, s.handle)

    def event_sync(self, e: Event) -> None:
        call("cuEventSynchronize", e.handle)

    def stream_wait_event(self, s: Stream, e: Event) -> None:
        """Work queued on `s` after this waits, on the device, for `e` (the host does not wait)."""
        call("cuStreamWaitEvent", s.handle, e.handle, 0)

    def elapsed_ms(self, start: Event, end: Event) -> float:
        return float(call("cuEventElapsedTime", start.handle, end.handle))

    def destroy_event(self, e: Event) -> None:
        call("cuEventDestroy", e.handle)

    # ---- graphs -------------------------------------------------------------------------
    @contextlib.contextmanager
    def capture(self, s: Stream, gate: Any | None = None) -> Iterator[list[GraphExec]]:
        """Capture the work issued on ``s`` into a CUDA graph; the instantiated GraphExec is
        appended to the yielded list when the block ends. Kernels can only get into the graph
        through the launch gate (pass it to record which gated launches were captured)."""
        d = self._d
        out: list[GraphExec] = []
        if gate is not None:
            gate.begin_capture_log()
        call("cuStreamBeginCapture", s.handle, d.CUstreamCaptureMode.CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)
        ok = False
        try:
            yield out
            ok = True
        finally:
            graph = call("cuStreamEndCapture", s.handle)
            kernels = tuple(gate.end_capture_log()) if gate is not None else ()
            if ok:
                if graph is None or int(graph) == 0:
                    raise CudaError("stream capture was invalidated (an illegal call happened during capture)")
                gexec = call("cuGraphInstantiate", graph, 0)
                out.append(GraphExec(graph=graph, exec=gexec, kernels=kernels))
            elif graph is not None and int(graph) != 0:
                call("cuGraphDestroy", graph)

    def graph_launch(self, g: GraphExec, s: Stream) -> None:
        """Replay a captured graph (its kernels were admitted by the gate at capture time)."""
        call("cuGraphLaunch", g.exec, s.handle)

    def graph_upload(self, g: GraphExec, s: Stream) -> None:
        call("cuGraphUpload", g.exec, s.handle)

    def destroy_graph(self, g: GraphExec) -> None:
        call("cuGraphExecDestroy", g.exec)
        call("cuGraphDestroy", g.graph)

    # ---- teardown -----------------------------------------------------------------------
    def close(self) -> None:
        """Free every allocation made through this driver and release the primary context."""
        if self._closed:
            return
        for buf in list(self._allocs):
            with contextlib.suppress(CudaError):
                self.free(buf)
        for p in getattr(self, "_host_allocs", []):
            with contextlib.suppress(CudaError):
                call("cuMemFreeHost", p)
        self._host_allocs = []
        with contextlib.suppress(CudaError):
            call("cuDevicePrimaryCtxRelease", self.device)
        self._closed = True
