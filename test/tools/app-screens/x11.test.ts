import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { afterAll, describe, expect, it } from "vitest";
import { blackShare, type Display } from "../../../src/tools/app-screens/x11.js";

/** Whether ImageMagick's `convert` runs here (the collector's own requirement; CI may lack it). */
function hasConvert(): boolean {
  try {
    execFileSync("convert", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!hasConvert())("blackShare (needs ImageMagick)", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "x11-test-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const display: Display = { env: process.env, width: 0, height: 0, stop: () => {} };

  /** A 100×80 PNG: its left `blackColumns` columns pure black, the rest a near-black #010101 and white. */
  function picture(name: string, blackColumns: number): string {
    const canvas = createCanvas(100, 80);
    const context = canvas.getContext("2d");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, 100, 80);
    context.fillStyle = "#010101";
    context.fillRect(blackColumns, 0, 10, 80);
    context.fillStyle = "#000000";
    context.fillRect(0, 0, blackColumns, 80);
    const file = path.join(folder, name);
    writeFileSync(file, canvas.toBuffer("image/png"));
    return file;
  }

  it("counts only pure black pixels: an unpainted region, not a dark theme's near-black", () => {
    expect(blackShare(display, picture("half.png", 50))).toBeCloseTo(0.5, 6);
    expect(blackShare(display, picture("none.png", 0))).toBe(0);
  });
});
