"""Independent re-check of "fltc-proof/1" artifacts: trust nothing stored.

Why each step: the PTX file must hash to the recorded sha256 (the proof is about *that*
text); the JSON must be byte-identical to its canonical serialisation and carry a valid
digest (any edit shows); every query is re-derived from the PTX and configuration and must
match the stored file and the recorded hash byte for byte (the stored query is the one the
claim is about); each stored query is re-solved and must still be unsat where the artifact
says proved; obligations 5 and 7 (ptxas, ABI) are recomputed. A cache keyed by the content
hashes of all inputs and of the verifier's own source makes a second run fast.
"""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import z3

from fltc.errors import FltcError
from verifier.artifact import FORMAT, REPO_ROOT, digest, resolve_ptx, serialize
from verifier.config import LaunchConfig
from verifier.obligations.common import solve_text

CACHE_DIR = REPO_ROOT / ".fltc-cache" / "check"


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

    def to_json(self) -> dict:
        return {"path": self.path, "ok": self.ok, "kernel": self.kernel, "label": self.label,
                "messages": self.messages, "statuses": self.statuses, "seconds": round(self.seconds, 3),
                "cached": self.cached}


def _verifier_digest() -> str:
    h = hashlib.sha256()
    base = Path(__file__).resolve().parent
    for p in sorted(base.rglob("*.py")):
        h.update(str(p.relative_to(base)).encode())
        h.update(p.read_bytes())
    h.update(z3.get_version_string().encode())
    return h.hexdigest()


_VDIGEST: str | None = None


def _cache_key(art_bytes: bytes, doc: dict, art_dir: Path) -> str | None:
    global _VDIGEST
    if _VDIGEST is None:
        _VDIGEST = _verifier_digest()
    h = hashlib.sha256(_VDIGEST.encode())
    h.update(art_bytes)
    try:
        h.update(resolve_ptx(doc["ptx"]["path"]).read_bytes())
        for o in doc["obligations"]:
            for q in o["queries"]:
                h.update((art_dir / q["file"]).read_bytes())
    except (OSError, KeyError, TypeError):
        return None
    return h.hexdigest()


def check_artifact(path: str | Path, *, use_cache: bool = True,
                   progress: Callable[[str], None] | None = None) -> CheckResult:
    """Re-check one artifact; CheckResult.ok only if every step passes. Messages name what changed."""
    t0 = time.perf_counter()
    p = Path(path)
    res = CheckResult(str(p), False)
    try:
        raw = p.read_bytes()
        doc = json.loads(raw)
    except (OSError, ValueError) as exc:
        res.messages.append(f"artifact unreadable: {exc}")
        return res
    res.kernel, res.label = str(doc.get("kernel", "")), str(doc.get("label", ""))
    key = _cache_key(raw, doc, p.parent) if use_cache else None
    if key is not None:
        cp = CACHE_DIR / f"{key}.json"
        if cp.exists():
            try:
                c = json.loads(cp.read_text())
                res.ok, res.messages, res.statuses, res.cached = c["ok"], c["messages"], c["statuses"], True
                res.seconds = time.perf_counter() - t0
                return res
            except (OSError, ValueError, KeyError):
                pass
    try:
        _check(p, raw, doc, res, progress)
    except FltcError as exc:
        res.messages.append(f"re-derivation failed: {type(exc).__name__}: {exc}")
    except (KeyError, TypeError, ValueError) as exc:
        res.messages.append(f"artifact malformed: {exc!r}")
    res.ok = not res.messages
    res.seconds = time.perf_counter() - t0
    if key is not None and res.ok:
        CACHE_DIR.mkdir(parents=True, exist_ok=True)
        gi = CACHE_DIR.parent / ".gitignore"
        if not gi.exists():
            gi.write_text("*\n")
        (CACHE_DIR / f"{key}.json").write_text(json.dumps(res.to_json()))
    return res


def _check(p: Path, raw: bytes, doc: dict, res: CheckResult, progress) -> None:
    from verifier.prover import derive, solve_all

    msgs = res.messages
    if doc.get("format") != FORMAT:
        msgs.append(f"format is {doc.get('format')!r}, expected {FORMAT!r}")
        return
    if serialize(doc) != raw:
        msgs.append("artifact JSON is not in canonical form (bytes edited outside the JSON values)")
    if doc.get("digest") != digest(doc):
        msgs.append("artifact digest mismatch: the JSON content was edited")
    ptx_path = resolve_ptx(doc["ptx"]["path"])
    try:
        ptx_bytes = ptx_path.read_bytes()
    except OSError as exc:
        msgs.append(f"PTX file {doc['ptx']['path']} unreadable: {exc}")
        return
    sha = hashlib.sha256(ptx_bytes).hexdigest()
    if sha != doc["ptx"]["sha256"]:
        msgs.append(f"PTX file {doc['ptx']['path']} changed: sha256 {sha[:16]}... != recorded "
                    f"{doc['ptx']['sha256'][:16]}...")
        return
    cfg = LaunchConfig.from_json(doc["config"])
    if cfg.key() != doc["config_key"]:
        msgs.append("configuration edited: its key no longer matches config_key")
    if progress:
        progress(f"{res.kernel}/{res.label}: re-deriving queries")
    pc, results = derive(ptx_bytes.decode(), cfg)
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
        if len(o["queries"]) != len(r.queries):
            msgs.append(f"obligation {r.id} ({r.name}): {len(o['queries'])} queries recorded, "
                        f"{len(r.queries)} re-derived")
            continue
        for oq, q in zip(o["queries"], r.queries, strict=True):
            f = p.parent / oq["file"]
            try:
                text = f.read_bytes()
            except OSError:
                msgs.append(f"query file {oq['file']} missing")
                continue
            fsha = hashlib.sha256(text).hexdigest()
            if fsha != oq["sha256"]:
                msgs.append(f"query file {oq['file']} edited: sha256 differs from the artifact")
            if q.sha256 != oq["sha256"]:
                msgs.append(f"query {oq['name']} of obligation {r.id}: re-derived SMT-LIB2 differs from the "
                            f"recorded hash (PTX, configuration or verifier changed)")
            if o["status"] == "proved" or oq.get("result") == "unsat":
                r2 = _resolve(text.decode(errors="replace"))
                if r2 != "unsat":
                    msgs.append(f"query {oq['file']} re-solved as {r2}, artifact claims unsat")
        if r.id in (5, 7) or not r.queries:
            if r.status and r.status != o["status"]:
                msgs.append(f"obligation {r.id} ({r.name}) recomputed as {r.status}, artifact says {o['status']}")
    if any(o["status"] != "proved" for o in stored.values()):
        # a non-proved artifact is re-checked too: its recorded verdicts must be reproducible
        solve_all(pc, results)
        for r in results:
            o = stored.get(r.id)
            if o is not None and o["status"] != r.status:
                msgs.append(f"obligation {r.id} ({r.name}) re-solved as {r.status}, artifact says {o['status']}")


_SOLVED: dict[str, str] = {}  # sha256 of an exact query text -> its result, within one process


def _resolve(smt2: str) -> str:
    """Re-solve a stored query; identical texts (same sha256) are solved once per process."""
    key = hashlib.sha256(smt2.encode()).hexdigest()
    r = _SOLVED.get(key)
    if r is None:
        r = _SOLVED[key] = solve_text(smt2, 300_000)
    return r


def find_artifacts(proofs_dir: str | Path = "proofs") -> list[Path]:
    d = Path(proofs_dir)
    if not d.is_absolute() and not d.exists():
        d = REPO_ROOT / d
    if d.is_file():
        return [d]
    return sorted(x for x in d.glob("*/*.json"))


def check_all(proofs_dir: str | Path = "proofs", *, use_cache: bool = True,
              progress: Callable[[str], None] | None = None, jobs: int | None = None) -> list[CheckResult]:
    """Re-check every proofs/<kernel>/<label>.json (cached by content hashes), `jobs` processes."""
    arts = find_artifacts(proofs_dir)
    out: list[CheckResult] = []
    for _i, r in check_many(arts, use_cache=use_cache, jobs=jobs):
        if progress:
            progress(f"checked {r.path}")
        out.append(r)
    return out


def _expected_seconds(p: Path) -> float:
    try:
        return float(json.loads(p.read_bytes()).get("seconds", 0.0))
    except (OSError, ValueError, AttributeError, TypeError):
        return 0.0


def _check_worker(path: str, use_cache: bool) -> CheckResult:
    return check_artifact(path, use_cache=use_cache)


def check_many(arts: list[Path], *, use_cache: bool = True,
               jobs: int | None = None) -> Iterator[tuple[int, CheckResult]]:
    """Check artifacts in `jobs` worker processes (default os.cpu_count()); yields (index, result)
    in input order. Longest recorded proofs are started first so the workers finish together."""
    jobs = max(1, jobs if jobs is not None else (os.cpu_count() or 1))
    if jobs == 1 or len(arts) <= 1:
        for i, a in enumerate(arts):
            yield i, check_artifact(a, use_cache=use_cache)
        return
    order = sorted(range(len(arts)), key=lambda i: (-_expected_seconds(arts[i]), i))
    with ProcessPoolExecutor(max_workers=jobs) as ex:
        futs = {i: ex.submit(_check_worker, str(arts[i]), use_cache) for i in order}
        for i in range(len(arts)):
            r = futs[i].result()
            r.path = str(arts[i])
            yield i, r
