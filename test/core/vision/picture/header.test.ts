import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { readHeader } from "../../../../src/core/vision/picture/header.js";

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
