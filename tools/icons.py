#!/usr/bin/env python3
"""Draws the app's icons (web/icon-192.png, web/icon-512.png): a white
5-5 domino on the table's green felt, filling the square edge to edge so
the icon also serves as "maskable" (the tile stays inside the safe circle).
Pure Python (zlib only): `python3 tools/icons.py` writes both files."""

import struct
import zlib
from pathlib import Path

FELT = (0x1F, 0x6B, 0x45)
TILE = (0xFA, 0xF7, 0xEE)
INK = (0x1B, 0x1B, 0x1B)
EDGE = (0x18, 0x56, 0x36)


def pixel(x: float, y: float) -> tuple:
    """The colour at (x, y) in a unit square (0..1 both ways)."""
    # The tile: a rounded rectangle, upright, centred, inside the safe circle (r 0.4).
    left, right, top, bottom, radius = 0.34, 0.66, 0.2, 0.8, 0.05
    cx = min(max(x, left + radius), right - radius)
    cy = min(max(y, top + radius), bottom - radius)
    inside = (x - cx) ** 2 + (y - cy) ** 2 <= radius**2
    if not inside:
        return FELT
    # The bar across the middle.
    if abs(y - 0.5) < 0.008 and left + 0.03 < x < right - 0.03:
        return EDGE
    # Five pips in each half.
    for half in (0.35, 0.65):
        for dx, dy in ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)):
            px, py = 0.5 + dx * 0.085, half + dy * 0.085
            if (x - px) ** 2 + (y - py) ** 2 <= 0.026**2:
                return INK
    return TILE


def png(size: int) -> bytes:
    rows = bytearray()
    samples = 3  # 3x3 supersampling for smooth edges
    for j in range(size):
        rows.append(0)
        for i in range(size):
            acc = [0, 0, 0]
            for sj in range(samples):
                for si in range(samples):
                    c = pixel((i + (si + 0.5) / samples) / size, (j + (sj + 0.5) / samples) / size)
                    for k in range(3):
                        acc[k] += c[k]
            rows.extend(round(a / samples**2) for a in acc)

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 9)) + chunk(b"IEND", b"")


if __name__ == "__main__":
    web = Path(__file__).resolve().parent.parent / "web"
    for size in (192, 512):
        (web / f"icon-{size}.png").write_bytes(png(size))
        print(f"web/icon-{size}.png")
