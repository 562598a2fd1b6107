"""The kernel profile a GGUF model needs, derived from its header (issue 18, item 5).

Why: a profile (the model's dimensions, tensor types, KV pool and context) decides every launch configuration
the GPU executors make, and the launch gate admits only configurations with a checked artifact. The built-in
profiles (registry.PROFILES["default"], registry_gemma*.GEMMA_*PROFILES["gemma3-270m"]) are proved in the
repository's proofs/. Any other Llama- or Gemma-3-architecture GGUF whose tensors the kernels read gets a
*derived* profile here, from the header alone (no weight is read): the same registry functions
(registry.profile_families, registry_gemma.gemma_families, registry_gemma_step.gemma_step_families) list its
configurations, `fltc prove --model PATH` proves those no artifact covers yet into
user_proofs_dir()/<profile name>/, and the executors hand that directory to their gate, which re-checks every
artifact it admits exactly as it does the repository's.

What the kernels cannot do is refused before anything loads, naming what is missing: an architecture other
than llama / gemma3, a tensor type without a kernel for its role (TYPE_ROLES), two tensors fused into one
launch with different types, and any dimension a kernel family refuses (its _require message: head_dim 256 for
Gemma's attention, 64 for Llama's, a vocabulary greedy_part_f32 cannot split, ...).
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from fltc.errors import ConfigError

__all__ = ["ModelProfile", "UnsupportedModelError", "derive_profile", "user_proofs_dir", "missing_configs",
           "artifact_keys"]

KV_POOL_BLOCKS = 16384  # the built-in profiles' pool (blocks of 16 tokens), shrunk where the plane stride needs it
PLANE_LIMIT = 1 << 32  # the attention kernels address a K or V plane with 32-bit offsets below plane_stride
GEMMA_MAX_CONTEXT = 8192  # positions of the built-in Gemma profile (the cos/sin tables, the global window)

# role -> the GGUF types a GPU kernel reads there (the Llama path's fused Q4_1 GEMVs; the Gemma path's native
# GEMVs of gemv_k.cu / gemv_q.cu)
TYPE_ROLES: dict[str, dict[str, tuple[str, ...]]] = {
    "llama": {"linear": ("Q4_1",), "token_embd": ("Q8_0",), "output": ("Q8_0",), "norm": ("F32", "F16")},
    "gemma3": {"linear": ("Q5_0", "Q4_K", "Q6_K", "Q8_0"), "token_embd": ("Q8_0",), "norm": ("F32",)},
}


class UnsupportedModelError(ConfigError):
    """The model cannot run on the GPU path: what is missing is named; `--device cpu` runs it on the spec."""


def user_proofs_dir() -> Path:
    """Where `fltc prove --model` writes derived profiles' artifacts: $FLTC_PROOFS_DIR, else
    $XDG_DATA_HOME/fltc/proofs, else ~/.local/share/fltc/proofs (outside any checkout: the artifacts are
    re-checked by the gate, so where they lie grants nothing)."""
    env = os.environ.get("FLTC_PROOFS_DIR")
    if env:
        return Path(env)
    xdg = os.environ.get("XDG_DATA_HOME")
    return (Path(xdg) if xdg else Path.home() / ".local" / "share") / "fltc" / "proofs"


@dataclass(frozen=True)
class ModelProfile:
    """A model's kernel profile: built-in (its artifacts in the repository's proofs/) or derived from the model."""

    arch: str  # "llama" | "gemma3"
    name: str  # the built-in profile's name, or "<arch>-<dimensions>-<digest>" for a derived one
    builtin: bool
    profile: Any  # registry.Profile (llama) | registry_gemma_step.GemmaStepProfile (gemma3)

    @property
    def proofs_dir(self) -> Path | None:
        """The derived profile's artifact directory (None: built-in, the repository's proofs/)."""
        return None if self.builtin else user_proofs_dir() / self.name

    def configs(self) -> list[Any]:
        """Every launch configuration (families and concrete) the executor makes for this profile."""
        return _configs(self.arch, self.profile)

    def describe(self) -> str:
        return f"{self.name} ({'built-in' if self.builtin else 'derived'}; {_dims(self.arch, self.profile)})"


def _configs(arch: str, prof: Any) -> list[Any]:
    if arch == "llama":
        from backend.kernels.registry import profile_families

        out = profile_families(prof)
    else:
        from backend.kernels.registry_gemma import gemma_families
        from backend.kernels.registry_gemma_step import gemma_step_families

        out = gemma_families(prof.gemma) + gemma_step_families(prof)
    seen: dict[str, Any] = {}
    for c in out:
        c.validate()
        seen.setdefault(c.key(), c)
    return list(seen.values())


def _dims(arch: str, prof: Any) -> str:
    m = prof.model if arch == "llama" else prof.gemma.model
    return (f"hidden {m.hidden}, {m.layers} layers, {m.q_heads}/{m.kv_heads} heads of {m.head_dim}, ffn {m.ffn}, "
            f"vocab {m.vocab}, max_context {prof.max_context}, {prof.physical_blocks} KV blocks")


def _pool(layers: int, kv_heads: int, head_dim: int) -> int:
    """KV_POOL_BLOCKS, halved until a plane (layers x blocks x 16 tokens x kv_heads x head_dim x 2 bytes) is
    below PLANE_LIMIT."""
    blocks = KV_POOL_BLOCKS
    while blocks > 1 and layers * blocks * 16 * kv_heads * head_dim * 2 >= PLANE_LIMIT:
        blocks //= 2
    return blocks


def _type_of(tensors: Mapping[str, Any], name: str) -> str | None:
    info = tensors.get(name)
    return None if info is None else str(info.qtype)


def _one_type(tensors: Mapping[str, Any], names: list[str], what: str, ok: tuple[str, ...],
              problems: list[str]) -> str:
    """The one GGUF type of `names` (one fused launch, or one profile-wide type), checked against `ok`."""
    types = list(dict.fromkeys(t for t in (_type_of(tensors, n) for n in names) if t is not None))
    if not types:
        problems.append(f"{what}: tensor missing")
        return ""
    if len(types) > 1:
        problems.append(f"{what}: one launch reads them, but they are {'/'.join(types)}")
    bad = [t for t in types if t not in ok]
    if bad:
        problems.append(f"{what} is {'/'.join(bad)}: the kernels read {'/'.join(ok)}")
    return types[0]


def _types(tensors: Mapping[str, Any], names: list[str], what: str, ok: tuple[str, ...],
           problems: list[str]) -> tuple[str, ...]:
    """The distinct GGUF types over `names` (per-layer types may differ), in order of first appearance."""
    types = tuple(dict.fromkeys(t for t in (_type_of(tensors, n) for n in names) if t is not None))
    if len(types) == 0:
        problems.append(f"{what}: tensor missing")
    bad = [t for t in types if t not in ok]
    if bad:
        problems.append(f"{what} is {'/'.join(bad)}: the kernels read {'/'.join(ok)}")
    return types


def _refuse(label: str, problems: list[str]) -> None:
    if problems:
        raise UnsupportedModelError(f"{label}: no GPU kernel for it ({'; '.join(problems)}); run it with "
                                    f"--device cpu (the spec executor)")


def _digest(obj: Any) -> str:
    return hashlib.sha256(repr(obj).encode()).hexdigest()[:10]


def derive_profile(config: Any, tensors: Mapping[str, Any], label: str = "the model") -> ModelProfile:
    """The model's kernel profile from its header (config: backend.model ModelConfig / Gemma3Config, tensors:
    name -> TensorInfo): the built-in profile when the model's is the same, else a derived one. Raises
    UnsupportedModelError naming everything missing."""
    arch = getattr(config, "arch", None)
    if arch not in TYPE_ROLES:
        raise UnsupportedModelError(f"{label}: the GPU backend has kernels for the llama and gemma3 "
                                    f"architectures, not {arch!r}; run it with --device cpu")
    if arch == "llama":
        mp = _llama(config, tensors, label)
    else:
        mp = _gemma3(config, tensors, label)
    if not mp.builtin:  # (a built-in profile's configurations are the committed proofs': known to build)
        try:
            mp.configs()
        except ValueError as exc:  # a kernel family refuses the dimensions (registry._require)
            _refuse(label, [str(exc)])
    return mp


def _llama(cfg: Any, tensors: Mapping[str, Any], label: str) -> ModelProfile:
    from backend.kernels.registry import PROFILES, SPLIT_MAX_CONTEXT, ModelShape, Profile, _f32

    roles, problems = TYPE_ROLES["llama"], []
    lin = roles["linear"]
    for i in range(cfg.layers):
        b = f"blk.{i}."
        _one_type(tensors, [b + "attn_q.weight", b + "attn_k.weight", b + "attn_v.weight"], f"{b}attn_q|k|v", lin,
                  problems)
        _one_type(tensors, [b + "attn_output.weight"], f"{b}attn_output", lin, problems)
        _one_type(tensors, [b + "ffn_gate.weight", b + "ffn_up.weight"], f"{b}ffn_gate|up", lin, problems)
        _one_type(tensors, [b + "ffn_down.weight"], f"{b}ffn_down", lin, problems)
        for n in ("attn_norm", "ffn_norm"):
            _one_type(tensors, [f"{b}{n}.weight"], f"{b}{n}", roles["norm"], problems)
    _one_type(tensors, ["token_embd.weight"], "token_embd", roles["token_embd"], problems)
    if "output.weight" in tensors:
        _one_type(tensors, ["output.weight"], "output (the head)", roles["output"], problems)
    _one_type(tensors, ["output_norm.weight"], "output_norm", roles["norm"], problems)
    _refuse(label, problems)
    shape = ModelShape(hidden=cfg.hidden, q_heads=cfg.heads, kv_heads=cfg.kv_heads, head_dim=cfg.head_dim,
                       ffn=cfg.ffn, vocab=cfg.vocab, layers=cfg.layers, rope_dim=cfg.rope_dim, rms_eps=cfg.rms_eps)
    for name, p in PROFILES.items():  # eps as the kernels take it (a binary32 scalar)
        if replace(p.model, rms_eps=0.0) == replace(shape, rms_eps=0.0) and _f32(p.model.rms_eps) == _f32(cfg.rms_eps):
            return ModelProfile("llama", name, True, p)
    blocks = _pool(cfg.layers, cfg.kv_heads, cfg.head_dim)
    key = (shape, SPLIT_MAX_CONTEXT, blocks)
    name = f"llama-d{cfg.hidden}-l{cfg.layers}-v{cfg.vocab}-{_digest(key)}"
    return ModelProfile("llama", name, False, Profile(name, shape, max_context=SPLIT_MAX_CONTEXT,
                                                      physical_blocks=blocks))


def _gemma3(cfg: Any, tensors: Mapping[str, Any], label: str) -> ModelProfile:
    from backend.kernels.registry import KV_BLOCK_SIZE, _f32
    from backend.kernels.registry_gemma import GemmaProfile, GemmaShape
    from backend.kernels.registry_gemma_step import GEMMA_STEP_PROFILES, GemmaStepProfile

    roles, problems = TYPE_ROLES["gemma3"], []
    lin, L = roles["linear"], range(cfg.layers)
    qk = _one_type(tensors, [f"blk.{i}.{t}.weight" for i in L for t in ("attn_q", "attn_k")], "attn_q|attn_k",
                   lin, problems)
    v = _types(tensors, [f"blk.{i}.attn_v.weight" for i in L], "attn_v", lin, problems)
    o = _one_type(tensors, [f"blk.{i}.attn_output.weight" for i in L], "attn_output", lin, problems)
    gu = _one_type(tensors, [f"blk.{i}.{t}.weight" for i in L for t in ("ffn_gate", "ffn_up")], "ffn_gate|ffn_up",
                   lin, problems)
    down = _types(tensors, [f"blk.{i}.ffn_down.weight" for i in L], "ffn_down", lin, problems)
    head = _one_type(tensors, ["token_embd.weight"], "token_embd", roles["token_embd"], problems)
    for i in L:
        for n in ("attn_norm", "attn_q_norm", "attn_k_norm", "post_attention_norm", "ffn_norm", "post_ffw_norm"):
            _one_type(tensors, [f"blk.{i}.{n}.weight"], f"blk.{i}.{n}", roles["norm"], problems)
    if not getattr(cfg, "tied_embeddings", True) or "output.weight" in tensors:
        problems.append("an untied output.weight: the Gemma head kernels read the tied token_embd")
    if cfg.rope_dim != cfg.head_dim:
        problems.append(f"rope_dim {cfg.rope_dim}: qk_norm_rope_kv rotates the whole head ({cfg.head_dim})")
    if _f32(cfg.attn_scale) != _f32(1.0 / cfg.head_dim ** 0.5):
        problems.append(f"attention scale {cfg.attn_scale}: the attention kernel uses 1/sqrt(head_dim)")
    _refuse(label, problems)
    shape = GemmaShape(hidden=cfg.hidden, q_heads=cfg.heads, kv_heads=cfg.kv_heads, head_dim=cfg.head_dim,
                       ffn=cfg.ffn, vocab=cfg.vocab, layers=cfg.layers, qk_type=qk, v_types=v, o_type=o,
                       gate_up_type=gu, down_types=down, head_type=head)
    ctx = min(cfg.context_length, GEMMA_MAX_CONTEXT) // KV_BLOCK_SIZE * KV_BLOCK_SIZE
    if ctx <= 0:
        _refuse(label, [f"context_length {cfg.context_length}: below one KV block of {KV_BLOCK_SIZE}"])
    for name, sp in GEMMA_STEP_PROFILES.items():
        bm = sp.gemma.model
        same_types = set(bm.v_types) == set(v) and set(bm.down_types) == set(down)
        if (same_types and replace(bm, v_types=v, down_types=down) == shape and _f32(sp.rms_eps) == _f32(cfg.rms_eps)
                and sp.sliding_window == cfg.sliding_window and ctx >= sp.max_context):
            return ModelProfile("gemma3", name, True, sp)
    blocks = _pool(cfg.layers, cfg.kv_heads, cfg.head_dim)
    key = (shape, cfg.rms_eps, cfg.sliding_window, ctx, blocks)
    name = f"gemma3-d{cfg.hidden}-l{cfg.layers}-v{cfg.vocab}-{_digest(key)}"
    step = GemmaStepProfile(gemma=GemmaProfile(name, shape), rms_eps=cfg.rms_eps, sliding_window=cfg.sliding_window,
                            max_context=ctx, physical_blocks=blocks)
    return ModelProfile("gemma3", name, False, step)


def artifact_keys(directory: Path, kernels: set[str]) -> tuple[set[tuple[str, str]], list[Any]]:
    """(kernel, config_key) of the artifacts under directory/<kernel>/*.json for these kernels, and the family
    configurations among them (unreadable files are skipped: the gate, not this listing, decides what is
    admitted)."""
    from verifier.config import LaunchConfig

    keys: set[tuple[str, str]] = set()
    fams: list[Any] = []
    for k in sorted(kernels):
        d = directory / k
        if not d.is_dir():
            continue
        for p in sorted(d.glob("*.json")):
            try:
                art = json.loads(p.read_bytes())
                keys.add((str(art["kernel"]), str(art["config_key"])))
                if art["config"].get("symbols"):
                    fams.append(LaunchConfig.from_json(art["config"]))
            except (OSError, ValueError, KeyError, TypeError, AttributeError, ConfigError):
                continue
    return keys, fams


def missing_configs(mp: ModelProfile, repo_proofs: Path | None = None, extra_dirs: tuple[Path, ...] = ()) -> list[Any]:
    """The profile's configurations that no artifact in the repository's proofs/ or the profile's own directory
    is for (by exact config key, or a family whose member it is): what `fltc prove --model` proves, and what the
    executors refuse to start without. A listing only; admission stays the gate's re-check."""
    if repo_proofs is None:
        from backend.cuda.gate import REPO_ROOT

        repo_proofs = REPO_ROOT / "proofs"
    configs = mp.configs()
    kernels = {c.kernel for c in configs}
    have, fams = artifact_keys(repo_proofs, kernels)
    for d in dict.fromkeys([*([mp.proofs_dir] if mp.proofs_dir is not None else []), *extra_dirs]):
        more, more_fams = artifact_keys(d, kernels)
        have, fams = have | more, fams + more_fams

    def covered(c: Any) -> bool:
        if (c.kernel, c.key()) in have:
            return True
        return not c.is_family and any(f.kernel == c.kernel and f.match(c) is not None for f in fams)

    return [c for c in configs if not covered(c)]


def resolve_profile(model: Any, profile: Any, arch: str, label: str = "the model") -> tuple[str, Any, Path | None]:
    """(name, profile object, extra artifact directory or None) an executor runs `model` with.

    profile: a built-in profile's name (as before), a profile object (tests), or None: the profile
    derive_profile makes from the model. A derived profile whose configurations are not all covered by
    artifacts is refused here, before any weight is uploaded, with the command that proves them."""
    if profile is not None and not isinstance(profile, str):
        return str(getattr(profile, "name", getattr(getattr(profile, "gemma", None), "name", "custom"))), profile, None
    if profile is not None:
        return profile, None, None  # the executor looks the name up in its own table (unknown: its error)
    cfg = model.config
    if getattr(cfg, "arch", None) != arch:
        return "", None, None  # the executor's own architecture check says what is wrong
    mp = derive_profile(cfg, model.tensors, label=label)
    if mp.builtin:
        return mp.name, mp.profile, None
    missing = missing_configs(mp)
    if missing:
        from fltc.errors import UnprovenLaunchError

        path = getattr(model, "path", None)
        raise UnprovenLaunchError(
            f"{label} needs the kernel profile {mp.describe()}: {len(missing)} of its {len(mp.configs())} launch "
            f"configurations have no proof artifact (e.g. {missing[0].kernel}/{missing[0].label}); prove them with "
            f"`fltc prove --model {path or 'PATH'}` (they go to {mp.proofs_dir}), then run again")
    return mp.name, mp.profile, mp.proofs_dir
