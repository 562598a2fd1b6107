"""The Gemma 3 step kernels around the quantised GEMVs (backend/kernels/src/gemma_step.cu) and their families.

Why a module of its own: registry_gemma declares the linears; what sits between them in Gemma's step is
different from the Llama step (issue 18): a binary32 residual stream (|x| passes the f16 range on the 270M
file, spec.gemma), RMSNorms of that stream feeding f16 GEMVs, post-norms between a linear's output and the
residual add, per-head QK RMSNorm before a NEOX RoPE, head_dim 256 with one KV head, and a 262,144-token
vocabulary (greedy_f32 ranks with 16-bit indices: V <= 65,536). registry_gemma imports this module; it
registers its descriptors with registry._make and appends all_gemma_step_families to
registry.EXTRA_FAMILIES, so `fltc prove --all`, the gate's CI re-check and the checklist see them.

What is declared (GemmaStepProfile), per decode step of M token rows (M in 1..max_rows; every kernel after
the embedding a programmatic dependent up to GEMMA_PDL_MAX_ROWS rows, registry_gemma.gemma_dependent_launch):
  * embedding_q8_0_scaled_f32 (spec.gemma.scale_embedding of the Q8_0 rows, the f32 stream's start:
    x = fl32(fl16(row) * fl32(sqrt(hidden)))), the step's first kernel, not a dependent;
and per layer:
  * rmsnorm_wide_f16 (spec.gemma.rmsnorm_wide): x f32 -> f16 GEMV input (attn_norm and ffn_norm);
  * qk_norm_rope_kv_d256_f16 (spec.gemma.qk_rmsnorm, then rope_neox; rope_dim = head_dim): the fused q|k GEMV's
    rows and v -> q_out and the paged K/V cache; the RoPE base enters through the cos/sin tables, so local
    (10,000) and global (1,000,000) layers launch the one configuration with different tables;
  * postnorm_add_f32 (spec.norm.rmsnorm_f32 of a linear's f16 output added into the f32 stream by
    spec.gemma.residual_add_wide): post_attention_norm and post_ffw_norm;
  * postnorm_add_norm_f32: postnorm_add_f32 then rmsnorm_wide_f16 of the updated rows in one launch, bit for
    bit the pair (post_attention_norm + ffn_norm, and post_ffw_norm + the next layer's attn_norm), so a step
    launches rmsnorm_wide_f16 once (layer 0's attn_norm) and postnorm_add_f32 once (the last post_ffw_norm);
    at one row all but the last run inside the next GEMV instead (registry_gemma.gemma_postnorm_gemv_kernel,
    whose configurations gemma_norm_specs adds with this profile's eps: gemma_postnorm_specs);
  * attention_window_d256_f16 (spec.sliding_window; the local layers' window and, with window = max_context,
    the global layers' causal attention: two configurations): one CTA per (query head, row), the three passes
    of paged_attention_f16 (scores in shared memory, no online softmax); ATT256_MAX_KEYS bounds
    min(window, max_context); from ATTG4_ROWS_FROM rows the local layers launch attention_window_g4_d256_f16
    (src/attention_window.cu: one CTA per (KV head, row) for a group of 4 heads, the same arithmetic bit for
    bit; GemmaStepProfile.attention_kernel picks);
  * at one row, the local layers' qk_norm_rope_kv + attention as one launch (GemmaStepProfile.fused_qk_attention):
    QKATT_KERNEL = qk_rope_attention_b1_d256_f16 (src/attention_b1.cu: pass 1 lanes over a key's dims, warps
    over the keys), qk_rope_attention_g4_d256_f16 (src/attention_decode.cu, one thread a key) and
    qk_rope_attention_b1o_d256_f16 (src/attention_b1o.cu, one pass with a per-warp online softmax) declared
    beside it.
and per step, over the last-token rows of B sequences (B in 1..max_seqs):
  * rmsnorm_wide_rows_f16 (output_norm of the gathered rows), then the head (registry_gemma);
  * greedy_part_f32 + greedy_final: greedy argmax in two stages (GREEDY_PARTS CTAs per row, then one warp
    per row over the parts; spec.sampling step 1, ties -> lowest index).
The linears and the head are registry_gemma's; the executor that launches the step: backend/cuda/gemma_plan.py.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from backend.kernels import b1s_layout
from backend.kernels import registry as _r
from backend.kernels.registry import (
    KV_BLOCK_SIZE,
    POWER,
    ROWS,
    LaunchSpec,
    P,
    _cdiv,
    _cfg,
    _f32,
    _kv_scalars,
    _make,
    _paged_kv_assumptions,
    _ptr,
    _region,
    _require,
    _rope_assumptions,
    _runs,
    _spec,
    _symbol_name,
    _u32,
    dependent_launch,
    layer_view,
    spec_config,
    step_inputs,
)
from backend.kernels.registry_gemma import (
    COMB_KERNEL,
    GEMMA_PROFILES,
    GemmaProfile,
    gemma_dependent_launch,
    gemma_pn_q8v_specs,
    gemma_postnorm_specs,
)
from backend.kernels.symbolic import sym
from spec.kv_layout import KVLayout
from verifier.config import Assumption, AssumptionKind, LaunchConfig, ParamDecl, ResourceLimits, Role

PTX = "gemma_step"
WIDE_THREADS = 256  # threads per CTA of the row kernels (one CTA per row)
QK_HEAD_DIMS = (256,)  # head dims qk_norm_rope_kv is instantiated for (qk_norm_rope_kv_d<DH>_f16)
MAX_BLOCK_THREADS = 1024
GREEDY_THREADS = 256  # threads per greedy_part_f32 CTA, 4 logits per load
GREEDY_PARTS = 64  # CTAs per row of greedy_part_f32: 262,144 / 64 = 4,096 logits each (4 loads per thread)
GREEDY_INVALID = 0xFFFFFFFF  # the token of a row with a NaN / +Inf logit or only -Inf logits
_LIMITS = ResourceLimits(max_registers=64, max_shared_bytes=64)
_SMALL = ResourceLimits(max_registers=64, max_shared_bytes=0)
_GREEDY_LIMITS = ResourceLimits(max_registers=64, max_shared_bytes=128)


# ----------------------------------------------------------------------------- binary32 stream
def _check_rows(name: str, rows: object, D: int, eps: float) -> None:
    _require(D > 0 and D % 4 == 0 and eps > 0, f"{name}: need D > 0, D % 4 == 0 (float4 row loads) and eps > 0")
    _require(not isinstance(rows, int) or rows > 0, f"{name}: need at least one row")


def _rmsnorm_wide_family(*, M: int, D: int, eps: float) -> LaunchConfig:
    _check_rows("rmsnorm_wide_f16", M, D, eps)
    return _cfg("rmsnorm_wide_f16", grid=(M, 1, 1), block=(WIDE_THREADS, 1, 1), scalars={"D": D, "eps": _f32(eps)},
                buffers={"x": 4 * M * D, "w": 4 * D, "y": 2 * M * D}, outputs=(_region("y", (M, D)),),
                label=f"m{M}_d{D}")


_make("rmsnorm_wide_f16", PTX, "rmsnorm_wide_f16",
      (_ptr("x", Role.IN), _ptr("w", Role.IN), _ptr("y", Role.OUT), _u32("D"), ParamDecl("eps", P.F32), POWER),
      _LIMITS, _rmsnorm_wide_family, ())


def _rmsnorm_wide_rows_family(*, n_out: int, rows_in: int, D: int, eps: float) -> LaunchConfig:
    _check_rows("rmsnorm_wide_rows_f16", n_out, D, eps)
    _require(rows_in > 0, "rmsnorm_wide_rows_f16: need rows_in > 0")
    return _cfg("rmsnorm_wide_rows_f16", grid=(n_out, 1, 1), block=(WIDE_THREADS, 1, 1),
                scalars={"D": D, "eps": _f32(eps)},
                buffers={"x": 4 * rows_in * D, "idx": 4 * n_out, "w": 4 * D, "y": 2 * n_out * D},
                outputs=(_region("y", (n_out, D)),), label=f"n{n_out}_rows{rows_in}_d{D}",
                assumptions=(Assumption("gather_index_in_rows", AssumptionKind.LOAD_RANGE,
                                        "the executor normalises the last-token row of each sequence of the "
                                        "step; row indices are < the stream buffer's rows", "idx", "u32", 0,
                                        rows_in - 1),))


_make("rmsnorm_wide_rows_f16", PTX, "rmsnorm_wide_rows_f16",
      (_ptr("x", Role.IN), _ptr("idx", Role.IN), _ptr("w", Role.IN), _ptr("y", Role.OUT), _u32("D"),
       ParamDecl("eps", P.F32), POWER), _LIMITS, _rmsnorm_wide_rows_family, ("idx",))


def _postnorm_add_family(*, M: int, D: int, eps: float) -> LaunchConfig:
    _check_rows("postnorm_add_f32", M, D, eps)
    return _cfg("postnorm_add_f32", grid=(M, 1, 1), block=(WIDE_THREADS, 1, 1), scalars={"D": D, "eps": _f32(eps)},
                buffers={"x": 4 * M * D, "y": 2 * M * D, "w": 4 * D}, outputs=(_region("x", (M, D), 4),),
                label=f"m{M}_d{D}")


_make("postnorm_add_f32", PTX, "postnorm_add_f32",
      (_ptr("x", Role.INOUT), _ptr("y", Role.IN), _ptr("w", Role.IN), _u32("D"), ParamDecl("eps", P.F32), POWER),
      _LIMITS, _postnorm_add_family, ())


WIDE_MAX_D = 1024  # postnorm_add_norm_f32 keeps the updated row in shared memory: D <= this


def _postnorm_add_norm_family(*, M: int, D: int, eps: float) -> LaunchConfig:
    _check_rows("postnorm_add_norm_f32", M, D, eps)
    _require(D <= WIDE_MAX_D, f"postnorm_add_norm_f32: need D <= {WIDE_MAX_D} (its shared row)")
    return _cfg("postnorm_add_norm_f32", grid=(M, 1, 1), block=(WIDE_THREADS, 1, 1),
                scalars={"D": D, "eps": _f32(eps)},
                buffers={"x": 4 * M * D, "y": 2 * M * D, "w": 4 * D, "wn": 4 * D, "xn": 2 * M * D},
                outputs=(_region("x", (M, D), 4), _region("xn", (M, D))), label=f"m{M}_d{D}")


_make("postnorm_add_norm_f32", PTX, "postnorm_add_norm_f32",
      (_ptr("x", Role.INOUT), _ptr("y", Role.IN), _ptr("w", Role.IN), _ptr("wn", Role.IN), _ptr("xn", Role.OUT),
       _u32("D"), ParamDecl("eps", P.F32), POWER),
      ResourceLimits(max_registers=64, max_shared_bytes=4 * (WIDE_MAX_D + 2)), _postnorm_add_norm_family,
      ("w", "wn"))  # the norm weights are read before griddepcontrol.wait (gemma_step.cu)


# ----------------------------------------------------------------------------- QK-norm + NEOX RoPE + K/V
def qk_rope_kernel(head_dim: int) -> str:
    """The registered qk_norm_rope_kv kernel of a head dim (one PTX entry per instantiated head dim)."""
    _require(head_dim in QK_HEAD_DIMS, f"qk_norm_rope_kv is instantiated for head_dim {QK_HEAD_DIMS}, not "
             f"{head_dim}: add an instantiation to gemma_step.cu and QK_HEAD_DIMS")
    return f"qk_norm_rope_kv_d{head_dim}_f16"


def _qk_rope_family(head_dim: int) -> Callable[..., LaunchConfig]:
    name = qk_rope_kernel(head_dim)

    def family(*, T: int, q_heads: int, kv_heads: int, eps: float, positions: int, layers: int,
               physical_blocks: int) -> LaunchConfig:
        heads = q_heads + 2 * kv_heads
        _require(q_heads > 0 and kv_heads > 0 and 32 * heads <= MAX_BLOCK_THREADS and eps > 0 and positions > 0
                 and physical_blocks > 0, f"{name}: need q_heads, kv_heads > 0 (32 * (q_heads + 2 * kv_heads) "
                 f"<= {MAX_BLOCK_THREADS} threads), eps > 0, positions > 0 and physical_blocks > 0")
        _require(not isinstance(T, int) or T > 0, f"{name}: need T > 0")
        g = KVLayout(layers, physical_blocks, block_size=KV_BLOCK_SIZE, kv_heads=kv_heads, head_dim=head_dim)
        half = head_dim // 2
        return _cfg(name, grid=(T, 1, 1), block=(32, heads, 1),
                    scalars={"q_heads": q_heads, "kv_heads": kv_heads, "eps": _f32(eps),
                             "n_slots": physical_blocks * KV_BLOCK_SIZE, **_kv_scalars(g)},
                    buffers={"qk": 2 * T * (q_heads + kv_heads) * head_dim, "v": 2 * T * kv_heads * head_dim,
                             "qkw": 8 * head_dim, "positions": 4 * T,
                             "cos_tab": 4 * positions * half, "sin_tab": 4 * positions * half, "slots": 4 * T,
                             "q_out": 2 * T * q_heads * head_dim, "kv": layer_view(g)},
                    # q_out is a static region; the cache rows written are chosen by data (slots < n_slots;
                    # padding rows carry slots >= n_slots and write nothing), as rope_qkv_kv_f16's
                    outputs=(_region("q_out", (T, q_heads, head_dim)),),
                    label=f"t{T}_hq{q_heads}_hkv{kv_heads}_d{head_dim}_p{positions}_l{layers}_b{physical_blocks}",
                    assumptions=_rope_assumptions(positions))
    return family


for _dh in QK_HEAD_DIMS:
    _make(qk_rope_kernel(_dh), PTX, qk_rope_kernel(_dh),
          (_ptr("qk", Role.IN), _ptr("v", Role.IN), _ptr("qkw", Role.IN),
           _ptr("positions", Role.IN), _ptr("cos_tab", Role.IN), _ptr("sin_tab", Role.IN), _ptr("slots", Role.IN),
           _ptr("q_out", Role.OUT), _ptr("kv", Role.INOUT), _u32("q_heads"), _u32("kv_heads"),
           ParamDecl("eps", P.F32), _u32("n_slots"), _u32("token_stride"), _u32("page_stride"),
           ParamDecl("plane_stride", P.U64), POWER),
          _LIMITS, _qk_rope_family(_dh), ("qkw", "positions", "cos_tab", "sin_tab", "slots"))


# ----------------------------------------------------------------------------- sliding-window attention, d256
ATT256_KERNEL = "attention_window_d256_f16"
ATT256_THREADS = 256
ATT256_HEAD_DIM = 256
ATT256_MAX_KEYS = 8192  # shared score buffer (floats): a row attends to at most min(window, max_context) keys
_ATT256_LIMITS = ResourceLimits(max_registers=128,
                                max_shared_bytes=4 * (ATT256_HEAD_DIM + ATT256_MAX_KEYS + ATT256_THREADS // 32
                                                      + 8 * ATT256_HEAD_DIM))


def _att256_shape(kernel: str, *, R: int, kv_heads: int, max_context: int, layers: int, physical_blocks: int,
                  window: int, head_dim: int, scale: float | None, max_keys: int) -> tuple[KVLayout, int, float]:
    """The checks and derived sizes both d256 attention families share: (layout, max_blocks, f32 scale)."""
    _require(head_dim == ATT256_HEAD_DIM, f"{kernel} is compiled for head_dim {ATT256_HEAD_DIM}")
    _require(not isinstance(R, int) or R > 0, f"{kernel}: need R > 0")
    _require(max_context % KV_BLOCK_SIZE == 0 and 0 < max_context and 0 < window
             and min(window, max_context) <= max_keys,
             f"{kernel}: need max_context a positive multiple of {KV_BLOCK_SIZE}, window >= 1 and "
             f"min(window, max_context) <= {max_keys} (the shared score buffer)")
    g = KVLayout(layers, physical_blocks, block_size=KV_BLOCK_SIZE, kv_heads=kv_heads, head_dim=head_dim)
    return g, max_context // KV_BLOCK_SIZE, _f32(1.0 / math.sqrt(head_dim) if scale is None else scale)


def _attention_window_family(*, R: int, q_heads: int, kv_heads: int, max_context: int, layers: int,
                             physical_blocks: int, window: int, head_dim: int = ATT256_HEAD_DIM,
                             scale: float | None = None) -> LaunchConfig:
    _require(q_heads > 0 and kv_heads > 0 and q_heads % kv_heads == 0,
             f"{ATT256_KERNEL}: q_heads must be a positive multiple of kv_heads")
    g, mb, sc = _att256_shape(ATT256_KERNEL, R=R, kv_heads=kv_heads, max_context=max_context, layers=layers,
                              physical_blocks=physical_blocks, window=window, head_dim=head_dim, scale=scale,
                              max_keys=ATT256_MAX_KEYS)
    qo = 2 * R * q_heads * head_dim
    group = q_heads // kv_heads
    return _cfg(ATT256_KERNEL, grid=(group, kv_heads, R), block=(ATT256_THREADS, 1, 1),
                scalars={"q_heads": q_heads, "group": group, "max_blocks": mb, "scale": sc, "window": window,
                         **_kv_scalars(g)},
                buffers={"q": qo, "kv": layer_view(g), "block_tables": 4 * R * mb, "seq_lens": 4 * R,
                         "out": qo},
                outputs=(_region("out", (R, q_heads, head_dim)),),
                label=f"r{R}_hq{q_heads}_hkv{kv_heads}_ctx{max_context}_w{window}_l{layers}_b{physical_blocks}",
                assumptions=_paged_kv_assumptions(physical_blocks, max_context))


_make(ATT256_KERNEL, PTX, ATT256_KERNEL,
      (_ptr("q", Role.IN), _ptr("kv", Role.IN), _ptr("block_tables", Role.IN), _ptr("seq_lens", Role.IN),
       _ptr("out", Role.OUT), _u32("q_heads"), _u32("group"), _u32("max_blocks"), _u32("token_stride"),
       _u32("page_stride"), ParamDecl("plane_stride", P.U64), ParamDecl("scale", P.F32), _u32("window"), POWER),
      _ATT256_LIMITS, _attention_window_family, ("seq_lens",))


# ----------------------------------------------------------------------------- windowed attention, a GQA group a CTA
ATTG4_KERNEL = "attention_window_g4_d256_f16"
ATTG4_PTX = "attention_window"
ATTG4_GROUP = 4  # query heads per KV head the kernel is compiled for
ATTG4_MAX_KEYS = 512  # shared scores per head (floats): the family requires min(window, max_context) <= it
ATTG4_ROWS_FROM = 17  # rows from which a windowed layer launches it (GemmaStepProfile.attention_kernel)
_ATTG4_LIMITS = ResourceLimits(max_registers=128,
                               max_shared_bytes=4 * (ATTG4_GROUP * ATT256_HEAD_DIM + ATTG4_GROUP * ATTG4_MAX_KEYS
                                                     + ATTG4_GROUP * ATT256_THREADS // 32
                                                     + ATT256_THREADS // 32 * ATTG4_GROUP * ATT256_HEAD_DIM))


def _attention_g4_family(*, R: int, q_heads: int, kv_heads: int, max_context: int, layers: int,
                         physical_blocks: int, window: int, head_dim: int = ATT256_HEAD_DIM,
                         scale: float | None = None) -> LaunchConfig:
    _require(kv_heads > 0 and q_heads == ATTG4_GROUP * kv_heads,
             f"{ATTG4_KERNEL}: is compiled for {ATTG4_GROUP} query heads per KV head (q_heads = 4 * kv_heads)")
    g, mb, sc = _att256_shape(ATTG4_KERNEL, R=R, kv_heads=kv_heads, max_context=max_context, layers=layers,
                              physical_blocks=physical_blocks, window=window, head_dim=head_dim, scale=scale,
                              max_keys=ATTG4_MAX_KEYS)
    qo = 2 * R * q_heads * head_dim
    return _cfg(ATTG4_KERNEL, grid=(kv_heads, R, 1), block=(ATT256_THREADS, 1, 1),
                scalars={"q_heads": q_heads, "max_blocks": mb, "scale": sc, "window": window, **_kv_scalars(g)},
                buffers={"q": qo, "kv": layer_view(g), "block_tables": 4 * R * mb, "seq_lens": 4 * R,
                         "out": qo},
                outputs=(_region("out", (R, q_heads, head_dim)),),
                label=f"r{R}_hq{q_heads}_hkv{kv_heads}_ctx{max_context}_w{window}_l{layers}_b{physical_blocks}",
                assumptions=_paged_kv_assumptions(physical_blocks, max_context))


_make(ATTG4_KERNEL, ATTG4_PTX, ATTG4_KERNEL,
      (_ptr("q", Role.IN), _ptr("kv", Role.IN), _ptr("block_tables", Role.IN), _ptr("seq_lens", Role.IN),
       _ptr("out", Role.OUT), _u32("q_heads"), _u32("max_blocks"), _u32("token_stride"), _u32("page_stride"),
       ParamDecl("plane_stride", P.U64), ParamDecl("scale", P.F32), _u32("window"), POWER),
      _ATTG4_LIMITS, _attention_g4_family, ("seq_lens",))


# ----------------------------------------------------------------------------- batch-1 QK-norm + RoPE + K/V + attention
# Two entries of one ABI, launch shape, prologue and passes 2-3 (attention_g4.cuh), which differ in pass 1:
#   QKATT_G4_KERNEL (src/attention_decode.cu): one thread a key, the g4 kernels' order (bit for bit
#     qk_norm_rope_kv_d256_f16 + attention_window_g4_d256_f16);
#   QKATT_B1_KERNEL (src/attention_b1.cu): lanes over a key's dims, warps over the keys (every warp busy from 8 keys
#     on; H100, context ~80: the g4 kernel took 8.4 us a launch), scores in another order within spec.attention's
#     bound, the K/V row bit for bit the g4 kernel's;
#   QKATT_B1O_KERNEL (src/attention_b1o.cu): b1's prologue and dot products, then ONE pass with a per-warp online
#     softmax (K and V rows loaded together, table entries a trip ahead, the first trip's before the grid wait:
#     block_tables is a stable input of it) and one barrier to combine the warps; within spec.attention's bound
#     with extra_roundings = ceil(n / 32) (its header); no score buffer, but declared at b1's configurations only.
# QKATT_KERNEL is the one the step launches (GemmaStepProfile.fused_qk_attention, gemma_plan); the others of
# QKATT_KERNELS are declared beside it at the same launches (gemma_step_families), so the gate admits either and
# the device tests compare them.
QKATT_G4_KERNEL = "qk_rope_attention_g4_d256_f16"
QKATT_G4_PTX = "attention_decode"
QKATT_B1_KERNEL = "qk_rope_attention_b1_d256_f16"
QKATT_B1_PTX = "attention_b1"
QKATT_B1O_KERNEL = "qk_rope_attention_b1o_d256_f16"
QKATT_B1O_PTX = "attention_b1o"
QKATT_KERNEL = QKATT_B1_KERNEL
QKATT_KERNELS = (QKATT_B1_KERNEL, QKATT_G4_KERNEL, QKATT_B1O_KERNEL)  # the launched one first
QKATT_ROWS = 1  # the one row count that launches them: the CTA writes its row's K/V slot and reads it back
_QKATT_LIMITS = ResourceLimits(max_registers=128,
                               max_shared_bytes=_ATTG4_LIMITS.max_shared_bytes + 2 * ATTG4_GROUP * ATT256_HEAD_DIM)
# the b1 entry keeps q in registers: no f32 copy of the four q heads (qf), only their f16 qh
_QKATT_B1_LIMITS = ResourceLimits(max_registers=128,
                                  max_shared_bytes=_QKATT_LIMITS.max_shared_bytes - 4 * ATTG4_GROUP * ATT256_HEAD_DIM)
# the b1o entry: qh and the combine's per-warp m, l and p.V partial sums (no scores); ptxas (CUDA 13, sm_90): 187
# registers (the K and V rows of two trips in flight), 35,072 bytes of shared memory
_QKATT_B1O_LIMITS = ResourceLimits(max_registers=192,
                                   max_shared_bytes=2 * ATTG4_GROUP * ATT256_HEAD_DIM
                                   + 4 * (ATT256_THREADS // 32) * ATTG4_GROUP * (ATT256_HEAD_DIM + 2))
# the stable inputs (loaded before FLTC_GRID_SYNC may be): the step's host inputs and the weights / RoPE tables
_QKATT_STABLE = ("qkw", "positions", "cos_tab", "sin_tab", "slots", "seq_lens")


def _qk_rope_attention_family(name: str) -> Callable[..., LaunchConfig]:
    """The family of one fused batch-1 entry (QKATT_KERNELS: the same ABI and launch shape)."""

    def family(*, R: int, q_heads: int, kv_heads: int, max_context: int, layers: int, physical_blocks: int,
               window: int, eps: float, positions: int, head_dim: int = ATT256_HEAD_DIM,
               scale: float | None = None) -> LaunchConfig:
        _require(isinstance(R, int) and R == QKATT_ROWS,
                 f"{name}: is declared for one row (R = {QKATT_ROWS}): its CTA writes the row's K/V slot "
                 f"and reads it back, so the CTAs of two rows could share a slot with nothing ordering them")
        _require(kv_heads > 0 and q_heads == ATTG4_GROUP * kv_heads and eps > 0 and positions > 0,
                 f"{name}: is compiled for {ATTG4_GROUP} query heads per KV head (q_heads = 4 * kv_heads); "
                 f"need eps > 0 and positions > 0")
        g, mb, sc = _att256_shape(name, R=R, kv_heads=kv_heads, max_context=max_context, layers=layers,
                                  physical_blocks=physical_blocks, window=window, head_dim=head_dim, scale=scale,
                                  max_keys=ATTG4_MAX_KEYS)
        qo = 2 * R * q_heads * head_dim
        return _cfg(name, grid=(kv_heads, R, 1), block=(ATT256_THREADS, 1, 1),
                    scalars={"q_heads": q_heads, "kv_heads": kv_heads, "eps": _f32(eps),
                             "n_slots": physical_blocks * KV_BLOCK_SIZE, "max_blocks": mb, "scale": sc,
                             "window": window, **_kv_scalars(g)},
                    buffers={"qk": 2 * R * (q_heads + kv_heads) * head_dim, "v": 2 * R * kv_heads * head_dim,
                             "qkw": 8 * head_dim, "positions": 4 * R, "cos_tab": 4 * positions * (head_dim // 2),
                             "sin_tab": 4 * positions * (head_dim // 2), "slots": 4 * R, "kv": layer_view(g),
                             "block_tables": 4 * R * mb, "seq_lens": 4 * R, "out": qo},
                    # out is static; the cache row written is chosen by data (slots < n_slots), as qk_norm_rope_kv's
                    outputs=(_region("out", (R, q_heads, head_dim)),),
                    label=f"r{R}_hq{q_heads}_hkv{kv_heads}_ctx{max_context}_w{window}_l{layers}_b{physical_blocks}"
                          f"_p{positions}",
                    assumptions=_paged_kv_assumptions(physical_blocks, max_context) + _rope_assumptions(positions))
    return family


for _name, _ptx, _lim, _stable in (
        (QKATT_G4_KERNEL, QKATT_G4_PTX, _QKATT_LIMITS, _QKATT_STABLE),
        (QKATT_B1_KERNEL, QKATT_B1_PTX, _QKATT_B1_LIMITS, _QKATT_STABLE),
        # block_tables is a host input of the step too: b1o loads its first trip's entries before the wait
        (QKATT_B1O_KERNEL, QKATT_B1O_PTX, _QKATT_B1O_LIMITS, (*_QKATT_STABLE, "block_tables"))):
    _make(_name, _ptx, _name,
          (_ptr("qk", Role.IN), _ptr("v", Role.IN), _ptr("qkw", Role.IN), _ptr("positions", Role.IN),
           _ptr("cos_tab", Role.IN), _ptr("sin_tab", Role.IN), _ptr("slots", Role.IN), _ptr("kv", Role.INOUT),
           _ptr("block_tables", Role.IN), _ptr("seq_lens", Role.IN), _ptr("out", Role.OUT), _u32("q_heads"),
           _u32("kv_heads"), ParamDecl("eps", P.F32), _u32("n_slots"), _u32("max_blocks"), _u32("token_stride"),
           _u32("page_stride"), ParamDecl("plane_stride", P.U64), ParamDecl("scale", P.F32), _u32("window"),
           POWER),
          _lim, _qk_rope_attention_family(_name), _stable)



# ----------------------------------------------------------------------------- batch-1 split-key attention (b1s)
# qk_rope_attention_b1s_d256_f16 (src/attention_b1s.cu; the interface: src/b1s.cuh, backend/kernels/b1s_layout.py):
# b1's prologue and pass 1 with the keys of the row split over G CTAs per KV head (grid (G, kv_heads)); each CTA
# writes its chunk's unnormalised partial (m, l, acc) to `part`, and CTA 0 the row's normalised, rotated k and v
# to `kvrow`; the next kernel (the o-projection GEMV, src/gemv_comb.cu) combines the partials and copies kvrow into
# the cache row. The KV cache is read-only here. Declared at one row beside QKATT_KERNELS, at both windows of the
# step profile (G = b1s_layout.b1s_splits: 8 chunks at sliding_window, 32 at max_context), so the gate admits it;
# gemma_plan launches it where split_qk_attention says (GEMMA_B1S_SPLIT). Numerics: the combined output is
# within spec.sliding_window's bound with extra_roundings = QKATT_B1S_EXTRA_ROUNDINGS (the .cu header's derivation).
QKATT_B1S_KERNEL = "qk_rope_attention_b1s_d256_f16"
QKATT_B1S_PTX = "attention_b1s"
QKATT_B1S_EXTRA_ROUNDINGS = 1  # per term: w_c = exp(m_c - M) and the product fl(w_c acc_c) of the combine
# ptxas (CUDA 13, sm_90): 102 registers, 44,160 bytes of static shared memory: qh, the own k and v rows, the scores
# of <= GW_MAX_KEYS keys of 4 heads, the reductions' red and pass 3's per-warp sums
_QKATT_B1S_LIMITS = ResourceLimits(max_registers=128,
                                   max_shared_bytes=2 * ATTG4_GROUP * ATT256_HEAD_DIM + 2 * 2 * ATT256_HEAD_DIM
                                   + 4 * (ATTG4_GROUP * ATTG4_MAX_KEYS + ATTG4_GROUP * ATT256_THREADS // 32
                                          + ATT256_THREADS // 32 * ATTG4_GROUP * ATT256_HEAD_DIM))
# seq_lens and block_tables are host inputs of the step (as for b1o): b1s_chunks and trip 0's table entries are
# loaded before the wait; slots is not read (no cache write) but stays in the ABI and the stable set
_QKATT_B1S_STABLE = (*_QKATT_STABLE, "block_tables")


def qkatt_b1s_chunk(window: int, max_context: int, G: int) -> int:
    """The largest chunk (keys a CTA) of b1s_chunks over every row a launch may see: n <= min(window,
    max_context) keys, ch = the multiple of 32 at least ceil(n / G) (b1s.cuh; monotone in n)."""
    return b1s_layout.b1s_chunks(min(window, max_context), window, G).ch


def _qk_rope_attention_b1s_family(*, R: int, q_heads: int, kv_heads: int, max_context: int, layers: int,
                                  physical_blocks: int, window: int, G: int, eps: float, positions: int,
                                  head_dim: int = ATT256_HEAD_DIM, scale: float | None = None) -> LaunchConfig:
    name = QKATT_B1S_KERNEL
    _require(isinstance(R, int) and R == QKATT_ROWS,
             f"{name}: is declared for one row (R = {QKATT_ROWS}): part and kvrow hold one row (b1s.cuh)")
    _require(kv_heads > 0 and q_heads == ATTG4_GROUP * kv_heads and eps > 0 and positions > 0,
             f"{name}: is compiled for {ATTG4_GROUP} query heads per KV head (q_heads = 4 * kv_heads); "
             f"need eps > 0 and positions > 0")
    _require(isinstance(G, int) and 0 < G <= 65535, f"{name}: need 1 <= G <= 65,535 chunks (the grid's x)")
    g, mb, sc = _att256_shape(name, R=R, kv_heads=kv_heads, max_context=max_context, layers=layers,
                              physical_blocks=physical_blocks, window=window, head_dim=head_dim, scale=scale,
                              max_keys=ATTG4_MAX_KEYS * G)
    _require(qkatt_b1s_chunk(window, max_context, G) <= ATTG4_MAX_KEYS,
             f"{name}: a chunk of ceil(min(window, max_context) / G) keys, rounded up to "
             f"{b1s_layout.B1S_TRIP}, must fit the {ATTG4_MAX_KEYS}-key score buffer")
    rope = tuple(a for a in _rope_assumptions(positions) if a.name == "positions_below_table")  # slots: not read
    return _cfg(name, grid=(G, kv_heads, 1), block=(ATT256_THREADS, 1, 1),
                scalars={"q_heads": q_heads, "kv_heads": kv_heads, "eps": _f32(eps),
                         "n_slots": physical_blocks * KV_BLOCK_SIZE, "max_blocks": mb, "scale": sc,
                         "window": window, "G": G, **_kv_scalars(g)},
                buffers={"qk": 2 * R * (q_heads + kv_heads) * head_dim, "v": 2 * R * kv_heads * head_dim,
                         "qkw": 8 * head_dim, "positions": 4 * R, "cos_tab": 4 * positions * (head_dim // 2),
                         "sin_tab": 4 * positions * (head_dim // 2), "slots": 4 * R, "kv": layer_view(g),
                         "block_tables": 4 * R * mb, "seq_lens": 4 * R,
                         "part": 4 * b1s_layout.part_floats(kv_heads, G), "kvrow": 2 * 2 * kv_heads * head_dim},
                # kvrow is static (CTA 0 writes it at every seq_len); part is not declared: the chunks written are
                # chosen by data (c < count of b1s_chunks(seq_lens[0], window, G)), which no static region
                # expresses (its bounds and single writer are still proved; the device test checks the chunks)
                outputs=(_region("kvrow", (2 * kv_heads, head_dim)),),
                label=f"r{R}_hq{q_heads}_hkv{kv_heads}_ctx{max_context}_w{window}_l{layers}_b{physical_blocks}"
                      f"_p{positions}_g{G}",
                assumptions=_paged_kv_assumptions(physical_blocks, max_context) + rope)


_make(QKATT_B1S_KERNEL, QKATT_B1S_PTX, QKATT_B1S_KERNEL,
      (_ptr("qk", Role.IN), _ptr("v", Role.IN), _ptr("qkw", Role.IN), _ptr("positions", Role.IN),
       _ptr("cos_tab", Role.IN), _ptr("sin_tab", Role.IN), _ptr("slots", Role.IN), _ptr("kv", Role.IN),
       _ptr("block_tables", Role.IN), _ptr("seq_lens", Role.IN), _ptr("part", Role.OUT), _ptr("kvrow", Role.OUT),
       _u32("q_heads"), _u32("kv_heads"), ParamDecl("eps", P.F32), _u32("n_slots"), _u32("max_blocks"),
       _u32("token_stride"), _u32("page_stride"), ParamDecl("plane_stride", P.U64), ParamDecl("scale", P.F32),
       _u32("window"), _u32("G"), POWER),
      _QKATT_B1S_LIMITS, _qk_rope_attention_b1s_family, _QKATT_B1S_STABLE)


def qkatt_b1s_G(p: GemmaStepProfile, window: int) -> int:
    """The chunks a row of a layer of this window is split into (b1s_layout.b1s_splits: local layers
    B1S_SPLITS_LOCAL, global ones, window max_context, B1S_SPLITS_GLOBAL)."""
    return b1s_layout.b1s_splits(window, p.max_context)


# the module-level switch: False keeps the one-CTA attention (QKATT_KERNEL, or qk_norm_rope_kv + attention_window
# on the global layers) and the plain o-projection; both paths stay declared (exp_gemma_b1_ab's A/B)
# Off until the device tests of both entries (tests/gpu/test_gemma_attention_b1s.py, test_gemma_comb_gemv.py) and the
# greedy test with it on have run: no device came the session they landed
GEMMA_B1S_SPLIT = False


def b1s_applies(p: GemmaStepProfile, window: int, rows: int, o_type: str) -> bool:
    """Whether a layer of this window can run as qk_rope_attention_b1s_d256_f16 then the o-projection that combines
    its partials (registry_gemma.COMB_KERNEL, a Q4_K attn_output) in a step of `rows` rows: at one row, where the
    model's heads fit the b1s entry and the window's chunks fit its score buffer. Both are declared wherever this
    holds (whatever GEMMA_B1S_SPLIT says), so the A/B's two paths are admitted alike."""
    m = p.gemma.model
    return (rows == QKATT_ROWS and o_type.lower() == "q4_k" and m.kv_heads > 0
            and m.q_heads == ATTG4_GROUP * m.kv_heads and m.head_dim == ATT256_HEAD_DIM
            and qkatt_b1s_chunk(window, p.max_context, qkatt_b1s_G(p, window)) <= ATTG4_MAX_KEYS)


def split_qk_attention(p: GemmaStepProfile, window: int, rows: int, o_type: str) -> bool:
    """Whether the step launches a layer of this window that way (b1s_applies, with GEMMA_B1S_SPLIT)."""
    return GEMMA_B1S_SPLIT and b1s_applies(p, window, rows, o_type)


def qkatt_b1s_specs(p: GemmaStepProfile, rows: int) -> list[LaunchSpec]:
    """The b1s launches and their combining o-projections a step of `rows` rows may make (one pair per window of the
    profile where b1s_applies), programmatic dependents."""
    m = p.gemma.model
    dep = gemma_dependent_launch(rows)
    out: list[LaunchSpec] = []
    for w in p.windows():
        if b1s_applies(p, w, rows, m.o_type):
            G = qkatt_b1s_G(p, w)
            out += [_spec(QKATT_B1S_KERNEL, dep, R=ROWS, **p.attention_shape(w), eps=p.rms_eps,
                          positions=p.max_context, G=G),
                    _spec(COMB_KERNEL, dep, M=ROWS, N=m.hidden, K=m.q_heads * m.head_dim, kv_heads=m.kv_heads,
                          window=w, G=G, layers=m.layers, physical_blocks=p.physical_blocks)]
    return out
# ----------------------------------------------------------------------------- end of b1s


# ----------------------------------------------------------------------------- greedy over a large vocabulary
def _greedy_part_family(*, B: int, V: int, parts: int = GREEDY_PARTS) -> LaunchConfig:
    chunk = V // parts if parts > 0 else 0
    _require(parts > 0 and V == parts * chunk and chunk > 0 and chunk % (4 * GREEDY_THREADS) == 0
             and V < GREEDY_INVALID, f"greedy_part_f32: need V = parts * chunk with chunk a positive multiple "
             f"of {4 * GREEDY_THREADS} (4-logit loads by {GREEDY_THREADS} threads) and V < 2^32 - 1")
    _require(not isinstance(B, int) or B > 0, "greedy_part_f32: need B > 0")
    return _cfg("greedy_part_f32", grid=(parts, B, 1), block=(GREEDY_THREADS, 1, 1), scalars={"chunk": chunk},
                buffers={"logits": 4 * B * V, "part": 8 * B * parts}, outputs=(_region("part", (B, parts), 8),),
                label=f"b{B}_v{V}_p{parts}")


def _greedy_final_family(*, B: int, parts: int = GREEDY_PARTS) -> LaunchConfig:
    _require(parts > 0, "greedy_final: need parts > 0")
    _require(not isinstance(B, int) or B > 0, "greedy_final: need B > 0")
    return _cfg("greedy_final", grid=(B, 1, 1), block=(32, 1, 1), scalars={"parts": parts},
                buffers={"part": 8 * B * parts, "tokens": 4 * B}, outputs=(_region("tokens", (B,), 4),),
                label=f"b{B}_p{parts}")


_make("greedy_part_f32", PTX, "greedy_part_f32",
      (_ptr("logits", Role.IN), _ptr("part", Role.OUT), _u32("chunk"), POWER), _GREEDY_LIMITS,
      _greedy_part_family, ())
_make("greedy_final", PTX, "greedy_final",
      (_ptr("part", Role.IN), _ptr("tokens", Role.OUT), _u32("parts"), POWER), _GREEDY_LIMITS,
      _greedy_final_family, ())


# ----------------------------------------------------------------------------- scaled embedding
def _embedding_scaled_family(*, T: int, D: int, V: int, scale: float) -> LaunchConfig:
    _require(V > 0 and D > 0 and D % 32 == 0 and scale > 0, "embedding_q8_0_scaled_f32: need V > 0, D % 32 == 0 "
             "and scale > 0")
    _require(not isinstance(T, int) or T > 0, "embedding_q8_0_scaled_f32: need T > 0")
    # no assumption on the ids: the kernel reads a table row only for an id < V (obligation 3 proves it)
    return _cfg("embedding_q8_0_scaled_f32", grid=(_cdiv(D, 256), T, 1), block=(256, 1, 1),
                scalars={"D": D, "V": V, "scale": _f32(scale)},
                buffers={"table": V * (D // 32) * 34, "ids": 4 * T, "out": 4 * T * D},
                outputs=(_region("out", (T, D), 4),), label=f"t{T}_d{D}_v{V}")


_make("embedding_q8_0_scaled_f32", PTX, "embedding_q8_0_scaled_f32",
      (_ptr("table", Role.IN), _ptr("ids", Role.IN), _ptr("out", Role.OUT), _u32("D"), _u32("V"),
       ParamDecl("scale", P.F32), POWER), _SMALL, _embedding_scaled_family)


# ----------------------------------------------------------------------------- the Gemma 3 step profile
@dataclass(frozen=True)
class GemmaStepProfile:
    """What the Gemma 3 step launches around the linears: the model (registry_gemma) + eps + the KV pool.

    The KV pool: 16,384 blocks of 16 tokens (262,144 slots: 64 sequences at depth 4,096); gemma-3-270m: 18
    layers x K+V x 16 tokens x 1 head x 256 dims x 2 bytes = 294,912 bytes a block -> 4.8 GB; the plane stride
    (2.4 GB) stays below 4 GiB. max_context = the rows of the cos/sin tables (positions < it)."""

    gemma: GemmaProfile = field(default_factory=lambda: GEMMA_PROFILES["gemma3-270m"])
    rms_eps: float = 1e-6
    sliding_window: int = 512  # gemma3.attention.sliding_window (local layers); global layers: max_context
    max_context: int = 8192
    physical_blocks: int = 16384

    @property
    def max_rows(self) -> int:
        return self.gemma.max_rows

    @property
    def max_seqs(self) -> int:
        return self.gemma.max_seqs

    def windows(self) -> tuple[int, ...]:
        """The attention windows the step launches: the local layers' and the global layers' (max_context)."""
        return (self.sliding_window, self.max_context)

    def attention_shape(self, window: int) -> dict[str, int]:
        m = self.gemma.model
        return {"q_heads": m.q_heads, "kv_heads": m.kv_heads, "max_context": self.max_context, "layers": m.layers,
                "physical_blocks": self.physical_blocks, "window": window, "head_dim": m.head_dim}

    def attention_kernel(self, window: int, rows: int) -> str:
        """The attention entry a step of `rows` rows launches for a layer of this window: from ATTG4_ROWS_FROM
        rows, where the GQA group is ATTG4_GROUP and the window fits its score buffer,
        attention_window_g4_d256_f16 (one CTA per KV head and row: the group's four heads share each K/V load;
        bit for bit the per-head kernel's arithmetic); otherwise attention_window_d256_f16. Why not at every row
        count: below 17 rows (decode) the per-head kernel's 4x more CTAs are what fills the GPU."""
        m = self.gemma.model
        if (rows >= ATTG4_ROWS_FROM and m.kv_heads > 0 and m.q_heads == ATTG4_GROUP * m.kv_heads
                and min(window, self.max_context) <= ATTG4_MAX_KEYS):
            return ATTG4_KERNEL
        return ATT256_KERNEL

    def fused_qk_attention(self, window: int, rows: int) -> bool:
        """Whether a step of `rows` rows runs a layer of this window's QK-norm + RoPE + K/V write and attention
        as one QKATT_KERNEL (qk_rope_attention_b1_d256_f16) launch: at QKATT_ROWS rows (batch-1 decode,
        launch-bound), where the GQA group is ATTG4_GROUP and the window fits the group kernel's score buffer
        (the local layers)."""
        m = self.gemma.model
        return (rows == QKATT_ROWS and m.kv_heads > 0 and m.q_heads == ATTG4_GROUP * m.kv_heads
                and m.head_dim == ATT256_HEAD_DIM and min(window, self.max_context) <= ATTG4_MAX_KEYS)

    def qk_rope_shape(self) -> dict[str, int | float]:
        m = self.gemma.model
        return {"q_heads": m.q_heads, "kv_heads": m.kv_heads, "eps": self.rms_eps, "positions": self.max_context,
                "layers": m.layers, "physical_blocks": self.physical_blocks}


GEMMA_STEP_PROFILES: dict[str, GemmaStepProfile] = {"gemma3-270m": GemmaStepProfile()}


def gemma_norm_specs(p: GemmaStepProfile, rows: int) -> list[LaunchSpec]:
    """This module's launches of one decode step of `rows` token rows (ROWS where the count goes)."""
    m = p.gemma.model
    dep = gemma_dependent_launch(rows)
    # a batch-1 step's graph first copies the staged inputs from mapped host memory (step_plan._new_step, as the
    # Llama step: registry.dependent_launch), n words of step_inputs for this profile's max_context
    stage = ([_spec("copy_u32", n=step_inputs(rows, rows, p.max_context // KV_BLOCK_SIZE)[1] // 4)]
             if dependent_launch(rows) else [])
    split = [w for w in p.windows() if not p.fused_qk_attention(w, rows)]
    fused = [w for w in p.windows() if p.fused_qk_attention(w, rows)]
    return [*stage, _spec("embedding_q8_0_scaled_f32", T=ROWS, D=m.hidden, V=m.vocab, scale=math.sqrt(m.hidden)),
            _spec("rmsnorm_wide_f16", dep, M=ROWS, D=m.hidden, eps=p.rms_eps),
            *([_spec(qk_rope_kernel(m.head_dim), dep, T=ROWS, **p.qk_rope_shape())] if split else []),
            # the last layer's post-norm: alone, or at one row fused with output_norm (the one row is the one
            # sequence's last: gemma_plan launches postnorm_add_norm_f32 into last_n instead)
            *([_spec("postnorm_add_f32", dep, M=ROWS, D=m.hidden, eps=p.rms_eps)] if rows > 1 else []),
            _spec("postnorm_add_norm_f32", dep, M=ROWS, D=m.hidden, eps=p.rms_eps),
            # at one row the other post-norms run inside the next GEMV (registry_gemma.gemma_postnorm_gemv_kernel)
            *gemma_postnorm_specs(p.gemma, rows, p.rms_eps),
            # at one row a Q8_0 attn_v's rows inside the norm-fused q|k GEMV, and the split-key attention + the
            # o-projection that combines it
            *gemma_pn_q8v_specs(p.gemma, rows, p.rms_eps),
            *qkatt_b1s_specs(p, rows),
            *(_spec(p.attention_kernel(w, rows), dep, R=ROWS, **p.attention_shape(w)) for w in split),
            *(_spec(QKATT_KERNEL, dep, R=ROWS, **p.attention_shape(w), eps=p.rms_eps, positions=p.max_context)
              for w in fused)]


def _qkatt_alternative_specs(p: GemmaStepProfile, rows: int) -> list[LaunchSpec]:
    """The fused batch-1 entries the step does not launch (QKATT_KERNELS but QKATT_KERNEL), declared at the
    launches of QKATT_KERNEL (same shape and overlap), so the gate admits either and the device tests compare
    them (as registry_gemma's head alternatives)."""
    return [replace(s, kernel=k) for s in gemma_norm_specs(p, rows) if s.kernel == QKATT_KERNEL
            for k in QKATT_KERNELS if k != QKATT_KERNEL]


def gemma_greedy_specs(p: GemmaStepProfile, seqs: int) -> list[LaunchSpec]:
    """The final norm of the last-token rows of `seqs` sequences and greedy sampling of the head's logits."""
    m = p.gemma.model
    dep = gemma_dependent_launch(seqs)
    return [_spec("rmsnorm_wide_rows_f16", dep, n_out=ROWS, rows_in=p.max_rows, D=m.hidden, eps=p.rms_eps),
            _spec("greedy_part_f32", dep, B=ROWS, V=m.vocab, parts=GREEDY_PARTS),
            _spec("greedy_final", dep, B=ROWS, parts=GREEDY_PARTS)]


def gemma_step_families(p: GemmaStepProfile) -> list[LaunchConfig]:
    """One configuration per (kernel entry, overlap, dimensions), its row symbol ranging over the counts that
    launch it (a concrete configuration where one count does), as registry_gemma: the step's kernels over
    1..max_rows token rows (at one row also the fused entries not launched, _qkatt_alternative_specs), the final
    norm and greedy over 1..max_seqs sequences."""
    groups: dict[LaunchSpec, list[int]] = {}
    for rows in range(1, p.max_rows + 1):
        for s in gemma_norm_specs(p, rows) + _qkatt_alternative_specs(p, rows):
            groups.setdefault(s, []).append(rows)
    for seqs in range(1, p.max_seqs + 1):
        for s in gemma_greedy_specs(p, seqs):
            groups.setdefault(s, []).append(seqs)
    out: list[LaunchConfig] = []
    for s, vals in groups.items():
        for lo, hi in _runs(vals):
            out.append(spec_config(s, lo if lo == hi else sym(_symbol_name(s), lo, hi)))
    return out


def all_gemma_step_families() -> list[LaunchConfig]:
    """Every Gemma step profile's families (registered in registry.EXTRA_FAMILIES for `fltc prove --all`)."""
    return [c for gp in GEMMA_STEP_PROFILES.values() for c in gemma_step_families(gp)]


_r.EXTRA_FAMILIES.append(all_gemma_step_families)
