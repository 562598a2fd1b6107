"""FLTC executable specification: numpy operators with stated rounding, exceptional-value
policy, accumulation order and error bounds (spec.scalar explains the contract), the KV
layout (spec.kv_layout), the counter-based RNG (spec.philox) and, in spec.lli, the LLI
transition systems.  Pure Python + numpy: no GPU, no Z3."""
