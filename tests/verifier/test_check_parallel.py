"""The pooled re-check (`check_many` with several workers) says exactly what the serial one says.

Why: `check_many` splits each artifact into a derive stage and one solver task per (solver, text), spread
over processes and merged back; the split must not change a verdict or a message, nor their order, must
keep the input order of the results, and must still ask both solvers about every stored text.
"""

from __future__ import annotations

import json
import multiprocessing
import shutil
from pathlib import Path

import pytest

import verifier.check as check_mod
import verifier.obligations.common as common
from fltc.cli import main as fltc_main
from tests.fixtures import kernels as K
from verifier import prove
from verifier.artifact import serialize
from verifier.check import SOLVERS, _batches, _derive_stage, check_artifact, check_many


@pytest.fixture(scope="module")
def tree(tmp_path_factory) -> list[Path]:
    """Three vec_add artifacts (two sizes; one copy with an edited query file) and one malformed artifact."""
    d = tmp_path_factory.mktemp("pool")
    ptx = d / "vec_add.ptx"
    shutil.copy(K.PTX_DIR / "vec_add.ptx", ptx)
    arts = []
    for n in (1000, 4096):
        cfg = K.vec_add(n=n)
        art = prove(ptx.read_text(), cfg, ptx_path=str(ptx))
        assert art.ok
        arts.append(art.write(d / "proofs"))
    edited = d / "proofs" / "vec_add_edited"
    shutil.copytree(arts[0].parent, edited)
    doc = json.loads((edited / arts[0].name).read_text())
    q = doc["obligations"][2]["queries"][0]["file"]  # a bounds query, emptied: both solvers now say sat
    (edited / q).write_text("(check-sat)\n")
    bad = d / "proofs" / "broken" / "x.json"
    bad.parent.mkdir()
    bad.write_bytes(serialize({"format": "fltc-proof/1"})[:-3])
    return [arts[0], edited / arts[0].name, bad, arts[1]]


def _view(r) -> tuple:
    return (r.path, r.ok, r.kernel, r.label, r.messages, r.statuses, r.ptx_file)


def test_pool_gives_the_serial_results_in_input_order(tree: list[Path]) -> None:
    serial = [r for _i, r in check_many(tree, jobs=1)]
    seen = []
    pooled = list(check_many(tree, jobs=2, on_done=seen.append))
    assert [i for i, _r in pooled] == list(range(len(tree)))
    assert [_view(r) for _i, r in pooled] == [_view(r) for r in serial]
    assert sorted(r.path for r in seen) == sorted(str(p) for p in tree)
    ok = [r.ok for r in serial]
    assert ok == [True, False, False, True]
    msgs = serial[1].messages
    i = next(i for i, m in enumerate(msgs) if "edited: sha256 differs" in m)
    assert "re-solved as sat by z3, sat by bitwuzla; expected unsat from both" in msgs[i + 1]
    assert any("artifact unreadable" in m for m in serial[2].messages)


def test_pool_asks_both_solvers_about_every_distinct_text(tree: list[Path]) -> None:
    texts = set()
    for p in tree:
        texts |= {e.sha for _pos, e in _derive_stage(p, False, None).expects}
    assert len(texts) > 10
    results = [r for _i, r in check_many(tree, jobs=2)]
    assert sum(r.texts for r in results) == len(texts)  # each distinct text once, charged to one artifact
    for r in results:
        if r.texts:
            assert set(r.solver_seconds) == set(SOLVERS) == set(r.solver_cpu_seconds)
            assert r.seconds >= r.derive_seconds > 0


@pytest.mark.skipif(multiprocessing.get_start_method() != "fork",
                    reason="the patched solver reaches pool workers only when they are forked")
@pytest.mark.parametrize("solver", SOLVERS)
def test_pool_fails_on_either_solvers_wrong_answer(tree: list[Path], monkeypatch, solver: str) -> None:
    name = "solve_text" if solver == "z3" else "solve_text_bitwuzla"
    monkeypatch.setattr(check_mod, name, lambda text, ms: "unknown")
    r = [r for _i, r in check_many([tree[0], tree[3]], jobs=2)]
    assert not any(x.ok for x in r)
    assert all(any(f"unknown by {solver}" in m for m in x.messages) for x in r)


def test_batches_cover_each_text_once_large_ones_alone() -> None:
    big = "x" * check_mod.BATCH_BYTES
    items = [(("z3", str(i)), "y" * (1000 * i)) for i in range(1, 40)] + [(("bitwuzla", "b"), big)]
    bs = _batches(items)
    flat = [k for b in bs for k, _t in b]
    assert sorted(flat) == sorted(k for k, _t in items)
    assert [("bitwuzla", "b")] in [[k for k, _t in b] for b in bs]
    assert all(len(b) == 1 or sum(len(t) for _k, t in b) <= check_mod.BATCH_BYTES for b in bs)


def test_tuned_bitwuzla_agrees_on_stored_queries_and_keeps_its_time_limit() -> None:
    import bitwuzla as bw

    for name, _v in common.BITWUZLA_OPTIONS:
        assert hasattr(bw.Option, name), name
    art = prove(K.ptx("rmsnorm"), K.rmsnorm())
    assert art.ok
    for rel, text in art.queries.items():
        assert check_mod.solve_text_bitwuzla(text, 60_000) == ("sat" if "_premises_" in rel else "unsat"), rel
    n = 2147483629 * 2147483587
    hard = ("(declare-fun a () (_ BitVec 32))\n(declare-fun b () (_ BitVec 32))\n"
            f"(assert (= (bvmul ((_ zero_extend 32) a) ((_ zero_extend 32) b)) (_ bv{n} 64)))\n"
            "(assert (bvugt a (_ bv1 32)))\n(assert (bvugt b (_ bv1 32)))\n(check-sat)\n")
    assert check_mod.solve_text_bitwuzla(hard, 200) == "unknown"
    assert check_mod.solve_text_bitwuzla("(assert (foo))", 1000).startswith("error (")


def test_check_artifact_records_each_solvers_time(tree: list[Path]) -> None:
    check_mod._SOLVED.clear()
    r = check_artifact(tree[3])
    assert r.ok and r.texts > 0 and set(r.solver_cpu_seconds) == set(SOLVERS)
    assert r.to_json()["solver_seconds"].keys() == set(SOLVERS)


def test_cli_verify_jobs_json_and_bad_jobs(tree: list[Path], capsys) -> None:
    assert fltc_main(["verify", str(tree[0]), "-j", "0"]) == 2
    assert "not a positive number of worker processes" in capsys.readouterr().err
    rc = fltc_main(["verify", str(tree[0]), str(tree[3]), "-j", "2", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert rc == 0 and out["ok"] and out["jobs"] == 2
    assert [r["path"] for r in out["results"]] == [str(tree[0]), str(tree[3])]
    assert set(out["solver_cpu_seconds"]) == set(SOLVERS) and out["cpu_seconds"] > 0


@pytest.mark.skipif(multiprocessing.get_start_method() != "fork",
                    reason="workers inherit the parent's per-file records only when they are forked")
def test_pool_workers_inherit_the_parse_and_ptxas_run_of_each_file(tree: list[Path], monkeypatch) -> None:
    """check_many parses and assembles each PTX file once, in the parent: a worker that had to parse or run
    ptxas itself would fail here (both are made to raise outside the parent), and every verdict stays."""
    import os

    import verifier.obligations.resources as res
    import verifier.prover as prover

    parent = os.getpid()
    real_parse, real_run = prover.parse, res.subprocess.run

    def only_in_parent(fn):
        def inner(*a, **k):
            if os.getpid() != parent:
                raise OSError("a worker redid per-file work")
            return fn(*a, **k)
        return inner

    for mod, name in ((prover, "_PARSED"), (prover, "_GRAPHS"), (res, "_RUNS"), (res, "_CACHE")):
        monkeypatch.setattr(mod, name, {})
    monkeypatch.setattr(prover, "parse", only_in_parent(real_parse))
    monkeypatch.setattr(res.subprocess, "run", only_in_parent(real_run))
    results = [r for _i, r in check_many(tree, jobs=2)]
    assert [r.ok for r in results] == [True, False, False, True]
    assert not any("worker redid" in m or "ptxas failed" in m for r in results for m in r.messages)
    assert len(prover._PARSED) == 1 and len(res._RUNS) == 1


def test_warm_file_caches_leaves_errors_to_the_worker(monkeypatch) -> None:
    import verifier.prover as prover

    monkeypatch.setattr(prover, "_PARSED", {})
    prover.warm_file_caches(["this is not PTX {"], threads=2)  # no exception: the worker reports it
    assert prover._PARSED == {}
