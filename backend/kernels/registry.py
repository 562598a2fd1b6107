"""The kernel registry: one KernelDescriptor per PTX entry, and every launch configuration.

Why one place: the verifier proves `launch_configs()` (obligations 1-7 per configuration),
the gate admits what those cover, and the GPU executor builds its launches through the
same `family(**shape)` functions, so a launch the executor makes is covered by construction.

Families (issue 15): the launches of a step are written once as LaunchSpecs (step_specs,
head_specs, sample_specs) whose row-dependent shape values are ROWS. profile_families() groups,
for every row count 1..max_rows (and sequence count 1..max decode batch), the specs the executor's
choices (gemv_kernel, decode_linears, uses_gemv, dependent_launch) make, and declares one
configuration per (kernel entry, tile variant, overlap, model dimensions) whose symbol (M, T, R,
B, n_out, rows) ranges over exactly the counts that pick it: the same family functions, called with
a backend.kernels.symbolic.Dim, write the family's size expressions. Model dimensions, the KV pool
and the context stay concrete per profile. The gate admits a concrete launch that lies in a checked
family (LaunchConfig.match). What the executor launches (GpuExecutor.step_shape):

  * token rows per step R: a decode step (one token per sequence) its exact count 1..64; other
    steps padded up to DECODE_BUCKETS = 1, 2, 4, ..., 64 (native quantised GEMV path) or
    PREFILL_BUCKETS = 128, 256, 512 (tensor-core GEMM path); a step with more than 512 new tokens
    is split; sampling runs over exactly the rows sampled;
  * attention context: max_context = SPLIT_MAX_CONTEXT = 8192 (SmolLM2's trained context): attention is
    attention_split_f16 (attention_splits(rows) splits of the context per row) + attention_combine_f16; at
    one row the split count follows the depth bucket (BATCH1_SPLITS, one graph per bucket), the shortest
    bucket's being attention_direct_f16 alone (proved for seq_len <= its top, DIRECT_MAX_CONTEXT);
    seq_lens are data, assumed <= max_context (backend.kernels.attention_plan builds the launches);
  * the KV allocation: PROFILE.physical_blocks blocks of 16 tokens (the allocator must use it).

The linear layers are fused at upload (one weight buffer each): Wq|Wk|Wv (one GEMV/GEMM with
N = q_dim + 2*kv_dim, then rope_qkv_kv_f16 rotates q/k and writes K/V to the cache) and
Wgate|Wup (N = 2*ffn, then swiglu_rows_f16); Wo and Wdown add into the residual stream in
place (gemv_q4_1_acc_f16) on the GEMV path. Per decode step: 1 + 9 * layers + 2 launches; at
batch 1, 2 + 5 * layers + 2 (copy_u32 stages the inputs from mapped host memory; decode_linears: the
RMSNorms, RoPE + the K/V write and the SwiGLU run inside the GEMVs), each after the embedding a
programmatic dependent (dependent_launch).
The GEMV tile follows the row count (gemv_kernel).

Kernels that touch the KV cache take the *layer's* base pointer (kv + layer*layer_stride,
computed by the host from the allocator's strides) so one configuration covers all layers;
their kv buffer is declared as plane_stride + layer_stride bytes, which every layer's view has, with two
access windows (layer_view): the layer's K slice and its V slice, so an access of another layer's rows in
between fails obligation 3.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from backend.kernels.descriptor import KernelDescriptor
from backend.kernels.symbolic import Dim, size, sym, symbols_of
from spec.kv_layout import KVLayout
from verifier.config import (
    Assumption,
    AssumptionKind,
    Buffer,
    LaunchConfig,
    OutputRegion,
    ParamDecl,
    ParamType,
    PowerSpec,
    ResourceLimits,
    Role,
    Window,
)

P = ParamType
KV_BLOCK_SIZE = 16
HEAD_DIM = 64  # paged_attention_f16 is compiled for head_dim 64
ATT_MAX_CONTEXT = 2048  # shared-memory score buffer of paged_attention_f16 (floats)
SPLIT_MAX_CONTEXT = 8192  # the largest max_context the split attention families admit (SmolLM2's trained context)
PTX_TARGET = "sm_90"
NVCC = f"nvcc -O3 -arch={PTX_TARGET} --ptx"

DECODE_BUCKETS: tuple[int, ...] = (1, 2, 4, 8, 16, 32, 64)
PREFILL_BUCKETS: tuple[int, ...] = (128, 256, 512)
ROW_BUCKETS: tuple[int, ...] = tuple(sorted(set(DECODE_BUCKETS) | set(PREFILL_BUCKETS)))


# ----------------------------------------------------------------------------- profile
@dataclass(frozen=True)
class ModelShape:
    """The dimensions the kernels are instantiated for (default: SmolLM2-135M-Instruct)."""

    hidden: int = 576
    q_heads: int = 9
    kv_heads: int = 3
    head_dim: int = 64
    ffn: int = 1536
    vocab: int = 49152
    layers: int = 30
    rope_dim: int = 64
    rms_eps: float = 1e-5

    @property
    def linear_layers(self) -> tuple[tuple[str, int, int, bool], ...]:
        """(name, N, K, adds into the residual) of the fused linear layers the executor launches:
        qkv = Wq|Wk|Wv, o, gate_up = Wgate|Wup, down."""
        d, q, kv, f = self.hidden, self.q_heads * self.head_dim, self.kv_heads * self.head_dim, self.ffn
        return (("qkv", q + 2 * kv, d, False), ("o", d, q, True), ("gate_up", 2 * f, d, False),
                ("down", d, f, True))

    @property
    def linear_shapes(self) -> tuple[tuple[int, int], ...]:
        """Distinct (N, K) of the fused linear layers."""
        return tuple(dict.fromkeys((n, k) for _, n, k, _ in self.linear_layers))


@dataclass(frozen=True)
class Profile:
    """What the backend launches: model shape + buckets + KV geometry (one source of truth)."""

    name: str
    model: ModelShape
    decode_buckets: tuple[int, ...] = DECODE_BUCKETS
    prefill_buckets: tuple[int, ...] = PREFILL_BUCKETS
    # positions per sequence on the GPU: the model's trained context (SmolLM2: 8,192); the split attention
    # kernels (attention_split.cu) hold no buffer bounded by it. paged_attention_f16 (a shared score buffer of
    # ATT_MAX_CONTEXT floats) keeps only its device-test configurations.
    max_context: int = SPLIT_MAX_CONTEXT
    # the KV pool: 16,384 blocks of 16 tokens = 262,144 token slots = 64 sequences at depth 4,096 (the serve
    # path's batch of 64 at the depth issue 16 measures), or any mix up to 8,192 per sequence. SmolLM2-135M:
    # 30 layers x K+V x 16 tokens x 3 heads x 64 dims x 2 bytes = 368,640 bytes per block -> 6.04 GB (5.6 GiB)
    # of the H200's 141 GB; the plane stride (3.02 GB) stays below 4 GiB.
    physical_blocks: int = 16384

    @property
    def row_buckets(self) -> tuple[int, ...]:
        return tuple(sorted(set(self.decode_buckets) | set(self.prefill_buckets)))

    def uses_gemv(self, rows: int) -> bool:
        """GEMV (quantised weights read directly) up to the largest decode bucket, tensor-core GEMM above."""
        return rows <= max(self.decode_buckets)

    @property
    def kv_slots(self) -> int:
        return self.physical_blocks * KV_BLOCK_SIZE

    @property
    def max_rows(self) -> int:
        return max(self.row_buckets)

    @property
    def max_blocks_per_seq(self) -> int:
        return self.max_context // KV_BLOCK_SIZE

    def rope_shape(self, rope_dim: int | None = None) -> dict[str, int]:
        """The shape arguments rope_qkv_kv_f16 and the RoPE-fused QKV GEMV share (rope_dim: the model's)."""
        m = self.model
        return {"q_heads": m.q_heads, "kv_heads": m.kv_heads, "head_dim": m.head_dim,
                "rope_dim": m.rope_dim if rope_dim is None else rope_dim, "positions": self.max_context,
                "layers": m.layers, "physical_blocks": self.physical_blocks}

    def kv(self) -> KVLayout:
        m = self.model
        return KVLayout(m.layers, self.physical_blocks, block_size=KV_BLOCK_SIZE, kv_heads=m.kv_heads,
                        head_dim=m.head_dim)


def layer_view_bytes(layout: KVLayout) -> int:
    """Bytes from a layer's K slice to the end of its V slice: the `kv` buffer of one launch,
    whose base the executor passes as plane_base + layer * layer_stride."""
    return layout.plane_stride + layout.layer_stride


def layer_view_windows(layout: KVLayout) -> tuple[Window, Window]:
    """The bytes of a layer view a kernel may touch: its K slice [0, layer_stride) and its V slice
    [plane_stride, plane_stride + layer_stride) (spec/kv_layout.py). Why: the view's pointer reaches, between
    the two, the K rows of every later layer (and, for the last layer's view, nothing else: its V slice ends
    the allocation); they are inside the view's declared size, so without windows obligation 3 would accept a
    store at slot n_slots (the next layer's first K row) or a read through block n_slots / 16."""
    return (Window(0, layout.layer_stride), Window(layout.plane_stride, layout.layer_stride))


def layer_view(layout: KVLayout) -> Buffer:
    """The `kv` buffer of a kernel that takes a layer view: layer_view_bytes, restricted to layer_view_windows."""
    return Buffer(layer_view_bytes(layout), windows=layer_view_windows(layout))


PROFILES: dict[str, Profile] = {"default": Profile("default", ModelShape())}
# small shapes used by tests/gpu/test_kernels.py (tails, GQA, several blocks of KV)
TEST_MODEL = ModelShape(hidden=96, q_heads=4, kv_heads=2, head_dim=64, ffn=160, vocab=320, layers=2, rope_dim=64)
TEST_PROFILE = Profile("test", TEST_MODEL, decode_buckets=(1, 3), prefill_buckets=(70,), max_context=256,
                       physical_blocks=64)


def bucket_rows(n: int, profile: Profile = PROFILES["default"]) -> int:
    """The padded row count the executor launches for n new tokens (raises above the largest bucket)."""
    for b in profile.row_buckets:
        if n <= b:
            return b
    raise ValueError(f"{n} rows exceed the largest bucket {profile.max_rows}: split the step")


# ----------------------------------------------------------------------------- helpers
def _f32(x: float) -> float:
    """The exact binary32 value the launcher will pack (so the config's scalar is that value)."""
    return float(np.float32(x))


def _cdiv(a: int | Dim, b: int) -> int | Dim:
    return a.cdiv(b) if isinstance(a, Dim) else -(-a // b)


def _require(cond: bool, what: str) -> None:
    if not cond:
        raise ValueError(what)


def _ptr(name: str, role: Role) -> ParamDecl:
    return ParamDecl(name, P.PTR, role)


def _u32(name: str) -> ParamDecl:
    return ParamDecl(name, P.U32)


POWER = ParamDecl("power", P.U32)


def _region(buf: str, shape: tuple[int | Dim, ...], elem_bytes: int = 2) -> OutputRegion:
    """A dense row-major region of `shape` elements at offset 0 (a Dim extent: a family's region)."""
    strides: list[int | Dim] = []
    s: int | Dim = elem_bytes
    for d in reversed(shape):
        strides.append(s)
        s = s * d
    return OutputRegion(buf, 0, elem_bytes, tuple(size(d) for d in shape), tuple(size(t) for t in reversed(strides)))


_DESCS: dict[str, KernelDescriptor] = {}


def _make(name: str, ptx: str, entry: str, params: tuple[ParamDecl, ...], limits: ResourceLimits,
          family: Callable[..., LaunchConfig], stable: tuple[str, ...] | None = None) -> None:
    _DESCS[name] = KernelDescriptor(
        name=name, ptx_file=f"{ptx}.ptx", entry=entry, params=params, limits=limits, family=family,
        power_param="power", source=f"src/{ptx}.cu",
        build_command=f"cd backend/kernels && {NVCC} src/{ptx}.cu -o {ptx}.ptx", stable=stable)


def dependent_launch(rows: int) -> bool:
    """Whether a step's kernels after the embedding are programmatic dependents of the kernel before
    them (PDL: each starts while its predecessor finishes, loads its weights, then waits on
    griddepcontrol.wait). Batch 1 only: its step is 180 launches of a few microseconds each, bound
    by launch latency and each kernel's first DRAM access. `rows` is the step's token-row bucket
    (its sequence bucket for the final norm and the head)."""
    return rows == 1


def _cfg(name: str, *, grid: tuple[int | Dim, int | Dim, int | Dim], block: tuple[int, int, int],
         scalars: dict[str, int | float | Dim], buffers: dict[str, int | Dim | Buffer], outputs: tuple[OutputRegion, ...],
         label: str, assumptions: tuple[Assumption, ...] = (), smem: int = 0) -> LaunchConfig:
    """A concrete configuration, or a family one where a shape value is a Dim (its symbols declared). A buffer is
    its size in bytes, or a Buffer of concrete sizes (one with access windows: layer_view)."""
    d = _DESCS[name]
    syms = symbols_of(grid, scalars, buffers, *((r.shape, r.strides, r.offset) for r in outputs),
                      *((a.lo, a.hi) for a in assumptions))
    fam = {"symbols": syms} if syms else {}  # a concrete configuration's fields (and key) stay as before
    return LaunchConfig(
        kernel=name, entry=d.entry, params=d.params, grid=(size(grid[0]), size(grid[1]), size(grid[2])),
        block=block, dynamic_shared_bytes=smem, scalars=tuple(sorted((k, size(v)) for k, v in scalars.items())),
        buffers=tuple(sorted((k, v if isinstance(v, Buffer) else Buffer(size(v))) for k, v in buffers.items())),
        outputs=outputs,
        assumptions=assumptions, power=PowerSpec("power", 1), limits=d.limits, label=label, **fam)


# ----------------------------------------------------------------------------- dequant
_QUANT = {"q4_0": (32, 18), "q4_1": (32, 20), "q8_0": (32, 34), "q4_k": (256, 144), "q6_k": (256, 210)}
_DEQ_PARAMS = (_ptr("src", Role.IN), _ptr("dst", Role.OUT), _u32("n"), POWER)
_SMALL = ResourceLimits(max_registers=64, max_shared_bytes=0)


def _dequant_family(q: str) -> Callable[..., LaunchConfig]:
    blk, nbytes = _QUANT[q]

    def family(*, n: int) -> LaunchConfig:
        _require(n > 0 and n % blk == 0, f"dequant_{q}: n={n} must be a positive multiple of {blk}")
        return _cfg(f"dequant_{q}", grid=(_cdiv(n, 256), 1, 1), block=(256, 1, 1), scalars={"n": n},
                    buffers={"src": n // blk * nbytes, "dst": 2 * n}, outputs=(_region("dst", (n,)),),
                    label=f"n{n}")
    return family


for _q in _QUANT:
    _make(f"dequant_{_q}", "dequant", f"dequant_{_q}_f16", _DEQ_PARAMS, _SMALL, _dequant_family(_q))


# ----------------------------------------------------------------------------- GEMV / GEMM
_MNK = (_ptr("x", Role.IN), _ptr("w", Role.IN), _ptr("y", Role.OUT), _u32("M"), _u32("N"), _u32("K"), POWER)


def _gemv_family(q: str, name: str, out_bytes: int = 2, rows: int = 4, cols: int = 1, *, norm: bool = False,
                 glu: bool = False) -> Callable[..., LaunchConfig]:
    """GEMVs of gemv_q.cu in a (rows per CTA) x (columns per warp) tile. norm: reads rmsnorm(x) (nw, eps);
    glu: W is gate|up (N = 2F rows), a warp owns one output column of the [M, F] SwiGLU activation."""
    nbytes = _QUANT[q][1]

    def family(*, M: int, N: int, K: int, eps: float | None = None) -> LaunchConfig:
        _require(M > 0 and N > 0 and K > 0 and K % 32 == 0, f"{name}: need M,N>0 and K % 32 == 0")
        _require(not glu or N % 2 == 0, f"{name}: N = gate rows + up rows must be even")
        _require((eps is not None and eps > 0) if norm else eps is None,
                 f"{name}: " + ("needs eps > 0" if norm else "takes no eps"))
        n_out = N // 2 if glu else N
        scalars: dict[str, int | float] = {"M": M, "N": N, "K": K}
        buffers = {"x": 2 * M * K, "w": N * (K // 32) * nbytes, "y": out_bytes * M * n_out}
        if norm:
            scalars["eps"] = _f32(eps)
            buffers["nw"] = 4 * K
        per_cta = 4 if glu else 4 * cols
        return _cfg(name, grid=(_cdiv(n_out, per_cta), _cdiv(M, rows), 1), block=(128, 1, 1), scalars=scalars,
                    buffers=buffers, outputs=(_region("y", (M, n_out), out_bytes),), label=f"m{M}_n{N}_k{K}")
    return family


# GEMV tiles (rows per CTA x columns per warp; gemv_q.cu): bit-identical results, speed differs with M
# (H200, benchmarks/results/experiments/gemv_tiles.json): 1x1 (1x2 for the head) at M = 1, 4x1 for a
# few rows, 8x2 from 32 rows (64 for the N = 576 accumulating GEMVs), 8x4 from 8 rows for the Q8_0
# head (N = 49152: weight reloads dominate).
GEMV_TILES: dict[str, dict[str, tuple[int, int]]] = {
    "gemv_q4_1": {"": (4, 1), "_r1": (1, 1), "_r8": (8, 2)},
    "gemv_q4_1_acc": {"": (4, 1), "_r1": (1, 1), "_r8": (8, 2)},
    "gemv_q8_0_f32": {"": (4, 1), "_r1": (1, 2), "_r8": (8, 4)},
    "gemv_q8_0": {"": (4, 1), "_r1": (1, 1)},  # f16 out: Gemma 3's Q8_0 attn_v (the 1-row tile at batch 1)
    # batch-1 decode fusions (gemv_q.cu NORM / GLU): rmsnorm read on the fly and the SwiGLU of gate|up
    # formed in the epilogue (tile cols = the gate and up rows). Measured on the H200 (profile_decode):
    # at M = 1 they save the rmsnorm / swiglu launches; at 16 rows the per-warp norm recompute made the
    # QKV GEMV 16 us against 2.5 + 4.9 us unfused, so more rows run the unfused kernels.
    "gemv_q4_1_norm": {"_r1": (1, 1)},
    "gemv_q4_1_norm_glu": {"_r1": (1, 2)},
}
_GEMV_R8_FROM = {"gemv_q4_1": 32, "gemv_q4_1_acc": 64, "gemv_q8_0_f32": 8}  # N = 576 gains only at 64 rows


def gemv_kernel(base: str, M: int) -> str:
    """The registered GEMV variant the executor launches for M rows (one place for the choice)."""
    tiles = GEMV_TILES.get(base)
    if tiles is None:
        return base
    if M == 1 and "_r1" in tiles:
        return base + "_r1"
    if "_r8" in tiles and M >= _GEMV_R8_FROM[base]:
        return base + "_r8"
    return base


# the batch-1 QKV projection: RMSNorm in front, RoPE and the K/V cache write in its epilogue (no
# rope_qkv_kv_f16 launch follows it)
QKV_ROPE_KERNEL = "gemv_q4_1_norm_rope_r1"


def decode_linears(M: int) -> dict[str, tuple[str, bool]]:
    """Decode (GEMV) rows: layer -> (kernel, fused: reads the residual stream through the RMSNorm and,
    for gate_up, writes the SwiGLU activation; for qkv at one row, QKV_ROPE_KERNEL also rotates q/k and
    writes K/V to the cache). One row: the fused kernels; more rows: the plain GEMVs (the executor then
    launches rmsnorm_f16 before QKV and gate|up, rope_qkv_kv_f16 after QKV, swiglu_rows_f16 after gate|up)."""
    if M == 1:
        return {"qkv": (QKV_ROPE_KERNEL, True), "o": ("gemv_q4_1_acc_r1", False),
                "gate_up": ("gemv_q4_1_norm_glu_r1", True), "down": ("gemv_q4_1_acc_r1", False)}
    return {"qkv": (gemv_kernel("gemv_q4_1", M), False), "o": (gemv_kernel("gemv_q4_1_acc", M), False),
            "gate_up": (gemv_kernel("gemv_q4_1", M), False), "down": (gemv_kernel("gemv_q4_1_acc", M), False)}


_GEMV_LIMITS = ResourceLimits(max_registers=128, max_shared_bytes=0)
_GEMV_ENTRY = {"gemv_q4_1": ("gemv_q4_1", "f16", "q4_1", 2), "gemv_q4_1_acc": ("gemv_q4_1_acc", "f16", "q4_1", 2),
               "gemv_q8_0_f32": ("gemv_q8_0", "f32", "q8_0", 4), "gemv_q8_0": ("gemv_q8_0", "f16", "q8_0", 2)}
for _base, (_stem, _suffix, _q, _ob) in _GEMV_ENTRY.items():
    for _v, (_r, _c) in GEMV_TILES[_base].items():
        _entry = f"{_stem}_{_suffix}" if not _v else f"{_stem}_r{_r}c{_c}_{_suffix}"
        # y += W x (acc): the residual add fused into the output projection / down GEMV (y read and written)
        _y = _ptr("y", Role.INOUT) if _base.endswith("_acc") else _ptr("y", Role.OUT)
        # the 1-row tiles load their weights before griddepcontrol.wait (gemv_q.cu, PF > 0)
        _make(_base + _v, "gemv_q", _entry,
              (_ptr("x", Role.IN), _ptr("w", Role.IN), _y, _u32("M"), _u32("N"), _u32("K"), POWER),
              _GEMV_LIMITS, _gemv_family(_q, _base + _v, _ob, _r, _c), ("w",) if _r == 1 else None)
# the batch-1 fusions: (x, nw, w, y, M, N, K, eps, power), x = the residual stream
_NORM_PARAMS = (_ptr("x", Role.IN), _ptr("nw", Role.IN), _ptr("w", Role.IN), _ptr("y", Role.OUT),
                _u32("M"), _u32("N"), _u32("K"), ParamDecl("eps", P.F32), POWER)
for _base, _entry, _glu in (("gemv_q4_1_norm", "gemv_q4_1_norm_r1c1_f16", False),
                            ("gemv_q4_1_norm_glu", "gemv_q4_1_norm_glu_r1_f16", True)):
    _r, _c = GEMV_TILES[_base]["_r1"]
    _make(_base + "_r1", "gemv_q", _entry, _NORM_PARAMS, _GEMV_LIMITS,
          _gemv_family("q4_1", _base + "_r1", 2, _r, _c, norm=True, glu=_glu), ("nw", "w"))


def _gemm_family(name: str, out_bytes: int) -> Callable[..., LaunchConfig]:
    """gemm.cu's entries: A [M, K] f16, B [N, K] f16, C [M, N] in out_bytes per element (f16 or f32)."""

    def family(*, M: int, N: int, K: int) -> LaunchConfig:
        _require(M > 0 and N > 0 and K > 0 and K % 8 == 0, f"{name}: need M,N>0 and K % 8 == 0")
        return _cfg(name, grid=(_cdiv(N, 64), _cdiv(M, 64), 1), block=(128, 1, 1),
                    scalars={"M": M, "N": N, "K": K},
                    buffers={"A": 2 * M * K, "B": 2 * N * K, "C": out_bytes * M * N},
                    outputs=(_region("C", (M, N), out_bytes),), label=f"m{M}_n{N}_k{K}")
    return family


# gemm_f16: f16 outputs (the linears); gemm_f16_f32: the same f16 values widened to f32 (a tied head's logits)
for _name, _entry, _ob in (("gemm_f16", "gemm_f16_tc", 2), ("gemm_f16_f32", "gemm_f16_f32_tc", 4)):
    _make(_name, "gemm", _entry,
          (_ptr("A", Role.IN), _ptr("B", Role.IN), _ptr("C", Role.OUT), _u32("M"), _u32("N"), _u32("K"), POWER),
          ResourceLimits(max_registers=128, max_shared_bytes=20480), _gemm_family(_name, _ob))


# ----------------------------------------------------------------------------- element-wise
def _rmsnorm_family(*, M: int, D: int, eps: float) -> LaunchConfig:
    _require(M > 0 and D > 0 and eps > 0, "rmsnorm: need M, D > 0 and eps > 0")
    return _cfg("rmsnorm_f16", grid=(M, 1, 1), block=(256, 1, 1), scalars={"D": D, "eps": _f32(eps)},
                buffers={"x": 2 * M * D, "w": 4 * D, "y": 2 * M * D}, outputs=(_region("y", (M, D)),),
                label=f"m{M}_d{D}")


_make("rmsnorm_f16", "elementwise", "rmsnorm_f16",
      (_ptr("x", Role.IN), _ptr("w", Role.IN), _ptr("y", Role.OUT), _u32("D"), ParamDecl("eps", P.F32), POWER),
      ResourceLimits(max_registers=64, max_shared_bytes=64), _rmsnorm_family)


def _rmsnorm_rows_family(*, n_out: int, rows_in: int, D: int, eps: float) -> LaunchConfig:
    _require(n_out > 0 and rows_in > 0 and D > 0 and eps > 0, "rmsnorm_rows: need n_out, rows_in, D > 0, eps > 0")
    return _cfg("rmsnorm_rows_f16", grid=(n_out, 1, 1), block=(256, 1, 1), scalars={"D": D, "eps": _f32(eps)},
                buffers={"x": 2 * rows_in * D, "idx": 4 * n_out, "w": 4 * D, "y": 2 * n_out * D},
                outputs=(_region("y", (n_out, D)),), label=f"n{n_out}_rows{rows_in}_d{D}",
                assumptions=(Assumption("gather_index_in_rows", AssumptionKind.LOAD_RANGE,
                                        "the executor normalises the last-token row of each sequence of the "
                                        "step; row indices are < the activation buffer's rows", "idx", "u32", 0,
                                        rows_in - 1),))


_make("rmsnorm_rows_f16", "elementwise", "rmsnorm_rows_f16",
      (_ptr("x", Role.IN), _ptr("idx", Role.IN), _ptr("w", Role.IN), _ptr("y", Role.OUT), _u32("D"),
       ParamDecl("eps", P.F32), POWER),
      ResourceLimits(max_registers=64, max_shared_bytes=64), _rmsnorm_rows_family, ("idx", "w"))


def _swiglu_rows_family(*, M: int, F: int) -> LaunchConfig:
    _require(M > 0 and F > 0, "swiglu_rows: need M, F > 0")
    return _cfg("swiglu_rows_f16", grid=(_cdiv(F, 256), M, 1), block=(256, 1, 1), scalars={"F": F},
                buffers={"gu": 4 * M * F, "out": 2 * M * F}, outputs=(_region("out", (M, F)),), label=f"m{M}_f{F}")


_make("swiglu_rows_f16", "elementwise", "swiglu_rows_f16",
      (_ptr("gu", Role.IN), _ptr("out", Role.OUT), _u32("F"), POWER), _SMALL, _swiglu_rows_family)


def _n_family(name: str, ins: tuple[str, ...], out: str) -> Callable[..., LaunchConfig]:
    def family(*, n: int) -> LaunchConfig:
        _require(n > 0, f"{name}: n must be > 0")
        bufs = {b: 2 * n for b in (*ins, out)}
        return _cfg(name, grid=(_cdiv(n, 256), 1, 1), block=(256, 1, 1), scalars={"n": n}, buffers=bufs,
                    outputs=(_region(out, (n,)),), label=f"n{n}")
    return family


_make("swiglu_f16", "elementwise", "swiglu_f16",
      (_ptr("gate", Role.IN), _ptr("up", Role.IN), _ptr("out", Role.OUT), _u32("n"), POWER), _SMALL,
      _n_family("swiglu_f16", ("gate", "up"), "out"))
_make("residual_add_f16", "elementwise", "residual_add_f16",
      (_ptr("a", Role.IN), _ptr("b", Role.IN), _ptr("out", Role.OUT), _u32("n"), POWER), _SMALL,
      _n_family("residual_add_f16", ("a", "b"), "out"))
_make("residual_add_inplace_f16", "elementwise", "residual_add_inplace_f16",
      (_ptr("x", Role.INOUT), _ptr("y", Role.IN), _u32("n"), POWER), _SMALL,
      _n_family("residual_add_inplace_f16", ("y",), "x"))


def _copy_family(*, n: int) -> LaunchConfig:
    _require(n > 0, "copy_u32: n must be > 0")
    return _cfg("copy_u32", grid=(_cdiv(n, 256), 1, 1), block=(256, 1, 1), scalars={"n": n},
                buffers={"src": 4 * n, "dst": 4 * n}, outputs=(_region("dst", (n,), 4),), label=f"n{n}")


_make("copy_u32", "elementwise", "copy_u32", (_ptr("src", Role.IN), _ptr("dst", Role.OUT), _u32("n"), POWER), _SMALL,
      _copy_family)


def sections(sizes: dict[str, int]) -> tuple[dict[str, tuple[int, int]], int]:
    """Consecutive sections of one allocation, each 256-byte aligned: name -> (byte offset, bytes), and
    the total bytes."""
    layout, off = {}, 0
    for k, n in sizes.items():
        layout[k] = (off, n)
        off += -(-n // 256) * 256
    return layout, off


def step_inputs(rows: int, seqs: int, max_blocks: int) -> tuple[dict[str, tuple[int, int]], int]:
    """The layout of a step's input block: section -> (byte offset, bytes) for ids | positions | slots |
    seq_lens | tables | last (u32 each), and the block's total bytes. The executor stages and views it;
    copy_u32 of a zero-copy staged step moves total / 4 words."""
    return sections({"ids": 4 * rows, "positions": 4 * rows, "slots": 4 * rows, "seq_lens": 4 * rows,
                     "tables": 4 * rows * max_blocks, "last": 4 * seqs})


def _embedding_family(*, T: int, D: int, V: int) -> LaunchConfig:
    _require(T > 0 and V > 0 and D > 0 and D % 32 == 0, "embedding_q8_0: need T, V > 0 and D % 32 == 0")
    # no assumption on the ids: the kernel reads a table row only for an id < V (obligation 3 proves it)
    return _cfg("embedding_q8_0", grid=(_cdiv(D, 256), T, 1), block=(256, 1, 1), scalars={"D": D, "V": V},
                buffers={"table": V * (D // 32) * 34, "ids": 4 * T, "out": 2 * T * D},
                outputs=(_region("out", (T, D)),), label=f"t{T}_d{D}_v{V}")


_make("embedding_q8_0", "elementwise", "embedding_q8_0_f16",
      (_ptr("table", Role.IN), _ptr("ids", Role.IN), _ptr("out", Role.OUT), _u32("D"), _u32("V"), POWER),
      _SMALL, _embedding_family)


def _gather_family(*, n_out: int, rows_in: int, D: int) -> LaunchConfig:
    _require(n_out > 0 and rows_in > 0 and D > 0, "gather_rows: need n_out, rows_in, D > 0")
    return _cfg("gather_rows_f16", grid=(_cdiv(D, 256), n_out, 1), block=(256, 1, 1), scalars={"D": D},
                buffers={"x": 2 * rows_in * D, "idx": 4 * n_out, "out": 2 * n_out * D},
                outputs=(_region("out", (n_out, D)),), label=f"n{n_out}_rows{rows_in}_d{D}",
                assumptions=(Assumption("gather_index_in_rows", AssumptionKind.LOAD_RANGE,
                                        "the executor gathers the last-token row of each sequence of the step; "
                                        "row indices are < the activation buffer's rows", "idx", "u32", 0,
                                        rows_in - 1),))


_make("gather_rows_f16", "elementwise", "gather_rows_f16",
      (_ptr("x", Role.IN), _ptr("idx", Role.IN), _ptr("out", Role.OUT), _u32("D"), POWER), _SMALL,
      _gather_family)


def _rope_family(*, T: int, heads: int, head_dim: int, rope_dim: int, positions: int) -> LaunchConfig:
    _require(T > 0 and heads > 0 and rope_dim % 2 == 0 and 0 < rope_dim <= head_dim and head_dim % 2 == 0
             and rope_dim // 2 * heads <= 1024 and positions > 0, "rope: invalid shape")
    half = rope_dim // 2
    return _cfg("rope_f16", grid=(T, 1, 1), block=(half, heads, 1),
                scalars={"heads": heads, "head_dim": head_dim, "half_rope": half},
                buffers={"x": 2 * T * heads * head_dim, "positions": 4 * T, "cos_tab": 4 * positions * half,
                         "sin_tab": 4 * positions * half},
                outputs=(OutputRegion("x", 0, 2, (T, heads, rope_dim), (2 * heads * head_dim, 2 * head_dim, 2)),),
                label=f"t{T}_h{heads}_d{head_dim}_r{rope_dim}_p{positions}",
                assumptions=(Assumption("positions_below_table", AssumptionKind.LOAD_RANGE,
                                        "positions are < max_context (the scheduler's admission bound), the "
                                        "number of rows of the cos/sin tables", "positions", "u32", 0,
                                        positions - 1),))


_make("rope_f16", "rope", "rope_f16",
      (_ptr("x", Role.INOUT), _ptr("positions", Role.IN), _ptr("cos_tab", Role.IN), _ptr("sin_tab", Role.IN),
       _u32("heads"), _u32("head_dim"), _u32("half_rope"), POWER), _SMALL, _rope_family)


def _rope_qkv_kv_family(*, T: int, q_heads: int, kv_heads: int, head_dim: int, rope_dim: int, positions: int,
                        layers: int, physical_blocks: int) -> LaunchConfig:
    heads = q_heads + 2 * kv_heads
    _require(T > 0 and q_heads > 0 and kv_heads > 0 and head_dim % 2 == 0 and rope_dim % 2 == 0
             and 0 < rope_dim <= head_dim and head_dim // 2 * heads <= 1024 and positions > 0
             and physical_blocks > 0, "rope_qkv_kv: invalid shape")
    g = KVLayout(layers, physical_blocks, block_size=KV_BLOCK_SIZE, kv_heads=kv_heads, head_dim=head_dim)
    n_slots = physical_blocks * KV_BLOCK_SIZE
    return _cfg("rope_qkv_kv_f16", grid=(T, 1, 1), block=(head_dim // 2, heads, 1),
                scalars={"q_heads": q_heads, "kv_heads": kv_heads, "head_dim": head_dim, "half_rope": rope_dim // 2,
                         "n_slots": n_slots, **_kv_scalars(g)},
                buffers={"qkv": 2 * T * heads * head_dim, "positions": 4 * T,
                         "cos_tab": 4 * positions * (rope_dim // 2), "sin_tab": 4 * positions * (rope_dim // 2),
                         "slots": 4 * T, "q_out": 2 * T * q_heads * head_dim, "kv": layer_view(g)},
                # q_out is a static region; the cache rows written are chosen by data (slots < n_slots;
                # padding rows carry slots >= n_slots and write nothing): single-writer rests on the
                # injectivity assumption, bounds on the in-kernel slot < n_slots test.
                outputs=(_region("q_out", (T, q_heads, head_dim)),),
                label=f"t{T}_hq{q_heads}_hkv{kv_heads}_d{head_dim}_r{rope_dim}_p{positions}_l{layers}_b{physical_blocks}",
                assumptions=_rope_assumptions(positions))


def _norm_rope_family(*, M: int, K: int, eps: float, q_heads: int, kv_heads: int, head_dim: int, rope_dim: int,
                      positions: int, layers: int, physical_blocks: int) -> LaunchConfig:
    """gemv_q4_1_norm_rope_r1: y = W rmsnorm(x) for W = Wq|Wk|Wv, then rope_qkv_kv_f16's epilogue (q -> q_out,
    rotated k and v -> the KV cache at slots[m]), one warp per adjacent column pair."""
    heads = q_heads + 2 * kv_heads
    N = heads * head_dim
    _require(M > 0 and K > 0 and K % 32 == 0 and eps > 0 and q_heads > 0 and kv_heads > 0 and head_dim % 2 == 0
             and rope_dim % 2 == 0 and 0 < rope_dim <= head_dim and positions > 0 and physical_blocks > 0,
             "gemv_q4_1_norm_rope_r1: invalid shape")
    g = KVLayout(layers, physical_blocks, block_size=KV_BLOCK_SIZE, kv_heads=kv_heads, head_dim=head_dim)
    return _cfg("gemv_q4_1_norm_rope_r1", grid=(_cdiv(N, 8), M, 1), block=(128, 1, 1),
                scalars={"M": M, "N": N, "K": K, "eps": _f32(eps), "q_heads": q_heads, "kv_heads": kv_heads,
                         "head_dim": head_dim, "half_rope": rope_dim // 2, "n_slots": physical_blocks * KV_BLOCK_SIZE,
                         **_kv_scalars(g)},
                buffers={"x": 2 * M * K, "nw": 4 * K, "w": N * (K // 32) * _QUANT["q4_1"][1], "positions": 4 * M,
                         "cos_tab": 4 * positions * (rope_dim // 2), "sin_tab": 4 * positions * (rope_dim // 2),
                         "slots": 4 * M, "q_out": 2 * M * q_heads * head_dim, "kv": layer_view(g)},
                outputs=(_region("q_out", (M, q_heads, head_dim)),),
                label=f"m{M}_k{K}_hq{q_heads}_hkv{kv_heads}_d{head_dim}_r{rope_dim}_p{positions}_l{layers}"
                      f"_b{physical_blocks}",
                assumptions=_rope_assumptions(positions))


def _rope_assumptions(positions: int) -> tuple[Assumption, ...]:
    return (Assumption("positions_below_table", AssumptionKind.LOAD_RANGE,
                       "positions are < max_context (the scheduler's admission bound), the number of "
                       "rows of the cos/sin tables", "positions", "u32", 0, positions - 1),
            Assumption("kv_slots_distinct", AssumptionKind.LOAD_INJECTIVE,
                       "KV allocator invariant: one physical block belongs to one logical block of one "
                       "sequence, so distinct new positions get distinct slots; the executor gives "
                       "padding rows the distinct slots n_slots + j", "slots", "u32"))


_make("gemv_q4_1_norm_rope_r1", "gemv_q", "gemv_q4_1_norm_rope_r1_f16",
      (_ptr("x", Role.IN), _ptr("nw", Role.IN), _ptr("w", Role.IN), _ptr("positions", Role.IN),
       _ptr("cos_tab", Role.IN), _ptr("sin_tab", Role.IN), _ptr("slots", Role.IN), _ptr("q_out", Role.OUT),
       _ptr("kv", Role.INOUT), _u32("M"), _u32("N"), _u32("K"), ParamDecl("eps", P.F32), _u32("q_heads"),
       _u32("kv_heads"), _u32("head_dim"), _u32("half_rope"), _u32("n_slots"), _u32("token_stride"),
       _u32("page_stride"), ParamDecl("plane_stride", P.U64), POWER), _GEMV_LIMITS, _norm_rope_family,
      ("nw", "w", "positions", "cos_tab", "sin_tab", "slots"))


_make("rope_qkv_kv_f16", "rope", "rope_qkv_kv_f16",
      (_ptr("qkv", Role.IN), _ptr("positions", Role.IN), _ptr("cos_tab", Role.IN), _ptr("sin_tab", Role.IN),
       _ptr("slots", Role.IN), _ptr("q_out", Role.OUT), _ptr("kv", Role.INOUT), _u32("q_heads"), _u32("kv_heads"),
       _u32("head_dim"), _u32("half_rope"), _u32("n_slots"), _u32("token_stride"), _u32("page_stride"),
       ParamDecl("plane_stride", P.U64), POWER), _SMALL, _rope_qkv_kv_family,
      ("positions", "cos_tab", "sin_tab", "slots"))


# ----------------------------------------------------------------------------- KV cache / attention
def _kv_scalars(g: KVLayout) -> dict[str, int]:
    return {"token_stride": g.token_stride, "page_stride": g.page_stride, "plane_stride": g.plane_stride}


def _kv_write_family(*, T: int, layers: int, physical_blocks: int, kv_heads: int, head_dim: int) -> LaunchConfig:
    g = KVLayout(layers, physical_blocks, block_size=KV_BLOCK_SIZE, kv_heads=kv_heads, head_dim=head_dim)
    row = kv_heads * head_dim
    _require(T > 0 and row % 2 == 0, "kv_write: need T > 0 and an even row length")
    slots = physical_blocks * KV_BLOCK_SIZE
    return _cfg("kv_write_f16", grid=(_cdiv(row // 2, 128), T, 1), block=(128, 1, 1),
                scalars={"row_elems": row, **_kv_scalars(g)},
                buffers={"kv": layer_view(g), "k": 2 * T * row, "v": 2 * T * row, "slots": 4 * T},
                # the rows written are chosen by data (slots): no static output region expresses them;
                # single-writer rests on the injectivity assumption below.
                outputs=(), label=f"t{T}_l{layers}_b{physical_blocks}_kvh{kv_heads}_d{head_dim}",
                assumptions=(
                    Assumption("kv_slot_in_range", AssumptionKind.LOAD_RANGE,
                               "KV allocator invariant: a slot is physical*16 + offset with physical < "
                               "physical_blocks", "slots", "u32", 0, slots - 1),
                    Assumption("kv_slots_distinct", AssumptionKind.LOAD_INJECTIVE,
                               "KV allocator invariant: one physical block belongs to one logical block of one "
                               "sequence, so distinct new positions get distinct slots", "slots", "u32"),
                ))


_make("kv_write_f16", "attention", "kv_write_f16",
      (_ptr("kv", Role.INOUT), _ptr("k", Role.IN), _ptr("v", Role.IN), _ptr("slots", Role.IN), _u32("row_elems"),
       _u32("token_stride"), _u32("page_stride"), ParamDecl("plane_stride", P.U64), POWER), _SMALL,
      _kv_write_family)


def _paged_kv_assumptions(physical_blocks: int, max_context: int) -> tuple[Assumption, ...]:
    """What the attention kernels read as data: block-table entries (the allocator's ids) and sequence lengths."""
    return (
        Assumption("kv_allocator_invariant", AssumptionKind.LOAD_RANGE,
                   "block-table entries are physical block ids handed out by the KV allocator: "
                   "< physical_blocks", "block_tables", "u32", 0, physical_blocks - 1),
        Assumption("seq_len_within_context", AssumptionKind.LOAD_RANGE,
                   "the scheduler admits a sequence only while its length is <= max_context",
                   "seq_lens", "u32", 0, max_context),
    )


def _attention_family(*, R: int, q_heads: int, kv_heads: int, max_context: int, layers: int,
                      physical_blocks: int, head_dim: int = HEAD_DIM, scale: float | None = None) -> LaunchConfig:
    _require(head_dim == HEAD_DIM, f"paged_attention_f16 is compiled for head_dim {HEAD_DIM}")
    _require(R > 0 and q_heads % kv_heads == 0, "attention: q_heads must be a multiple of kv_heads")
    _require(max_context % 128 == 0 and 0 < max_context <= ATT_MAX_CONTEXT,
             f"attention: max_context must be a multiple of 128 in [128, {ATT_MAX_CONTEXT}]")
    g = KVLayout(layers, physical_blocks, block_size=KV_BLOCK_SIZE, kv_heads=kv_heads, head_dim=head_dim)
    mb = max_context // KV_BLOCK_SIZE
    group = q_heads // kv_heads
    sc = _f32(1.0 / math.sqrt(head_dim) if scale is None else scale)
    qo = 2 * R * q_heads * head_dim
    return _cfg("paged_attention_f16", grid=(group, kv_heads, R), block=(128, 1, 1),
                scalars={"q_heads": q_heads, "group": group, "max_blocks": mb, "scale": sc, **_kv_scalars(g)},
                buffers={"q": qo, "kv": layer_view(g), "block_tables": 4 * R * mb, "seq_lens": 4 * R,
                         "out": qo},
                outputs=(_region("out", (R, q_heads, head_dim)),),
                label=f"r{R}_hq{q_heads}_hkv{kv_heads}_ctx{max_context}_l{layers}_b{physical_blocks}",
                assumptions=_paged_kv_assumptions(physical_blocks, max_context))


_make("paged_attention_f16", "attention", "paged_attention_f16",
      (_ptr("q", Role.IN), _ptr("kv", Role.IN), _ptr("block_tables", Role.IN), _ptr("seq_lens", Role.IN),
       _ptr("out", Role.OUT), _u32("q_heads"), _u32("group"), _u32("max_blocks"), _u32("token_stride"),
       _u32("page_stride"), ParamDecl("plane_stride", P.U64), ParamDecl("scale", P.F32), POWER),
      ResourceLimits(max_registers=128, max_shared_bytes=ATT_MAX_CONTEXT * 4 + 2560), _attention_family,
      ("seq_lens",))


# attention_split_d64_f16 + attention_combine_d64_f16 (src/attention_split.cu): flash-decoding over the context
# split across n_splits CTAs per row (128 threads each, each thread an online softmax over its own keys), no buffer
# bounded by the context; the combine merges the n_splits partials of each (row, head) in split order. What the
# executor launches for attention (step_specs); paged_attention_f16 keeps its device-test configurations.
SPLIT_KERNEL = "attention_split_f16"
COMBINE_KERNEL = "attention_combine_f16"
SPLIT_THREADS = 128  # threads per attention_split CTA, each a partial softmax of its own keys
COMBINE_THREADS = 256  # threads per attention_combine CTA (one per (row, head)): 4 split groups x head_dim 64
MAX_SPLITS = 1024  # n_splits <= MAX_SPLITS: attention_combine keeps each split's factor in shared memory
MAX_KV_HEADS = 8  # attention_split counts the kv head of query head h as #{k in 1..7: k*group <= h} (no udiv)
# n_splits per step row count. Batch 1: 9 heads x 32 splits = 288 CTAs (the H200 has 132 SMs), so at depth
# 4,096 each thread holds one key (two at 8,192); up to 15 rows: 16 splits (<= 2 keys per thread at 4,096);
# up to 64 rows (the largest decode batch): 4; prefill steps (>= 65 rows, whose rows alone give >= 585 CTAs): 1.
# Fixed per row count, not per depth: each thread derives its keys from the row's seq_len (data), so one captured
# graph serves every depth, and each split count is one proved family with R symbolic (R x n_splits, a product
# of two symbols, is outside the size grammar).
ATTENTION_SPLITS: tuple[tuple[int, int], ...] = ((1, 64), (15, 16), (64, 4), (1 << 30, 1))  # (rows up to, n_splits)
# Batch 1: the split count follows the depth (the row's seq_len) instead, through one CUDA graph per depth bucket
# (backend/cuda/step_plan.py): few keys -> one CTA per head, normalised in place (attention_direct_f16, no combine
# launch); deeper -> more splits. Each count is a concrete configuration at R = 1 (a family over n_splits leaves
# the split kernel's coverage unknown: its slot index multiplies the head by the symbol). (depth up to, n_splits);
# provisional until benchmarks/bench_attention.py's measurement on the H200 (re-choose from its JSON, then prove
# the new counts): the direct kernel while a thread holds <= 2 keys (256 / 128), then 32 splits (the
# depth-independent batch-1 choice above, <= 2 keys per thread at 8,192). Kept to two buckets because every count
# costs proof time (a split and a combine artifact, ~5 s on 2 cores; prove-all's budget is 120 s): an intermediate
# bucket (e.g. 8 splits up to 2,048) goes in only where the measurement shows it pays.
# Measured on the H200 (benchmarks/results/bench_attention.json, us per layer): above 256 keys attention_gqa_f16 at
# the bucket's top (BATCH1_GQA_TOPS below) beats every attention_split_f16 count: depth 512 4.35 (split4 4.63),
# 1,024 4.50 (split8 5.46), 2,048 5.03 (split16 6.38), 4,000 5.54 (split32 8.06), 8,192 7.58 (split32 11.50);
# below 256 the direct kernel (2.1-4.1) beats it (its floor is ~3.9: two launches).
BATCH1_SPLITS: tuple[tuple[int, int], ...] = ((256, 1), (1024, 8), (4096, 32), (SPLIT_MAX_CONTEXT, 64))
DIRECT_KERNEL = "attention_direct_f16"
# The direct kernel's batch-1 configuration is proved for seq_len <= its bucket's top (max_context = 256), not the
# full context: the executor replays that variant only at those depths (StepPlanner._step picks by depth), and its
# key loop then has <= 2 trips per thread (proved in seconds; at max_context 8,192 the proof takes ~10x longer).
DIRECT_MAX_CONTEXT = BATCH1_SPLITS[0][0] if BATCH1_SPLITS[0][1] == 1 else 0
_require(BATCH1_SPLITS[-1][0] >= SPLIT_MAX_CONTEXT and dict(ATTENTION_SPLITS)[1] == BATCH1_SPLITS[-1][1]
         and all(0 < n <= MAX_SPLITS for _, n in BATCH1_SPLITS) and all(n != 1 for _, n in BATCH1_SPLITS[1:])
         and DIRECT_MAX_CONTEXT % 128 == 0,
         "BATCH1_SPLITS: counts in 1..MAX_SPLITS (1, the direct kernel, only in the first bucket, whose top is a "
         "multiple of 128), the last bucket reaching SPLIT_MAX_CONTEXT with ATTENTION_SPLITS's batch-1 count")


def attention_splits(rows: int, depth: int | None = None) -> int:
    """The split count (CTAs per row and head of attention_split) the executor launches for a step of `rows` rows;
    at one row and a given depth (the row's seq_len), the depth bucket's (BATCH1_SPLITS; 1: attention_direct_f16).
    Without a depth, the count that serves any depth (the deepest bucket's at one row)."""
    _require(rows > 0, f"attention_splits: rows={rows} must be > 0")
    if rows == 1 and depth is not None:
        _require(0 <= depth <= SPLIT_MAX_CONTEXT, f"attention_splits: depth {depth} outside 0..{SPLIT_MAX_CONTEXT}")
        return next(n for top, n in BATCH1_SPLITS if depth <= top)
    return next(n for top, n in ATTENTION_SPLITS if rows <= top)


def attention_rescales(seq_len: int, n_splits: int) -> int:
    """The most online-softmax rescales one term of a row of `seq_len` keys goes through (the later keys of
    its thread, the CTA merge, the combine): spec.attention's extra_roundings for the split kernels."""
    return -(-seq_len // (SPLIT_THREADS * n_splits)) + 1


def _split_workspace(R: int | Dim, q_heads: int, n_splits: int, head_dim: int) -> dict[str, int | Dim]:
    """Bytes of the partials: ml = (max, sum) f32 pairs and acc = f32[head_dim], one per (row, head, split)."""
    return {"ml": 8 * q_heads * n_splits * R, "acc": 4 * q_heads * n_splits * head_dim * R}


def _attention_split_family(*, R: int, q_heads: int, kv_heads: int, max_context: int, layers: int,
                            physical_blocks: int, n_splits: int, head_dim: int = HEAD_DIM,
                            scale: float | None = None) -> LaunchConfig:
    _require(head_dim == HEAD_DIM, f"{SPLIT_KERNEL} is instantiated for head_dim {HEAD_DIM} (attention_split.cu)")
    _require(R > 0 and kv_heads > 0 and q_heads % kv_heads == 0, "attention_split: q_heads must be a multiple of "
             "kv_heads")
    _require(max_context % 128 == 0 and 0 < max_context <= SPLIT_MAX_CONTEXT,
             f"attention_split: max_context must be a multiple of 128 in [128, {SPLIT_MAX_CONTEXT}]")
    _require(0 < n_splits <= MAX_SPLITS, f"attention_split: n_splits must be in [1, {MAX_SPLITS}]")
    _require(kv_heads <= MAX_KV_HEADS, f"attention_split: at most {MAX_KV_HEADS} kv heads (the kernel's kv-head "
             "count without a division)")
    g = KVLayout(layers, physical_blocks, block_size=KV_BLOCK_SIZE, kv_heads=kv_heads, head_dim=head_dim)
    mb = max_context // KV_BLOCK_SIZE
    sc = _f32(1.0 / math.sqrt(head_dim) if scale is None else scale)
    qo = 2 * R * q_heads * head_dim
    # grid (n_splits, q_heads, R): CTA (split, query head, row)
    return _cfg(SPLIT_KERNEL, grid=(n_splits, q_heads, R), block=(SPLIT_THREADS, 1, 1),
                scalars={"q_heads": q_heads, "group": q_heads // kv_heads, "max_blocks": mb, "scale": sc,
                         **_kv_scalars(g)},
                buffers={"q": qo, "kv": layer_view(g), "block_tables": 4 * R * mb, "seq_lens": 4 * R,
                         **_split_workspace(R, q_heads, n_splits, head_dim)},
                outputs=(_region("ml", (R, q_heads, n_splits, 2), 4),
                         _region("acc", (R, q_heads, n_splits, head_dim), 4)),
                label=f"r{R}_hq{q_heads}_hkv{kv_heads}_ctx{max_context}_l{layers}_b{physical_blocks}_s{n_splits}",
                assumptions=_paged_kv_assumptions(physical_blocks, max_context))


def _attention_direct_family(*, R: int, q_heads: int, kv_heads: int, max_context: int, layers: int,
                             physical_blocks: int, head_dim: int = HEAD_DIM, scale: float | None = None) -> LaunchConfig:
    """attention_split with one split whose CTA also normalises: the f16 output, no partials (attention_split.cu).
    max_context: the seq_len bound the launch is proved for (the executor's batch-1 variant: DIRECT_MAX_CONTEXT,
    an assumption the executor keeps by picking the variant by depth); block_tables rows are max_context / 16
    apart, so at R > 1 the executor's tables (max_blocks_per_seq apart) fit only at its own max_context."""
    split = _attention_split_family(R=R, q_heads=q_heads, kv_heads=kv_heads, max_context=max_context, layers=layers,
                                    physical_blocks=physical_blocks, n_splits=1, head_dim=head_dim, scale=scale)
    g = KVLayout(layers, physical_blocks, block_size=KV_BLOCK_SIZE, kv_heads=kv_heads, head_dim=head_dim)
    mb = max_context // KV_BLOCK_SIZE
    qo = 2 * R * q_heads * head_dim
    pool, _ = _paged_kv_assumptions(physical_blocks, max_context)
    depth = Assumption("seq_len_within_depth_bucket", AssumptionKind.LOAD_RANGE,
                       f"seq_lens <= {max_context}: the executor replays a batch-1 step with this launch only at a "
                       f"depth <= {max_context} (registry.BATCH1_SPLITS, StepPlanner._step's depth variant); elsewhere "
                       "the scheduler admits a sequence only while its length is <= max_context",
                       "seq_lens", "u32", 0, max_context)
    return _cfg(DIRECT_KERNEL, grid=(1, q_heads, R), block=(SPLIT_THREADS, 1, 1), scalars=dict(split.scalars),
                buffers={"q": qo, "kv": layer_view(g), "block_tables": 4 * R * mb, "seq_lens": 4 * R, "out": qo},
                outputs=(_region("out", (R, q_heads, head_dim)),),
                label=f"r{R}_hq{q_heads}_hkv{kv_heads}_ctx{max_context}_l{layers}_b{physical_blocks}",
                assumptions=(pool, depth))


def _attention_combine_family(*, R: int, q_heads: int, n_splits: int, head_dim: int = HEAD_DIM) -> LaunchConfig:
    _require(head_dim == HEAD_DIM, f"{COMBINE_KERNEL} is instantiated for head_dim {HEAD_DIM} (attention_split.cu)")
    _require(R > 0 and q_heads > 0 and 0 < n_splits <= MAX_SPLITS and COMBINE_THREADS % head_dim == 0,
             f"attention_combine: need R, q_heads > 0 and n_splits in [1, {MAX_SPLITS}]")
    return _cfg(COMBINE_KERNEL, grid=(q_heads, R, 1), block=(COMBINE_THREADS, 1, 1), scalars={"n_splits": n_splits},
                buffers={**_split_workspace(R, q_heads, n_splits, head_dim), "out": 2 * R * q_heads * head_dim},
                outputs=(_region("out", (R, q_heads, head_dim)),), label=f"r{R}_hq{q_heads}_s{n_splits}")


_make(SPLIT_KERNEL, "attention_split", "attention_split_d64_f16",
      (_ptr("q", Role.IN), _ptr("kv", Role.IN), _ptr("block_tables", Role.IN), _ptr("seq_lens", Role.IN),
       _ptr("ml", Role.OUT), _ptr("acc", Role.OUT), _u32("q_heads"), _u32("group"), _u32("max_blocks"),
       _u32("token_stride"), _u32("page_stride"), ParamDecl("plane_stride", P.U64), ParamDecl("scale", P.F32),
       POWER),
      # 166 registers (ptxas): q (f16 pairs), m, l and o[64] per thread plus a key's K and V rows in flight;
      # shared: the warps' maxima and sums, each thread's a*o (row stride 68) and the two halves' sums
      ResourceLimits(max_registers=192,
                     max_shared_bytes=4 * (8 + SPLIT_THREADS * (HEAD_DIM + 4) + 2 * HEAD_DIM)),
      _attention_split_family, ("seq_lens", "block_tables"))
_make(COMBINE_KERNEL, "attention_split", "attention_combine_d64_f16",
      (_ptr("ml", Role.IN), _ptr("acc", Role.IN), _ptr("out", Role.OUT), _u32("n_splits"), POWER),
      # shared: the warps' maxima and sums, a_s of every split (MAX_SPLITS), the split groups' sums
      ResourceLimits(max_registers=64, max_shared_bytes=4 * (2 * COMBINE_THREADS // 32 + MAX_SPLITS + COMBINE_THREADS)),
      _attention_combine_family, ())
_make(DIRECT_KERNEL, "attention_split", "attention_direct_d64_f16",
      (_ptr("q", Role.IN), _ptr("kv", Role.IN), _ptr("block_tables", Role.IN), _ptr("seq_lens", Role.IN),
       _ptr("out", Role.OUT), _u32("q_heads"), _u32("group"), _u32("max_blocks"), _u32("token_stride"),
       _u32("page_stride"), ParamDecl("plane_stride", P.U64), ParamDecl("scale", P.F32), POWER),
      # the split kernel's code (168 registers, ptxas) and shared memory
      ResourceLimits(max_registers=192,
                     max_shared_bytes=4 * (8 + SPLIT_THREADS * (HEAD_DIM + 4) + 2 * HEAD_DIM)),
      _attention_direct_family, ("seq_lens", "block_tables"))


# attention_gqa_d64_f16 (src/attention_gqa.cu): batch-1 attention with one CTA per (tile of GQA_TILE keys, KV head)
# computing the GQA_GROUP query heads of the group (K/V loaded once for the group), no key loop (n_splits * GQA_TILE
# = max_context >= seq_len), the K/V rows prefetched into L2 before the grid dependency wait; it writes
# attention_split_d64_f16's partials, merged by attention_combine_small_f16 (the same file: attention_combine_f16's
# result for n_splits <= 64 with every load issued at once) at n_splits = max_context / GQA_TILE.
GQA_KERNEL = "attention_gqa_f16"
COMBINE_SMALL_KERNEL = "attention_combine_small_f16"
COMBINE_SMALL_THREADS = 256  # 4 split groups x head_dim 64
COMBINE_SMALL_MAX_SPLITS = 64  # each thread holds the partials of its group's <= 16 splits in registers
GQA_TILE = 128  # keys per CTA
GQA_THREADS = 256  # two threads per key for the scores, 8 dim groups x 32 key groups for the values
GQA_GROUP = 3  # query heads per KV head the kernel is compiled for (SmolLM2-135M: 9 / 3)
GQA_RESCALES = 1  # each term: exp against the tile's exact max, then the combine's a_s (spec extra_roundings)
# Batch-1 depth buckets (BATCH1_SPLITS tops) whose attention is attention_gqa_f16 + attention_combine_small_f16 with
# n_splits = top / GQA_TILE (the bucket's count in BATCH1_SPLITS must be that) instead of attention_split_f16: the
# executor's choice, filled after benchmarks/bench_attention.py's gqa rows are measured on the H200 (empty: the
# measured kernels as before). backend.kernels.attention_plan reads it; step_specs proves what it names.
BATCH1_GQA_TOPS: tuple[int, ...] = (1024, 4096, SPLIT_MAX_CONTEXT)
_require(all(any(top == t and n * GQA_TILE == top for t, n in BATCH1_SPLITS) for top in BATCH1_GQA_TOPS),
         "BATCH1_GQA_TOPS: each a BATCH1_SPLITS top whose split count is top / GQA_TILE")


def batch1_uses_gqa(n_splits: int) -> bool:
    """Whether the batch-1 depth bucket launching `n_splits` splits runs attention_gqa_f16 (BATCH1_GQA_TOPS)."""
    return any(n == n_splits and top in BATCH1_GQA_TOPS for top, n in BATCH1_SPLITS)


def _attention_gqa_family(*, R: int, q_heads: int, kv_heads: int, max_context: int, layers: int,
                          physical_blocks: int, head_dim: int = HEAD_DIM, scale: float | None = None) -> LaunchConfig:
    """One CTA of 256 threads per (tile of 128 keys, KV head, row); max_context: the seq_len bound the launch is
    proved for (a batch-1 depth bucket's top, an assumption the executor keeps by replaying the bucket's graph only
    there), which fixes n_splits = max_context / 128 (every key in one CTA's tile). Block-table rows are
    max_context / 16 apart: at R > 1 the executor's tables (max_blocks_per_seq apart) fit only at its own context."""
    _require(head_dim == HEAD_DIM, f"{GQA_KERNEL} is instantiated for head_dim {HEAD_DIM} (attention_gqa.cu)")
    _require(R > 0 and kv_heads > 0 and q_heads == GQA_GROUP * kv_heads,
             f"{GQA_KERNEL}: q_heads must be {GQA_GROUP} x kv_heads (the kernel's compiled group)")
    _require(max_context % GQA_TILE == 0 and 0 < max_context <= SPLIT_MAX_CONTEXT
             and max_context // GQA_TILE <= MAX_SPLITS,
             f"{GQA_KERNEL}: max_context must be a multiple of {GQA_TILE} in [{GQA_TILE}, {SPLIT_MAX_CONTEXT}]")
    g = KVLayout(layers, physical_blocks, block_size=KV_BLOCK_SIZE, kv_heads=kv_heads, head_dim=head_dim)
    mb = max_context // KV_BLOCK_SIZE
    ns = max_context // GQA_TILE
    sc = _f32(1.0 / math.sqrt(head_dim) if scale is None else scale)
    qo = 2 * R * q_heads * head_dim
    pool, _ = _paged_kv_assumptions(physical_blocks, max_context)
    depth = Assumption("seq_len_within_depth_bucket", AssumptionKind.LOAD_RANGE,
                       f"seq_lens <= {max_context} = n_splits x {GQA_TILE}: the executor replays a batch-1 step with "
                       f"this launch only at a depth <= {max_context} (registry.BATCH1_SPLITS, BATCH1_GQA_TOPS, "
                       "StepPlanner._step's depth variant)", "seq_lens", "u32", 0, max_context)
    return _cfg(GQA_KERNEL, grid=(ns, kv_heads, R), block=(GQA_THREADS, 1, 1),
                scalars={"q_heads": q_heads, "max_blocks": mb, "scale": sc, **_kv_scalars(g)},
                buffers={"q": qo, "kv": layer_view(g), "block_tables": 4 * R * mb, "seq_lens": 4 * R,
                         **_split_workspace(R, q_heads, ns, head_dim)},
                outputs=(_region("ml", (R, q_heads, ns, 2), 4), _region("acc", (R, q_heads, ns, head_dim), 4)),
                label=f"r{R}_hq{q_heads}_hkv{kv_heads}_ctx{max_context}_l{layers}_b{physical_blocks}",
                assumptions=(pool, depth))


_make(GQA_KERNEL, "attention_gqa", "attention_gqa_d64_f16",
      (_ptr("q", Role.IN), _ptr("kv", Role.IN), _ptr("block_tables", Role.IN), _ptr("seq_lens", Role.IN),
       _ptr("ml", Role.OUT), _ptr("acc", Role.OUT), _u32("q_heads"), _u32("max_blocks"), _u32("token_stride"),
       _u32("page_stride"), ParamDecl("plane_stride", P.U64), ParamDecl("scale", P.F32), POWER),
      # 71 registers (ptxas -arch=sm_90 -v): half a K row and 4 V eighth-rows in flight, o[3][8]; shared: q of the
      # group (f32), the warps' maxima and sums, p of every key and head, each warp's O partial (8,640 bytes)
      ResourceLimits(max_registers=128,
                     max_shared_bytes=4 * (GQA_GROUP * HEAD_DIM * (1 + GQA_THREADS // 32) + GQA_GROUP * GQA_TILE
                                           + 2 * GQA_GROUP * (GQA_THREADS // 32))),
      _attention_gqa_family, ("seq_lens", "block_tables"))


def _attention_combine_small_family(*, R: int, q_heads: int, n_splits: int, head_dim: int = HEAD_DIM) -> LaunchConfig:
    _require(head_dim == HEAD_DIM, f"{COMBINE_SMALL_KERNEL} is instantiated for head_dim {HEAD_DIM} (attention_gqa.cu)")
    _require(R > 0 and q_heads > 0 and 0 < n_splits <= COMBINE_SMALL_MAX_SPLITS,
             f"{COMBINE_SMALL_KERNEL}: need R, q_heads > 0 and n_splits in [1, {COMBINE_SMALL_MAX_SPLITS}] (larger: "
             f"{COMBINE_KERNEL})")
    return _cfg(COMBINE_SMALL_KERNEL, grid=(q_heads, R, 1), block=(COMBINE_SMALL_THREADS, 1, 1),
                scalars={"n_splits": n_splits},
                buffers={**_split_workspace(R, q_heads, n_splits, head_dim), "out": 2 * R * q_heads * head_dim},
                outputs=(_region("out", (R, q_heads, head_dim)),), label=f"r{R}_hq{q_heads}_s{n_splits}")


_make(COMBINE_SMALL_KERNEL, "attention_gqa", "attention_combine_small_d64_f16",
      (_ptr("ml", Role.IN), _ptr("acc", Role.IN), _ptr("out", Role.OUT), _u32("n_splits"), POWER),
      # 60 registers (ptxas): 16 splits' (m, l, acc[d]) per thread; shared: the groups' maxima, sums and O partials
      ResourceLimits(max_registers=80, max_shared_bytes=4 * (2 * (COMBINE_SMALL_THREADS // HEAD_DIM)
                                                               + COMBINE_SMALL_THREADS)),
      _attention_combine_small_family, ())


# ----------------------------------------------------------------------------- sampling
def _sample_family(dtype: str) -> Callable[..., LaunchConfig]:
    eb = {"f32": 4, "f16": 2}[dtype]

    def family(*, B: int, V: int) -> LaunchConfig:
        _require(B > 0 and 0 < V <= 65536, "sample: need B > 0 and 0 < V <= 65536 (16-bit rank keys)")
        return _cfg(f"sample_{dtype}", grid=(B, 1, 1), block=(1024, 1, 1), scalars={"V": V},
                    buffers={"logits": eb * B * V, "temps": 4 * B, "top_ks": 4 * B, "top_ps": 4 * B,
                             "seeds": 8 * B, "counters": 8 * B, "ws": 8 * B * V, "tokens": 4 * B},
                    # ws is per-row scratch (z then p), not a result: bounds, races and power gating cover
                    # it like any buffer; coverage is claimed for the tokens only
                    outputs=(_region("tokens", (B,), 4),), label=f"b{B}_v{V}")
    return family


def _greedy_family(dtype: str) -> Callable[..., LaunchConfig]:
    eb = {"f32": 4, "f16": 2}[dtype]

    def family(*, B: int, V: int) -> LaunchConfig:
        _require(B > 0 and 0 < V <= 65536 and V % 4 == 0,
                 "greedy: need B > 0, 0 < V <= 65536 (16-bit rank keys) and V % 4 == 0 (4-element loads)")
        return _cfg(f"greedy_{dtype}", grid=(B, 1, 1), block=(1024, 1, 1), scalars={"V": V},
                    buffers={"logits": eb * B * V, "tokens": 4 * B}, outputs=(_region("tokens", (B,), 4),),
                    label=f"b{B}_v{V}")
    return family


for _d in ("f32", "f16"):
    _make(f"sample_{_d}", "sampling", f"sample_{_d}",
          (_ptr("logits", Role.IN), _ptr("temps", Role.IN), _ptr("top_ks", Role.IN), _ptr("top_ps", Role.IN),
           _ptr("seeds", Role.IN), _ptr("counters", Role.IN), _ptr("ws", Role.OUT), _ptr("tokens", Role.OUT),
           _u32("V"), POWER), ResourceLimits(max_registers=64, max_shared_bytes=1024), _sample_family(_d))
    _make(f"greedy_{_d}", "sampling", f"greedy_{_d}",
          (_ptr("logits", Role.IN), _ptr("tokens", Role.OUT), _u32("V"), POWER),
          ResourceLimits(max_registers=64, max_shared_bytes=1024), _greedy_family(_d),
          () if _d == "f32" else None)  # greedy_f32 waits on griddepcontrol (reads nothing before it)


# sample_topk_*: one pass over the row for 0 < top_k <= TOPK_MAX (backend/kernels/src/sampling_topk.cu, helper
# H-D's kernel; descriptor from its /tmp/hd/registry_snippet.py); RETRY_TOKEN marks a row sample_f32 must draw
TOPK_MAX = 256
RETRY_TOKEN = 0xFFFFFFFE


def _sample_topk_family(dtype: str) -> Callable[..., LaunchConfig]:
    eb = {"f32": 4, "f16": 2}[dtype]

    def family(*, B: int, V: int) -> LaunchConfig:
        _require(B > 0 and TOPK_MAX < V <= 65536 and V % 4 == 0,
                 f"sample_topk: need B > 0, {TOPK_MAX} < V <= 65536 (16-bit rank keys, more tokens than the "
                 "largest top_k) and V % 4 == 0 (4-element loads)")
        return _cfg(f"sample_topk_{dtype}", grid=(B, 1, 1), block=(1024, 1, 1), scalars={"V": V},
                    buffers={"logits": eb * B * V, "temps": 4 * B, "top_ks": 4 * B, "top_ps": 4 * B,
                             "seeds": 8 * B, "counters": 8 * B, "tokens": 4 * B},
                    outputs=(_region("tokens", (B,), 4),), label=f"b{B}_v{V}")
    return family


for _d in ("f32", "f16"):
    _make(f"sample_topk_{_d}", "sampling_topk", f"sample_topk_{_d}",
          (_ptr("logits", Role.IN), _ptr("temps", Role.IN), _ptr("top_ks", Role.IN), _ptr("top_ps", Role.IN),
           _ptr("seeds", Role.IN), _ptr("counters", Role.IN), _ptr("tokens", Role.OUT), _u32("V"), POWER),
          ResourceLimits(max_registers=64, max_shared_bytes=36 * 1024), _sample_topk_family(_d))


REGISTRY: dict[str, KernelDescriptor] = _DESCS
# Registered (their PTX entry exists) but never launched, hence no configuration to prove:
# kv_write_f16 was replaced by the fused rope_qkv_kv_f16 (the executor writes K/V only through it).
# Its only output rows are chosen by data (slots), which no static OutputRegion can declare, so its
# coverage obligation could only be "unknown"; the gate refuses any launch without a proved artifact.
UNLAUNCHED: frozenset[str] = frozenset({"kv_write_f16"})


# ----------------------------------------------------------------------------- configurations
@dataclass(frozen=True)
class Rows:
    """A shape value that is `scale` x the step's row count (or sequence count): the place a family's
    symbol goes. The launch specs below are written once with it; profile_configs substitutes a bucket,
    profile_families a range."""

    scale: int = 1

    def __mul__(self, k: int) -> Rows:
        return Rows(self.scale * k)

    __rmul__ = __mul__


ROWS = Rows()


@dataclass(frozen=True)
class LaunchSpec:
    """One launch of a step: kernel, shape (Rows where it follows the row count) and PDL overlap."""

    kernel: str
    shape: tuple[tuple[str, int | float | Rows], ...]
    overlap: bool = False


def _spec(kernel: str, overlap: bool = False, **shape: int | float | Rows) -> LaunchSpec:
    return LaunchSpec(kernel, tuple(sorted(shape.items())), overlap)


def step_specs(p: Profile, rows: int) -> list[LaunchSpec]:
    """The launches of one step over `rows` token rows (the kernel choices made for that count), with the
    row-dependent shape values left as ROWS."""
    m = p.model
    out: list[LaunchSpec] = [_spec("embedding_q8_0", T=ROWS, D=m.hidden, V=m.vocab)]
    dep = dependent_launch(rows)
    if dep:  # the batch-1 step reads its inputs from mapped host memory (zero-copy staging)
        out.append(_spec("copy_u32", n=step_inputs(rows, rows, p.max_blocks_per_seq)[1] // 4))
    gemv = p.uses_gemv(rows)
    fused = gemv and decode_linears(rows)["qkv"][1]
    if not fused:
        out.append(_spec("rmsnorm_f16", M=ROWS, D=m.hidden, eps=m.rms_eps))
        out.append(_spec("swiglu_rows_f16", M=ROWS, F=m.ffn))
    rope = p.rope_shape()
    rope_fused = False
    for name, n_, k_, _acc in m.linear_layers:
        if gemv:
            kern, norm = decode_linears(rows)[name]
            if kern == QKV_ROPE_KERNEL:
                out.append(_spec(kern, dep, M=ROWS, K=k_, eps=m.rms_eps, **rope))
                rope_fused = True
                continue
            eps = {"eps": m.rms_eps} if norm else {}
            out.append(_spec(kern, dep, M=ROWS, N=n_, K=k_, **eps))
        else:
            out.append(_spec("gemm_f16", M=ROWS, N=n_, K=k_))
    if not gemv:
        out.append(_spec("residual_add_inplace_f16", n=ROWS * m.hidden))
    if not rope_fused:
        out.append(_spec("rope_qkv_kv_f16", dep, T=ROWS, **rope))
    att = {"q_heads": m.q_heads, "kv_heads": m.kv_heads, "max_context": p.max_context, "layers": m.layers,
           "physical_blocks": p.physical_blocks, "head_dim": m.head_dim}
    # one row: every depth bucket's launches (BATCH1_SPLITS; 1 split: attention_direct alone; a BATCH1_GQA_TOPS
    # bucket: attention_gqa at its top); more rows: the row count's split count
    for ns in dict.fromkeys(n for _, n in BATCH1_SPLITS) if rows == 1 else (attention_splits(rows),):
        if rows == 1 and ns == 1:  # proved for the depths that pick it (DIRECT_MAX_CONTEXT)
            out.append(_spec(DIRECT_KERNEL, dep, R=ROWS, **{**att, "max_context": DIRECT_MAX_CONTEXT}))
            continue
        if rows == 1 and batch1_uses_gqa(ns):  # proved for the depths that pick it (<= ns * GQA_TILE, the top)
            out.append(_spec(GQA_KERNEL, dep, R=ROWS, **{**att, "max_context": ns * GQA_TILE}))
            out.append(_spec(COMBINE_SMALL_KERNEL, dep, R=ROWS, q_heads=m.q_heads, n_splits=ns, head_dim=m.head_dim))
            continue
        out.append(_spec(SPLIT_KERNEL, dep, R=ROWS, n_splits=ns, **att))
        out.append(_spec(COMBINE_KERNEL, dep, R=ROWS, q_heads=m.q_heads, n_splits=ns, head_dim=m.head_dim))
    return out


def head_specs(p: Profile, seqs: int) -> list[LaunchSpec]:
    """The last-token rows of `seqs` sequences -> final norm -> tied Q8_0 output head (f32 logits) ->
    greedy sampling (and, at batch 1, the greedy graph's dependent greedy_f32); ROWS = seqs."""
    m = p.model
    dep = dependent_launch(seqs)
    out = [_spec("rmsnorm_rows_f16", dep, n_out=ROWS, rows_in=p.max_rows, D=m.hidden, eps=m.rms_eps),
           _spec(gemv_kernel("gemv_q8_0_f32", seqs), dep, M=ROWS, N=m.vocab, K=m.hidden),
           _spec("greedy_f32", B=ROWS, V=m.vocab)]
    if dep:  # the batch-1 greedy graph: step + greedy_f32 as a dependent of the head GEMV
        out.append(_spec("greedy_f32", True, B=ROWS, V=m.vocab))
    return out


def load_specs(p: Profile) -> list[LaunchSpec]:
    """Load time: fused Q4_1 weights -> f16 for the GEMM path (one per distinct tensor size)."""
    if not any(not p.uses_gemv(r) for r in p.row_buckets):
        return []
    return [_spec("dequant_q4_1", n=n_ * k_) for n_, k_ in p.model.linear_shapes]


def sample_specs(p: Profile) -> list[LaunchSpec]:
    """Sampling with a temperature, one CTA per row, ROWS = the rows sampled: sample_f32 (any top-k /
    top-p) and sample_topk_f32 (0 < top_k <= TOPK_MAX, one pass)."""
    return [_spec("sample_f32", B=ROWS, V=p.model.vocab), _spec("sample_topk_f32", B=ROWS, V=p.model.vocab)]


def spec_config(s: LaunchSpec, rows: int | Dim) -> LaunchConfig:
    """The LaunchConfig of a spec with ROWS = rows (an int: one launch; a Dim: the family)."""
    shape = {k: ((rows if v.scale == 1 else rows * v.scale) if isinstance(v, Rows) else v) for k, v in s.shape}
    return REGISTRY[s.kernel].config(overlap=s.overlap, **shape)


def profile_configs(p: Profile) -> list[LaunchConfig]:
    """Every concrete configuration the GPU executor launches for a model profile at its buckets."""
    out = [spec_config(s, 0) for s in load_specs(p)]
    for rows in p.row_buckets:
        out += [spec_config(s, rows) for s in step_specs(p, rows)]
    for seqs in p.decode_buckets:
        out += [spec_config(s, seqs) for s in head_specs(p, seqs)]
    for seqs in p.decode_buckets:
        out += [spec_config(s, seqs) for s in sample_specs(p)]
    return out


def _symbol_name(s: LaunchSpec) -> str:
    """The family symbol: the shape argument the rows go into (M, T, R, B, n_out), or `rows` when scaled."""
    names = [k for k, v in s.shape if isinstance(v, Rows)]
    if len(names) == 1 and dict(s.shape)[names[0]] == ROWS:
        return names[0]
    return "rows"


def _runs(values: list[int]) -> list[tuple[int, int]]:
    """Sorted distinct ints -> maximal runs of consecutive values [(lo, hi), ...]."""
    out: list[tuple[int, int]] = []
    for v in sorted(set(values)):
        if out and v == out[-1][1] + 1:
            out[-1] = (out[-1][0], v)
        else:
            out.append((v, v))
    return out


def profile_families(p: Profile) -> list[LaunchConfig]:
    """One configuration per (kernel entry, tile variant, overlap, model dimensions) of the profile, whose
    row symbol ranges over every row count (1 .. max_rows) or sequence count (1 .. max decode batch) for
    which the executor's choices (gemv_kernel, decode_linears, uses_gemv, dependent_launch) launch it:
    a family where the range has several values, the concrete configuration where it has one. Any step
    the executor can take, padded to a bucket or not, is then inside one of these."""
    groups: dict[LaunchSpec, list[int]] = {}
    for rows in range(1, p.max_rows + 1):
        for s in step_specs(p, rows):
            groups.setdefault(s, []).append(rows)
    for seqs in range(1, max(p.decode_buckets) + 1):
        for s in (*head_specs(p, seqs), *sample_specs(p)):
            groups.setdefault(s, []).append(seqs)
    out = [spec_config(s, 0) for s in load_specs(p)]
    for s, vals in groups.items():
        for lo, hi in _runs(vals):
            out.append(spec_config(s, lo if lo == hi else sym(_symbol_name(s), lo, hi)))
    return out


# The tensor-core GEMM's device-test shapes are members of the default profile's gemm_f16 families, so they need
# no artifact of their own (launch_configs drops a concrete configuration a family admits; the gate admits it
# through the family): row counts with a partial 64-row tile, at the default model's N and K (no profile launches
# a partial N or K tile: the gate refuses those). The two one-offs they replace (odd N and K) cost 13.5 CPU s of
# every re-check (bench_verifier --query-table). 64 x 64 x 64 (one full tile, 1.7 s) stays a proved one-off: the
# planted-bug suite mutates it (tests/verifier/adversarial_base.py).
GEMM_TEST_SHAPES: tuple[tuple[int, int, int], ...] = ((70, 576, 576), (64, 64, 64), (130, 960, 576))


def test_configs() -> list[LaunchConfig]:
    """Small shapes with tails (odd M/N, partial tiles, GQA, short contexts) for the device tests."""
    R = REGISTRY
    t = TEST_PROFILE
    m = t.model
    out: list[LaunchConfig] = []
    for q in _QUANT:
        out.append(R[f"dequant_{q}"].config(n=512))
    for M, N, K in ((1, 36, 64), (3, 37, 96), (5, 8, 160), (37, 45, 96)):
        for g in ("gemv_q4_1", "gemv_q8_0", "gemv_q4_1_acc", "gemv_q8_0_f32"):
            out.append(R[gemv_kernel(g, M)].config(M=M, N=N, K=K))
            if g in GEMV_TILES and gemv_kernel(g, M) != g:
                out.append(R[g].config(M=M, N=N, K=K))  # the 4x1 tile on the same shape: identical results
    # the batch-1 fusions against their unfused composition (rmsnorm_f16 -> gemv_q4_1 [-> swiglu_rows_f16]);
    # the 1-row tile takes any M (one CTA row per row), so the tests cover tails too
    for M, N, K in ((1, 36, 64), (3, 38, 96), (37, 46, 96)):
        out.append(R["gemv_q4_1_norm_r1"].config(M=M, N=N, K=K, eps=1e-5))
        out.append(R["gemv_q4_1_norm_glu_r1"].config(M=M, N=N, K=K, eps=1e-5))
        out.append(R["rmsnorm_f16"].config(M=M, D=K, eps=1e-5))
        out.append(R["gemv_q4_1"].config(M=M, N=N, K=K))
        out.append(R["swiglu_rows_f16"].config(M=M, F=N // 2))
    for M, N, K in GEMM_TEST_SHAPES:
        out.append(R["gemm_f16"].config(M=M, N=N, K=K))
    out.append(R["rmsnorm_f16"].config(M=3, D=300, eps=1e-5))
    out.append(R["swiglu_f16"].config(n=1000))
    out.append(R["copy_u32"].config(n=1000))
    out.append(R["residual_add_f16"].config(n=1000))
    out.append(R["residual_add_inplace_f16"].config(n=1000))
    out.append(R["embedding_q8_0"].config(T=5, D=m.hidden, V=m.vocab))
    out.append(R["gather_rows_f16"].config(n_out=3, rows_in=7, D=300))
    out.append(R["rmsnorm_rows_f16"].config(n_out=3, rows_in=7, D=300, eps=1e-5))
    out.append(R["swiglu_rows_f16"].config(M=3, F=160))
    rope = t.rope_shape(rope_dim=48)
    out.append(R["rope_qkv_kv_f16"].config(T=5, **rope))
    out.append(R["rope_f16"].config(T=5, heads=3, head_dim=64, rope_dim=48, positions=t.max_context))
    # the QKV+RoPE fusion against rmsnorm_f16 -> gemv_q4_1 -> rope_qkv_kv_f16 (3 rows, one of them padding)
    out.append(R[QKV_ROPE_KERNEL].config(M=3, K=m.hidden, eps=1e-5, **rope))
    out.append(R["rmsnorm_f16"].config(M=3, D=m.hidden, eps=1e-5))
    out.append(R["gemv_q4_1"].config(M=3, N=(m.q_heads + 2 * m.kv_heads) * m.head_dim, K=m.hidden))
    out.append(R["rope_qkv_kv_f16"].config(T=3, **rope))
    for dt in ("f32", "f16"):  # V = 1000 < 4 x 1024 threads: the tests' tie and thread-layout cases need it
        out.append(R[f"sample_topk_{dt}"].config(B=3, V=1000))
        out.append(R[f"sample_{dt}"].config(B=3, V=1000))
        out.append(R[f"greedy_{dt}"].config(B=3, V=1000))
    for rows in (3, 70):
        out.append(R["paged_attention_f16"].config(R=rows, q_heads=m.q_heads, kv_heads=m.kv_heads,
                                                   max_context=t.max_context, layers=m.layers,
                                                   physical_blocks=t.physical_blocks, head_dim=m.head_dim))
    out += split_test_configs()
    out += gqa_test_configs()
    return out


# the split attention's device tests (tests/gpu/test_attention_split.py): the test model's heads at the full
# 8,192 context, a pool that holds 5 decode rows at 8,192 plus three prefilling sequences
SPLIT_TEST_CONTEXT = 8192
SPLIT_TEST_BLOCKS = 4096
SPLIT_TEST_SHAPES: tuple[tuple[int, int], ...] = ((5, 16), (70, 4))  # (rows, n_splits): a decode and a prefill step


def split_test_configs() -> list[LaunchConfig]:
    """attention_split_f16 + attention_combine_f16 at each SPLIT_TEST_SHAPES (rows, n_splits), concrete."""
    m = TEST_MODEL
    out: list[LaunchConfig] = []
    for rows, ns in SPLIT_TEST_SHAPES:
        out.append(REGISTRY[SPLIT_KERNEL].config(R=rows, q_heads=m.q_heads, kv_heads=m.kv_heads,
                                                 max_context=SPLIT_TEST_CONTEXT, layers=m.layers,
                                                 physical_blocks=SPLIT_TEST_BLOCKS, n_splits=ns, head_dim=m.head_dim))
        out.append(REGISTRY[COMBINE_KERNEL].config(R=rows, q_heads=m.q_heads, n_splits=ns, head_dim=m.head_dim))
    return out


# attention_gqa_f16's batch-1 configurations (the default model and pool, programmatic dependents as the executor
# launches them) at these depth-bucket tops, with attention_combine_small_f16 (and attention_combine_f16, which the
# device test also runs on the same partials) at top / GQA_TILE splits: what tests/gpu/test_attention_split.py
# checks and benchmarks/bench_attention.py times before BATCH1_GQA_TOPS names a bucket (then step_specs declares the
# same configurations)
GQA_TEST_CONTEXTS: tuple[int, ...] = (4096, 8192)


def gqa_test_configs() -> list[LaunchConfig]:
    """attention_gqa_f16 + attention_combine_small_f16 (+ attention_combine_f16) at R = 1 for each GQA_TEST_CONTEXTS
    top, concrete."""
    p = PROFILES["default"]
    m = p.model
    out: list[LaunchConfig] = []
    for ctx in GQA_TEST_CONTEXTS:
        out.append(REGISTRY[GQA_KERNEL].config(R=1, q_heads=m.q_heads, kv_heads=m.kv_heads, max_context=ctx,
                                               layers=m.layers, physical_blocks=p.physical_blocks,
                                               head_dim=m.head_dim, overlap=True))
        for comb in (COMBINE_SMALL_KERNEL, COMBINE_KERNEL):
            out.append(REGISTRY[comb].config(R=1, q_heads=m.q_heads, n_splits=ctx // GQA_TILE, head_dim=m.head_dim,
                                             overlap=True))
    return out


def launch_configs(profile: str = "default") -> list[LaunchConfig]:
    """What `fltc prove --all` proves: the profile's families (profile_families: every launch the backend
    makes for it, at any row count and batch it serves), plus the device-test shapes (concrete).

    Duplicates (same key) are removed, and so is a concrete configuration that a family of the list admits
    (LaunchConfig.match: the family's artifact proves it, and the gate admits it through that artifact);
    order is deterministic.
    """
    if profile not in PROFILES:
        raise ValueError(f"unknown profile {profile!r}; known: {sorted(PROFILES)}")
    seen: dict[str, LaunchConfig] = {}
    extra = [c for provider in EXTRA_FAMILIES for c in provider()]
    for c in profile_families(PROFILES[profile]) + test_configs() + extra:
        c.validate()
        seen.setdefault(c.key(), c)
    fams: dict[str, list[LaunchConfig]] = {}
    for c in seen.values():
        if c.is_family:
            fams.setdefault(c.kernel, []).append(c)
    return [c for c in seen.values()
            if c.is_family or not any(f.match(c) is not None for f in fams.get(c.kernel, ()))]


# Other models' kernel modules register their descriptors with _make and their families here (a callable
# returning LaunchConfigs), so `fltc prove --all`, the checklist and the gate see one list.
EXTRA_FAMILIES: list[Callable[[], list[LaunchConfig]]] = []

from backend.kernels import registry_gemma  # noqa: E402,F401  Gemma 3 kernels: descriptors + EXTRA_FAMILIES
