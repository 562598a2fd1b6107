"""Independent re-check of "fltc-proof/1" artifacts: trust nothing stored.

Why each step: the PTX file must hash to the recorded sha256 (the proof is about *that*
text), and it is looked up in the tree the artifact belongs to, never in the installed
package; the JSON must be byte-identical to its canonical serialisation and carry a valid
digest (any edit shows); every query is re-derived from the PTX and configuration and must
match the stored file and the recorded hash byte for byte (the stored query is the one the
claim is about); each stored query is re-solved by two solvers from different code bases
(Z3 and Bitwuzla) and both must say unsat where the artifact says proved (a disagreement,
time-out or error of either is a failure); the premise queries of a proved obligation must
be satisfiable with the stored witness values asserted, again for both solvers (else the
proof is vacuous); obligations 5 and 7 (ptxas, ABI) are recomputed.

No result is reused unless the caller asks (`use_cache=True`, `fltc verify --cache`); the
cache then lives outside the repository and is keyed by the verifier's own code hash, the
solver versions, the artifact bytes, the PTX bytes and every query file's bytes.

Why the work is split into a derive stage and solve tasks (`check_many`): one artifact's re-check is
re-derivation (symbolic execution, term building) plus two independent solver runs per stored query;
with few, large artifacts (families of sizes) one artifact would otherwise bound the wall time. Each
artifact is derived and compared in one worker process; the texts it needs solved go back to the pool
as separate tasks, one per (solver, text), largest first, identical texts once. Verdicts and messages
are the same as the serial `check_artifact`, in the same order.
"""

from __future__ import annotations

import hashlib
import heapq
import json
import os
import time
from collections import deque
from collections.abc import Callable, Iterator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path

from fltc.cache import user_cache_dir
from fltc.errors import ArtifactCheckError, FltcError
from verifier.artifact import FORMAT, REPO_ROOT, assumptions_of, digest, label_of, methods_of, serialize
from verifier.config import LaunchConfig
from verifier.obligations.common import (
    solve_text,
    solve_text_bitwuzla,
    with_witness,
)
from verifier.solver_versions import solver_versions

CHECK_TIMEOUT_MS = 300_000  # per query and solver; running past it is a failure
SOLVERS = ("z3", "bitwuzla")
CACHE_DIR = user_cache_dir() / "check"


@dataclass
class CheckResult:
    path: str
    ok: bool
    kernel: str = ""
    label: str = ""
    messages: list[str] = field(default_factory=list)
    statuses: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0
    cached: bool = False
    ptx_file: str = ""  # the PTX file that was hashed (resolved in the checked tree)
    derive_seconds: float = 0.0  # reading, hashing, re-deriving and comparing (one process), wall
    solver_seconds: dict[str, float] = field(default_factory=dict)  # per solver, the texts this artifact solved
    derive_cpu_seconds: float = 0.0  # the same in CPU seconds (what a shared machine does not inflate)
    solver_cpu_seconds: dict[str, float] = field(default_factory=dict)
    texts: int = 0  # distinct texts each solver was asked about (shared ones counted where first solved)

    def to_json(self) -> dict:
        return {"path": self.path, "ok": self.ok, "kernel": self.kernel, "label": self.label,
                "messages": self.messages, "statuses": self.statuses, "seconds": round(self.seconds, 3),
                "cached": self.cached, "ptx_file": self.ptx_file, "derive_seconds": round(self.derive_seconds, 3),
                "solver_seconds": {k: round(v, 3) for k, v in self.solver_seconds.items()}, "texts": self.texts,
                "derive_cpu_seconds": round(self.derive_cpu_seconds, 3),
                "solver_cpu_seconds": {k: round(v, 3) for k, v in self.solver_cpu_seconds.items()}}


def _verifier_digest() -> str:
    h = hashlib.sha256()
    base = Path(__file__).resolve().parent
    for p in sorted(base.rglob("*.py")):
        h.update(str(p.relative_to(base)).encode())
        h.update(p.read_bytes())
    errors = base.parent / "fltc" / "errors.py"
    if errors.is_file():
        h.update(errors.read_bytes())
    h.update(solver_versions().encode())  # the distributions' versions (verifier/solver_versions.py)
    return h.hexdigest()


_VDIGEST: str | None = None


def verifier_digest() -> str:
    """sha256 of the verifier's own code (verifier/**/*.py, fltc/errors.py) and both solvers' versions."""
    global _VDIGEST
    if _VDIGEST is None:
        _VDIGEST = _verifier_digest()
    return _VDIGEST


def tree_root(artifact: str | Path) -> Path:
    """The root of the tree an artifact belongs to: the nearest directory above it that holds a
    pyproject.toml, else the parent of its proofs directory (<root>/<proofs>/<kernel>/<label>.json)."""
    p = Path(artifact).resolve()
    for d in p.parents:
        if (d / "pyproject.toml").is_file():
            return d
    return p.parent.parent.parent


def resolve_ptx_in_tree(recorded: str, artifact: str | Path, root: str | Path | None = None) -> Path:
    """The PTX file an artifact names: absolute paths as recorded, repo-relative ones against `root`
    (default: tree_root(artifact)) -- never against the installed package."""
    p = Path(recorded)
    if p.is_absolute():
        return p
    return (Path(root) if root is not None else tree_root(artifact)) / p


def _files(doc: dict) -> list[str]:
    out: list[str] = []
    for o in doc["obligations"]:
        for q in list(o.get("queries") or []) + list(o.get("premises") or []):
            out.append(str(q["file"]))
    return sorted(set(out))


def _cache_key(art_bytes: bytes, doc: dict, art_dir: Path, ptx_path: Path) -> str | None:
    h = hashlib.sha256(verifier_digest().encode())
    h.update(b"artifact\0" + art_bytes)
    try:
        h.update(b"ptx\0" + ptx_path.read_bytes())
        for f in _files(doc):
            h.update(b"query\0" + f.encode() + b"\0" + hashlib.sha256((art_dir / f).read_bytes()).digest())
    except (OSError, KeyError, TypeError):
        return None
    return h.hexdigest()


@dataclass(frozen=True)
class _Expect:
    """One verdict the artifact needs: both solvers must answer `want` on exactly `text`."""

    text: str
    want: str  # "unsat" | "sat"
    what: str  # names the query in the failure message
    vacuous: str = ""  # appended to a premise's failure message
    sha: str = ""  # sha256 of text: identical texts are solved once per run

    def message(self, got: dict[str, str]) -> str | None:
        """The failure message for these verdicts (None when every solver said `want`)."""
        if all(got[s] == self.want for s in SOLVERS):
            return None
        return (f"{self.what} re-solved as " + ", ".join(f"{got[s]} by {s}" for s in SOLVERS)
                + f"; expected {self.want} from both{self.vacuous if self.want == 'sat' else ''}")


@dataclass
class _Derived:
    """An artifact after its derive stage: what it still needs solved, and where each message goes."""

    res: CheckResult
    expects: list[tuple[int, _Expect]] = field(default_factory=list)  # (index in res.messages, expectation)
    key: str | None = None  # cache key (only with use_cache)
    t0: float = 0.0


def _derive_stage(path: str | Path, use_cache: bool, root: str | Path | None,
                  progress: Callable[[str], None] | None = None) -> _Derived:
    """Everything of a re-check except solving the stored texts: reading, hashing, re-deriving, comparing.

    A cached verdict (only with use_cache) comes back finished, with nothing to solve."""
    t0, c0 = time.perf_counter(), time.process_time()
    p = Path(path)
    res = CheckResult(str(p), False)
    d = _Derived(res, t0=t0)
    try:
        raw = p.read_bytes()
        doc = json.loads(raw)
    except (OSError, ValueError) as exc:
        res.messages.append(f"artifact unreadable: {exc}")
        return d
    res.kernel, res.label = str(doc.get("kernel", "")), str(doc.get("label", ""))
    try:
        ptx_path = resolve_ptx_in_tree(str(doc["ptx"]["path"]), p, root)
    except (KeyError, TypeError) as exc:
        res.messages.append(f"artifact malformed: no ptx.path ({exc!r})")
        return d
    d.key = key = _cache_key(raw, doc, p.parent, ptx_path) if use_cache else None
    if key is not None:
        res.ptx_file = str(ptx_path)  # the key hashed its bytes
        cp = CACHE_DIR / f"{key}.json"
        if cp.exists():
            try:
                c = json.loads(cp.read_text())
                if c["ok"] is True and c.get("key") == key:
                    res.ok, res.messages, res.statuses, res.cached = True, c["messages"], c["statuses"], True
                    d.key = None  # nothing new to store
                    return d
            except (OSError, ValueError, KeyError, TypeError):
                pass
    try:
        _check(p, raw, doc, ptx_path, res, progress, d.expects)
    except FltcError as exc:
        res.messages.append(f"re-derivation failed: {type(exc).__name__}: {exc}")
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        res.messages.append(f"artifact malformed: {exc!r}")
    res.derive_seconds, res.derive_cpu_seconds = time.perf_counter() - t0, time.process_time() - c0
    return d


def _finish(d: _Derived, verdicts: dict[tuple[str, str], str]) -> CheckResult:
    """Put each solver verdict's message where the serial check would have appended it; store a cache entry."""
    res = d.res
    if res.cached:
        res.seconds = time.perf_counter() - d.t0
        return res
    for pos, e in reversed(d.expects):
        m = e.message({s: verdicts[(s, e.sha)] for s in SOLVERS})
        if m is not None:
            res.messages.insert(pos, m)
    res.ok = not res.messages
    res.seconds = res.derive_seconds + sum(res.solver_seconds.values())
    if d.key is not None and res.ok:
        try:
            CACHE_DIR.mkdir(parents=True, exist_ok=True)
            tmp = CACHE_DIR / f"{d.key}.{os.getpid()}.tmp"
            tmp.write_text(json.dumps(dict(res.to_json(), key=d.key)))
            tmp.replace(CACHE_DIR / f"{d.key}.json")
        except OSError:
            pass  # an unwritable cache only costs a re-check next time
    return res


def check_artifact(path: str | Path, *, use_cache: bool = False, root: str | Path | None = None,
                   progress: Callable[[str], None] | None = None) -> CheckResult:
    """Re-check one artifact in this process; CheckResult.ok only if every step passes. Messages name
    what changed.

    `root`: the tree relative PTX paths resolve against (default: the artifact's own tree). A cached
    verdict is used only with `use_cache=True`, from CACHE_DIR (outside the repository)."""
    d = _derive_stage(path, use_cache, root, progress)
    verdicts: dict[tuple[str, str], str] = {}
    for _pos, e in d.expects:
        for s in SOLVERS:
            if (s, e.sha) not in verdicts:
                t1, c1 = time.perf_counter(), time.process_time()
                known = (s, e.sha) in _SOLVED
                verdicts[(s, e.sha)] = _resolve(e.text, s)
                if not known:
                    _charge(d.res, s, time.perf_counter() - t1, time.process_time() - c1)
    return _finish(d, verdicts)


def _read(p: Path, entry: dict, msgs: list[str]) -> bytes | None:
    try:
        return (p.parent / entry["file"]).read_bytes()
    except OSError:
        msgs.append(f"query file {entry['file']} missing")
        return None


def _compare(p: Path, stored: list[dict], derived: list, what: str, msgs: list[str]) -> list[bytes | None]:
    """Stored query files must equal their recorded hash and the re-derived text; returns their bytes."""
    texts: list[bytes | None] = []
    for oq, q in zip(stored, derived, strict=True):
        text = _read(p, oq, msgs)
        texts.append(text)
        if text is None:
            continue
        if hashlib.sha256(text).hexdigest() != oq["sha256"]:
            msgs.append(f"query file {oq['file']} edited: sha256 differs from the artifact")
        if q.sha256 != oq["sha256"]:
            msgs.append(f"{what} {oq['name']}: re-derived SMT-LIB2 differs from the recorded hash (PTX, "
                        f"configuration or verifier changed)")
    return texts


def _check(p: Path, raw: bytes, doc: dict, ptx_path: Path, res: CheckResult, progress,
           expects: list[tuple[int, _Expect]]) -> None:
    from verifier.prover import derive, solve_all

    msgs = res.messages
    if doc.get("format") != FORMAT:
        msgs.append(f"format is {doc.get('format')!r}, expected {FORMAT!r}")
        return
    if serialize(doc) != raw:
        msgs.append("artifact JSON is not in canonical form (bytes edited outside the JSON values)")
    if doc.get("digest") != digest(doc):
        msgs.append("artifact digest mismatch: the JSON content was edited")
    try:
        ptx_bytes = ptx_path.read_bytes()
    except OSError as exc:
        msgs.append(f"PTX file {doc['ptx']['path']} not found in the checked tree (looked at {ptx_path}: {exc}); "
                    f"check the artifacts inside the checkout they were proved in, or pass its root (--root)")
        return
    res.ptx_file = str(ptx_path)
    sha = hashlib.sha256(ptx_bytes).hexdigest()
    if sha != doc["ptx"]["sha256"]:
        msgs.append(f"PTX file {ptx_path} changed: sha256 {sha[:16]}... != recorded "
                    f"{doc['ptx']['sha256'][:16]}...")
        return
    cfg = LaunchConfig.from_json(doc["config"])
    if cfg.key() != doc["config_key"]:
        msgs.append("configuration edited: its key no longer matches config_key")
    # what fltc verify reports an artifact as (and the gate's directory) is these fields: they must be the config's
    for k, want in (("kernel", cfg.kernel), ("entry", cfg.entry), ("label", label_of(cfg))):
        if doc.get(k) != want:
            msgs.append(f"artifact {k} {doc.get(k)!r} is not its configuration's {want!r}")
    if progress:
        progress(f"{res.kernel}/{res.label}: re-deriving queries")
    pc, results = derive(ptx_bytes.decode(), cfg)
    _compare_records(doc, "assumptions", assumptions_of(cfg, pc), msgs)
    _compare_records(doc, "methods", methods_of(pc), msgs)
    stored = {o["id"]: o for o in doc["obligations"]}
    if sorted(stored) != [1, 2, 3, 4, 5, 6, 7]:
        msgs.append(f"obligations listed {sorted(stored)}, expected 1..7")
    for r in results:
        o = stored.get(r.id)
        if o is None:
            continue
        res.statuses[r.name] = o["status"]
        if o["name"] != r.name:
            msgs.append(f"obligation {r.id} renamed to {o['name']!r}")
        prem = list(o.get("premises") or [])
        if len(o["queries"]) != len(r.queries) or len(prem) != len(r.premises):
            msgs.append(f"obligation {r.id} ({r.name}): {len(o['queries'])} queries and {len(prem)} premise "
                        f"queries recorded, {len(r.queries)} and {len(r.premises)} re-derived")
            continue
        texts = _compare(p, o["queries"], r.queries, f"query of obligation {r.id}", msgs)
        for oq, text in zip(o["queries"], texts, strict=True):
            if text is not None and (o["status"] == "proved" or oq.get("result") == "unsat"):
                _expect(text.decode(errors="replace"), "unsat", f"query {oq['file']}", msgs, expects)
        ptexts = _compare(p, prem, r.premises, f"premise query of obligation {r.id}", msgs)
        if o["status"] == "proved":
            for oq, text in zip(prem, ptexts, strict=True):
                if text is None:
                    continue
                if oq.get("expect") != "sat" or oq.get("result") != "sat":
                    msgs.append(f"premise query {oq['file']} recorded as {oq.get('result')!r}: obligation {r.id} "
                                f"({r.name}) cannot be proved on unsatisfiable premises")
                    continue
                try:
                    wtext = with_witness(text.decode(errors="replace"), oq.get("witness") or {})
                except ValueError as exc:
                    msgs.append(f"premise query {oq['file']}: witness rejected: {exc}")
                    continue
                _expect(wtext, "sat", f"premise query {oq['file']} with its witness", msgs, expects,
                        vacuous=f" (obligation {r.id} ({r.name}) would be vacuous)")
        # a status fixed before solving (5 and 7, query-less proofs, unknown/unsupported) must be the recorded one;
        # premises of a proof are judged by solve_all below
        if r.status:
            if r.status != o["status"] and not (r.premises and o["status"] in ("vacuous", "unknown")):
                msgs.append(f"obligation {r.id} ({r.name}) recomputed as {r.status}, artifact says {o['status']}")
    if any(o["status"] != "proved" for o in stored.values()):
        # a non-proved artifact is re-checked too: its recorded verdicts must be reproducible
        solve_all(pc, results)
        for r in results:
            o = stored.get(r.id)
            if o is not None and o["status"] != r.status:
                msgs.append(f"obligation {r.id} ({r.name}) re-solved as {r.status}, artifact says {o['status']}")


def _compare_records(doc: dict, key: str, derived: list, msgs: list[str]) -> None:
    """The artifact's assumptions / methods must be exactly the re-derived ones (none dropped, added, reordered)."""
    stored = doc.get(key)
    if stored == derived:
        return
    if not isinstance(stored, list):
        msgs.append(f"artifact {key} missing or not a list: re-prove it (fltc prove)")
        return
    missing = [x for x in derived if x not in stored]
    extra = [x for x in stored if x not in derived]
    what = "; ".join([f"missing {_brief(x)}" for x in missing[:3]] + [f"not derived {_brief(x)}" for x in extra[:3]])
    msgs.append(f"artifact {key} differ from the re-derived ones ({what or 'order changed'}): the artifact was "
                f"edited or the verifier changed; re-prove it")


def _brief(x: object) -> str:
    s = x.get("name", str(x)) if isinstance(x, dict) else str(x)
    return repr(s[:80])


def _expect(smt2: str, want: str, what: str, msgs: list[str], expects: list[tuple[int, _Expect]],
            vacuous: str = "") -> None:
    """Both solvers must return `want` on `smt2`: recorded now, solved later (in this process or the pool),
    its message (if any) placed here among the others."""
    expects.append((len(msgs), _Expect(smt2, want, what, vacuous, hashlib.sha256(smt2.encode()).hexdigest())))


_SOLVED: dict[tuple[str, str], str] = {}  # (solver, sha256 of an exact query text) -> result, per process


def _resolve(smt2: str, solver: str = "z3") -> str:
    """Re-solve a stored query with one solver; identical texts are solved once per process and solver."""
    key = (solver, hashlib.sha256(smt2.encode()).hexdigest())
    r = _SOLVED.get(key)
    if r is None:
        fn = solve_text if solver == "z3" else solve_text_bitwuzla
        r = _SOLVED[key] = fn(smt2, CHECK_TIMEOUT_MS)
    return r


def find_artifacts(proofs_dir: str | Path = "proofs") -> list[Path]:
    d = Path(proofs_dir)
    if not d.is_absolute() and not d.exists():
        d = REPO_ROOT / d
    if d.is_file():
        return [d]
    return sorted(d.glob("*/*.json")) or sorted(d.glob("*.json"))  # a proofs dir, or one kernel's dir


def check_all(proofs_dir: str | Path = "proofs", *, use_cache: bool = False, root: str | Path | None = None,
              progress: Callable[[str], None] | None = None, jobs: int | None = None) -> list[CheckResult]:
    """Re-check every proofs/<kernel>/<label>.json in `jobs` processes (no cache unless asked)."""
    arts = find_artifacts(proofs_dir)
    out: list[CheckResult] = []
    for _i, r in check_many(arts, use_cache=use_cache, jobs=jobs, root=root):
        if progress:
            progress(f"checked {r.path}")
        out.append(r)
    return out


def _expected_seconds(p: Path) -> float:
    try:
        return float(json.loads(p.read_bytes()).get("seconds", 0.0))
    except (OSError, ValueError, AttributeError, TypeError):
        return 0.0


def _ptx_texts(arts: list[Path], root: str | Path | None) -> list[str]:
    """The distinct PTX texts the artifacts name (unreadable ones left out: their re-check reports them)."""
    paths: dict[Path, None] = {}
    for a in arts:
        try:
            paths[resolve_ptx_in_tree(str(json.loads(a.read_bytes())["ptx"]["path"]), a, root)] = None
        except (OSError, ValueError, KeyError, TypeError):
            continue
    out = []
    for p in paths:
        try:
            out.append(p.read_bytes().decode())
        except (OSError, UnicodeDecodeError):
            continue
    return out


def _derive_worker(path: str, use_cache: bool, root: str | None) -> _Derived:
    return _derive_stage(path, use_cache, root)


def _charge(res: CheckResult, solver: str, wall: float, cpu: float) -> None:
    res.solver_seconds[solver] = res.solver_seconds.get(solver, 0.0) + wall
    res.solver_cpu_seconds[solver] = res.solver_cpu_seconds.get(solver, 0.0) + cpu
    res.texts += solver == SOLVERS[0]


def _solve_worker(items: list[tuple[str, str]]) -> list[tuple[str, float, float]]:
    """(solver, text) -> (verdict, wall seconds, CPU seconds), in a pool process."""
    out = []
    for solver, text in items:
        t0, c0 = time.perf_counter(), time.process_time()
        r = (solve_text if solver == "z3" else solve_text_bitwuzla)(text, CHECK_TIMEOUT_MS)
        out.append((r, time.perf_counter() - t0, time.process_time() - c0))
    return out


BATCH_BYTES = 64 * 1024  # texts smaller than this travel together (one task per ~64 KiB of SMT-LIB2)


def _batches(items: list[tuple[tuple[str, str], str]]) -> list[list[tuple[tuple[str, str], str]]]:
    """Group (key, text) items into tasks: a large text alone, small ones packed up to BATCH_BYTES."""
    out: list[list[tuple[tuple[str, str], str]]] = []
    cur: list[tuple[tuple[str, str], str]] = []
    size = 0
    for it in sorted(items, key=lambda kt: -len(kt[1])):
        if len(it[1]) >= BATCH_BYTES:
            out.append([it])
            continue
        if cur and size + len(it[1]) > BATCH_BYTES:
            out.append(cur)
            cur, size = [], 0
        cur.append(it)
        size += len(it[1])
    if cur:
        out.append(cur)
    return out


class _Pipeline:
    """The pool's bookkeeping: which artifact waits for which (solver, text) verdict, and who pays for it."""

    def __init__(self) -> None:
        self.verdicts: dict[tuple[str, str], str] = {}
        self.owners: dict[tuple[str, str], list[int]] = {}  # submitted, not yet solved -> waiting artifacts
        self.waiting: dict[int, set[tuple[str, str]]] = {}
        self.derived: dict[int, _Derived] = {}
        self.queue: list[tuple[int, int, list[tuple[tuple[str, str], str]]]] = []  # (-bytes, seq, batch)
        self.seq = 0

    def add(self, i: int, d: _Derived) -> bool:
        """Register artifact i's expectations; queue the texts nobody asked for yet. True if i is complete."""
        self.derived[i] = d
        need: set[tuple[str, str]] = set()
        new: dict[tuple[str, str], str] = {}
        for _pos, e in d.expects:
            for s in SOLVERS:
                k = (s, e.sha)
                if k in self.verdicts:
                    continue
                need.add(k)
                if k in self.owners:
                    if i not in self.owners[k]:
                        self.owners[k].append(i)
                elif k not in new:
                    new[k] = e.text
                    self.owners[k] = [i]
        for b in _batches(list(new.items())):
            heapq.heappush(self.queue, (-sum(len(t) for _k, t in b), self.seq, b))
            self.seq += 1
        self.waiting[i] = need
        return not need

    def solved(self, batch: list[tuple[tuple[str, str], str]], out: list[tuple[str, float, float]]) -> list[int]:
        """Record a task's verdicts; the artifacts that are now complete."""
        done = []
        for (k, _text), (verdict, wall, cpu) in zip(batch, out, strict=True):
            self.verdicts[k] = verdict
            owners = self.owners.pop(k)
            _charge(self.derived[owners[0]].res, k[0], wall, cpu)  # the artifact that asked first pays
            for i in owners:
                self.waiting[i].discard(k)
                if not self.waiting[i]:
                    done.append(i)
        return done

    def finish(self, i: int) -> CheckResult:
        self.waiting.pop(i)
        return _finish(self.derived.pop(i), self.verdicts)


def check_many(arts: list[Path], *, use_cache: bool = False, jobs: int | None = None,
               root: str | Path | None = None,
               on_done: Callable[[CheckResult], None] | None = None) -> Iterator[tuple[int, CheckResult]]:
    """Check artifacts in `jobs` worker processes (default os.cpu_count()); yields (index, result) in input
    order, and calls `on_done` as each artifact completes (completion order: progress bars).

    Derivations start longest recorded proof first; each (solver, text) verdict is a task of its own
    (small texts batched), queued largest first and ahead of further derivations, so the workers finish
    together even when one artifact holds most of the work. Verdicts equal check_artifact's."""
    jobs = max(1, jobs if jobs is not None else (os.cpu_count() or 1))
    rs = str(root) if root is not None else None
    if jobs == 1:
        for i, a in enumerate(arts):
            r = check_artifact(a, use_cache=use_cache, root=rs)
            if on_done:
                on_done(r)
            yield i, r
        return
    order = deque(sorted(range(len(arts)), key=lambda i: (-_expected_seconds(arts[i]), i)))
    if not use_cache:
        from verifier.prover import warm_file_caches

        warm_file_caches(_ptx_texts(arts, root), threads=jobs)
    pl = _Pipeline()
    ready: dict[int, CheckResult] = {}
    nxt = 0
    inflight: dict[Future, tuple[str, object]] = {}

    def complete(i: int) -> None:
        r = pl.finish(i)
        r.path = str(arts[i])
        ready[i] = r
        if on_done:
            on_done(r)

    with ProcessPoolExecutor(max_workers=jobs) as ex:
        while order or pl.queue or inflight:
            while len(inflight) <= jobs and (pl.queue or order):  # one queued task per pool beyond the workers
                if pl.queue:
                    _neg, _seq, batch = heapq.heappop(pl.queue)
                    inflight[ex.submit(_solve_worker, [(k[0], t) for k, t in batch])] = ("solve", batch)
                else:
                    i = order.popleft()
                    inflight[ex.submit(_derive_worker, str(arts[i]), use_cache, rs)] = ("derive", i)
            finished, _ = wait(list(inflight), return_when=FIRST_COMPLETED)
            for f in finished:
                kind, what = inflight.pop(f)
                try:
                    out = f.result()
                except Exception as exc:  # noqa: BLE001 - a dead worker (a solver crash) ends the whole run
                    raise ArtifactCheckError(f"a re-check worker process failed ({type(exc).__name__}: {exc}); "
                                             f"re-run with -j 1 to see which artifact and query") from exc
                if kind == "derive":
                    if pl.add(what, out):  # type: ignore[arg-type]
                        complete(what)  # type: ignore[arg-type]
                else:
                    for i in pl.solved(what, out):  # type: ignore[arg-type]
                        complete(i)
            while nxt in ready:
                yield nxt, ready.pop(nxt)
                nxt += 1
