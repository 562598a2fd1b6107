"""CPU checks of the Gemma 3 kernels' registry (backend/kernels/registry_gemma.py): the descriptors of
gemv_k.ptx, the profile's families (every decode step's launch at any row count 1..64 lies in exactly the
family its tile choice names), their refusals, and the tensor types of the real GGUF (when installed)."""

from __future__ import annotations

import re

import pytest

from backend.kernels import registry, registry_gemma
from backend.kernels.registry import REGISTRY
from backend.kernels.registry_gemma import (
    GEMMA_PROFILES,
    GK_GLU_QUANTS,
    GK_QUANT,
    GK_TILES,
    GemmaShape,
    gemma_families,
    gemma_gemv_kernel,
    gemma_head_specs,
    gemma_step_specs,
)
from verifier.config import LaunchConfig

GK_KERNELS = ({f"gemv_{q}{v}" for q in GK_QUANT for v in GK_TILES} | {f"gemv_{q}_glu_r1" for q in GK_GLU_QUANTS}
              | {"dequant_q5_0", "geglu_rows_f16"})
PROFILE = GEMMA_PROFILES["gemma3-270m"]


@pytest.fixture(scope="module")
def families() -> list[LaunchConfig]:
    return gemma_families(PROFILE)


def _covering(fams: list[LaunchConfig], c: LaunchConfig) -> list[LaunchConfig]:
    """The family configurations (or equal concrete ones) that admit the concrete launch c."""
    out = []
    for f in fams:
        if f.kernel != c.kernel:
            continue
        if f.is_family:
            if f.match(c) is not None:
                out.append(f)
        elif f.key() == c.key():
            out.append(f)
    return out


def test_every_gemv_k_entry_is_registered() -> None:
    entries = set(re.findall(r"\.visible\s+\.entry\s+(\w+)", REGISTRY["gemv_q5_0"].ptx_text()))
    assert entries == {REGISTRY[k].entry for k in GK_KERNELS}
    for k in GK_KERNELS:
        d = REGISTRY[k]
        assert d.ptx_file == "gemv_k.ptx" and d.source == "src/gemv_k.cu"
        assert d.build_command == f"cd backend/kernels && {registry.NVCC} src/gemv_k.cu -o gemv_k.ptx"
        # only the 1-row tiles wait on griddepcontrol (and read w, and only w, before it)
        assert (d.stable == ("w",)) == k.endswith("_r1")


def test_launch_configs_include_the_gemma_families(families: list[LaunchConfig]) -> None:
    keys = {c.key() for c in registry.launch_configs()}
    assert {c.key() for c in families} <= keys
    assert GK_KERNELS <= {c.kernel for c in families}
    assert registry_gemma.all_gemma_families in registry.EXTRA_FAMILIES


def test_linears_of_the_270m_shape() -> None:
    lin = GemmaShape().linears()
    assert lin == (("qk", "Q5_0", 1280, 640), ("v", "Q8_0", 256, 640), ("v", "Q5_0", 256, 640),
                   ("o", "Q4_K", 640, 1024), ("gate_up", "Q5_0", 4096, 640), ("down", "Q6_K", 640, 2048),
                   ("down", "Q4_K", 640, 2048))


@pytest.mark.parametrize("rows", list(range(1, 65)))
def test_every_decode_step_is_covered_once(families: list[LaunchConfig], rows: int) -> None:
    """Each launch of a step of `rows` rows (concrete) lies in exactly one declared configuration, of the
    kernel gemma_linear_kernel picks (a GEMV tile, or gemm_f16 for a wide Q5_0 linear from LINEAR_GEMM_FROM
    rows), a programmatic dependent exactly at one row (where the kernel waits)."""
    m = PROFILE.model
    specs = gemma_step_specs(PROFILE, rows) + gemma_head_specs(PROFILE, rows)
    # at one row: the gate|up GEMV + geglu_rows as one launch (gemma_gate_up_glu_kernel), and also q|k|v (a Q5_0 v,
    # registry_gemma._fused_specs): as many launches as at any other row count
    assert len(specs) == len(m.linears()) + 2
    glu = registry_gemma.gemma_gate_up_glu_kernel(PROFILE, m.gate_up_type, rows)
    assert (glu is not None) == (rows == 1) and ("geglu_rows_f16" in {s.kernel for s in specs}) == (rows > 1)
    for s in specs:
        c = registry.spec_config(s, rows)
        cov = _covering(families, c)
        assert len(cov) == 1, (c.kernel, c.label, [f.label for f in cov])
        assert (c.overlap is not None) == (registry_gemma.gemma_dependent_launch(rows)
                                           and REGISTRY[c.kernel].stable is not None)
    for part, qt, n, k in m.linears():
        if part == "gate_up" and glu is not None:  # the fused launch instead of the 1-row tile (covered above)
            assert glu == "gemv_q5_0_glu_r1" and not _covering(families, REGISTRY[gemma_gemv_kernel(qt, rows)].config(
                M=rows, N=n, K=k, overlap=True))
            continue
        gemm = (rows >= registry_gemma.LINEAR_GEMM_FROM and qt in registry_gemma.LINEAR_GEMM_TYPES
                and n >= registry_gemma.LINEAR_GEMM_MIN_N)
        assert registry_gemma.gemma_linear_kernel(PROFILE, qt, n, rows) == ("gemm_f16" if gemm else
                                                                           gemma_gemv_kernel(qt, rows))
        if gemm:  # the wide Q5_0 linears from LINEAR_GEMM_FROM rows: gemm_f16 over the f16 copy
            assert len(_covering(families, REGISTRY["gemm_f16"].config(M=rows, N=n, K=k))) == 1
            continue
        kern = gemma_gemv_kernel(qt, rows)
        r8 = rows >= registry_gemma.R8_FROM and "_r8" in registry_gemma.GK_TILES
        want = {1: "_r1"}.get(rows, "_r8" if r8 else "")
        q8 = "gemv_q8_0_r1" if rows == 1 else "gemv_q8_0"  # Q8_0: the 1-row tile, else the 4x1 tile
        assert kern == (q8 if qt == "Q8_0" else f"gemv_{qt.lower()}{want}")
        dep = registry_gemma.gemma_dependent_launch(rows) and REGISTRY[kern].stable is not None
        ov = {"overlap": True} if dep else {}
        assert len(_covering(families, REGISTRY[kern].config(M=rows, N=n, K=k, **ov))) == 1


def test_rows_outside_the_profile_are_not_admitted(families: list[LaunchConfig]) -> None:
    """65 rows, a 4x1 tile at one row, a 1-row tile at two rows, a stream-ordered GEMV where the step is a
    chain of dependents or a dependent where it is not: no declared configuration admits them."""
    assert not _covering(families, REGISTRY["gemv_q5_0_r8"].config(M=65, N=256, K=640, overlap=True))
    assert not _covering(families, REGISTRY["gemv_q5_0"].config(M=1, N=1280, K=640, overlap=True))
    assert not _covering(families, REGISTRY["gemv_q5_0"].config(M=3, N=256, K=640))
    assert not _covering(families, REGISTRY["gemv_q5_0_r8"].config(M=40, N=256, K=640, overlap=True))
    assert not _covering(families, REGISTRY["gemv_q6_k_r1"].config(M=2, N=640, K=2048, overlap=True))
    assert not _covering(families, REGISTRY["gemv_q4_k"].config(M=3, N=640, K=4096, overlap=True))  # not a
    # model dimension


def test_family_members_have_the_concrete_sizes(families: list[LaunchConfig]) -> None:
    """The family's buffer sizes and grid at a member are the concrete launch's (one family function)."""
    for f in families:
        if not f.is_family or not f.kernel.startswith("gemv_q"):
            continue
        (name, rng), = f.symbols
        for v in (rng.min, rng.max):
            m = f.instantiate({name: v})
            shape = {k: int(x) for k, x in m.scalars if k in ("M", "N", "K")}
            c = REGISTRY[f.kernel].config(**shape)
            assert (m.grid, m.buffers) == (c.grid, c.buffers), (f.kernel, f.label, v)


def test_buffer_sizes_follow_the_block_layouts() -> None:
    for q, (be, bb) in GK_QUANT.items():
        c = REGISTRY[f"gemv_{q}"].config(M=3, N=8, K=2 * be)
        assert dict(c.buffers)["w"].size_bytes == 8 * 2 * bb and dict(c.buffers)["y"].size_bytes == 2 * 3 * 8
        assert c.grid == (2, 1, 1)
    assert REGISTRY["gemv_q6_k_r8"].config(M=9, N=9, K=256).grid == (2, 2, 1)
    assert REGISTRY["gemv_q4_k_r1"].config(M=5, N=9, K=256).grid == (3, 5, 1)
    assert dict(REGISTRY["dequant_q5_0"].config(n=64).buffers)["src"].size_bytes == 44


@pytest.mark.parametrize(("kernel", "shape"), [
    ("gemv_q4_k", {"M": 1, "N": 8, "K": 640}),  # K % 256
    ("gemv_q6_k_r1", {"M": 1, "N": 8, "K": 128}),
    ("gemv_q5_0_r8", {"M": 1, "N": 8, "K": 48}),  # K % 32
    ("gemv_q5_0", {"M": 0, "N": 8, "K": 64}),
    ("dequant_q5_0", {"n": 48}),
    ("geglu_rows_f16", {"M": 0, "F": 8}),
])
def test_families_reject_unsupported_shapes(kernel: str, shape: dict[str, int]) -> None:
    with pytest.raises(ValueError):
        REGISTRY[kernel].config(**shape)


def test_unknown_tensor_type_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="Q4_0"):
        gemma_gemv_kernel("Q4_0", 1)


def test_real_gguf_linears_are_declared() -> None:
    """Every (type, N, K) of the 270M GGUF's linear tensors is one the profile declares (issue 18's file),
    read with the project's header parser (no tensor data is touched)."""
    import mmap

    from backend.model.gguf_loader import parse_header
    from tests.model.gemma_file import gemma_path_or_skip

    path = gemma_path_or_skip()
    with open(path, "rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as buf:
        header = parse_header(buf, len(buf))
    m = PROFILE.model
    declared = {(qt, n, k) for _p, qt, n, k in m.linears()}
    q, kv = m.q_heads * m.head_dim, m.kv_heads * m.head_dim
    fused = {"attn_q": q + kv, "attn_k": q + kv, "ffn_gate": 2 * m.ffn, "ffn_up": 2 * m.ffn}
    seen = 0
    for t in header.tensors.values():
        part = t.name.split(".")[-2] if t.name.startswith("blk.") else None
        if part not in ("attn_q", "attn_k", "attn_v", "attn_output", "ffn_gate", "ffn_up", "ffn_down"):
            continue
        k, n = t.ne[:2]  # ne[0] = the contiguous row length K
        assert (t.qtype, fused.get(part, n), k) in declared, (t.name, t.qtype, n, k)
        seen += 1
    assert seen == 7 * m.layers
    head = header.tensors["token_embd.weight"]
    assert (head.qtype, head.ne) == (m.head_type, (m.hidden, m.vocab))


def test_the_one_row_fusions() -> None:
    """At one row (only): a Q5_0 attn_v rides in the q|k GEMV (gemv_q5_0_r1 over N = 1280 + 256, a Q8_0 one does
    not), and the gate|up GEMV is gemv_q5_0_glu_r1 (geglu_rows_f16 in its epilogue): x [1, hidden], W the gate|up
    rows (N = 2 * ffn), y the [1, ffn] activation, a warp per output column (ffn / 4 CTAs), its weights loaded
    before the wait; declared instead of the gate|up GEMV and geglu_rows_f16, whose one-row configurations are
    the device tests' (gemma_test_configs)."""
    m = PROFILE.model
    assert registry_gemma.gemma_fused_qkv(PROFILE, "Q5_0", 1) and not registry_gemma.gemma_fused_qkv(PROFILE, "Q8_0", 1)
    assert not any(registry_gemma.gemma_fused_qkv(PROFILE, "Q5_0", r) for r in range(2, 65))
    kern = registry_gemma.gemma_gate_up_glu_kernel(PROFILE, m.gate_up_type, 1)
    assert kern == "gemv_q5_0_glu_r1"
    assert all(registry_gemma.gemma_gate_up_glu_kernel(PROFILE, m.gate_up_type, r) is None for r in range(2, 65))
    assert all(registry_gemma.gemma_gate_up_glu_kernel(PROFILE, t, 1) is None for t in ("Q4_K", "Q6_K", "Q8_0"))
    d = REGISTRY[kern]
    assert d.stable == ("w",) and [p.name for p in d.params][:3] == ["x", "w", "y"]
    assert d.entry == "gemv_q5_0_glu_r1c2_f16"
    c = d.config(M=1, N=2 * m.ffn, K=m.hidden, overlap=True)
    bm = c.buffer_map
    assert bm["x"].size_bytes == 2 * m.hidden and bm["y"].size_bytes == 2 * m.ffn
    assert bm["w"].size_bytes == REGISTRY["gemv_q5_0_r1"].config(M=1, N=2 * m.ffn, K=m.hidden).buffer_map[
        "w"].size_bytes
    assert c.grid == (m.ffn // 4, 1, 1) and c.label == f"m1_n{2 * m.ffn}_k{m.hidden}_pdl"
    (out,) = c.outputs
    assert out.buffer == "y" and tuple(int(x) for x in out.shape) == (1, m.ffn)
    with pytest.raises(Exception, match="even"):
        d.config(M=1, N=4095, K=m.hidden)
    names = {(s.kernel, dict(s.shape).get("N")) for s in gemma_step_specs(PROFILE, 1)}
    assert ("gemv_q5_0_r1", 1536) in names and (kern, 2 * m.ffn) in names
    assert ("gemv_q5_0_r1", 2 * m.ffn) not in names and "geglu_rows_f16" not in {k for k, _ in names}
    assert not any(s.kernel == kern or dict(s.shape).get("N") == 1536
                   for r in (2, 16, 64) for s in gemma_step_specs(PROFILE, r))
    # the device tests' reference pair at one row: declared by gemma_test_configs, proved with the rest
    keys = {c.key() for c in registry.launch_configs()}
    assert {c.key() for c in registry_gemma.gemma_test_configs()} <= keys
    assert registry_gemma.gemma_test_configs in registry.EXTRA_FAMILIES




def test_the_norm_fused_gemvs(monkeypatch: pytest.MonkeyPatch) -> None:
    """At one row (only) the post-norms run inside the next GEMV (gemv_postnorm.cu, gemma_postnorm_gemv_kernel):
    gemv_q5_0_pn_r1 for q|k (N = 1280) and q|k|v (1536), gemv_q5_0_pn_glu_r1 for gate|up (4096); their PTX file's
    entries are exactly these two; w, pw and nw read before the wait; x_out [1, K] f32, xn [1, K] f16 and y out;
    8 warps a CTA (a warp per output column); one row, K % 32 == 0 and K <= PN_MAX_K, GLU N even, or refused;
    GEMMA_PN_FUSE = False launches none of them."""
    from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES, gemma_norm_specs

    m = PROFILE.model
    sel = registry_gemma.gemma_postnorm_gemv_kernel
    assert sel(PROFILE, "Q5_0", 1280, 1) == sel(PROFILE, "Q5_0", 1536, 1) == "gemv_q5_0_pn_r1"
    assert sel(PROFILE, "Q5_0", 2 * m.ffn, 1, glu=True) == "gemv_q5_0_pn_glu_r1"
    assert all(sel(PROFILE, "Q5_0", 1280, r) is None and sel(PROFILE, "Q5_0", 2 * m.ffn, r, glu=True) is None
               for r in range(2, 65))
    assert all(sel(PROFILE, t, 1280, 1) is None for t in ("Q4_K", "Q6_K", "Q8_0"))
    entries = set(re.findall(r"\.visible\s+\.entry\s+(\w+)", REGISTRY["gemv_q5_0_pn_r1"].ptx_text()))
    assert entries == {"gemv_q5_0_pn_r1c1_f16", "gemv_q5_0_pn_glu_r1c2_f16"}
    for k, n, glu in (("gemv_q5_0_pn_r1", 1536, False), ("gemv_q5_0_pn_glu_r1", 2 * m.ffn, True)):
        d = REGISTRY[k]
        assert d.ptx_file == "gemv_postnorm.ptx" and d.source == "src/gemv_postnorm.cu"
        assert d.build_command == f"cd backend/kernels && {registry.NVCC} src/gemv_postnorm.cu -o gemv_postnorm.ptx"
        assert d.stable == ("w", "pw", "nw")
        c = d.config(M=1, N=n, K=m.hidden, eps=1e-6, overlap=True)
        n_out = n // 2 if glu else n
        assert c.grid == (n_out // 8, 1, 1) and c.block == (256, 1, 1) and c.label == f"m1_n{n}_k{m.hidden}_pdl"
        assert {o.buffer: tuple(int(x) for x in o.shape) for o in c.outputs} == {
            "x_out": (1, m.hidden), "xn": (1, m.hidden), "y": (1, n_out)}
        assert c.buffer_map["x_out"].size_bytes == c.buffer_map["x_in"].size_bytes == 4 * m.hidden
        assert c.buffer_map["w"].size_bytes == REGISTRY["gemv_q5_0_r1"].config(M=1, N=n, K=m.hidden).buffer_map[
            "w"].size_bytes
        for bad in ({"M": 2, "N": n, "K": m.hidden}, {"M": 1, "N": n, "K": 1056}, {"M": 1, "N": n, "K": 48},
                    {"M": 1, "N": 0, "K": m.hidden}):
            with pytest.raises(ValueError):
                d.config(**bad, eps=1e-6)
    with pytest.raises(ValueError, match="even"):
        REGISTRY["gemv_q5_0_pn_glu_r1"].config(M=1, N=4094 + 1, K=m.hidden, eps=1e-6)
    sp = GEMMA_STEP_PROFILES["gemma3-270m"]
    names = {(s.kernel, dict(s.shape).get("N")) for s in gemma_norm_specs(sp, 1)}
    assert {("gemv_q5_0_pn_r1", 1280), ("gemv_q5_0_pn_r1", 1536), ("gemv_q5_0_pn_glu_r1", 2 * m.ffn)} <= names
    assert not any("_pn_" in s.kernel for r in (2, 16, 64) for s in gemma_norm_specs(sp, r))
    monkeypatch.setattr(registry_gemma, "GEMMA_PN_FUSE", False)
    assert sel(PROFILE, "Q5_0", 1280, 1) is None and sel(PROFILE, "Q5_0", 2 * m.ffn, 1, glu=True) is None
    assert not any("_pn_" in s.kernel for s in gemma_norm_specs(sp, 1))


def test_head_r1_kernel(families: list[LaunchConfig], monkeypatch: pytest.MonkeyPatch) -> None:
    """The batch-1 tied head is one of gemv_head.cu's two bit-identical kernels (their own PTX file: no other
    kernel's PTX changes): HEAD_R1_KERNEL, gemv_q8_0_f32_r1's family shape (grid (N/8, M), block 128, y f32 [M, N])
    with N even and K % 64 == 0, and HEAD_R1V_KERNEL, the staged one the step launches (HEAD_R1_STAGED): the same
    buffers and output, grid (N/32, M), K == 640 and N % 32 == 0 only, its 48 registers and two 5,440-byte tile
    buffers as limits; both w stable (loaded before griddepcontrol.wait) and both declared at one sequence (the
    gate admits either); a shape HEAD_R1V_KERNEL refuses falls back to HEAD_R1_KERNEL, more sequences keep
    gemv_kernel's tiles, and the Llama head stays gemv_q8_0_f32_r1."""
    from backend.kernels.registry import gemv_kernel
    from backend.kernels.registry_gemma import (
        HEAD_R1_KERNEL,
        HEAD_R1V_KERNEL,
        GemmaProfile,
        gemma_head_kernel,
        gemma_head_r1_kernels,
    )

    m = PROFILE.model
    ref = REGISTRY["gemv_q8_0_f32_r1"].config(M=1, N=m.vocab, K=m.hidden)
    for kern, entry in ((HEAD_R1_KERNEL, "gemv_head_q8_0_f32"), (HEAD_R1V_KERNEL, "gemv_head_q8_0_f32_v2")):
        d = REGISTRY[kern]
        assert (d.ptx_file, d.source, d.entry, d.stable) == ("gemv_head.ptx", "src/gemv_head.cu", entry, ("w",))
        c = d.config(M=1, N=m.vocab, K=m.hidden)
        assert (c.block, c.buffers, c.outputs, c.scalars) == (ref.block, ref.buffers, ref.outputs, ref.scalars)
    text = REGISTRY[HEAD_R1V_KERNEL].ptx_text()
    assert set(re.findall(r"\.visible\s+\.entry\s+(\w+)", text)) == {"gemv_head_q8_0_f32", "gemv_head_q8_0_f32_v2"}
    assert text.count("griddepcontrol.wait") == 2
    d, dv = REGISTRY[HEAD_R1_KERNEL], REGISTRY[HEAD_R1V_KERNEL]
    assert d.config(M=1, N=m.vocab, K=m.hidden).grid == ref.grid == (m.vocab // 8, 1, 1)
    assert dv.config(M=1, N=m.vocab, K=m.hidden).grid == (m.vocab // 32, 1, 1)
    assert dv.config(M=3, N=64, K=640).grid == (2, 3, 1)
    assert (dv.limits.max_registers, dv.limits.max_shared_bytes, dv.limits.max_local_bytes) == (48, 10880, 0)
    for bad in ({"M": 1, "N": 262143, "K": 640}, {"M": 1, "N": 262144, "K": 608}, {"M": 0, "N": 8, "K": 64}):
        with pytest.raises(Exception, match="even and K % 64"):
            d.config(**bad)
    for bad in ({"M": 1, "N": 262144 - 16, "K": 640}, {"M": 1, "N": 262144, "K": 576},
                {"M": 1, "N": 262144, "K": 1280}, {"M": 0, "N": 32, "K": 640}):
        with pytest.raises(Exception, match="multiple of 32 and K == 640"):
            dv.config(**bad)
    assert gemma_head_r1_kernels(PROFILE) == (HEAD_R1V_KERNEL, HEAD_R1_KERNEL)
    assert gemma_head_kernel(PROFILE, 1) == HEAD_R1V_KERNEL
    assert all(gemma_head_kernel(PROFILE, s) == gemv_kernel("gemv_q8_0_f32", s) for s in (2, 3))
    assert gemv_kernel("gemv_q8_0_f32", 1) == "gemv_q8_0_f32_r1"  # the Llama head's 1-row kernel, unchanged
    # at one sequence the step launches HEAD_R1V_KERNEL alone; both head kernels are declared there, as
    # programmatic dependents (the one launched and its bit-identical alternative), at no other sequence count;
    # gemv_q8_0_f32_r1 at this shape (the device test's bit-identity reference) is declared by gemma_test_configs
    assert [s.kernel for s in gemma_head_specs(PROFILE, 1)] == [HEAD_R1V_KERNEL]
    for kern in (HEAD_R1V_KERNEL, HEAD_R1_KERNEL):
        c = REGISTRY[kern].config(M=1, N=m.vocab, K=m.hidden, overlap=True)
        assert [f.key() for f in families if f.kernel == kern] == [c.key()] and c.label == "m1_n262144_k640_pdl"
        assert not _covering(families, REGISTRY[kern].config(M=1, N=m.vocab, K=m.hidden))  # stream-ordered
    ref = REGISTRY["gemv_q8_0_f32_r1"].config(M=1, N=m.vocab, K=m.hidden, overlap=True)
    assert ref.key() in {c.key() for c in registry_gemma.gemma_test_configs()}
    # the switch: HEAD_R1_STAGED = False launches HEAD_R1_KERNEL, the staged kernel still declared beside it
    monkeypatch.setattr(registry_gemma, "HEAD_R1_STAGED", False)
    assert gemma_head_r1_kernels(PROFILE) == (HEAD_R1_KERNEL, HEAD_R1V_KERNEL)
    assert gemma_head_kernel(PROFILE, 1) == HEAD_R1_KERNEL
    assert [s.kernel for s in gemma_head_specs(PROFILE, 1)] == [HEAD_R1_KERNEL]
    assert {c.key() for c in gemma_families(PROFILE)} == {c.key() for c in families}
    monkeypatch.undo()
    # a profile whose hidden size HEAD_R1V_KERNEL does not take (K == 640 only): HEAD_R1_KERNEL, alone
    wide = GemmaProfile("wide", GemmaShape(hidden=1152))
    assert gemma_head_r1_kernels(wide) == (HEAD_R1_KERNEL,) and gemma_head_kernel(wide, 1) == HEAD_R1_KERNEL
    assert not any(f.kernel == HEAD_R1V_KERNEL for f in gemma_families(wide))
