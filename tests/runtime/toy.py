"""A tiny deterministic model + executor for runtime tests (no GPU, microseconds per token).

ToyModel is the pure model the Layer 21 spec runs (spec.lli.layer21.Model). ToyExecutor
implements Executor + EngineBinding over a real KV allocation (numpy u8, spec.kv_layout):
forward() writes K/V of every new position with spec.attention.kv_write and reads the
context's token ids back *from the paged cache* (K plane, layer 0, head 0, dim 0), so a wrong
block table, a lost or wrongly restored KV byte changes the logits. Logits = a hash of the
context. Faults can be armed for the next forward/sample call.
"""

from __future__ import annotations

import hashlib

import numpy as np

from backend.runtime.executor import ExecutorError, SamplingError, SamplingParams, SeqWork
from spec.attention import kv_write
from spec.kv_layout import K_PLANE
from spec.sampling import sample_f32


class ToyModel:
    def __init__(self, vocab: int = 48, layers: int = 2, kv_heads: int = 2, head_dim: int = 4,
                 block_size: int = 4) -> None:
        assert vocab <= 2048  # token ids are stored exactly as binary16 in K[..., 0]
        self.vocab, self.layers, self.kv_heads, self.head_dim, self.block_size = vocab, layers, kv_heads, head_dim, block_size

    def kv_values(self, token: int, pos: int) -> tuple[np.ndarray, np.ndarray]:
        """K, V f16[layers, kv_heads, head_dim] of one position (exactly representable values)."""
        L, H, D = self.layers, self.kv_heads, self.head_dim
        l_, h_, d_ = np.meshgrid(np.arange(L), np.arange(H), np.arange(D), indexing="ij")
        k = ((token * 31 + pos * 17 + l_ * 7 + h_ * 5 + d_ * 3) % 509 - 254).astype(np.float16)
        k[:, :, 0] = token
        v = (((token * 13 + pos * 29 + l_ * 11 + h_ * 3 + d_) % 1021) / 4).astype(np.float16)
        return k, v

    def logits(self, tokens: tuple[int, ...]) -> np.ndarray:
        seed = hashlib.sha256(np.asarray(tokens, dtype="<u4").tobytes()).digest()
        raw = b"".join(hashlib.sha256(seed + bytes([i])).digest() for i in range(-(-self.vocab // 32)))
        return ((np.frombuffer(raw[: self.vocab], dtype=np.uint8).astype(np.float32) - 128.0) / 16.0)

    @property
    def kv_pages(self) -> int:
        """[plane][layer] pages of a block (spec.lli.layer21.Model.kv_pages)."""
        return 2 * self.layers

    def kv_block_bytes(self, tokens: tuple[int, ...], kv_len: int, logical_block: int) -> bytes:
        L, H, D, bs = self.layers, self.kv_heads, self.head_dim, self.block_size
        out = np.zeros((2, L, bs, H, D), dtype=np.float16)
        for t in range(bs):
            pos = logical_block * bs + t
            if pos < kv_len:
                k, v = self.kv_values(tokens[pos], pos)
                out[0, :, t] = k
                out[1, :, t] = v
        return out.astype("<f2").tobytes()


class ToyExecutor:
    name = "toy"

    def __init__(self, model: ToyModel) -> None:
        self.model = model
        self.vocab_size = model.vocab
        self.kv: np.ndarray | None = None
        self.layout = None
        self.fail_forward = False
        self.fail_sample = False
        self.fail_read = False
        self.forward_calls = 0

    def kv_shape(self) -> tuple[int, int, int]:
        return self.model.layers, self.model.kv_heads, self.model.head_dim

    def bind_kv(self, view) -> None:
        self.layout = view.layout
        assert view.k_base == 0 and view.v_base == view.plane_stride
        self.kv = np.zeros(view.total_bytes, dtype=np.uint8)

    def forward(self, work: list[SeqWork]) -> np.ndarray:
        self.forward_calls += 1
        if self.fail_forward:
            self.fail_forward = False
            raise ExecutorError("injected operator failure")
        lay = self.layout
        out = []
        for w in work:
            kv = self.kv
            ks, vs = zip(*(self.model.kv_values(t, w.start_pos + i) for i, t in enumerate(w.tokens)), strict=True)
            k_all, v_all = np.stack(ks), np.stack(vs)  # [T, L, H, D]
            for layer in range(lay.layers):
                kv = kv_write(kv, lay, layer, w.block_table, w.start_pos, k_all[:, layer], v_all[:, layer])
            self.kv = kv
            # context = token ids read back from the cache (positions 0..start_pos-1) + the new tokens
            halves = self.kv.view(np.float16)
            ctx = [int(halves[lay.logical_address(K_PLANE, 0, w.block_table, p, 0, 0) // 2])
                   for p in range(w.start_pos)]
            out.append(self.model.logits(tuple(ctx) + tuple(w.tokens)))
        return np.stack(out).astype(np.float32)

    def sample(self, logits: np.ndarray, params: list[SamplingParams], seed: int, counters: list[int]) -> list[int]:
        if self.fail_sample:
            self.fail_sample = False
            raise ExecutorError("injected sampling failure")
        return [sample_f32(row, p.temperature, p.top_k, p.top_p, seed, c)
                for row, p, c in zip(logits, params, counters, strict=True)]

    def _page(self, plane: int, layer: int, b: int) -> slice:
        lay = self.layout
        a = lay.address(plane, layer, b, 0, 0, 0)
        return slice(a, a + lay.page_stride)

    def read_kv_blocks(self, blocks: list[int]) -> bytes:
        if self.fail_read:
            self.fail_read = False
            raise ExecutorError("injected KV read failure")
        lay = self.layout
        return b"".join(self.kv[self._page(p, layer, b)].tobytes()
                        for p in (0, 1) for layer in range(lay.layers) for b in blocks)

    def write_kv_blocks(self, blocks: list[int], data: bytes) -> None:
        lay = self.layout
        buf = np.frombuffer(data, dtype=np.uint8)
        i = 0
        for p in (0, 1):
            for layer in range(lay.layers):
                for b in blocks:
                    self.kv[self._page(p, layer, b)] = buf[i:i + lay.page_stride]
                    i += lay.page_stride
        assert i == len(buf)


class FusedToyExecutor(ToyExecutor):
    """ToyExecutor with decode_tokens (forward + sample in one call, as the GPU executor has it): an
    injected sampling failure raises SamplingError, so the scheduler's fused path is refined too."""

    def decode_tokens(self, work: list[SeqWork], params: list[SamplingParams], seed: int,
                      counters: list[int]) -> list[int]:
        logits = self.forward(work)
        try:
            return self.sample(logits, params, seed, counters)
        except ExecutorError as e:
            raise SamplingError(str(e)) from e


class AsyncReadToyExecutor(ToyExecutor):
    """ToyExecutor with read_kv_blocks_async (what an executor that copies KV behind its stream offers): the
    read is taken when it is started (as a copy ordered on the stream would be) and handed over when the
    checkpoint writer asks; `resolved` counts the results taken (on the writer thread)."""

    def __init__(self, model: ToyModel) -> None:
        super().__init__(model)
        self.started = self.resolved = 0
        self.wrong_from: int | None = None  # reads from this one on return a byte too few

    def read_kv_blocks_async(self, blocks: list[int]):
        data = self.read_kv_blocks(blocks)  # the bytes as of now, in stream order
        if self.wrong_from is not None and self.started >= self.wrong_from:
            data = data[:-1]
        self.started += 1

        def result() -> bytes:
            import threading

            assert threading.current_thread().name.startswith("fltc-checkpoint")  # the writer or its prep thread
            self.resolved += 1
            return data
        return result


class BatchReadToyExecutor(AsyncReadToyExecutor):
    """AsyncReadToyExecutor with read_kv_seqs_async (GpuExecutor's batched read: one call per checkpoint for all
    its sequences' blocks): `batches` counts the calls, and per-sequence reads are refused (the batch must be used)."""

    def __init__(self, model: ToyModel, writer_only: bool = True) -> None:
        super().__init__(model)
        self.batches, self.writer_only = 0, writer_only  # writer_only: results are taken on the writer thread

    def read_kv_blocks_async(self, blocks: list[int]):
        raise AssertionError("a batched executor's per-sequence read was used")

    def read_kv_seqs_async(self, seqs: list[list[int]], owners: list[int] | None = None):
        data = tuple(self.read_kv_blocks(b) for b in seqs)
        self.batches += 1

        def result() -> tuple[bytes, ...]:
            import threading

            assert threading.current_thread().name.startswith("fltc-checkpoint") or not self.writer_only
            self.resolved += 1
            return data
        return result
