"""The contract's parallel-safety obligations, one module each (numbering as in the contract)."""

from verifier.obligations import (
    abi,
    barrier_uniformity,
    bounds_alignment,
    coverage,
    power_state,
    resources,
    single_writer,
)

ALL = (coverage, single_writer, bounds_alignment, barrier_uniformity, resources, power_state, abi)
