"""Token sampling with distinct binary32 / binary16 entry points, driven by Philox4x32-10.

sample_f16 loads the f16 logits exactly into binary32 and then runs the binary32 algorithm,
so both entry points share one definition.  Every step below is binary32 with RNE, and every
sum is STRICTLY SEQUENTIAL in the stated order, so another implementation can reproduce
the draw bit-for-bit:

 0. Validation (ValueError, never a silent result): logits must contain no NaN and no +Inf
    (-Inf is allowed: a masked token); temperature finite and >= 0; top_k an int >= 0
    (0 = off); 0 < top_p <= 1 (1 = off); seed and counter unsigned 64-bit.
 1. Greedy (temperature == 0): the index of the largest logit, ties -> lowest index.  top_k,
    top_p, seed and counter are ignored (no random draw).
 2. z_i = fl32(logit_i / fl32(temperature))   (a division, not a reciprocal multiply).
    If any z_i overflows to +Inf -> ValueError.
 3. Rank: tokens sorted by z descending, ties by lower index (-0 and +0 are equal) -> r = 0..
 4. top-k: if 0 < top_k < V keep ranks 0..top_k-1.  If the best kept z is -Inf -> ValueError.
 5. e_r = exp_f32(fl32(z_r - z_0)) over kept ranks (exp_f32: binary64 exp rounded once).
 6. S = e_0 + e_1 + ... sequentially in rank order; p_r = fl32(e_r / S).
 7. Ranks with p_r == 0 (a suffix, since p is non-increasing) are dropped.
 8. C_r = p_0 + ... + p_r, sequential in rank order (binary32 prefix sums).
 9. top-p: if top_p < 1, r* = the first rank with C_r >= fl32(top_p) (the smallest prefix
    reaching top_p); if none does (rounding), or top_p == 1, r* = the last kept rank.
10. u = uniform_f32(seed, counter) (spec.philox); target = fl32(u * C_{r*}) (no renormalising
    division); the chosen rank is the number of ranks r < r* with C_r <= target, i.e. the
    first r with C_r > target, else r* itself.

Near-boundary draws: two implementations agree on u bit-for-bit (integer Philox), but a
different exp or accumulation order may move a C_r by a few ulp.  `draw_margin` returns
min_{r < r*} |target - C_r| (and `sample_trace` also the top-p cut margin) so a caller can
count draws whose outcome depends on the last bits.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from spec._util import require_f16
from spec.philox import uniform_f32
from spec.scalar import exp_f32


@dataclass(frozen=True)
class SampleTrace:
    """Everything the draw depended on (for cross-implementation comparison)."""

    token: int
    greedy: bool
    u: float  # uniform_f32(seed, counter); nan when greedy
    target: float  # fl32(u * C_{r*}); nan when greedy
    kept: int  # r* + 1: ranks eligible for the draw
    cutoff_mass: float  # C_{r*}
    u_margin: float  # min_{r < r*} |target - C_r| (inf if r* == 0 or greedy)
    top_p_margin: float  # distance of fl32(top_p) to C_{r*} / C_{r*-1} (inf if top-p off)


def _validate(logits32: np.ndarray, temperature: float, top_k: int, top_p: float, seed: int, counter: int) -> None:
    if logits32.ndim != 1 or logits32.shape[0] == 0:
        raise ValueError(f"sampling: logits must be a non-empty 1-D array, got shape {logits32.shape}")
    if np.isnan(logits32).any():
        raise ValueError("sampling: NaN logit (policy: a corrupted distribution is an error)")
    if np.isposinf(logits32).any():
        raise ValueError("sampling: +Inf logit (policy: undefined distribution is an error)")
    if not np.isfinite(temperature) or temperature < 0:
        raise ValueError(f"sampling: temperature must be finite and >= 0, got {temperature}")
    if isinstance(top_k, bool) or not isinstance(top_k, int | np.integer) or top_k < 0:
        raise ValueError(f"sampling: top_k must be an int >= 0 (0 = off), got {top_k!r}")
    if not (0.0 < top_p <= 1.0):
        raise ValueError(f"sampling: top_p must lie in (0, 1] (1 = off), got {top_p}")
    for name, v in (("seed", seed), ("counter", counter)):
        if not 0 <= int(v) < 2**64:
            raise ValueError(f"sampling: {name} must be an unsigned 64-bit integer, got {v}")


def sample_trace_f32(logits: np.ndarray, temperature: float, top_k: int, top_p: float, seed: int,
                     counter: int) -> SampleTrace:
    """Run steps 0-10 on f32 logits and return the token with the draw's intermediate facts."""
    x = np.asarray(logits)
    if x.dtype != np.float32:
        raise TypeError(f"sample_f32: expected float32 logits, got {x.dtype}")
    _validate(x, temperature, top_k, top_p, seed, counter)
    inf = float("inf")
    nan = float("nan")
    if temperature == 0:
        if np.isneginf(x).all():
            raise ValueError("sampling: every logit is -Inf")
        return SampleTrace(int(np.argmax(x)), True, nan, nan, 1, 1.0, inf, inf)
    with np.errstate(over="ignore"):
        z = (x / np.float32(temperature)).astype(np.float32)
    if np.isposinf(z).any():
        raise ValueError("sampling: logits/temperature overflowed binary32")
    if 0 < top_k < z.shape[0]:
        # only ranks 0..top_k-1 matter: candidates >= the k-th largest value, then the same
        # stable (value desc, index asc) ordering restricted to them
        kth = np.partition(z, z.shape[0] - top_k)[z.shape[0] - top_k]
        cand = np.nonzero(z >= kth)[0]
        order = cand[np.argsort(-z[cand], kind="stable")][:top_k]
    else:
        order = np.argsort(-z, kind="stable")
    zs = z[order]
    if np.isneginf(zs[0]):
        raise ValueError("sampling: no finite logit among the kept tokens")
    with np.errstate(under="ignore"):
        e = exp_f32((zs - zs[0]).astype(np.float32))
        s = np.add.accumulate(e, dtype=np.float32)[-1]
        p = (e / s).astype(np.float32)
    n_pos = int(np.count_nonzero(p > 0))  # p non-increasing: zeros form a suffix; p_0 = 1/S > 0
    p = p[:n_pos]
    c = np.add.accumulate(p, dtype=np.float32)
    top_p_margin = inf
    r_star = n_pos - 1
    if top_p < 1.0:
        tp = np.float32(top_p)
        reach = np.nonzero(c >= tp)[0]
        if reach.size:
            r_star = int(reach[0])
        top_p_margin = abs(float(c[r_star]) - float(tp))
        if r_star > 0:
            top_p_margin = min(top_p_margin, abs(float(tp) - float(c[r_star - 1])))
    u = uniform_f32(seed, counter)
    target = np.float32(np.float32(u) * c[r_star])
    r = int(np.count_nonzero(c[:r_star] <= target))
    margin = float(np.min(np.abs(c[:r_star].astype(np.float64) - float(target)))) if r_star > 0 else inf
    return SampleTrace(int(order[r]), False, u, float(target), r_star + 1, float(c[r_star]), margin, top_p_margin)


def sample_f32(logits: np.ndarray, temperature: float, top_k: int, top_p: float, seed: int, counter: int) -> int:
    """Token id drawn from binary32 logits (module docstring, steps 0-10)."""
    return sample_trace_f32(logits, temperature, top_k, top_p, seed, counter).token


def sample_trace_f16(logits: np.ndarray, temperature: float, top_k: int, top_p: float, seed: int,
                     counter: int) -> SampleTrace:
    """binary16 entry point: exact f16 -> f32 load, then the binary32 algorithm."""
    x = require_f16(logits, "logits", 1)
    return sample_trace_f32(x.astype(np.float32), temperature, top_k, top_p, seed, counter)


def sample_f16(logits: np.ndarray, temperature: float, top_k: int, top_p: float, seed: int, counter: int) -> int:
    """Token id drawn from binary16 logits (exact load, then the binary32 algorithm)."""
    return sample_trace_f16(logits, temperature, top_k, top_p, seed, counter).token


def draw_margin(logits: np.ndarray, temperature: float, top_k: int, top_p: float, seed: int, counter: int) -> float:
    """min_{r < r*} |target - C_r|: how far the draw is from flipping to a neighbouring token
    (inf for greedy or a single eligible token).  Accepts f32 or f16 logits."""
    x = np.asarray(logits)
    fn = sample_trace_f16 if x.dtype == np.float16 else sample_trace_f32
    return fn(x, temperature, top_k, top_p, seed, counter).u_margin
