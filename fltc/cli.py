"""The single `fltc` command. Each subcommand lives in the module that owns its feature.

A module listed in COMMANDS provides ``add_arguments(parser)`` and ``main(args) -> int``
and a one-line ``HELP`` string. Only commands whose feature exists are listed.

Errors: `main` turns every error into one line on stderr and an exit code from fltc/errors.py
(docs/CLI_ERRORS.md): FltcError carries its own code, an OSError or UnicodeError that escaped a
command becomes one line naming the file, and anything else is reported as an internal error
with a hint to re-run with FLTC_DEBUG=1, which also prints the traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import time
import traceback
from typing import NoReturn

from fltc.errors import (
    EXIT_FAILED,
    EXIT_INPUT,
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    EXIT_OUTPUT,
    EXIT_USAGE,
    FltcError,
    exit_codes_help,
)


def _process_start() -> float:
    """time.perf_counter() at this process's start: Linux's /proc/self/stat start time (clock ticks since
    boot, 10 ms) against CLOCK_BOOTTIME; elsewhere (or if it reads oddly) the time this module loads.
    Why: `fltc run`'s start-up phases begin where the user's clock does, at exec, not at our first line."""
    now = time.perf_counter()
    try:
        with open("/proc/self/stat", "rb") as f:
            fields = f.read().rsplit(b")", 1)[1].split()
        age = time.clock_gettime(time.CLOCK_BOOTTIME) - int(fields[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return now
    return now - age if 0.0 <= age < 60.0 else now


PROCESS_START = _process_start()  # perf_counter() at exec (see _process_start)
CLI_IMPORTED = time.perf_counter()  # perf_counter() when this module began to load
# (perf_counter(), argv was None: the process's own command line) at each main() call: fltc run's start-up
# clock (backend/run.py startup_clock)
MAIN_ENTERED: list[tuple[float, bool]] = []

# name -> module path. Keep alphabetical within the pipeline order a user meets them.
COMMANDS: dict[str, str] = {
    "prove": "verifier.cli_prove",
    "verify": "verifier.cli_verify",
    "run": "backend.run",
    "serve": "backend.serve.cli",
    "audit": "backend.runtime.audit",
    "report": "fltc.report",
    "checklist": "fltc.checklist",
}


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (the problem and where to look) instead of usage + error."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message} (see '{self.prog} --help')\n")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The parser of every command, or (`only`: a command name) of that one alone: each command's module is
    imported to build its subparser, and `fltc run` need not import the prover's (Z3 and the verifier:
    most of a second of start-up before the model loads)."""
    parser = _Parser(
        prog="fltc",
        description=(
            "fltc: prove PTX kernel launches with Z3, check the proof artifacts, and run GGUF models "
            "on a backend that launches only proved configurations."
        ),
        epilog="Run 'fltc COMMAND --help' for each command's options.\n\n" + exit_codes_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    from fltc import __version__

    parser.add_argument("--version", action="version", version=f"fltc {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, modpath in COMMANDS.items():
        if only in COMMANDS and name != only:
            continue
        mod = importlib.import_module(modpath)
        p = sub.add_parser(name, help=mod.HELP, description=getattr(mod, "DESCRIPTION", mod.HELP),
                           epilog=exit_codes_help(), formatter_class=argparse.RawDescriptionHelpFormatter)
        mod.add_arguments(p)
        p.set_defaults(_module=mod)
    return parser


BLAS_THREAD_VARS = ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS")


def single_threaded_blas() -> None:
    """`fltc run`: one BLAS thread unless the user chose (any of BLAS_THREAD_VARS set), before numpy loads.

    Why: the CPU spec executor's decode is a chain of small matrix-vector products; OpenBLAS's threads
    busy-wait between them, and on a machine whose cores are shared that cost 7x the CPU time per token
    (2 cores, load ~7: 160 ms vs 21.7 ms CPU per token, 3.1 vs 31.9 tok/s; the same tokens and event head).
    Has no effect once numpy is imported (fltc.cli imports none)."""
    if "numpy" not in sys.modules and not any(v in os.environ for v in BLAS_THREAD_VARS):
        os.environ["OPENBLAS_NUM_THREADS"] = "1"


def _one_line(text: str) -> str:
    return " ".join(str(text).split()) or "(no message)"


def _os_error_line(exc: OSError) -> str:
    """`[Errno 28] No space left on device: 'x'` -> what failed, on which path, what to do."""
    what = exc.strerror or str(exc)
    where = f": {exc.filename}" if exc.filename is not None else ""
    where += f" -> {exc.filename2}" if exc.filename2 is not None else ""
    return f"{type(exc).__name__}: {what}{where} (check the path, its permissions and free disk space)"


def main(argv: list[str] | None = None) -> int:
    """Run one command; return its exit code (errors: one line on stderr, codes in fltc/errors.py)."""
    MAIN_ENTERED.append((time.perf_counter(), argv is None))
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] == "run":
        single_threaded_blas()
    try:
        parser = build_parser(argv[0] if argv else None)
    except ModuleNotFoundError as exc:  # a command's module needs a dependency this environment lacks (z3, ...)
        what = f"fltc {argv[0]}" if argv and argv[0] in COMMANDS else "fltc"
        print(f"{what}: {_missing_module_line(exc)}", file=sys.stderr, flush=True)
        return EXIT_FAILED
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, --version, usage errors: argparse already printed its line
        return exc.code if isinstance(exc.code, int) else EXIT_USAGE
    if not getattr(args, "command", None):
        parser.print_help()
        return EXIT_USAGE
    prefix = f"fltc {args.command}"
    debug = os.environ.get("FLTC_DEBUG", "") not in ("", "0")
    try:
        return int(args._module.main(args) or 0)
    except BrokenPipeError:  # the reader of stdout went away (`fltc run ... | head`): nothing to report
        _silence_stdout()
        return EXIT_OUTPUT
    except BaseException as exc:  # noqa: BLE001 - every ending becomes one line (SystemExit passes through)
        if isinstance(exc, SystemExit):
            raise
        code, line = _describe(exc, debug)
        if debug:
            traceback.print_exception(exc)
        print(f"{prefix}: {line}", file=sys.stderr, flush=True)
        return code


def _missing_module_line(exc: ModuleNotFoundError) -> str:
    """A dependency that is not installed: which one, and the install command that brings it."""
    return _one_line(f"{exc} (a dependency of fltc is not installed in this Python: install fltc with its "
                     f"dependencies, python3 -m pip install -e . from the fltc tree, and run it again)")


def _describe(exc: BaseException, debug: bool) -> tuple[int, str]:
    """(exit code, one-line message) of an exception that ended a command."""
    if isinstance(exc, FltcError):
        return exc.exit_code, f"{type(exc).__name__}: {_one_line(str(exc))}"
    if isinstance(exc, KeyboardInterrupt):
        return EXIT_INTERRUPTED, "interrupted"
    if isinstance(exc, OSError):
        return EXIT_OUTPUT, _one_line(_os_error_line(exc))
    if isinstance(exc, ModuleNotFoundError):
        return EXIT_FAILED, _missing_module_line(exc)
    if isinstance(exc, UnicodeError):
        return EXIT_INPUT, _one_line(f"{type(exc).__name__}: {exc} (inputs must be UTF-8 text)")
    hint = "" if debug else "; re-run with FLTC_DEBUG=1 for the traceback"
    return EXIT_INTERNAL, _one_line(f"internal error: {type(exc).__name__}: {exc}") + hint


def _silence_stdout() -> None:
    """After EPIPE, point stdout at /dev/null so the interpreter's final flush does not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        pass


if __name__ == "__main__":
    sys.exit(main())
