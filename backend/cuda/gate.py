"""The launch gate: the only code in fltc that launches a kernel.

Why: a GPU launch is allowed only when a checked proof artifact says that this exact PTX
text, launched with this exact configuration, satisfies obligations 1-7. At start-up (a lazy gate, the
executors': when a launch of the kernel is first planned, per ``proofs/<kernel>/`` directory) the
gate re-checks every artifact under ``proofs/`` with ``verifier.check`` (a success is
cached by the content hash of the artifact, its PTX, its query files, the verifier's
own code and solver versions and the gate's own code, so a second start is fast and any edit forces a re-check; the
cache lives outside the repository, in $FLTC_CACHE_DIR, $XDG_CACHE_HOME/fltc or ~/.cache/fltc,
so no checkout can carry a verdict in with it) and builds a table
``(kernel, config_key) -> artifact sha256``, plus, per kernel, the checked *families* (artifacts whose
configuration has symbols: one proof for every launch in its ranges). A concrete configuration is
admitted by its key, or by the first checked family whose ``LaunchConfig.match`` finds symbol values
that make the family's member exactly this configuration (ranges, multiple_of and constraints hold).
That decision is made once per distinct configuration (cached by its key); ``launch()`` then costs one
dict look-up keyed by the configuration object's identity (the sha256 key is computed once per
configuration object), so the hot path stays within a fraction of a microsecond of the raw launch.

A configuration without an admitted artifact raises ``UnprovenLaunchError`` naming the
kernel, the configuration (label, grid, block, shared) and the exact ``fltc prove``
command.

Data assumptions: a proof may rest on what the kernel reads as data (LOAD_RANGE, LOAD_INJECTIVE: e.g.
attention's ``seq_len_within_depth_bucket``), which the gate cannot see. So the caller names, at each
launch (``keeps=``), the data assumptions of the configuration it keeps by a host-side check
(backend/cuda/keeps.py), and the gate refuses a launch whose names are not exactly the configuration's
data assumptions (one missing: nobody vouched for it; one extra: a typo or a stale plan). The pointer
disjointness every proof assumes (BUFFERS_DISJOINT) is not named: the launcher checks it on the real
addresses (launcher.pack_args). The check costs one identity comparison per launch (the names last
accepted for the configuration object are kept with it).

Graph capture goes through here too: a captured launch is a gated launch, and the gate records which
(kernel, config_key) pairs each capture contains; a graph's replays read new data without the gate, so the
names given at capture are a promise for every replay (the executors check each step's data: keeps.py).
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from backend.cuda.launcher import LaunchArgumentError, PackedArgs, describe
from backend.kernels.descriptor import KernelDescriptor
from fltc.errors import CudaError, UnprovenLaunchError
from verifier.config import AssumptionKind, LaunchConfig

PROOF_FORMAT = "fltc-proof/1"
PROVABLE = {1: "coverage", 2: "single_writer", 3: "bounds_alignment", 4: "barrier_uniformity",
            5: "resources", 6: "power_state", 7: "abi"}
CACHE_FORMAT = "fltc-gate-cache/1"
REPO_ROOT = Path(__file__).resolve().parents[2]

Checker = Callable[[Path], Any]  # path -> CheckResult-like (ok/passed bool) or bool
# Assumptions about device data the gate cannot check: the caller names those it keeps (launch(keeps=)).
DATA_KINDS = frozenset({AssumptionKind.LOAD_RANGE, AssumptionKind.LOAD_INJECTIVE})


def data_assumptions(config: LaunchConfig) -> tuple[str, ...]:
    """The names of `config`'s data assumptions (DATA_KINDS), in the configuration's order: what a launch of
    it must name in ``keeps``."""
    return tuple(dict.fromkeys(a.name for a in config.assumptions if a.kind in DATA_KINDS))


@dataclass(frozen=True)
class Admitted:
    """One checked artifact the gate accepts: what a launch of this configuration rests on."""

    kernel: str
    label: str
    config_key: str
    artifact_path: str
    artifact_sha256: str
    ptx_sha256: str


@dataclass(frozen=True)
class Rejected:
    path: str
    reason: str
    kernel: str = ""
    config_key: str = ""


@dataclass(frozen=True)
class StartupReport:
    artifacts: int
    admitted: int
    from_cache: int
    checked: int
    rejected: tuple[Rejected, ...]
    seconds: float
    checker: str


@dataclass
class LaunchRecord:
    """Per admitted configuration: how often the gate launched it (graph replays not included). For a
    launch admitted by a family artifact: the concrete configuration's label and the symbol values at
    which the family's member is that configuration."""

    admitted: Admitted
    launches: int = 0
    label: str = ""
    values: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class _Family:
    """A checked family artifact: its configuration (with symbols) and what it admits.

    A warm start's family (a cache hit: these bytes passed the checker and the static checks before) is
    kept as its configuration's JSON and parsed when a launch of its kernel first asks for a member
    (`config`): most of a warm start's parsing was families of kernels the run never launches. The
    parsed configuration must still have the artifact's kernel and key, else it admits nothing."""

    admitted: Admitted
    parsed: LaunchConfig | None = None
    raw: dict[str, Any] | None = field(default=None, compare=False, repr=False)

    @cached_property
    def config(self) -> LaunchConfig | None:
        if self.parsed is not None:
            return self.parsed
        try:
            cfg = LaunchConfig.from_json(self.raw or {})
        except Exception:  # noqa: BLE001 - cannot happen for bytes that parsed before; admits nothing then
            return None
        if cfg.key() != self.admitted.config_key or cfg.kernel != self.admitted.kernel or not cfg.is_family:
            return None
        return cfg


@dataclass(frozen=True)
class _Scanned:
    """One artifact file as the start-up read it: bytes, JSON, parsed configuration, static problem, content
    hash (None: not cacheable). Unreadable files have no JSON (art == {}) and their problem set."""

    path: Path
    rel: str
    raw: bytes
    art: dict[str, Any]
    config: LaunchConfig | None
    problem: str | None
    chash: str | None


class _Hot:
    """Everything the hot path needs for one configuration object, resolved once."""

    __slots__ = ("config", "descriptor", "func", "dims", "record", "key", "fn", "data", "kept")

    def __init__(self, config: LaunchConfig, descriptor: KernelDescriptor, func: Any, record: LaunchRecord,
                 fn: Callable[..., Any], key: str) -> None:
        self.config, self.descriptor, self.func, self.record, self.fn = config, descriptor, func, record, fn
        # cuLaunchKernel's leading arguments, in its order: function, grid xyz, block xyz, dynamic shared
        self.dims = (func, *config.grid, *config.block, config.dynamic_shared_bytes)
        self.key = key  # the concrete configuration's key (a family artifact's own key differs)
        self.data = frozenset(data_assumptions(config))  # what `keeps` must name
        self.kept: Any = () if not self.data else None  # the `keeps` object last accepted (identity)


def programmatic_launcher() -> Callable[..., Any]:
    """cuLaunchKernel's signature, launching as a programmatic dependent of the stream's previous
    kernel (cuLaunchKernelEx with CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION). Stream
    capture turns it into a programmatic edge of the CUDA graph. The gate is its only caller, for
    configurations whose proof covers the overlap (verifier.config.GridDependency)."""
    from backend.cuda.driver import binding

    d = binding()
    attr = d.CUlaunchAttribute()
    attr.id = d.CUlaunchAttributeID.CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION
    attr.value.programmaticStreamSerializationAllowed = 1

    def launch(func: Any, gx: int, gy: int, gz: int, bx: int, by: int, bz: int, smem: int, stream: Any,
               kernel_params: Any, extra: Any) -> Any:
        c = d.CUlaunchConfig()
        c.gridDimX, c.gridDimY, c.gridDimZ = gx, gy, gz
        c.blockDimX, c.blockDimY, c.blockDimZ = bx, by, bz
        c.sharedMemBytes = smem
        c.hStream = stream
        c.attrs = [attr]
        c.numAttrs = 1
        return d.cuLaunchKernelEx(c, func, kernel_params, extra)

    return launch


def _sha(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()


def _read_bytes(path: str | os.PathLike[str]) -> bytes:
    """A file's bytes through os.open/os.read: a third less time per file than open().read() (a warm start
    reads ~2,600 small files: the artifacts, their PTX and query files)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
    try:
        want = os.fstat(fd).st_size + 1
        chunks = []
        while True:
            b = os.read(fd, max(want, 1 << 16))
            if not b:
                break
            chunks.append(b)
        return chunks[0] if len(chunks) == 1 else b"".join(chunks)
    finally:
        os.close(fd)


def result_ok(res: Any) -> bool:
    """Only an explicit success counts (a bool, or a result with ok/passed/valid True)."""
    if isinstance(res, bool):
        return res
    for attr in ("ok", "passed", "valid"):
        v = getattr(res, attr, None)
        if isinstance(v, bool):
            return v
    return False


def result_reason(res: Any) -> str:
    # verifier.check.CheckResult names what failed in `messages` (a device without the bitwuzla wheel showed only
    # "the checker rejected it" for every artifact before this read it)
    for attr in ("message", "messages", "reason", "detail", "errors", "problems"):
        v = getattr(res, attr, None)
        if v:
            return "; ".join(map(str, v)) if isinstance(v, list | tuple) else str(v)
    return "the checker rejected it"


_VERIFIER_HASH: str | None = None


def verifier_source_hash() -> str:
    """sha256 of the verifier's own code and solver versions: verifier.check.verifier_digest's value (the
    code that actually runs), so a changed verifier or solver invalidates the cache.

    Why not always call it: importing verifier.check loads the whole verifier (PTX parser, symbolic
    executor, obligations: 0.2-0.7 s of `fltc run`'s start-up) that a warm start never uses. When it is not
    loaded yet, the same digest is computed over the same inputs here (_verifier_digest_unloaded;
    tests/cuda/test_gate_startup.py holds the two equal)."""
    global _VERIFIER_HASH
    if _VERIFIER_HASH is None:
        check = sys.modules.get("verifier.check")
        _VERIFIER_HASH = check.verifier_digest() if check is not None else _verifier_digest_unloaded()
    return _VERIFIER_HASH


def _verifier_digest_unloaded() -> str:
    """verifier.check._verifier_digest without importing it: every verifier/**/*.py (relative path, bytes,
    in sorted order), fltc/errors.py, then the solvers' distribution versions (verifier.solver_versions: no
    solver is imported)."""
    import importlib.util

    spec = importlib.util.find_spec("verifier")
    if spec is None or not spec.submodule_search_locations:
        from verifier.check import verifier_digest

        return verifier_digest()
    from verifier.solver_versions import solver_versions

    base = Path(next(iter(spec.submodule_search_locations))).resolve()
    h = hashlib.sha256()
    for p in sorted(base.rglob("*.py")):
        h.update(str(p.relative_to(base)).encode())
        h.update(p.read_bytes())
    errors = base.parent / "fltc" / "errors.py"
    if errors.is_file():
        h.update(errors.read_bytes())
    h.update(solver_versions().encode())
    return h.hexdigest()


_GATE_CODE: str | None = None


def _gate_code_hash() -> str:
    """sha256 of this module's source: part of the cache key (see LaunchGate.content_hash)."""
    global _GATE_CODE
    if _GATE_CODE is None:
        _GATE_CODE = _sha(Path(__file__).read_bytes())
    return _GATE_CODE


def default_cache_dir() -> Path:
    """The gate's cache directory, outside any checkout (fltc.cache.user_cache_dir)."""
    from fltc.cache import user_cache_dir

    return user_cache_dir()


def default_checker(root: str | Path | None = None) -> tuple[Checker, str]:
    """The real independent re-check; relative PTX paths resolve in `root` (the gate's tree), so the
    PTX the checker hashes is the one the gate's cache key and table are about."""
    def check(p: Path) -> Any:
        from verifier.check import check_artifact  # loaded on the first re-check only (a warm start has none)

        return check_artifact(str(p), root=root)

    return check, "verifier.check.check_artifact"


def default_prove_command(config: LaunchConfig, config_file: str | None = None) -> str:
    """The `fltc prove` command line that would produce the missing artifact."""
    if config_file:
        return f"fltc prove {config.kernel} --config {config_file}"
    return f"fltc prove {config.kernel} --label {config.label}"


class LaunchGate:
    """Admits launches of configurations that have a checked proof artifact; refuses the rest.

    ``driver`` needs ``load_module(ptx_bytes, name)`` and ``get_function(module, entry)``
    (backend.cuda.driver.Driver, or a fake in CPU tests). ``launch_fn`` defaults to
    ``cuda.bindings.driver.cuLaunchKernel``; ``launch_dependent_fn`` (same signature) launches the
    configurations with ``overlap`` as programmatic dependents (programmatic_launcher);
    tests pass recorders (given only ``launch_fn``, it records both kinds).
    """

    def __init__(self, driver: Any, proofs_dir: str | Path | None = None, *, root: str | Path | None = None,
                 checker: Checker | None = None, checker_name: str | None = None,
                 cache_dir: str | Path | None = None, use_cache: bool = True,
                 launch_fn: Callable[..., Any] | None = None,
                 launch_dependent_fn: Callable[..., Any] | None = None,
                 registry_labels: Callable[[LaunchConfig], bool] | None = None, lazy: bool = False,
                 extra_dirs: tuple[str | Path, ...] = ()) -> None:
        self.driver = driver
        self.root = Path(root) if root is not None else REPO_ROOT
        self._root_resolved = self.root.resolve()  # _rel's base, resolved once (was twice per artifact)
        self.proofs_dir = Path(proofs_dir) if proofs_dir is not None else self.root / "proofs"
        # more directories of the same layout (<kernel>/<label>.json): a derived profile's artifacts
        # (backend/kernels/model_profile.py), re-checked and admitted exactly as those under proofs_dir
        self.extra_dirs = tuple(Path(d) for d in extra_dirs)
        if checker is None:
            checker, name = default_checker(self.root)
            checker_name = checker_name or name
        self._checker = checker
        self.checker_name = checker_name or getattr(checker, "__qualname__", "checker")
        self.cache_dir = Path(cache_dir) if cache_dir is not None else default_cache_dir()
        self.use_cache = use_cache
        if launch_fn is None:
            from backend.cuda.driver import binding

            launch_fn = binding().cuLaunchKernel
            launch_dependent_fn = launch_dependent_fn or programmatic_launcher()
        self._launch = launch_fn
        self._launch_dependent = launch_dependent_fn or launch_fn
        self._null_stream: Any = None
        self._registry_labels = registry_labels
        self._table: dict[tuple[str, str], Admitted] = {}
        self._families: dict[str, list[_Family]] = {}  # kernel -> checked family artifacts, by path
        # (kernel, concrete key) -> (admitting artifact, symbol values) or None: the family decision, made
        # once per distinct configuration
        self._matched: dict[tuple[str, str], tuple[Admitted, tuple[tuple[str, int], ...]] | None] = {}
        self._rejected_by_key: dict[tuple[str, str], Rejected] = {}
        self._functions: dict[str, tuple[Any, str]] = {}
        self._hot: dict[int, _Hot] = {}
        self._records: dict[tuple[str, str], LaunchRecord] = {}
        self._capture_log: list[tuple[str, str]] | None = None
        self.module_seconds = 0.0  # time in load_module/get_function so far (function())
        self._sha_memo: dict[str, str] | None = None  # file -> sha256 while _load scans the artifacts
        # lazy: proofs/<kernel>/ directories not loaded yet (their files), loaded when a launch of that kernel
        # first asks; the cache as read at start-up (entries of unloaded kernels are kept when it is rewritten)
        self.lazy = lazy
        self._unloaded: dict[str, list[Path]] = {}
        self._cache_in: dict[str, Any] = {}
        self._cache_new: dict[str, Any] = {}
        self._cache_written: dict[str, Any] = {}  # what the cache file holds now (rewritten only when it differs)
        self._loaded_dirs: set[str] = set()
        self._prescanned: dict[Path, _Scanned] = {}  # a cold lazy start's scans of unloaded directories
        self._load_lock = threading.RLock()
        self._prechecked: dict[str, Any] = {}  # this start's parallel re-checks, taken by path (_warm_verifier_cache)
        self.report = self._load()

    # ---- start-up ---------------------------------------------------------------------
    def _cache_file(self) -> Path:
        return self.cache_dir / "gate-checks.json"

    def _read_cache(self) -> dict[str, Any]:
        if not self.use_cache:
            return {}
        try:
            d = json.loads(self._cache_file().read_text())
        except (OSError, ValueError):
            return {}
        if not isinstance(d, dict) or d.get("format") != CACHE_FORMAT or not isinstance(d.get("ok"), dict):
            return {}
        return d["ok"]

    def _write_cache(self, ok: dict[str, Any]) -> None:
        if not self.use_cache:
            return
        try:
            self.cache_dir.mkdir(parents=True, exist_ok=True)
            tmp = self._cache_file().with_suffix(".tmp")
            tmp.write_text(json.dumps({"format": CACHE_FORMAT, "ok": ok}, sort_keys=True, indent=0))
            tmp.replace(self._cache_file())
        except OSError:
            pass  # a read-only tree only costs a re-check next start

    def content_hash(self, path: Path, art: dict[str, Any], raw: bytes) -> str | None:
        """sha256 binding the artifact, its PTX, every query file, the verifier source and this module's own
        code (a hit stands for the checker's verdict *and* these static checks: _scan skips re-parsing a
        concrete configuration on a hit, so a changed gate must miss).

        Every byte is hashed at every start (no size/mtime shortcut: an edit that keeps both must still
        miss); the start-up computes it once per artifact (_scan)."""
        h = hashlib.sha256()
        h.update(CACHE_FORMAT.encode() + b"\0" + verifier_source_hash().encode() + b"\0")
        h.update(b"gate\0" + _gate_code_hash().encode() + b"\0")
        h.update(_sha(raw).encode() + b"\0")
        ptx = art.get("ptx") or {}
        try:
            h.update(b"ptx\0" + self._file_sha(os.path.join(self.root, str(ptx["path"]))).encode())
            files: set[str] = set()
            for ob in art.get("obligations") or []:
                for q in list(ob.get("queries") or []) + list(ob.get("premises") or []):
                    files.add(str(q["file"]))
            base = os.path.dirname(path)
            for f in sorted(files):
                h.update(b"q\0" + f.encode() + b"\0" + self._file_sha(os.path.join(base, f)).encode())
        except (OSError, KeyError, TypeError, AttributeError):
            return None  # something is missing: never served from the cache
        return h.hexdigest()

    def _file_sha(self, path: str) -> str:
        """sha256 of a file's bytes, read once per start-up (several artifacts share one PTX file); outside
        the start-up (no memo) every call reads the file."""
        memo = self._sha_memo
        got = memo.get(path) if memo is not None else None
        if got is None:
            got = _sha(_read_bytes(path))
            if memo is not None:
                memo[path] = got
        return got

    def _artifact_files(self) -> list[Path]:
        out: list[Path] = []
        for d in dict.fromkeys((self.proofs_dir, *self.extra_dirs)):
            if d.is_dir():
                out += sorted(p for p in d.glob("*/*.json") if p.is_file())
        return out

    def _scan(self, path: Path, cache: dict[str, Any]) -> _Scanned:
        """One artifact read, content-hashed, parsed and statically checked: each at most once per start.

        A cache hit on a concrete configuration (no symbols) is not parsed again: the hit means that these
        exact bytes passed the checker and this gate's static checks before (the key covers this module's
        code), and the gate keeps only its kernel, key, label and PTX hash. A hit on a family is not parsed
        here either: _Family parses its configuration when a launch first needs it. Every miss is parsed
        and statically checked."""
        rel = self._rel(path)
        try:
            raw = _read_bytes(path)
            art = json.loads(raw)
            if not isinstance(art, dict):
                raise ValueError("not a JSON object")
        except (OSError, ValueError) as exc:
            return _Scanned(path, rel, b"", {}, None, f"unreadable: {exc}", None)
        chash = self.content_hash(path, art, raw)
        conf = art.get("config")
        if chash is not None and chash in cache and isinstance(conf, dict):
            return _Scanned(path, rel, raw, art, None, None, chash)
        why, cfg = self._static_problem(art)
        return _Scanned(path, rel, raw, art, cfg, why, None if why else chash)

    def _warm_verifier_cache(self, scans: list[_Scanned], cache: dict[str, Any]) -> None:
        """First start on a machine: re-check the artifacts the gate has not seen in parallel; the
        sequential loop below takes these results (kept in memory for this start, never on disk in
        the verifier) instead of checking again. Only for the real checker; the verdicts still come
        from it, artifact by artifact.

        A lazy gate that meets a miss (a first start, or a changed artifact) also checks the misses of every
        directory it has not loaded yet, in the same pool: one pool balances the whole set (per directory,
        the first start on the H200 took 29 s instead of the eager gate's 18 s), and a warm start, which has
        no miss, still reads only the directories it plans."""
        if self.checker_name != "verifier.check.check_artifact":
            return
        misses = [s.path for s in scans if s.problem is None and (s.chash is None or s.chash not in cache)
                  and str(s.path) not in self._prechecked]
        if misses and self._unloaded:
            for p in (p for fs in self._unloaded.values() for p in fs):
                sc = self._prescanned[p] = self._scan(p, cache)  # kept: its directory's load takes it
                if sc.problem is None and (sc.chash is None or sc.chash not in cache):
                    misses.append(p)
        if len(misses) > 1:
            from verifier.check import check_many

            for i, r in check_many(misses, jobs=os.cpu_count(), root=self.root):
                self._prechecked[str(misses[i])] = r

    def _load(self) -> StartupReport:
        """Eager (the default): every artifact under proofs/ read, checked (or taken from the cache) and tabled
        now. Lazy: only the directory listing now; each proofs/<kernel>/ is loaded exactly as eagerly when a
        launch of that kernel is first planned (_ensure), so a run reads the artifacts of the kernels it uses.

        Why lazy for the executors: the warm start's cost is reading and hashing every artifact and query file
        (~0.4 s of the time to the first token on the H200, for 164 artifacts of which the default model
        launches 48 families); the admission of each configuration is the same either way (an artifact must
        lie in its kernel's directory: a misplaced one is rejected when that directory loads)."""
        t0 = time.perf_counter()
        cache = self._read_cache()
        files = self._artifact_files()
        if self.lazy:
            for p in files:
                self._unloaded.setdefault(p.parent.name, []).append(p)
            self._cache_in = self._cache_written = cache
            return StartupReport(artifacts=0, admitted=0, from_cache=0, checked=0, rejected=(),
                                 seconds=time.perf_counter() - t0, checker=self.checker_name)
        new_cache: dict[str, Any] = {}
        from_cache, checked, rejected = self._load_files(files, cache, new_cache, None)
        self._write_cache(new_cache)
        return StartupReport(artifacts=len(files), admitted=len(self._table), from_cache=from_cache,
                             checked=checked, rejected=tuple(rejected), seconds=time.perf_counter() - t0,
                             checker=self.checker_name)

    def _ensure(self, kernel: str | None) -> None:
        """Lazy gate: load proofs/<kernel>/ (every unloaded directory when kernel is None) if not loaded yet."""
        if not self._unloaded:
            return
        with self._load_lock:  # planning may run on more than one thread: each directory loads once
            self._ensure_locked(kernel)

    def _ensure_locked(self, kernel: str | None) -> None:
        names = list(self._unloaded) if kernel is None else [kernel] if kernel in self._unloaded else []
        for name in names:
            t0 = time.perf_counter()
            files = self._unloaded.pop(name)
            from_cache, checked, rejected = self._load_files(files, self._cache_in, self._cache_new, name)
            self._loaded_dirs.add(name)
            kept = {h: e for h, e in self._cache_in.items()
                    if not (isinstance(e, dict) and Path(str(e.get("path", ""))).parent.name in self._loaded_dirs)}
            merged = {**kept, **self._cache_new}
            if merged != self._cache_written:  # a warm start (every entry a hit) writes nothing
                self._write_cache(merged)
                self._cache_written = merged
            r = self.report
            self.report = StartupReport(artifacts=r.artifacts + len(files), admitted=len(self._table),
                                        from_cache=r.from_cache + from_cache, checked=r.checked + checked,
                                        rejected=r.rejected + tuple(rejected),
                                        seconds=r.seconds + time.perf_counter() - t0, checker=r.checker)

    def _load_files(self, files: list[Path], cache: dict[str, Any], new_cache: dict[str, Any],
                    directory: str | None) -> tuple[int, int, list[Rejected]]:
        """Read, check (or take from the cache) and table `files`; (from cache, checked, rejected). directory:
        the kernel directory they were listed from (lazy): an artifact naming another kernel is rejected."""
        from_cache = checked = 0
        rejected: list[Rejected] = []
        self._sha_memo = {}
        try:
            scans = [self._prescanned.pop(path, None) or self._scan(path, cache) for path in files]
        finally:
            self._sha_memo = None
        self._warm_verifier_cache(scans, cache)
        for sc in scans:
            path, rel, raw, art, chash = sc.path, sc.rel, sc.raw, sc.art, sc.chash
            kernel, key = str(art.get("kernel", "")), str(art.get("config_key", ""))
            if sc.problem is not None:  # unreadable (no kernel or key), or a static problem
                self._reject(rejected, Rejected(rel, sc.problem, kernel, key))
                continue
            if directory is not None and kernel != directory:
                self._reject(rejected, Rejected(rel, f"the artifact lies in proofs/{directory}/ but is for kernel "
                                                     f"{kernel!r}: move it to proofs/{kernel}/", kernel, key))
                continue
            fam_cfg = sc.config
            if chash is not None and chash in cache:
                from_cache += 1
                new_cache[chash] = cache[chash]
            else:
                checked += 1
                try:
                    res = self._prechecked.pop(str(path), None) or self._checker(path)
                    ok, reason = result_ok(res), (result_reason(res) if not result_ok(res) else "")
                except Exception as exc:  # a checker that raises has rejected the artifact
                    ok, reason = False, f"{type(exc).__name__}: {exc}"
                if not ok:
                    self._reject(rejected, Rejected(rel, f"re-check failed: {reason}", kernel, key))
                    continue
                if chash is not None:
                    new_cache[chash] = {"path": rel, "checker": self.checker_name,
                                        "checked_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
            adm = Admitted(kernel=kernel, label=str(art.get("label", "")), config_key=key, artifact_path=rel,
                           artifact_sha256=_sha(raw), ptx_sha256=str(art["ptx"]["sha256"]))
            prev = self._table.get((kernel, key))
            if prev is None or rel < prev.artifact_path:
                self._table[(kernel, key)] = adm
            if fam_cfg is not None and fam_cfg.is_family:
                self._families.setdefault(kernel, []).append(_Family(adm, parsed=fam_cfg))
            elif fam_cfg is None and art["config"].get("symbols"):  # a warm hit on a family: parsed when needed
                self._families.setdefault(kernel, []).append(_Family(adm, raw=art["config"]))
        for fams in self._families.values():
            fams.sort(key=lambda f: f.admitted.artifact_path)
        return from_cache, checked, rejected

    def _reject(self, rejected: list[Rejected], r: Rejected) -> None:
        rejected.append(r)
        if r.kernel and r.config_key:
            self._rejected_by_key[(r.kernel, r.config_key)] = r

    @staticmethod
    def _static_problem(art: dict[str, Any]) -> tuple[str | None, LaunchConfig | None]:
        """Cheap structural checks the gate insists on whatever the checker says: (problem or None, the
        embedded configuration, parsed once)."""
        if art.get("format") != PROOF_FORMAT:
            return f"format is {art.get('format')!r}, expected {PROOF_FORMAT!r}", None
        ptx = art.get("ptx")
        if not isinstance(ptx, dict) or not isinstance(ptx.get("sha256"), str) or not ptx.get("path"):
            return "no ptx.path / ptx.sha256", None
        try:
            cfg = LaunchConfig.from_json(art["config"])
        except Exception as exc:
            return f"embedded configuration does not parse: {exc}", None
        if cfg.key() != art.get("config_key"):
            return "config_key is not the key of the embedded configuration", None
        if cfg.kernel != art.get("kernel"):
            return f"artifact kernel {art.get('kernel')!r} differs from its configuration's {cfg.kernel!r}", None
        status = {}
        for ob in art.get("obligations") or []:
            if isinstance(ob, dict):
                status[ob.get("id")] = ob.get("status")
        missing = [f"{i} {n}: {status.get(i, 'absent')}" for i, n in PROVABLE.items() if status.get(i) != "proved"]
        if missing:
            return "not every obligation 1-7 is proved (" + "; ".join(missing) + ")", None
        return None, cfg

    def _rel(self, p: Path) -> str:
        try:
            return p.resolve().relative_to(self._root_resolved).as_posix()
        except ValueError:
            return p.as_posix()

    # ---- admission ---------------------------------------------------------------------
    def lookup(self, descriptor: KernelDescriptor, config: LaunchConfig) -> Admitted | None:
        """The admitted artifact for this configuration (its own, or a checked family containing it), or
        None (never raises; a lazy gate loads the kernel's directory first)."""
        return self._admitting(descriptor.name, config, config.key())[0]

    def families(self, kernel: str | None = None) -> list[Admitted]:
        """The checked family artifacts (of one kernel, or all; a lazy gate loads what it asks for)."""
        self._ensure(kernel)
        return [f.admitted for k, fs in sorted(self._families.items()) if kernel in (None, k) for f in fs]

    def _admitting(self, name: str, config: LaunchConfig,
                   key: str) -> tuple[Admitted | None, tuple[tuple[str, int], ...]]:
        """(artifact, symbol values) admitting `config`: its own key's artifact (no values), else the first
        checked family of the kernel that contains it; (None, ()) when none does. The family search runs
        once per distinct configuration key; both outcomes are cached."""
        self._ensure(name)
        adm = self._table.get((name, key))
        if adm is not None:
            return adm, ()
        hit = self._matched.get((name, key), False)
        if hit is False:
            hit = None
            if not config.is_family:  # a family is admitted only by its own artifact, never as a member
                for fam in self._families.get(name, ()):
                    fcfg = fam.config
                    if fcfg is None:
                        continue
                    try:
                        values = fcfg.match(config)
                    except Exception:  # noqa: BLE001 - a configuration the family cannot compare is no member
                        values = None
                    if values is not None:
                        hit = (fam.admitted, tuple(sorted(values.items())))
                        break
            self._matched[(name, key)] = hit
        return (None, ()) if hit is None else hit

    def admitted(self) -> list[Admitted]:
        """Every admitted configuration (a lazy gate first loads every directory)."""
        self._ensure(None)
        return sorted(self._table.values(), key=lambda a: (a.kernel, a.label, a.config_key))

    def function(self, descriptor: KernelDescriptor) -> tuple[Any, str]:
        """(CUfunction, sha256 of the exact PTX bytes loaded), loaded once per kernel. The seconds spent
        loading (the driver's PTX JIT, or its cache) add up in module_seconds (summary: start-up split)."""
        got = self._functions.get(descriptor.name)
        if got is None:
            t = time.perf_counter()
            ptx = descriptor.ptx_path.read_bytes()
            mod = self.driver.load_module(ptx, descriptor.ptx_file)
            got = (self.driver.get_function(mod, descriptor.entry), _sha(ptx))
            self._functions[descriptor.name] = got
            self.module_seconds += time.perf_counter() - t
        return got

    def refusal(self, descriptor: KernelDescriptor, config: LaunchConfig, key: str, why: str) -> UnprovenLaunchError:
        cfg_file = None
        if self._registry_labels is None or not self._registry_labels(config):
            cfg_file = self._write_unproved(config, key)
        cmd = default_prove_command(config, cfg_file)
        rej = self._rejected_by_key.get((descriptor.name, key))
        extra = f"; an artifact for it was rejected: {rej.path}: {rej.reason}" if rej else ""
        return UnprovenLaunchError(
            f"refused to launch kernel {descriptor.name!r} (entry {descriptor.entry}) with {describe(config)} "
            f"config_key={key[:16]}…: {why}{extra}. Prove it with: {cmd} ; then restart (the gate "
            f"re-checks artifacts under {', '.join(self._rel(d) + '/' for d in (self.proofs_dir, *self.extra_dirs))} "
            f"at start-up)")

    def _write_unproved(self, config: LaunchConfig, key: str) -> str | None:
        try:
            d = self.cache_dir / "unproved"
            d.mkdir(parents=True, exist_ok=True)
            p = d / f"{config.kernel}-{key[:16]}.json"
            p.write_text(json.dumps(config.to_json(), indent=1, sort_keys=True))
            return self._rel(p)
        except OSError:
            return None

    def admit(self, descriptor: KernelDescriptor, config: LaunchConfig,
              keeps: tuple[str, ...] | frozenset[str] | None = None) -> Admitted:
        """Resolve a configuration for launching (raises UnprovenLaunchError if not proved, or, given
        `keeps`, if those names are not exactly its data assumptions: see launch).

        Executors call this while planning, so a shape without a proved configuration, or whose data
        assumptions the executor does not keep, fails before anything is launched.
        """
        h = self._resolve(descriptor, config)
        if keeps is not None and keeps is not h.kept:
            self._vouch(h, keeps)
        return h.record.admitted

    def _vouch(self, h: _Hot, keeps: Any) -> None:
        """Accept `keeps` for this configuration only if it names exactly its data assumptions; remembered
        (by identity) when it is immutable, so the next launch with the same object costs one comparison."""
        if isinstance(keeps, str):
            raise TypeError("keeps: a tuple of assumption names, not one string")
        named = frozenset(keeps)
        if named != h.data:
            missing, extra = sorted(h.data - named), sorted(named - h.data)
            why = []
            if missing:
                why.append("its proof assumes data the gate cannot see, and the launch does not vouch for "
                           f"{missing} (" + "; ".join(f"{a.name}: {a.reason}" for a in h.config.assumptions
                                                        if a.name in missing) + ")")
            if extra:
                why.append(f"the launch names {extra}, which this configuration does not assume (known: "
                           f"{sorted(h.data) or 'none'}): a typo or a plan made for another configuration")
            raise UnprovenLaunchError(
                f"refused to launch kernel {h.descriptor.name!r} with {describe(h.config)}: " + "; ".join(why)
                + ". Name in launch(..., keeps=) exactly the configuration's data assumptions "
                "(backend.cuda.gate.data_assumptions), each only after a host-side check that holds it "
                "(backend/cuda/keeps.py; docs/PROVE_YOUR_KERNEL.md, section 3)")
        if isinstance(keeps, tuple | frozenset):
            h.kept = keeps

    def _resolve(self, descriptor: KernelDescriptor, config: LaunchConfig) -> _Hot:
        h = self._hot.get(id(config))
        if h is not None and h.config is config and h.descriptor is descriptor:
            return h
        key = config.key()
        if config.kernel != descriptor.name or config.entry != descriptor.entry or config.params != descriptor.params:
            raise self.refusal(descriptor, config, key,
                               "the configuration's kernel/entry/parameter list is not the descriptor's")
        if config.is_family:
            raise self.refusal(descriptor, config, key, "it is a family (sizes over symbols), not one launch: "
                               "launch a concrete member (LaunchConfig.instantiate or the descriptor's config())")
        adm, values = self._admitting(descriptor.name, config, key)
        if adm is None:
            fams = self._families.get(descriptor.name, ())
            inside = (f"; it lies in none of the {len(fams)} checked families of {descriptor.name} ("
                      + ", ".join(f.admitted.label for f in fams) + ")") if fams else ""
            raise self.refusal(descriptor, config, key,
                               f"no checked proof artifact has this configuration key{inside}")
        func, ptx_sha = self.function(descriptor)
        if ptx_sha != adm.ptx_sha256:
            raise self.refusal(descriptor, config, key,
                               f"the PTX file {descriptor.ptx_file} changed since {adm.artifact_path} was proved "
                               f"(sha256 {ptx_sha[:12]}… vs {adm.ptx_sha256[:12]}…)")
        rec = self._records.get((descriptor.name, key))
        if rec is None:
            rec = self._records[(descriptor.name, key)] = LaunchRecord(adm, label=config.label, values=values)
        h = _Hot(config, descriptor, func, rec, self._launch if config.overlap is None else self._launch_dependent,
                 key)
        self._hot[id(config)] = h
        return h

    # ---- the hot path ------------------------------------------------------------------
    def launch(self, descriptor: KernelDescriptor, config: LaunchConfig, args: PackedArgs,
               stream: Any = None, keeps: tuple[str, ...] | frozenset[str] = ()) -> None:
        """Launch ``descriptor`` with a proved ``config`` and arguments packed for it. ``keeps``: the names of
        the configuration's data assumptions (data_assumptions) the caller keeps by a host-side check; a
        launch that leaves one out, or names one the configuration lacks, is refused."""
        h = self._hot.get(id(config))
        if h is None or h.config is not config or h.descriptor is not descriptor:
            h = self._resolve(descriptor, config)
        if keeps is not h.kept:
            self._vouch(h, keeps)
        if args.config is not config and args.config.key() != h.key:
            raise LaunchArgumentError(f"{descriptor.name}: arguments were packed for configuration "
                                      f"{args.config.label!r}, not {config.label!r}")
        h.record.launches += 1
        if self._capture_log is not None:
            self._capture_log.append((descriptor.name, h.key))
        if stream is None:
            s = self._null_stream
            if s is None:
                s = self._null_stream = self._stream0()
        else:
            s = stream.handle
        err = h.fn(*h.dims, s, args.kp, 0)[0]
        if err:
            from backend.cuda.driver import CudaCallError, error_name

            raise CudaCallError("cuLaunchKernel" if config.overlap is None else "cuLaunchKernelEx", int(err),
                                error_name(err),
                                f"kernel {descriptor.name} {describe(config)}")

    def _stream0(self) -> Any:
        try:
            from backend.cuda.driver import binding

            return binding().CUstream(0)
        except CudaError:
            return 0

    # ---- capture bookkeeping -------------------------------------------------------------
    def begin_capture_log(self) -> None:
        self._capture_log = []

    def end_capture_log(self) -> list[tuple[str, str]]:
        log, self._capture_log = self._capture_log or [], None
        return log

    # ---- run summary -----------------------------------------------------------------------
    def launched(self) -> list[LaunchRecord]:
        """Every configuration launched (or captured) through this gate, with its artifact."""
        return sorted(self._records.values(), key=lambda r: (r.admitted.kernel, r.admitted.label, r.label))

    def summary(self) -> dict[str, Any]:
        return {
            "checker": self.checker_name,
            "artifacts": self.report.artifacts,
            "admitted": self.report.admitted,
            "checked_now": self.report.checked,
            "from_cache": self.report.from_cache,
            "rejected": [{"path": r.path, "reason": r.reason} for r in self.report.rejected],
            "startup_seconds": round(self.report.seconds, 4),
            "modules_loaded": len(self._functions), "module_load_seconds": round(self.module_seconds, 4),
            "families": sum(len(f) for f in self._families.values()),  # loaded ones (a lazy gate loads no more here)
            "lazy": self.lazy, "kernel_dirs_not_loaded": len(self._unloaded),
            "launched": [{"kernel": r.admitted.kernel, "label": r.admitted.label,
                          "config_key": r.admitted.config_key, "artifact": r.admitted.artifact_path,
                          "artifact_sha256": r.admitted.artifact_sha256, "direct_launches": r.launches,
                          **({"config_label": r.label, "values": dict(r.values)} if r.values else {})}
                         for r in self.launched()],
        }

