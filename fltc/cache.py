"""Where fltc keeps caches, and a small content-keyed success marker.

Why outside the repository: a cache entry inside a checked tree travels with it, and a planted
entry would be read as a verdict. Only successes are cached, each under the hash of everything
the result depends on, so a changed input or changed code is a miss.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path


def user_cache_dir() -> Path:
    """$FLTC_CACHE_DIR, else $XDG_CACHE_HOME/fltc, else ~/.cache/fltc."""
    env = os.environ.get("FLTC_CACHE_DIR")
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_CACHE_HOME")
    return (Path(xdg) if xdg else Path.home() / ".cache") / "fltc"


def has_marker(kind: str, key: str) -> bool:
    return (user_cache_dir() / kind / key).is_file()


def write_entry(kind: str, name: str, write: Callable[[Path], None]) -> None:
    """Put user_cache_dir()/kind/name in place at once: `write` fills a temporary file beside it, which then
    replaces it, so a reader never sees half an entry. Best effort: a cache that cannot be written only costs time."""
    try:
        d = user_cache_dir() / kind
        d.mkdir(parents=True, exist_ok=True)
        tmp = d / f".{name}.{os.getpid()}"
        write(tmp)
        os.replace(tmp, d / name)
    except OSError:
        pass


def set_marker(kind: str, key: str) -> None:
    write_entry(kind, key, lambda p: p.write_text("ok\n"))
