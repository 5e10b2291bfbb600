import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { labelledCases, parseSplit, type Split, splitName } from "../../../src/bench/read/read-cases.js";
import { fnv1a, inFold, isCalibration, isHeldOut } from "../../../src/bench/read/read-split.js";
import { findRepoRoot } from "../../../src/bench/shared/sets.js";

const repoRoot = findRepoRoot(import.meta.dirname);
const realDir = path.join(repoRoot, "test", "fixtures", "app-screens");

describe("labelledCases with a split column", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "labels-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const board = `1${".".repeat(80)}`;
  writeFileSync(
    path.join(dir, "labels.tsv"),
    `file\tgivens\tfull\tsplit\na.png\t${board}\t${board}\ttune\nb.png\t${board}\t2${board.slice(1)}\theld-out\n`,
  );

  it("takes the held-out rows for validation and the tune rows for training", () => {
    const validation = labelledCases(dir, "s", "validation");
    const training = labelledCases(dir, "s", "training");
    expect(typeof validation === "string" ? validation : validation.map((c) => c.name)).toEqual(["b.png"]);
    expect(typeof training === "string" ? training : training.map((c) => c.name)).toEqual(["a.png"]);
  });
});

describe("labelledCases without a split column (photos)", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const names = Array.from({ length: 64 }, (_, k) => `image${k}.jpg`);
  const board = `1${".".repeat(80)}`;
  writeFileSync(
    path.join(dir, "labels.tsv"),
    `file\tpuzzle\n${names.map((n) => `${n}\t${board}`).join("\n")}\n`,
  );
  const taken = (split: Split): string[] => {
    const cases = labelledCases(dir, "s", split);
    if (typeof cases === "string") throw new Error(cases);
    return cases.map((c) => c.name);
  };

  it("takes the calibration photos out of the training ones, never a held-out one", () => {
    const calibration = taken("calibration");
    const training = new Set(taken("training"));
    const validation = new Set(taken("validation"));
    expect(calibration.length).toBeGreaterThan(0);
    expect(calibration.length).toBeLessThan(training.size / 4);
    for (const name of calibration) {
      expect(training.has(name), name).toBe(true);
      expect(validation.has(name), name).toBe(false);
      expect(isCalibration(name)).toBe(true);
    }
    expect(names.filter(isCalibration).sort()).toEqual([...calibration].sort());
  });

  it("splits the training photos but calibration into the folds, each taken on its own", () => {
    const folds = [0, 1, 2, 3].map((index) => taken({ index, count: 4 }));
    const training = taken("training").filter((n) => !isCalibration(n));
    expect(folds.flat().sort()).toEqual([...training].sort());
    for (const [index, fold] of folds.entries()) {
      expect(fold.length, `fold ${index}`).toBeGreaterThan(0);
      for (const name of fold) expect(inFold(name, { index, count: 4 })).toBe(true);
    }
  });
});

describe("labelledCases for a sheet fold", () => {
  // A pen-filled folder whose photos show 20 sheets (the newspaper labels name each file's sheet); one
  // photo the newspaper labels do not name, with no givens: a sheet of its own, keyed by its solution
  // (which hashes to another fold than its file name does).
  const dir = mkdtempSync(path.join(tmpdir(), "sheets-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const names = Array.from({ length: 96 }, (_, k) => `image${k}.jpg`);
  const puzzle = (k: number): string =>
    `${((k % 20) % 9) + 1}${Math.floor((k % 20) / 9) + 1}${".".repeat(79)}`;
  const full = `${"123456789".repeat(8)}123456783`;
  const sheets = new Map(names.map((n, k) => [n, puzzle(k)]));
  writeFileSync(
    path.join(dir, "labels.tsv"),
    `file\tgivens\tfull\n${names.map((n, k) => `${n}\t${puzzle(k)}\t${full}`).join("\n")}\nlone.jpg\t\t${full}\n`,
  );
  const taken = (index: number): string[] => {
    const cases = labelledCases(dir, "s", { index, count: 4, bySheet: true }, sheets);
    if (typeof cases === "string") throw new Error(cases);
    return cases.map((c) => c.name);
  };
  const folds = [0, 1, 2, 3].map(taken);

  it("takes every photo but the held-out ones once, each sheet's photos in a single fold", () => {
    const all = folds.flat();
    expect(all.sort()).toEqual([...names, "lone.jpg"].filter((n) => !isHeldOut(n)).sort());
    for (const [index, fold] of folds.entries()) {
      const own = new Set(fold.filter((n) => n !== "lone.jpg").map((n) => sheets.get(n)));
      const others = folds.filter((_, k) => k !== index).flat();
      for (const name of others) if (name !== "lone.jpg") expect(own.has(sheets.get(name)), name).toBe(false);
    }
  });

  it("keys a photo the sheets do not name by its solution when it has no givens", () => {
    expect(fnv1a(full) % 4).not.toBe(fnv1a("lone.jpg") % 4);
    expect(folds.findIndex((f) => f.includes("lone.jpg"))).toBe(fnv1a(full) % 4);
  });
});

describe("parseSplit", () => {
  it("reads the named splits and fold:K/N, and names them back as written", () => {
    for (const text of ["validation", "training", "calibration", "all", "fold:1/4", "fold:0/3"]) {
      const parsed = parseSplit(text);
      if (!parsed.ok) throw new Error(parsed.error);
      expect(splitName(parsed.split)).toBe(text);
    }
    expect(parseSplit("fold:3/4")).toEqual({ ok: true, split: { index: 3, count: 4 } });
  });

  it("reads sheet-fold:K/N as a sheet fold, named back as written", () => {
    const parsed = parseSplit("sheet-fold:2/4");
    expect(parsed).toEqual({ ok: true, split: { index: 2, count: 4, bySheet: true } });
    if (parsed.ok) expect(splitName(parsed.split)).toBe("sheet-fold:2/4");
  });

  it("refuses anything else, naming what it takes", () => {
    for (const text of [
      "train",
      "fold:4/4",
      "fold:",
      "fold1/4",
      "",
      "sheet-fold:4/4",
      "sheet-fold",
      "sheetfold:1/4",
    ]) {
      const parsed = parseSplit(text);
      expect(parsed.ok, text).toBe(false);
      expect(!parsed.ok && parsed.error).toMatch(/fold|--split/);
    }
  });
});

describe("the real app screenshots (test/fixtures/app-screens)", () => {
  const rows = readFileSync(path.join(realDir, "labels.tsv"), "utf8").trim().split("\n");
  const columns = rows[0].split("\t");
  const records = rows.slice(1).map((row) => {
    const cells = row.split("\t");
    return Object.fromEntries(columns.map((name, i) => [name, cells[i]]));
  });

  it("labels every picture in the folder's format, each one a PNG", () => {
    const all = labelledCases(realDir, "real", "all");
    if (typeof all === "string") throw new Error(all);
    expect(all.length).toBe(records.length);
    expect(all.length).toBeGreaterThanOrEqual(40);
    for (const c of all) expect(c.load().subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  });

  it("makes every board the givens plus the player's entries, entries only in empty cells", () => {
    for (const r of records) {
      const merged = [...r.givens].map((ch, i) => (ch === "." ? r.entries[i] : ch)).join("");
      expect(merged, r.file).toBe(r.full);
      for (let i = 0; i < 81; i++) if (r.entries[i] !== ".") expect(r.givens[i], r.file).toBe(".");
    }
  });

  it("holds out about half of the pictures, and both halves cover every app", () => {
    const heldOut = records.filter((r) => r.split === "held-out");
    const tune = records.filter((r) => r.split === "tune");
    expect(heldOut.length + tune.length).toBe(records.length);
    expect(heldOut.length).toBeGreaterThan(records.length * 0.3);
    expect(tune.length).toBeGreaterThan(records.length * 0.3);
    const apps = new Set(records.map((r) => r.app));
    expect(new Set(heldOut.map((r) => r.app))).toEqual(apps);
    expect(new Set(tune.map((r) => r.app))).toEqual(apps);
  });
});
