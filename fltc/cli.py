"""The single `fltc` command. Each subcommand lives in the module that owns its feature.

A module listed in COMMANDS provides ``add_arguments(parser)`` and ``main(args) -> int``
and a one-line ``HELP`` string. Only commands whose feature exists are listed.
"""

from __future__ import annotations

import argparse
import importlib
import sys

# name -> module path. Keep alphabetical within the pipeline order a user meets them.
COMMANDS: dict[str, str] = {
    "prove": "verifier.cli_prove",
    "verify": "verifier.cli_verify",
    "run": "backend.run",
    "audit": "backend.runtime.audit",
    "report": "fltc.report",
    "checklist": "fltc.checklist",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="fltc",
        description=(
            "fltc: prove PTX kernel launches with Z3, check the proof artifacts, and run GGUF models "
            "on a backend that launches only proved configurations."
        ),
        epilog="Run 'fltc COMMAND --help' for each command's options.",
    )
    from fltc import __version__

    parser.add_argument("--version", action="version", version=f"fltc {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, modpath in COMMANDS.items():
        mod = importlib.import_module(modpath)
        p = sub.add_parser(name, help=mod.HELP, description=getattr(mod, "DESCRIPTION", mod.HELP),
                           formatter_class=argparse.RawDescriptionHelpFormatter)
        mod.add_arguments(p)
        p.set_defaults(_module=mod)
    return parser


def main(argv: list[str] | None = None) -> int:
    from fltc.errors import FltcError

    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help()
        return 2
    try:
        return int(args._module.main(args) or 0)
    except FltcError as exc:
        print(f"fltc {args.command}: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
