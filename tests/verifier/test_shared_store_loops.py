"""Loops whose only effects are CTA shared-memory stores are summarised after a short unrolled prefix.

Why: attention_window_d256_f16's score pass (one shared store per key, 32 iterations at a window of
8,192 keys) was unrolled in full, which made that artifact three times the cost of the window-512 one.
Such a loop has no coverage must-event and no synchronisation, so after SHORT_UNROLL iterations
it is summarised (one symbolic iteration k, the same over-approximation as after the unroll cap) -- but
only when its termination is shown, since coverage counts the stores after it. These tests check the
shape (prefix, summary, the loop without a termination argument still unrolled) and that bugs which
exist only in the summarised iterations are still caught: never proved, witness at the faulty line.
"""

from __future__ import annotations

from functools import cache

import pytest
import z3

from backend.kernels.registry import REGISTRY
from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES, gemma_step_families
from tests.verifier.adversarial_base import entry_module, mut
from verifier import prove
from verifier.config import LaunchConfig
from verifier.ptx_parse import parse
from verifier.symexec import SHORT_UNROLL, build_cfg, run_instances

KERNEL = "attention_window_d256_f16"
LABEL = "r17-512_hq4_hkv1_ctx8192_w8192_l18_b16384"  # window 8,192: the score pass runs 32 times
STORE = "st.shared.f32 \t[%r225], %f458;"  # the score pass's store sc[j * 256 + tid]


@cache
def base() -> tuple[str, LaunchConfig]:
    fams = gemma_step_families(GEMMA_STEP_PROFILES["gemma3-270m"])
    cfg = next(c for c in fams if c.kernel == KERNEL and c.label == LABEL)
    d = REGISTRY[KERNEL]
    return entry_module(d.ptx_text(), d.entry), cfg


def _line(text: str, needle: str) -> int:
    return next(i for i, ln in enumerate(text.splitlines(), 1) if needle in ln)


def test_score_pass_is_summarised_after_its_prefix() -> None:
    ptx, cfg = base()
    entry = parse(ptx).entry(KERNEL)
    _launch, tr = run_instances(entry, cfg, z3.Context(), ("A", "B"), graph=build_cfg(entry))
    a = tr["A"]
    header = _line(ptx, "$L__BB7_3:") + 1  # the score pass's first instruction
    assert a.unrolled[header] == SHORT_UNROLL
    assert header in a.summarised_loops
    assert any(le.line == header and le.terminates for le in a.loop_exits)
    stores = [x for x in a.accesses if x.line == _line(ptx, STORE)]
    assert len(stores) == SHORT_UNROLL + 1 and stores[-1].summarised and not stores[0].summarised
    # the softmax pass writes sc too but has no termination argument: unrolled over its 8 iterations, as before
    soft = [m for m in a.methods if "termination not shown" in m]
    assert not soft, soft


def test_window_8192_proves() -> None:
    ptx, cfg = base()
    art = prove(ptx, cfg)
    assert art.ok, art.statuses()


MUTANTS = [
    # obligation, name, edit, needle of the faulty line
    (3, "score stored one float past its slot: out of bounds only for key 8,191 (iteration 31, summarised)",
     (r"st\.shared\.f32 \t\[%r225\], %f458;", "st.shared.f32 \t[%r225+4], %f458;"), "[%r225+4]"),
    (2, "score slot from the iteration alone (sc[j]): every thread of the CTA writes it",
     (r"shl\.b32 \t%r223, %r7, 2;", "shl.b32 \t%r223, %r620, 2;"), STORE),
]


@pytest.mark.parametrize("oid,name,edit,needle", MUTANTS, ids=[m[1][:40] for m in MUTANTS])
def test_bug_in_summarised_score_pass_is_caught(oid: int, name: str, edit: tuple[str, str], needle: str) -> None:
    ptx, cfg = base()
    text = mut(ptx, *edit)
    art = prove(text, cfg)
    o = {x["id"]: x for x in art.doc["obligations"]}[oid]
    assert o["status"] in ("failed", "unknown"), (name, o["status"])
    assert not art.ok
    w = o["witness"]
    assert w and w.get("reason"), w
    accs = [w[k] for k in ("access", "access_a", "access_b") if isinstance(w.get(k), dict)]
    assert _line(text, needle) in [x["ptx_line"] for x in accs], (name, accs)
