"""Argument packing from the descriptor: widths, signedness, checks against the proved config."""

from __future__ import annotations

import ctypes
import struct
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from backend.cuda.launcher import LaunchArgumentError, encode, pack_args, unpack_for_test
from tests.cuda.fakes import PTX, FakeBuf, descriptor, family
from verifier.config import ParamDecl, ParamType


@pytest.fixture()
def desc(tmp_path: Path):
    p = tmp_path / "fake.ptx"
    p.write_text(PTX)
    return descriptor(p)


def test_pack_round_trip_and_pointer_array(desc) -> None:
    cfg = family(256)
    a = pack_args(desc, cfg, {"x": FakeBuf(0x10000, 512), "y": FakeBuf(0x20000, 1024), "n": 256, "alpha": 0.5})
    vals = unpack_for_test(a)
    assert vals == {"x": 0x10000, "y": 0x20000, "n": 256, "alpha": 0.5, "power": 1}
    # kp is a real void*[]: each entry points at the bytes of its parameter
    arr = (ctypes.c_uint64 * 5).from_address(a.kp)
    assert ctypes.c_uint32.from_address(arr[2]).value == 256
    assert struct.unpack("<f", ctypes.string_at(arr[3], 4))[0] == 0.5
    assert ctypes.c_uint64.from_address(arr[1]).value == 0x20000
    a.set_power(0)
    assert unpack_for_test(a)["power"] == 0


def test_scalar_must_equal_proved_value(desc) -> None:
    cfg = family(256)
    with pytest.raises(LaunchArgumentError, match="fixes 256"):
        pack_args(desc, cfg, {"x": FakeBuf(0x10000, 512), "y": FakeBuf(0x20000, 512), "n": 255})
    with pytest.raises(LaunchArgumentError, match="alpha"):
        pack_args(desc, cfg, {"x": FakeBuf(0x10000, 512), "y": FakeBuf(0x20000, 512), "alpha": 0.25})


def test_buffers_checked(desc) -> None:
    cfg = family(256)
    with pytest.raises(LaunchArgumentError, match="has 100 bytes"):
        pack_args(desc, cfg, {"x": FakeBuf(0x10000, 100), "y": FakeBuf(0x20000, 512)})
    with pytest.raises(LaunchArgumentError, match="aligned"):
        pack_args(desc, cfg, {"x": FakeBuf(0x10002, 512), "y": FakeBuf(0x20000, 512)})
    with pytest.raises(LaunchArgumentError, match="overlap"):
        pack_args(desc, cfg, {"x": FakeBuf(0x10000, 512), "y": FakeBuf(0x10100, 512)})
    with pytest.raises(LaunchArgumentError, match="missing pointer"):
        pack_args(desc, cfg, {"x": FakeBuf(0x10000, 512)})
    with pytest.raises(LaunchArgumentError, match="unknown argument"):
        pack_args(desc, cfg, {"x": FakeBuf(0x10000, 512), "y": FakeBuf(0x20000, 512), "z": 1})
    with pytest.raises(LaunchArgumentError, match="raw integers"):
        pack_args(desc, cfg, {"x": 0x10000, "y": FakeBuf(0x20000, 512)})


def test_config_for_other_params_refused(desc) -> None:
    import dataclasses

    cfg = dataclasses.replace(family(256), params=desc.params[:-1] + (ParamDecl("power", ParamType.S32),))
    with pytest.raises(LaunchArgumentError, match="parameter list differs"):
        pack_args(desc, cfg, {"x": FakeBuf(0x10000, 512), "y": FakeBuf(0x20000, 512)})


@given(st.sampled_from([ParamType.U8, ParamType.U16, ParamType.U32, ParamType.S32, ParamType.U64, ParamType.S64]),
       st.integers(min_value=-(1 << 64), max_value=1 << 64))
def test_encode_width_and_signedness(t: ParamType, v: int) -> None:
    p = ParamDecl("v", t)
    lo, hi = {ParamType.U8: (0, 255), ParamType.U16: (0, 65535), ParamType.U32: (0, 2**32 - 1),
              ParamType.S32: (-2**31, 2**31 - 1), ParamType.U64: (0, 2**64 - 1),
              ParamType.S64: (-2**63, 2**63 - 1)}[t]
    if lo <= v <= hi:
        b = encode(p, v)
        assert len(b) == t.width_bytes
        assert int.from_bytes(b, "little", signed=t.signed) == v
    else:
        with pytest.raises(LaunchArgumentError):
            encode(p, v)


def test_encode_rejects_wrong_kinds() -> None:
    with pytest.raises(LaunchArgumentError):
        encode(ParamDecl("v", ParamType.U32), 1.5)
    with pytest.raises(LaunchArgumentError):
        encode(ParamDecl("v", ParamType.U32), True)
    assert encode(ParamDecl("v", ParamType.F32), 1) == struct.pack("<f", 1.0)
