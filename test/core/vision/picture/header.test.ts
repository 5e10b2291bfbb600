import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { endsEarly, readHeader } from "../../../../src/core/vision/picture/header.js";

const canvas = createCanvas(37, 23);
canvas.getContext("2d").fillRect(0, 0, 10, 10);

describe("readHeader", () => {
  it("reads the size of a PNG from its IHDR chunk", () => {
    expect(readHeader(canvas.toBuffer("image/png"))).toEqual({
      ok: true,
      format: "png",
      width: 37,
      height: 23,
    });
  });

  it("reads the size of a JPEG from its SOF segment", () => {
    expect(readHeader(canvas.toBuffer("image/jpeg"))).toEqual({
      ok: true,
      format: "jpeg",
      width: 37,
      height: 23,
    });
  });

  it("reads the size of a WebP (lossy and lossless)", async () => {
    expect(readHeader(await canvas.encode("webp", 80))).toEqual({
      ok: true,
      format: "webp",
      width: 37,
      height: 23,
    });
    expect(readHeader(await canvas.encode("webp", 100))).toMatchObject({ ok: true, width: 37, height: 23 });
  });

  it("reads an extended WebP (VP8X) canvas size", () => {
    const bytes = new Uint8Array(40);
    bytes.set(Buffer.from("RIFF\0\0\0\0WEBPVP8X"), 0);
    // canvas width - 1 = 8999 and height - 1 = 4999, 24-bit little-endian at offsets 24 and 27
    bytes.set([8999 & 0xff, (8999 >> 8) & 0xff, 0, 4999 & 0xff, (4999 >> 8) & 0xff, 0], 24);
    expect(readHeader(bytes)).toEqual({ ok: true, format: "webp", width: 9000, height: 5000 });
  });

  it("names formats it does not decode", () => {
    expect(readHeader(Buffer.from("GIF89a\x01\x00\x01\x00"))).toEqual({
      ok: false,
      problem: "unsupported-format",
      format: "gif",
    });
    expect(readHeader(Buffer.from("%PDF-1.7\n"))).toEqual({
      ok: false,
      problem: "unsupported-format",
      format: "pdf",
    });
    expect(readHeader(Buffer.from("\0\0\0\x18ftypheic\0\0\0\0"))).toEqual({
      ok: false,
      problem: "unsupported-format",
      format: "heic",
    });
  });

  it("says text is not an image", () => {
    expect(readHeader(Buffer.from("53..7....6..195...."))).toEqual({ ok: false, problem: "not-an-image" });
    expect(readHeader(new Uint8Array(0))).toEqual({ ok: false, problem: "not-an-image" });
  });

  it("reports a JPEG cut before its frame header as corrupt", () => {
    const jpeg = canvas.toBuffer("image/jpeg");
    expect(readHeader(jpeg.subarray(0, 20))).toMatchObject({ ok: false, problem: "corrupt" });
  });
});

describe("endsEarly", () => {
  const png = canvas.toBuffer("image/png");
  const jpeg = canvas.toBuffer("image/jpeg");
  /** Where the JPEG's scan data starts: just after its SOS segment's marker. */
  const scan = jpeg.indexOf(Buffer.from([0xff, 0xda])) + 2;

  it("takes whole files, and bytes after the end mark (a motion photo's video after its JPEG)", async () => {
    expect(endsEarly(png, "png")).toBe(false);
    expect(endsEarly(jpeg, "jpeg")).toBe(false);
    expect(endsEarly(Buffer.concat([jpeg, Buffer.from("....ftypmp42 and a video")]), "jpeg")).toBe(false);
    expect(endsEarly(Buffer.concat([png, Buffer.alloc(100, 7)]), "png")).toBe(false);
    expect(endsEarly(await canvas.encode("webp", 80), "webp")).toBe(false);
  });

  it("finds a PNG without its IEND chunk, cut anywhere", () => {
    expect(endsEarly(png.subarray(0, png.length - 12), "png")).toBe(true);
    expect(endsEarly(png.subarray(0, png.indexOf("IDAT") + 10), "png")).toBe(true);
    expect(endsEarly(png.subarray(0, 33), "png")).toBe(true);
  });

  it("finds a JPEG cut in its scan data, even when an EXIF thumbnail before the scan has its own end mark", () => {
    expect(endsEarly(jpeg.subarray(0, scan + 20), "jpeg")).toBe(true);
    expect(endsEarly(jpeg.subarray(0, jpeg.length - 2), "jpeg")).toBe(true);
    // An APP1 segment holding a whole JPEG (a thumbnail), its FF D9 included, then the picture cut short.
    const length = jpeg.length + 2;
    const thumbnail = Buffer.concat([Buffer.from([0xff, 0xe1, length >> 8, length & 0xff]), jpeg]);
    const cut = Buffer.concat([jpeg.subarray(0, 2), thumbnail, jpeg.subarray(2, scan + 20)]);
    expect(endsEarly(cut, "jpeg")).toBe(true);
    expect(endsEarly(Buffer.concat([jpeg.subarray(0, 2), thumbnail, jpeg.subarray(2)]), "jpeg")).toBe(false);
  });

  it("finds a WebP shorter than its RIFF size", async () => {
    const webp = await canvas.encode("webp", 80);
    expect(endsEarly(webp.subarray(0, webp.length - 1), "webp")).toBe(true);
  });
});
