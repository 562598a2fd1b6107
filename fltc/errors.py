"""The exception hierarchy. Every message says what to do next."""

from __future__ import annotations


class FltcError(Exception):
    """Base of every error fltc raises on purpose."""


class ConfigError(FltcError):
    """A launch configuration, request or CLI argument is invalid."""


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


class AllocationError(FltcError):
    """The KV allocator cannot satisfy a request; its state is unchanged."""


class StoreError(FltcError):
    """The ROWM-NR checkpoint store refused an operation (conflict, bound, corruption)."""


class AuditError(FltcError):
    """A run directory failed its offline audit."""
