"""fltc verifier: PTX -> Z3 proof obligations -> checkable "fltc-proof/1" artifacts.

`prove(ptx_text, config)` runs the whole pipeline (parse, CFG, symbolic execution of two
thread instances, obligations 1-7, solving) and returns an Artifact; `Artifact.write()`
stores it under proofs/. `verifier.check.check_artifact` re-checks one without trusting it.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from verifier.artifact import Artifact
    from verifier.config import LaunchConfig

__all__ = ["prove"]


def prove(ptx_text: str, config: LaunchConfig, *, ptx_path: str | None = None,
          progress: Callable[[str], None] | None = None) -> Artifact:
    """Prove obligations 1-7 for one launch configuration; the artifact records every status."""
    from verifier.artifact import build_artifact
    from verifier.prover import derive, solve_all

    t0 = time.perf_counter()
    pc, results = derive(ptx_text, config, progress)
    solve_all(pc, results, progress)
    return build_artifact(ptx_text, config, results, ptx_path, time.perf_counter() - t0, pc)
