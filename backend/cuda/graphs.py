"""CUDA graphs of the GPU executor: capture and replay of a planned step, the greedy graph (step +
greedy_f32 + the tokens' copy), and batch-1 decode's lookahead through two feed graphs.

Why its own module: a step's plan (backend/cuda/step_plan.py) is captured once per shape, through the
gate, and replayed: one host->device copy of the inputs (or copy_u32 from mapped staging), one graph
launch, one wait. The lookahead (decode_tokens, batch 1): graph k reads staging k and writes its token
into the ids of staging 1 - k, so the host launches step s+1 before it waits for token s.

StepGraphs is a mixin of backend.cuda.gpu_executor.GpuExecutor: it reads the executor's driver, gate,
stream, use_graphs, vocab, kv_blocks, max_context, max_blocks, max_seqs, the step cache (_steps) and the
lookahead state (_ahead, _stream_events, lookahead), and calls the planner's and the sampler's methods.

Batch 1 keeps one graph set per attention split count (the depth bucket of the row's seq_len,
registry.BATCH1_SPLITS): a step replays its depth's variant (StepPlanner._step(..., depth=)), and the
lookahead launches the variant of the next position's depth; every variant reads and writes the same two
stagings, so the ping-pong crosses a bucket boundary without a wait.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from backend.cuda.device_sampling import RETRY_TOKEN, _SampleParams, topk_op
from backend.cuda.step_plan import _Launch, _Staging, _Step, check_dependents
from backend.kernels.registry import dependent_launch, step_inputs
from backend.runtime.executor import ExecutorError, SamplingParams, SeqWork
from fltc.errors import ConfigError


@dataclass(frozen=True)
class _Ahead:
    """decode_tokens' lookahead: the batch-1 step launched for the call expected next."""

    seq_id: int
    token: int  # the token it embeds (the one the previous call returned)
    pos: int
    table: tuple[int, ...]  # the blocks it used (a prefix of the table the next call must have)
    k: int  # the feed graph it runs: its token lands in the ids of staging 1 - k
    sampling: tuple[Any, ...]  # ("greedy",) or ("sample", temperature, top_k, top_p, seed, counter)


class StepGraphs:
    """Graph capture, replay and the batch-1 lookahead (mixin of GpuExecutor)."""

    def _capture_step(self, st: _Step) -> None:
        """Capture the step's plan as a CUDA graph (every launch through the gate) and upload it."""
        with self.driver.capture(self.stream, self.gate) as graphs:
            if not st.zero_copy:  # the inputs' copy is the graph's first node: a replay copies the staging
                self.driver.htod(st.inputs, st.staging.host, stream=self.stream)
            for x in st.plan:
                self.gate.launch(x.desc, x.config, x.args, self.stream, keeps=x.keeps)
        st.graph = graphs[0]
        self.driver.graph_upload(st.graph, self.stream)

    def _greedy_graph(self, st: _Step) -> Any:
        """The step's graph followed by greedy_f32 over its S sequence rows and the copy of their tokens
        to the pinned host buffer: one graph launch and one wait per greedy decode step (captured once,
        through the gate, on first use)."""
        if st.graph_greedy is None:
            x = self._sample_launch("greedy", st.seqs, overlap=dependent_launch(st.seqs),
                                    tokens=self.tokens_mapped[1] if st.zero_copy else None)
            drv, s = self.driver, self.stream
            with drv.capture(s, self.gate) as graphs:
                if not st.zero_copy:
                    drv.htod(st.inputs, st.staging.host, stream=s)  # the inputs: a copy node from the staging
                for y in st.plan:
                    self.gate.launch(y.desc, y.config, y.args, s, keeps=y.keeps)
                self.gate.launch(x.desc, x.config, x.args, s, keeps=x.keeps)  # zero-copy: writes the mapped token buffer
                if not st.zero_copy:
                    drv.dtoh(self.tokens_host[:st.seqs], self.ws["tokens"], stream=s)
            st.graph_greedy = graphs[0]
            drv.graph_upload(st.graph_greedy, s)
        return st.graph_greedy


    def _run(self, rows: list[tuple[int, int, tuple[int, ...]]], last: list[int], sync: bool = True,
             greedy_tail: bool = False) -> _Step:
        """Stage the rows' inputs and run their step (its greedy graph when greedy_tail); returns the step."""
        self.settle()
        T, S = self.step_shape(len(rows), len(last))
        st = self._step(T, S, depth=max((p for _, p, _ in rows), default=-1) + 1)
        if self._unsynced:  # a step left running (its sampling failed before it synchronised)
            self.driver.synchronize(self.stream)
            self._unsynced = False
        self._fill_inputs(st, rows, last)
        drv, s = self.driver, self.stream
        if self.use_graphs and st.graph is None and not greedy_tail:  # a depth variant's first plain replay
            self._capture_step(st)
        if st.graph is not None:  # the graph's first node (or copy_u32) brings the staged inputs
            drv.graph_launch(self._greedy_graph(st) if greedy_tail else st.graph, s)
            self.graph_replays += 1
        else:
            drv.htod(st.inputs, st.staging.host, stream=s)
            for x in st.plan:
                self.gate.launch(x.desc, x.config, x.args, s, keeps=x.keeps)
        if sync:
            drv.synchronize(s)
        self._unsynced = not sync
        self._last_step = st
        return st


    def settle(self) -> None:
        """Wait for the step launched ahead (decode_tokens' lookahead), if any, and discard it. Every other
        executor call does this first (they reuse the staging it may still read); a caller that stops
        decoding a sequence may call it to have the GPU idle."""
        if self._ahead is not None:
            self.driver.synchronize(self.stream)
            self._ahead, self._unsynced = None, False
            self.lookahead["discarded"] += 1

    def _one(self, w: SeqWork, p: SamplingParams, seed: int, counter: int, lookahead: bool) -> int:
        """One token of one sequence through the feed graphs (_feed): graph k reads staging k (and, when
        sampling, parameter set k) and writes its token into the ids of staging 1 - k, where the next
        step (graph 1 - k) reads it. The step launched ahead samples with counter + 1 (the scheduler
        advances a sequence's counter by one per token)."""
        pos = w.start_pos
        st = self._step(1, 1, depth=pos + 1)  # zero_copy (decode_tokens checked it); this depth's variant
        sampled = float(p.temperature) != 0.0
        mode = topk_op([p], self.vocab, self.registry) if sampled else "greedy"
        graphs, stg, ps = self._feed(st, mode)
        # the step launched ahead (position pos + 1, seq_len pos + 2) replays its own depth's variant: captured
        # here, before this call launches anything, if it is new
        ahead_graphs = graphs
        if pos + 1 < self.max_context:
            ahead_graphs = self._feed(self._step(1, 1, depth=pos + 2), mode)[0]
        drv, s = self.driver, self.stream
        if self._stream_events is None:
            self._stream_events = (drv.event(timing=False), drv.event(timing=False))
        ev = self._stream_events
        tok, table = w.tokens[0], tuple(w.block_table)
        how = (mode, float(p.temperature), min(int(p.top_k), self.vocab), float(p.top_p), seed) if sampled else (mode,)
        a = self._ahead
        if a is not None and (a.seq_id, a.pos, a.token, table[:len(a.table)], a.sampling) != (
                w.seq_id, pos, tok, a.table, (*how, counter) if sampled else how):
            self.settle()
            a = None
        self._last_logits, self._device_rows = None, None
        self._last_step = st
        if a is None:
            if self._unsynced:
                drv.synchronize(s)
            k = 0
            self._fill_inputs(st, [(tok, pos, table)], [0], stg[k])
            if sampled:
                self._write_sample_rows(ps[k].host, [p], seed, [counter])
            drv.graph_launch(graphs[k], s)
            drv.record(ev[k], s)
            self.graph_replays += 1
        else:
            k = a.k  # this step is already running
            self.lookahead["used"] += 1
        self._ahead, nxt = None, None
        ahead_table = table
        nb = w.next_block
        if len(table) == (pos + 1) // 16 and nb is not None and 0 <= nb < self.kv_blocks and nb not in table:
            # position pos + 1 opens a block: the allocator's next block (free now) if it comes to this
            # sequence; if not, the step is discarded, and its row in that block is written before read by
            # whoever owns the block later (an owner writes every position before attending to it)
            ahead_table = (*table, nb)
        if (lookahead and pos + 1 < self.max_context and len(ahead_table) > (pos + 1) // 16
                and counter + 1 < 1 << 64):
            nxt = 1 - k  # staging nxt was last read by the step before this one, which has finished
            self._fill_inputs(st, [(0, pos + 1, ahead_table)], [0], stg[nxt], ids_too=False)
            if sampled:
                self._write_sample_rows(ps[nxt].host, [p], seed, [counter + 1])
            drv.graph_launch(ahead_graphs[nxt], s)
            drv.record(ev[nxt], s)
            self.graph_replays += 1
            self.lookahead["launched"] += 1
        self._unsynced = True
        drv.event_sync(ev[k])
        out = int(stg[1 - k].views["ids"][0])
        self.steps += 1
        self.device_samples += 1
        if nxt is not None:
            self._ahead = _Ahead(w.seq_id, out, pos + 1, ahead_table[:(pos + 1) // 16 + 1], nxt,
                                 (*how, counter + 1) if sampled else how)
        else:
            self._unsynced = False
        if out == RETRY_TOKEN and mode == "sample_topk":
            # sample_topk_f32 could not draw this row (a thread held five of the k best): discard the step
            # launched ahead (it embedded no token), run this step again (its kernels rewrite the same K/V
            # row and logits) and draw with sample_f32
            self.settle()
            self.steps -= 1
            self.device_samples -= 1
            self.sample_retries += 1
            self.forward([w])
            self._last_logits, self._device_rows = None, None
            return self._sample_device(1, [p], seed, [counter], op="sample")[0]
        try:
            return self._valid([out])[0]
        except ExecutorError:
            self.settle()  # the lookahead step embedded no token (a zero row): discard it
            raise


    def _feed(self, st: _Step, mode: str) -> tuple[tuple[Any, Any], tuple[_Staging, _Staging],
                                                   tuple[_SampleParams, _SampleParams] | None]:
        """The lookahead's two graphs for the batch-1 step: graph k = copy_u32 from staging k, the step's
        plan, then greedy_f32 (mode "greedy"), sample_f32 over max_seqs rows (mode "sample") or
        sample_topk_f32 over one row (mode "sample_topk") reading parameter set k, writing the token into
        staging 1 - k's ids (captured once, through the gate)."""
        root = st.base or st  # a depth variant uses its base's stagings and parameter sets
        if root.feed_stg is None:
            root.feed_stg = (root.staging, self._staging(1, 1, mapped=True))
        st.feed_stg = root.feed_stg
        stg, ps = st.feed_stg, None
        if mode != "greedy" and root.feed_params is None:
            root.feed_params = (self._sample_params(mapped=True), self._sample_params(mapped=True))
        st.feed_params = root.feed_params
        if mode != "greedy":
            ps = st.feed_params
        if mode not in st.feed:
            lay = step_inputs(1, 1, self.max_blocks)[0]
            ids_off = lay["ids"][0]
            if mode == "sample" and lay["positions"][0] - ids_off < 4 * self.max_seqs:
                # sample_f32 writes a token per row (max_seqs): they must stay in the ids section's padding
                raise ConfigError(f"the batch-1 staging's ids section holds {lay['positions'][0] - ids_off} bytes, "
                                  f"sample_f32 writes {4 * self.max_seqs}")

            def tail(k: int) -> list[_Launch]:  # the sampling launch of graph k, writing staging 1 - k's ids
                if mode == "greedy":
                    return [self._sample_launch("greedy", 1, overlap=True, tokens=stg[1 - k].mapped.view(ids_off, 4))]
                if mode == "sample_topk":  # one row: its token is the next step's id
                    return [self._sample_launch("sample_topk", 1, tokens=stg[1 - k].mapped.view(ids_off, 4),
                                                params=ps[k].dev)]
                # one CTA per row, all max_seqs rows: the proved configuration _sample_device uses
                return [self._sample_launch("sample", self.max_seqs,
                                            tokens=stg[1 - k].mapped.view(ids_off, 4 * self.max_seqs),
                                            params=ps[k].dev)]
            st.feed[mode] = self._capture_feed_pair(st, stg, tail)
        return st.feed[mode], stg, ps


    def _capture_feed_pair(self, st: _Step, stg: tuple[_Staging, _Staging],
                           tail: Any) -> tuple[Any, Any]:
        """The lookahead's two graphs of a batch-1 step: graph k = copy_u32 from staging k into the step's inputs,
        the step's plan after its copy, then tail(k) (the launches that write the next token into staging 1 - k);
        dependents checked, captured through the gate and uploaded. Shared by the Llama and Gemma executors."""
        from backend.cuda.launcher import pack_args

        copy = st.plan[0]
        graphs = []
        for k in (0, 1):
            first = _Launch(copy.desc, copy.config, pack_args(copy.desc, copy.config,
                                                             {"src": stg[k].mapped, "dst": st.inputs}), copy.keeps)
            launches = [first, *st.plan[1:], *tail(k)]
            check_dependents(launches)
            with self.driver.capture(self.stream, self.gate) as cap:
                for y in launches:
                    self.gate.launch(y.desc, y.config, y.args, self.stream, keeps=y.keeps)
            graphs.append(cap[0])
            self.driver.graph_upload(cap[0], self.stream)
        return graphs[0], graphs[1]

    def close(self) -> None:
        """Destroy the captured graphs (the buffers stay with the driver)."""
        self.settle()
        for st in (x for base in self._steps.values() for x in (base, *base.variants.values())):
            for g in (st.graph, st.graph_greedy, *(g for pair in st.feed.values() for g in pair)):
                if g is not None:
                    self.driver.destroy_graph(g)
        self._steps.clear()
        self.__dict__.pop("_packed", None)  # step_plan's packed launches (their buffers may be reused now)
