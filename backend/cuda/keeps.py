"""The host-side checks that keep the GPU executors' data assumptions, and the names they vouch for.

Why: some proofs rest on what a kernel reads as data (verifier.config AssumptionKind LOAD_RANGE and
LOAD_INJECTIVE: a sequence length below a bound, distinct KV slots, ...). The launch gate cannot see device
data, so it launches such a configuration only when the caller names each of its data assumptions
(LaunchGate.launch(keeps=)). A name is a promise that a check here held the assumption on the host-known
values the executor writes for every launch and graph replay that reads them; EXECUTOR_KEEPS maps each name
the GPU executors (Llama and Gemma: backend/cuda/gpu_executor.py, gemma_executor.py) give to the check that
holds it and where it runs. An assumption missing from the table is never named, so a configuration that
gains one is refused (at planning: StepPlanner._kernel_config admits with the names) until a check is
written for it here.

Where the checks run: GpuExecutor._check, on every row of every forward / decode_tokens call (positions,
block tables, slots); StepPlanner._step, where a batch-1 step's depth variant is chosen from the row's
seq_len; StepPlanner._fill_inputs, where the step's `last` rows are written. The batch-1 lookahead's next
row (StepGraphs._one: position pos + 1, not in the call's work) is launched only at pos + 1 < max_context (the
condition of within_context, as a guard), with the call's table (every entry checked by _check) or that table and
the work's next_block, launched ahead only when 0 <= next_block < kv_blocks (blocks_in_pool's condition); its
variant comes from _step at its own depth. Padding rows hold position 0, seq_len 0, block 0 and the distinct slots
n_slots + j (>= every real slot), which keep every assumption below.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from backend.runtime.executor import ExecutorError

KV_BLOCK = 16  # the KV block size the attention kernels are compiled for (GpuExecutor refuses others)


class DataAssumptionError(ExecutorError):
    """A host-side check found data that would break an assumption a proof rests on: nothing is launched."""


def within_context(seq_id: int, start_pos: int, end: int, max_context: int) -> None:
    """positions_below_table, seq_len_within_context: positions start_pos .. end - 1 lie in [0, max_context)
    (the rope tables' rows), so every seq_len (position + 1) is <= max_context."""
    if start_pos < 0 or end > max_context:
        raise DataAssumptionError(f"seq {seq_id}: positions up to {end - 1} exceed the GPU context ({max_context}, "
                                  "the proved attention configurations' max_context)")


def blocks_in_pool(seq_id: int, used: Sequence[int], physical_blocks: int) -> None:
    """kv_allocator_invariant: block-table entries are physical block ids < physical_blocks. GpuExecutor._check
    passes every entry the staging receives, more than the blocks covering the call's positions."""
    if used and (min(used) < 0 or max(used) >= physical_blocks):
        raise DataAssumptionError(f"seq {seq_id}: block id outside 0..{physical_blocks - 1}")


def slots_distinct(work: Iterable[Any]) -> None:
    """kv_slots_distinct: the KV slots (block * 16 + offset) the call's new tokens write are pairwise distinct
    (the allocator gives one physical block to one sequence; this checks it on the tables the call carries).
    Per block, not per token: the offsets each (sequence, logical block) writes form one range, and ranges on
    one physical block must not overlap. work: SeqWork-like (seq_id, tokens, start_pos, block_table), already
    checked by within_context and blocks_in_pool."""
    work = list(work)
    written: list[int] = []  # the physical block of each (sequence, logical block) written
    for w in work:
        s = w.start_pos
        written += w.block_table[s // KV_BLOCK:(s + len(w.tokens) - 1) // KV_BLOCK + 1]
    if len(set(written)) == len(written):  # the allocator's case: no block written twice, so no slot either
        return
    ranges: dict[int, list[tuple[int, int]]] = {}  # physical block -> the offset ranges [lo, hi) written in it
    for w in work:
        start, end, t = w.start_pos, w.start_pos + len(w.tokens), w.block_table
        for b in range(start // KV_BLOCK, (end - 1) // KV_BLOCK + 1):
            lo, hi = max(start, b * KV_BLOCK) - b * KV_BLOCK, min(end, (b + 1) * KV_BLOCK) - b * KV_BLOCK
            held = ranges.setdefault(t[b], [])
            if any(lo < z and a < hi for a, z in held):
                raise DataAssumptionError(f"seq {w.seq_id}: writes a KV slot another token of this call writes "
                                          "(two sequences share a block at the same offset, or a table repeats "
                                          "a block)")
            held.append((lo, hi))


def gather_rows(last: Sequence[int], rows: int) -> None:
    """gather_index_in_rows: the `last` row of each sequence is a row of the step (< rows <= the activation
    buffer's rows, the configuration's rows_in)."""
    if last and (min(last) < 0 or max(last) >= rows):
        raise DataAssumptionError(f"last-token rows {list(last)} outside the step's {rows} rows")


def depth_bucket(seq_len: int, top: int) -> None:
    """seq_len_within_depth_bucket: a batch-1 step's row (seq_len) is no deeper than the depth its variant was
    planned (and its attention proved) for: the bucket's top (attention_plan.batch1_depth_limit)."""
    if seq_len > top:
        raise DataAssumptionError(f"a batch-1 step at seq_len {seq_len} picked the depth variant planned for "
                                  f"seq_len <= {top}: its attention's proof does not cover it")


# name -> (the check that keeps it, where it runs): what the GPU executors name at each launch
EXECUTOR_KEEPS: dict[str, tuple[Any, str]] = {
    "positions_below_table": (within_context, "GpuExecutor._check (every row of a call); StepGraphs._one "
                                              "(the lookahead row: a guard)"),
    "seq_len_within_context": (within_context, "GpuExecutor._check (every row of a call); StepGraphs._one "
                                               "(the lookahead row: a guard)"),
    "kv_allocator_invariant": (blocks_in_pool, "GpuExecutor._check (every row of a call); StepGraphs._one "
                                               "(the lookahead row's next_block: a guard)"),
    "kv_slots_distinct": (slots_distinct, "GpuExecutor._check (the call's rows; padding rows: n_slots + j)"),
    "gather_index_in_rows": (gather_rows, "StepPlanner._fill_inputs (when `last` changes)"),
    "seq_len_within_depth_bucket": (depth_bucket, "StepPlanner._step (the depth variant of a batch-1 step)"),
}

def checked_on_host(config: Any, host: Mapping[str, Any]) -> tuple[str, ...]:
    """For callers that stage a launch's data themselves (GPU tests, benchmarks): check each data assumption of
    `config` on the host copy of its buffer (host: buffer name -> the array uploaded to it) and return the names,
    for keeps=; raises DataAssumptionError on a value outside [lo, hi], a repeated value of a load_injective
    buffer (bit patterns), or a buffer whose host copy is not given. The whole of the buffer's proved size is
    checked, more than the kernel may load (an over-approximation: it can refuse, never vouch wrongly)."""
    import numpy as np

    from backend.cuda.gate import DATA_KINDS
    from verifier.config import AssumptionKind

    names = []
    for a in config.assumptions:
        if a.kind not in DATA_KINDS:
            continue
        arr = host.get(a.buffer)
        if arr is None:
            raise DataAssumptionError(f"{config.kernel}[{config.label}]: {a.name} is about buffer {a.buffer!r}, "
                                      "whose host copy was not given: nothing to check it on")
        dt = np.dtype(_NP_DTYPES.get(a.dtype, a.dtype))
        raw = np.ascontiguousarray(arr).reshape(-1).view(np.uint8)[: config.buffer_map[a.buffer].size_bytes]
        v = raw[: raw.size - raw.size % dt.itemsize].view(dt)
        if a.kind is AssumptionKind.LOAD_RANGE and v.size and (int(v.min()) < int(a.lo) or int(v.max()) > int(a.hi)):
            raise DataAssumptionError(f"{config.kernel}[{config.label}]: {a.name}: {a.buffer} holds values in "
                                      f"[{int(v.min())}, {int(v.max())}], the proof assumes [{a.lo}, {a.hi}]")
        if a.kind is AssumptionKind.LOAD_INJECTIVE and np.unique(v.view(f"u{dt.itemsize}")).size != v.size:
            raise DataAssumptionError(f"{config.kernel}[{config.label}]: {a.name}: {a.buffer} repeats a value, the "
                                      "proof assumes distinct offsets hold distinct values")
        names.append(a.name)
    return tuple(dict.fromkeys(names))


_NP_DTYPES = {"u8": "u1", "u16": "u2", "u32": "u4", "u64": "u8", "s8": "i1", "s16": "i2", "s32": "i4", "s64": "i8",
              "b8": "u1", "b16": "u2", "b32": "u4", "b64": "u8", "f16": "f2", "bf16": "u2", "f32": "f4", "f64": "f8"}

_MEMO: dict[int, tuple[Any, tuple[str, ...]]] = {}  # id(config) -> (config, names): one tuple per configuration


def vouched(config: Any) -> tuple[str, ...]:
    """The data assumptions of `config` the executors keep (EXECUTOR_KEEPS): its `keeps` at every launch. The
    same tuple object for the same configuration object, so the gate's identity check hits."""
    got = _MEMO.get(id(config))
    if got is not None and got[0] is config:
        return got[1]
    from backend.cuda.gate import data_assumptions

    names = tuple(n for n in data_assumptions(config) if n in EXECUTOR_KEEPS)
    _MEMO[id(config)] = (config, names)
    return names
