"""ModelConfig: the Llama hyper-parameters fltc reads from GGUF metadata.

Kept in its own module so the loader (which builds it) and llama.py (which
consumes it) do not import each other. Re-exported from backend.model.llama.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ModelConfig:
    """Validated Llama hyper-parameters (all positive, heads divide hidden, kv_heads divide heads)."""

    arch: str
    layers: int
    hidden: int
    heads: int
    kv_heads: int
    head_dim: int
    ffn: int
    vocab: int
    rope_freq_base: float
    rope_dim: int
    rms_eps: float
    context_length: int
    bos_id: int | None  # None only for a file loaded with allow_inconsistent=True (the key was missing)
    eos_id: int | None  # likewise
    tied_embeddings: bool = True

    @property
    def q_dim(self) -> int:
        return self.heads * self.head_dim

    @property
    def kv_dim(self) -> int:
        return self.kv_heads * self.head_dim
