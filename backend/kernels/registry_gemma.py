"""Gemma 3 kernels (backend/kernels/src/gemv_k.cu) and the launch families of a Gemma 3 profile.

Why a module of its own: the Llama step (registry.step_specs) fuses RMSNorm, RoPE and the residual add
into Q4_1 GEMVs; Gemma 3's step has other tensor types per layer (issue 18: attn_q/attn_k/ffn_gate/ffn_up
Q5_0, attn_output Q4_K, attn_v Q8_0 or Q5_0, ffn_down Q6_K or Q4_K, token_embd Q8_0 as the tied head),
QK-norm and post-norms between the linears and the binary32 residual stream, so its launches are declared
here, written once as LaunchSpecs with ROWS as registry.profile_families does. registry.py imports this
module on its last line; this module registers its descriptors into registry.REGISTRY and appends
all_gemma_families to registry.EXTRA_FAMILIES, so `fltc prove --all`, the gate's CI re-check and the
checklist see them.

What is declared (GemmaProfile.families), per layer and decode step of M token rows (M in 1..max_rows):
  * the linears as native quantised GEMVs with an f16 output (spec.gemm.linear(x, dequantize(W))):
    q|k fused (N = (q_heads + kv_heads) * head_dim), v (N = kv_heads * head_dim; Q5_0 -> gemv_q5_0*,
    Q8_0 -> gemv_q8_0, the f16 4x1 GEMV of gemv_q.cu), o (Q4_K), gate|up fused (Q5_0, N = 2 * ffn), down
    (Q6_K or Q4_K); no in-place accumulate variant: Gemma's post-norms sit between a linear and the add;
  * geglu_rows_f16 on the gate|up output;
  * at one row (the batch-1 decode step), two fusions the executor launches instead: a layer whose attn_v has
    q|k's type runs one q|k|v GEMV (the 1-row tile over the rows Wq|Wk|Wv, N = (q_heads + 2 * kv_heads) *
    head_dim; gemma_fused_qkv; q|k and v stay declared: a layer whose v has another type), and the gate|up GEMV
    is gemv_q5_0_glu_r1, whose epilogue stores geglu_rows_f16's value of its gate and up rows (the [1, ffn]
    activation; gemma_gate_up_glu_kernel), declared instead of the gate|up GEMV and geglu_rows_f16: 27 launches
    fewer a step on gemma-3-270m (the unfused pair at one row is declared for the device tests only,
    gemma_test_configs);
  * at one row also the post-norms inside the next GEMV (src/gemv_postnorm.cu, gemma_postnorm_gemv_kernel): each
    CTA of gemv_q5_0_pn_r1 (q|k, q|k|v) / gemv_q5_0_pn_glu_r1 (gate|up + geglu) recomputes postnorm_add_norm_f32's
    row from the previous linear's output and the residual (x_in -> x_out, two buffers; CTA 0 stores x_out and
    xn) and runs the 1-row tile over it, bit for bit postnorm_add_norm_f32 then gemv_q5_0_r1 / gemv_q5_0_glu_r1:
    35 launches fewer a batch-1 step (144 -> 109; the step is launch-latency bound). Their configurations are
    added by registry_gemma_step.gemma_norm_specs (gemma_postnorm_specs: they take the step profile's eps); the
    unfused GEMVs stay declared (layer 0's q|k / q|k|v follows rmsnorm_wide_f16, and the device tests' references);
  * the tied head (N = vocab, K = hidden): gemv_q8_0_f32 (tile by registry.gemv_kernel) below HEAD_GEMM_FROM
    sequences, gemm_f16_f32 (gemm.cu's tensor-core GEMM, f16 values widened to f32) from there on;
  * from LINEAR_GEMM_FROM rows, the wide Q5_0 linears (q|k, gate|up) as gemm_f16 over f16 copies;
  * load time: one dequant per distinct (type, N * K), token_embd's included (the head GEMM's f16 copy).
The GEMV tile follows M (gemma_gemv_kernel): the 1-row tile (its weights loaded before griddepcontrol.wait),
the 4x1 tile for 2..R8_FROM-1 rows, the 8x2 tile above; every tile waits on griddepcontrol, so a step of up to
GEMMA_PDL_MAX_ROWS rows launches its GEMVs as programmatic dependents (gemma_dependent_launch).
Declared in backend/kernels/registry_gemma_step.py (imported at the end of this module; gemma_step.cu): the
scaled embedding, the binary32-stream RMSNorms and post-norm residual adds, QK-norm + NEOX RoPE + the K/V
write, head_dim-256 sliding-window attention and two-stage greedy over the 262,144-token vocabulary. The executor
that launches a Gemma 3 step is backend/cuda/gemma_executor.py (its plan: backend/cuda/gemma_plan.py). Not yet
anywhere: sampling with temperature/top-k/top-p over that vocabulary (the executor refuses it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from backend.kernels import registry as _r
from backend.kernels.b1s_layout import B1S_GROUP, B1S_HD, b1s_chunks, part_floats
from backend.kernels.registry import (
    POWER,
    REGISTRY,
    ROWS,
    LaunchSpec,
    P,
    _cdiv,
    _cfg,
    _f32,
    _make,
    _ptr,
    _region,
    _require,
    _runs,
    _spec,
    _symbol_name,
    _u32,
    gemv_kernel,
    spec_config,
)
from backend.kernels.symbolic import sym
from spec.kv_layout import KVLayout
from verifier.config import LaunchConfig, ParamDecl, ResourceLimits, Role

# GGUF block geometry of the formats these kernels read: type -> (elements per block, bytes per block)
GK_QUANT: dict[str, tuple[int, int]] = {"q5_0": (32, 22), "q4_k": (256, 144), "q6_k": (256, 210)}
# tile variant -> (rows per CTA, columns per warp); all tiles give bit-identical results (gemv_k.cu). Each
# variant is one GK_ENTRY line of gemv_k.cu and one entry here; the 8x2 tile's artifacts are the dearest to
# re-check (about 5 s each on 2 cores, 6 of them): dropping it (its 3 GK_ENTRY lines and "_r8" here) leaves
# the 4x1 tile for every M > 1
GK_TILES: dict[str, tuple[int, int]] = {"": (4, 1), "_r1": (1, 1), "_r8": (8, 2)}
R8_FROM = 32  # rows from which the 8x2 tile is launched (gemv_q4_1's threshold; not yet measured for Gemma)
# sequences from which the tied head is the tensor-core GEMM (gemm_f16_f32 over the load-time f16 copy of
# token_embd) instead of gemv_q8_0_f32: the GEMV is bound by its FMAs (about 40 us per row over the 262,144 x
# 640 table on the H200, 2.6 ms at 64 rows), the GEMM by reading the f16 copy once (~0.1 ms at any row count)
HEAD_GEMM_FROM = 4
# rows from which a wide Q5_0 linear (q|k, N = 1,280, and gate|up, N = 4,096) is gemm_f16 over its load-time f16
# copy: the 64 x 64-tile GEMM costs about one k-loop (~15 us at K = 640) at any N <= 132 * 64, the 8x2 GEMV
# grows with the rows (gate|up ~45 us at 64 rows); narrower or deeper linears (v, o, down) stay GEMVs
LINEAR_GEMM_FROM = 32
LINEAR_GEMM_TYPES = ("Q5_0",)
LINEAR_GEMM_MIN_N = 1024
# rows from which every linear (any type and width) is gemm_f16 over its f16 copy: a prefill pass of 128+ rows
# gives even the narrow linears (N = 640: 10 column tiles) rows x columns enough CTAs, while the GEMVs' cost
# grows with the rows (H200, a 64-row pass: o 23 us, down 14 us as GEMVs)
LINEAR_GEMM_ALL_FROM = 128
_GK_LIMITS = ResourceLimits(max_registers=128, max_shared_bytes=0)
_SMALL = ResourceLimits(max_registers=64, max_shared_bytes=0)


def _gk_family(q: str, name: str, rows: int, cols: int) -> Callable[..., LaunchConfig]:
    """GEMVs of gemv_k.cu in a (rows per CTA) x (columns per warp) tile: x [M, K] f16, W [N, K] blocks, y [M, N] f16."""
    be, bb = GK_QUANT[q]

    def family(*, M: int, N: int, K: int) -> LaunchConfig:
        _require(M > 0 and N > 0 and K > 0 and K % be == 0, f"{name}: need M, N > 0 and K % {be} == 0")
        return _cfg(name, grid=(_cdiv(N, 4 * cols), _cdiv(M, rows), 1), block=(128, 1, 1),
                    scalars={"M": M, "N": N, "K": K},
                    buffers={"x": 2 * M * K, "w": N * (K // be) * bb, "y": 2 * M * N},
                    outputs=(_region("y", (M, N)),), label=f"m{M}_n{N}_k{K}")
    return family


for _q in GK_QUANT:
    for _v, (_rows, _cols) in GK_TILES.items():
        _entry = f"gemv_{_q}_f16" if not _v else f"gemv_{_q}_r{_rows}c{_cols}_f16"
        # the 1-row tiles load their weights before griddepcontrol.wait (gemv_k.cu, PF > 0)
        _make(f"gemv_{_q}{_v}", "gemv_k", _entry,
              (_ptr("x", Role.IN), _ptr("w", Role.IN), _ptr("y", Role.OUT), _u32("M"), _u32("N"), _u32("K"), POWER),
              _GK_LIMITS, _gk_family(_q, f"gemv_{_q}{_v}", _rows, _cols), ("w",) if _rows == 1 else ())


# geglu_rows_f16 fused into the epilogue of the batch-1 gate|up GEMV (gemv_k.cu gemv_q5_0_glu_r1c2_f16): warp w of
# CTA bx accumulates the gate row n and the up row F + n (n = 4*bx + w < F) as the 1-row tile does and stores
# geglu_rows_f16's value of the two f16 results, y [M, F]; launched at one row (gemma_gate_up_glu_kernel)
GK_GLU_QUANTS: tuple[str, ...] = ("q5_0",)


def _gk_glu_family(q: str, name: str) -> Callable[..., LaunchConfig]:
    """The fused gate|up GEMV + geglu, 1-row tile: x [M, K] f16, W [N = 2F, K] blocks (gate rows, then up rows),
    y [M, F] f16."""
    be, bb = GK_QUANT[q]

    def family(*, M: int, N: int, K: int) -> LaunchConfig:
        _require(M > 0 and N > 0 and K > 0 and K % be == 0, f"{name}: need M, N > 0 and K % {be} == 0")
        _require(N % 2 == 0, f"{name}: N = gate rows + up rows must be even")
        F = N // 2
        return _cfg(name, grid=(_cdiv(F, 4), M, 1), block=(128, 1, 1), scalars={"M": M, "N": N, "K": K},
                    buffers={"x": 2 * M * K, "w": N * (K // be) * bb, "y": 2 * M * F},
                    outputs=(_region("y", (M, F)),), label=f"m{M}_n{N}_k{K}")
    return family


for _q in GK_GLU_QUANTS:
    _make(f"gemv_{_q}_glu_r1", "gemv_k", f"gemv_{_q}_glu_r1c2_f16",
          (_ptr("x", Role.IN), _ptr("w", Role.IN), _ptr("y", Role.OUT), _u32("M"), _u32("N"), _u32("K"), POWER),
          _GK_LIMITS, _gk_glu_family(_q, f"gemv_{_q}_glu_r1"), ("w",))  # w loaded before the wait, as _r1


# The post-norm + residual add + next RMSNorm fused into the prologue of the next batch-1 GEMV (src/gemv_postnorm.cu):
# each CTA recomputes postnorm_add_norm_f32's row (x_out = x_in + rmsnorm_f32(o, pw), xn = rmsnorm_wide(x_out, nw))
# from the previous linear's output o and the residual x_in, then runs the 1-row tile (gemv_q5_0_r1 / the GLU tile
# gemv_q5_0_glu_r1) over its shared copy of xn: bit for bit postnorm_add_norm_f32 then that GEMV, one launch fewer.
# One row (M = 1); x_in and x_out are distinct buffers (CTA 0 writes x_out while every CTA reads x_in: the plan
# ping-pongs the residual between ws["x"] and ws["x2"]); grid ceil(outputs / 8), block.x = 256; w, pw and nw loaded
# before griddepcontrol.wait. Launched where gemma_postnorm_gemv_kernel says.
GK_PN_QUANTS: tuple[str, ...] = ("q5_0",)
PN_MAX_K = 1024  # the kernels keep the row in shared memory (xs f32, hs f16): K <= this
PN_WARPS = 8  # warps per CTA, one output column each
# the module-level switch: False launches postnorm_add_norm_f32 then the unfused 1-row GEMV everywhere (both
# stay declared)
GEMMA_PN_FUSE = True
_PN_PARAMS = (_ptr("x_in", Role.IN), _ptr("o", Role.IN), _ptr("pw", Role.IN), _ptr("nw", Role.IN),
              _ptr("x_out", Role.OUT), _ptr("xn", Role.OUT), _ptr("w", Role.IN), _ptr("y", Role.OUT), _u32("N"),
              _u32("K"), ParamDecl("eps", P.F32), POWER)
# 48 (r1c1) / 56 (GLU) registers by ptxas; shared: xs (4 * PN_MAX_K) + hs (2 * PN_MAX_K) + rs[2]
_PN_LIMITS = ResourceLimits(max_registers=128, max_shared_bytes=6 * PN_MAX_K + 8)


def _gk_pn_family(q: str, name: str, glu: bool) -> Callable[..., LaunchConfig]:
    """The norm-fused 1-row GEMV: x_in f32 [1, K], o f16 [1, K], pw / nw f32 [K] in; x_out f32 [1, K], xn f16 [1, K]
    and y f16 [1, N] (GLU: [1, N / 2]) out; W [N, K] blocks (GLU: the gate rows, then the up rows)."""
    be, bb = GK_QUANT[q]

    def family(*, M: int, N: int, K: int, eps: float) -> LaunchConfig:
        _require(isinstance(M, int) and M == 1, f"{name}: is declared for one row (M = 1): every CTA recomputes the "
                 f"row's post-norm and CTA 0 alone stores it")
        _require(N > 0 and K > 0 and K % be == 0 and K % 32 == 0 and K <= PN_MAX_K and eps > 0,
                 f"{name}: need N > 0, K a positive multiple of {max(be, 32)}, K <= {PN_MAX_K} (the shared row) "
                 f"and eps > 0")
        _require(not glu or N % 2 == 0, f"{name}: N = gate rows + up rows must be even")
        n_out = N // 2 if glu else N
        return _cfg(name, grid=(_cdiv(n_out, PN_WARPS), 1, 1), block=(32 * PN_WARPS, 1, 1),
                    scalars={"N": N, "K": K, "eps": _f32(eps)},
                    buffers={"x_in": 4 * K, "o": 2 * K, "pw": 4 * K, "nw": 4 * K, "x_out": 4 * K, "xn": 2 * K,
                             "w": N * (K // be) * bb, "y": 2 * n_out},
                    outputs=(_region("x_out", (1, K), 4), _region("xn", (1, K)), _region("y", (1, n_out))),
                    label=f"m1_n{N}_k{K}")
    return family


for _q in GK_PN_QUANTS:
    _make(f"gemv_{_q}_pn_r1", "gemv_postnorm", f"gemv_{_q}_pn_r1c1_f16", _PN_PARAMS, _PN_LIMITS,
          _gk_pn_family(_q, f"gemv_{_q}_pn_r1", False), ("w", "pw", "nw"))
    _make(f"gemv_{_q}_pn_glu_r1", "gemv_postnorm", f"gemv_{_q}_pn_glu_r1c2_f16", _PN_PARAMS, _PN_LIMITS,
          _gk_pn_family(_q, f"gemv_{_q}_pn_glu_r1", True), ("w", "pw", "nw"))


# ----------------------------------------------------------------------------- pn + Q8_0 v (src/gemv_pn_qkv.cu)
# The first GEMV of a batch-1 layer whose attn_v is Q8_0 (attn_q|k Q5_0) with v's rows as extra CTAs: the pn
# prologue (gemv_pn.cuh, bit for bit gemv_q5_0_pn_r1's x_out, xn and shared row) in every CTA, then CTAs
# bx < ceil(N / 8) the q|k rows as gemv_q5_0_pn_r1 (y [1, N]) and CTAs bx >= ceil(N / 8) the v rows as the 1-row
# Q8_0 GEMV gemv_q8_0_r1 over xn (yv [1, Nv]): one launch instead of gemv_q5_0_pn_r1 + gemv_q8_0_r1. One row; grid
# ceil(N / 8) + ceil(Nv / 8), block.x = 256; w, wv, pw and nw loaded before griddepcontrol.wait. Launched where
# gemma_pn_q8v_gemv_kernel says (declared by registry_gemma_step.gemma_norm_specs at the one-row step).
PN_Q8V_KERNEL = "gemv_q5_0_pn_q8v_r1"
# the module-level switch: False keeps gemv_q5_0_pn_r1 + gemv_q8_0_r1 (both the fused and the pair stay declared)
# Off until its device test (tests/gpu/test_gemma_pn_q8v_gemv.py) has run: no device came the session it landed
GEMMA_PN_Q8V_FUSE = False
_PN_Q8V_PARAMS = (_ptr("x_in", Role.IN), _ptr("o", Role.IN), _ptr("pw", Role.IN), _ptr("nw", Role.IN),
                  _ptr("x_out", Role.OUT), _ptr("xn", Role.OUT), _ptr("w", Role.IN), _ptr("y", Role.OUT),
                  _ptr("wv", Role.IN), _ptr("yv", Role.OUT), _u32("N"), _u32("Nv"), _u32("K"),
                  ParamDecl("eps", P.F32), POWER)
# 64 registers by ptxas; shared: xs (4 * PN_MAX_K) + hs (2 * PN_MAX_K) + rs[2], as the pn GEMVs
_PN_Q8V_LIMITS = ResourceLimits(max_registers=128, max_shared_bytes=6 * PN_MAX_K + 8)


def _pn_q8v_family(*, M: int, N: int, Nv: int, K: int, eps: float) -> LaunchConfig:
    """x_in f32 [1, K], o f16 [1, K], pw / nw f32 [K] in; x_out f32 [1, K], xn f16 [1, K], y f16 [1, N] and
    yv f16 [1, Nv] out; W [N, K] Q5_0 blocks (q|k), Wv [Nv, K] Q8_0 blocks (v)."""
    name = PN_Q8V_KERNEL
    be, bb = GK_QUANT["q5_0"]
    bev, bbv = _r._QUANT["q8_0"]  # GGUF Q8_0: 32 elements, 34 bytes a block
    _require(isinstance(M, int) and M == 1, f"{name}: is declared for one row (M = 1): every CTA recomputes the "
             f"row's post-norm and CTA 0 alone stores it")
    _require(N > 0 and Nv > 0 and K > 0 and K % be == 0 and K % bev == 0 and K <= PN_MAX_K and eps > 0,
             f"{name}: need N > 0, Nv > 0, K a positive multiple of 32, K <= {PN_MAX_K} (the shared row) and eps > 0")
    return _cfg(name, grid=(_cdiv(N, PN_WARPS) + _cdiv(Nv, PN_WARPS), 1, 1), block=(32 * PN_WARPS, 1, 1),
                scalars={"N": N, "Nv": Nv, "K": K, "eps": _f32(eps)},
                buffers={"x_in": 4 * K, "o": 2 * K, "pw": 4 * K, "nw": 4 * K, "x_out": 4 * K, "xn": 2 * K,
                         "w": N * (K // be) * bb, "y": 2 * N, "wv": Nv * (K // bev) * bbv, "yv": 2 * Nv},
                outputs=(_region("x_out", (1, K), 4), _region("xn", (1, K)), _region("y", (1, N)),
                         _region("yv", (1, Nv))),
                label=f"m1_n{N}_nv{Nv}_k{K}")


_make(PN_Q8V_KERNEL, "gemv_pn_qkv", "gemv_q5_0_pn_q8v_r1c1_f16", _PN_Q8V_PARAMS, _PN_Q8V_LIMITS, _pn_q8v_family,
      ("w", "wv", "pw", "nw"))


def _pn_q8v_kernel(p: GemmaProfile, qk_type: str, v_type: str, M: int) -> str | None:
    """PN_Q8V_KERNEL where a layer's first GEMV over M rows can carry its v rows, whatever GEMMA_PN_Q8V_FUSE says
    (what is declared, so the A/B's two paths are admitted alike): the q|k GEMV runs the post-norm prologue as
    gemv_q5_0_pn_r1 (gemma_postnorm_gemv_kernel, at one row), attn_v is Q8_0 and not fused into q|k
    (gemma_fused_qkv) and runs the 1-row Q8_0 GEMV (gemma_linear_kernel); else None."""
    m = p.model
    n_qk, n_v = (m.q_heads + m.kv_heads) * m.head_dim, m.kv_heads * m.head_dim
    if not (M == 1 and qk_type.lower() == "q5_0" and v_type.lower() == "q8_0"):
        return None
    if gemma_postnorm_gemv_kernel(p, qk_type, n_qk, M) != "gemv_q5_0_pn_r1" or gemma_fused_qkv(p, v_type, M):
        return None
    return PN_Q8V_KERNEL if gemma_linear_kernel(p, v_type, n_v, M) == gemma_gemv_kernel(v_type, M) else None


def gemma_pn_q8v_gemv_kernel(p: GemmaProfile, qk_type: str, v_type: str, M: int) -> str | None:
    """What the step launches for such a layer (_pn_q8v_kernel, with GEMMA_PN_Q8V_FUSE); else None (the step
    launches the pn GEMV, then v's GEMV over xn)."""
    return _pn_q8v_kernel(p, qk_type, v_type, M) if GEMMA_PN_Q8V_FUSE else None


def gemma_pn_q8v_specs(p: GemmaProfile, rows: int, eps: float) -> list[LaunchSpec]:
    """PN_Q8V_KERNEL's declared launch in a step of `rows` rows (eps: the step profile's RMSNorm eps), a
    programmatic dependent: where a layer type of the profile (its v_types) can get it (_pn_q8v_kernel)."""
    m = p.model
    kerns = {k for t in m.v_types if (k := _pn_q8v_kernel(p, m.qk_type, t, rows)) is not None}
    return [_spec(k, gemma_dependent_launch(rows) and REGISTRY[k].stable is not None, M=ROWS,
                  N=(m.q_heads + m.kv_heads) * m.head_dim, Nv=m.kv_heads * m.head_dim, K=m.hidden, eps=eps)
            for k in sorted(kerns)]


def gemma_pn_q8v_configs() -> list[LaunchConfig]:
    """PN_Q8V_KERNEL's declared configurations: those of the Gemma step profiles' families (registry_gemma_step's
    gemma_norm_specs launches it, so derived profiles declare it too)."""
    from backend.kernels.registry_gemma_step import all_gemma_step_families  # that module imports this one

    return [c for c in all_gemma_step_families() if c.kernel == PN_Q8V_KERNEL]
# ----------------------------------------------------------------------------- end of pn + Q8_0 v
# ----------------------------------------------------------------------------- the o-projection that combines b1s
# The batch-1 o-projection with the split-key attention's combine in its prologue (src/gemv_comb.cu): every CTA
# recomputes x = the combine of b1s.cuh (qk_rope_attention_b1s_d256_f16's partials, chunks c < count of
# b1s_chunks(seq_lens[0], window, G); b1s_layout.b1s_combine's order) into shared memory, then runs gemv_q4_k_r1's
# 1-row tile over it (y bit for bit gemv_q4_k_r1 over x); CTA 0 also stores x to xo and copies the row's own K/V
# (kvrow) into the cache row of slots[0] (when slots[0] < n_slots: the layer view's K and V planes). One row
# (M = 1); grid ceil(N / 8), block.x = 256; w, seq_lens and slots loaded before griddepcontrol.wait. Declared beside
# the b1s attention of each window (registry_gemma_step.qkatt_b1s_specs; G = b1s_layout.b1s_splits); launched with
# it where registry_gemma_step.split_qk_attention says (GEMMA_B1S_SPLIT).
COMB_KERNEL = "gemv_q4_k_comb_r1"
COMB_MAX_K = 1024  # the combined row in shared memory (xs f16): K = kv_heads * 4 * 256 <= this, so kv_heads == 1
COMB_WARPS = 8  # warps per CTA, one output column each
COMB_MAX_G = 64  # chunks a KV head at most: the prologue runs 2 * count <= 2 * G trips per element
# the most keys one b1s CTA takes (b1's per-CTA score buffer, registry_gemma_step.ATTG4_MAX_KEYS; a test keeps them
# equal): the family refuses a (window, G) whose largest chunk (b1s_chunks(window, window, G).ch) is wider
COMB_MAX_CHUNK = 512
_COMB_PARAMS = (_ptr("part", Role.IN), _ptr("kvrow", Role.IN), _ptr("seq_lens", Role.IN), _ptr("slots", Role.IN),
                _ptr("kv", Role.INOUT), _ptr("w", Role.IN), _ptr("y", Role.OUT), _ptr("xo", Role.OUT), _u32("N"),
                _u32("K"), _u32("kv_heads"), _u32("window"), _u32("G"), _u32("n_slots"), _u32("token_stride"),
                _u32("page_stride"), ParamDecl("plane_stride", P.U64), POWER)
# 40 registers by ptxas (CUDA 13, sm_90); shared: xs (2 * COMB_MAX_K)
_COMB_LIMITS = ResourceLimits(max_registers=64, max_shared_bytes=2 * COMB_MAX_K)


def _comb_family(*, M: int, N: int, K: int, kv_heads: int, window: int, G: int, layers: int,
                 physical_blocks: int) -> LaunchConfig:
    """The combining 1-row Q4_K GEMV: part f32 [kv_heads * G * B1S_PART_FLOATS], kvrow f16 [2 * kv_heads * 256],
    seq_lens / slots u32 [1] in; y f16 [1, N] and xo f16 [1, K] out; W [N, K] Q4_K blocks; kv the layer view of
    KVLayout(layers, physical_blocks, 16, kv_heads, 256), whose row slots[0] CTA 0 writes (when < n_slots)."""
    name = COMB_KERNEL
    _require(isinstance(M, int) and M == 1, f"{name}: is declared for one row (M = 1): every CTA recomputes the "
             f"row's combine, CTA 0 alone stores it and writes the row's K/V slot")
    _require(kv_heads > 0 and K == kv_heads * B1S_GROUP * B1S_HD and K <= COMB_MAX_K and N > 0,
             f"{name}: need N > 0 and K == kv_heads * {B1S_GROUP * B1S_HD} <= {COMB_MAX_K} (the shared row)")
    _require(0 < window <= 1 << 24 and 0 < G <= COMB_MAX_G,
             f"{name}: need 1 <= window <= 2^24 (b1s_chunks' u32 arithmetic) and 1 <= G <= {COMB_MAX_G}")
    ch = b1s_chunks(window, window, G).ch  # the widest chunk: ch grows with the row's keys, at most window
    _require(ch <= COMB_MAX_CHUNK, f"{name}: window {window} in G = {G} chunks gives chunks of {ch} keys, more than "
             f"one b1s CTA takes ({COMB_MAX_CHUNK})")
    _require(layers > 0 and physical_blocks > 0, f"{name}: need layers > 0 and physical_blocks > 0")
    g = KVLayout(layers, physical_blocks, block_size=_r.KV_BLOCK_SIZE, kv_heads=kv_heads, head_dim=B1S_HD)
    be, bb = GK_QUANT["q4_k"]
    return _cfg(name, grid=(_cdiv(N, COMB_WARPS), 1, 1), block=(32 * COMB_WARPS, 1, 1),
                scalars={"N": N, "K": K, "kv_heads": kv_heads, "window": window, "G": G,
                         "n_slots": physical_blocks * _r.KV_BLOCK_SIZE, **_r._kv_scalars(g)},
                buffers={"part": 4 * part_floats(kv_heads, G), "kvrow": 2 * 2 * kv_heads * B1S_HD, "seq_lens": 4,
                         "slots": 4, "kv": _r.layer_view(g), "w": N * (K // be) * bb, "y": 2 * N, "xo": 2 * K},
                # y and xo are static; the cache row written is chosen by data (slots[0] < n_slots), by CTA 0 only
                outputs=(_region("y", (1, N)), _region("xo", (1, K))),
                label=f"m1_n{N}_k{K}_hkv{kv_heads}_w{window}_g{G}_l{layers}_b{physical_blocks}")


_make(COMB_KERNEL, "gemv_comb", "gemv_q4_k_comb_r1c1_f16", _COMB_PARAMS, _COMB_LIMITS, _comb_family,
      ("w", "seq_lens", "slots"))


def comb_configs() -> list[LaunchConfig]:
    """COMB_KERNEL's declared configurations: those of the Gemma step profiles' families (registry_gemma_step's
    qkatt_b1s_specs pairs it with the split-key attention of each window, G = b1s_layout.b1s_splits)."""
    from backend.kernels.registry_gemma_step import all_gemma_step_families  # that module imports this one

    return [c for c in all_gemma_step_families() if c.kernel == COMB_KERNEL]


def _dequant_q5_0_family(*, n: int) -> LaunchConfig:
    _require(n > 0 and n % 32 == 0, f"dequant_q5_0: n={n} must be a positive multiple of 32")
    return _cfg("dequant_q5_0", grid=(_cdiv(n, 256), 1, 1), block=(256, 1, 1), scalars={"n": n},
                buffers={"src": n // 32 * 22, "dst": 2 * n}, outputs=(_region("dst", (n,)),), label=f"n{n}")


_make("dequant_q5_0", "gemv_k", "dequant_q5_0_f16", (_ptr("src", Role.IN), _ptr("dst", Role.OUT), _u32("n"), POWER),
      _SMALL, _dequant_q5_0_family)


def _geglu_rows_family(*, M: int, F: int) -> LaunchConfig:
    _require(M > 0 and F > 0, "geglu_rows: need M, F > 0")
    return _cfg("geglu_rows_f16", grid=(_cdiv(F, 256), M, 1), block=(256, 1, 1), scalars={"F": F},
                buffers={"gu": 4 * M * F, "out": 2 * M * F}, outputs=(_region("out", (M, F)),), label=f"m{M}_f{F}")


_make("geglu_rows_f16", "gemv_k", "geglu_rows_f16", (_ptr("gu", Role.IN), _ptr("out", Role.OUT), _u32("F"), POWER),
      _SMALL, _geglu_rows_family)


# ----------------------------------------------------------------------------- the Gemma 3 profile
@dataclass(frozen=True)
class GemmaShape:
    """Gemma 3 dimensions and per-tensor GGUF types (default: gemma-3-270m Q4_K_M, issue 18)."""

    hidden: int = 640
    q_heads: int = 4
    kv_heads: int = 1
    head_dim: int = 256
    ffn: int = 2048
    vocab: int = 262144
    layers: int = 18
    qk_type: str = "Q5_0"  # attn_q and attn_k (fused q|k)
    v_types: tuple[str, ...] = ("Q8_0", "Q5_0")  # attn_v: the types its layers use
    o_type: str = "Q4_K"
    gate_up_type: str = "Q5_0"  # ffn_gate and ffn_up (fused gate|up)
    down_types: tuple[str, ...] = ("Q6_K", "Q4_K")
    head_type: str = "Q8_0"  # token_embd, the tied output head

    def linears(self) -> tuple[tuple[str, str, int, int], ...]:
        """(layer part, GGUF type, N, K) of every distinct linear the decode step launches."""
        q, kv, d, f = self.q_heads * self.head_dim, self.kv_heads * self.head_dim, self.hidden, self.ffn
        out = [("qk", self.qk_type, q + kv, d)]
        out += [("v", t, kv, d) for t in self.v_types]
        out.append(("o", self.o_type, d, q))
        out.append(("gate_up", self.gate_up_type, 2 * f, d))
        out += [("down", t, d, f) for t in self.down_types]
        return tuple(out)


@dataclass(frozen=True)
class GemmaProfile:
    """What the Gemma 3 GPU path launches: shape + the largest step (token rows) + the largest batch of
    sequences (the head and greedy tail's rows, and the decode batch) + whether prefill dequantises.

    max_rows 512: a 512-token prompt is one pass (H200, passes of 64 rows: 2.7 ms each, a quarter of it the
    gaps between ~185 launches); max_seqs stays 64: the f32 logits of a step are max_seqs x vocab (64 MiB)."""

    name: str
    model: GemmaShape
    max_rows: int = 512
    max_seqs: int = 64
    prefill: bool = True


GEMMA_PROFILES: dict[str, GemmaProfile] = {"gemma3-270m": GemmaProfile("gemma3-270m", GemmaShape())}


GEMMA_PDL_MAX_ROWS = 16  # rows up to which a Gemma step is a chain of programmatic dependents


def gemma_dependent_launch(rows: int) -> bool:
    """Whether the kernels of a Gemma step (or greedy tail) of `rows` rows after its first are programmatic
    dependents where they can be (a kernel whose descriptor has `stable` params, i.e. that waits on
    griddepcontrol before reading its predecessor's outputs): up to GEMMA_PDL_MAX_ROWS rows. Why: a step is
    ~185 launches whatever its rows, each paying the drain and launch of its predecessor when stream-ordered;
    H200, every row count dependent (benchmarks/results/experiments/*_pdl_all_rows_6b242c02.json): batch 16
    decode 9,464 -> 10,296 tok/s, batch 64 unchanged, a 64-row prefill pass 2.90 -> 3.16 ms (dependents
    launched early hold SM slots the wide predecessors' CTAs still need), so 17+ rows stay stream-ordered."""
    return 0 < rows <= GEMMA_PDL_MAX_ROWS


def gemma_linear_kernel(p: GemmaProfile, qtype: str, N: int, M: int) -> str:
    """The kernel of a linear of GGUF type qtype with N outputs over M rows: gemm_f16 (its f16 copy) or the
    native GEMV (gemma_gemv_kernel); one place, read by the families and the executor's plan."""
    if p.prefill and M >= LINEAR_GEMM_ALL_FROM:
        return "gemm_f16"
    if p.prefill and M >= LINEAR_GEMM_FROM and qtype.upper() in LINEAR_GEMM_TYPES and N >= LINEAR_GEMM_MIN_N:
        return "gemm_f16"
    return gemma_gemv_kernel(qtype, M)


def gemma_gemv_kernel(qtype: str, M: int) -> str:
    """The registered GEMV the executor launches for a linear of GGUF type qtype over M rows (one place)."""
    q = qtype.lower()
    if q == "q8_0":  # gemv_q.cu's f16-output Q8_0 GEMV: the 1-row tile (a programmatic dependent) at one row
        return gemv_kernel("gemv_q8_0", M)
    _require(q in GK_QUANT, f"no native GEMV for GGUF type {qtype}: supported Q5_0, Q4_K, Q6_K, Q8_0")
    if M == 1 and "_r1" in GK_TILES:
        return f"gemv_{q}_r1"
    return f"gemv_{q}_r8" if M >= R8_FROM and "_r8" in GK_TILES else f"gemv_{q}"


def gemma_gate_up_glu_kernel(p: GemmaProfile, qtype: str, M: int) -> str | None:
    """The fused gate|up GEMV + geglu for a gate|up weight of GGUF type qtype over M rows (writes the [M, ffn]
    activation; geglu_rows_f16 not launched), or None where the step launches the gate|up linear then
    geglu_rows_f16: at one row, for the types of GK_GLU_QUANTS, where that type's 1-row GEMV is what the linear
    runs (gemma_linear_kernel). One place: the families and the executor's plan."""
    q = qtype.lower()
    n = 2 * p.model.ffn
    if not (M == 1 and "_r1" in GK_TILES and q in GK_GLU_QUANTS):
        return None
    return f"gemv_{q}_glu_r1" if gemma_linear_kernel(p, qtype, n, M) == gemma_gemv_kernel(qtype, M) else None


def gemma_fused_qkv(p: GemmaProfile, v_type: str, M: int) -> bool:
    """Whether a layer whose attn_v is of GGUF type v_type runs v inside its q|k GEMV over M rows: one GEMV over
    the rows Wq|Wk|Wv (N = (q_heads + 2 * kv_heads) * head_dim) writing [M, q|k | v], whose q|k and v parts
    qk_norm_rope_kv reads as views. At one row only (where the row strides do not matter), where v has the
    q|k type and that type's 1-row GEMV is what the linear runs (gemma_linear_kernel)."""
    m = p.model
    qt = m.qk_type
    n = (m.q_heads + 2 * m.kv_heads) * m.head_dim
    return (M == 1 and v_type.upper() == qt.upper() and qt.lower() in GK_QUANT
            and gemma_linear_kernel(p, qt, n, M) == gemma_gemv_kernel(qt, M))


def gemma_postnorm_gemv_kernel(p: GemmaProfile, qtype: str, N: int, M: int, *, glu: bool = False) -> str | None:
    """The norm-fused GEMV (gemv_postnorm.cu) a linear of GGUF type qtype with N rows over M rows runs when a
    post-norm precedes it (postnorm_add_norm_f32 not launched: the GEMV recomputes its row, x_in -> x_out), or None
    where the step launches postnorm_add_norm_f32 then the linear. At one row (batch-1 decode, launch-bound), with
    GEMMA_PN_FUSE, for the types of GK_PN_QUANTS and hidden <= PN_MAX_K, where the unfused linear would be that
    type's 1-row GEMV: q|k or q|k|v after the previous layer's post_ffw_norm (N their rows), and with glu the
    gate|up GEMV + geglu after post_attention_norm (where gemma_gate_up_glu_kernel fuses the geglu). One place:
    the families and the executor's plan."""
    q = qtype.lower()
    if not (GEMMA_PN_FUSE and M == 1 and q in GK_PN_QUANTS and p.model.hidden <= PN_MAX_K
            and p.model.hidden % 32 == 0):
        return None
    if glu:
        return f"gemv_{q}_pn_glu_r1" if gemma_gate_up_glu_kernel(p, qtype, M) is not None else None
    return f"gemv_{q}_pn_r1" if gemma_linear_kernel(p, qtype, N, M) == gemma_gemv_kernel(qtype, M) else None


def gemma_postnorm_specs(p: GemmaProfile, rows: int, eps: float) -> list[LaunchSpec]:
    """The norm-fused GEMVs of a step of `rows` rows (gemma_postnorm_gemv_kernel; eps: the step profile's RMSNorm
    eps, registry_gemma_step.gemma_norm_specs passes it): at one row q|k, q|k|v (where gemma_fused_qkv runs it)
    and gate|up, each a programmatic dependent. postnorm_add_norm_f32 (the last layer's, with output_norm) and the
    unfused 1-row GEMVs (layer 0's q|k / q|k|v; the device tests' references) stay declared."""
    m = p.model
    qkv = (m.q_heads + 2 * m.kv_heads) * m.head_dim
    lin = [(m.qk_type, (m.q_heads + m.kv_heads) * m.head_dim, False)]
    lin += [(m.qk_type, qkv, False)] if any(gemma_fused_qkv(p, t, rows) for t in m.v_types) else []
    lin.append((m.gate_up_type, 2 * m.ffn, True))
    out: list[LaunchSpec] = []
    for qt, n_, glu in lin:
        kern = gemma_postnorm_gemv_kernel(p, qt, n_, rows, glu=glu)
        if kern is not None:
            out.append(_spec(kern, gemma_dependent_launch(rows) and REGISTRY[kern].stable is not None, M=ROWS,
                             N=n_, K=m.hidden, eps=eps))
    return out


def _fused_specs(p: GemmaProfile, rows: int) -> list[LaunchSpec]:
    """The fused q|k|v GEMV of a step of `rows` rows (gemma_fused_qkv: at one row, a layer whose v has q|k's
    type), declared next to q|k and v (a layer whose v type is another still runs them)."""
    m = p.model
    out: list[LaunchSpec] = []
    if any(gemma_fused_qkv(p, t, rows) for t in m.v_types):
        kern = gemma_gemv_kernel(m.qk_type, rows)
        out.append(_spec(kern, gemma_dependent_launch(rows) and REGISTRY[kern].stable is not None, M=ROWS,
                         N=(m.q_heads + 2 * m.kv_heads) * m.head_dim, K=m.hidden))
    return out


def gemma_step_specs(p: GemmaProfile, rows: int) -> list[LaunchSpec]:
    """This module's launches of one decode step over `rows` token rows (ROWS where the count goes); a
    step's GEMVs are programmatic dependents (gemma_dependent_launch), the GEMMs stream-ordered. At one row the
    gate|up GEMV + geglu_rows_f16 are one launch (gemma_gate_up_glu_kernel, declared instead of the pair), and
    the fused q|k|v GEMV is declared next to q|k and v (_fused_specs). The norm-fused GEMVs are not here:
    gemma_postnorm_specs (they need the step profile's eps)."""
    m = p.model
    dep = gemma_dependent_launch(rows)
    out: list[LaunchSpec] = []
    glu = gemma_gate_up_glu_kernel(p, m.gate_up_type, rows)
    for part, qt, n_, k_ in m.linears():
        kern = glu if part == "gate_up" and glu is not None else gemma_linear_kernel(p, qt, n_, rows)
        out.append(_spec(kern, dep and REGISTRY[kern].stable is not None, M=ROWS, N=n_, K=k_))
    if glu is None:
        out.append(_spec("geglu_rows_f16", M=ROWS, F=m.ffn))
    return out + _fused_specs(p, rows)


# The batch-1 tied head (src/gemv_head.cu): bit for bit gemv_q8_0_f32_r1 (gemv_q.cu's 1x2 Q8_0 tile, the same
# lane split, f32 values and summation order), its weights dequantised in f16 (a byte permute makes q an exact
# f16, one f16 multiply rounds q*d as gemv_q.cu's f32 product then RNE_f16 does) instead of I2F + FMUL + F2F
# per element, and the two columns' butterflies sharing their first exchange. x [M, K] f16, w [N, K/32] Q8_0
# blocks, y [M, N] f32 (f32(RNE_f16(acc))); N even, K % 64 == 0 (its wide loads stay inside the row);
# grid = (N/8, M), block.x = 128; w loaded before griddepcontrol.wait.
HEAD_R1_KERNEL = "gemv_head_q8_0_f32_r1"


# (x, w, y, M, N, K, power): the ABI of both batch-1 head entries
_HEAD_PARAMS = (_ptr("x", Role.IN), _ptr("w", Role.IN), _ptr("y", Role.OUT), _u32("M"), _u32("N"), _u32("K"), POWER)


def _head_family(name: str, rows_per_cta: int, shape_ok: Callable[[int, int], bool],
                 need: str) -> Callable[..., LaunchConfig]:
    """A batch-1 head's family: grid (N / rows_per_cta, M), the shapes shape_ok(N, K) admits (`need` says which)."""
    def family(*, M: int, N: int, K: int) -> LaunchConfig:
        _require(M > 0 and N > 0 and K > 0 and shape_ok(N, K), f"{name}: need M > 0, N > 0, {need}")
        return _cfg(name, grid=(_cdiv(N, rows_per_cta), M, 1), block=(128, 1, 1), scalars={"M": M, "N": N, "K": K},
                    buffers={"x": 2 * M * K, "w": N * (K // 32) * 34, "y": 4 * M * N},
                    outputs=(_region("y", (M, N), 4),), label=f"m{M}_n{N}_k{K}")
    return family


_make(HEAD_R1_KERNEL, "gemv_head", "gemv_head_q8_0_f32", _HEAD_PARAMS, _GK_LIMITS,
      _head_family(HEAD_R1_KERNEL, 8, lambda N, K: N % 2 == 0 and K % 64 == 0, "N even and K % 64 == 0"), ("w",))

# The same head, bit for bit HEAD_R1_KERNEL (the same lane split, f32 values, summation order and butterfly), with
# its weights moved by 16-byte loads through shared memory (gemv_head.cu gemv_head_q8_0_f32_v2): CTA bx computes
# rows 32*bx .. 32*bx + 31 as 4 tiles of 8 rows, tile t + 1 loaded into registers while tile t is computed from
# shared memory; x [M, K] f16, w [N, K/32] Q8_0 blocks, y [M, N] f32 as HEAD_R1_KERNEL; K == HEAD_R1V_K (640: the
# kernel's unrolled block loop), N % 32 == 0; grid = (N/32, M), block.x = 128; w loaded before griddepcontrol.wait.
# Limits: its 48 registers (.minnctapersm 10: 10 CTAs per SM) and two 5,440-byte tile buffers.
HEAD_R1V_KERNEL = "gemv_head_q8_0_f32_r1v2"
HEAD_R1V_K = 640
# the module-level switch: at one sequence the head is HEAD_R1V_KERNEL where its family admits the shape (else, or
# with False, HEAD_R1_KERNEL); both stay declared at one sequence (gemma_head_r1_kernels), so a device run launches
# either through the gate
HEAD_R1_STAGED = True
_HEAD_R1V_LIMITS = ResourceLimits(max_registers=48, max_shared_bytes=2 * 8 * HEAD_R1V_K // 32 * 34)


_make(HEAD_R1V_KERNEL, "gemv_head", "gemv_head_q8_0_f32_v2", _HEAD_PARAMS, _HEAD_R1V_LIMITS,
      _head_family(HEAD_R1V_KERNEL, 32, lambda N, K: N % 32 == 0 and K == HEAD_R1V_K,
                   f"N a multiple of 32 and K == {HEAD_R1V_K}"), ("w",))


def _head_admits(kernel: str, p: GemmaProfile) -> bool:
    """Whether the head kernel's family admits the profile's shape (the family is the one place for the fact)."""
    try:
        REGISTRY[kernel].config(M=1, N=p.model.vocab, K=p.model.hidden)
    except ValueError:
        return False
    return True


def gemma_head_r1_kernels(p: GemmaProfile) -> tuple[str, ...]:
    """The batch-1 head kernels whose families admit the profile's shape (HEAD_R1V_KERNEL: vocab % 32 == 0 and
    hidden == HEAD_R1V_K; HEAD_R1_KERNEL: vocab even, hidden % 64 == 0), the one launched first (HEAD_R1_STAGED):
    gemma_head_kernel launches the first, gemma_families declares all of them (bit-identical alternatives)."""
    order = (HEAD_R1V_KERNEL, HEAD_R1_KERNEL) if HEAD_R1_STAGED else (HEAD_R1_KERNEL, HEAD_R1V_KERNEL)
    return tuple(k for k in order if _head_admits(k, p))


def gemma_head_kernel(p: GemmaProfile, seqs: int) -> str:
    """The kernel of the tied head over `seqs` last-token rows (one place: the executor's plan reads it): at one
    sequence the first of gemma_head_r1_kernels (HEAD_R1V_KERNEL, by HEAD_R1_STAGED; H200, 262,144 x 640:
    gemv_q8_0_f32_r1 took 87 us, HEAD_R1_KERNEL 74 us), below HEAD_GEMM_FROM the Q8_0 GEMV tile of
    registry.gemv_kernel, from there the tensor-core GEMM (prefill profiles)."""
    if p.prefill and seqs >= HEAD_GEMM_FROM:
        return "gemm_f16_f32"
    r1 = gemma_head_r1_kernels(p) if seqs == 1 else ()
    return r1[0] if r1 else gemv_kernel("gemv_q8_0_f32", seqs)


def gemma_head_specs(p: GemmaProfile, seqs: int) -> list[LaunchSpec]:
    """The tied head over the last-token rows of `seqs` sequences (f32 logits): the native Q8_0 GEMV, or from
    HEAD_GEMM_FROM sequences the tensor-core GEMM over token_embd's f16 copy (the same spec: f32(linear)); at one
    sequence HEAD_R1_KERNEL."""
    m = p.model
    kern = gemma_head_kernel(p, seqs)
    return [_spec(kern, gemma_dependent_launch(seqs) and REGISTRY[kern].stable is not None, M=ROWS, N=m.vocab,
                  K=m.hidden)]


def _head_alternative_specs(p: GemmaProfile, seqs: int) -> list[LaunchSpec]:
    """The batch-1 head kernels gemma_head_kernel does not launch (gemma_head_r1_kernels after the first), declared
    at one sequence as the launched one is (a programmatic dependent), so the gate admits either."""
    if seqs != 1 or gemma_head_kernel(p, seqs) not in gemma_head_r1_kernels(p):
        return []
    m = p.model
    return [_spec(k, gemma_dependent_launch(seqs) and REGISTRY[k].stable is not None, M=ROWS, N=m.vocab, K=m.hidden)
            for k in gemma_head_r1_kernels(p)[1:]]


def gemma_load_specs(p: GemmaProfile) -> list[LaunchSpec]:
    """Load time, prefill path: each distinct (type, N * K) linear weight, and the tied head's table (for the
    head's GEMM), dequantised to f16 once."""
    if not p.prefill:
        return []
    m = p.model
    seen = dict.fromkeys([*((qt.lower(), n_ * k_) for _part, qt, n_, k_ in m.linears()),
                          (m.head_type.lower(), m.vocab * m.hidden)])
    return [_spec(f"dequant_{q}", n=n) for q, n in seen]


def gemma_families(p: GemmaProfile) -> list[LaunchConfig]:
    """One configuration per (kernel entry, tile, overlap, dimensions), its row symbol ranging over the row
    counts that launch it (a concrete configuration where one count does), as registry.profile_families: the
    step's linears over 1..max_rows token rows, the head over 1..max_seqs sequences (at one sequence every
    kernel of gemma_head_r1_kernels, the launched one and its bit-identical alternative)."""
    groups: dict[LaunchSpec, list[int]] = {}
    for rows in range(1, p.max_rows + 1):
        for s in gemma_step_specs(p, rows):
            groups.setdefault(s, []).append(rows)
    for seqs in range(1, p.max_seqs + 1):
        for s in gemma_head_specs(p, seqs) + _head_alternative_specs(p, seqs):
            groups.setdefault(s, []).append(seqs)
    out = [spec_config(s, 0) for s in gemma_load_specs(p)]
    for s, vals in groups.items():
        for lo, hi in _runs(vals):
            out.append(spec_config(s, lo if lo == hi else sym(_symbol_name(s), lo, hi)))
    return out


def all_gemma_families() -> list[LaunchConfig]:
    """Every Gemma profile's families (registered in registry.EXTRA_FAMILIES for `fltc prove --all`)."""
    return [c for gp in GEMMA_PROFILES.values() for c in gemma_families(gp)]


def gemma_test_configs() -> list[LaunchConfig]:
    """The device tests' bit-identity references (tests/gpu/test_gemma_kernels.py) of the 1-row fusions, which no
    step launches: the 1-row gate|up GEMV and geglu_rows_f16 at one row (for gemv_q5_0_glu_r1), and the 1-row
    gemv_q8_0_f32 tile at the 262,144 x 640 head (for HEAD_R1_KERNEL), of the default Gemma profile."""
    m = GEMMA_PROFILES["gemma3-270m"].model
    kern = gemma_gemv_kernel(m.gate_up_type, 1)
    dep = gemma_dependent_launch(1)
    return [REGISTRY[kern].config(M=1, N=2 * m.ffn, K=m.hidden, overlap=dep),
            REGISTRY["geglu_rows_f16"].config(M=1, F=m.ffn),
            REGISTRY[gemv_kernel("gemv_q8_0_f32", 1)].config(M=1, N=m.vocab, K=m.hidden, overlap=dep)]


_r.EXTRA_FAMILIES.append(all_gemma_families)
_r.EXTRA_FAMILIES.append(gemma_test_configs)
from backend.kernels import registry_gemma_step  # noqa: E402,F401  the step kernels around the linears
