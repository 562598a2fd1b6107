"""`fltc checklist`: generate CHECKLIST.md from the evidence, and fail CI when it is stale.

A hand-kept checklist drifts; this one is rendered from the same data as `fltc
report` (re-checked artifacts, the backend registry, committed device results)
plus a small table, :data:`MUSTS`, mapping each "must" of the contract and the
issues to where it is proved (matrix obligations) or tested (code + test files).
The output is deterministic: no clock, no timings, no machine-specific versions;
rows are sorted, so it changes only when the data does.

``--check`` compares the committed file with a fresh rendering (exit 1 when stale,
with a diff summary and the command to regenerate); ``--strict`` additionally
fails when a configuration the backend registry may launch lacks a re-checked,
fully proved artifact (the CI launch gate, shared with ``fltc report --strict``).
"""

from __future__ import annotations

import argparse
import difflib
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from fltc.evidence import (
    PROVABLE_IDS,
    Evidence,
    Row,
    Status,
    gather,
    launch_gate_failures,
    summarize,
)
from fltc.report import gate_exit, matrix_markdown, numerics_markdown, report_data

HELP = "generate CHECKLIST.md from proofs, registry and device results (--check: fail if stale)"
DESCRIPTION = """\
Render CHECKLIST.md from proofs/ (every artifact re-checked in this run), the backend
registry (backend.kernels.registry.launch_configs()) and benchmarks/results/*.json.

  fltc checklist                   write CHECKLIST.md
  fltc checklist --check           exit 1 if the committed CHECKLIST.md is stale
  fltc checklist --check --strict  ... and if any launchable configuration is unproved (CI)
"""

REGENERATE = "fltc checklist"


# --------------------------------------------------------------------------- musts
class MustState(StrEnum):
    """How far a must is discharged. Only matrix evidence can make it PROVED or TESTED."""

    PROVED = "proved"  # every matching registry configuration has the obligations proved
    TESTED = "tested on device"  # obligation 8 for every matching configuration, from device results
    COVERED = "covered by tests"  # implementation and test files present (CI runs them)
    PARTIAL = "partial"
    MISSING = "missing"


@dataclass(frozen=True)
class Must:
    """One "must" of the contract or an issue, and where its evidence lives.

    ``obligations`` are matrix obligations over the registry rows whose kernel name
    contains one of ``kernels`` (all rows when empty); ``code`` are paths that must
    exist; ``tests`` are (directory, keyword) pairs: some ``test_*.py`` below the
    directory must mention the keyword. ``gate``: the CI launch gate must pass.
    """

    id: str
    source: str
    text: str
    obligations: tuple[int, ...] = ()
    kernels: tuple[str, ...] = ()
    code: tuple[str, ...] = ()
    tests: tuple[tuple[str, str], ...] = ()
    gate: bool = False


_PS = "contract: Parallel Safety"
_SPEC = "tests/spec"
_RT = "tests/runtime"
_QUANT = ("dequant", "q4_0", "q4_1", "q8_0", "q4_k", "q6_k", "gemv_q")

MUSTS: tuple[Must, ...] = (
    Must("C-1", "contract: Scalar", "GEMM: binary16 inputs/outputs, binary32 accumulation",
         (8,), ("gemm",), ("spec/gemm.py",), ((_SPEC, "gemm"),)),
    Must("C-2", "contract: Scalar", "Attention Q, K, V and output storage are binary16",
         (8,), ("attention",), ("spec/attention.py",), ((_SPEC, "paged_attention"),)),
    Must("C-3", "contract: Scalar", "RMSNorm and SiLU: binary16 storage, binary32 intermediates",
         (8,), ("rmsnorm", "silu", "swiglu"), ("spec/norm.py", "spec/activation.py"),
         ((_SPEC, "rmsnorm"), (_SPEC, "silu"))),
    Must("C-4", "contract: Scalar", "Sampling has distinct binary32 and binary16 entry points",
         (8,), ("sampl",), ("spec/sampling.py",), ((_SPEC, "sample_f16"), (_SPEC, "sample_f32"))),
    Must("C-5", "contract: Scalar", "GGUF F32/F16/BF16 tensors copied directly only into kernels declaring that type",
         (), (), ("backend/model/gguf_loader.py",), (("tests/model", "F16"),)),
    Must("C-6", "contract: Scalar", "Quantized GGUF tensors reach a GEMM only through a proved dequant/quantized kernel",
         PROVABLE_IDS, _QUANT, ("spec/dequant.py",), ((_SPEC, "dequantize"),)),
    Must("C-7", "contract: Scalar", "Numerics state rounding, exceptional values, accumulation order, error bound",
         (), (), ("spec/scalar.py",), ((_SPEC, "EXCEPTIONAL_POLICY"), (_SPEC, "round_f16"))),
    Must("C-8", "contract: KV Layout", "One allocation, K plane then V plane, contract strides and address function",
         (), (), ("spec/kv_layout.py", "backend/runtime/kv.py"), ((_SPEC, "KVLayout"), (_RT, "KVAllocator"))),
    Must("C-9", "contract: KV Layout", "Attention takes K/V bases, dimensions and strides from the allocator only",
         PROVABLE_IDS, ("attention", "kv_write"), ("backend/runtime/kv.py",), (("tests/kernels", "plane_stride"),)),
    Must("C-10", _PS, "1. Every output element is covered", (1,)),
    Must("C-11", _PS, "2. Every non-atomic output address has one writer", (2,)),
    Must("C-12", _PS, "3. Every global/shared access is in bounds and aligned", (3,)),
    Must("C-13", _PS, "4. Every barrier is reached by the complete work-group", (4,)),
    Must("C-14", _PS, "5. Register, shared-memory, code, KV and activation bounds are explicit", (5,)),
    Must("C-15", _PS, "6. A non-active power state prevents output mutation", (6,)),
    Must("C-16", _PS, "7. Host/device ABI order, widths and signedness match exactly", (7,)),
    Must("C-17", _PS, "8. Numerical results satisfy an operator-specific error contract", (8,)),
    Must("C-18", "contract: Layer 21", "Deterministic transition order validate..publish",
         (), (), ("spec/lli/layer21.py", "backend/runtime/scheduler.py"), ((_RT, "Scheduler"),)),
    Must("C-19", "contract: Layer 21", "A failed operator/allocation/sample/checkpoint publishes nothing, advances nothing",
         (), (), ("backend/runtime/scheduler.py",), ((_RT, "inject"),)),
    Must("C-20", "contract: Layer 21", "Checkpoint every 64 committed generated tokens (ROWM-NR receipt first)",
         (), (), ("spec/lli/rowmnr.py", "backend/runtime/rowmnr.py"), ((_RT, "CheckpointStore"),)),
    Must("C-21", "contract: Event Bus", "Events after commit, with the minimum fields, never pointers",
         (), (), ("spec/lli/events.py", "backend/runtime/events.py"), ((_RT, "transition_digest"),)),
    Must("C-22", "contract: Event Bus", "Digest chains canonical fields + prior digest; retries are idempotent",
         (), (), ("backend/runtime/events.py",), ((_RT, "retry"),)),
    Must("C-23", "contract: Event Bus", "Scheduler state does not depend on subscriber behaviour",
         (), (), ("backend/runtime/events.py",), ((_RT, "subscribe"),)),
    Must("C-24", "contract: Scope", "'Proved' only with a checkable artifact and its verifier in the repository",
         (), (), ("verifier/check.py", "fltc/evidence.py"), (("tests/verifier", "tamper"), ("tests/report", "tamper"))),
    Must("I3-7", "issue 3", "`fltc verify` re-checks every artifact; an edited byte of PTX/artifact/query fails",
         (), (), ("verifier/cli_verify.py",), (("tests/verifier", "tamper"),)),
    Must("I4-3", "issue 4", "The launch gate refuses unproved configurations (UnprovenLaunchError)",
         (), (), ("backend/cuda/gate.py",), (("tests", "UnprovenLaunchError"),)),
    Must("I4-5", "issue 4", "Every configuration the backend launches has a re-checked, fully proved artifact",
         gate=True),
    Must("I5-D", "issue 5", "ROWM-NR crash injection (SIGKILL) converges with no lost/duplicate receipts",
         (), (), ("backend/runtime/rowmnr.py",), ((_RT, "SIGKILL"),)),
    Must("I6-1", "issue 6", "Malformed/truncated GGUF files give MalformedGGUF (fuzz test)",
         (), (), ("backend/model/gguf_loader.py",), (("tests/model", "MalformedGGUF"),)),
    Must("I7-2", "issue 7", "CHECKLIST.md generated by `fltc checklist`; CI fails when stale",
         (), (), ("fltc/checklist.py",), (("tests/report", "checklist"),)),
)


@dataclass(frozen=True)
class MustStatus:
    must: Must
    state: MustState
    detail: str


def _test_files_mentioning(root: Path, directory: str, keyword: str) -> list[str]:
    base = root / directory
    if not base.is_dir():
        return []
    hits = []
    for p in sorted(base.rglob("test_*.py")):
        try:
            if keyword in p.read_text(errors="replace"):
                hits.append(p.relative_to(root).as_posix())
        except OSError:
            continue
    return hits


def _matching_rows(ev: Evidence, kernels: Sequence[str]) -> list[Row]:
    rows = list(ev.registry_rows())
    if kernels:
        rows = [r for r in rows if any(k in r.kernel.lower() for k in kernels)]
    return rows


def must_status(m: Must, ev: Evidence, root: Path) -> MustStatus:
    """Derive a must's state from the matrix and the files present (never from a hand-set flag)."""
    parts: list[str] = []
    states: list[MustState] = []
    if m.gate:
        fails = launch_gate_failures(ev)
        if fails:
            states.append(MustState.PARTIAL if ev.registry_count else MustState.MISSING)
            parts.append(f"launch gate fails for {len(fails)} item(s)")
        else:
            states.append(MustState.PROVED)
            parts.append(f"launch gate OK for {ev.registry_count} configuration(s)")
    if m.obligations:
        rows = _matching_rows(ev, m.kernels)
        which = f"kernels matching {'/'.join(m.kernels)}" if m.kernels else "registry configurations"
        if not rows:
            states.append(MustState.MISSING)
            parts.append(f"no {which}" if m.kernels else "no registry configurations")
        else:
            proof_ids = [i for i in m.obligations if i != 8]
            if proof_ids:
                n = sum(all(r.cell(i).status is Status.PROVED for i in proof_ids) for r in rows)
                states.append(MustState.PROVED if n == len(rows) else MustState.PARTIAL)
                parts.append(f"obligation(s) {','.join(map(str, proof_ids))} proved for {n}/{len(rows)} {which}")
            if 8 in m.obligations:
                n = sum(r.cell(8).status is Status.TESTED for r in rows)
                states.append(MustState.TESTED if n == len(rows) else MustState.PARTIAL)
                parts.append(f"numerics tested on device for {n}/{len(rows)} {which}")
    if m.code or m.tests:
        missing = [c for c in m.code if not (root / c).exists()]
        found: list[str] = []
        untested: list[str] = []
        for d, kw in m.tests:
            hits = _test_files_mentioning(root, d, kw)
            found += hits
            if not hits:
                untested.append(f"no {d}/**/test_*.py mentions {kw!r}")
        if missing:
            parts.append("missing: " + ", ".join(missing))
        if found:
            uniq = sorted(set(found))
            more = f" (+{len(uniq) - 3} more)" if len(uniq) > 3 else ""
            parts.append("tests: " + ", ".join(uniq[:3]) + more)
        parts += untested
        if missing and not found:
            states.append(MustState.MISSING)
        elif missing or untested:
            states.append(MustState.PARTIAL)
        else:
            states.append(MustState.COVERED)
    order = [MustState.MISSING, MustState.PARTIAL, MustState.COVERED, MustState.TESTED, MustState.PROVED]
    state = min(states, key=order.index) if states else MustState.MISSING
    # Proof/test evidence of different kinds: the weakest kind decides, except that matrix
    # evidence that is complete and code+tests present reads as the matrix result.
    if state is MustState.COVERED and any(s in (MustState.PROVED, MustState.TESTED) for s in states):
        state = next(s for s in states if s in (MustState.PROVED, MustState.TESTED))
    return MustStatus(m, state, "; ".join(parts) or "no evidence listed")


# --------------------------------------------------------------------------- render
def render_checklist(ev: Evidence, root: Path | None = None) -> str:
    """CHECKLIST.md text: deterministic for the same artifacts, registry, results and files."""
    root = Path(ev.root) if root is None else root
    data = report_data(ev, None, environment=False)
    regs = ev.registry_rows()
    proved = sum(r.fully_proved for r in regs)
    tested = sum(r.cell(8).status is Status.TESTED for r in regs)
    gate = launch_gate_failures(ev)
    counts = summarize(ev.rows)
    L = [
        "# CHECKLIST",
        "",
        f"<!-- Generated by `{REGENERATE}`; do not edit by hand. CI runs `fltc checklist --check --strict`. -->",
        "",
        "Generated from `proofs/` (every artifact re-checked by "
        f"`{ev.checker}` when this file was generated), "
        "`backend.kernels.registry.launch_configs()` and `benchmarks/results/*.json`. "
        "**proved** = re-checked Z3 artifact bound to the PTX sha256 and the configuration; "
        "**tested** = device results within the spec's error bound (never proved).",
        "",
        "## Summary",
        "",
        f"- registry configurations: {ev.registry_count}"
        + (f" (registry unavailable: {ev.registry_error})" if ev.registry_error else ""),
        f"- fully proved (obligations 1-7, re-checked): {proved}/{len(regs)}",
        f"- numerics tested on device (obligation 8): {tested}/{len(regs)}",
        f"- artifacts: {len(ev.artifacts)}; device result files: {len(ev.result_files)}",
        "- cells: " + (", ".join(f"{v} {k}" for k, v in counts.items() if v) or "none"),
        f"- launch gate: {'OK' if not gate else f'FAILS ({len(gate)})'}",
        "",
        "## Contract and issue musts",
        "",
        "| id | source | must | status | evidence |",
        "|---|---|---|---|---|",
    ]
    for ms in (must_status(m, ev, root) for m in MUSTS):
        L.append(f"| {ms.must.id} | {ms.must.source} | {_cell(ms.must.text)} | {ms.state.value} | "
                 f"{_cell(ms.detail)} |")
    L += ["", "## Obligation matrix (kernel x configuration x obligation)", "", *matrix_markdown(data["rows"])]
    L += ["", "## What remains unproved", ""]
    L += [f"- {_line(u)}" for u in data["unproved"]] or ["- nothing"]
    L += ["", "## Numerical evidence (obligation 8)", "", *numerics_markdown(data["numerics"], data["result_files"])]
    if ev.problems:
        L += ["", "## Problems reading the evidence", ""] + [f"- {_line(p)}" for p in ev.problems]
    return "\n".join(L).rstrip() + "\n"


def _cell(s: str) -> str:
    return _line(s).replace("|", "\\|")


def _line(s: str) -> str:
    return " ".join(str(s).split())


def stale_diff(committed: str | None, fresh: str, name: str = "CHECKLIST.md") -> list[str]:
    """Unified diff lines (empty when up to date)."""
    if committed == fresh:
        return []
    old = [] if committed is None else committed.splitlines(keepends=True)
    return list(difflib.unified_diff(old, fresh.splitlines(keepends=True), f"{name} (committed)",
                                     f"{name} (regenerated)", n=1))


# --------------------------------------------------------------------------- CLI
def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--root", type=Path, default=Path("."), help="repository root (default: current directory)")
    p.add_argument("--out", type=Path, default=None, help="checklist path (default: ROOT/CHECKLIST.md)")
    p.add_argument("--proofs", type=Path, default=None, help="artifact directory (default: ROOT/proofs)")
    p.add_argument("--results", type=Path, default=None,
                   help="device results directory (default: ROOT/benchmarks/results)")
    p.add_argument("--check", action="store_true", help="do not write; exit 1 if the file is stale")
    p.add_argument("--cache", action="store_true",
                   help="accept re-check verdicts cached by `fltc verify --cache` (same artifact, PTX, queries and "
                        "verifier code); default: re-check every artifact")
    p.add_argument("--strict", action="store_true",
                   help="also exit 1 if a launchable registry configuration is not fully proved (CI gate)")


def main(args: argparse.Namespace) -> int:
    root: Path = args.root
    out: Path = args.out or root / "CHECKLIST.md"
    ev = gather(root, proofs_dir=args.proofs, results_dir=args.results, use_cache=args.cache)
    fresh = render_checklist(ev, root)
    rc = 0
    if args.check:
        committed = out.read_text() if out.is_file() else None
        diff = stale_diff(committed, fresh, out.name)
        if diff:
            added = sum(1 for d in diff if d.startswith("+") and not d.startswith("+++"))
            removed = sum(1 for d in diff if d.startswith("-") and not d.startswith("---"))
            what = "missing" if committed is None else f"stale (+{added} -{removed} lines)"
            print(f"{out} is {what}. First differences:", file=sys.stderr)
            for line in diff[:40]:
                print("  " + line.rstrip("\n"), file=sys.stderr)
            if len(diff) > 40:
                print(f"  ... {len(diff) - 40} more diff lines", file=sys.stderr)
            print(f"Regenerate it with: {REGENERATE}" + (f" --out {out}" if args.out else "")
                  + (f" --root {root}" if str(root) != "." else ""), file=sys.stderr)
            rc = 1
        else:
            print(f"{out} is up to date")
    else:
        out.write_text(fresh)
        print(f"wrote {out}")
    if args.strict:
        rc = max(rc, gate_exit(ev))
    return rc
