"""`fltc serve --checkpoint-interval`: the engine's default, refused below 1 before anything loads.

Why: at 64 streams each checkpoint writes ~90 MB of KV; the flag lets an operator (and bench_serve
--checkpoint-interval) trade checkpoint volume for the tokens a resumed run redoes, and a bad value must be a
one-line ConfigError, never a server that starts and fails at its first tick."""

from __future__ import annotations

import argparse

import pytest

from backend.serve import cli
from fltc.errors import ConfigError


def _args(*flags: str) -> argparse.Namespace:
    p = argparse.ArgumentParser()
    cli.add_arguments(p)
    return p.parse_args(["--port", "0", *flags])


def test_the_default_is_the_engines() -> None:
    import inspect

    from backend.runtime.engine import Engine

    assert _args().checkpoint_interval == inspect.signature(Engine).parameters["checkpoint_interval"].default == 64


@pytest.mark.parametrize("n", ["0", "-5"])
def test_a_checkpoint_interval_below_one_is_refused(n: str) -> None:
    a = _args("--checkpoint-interval", n)
    a.port = 1  # past the port check; the interval is checked before the socket is bound
    with pytest.raises(ConfigError, match="--checkpoint-interval must be >= 1"):
        cli._check(a)
