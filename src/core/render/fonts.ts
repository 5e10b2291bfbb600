/**
 * The renderer's fonts: Inter, and a subset of Noto Sans CJK JP for Korean and Japanese text (both SIL Open
 * Font License, files in assets/fonts/), registered once under project-only family names so the output never depends on the fonts installed on the machine, and the ink
 * boxes of its digits, measured once so digits can be centred by their ink rather than their advance.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createCanvas, GlobalFonts } from "@napi-rs/canvas";
import { SIZES } from "./theme.js";

/** The family name the bundled Inter is registered under. */
export const FONT_FAMILY = "SudokuBotInter";
const FONT_FILES = ["Inter-Regular.otf", "Inter-Bold.otf"] as const;
/**
 * Korean and Japanese text (captions, legends) falls back to this family: Inter has no Hangul, kana or
 * kanji. It comes second in a font list so Latin text, digits and cell names keep Inter's shapes.
 */
export const CJK_FAMILY = "SudokuBotCJK";
const CJK_FONT_FILE = "NotoSansCJKjp-Subset.otf";

/** The CSS font of a digit of `size` px (default: a cell's digit). */
export const digitFont = (bold: boolean, size: number = SIZES.digitFont): string =>
  `${bold ? 700 : 400} ${size}px ${FONT_FAMILY}`;
/** The CSS font of a caption of `size` px. */
export const captionFont = (size: number): string => `400 ${size}px ${FONT_FAMILY}, ${CJK_FAMILY}`;

/** A digit's ink box relative to the pen position (alphabetic baseline, left aligned). */
export interface Ink {
  left: number;
  right: number;
  ascent: number;
  descent: number;
}

/** Ink boxes of the digits 1..9 per weight and size, measured once after the fonts are registered. */
const inkCache = new Map<string, Ink>();

/** The ink box of `digit` in the given weight and size. */
export function digitInk(bold: boolean, digit: number, size: number = SIZES.digitFont): Ink {
  const key = `${bold ? "b" : "r"}${size}:${digit}`;
  let ink = inkCache.get(key);
  if (ink === undefined) {
    const ctx = createCanvas(1, 1).getContext("2d");
    ctx.font = digitFont(bold, size);
    ctx.textAlign = "left";
    ctx.textBaseline = "alphabetic";
    const m = ctx.measureText(String(digit));
    // actualBoundingBoxLeft is positive to the left of the pen, so the ink spans -left..right.
    ink = {
      left: -m.actualBoundingBoxLeft,
      right: m.actualBoundingBoxRight,
      ascent: m.actualBoundingBoxAscent,
      descent: m.actualBoundingBoxDescent,
    };
    inkCache.set(key, ink);
  }
  return ink;
}

let fontsReady = false;

/** Registers the bundled font files once per process, under the project's family names. */
export function ensureFonts(): void {
  if (fontsReady) return;
  const dir = findFontDir();
  const files: [string, string][] = [
    ...FONT_FILES.map((file): [string, string] => [file, FONT_FAMILY]),
    [CJK_FONT_FILE, CJK_FAMILY],
  ];
  for (const [file, family] of files) {
    if (GlobalFonts.registerFromPath(join(dir, file), family) === null) {
      throw new Error(`could not register font ${join(dir, file)}`);
    }
  }
  fontsReady = true;
}

/**
 * The assets/fonts folder, found by walking up from this module: it runs from src/core/render/ under the
 * tests and from dist/src/core/render/ once built, so a fixed relative path would be right in only one.
 */
function findFontDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, "assets", "fonts");
    if (existsSync(join(candidate, FONT_FILES[0]))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error("assets/fonts/ not found above the render module");
    dir = parent;
  }
}
