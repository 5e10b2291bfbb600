import { createCanvas, loadImage } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { degrade, degradeMapped } from "../../../src/bench/read/read-degrade.js";
import { project } from "../../../src/core/vision/picture/homography.js";

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

/** A 300×200 PNG of light paper with a black 40×40 square whose top-left corner is at (60, 50). */
function squareOnPaper(): Buffer {
  const canvas = createCanvas(300, 200);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#e0e0e0";
  ctx.fillRect(0, 0, 300, 200);
  ctx.fillStyle = "#000000";
  ctx.fillRect(60, 50, 40, 40);
  return canvas.toBuffer("image/png");
}

/** A picture file's size and gray levels. */
async function grayOf(
  bytes: Buffer,
): Promise<{ width: number; height: number; at: (x: number, y: number) => number }> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  const at = (x: number, y: number): number => {
    const i = 4 * (Math.round(y) * image.width + Math.round(x));
    return ((data[i] as number) + (data[i + 1] as number) + (data[i + 2] as number)) / 3;
  };
  return { width: image.width, height: image.height, at };
}

describe("degradeMapped", () => {
  it("turns a photo by 10-25° onto a larger canvas, its square's centre where the map puts it (tilt)", async () => {
    const { bytes, map } = await degradeMapped(squareOnPaper(), "tilt", "a.jpg");
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const out = await grayOf(bytes);
    const angle = Math.abs((Math.atan2(map[3] as number, map[0] as number) * 180) / Math.PI);
    expect(angle).toBeGreaterThanOrEqual(10);
    expect(angle).toBeLessThanOrEqual(25);
    const a = (angle * Math.PI) / 180;
    expect(out.width).toBe(Math.ceil(300 * Math.cos(a) + 200 * Math.sin(a)));
    expect(out.height).toBe(Math.ceil(300 * Math.sin(a) + 200 * Math.cos(a)));
    const centre = project(map, 80, 70);
    expect(out.at(centre.x, centre.y)).toBeLessThan(60);
    // Turned, not stretched: the square's corner is as far from its centre as before.
    const corner = project(map, 60, 50);
    expect(Math.hypot(corner.x - centre.x, corner.y - centre.y)).toBeCloseTo(Math.hypot(20, 20), 0);
    expect(out.at(2, 2)).toBeGreaterThan(180); // the canvas's corner: paper colour
  });

  it("is the same for the same file name and differs for another (seeded by the name)", async () => {
    const one = await degradeMapped(squareOnPaper(), "tilt", "a.jpg");
    const again = await degradeMapped(squareOnPaper(), "tilt", "a.jpg");
    expect(Buffer.compare(one.bytes, again.bytes)).toBe(0);
    const names = ["b.jpg", "c.jpg", "d.jpg", "e.jpg"];
    const others = await Promise.all(names.map((name) => degradeMapped(squareOnPaper(), "tilt", name)));
    expect(others.some((o) => Math.abs((o.map[1] as number) - (one.map[1] as number)) > 1e-6)).toBe(true);
  });

  it("keeps the size and shortens one side of the picture (perspective)", async () => {
    const { bytes, map } = await degradeMapped(squareOnPaper(), "perspective", "a.jpg");
    const out = await grayOf(bytes);
    expect([out.width, out.height]).toEqual([300, 200]);
    const corners = [
      [0, 0],
      [300, 0],
      [300, 200],
      [0, 200],
    ].map(([x, y]) => project(map, x as number, y as number));
    const sides = corners.map((p, i) => {
      const q = corners[(i + 1) % 4] as { x: number; y: number };
      return Math.hypot(q.x - p.x, q.y - p.y);
    });
    // One side 60-80 % of the side facing it, the other pair alike within the inward move.
    const ratios = [sides[0] / sides[2], sides[2] / sides[0], sides[1] / sides[3], sides[3] / sides[1]];
    expect(Math.min(...ratios)).toBeGreaterThanOrEqual(0.59);
    expect(Math.min(...ratios)).toBeLessThanOrEqual(0.81);
    const centre = project(map, 80, 70);
    expect(out.at(centre.x, centre.y)).toBeLessThan(60);
  });

  it("darkens the paper unevenly but keeps the ink dark and the size (shade)", async () => {
    const { bytes, map } = await degradeMapped(squareOnPaper(), "shade", "a.jpg");
    const out = await grayOf(bytes);
    expect([out.width, out.height]).toEqual([300, 200]);
    expect([...map]).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 1]);
    const paper: number[] = [];
    for (let y = 5; y < 200; y += 10)
      for (let x = 5; x < 300; x += 10) if (x < 55 || x > 105 || y < 45 || y > 95) paper.push(out.at(x, y));
    // Paper was 224 everywhere: now its lightest part is near that and its darkest at least 40 % darker.
    expect(Math.max(...paper)).toBeGreaterThan(190);
    expect(Math.min(...paper)).toBeLessThan(0.6 * 224);
    expect(out.at(80, 70)).toBeLessThan(40);
  });

  it("shrinks the photo to 50-60 % into a corner of a page of text and a crossword (clutter)", async () => {
    const { bytes, map } = await degradeMapped(squareOnPaper(), "clutter", "a.jpg");
    const out = await grayOf(bytes);
    expect([out.width, out.height]).toEqual([300, 200]);
    const scale = map[0] as number;
    expect(scale).toBeGreaterThanOrEqual(0.5);
    expect(scale).toBeLessThanOrEqual(0.6);
    const centre = project(map, 80, 70);
    expect(out.at(centre.x, centre.y)).toBeLessThan(60);
    // Outside the photo, the page has ink (text, crossword) as well as paper.
    const photo = [project(map, 0, 0), project(map, 300, 200)];
    let ink = 0;
    let paper = 0;
    for (let y = 1; y < 200; y += 2)
      for (let x = 1; x < 300; x += 2) {
        const inside = x >= photo[0].x && x <= photo[1].x && y >= photo[0].y && y <= photo[1].y;
        if (inside) continue;
        if (out.at(x, y) < 100) ink++;
        else paper++;
      }
    expect(ink).toBeGreaterThan(0.1 * (ink + paper));
    expect(paper).toBeGreaterThan(0.3 * (ink + paper));
  });
});
