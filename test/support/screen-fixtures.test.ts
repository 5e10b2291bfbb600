import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EXTRA_SCREENS, SCREENS, screenLabel, screenLabels } from "./screen-fixtures.js";

describe("screen fixtures", () => {
  it("labels every listed picture of both folders with 81-character boards of an existing file", () => {
    for (const dir of [SCREENS, EXTRA_SCREENS]) {
      const rows = screenLabels(dir);
      expect(rows.length).toBeGreaterThan(10);
      for (const row of rows) {
        expect(existsSync(path.join(dir, row.file)), row.file).toBe(true);
        for (const board of [row.givens, row.entries, row.full])
          expect(board, row.file).toMatch(/^[.1-9]{81}$/);
        expect(["held-out", "tune"], row.file).toContain(row.split);
      }
    }
  });

  it("finds one picture's labels by name, and names the file it could not find", () => {
    const [first] = screenLabels(SCREENS);
    if (first === undefined) throw new Error("no labels");
    expect(screenLabel(SCREENS, first.file)).toEqual(first);
    expect(() => screenLabel(SCREENS, "no-such-picture.png")).toThrow(
      /no-such-picture\.png is not in .*labels\.tsv/,
    );
  });
});
