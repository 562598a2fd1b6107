"""Evidence gathering for `fltc report`, `fltc checklist` and the CI launch gate.

One place turns the repository's raw material into the obligation matrix:

* proof artifacts ``proofs/<kernel>/<label>.json`` (format ``fltc-proof/1``), each
  re-checked in this run by ``verifier.check.check_artifact`` -- the JSON's own
  ``status`` fields are claims, and a claim of "proved" survives only when the
  re-check accepts the artifact *and* the artifact is bound to the PTX file as it
  is now (sha256) and to its own configuration (``config_key``);
* the backend registry ``backend.kernels.registry.launch_configs()`` -- every
  configuration the backend may launch, each of which needs a proved artifact;
* committed device results ``benchmarks/results/*.json`` -- the only source of
  obligation 8 (numerics), which is "tested", never "proved".

Everything here is read-only and deterministic for the same inputs (no clocks
leak into :class:`Evidence` except the re-check timings, which renderers that
must be reproducible leave out).
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from fltc.errors import ArtifactCheckError

PROOF_FORMAT = "fltc-proof/1"

#: Obligation ids and names, numbered as in the contract's "Parallel Safety" list.
OBLIGATIONS: tuple[tuple[int, str], ...] = (
    (1, "coverage"),
    (2, "single_writer"),
    (3, "bounds_alignment"),
    (4, "barrier_uniformity"),
    (5, "resources"),
    (6, "power_state"),
    (7, "abi"),
    (8, "numerics"),
)
PROVABLE_IDS: tuple[int, ...] = tuple(i for i, _ in OBLIGATIONS if i != 8)
OBLIGATION_NAMES: dict[int, str] = dict(OBLIGATIONS)


class Status(StrEnum):
    """State of one (configuration, obligation) cell. Ordered from best to worst evidence."""

    PROVED = "proved"  # re-checked Z3 artifact bound to the current PTX and config (1-7 only)
    TESTED = "tested"  # device results within the spec's bound (8 only)
    FAILED = "failed"  # the verifier found a witness, the re-check rejected it, or a bound was exceeded
    UNSUPPORTED = "unsupported"  # the verifier met something it does not model (with a reason)
    UNKNOWN = "unknown"  # solver gave up, or the claim could not be re-checked in this run
    VACUOUS = "vacuous"  # the premises are unsatisfiable: the "proof" says nothing (a failure)
    NOT_ATTEMPTED = "not attempted"  # no artifact / no device result for this cell


# --------------------------------------------------------------------------- data
@dataclass(frozen=True)
class Recheck:
    """Outcome of re-checking one artifact in this run."""

    ok: bool
    message: str
    seconds: float = 0.0
    checked: bool = True  # False: no checker was available, nothing was re-checked
    cached: bool = False  # True: the verdict was read from the checker's cache, not re-derived now


@dataclass(frozen=True)
class ObligationClaim:
    """What an artifact says about one obligation (a claim, until re-checked)."""

    id: int
    name: str
    status: str
    method: str
    seconds: float | None
    detail: str
    witness: str | None  # canonical JSON of the witness, or None
    queries: int


@dataclass(frozen=True)
class AssumptionInfo:
    name: str
    kind: str
    reason: str
    extra: str  # remaining fields as canonical JSON ("" when none)


@dataclass(frozen=True)
class ArtifactInfo:
    """One artifact file as read, plus its re-check outcome. ``path`` is root-relative."""

    path: str
    kernel: str
    entry: str
    label: str
    config_key: str
    ptx_path: str
    ptx_sha256: str
    assumptions: tuple[AssumptionInfo, ...]
    claims: tuple[ObligationClaim, ...]
    solver: tuple[tuple[str, str], ...]
    toolchain: tuple[tuple[str, str], ...]
    created_utc: str
    seconds: float | None
    recheck: Recheck
    binding_errors: tuple[str, ...]  # independent cheap checks: PTX hash now, config_key vs config
    load_error: str | None = None

    @property
    def trusted(self) -> bool:
        """True when the claims in this artifact may be reported as they stand."""
        return self.load_error is None and self.recheck.checked and self.recheck.ok and not self.binding_errors

    def claim(self, oid: int) -> ObligationClaim | None:
        for c in self.claims:
            if c.id == oid:
                return c
        return None


@dataclass(frozen=True)
class RegistryConfig:
    """One configuration the backend may launch (from the kernel registry)."""

    kernel: str
    label: str
    config_key: str
    ptx_path: str  # root-relative when possible
    ptx_sha256: str


@dataclass(frozen=True)
class NumericResult:
    """One committed device measurement (obligation 8 evidence)."""

    kernel: str
    label: str
    operator: str
    inputs: str
    ratio: float | None  # worst observed |error| / bound
    passed: bool
    source: str  # results file, root-relative
    command: str
    device: str
    created_utc: str
    max_err: float | None = None
    bound: float | None = None
    samples: tuple[tuple[float, float], ...] = ()  # (error, bound) pairs, when the file has them
    ptx_sha256: str = ""  # the PTX the device ran (sha256 of its file); "" in results older than the field

    @property
    def within_bound(self) -> bool:
        return self.passed and self.ratio is not None and math.isfinite(self.ratio) and self.ratio <= 1.0


@dataclass(frozen=True)
class ResultFile:
    path: str
    command: str
    device: str
    kind: str
    created_utc: str
    entries: int
    error: str | None = None


@dataclass(frozen=True)
class Cell:
    """One (configuration, obligation) cell of the matrix, after re-checking."""

    id: int
    name: str
    status: Status
    reason: str  # why this status (always non-empty)
    claimed: str | None = None  # the artifact's own status, for comparison
    method: str = ""
    seconds: float | None = None
    witness: str | None = None
    evidence: tuple[NumericResult, ...] = ()  # obligation 8 only


@dataclass(frozen=True)
class Row:
    """One configuration: registry entry and/or artifact, with its eight cells."""

    kernel: str
    label: str
    config_key: str
    in_registry: bool
    artifact: ArtifactInfo | None
    cells: tuple[Cell, ...]
    notes: tuple[str, ...] = ()

    @property
    def fully_proved(self) -> bool:
        """Obligations 1-7 all proved by a re-checked artifact."""
        return all(c.status is Status.PROVED for c in self.cells if c.id in PROVABLE_IDS)

    def cell(self, oid: int) -> Cell:
        return next(c for c in self.cells if c.id == oid)


@dataclass(frozen=True)
class Evidence:
    """Everything the report and the checklist render; built by :func:`gather`."""

    root: str
    rows: tuple[Row, ...]
    artifacts: tuple[ArtifactInfo, ...]
    numerics: tuple[NumericResult, ...]
    result_files: tuple[ResultFile, ...]
    checker: str  # what re-checked the artifacts (or why nothing did)
    registry_error: str | None
    registry_count: int
    problems: tuple[str, ...] = field(default=())  # unreadable files etc.

    def registry_rows(self) -> tuple[Row, ...]:
        return tuple(r for r in self.rows if r.in_registry)

    def unproved(self) -> tuple[str, ...]:
        """Plain sentences: every configuration/obligation that is not proved (8: not tested)."""
        out: list[str] = []
        if self.registry_error:
            out.append(f"the backend registry could not be read: {self.registry_error}")
        for r in self.rows:
            where = f"{r.kernel} [{r.label or r.config_key[:12]}]"
            if r.in_registry and r.artifact is None:
                out.append(f"{where}: registry configuration with no artifact (run `fltc prove {r.kernel}`)")
                continue
            if not r.in_registry:
                # not launched by the backend: list it, but it does not block anything
                if not r.fully_proved:
                    out.append(f"{where}: artifact for a configuration not in the registry, not fully proved")
                continue
            for c in r.cells:
                if c.id in PROVABLE_IDS and c.status is not Status.PROVED:
                    out.append(f"{where}: obligation {c.id} ({c.name}) is {c.status.value}: {c.reason}")
                if c.id == 8 and c.status is not Status.TESTED:
                    out.append(f"{where}: obligation 8 (numerics) is {c.status.value}: {c.reason}")
        return tuple(out)


# --------------------------------------------------------------------------- checker
Checker = Callable[[Path], Recheck]


def verifier_checker(use_cache: bool = False) -> tuple[Checker | None, str]:
    """The real re-checker (``verifier.check.check_artifact``), or None and the reason it is missing.

    `use_cache=True` lets the checker answer from its content-keyed cache; such verdicts carry
    ``Recheck.cached`` so the report can say "from cache" instead of "re-checked now"."""
    try:
        from verifier.check import check_artifact  # type: ignore[import-not-found]
    except Exception as exc:  # ImportError, or the module failing to import
        return None, f"verifier.check is not available ({type(exc).__name__}: {exc})"

    def run(path: Path) -> Recheck:
        t0 = time.perf_counter()
        try:
            res = check_artifact(str(path), use_cache=use_cache)
        except Exception as exc:  # a checker that raises has rejected the artifact
            return Recheck(False, f"{type(exc).__name__}: {exc}", time.perf_counter() - t0)
        return Recheck(result_ok(res), result_message(res), time.perf_counter() - t0,
                       cached=getattr(res, "cached", False) is True)

    return run, "verifier.check.check_artifact" + (" (cached verdicts allowed)" if use_cache else "")


def result_ok(res: Any) -> bool:
    """Interpret a CheckResult conservatively: only an explicit success counts."""
    for attr in ("ok", "passed", "valid"):
        v = getattr(res, attr, None)
        if isinstance(v, bool):
            return v
    status = getattr(res, "status", None)
    status = getattr(status, "value", status)
    return isinstance(status, str) and status.lower() in ("ok", "passed", "checked")


def result_message(res: Any) -> str:
    for attr in ("message", "messages", "reason", "detail", "errors", "problems"):
        v = getattr(res, attr, None)
        if v:
            if isinstance(v, list | tuple):
                return "; ".join(str(x) for x in v)
            return str(v)
    return "re-checked OK" if result_ok(res) else "re-check failed"


# --------------------------------------------------------------------------- helpers
def sha256_file(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _canon(v: Any) -> str:
    return json.dumps(v, sort_keys=True, separators=(",", ":"), default=str)


def _rel(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def _float(v: Any) -> float | None:
    if isinstance(v, bool) or v is None:
        return None
    try:
        f = float(v)
    except (TypeError, ValueError):
        return None
    return f


def _str_pairs(d: Any) -> tuple[tuple[str, str], ...]:
    if not isinstance(d, dict):
        return ()
    return tuple(sorted((str(k), v if isinstance(v, str) else _canon(v)) for k, v in d.items()))


# --------------------------------------------------------------------------- artifacts
def artifact_paths(proofs_dir: Path) -> list[Path]:
    """``proofs/<kernel>/<label>.json``, sorted; query files live one level deeper and are skipped."""
    if not proofs_dir.is_dir():
        return []
    return sorted(p for p in proofs_dir.glob("*/*.json") if p.is_file())


def read_artifact(path: Path, root: Path, checker: Checker | None, checker_note: str) -> ArtifactInfo:
    """Read one artifact, re-check it with `checker`, and run the cheap binding checks."""
    rel = _rel(path, root)
    try:
        d = json.loads(path.read_text())
        if not isinstance(d, dict):
            raise ValueError("top level is not an object")
    except (OSError, ValueError) as exc:
        return _broken(rel, path, f"unreadable artifact: {exc}")
    if d.get("format") != PROOF_FORMAT:
        return _broken(rel, path, f"format is {d.get('format')!r}, expected {PROOF_FORMAT!r}")

    ptx = d.get("ptx") if isinstance(d.get("ptx"), dict) else {}
    claims: list[ObligationClaim] = []
    for o in d.get("obligations") or []:
        if not isinstance(o, dict):
            continue
        try:
            oid = int(o.get("id"))
        except (TypeError, ValueError):
            continue
        w = o.get("witness")
        claims.append(ObligationClaim(
            id=oid, name=str(o.get("name", OBLIGATION_NAMES.get(oid, "?"))), status=str(o.get("status", "")),
            method=str(o.get("method", "")), seconds=_float(o.get("seconds")), detail=str(o.get("detail", "")),
            witness=None if w is None else _canon(w), queries=len(o.get("queries") or [])))
    assumptions = []
    for a in d.get("assumptions") or []:
        if isinstance(a, dict):
            extra = {k: v for k, v in a.items() if k not in ("name", "kind", "reason")}
            assumptions.append(AssumptionInfo(str(a.get("name", "")), str(a.get("kind", "")),
                                              str(a.get("reason", "")), _canon(extra) if extra else ""))
    solver = d.get("solver") if isinstance(d.get("solver"), dict) else {}

    binding: list[str] = []
    ptx_rel = str(ptx.get("path", ""))
    ptx_file = (root / ptx_rel) if ptx_rel else None
    if ptx_file is None or not ptx_file.is_file():
        binding.append(f"PTX file {ptx_rel!r} named by the artifact does not exist")
    elif sha256_file(ptx_file) != ptx.get("sha256"):
        binding.append(f"PTX {ptx_rel} changed since it was proved (sha256 differs); re-run `fltc prove`")
    key_err = _config_key_error(d)
    if key_err:
        binding.append(key_err)

    if checker is None:
        recheck = Recheck(False, f"not re-checked: {checker_note}", 0.0, checked=False)
    else:
        recheck = checker(path)

    return ArtifactInfo(
        path=rel, kernel=str(d.get("kernel", "")), entry=str(d.get("entry", "")), label=str(d.get("label", "")),
        config_key=str(d.get("config_key", "")), ptx_path=ptx_rel, ptx_sha256=str(ptx.get("sha256", "")),
        assumptions=tuple(assumptions), claims=tuple(sorted(claims, key=lambda c: c.id)),
        solver=_str_pairs(solver), toolchain=_str_pairs(d.get("toolchain")),
        created_utc=str(d.get("created_utc", "")), seconds=_float(d.get("seconds")),
        recheck=recheck, binding_errors=tuple(binding))


def _broken(rel: str, path: Path, why: str) -> ArtifactInfo:
    kernel = path.parent.name
    return ArtifactInfo(path=rel, kernel=kernel, entry="", label=path.stem, config_key="", ptx_path="",
                        ptx_sha256="", assumptions=(), claims=(), solver=(), toolchain=(), created_utc="",
                        seconds=None, recheck=Recheck(False, why, 0.0), binding_errors=(why,), load_error=why)


def _config_key_error(d: dict[str, Any]) -> str | None:
    """The artifact's config_key must be the key of the configuration it embeds."""
    try:
        from verifier.config import LaunchConfig

        key = LaunchConfig.from_json(d["config"]).key()
    except Exception as exc:
        return f"embedded configuration does not parse: {type(exc).__name__}: {exc}"
    if key != d.get("config_key"):
        return "config_key does not match the embedded configuration"
    return None


# --------------------------------------------------------------------------- registry
RegistryProvider = Callable[[], Sequence[RegistryConfig]]


def registry_configs(root: Path) -> list[RegistryConfig]:
    """Every launchable configuration from ``backend.kernels.registry`` (raises if unavailable)."""
    from backend.kernels.registry import REGISTRY, launch_configs  # type: ignore[import-not-found]

    out: list[RegistryConfig] = []
    shas: dict[str, tuple[str, str]] = {}
    for cfg in launch_configs():
        desc = REGISTRY[cfg.kernel]
        if cfg.kernel not in shas:
            p = Path(desc.ptx_path)
            shas[cfg.kernel] = (_rel(p, root), sha256_file(p) if p.is_file() else "")
        rel, sha = shas[cfg.kernel]
        out.append(RegistryConfig(cfg.kernel, cfg.label, cfg.key(), rel, sha))
    return out


# --------------------------------------------------------------------------- device results
def read_results(results_dir: Path, root: Path) -> tuple[list[ResultFile], list[NumericResult], list[str]]:
    """All committed device results; for each (kernel, label, operator) the latest file wins."""
    files: list[ResultFile] = []
    problems: list[str] = []
    parsed: list[tuple[tuple[str, str], ResultFile, list[dict[str, Any]]]] = []
    paths = sorted(results_dir.glob("*.json")) if results_dir.is_dir() else []
    for p in paths:
        rel = _rel(p, root)
        try:
            d = json.loads(p.read_text())
            if not isinstance(d, dict) or not isinstance(d.get("results"), list):
                raise ValueError("expected an object with a 'results' list")
        except (OSError, ValueError) as exc:
            problems.append(f"{rel}: unreadable device results ({exc})")
            files.append(ResultFile(rel, "", "", "", "", 0, str(exc)))
            continue
        rf = ResultFile(rel, str(d.get("command", "")), str(d.get("device", "")), str(d.get("kind", "")),
                        str(d.get("created_utc", "")), len(d["results"]))
        if not rf.command:
            problems.append(f"{rel}: device results without the command that produced them")
        files.append(rf)
        parsed.append(((rf.created_utc, rel), rf, [e for e in d["results"] if isinstance(e, dict)]))
    latest: dict[tuple[str, str, str], NumericResult] = {}
    for _, rf, entries in sorted(parsed, key=lambda t: t[0]):
        for e in entries:
            nr = _numeric(e, rf)
            if nr is not None:
                latest[(nr.kernel, nr.label, nr.operator)] = nr
    return files, [latest[k] for k in sorted(latest)], problems


def _numeric(e: dict[str, Any], rf: ResultFile) -> NumericResult | None:
    if "max_err_over_bound" not in e and "passed" not in e:
        return None  # a pure timing row (benchmarks): not numerics evidence
    samples: list[tuple[float, float]] = []
    for s in e.get("samples") or []:
        pair = (s.get("err"), s.get("bound")) if isinstance(s, dict) else (s if isinstance(s, list | tuple) else ())
        if len(pair) == 2 and _float(pair[0]) is not None and _float(pair[1]) is not None:
            samples.append((float(pair[0]), float(pair[1])))
    max_err = next((_float(e[k]) for k in ("max_err", "max_abs_err", "err") if k in e), None)
    bound = next((_float(e[k]) for k in ("bound", "bound_at_max", "max_bound") if k in e), None)
    return NumericResult(
        kernel=str(e.get("kernel", "")), label=str(e.get("label", "")),
        operator=str(e.get("operator") or e.get("kernel") or "?"), inputs=str(e.get("inputs", "")),
        ratio=_float(e.get("max_err_over_bound")), passed=bool(e.get("passed") is True),
        source=rf.path, command=rf.command, device=rf.device, created_utc=rf.created_utc,
        max_err=max_err, bound=bound, samples=tuple(samples), ptx_sha256=str(e.get("ptx_sha256") or ""))


# --------------------------------------------------------------------------- matrix
def _proof_cells(art: ArtifactInfo | None, reg: RegistryConfig | None) -> list[Cell]:
    cells: list[Cell] = []
    for oid in PROVABLE_IDS:
        name = OBLIGATION_NAMES[oid]
        if art is None:
            cells.append(Cell(oid, name, Status.NOT_ATTEMPTED, "no artifact for this configuration"))
            continue
        claim = art.claim(oid)
        if art.load_error:
            cells.append(Cell(oid, name, Status.FAILED, art.load_error))
            continue
        if claim is None:
            cells.append(Cell(oid, name, Status.NOT_ATTEMPTED, "the artifact has no entry for this obligation"))
            continue
        common = dict(claimed=claim.status, method=claim.method, seconds=claim.seconds, witness=claim.witness)
        problems = list(art.binding_errors)
        if reg is not None and reg.ptx_sha256 and art.ptx_sha256 != reg.ptx_sha256:
            problems.append("artifact is bound to a different PTX than the registry's kernel file")
        if art.recheck.checked and not art.recheck.ok:
            problems.insert(0, f"re-check failed: {art.recheck.message}")
        if claim.status == "proved":
            if problems:
                cells.append(Cell(oid, name, Status.FAILED, "; ".join(problems), **common))
            elif not art.recheck.checked:
                cells.append(Cell(oid, name, Status.UNKNOWN, f"claimed proved, {art.recheck.message}", **common))
            else:
                how = ("verdict from the re-check cache (same artifact, PTX, queries and verifier), "
                       "not re-derived in this run" if art.recheck.cached else "re-checked in this run")
                cells.append(Cell(oid, name, Status.PROVED, f"{how} ({claim.method})", **common))
        elif claim.status in ("failed", "unsupported", "unknown", "vacuous"):
            reason = claim.detail or f"the verifier reported {claim.status}"
            if problems:
                reason += f" [{'; '.join(problems)}]"
            cells.append(Cell(oid, name, Status(claim.status), reason, **common))
        else:
            # a status this code does not know is never read as success
            cells.append(Cell(oid, name, Status.FAILED,
                              f"the artifact claims status {claim.status!r}, which fltc.evidence does not "
                              "recognise: counted as a failure", **common))
    return cells


_RANGE_TOKEN = re.compile(r"([a-z]+)(\d+)-(\d+)")
_VALUE_TOKEN = re.compile(r"([a-z]+)(\d+)")


def family_member_label(family_label: str, label: str) -> bool:
    """Whether `label` names a member of the family labelled `family_label`: the registry labels a family by
    writing its symbol's range lo-hi where a member writes its value (m128-512_n640_k1024 holds
    m512_n640_k1024); every other token must be equal. False for a label without a range token."""
    fam, mem = family_label.split("_"), label.split("_")
    if len(fam) != len(mem):
        return False
    ranged = False
    for f, m in zip(fam, mem, strict=True):
        if f == m:
            continue
        fr, mv = _RANGE_TOKEN.fullmatch(f), _VALUE_TOKEN.fullmatch(m)
        if fr is None or mv is None or fr[1] != mv[1] or not int(fr[2]) <= int(mv[2]) <= int(fr[3]):
            return False
        ranged = True
    return ranged


def _numerics_cell(results: Sequence[NumericResult], members: Sequence[str] = (), ptx_sha256: str = "") -> Cell:
    """Obligation 8 from device results: those of the configuration's own label, and for a family those of its
    members (named in the reason: a member's inputs test that member, not every size of the family). A result
    that names the PTX it ran counts only for that PTX (ptx_sha256, the current file's): one of another build
    tested other code. Results older than that field count, and the reason says how many cannot name their
    build."""
    name = OBLIGATION_NAMES[8]
    def of_other_build(r: NumericResult) -> bool:
        return bool(ptx_sha256 and r.ptx_sha256 and r.ptx_sha256 != ptx_sha256)

    other = [r for r in results if of_other_build(r)]
    results = [r for r in results if not of_other_build(r)]
    if not results:
        if other:
            return Cell(8, name, Status.NOT_ATTEMPTED,
                        f"{len(other)} device result(s) of another build of this PTX (sha256 "
                        f"{other[0].ptx_sha256[:12]}..., now {ptx_sha256[:12]}...: {other[0].source}); none of "
                        f"the current one: run the device tests again", evidence=tuple(other))
        return Cell(8, name, Status.NOT_ATTEMPTED, "no committed device result for this configuration")
    of = f"; family members tested: {', '.join(sorted(members))}" if members else ""
    legacy = sum(not r.ptx_sha256 for r in results)
    if legacy:
        of += f"; {legacy} of them recorded before results named the PTX they ran (build not verified)"
    if other:
        of += f"; {len(other)} result(s) of another build not counted"
    worst = max(results, key=lambda r: (r.ratio is None, r.ratio if r.ratio is not None else 0.0))
    bad = [r for r in results if not r.within_bound]
    where = f"{worst.source} on {worst.device or 'unknown device'}"
    if bad:
        b = bad[0]
        why = "marked failed" if not b.passed else (
            "no error/bound ratio" if b.ratio is None else f"error/bound = {b.ratio:.3g} > 1")
        return Cell(8, name, Status.FAILED, f"{b.operator} on {b.inputs or '?'}: {why} ({b.source})",
                    evidence=tuple(results))
    return Cell(8, name, Status.TESTED,
                f"worst error/bound = {worst.ratio:.3g} over {len(results)} test(s), inputs: "
                f"{'; '.join(sorted({r.inputs for r in results if r.inputs})) or '?'} ({where}){of}",
                evidence=tuple(results))


def build_rows(artifacts: Sequence[ArtifactInfo], registry: Sequence[RegistryConfig],
               numerics: Sequence[NumericResult]) -> list[Row]:
    """Join registry configurations, artifacts and device results into matrix rows (sorted)."""
    by_key: dict[tuple[str, str], list[ArtifactInfo]] = {}
    for a in artifacts:
        by_key.setdefault((a.kernel, a.config_key), []).append(a)
    num_by: dict[tuple[str, str], list[NumericResult]] = {}
    for n in numerics:
        num_by.setdefault((n.kernel, n.label), []).append(n)

    rows: list[Row] = []
    used: set[str] = set()
    for reg in registry:
        cands = by_key.get((reg.kernel, reg.config_key), [])
        art = _best(cands)
        notes: list[str] = []
        if len(cands) > 1:
            notes.append("several artifacts share this configuration: " + ", ".join(a.path for a in cands))
        if art is None:
            stale = [a.path for a in artifacts if a.kernel == reg.kernel and a.label == reg.label]
            if stale:
                notes.append("artifact(s) with this label prove a different configuration: " + ", ".join(stale))
        used.update(a.path for a in cands)
        own = num_by.get((reg.kernel, reg.label), [])
        members = sorted({lbl for (k, lbl) in num_by if k == reg.kernel and family_member_label(reg.label, lbl)})
        member_results = [n for lbl in members for n in num_by[(reg.kernel, lbl)]]
        cells = _proof_cells(art, reg) + [_numerics_cell([*own, *member_results], members, reg.ptx_sha256)]
        rows.append(Row(reg.kernel, reg.label, reg.config_key, True, art, tuple(cells), tuple(notes)))
    for a in artifacts:
        if a.path in used:
            continue
        cells = _proof_cells(a, None) + [_numerics_cell(num_by.get((a.kernel, a.label), []), (), a.ptx_sha256)]
        note = "not a configuration the backend registry launches" if registry else "registry unavailable"
        if a.load_error:
            note = a.load_error
        rows.append(Row(a.kernel, a.label, a.config_key, False, a, tuple(cells), (note,)))
    rows.sort(key=lambda r: (r.kernel, r.label, r.config_key, r.artifact.path if r.artifact else ""))
    return rows


def _best(cands: Sequence[ArtifactInfo]) -> ArtifactInfo | None:
    if not cands:
        return None
    return sorted(cands, key=lambda a: (not a.trusted, a.path))[0]


def gather(root: Path | str = ".", *, proofs_dir: Path | str | None = None, results_dir: Path | str | None = None,
           checker: Checker | None | str = "default", registry: RegistryProvider | None = None,
           use_cache: bool = False) -> Evidence:
    """Read, re-check and join everything. `checker="default"` uses verifier.check when present.

    `use_cache` (default checker only) allows cached verdicts; each is marked ``Recheck.cached``."""
    root = Path(root)
    pdir = Path(proofs_dir) if proofs_dir is not None else root / "proofs"
    rdir = Path(results_dir) if results_dir is not None else root / "benchmarks" / "results"
    if checker == "default":
        chk, note = verifier_checker(use_cache=use_cache)
        if chk is None:  # without re-checks every artifact would read "unknown": refuse rather than render that
            raise ArtifactCheckError(f"cannot re-check the proof artifacts: {note}; install fltc with its "
                                     f"dependencies (python3 -m pip install -e .) and run it again")
    elif checker is None:
        chk, note = None, "re-checking disabled"
    else:
        assert callable(checker)
        chk, note = checker, getattr(checker, "__qualname__", "custom checker")
    artifacts = [read_artifact(p, root, chk, note) for p in artifact_paths(pdir)]

    reg_error: str | None = None
    regs: list[RegistryConfig] = []
    try:
        regs = list(registry() if registry is not None else registry_configs(root))
    except Exception as exc:  # no registry yet, or it fails to build: say so, never hide it
        reg_error = f"{type(exc).__name__}: {exc}"
    files, numerics, problems = read_results(rdir, root)
    problems = [f"{a.path}: {a.load_error}" for a in artifacts if a.load_error] + problems
    rows = build_rows(artifacts, regs, numerics)
    return Evidence(root=str(root), rows=tuple(rows), artifacts=tuple(artifacts), numerics=tuple(numerics),
                    result_files=tuple(files), checker=note, registry_error=reg_error,
                    registry_count=len(regs), problems=tuple(problems))


# --------------------------------------------------------------------------- toolchain
NOT_INSTALLED = "not installed"

#: Python distributions whose versions a reviewer needs (distribution name -> label in the report).
TOOLCHAIN_PACKAGES: tuple[tuple[str, str], ...] = (
    ("fltc", "fltc"), ("z3-solver", "z3-solver"), ("bitwuzla", "bitwuzla"), ("numpy", "numpy"),
    ("gguf", "gguf"), ("jinja2", "jinja2"), ("matplotlib", "matplotlib"), ("cuda-python", "cuda-python"),
)
#: Command-line tools, each asked with ``--version``.
TOOLCHAIN_TOOLS: tuple[str, ...] = ("ptxas", "nvcc")


def package_version(dist: str) -> str:
    """Installed version of a Python distribution (importlib.metadata), or "not installed"."""
    from importlib import metadata

    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return NOT_INSTALLED


def tool_version(tool: str, timeout_s: float = 20.0) -> str:
    """First version line of ``TOOL --version``; "not installed" when it is not on PATH."""
    import shutil
    import subprocess

    exe = shutil.which(tool)
    if not exe:
        return f"{NOT_INSTALLED} (not on PATH)"
    try:
        txt = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=timeout_s).stdout
    except (OSError, subprocess.SubprocessError) as exc:
        return f"installed at {exe}, but `{tool} --version` failed ({type(exc).__name__})"
    lines = [ln.strip() for ln in txt.splitlines() if ln.strip()]
    line = next((ln for ln in lines if "release" in ln), lines[-1] if lines else "")
    return line or f"installed at {exe}, but `{tool} --version` printed nothing"


def toolchain_versions() -> dict[str, str]:
    """Versions of Python, the platform, the packages and the CUDA tools here; every value filled in.

    Why not ``module.__version__``: not every package sets it (gguf does not); the installed
    distribution's metadata always has one, and an absent package is said to be absent."""
    import platform

    env = {"python": platform.python_version(), "platform": platform.platform()}
    for dist, label in TOOLCHAIN_PACKAGES:
        env[label] = package_version(dist)
    for tool in TOOLCHAIN_TOOLS:
        env[tool] = tool_version(tool)
    return env


# --------------------------------------------------------------------------- CI gate
def launch_gate_failures(ev: Evidence) -> list[str]:
    """Why CI must fail: each registry configuration without a re-checked, fully proved artifact.

    Empty list = every configuration the backend may launch is proved (obligations 1-7) by an
    artifact that was re-checked in this run and is bound to the PTX as it is now.
    """
    out: list[str] = []
    if ev.registry_error:
        out.append(f"cannot read the launchable configurations (backend.kernels.registry): {ev.registry_error}")
    for r in ev.registry_rows():
        if r.fully_proved:
            continue
        if r.artifact is None:
            why = "no artifact"
        else:
            bad = [f"{c.id} {c.status.value}" for c in r.cells if c.id in PROVABLE_IDS and c.status is not Status.PROVED]
            first = next(c for c in r.cells if c.id in PROVABLE_IDS and c.status is not Status.PROVED)
            why = f"{r.artifact.path}: obligations {', '.join(bad)} ({first.reason})"
        out.append(f"{r.kernel} [{r.label}] key {r.config_key[:16]}: {why}; prove it with `fltc prove {r.kernel}`")
    return out


def summarize(rows: Iterable[Row]) -> dict[str, int]:
    """Count cells by status (stable key order)."""
    counts = {s.value: 0 for s in Status}
    for r in rows:
        for c in r.cells:
            counts[c.status.value] += 1
    return counts
