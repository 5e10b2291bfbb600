import { describe, expect, it } from "vitest";
import { GRID_SIZE, PALETTE, SIZES, type Theme } from "../../../src/core/render/theme.js";

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((k) => {
    const c = Number.parseInt(hex.slice(k, k + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 to 21. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const THEMES: Theme[] = ["dark", "light"];

describe("contrast (the check's own arithmetic)", () => {
  it("gives 21 for black on white and 1 for a colour on itself", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#777777")).toBe(1);
  });
});

describe("PALETTE", () => {
  it.each(THEMES)("%s: every colour is written #rrggbb", (theme) => {
    for (const [name, colour] of Object.entries(PALETTE[theme]))
      expect(colour, name).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(THEMES)("%s: every digit colour has a contrast of at least 4.5:1 on the background", (theme) => {
    const p = PALETTE[theme];
    for (const name of ["given", "filled", "entry", "wrong"] as const) {
      expect(contrast(p[name], p.background), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(THEMES)("%s: givens and filled digits differ in lightness, not only in hue", (theme) => {
    expect(contrast(PALETTE[theme].given, PALETTE[theme].filled)).toBeGreaterThanOrEqual(1.5);
  });

  it("has a dark background for the dark theme and a light one for the light theme", () => {
    expect(luminance(PALETTE.dark.background)).toBeLessThan(0.05);
    expect(luminance(PALETTE.light.background)).toBeGreaterThan(0.9);
  });

  it("cannot be changed by a caller", () => {
    expect(Object.isFrozen(PALETTE)).toBe(true);
    expect(Object.isFrozen(PALETTE.dark)).toBe(true);
    expect(Object.isFrozen(PALETTE.light)).toBe(true);
    expect(Object.isFrozen(SIZES)).toBe(true);
  });
});

describe("GRID_SIZE", () => {
  it("is nine cells of 60 px: 540 px", () => {
    expect(SIZES.cell).toBe(60);
    expect(GRID_SIZE).toBe(540);
  });
});
