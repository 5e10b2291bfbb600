import { describe, expect, it } from "vitest";
import {
  CELL,
  type CellRaster,
  clearBand,
  emptyRaster,
  hasFlatInk,
  hasLightInk,
  mapChannels,
  percentile,
  sampleCell,
  samplePicture,
  tileBevel,
  tileRelief,
} from "../../../../src/core/vision/cells/cell-raster.js";
import { type Homography, homography, project } from "../../../../src/core/vision/picture/homography.js";
import type { Point } from "../../../../src/core/vision/types.js";
import { barCell } from "../../../support/bar-cell.js";

describe("hasFlatInk", () => {
  it("takes a digit in one exact colour on a textured fill for an app's (KSudoku's near-white digits)", () => {
    expect(hasFlatInk(barCell([253, 253, 253], 0))).toBe(true);
  });

  it("does not take a digit whose colour varies by a few levels (a camera's noise) for flat", () => {
    expect(hasFlatInk(barCell([253, 253, 253], 3))).toBe(false);
  });

  it("does not take pure white or pure black for flat ink: a photo clips to them", () => {
    expect(hasFlatInk(barCell([255, 255, 255], 0))).toBe(false);
    expect(hasFlatInk(barCell([0, 0, 0], 0))).toBe(false);
  });
});

describe("hasLightInk", () => {
  it("takes a digit far lighter than its fill for light ink (KSudoku's white digits on dark tiles)", () => {
    expect(hasLightInk(barCell([240, 240, 240], 3))).toBe(true);
  });

  it("does not take dark print or pen on a lighter fill for light ink", () => {
    expect(hasLightInk(barCell([20, 20, 30], 3))).toBe(false);
  });

  it("does not take a light digit only a little lighter than its fill", () => {
    expect(hasLightInk(barCell([160, 160, 160], 0))).toBe(false);
  });

  it("does not take light ink beside as much dark ink (a glare on a printed digit)", () => {
    const raster = barCell([240, 240, 240], 0);
    // Half the bar dark: light and dark ink alike.
    for (let y = 24; y < 36; y++) for (let x = 20; x < 28; x++) raster.gray[y * CELL + x] = 10;
    expect(hasLightInk(raster)).toBe(false);
  });
});

describe("clearBand", () => {
  it("paints the outer band in the inside's median colour and keeps the inside", () => {
    const raster = barCell([253, 253, 253], 0);
    for (let k = 0; k < CELL; k++) raster.gray[k] = 0; // a dark frame along the top
    const cleared = clearBand(raster, 0.14);
    const band = Math.round(CELL * 0.14);
    expect(cleared.gray[0]).toBeGreaterThan(90);
    expect(cleared.gray[(band - 1) * CELL + CELL / 2]).toBe(cleared.gray[0]);
    expect(cleared.gray[24 * CELL + 24]).toBe(raster.gray[24 * CELL + 24]);
    expect(cleared.red[24 * CELL + 24]).toBe(253);
  });
});

describe("tileBevel", () => {
  /** A flat grey tile, with its top and left edges lit and its bottom and right shaded when raised. */
  function bevelled(raised: boolean): CellRaster {
    const gray = new Uint8Array(CELL * CELL).fill(120);
    for (let v = 0; v < CELL; v++)
      for (let u = 0; u < CELL; u++) {
        if (!raised) continue;
        const k = v * CELL + u;
        if (v < 12 || u < 12) gray[k] = 150;
        else if (v >= 36 || u >= 36) gray[k] = 90;
      }
    return { red: gray, green: gray, blue: gray, gray };
  }

  it("measures a raised tile's lit top-left edges against its shaded bottom-right ones", () => {
    expect(tileBevel(bevelled(true))).toBe(60);
  });

  it("measures a flat tile as 0", () => {
    expect(tileBevel(bevelled(false))).toBe(0);
  });

  it("gives the lesser half of the relief: a flat tile lit along its top alone is raised one way only", () => {
    expect(tileRelief(bevelled(true))).toEqual({ bevel: 60, bevelLeast: 60 });
    // A flat tile whose top strip takes in a lit frame above it (KSudoku egyptian's top row).
    const topLit = bevelled(false);
    for (let v = 0; v < 12; v++) topLit.gray.fill(200, v * CELL, (v + 1) * CELL);
    expect(tileRelief(topLit)).toEqual({ bevel: 40, bevelLeast: 0 });
  });
});

describe("mapChannels", () => {
  it("changes each of the four channels by the same function, into a new raster", () => {
    const raster = emptyRaster();
    raster.red.fill(10);
    raster.green.fill(20);
    raster.blue.fill(30);
    raster.gray.fill(40);
    const inverted = mapChannels(raster, (channel) => channel.map((level) => 255 - level));
    expect([inverted.red[0], inverted.green[0], inverted.blue[0], inverted.gray[0]]).toEqual([
      245, 235, 225, 215,
    ]);
    expect(raster.red[0]).toBe(10);
  });
});

describe("percentile", () => {
  /** The definition, counted level by level: the least level with `fraction` of the values at or below it. */
  const counted = (values: Uint8Array, fraction: number): number => {
    for (let level = 0; level < 256; level++)
      if (values.filter((v) => v <= level).length >= fraction * values.length) return level;
    return 255;
  };

  it("answers as the definition does, for few values (sorted) and many (counted)", () => {
    let seed = 11;
    const next = (): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 16;
    };
    for (const length of [0, 1, 2, 3, 9, 10, 31, 64, 65, 200]) {
      for (let trial = 0; trial < 5; trial++) {
        // Few distinct levels on some trials, so that ties are common.
        const spread = trial % 2 === 0 ? 256 : 4;
        const values = Uint8Array.from({ length }, () => (next() % spread) * (trial % 2 === 0 ? 1 : 60));
        for (const fraction of [0, 0.01, 0.3, 0.5, 0.7, 0.99, 0.995, 1, 1.2])
          expect(percentile(values, fraction), `${length} values, ${fraction}`).toBe(
            counted(values, fraction),
          );
      }
    }
  });
});

describe("sampleCell", () => {
  it("gives every pixel project and samplePicture give, bit for bit, in a turned quad", () => {
    // A seeded picture of noise, so a failure repeats.
    let seed = 11;
    const [width, height] = [61, 47];
    const data = Uint8ClampedArray.from({ length: width * height * 4 }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % 256;
    });
    const picture = { width, height, data };
    // Warp coordinates to picture pixels: a perspective that takes some samples past the picture's edges.
    const toPicture = homography(
      [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
        { x: 100, y: 100 },
        { x: 0, y: 100 },
      ],
      [
        { x: -3, y: 2 },
        { x: 58, y: -4 },
        { x: 66, y: 50 },
        { x: 4, y: 41 },
      ],
    ) as Homography;
    const quad = [
      { x: 10.3, y: 12.1 },
      { x: 61.7, y: 9.4 },
      { x: 93.2, y: 88.8 },
      { x: 7.5, y: 70.2 },
    ];
    const raster = sampleCell(picture, quad, toPicture);
    const expected = emptyRaster();
    const rgb = new Float64Array(3);
    const [a, b, c, d] = quad as [Point, Point, Point, Point];
    for (let v = 0; v < CELL; v++)
      for (let u = 0; u < CELL; u++) {
        const [s, t] = [(u + 0.5) / CELL, (v + 0.5) / CELL];
        const x = (1 - t) * ((1 - s) * a.x + s * b.x) + t * ((1 - s) * d.x + s * c.x);
        const y = (1 - t) * ((1 - s) * a.y + s * b.y) + t * ((1 - s) * d.y + s * c.y);
        const p = project(toPicture, x, y);
        samplePicture(picture, p.x - 0.5, p.y - 0.5, rgb);
        const [red, green, blue] = rgb as unknown as [number, number, number];
        const k = v * CELL + u;
        [expected.red[k], expected.green[k], expected.blue[k]] = [red, green, blue];
        expected.gray[k] = (red * 77 + green * 150 + blue * 29) / 256;
      }
    expect(raster).toEqual(expected);
  });
});
