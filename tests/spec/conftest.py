"""Prints the observed/bound ratio table collected by tests/spec (see ratios.py)."""

from __future__ import annotations

from tests.spec.ratios import RATIOS


def pytest_terminal_summary(terminalreporter, exitstatus, config):  # noqa: ARG001
    if not RATIOS:
        return
    terminalreporter.section("spec error bounds: max observed error / bound")
    for name in sorted(RATIOS):
        terminalreporter.write_line(f"{name:45s} {RATIOS[name]:.4g}")
