"""Programmatic dependent launch (LaunchConfig.overlap): griddepcontrol and obligation 2's grid_dependency query.

Why these cases: a PDL kernel may run while the previous grid still runs, so every global access a
thread makes before its `griddepcontrol.wait` must be a load of a buffer no grid writes
(`overlap.stable`). The planted bugs are the classic ways to get that wrong: reading an activation
early, initialising an output early, waiting on only some threads (predicate or branch), writing a
"stable" buffer, forgetting to declare weights stable, waiting after the loop's first access. Each
must fail obligation 2 with a witness naming the access; the correct kernel must prove, with and
without overlap (the wait is then a no-op), and configurations without overlap must not change.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
import z3

from fltc.cli import main as fltc_main
from tests.fixtures import kernels as K
from verifier import prove
from verifier.artifact import builtin_assumptions
from verifier.check import check_artifact
from verifier.config import GridDependency, LaunchConfig
from verifier.ptx_parse import parse
from verifier.symexec import Executor, build_cfg, make_launch, run_instances

PDL = K.ptx("pdl_scale")
WAIT = "\tgriddepcontrol.wait;\n"


def mut(text: str, old: str, new: str) -> str:
    """Replace `old` (a regex) exactly once; fail loudly if the PTX changed shape."""
    out, n = re.subn(old, new, text, count=1)
    assert n == 1, f"mutation pattern {old!r} matched {n} times"
    return out


def _line(text: str, needle: str) -> int:
    return next(i for i, ln in enumerate(text.splitlines(), 1) if needle in ln)


def _ob(art, oid: int) -> dict:
    return {o["id"]: o for o in art.doc["obligations"]}[oid]


def test_griddepcontrol_parses() -> None:
    e = parse(PDL).entry("pdl_scale")
    ops = [i.full for i in e.body if getattr(i, "opcode", "") == "griddepcontrol"]
    assert ops == ["griddepcontrol.launch_dependents", "griddepcontrol.wait"]
    guarded = parse(mut(PDL, re.escape(WAIT), "\t@%p3 griddepcontrol.wait;\n")).entry("pdl_scale")
    w = next(i for i in guarded.body if getattr(i, "full", "") == "griddepcontrol.wait")
    assert w.guard == "%p3" and not w.operands


def test_unknown_griddepcontrol_variant_is_unsupported() -> None:
    art = prove(mut(PDL, re.escape(WAIT), "\tgriddepcontrol.bogus;\n"), K.pdl_scale())
    o = _ob(art, 2)
    assert o["status"] == "unsupported" and "griddepcontrol.bogus" in o["detail"]


def test_correct_pdl_kernel_proves() -> None:
    """(a) weights loaded before the wait, activation loaded and output stored after it."""
    cfg = K.pdl_scale()
    art = prove(PDL, cfg)
    assert art.ok, art.statuses()
    o = _ob(art, 2)
    assert [q["name"] for q in o["queries"]][-1] == "grid_dependency"
    assert all(q["result"] == "unsat" for q in o["queries"])
    assert "griddepcontrol.wait" in o["method"] and "grid dependency" in o["detail"]
    a = {x["name"]: x for x in art.doc["assumptions"]}["grid_dependency"]
    assert "w" in a["reason"] and "runtime" in a["reason"] and "7.8" in a["reason"]


def test_correct_pdl_kernel_proves_stream_ordered() -> None:
    """(f) overlap=None: the wait is a no-op, obligation 2 is the plain race check, no PDL assumption."""
    cfg = K.pdl_scale(stable=None)
    art = prove(PDL, cfg)
    assert art.ok, art.statuses()
    assert "grid_dependency" not in [q["name"] for q in _ob(art, 2)["queries"]]
    assert "griddepcontrol" not in _ob(art, 2)["method"]
    assert "grid_dependency" not in [x["name"] for x in art.doc["assumptions"]]
    assert "overlap" not in art.doc["config"]


# (mutant name, ptx text, config, needle of the witness access's line, its buffer, its kind)
MUTANTS = [
    ("(b) activation x loaded before the wait",
     mut(mut(PDL, re.escape(WAIT), ""), r"(\tld\.global\.f32 \t%f2, \[%rd8\];\n)", r"\1" + WAIT),
     K.pdl_scale(), "ld.global.f32", "x", "ld"),
    ("(c) output y zeroed before the wait",
     mut(PDL, re.escape(WAIT), "\tcvta.to.global.u64 \t%rd9, %rd3;\n\tadd.s64 \t%rd10, %rd9, %rd5;\n"
                               "\tst.global.f32 \t[%rd10], 0f00000000;\n" + WAIT),
     K.pdl_scale(), "0f00000000", "y", "st"),
    ("(e) stable buffer w written after the wait",
     mut(PDL, r"(\tst\.global\.f32 \t\[%rd10\], %f4;\n)", r"\1\tst.global.f32 \t[%rd6], %f4;\n"),
     K.pdl_scale(), "[%rd6], %f4", "w", "st"),
    ("weights not declared stable (overlap.stable empty)", PDL, K.pdl_scale(stable=()),
     "ld.global.nc.f32", "w", "ld"),
    ("loop: wait at the bottom of the body (first row read before it)",
     mut(mut(PDL, r"(\$L__BB1_2:\n)" + re.escape(WAIT), r"\1"), r"(\tadd\.s32 \t%r8, %r8, 1;\n)", WAIT + r"\1"),
     K.pdl_rows(rows=10), "[%rd9]", "x", "ld"),
]


@pytest.mark.parametrize("name,text,cfg,needle,buf,kind", MUTANTS, ids=[m[0] for m in MUTANTS])
def test_pdl_mutant_fails_with_witness(name: str, text: str, cfg: LaunchConfig, needle: str, buf: str,
                                       kind: str) -> None:
    art = prove(text, cfg)
    o = _ob(art, 2)
    assert o["status"] == "failed", (name, o["status"], o["detail"])
    w = o["witness"]
    assert w["query"] == "grid_dependency"
    acc = w["access"]
    assert (acc["buffer"], acc["kind"], acc["ptx_line"]) == (buf, kind, _line(text, needle)), w
    assert w["launch"]["grid"] == list(cfg.grid) and not w["summarised_loop"]
    assert f"`{buf}`" in w["reason"]
    assert ("stable" in w["reason"]) and (("before griddepcontrol.wait" in w["reason"]) == (name[:3] != "(e)"))
    assert not art.ok


@pytest.mark.parametrize("name,pre,post", [
    ("(d) predicated wait (tid.x < 16)", "\tsetp.lt.u32 \t%p3, %r5, 16;\n", "\t@%p3 griddepcontrol.wait;\n"),
    ("(d) wait in a branch taken by tid.x < 16", "\tsetp.ge.u32 \t%p3, %r5, 16;\n\t@%p3 bra \t$L__BB0_1;\n",
     WAIT + "$L__BB0_1:\n"),
], ids=["predicated", "branch"])
def test_wait_on_some_threads_only_fails(name: str, pre: str, post: str) -> None:
    """(d) threads with tid.x >= 16 skip the wait: their load of x / store of y races the previous grid."""
    text = mut(PDL, re.escape(WAIT), pre + post)
    art = prove(text, K.pdl_scale())
    o = _ob(art, 2)
    assert o["status"] == "failed", (name, o["status"], o["detail"])
    w = o["witness"]
    assert w["query"] == "grid_dependency" and w["thread"]["thread"][0] >= 16, w
    assert w["access"]["buffer"] in ("x", "y") and "before griddepcontrol.wait" in w["reason"]


def test_wait_at_loop_top_proves() -> None:
    art = prove(PDL, K.pdl_rows(rows=10))
    assert art.ok, art.statuses()
    assert _ob(art, 2)["queries"][-1]["name"] == "grid_dependency"


def _trace(text: str, rows: int, cap: int):
    entry = parse(text).entry("pdl_rows")
    cfg = K.pdl_rows(rows=rows)
    ctx = z3.Context()
    launch = make_launch(entry, cfg, ctx)
    return Executor(entry, build_cfg(entry), launch, "A", unroll_cap=cap).run(), launch


def _may_skip_wait(t, launch, acc) -> bool:
    s = z3.Solver(ctx=launch.ctx)
    s.add(*launch.facts, *t.facts, acc.guard, z3.Not(acc.waited))
    return s.check() == z3.sat


def test_summarised_loop_keeps_an_earlier_wait() -> None:
    """After the loop is summarised, a wait executed in every iteration still precedes every access."""
    t, launch = _trace(PDL, rows=10, cap=2)
    assert t.summarised_loops
    glob = [a for a in t.accesses if a.space == "global" and a.buffer in ("x", "y")]
    assert any(a.summarised for a in glob)
    assert all(z3.is_true(z3.simplify(a.waited)) for a in glob)


def test_summarised_loop_havocs_a_late_wait() -> None:
    """Wait only in iteration 5 of 10, loop summarised after 2: summarised accesses may precede it.

    The exact answer (iterations 0-4 read x before waiting) is a failure; the summarised iteration
    must not assume the wait happened (sound over-approximation: `waited` possibly false).
    """
    text = mut(PDL, r"(\$L__BB1_2:\n)" + re.escape(WAIT),
               r"\1\tsetp.eq.s32 \t%p4, %r8, 5;\n\t@%p4 griddepcontrol.wait;\n")
    t, launch = _trace(text, rows=10, cap=2)
    summ = [a for a in t.accesses if a.summarised and a.space == "global" and a.buffer == "x"]
    assert summ and all(_may_skip_wait(t, launch, a) for a in summ)
    art = prove(text, K.pdl_rows(rows=10))  # fully unrolled: a definite failure in iteration 0
    o = _ob(art, 2)
    assert o["status"] == "failed" and o["witness"]["access"]["buffer"] == "x"


def test_renamed_instance_keeps_waited() -> None:
    """Thread B is A renamed: its `waited` terms must equal those of executing B directly."""
    text = mut(PDL, re.escape(WAIT), "\tsetp.lt.u32 \t%p3, %r5, 16;\n\t@%p3 griddepcontrol.wait;\n")
    entry = parse(text).entry("pdl_scale")
    launch, tr = run_instances(entry, K.pdl_scale(), z3.Context(), ("A", "B"))
    direct = Executor(entry, build_cfg(entry), launch, "B").run()
    got = [x.waited.sexpr() for x in tr["B"].accesses]
    assert got == [x.waited.sexpr() for x in direct.accesses]
    assert any("tid.x@B" in w for w in got) and not any("@A" in w for w in got)


def test_launch_config_json_round_trips_overlap() -> None:
    cfg = K.pdl_scale(stable=("w",))
    j = cfg.to_json()
    assert j["overlap"] == {"stable": ["w"]}
    back = LaunchConfig.from_json(j)
    assert back == cfg and back.overlap == GridDependency(("w",)) and back.key() == cfg.key()
    assert replace(cfg, overlap=None).key() != cfg.key()
    assert replace(cfg, overlap=GridDependency(())).key() != cfg.key()


def test_configurations_without_overlap_keep_their_keys() -> None:
    """The canonical JSON gains "overlap" only when it is set: keys recorded before PDL stay valid."""
    va = K.vec_add()
    assert "overlap" not in va.to_json()
    assert replace(va, overlap=None).key() == va.key()
    # key of K.vec_add() computed with verifier/config.py before `overlap` existed
    assert va.key() == "af2d27ff64a4ba579080abd6596e5dbe065e4db96daa2f499ab2aa73ab1d8835"
    assert LaunchConfig.from_json(va.to_json()).overlap is None


def test_builtin_assumptions_unchanged_without_overlap() -> None:
    names = [a["name"] for a in builtin_assumptions(K.pdl_scale(stable=None))]
    assert names == ["buffers_disjoint", "buffer_alignment", "inputs_read_only", "barrier_semantics",
                     "power_symbolic"]
    assert [a["name"] for a in builtin_assumptions(K.pdl_scale())] == names + ["grid_dependency"]


def test_cli_prove_and_verify_pdl_config(tmp_path: Path, capsys) -> None:
    """The JSON configuration with `overlap` proves via the CLI, and the checker re-derives grid_dependency."""
    cfg_path = K.PTX_DIR / "pdl_scale.config.json"
    assert LaunchConfig.from_json(json.loads(cfg_path.read_text())) == K.pdl_scale()
    out = tmp_path / "proofs"
    rc = fltc_main(["prove", "--ptx", str(K.PTX_DIR / "pdl_scale.ptx"), "--entry", "pdl_scale", "--config",
                    str(cfg_path), "--out", str(out), "--json"])
    assert rc == 0 and json.loads(capsys.readouterr().out)["ok"]
    assert list(out.glob("pdl_scale/*/2_grid_dependency.smt2"))
    assert fltc_main(["verify", str(out), "--root", str(K.PTX_DIR.parents[2])]) == 0  # PTX path is repo-relative


def test_failed_pdl_artifact_rechecks(tmp_path: Path) -> None:
    """A recorded grid_dependency failure is reproduced by the independent re-check."""
    name, text, cfg = MUTANTS[0][:3]
    ptx = tmp_path / "pdl_bad.ptx"
    ptx.write_text(text)
    art = prove(text, cfg, ptx_path=str(ptx))
    assert _ob(art, 2)["status"] == "failed"
    r = check_artifact(art.write(tmp_path / "proofs"), use_cache=False)
    assert r.ok, r.messages
    assert r.statuses["single_writer"] == "failed"
