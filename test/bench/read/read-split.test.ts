import { describe, expect, it } from "vitest";
import {
  fnv1a,
  inFold,
  isCalibration,
  isHeldOut,
  parseFold,
  sheetKeys,
  sheetOf,
} from "../../../src/bench/read/read-split.js";

describe("fnv1a", () => {
  it("gives the published 32-bit FNV-1a values", () => {
    expect(fnv1a("")).toBe(0x811c9dc5);
    expect(fnv1a("a")).toBe(0xe40c292c);
    expect(fnv1a("foobar")).toBe(0xbf9cf968);
  });
});

describe("parseFold", () => {
  it("reads K/N", () => {
    expect(parseFold("2/4")).toEqual({ index: 2, count: 4 });
    expect(parseFold("0/2")).toEqual({ index: 0, count: 2 });
  });

  it("refuses a fold out of range, a single fold, or anything else", () => {
    for (const text of ["4/4", "0/1", "1/0", "-1/4", "1", "a/4", "1/4/2", "", " 1/4"]) {
      expect(typeof parseFold(text), text).toBe("string");
    }
  });
});

describe("inFold", () => {
  const names = Array.from({ length: 800 }, (_, k) => `image${k}.jpg`);
  const training = names.filter((n) => !isHeldOut(n) && !isCalibration(n));
  const folds = [0, 1, 2, 3].map((index) => names.filter((n) => inFold(n, { index, count: 4 })));

  it("puts every training photo in exactly one fold, and no held-out or calibration photo in any", () => {
    expect(folds.flat().sort()).toEqual([...training].sort());
    for (const name of names.filter((n) => isHeldOut(n) || isCalibration(n))) {
      expect(
        folds.some((f) => f.includes(name)),
        name,
      ).toBe(false);
    }
  });

  it("makes folds of about equal size", () => {
    for (const fold of folds) {
      expect(fold.length).toBeGreaterThan(training.length * 0.2);
      expect(fold.length).toBeLessThan(training.length * 0.3);
    }
  });

  it("cuts across the other splits' rule: each fold holds photos of every low hash residue left to training", () => {
    // The training photos are those whose hash mod 8 is 0, 2, 4, 5 or 6 (3 and 7 are held out, 1 is
    // calibration). A fold rule that reused those bits would give some fold only some of them.
    for (const fold of folds) {
      expect(new Set(fold.map((n) => fnv1a(n) % 8))).toEqual(new Set([0, 2, 4, 5, 6]));
    }
  });

  it("takes a photo's base name, so its folder does not matter", () => {
    const name = folds[1]?.[0] as string;
    expect(inFold(`newspaper/${name}`, { index: 1, count: 4 })).toBe(true);
    expect(inFold(`handwritten/${name}`, { index: 1, count: 4 })).toBe(true);
  });
});

describe("inFold for a sheet fold", () => {
  // 400 photos of 40 sheets: photo k shows sheet k mod 40, as several photos of one printed puzzle do.
  const photos = Array.from({ length: 400 }, (_, k) => ({ name: `image${k}.jpg`, sheet: `sheet-${k % 40}` }));
  const sheetFold = (index: number) => ({ index, count: 4, bySheet: true });
  const folds = [0, 1, 2, 3].map((index) => photos.filter((p) => inFold(p.name, sheetFold(index), p.sheet)));

  it("puts every photo that is not held out in exactly one fold, calibration photos too", () => {
    const names = folds.flat().map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(
      photos
        .filter((p) => !isHeldOut(p.name))
        .map((p) => p.name)
        .sort(),
    );
    expect(folds.flat().some((p) => isCalibration(p.name))).toBe(true);
  });

  it("keeps all photos of a sheet in one fold, so no fold shares a sheet with another", () => {
    const sheetsOf = folds.map((fold) => new Set(fold.map((p) => p.sheet)));
    for (const [a, sheets] of sheetsOf.entries()) {
      expect(sheets.size, `fold ${a}`).toBeGreaterThan(0);
      for (const [b, others] of sheetsOf.entries()) {
        if (a !== b)
          expect(
            [...sheets].filter((s) => others.has(s)),
            `folds ${a} and ${b}`,
          ).toEqual([]);
      }
    }
  });

  it("differs from the file-name fold of the same K/N", () => {
    const byName = photos.filter((p) => inFold(p.name, { index: 0, count: 4 })).map((p) => p.name);
    expect(folds[0]?.map((p) => p.name)).not.toEqual(byName);
  });

  it("refuses to place a photo without its sheet", () => {
    const name = photos.find((p) => !isHeldOut(p.name))?.name as string;
    expect(() => inFold(name, sheetFold(0))).toThrow(/sheet/);
    expect(() => inFold(name, sheetFold(0), "")).toThrow(/sheet/);
  });
});

describe("sheetKeys", () => {
  it("maps each file to its puzzle by the header's columns, ignoring carriage returns and blank lines", () => {
    const keys = sheetKeys("camera\tpuzzle\tfile\r\nx\t1.2\ta.jpg\r\ny\t.3.\tb.jpg\r\n\n");
    expect([...keys]).toEqual([
      ["a.jpg", "1.2"],
      ["b.jpg", ".3."],
    ]);
  });
});

describe("sheetOf", () => {
  const sheets = sheetKeys("file\tpuzzle\na.jpg\t1.2\n");

  it("keys a photo the newspaper labels name by their puzzle, whatever its own labels say", () => {
    expect(sheetOf(sheets, "a.jpg", "..2", "312")).toBe("1.2");
    expect(sheetOf(sheets, "a.jpg", "", "312")).toBe("1.2");
  });

  it("keys a photo they do not name by its givens, or by its solution when its givens are not known", () => {
    expect(sheetOf(sheets, "b.jpg", "..2", "312")).toBe("..2");
    expect(sheetOf(sheets, "b.jpg", "", "312")).toBe("312");
  });
});
