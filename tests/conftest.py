"""Session-wide test settings."""

from __future__ import annotations

import os
import tempfile

# fltc's caches (re-check verdicts, GGUF cross-checks) live in the user's cache directory; the tests
# get their own, empty one, so a developer's cache never decides a test and the tests never fill it.
os.environ.setdefault("FLTC_CACHE_DIR", tempfile.mkdtemp(prefix="fltc-test-cache-"))
