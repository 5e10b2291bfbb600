import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { degrade } from "../../src/bench/read-degrade.js";

/** A 200×100 PNG: gray paper with a black bar across its middle. */
function picture(): Buffer {
  const canvas = createCanvas(200, 100);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#c0c0c0";
  ctx.fillRect(0, 0, 200, 100);
  ctx.fillStyle = "#000000";
  ctx.fillRect(0, 40, 200, 20);
  return canvas.toBuffer("image/png");
}

/** The gray level at (x, y) of a picture file. */
async function grayAt(bytes: Buffer, x: number, y: number): Promise<{ level: number; width: number }> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0);
  const [r, g, b] = ctx.getImageData(x, y, 1, 1).data;
  return { level: ((r as number) + (g as number) + (b as number)) / 3, width: image.width };
}

describe("degrade", () => {
  it("halves a photo's size (small), as a JPEG", async () => {
    const out = await degrade(picture(), "small");
    expect([...out.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect((await grayAt(out, 50, 10)).width).toBe(100);
  });

  it("lightens the paper and shrinks to three quarters (faint)", async () => {
    const out = await degrade(picture(), "faint");
    const paper = await grayAt(out, 75, 10);
    expect(paper.width).toBe(150);
    expect(paper.level).toBeGreaterThan(215); // 192 lightened: 255 · (192/255)^0.5 ≈ 221
  });

  it("spreads a sharp edge over several pixels (blur)", async () => {
    const sharp = await grayAt(picture(), 100, 38);
    const blurred = await grayAt(await degrade(picture(), "blur"), 100, 38);
    expect(sharp.level).toBeGreaterThan(185);
    expect(blurred.level).toBeLessThan(sharp.level - 20);
  });
});
