"""The exception hierarchy and the CLI's exit codes. Every message says what to do next.

Each class carries the exit code `fltc` returns when it ends a command, so a script can tell a
bad command line from an unreadable input, an unusable model file or an unwritable run
directory without parsing the message. docs/CLI_ERRORS.md documents the same table.
"""

from __future__ import annotations

from typing import ClassVar

EXIT_OK = 0
EXIT_FAILED = 1  # the request was refused (ConfigError) or the command's check failed
EXIT_USAGE = 2  # argparse: unknown option, missing or unparsable value
EXIT_INPUT = 3  # an input (prompts file, stdin, RUN_DIR of audit) cannot be read or is not what it must be
EXIT_MODEL = 4  # the model path or file cannot be used
EXIT_OUTPUT = 5  # the run directory cannot be created or written, or another I/O error
EXIT_INTERRUPTED_RUN = 6  # fltc audit: the run is consistent but unfinished (fltc run --resume continues it)
EXIT_INTERNAL = 70  # an unexpected exception inside fltc (a bug): FLTC_DEBUG=1 shows the traceback
EXIT_INTERRUPTED = 130  # Ctrl-C

EXIT_CODES: tuple[tuple[int, str], ...] = (
    (EXIT_OK, "success"),
    (EXIT_FAILED, "refused or failed: an invalid argument or request (ConfigError), a device that is not "
                  "usable, or the command's check said no (proof failed, re-check failed, audit INCONSISTENT)"),
    (EXIT_USAGE, "usage error: unknown option, missing or unparsable value"),
    (EXIT_INPUT, "an input cannot be read: prompts file or stdin missing, a directory, empty, binary or not "
                 "UTF-8; the RUN_DIR given to audit is not a run directory"),
    (EXIT_MODEL, "the model cannot be used: path missing or a directory, not a GGUF file, malformed metadata "
                 "or tensors, or its chat template fails"),
    (EXIT_OUTPUT, "the run directory cannot be created or written (read-only, missing parent, not empty, in "
                  "use), or another operating-system I/O error"),
    (EXIT_INTERRUPTED_RUN, "fltc audit: the run is consistent so far but was interrupted before it finished; "
                           "continue it with `fltc run --resume RUN_DIR`"),
    (EXIT_INTERNAL, "internal error (a bug in fltc); re-run with FLTC_DEBUG=1 for the traceback"),
    (EXIT_INTERRUPTED, "interrupted (Ctrl-C)"),
)


def exit_codes_help(width: int = 100) -> str:
    """The exit-code table as `--help` epilog text (wrapped; argparse's raw formatter keeps it as is)."""
    import textwrap

    rows = (textwrap.fill(what, width, initial_indent=f"  {code:>3}  ", subsequent_indent=" " * 7)
            for code, what in EXIT_CODES)
    return "exit codes (docs/CLI_ERRORS.md):\n" + "\n".join(rows)


class FltcError(Exception):
    """Base of every error fltc raises on purpose."""

    exit_code: ClassVar[int] = EXIT_FAILED


class ConfigError(FltcError):
    """A launch configuration, request or CLI argument is invalid."""


class InputError(ConfigError):
    """An input named on the command line (prompts file, stdin, a run directory to audit) is unusable."""

    exit_code: ClassVar[int] = EXIT_INPUT


class ModelFileError(ConfigError):
    """The model path is missing, a directory or unreadable (a defect inside the file is MalformedGGUF)."""

    exit_code: ClassVar[int] = EXIT_MODEL


class OutputError(ConfigError):
    """The run directory cannot be created or written, or is already used by another run."""

    exit_code: ClassVar[int] = EXIT_OUTPUT


class UnsupportedPTX(FltcError):
    """The PTX uses an instruction/state space/modifier the verifier does not model."""

    def __init__(self, what: str, line: int, text: str = "") -> None:
        self.what, self.line, self.text = what, line, text
        super().__init__(f"unsupported PTX at line {line}: {what}" + (f" ({text.strip()})" if text else ""))


class ProofError(FltcError):
    """An obligation could not be proved (a witness may be attached)."""


class ArtifactCheckError(FltcError):
    """A proof artifact failed its independent re-check (hash mismatch, edited query, new verdict)."""


class UnprovenLaunchError(FltcError):
    """The launch gate refused a configuration that has no checked proof artifact."""


class CudaError(FltcError):
    """A CUDA driver call returned an error code."""


class MalformedGGUF(FltcError):
    """A GGUF file is truncated, inconsistent or uses something fltc refuses to load."""

    exit_code: ClassVar[int] = EXIT_MODEL


class AllocationError(FltcError):
    """The KV allocator cannot satisfy a request; its state is unchanged."""


class StoreError(FltcError):
    """The ROWM-NR checkpoint store refused an operation (conflict, bound, corruption)."""


class AuditError(FltcError):
    """A run directory failed its offline audit."""
