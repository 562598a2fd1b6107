"""spec.lli.layer21.delta_kv_section (a delta's KV section as one buffer, the writer's since 6ada043a) is the bytes the
delta format defines: u64 pages, u64 slot bytes, then per running sequence u64 id, u64 p0, u64 kv_len and its slots
p0..kv_len of every page, in page order -- here built the plain way, a view per page, for random geometries."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from backend.runtime.engine import Request
from backend.runtime.executor import SamplingParams
from spec.lli import canonical as c
from spec.lli import layer21 as l21
from spec.lli.events import SeqStatus

BS = 16


@st.composite
def _cases(draw):
    pages, sb = draw(st.integers(1, 4)), draw(st.integers(1, 6))
    n_seq = draw(st.integers(0, 4))
    running, first, raws, p0s, nxt = [], [], [], [], 0
    for i in range(n_seq):
        kv_len = draw(st.integers(0, 70))
        p0 = draw(st.integers(0, kv_len))
        nblocks = -(-(kv_len + 1) // BS)
        f = min(p0 // BS, nblocks - 1) if nblocks else 0
        table = tuple(range(nxt, nxt + nblocks))
        nxt += nblocks
        tokens = (1,) + (2,) * kv_len  # a one-token prompt, kv_len generated: kv_len committed positions
        req = Request((1,), 200, SamplingParams(), seq_id=10 + i)
        running.append(l21.Seq(req, SeqStatus.RUNNING, tokens, table, 0))
        first.append(f)
        n = nblocks - f
        raws.append(bytes(draw(st.binary(min_size=n * pages * BS * sb, max_size=n * pages * BS * sb))))
        p0s.append(p0)
    s = l21.L21State(l21.L21Config(physical_blocks=max(nxt, 1), vocab_size=8, max_seq_len=4096, block_size=BS),
                     running=tuple(running))
    return s, l21.CkptPlan(True, tuple(first)), tuple(raws), pages, pages * BS * sb, tuple(p0s)


def _plain(s, plan, raws, pages, block_bytes, p0s) -> bytes:
    sb = block_bytes // (pages * BS)
    out = [c.u64(pages if s.running else 0) + c.u64(sb if s.running else 0)]
    for q, f, r, p0 in zip(s.running, plan.first, raws, p0s, strict=True):
        out.append(c.u64(q.seq_id) + c.u64(p0) + c.u64(q.kv_len))
        if q.kv_len > p0:
            n = len(r) // block_bytes
            stride, lo, hi = n * BS * sb, (p0 - f * BS) * sb, (q.kv_len - f * BS) * sb
            out += [r[p * stride + lo:p * stride + hi] for p in range(pages)]
    return b"".join(out)


@settings(max_examples=150, deadline=None)
@given(_cases())
def test_delta_section_is_the_per_page_join(case) -> None:
    s, plan, raws, pages, block_bytes, p0s = case
    got = l21.delta_kv_section(s, plan, raws, pages, block_bytes, p0s)
    assert bytes(got) == _plain(s, plan, raws, pages, block_bytes, p0s)
    assert memoryview(got).nbytes == l21._delta_section_len(l21._delta_spans(s, block_bytes // (pages * BS), p0s, pages))
