#!/usr/bin/env python3
"""Writes the hostile images the CLI tests feed to lettersolve.

They are committed; run this again (needs Pillow) only to change them.
Each must give a clear one-line error and exit status 1, never a crash, in
bounded time and memory.
"""
import os
import random
import struct
import zlib
from PIL import Image, ImageDraw

here = os.path.dirname(os.path.abspath(__file__))
random.seed(11)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def png_with_header(width, height, payload):
    """A PNG whose IHDR claims width x height, followed by `payload` raw rows."""
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(payload)) + chunk(b"IEND", b""))


def save(image, name, **options):
    image.save(os.path.join(here, name), **options)


def letterpress_grid(size, letters):
    """A 640x1136-style screen: the board in the lower part, in the light
    theme's colours, with or without letters."""
    image = Image.new("RGB", size, (233, 232, 229))
    draw = ImageDraw.Draw(image)
    tile = size[0] // 5
    top = size[1] - 5 * tile
    owners = {0: (120, 200, 245), 6: (0, 162, 255), 18: (247, 153, 141), 24: (255, 67, 47)}
    for index in range(25):
        row, column = divmod(index, 5)
        neutral = (233, 232, 229) if (row + column) % 2 == 0 else (230, 229, 226)
        box = [column * tile, top + row * tile, (column + 1) * tile - 1, top + (row + 1) * tile - 1]
        draw.rectangle(box, fill=owners.get(index, neutral))
        if letters:
            draw.text((box[0] + tile // 2, box[1] + tile // 2), "A", fill=(40, 40, 40))
    return image


def bad_profiles(folder, size):
    """A page-coloured image whose ICC profile is damaged: garbage in a PNG
    iCCP chunk; in a JPEG, a profile whose header declares 2 GB."""
    page = Image.new("RGB", size, (233, 232, 229))
    page.save(os.path.join(folder, "bad-profile.png"), icc_profile=b"A" * 300)
    declared = struct.pack(">I", 0x7FFFFFFF) + b"\0" * 124 + struct.pack(">I", 0)
    page.save(os.path.join(folder, "bad-profile.jpg"), quality=90, icc_profile=declared)


def main():
    # The header promises 100000 x 100000 pixels (30 GB as RGBA); the data is one row.
    with open(os.path.join(here, "huge-dimensions.png"), "wb") as f:
        f.write(png_with_header(100_000, 100_000, b"\x00" * 300_001))
    # A valid 30000 x 30000 image (3.6 GB as RGBA) in a few kilobytes.
    save(Image.new("1", (30_000, 30_000)), "huge-valid.png", optimize=True)
    save(Image.new("RGB", (1, 1), (0, 162, 255)), "one-pixel.png")
    save(Image.new("RGB", (5, 9), (233, 232, 229)), "tiny.png")
    save(Image.new("RGB", (640, 1136), (233, 232, 229)), "one-colour.png")
    noise = Image.new("P", (640, 1136))
    noise.putpalette([233, 232, 229, 0, 162, 255, 255, 67, 47, 40, 40, 40])
    noise.putdata([random.randrange(4) for _ in range(640 * 1136)])
    save(noise, "noise.png", bits=2)
    save(noise.convert("RGB"), "noise.jpg", quality=10)
    save(Image.new("RGB", (1, 1), (255, 67, 47)), "one-pixel.jpg")
    save(letterpress_grid((640, 1136), letters=False), "grid-without-letters.png")
    with open(os.path.join(here, "truncated.png"), "wb") as f:
        with open(os.path.join(here, "one-colour.png"), "rb") as whole:
            f.write(whole.read()[:200])
    with open(os.path.join(here, "not-an-image.png"), "w") as f:
        f.write("This is text, not a PNG.\n")
    open(os.path.join(here, "empty.png"), "wb").close()
    bad_profiles(here, (640, 1136))


if __name__ == "__main__":
    main()
