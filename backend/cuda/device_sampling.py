"""Sampling on the device: greedy_f32 / sample_topk_f32 / sample_f32 over the f32 logits a step left in
ws["logits"], with the spec's Philox4x32-10 counters and seed convention.

Why its own module: which sampling kernel a batch gets (topk_op), how its per-row parameters reach the
device (pinned and copied, or device-mapped for the lookahead's feed graphs) and how the tokens come back
are one job, independent of the step's plan. There is no host fallback: a batch with no proved sampling
configuration fails with UnprovenLaunchError.

DeviceSampling is a mixin of backend.cuda.gpu_executor.GpuExecutor: it reads the executor's vocab,
max_seqs, registry, gate, driver, stream, ws, sample_host, tokens_host / tokens_mapped and the last
forward's bookkeeping (_last_logits, _device_rows), and calls settle() and _prepare().
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from backend.cuda.step_plan import KERNELS, _Launch
from backend.kernels.registry import REGISTRY, sections
from backend.runtime.executor import ExecutorError, SamplingError, SamplingParams

INVALID_TOKEN = 0xFFFFFFFF
# sample_topk_f32 (backend/kernels/src/sampling_topk.cu; tests/kernels/test_sample_topk_model.py checks both
# values against its #defines): one pass over the row for 0 < top_k <= SAMPLE_TOPK_MAX; RETRY_TOKEN marks a
# row it could not draw (a thread held five of the k best), which sample_f32 then draws.
SAMPLE_TOPK_MAX = 256
RETRY_TOKEN = 0xFFFFFFFE



def topk_op(params: Sequence[SamplingParams], vocab: int, registry: Any = REGISTRY) -> str:
    """The sampling kernel for a batch with a temperature > 0: sample_topk_f32 when the registry has it
    and every sampled row's top-k is on and at most SAMPLE_TOPK_MAX (greedy rows draw the argmax in
    either kernel), else sample_f32 (top_k = 0 or > SAMPLE_TOPK_MAX keeps the bisections over the row)."""
    ks = [min(int(p.top_k), vocab) for p in params if float(p.temperature) != 0.0]
    ok = KERNELS["sample_topk"] in registry and vocab > SAMPLE_TOPK_MAX
    return "sample_topk" if ok and ks and all(0 < k <= SAMPLE_TOPK_MAX for k in ks) else "sample"


@dataclass
class _SampleParams:
    """sample_f32's per-row parameters (max_seqs rows) in host memory: pinned (_sample_device copies
    them to the ws buffers) or device-mapped (one set per sampled feed graph, read by the kernel)."""

    host: dict[str, np.ndarray]  # temps f32, top_ks u32, top_ps f32, seeds u64, counters u64 (max_seqs rows)
    dev: dict[str, Any] | None  # the same sections as device addresses (None: pinned, copied up by htod)



class DeviceSampling:
    """Device sampling (mixin of GpuExecutor; see the module docstring for what it reads)."""

    def sample(self, logits: np.ndarray, params: list[SamplingParams], seed: int,
               counters: list[int]) -> list[int]:
        """One token per row, drawn on the device with the spec's counter-based RNG (seed, counters[r]).

        When ``logits`` is the array the last forward returned, the kernels read the identical f32
        rows still on the device; otherwise the rows are copied up first (same values either way)."""
        self.settle()
        logits = np.asarray(logits)
        n = len(logits)
        if len(params) != n or len(counters) != n:
            raise ExecutorError("sample: logits, params and counters differ in length")
        if logits.ndim != 2 or logits.shape[1] != self.vocab:
            raise ExecutorError(f"sample: logits of shape {logits.shape}, expected (rows, {self.vocab})")
        self._check_params(params, seed, counters)
        if n == 0:
            return []
        if logits is self._last_logits and n == self._device_rows and n <= self.max_seqs:
            self._device_rows = None
            return self._sample_device(n, params, seed, counters)
        out: list[int] = []
        for a in range(0, n, self.max_seqs):
            b = min(n, a + self.max_seqs)
            rows = np.ascontiguousarray(logits[a:b], dtype=np.float32)
            self.driver.htod(self.ws["logits"], rows, stream=self.stream)
            self._last_logits, self._device_rows = None, None
            out += self._sample_device(b - a, params[a:b], seed, counters[a:b])
        return out

    @staticmethod
    def _check_params(params: list[SamplingParams], seed: int, counters: list[int]) -> None:
        if not 0 <= int(seed) < 1 << 64:
            raise SamplingError(f"sample: seed {seed} is not an unsigned 64-bit value")
        for p, c in zip(params, counters, strict=True):
            t, k, tp = float(p.temperature), int(p.top_k), float(p.top_p)
            if not (math.isfinite(t) and t >= 0.0) or k < 0 or not 0.0 < tp <= 1.0 or not 0 <= int(c) < 1 << 64:
                raise SamplingError(f"sample: invalid parameters {p} / counter {c} (temperature finite >= 0, "
                                    f"top_k >= 0, 0 < top_p <= 1, counter u64)")

    def _sample_launch(self, op: str, B: int, overlap: bool = False, tokens: Any = None,
                       params: dict[str, Any] | None = None) -> _Launch:
        """tokens: where the kernel writes the tokens (e.g. the device-mapped tokens_mapped, or the next
        staging's ids in the lookahead's feed graphs); default ws["tokens"]. params: sample_f32's
        per-row parameter buffers (default the ws ones _sample_device fills)."""
        ws = self.ws
        tokens = ws["tokens"] if tokens is None else tokens
        params = params or {k: ws[k] for k in ("temps", "top_ks", "top_ps", "seeds", "counters")}
        key = (op, B, overlap, tokens.ptr, params["temps"].ptr)
        x = self._sample_plans.get(key)
        if x is None:
            args = {"logits": ws["logits"], "tokens": tokens}
            if op in ("sample", "sample_topk"):
                args.update(params)
            if op == "sample":
                args["ws"] = ws["sample_ws"]
            dep = {"overlap": True} if overlap else {}
            x = self._sample_plans[key] = self._prepare(op, args, B=B, V=self.vocab, **dep)
        return x

    def _sample_device(self, n: int, params: list[SamplingParams], seed: int, counters: list[int],
                       op: str | None = None) -> list[int]:
        """Rows 0..n-1 of ws["logits"] -> tokens: greedy_f32 / sample_f32 over exactly n rows (their
        registry families cover every batch 1..max_seqs, so no padding rows)."""
        if not 0 < n <= self.max_seqs:
            raise ExecutorError(f"sample: {n} rows exceed the largest proved sampling batch {self.max_seqs}")
        B = n
        drv, s = self.driver, self.stream
        greedy = all(float(p.temperature) == 0.0 for p in params)
        if greedy:
            x = self._sample_launch("greedy", B)
        else:
            h = self.sample_host
            self._write_sample_rows(h, params, seed, counters)
            for k in ("temps", "top_ks", "top_ps", "seeds", "counters"):
                drv.htod(self.ws[k], h[k][:B], stream=s)
            op = op or topk_op(params, self.vocab, self.registry)
            x = self._sample_launch(op, B)
        self.gate.launch(x.desc, x.config, x.args, s, keeps=x.keeps)
        drv.dtoh(self.tokens_host[:n], self.ws["tokens"], stream=s)
        drv.synchronize(s)
        self._unsynced = False
        retry = [r for r in range(n) if int(self.tokens_host[r]) == RETRY_TOKEN]
        if retry and not greedy and op == "sample_topk":
            # the logits are still in ws["logits"] and the parameters in ws: sample_f32 draws the rows again
            toks = self.tokens_host[:n].tolist()
            again = self._sample_device(n, params, seed, counters, op="sample")
            for r in retry:
                toks[r] = again[r]
            self.sample_retries += len(retry)
            return self._valid(toks)
        self.device_samples += n
        return self._tokens(n)

    def _tokens(self, n: int, mapped: bool = False) -> list[int]:
        """The n sampled tokens the device copied to the pinned host buffer, or (mapped) wrote to the
        mapped one (after the wait)."""
        return self._valid((self.tokens_mapped[0] if mapped else self.tokens_host)[:n].tolist())

    def _valid(self, toks: list[int]) -> list[int]:
        bad = [r for r, t in enumerate(toks) if t == INVALID_TOKEN or t >= self.vocab]
        if bad:
            raise SamplingError(f"sample: rows {bad[:8]} have no valid draw (a NaN or +Inf logit, all kept logits "
                                f"-Inf, or temperature overflow): the device sampler returned no token")
        return toks


    def _write_sample_rows(self, h: dict[str, np.ndarray], params: list[SamplingParams], seed: int,
                           counters: list[int]) -> None:
        """Rows 0..n-1 of a parameter set sample with params[r] at (seed, counters[r]); the padding rows
        up to max_seqs are greedy with counter 0 (ignored)."""
        h["temps"][:] = 0.0
        h["top_ks"][:] = 0
        h["top_ps"][:] = 1.0
        h["seeds"][:] = np.uint64(int(seed))
        h["counters"][:] = 0
        for r, (p, c) in enumerate(zip(params, counters, strict=True)):
            h["temps"][r] = p.temperature
            h["top_ks"][r] = min(int(p.top_k), self.vocab)  # >= V means "off" in kernel and spec
            h["top_ps"][r] = p.top_p
            h["counters"][r] = np.uint64(int(c))


    def _sample_params(self, mapped: bool) -> _SampleParams:
        """One parameter set for max_seqs rows, each section 256-byte aligned."""
        B = self.max_seqs
        dtypes = {"temps": np.float32, "top_ks": np.uint32, "top_ps": np.float32, "seeds": np.uint64,
                  "counters": np.uint64}
        layout, total = sections({k: B * np.dtype(t).itemsize for k, t in dtypes.items()})
        host, dev = self.driver.alloc_host_mapped(total) if mapped else (self.driver.alloc_host(total), None)
        return _SampleParams({k: host[o: o + n].view(dtypes[k]) for k, (o, n) in layout.items()},
                             None if dev is None else {k: dev.view(o, n) for k, (o, n) in layout.items()})

