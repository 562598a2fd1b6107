"""The launch plan of one Gemma 3 GPU step, and its greedy tail (two-stage greedy over 262,144 tokens).

Why its own module: the Llama planner (backend/cuda/step_plan.py) plans the Llama step (fused Q4_1 GEMVs with
RMSNorm, RoPE and the residual add inside); Gemma 3's step is other kernels in another order
(backend/kernels/registry_gemma.py and registry_gemma_step.py, whose docstrings list them), with a binary32
residual stream, post-norms, QK-norm and two attention windows. What is shared is kept: the step cache, the
staging and its inputs (registry.step_inputs), CUDA graph capture and the batch-1 lookahead; GemmaPlanner
overrides only the plan, the greedy tail (greedy_part_f32 + greedy_final instead of greedy_f32) and the depth
variants (Gemma's attention has one kernel at every depth, so a batch-1 step has no split variants).

Per step of T token rows and S sequences (every launch through the gate, admitted while planning):
  embedding_q8_0_scaled_f32 (ids -> x, the f32 stream)
  rmsnorm_wide_f16 (layer 0's attn_norm), then per layer: q|k GEMV, v GEMV -> qk_norm_rope_kv_d256_f16
  (q_out, K/V write; the layer's RoPE tables: local base 10,000 or global base freq_base) ->
  attention_window_d256_f16 (window sliding_window on local layers, max_context on global ones; from 17 rows the
  local layers' attention_window_g4_d256_f16, GemmaStepProfile.attention_kernel; at one row the local layers'
  qk_norm_rope_kv + attention are one qk_rope_attention_b1_d256_f16, GemmaStepProfile.fused_qk_attention) ->
  o GEMV ->
  postnorm_add_norm_f32 (post_attention_norm, then ffn_norm) -> gate|up GEMV -> geglu_rows_f16 -> down GEMV ->
  postnorm_add_norm_f32 (post_ffw_norm, then the next layer's attn_norm; the last layer: postnorm_add_f32);
  at one row (registry_gemma.gemma_fused_qkv / gemma_gate_up_glu_kernel) a layer whose attn_v has q|k's type
  runs q|k and v as one GEMV over Wq|Wk|Wv (its output's two parts are qk_norm_rope's qk and v), and every
  layer's gate|up GEMV + geglu_rows_f16 is one GEMV (gemv_q5_0_glu_r1) whose epilogue stores the geglu of its
  gate and up rows into act (8 or 9 launches a layer instead of 10); at one row the post-norms but the last run
  inside the next GEMV (registry_gemma.gemma_postnorm_gemv_kernel: post_attention_norm + ffn_norm in the gate|up
  GEMV, post_ffw_norm + the next attn_norm in the next layer's q|k or q|k|v GEMV, whose CTA 0 also writes xn for a
  separate v GEMV), the residual stream moving ws["x"] -> ws["x2"] -> ws["x"] each layer (the kernel's x_in and
  x_out are two buffers); at one row a layer whose attn_v is Q8_0 computes v's rows as extra CTAs of that
  q|k GEMV (registry_gemma.gemma_pn_q8v_gemv_kernel), and every layer's attention is the split-key
  qk_rope_attention_b1s_d256_f16 (registry_gemma_step.split_qk_attention: the keys over G CTAs, partials in
  ws["b1s_part"], the row's k/v in ws["kvrow"]) whose partials the o-projection gemv_q4_k_comb_r1 combines in its
  prologue, writing the row's K/V into the cache (the attention never writes the cache, so no CTA's key read can
  race with it): 5 launches a layer, 98 a batch-1 greedy step (was 144, then 109)
  rmsnorm_wide_rows_f16 (output_norm of each sequence's last row; at one row the last layer's
  postnorm_add_norm_f32 with output_norm: the same bits) -> tied head (f32 logits): gemv_q8_0_f32,
  or from HEAD_GEMM_FROM sequences gemm_f16_f32 over token_embd's f16 copy
and, when the step samples greedily on the device, greedy_part_f32 + greedy_final.
GemmaPlanner is a mixin of backend.cuda.gemma_executor.GemmaGpuExecutor (it reads the same attributes as
StepPlanner, plus rope_local / rope_global and the per-layer weight dicts of _upload_weights).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from backend.cuda.step_plan import _Launch, _Staging, _Step, check_dependents
from backend.kernels.registry import KV_BLOCK_SIZE, step_inputs
from backend.kernels.registry_gemma import (
    COMB_KERNEL,
    gemma_dependent_launch,
    gemma_fused_qkv,
    gemma_gate_up_glu_kernel,
    gemma_head_kernel,
    gemma_linear_kernel,
    gemma_pn_q8v_gemv_kernel,
    gemma_postnorm_gemv_kernel,
)
from backend.kernels.registry_gemma_step import (
    GREEDY_PARTS,
    QKATT_B1S_KERNEL,
    QKATT_KERNEL,
    GemmaStepProfile,
    qk_rope_kernel,
    qkatt_b1s_G,
    split_qk_attention,
)
from fltc.errors import UnprovenLaunchError
from spec.kv_layout import KVLayout

# buckets of the prefill / mixed steps (decode steps launch their exact shape): every count 1..max_rows is
# proved (the families of registry_gemma*), the buckets only bound how many step graphs get captured; the
# sequence buckets are those up to max_seqs, the row buckets those up to max_rows
GEMMA_BUCKETS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 512)


@dataclass(frozen=True)
class GemmaRunProfile:
    """What the shared mixins (step_plan, graphs, kv_io) read as `executor.profile`, for a Gemma step profile.

    A prefill is chunked into passes of max_rows rows (of at most max_seqs sequences); the wide Q5_0 linears
    are GEMMs from registry_gemma.LINEAR_GEMM_FROM rows, every linear from LINEAR_GEMM_ALL_FROM, the head from
    HEAD_GEMM_FROM sequences, the rest GEMVs."""

    name: str
    step: GemmaStepProfile

    @property
    def physical_blocks(self) -> int:
        return self.step.physical_blocks

    @property
    def max_context(self) -> int:
        return self.step.max_context

    @property
    def max_rows(self) -> int:
        return self.step.max_rows

    @property
    def kv_slots(self) -> int:
        return self.step.physical_blocks * KV_BLOCK_SIZE

    @property
    def max_blocks_per_seq(self) -> int:
        return self.step.max_context // KV_BLOCK_SIZE

    @property
    def max_seqs(self) -> int:
        return self.step.max_seqs

    @property
    def decode_buckets(self) -> tuple[int, ...]:
        """Sequence buckets (a decode batch, the head's and greedy's rows): up to max_seqs."""
        return tuple(b for b in GEMMA_BUCKETS if b <= self.max_seqs)

    @property
    def row_buckets(self) -> tuple[int, ...]:
        return tuple(b for b in GEMMA_BUCKETS if b <= self.max_rows)

    def uses_gemv(self, rows: int) -> bool:
        return 0 < rows <= self.max_rows

    def kv(self) -> KVLayout:
        m = self.step.gemma.model
        return KVLayout(m.layers, self.physical_blocks, block_size=KV_BLOCK_SIZE, kv_heads=m.kv_heads,
                        head_dim=m.head_dim)


def sampling_refusal(vocab: int) -> UnprovenLaunchError:
    """The error of a Gemma step asked to sample with temperature > 0 (there is no host fallback)."""
    return UnprovenLaunchError(
        f"sampling with temperature > 0 over the {vocab:,}-token Gemma vocabulary has no proved kernel: "
        f"sample_f32 / sample_topk_f32 are declared and proved for the Llama profile's vocabulary only, and "
        f"registry_gemma_step declares greedy (greedy_part_f32 + greedy_final) alone; run greedy "
        f"(--temperature 0), or declare and prove a sampling configuration for V = {vocab} first")


class GemmaPlanner:
    """Planning of a Gemma 3 step (mixin of GemmaGpuExecutor, before GpuExecutor in its bases)."""

    def _gemv(self, w: Any, x: Any, y: Any, rows: int) -> _Launch:
        """y = x W^T in the kernel registry_gemma.gemma_linear_kernel picks for the weight and `rows` (gemm_f16
        on its f16 copy, or the GEMV tile of its type); a programmatic dependent where gemma_dependent_launch says
        so and the kernel waits (its `stable` weights), as the registry."""
        kern = gemma_linear_kernel(self.profile.step.gemma, w.qtype, w.n, rows)
        if kern == "gemm_f16":
            return self._prepare_kernel(kern, {"A": x, "B": w.f16, "C": y}, M=rows, N=w.n, K=w.k)
        dep = gemma_dependent_launch(rows) and self.registry[kern].stable is not None
        return self._prepare_kernel(kern, {"x": x, "w": w.raw, "y": y}, M=rows, N=w.n, K=w.k, overlap=dep)

    def _plan(self, T: int, S: int, inp: dict[str, Any], n_splits: int | None = None) -> list[_Launch]:
        """Every launch of one Gemma step over T token rows and S sequences, in order (n_splits: unused,
        Gemma's attention is one kernel at every depth)."""
        cfg, ws, kvv, sp = self.config, self.ws, self.kv_view, self.profile.step
        m = sp.gemma.model
        D, eps = m.hidden, sp.rms_eps
        dep_t, dep_s = gemma_dependent_launch(T), gemma_dependent_launch(S)
        kv_strides = {"token_stride": kvv.token_stride, "page_stride": kvv.page_stride,
                      "plane_stride": kvv.plane_stride}  # from the allocator; packing checks the proved values
        plan = [self._prepare_kernel("embedding_q8_0_scaled_f32",
                                     {"table": self.w_embed.raw, "ids": inp["ids"], "out": ws["x"]},
                                     T=T, D=D, V=m.vocab, scale=math.sqrt(D))]

        def norm(w: Any) -> _Launch:
            return self._prepare_kernel("rmsnorm_wide_f16", {"x": ws["x"], "w": w, "y": ws["xn"]}, M=T, D=D,
                                        eps=eps, overlap=dep_t)

        # the residual stream's buffer: ws["x"], or at one row ws["x2"] after a norm-fused GEMV (x_in -> x_out: every
        # CTA reads x_in while CTA 0 writes x_out, so the stream ping-pongs between the two rows)
        res = ws["x"]

        def post_add(w: Any, wn: Any = None, xn: Any = None) -> _Launch:
            """x += rmsnorm(o, w); with wn, also xn = rmsnorm_wide(x, wn) in the same launch (into ws["xn"])."""
            if wn is None:
                return self._prepare_kernel("postnorm_add_f32", {"x": res, "y": ws["o"], "w": w}, M=T, D=D,
                                            eps=eps, overlap=dep_t)
            return self._prepare_kernel("postnorm_add_norm_f32", {"x": res, "y": ws["o"], "w": w, "wn": wn,
                                                                  "xn": ws["xn"] if xn is None else xn},
                                        M=T, D=D, eps=eps, overlap=dep_t)

        def post_gemv(kern: str, w: Any, pw: Any, nw: Any, y: Any, wv: Any = None) -> _Launch:
            """The post-norm (pw) + residual add + the next RMSNorm (nw, into ws["xn"]) inside the next GEMV (w -> y):
            registry_gemma.gemma_postnorm_gemv_kernel; the stream moves to the other residual buffer. With wv
            (registry_gemma.gemma_pn_q8v_gemv_kernel) also v's Q8_0 rows over the same row, into ws["v"]."""
            nonlocal res
            x_in, res = res, (ws["x2"] if res is ws["x"] else ws["x"])
            args = {"x_in": x_in, "o": ws["o"], "pw": pw, "nw": nw, "x_out": res, "xn": ws["xn"], "w": w.raw, "y": y}
            shape = {"N": w.n, "K": w.k}
            if wv is not None:
                args |= {"wv": wv.raw, "yv": ws["v"]}
                shape["Nv"] = wv.n
            return self._prepare_kernel(kern, args, M=T, **shape, eps=eps,
                                        overlap=dep_t and self.registry[kern].stable is not None)

        post_ffw: Any = None  # the previous layer's post_ffw_norm, applied before (or inside) this layer's first GEMV

        plan.append(norm(self.layers[0]["attn_norm"]))
        for li, W in enumerate(self.layers):
            kv_l = self.kv.view(kvv.k_base + li * kvv.layer_stride, kvv.plane_stride + kvv.layer_stride)
            cos, sin = self.rope_global if cfg.is_global(li) else self.rope_local
            window = sp.max_context if cfg.is_global(li) else sp.sliding_window
            qkv = "wqkv" in W and gemma_fused_qkv(sp.gemma, W["wv"].qtype, T)
            first = W["wqkv"] if qkv else W["wqk"]
            pn = None if post_ffw is None else gemma_postnorm_gemv_kernel(sp.gemma, first.qtype, first.n, T)
            # a Q8_0 attn_v (not in q|k): its rows as extra CTAs of the norm-fused q|k GEMV (into ws["v"])
            pnv = (None if pn is None or qkv
                   else gemma_pn_q8v_gemv_kernel(sp.gemma, W["wqk"].qtype, W["wv"].qtype, T))
            if pnv is not None:
                plan.append(post_gemv(pnv, first, post_ffw, W["attn_norm"], ws["qk"], W["wv"]))
            elif pn is not None:  # the previous layer's post_ffw_norm + this attn_norm inside the first GEMV
                plan.append(post_gemv(pn, first, post_ffw, W["attn_norm"], ws["qk"]))
            else:
                if post_ffw is not None:
                    plan.append(post_add(post_ffw, W["attn_norm"]))
                plan.append(self._gemv(first, ws["xn"], ws["qk"], T))
            if qkv:
                # one GEMV over Wq|Wk|Wv writing [1, q|k | v]; qk_norm_rope_kv reads its two parts (one row: the
                # row strides do not matter)
                qk_in, v_in = ws["qk"].view(0, 2 * W["wqk"].n), ws["qk"].view(2 * W["wqk"].n, 2 * W["wv"].n)
            else:  # v reads ws["xn"] (a norm-fused q|k GEMV's CTA 0 wrote it), unless that GEMV computed it (pnv)
                if pnv is None:
                    plan.append(self._gemv(W["wv"], ws["xn"], ws["v"], T))
                qk_in, v_in = ws["qk"], ws["v"]
            rope_in = {"qk": qk_in, "v": v_in, "qkw": W["qkw"], "positions": inp["positions"], "cos_tab": cos,
                       "sin_tab": sin, "slots": inp["slots"], "kv": kv_l, "n_slots": self.n_slots, **kv_strides}
            att_in = {"block_tables": inp["tables"], "seq_lens": inp["seq_lens"], "out": ws["att"]}
            split = split_qk_attention(sp, window, T, W["wo"].qtype)
            if split:  # the keys over G CTAs (partials in ws["b1s_part"], the row's k/v in ws["kvrow"]), combined
                # by the o-projection below, which also writes the row's K/V into the cache
                G = qkatt_b1s_G(sp, window)
                att_in = {"block_tables": inp["tables"], "seq_lens": inp["seq_lens"], "part": ws["b1s_part"],
                          "kvrow": ws["kvrow"]}
                plan.append(self._prepare_kernel(
                    QKATT_B1S_KERNEL, {**rope_in, **att_in}, R=T, **sp.attention_shape(window), eps=eps,
                    positions=sp.max_context, G=G, overlap=dep_t))
            elif sp.fused_qk_attention(window, T):  # one launch: QK-norm + RoPE + K/V write + the group's attention
                plan.append(self._prepare_kernel(
                    QKATT_KERNEL, {**rope_in, **att_in}, R=T, **sp.attention_shape(window), eps=eps,
                    positions=sp.max_context, overlap=dep_t))
            else:
                plan.append(self._prepare_kernel(qk_rope_kernel(m.head_dim), {**rope_in, "q_out": ws["q"]}, T=T,
                                                 **sp.qk_rope_shape(), overlap=dep_t))
                plan.append(self._prepare_kernel(
                    sp.attention_kernel(window, T), {"q": ws["q"], "kv": kv_l, **att_in, **kv_strides},
                    R=T, **sp.attention_shape(window), overlap=dep_t))
            if split:  # o = W_o combine(partials); xo = the attention output (ws["att"]); kvrow -> the cache row
                wo = W["wo"]
                plan.append(self._prepare_kernel(
                    COMB_KERNEL, {"part": ws["b1s_part"], "kvrow": ws["kvrow"], "seq_lens": inp["seq_lens"],
                                  "slots": inp["slots"], "kv": kv_l, "w": wo.raw, "y": ws["o"], "xo": ws["att"],
                                  "n_slots": self.n_slots, **kv_strides},
                    M=T, N=wo.n, K=wo.k, kv_heads=m.kv_heads, window=window, G=G, layers=m.layers,
                    physical_blocks=sp.physical_blocks, overlap=dep_t and self.registry[COMB_KERNEL].stable is not None))
            else:
                plan.append(self._gemv(W["wo"], ws["att"], ws["o"], T))
            glu = gemma_gate_up_glu_kernel(sp.gemma, W["wgu"].qtype, T)
            pn_glu = gemma_postnorm_gemv_kernel(sp.gemma, W["wgu"].qtype, W["wgu"].n, T, glu=True)
            if pn_glu is not None:  # post_attention_norm + ffn_norm inside the gate|up GEMV (+ its geglu epilogue)
                plan.append(post_gemv(pn_glu, W["wgu"], W["post_attn_norm"], W["ffn_norm"], ws["act"]))
            elif glu is not None:  # geglu in the gate|up GEMV's epilogue (bit for bit the GEMV + geglu_rows_f16)
                wg = W["wgu"]
                plan.append(post_add(W["post_attn_norm"], W["ffn_norm"]))
                plan.append(self._prepare_kernel(glu, {"x": ws["xn"], "w": wg.raw, "y": ws["act"]}, M=T, N=wg.n,
                                                 K=wg.k, overlap=dep_t and self.registry[glu].stable is not None))
            else:
                plan.append(post_add(W["post_attn_norm"], W["ffn_norm"]))
                plan.append(self._gemv(W["wgu"], ws["xn"], ws["gu"], T))
                plan.append(self._prepare_kernel("geglu_rows_f16", {"gu": ws["gu"], "out": ws["act"]}, M=T,
                                                 F=m.ffn))  # stream-ordered: geglu_rows has no griddepcontrol
            plan.append(self._gemv(W["wdown"], ws["act"], ws["o"], T))
            if li + 1 < len(self.layers):  # with the next layer's attn_norm, at (or inside) its first GEMV
                post_ffw = W["post_ffw_norm"]
            elif T == 1:  # the one row is the one sequence's last: output_norm fused into the last post-norm
                plan.append(post_add(W["post_ffw_norm"], self.w_norm, ws["last_n"]))
            else:
                plan.append(post_add(W["post_ffw_norm"]))
        if T > 1:  # each sequence's last row -> output_norm (at one row the last post-norm launch did it)
            plan.append(self._prepare_kernel("rmsnorm_wide_rows_f16", {"x": res, "idx": inp["last"],
                                                                       "w": self.w_norm, "y": ws["last_n"]},
                                             n_out=S, rows_in=sp.max_rows, D=D, eps=eps, overlap=dep_s))
        # the tied head (f32 logits) over last_n
        head = gemma_head_kernel(sp.gemma, S)
        if head == "gemm_f16_f32":  # token_embd's f16 copy [vocab, hidden] is the GEMM's B
            plan.append(self._prepare_kernel(head, {"A": ws["last_n"], "B": self.w_embed.f16, "C": ws["logits"]},
                                             M=S, N=m.vocab, K=D))
        else:
            plan.append(self._prepare_kernel(head, {"x": ws["last_n"], "w": self.w_embed.raw, "y": ws["logits"]},
                                             M=S, N=m.vocab, K=D, overlap=dep_s and self.registry[head].stable
                                             is not None))
        check_dependents(plan)
        return plan

    def _variant(self, base: _Step, n_splits: int) -> _Step:
        """A batch-1 step is the same at every depth (attention_window_d256_f16 has no split count)."""
        return base

    # ------------------------------------------------------------------ the greedy tail
    def _greedy_launches(self, B: int, tokens: Any = None) -> list[_Launch]:
        """greedy_part_f32 over the B rows of ws["logits"], then greedy_final writing B tokens to `tokens`
        (default ws["tokens"]); programmatic dependents where gemma_dependent_launch(B) says so (the
        configurations registry_gemma_step declares)."""
        ws, V = self.ws, self.vocab
        tokens = ws["tokens"] if tokens is None else tokens
        dep = gemma_dependent_launch(B)
        key = ("gemma_greedy", B, dep, tokens.ptr, 0, 0)
        got = self._sample_plans.get(key)
        if got is None:
            part = self._prepare_kernel("greedy_part_f32", {"logits": ws["logits"], "part": ws["part"]}, B=B, V=V,
                                        parts=GREEDY_PARTS, overlap=dep)
            final = self._prepare_kernel("greedy_final", {"part": ws["part"], "tokens": tokens}, B=B,
                                         parts=GREEDY_PARTS, overlap=dep)
            got = self._sample_plans[key] = [part, final]  # type: ignore[assignment]
        return list(got)  # type: ignore[arg-type]

    def _greedy_graph(self, st: _Step) -> Any:
        """The step's graph + the two greedy launches + (not zero-copy) the tokens' copy to the pinned host
        buffer: one graph launch and one wait per greedy decode step (captured once, through the gate)."""
        if st.graph_greedy is None:
            tail = self._greedy_launches(st.seqs, self.tokens_mapped[1] if st.zero_copy else None)
            check_dependents([*st.plan, *tail])
            drv, s = self.driver, self.stream
            with drv.capture(s, self.gate) as graphs:
                if not st.zero_copy:
                    drv.htod(st.inputs, st.staging.host, stream=s)
                for y in (*st.plan, *tail):
                    self.gate.launch(y.desc, y.config, y.args, s, keeps=y.keeps)
                if not st.zero_copy:
                    drv.dtoh(self.tokens_host[:st.seqs], self.ws["tokens"], stream=s)
            st.graph_greedy = graphs[0]
            drv.graph_upload(st.graph_greedy, s)
        return st.graph_greedy

    def _feed(self, st: _Step, mode: str) -> tuple[tuple[Any, Any], tuple[_Staging, _Staging], None]:
        """The batch-1 lookahead's two greedy graphs (graphs.StepGraphs._feed's wiring): graph k = copy_u32
        from staging k, the step's plan, greedy_part_f32 + greedy_final writing the token into staging
        1 - k's ids. Any other mode samples: refused (no proved configuration)."""
        if mode != "greedy":
            raise sampling_refusal(self.vocab)
        if st.feed_stg is None:
            st.feed_stg = (st.staging, self._staging(1, 1, mapped=True))
        stg = st.feed_stg
        if mode not in st.feed:
            ids_off = step_inputs(1, 1, self.max_blocks)[0]["ids"][0]
            st.feed[mode] = self._capture_feed_pair(  # type: ignore[attr-defined] - StepGraphs's (GpuExecutor)
                st, stg, lambda k: self._greedy_launches(1, stg[1 - k].mapped.view(ids_off, 4)))
        return st.feed[mode], stg, None
