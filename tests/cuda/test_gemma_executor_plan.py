"""The Gemma 3 GPU executor's planning on CPU: fake driver, the real launch gate over the committed proofs/.

Shown: the plan of a decode step (batch 1 and 64) and of a prefill pass is Gemma's operator order (the CPU spec
executor's, backend/model/gemma3.py) in the kernels registry_gemma*.py declare; each layer gets its RoPE table
and attention window from the model's local/global pattern; every launch is admitted by backend.cuda.gate's
LaunchGate from an artifact under proofs/ (its family matching and PTX hash check; the artifacts' Z3 re-check is
the gate's start-up job in CI and on the device, replaced here by a checker that accepts, so this test runs in
seconds); every buffer is the one the configuration's sizes describe (weights exactly, workspace rows >= the
step's); a prefill is chunked into passes of the proved 64 rows; sampling with temperature > 0 is refused
before any launch (UnprovenLaunchError naming what is missing); an Engine run goes through the gate. And (slow)
the plan executed on an emulated device by the spec operators its kernels are proved against gives the CPU spec
executor's logits bit for bit and its greedy tokens (the executor's wiring, not the kernels, is what it checks).
"""

from __future__ import annotations

import math
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import numpy as np
import pytest

from backend.kernels.registry_gemma import COMB_KERNEL, HEAD_GEMM_FROM, HEAD_R1V_KERNEL, LINEAR_GEMM_FROM
from backend.kernels.registry_gemma_step import (
    QKATT_B1S_KERNEL,
    QKATT_KERNEL,
    split_qk_attention,
)
from backend.runtime.executor import SamplingParams, SeqWork
from fltc.errors import ConfigError, UnprovenLaunchError
from tests.cuda.fakes import FakeLaunch
from tests.cuda.test_gpu_executor_plan import FakeDriver

REPO = Path(__file__).resolve().parents[2]
# after layer 0's attn_norm (rmsnorm_wide_f16), per layer; the last layer ends with postnorm_add_f32 (no next norm)
PER_LAYER = ["gemv_q5_0", "gemv_v", "qk_norm_rope_kv_d256_f16", "attention_window_d256_f16", "gemv_q4_k",
             "postnorm_add_norm_f32", "gemv_q5_0", "geglu_rows_f16", "gemv_down", "postnorm_add_norm_f32"]
NL = len(PER_LAYER)


def first_gemv_pn(ex: Any, layer: int, T: int) -> bool:
    """Whether `layer`'s first GEMV (q|k, or q|k|v) runs the previous layer's post_ffw_norm (and this attn_norm)
    in its prologue (registry_gemma.gemma_postnorm_gemv_kernel): at one row, every layer but layer 0."""
    from backend.kernels.registry_gemma import gemma_fused_qkv, gemma_postnorm_gemv_kernel

    if layer == 0:
        return False
    W, gp = ex.layers[layer], ex.profile.step.gemma
    w = W["wqkv"] if "wqkv" in W and gemma_fused_qkv(gp, W["wv"].qtype, T) else W["wqk"]
    return gemma_postnorm_gemv_kernel(gp, w.qtype, w.n, T) is not None


def first_gemv_pnv(ex: Any, layer: int, T: int) -> bool:
    """Whether `layer`'s first GEMV is the norm-fused q|k GEMV with its Q8_0 v rows as extra CTAs
    (registry_gemma.gemma_pn_q8v_gemv_kernel): at one row, a layer but layer 0 whose attn_v is Q8_0."""
    from backend.kernels.registry_gemma import gemma_pn_q8v_gemv_kernel

    W = ex.layers[layer]
    return (first_gemv_pn(ex, layer, T) and "wqkv" not in W
            and gemma_pn_q8v_gemv_kernel(ex.profile.step.gemma, W["wqk"].qtype, W["wv"].qtype, T) is not None)


def per_layer(ex: Any, layer: int, T: int) -> list[str]:
    """The launches of `layer` in a step of T rows (_layer_kernels' names): at one row a layer with a fused
    Wq|Wk|Wv (its attn_v of q|k's type) has no v GEMV, and every layer's gate|up GEMV + geglu_rows is one launch
    (registry_gemma.gemma_fused_qkv / gemma_gate_up_glu_kernel); from 17 rows a local layer's attention is
    attention_window_g4_d256_f16 (registry_gemma_step.attention_kernel); at one row a local layer's
    qk_norm_rope_kv + attention are one qk_rope_attention_b1_d256_f16 (GemmaStepProfile.fused_qk_attention); at
    one row post_attention_norm + ffn_norm run inside the gate|up GEMV and post_ffw_norm + the next attn_norm
    inside the next layer's first GEMV (gemma_postnorm_gemv_kernel: gemv_pn, gemv_gate_up_pn_glu)."""
    from backend.kernels.registry_gemma import (
        gemma_fused_qkv,
        gemma_gate_up_glu_kernel,
        gemma_postnorm_gemv_kernel,
    )

    W, gp = ex.layers[layer], ex.profile.step.gemma
    out = list(PER_LAYER)
    if T >= 17 and not ex.config.is_global(layer):  # a local layer's prefill: one CTA per (KV head, row)
        out[out.index("attention_window_d256_f16")] = "attention_window_g4_d256_f16"
    window = ex.max_context if ex.config.is_global(layer) else ex.config.sliding_window
    if split_qk_attention(ex.profile.step, window, T, W["wo"].qtype):  # batch-1, any layer: the keys over G CTAs,
        r = out.index("qk_norm_rope_kv_d256_f16")  # combined by the o-projection
        out[r: r + 2] = [QKATT_B1S_KERNEL]
        out[out.index("gemv_q4_k")] = "gemv_q4_k_comb"
    elif T == 1 and not ex.config.is_global(layer):  # batch-1 decode of a local layer: QK-norm .. attention fused
        r = out.index("qk_norm_rope_kv_d256_f16")
        out[r: r + 2] = [QKATT_KERNEL]
    if "wqkv" in W and gemma_fused_qkv(gp, W["wv"].qtype, T):
        out.remove("gemv_v")
    if gemma_gate_up_glu_kernel(gp, W["wgu"].qtype, T) is not None:
        g = out.index("geglu_rows_f16")
        out[g - 1: g + 1] = ["gemv_gate_up_glu"]
    if gemma_postnorm_gemv_kernel(gp, W["wgu"].qtype, W["wgu"].n, T, glu=True) is not None:
        g = out.index("gemv_gate_up_glu")
        out[g - 1: g + 1] = ["gemv_gate_up_pn_glu"]
    if first_gemv_pn(ex, layer, T):
        out[0] = "gemv_pn"
    if first_gemv_pnv(ex, layer, T):  # v's rows in the same launch
        out[0] = "gemv_pn_q8v"
        out.remove("gemv_v")
    if layer + 1 < len(ex.layers) and first_gemv_pn(ex, layer + 1, T):  # in the next layer's first GEMV
        return out[:-1]
    if layer + 1 < len(ex.layers) or T == 1:  # at one row the last post-norm also does output_norm
        return out
    return [*out[:-1], "postnorm_add_f32"]


class GateDriver(FakeDriver):
    """FakeDriver (addresses only) plus what the real gate asks of a driver: modules and functions."""

    def load_module(self, ptx: bytes, name: str) -> Any:
        return ("module", name)

    def get_function(self, module: Any, entry: str) -> Any:
        return ("function", module[1], entry)


@pytest.fixture(scope="module")
def model():
    from backend.model.gguf_loader import load_gguf
    from tests.model.gemma_file import gemma_path_or_skip

    return load_gguf(gemma_path_or_skip(), cross_check=False)  # the cross-check: tests/model/test_gemma3.py


@pytest.fixture(scope="module")
def executor(model, tmp_path_factory):
    from backend.cuda.gate import LaunchGate
    from backend.cuda.gemma_executor import GemmaGpuExecutor
    from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES

    drv = GateDriver()
    gate = LaunchGate(drv, REPO / "proofs", root=REPO, checker=lambda p: True,
                      checker_name="test stand-in (accepts; the Z3 re-check is the gate's start-up job in CI)",
                      cache_dir=tmp_path_factory.mktemp("gate"), use_cache=False, launch_fn=FakeLaunch())
    assert not gate.report.rejected, gate.report.rejected[:3]
    return GemmaGpuExecutor(model, physical_blocks=GEMMA_STEP_PROFILES["gemma3-270m"].physical_blocks, driver=drv,
                            gate=gate)


@pytest.fixture(scope="module")
def b1s_executor(model, executor):
    """A second executor planned with the split-key attention and the q|k + Q8_0 v GEMV switched on
    (exp_gemma_b1_ab's b1s_pnv variant; shipped off until their device tests run): its steps of 1 and 2 rows are
    planned, and cached, while the switches hold; tests use only those."""
    from backend.cuda.gemma_executor import GemmaGpuExecutor
    from backend.kernels import registry_gemma, registry_gemma_step

    with pytest.MonkeyPatch.context() as mp:  # only while planning: the other tests see the switches as shipped
        mp.setattr(registry_gemma, "GEMMA_PN_Q8V_FUSE", True)
        mp.setattr(registry_gemma_step, "GEMMA_B1S_SPLIT", True)
        ex = GemmaGpuExecutor(model, physical_blocks=executor.kv_blocks, driver=executor.driver, gate=executor.gate)
        for T, S in ((1, 1), (2, 2)):
            ex._step(T, S)
    yield ex
    ex.close()


def _layer_kernels(ex: Any, plan: list[Any], layer: int, first: int, n: int) -> list[str]:
    """The n launches of `layer` from plan[first] with tile suffixes dropped and v / down GEMVs named by role."""
    out = []
    for x in plan[first: first + n]:
        name = x.desc.name.replace("_r1", "").replace("_r8", "")
        W = ex.layers[layer]
        if name == "gemm_f16":  # a wide Q5_0 linear from LINEAR_GEMM_FROM rows: its f16 copy is the GEMM's B
            w = W["wqk"] if not out else W["wgu"]
            assert len(out) in (0, 6) and x.config.scalar_map["M"] >= LINEAR_GEMM_FROM and w.qtype == "Q5_0"
            assert x.args.pointers["B"][0] == w.f16.ptr and w.f16.nbytes == 2 * w.n * w.k
            name = "gemv_q5_0"
        if not out:  # q|k, or at one row q|k|v: its weight and N
            w = W["wqkv"] if x.config.scalar_map["N"] == W["wqk"].n + W["wv"].n and "wqkv" in W else W["wqk"]
            if x.desc.name != "gemm_f16":
                assert x.args.pointers["w"][0] == w.raw.ptr and x.config.scalar_map["N"] == w.n
            if name.endswith(("_pn", "_pn_q8v")):  # the previous layer's post_ffw_norm + this attn_norm in its prologue
                prev = ex.layers[layer - 1]
                assert x.args.pointers["pw"][0] == prev["post_ffw_norm"].ptr
                assert x.args.pointers["nw"][0] == W["attn_norm"].ptr
                assert x.args.pointers["o"][0] == ex.ws["o"].ptr and x.args.pointers["xn"][0] == ex.ws["xn"].ptr
                assert x.args.pointers["y"][0] == ex.ws["qk"].ptr
                # the residual stream back from x2 (the gate|up GEMV moved it there) to x
                assert (x.args.pointers["x_in"][0], x.args.pointers["x_out"][0]) == (ex.ws["x2"].ptr, ex.ws["x"].ptr)
                name = "gemv_pn"
                if x.desc.name == "gemv_q5_0_pn_q8v_r1":  # + v's Q8_0 rows into ws["v"]
                    assert x.args.pointers["wv"] == (W["wv"].raw.ptr, W["wv"].raw.nbytes) and W["wv"].qtype == "Q8_0"
                    assert x.args.pointers["yv"][0] == ex.ws["v"].ptr and x.config.scalar_map["Nv"] == W["wv"].n
                    name = "gemv_pn_q8v"
        elif len(out) == 1 and name.startswith("gemv_"):
            assert name == f"gemv_{W['wv'].qtype.lower()}"
            assert x.args.pointers["w"] == (W["wv"].raw.ptr, W["wv"].raw.nbytes)
            name = "gemv_v"
        elif name == f"gemv_{W['wgu'].qtype.lower()}_glu":  # geglu in the gate|up GEMV's epilogue: writes act
            assert x.args.pointers["x"][0] == ex.ws["xn"].ptr and x.args.pointers["y"][0] == ex.ws["act"].ptr
            assert x.args.pointers["w"] == (W["wgu"].raw.ptr, W["wgu"].raw.nbytes)
            assert x.config.scalar_map["N"] == W["wgu"].n == 2 * ex.config.ffn
            name = "gemv_gate_up_glu"
        elif name == f"gemv_{W['wgu'].qtype.lower()}_pn_glu":  # post_attention_norm + ffn_norm, then gate|up + geglu
            assert x.args.pointers["pw"][0] == W["post_attn_norm"].ptr and x.args.pointers["nw"][0] == W["ffn_norm"].ptr
            assert x.args.pointers["o"][0] == ex.ws["o"].ptr and x.args.pointers["y"][0] == ex.ws["act"].ptr
            assert x.args.pointers["w"] == (W["wgu"].raw.ptr, W["wgu"].raw.nbytes)
            assert (x.args.pointers["x_in"][0], x.args.pointers["x_out"][0]) == (ex.ws["x"].ptr, ex.ws["x2"].ptr)
            name = "gemv_gate_up_pn_glu"
        elif name.startswith("gemv_") and out and out[-1] in ("geglu_rows_f16", "gemv_gate_up_glu",
                                                              "gemv_gate_up_pn_glu"):
            assert x.args.pointers["x"][0] == ex.ws["act"].ptr
            assert name == f"gemv_{W['wdown'].qtype.lower()}"
            name = "gemv_down"
        out.append(name)
    return out


@pytest.mark.parametrize(("T", "S", "on"), [(1, 1, False), (1, 1, True), (2, 2, False), (2, 2, True), (4, 4, False),
                                          (64, 64, False), (64, 1, False)])
def test_step_plan_is_gemmas_operator_order(request, monkeypatch, T: int, S: int, on: bool) -> None:
    ex = request.getfixturevalue("b1s_executor" if on else "executor")
    if on:  # the expected launches (per_layer's selectors) with the switches b1s_executor was planned with
        from backend.kernels import registry_gemma, registry_gemma_step

        monkeypatch.setattr(registry_gemma, "GEMMA_PN_Q8V_FUSE", True)
        monkeypatch.setattr(registry_gemma_step, "GEMMA_B1S_SPLIT", True)
    cfg = ex.config
    st = ex._step(T, S)
    plan = st.plan
    first = 2 if T == 1 else 1  # batch 1: copy_u32 stages the mapped host inputs first
    if T == 1:
        assert plan[0].desc.name == "copy_u32" and st.zero_copy
    assert plan[first - 1].desc.name == "embedding_q8_0_scaled_f32"
    assert plan[first - 1].config.scalar_map["scale"] == pytest.approx(math.sqrt(cfg.hidden), rel=1e-7)
    assert plan[first].desc.name == "rmsnorm_wide_f16"  # layer 0's attn_norm; the others are fused
    assert plan[first].args.pointers["w"][0] == ex.layers[0]["attn_norm"].ptr
    first += 1
    wants = [per_layer(ex, li, T) for li in range(cfg.layers)]
    tail = ["rmsnorm_wide_rows_f16"] if T > 1 else []  # at one row the last postnorm_add_norm_f32 did it
    assert len(plan) == first + sum(map(len, wants)) + len(tail) + 1
    for li, want in enumerate(wants):
        got = _layer_kernels(ex, plan, li, first, len(want))
        assert got == want, li
        lp = plan[first: first + len(want)]
        first += len(want)
        split, fused = QKATT_B1S_KERNEL in want, QKATT_KERNEL in want
        assert split == (T == 1 and on), li  # every layer's attn_output is Q4_K
        assert fused == (T == 1 and not split and not cfg.is_global(li)), li
        one = QKATT_B1S_KERNEL if split else QKATT_KERNEL if fused else None
        rope = lp[want.index(one or "qk_norm_rope_kv_d256_f16")]
        att = lp[want.index(one) if one else 3 - ("gemv_v" not in want)]
        assert att.desc.name.startswith("attention_window_") or one, li
        if fused:  # its q stays in shared memory; out is the o GEMV's input, as the attention's
            assert rope.args.pointers["out"] == lp[want.index("gemv_q4_k")].args.pointers["x"], li
        if split:  # the partials and the row's k/v go to the combining o-projection, which writes the cache row
            comb = lp[want.index("gemv_q4_k_comb")]
            for p in ("part", "kvrow", "seq_lens", "slots", "kv"):
                assert comb.args.pointers[p] == (att.args.pointers[p] if p != "kv" else comb.args.pointers[p]), p
            assert att.args.pointers["part"][0] == ex.ws["b1s_part"].ptr and comb.args.pointers["xo"][0] == ex.ws["att"].ptr
            assert comb.args.pointers["w"][0] == ex.layers[li]["wo"].raw.ptr and comb.args.pointers["y"][0] == ex.ws["o"].ptr
            assert all(comb.config.scalar_map[k] == att.config.scalar_map[k] for k in ("window", "G")), li
            assert comb.args.pointers["kv"][0] == att.args.pointers["kv"][0], li
        if "gemv_pn_q8v" in want:  # q|k and v: the fused GEMV's two outputs
            assert rope.args.pointers["qk"][0] == lp[0].args.pointers["y"][0] == ex.ws["qk"].ptr
            assert rope.args.pointers["v"][0] == lp[0].args.pointers["yv"][0] == ex.ws["v"].ptr
        elif "gemv_v" not in want:  # q|k and v: the two parts of the q|k|v GEMV's one-row output
            y = lp[0].args.pointers["y"][0]
            nqk = ex.layers[li]["wqk"].n
            assert rope.args.pointers["qk"] == (y, 2 * nqk)
            assert rope.args.pointers["v"] == (y + 2 * nqk, 2 * ex.layers[li]["wv"].n)
        # the fused post-norm + norm: this layer's post-norm weight, then the next norm's (ffn_norm; attn_norm
        # of layer li + 1); at one row the norm-fused GEMVs (their weights checked in _layer_kernels)
        if "postnorm_add_norm_f32" in want[:-1]:
            mid = lp[want.index("postnorm_add_norm_f32")]
            assert mid.args.pointers["w"][0] == ex.layers[li]["post_attn_norm"].ptr
            assert mid.args.pointers["wn"][0] == ex.layers[li]["ffn_norm"].ptr
        else:
            assert T == 1 and "gemv_gate_up_pn_glu" in want, li
        end = lp[-1]
        if want[-1].startswith("postnorm_add"):
            assert end.args.pointers["w"][0] == ex.layers[li]["post_ffw_norm"].ptr
            # the stream's buffer: x2 after a norm-fused gate|up GEMV, else x
            assert end.args.pointers["x"][0] == ex.ws["x2" if "gemv_gate_up_pn_glu" in want else "x"].ptr
        else:  # in the next layer's first GEMV
            assert T == 1 and first_gemv_pn(ex, li + 1, T), li
        if li + 1 < cfg.layers and want[-1].startswith("postnorm_add"):
            assert end.args.pointers["wn"][0] == ex.layers[li + 1]["attn_norm"].ptr
        elif T == 1 and li + 1 == cfg.layers:  # output_norm into the head's input
            assert end.args.pointers["wn"][0] == ex.w_norm.ptr
            assert end.args.pointers["xn"] == plan[-1].args.pointers["x"]
        window = ex.max_context if cfg.is_global(li) else cfg.sliding_window
        assert att.config.scalar_map["window"] == window, li
        cos, sin = ex.rope_global if cfg.is_global(li) else ex.rope_local
        assert rope.args.pointers["cos_tab"][0] == cos.ptr and rope.args.pointers["sin_tab"][0] == sin.ptr
        # the layer's view of the one KV allocation (bases and strides from the allocator)
        kv = ex.kv_view.k_base + li * ex.kv_view.layer_stride + ex.kv.ptr
        assert rope.args.pointers["kv"][0] == att.args.pointers["kv"][0] == kv
    assert sum(cfg.is_global(li) for li in range(cfg.layers)) == len(cfg.global_layers) == 3
    head = HEAD_R1V_KERNEL if S == 1 else "gemv_q8_0_f32" if S < HEAD_GEMM_FROM else "gemm_f16_f32"
    assert [x.desc.name for x in plan[-1 - len(tail):]] == [*tail, head]
    assert plan[-1].config.scalar_map["N"] == ex.vocab == 262144
    if head == HEAD_R1V_KERNEL:  # the staged batch-1 head (gemv_head.cu _v2): 32 rows per CTA, K = 640, a dependent
        assert plan[-1].config.grid == (ex.vocab // 32, 1, 1) and plan[-1].config.scalar_map["K"] == cfg.hidden == 640
        assert plan[-1].config.overlap is not None and plan[-1].args.pointers["w"][0] == ex.w_embed.raw.ptr
    if head == "gemm_f16_f32":  # the tensor-core head reads token_embd's load-time f16 copy
        assert plan[-1].args.pointers["B"][0] == ex.w_embed.f16.ptr
        assert ex.w_embed.f16.nbytes == 2 * ex.vocab * cfg.hidden
    tiles = {x.desc.name.rsplit("_", 1)[-1] for x in plan if x.desc.name.startswith(("gemv_q5_0", "gemv_q4_k"))}
    assert tiles == ({"r1"} if T == 1 else {"r8"} if T >= 32 else {"0", "k"})
    if T == 1:  # batch 1: 9 of the 18 layers' attn_v are Q5_0 (v inside q|k), geglu inside every gate|up GEMV
        assert sum("wqkv" in L for L in ex.layers) == 9 and "geglu_rows_f16" not in {x.desc.name for x in plan}
        # + greedy_part_f32 + greedy_final: the batch-1 greedy graph's launches (160 before the 15 local layers'
        # fused QK-norm .. attention and the fused final norm, 144 before the 35 norm-fused GEMVs, 109 before the
        # 8 q|k + Q8_0 v GEMVs and the global layers' split-key attention, switched on in b1s_executor)
        assert len(plan) + 2 == (98 if on else 109)


@pytest.mark.parametrize("on", [False, True])
def test_batch1_step_launch_count(request, on: bool) -> None:
    """The launches of a batch-1 greedy decode step (its graph: copy_u32, the plan, the two greedy kernels):
    2 + 1 + 18 layers x 10 - 9 fused v GEMVs (Q5_0 attn_v inside q|k|v) - 18 fused geglu_rows - 15 fused
    qk_norm_rope_kv (the local layers' qk_rope_attention_b1_d256_f16) - 18 post_attention_norms (in the gate|up GEMV,
    gemv_q5_0_pn_glu_r1) - 17 post_ffw_norms (in the next layer's q|k or q|k|v GEMV, gemv_q5_0_pn_r1) + 1 (the head;
    output_norm is in the last post-norm) + 2 (greedy) = 109 as shipped (was 187, then 144 before the norm-fused
    GEMVs). With the split-key attention and the q|k + Q8_0 v GEMV on (b1s_executor): - 8 more v GEMVs (Q8_0 attn_v
    rows inside the norm-fused q|k GEMV, gemv_q5_0_pn_q8v_r1; layer 0's stays) and - 3 more qk_norm_rope_kv (every
    layer's qk_rope_attention_b1s_d256_f16, whose partials the o-projection gemv_q4_k_comb_r1 combines) = 98."""
    ex = request.getfixturevalue("b1s_executor" if on else "executor")
    st = ex._step(1, 1)
    n = len(st.plan) + len(ex._greedy_launches(1))
    unfused = 3 + NL * ex.config.layers + 2 + 2
    assert (unfused, n) == (187, 98 if on else 109)
    names = [x.desc.name for x in st.plan]
    L = ex.config.layers
    local = L - len(ex.config.global_layers)
    assert local == 15 and QKATT_KERNEL == "qk_rope_attention_b1_d256_f16"
    assert "qk_rope_attention_g4_d256_f16" not in names and "qk_rope_attention_b1o_d256_f16" not in names
    if on:
        assert names.count(QKATT_B1S_KERNEL) == names.count(COMB_KERNEL) == L and QKATT_KERNEL not in names
        assert "qk_norm_rope_kv_d256_f16" not in names and "attention_window_d256_f16" not in names
        # 8 of the pn GEMVs with v's Q8_0 rows (layers 1..17 whose attn_v is Q8_0), layer 0's v GEMV alone
        assert names.count("gemv_q5_0_pn_q8v_r1") == 8 and names.count("gemv_q8_0_r1") == 1
    else:
        assert names.count(QKATT_KERNEL) == local and names.count("qk_norm_rope_kv_d256_f16") == 3
        assert QKATT_B1S_KERNEL not in names and COMB_KERNEL not in names and "gemv_q5_0_pn_q8v_r1" not in names
        assert names.count("gemv_q8_0_r1") == 9
    assert "rmsnorm_wide_rows_f16" not in names and "postnorm_add_f32" not in names
    assert names.count("gemv_q5_0_pn_glu_r1") == L and "geglu_rows_f16" not in names
    assert "gemv_q5_0_glu_r1" not in names and names.count("postnorm_add_norm_f32") == 1
    assert names.count("gemv_q5_0_pn_r1") + names.count("gemv_q5_0_pn_q8v_r1") == L - 1
    assert names.count("rmsnorm_wide_f16") == 1
    assert sum(x in ("gemv_q6_k_r1", "gemv_q4_k_r1") and names[i - 1] == "gemv_q5_0_pn_glu_r1"
               for i, x in enumerate(names)) == L  # each down GEMV right after its glu GEMV


def test_every_launch_is_admitted_from_a_committed_artifact(executor) -> None:
    """The real gate's admission (family match + PTX hash) for every distinct configuration of the decode and
    prefill steps and the greedy tail: each names an artifact file under proofs/ that exists."""
    ex = executor
    launches = [x for T, S in [(1, 1), (3, 3), (64, 64), (64, 1), (16, 1)] for x in ex._step(T, S).plan]
    launches += ex._greedy_launches(1) + ex._greedy_launches(64)
    seen = {}
    for x in launches:
        adm = ex.gate.admit(x.desc, x.config)
        seen[(x.desc.name, x.config.label)] = adm.artifact_path
    assert len(seen) > 40
    for (name, _label), path in seen.items():
        assert path.startswith("proofs/" + name + "/") and (REPO / path).is_file(), (name, path)


def test_steps_are_chains_of_programmatic_dependents(executor) -> None:
    """Up to GEMMA_PDL_MAX_ROWS rows, every launch after the embedding is a proved programmatic dependent, except
    the stream-ordered ones (the Q8_0 v GEMV's 4x1 tile above one row, geglu_rows, the 2-3 row head GEMV, from 4
    sequences the head GEMM); at one row the Q8_0 v GEMV is the 1-row tile gemv_q8_0_r1, a dependent too, so a
    batch-1 step is one chain; the step's first launches (batch 1: copy_u32 then the embedding) are
    stream-ordered; above it every launch is; check_dependents ran at planning on the real addresses."""
    from backend.kernels.registry_gemma import GEMMA_PDL_MAX_ROWS

    ex = executor
    P = GEMMA_PDL_MAX_ROWS
    for (T, S), first, free_want in [((1, 1), 2, set()),  # batch 1: geglu_rows is in the gate|up GEMV
                                     ((3, 3), 1, {"gemv_q8_0", "geglu_rows_f16", "gemv_q8_0_f32"}),
                                     ((P, P), 1, {"gemv_q8_0", "geglu_rows_f16", "gemm_f16_f32"})]:
        plan = ex._step(T, S).plan
        assert {x.desc.name for x in plan[first:] if x.config.overlap is None} == free_want, (T, S)
        assert all(x.config.overlap is None for x in plan[:first])
    assert all(x.config.overlap is None for T in (P + 1, 64) for x in ex._step(T, T).plan)


def test_buffers_are_the_configurations(executor) -> None:
    """Weights are passed whole (a GEMV's `w` is exactly the fused tensor's bytes: its N and K are the
    weight's), the f32 stream and the norm weights have the sizes the kernels declare, and no workspace
    buffer is smaller than a configuration needs (pack_args checks that; here: what is exact is exact)."""
    ex = executor
    cfg = ex.config
    # by (address, bytes): a fused layer's wqk and wv are views of its wqkv (wqk at the same address)
    weights = {(w.raw.ptr, w.raw.nbytes): w for L in ex.layers for w in L.values() if hasattr(w, "raw")}
    weights[(ex.w_embed.raw.ptr, ex.w_embed.raw.nbytes)] = ex.w_embed
    for T, S in [(1, 1), (64, 64)]:
        for x in ex._step(T, S).plan:
            bm = x.config.buffer_map
            if "w" in x.args.pointers and x.desc.name.startswith("gemv_"):
                w = weights[x.args.pointers["w"]]
                assert bm["w"].size_bytes == w.raw.nbytes, (x.desc.name, w.name)
                assert (x.config.scalar_map["N"], x.config.scalar_map["K"]) == (w.n, w.k)
            for name, (_ptr, nbytes) in x.args.pointers.items():
                assert nbytes >= bm[name].size_bytes, (x.desc.name, name)
            if x.desc.name == "qk_norm_rope_kv_d256_f16":
                assert x.args.pointers["qkw"][1] == bm["qkw"].size_bytes == 8 * cfg.head_dim
    assert ex.ws["x"].nbytes == 4 * ex.max_tokens * cfg.hidden  # binary32 stream, 512 rows
    assert ex.layers[0]["wqk"].n == (cfg.heads + cfg.kv_heads) * cfg.head_dim
    assert ex.layers[0]["wgu"].n == 2 * cfg.ffn


def test_prefill_is_chunked_into_proved_passes(executor) -> None:
    """600 prompt tokens: passes of 512 and 88 rows (bucket 128); padding rows carry distinct slots >= n_slots
    (qk_norm_rope_kv writes no cache row for them) and seq_len 0; one logits row comes back."""
    ex = executor
    n0 = ex.steps
    assert ex.max_tokens == 512 and ex.max_seqs == 64
    out = ex.forward([SeqWork(3, tuple(range(600)), 0, tuple(range(16, 54)))])
    assert out.shape == (1, ex.vocab) and ex.steps == n0 + 1
    assert (512, 1) in ex._steps and (128, 1) in ex._steps
    st = ex._steps[(128, 1)]
    v = st.staging.views
    assert list(v["positions"][:88]) == list(range(512, 600)) and list(v["seq_lens"][:88]) == list(range(513, 601))
    pad = v["slots"][88:].tolist()
    assert len(set(pad)) == 40 and min(pad) >= ex.n_slots and (v["seq_lens"][88:] == 0).all()
    assert int(v["last"][0]) == 87
    big = [x.desc.name for x in ex._steps[(512, 1)].plan]
    assert big[-1] == HEAD_R1V_KERNEL == "gemv_head_q8_0_f32_r1v2"  # the head over the one sequence's last row
    assert "gemm_f16" in big and not any(k.startswith("gemv_") for k in big[:-1])  # every linear a GEMM
    # the 15 local layers: a CTA per (KV head, row) for the group's 4 heads; the 3 global ones: per query head
    assert big.count("attention_window_g4_d256_f16") == 15 and big.count("attention_window_d256_f16") == 3
    with pytest.raises(UnprovenLaunchError):
        ex._kernel_config("embedding_q8_0_scaled_f32", T=ex.max_tokens + 1, D=ex.config.hidden, V=ex.vocab,
                          scale=math.sqrt(ex.config.hidden))  # no proof above 512 rows: chunking is required


def test_greedy_runs_on_the_device_in_two_stages(executor) -> None:
    """Batch-1 greedy decode captures the two lookahead feed graphs (the step + greedy_part_f32 + greedy_final,
    every kernel through the gate), then replays them; a 3-sequence step has one greedy graph."""
    ex = executor
    ex.settle()
    ex.gate._launch.calls.clear()
    graphs = ex.driver.graphs
    assert ex.greedy_step([SeqWork(8, (3,), 0, (31,))]) == [0]  # the fake device's token
    assert ex.driver.graphs == graphs + 2
    st = ex._step(1, 1)
    logs = [g[1] for g in ex._steps[(1, 1)].feed["greedy"]]
    want = [x.desc.name for x in st.plan] + ["greedy_part_f32", "greedy_final"]
    assert [k for k, _ in logs[0]] == want and [k for k, _ in logs[1]] == want
    ex.greedy_step([SeqWork(8, (0,), 1, (31,))])
    assert ex.driver.graphs == graphs + 2  # replayed
    ex.settle()
    assert ex.greedy_step([SeqWork(8, (3,), 2, (31,)), SeqWork(9, (3,), 0, (32,)), SeqWork(10, (1,), 0, (33,))]) \
        == [0, 0, 0]
    g = ex._steps[(3, 3)].graph_greedy
    assert [k for k, _ in g[1]][-2:] == ["greedy_part_f32", "greedy_final"]
    ex.forward([SeqWork(11, (1, 2), 0, (40,))])
    ex.gate._launch.calls.clear()
    assert ex.sample(ex._last_logits, [SamplingParams()], 0, [0]) == [0]
    fns = [c[0][2] for c in ex.gate._launch.calls]
    assert fns == ["greedy_part_f32", "greedy_final"]


def test_sampling_is_refused_before_any_launch(executor) -> None:
    ex = executor
    ex.settle()
    ex.gate._launch.calls.clear()
    hot = dict(ex.lookahead)
    with pytest.raises(UnprovenLaunchError, match="262,144-token Gemma vocabulary has no proved kernel"):
        ex.decode_tokens([SeqWork(20, (5,), 0, (50,))], [SamplingParams(0.8, 40, 0.9)], 1, [0])
    with pytest.raises(UnprovenLaunchError, match="--temperature 0"):
        ex.decode_tokens([SeqWork(20, (5,), 0, (50,)), SeqWork(21, (5,), 0, (51,))],
                         [SamplingParams(), SamplingParams(0.5)], 1, [0, 0])
    with pytest.raises(UnprovenLaunchError):
        ex.sample(ex.logits_host[:1], [SamplingParams(1.0)], 0, [0])
    assert ex.gate._launch.calls == [] and ex.lookahead == hot


def test_engine_greedy_run_through_the_gate(executor, tmp_path) -> None:
    """The Engine binds the proved KV pool and generates through the executor (prefill + device greedy)."""
    from backend.runtime.engine import Engine, Request

    ex = executor
    with pytest.raises(ConfigError, match="num_blocks"):
        Engine(ex, tmp_path / "bad", num_blocks=64)
    eng = Engine(ex, tmp_path / "run", num_blocks=ex.kv_blocks, max_seq_len=ex.max_context)
    assert ex.kv_view == eng.allocator.view() and ex.kv.nbytes == eng.layout.total_bytes
    ex.gate._launch.calls.clear()
    res = eng.generate([Request((5, 6, 7), 3, SamplingParams(), seq_id=1)])
    eng.close()
    assert res[0].tokens == (0, 0, 0)
    fns = {c[0][2] for c in ex.gate._launch.calls}
    assert {"greedy_part_f32", "greedy_final", "attention_window_d256_f16"} <= fns
    assert ex.summary()["arch"] == "gemma3"


def test_a_model_outside_the_profile_is_refused(executor) -> None:
    from dataclasses import replace

    from backend.cuda.gemma_executor import GemmaGpuExecutor, gemma_profile_mismatch

    ex = executor
    assert gemma_profile_mismatch(ex.config, ex.model.tensors, ex.profile) == []
    bad = replace(ex.config, hidden=1152, sliding_window=1024)
    got = gemma_profile_mismatch(bad, ex.model.tensors, ex.profile)
    assert any(s.startswith("hidden: model 1152") for s in got) and any("sliding_window" in s for s in got)
    with pytest.raises(ConfigError, match="gemma3 architecture"):
        GemmaGpuExecutor(SimpleNamespace(config=SimpleNamespace(arch="llama")), driver=GateDriver(), gate=ex.gate)


def test_fltc_run_starts_the_gemma_executor(model, monkeypatch) -> None:
    """backend.run._make_executor: a gemma3 model gets GemmaGpuExecutor; a sampled run is refused before any
    start-up work with --device gpu (with --device auto it falls back to the CPU spec executor, as any refusal)."""
    import backend.cuda.gemma_executor as ge
    from backend import run

    plan = SimpleNamespace(try_gpu=True, device="gpu", device_reason="test", gpu_start=None, temperature=0.8)
    with pytest.raises(UnprovenLaunchError, match="--temperature 0"):
        run._make_executor(plan, model, 64, 16, 10)
    made: list[Any] = []

    class Stub:
        max_context = 8192

        def __init__(self, m: Any, **kw: Any) -> None:
            made.append((m, kw))

    monkeypatch.setattr(ge, "GemmaGpuExecutor", Stub)
    plan.temperature = 0.0
    ex, device, _why = run._make_executor(plan, model, 64, 16, 10)
    assert isinstance(ex, Stub) and device == "gpu" and made[0][0] is model and made[0][1]["block_size"] == 16


def test_plain_launches_and_more_sequences_than_a_step(executor) -> None:
    """Without graphs every launch goes from the host through the gate (the plan, then the two greedy launches);
    70 sequences decode in two passes (64 + 6, exact shapes) and are sampled in two greedy batches."""
    from backend.cuda.gemma_executor import GemmaGpuExecutor

    ex0 = executor
    ex = GemmaGpuExecutor(ex0.model, physical_blocks=ex0.kv_blocks, driver=GateDriver(), gate=ex0.gate,
                          use_graphs=False)
    calls = ex.gate._launch.calls
    calls.clear()
    assert ex.greedy_step([SeqWork(1, (5, 6), 0, (3,))]) == [0]
    plan = ex._step(2, 1).plan
    assert [c[0][2] for c in calls] == [x.desc.entry for x in plan] + ["greedy_part_f32", "greedy_final"]
    calls.clear()
    toks = ex.greedy_step([SeqWork(i, (1,), 0, (i,)) for i in range(70)])
    assert toks == [0] * 70 and (64, 64) in ex._steps and (6, 6) in ex._steps
    entries = [c[0][2] for c in calls]
    assert entries.count("greedy_final") == 2 and entries.count("embedding_q8_0_scaled_f32") == 2


# ------------------------------------------------------------------------------ the plan run by spec operators
# A CPU stand-in for the device that runs each gated launch with the spec operator its kernel is proved against
# (spec.gemma / spec.norm / spec.gemm / spec.sliding_window / spec.attention, order "ascending"), reading and
# writing emulated device memory at the launch's real pointers. It checks the executor's wiring (which buffer,
# weight, norm, RoPE table, window, KV slot and row each launch gets, graphs, lookahead and chunking), not the
# kernels (tests/gpu does that): the executor's plan run this way must give the CPU spec executor's logits
# and tokens bit for bit.
ORDER = "ascending"


class EmuDriver(GateDriver):
    """GateDriver with memory: every allocation is a numpy byte array (the 4.8 GB KV pool stays zero pages
    except what is written); copies and launches run at once, or are recorded by a capture and run by a replay."""

    def __init__(self) -> None:
        super().__init__()
        self.mem: dict[int, np.ndarray] = {}
        self.rec: list[Any] | None = None
        self.weights: dict[tuple[int, int, str], Any] = {}  # dequantised weights by (ptr, bytes, type)
        self.layout: Any = None  # the bound KV layout (set by the test)

    def alloc(self, n: int) -> Any:
        b = super().alloc(n)
        self.mem[b.ptr] = np.zeros(max(int(n), 1), dtype=np.uint8)
        return b

    def upload(self, host: np.ndarray) -> Any:
        src = np.frombuffer(np.ascontiguousarray(host).tobytes(), dtype=np.uint8)
        b = self.alloc(src.nbytes)
        self.mem[b.ptr][:] = src
        return b

    def alloc_host_mapped(self, n: int) -> tuple[np.ndarray, Any]:
        host, b = super().alloc_host_mapped(n)
        self.mem[b.ptr] = host  # the same bytes seen from both sides
        return host, b

    def bytes_at(self, ptr: int, n: int) -> np.ndarray:
        base = max(p for p in self.mem if p <= ptr)
        arr = self.mem[base]
        assert ptr - base + n <= arr.nbytes, "access beyond an allocation"
        return arr[ptr - base: ptr - base + n]

    def _do(self, op: Any) -> None:
        if self.rec is not None:
            self.rec.append(op)
        else:
            op()

    def htod(self, buf: Any, host: np.ndarray, offset: int = 0, stream: Any = None) -> None:
        super().htod(buf, host, offset, stream)

        def op() -> None:
            self.bytes_at(buf.ptr + offset, host.nbytes)[:] = np.ascontiguousarray(host).reshape(-1).view(np.uint8)
        self._do(op)

    def dtoh(self, host: np.ndarray, buf: Any, offset: int = 0, stream: Any = None) -> None:
        super().dtoh(host, buf, offset, stream)

        def op() -> None:
            host.reshape(-1).view(np.uint8)[:] = self.bytes_at(buf.ptr + offset, host.nbytes)
        self._do(op)

    def dtoh_2d(self, host: np.ndarray, host_offset: int, host_pitch: int, buf: Any, offset: int, pitch: int,
                width: int, height: int, stream: Any) -> None:
        super().dtoh_2d(host, host_offset, host_pitch, buf, offset, pitch, width, height, stream)

        def op() -> None:
            out = host.reshape(-1).view(np.uint8)
            for r in range(height):
                out[host_offset + r * host_pitch: host_offset + r * host_pitch + width] = \
                    self.bytes_at(buf.ptr + offset + r * pitch, width)
        self._do(op)

    def memset8(self, buf: Any, v: int = 0, *a: Any, **k: Any) -> None:
        self.bytes_at(buf.ptr, buf.nbytes)[:] = v

    def capture(self, s: Any, gate: Any):
        import contextlib

        @contextlib.contextmanager
        def cap():
            out: list[Any] = []
            self.rec = []
            gate.begin_capture_log()
            try:
                yield out
            finally:
                ops, self.rec = self.rec, None
            out.append(("graph", tuple(gate.end_capture_log()), ops))
            self.graphs += 1
        return cap()

    def graph_launch(self, g: Any, s: Any) -> None:
        for op in g[2]:
            op()

    def kernel(self, d: Any, c: Any, args: Any) -> None:
        self._do(lambda: _emulate(self, d, c, args))


class EmuGate:
    """The real gate (admission, argument checks, capture log) plus the emulated execution of each launch."""

    def __init__(self, gate: Any, drv: EmuDriver) -> None:
        self.gate, self.drv = gate, drv

    def admit(self, d: Any, c: Any, keeps: Any = None) -> Any:
        return self.gate.admit(d, c, keeps=keeps)

    def launch(self, d: Any, c: Any, args: Any, stream: Any = None, keeps: Any = ()) -> None:
        self.gate.launch(d, c, args, stream, keeps=keeps)
        self.drv.kernel(d, c, args)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.gate, name)


def _emulate(drv: EmuDriver, d: Any, c: Any, a: Any) -> None:
    from spec.attention import paged_attention
    from spec.dequant import dequantize
    from spec.gemm import Weight, linear
    from spec.gemma import (
        geglu,
        neox_permutation,
        qk_rmsnorm,
        residual_add_wide,
        rmsnorm_wide,
        scale_embedding,
    )
    from spec.norm import rmsnorm_f32
    from spec.scalar import round_f16
    from spec.sliding_window import sliding_window_attention

    sc, name = c.scalar_map, d.name

    def buf(p: str, dtype: Any, shape: tuple[int, ...]) -> np.ndarray:
        n = int(np.prod(shape)) * np.dtype(dtype).itemsize
        return drv.bytes_at(a.pointers[p][0], n).view(dtype).reshape(shape)

    def attend(q: np.ndarray, out: np.ndarray | None = None) -> None:
        """The attention kernels' out rows (grid rows R = len(q)) over the launch's KV view."""
        R, Hq, mb, lay = len(q), sc["q_heads"], sc["max_blocks"], drv.layout
        Dh = lay.head_dim
        out = buf("out", np.float16, (R, Hq, Dh)) if out is None else out
        base = max(p for p in drv.mem if p <= a.pointers["kv"][0])
        layer = (a.pointers["kv"][0] - base) // lay.layer_stride
        pool = drv.mem[base][: lay.total_bytes]
        tables, lens = buf("block_tables", np.uint32, (R, mb)), buf("seq_lens", np.uint32, (R,))
        for r in range(R):
            n = int(lens[r])
            if n == 0:
                out[r] = 0.0
                continue
            bt, p = tables[r, : -(-n // 16)].astype(np.int64), np.array([n - 1])
            if sc["window"] >= mb * 16:  # the global layers: causal (the CPU executor's paged_attention)
                out[r] = paged_attention(q[r:r + 1], pool, lay, layer, bt, p, sc["scale"], order=ORDER)[0]
            else:
                out[r] = sliding_window_attention(q[r:r + 1], pool, lay, layer, bt, p, sc["scale"], sc["window"],
                                                  order=ORDER)[0]

    if name == "copy_u32":
        buf("dst", np.uint32, (sc["n"],))[:] = buf("src", np.uint32, (sc["n"],))
    elif name == "embedding_q8_0_scaled_f32":
        D, V, T = sc["D"], sc["V"], c.grid[1]
        ids, out, rb = buf("ids", np.uint32, (T,)), buf("out", np.float32, (T, D)), D // 32 * 34
        for t in range(T):
            row = dequantize(drv.bytes_at(a.pointers["table"][0] + int(ids[t]) * rb, rb), "Q8_0", D)
            out[t] = scale_embedding(row[None], sc["scale"])[0] if ids[t] < V else 0.0
    elif name in ("rmsnorm_wide_f16", "postnorm_add_f32", "postnorm_add_norm_f32"):
        M, D = c.grid[0], sc["D"]
        x, w = buf("x", np.float32, (M, D)), buf("w", np.float32, (D,))
        if name == "rmsnorm_wide_f16":
            buf("y", np.float16, (M, D))[:] = rmsnorm_wide(x.copy(), w.copy(), sc["eps"], order=ORDER)
        else:  # postnorm_add_norm_f32: the pair it fuses, in order
            x[:] = residual_add_wide(x.copy(), rmsnorm_f32(buf("y", np.float16, (M, D)).copy(), w.copy(), sc["eps"],
                                                           order=ORDER))
            if name == "postnorm_add_norm_f32":
                buf("xn", np.float16, (M, D))[:] = rmsnorm_wide(x.copy(), buf("wn", np.float32, (D,)).copy(),
                                                                sc["eps"], order=ORDER)
    elif name == "rmsnorm_wide_rows_f16":
        n, D = c.grid[0], sc["D"]
        rows = a.pointers["x"][1] // (4 * D)
        idx = buf("idx", np.uint32, (n,)).astype(np.int64)
        buf("y", np.float16, (n, D))[:] = rmsnorm_wide(buf("x", np.float32, (rows, D))[idx], buf("w", np.float32, (D,)),
                                                       sc["eps"], order=ORDER)
    elif name == "gemv_q5_0_pn_q8v_r1":
        from tests.kernels.test_gemma_pn_q8v import emulate_pn_q8v

        emulate_pn_q8v(drv, c, a)
    elif name.startswith("gemv_") and name != COMB_KERNEL:
        M, N, K = sc.get("M", 1), sc["N"], sc["K"]  # the norm-fused GEMVs (_pn) are one row, no M
        if "_pn" in name:  # postnorm_add_norm_f32's pair from x_in into x_out and xn, then the GEMV over xn
            x = residual_add_wide(buf("x_in", np.float32, (1, K)).copy(),
                                  rmsnorm_f32(buf("o", np.float16, (1, K)).copy(), buf("pw", np.float32, (K,)).copy(),
                                              sc["eps"], order=ORDER))
            buf("x_out", np.float32, (1, K))[:] = x
            buf("xn", np.float16, (1, K))[:] = rmsnorm_wide(x.copy(), buf("nw", np.float32, (K,)).copy(), sc["eps"],
                                                            order=ORDER)
        q = (name[5:].split("_r")[0].replace("_f32", "").replace("_glu", "").replace("head_", "").replace("_pn", "")
             .upper())
        key = (a.pointers["w"][0], c.buffer_map["w"].size_bytes, q)
        if key not in drv.weights:
            raw = drv.bytes_at(key[0], key[1])
            drv.weights[key] = Weight.of(dequantize(raw, q, N * K).reshape(N, K))
        y = linear(buf("xn" if "_pn" in name else "x", np.float16, (M, K)).copy(), drv.weights[key], order=ORDER)
        if "_glu" in name:  # the gate|up rows' f16 results, then geglu_rows_f16's values of them: y [M, N / 2]
            buf("y", np.float16, (M, N // 2))[:] = geglu(y[:, :N // 2], y[:, N // 2:])
        elif "_f32" in name:
            buf("y", np.float32, (M, N))[:] = y.astype(np.float32)
        else:
            buf("y", np.float16, (M, N))[:] = y
    elif name.startswith("dequant_"):  # load time: token_embd's f16 copy for the head's GEMM
        n = sc["n"]
        raw = drv.bytes_at(a.pointers["src"][0], c.buffer_map["src"].size_bytes)
        buf("dst", np.float16, (n,))[:] = dequantize(raw, name[8:].upper(), n)
    elif name in ("gemm_f16", "gemm_f16_f32"):  # C = linear(A, B) (f16, or f16 widened to f32)
        M, N, K = sc["M"], sc["N"], sc["K"]
        key = (a.pointers["B"][0], c.buffer_map["B"].size_bytes, "F16")
        if key not in drv.weights:
            drv.weights[key] = Weight.of(buf("B", np.float16, (N, K)).copy())
        y = linear(buf("A", np.float16, (M, K)).copy(), drv.weights[key], order=ORDER)
        buf("C", np.float32 if name == "gemm_f16_f32" else np.float16, (M, N))[:] = y
    elif name == "geglu_rows_f16":
        M, F = c.grid[1], sc["F"]
        gu = buf("gu", np.float16, (M, 2 * F)).copy()
        buf("out", np.float16, (M, F))[:] = geglu(gu[:, :F], gu[:, F:])
    elif name == COMB_KERNEL:  # the partials' combine (b1s_combine), the row's K/V into the cache, the GEMV
        from backend.kernels.b1s_layout import b1s_chunks, b1s_combine, part_floats

        Hkv, G, K, N = sc["kv_heads"], sc["G"], sc["K"], sc["N"]
        chunks = b1s_chunks(int(buf("seq_lens", np.uint32, (1,))[0]), sc["window"], G)
        x = b1s_combine(buf("part", np.float32, (part_floats(Hkv, G),)).copy(), chunks, Hkv, G)
        buf("xo", np.float16, (K,))[:] = x
        slot, row = int(buf("slots", np.uint32, (1,))[0]), Hkv * drv.layout.head_dim * 2
        if slot < sc["n_slots"]:
            kvrow = buf("kvrow", np.uint8, (2, row))
            off = a.pointers["kv"][0] + slot // 16 * sc["page_stride"] + slot % 16 * sc["token_stride"]
            drv.bytes_at(off, row)[:] = kvrow[0]
            drv.bytes_at(off + sc["plane_stride"], row)[:] = kvrow[1]
        key = (a.pointers["w"][0], c.buffer_map["w"].size_bytes, "Q4_K")
        if key not in drv.weights:
            drv.weights[key] = Weight.of(dequantize(drv.bytes_at(key[0], key[1]), "Q4_K", N * K).reshape(N, K))
        buf("y", np.float16, (1, N))[:] = linear(x[None].copy(), drv.weights[key], order=ORDER)
    elif name.startswith("qk_norm_rope_kv_d") or name in (QKATT_KERNEL, QKATT_B1S_KERNEL):  # fused: then attends
        T = c.grid[1] if name == QKATT_KERNEL else 1 if name == QKATT_B1S_KERNEL else c.grid[0]
        Hq, Hkv, Dh = sc["q_heads"], sc["kv_heads"], int(name.split("_d")[1].split("_")[0])
        half, eps = Dh // 2, sc["eps"]
        qk = buf("qk", np.float16, (T, Hq + Hkv, Dh)).copy()
        qkw = buf("qkw", np.float32, (2 * Dh,)).copy()
        pos = buf("positions", np.uint32, (T,)).astype(np.int64)
        P = a.pointers["cos_tab"][1] // (4 * half)
        cos, sin = buf("cos_tab", np.float32, (P, half))[pos], buf("sin_tab", np.float32, (P, half))[pos]
        perm = neox_permutation(Dh, Dh)

        def rope(x: np.ndarray) -> np.ndarray:  # spec.gemma.rope_neox with the launch's table rows
            y = x[:, :, perm].astype(np.float32)
            x0, x1 = y[:, :, 0::2].copy(), y[:, :, 1::2].copy()
            cc, ss = cos[:, None, :], sin[:, None, :]
            y[:, :, 0::2] = x0 * cc - x1 * ss
            y[:, :, 1::2] = x0 * ss + x1 * cc
            return round_f16(y)[:, :, np.argsort(perm)]

        qr = rope(qk_rmsnorm(qk[:, :Hq], qkw[:Dh], eps, order=ORDER))
        kr = rope(qk_rmsnorm(qk[:, Hq:], qkw[Dh:], eps, order=ORDER))
        if name not in (QKATT_KERNEL, QKATT_B1S_KERNEL):
            buf("q_out", np.float16, (T, Hq, Dh))[:] = qr
        v = buf("v", np.float16, (T, Hkv * Dh))
        slots, kv0, row = buf("slots", np.uint32, (T,)), a.pointers["kv"][0], Hkv * Dh * 2
        if name == QKATT_B1S_KERNEL:
            # kvrow = the row's k | v; the attention over the cache with that row in place (put back after: the
            # combining o-projection writes it), as one partial (m 0, l 1, acc = the f16 output) and empty chunks
            # (m -inf, l 0, acc 0), which b1s_combine turns back into the same f16 output
            from backend.kernels.b1s_layout import B1S_PART_FLOATS, b1s_chunks

            kvrow = buf("kvrow", np.uint8, (2, row))
            kvrow[0], kvrow[1] = np.ascontiguousarray(kr[0]).reshape(-1).view(np.uint8), v[0].view(np.uint8)
            out = np.zeros((1, Hq, Dh), np.float16)
            off = kv0 + int(slots[0]) // 16 * sc["page_stride"] + int(slots[0]) % 16 * sc["token_stride"]
            saved = [drv.bytes_at(o, row).copy() for o in (off, off + sc["plane_stride"])]
            drv.bytes_at(off, row)[:], drv.bytes_at(off + sc["plane_stride"], row)[:] = kvrow[0], kvrow[1]
            attend(qr, out)
            drv.bytes_at(off, row)[:], drv.bytes_at(off + sc["plane_stride"], row)[:] = saved
            G = sc["G"]
            count = b1s_chunks(int(buf("seq_lens", np.uint32, (1,))[0]), sc["window"], G).count
            part = buf("part", np.float32, (Hkv, G, B1S_PART_FLOATS))
            part[:, :count] = 0.0
            part[:, 1:count, : 2 * (Hq // Hkv)] = [-np.inf] * (Hq // Hkv) + [0.0] * (Hq // Hkv)
            part[:, 0, Hq // Hkv: 2 * (Hq // Hkv)] = 1.0
            part[:, 0, 2 * (Hq // Hkv):] = out.reshape(Hkv, -1).astype(np.float32)
            return
        for t in range(T):
            if slots[t] < sc["n_slots"]:
                off = kv0 + int(slots[t]) // 16 * sc["page_stride"] + int(slots[t]) % 16 * sc["token_stride"]
                drv.bytes_at(off, row)[:] = np.ascontiguousarray(kr[t]).reshape(-1).view(np.uint8)
                drv.bytes_at(off + sc["plane_stride"], row)[:] = v[t].view(np.uint8)
        if name == QKATT_KERNEL:
            attend(qr)
    elif name in ("attention_window_d256_f16", "attention_window_g4_d256_f16"):  # grids (group, kvh, R), (kvh, R)
        attend(buf("q", np.float16, (c.grid[2 if name == "attention_window_d256_f16" else 1], sc["q_heads"],
                                     drv.layout.head_dim)).copy())
    elif name == "greedy_part_f32":  # the emulation's part record: (best logit, its index) per chunk
        parts, B, ch = c.grid[0], c.grid[1], sc["chunk"]
        lg = buf("logits", np.float32, (B, parts, ch))
        part = buf("part", np.uint32, (B, parts, 2))
        best = np.argmax(lg, axis=2)
        part[:, :, 0] = np.take_along_axis(lg, best[:, :, None], 2)[:, :, 0].view(np.uint32)
        part[:, :, 1] = best + np.arange(parts)[None, :] * ch
    elif name == "greedy_final":
        B, parts = c.grid[0], sc["parts"]
        part = buf("part", np.uint32, (B, parts, 2))
        vals = part[:, :, 0].view(np.float32)
        buf("tokens", np.uint32, (B,))[:] = part[np.arange(B), np.argmax(vals, axis=1), 1]
    else:
        raise AssertionError(f"no emulation for {name}")


@pytest.mark.slow
@pytest.mark.parametrize("on", [False, True])
def test_the_plan_run_by_spec_operators_is_the_cpu_spec_executor(model, executor, monkeypatch, on: bool) -> None:
    """A 70-token prompt, its logits, then 3 more greedy tokens through decode_tokens (batch-1 lookahead feed
    graphs: the device writes each token into the next step's staging), emulated; the CPU spec executor (same
    order) gives the same logits bit for bit and the same tokens. The prompt runs twice: in passes of 64 + 6
    rows (the pass budget lowered to 64: a pass attends to the K/V its predecessor wrote), then as one pass
    (bucket 128, where every linear is gemm_f16 over its f16 copy), rewriting the same K/V rows. Twice: as shipped,
    and with the split-key attention + combining o-projection and the q|k + Q8_0 v GEMV on (`on`)."""
    import gc

    from backend.cuda.gemma_executor import GemmaGpuExecutor
    from backend.kernels import registry_gemma, registry_gemma_step
    from backend.model.gemma3 import Gemma3CpuExecutor, load_gemma3_weights
    from backend.model.tokenizer import Tokenizer

    monkeypatch.setattr(registry_gemma, "GEMMA_PN_Q8V_FUSE", on)
    monkeypatch.setattr(registry_gemma_step, "GEMMA_B1S_SPLIT", on)

    tok = Tokenizer.from_model(model)
    ids = tuple(tok.encode("The capital of France is Paris. " * 12))[:70]
    assert len(ids) == 70
    table, new = tuple(range(10, 16)), 4
    cpu = Gemma3CpuExecutor(load_gemma3_weights(model, progress=False), physical_blocks=64, gemm_order=ORDER)
    want_logits = cpu.forward([SeqWork(1, ids, 0, table)])[0]
    want = [int(np.argmax(want_logits))]
    for s in range(new - 1):
        want.append(int(np.argmax(cpu.forward([SeqWork(1, (want[-1],), len(ids) + s, table)])[0])))
    del cpu
    gc.collect()
    drv = EmuDriver()
    ex = GemmaGpuExecutor(model, physical_blocks=executor.kv_blocks, driver=drv, gate=EmuGate(executor.gate, drv))
    drv.layout = ex.layout
    ex.max_tokens = 64
    got_logits = ex.forward([SeqWork(1, ids, 0, table)])[0]
    assert (64, 1) in ex._steps and (8, 1) in ex._steps and (128, 1) not in ex._steps
    np.testing.assert_array_equal(got_logits, want_logits)
    ex.max_tokens = 512
    got_logits = ex.forward([SeqWork(1, ids, 0, table)])[0]
    assert (128, 1) in ex._steps
    np.testing.assert_array_equal(got_logits, want_logits)
    got = [int(np.argmax(got_logits))]
    for s in range(new - 1):  # greedy_part_f32 + greedy_final in the feed graphs write each next step's id
        got += ex.decode_tokens([SeqWork(1, (got[-1],), len(ids) + s, table)], [SamplingParams()], 0, [0])
    ex.settle()
    assert ex.lookahead["used"] >= 1 and "greedy" in ex._steps[(1, 1)].feed
    assert got == want


@pytest.mark.parametrize("variant", ["b1s", "pnv", "b1s_pnv", "pn_off"])  # exp_gemma_b1_ab.VARIANTS
def test_ab_variants_are_admitted(model, executor, monkeypatch, variant: str) -> None:
    """benchmarks/exp_gemma_b1_ab.py's variants (the split-key attention, the q|k + v GEMV or the norm-fused GEMVs
    off) plan batch-1 steps whose every launch the gate admits from a committed artifact, so the device A/B is never
    refused halfway; and each variant launches what it names."""
    from backend.cuda import gemma_plan
    from backend.cuda.gemma_executor import GemmaGpuExecutor
    from backend.kernels import registry_gemma, registry_gemma_step
    from benchmarks.exp_gemma_b1_ab import variant_settings

    v = variant_settings(variant)
    monkeypatch.setattr(registry_gemma, "GEMMA_PN_FUSE", v.pn_fuse)
    monkeypatch.setattr(registry_gemma, "GEMMA_PN_Q8V_FUSE", v.pnv_fuse)
    monkeypatch.setattr(registry_gemma_step, "GEMMA_B1S_SPLIT", v.b1s_split)
    monkeypatch.setattr(gemma_plan, "QKATT_KERNEL", v.qkatt)
    ex = GemmaGpuExecutor(model, physical_blocks=executor.kv_blocks, driver=executor.driver, gate=executor.gate)
    try:
        plan = ex._step(1, 1).plan + ex._greedy_launches(1)
        names = [x.desc.name for x in plan]
        assert names.count(QKATT_B1S_KERNEL) == names.count(COMB_KERNEL) == (18 if v.b1s_split else 0)
        assert names.count(v.qkatt) == (0 if v.b1s_split else 15)
        assert names.count("gemv_q5_0_pn_q8v_r1") == (8 if v.pnv_fuse and v.pn_fuse else 0)
        assert len(names) == {"b1s": 106, "pnv": 101, "b1s_pnv": 98, "pn_off": 144}[variant]
        assert (names.count("postnorm_add_norm_f32") == 36) == (not v.pn_fuse)
        for x in plan:
            path = ex.gate.admit(x.desc, x.config).artifact_path
            assert path.startswith("proofs/" + x.desc.name + "/") and (REPO / path).is_file(), (x.desc.name, path)
    finally:
        ex.close()


def test_ab_default_is_what_ships() -> None:
    """exp_gemma_b1_ab's "default" variant is the module switches as shipped (so the A/B's baseline is the step
    every other benchmark measures)."""
    from backend.cuda import gemma_plan
    from backend.kernels import registry_gemma, registry_gemma_step
    from benchmarks.exp_gemma_b1_ab import VARIANTS

    v = VARIANTS["default"]
    assert (registry_gemma.GEMMA_PN_FUSE, registry_gemma.GEMMA_PN_Q8V_FUSE, registry_gemma_step.GEMMA_B1S_SPLIT,
            gemma_plan.QKATT_KERNEL) == (v.pn_fuse, v.pnv_fuse, v.b1s_split, v.qkatt)
