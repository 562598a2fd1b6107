"""Kernel descriptors: one per PTX entry, the single place a kernel's ABI lives.

The prover reads `params` for obligation 7, the launcher packs arguments from
the same `params`, and `family(**shape)` turns a problem shape into the concrete
LaunchConfig the gate looks up.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from verifier.config import LaunchConfig, ParamDecl, ResourceLimits

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

    @property
    def ptx_path(self) -> Path:
        return KERNEL_DIR / self.ptx_file

    def ptx_text(self) -> str:
        return self.ptx_path.read_text()

    def ptx_sha256(self) -> str:
        return hashlib.sha256(self.ptx_path.read_bytes()).hexdigest()

    def config(self, **shape: int) -> LaunchConfig:
        cfg = self.family(**shape)
        cfg.validate()
        return cfg
