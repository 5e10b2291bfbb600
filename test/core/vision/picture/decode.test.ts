import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { decodePicture, MAX_PIXELS } from "../../../../src/core/vision/picture/decode.js";

/** A 40×20 JPEG, left half black and right half white. */
function halfBlackJpeg(): Buffer {
  const canvas = createCanvas(40, 20);
  const context = canvas.getContext("2d");
  context.fillStyle = "#fff";
  context.fillRect(0, 0, 40, 20);
  context.fillStyle = "#000";
  context.fillRect(0, 0, 20, 20);
  return canvas.toBuffer("image/jpeg");
}

/** The JPEG with an EXIF APP1 segment stating `orientation` inserted after its SOI marker. */
function withOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.from([
    ...[0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8], // big-endian TIFF header, first IFD at 8
    ...[0, 1], // one entry
    ...[0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0], // Orientation, SHORT, 1 value
    ...[0, 0, 0, 0], // no next IFD
  ]);
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), tiff]);
  const segment = Buffer.concat([Buffer.from([0xff, 0xe1, 0, payload.length + 2]), payload]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** Gray level of a pixel of a decoded picture. */
const grayAt = (p: { width: number; data: Uint8Array | Uint8ClampedArray }, x: number, y: number): number =>
  p.data[(y * p.width + x) * 4];

describe("decodePicture", () => {
  it("decodes a JPEG as stored when it has no EXIF orientation", async () => {
    const decoded = await decodePicture(halfBlackJpeg());
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    expect([decoded.picture.width, decoded.picture.height]).toEqual([40, 20]);
    expect(grayAt(decoded.picture, 5, 10)).toBeLessThan(40);
    expect(grayAt(decoded.picture, 35, 10)).toBeGreaterThan(215);
  });

  it("honours EXIF orientation 6 (rotate 90° clockwise): the left half becomes the top", async () => {
    const decoded = await decodePicture(withOrientation(halfBlackJpeg(), 6));
    if (!decoded.ok) throw new Error(decoded.problem.kind);
    expect([decoded.picture.width, decoded.picture.height]).toEqual([20, 40]);
    expect(grayAt(decoded.picture, 10, 5)).toBeLessThan(40);
    expect(grayAt(decoded.picture, 10, 35)).toBeGreaterThan(215);
  });

  it("scales a large picture down to the working size", async () => {
    const canvas = createCanvas(2400, 1200);
    const decoded = await decodePicture(canvas.toBuffer("image/png"), { maxSide: 600 });
    expect(decoded.ok && [decoded.picture.width, decoded.picture.height, decoded.scale]).toEqual([
      600, 300, 0.25,
    ]);
  });

  it("refuses a picture over 40 MP from its header alone", async () => {
    // A PNG signature and IHDR stating 8000×6000, with no pixel data at all: decoding would fail.
    const ihdr = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(ihdr, 0);
    ihdr.write("IHDR", 12, "latin1");
    ihdr.writeUInt32BE(8000, 16);
    ihdr.writeUInt32BE(6000, 20);
    expect(await decodePicture(ihdr)).toEqual({
      ok: false,
      problem: { kind: "too-large", width: 8000, height: 6000, maxPixels: MAX_PIXELS },
    });
  });

  it("returns problems as values for text, unsupported and corrupt files", async () => {
    expect(await decodePicture(Buffer.from("hello"))).toEqual({
      ok: false,
      problem: { kind: "not-an-image" },
    });
    expect(await decodePicture(Buffer.from("GIF89a\x01\x00\x01\x00"))).toEqual({
      ok: false,
      problem: { kind: "unsupported-format", format: "gif" },
    });
    const png = createCanvas(30, 30).toBuffer("image/png");
    const garbled = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 0x5a)]);
    expect(await decodePicture(garbled)).toMatchObject({ ok: false, problem: { kind: "corrupt" } });
  });
});
