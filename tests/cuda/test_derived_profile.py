"""Derived kernel profiles (issue 18, item 5): a Llama / Gemma 3 GGUF of other dimensions gets its own profile
from its header, `fltc prove --model` proves it, and the executor's gate admits its launches from those artifacts
(re-checked by the real checker); what the kernels cannot do is refused before anything loads, naming it.

The models are tiny synthetic GGUFs (tests/model/*synth.py) whose dimensions the kernels take: Gemma's attention is
compiled for head_dim 256 and greedy_part_f32 splits the vocabulary into 64 parts of a multiple of 1,024 (hence
65,536 tokens), the Llama path's linears are Q4_1 GEMVs and its batch-1 attention is compiled for head_dim 64.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from backend.kernels.model_profile import (
    UnsupportedModelError,
    artifact_keys,
    derive_profile,
    missing_configs,
    user_proofs_dir,
)
from backend.model.gguf_loader import load_gguf
from fltc.errors import UnprovenLaunchError
from tests.model.gemma3_synth import TinyGemma, write_tiny_gemma3
from tests.model.synth import TinySpec, write_tiny_llama

REPO = Path(__file__).resolve().parents[2]
GEMMA = TinyGemma(layers=6, hidden=256, heads=2, kv_heads=1, head_dim=256, ffn=512, context=128, window=16,
                  vocab=65536)  # layer 5 is global


@pytest.fixture(scope="module")
def gemma_file(tmp_path_factory) -> Path:
    p = tmp_path_factory.mktemp("derived") / "tiny-gemma3.gguf"
    write_tiny_gemma3(p, GEMMA)
    return p


def test_the_built_in_models_get_their_built_in_profiles() -> None:
    from backend.run import default_model_path

    try:
        path = default_model_path()
    except Exception as exc:  # noqa: BLE001 - the default model is a test dependency (README's test command)
        pytest.skip(f"default model not installed: {exc}")
    m = load_gguf(path, cross_check=False)
    mp = derive_profile(m.config, m.tensors)
    assert (mp.name, mp.builtin, mp.proofs_dir) == ("default", True, None)
    assert missing_configs(mp) == []  # the committed proofs/ covers every launch of the default model


def test_a_gemma3_of_other_dimensions_gets_a_derived_profile(gemma_file: Path, monkeypatch, tmp_path) -> None:
    monkeypatch.setenv("FLTC_PROOFS_DIR", str(tmp_path))
    m = load_gguf(gemma_file, cross_check=False)
    mp = derive_profile(m.config, m.tensors)
    assert not mp.builtin and mp.arch == "gemma3" and mp.name.startswith("gemma3-d256-l6-v65536-")
    assert mp.proofs_dir == tmp_path / mp.name == user_proofs_dir() / mp.name
    sp = mp.profile
    assert (sp.max_context, sp.sliding_window, sp.gemma.model.head_dim, sp.gemma.model.v_types) == (
        128, 16, 256, ("Q5_0", "Q8_0"))
    assert derive_profile(m.config, m.tensors).name == mp.name  # deterministic: the same file, the same profile
    labels = {(c.kernel, c.label) for c in mp.configs()}
    assert ("attention_window_d256_f16", "r1-16_hq2_hkv1_ctx128_w16_l6_b16384_pdl") in labels
    assert ("attention_window_d256_f16", "r1-16_hq2_hkv1_ctx128_w128_l6_b16384_pdl") in labels
    # none of these is in the committed proofs/: every one is the derived profile's to prove
    assert len(missing_configs(mp)) >= len(mp.configs()) - 2


def test_a_tiny_llama_gets_a_derived_profile(tmp_path) -> None:
    p = tmp_path / "l.gguf"
    write_tiny_llama(p, TinySpec(hidden=192, heads=3, kv_heads=1, ffn=256, mat_type="Q4_1", emb_type="Q8_0",
                                 vocab=1024))
    m = load_gguf(p, cross_check=False)
    mp = derive_profile(m.config, m.tensors)
    assert not mp.builtin and mp.name.startswith("llama-d192-l2-v1024-")
    assert mp.profile.model.head_dim == 64 and mp.profile.max_context == 8192


@pytest.mark.parametrize(("spec", "types", "says"), [
    (TinyGemma(), {}, "head_dim (256,), not 32"),  # head_dim 32
    (GEMMA, {"blk.0.attn_k.weight": "Q8_0"}, "attn_q|attn_k: one launch reads them, but they are Q5_0/Q8_0"),
    (GEMMA, {"blk.2.ffn_down.weight": "F16"}, "ffn_down is F16: the kernels read Q5_0/Q4_K/Q6_K/Q8_0"),
    (GEMMA, {"token_embd.weight": "Q5_0"}, "token_embd is Q5_0: the kernels read Q8_0"),
    (TinyGemma(layers=6, hidden=256, heads=2, kv_heads=1, head_dim=256, ffn=512, context=128, window=16),
     {}, "greedy_part_f32"),  # the vocabulary of 309 tokens cannot be split into 64 parts
])
def test_what_the_kernels_cannot_do_is_refused_naming_it(tmp_path, spec, types, says) -> None:
    p = tmp_path / "m.gguf"
    write_tiny_gemma3(p, spec, tensor_types=types)
    m = load_gguf(p, cross_check=False)
    with pytest.raises(UnsupportedModelError, match="no GPU kernel for it") as exc:
        derive_profile(m.config, m.tensors, label=str(p))
    assert says in str(exc.value) and "--device cpu" in str(exc.value)


def test_a_llama_in_other_types_is_refused_naming_the_tensor(tmp_path) -> None:
    p = tmp_path / "l.gguf"
    write_tiny_llama(p, TinySpec(hidden=192, heads=3, kv_heads=1, ffn=256, mat_type="Q8_0", emb_type="Q8_0",
                                 vocab=1024))
    m = load_gguf(p, cross_check=False)
    with pytest.raises(UnsupportedModelError, match=r"blk\.0\.attn_q\|k\|v is Q8_0: the kernels read Q4_1"):
        derive_profile(m.config, m.tensors)


def test_the_executor_refuses_an_unproved_derived_profile_before_loading(gemma_file, monkeypatch, tmp_path) -> None:
    from backend.cuda.gemma_executor import GemmaGpuExecutor

    monkeypatch.setenv("FLTC_PROOFS_DIR", str(tmp_path / "empty"))
    m = load_gguf(gemma_file, cross_check=False)

    class NoDriver:  # the refusal comes before any driver, gate or upload work
        def __getattr__(self, name):
            raise AssertionError(f"driver.{name} used before the profile was checked")

    with pytest.raises(UnprovenLaunchError, match=r"fltc prove --model .*tiny-gemma3\.gguf"):
        GemmaGpuExecutor(m, driver=NoDriver())


@pytest.mark.slow
def test_fltc_prove_model_then_the_gate_admits_every_launch_of_the_derived_profile(gemma_file, tmp_path) -> None:
    """End to end on CPU: `fltc prove --model` (the real prover) writes the profile's artifacts; a second run has
    nothing to do; the Gemma executor (fake driver) plans decode and prefill steps, and every launch is admitted by
    a gate whose real checker re-checked the derived artifacts (none is admitted from anywhere else)."""
    from backend.cuda.gate import LaunchGate
    from backend.cuda.gemma_executor import GemmaGpuExecutor
    from tests.cuda.fakes import FakeLaunch
    from tests.cuda.test_gemma_executor_plan import GateDriver

    env = {**os.environ, "FLTC_PROOFS_DIR": str(tmp_path / "proofs"), "FLTC_CACHE_DIR": str(tmp_path / "cache")}
    cmd = [sys.executable, "-m", "fltc.cli", "prove", "--model", str(gemma_file), "-j", "2"]
    r = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stderr[-2000:]
    assert "configurations fully proved" in r.stderr
    again = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True, timeout=300)
    assert again.returncode == 0 and "nothing to prove" in again.stderr, again.stderr[-2000:]

    os.environ["FLTC_PROOFS_DIR"] = env["FLTC_PROOFS_DIR"]
    try:
        m = load_gguf(gemma_file, cross_check=False)
        mp = derive_profile(m.config, m.tensors)
        assert missing_configs(mp) == []
        # the gate's proofs/: the committed artifacts the derived profile shares (greedy_final does not depend on
        # the dimensions), copied with their queries, so the real re-check here is of what this test proved
        # (re-checking every committed Gemma artifact the plan's kernels have is CI's `fltc verify proofs` job)
        shared = tmp_path / "shared"
        derived_keys = artifact_keys(mp.proofs_dir, {c.kernel for c in mp.configs()})[0]
        for c in mp.configs():
            if (c.kernel, c.key()) not in derived_keys:
                src = REPO / "proofs" / c.kernel / f"{c.label}.json"
                assert src.is_file(), (c.kernel, c.label)
                (shared / c.kernel).mkdir(parents=True, exist_ok=True)
                shutil.copy(src, shared / c.kernel / src.name)
                shutil.copytree(src.with_suffix(""), shared / c.kernel / c.label)
        drv = GateDriver()
        gate = LaunchGate(drv, shared, root=REPO, cache_dir=tmp_path / "gate", use_cache=False,
                          launch_fn=FakeLaunch(), extra_dirs=(mp.proofs_dir,))
        ex = GemmaGpuExecutor(m, physical_blocks=mp.profile.physical_blocks, driver=drv, gate=gate)
        assert ex.profile.name == mp.name and ex.profile.step == mp.profile
        derived = str(mp.proofs_dir)
        for T, S in ((1, 1), (3, 3), (64, 64), (64, 1)):
            st = ex._step(T, S)
            for x in st.plan:
                adm = gate.lookup(x.desc, x.config)
                assert adm is not None, (x.desc.name, x.config.label)
                assert adm.artifact_path.startswith(derived) or x.desc.name == "greedy_final", adm.artifact_path
        assert not gate.report.rejected, gate.report.rejected[:3]
        assert gate.report.checked > 0  # the real checker re-checked the derived artifacts
    finally:
        os.environ.pop("FLTC_PROOFS_DIR", None)


def test_fltc_prove_model_errors_are_one_line_with_their_exit_code(tmp_path, capsys) -> None:
    from fltc.cli import main

    assert main(["prove", "--model", str(tmp_path / "missing.gguf")]) == 4  # the model cannot be used
    assert "model file not found" in capsys.readouterr().err
    assert main(["prove", "--model", str(tmp_path / "missing.gguf"), "--all"]) == 1
    assert "give no KERNEL names, --all" in capsys.readouterr().err
    p = tmp_path / "h32.gguf"
    write_tiny_gemma3(p, TinyGemma())  # head_dim 32: no kernel
    assert main(["prove", "--model", str(p)]) == 1
    err = capsys.readouterr().err.strip()
    assert "no GPU kernel for it" in err and "--device cpu" in err and len(err.splitlines()) == 1
