import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import type { ReadCase } from "../../../src/bench/read/read-cases.js";
import {
  parseReencoding,
  prepareCase,
  reencode,
  reencodingName,
} from "../../../src/bench/read/read-reencode.js";

/** A blank 200×100 PNG. */
const picture = (): Buffer => createCanvas(200, 100).toBuffer("image/png");

describe("parseReencoding", () => {
  it("reads a format, a quality and an optional scale", () => {
    expect(parseReencoding("jpeg:90")).toEqual({ format: "jpeg", quality: 90, scale: 1 });
    expect(parseReencoding("webp:70:0.75")).toEqual({ format: "webp", quality: 70, scale: 0.75 });
    expect(parseReencoding("png:0:0.75")).toEqual({ format: "png", quality: 0, scale: 0.75 });
  });

  it("refuses anything else with a message", () => {
    for (const bad of [
      "gif:90",
      "png:-1",
      "jpeg",
      "jpeg:0",
      "jpeg:101",
      "jpeg:9.5",
      "jpeg:90:0",
      "jpeg:90:1:2",
    ])
      expect(typeof parseReencoding(bad)).toBe("string");
  });
});

describe("reencode", () => {
  it("saves a JPEG of the scaled size, its rows named with it", async () => {
    const r = { format: "jpeg", quality: 70, scale: 0.5 } as const;
    const out = await reencode(picture(), r);
    expect([...out.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect((await loadImage(out)).width).toBe(100);
    expect(reencodingName(r)).toBe("jpeg 70 ×0.5");
    expect(reencodingName({ ...r, scale: 1 })).toBe("jpeg 70");
  });

  it("saves a PNG resized", async () => {
    const out = await reencode(picture(), { format: "png", quality: 0, scale: 0.75 });
    expect(out.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect((await loadImage(out)).width).toBe(150);
  });

  it("saves a WebP", async () => {
    const out = await reencode(picture(), { format: "webp", quality: 80, scale: 1 });
    expect(out.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });
});

describe("prepareCase", () => {
  const jpeg90 = { format: "jpeg", quality: 90, scale: 1 } as const;
  const bytes = picture();
  const base: ReadCase = { set: "extra", name: "a.png", load: () => bytes, expected: { kind: "refuse" } };

  it("saves a picture again when asked, in a row named with it", async () => {
    const made = await prepareCase(base, jpeg90);
    expect(made.set).toBe("extra, jpeg 90");
    expect([...made.load().subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it("keeps a photo as taken, and a picture with nothing asked", async () => {
    expect(await prepareCase({ ...base, asTaken: true }, jpeg90)).toEqual({ ...base, asTaken: true });
    expect((await prepareCase(base, null)).load()).toBe(bytes);
  });

  it("makes a picture worse first, then saves that again", async () => {
    const made = await prepareCase({ ...base, degrade: "small" }, jpeg90);
    expect(made.set).toBe("extra, jpeg 90");
    const out = made.load();
    expect([...out.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect((await loadImage(out)).width).toBe(100);
  });
});
