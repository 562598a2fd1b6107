"""The installed solvers' versions, read from their package metadata without importing them.

Why: the launch gate's cache key covers the verifier's code and its solvers (backend/cuda/gate.py,
verifier.check.verifier_digest), so that a changed verifier or solver re-checks every artifact. Importing z3 only
to ask its version took ~40 ms of a warm `fltc run` start-up (the libz3 load), which runs no solver at all.
"""

from __future__ import annotations

from importlib import metadata

SOLVER_DISTRIBUTIONS = ("z3-solver", "bitwuzla")


def solver_versions() -> str:
    """'z3-solver X\\0bitwuzla Y' from the installed distributions ('missing' for one not installed)."""
    out = []
    for dist in SOLVER_DISTRIBUTIONS:
        try:
            out.append(f"{dist} {metadata.version(dist)}")
        except metadata.PackageNotFoundError:
            out.append(f"{dist} missing")
    return "\0".join(out)
