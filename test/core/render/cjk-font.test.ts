import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUES, type Catalogue } from "../../../src/messages/index.js";
import { mappedCodePoints } from "../../support/font-cmap.js";

const FONT_DIR = path.resolve(import.meta.dirname, "../../../assets/fonts");

/** Every string a catalogue holds or returns for sample arguments (see test/messages/locales.test.ts). */
function catalogueText(catalogue: Catalogue): string {
  const parts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") parts.push(value);
    else if (typeof value === "function") {
      for (const args of [
        [3, "r3c7", 3, "r3c7"],
        [["r3c7", "r4c4"], 3],
      ]) {
        try {
          parts.push(String(value(...args)));
          break;
        } catch {
          // another argument shape
        }
      }
    } else if (Array.isArray(value)) for (const v of value) walk(v);
    else if (value !== null && typeof value === "object") for (const v of Object.values(value)) walk(v);
  };
  walk(catalogue);
  return parts.join("\n");
}

describe("the bundled CJK font", () => {
  const cjk = mappedCodePoints(readFileSync(path.join(FONT_DIR, "NotoSansCJKjp-Subset.otf")));
  const latin = mappedCodePoints(readFileSync(path.join(FONT_DIR, "Inter-Regular.otf")));

  it("has a glyph for every character the Korean and Japanese catalogues can put in a picture", () => {
    for (const tag of ["ko", "ja"]) {
      const missing = new Set<string>();
      for (const ch of catalogueText(CATALOGUES[tag] as Catalogue)) {
        const code = ch.codePointAt(0) ?? 0;
        // Emoji are only sent as text, never drawn; line breaks are not glyphs.
        if (code < 0x20 || /\p{Extended_Pictographic}/u.test(ch)) continue;
        if (!cjk.has(code) && !latin.has(code)) missing.add(ch);
      }
      // If this fails after new wording: run `npm run fonts:subset` (see assets/fonts/README.md).
      expect([...missing].join(""), `${tag}: characters the fonts lack`).toBe("");
    }
  });

  it("is a subset, not the 19 MB collection, and still holds all of hiragana and katakana", () => {
    const size = readFileSync(path.join(FONT_DIR, "NotoSansCJKjp-Subset.otf")).length;
    expect(size).toBeLessThan(1_000_000);
    for (let c = 0x3041; c <= 0x3096; c++) expect(cjk.has(c)).toBe(true);
    for (let c = 0x30a1; c <= 0x30fa; c++) expect(cjk.has(c)).toBe(true);
    expect(cjk.has("數".codePointAt(0) ?? 0)).toBe(false);
  });
});
