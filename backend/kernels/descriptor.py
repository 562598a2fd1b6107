"""Kernel descriptors: one per PTX entry, the single place a kernel's ABI lives.

The prover reads `params` for obligation 7, the launcher packs arguments from
the same `params`, and `family(**shape)` turns a problem shape into the concrete
LaunchConfig the gate looks up.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path

from fltc.errors import ConfigError
from verifier.config import GridDependency, LaunchConfig, ParamDecl, ResourceLimits

KERNEL_DIR = Path(__file__).resolve().parent


@dataclass(frozen=True)
class KernelDescriptor:
    name: str
    ptx_file: str  # relative to backend/kernels/
    entry: str
    params: tuple[ParamDecl, ...]
    limits: ResourceLimits
    family: Callable[..., LaunchConfig]  # shape kwargs -> LaunchConfig
    power_param: str | None = "power"
    source: str | None = None  # CUDA C source (relative), when compiler-emitted
    build_command: str | None = None  # exact command that produced the .ptx from `source`
    # pointer params the kernel may read before griddepcontrol.wait (weights, tables, step inputs: no
    # kernel writes them); None: the kernel has no such wait and is never a programmatic dependent
    stable: tuple[str, ...] | None = None

    @property
    def ptx_path(self) -> Path:
        return KERNEL_DIR / self.ptx_file

    def ptx_text(self) -> str:
        return self.ptx_path.read_text()

    def ptx_sha256(self) -> str:
        return hashlib.sha256(self.ptx_path.read_bytes()).hexdigest()

    def config(self, *, overlap: bool = False, **shape: int) -> LaunchConfig:
        """The family's configuration for `shape`; overlap: launched as a programmatic dependent of the
        previous kernel (verifier.config.GridDependency over this kernel's `stable` params)."""
        cfg = self.family(**shape)
        if overlap:
            if self.stable is None:
                raise ConfigError(f"{self.name} does not wait on griddepcontrol: it cannot be launched as a "
                                  "programmatic dependent")
            cfg = replace(cfg, overlap=GridDependency(self.stable), label=f"{cfg.label}_pdl")
        cfg.validate()
        return cfg
