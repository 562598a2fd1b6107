"""`fltc prove --config`: every bad input is one line naming the file and what to do (exit 1, no traceback),
and the progress line is a line per configuration off a terminal and a tqdm bar on one."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from fltc.cli import main as fltc_main
from tests.fixtures import kernels as K

PTX = K.PTX_DIR / "vec_add.ptx"
CFG = K.PTX_DIR / "vec_add.config.json"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    rc = fltc_main(["prove", *argv])
    cap = capsys.readouterr()
    return rc, cap.out, cap.err


def one_line_error(capsys, argv: list[str], *needles: str) -> str:
    rc, _, err = run(capsys, *argv)
    assert rc == 1
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("fltc prove: ConfigError: "), err
    for n in needles:
        assert n in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize("content,needle", [
    (None, "no such file"),
    ("", "the file is empty"),
    ("  \n", "the file is empty"),
    ("{bad", "not valid JSON (line 1, column 2"),
    ("[1, 2]", "holds a list; it must hold one JSON object"),
    ("3", "holds a JSON int; it must hold one JSON object"),
    ('"x"', "holds a JSON str"),
    ('{"entry": "vec_add", "grid": NaN}', "NaN is not JSON"),
    ('{"entry": "vec_add"}', "params: required key missing"),
])
def test_bad_config_files_are_one_line_errors(tmp_path: Path, capsys, content: str | None, needle: str) -> None:
    f = tmp_path / "c.json"
    if content is not None:
        f.write_text(content)
    one_line_error(capsys, ["--ptx", str(PTX), "--config", str(f), "--out", str(tmp_path / "o")],
                   f"--config {f}", needle)
    assert not (tmp_path / "o").exists()


def test_config_directory_and_non_utf8(tmp_path: Path, capsys) -> None:
    one_line_error(capsys, ["--ptx", str(PTX), "--config", str(tmp_path)], f"--config {tmp_path}: is a directory")
    f = tmp_path / "c.json"
    f.write_bytes(b"\xff\xfe{}")
    one_line_error(capsys, ["--ptx", str(PTX), "--config", str(f)], "cannot be read as UTF-8")


def test_missing_ptx_and_unknown_entry(tmp_path: Path, capsys) -> None:
    one_line_error(capsys, ["--ptx", str(tmp_path / "nope.ptx"), "--config", str(CFG)],
                   f"--ptx {tmp_path / 'nope.ptx'}: no such file", "nvcc -arch=sm_90 -ptx")
    one_line_error(capsys, ["--ptx", str(PTX), "--entry", "vec_sub", "--config", str(CFG)],
                   "no .entry named 'vec_sub' (entries: vec_add)", "pass --entry NAME")
    d = json.loads(CFG.read_text())
    d["entry"] = d["kernel"] = "other"
    f = tmp_path / "c.json"
    f.write_text(json.dumps(d))
    one_line_error(capsys, ["--ptx", str(PTX), "--config", str(f)], "no .entry named 'other'", str(f))


def test_schema_errors_name_the_file_and_the_key(tmp_path: Path, capsys) -> None:
    d = json.loads(CFG.read_text())
    d["buffers"]["a"]["sizebytes"] = d["buffers"]["a"].pop("size_bytes")
    f = tmp_path / "typo.json"
    f.write_text(json.dumps(d))
    one_line_error(capsys, ["--ptx", str(PTX), "--config", str(f)], f"--config {f}",
                   "buffers.a.sizebytes: unknown key; known: size_bytes, align")


def test_flag_combinations(tmp_path: Path, capsys) -> None:
    one_line_error(capsys, ["--ptx", str(PTX)], "--ptx and --entry need --config")
    one_line_error(capsys, ["--config", str(CFG)], "--config needs --ptx FILE, or exactly one registered KERNEL")
    one_line_error(capsys, ["--ptx", str(PTX), "--config", str(CFG), "--all"], "give no KERNEL names")
    one_line_error(capsys, ["rmsnorm_f16", "--config", str(CFG)], "\"kernel\" is 'vec_add', not 'rmsnorm_f16'")


def test_escaping_label_writes_nothing(tmp_path: Path, capsys) -> None:
    d = json.loads(CFG.read_text())
    d["label"] = "../../../escaped"
    f = tmp_path / "c.json"
    f.write_text(json.dumps(d))
    one_line_error(capsys, ["--ptx", str(PTX), "--config", str(f), "--out", str(tmp_path / "a" / "b" / "o")],
                   "label: '../../../escaped' must match")
    assert not list(tmp_path.rglob("escaped*"))


def test_progress_is_a_line_per_configuration_off_a_terminal(tmp_path: Path, capsys) -> None:
    rc, _, err = run(capsys, "--ptx", str(PTX), "--config", str(CFG), "--out", str(tmp_path))
    assert rc == 0
    lines = err.strip().splitlines()
    assert lines[0].startswith("[1/1] vec_add/n1000_bs256: proved (") and lines[-1].startswith("1/1 configurations")
    assert (tmp_path / "vec_add" / "n1000_bs256.json").is_file()


def test_progress_is_a_tqdm_bar_on_a_terminal(tmp_path: Path, capsys, monkeypatch) -> None:
    import sys

    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    rc, _, err = run(capsys, "--ptx", str(PTX), "--config", str(CFG), "--out", str(tmp_path))
    assert rc == 0
    assert "fltc prove: 100%" in err and "1/1" in err and "config" in err and "vec_add/n1000_bs256" in err
    assert "[1/1] vec_add" not in err  # proved configurations get no line of their own on a terminal


def test_registered_kernel_with_config_proves_that_configuration(tmp_path: Path, capsys) -> None:
    """`fltc prove KERNEL --config FILE` (what the launch gate suggests) proves the file's configuration."""
    from backend.kernels.registry import launch_configs

    cfg = min((c for c in launch_configs("default") if c.kernel == "dequant_q8_0"), key=lambda c: c.grid[0])
    f = tmp_path / "c.json"
    f.write_text(json.dumps(cfg.to_json()))
    rc, _, err = run(capsys, "dequant_q8_0", "--config", str(f), "--out", str(tmp_path / "o"))
    assert rc == 0, err
    art = json.loads((tmp_path / "o" / "dequant_q8_0" / f"{cfg.label}.json").read_text())
    assert art["config_key"] == cfg.key()
