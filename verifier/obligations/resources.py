"""Obligation 5: registers, shared memory, stack and local memory within the declared limits,
and the entry's launch attributes satisfied by the configuration.

Why ptxas: the numbers that matter are what the assembler allocates for the real target
(sm_90 on the test machine; sm_89 as fallback), not what the PTX declares. The check is
arithmetic on ptxas's report against ResourceLimits and the launch's block size.
Why the launch attributes: the driver refuses a launch whose block exceeds `.maxntid` or differs
from `.reqntid`, and a kernel with `.explicitcluster` / `.reqnctapercluster` runs only as a cluster
launch, which configurations cannot express (so it is refused, with that reason); `.maxnreg` and
`.minnctapersm` are promises about the compiled code that ptxas's report must bear out.
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
from verifier.ptx_parse import LaunchAttrs

ID = 5
METHOD = ("ptxas -v for sm_90 (fallback sm_89): registers, static shared, stack frame, spill/local bytes; "
          "checked against the configuration's limits, 65536 registers per CTA (allocated per warp in units "
          "of 256), and 227 KiB shared memory per CTA")
METHOD_ATTRS = ("; launch attributes: block <= .maxntid (each dimension and the product), block == .reqntid, "
                "ptxas registers <= .maxnreg, .minnctapersm CTAs fit one H200 SM (65536 registers, 228 KiB "
                "shared with 1 KiB reserved per CTA, 2048 threads, 32 CTAs), cluster-requiring kernels "
                "(.explicitcluster, .reqnctapercluster) refused: configurations have no cluster dimensions")
REGS_PER_SM_BLOCK = 65536
SMEM_PER_BLOCK = 227 * 1024
# per-SM resources of the H200 (sm_90), for .minnctapersm
REGS_PER_SM = 65536
SMEM_PER_SM = 228 * 1024
SMEM_RESERVED_PER_CTA = 1024  # cudaDevAttrReservedSharedMemoryPerBlock on sm_90
THREADS_PER_SM = 2048
CTAS_PER_SM = 32
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


def assemble(ptx_text: str) -> None:
    """Run ptxas for the first target (sm_90) on a PTX text now, into this process's per-file record.

    Why: `ptxas_usage` then finds the report without a run; a parent does this before its worker processes
    fork (verifier.prover.warm_file_caches). A failure is recorded like any other run and judged there."""
    try:
        _run_ptxas(ptx_text, hashlib.sha256(ptx_text.encode()).hexdigest(), "sm_90")
    except (OSError, subprocess.TimeoutExpired):
        pass  # not recorded: ptxas_usage runs it again and reports the error


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


@dataclass(frozen=True)
class AttrViolation:
    """One launch attribute the configuration (or ptxas's report) contradicts."""

    attribute: str  # e.g. ".maxntid"
    value: tuple[int, ...] | bool
    configuration: dict[str, object]  # the configuration's (or ptxas's) values it was checked against
    why: str

    def to_json(self) -> dict[str, object]:
        v = list(self.value) if isinstance(self.value, tuple) else self.value
        return {"attribute": self.attribute, "value": v, "configuration": self.configuration, "why": self.why}


def _regs_per_cta(registers: int, threads: int) -> int:
    return (registers * 32 + 255) // 256 * 256 * ((threads + 31) // 32)


def check_attrs(attrs: LaunchAttrs, cfg: LaunchConfig, u: ResourceUsage | None) -> tuple[list[AttrViolation],
                                                                                         list[str]]:
    """(violations, notes) of the entry's launch attributes against the configuration and ptxas's usage.

    `u` None (ptxas failed): the checks that need its report are left out; the caller says so."""
    bad: list[AttrViolation] = []
    notes: list[str] = []
    blk = {"block": list(cfg.block)}
    tpb = cfg.threads_per_block
    if attrs.maxntid is not None:
        mx = attrs.maxntid
        prod = mx[0] * mx[1] * mx[2]
        over = [f"{'xyz'[i]}: {cfg.block[i]} > {mx[i]}" for i in range(3) if cfg.block[i] > mx[i]]
        if tpb > prod:
            bad.append(AttrViolation(".maxntid", mx, blk, f"block has {tpb} threads > .maxntid {prod} "
                                     f"({mx[0]}x{mx[1]}x{mx[2]}): the driver refuses the launch"))
        elif over:
            bad.append(AttrViolation(".maxntid", mx, blk, f"block extent exceeds .maxntid in {', '.join(over)}"))
        else:
            notes.append(f".maxntid {mx[0]},{mx[1]},{mx[2]} >= block")
    if attrs.reqntid is not None:
        if tuple(cfg.block) != attrs.reqntid:
            r = attrs.reqntid
            bad.append(AttrViolation(".reqntid", r, blk, f"block {tuple(cfg.block)} != .reqntid {r}: the driver "
                                     f"refuses the launch"))
        else:
            notes.append(".reqntid == block")
    if attrs.requires_cluster:
        names = [n for n, on in ((".explicitcluster", attrs.explicitcluster),
                                 (".reqnctapercluster", attrs.reqnctapercluster is not None)) if on]
        val: tuple[int, ...] | bool = attrs.reqnctapercluster if attrs.reqnctapercluster else True
        bad.append(AttrViolation(names[-1], val, {"grid": cfg.to_json()["grid"], "cluster": None},
                                 f"the kernel requires a cluster launch ({' and '.join(names)}); launch "
                                 f"configurations have no cluster dimensions and the verifier does not model "
                                 f"clusters: refused (remove the cluster attribute or launch without clusters)"))
    if attrs.maxclusterrank is not None:
        notes.append(f".maxclusterrank {attrs.maxclusterrank}: no cluster launch, 1 CTA per cluster")
    if u is None:
        return bad, notes
    if attrs.maxnreg is not None:
        if u.registers > attrs.maxnreg:
            bad.append(AttrViolation(".maxnreg", (attrs.maxnreg,), {"ptxas_registers": u.registers},
                                     f"ptxas ({u.arch}) uses {u.registers} registers > .maxnreg {attrs.maxnreg}"))
        else:
            notes.append(f".maxnreg {attrs.maxnreg} >= {u.registers} registers")
    if attrs.minnctapersm is not None:
        n = attrs.minnctapersm
        regs = _regs_per_cta(u.registers, tpb)
        smem = u.shared_bytes + cfg.dynamic_shared_bytes + SMEM_RESERVED_PER_CTA
        why = []
        if n * regs > REGS_PER_SM:
            why.append(f"{n} x {regs} registers per CTA > {REGS_PER_SM} per SM")
        if n * smem > SMEM_PER_SM:
            why.append(f"{n} x {smem} B shared per CTA (incl. {SMEM_RESERVED_PER_CTA} B reserved) > "
                       f"{SMEM_PER_SM} B per SM")
        if n * tpb > THREADS_PER_SM:
            why.append(f"{n} x {tpb} threads > {THREADS_PER_SM} per SM")
        if n > CTAS_PER_SM:
            why.append(f"{n} CTAs > {CTAS_PER_SM} per SM")
        conf = {"block": list(cfg.block), "dynamic_shared_bytes": cfg.dynamic_shared_bytes,
                "ptxas_registers": u.registers, "ptxas_shared_bytes": u.shared_bytes}
        if why:
            bad.append(AttrViolation(".minnctapersm", (n,), conf, f"{n} CTAs per SM do not fit an H200 SM: "
                                     + "; ".join(why)))
        else:
            notes.append(f".minnctapersm {n}: {n} CTAs fit one SM")
    return bad, notes


def build(pc: ProofContext) -> ObligationResult:
    attrs = pc.entry.attrs
    has_attrs = attrs != LaunchAttrs()
    method = METHOD + (METHOD_ATTRS if has_attrs else "")
    launch = {"grid": pc.cfg.to_json()["grid"], "block": list(pc.cfg.block),
              "dynamic_shared_bytes": pc.cfg.dynamic_shared_bytes}
    try:
        u = ptxas_usage(pc.ptx_text, pc.entry.name)
    except RuntimeError as exc:
        abad, _ = check_attrs(attrs, pc.cfg, None)
        if abad:  # refused whatever ptxas says
            return ObligationResult(ID, "failed", method, f"ptxas: {exc}", witness={
                "reason": "; ".join(f"{v.attribute}: {v.why}" for v in abad),
                "attributes": [v.to_json() for v in abad], "launch": launch})
        return ObligationResult(ID, "unknown", method, str(exc))
    bad = check_usage(u, pc.cfg)
    abad, notes = check_attrs(attrs, pc.cfg, u)
    detail = (f"{u.arch}: {u.registers} registers, {u.shared_bytes} B static smem + {pc.cfg.dynamic_shared_bytes} B "
              f"dynamic, {u.stack_bytes} B stack, {u.spill_bytes} B spill, {pc.cfg.threads_per_block} threads/CTA")
    if notes:
        detail += "; launch attributes: " + ", ".join(notes)
    if bad or abad:
        w: dict[str, object] = {"reason": "; ".join(bad + [f"{v.attribute}: {v.why}" for v in abad]),
                                "ptxas": u.report, "arch": u.arch, "launch": launch}
        if abad:
            w["attributes"] = [v.to_json() for v in abad]
        return ObligationResult(ID, "failed", method, detail, witness=w)
    return ObligationResult(ID, "proved", method, detail)
