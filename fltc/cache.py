"""Where fltc keeps caches, and a small content-keyed success marker.

Why outside the repository: a cache entry inside a checked tree travels with it, and a planted
entry would be read as a verdict. Only successes are cached, each under the hash of everything
the result depends on, so a changed input or changed code is a miss.
"""

from __future__ import annotations

import os
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


def set_marker(kind: str, key: str) -> None:
    """Best effort: a cache that cannot be written only costs time."""
    try:
        d = user_cache_dir() / kind
        d.mkdir(parents=True, exist_ok=True)
        tmp = d / f".{key}.{os.getpid()}"
        tmp.write_text("ok\n")
        os.replace(tmp, d / key)
    except OSError:
        pass
