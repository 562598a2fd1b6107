"""Proof artifacts in the "fltc-proof/1" format (see verifier/ARTIFACT.md).

Why files beside the JSON: each query's SMT-LIB2 text is stored verbatim and hashed, so a
reader can re-solve it with any SMT solver, and the checker can compare it with a fresh
derivation. The JSON is written in one canonical serialisation and carries a digest of
its own content, so an edited byte anywhere in it is detected.
"""

from __future__ import annotations

import datetime
import hashlib
import json
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import z3

from fltc.errors import ConfigError
from verifier.config import LaunchConfig
from verifier.obligations.common import ObligationResult, ProofContext

FORMAT = "fltc-proof/1"
REPO_ROOT = Path(__file__).resolve().parent.parent


def serialize(doc: dict[str, Any]) -> bytes:
    """The one canonical byte form of an artifact JSON (the checker re-serialises and compares)."""
    return (json.dumps(doc, indent=1, sort_keys=True, ensure_ascii=True) + "\n").encode()


def digest(doc: dict[str, Any]) -> str:
    body = {k: v for k, v in doc.items() if k != "digest"}
    return hashlib.sha256(json.dumps(body, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def label_of(cfg: LaunchConfig) -> str:
    """The artifact's file name: the configuration's label, or a prefix of its key (hex) when it has none."""
    return safe_name(cfg.label or cfg.key()[:16], "label")


_SAFE_NAME = re.compile(r"[A-Za-z0-9_.-]+")


def safe_name(name: str, what: str) -> str:
    """`name` if it can be one path component under --out (kernel and label become file names)."""
    if not isinstance(name, str) or not _SAFE_NAME.fullmatch(name) or name in (".", ".."):
        raise ConfigError(f"artifact {what} {name!r} must match [A-Za-z0-9_.-]+ and not be '.' or '..': "
                          "rename it in the launch configuration")
    return name


def _inside(root: Path, p: Path) -> Path:
    """p resolved, refused unless it lies under root (resolved): no artifact file escapes --out."""
    r = p.resolve()
    if not r.is_relative_to(root):
        raise ConfigError(f"refusing to write {r}: it is outside the artifact directory {root}")
    return r


def repo_relative(path: str | Path | None) -> str | None:
    if path is None:
        return None
    p = Path(path).resolve()
    try:
        return str(p.relative_to(REPO_ROOT))
    except ValueError:
        return str(p)


def resolve_ptx(path: str) -> Path:
    p = Path(path)
    return p if p.is_absolute() else REPO_ROOT / p


def builtin_assumptions(cfg: LaunchConfig) -> list[dict[str, Any]]:
    """Assumptions every proof uses, whether or not the configuration lists them."""
    out = [
        {"name": "buffers_disjoint", "kind": "builtin",
         "reason": "every pointer argument is a distinct allocation: accesses through different pointer "
                   "parameters never alias (each access is attributed to the parameter its address derives from)"},
        {"name": "buffer_alignment", "kind": "builtin",
         "reason": "each pointer argument is non-null, aligned to its Buffer.align, and its buffer does not wrap "
                   "the 64-bit address space"},
        {"name": "inputs_read_only", "kind": "builtin",
         "reason": "buffers with role 'in' are not modified during the launch (stores into them fail obligation 3)"},
        {"name": "barrier_semantics", "kind": "builtin",
         "reason": "bar.sync/barrier.sync 0 orders all shared and global accesses of one CTA; fences and "
                   "bar.warp.sync order nothing"},
    ]
    if cfg.power is not None:
        out.append({"name": "power_symbolic", "kind": "builtin",
                    "reason": f"the power parameter {cfg.power.param} is symbolic; obligations other than 6 "
                              f"are proved for every value (coverage for the active value {cfg.power.active})"})
    if cfg.overlap is not None:  # listed only for programmatic dependent launches (other artifacts unchanged)
        stable = ", ".join(cfg.overlap.stable) or "none"
        out.append({"name": "grid_dependency", "kind": "builtin",
                    "reason": f"the launch is a programmatic dependent of the previous grid in its stream; the "
                              f"overlap.stable buffers ({stable}) are written by no grid that can run while this one does: "
                              f"only by launches that complete before the chain of dependents begins (checked "
                              f"by the runtime where it plans launches, not by this proof); "
                              f"griddepcontrol.wait makes the executing thread wait until the prerequisite grids "
                              f"have completed and their memory is visible, and griddepcontrol.launch_dependents "
                              f"has no memory effect on this grid (PTX ISA 7.8, sm_90)"})
    return out


_NOTE_VAR = re.compile(r"variable ([A-Za-z0-9_.$%]+)")

# stated in every artifact: what the safety obligations claim when a thread may not terminate
SAFETY_WITHOUT_TERMINATION = (
    "obligations 2, 3, 4 and 6 quantify over the accesses, barriers and warp collectives that happen: they hold "
    "whether or not every loop terminates (the exit of a summarised loop is taken under its entry guard, so the "
    "events after it are a superset of those that happen); coverage (1) counts a store only after loops shown "
    "to terminate")


def launch_assumptions(pc: ProofContext) -> list[dict[str, Any]]:
    """The assumptions symbolic execution made about this launch (Launch.notes: module variables), sorted."""
    if pc.launch is None:
        return []
    out = []
    for i, note in enumerate(sorted(set(pc.launch.notes))):
        m = _NOTE_VAR.search(note)
        out.append({"name": f"module_variable_{m.group(1)}" if m else f"launch_note_{i}", "kind": "launch",
                    "reason": note})
    return out


def assumptions_of(cfg: LaunchConfig, pc: ProofContext) -> list[dict[str, Any]]:
    """Every assumption of the proof, in the artifact's order: built-ins, the configuration's, the launch's."""
    return builtin_assumptions(cfg) + cfg.to_json()["assumptions"] + launch_assumptions(pc)


def methods_of(pc: ProofContext) -> list[str]:
    """The over-approximations and termination arguments symbolic execution used (Trace.methods), sorted.

    Both thread instances are included (thread B is a renaming of A, so the sets are equal); the fixed
    statement on termination comes first."""
    ms: set[str] = set()
    for t in (pc.a, pc.b):
        if t is not None:
            ms |= {m for m in t.methods if m}
    return [SAFETY_WITHOUT_TERMINATION] + sorted(ms)


def toolchain() -> dict[str, Any]:
    info: dict[str, Any] = {}
    try:
        p = subprocess.run(["ptxas", "--version"], capture_output=True, text=True, timeout=30)
        info["ptxas"] = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else "unknown"
    except OSError:
        info["ptxas"] = "missing"
    return info


@dataclass
class Artifact:
    """A proof artifact: the JSON document plus the SMT-LIB2 texts of its queries."""

    doc: dict[str, Any]
    queries: dict[str, str] = field(default_factory=dict)  # relative file -> smt2 text
    path: Path | None = None

    @property
    def ok(self) -> bool:
        return all(o["status"] == "proved" for o in self.doc["obligations"])

    @property
    def kernel(self) -> str:
        return self.doc["kernel"]

    @property
    def label(self) -> str:
        return self.doc["label"]

    def statuses(self) -> dict[str, str]:
        return {o["name"]: o["status"] for o in self.doc["obligations"]}

    def write(self, root: str | Path = REPO_ROOT / "proofs") -> Path:
        """Write <root>/<kernel>/<label>.json and the query files in <root>/<kernel>/<label>/.

        Every path is resolved and must lie under root (kernel and label are single safe path components),
        so a crafted configuration cannot write elsewhere."""
        base = Path(root).resolve()
        d = _inside(base, base / safe_name(self.kernel, "kernel"))
        qdir = _inside(d, d / safe_name(self.label, "label"))
        targets = {rel: _inside(qdir, d / rel) for rel in self.queries}
        qdir.mkdir(parents=True, exist_ok=True)
        for old in qdir.glob("*.smt2"):
            if f"{self.label}/{old.name}" not in self.queries:
                old.unlink()
        for rel, text in self.queries.items():
            targets[rel].write_bytes(text.encode())
        (d / f"{self.label}.json").write_bytes(serialize(self.doc))
        self.path = Path(root) / self.kernel / f"{self.label}.json"  # as given (relative stays relative)
        return self.path


def build_artifact(ptx_text: str, cfg: LaunchConfig, results: list[ObligationResult], ptx_path: str | None,
                   seconds: float, pc: ProofContext) -> Artifact:
    """The artifact of one derivation (`pc`: its assumptions and methods) and its solved results."""
    label = label_of(cfg)
    queries: dict[str, str] = {}
    obligations = []
    for r in results:
        qs = []
        for q in r.queries:
            rel = f"{label}/{r.id}_{q.name}.smt2"
            queries[rel] = q.smt2
            qs.append({"name": q.name, "file": rel, "sha256": q.sha256, "expect": "unsat", "result": q.result})
        ps = []
        for q in r.premises:  # the launch premise is shared by the obligations: one file, id 0
            rel = f"{label}/{0 if q.name == 'premises_launch' else r.id}_{q.name}.smt2"
            queries[rel] = q.smt2
            ps.append({"name": q.name, "file": rel, "sha256": q.sha256, "expect": "sat", "result": q.result,
                       "witness": _jsonable(q.witness)})
        obligations.append({"id": r.id, "name": r.name, "status": r.status, "method": r.method,
                            "seconds": round(r.seconds, 4), "detail": r.detail, "queries": qs,
                            "premises": ps, "witness": _jsonable(r.witness)})
    doc: dict[str, Any] = {
        "format": FORMAT,
        "kernel": cfg.kernel,
        "entry": cfg.entry,
        "label": label,
        "ptx": {"path": repo_relative(ptx_path) if ptx_path else None,
                "sha256": hashlib.sha256(ptx_text.encode()).hexdigest()},
        "config": cfg.to_json(),
        "config_key": cfg.key(),
        "assumptions": assumptions_of(cfg, pc),
        "methods": methods_of(pc),
        "obligations": obligations,
        "solver": {"name": "z3", "version": z3.get_version_string()},
        "toolchain": toolchain(),
        "created_utc": datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "seconds": round(seconds, 4),
    }
    doc["digest"] = digest(doc)
    return Artifact(doc, queries)


def load_artifact(path: str | Path) -> Artifact:
    p = Path(path)
    doc = json.loads(p.read_bytes())
    return Artifact(doc, {}, p)


def _jsonable(x: Any) -> Any:
    if isinstance(x, dict):
        return {str(k): _jsonable(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [_jsonable(v) for v in x]
    if isinstance(x, (str, int, float, bool)) or x is None:
        return x
    return str(x)
