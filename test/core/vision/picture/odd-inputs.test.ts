/**
 * Pictures made to break the reader: odd encodings, files cut short, lying headers and EXIF blocks,
 * extreme shapes, noise and lattices. Each must give a value (a picture, or a problem; a read, or
 * `no-board`), never a throw. Worst times and memory are measured by script, not here (CHANGES.md).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { deflateSync } from "node:zlib";
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import type { DecodeResult } from "../../../../src/core/vision/picture/decode.js";
import { decodePicture, MAX_PIXELS } from "../../../../src/core/vision/picture/decode.js";
import { readImage } from "../../../../src/core/vision/read.js";
import { shippedReader } from "../../../../src/core/vision/shipped.js";

const FIXTURES = join(import.meta.dirname, "..", "..", "..", "fixtures", "odd-pictures");

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array): number => {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** IHDR of `width`×`height`, `depth` bits, colour type `colour`, Adam7 when `interlaced`. */
function ihdr(width: number, height: number, depth: number, colour: number, interlaced = false): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([depth, colour, 0, 0, interlaced ? 1 : 0], 8);
  return chunk("IHDR", data);
}

/** Adam7's passes: first column and row, then steps. */
const PASSES = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * A 32×16 PNG of the quadrant picture (top-left 16×8 dark, the rest light), each pixel's bytes from
 * `pixel(dark)`, rows unfiltered; Adam7-interlaced when asked, with `extra` chunks before IDAT.
 */
function quadrantPng(
  depth: number,
  colour: number,
  pixel: (dark: boolean) => number[],
  { interlaced = false, extra = [] as Buffer[] } = {},
): Buffer {
  const [width, height] = [32, 16];
  const rows: number[] = [];
  const passes = interlaced ? PASSES : ([[0, 0, 1, 1]] as const);
  for (const [x0, y0, dx, dy] of passes)
    for (let y = y0; y < height; y += dy) {
      if (x0 >= width) break;
      rows.push(0);
      for (let x = x0; x < width; x += dx) rows.push(...pixel(x < 16 && y < 8));
    }
  return Buffer.concat([
    SIGNATURE,
    ihdr(width, height, depth, colour, interlaced),
    ...extra,
    chunk("IDAT", deflateSync(Buffer.from(rows))),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

/** A 40×20 JPEG, its top-left 20×10 black, with an EXIF block (a TIFF structure) after SOI. */
function quadrantJpeg(tiff?: number[]): Buffer {
  const canvas = createCanvas(40, 20);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, 40, 20);
  context.fillStyle = "#000";
  context.fillRect(0, 0, 20, 10);
  const jpeg = canvas.toBuffer("image/jpeg");
  if (tiff === undefined) return jpeg;
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), Buffer.from(tiff)]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0, payload.length + 2]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A big-endian TIFF with one IFD entry: the orientation tag, SHORT, `value`. */
const orientationTiff = (value: number): number[] => [
  ...[0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1],
  ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, value >> 8, value & 0xff, 0, 0],
  ...[0, 0, 0, 0],
];

/** Which corners of a decoded picture are dark, clockwise from top-left ("#" dark, "." light). */
function darkCorners(decoded: DecodeResult): string {
  if (!decoded.ok) throw new Error(`did not decode: ${JSON.stringify(decoded.problem)}`);
  const { width: w, height: h, data } = decoded.picture;
  const at = (x: number, y: number): string => ((data[(y * w + x) * 4] as number) < 128 ? "#" : ".");
  return `${w}×${h} ${at(2, 2)}${at(w - 3, 2)}${at(w - 3, h - 3)}${at(2, h - 3)}`;
}

describe("decodePicture on odd encodings", () => {
  it.each([
    ["16-bit RGB", () => quadrantPng(16, 2, (d) => Array(6).fill(d ? 0 : 255))],
    ["16-bit grey+alpha", () => quadrantPng(16, 4, (d) => [d ? 0 : 255, d ? 0 : 255, 255, 255])],
    ["8-bit grey+alpha", () => quadrantPng(8, 4, (d) => [d ? 0 : 255, 255])],
    ["8-bit grey", () => quadrantPng(8, 0, (d) => [d ? 0 : 255])],
    [
      "a palette",
      () =>
        quadrantPng(8, 3, (d) => [d ? 1 : 0], {
          extra: [chunk("PLTE", Buffer.from([250, 250, 250, 5, 5, 5]))],
        }),
    ],
    [
      "Adam7-interlaced RGBA",
      () => quadrantPng(8, 6, (d) => [d ? 0 : 255, d ? 0 : 255, d ? 0 : 255, 255], { interlaced: true }),
    ],
    ["a progressive JPEG", () => readFileSync(join(FIXTURES, "progressive.jpg"))],
    ["a CMYK JPEG", () => readFileSync(join(FIXTURES, "cmyk.jpg"))],
    ["an animated WebP (its first frame)", () => readFileSync(join(FIXTURES, "animated.webp"))],
    ["a lossless WebP with alpha (on white)", () => readFileSync(join(FIXTURES, "lossless-alpha.webp"))],
  ])("decodes %s upright", async (_, bytes) => {
    expect(darkCorners(await decodePicture(bytes()))).toBe("32×16 #...");
  });

  it.each([
    [1, "40×20 #..."],
    [2, "40×20 .#.."],
    [3, "40×20 ..#."],
    [4, "40×20 ...#"],
    [5, "20×40 #..."],
    [6, "20×40 .#.."],
    [7, "20×40 ..#."],
    [8, "20×40 ...#"],
    [0, "40×20 #..."],
    [9, "40×20 #..."],
    [255, "40×20 #..."],
    [65535, "40×20 #..."],
  ])("honours EXIF orientation %i (a value outside 1-8 is ignored)", async (value, corners) => {
    expect(darkCorners(await decodePicture(quadrantJpeg(orientationTiff(value))))).toBe(corners);
  });

  it.each([
    ["an IFD offset past the block", [0x4d, 0x4d, 0, 0x2a, 0x7f, 0xff, 0xff, 0xff]],
    [
      "65535 entries in 12 bytes",
      [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0xff, 0xff, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 6],
    ],
    ["an IFD pointing to itself", [...orientationTiff(1).slice(0, 22), 0, 0, 0, 8]],
    [
      "an orientation with 2^31 values",
      [...orientationTiff(6).slice(0, 14), 0x7f, 0xff, 0xff, 0xff, 0, 0, 0, 8],
    ],
    ["no byte order", [0x41, 0x41, ...orientationTiff(6).slice(2)]],
  ])("decodes a JPEG whose EXIF block lies (%s) as stored", async (_, tiff) => {
    expect(darkCorners(await decodePicture(quadrantJpeg(tiff)))).toBe("40×20 #...");
  });
});

describe("decodePicture on files cut short or lying about their size", () => {
  const png = quadrantPng(8, 0, (d) => [d ? 0 : 255]);
  const jpeg = quadrantJpeg();
  const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
  const damaged = { ok: false, problem: { kind: "corrupt", detail: "the file ends early" } };

  it.each([
    ["a PNG cut in its IDAT", () => png.subarray(0, png.indexOf("IDAT") + 12)],
    ["a PNG without IEND", () => png.subarray(0, png.length - 12)],
    ["a JPEG cut after SOS", () => jpeg.subarray(0, scan + 30)],
    ["a JPEG without its end marker", () => jpeg.subarray(0, jpeg.length - 2)],
    ["a progressive JPEG cut", () => readFileSync(join(FIXTURES, "progressive.jpg")).subarray(0, 300)],
    ["a WebP cut", () => readFileSync(join(FIXTURES, "animated.webp")).subarray(0, 200)],
  ])("refuses %s as damaged", async (_, bytes) => {
    expect(await decodePicture(bytes())).toEqual(damaged);
  });

  it("refuses a decompression bomb (30000×30000 of zeros, a few KB) by its header", async () => {
    const bomb = Buffer.concat([
      SIGNATURE,
      ihdr(30000, 30000, 8, 0),
      chunk("IDAT", deflateSync(Buffer.alloc(4_000_000))),
      chunk("IEND", new Uint8Array(0)),
    ]);
    expect(bomb.length).toBeLessThan(10_000);
    expect(await decodePicture(bomb)).toEqual({
      ok: false,
      problem: { kind: "too-large", width: 30000, height: 30000, maxPixels: MAX_PIXELS },
    });
  });

  it("refuses a WebP whose frame is larger than its canvas", async () => {
    const frame = Buffer.alloc(70);
    frame[0] = 0x2f;
    frame.writeUInt32LE((16383 | (16383 << 14)) >>> 0, 1); // VP8L 16384×16384
    const canvas = Buffer.alloc(10);
    canvas.writeUIntLE(99, 4, 3); // VP8X 100×100
    /** A RIFF chunk: type, little-endian length, data (even-padded). */
    const riffChunk = (type: string, data: Buffer): Buffer => {
      const head = Buffer.alloc(8);
      head.write(type, 0, "latin1");
      head.writeUInt32LE(data.length, 4);
      return Buffer.concat([head, data]);
    };
    const body = Buffer.concat([Buffer.from("WEBP"), riffChunk("VP8X", canvas), riffChunk("VP8L", frame)]);
    const head = Buffer.from("RIFF....");
    head.writeUInt32LE(body.length, 4);
    expect(await decodePicture(Buffer.concat([head, body]))).toMatchObject({
      ok: false,
      problem: { kind: "corrupt" },
    });
  });
});

/** A picture of `width`×`height` drawn by `draw` in black on white, as PNG. */
function drawn(
  width: number,
  height: number,
  draw: (fill: (x: number, y: number, w: number, h: number) => void) => void,
): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, width, height);
  context.fillStyle = "#000";
  draw((x, y, w, h) => context.fillRect(x, y, w, h));
  return canvas.toBuffer("image/png");
}

/** A seeded pseudo-random generator (mulberry32), so that the noise is the same every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("readImage on pictures with no board", () => {
  it.each([
    ["1×1", () => drawn(1, 1, () => {})],
    ["1×20000", () => drawn(1, 20000, () => {})],
    ["20000×1", () => drawn(20000, 1, () => {})],
    ["3×3 of noise", () => drawn(3, 3, (fill) => fill(1, 1, 1, 1))],
    [
      "300×300 of noise",
      () =>
        drawn(300, 300, (fill) => {
          const next = random(15);
          for (let y = 0; y < 300; y += 2)
            for (let x = 0; x < 300; x += 2) if (next() < 0.5) fill(x, y, 2, 2);
        }),
    ],
    [
      "a checkerboard of 4-pixel squares",
      () =>
        drawn(300, 300, (fill) => {
          for (let y = 0; y < 300; y += 4)
            for (let x = (y / 4) % 2 === 0 ? 0 : 4; x < 300; x += 8) fill(x, y, 4, 4);
        }),
    ],
    [
      "a lattice of lines every 3 pixels",
      () =>
        drawn(300, 300, (fill) => {
          for (let i = 0; i < 300; i += 3) {
            fill(i, 0, 1, 300);
            fill(0, i, 300, 1);
          }
        }),
    ],
    [
      "a grid of 100×100 empty cells",
      () =>
        drawn(420, 420, (fill) => {
          for (let i = 0; i <= 100; i++) {
            fill(10 + i * 4, 10, 1, 400);
            fill(10, 10 + i * 4, 400, 1);
          }
        }),
    ],
  ])("answers no-board for %s", async (_, bytes) => {
    const read = await readImage(bytes(), shippedReader());
    expect(read.status).toBe("no-board");
  });

  it("answers a PNG that declares 4000×4000 but holds 32×16 of data with a value", async () => {
    const small = quadrantPng(8, 0, (d) => [d ? 0 : 255]);
    const lying = Buffer.concat([SIGNATURE, ihdr(4000, 4000, 8, 0), small.subarray(33)]);
    const read = await readImage(lying, shippedReader());
    expect(["no-board", "error"]).toContain(read.status);
  });
});
