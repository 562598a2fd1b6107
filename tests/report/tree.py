"""A synthetic repository tree for the report/checklist tests (tmp dirs only, never the real repo).

`FakeVerifier` stands in for ``verifier.check.check_artifact`` where the real one cannot
prove these synthetic kernels: it "re-derives" by comparing the artifact, its query files
and its PTX with what the tree builder sealed when it wrote them, so any edited byte
makes it reject -- the property the report relies on.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fltc.evidence import OBLIGATIONS, Recheck, RegistryConfig, sha256_file
from verifier.config import (
    Assumption,
    AssumptionKind,
    Buffer,
    LaunchConfig,
    OutputRegion,
    ParamDecl,
    ParamType,
    PowerSpec,
    Role,
)

PTX = """.version 8.0
.target sm_89
.address_size 64
.visible .entry vec_add(.param .u64 x, .param .u64 y, .param .u32 n, .param .u32 power)
{ ret; }
"""


def make_config(kernel: str, label: str, n: int) -> LaunchConfig:
    params = (ParamDecl("x", ParamType.PTR, Role.IN), ParamDecl("y", ParamType.PTR, Role.OUT),
              ParamDecl("n", ParamType.U32), ParamDecl("power", ParamType.U32))
    return LaunchConfig(
        kernel=kernel, entry="vec_add", params=params, grid=((n + 255) // 256, 1, 1), block=(256, 1, 1),
        dynamic_shared_bytes=0, scalars=(("n", n),),
        buffers=(("x", Buffer(2 * n)), ("y", Buffer(2 * n))),
        outputs=(OutputRegion("y", 0, 2, (n,), (2,)),),
        assumptions=(Assumption("buffers_disjoint", AssumptionKind.BUFFERS_DISJOINT, "cuMemAlloc'd separately"),),
        power=PowerSpec("power", 1), label=label)


@dataclass
class Tree:
    root: Path
    configs: list[LaunchConfig] = field(default_factory=list)
    seals: dict[str, str] = field(default_factory=dict)  # artifact path -> digest of everything it binds

    @property
    def proofs(self) -> Path:
        return self.root / "proofs"

    @property
    def results(self) -> Path:
        return self.root / "benchmarks" / "results"

    def ptx_path(self, kernel: str) -> Path:
        return self.root / "backend" / "kernels" / f"{kernel}.ptx"

    def artifact_path(self, cfg: LaunchConfig) -> Path:
        return self.proofs / cfg.kernel / f"{cfg.label}.json"

    # ---- building ---------------------------------------------------------------
    def add_kernel(self, kernel: str, labels: dict[str, int]) -> list[LaunchConfig]:
        p = self.ptx_path(kernel)
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(PTX.replace("vec_add(", f"{kernel}("))
        cfgs = [make_config(kernel, lab, n) for lab, n in labels.items()]
        self.configs += cfgs
        return cfgs

    def prove(self, cfg: LaunchConfig, statuses: dict[int, str] | None = None,
              witness: dict[int, Any] | None = None) -> Path:
        """Write an fltc-proof/1 artifact (default: 1-7 proved) and seal it for FakeVerifier."""
        statuses = statuses or {}
        witness = witness or {}
        art = self.artifact_path(cfg)
        qdir = art.parent / cfg.label
        qdir.mkdir(parents=True, exist_ok=True)
        obligations = []
        for oid, name in OBLIGATIONS:
            if oid == 8:
                continue
            q = qdir / f"ob{oid}.smt2"
            q.write_text(f"; {name}\n(declare-const t (_ BitVec 32))\n(assert false)\n(check-sat)\n")
            st = statuses.get(oid, "proved")
            obligations.append({
                "id": oid, "name": name, "status": st, "method": "z3 two-thread", "seconds": 0.01 * oid,
                "detail": "" if st == "proved" else f"{name} {st}",
                "queries": [{"name": name, "file": f"{cfg.label}/ob{oid}.smt2", "sha256": sha256_file(q),
                             "expect": "unsat", "result": "unsat" if st == "proved" else "sat"}],
                "witness": witness.get(oid)})
        ptx = self.ptx_path(cfg.kernel)
        d = {"format": "fltc-proof/1", "kernel": cfg.kernel, "entry": cfg.entry, "label": cfg.label,
             "ptx": {"path": ptx.relative_to(self.root).as_posix(), "sha256": sha256_file(ptx)},
             "config": cfg.to_json(), "config_key": cfg.key(),
             "assumptions": [{"name": "buffers_disjoint", "kind": "buffers_disjoint",
                              "reason": "cuMemAlloc'd separately"},
                             {"name": "kv_allocator_invariant", "kind": "load_range", "reason": "KV allocator",
                              "buffer": "x", "lo": 0, "hi": 7}],
             "obligations": obligations, "solver": {"name": "z3", "version": "4.13.0"},
             "toolchain": {"ptxas": "13.0", "python": "3.11"}, "created_utc": "2025-01-01T00:00:00Z",
             "seconds": 0.3}
        art.write_text(json.dumps(d, indent=1))
        self.seals[str(art.resolve())] = self._digest(art)
        return art

    def prove_all(self) -> None:
        for c in self.configs:
            self.prove(c)

    def write_results(self, name: str, entries: list[dict[str, Any]], created: str = "2025-01-02T00:00:00Z",
                      kind: str = "kernel_tests") -> Path:
        self.results.mkdir(parents=True, exist_ok=True)
        p = self.results / name
        p.write_text(json.dumps({"command": "pytest -m gpu tests/gpu --results", "device": "NVIDIA H200",
                                 "created_utc": created, "kind": kind, "results": entries}))
        return p

    def numerics_ok(self, ratio: float = 0.25) -> Path:
        return self.write_results("kernel_tests.json", [
            {"kernel": c.kernel, "label": c.label, "operator": "residual_add", "inputs": f"seed 1, n={c.label}",
             "max_err_over_bound": ratio, "passed": True, "max_err": ratio * 1e-3, "bound": 1e-3}
            for c in self.configs])

    # ---- views ----------------------------------------------------------------------
    def registry(self) -> list[RegistryConfig]:
        """What backend.kernels.registry would say now (PTX sha256 read at call time)."""
        return [RegistryConfig(c.kernel, c.label, c.key(), self.ptx_path(c.kernel).relative_to(self.root).as_posix(),
                               sha256_file(self.ptx_path(c.kernel))) for c in self.configs]

    def _digest(self, art: Path) -> str:
        h = hashlib.sha256(art.read_bytes())
        d = json.loads(art.read_text())
        h.update((self.root / d["ptx"]["path"]).read_bytes())
        for o in d["obligations"]:
            for q in o["queries"]:
                h.update((art.parent / q["file"]).read_bytes())
        return h.hexdigest()

    def fake_verifier(self, path: Path) -> Recheck:
        """Accept only an artifact whose bytes, PTX and query files are exactly as sealed."""
        key = str(Path(path).resolve())
        if key not in self.seals:
            return Recheck(False, "unknown artifact")
        try:
            ok = self._digest(Path(path)) == self.seals[key]
        except (OSError, ValueError, KeyError) as exc:
            return Recheck(False, f"unreadable: {exc}")
        return Recheck(ok, "re-checked OK" if ok else "artifact, PTX or query changed since proving")


def permissive_checker(path: Path) -> Recheck:
    """A checker that accepts everything: shows the report's own binding checks still catch PTX drift."""
    return Recheck(True, "accepted")


def build_tree(root: Path) -> Tree:
    t = Tree(root)
    t.add_kernel("vec_add", {"n256": 256, "n1024": 1024})
    t.add_kernel("scale", {"n512": 512})
    t.prove_all()
    t.numerics_ok()
    return t
