import { describe, expect, it } from "vitest";
import { planShots } from "../../../src/tools/app-screens/catalogue.js";
import { planExtraShots } from "../../../src/tools/app-screens/extra.js";

// Two puzzles with their solutions: the catalogue plans with the first only, so the extras get the second.
const PUZZLES: [string, string][] = [
  [
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
  ],
  [
    "..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..",
    "483921657967345821251876493548132976729564138136798245372689514814253769695417382",
  ],
];

describe("planExtraShots", () => {
  const catalogue = planShots([PUZZLES[0] as [string, string]]);
  const used = new Set(catalogue.map((s) => s.puzzle));
  const extras = planExtraShots(PUZZLES, used, ["ksudoku"], 24, 1);

  it("plans as many shots as asked, with names of their own that no catalogue shot has", () => {
    expect(extras).toHaveLength(24);
    expect(new Set(extras.map((s) => s.name)).size).toBe(24);
    const names = new Set(catalogue.map((s) => s.name));
    for (const shot of extras) {
      expect(shot.name.startsWith("extra1-ksudoku-")).toBe(true);
      expect(names.has(shot.name)).toBe(false);
    }
  });

  it("uses only puzzles the catalogue does not", () => {
    for (const shot of extras) expect(used.has(shot.puzzle)).toBe(false);
  });

  it("covers every theme of the app at several frames, and the three views", () => {
    expect(new Set(extras.map((s) => s.theme))).toEqual(new Set(["egyptian", "abstraction", "scribble"]));
    for (const theme of ["egyptian", "abstraction", "scribble"]) {
      const frames = new Set(
        extras.filter((s) => s.theme === theme).map((s) => `${s.view}-${s.width}x${s.height}`),
      );
      expect(frames.size).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(extras.map((s) => s.view))).toEqual(new Set(["window", "desktop", "screen"]));
  });

  it("keeps every window on the 1280×800 screen", () => {
    for (const shot of extras) {
      expect(shot.left + shot.width).toBeLessThanOrEqual(1280);
      expect(shot.top + shot.height).toBeLessThanOrEqual(800);
    }
  });

  it("plans other shots from another seed, and the same from the same seed", () => {
    expect(planExtraShots(PUZZLES, used, ["ksudoku"], 24, 1)).toEqual(extras);
    const other = planExtraShots(PUZZLES, used, ["ksudoku"], 24, 2);
    for (const shot of other) expect(shot.name.startsWith("extra2-")).toBe(true);
    expect(other.map((s) => s.moves)).not.toEqual(extras.map((s) => s.moves));
  });

  it("takes GNOME Sudoku's highlighter from its theme name", () => {
    const gnome = planExtraShots(PUZZLES, used, ["gnome-sudoku"], 4, 1);
    expect(gnome.map((s) => [s.theme, s.highlight])).toEqual([
      ["light", false],
      ["light", true],
      ["dark", false],
      ["dark", true],
    ]);
    expect(gnome[1]?.name).toContain("-light-highlight-");
  });

  it("takes KSudoku's later frames and busier mixes from seed 31 on, and keeps the earlier seeds' plans", () => {
    const frame = (s: { view: string; width: number; height: number }): string =>
      `${s.view}-${s.width}x${s.height}`;
    const before = planExtraShots(PUZZLES, used, ["ksudoku"], 30, 30);
    const later = planExtraShots(PUZZLES, used, ["ksudoku"], 30, 31);
    expect(before.map(frame)).not.toContain("window-480x420");
    expect(new Set(later.map(frame))).toEqual(
      new Set([
        "window-480x420",
        "window-1100x480",
        "window-520x760",
        "desktop-760x620",
        "window-400x360",
        "desktop-700x600",
        "desktop-540x460",
      ]),
    );
    // A window at the screen's edge, partly off it; and never a board filled in (KSudoku then shows a dialog).
    expect(later.some((s) => s.left < 0 || s.left + s.width > 1280 || s.top + s.height > 800)).toBe(true);
    const pencils = later.map((s) => s.moves.filter((m) => m.kind === "pencil").length);
    expect(Math.max(...pencils)).toBeGreaterThanOrEqual(24);
    for (const shot of later) {
      const entries = shot.moves.filter((m) => m.kind === "entry").length;
      expect(entries).toBeLessThan([...shot.puzzle].filter((c) => c === ".").length);
    }
  });

  it("plans nothing when every puzzle is the catalogue's", () => {
    expect(planExtraShots(PUZZLES.slice(0, 1), used, ["ksudoku"], 5, 1)).toEqual([]);
  });
});
