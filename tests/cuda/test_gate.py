"""The launch gate's logic on CPU, with a fake driver and a fake (but edit-detecting) checker.

Shown here: an unproved configuration is refused with the kernel, label, grid/block and a
`fltc prove` command; a checked one is launched with the packed arguments; an edited
artifact (or PTX) is refused; a second start serves checks from the content-hash cache;
nothing but backend/cuda/gate.py calls cuLaunchKernel.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from backend.cuda.gate import LaunchGate
from backend.cuda.launcher import LaunchArgumentError, pack_args
from fltc.errors import UnprovenLaunchError
from tests.cuda.fakes import (
    PTX,
    FakeBuf,
    FakeChecker,
    FakeDriver,
    FakeLaunch,
    descriptor,
    family,
    write_artifact,
)

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture()
def tree(tmp_path: Path):
    (tmp_path / "k").mkdir()
    ptx = tmp_path / "k" / "fake.ptx"
    ptx.write_text(PTX)
    return tmp_path, descriptor(ptx)


def make_gate(root: Path, **kw):
    checker = kw.pop("checker", None) or FakeChecker(root)
    launch = FakeLaunch()
    g = LaunchGate(FakeDriver(), root / "proofs", root=root, checker=checker, checker_name="fake",
                   cache_dir=root / "cache", launch_fn=launch, **kw)
    return g, checker, launch


def bufs(n: int) -> dict:
    return {"x": FakeBuf(0x100000, 2 * n), "y": FakeBuf(0x200000, 2 * n)}


def test_refuses_unproved_and_names_the_fix(tree) -> None:
    root, desc = tree
    write_artifact(root, family(256), "k/fake.ptx")
    gate, _, launch = make_gate(root)
    cfg = family(512)
    args = pack_args(desc, cfg, bufs(512))
    with pytest.raises(UnprovenLaunchError) as ei:
        gate.launch(desc, cfg, args)
    msg = str(ei.value)
    assert "fake_scale" in msg and "label=n512" in msg and "grid=(4, 1, 1)" in msg and "block=(128, 1, 1)" in msg
    m = re.search(r"fltc prove fake_scale --config (\S+)", msg)
    assert m, msg
    written = json.loads((root / m.group(1)).read_text())  # the command's config file exists and is this config
    assert written == cfg.to_json()
    assert launch.calls == []  # nothing launched


def test_admits_checked_config_and_launches_packed_args(tree) -> None:
    root, desc = tree
    write_artifact(root, family(256), "k/fake.ptx")
    gate, _, launch = make_gate(root)
    assert gate.report.admitted == 1 and not gate.report.rejected
    cfg = family(256)
    args = pack_args(desc, cfg, bufs(256))
    gate.launch(desc, cfg, args)
    gate.launch(desc, family(256), pack_args(desc, family(256), bufs(256)))  # an equal, new config object
    assert len(launch.calls) == 2
    f, gx, gy, gz, bx, by, bz, shm, _stream, kp, extra = launch.calls[0]
    assert f == ("function", str(root / "k" / "fake.ptx"), "fake_scale")
    assert (gx, gy, gz, bx, by, bz, shm, kp, extra) == (2, 1, 1, 128, 1, 1, 0, args.kp, 0)
    rec = gate.launched()[0]
    assert rec.launches == 2 and rec.admitted.artifact_path == "proofs/fake_scale/n256.json"


def test_overlap_configuration_goes_through_the_dependent_launcher(tree) -> None:
    """A configuration proved as a programmatic dependent (overlap) is launched with the PDL launcher
    (cuLaunchKernelEx with the programmatic-serialization attribute), a stream-ordered one without it;
    the two are different configuration keys, each needing its own artifact."""
    from dataclasses import replace

    from verifier.config import GridDependency

    root, desc = tree
    plain = family(256)
    dep = replace(plain, overlap=GridDependency(("x",)), label="n256_pdl")
    write_artifact(root, plain, "k/fake.ptx")
    write_artifact(root, dep, "k/fake.ptx")
    ordinary, dependent = FakeLaunch(), FakeLaunch()
    g = LaunchGate(FakeDriver(), root / "proofs", root=root, checker=FakeChecker(root), checker_name="fake",
                   cache_dir=root / "cache", launch_fn=ordinary, launch_dependent_fn=dependent)
    assert g.report.admitted == 2 and plain.key() != dep.key()
    g.launch(desc, dep, pack_args(desc, dep, bufs(256)))
    g.launch(desc, plain, pack_args(desc, plain, bufs(256)))
    assert len(dependent.calls) == 1 and len(ordinary.calls) == 1
    assert dependent.calls[0][1:7] == (2, 1, 1, 128, 1, 1)


def test_args_packed_for_another_config_refused(tree) -> None:
    root, desc = tree
    write_artifact(root, family(256), "k/fake.ptx")
    write_artifact(root, family(128), "k/fake.ptx")
    gate, _, launch = make_gate(root)
    with pytest.raises(LaunchArgumentError, match="packed for configuration"):
        gate.launch(desc, family(256), pack_args(desc, family(128), bufs(256)))
    assert launch.calls == []


@pytest.mark.parametrize("edit", ["artifact_grid", "query", "ptx_after_proof"])
def test_tampered_artifact_refused(tree, edit: str) -> None:
    root, desc = tree
    path = write_artifact(root, family(256), "k/fake.ptx")
    gate, checker, _ = make_gate(root)  # first start: accepted and cached
    assert gate.report.admitted == 1
    if edit == "artifact_grid":  # claim the proof covers a bigger grid, fixing up the key
        art = json.loads(path.read_text())
        art["config"]["grid"] = [4, 1, 1]
        from verifier.config import LaunchConfig

        art["config_key"] = LaunchConfig.from_json(art["config"]).key()
        path.write_text(json.dumps(art))
    elif edit == "query":
        q = root / "proofs" / "fake_scale" / "n256" / "ob2.smt2"
        q.write_text("(check-sat)\n")
    else:
        (root / "k" / "fake.ptx").write_text(PTX.replace("ret;", "st.global.u32 [0], 1;\n  ret;"))
    gate2, checker2, launch = make_gate(root)
    assert gate2.report.admitted == 0 and gate2.report.from_cache == 0 and len(checker2.calls) == 1
    assert "re-check failed" in gate2.report.rejected[0].reason
    cfg = family(256)
    with pytest.raises(UnprovenLaunchError):
        gate2.launch(desc, cfg, pack_args(desc, cfg, bufs(256)))
    assert launch.calls == []


def test_ptx_changed_after_start_refused(tree) -> None:
    """Artifact admitted, then the kernel file changes before its first launch: refused."""
    root, desc = tree
    write_artifact(root, family(256), "k/fake.ptx")
    gate, _, launch = make_gate(root)
    (root / "k" / "fake.ptx").write_text(PTX + "\n// edited\n")
    cfg = family(256)
    with pytest.raises(UnprovenLaunchError, match="changed since"):
        gate.launch(desc, cfg, pack_args(desc, cfg, bufs(256)))
    assert launch.calls == []


def test_unproved_obligation_refused_even_if_checker_accepts(tree) -> None:
    root, desc = tree
    write_artifact(root, family(256), "k/fake.ptx", statuses={3: "failed"})
    gate, _, _ = make_gate(root)
    assert gate.report.admitted == 0
    assert "3 bounds_alignment: failed" in gate.report.rejected[0].reason


def test_checker_exception_is_rejection(tree) -> None:
    root, desc = tree
    write_artifact(root, family(256), "k/fake.ptx")

    def boom(path):
        raise RuntimeError("solver crashed")

    gate, _, _ = make_gate(root, checker=boom)
    assert gate.report.admitted == 0 and "solver crashed" in gate.report.rejected[0].reason


def test_second_start_uses_cache(tree) -> None:
    root, desc = tree
    for n in (128, 256, 384):
        write_artifact(root, family(n), "k/fake.ptx")
    g1, c1, _ = make_gate(root)
    assert (g1.report.checked, g1.report.from_cache, g1.report.admitted) == (3, 0, 3)
    g2, c2, _ = make_gate(root)
    assert (g2.report.checked, g2.report.from_cache, g2.report.admitted) == (0, 3, 3)
    assert c2.calls == []
    g3, c3, _ = make_gate(root, use_cache=False)
    assert len(c3.calls) == 3


def test_launch_error_is_raised(tree) -> None:
    root, desc = tree
    write_artifact(root, family(256), "k/fake.ptx")
    gate, _, launch = make_gate(root)
    launch.result = 719  # CUDA_ERROR_LAUNCH_FAILED
    cfg = family(256)
    from fltc.errors import CudaError

    with pytest.raises(CudaError, match="cuLaunchKernel failed: "):
        gate.launch(desc, cfg, pack_args(desc, cfg, bufs(256)))


def test_capture_log_records_gated_launches(tree) -> None:
    root, desc = tree
    write_artifact(root, family(256), "k/fake.ptx")
    gate, _, _ = make_gate(root)
    cfg = family(256)
    a = pack_args(desc, cfg, bufs(256))
    gate.begin_capture_log()
    gate.launch(desc, cfg, a)
    gate.launch(desc, cfg, a)
    log = gate.end_capture_log()
    assert log == [("fake_scale", cfg.key())] * 2
    gate.launch(desc, cfg, a)
    assert gate.end_capture_log() == []


LAUNCH_API = re.compile(r"(cuLaunch\w*|cudaLaunch\w*|cuGraphAddKernelNode\w*|cuGraphExecKernelNodeSetParams\w*|"
                        r"cuGraphKernelNodeSetParams\w*)")
# The benchmark's raw baseline is the one declared exception: it measures the gate's own cost.
ALLOWED = {"backend/cuda/gate.py", "benchmarks/bench_gate.py"}


def launch_references(path: Path) -> list[str]:
    """Code references to a launch API: Python names, or strings that are exactly an API name
    (getattr-style), ignoring prose in comments/docstrings; any mention in other sources."""
    text = path.read_text(errors="replace")
    if path.suffix != ".py":
        return [f"{i}: {ln.strip()}" for i, ln in enumerate(text.splitlines(), 1) if LAUNCH_API.search(ln)]
    import ast
    import io
    import tokenize

    out = []
    for tok in tokenize.generate_tokens(io.StringIO(text).readline):
        if tok.type == tokenize.NAME and LAUNCH_API.fullmatch(tok.string):
            out.append(f"{tok.start[0]}: {tok.line.strip()}")
        elif tok.type == tokenize.STRING:
            try:
                v = ast.literal_eval(tok.string)
            except (ValueError, SyntaxError):
                continue
            if isinstance(v, str | bytes) and LAUNCH_API.fullmatch(v.decode("latin-1") if isinstance(v, bytes) else v):
                out.append(f"{tok.start[0]}: {tok.line.strip()}")
    return out


def test_only_the_gate_launches_kernels() -> None:
    """Scan the whole tree, tests included: no launch API is referenced in code outside the gate
    (and the raw baseline the gate benchmark declares)."""
    offenders = []
    for p in REPO.rglob("*"):
        if p.suffix not in (".py", ".sh", ".pyx", ".c", ".cu", ".cpp") or not p.is_file():
            continue
        rel = p.relative_to(REPO).as_posix()
        if rel.startswith((".git/", "build/", ".whl/")) or rel in ALLOWED or "/site-packages/" in rel:
            continue
        offenders += [f"{rel}:{r}" for r in launch_references(p)]
    assert offenders == [], "kernel launches outside backend/cuda/gate.py:\n" + "\n".join(offenders)
    assert launch_references(REPO / "backend" / "cuda" / "gate.py"), "the gate itself must hold the launch call"


def test_scanner_sees_dodges(tmp_path: Path) -> None:
    p = tmp_path / "x.py"
    p.write_text('import cuda\nf = getattr(cuda, "cuLaunchKernel")\n# cuLaunchKernel in a comment is fine\n'
                 'cuda.cuLaunchKernelEx(1)\n')
    assert [r.split(":")[0] for r in launch_references(p)] == ["2", "4"]


@pytest.mark.parametrize("lazy", [False, True])
def test_extra_dirs_are_checked_and_admitted_like_proofs(tree, lazy: bool) -> None:
    """A derived profile's directory (LaunchGate extra_dirs, backend/kernels/model_profile.py): its artifacts are
    re-checked by the same checker and admitted like those under proofs/; an edited one there is rejected and its
    configuration refused; a configuration in neither directory is refused."""
    import shutil

    root, desc = tree
    write_artifact(root, family(256), "k/fake.ptx")
    write_artifact(root, family(512), "k/fake.ptx")
    write_artifact(root, family(1024), "k/fake.ptx")
    extra = root / "derived"
    (extra / "fake_scale").mkdir(parents=True)
    for n in (512, 1024):  # move two artifacts (and their queries) out of proofs/ into the extra directory
        src = root / "proofs" / "fake_scale"
        shutil.move(src / f"n{n}.json", extra / "fake_scale" / f"n{n}.json")
        shutil.move(src / f"n{n}", extra / "fake_scale" / f"n{n}")
    art = extra / "fake_scale" / "n1024.json"
    doc = json.loads(art.read_text())
    doc["obligations"][0]["detail"] = "edited"
    art.write_text(json.dumps(doc))
    gate, checker, launch = make_gate(root, extra_dirs=(extra,), lazy=lazy)
    for n in (256, 512):
        cfg = family(n)
        gate.launch(desc, cfg, pack_args(desc, cfg, bufs(n)))
    assert len(launch.calls) == 2 and any(p.parent.parent == extra for p in checker.calls)
    cfg = family(1024)
    with pytest.raises(UnprovenLaunchError, match="rejected"):
        gate.launch(desc, cfg, pack_args(desc, cfg, bufs(1024)))
    cfg = family(2048)
    with pytest.raises(UnprovenLaunchError, match="derived/"):
        gate.launch(desc, cfg, pack_args(desc, cfg, bufs(2048)))
    assert len(launch.calls) == 2
    alone, _, _ = make_gate(root, lazy=lazy)  # without the extra directory its artifacts admit nothing
    with pytest.raises(UnprovenLaunchError):
        alone.launch(desc, family(512), pack_args(desc, family(512), bufs(512)))
