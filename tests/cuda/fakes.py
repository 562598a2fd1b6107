"""CPU stand-ins for the CUDA driver, a kernel, and proof artifacts (tests of the gate's logic).

The fake checker accepts an artifact only when its `test_signature` is the sha256 of the
artifact (without the signature), its PTX and its query files — so any edit is detected the
way the real re-check detects it, and the gate's caching by content hash can be exercised.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from backend.kernels.descriptor import KernelDescriptor
from verifier.config import (
    Assumption,
    AssumptionKind,
    Buffer,
    LaunchConfig,
    OutputRegion,
    ParamDecl,
    ParamType,
    PowerSpec,
    ResourceLimits,
    Role,
)

PTX = """.version 8.0
.target sm_89
.address_size 64
.visible .entry fake_scale(.param .u64 x, .param .u64 y, .param .u32 n, .param .f32 alpha, .param .u32 power)
{
  ret;
}
"""

PARAMS = (
    ParamDecl("x", ParamType.PTR, Role.IN),
    ParamDecl("y", ParamType.PTR, Role.OUT),
    ParamDecl("n", ParamType.U32),
    ParamDecl("alpha", ParamType.F32),
    ParamDecl("power", ParamType.U32),
)


def family(n: int) -> LaunchConfig:
    blocks = (n + 127) // 128
    return LaunchConfig(
        kernel="fake_scale", entry="fake_scale", params=PARAMS, grid=(blocks, 1, 1), block=(128, 1, 1),
        dynamic_shared_bytes=0, scalars=(("alpha", 0.5), ("n", n)),
        buffers=(("x", Buffer(2 * n)), ("y", Buffer(2 * n))),
        outputs=(OutputRegion("y", 0, 2, (n,), (2,)),),
        assumptions=(Assumption("disjoint", AssumptionKind.BUFFERS_DISJOINT, "separate allocations"),),
        power=PowerSpec("power", 1), limits=ResourceLimits(), label=f"n{n}")


def descriptor(ptx_path: Path) -> KernelDescriptor:
    return KernelDescriptor(name="fake_scale", ptx_file=str(ptx_path), entry="fake_scale", params=PARAMS,
                            limits=ResourceLimits(), family=family)


def _sig(art: dict[str, Any], root: Path, art_dir: Path) -> str:
    body = {k: v for k, v in art.items() if k != "test_signature"}
    h = hashlib.sha256(json.dumps(body, sort_keys=True).encode())
    h.update((root / art["ptx"]["path"]).read_bytes())
    for ob in art["obligations"]:
        for q in ob["queries"]:
            h.update((art_dir / q["file"]).read_bytes())
    return h.hexdigest()


def write_artifact(root: Path, cfg: LaunchConfig, ptx_rel: str, statuses: dict[int, str] | None = None) -> Path:
    """A structurally valid fltc-proof/1 artifact signed for the fake checker."""
    names = ["coverage", "single_writer", "bounds_alignment", "barrier_uniformity", "resources",
             "power_state", "abi"]
    d = root / "proofs" / cfg.kernel
    (d / cfg.label).mkdir(parents=True, exist_ok=True)
    obligations = []
    for i, name in enumerate(names, start=1):
        qfile = f"{cfg.label}/ob{i}.smt2"
        (d / qfile).write_text(f"(assert false) ; obligation {i}\n(check-sat)\n")
        obligations.append({"id": i, "name": name, "status": (statuses or {}).get(i, "proved"), "method": "fake",
                            "seconds": 0.0, "detail": "", "witness": None,
                            "queries": [{"name": name, "file": qfile, "expect": "unsat", "result": "unsat",
                                         "sha256": hashlib.sha256((d / qfile).read_bytes()).hexdigest()}]})
    art = {"format": "fltc-proof/1", "kernel": cfg.kernel, "entry": cfg.entry, "label": cfg.label,
           "ptx": {"path": ptx_rel, "sha256": hashlib.sha256((root / ptx_rel).read_bytes()).hexdigest()},
           "config": cfg.to_json(), "config_key": cfg.key(), "assumptions": [], "obligations": obligations,
           "solver": {"name": "z3", "version": "fake"}, "toolchain": {}, "created_utc": "", "seconds": 0.0}
    art["test_signature"] = _sig(art, root, d)
    p = d / f"{cfg.label}.json"
    p.write_text(json.dumps(art, indent=1))
    return p


@dataclass
class CheckRes:
    ok: bool
    message: str = ""


@dataclass
class FakeChecker:
    root: Path
    calls: list[Path] = field(default_factory=list)

    def __call__(self, path: Path) -> CheckRes:
        self.calls.append(path)
        art = json.loads(path.read_text())
        if art.get("test_signature") != _sig(art, self.root, path.parent):
            return CheckRes(False, "signature mismatch (artifact, PTX or query edited)")
        return CheckRes(True)


@dataclass
class FakeDriver:
    loaded: list[bytes] = field(default_factory=list)

    def load_module(self, ptx: bytes, name: str) -> Any:
        self.loaded.append(ptx)
        return ("module", name)

    def get_function(self, module: Any, entry: str) -> Any:
        return ("function", module[1], entry)


@dataclass
class FakeLaunch:
    calls: list[tuple[Any, ...]] = field(default_factory=list)
    result: int = 0

    def __call__(self, *a: Any) -> tuple[int]:
        self.calls.append(a)
        return (self.result,)


@dataclass
class FakeBuf:
    ptr: int
    nbytes: int
