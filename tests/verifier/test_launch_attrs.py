"""Launch attributes of the .entry header in obligation 5 (tests/fixtures/ptx/launch_attrs.cu, nvcc -O3 sm_90).

Originals prove; each planted mismatch between an attribute and the configuration (or ptxas's report)
fails obligation 5 with a witness naming the attribute, its value and the configuration's value.
Unknown or malformed header directives are UnsupportedPTX, never ignored.
"""

from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest

from fltc.errors import UnsupportedPTX
from tests.fixtures import kernels as K
from verifier import prove
from verifier.config import (
    Buffer,
    LaunchConfig,
    OutputRegion,
    ParamDecl,
    ParamType,
    PowerSpec,
    ResourceLimits,
    Role,
)
from verifier.obligations.common import ProofContext
from verifier.obligations.resources import build as build_resources
from verifier.ptx_parse import LaunchAttrs, parse

LA = K.ptx("launch_attrs")


def mut(text: str, old: str, new: str, count: int = 1) -> str:
    out, n = re.subn(old, new, text, count=count)
    assert n == count, f"mutation pattern {old!r} matched {n} times"
    return out


def scale_cfg(entry: str, n: int = 1000, block: tuple[int, int, int] = (128, 1, 1)) -> LaunchConfig:
    """y = 2x over n floats, one thread per element (the fixture's kernels all have this ABI)."""
    bs = block[0] * block[1] * block[2]
    p = (ParamDecl("x", ParamType.PTR, Role.IN), ParamDecl("y", ParamType.PTR, Role.OUT),
         ParamDecl("n", ParamType.S32), ParamDecl("power", ParamType.U32))
    return LaunchConfig(entry, entry, p, ((n + bs - 1) // bs, 1, 1), block, 0, (("n", n),),
                        (("x", Buffer(4 * n)), ("y", Buffer(4 * n))), (OutputRegion("y", 0, 4, (n,), (4,)),),
                        power=PowerSpec("power", 1), label=f"n{n}_bs{bs}")


def obligation5(text: str, cfg: LaunchConfig):
    return build_resources(ProofContext(text, parse(text).entry(cfg.entry), cfg, None, None, None, None))


def test_config_json_matches() -> None:
    d = json.loads((K.PTX_DIR / "launch_attrs.config.json").read_text())
    assert LaunchConfig.from_json(d) == scale_cfg("la_maxntid")


def test_parse_attributes() -> None:
    m = parse(LA)
    got = {e.name: e.attrs for e in m.entries}
    assert got["la_maxntid"] == LaunchAttrs(maxntid=(128, 1, 1))
    assert got["la_minctas"] == LaunchAttrs(maxntid=(256, 1, 1), minnctapersm=2)
    assert got["la_maxnreg"] == LaunchAttrs(maxnreg=32)
    assert got["la_cluster"] == LaunchAttrs(reqnctapercluster=(2, 1, 1), explicitcluster=True)
    assert got["la_clusterrank"] == LaunchAttrs(maxntid=(128, 1, 1), minnctapersm=1, maxclusterrank=4)
    assert got["la_cluster"].requires_cluster and not got["la_clusterrank"].requires_cluster


@pytest.mark.parametrize("header,what", [
    (".blocksareclusters", "entry directive .blocksareclusters"),
    (".maxnreg 32, 2", "expects 1..1"),
    (".maxntid 0, 1, 1", "positive"),
    (".maxntid 128, 1, 1\n.maxntid 64", "given twice"),
    (".reqntid 128, 1, 1", ".maxntid together with .reqntid"),
    (".pragma \"nounroll\";", "entry directive .pragma"),
])
def test_unknown_or_malformed_directive_is_unsupported(header: str, what: str) -> None:
    text = mut(LA, r"(la_maxntid_param_3\n\)\n)", r"\1" + header.replace("\\", "\\\\") + "\n")
    with pytest.raises(UnsupportedPTX, match=re.escape(what)):
        parse(text)


ORIGINALS = [("la_maxntid", (128, 1, 1)), ("la_maxntid", (64, 1, 1)), ("la_minctas", (256, 1, 1)),
             ("la_maxnreg", (128, 1, 1)), ("la_clusterrank", (128, 1, 1))]


@pytest.mark.parametrize("entry,block", ORIGINALS, ids=[f"{e}-{b}" for e, b in ORIGINALS])
def test_originals_prove(entry: str, block: tuple[int, int, int]) -> None:
    art = prove(LA, scale_cfg(entry, block=block))
    assert art.ok, art.statuses()
    o5 = {o["id"]: o for o in art.doc["obligations"]}[5]
    assert "launch attributes:" in o5["detail"] and "launch attributes" in o5["method"]


def test_kernel_without_attributes_keeps_its_method() -> None:
    r = obligation5(K.ptx("vec_add"), K.vec_add())
    assert r.status == "proved" and "launch attributes" not in r.method + r.detail


# (name, ptx text, config, attribute expected in the witness, value, configuration key)
MUTANTS = [
    ("block 256 > .maxntid 128", LA, scale_cfg("la_maxntid", block=(256, 1, 1)), ".maxntid", [128, 1, 1], "block"),
    ("block 64 != .reqntid 128", mut(LA, r"(la_maxntid_param_3\n\)\n)\.maxntid", r"\1.reqntid"),
     scale_cfg("la_maxntid", block=(64, 1, 1)), ".reqntid", [128, 1, 1], "block"),
    (".maxnreg 4 below ptxas's lower bound (24 registers used)",
     mut(K.ptx("gemm_tiled"), r"(gemm_tiled_param_6\n\)\n)", r"\1.maxnreg 4\n"), K.gemm_tiled(m=48, n=48, k=64),
     ".maxnreg", [4], "ptxas_registers"),
    ("kernel requires a cluster launch (__cluster_dims__)", LA, scale_cfg("la_cluster"), ".reqnctapercluster",
     [2, 1, 1], "cluster"),
    (".explicitcluster added to a plain kernel", mut(LA, r"(la_maxntid_param_3\n\)\n)", r"\1.explicitcluster\n"),
     scale_cfg("la_maxntid"), ".explicitcluster", True, "cluster"),
    (".minnctapersm 16 x 256 threads > 2048 per SM", mut(LA, r"\.minnctapersm 2", ".minnctapersm 16"),
     scale_cfg("la_minctas", block=(256, 1, 1)), ".minnctapersm", [16], "block"),
    (".minnctapersm 2 with 120 KiB dynamic shared each", LA,
     replace(scale_cfg("la_minctas", block=(256, 1, 1)), dynamic_shared_bytes=120 * 1024,
             limits=ResourceLimits(max_shared_bytes=200 * 1024)), ".minnctapersm", [2], "dynamic_shared_bytes"),
]


@pytest.mark.parametrize("name,text,cfg,attr,value,key", MUTANTS, ids=[m[0] for m in MUTANTS])
def test_mutant_fails_obligation5_with_witness(name, text, cfg, attr, value, key) -> None:
    art = prove(text, cfg)
    st = art.statuses()
    assert st["resources"] == "failed", (name, st)
    assert all(v == "proved" for k, v in st.items() if k != "resources"), st  # only the launch is wrong
    w = {o["id"]: o for o in art.doc["obligations"]}[5]["witness"]
    assert w["reason"] and w["launch"]["block"] == list(cfg.block)
    viol = w["attributes"][0]
    assert viol["why"] in w["reason"]
    assert viol["attribute"] == attr and viol["value"] == value and key in viol["configuration"]
    assert not art.ok


def test_maxntid_per_dimension() -> None:
    """A block within .maxntid's product but over one of its extents fails too (the PTX declares extents).

    Obligation 5 alone: this kernel indexes by x only, so a 2-D block also races (obligation 2)."""
    r = obligation5(LA, scale_cfg("la_maxntid", block=(32, 2, 1)))
    assert r.status == "failed"
    v = r.witness["attributes"][0]
    assert v["attribute"] == ".maxntid" and v["value"] == [128, 1, 1] and "y: 2 > 1" in v["why"]
    assert v["configuration"] == {"block": [32, 2, 1]}


def test_minnctapersm_fits_is_noted() -> None:
    r = obligation5(LA, scale_cfg("la_minctas", block=(256, 1, 1)))
    assert r.status == "proved" and ".minnctapersm 2: 2 CTAs fit one SM" in r.detail
