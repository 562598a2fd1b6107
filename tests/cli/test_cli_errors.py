"""Bad input to `fltc run` / `fltc audit` ends in one line on stderr and a documented exit code.

Each case drives the real CLI (fltc.cli.main in-process, or `python3 -m fltc.cli` in a subprocess
where the real stdin, argv or file system matters) and asserts: the exit code from fltc/errors.py,
exactly one line of error text, no traceback, and -- where the problem is knowable before the
model loads -- that the loader was never called (in-process: `load_model` records its calls;
subprocess: the "loading" progress line, printed right before the load, never appears)."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from backend import run
from fltc import errors
from fltc.cli import main as fltc_main
from tests.model.synth import TinySpec, write_tiny_llama

ROOT = Path(__file__).resolve().parents[2]
PROGRESS = "[fltc run] "


@pytest.fixture(scope="module")
def models(tmp_path_factory) -> dict[str, Path]:
    """The tiny synthetic model, and copies whose chat template raises while rendering."""
    d = tmp_path_factory.mktemp("cli_models")
    spec = TinySpec(context=64, mat_type="Q4_1", emb_type="Q8_0")
    out = {"tiny": d / "tiny.gguf"}
    write_tiny_llama(out["tiny"], spec)
    templates = {
        "ZeroDivisionError": "{{ 1 // 0 }}",
        "TypeError": "{{ messages[0]['content'] + 1 }}",
        "OverflowError": "{{ (10 ** 400) | float }}",
        "RecursionError": "{% macro f() %}{{ f() }}{% endmacro %}{{ f() }}",
        "TemplateSyntaxError": "{% if %}",
    }
    for name, tpl in templates.items():
        out[name] = d / f"{name}.gguf"
        write_tiny_llama(out[name], spec, overrides={"tokenizer.chat_template": ("string", tpl)})
    return out


@pytest.fixture
def loads(monkeypatch) -> list[Path]:
    """Every model load of this test (the real loader still runs)."""
    calls: list[Path] = []
    real = run.load_model

    def recording(plan):
        calls.append(plan.model_path)
        return real(plan)

    monkeypatch.setattr(run, "load_model", recording)
    return calls


def _error_lines(err: str) -> list[str]:
    """stderr without fltc run's progress lines (which only appear after a successful validation)."""
    return [ln for ln in err.splitlines() if ln.strip() and not ln.startswith(PROGRESS)]


def _refused(argv: list[str], capsys, code: int, needle: str) -> str:
    rc = fltc_main(argv)
    out = capsys.readouterr()
    lines = _error_lines(out.err)
    assert rc == code, (rc, out.err)
    assert len(lines) == 1, out.err
    assert "Traceback" not in out.err and "Traceback" not in out.out
    assert needle in lines[0], lines[0]
    return lines[0]


def _refused_before_load(argv: list[str], capsys, loads: list[Path], code: int, needle: str) -> str:
    line = _refused(argv, capsys, code, needle)
    assert loads == [], "the model was loaded before the refusal"
    return line


def _sub(argv: list[str], *, stdin: bytes = b"", cwd: Path = ROOT, prefix: tuple[str, ...] = (),
         timeout: float = 120) -> tuple[subprocess.CompletedProcess[bytes], float]:
    env = {"PYTHONPATH": str(ROOT), "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8",
           "HOME": os.environ.get("HOME", "/tmp")}
    t0 = time.perf_counter()
    p = subprocess.run([*prefix, sys.executable, "-m", "fltc.cli", *argv], input=stdin, cwd=cwd, env=env,
                       capture_output=True, timeout=timeout)
    return p, time.perf_counter() - t0


def _assert_sub_refused(p: subprocess.CompletedProcess[bytes], code: int, needle: str) -> str:
    err = p.stderr.decode("utf-8", "replace")
    assert p.returncode == code, err
    assert "Traceback" not in err and f"{PROGRESS}loading" not in err, err
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1 and needle in lines[0], err
    return lines[0]


# ------------------------------------------------------------------ numeric flags, device, prompt text


@pytest.mark.parametrize("flags,needle", [
    (["--seed", "-1"], "--seed must be in 0..2^64-1"),
    (["--seed", str(2**64)], "--seed must be in 0..2^64-1"),
    (["--seed", str(2**70)], "--seed must be in 0..2^64-1"),
    (["--max-tokens", "0"], "--max-tokens must be >= 1"),
    (["--max-tokens", "-3"], "--max-tokens must be >= 1"),
    (["--max-tokens", str(2**63)], "--max-tokens must be >= 1"),
    (["--top-k", "-1"], "--top-k must be in 0..2^32-1"),
    (["--top-k", str(2**32)], "--top-k must be in 0..2^32-1"),
    (["--top-p", "0"], "--top-p must be in (0, 1]"),
    (["--top-p", "1.5"], "--top-p must be in (0, 1]"),
    (["--top-p", "nan"], "--top-p must be in (0, 1]"),
    (["--temperature", "-1"], "--temperature must be a finite number"),
    (["--temperature", "nan"], "--temperature must be a finite number"),
    (["--temperature", "inf"], "--temperature must be a finite number"),
    (["--batch", "0"], "--batch must be >= 1"),
    (["--device", "tpu"], "unknown device 'tpu'"),
])
def test_out_of_range_flags(models, tmp_path: Path, capsys, loads, flags, needle) -> None:
    rd = tmp_path / "run"
    _refused_before_load(["run", "--model", str(models["tiny"]), "--prompt", "the cat", "--run-dir", str(rd),
                          *flags], capsys, loads, errors.EXIT_FAILED, needle)
    assert not rd.exists()


@pytest.mark.parametrize("flags,needle", [
    (["--seed", "abc"], "argument --seed: invalid int value"),
    (["--max-tokens", "1.5"], "argument --max-tokens: invalid int value"),
    (["--temperature", "hot"], "argument --temperature: invalid float value"),
    (["--no-such-flag"], "unrecognized arguments"),
])
def test_unparsable_values_are_one_line_usage_errors(models, capsys, loads, flags, needle) -> None:
    _refused_before_load(["run", "--model", str(models["tiny"]), "--prompt", "x", *flags], capsys, loads,
                         errors.EXIT_USAGE, needle)


def test_seed_at_the_top_of_its_range_runs(models, tmp_path: Path, capsys) -> None:
    """The check is the sampler's real range, not a tighter one: 2^64-1 samples fine."""
    rd = tmp_path / "run"
    rc = fltc_main(["run", "--model", str(models["tiny"]), "--prompt", "the cat", "--max-tokens", "3",
                    "--temperature", "0.8", "--seed", str(2**64 - 1), "--device", "cpu", "--run-dir", str(rd),
                    "--json"])
    out = capsys.readouterr()
    assert rc == 0, out.err
    assert json.loads(out.out)["summary"]["extra"]["sampling"]["seed"] == 2**64 - 1


def test_device_gpu_without_a_gpu(models, tmp_path: Path, capsys, loads) -> None:
    from backend.cuda.driver import gpu_available

    if gpu_available()[0]:
        pytest.skip("a GPU is usable here")
    rd = tmp_path / "run"
    _refused_before_load(["run", "--model", str(models["tiny"]), "--prompt", "x", "--device", "gpu",
                          "--run-dir", str(rd)], capsys, loads, errors.EXIT_FAILED, "--device gpu: no usable GPU")
    assert not rd.exists()


def test_empty_prompt_and_two_prompt_sources(models, tmp_path: Path, capsys, loads) -> None:
    m = str(models["tiny"])
    _refused_before_load(["run", "--model", m, "--prompt", ""], capsys, loads, errors.EXIT_FAILED, "empty prompt")
    pf = tmp_path / "p.txt"
    pf.write_text("a\n")
    _refused_before_load(["run", "--model", m, "--prompt", "x", "--prompts", str(pf)], capsys, loads,
                         errors.EXIT_FAILED, "either --prompt or --prompts")


def test_non_utf8_prompt_argument(models, capsys, loads) -> None:
    """argv that was not UTF-8 reaches Python as lone surrogates (PEP 383)."""
    bad = b"caf\xe9".decode("utf-8", "surrogateescape")
    _refused_before_load(["run", "--model", str(models["tiny"]), "--prompt", bad], capsys, loads,
                         errors.EXIT_INPUT, "--prompt is not valid UTF-8")


# ------------------------------------------------------------------ prompts file and stdin


@pytest.mark.parametrize("kind,needle", [
    ("missing", "cannot read --prompts"),
    ("directory", "is a directory"),
    ("empty", "no non-empty lines"),
    ("blank", "no non-empty lines"),
    ("binary", "is not UTF-8 text"),
    ("latin1", "is not UTF-8 text (byte 0xe9 at offset 3)"),
    ("nul", "contains NUL bytes"),
])
def test_bad_prompts_file(models, tmp_path: Path, capsys, loads, kind, needle) -> None:
    pf = tmp_path / "prompts.txt"
    if kind == "directory":
        pf.mkdir()
    elif kind != "missing":
        pf.write_bytes({"empty": b"", "blank": b"\n  \n\t\n", "binary": bytes(range(128, 256)) * 4,
                        "latin1": "café au lait\n".encode("latin-1"), "nul": b"ab\0cd\n"}[kind])
    rd = tmp_path / "run"
    _refused_before_load(["run", "--model", str(models["tiny"]), "--prompts", str(pf), "--run-dir", str(rd)],
                         capsys, loads, errors.EXIT_INPUT, needle)
    assert not rd.exists()


class _Stdin(io.TextIOWrapper):
    """What sys.stdin is for a pipe: text over bytes, surrogateescape as CPython sets it for pipes."""

    def __init__(self, data: bytes) -> None:
        super().__init__(io.BytesIO(data), encoding="utf-8", errors="surrogateescape")

    def isatty(self) -> bool:
        return False


@pytest.mark.parametrize("data,needle", [
    (b"\xff\xfe hello", "stdin is not UTF-8 text (byte 0xff at offset 0)"),
    (b"caf\xe9\n", "stdin is not UTF-8 text (byte 0xe9 at offset 3)"),
    (b"", "stdin is empty"),
    (b"\n\n", "stdin is empty"),
])
def test_bad_stdin_in_process(models, monkeypatch, capsys, loads, data, needle) -> None:
    monkeypatch.setattr(sys, "stdin", _Stdin(data))
    _refused_before_load(["run", "--model", str(models["tiny"])], capsys, loads, errors.EXIT_INPUT, needle)


def test_non_utf8_stdin_through_the_real_cli(tmp_path: Path) -> None:
    """The issue's case: bytes piped into `fltc run` (default model; its load would print 'loading')."""
    p, elapsed = _sub(["run", "--run-dir", str(tmp_path / "run")], stdin=b"\xff\xfe\x00bad bytes")
    _assert_sub_refused(p, errors.EXIT_INPUT, "stdin is not UTF-8 text")
    assert not (tmp_path / "run").exists()
    print(f"refused in {elapsed:.2f} s (interpreter start included)")


def test_binary_prompts_file_through_the_real_cli(models, tmp_path: Path) -> None:
    pf = tmp_path / "bin.txt"
    pf.write_bytes(os.urandom(64) + b"\xff")
    p, _ = _sub(["run", "--model", str(models["tiny"]), "--prompts", str(pf)], cwd=tmp_path)
    _assert_sub_refused(p, errors.EXIT_INPUT, "is not UTF-8 text")
    assert not (tmp_path / "runs").exists()


# ------------------------------------------------------------------ model path


@pytest.mark.parametrize("kind,needle", [
    ("missing", "model file not found"),
    ("directory", "is a directory"),
    ("text", "is not a GGUF file (it starts with b'hell'"),
    ("empty", "is not a GGUF file (it is empty)"),
])
def test_bad_model_path(tmp_path: Path, capsys, loads, kind, needle) -> None:
    mp = tmp_path / "model.gguf"
    if kind == "directory":
        mp.mkdir()
        (mp / "inner.gguf").write_bytes(b"GGUF")
    elif kind == "text":
        mp.write_text("hello, I am not a model\n")
    elif kind == "empty":
        mp.write_bytes(b"")
    rd = tmp_path / "run"
    line = _refused_before_load(["run", "--model", str(mp), "--prompt", "x", "--run-dir", str(rd)], capsys,
                                loads, errors.EXIT_MODEL, needle)
    assert not rd.exists()
    if kind == "directory":
        assert "inner.gguf" in line


def test_truncated_gguf_is_one_line_from_the_loader(models, tmp_path: Path, capsys, loads) -> None:
    """Right magic, cut short: only the loader can tell; it still ends in one line and exit 4."""
    mp = tmp_path / "cut.gguf"
    mp.write_bytes(models["tiny"].read_bytes()[:200])
    rd = tmp_path / "run"
    _refused(["run", "--model", str(mp), "--prompt", "x", "--run-dir", str(rd)], capsys, errors.EXIT_MODEL,
             "MalformedGGUF")
    assert loads and not rd.exists()


# ------------------------------------------------------------------ run directory


def test_run_dir_unusable(models, tmp_path: Path, capsys, loads) -> None:
    m = str(models["tiny"])
    a_file = tmp_path / "a_file"
    a_file.write_text("x")
    used = tmp_path / "used"
    used.mkdir()
    (used / "events.log").write_text("")
    for rd, needle in ((a_file, "exists and is not a directory"), (used, "exists and is not empty"),
                       (a_file / "sub", "cannot create run directory")):
        _refused_before_load(["run", "--model", m, "--prompt", "x", "--run-dir", str(rd)], capsys, loads,
                             errors.EXIT_OUTPUT, needle)
    assert sorted(p.name for p in used.iterdir()) == ["events.log"]


def _unwritable_dir(tmp_path: Path) -> tuple[Path, tuple[str, ...]]:
    """A directory this process cannot write, and a command prefix that makes it so.

    Not root: chmod 0555. Root ignores modes, so a private mount namespace remounts it read-only
    (`unshare -m`); where that is not permitted the test is skipped, saying why."""
    d = tmp_path / "ro"
    d.mkdir()
    if os.geteuid() != 0:
        d.chmod(0o555)
        return d, ()
    unshare = shutil.which("unshare")
    if unshare is None:
        pytest.skip("running as root without unshare(1): no way to make a read-only directory")
    probe = subprocess.run([unshare, "-m", "sh", "-c", f"mount --bind {d} {d} && mount -o remount,bind,ro {d} {d} "
                            f"&& ! touch {d}/x 2>/dev/null"], capture_output=True)
    if probe.returncode != 0:
        pytest.skip(f"root, and a read-only bind mount is not permitted here: {probe.stderr.decode()[:200]}")
    shell = f"mount --bind {d} {d} && mount -o remount,bind,ro {d} {d} && cd \"$PWD\" && exec \"$@\""
    return d, (unshare, "-m", "sh", "-c", shell, "sh")


def test_read_only_run_dir_and_read_only_cwd(models, tmp_path: Path) -> None:
    ro, prefix = _unwritable_dir(tmp_path)
    try:
        p, _ = _sub(["run", "--model", str(models["tiny"]), "--prompt", "x", "--run-dir", str(ro / "run")],
                    prefix=prefix)
        _assert_sub_refused(p, errors.EXIT_OUTPUT, f"cannot create run directory {ro / 'run'}")
        p, _ = _sub(["run", "--model", str(models["tiny"]), "--prompt", "x", "--run-dir", str(ro)], prefix=prefix)
        _assert_sub_refused(p, errors.EXIT_OUTPUT, f"run directory {ro} is not writable")
        p, _ = _sub(["run", "--model", str(models["tiny"]), "--prompt", "x"], cwd=ro, prefix=prefix)
        line = _assert_sub_refused(p, errors.EXIT_OUTPUT, "cannot create run directory runs/")
        assert "the default is ./runs/ under the current directory" in line
    finally:
        ro.chmod(0o755)
    assert list(ro.iterdir()) == []


def test_missing_parent_is_created_and_removed_again_when_refused(models, tmp_path: Path, capsys) -> None:
    rd = tmp_path / "a" / "b" / "run"
    _refused(["run", "--model", str(models["tiny"]), "--prompt", "the " * 40, "--max-tokens", "30", "--device",
              "cpu", "--run-dir", str(rd)], capsys, errors.EXIT_FAILED, "exceeds the model context")
    assert not (tmp_path / "a").exists()


def test_runs_started_in_the_same_second_get_distinct_directories(models, tmp_path: Path, monkeypatch,
                                                                  capsys) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(run.time, "strftime", lambda fmt, *a: "20260101-000000")
    dirs = []
    for _ in range(2):
        rc = fltc_main(["run", "--model", str(models["tiny"]), "--prompt", "the cat", "--max-tokens", "2",
                        "--device", "cpu", "--json"])
        out = capsys.readouterr()
        assert rc == 0, out.err
        dirs.append(json.loads(out.out)["summary"]["extra"]["run_dir"])
    assert dirs[0] != dirs[1]
    made = sorted(p.name for p in (tmp_path / "runs").iterdir())
    assert len(made) == 2 and all(re.fullmatch(rf"20260101-000000-{os.getpid()}-[0-9a-f]{{6}}", n) for n in made)
    assert all(fltc_main(["audit", d]) == 0 for d in dirs)


def test_two_engines_cannot_claim_one_directory(tmp_path: Path) -> None:
    """The run directory's config.json is published with os.link: a second claimant is refused."""
    from backend.runtime.engine import _claim_run_dir
    from fltc.errors import ConfigError

    cfg = tmp_path / "config.json"
    _claim_run_dir(cfg, {"who": 1})
    with pytest.raises(ConfigError, match="already used by another run"):
        _claim_run_dir(cfg, {"who": 2})
    assert json.loads(cfg.read_text()) == {"who": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["config.json"]


# ------------------------------------------------------------------ chat template


@pytest.mark.parametrize("name", ["ZeroDivisionError", "TypeError", "OverflowError", "RecursionError",
                                  "TemplateSyntaxError"])
def test_chat_template_that_raises(models, tmp_path: Path, capsys, name) -> None:
    rd = tmp_path / "run"
    line = _refused(["run", "--model", str(models[name]), "--prompt", "hi", "--chat", "--device", "cpu",
                     "--run-dir", str(rd)], capsys, errors.EXIT_MODEL, "chat_template")
    assert line.startswith("fltc run: MalformedGGUF:")
    if name != "TemplateSyntaxError":  # a TemplateError is worded by the tokenizer; the others name their type
        assert name in line
    assert not rd.exists()


# ------------------------------------------------------------------ fltc audit


def test_audit_not_a_run_directory(tmp_path: Path, capsys) -> None:
    a_file = tmp_path / "f"
    a_file.write_text("x")
    for target, needle in ((tmp_path / "nonexistent", "does not exist"), (a_file, "is not a directory"),
                           (tmp_path, "has no config.json")):
        line = _refused(["audit", str(target)], capsys, errors.EXIT_INPUT, "not a run directory")
        assert needle in line and "INCONSISTENT" not in line


def test_audit_damaged_run_directory_is_inconsistent_not_a_traceback(tmp_path: Path, capsys) -> None:
    for conf in ("{not json", json.dumps({"format": "fltc-run/1"})):
        (tmp_path / "config.json").write_text(conf)
        rc = fltc_main(["audit", str(tmp_path)])
        out = capsys.readouterr()
        assert rc == errors.EXIT_FAILED and "Traceback" not in out.err + out.out
        assert out.out.startswith("fltc audit: INCONSISTENT:") and len(out.out.splitlines()) == 1


# ------------------------------------------------------------------ the top-level guard


@pytest.mark.parametrize("exc,code,needle", [
    (OSError(28, "No space left on device", "runs/x/events.log"), errors.EXIT_OUTPUT,
     "OSError: No space left on device: runs/x/events.log"),
    (UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"), errors.EXIT_INPUT, "UnicodeDecodeError"),
    (RuntimeError("boom\nsecond line"), errors.EXIT_INTERNAL, "internal error: RuntimeError: boom second line"),
])
def test_unexpected_exceptions_become_one_line(models, tmp_path: Path, monkeypatch, capsys, exc, code,
                                               needle) -> None:
    def explode(plan):
        raise exc

    monkeypatch.setattr(run, "execute", explode)
    monkeypatch.delenv("FLTC_DEBUG", raising=False)
    rd = tmp_path / "run"
    line = _refused(["run", "--model", str(models["tiny"]), "--prompt", "x", "--run-dir", str(rd)], capsys, code,
                    needle)
    assert ("FLTC_DEBUG=1" in line) == (code == errors.EXIT_INTERNAL)
    assert not rd.exists()  # the reserved, still empty run directory is removed again


def test_fltc_debug_shows_the_traceback(models, tmp_path: Path, monkeypatch, capsys) -> None:
    def explode(plan):
        raise RuntimeError("boom")

    monkeypatch.setattr(run, "execute", explode)
    monkeypatch.setenv("FLTC_DEBUG", "1")
    rc = fltc_main(["run", "--model", str(models["tiny"]), "--prompt", "x", "--run-dir", str(tmp_path / "r")])
    err = capsys.readouterr().err
    assert rc == errors.EXIT_INTERNAL and "Traceback" in err and "RuntimeError: boom" in err


# ------------------------------------------------------------------ the documented table


def test_exit_codes_are_documented(capsys) -> None:
    doc = (ROOT / "docs" / "CLI_ERRORS.md").read_text()
    assert fltc_main(["--help"]) == 0
    top = capsys.readouterr().out
    assert fltc_main(["run", "--help"]) == 0
    run_help = capsys.readouterr().out
    codes = [c for c, _ in errors.EXIT_CODES]
    assert len(set(codes)) == len(codes)
    for code, _ in errors.EXIT_CODES:
        assert re.search(rf"^\| {code} \|", doc, re.M), f"exit code {code} missing from docs/CLI_ERRORS.md"
        assert re.search(rf"^\s+{code}\s", top, re.M) and re.search(rf"^\s+{code}\s", run_help, re.M)
    documented = {int(x) for x in re.findall(r"^\| (\d+) \|", doc, re.M)}
    assert documented == set(codes)


@pytest.mark.parametrize("command", ["prove", "verify"])
def test_a_missing_dependency_is_one_line(monkeypatch, capsys, command: str) -> None:
    """A command whose module cannot import a dependency (z3 missing from the environment) ends with one line naming
    the module and the install command, exit 1, not a traceback (the module is imported to build the parser)."""
    import importlib

    from fltc import cli

    real = importlib.import_module

    def fake(name: str, *a: object, **k: object) -> object:
        if name == cli.COMMANDS[command]:
            raise ModuleNotFoundError("No module named 'z3'", name="z3")
        return real(name, *a, **k)

    monkeypatch.setattr(importlib, "import_module", fake)
    assert cli.main([command, "--help"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"fltc {command}: No module named 'z3'") and "pip install" in err[0]


def test_a_missing_dependency_at_run_time_is_one_line(monkeypatch, capsys) -> None:
    """The same when the import happens inside the command (not an 'internal error')."""
    from fltc import cli, report

    def boom(args: object) -> int:
        raise ModuleNotFoundError("No module named 'matplotlib'", name="matplotlib")

    monkeypatch.setattr(report, "main", boom)
    assert cli.main(["report", "--out", "x"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "matplotlib" in err[0] and "internal error" not in err[0]
