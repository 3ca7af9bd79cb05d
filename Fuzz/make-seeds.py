#!/usr/bin/env python3
"""Writes the small seed images libFuzzer starts from (Seeds/png, Seeds/jpeg).

They are committed; run this again (needs Pillow) only to change them. Each
one exercises a different decoder path: colour types, bit depths,
palettes, progressive JPEG, chroma subsampling. With the path of a built
lettersolve as argument, it also draws a small board screenshot (`render`)
that reads, so that mutations reach the reader and the solver:

    python3 Fuzz/make-seeds.py .build/debug/lettersolve
"""
import os
import random
import struct
import subprocess
import sys
import tempfile
import zlib
from PIL import Image

here = os.path.dirname(os.path.abspath(__file__))
random.seed(7)


def noise(mode, size):
    image = Image.new(mode, size)
    bands = len(image.getbands())
    data = [tuple(random.randrange(256) for _ in range(bands)) if bands > 1
            else random.randrange(256) for _ in range(size[0] * size[1])]
    image.putdata(data)
    return image


def tiles(size, cells=5):
    """A tiny Letterpress-like grid: alternating light tiles, a few coloured."""
    image = Image.new("RGB", size, (233, 232, 229))
    colours = [(120, 200, 245), (0, 162, 255), (247, 153, 141), (255, 67, 47)]
    w, h = size[0] // cells, size[1] // cells
    for row in range(cells):
        for column in range(cells):
            colour = colours[(row * cells + column) % 4] if (row + column) % 3 == 0 \
                else ((233, 232, 229) if (row + column) % 2 else (230, 229, 226))
            for y in range(row * h, (row + 1) * h):
                for x in range(column * w, (column + 1) * w):
                    image.putpixel((x, y), colour)
    return image


def main():
    png = os.path.join(here, "Seeds", "png")
    jpeg = os.path.join(here, "Seeds", "jpeg")
    os.makedirs(png, exist_ok=True)
    os.makedirs(jpeg, exist_ok=True)
    Image.new("RGB", (1, 1), (255, 0, 0)).save(os.path.join(png, "1x1-rgb.png"))
    noise("L", (7, 5)).save(os.path.join(png, "gray.png"))
    noise("LA", (6, 6)).save(os.path.join(png, "gray-alpha.png"))
    noise("RGBA", (8, 8)).save(os.path.join(png, "rgba.png"))
    noise("RGB", (9, 4)).save(os.path.join(png, "rgb.png"))
    noise("RGB", (10, 10)).convert("P", palette=Image.ADAPTIVE, colors=16) \
        .save(os.path.join(png, "palette.png"))
    noise("I;16", (4, 4)).save(os.path.join(png, "gray16.png"))
    tiles((40, 40)).save(os.path.join(png, "grid.png"))
    tiles((40, 40)).save(os.path.join(jpeg, "grid.jpg"), quality=80)
    noise("RGB", (16, 16)).save(os.path.join(jpeg, "noise-420.jpg"), quality=50)
    noise("RGB", (16, 8)).save(os.path.join(jpeg, "progressive.jpg"), progressive=True)
    noise("L", (8, 8)).save(os.path.join(jpeg, "gray.jpg"))
    noise("RGB", (9, 9)).save(os.path.join(jpeg, "444.jpg"), subsampling=0)
    rotated = Image.Exif()
    rotated[0x0112] = 6  # EXIF orientation: turn 90 degrees clockwise to show
    noise("RGB", (12, 7)).save(os.path.join(jpeg, "exif-rotated.jpg"), exif=rotated.tobytes())
    colour_profiles(png, jpeg)
    if len(sys.argv) > 1:
        board(sys.argv[1], png, jpeg)


def colour_profiles(png, jpeg):
    """The colour chunks and profiles the decoders read: a Display P3 iCCP
    (the corpus-p3 tool's profile), sRGB, cHRM + gAMA, cICP, and damaged
    profiles (garbage; a header declaring 2 GB) in PNG and JPEG."""
    sys.path.insert(0, os.path.join(here, "..", "..", "shared", "tools"))
    image = tiles((16, 16))
    try:
        import importlib.machinery
        import importlib.util
        loader = importlib.machinery.SourceFileLoader(
            "corpus_p3", os.path.join(here, "..", "..", "shared", "tools", "corpus-p3"))
        spec = importlib.util.spec_from_loader("corpus_p3", loader)
        corpus_p3 = importlib.util.module_from_spec(spec)
        loader.exec_module(corpus_p3)
        image.save(os.path.join(png, "display-p3.png"), icc_profile=corpus_p3.P3_ICC)
        image.save(os.path.join(jpeg, "display-p3.jpg"), quality=90, icc_profile=corpus_p3.P3_ICC)
    except (OSError, ImportError):
        pass  # ../shared is absent: the committed seeds stay
    image.save(os.path.join(png, "bad-profile.png"), icc_profile=b"A" * 300)
    declared = struct.pack(">I", 0x7FFFFFFF) + b"\0" * 124 + struct.pack(">I", 0)
    image.save(os.path.join(jpeg, "bad-profile.jpg"), quality=90, icc_profile=declared)
    plain = os.path.join(png, "grid.png")
    with open(plain, "rb") as f:
        data = f.read()
    ihdr_end = 8 + 25
    chunks = {
        "srgb.png": chunk(b"sRGB", b"\0"),
        "chrm-gama.png": chunk(b"cHRM", struct.pack(">8I", 31270, 32900, 68000, 32000, 26500,
                                                     69000, 15000, 6000))
        + chunk(b"gAMA", struct.pack(">I", 45455)),
        "cicp.png": chunk(b"cICP", bytes([12, 13, 0, 1])),
    }
    for name, extra in chunks.items():
        with open(os.path.join(png, name), "wb") as f:
            f.write(data[:ihdr_end] + extra + data[ihdr_end:])


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def board(lettersolve, png, jpeg):
    """A small phone screenshot of a mid-game board that still reads: 160
    pixels wide as PNG, 320 as JPEG (whose noise needs bigger tiles)."""
    with tempfile.TemporaryDirectory() as folder:
        text = os.path.join(folder, "board.txt")
        with open(text, "w") as f:
            f.write("S Ab TR O N\nE L I R A\nP U C D E\nO M G H T\nW Y N S K\n")
        shot = os.path.join(png, "board.png")
        subprocess.run([lettersolve, "render", text, "--width", "160", "--output", shot], check=True)
        wider = os.path.join(folder, "board-320.png")
        subprocess.run([lettersolve, "render", text, "--width", "320", "--output", wider], check=True)
        Image.open(wider).convert("RGB").save(os.path.join(jpeg, "board.jpg"), quality=90)


if __name__ == "__main__":
    main()
