"""Obligation 5: registers, shared memory, stack and local memory within the declared limits.

Why ptxas: the numbers that matter are what the assembler allocates for the real target
(sm_90 on the test machine; sm_89 as fallback), not what the PTX declares. The check is
arithmetic on ptxas's report against ResourceLimits and the launch's block size.
"""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import tempfile
from dataclasses import dataclass

from verifier.config import LaunchConfig
from verifier.obligations.common import ObligationResult, ProofContext

ID = 5
METHOD = ("ptxas -v for sm_90 (fallback sm_89): registers, static shared, stack frame, spill/local bytes; "
          "checked against the configuration's limits, 65536 registers per CTA (allocated per warp in units "
          "of 256), and 227 KiB shared memory per CTA")
REGS_PER_SM_BLOCK = 65536
SMEM_PER_BLOCK = 227 * 1024
_CACHE: dict[tuple[str, str], ResourceUsage] = {}


@dataclass(frozen=True)
class ResourceUsage:
    arch: str
    registers: int
    shared_bytes: int
    stack_bytes: int
    spill_bytes: int
    local_bytes: int
    barriers: int
    report: str


def _run_ptxas(ptx_text: str, digest: str, arch: str) -> tuple[int, str, str]:
    """(return code, stdout, stderr) of `ptxas -arch=ARCH -v` on the whole PTX file, once per file and arch.

    Why per file: ptxas reports every entry of the file in one run (gemv_q.ptx has a dozen entries);
    the decision per entry below is unchanged."""
    key = (digest, arch)
    got = _RUNS.get(key)
    if got is None:
        with tempfile.TemporaryDirectory() as d:
            src = os.path.join(d, "k.ptx")
            with open(src, "w") as f:
                f.write(ptx_text)
            p = subprocess.run(["ptxas", f"-arch={arch}", "-v", src, "-o", os.path.join(d, "k.cubin")],
                               capture_output=True, text=True, timeout=120)
        got = _RUNS[key] = (p.returncode, p.stdout, p.stderr)
    return got


_RUNS: dict[tuple[str, str], tuple[int, str, str]] = {}


def ptxas_usage(ptx_text: str, entry: str) -> ResourceUsage:
    """Run ptxas -v on the PTX text and parse the entry's resource report (cached by content hash)."""
    digest = hashlib.sha256(ptx_text.encode()).hexdigest()
    key = (digest, entry)
    if key in _CACHE:
        return _CACHE[key]
    errors = []
    for arch in ("sm_90", "sm_89"):
        try:
            code, out, err = _run_ptxas(ptx_text, digest, arch)
        except (OSError, subprocess.TimeoutExpired) as exc:
            errors.append(f"{arch}: {exc}")
            continue
        if code != 0:
            if "too much shared data" in err and f"entry function '{entry}'" in err:
                u = _parse(err, entry, arch)  # over the hardware limit: report the usage
                _CACHE[key] = u
                return u
            errors.append(f"{arch}: {err.strip()[:400]}")
            continue
        u = _parse(err + out, entry, arch)
        _CACHE[key] = u
        return u
    raise RuntimeError("ptxas failed: " + " | ".join(errors))


def _parse(text: str, entry: str, arch: str) -> ResourceUsage:
    lines = text.splitlines()
    start = next((i for i, ln in enumerate(lines) if f"entry function '{entry}'" in ln), None)
    if start is None:
        raise RuntimeError(f"ptxas report has no entry {entry}")
    block = []
    for ln in lines[start + 1:]:
        if "Compiling entry function" in ln:
            break
        block.append(ln)
    body = "\n".join(block)

    def num(pat: str) -> int:
        m = re.search(pat, body)
        return int(m.group(1)) if m else 0

    return ResourceUsage(arch, num(r"Used (\d+) registers"), num(r"(\d+) bytes smem"),
                         num(r"(\d+) bytes stack frame"), num(r"(\d+) bytes spill stores"),
                         num(r"(\d+) bytes lmem"), num(r"used (\d+) barriers"), body.strip())


def check_usage(u: ResourceUsage, cfg: LaunchConfig) -> list[str]:
    lim = cfg.limits
    bad = []
    warps = (cfg.threads_per_block + 31) // 32
    regs_warp = (u.registers * 32 + 255) // 256 * 256
    if u.registers > lim.max_registers:
        bad.append(f"registers {u.registers} > limit {lim.max_registers}")
    if regs_warp * warps > REGS_PER_SM_BLOCK:
        bad.append(f"registers per CTA {regs_warp * warps} ({u.registers}/thread x {cfg.threads_per_block} "
                   f"threads) > {REGS_PER_SM_BLOCK}")
    smem = u.shared_bytes + cfg.dynamic_shared_bytes
    if smem > lim.max_shared_bytes:
        bad.append(f"shared memory {smem} bytes ({u.shared_bytes} static + {cfg.dynamic_shared_bytes} dynamic) "
                   f"> limit {lim.max_shared_bytes}")
    if smem > SMEM_PER_BLOCK:
        bad.append(f"shared memory {smem} bytes > {SMEM_PER_BLOCK} per CTA")
    if u.stack_bytes > lim.max_stack_bytes:
        bad.append(f"stack frame {u.stack_bytes} bytes > limit {lim.max_stack_bytes}")
    if u.spill_bytes + u.local_bytes > lim.max_local_bytes:
        bad.append(f"local/spill {u.spill_bytes + u.local_bytes} bytes > limit {lim.max_local_bytes}")
    return bad


def build(pc: ProofContext) -> ObligationResult:
    try:
        u = ptxas_usage(pc.ptx_text, pc.entry.name)
    except RuntimeError as exc:
        return ObligationResult(ID, "unknown", METHOD, str(exc))
    bad = check_usage(u, pc.cfg)
    detail = (f"{u.arch}: {u.registers} registers, {u.shared_bytes} B static smem + {pc.cfg.dynamic_shared_bytes} B "
              f"dynamic, {u.stack_bytes} B stack, {u.spill_bytes} B spill, {pc.cfg.threads_per_block} threads/CTA")
    if bad:
        return ObligationResult(ID, "failed", METHOD, detail, witness={
            "reason": "; ".join(bad), "ptxas": u.report, "arch": u.arch,
            "launch": {"grid": list(pc.cfg.grid), "block": list(pc.cfg.block),
                       "dynamic_shared_bytes": pc.cfg.dynamic_shared_bytes}})
    return ObligationResult(ID, "proved", METHOD, detail)
