import { describe, expect, it } from "vitest";
import { decodePng } from "../support/png.js";
import { runInProcess as run } from "./run-cli.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const withEntry = (line: string, cell: number, digit: number) =>
  `${line.slice(0, cell)}${digit}${line.slice(cell + 1)}`;

describe("sudoku hint", () => {
  it("prints the next step as the issue's JSON with exit status 0, the placement being the solution's digit", async () => {
    const r = await run(["hint", PUZZLE, "--format", "json"]);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(Object.keys(json)).toEqual([
      "status",
      "technique",
      "level",
      "placements",
      "eliminations",
      "text",
      "error",
    ]);
    expect(json.status).toBe("hint");
    expect(json.technique).toBe("Naked Single");
    expect(json.level).toBe("easy");
    expect(json.placements).toEqual([{ cell: "r5c5", digit: Number(SOLUTION[40]) }]);
    expect(json.text).toMatch(/^Naked Single: r5c5 /);
    expect(json.error).toBeNull();
  });

  it("says first which entry is wrong when the puzzle is given, then hints without it", async () => {
    const position = withEntry(PUZZLE, 2, 1); // r1c3 is 4 in the solution
    const r = await run(["hint", position, "--puzzle", PUZZLE, "--format", "json"]);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.status).toBe("hint");
    expect(json.text).toMatch(/^r1c3 is wrong\. Without it: /);
  });

  it("reads the puzzle and the position from one text holding two boards", async () => {
    const r = await run(["hint"], `${PUZZLE}\n\n${withEntry(PUZZLE, 2, 1)}\n`);
    expect(r.stdout).toMatch(/^r1c3 is wrong\./);
  });

  it("answers solved (0), none and multiple (1) and invalid (2)", async () => {
    const solved = await run(["hint", SOLUTION, "--format", "json"]);
    expect([solved.status, JSON.parse(solved.stdout).status]).toEqual([0, "solved"]);
    const none = await run(["hint", withEntry(PUZZLE, 2, 1), "--format", "json"]);
    expect([none.status, JSON.parse(none.stdout).status]).toEqual([1, "none"]);
    const multiple = await run(["hint", ".".repeat(81), "--format", "json"]);
    expect([multiple.status, JSON.parse(multiple.stdout).status]).toEqual([1, "multiple"]);
    const invalid = await run(["hint", "hello", "--format", "json"]);
    expect(invalid.status).toBe(2);
    expect(JSON.parse(invalid.stdout)).toMatchObject({
      status: "invalid",
      technique: null,
      error: expect.any(String),
    });
  });

  it("writes the step's picture with --out", async () => {
    const r = await run(["hint", PUZZLE, "--out", "hint.png"]);
    expect(r.status).toBe(0);
    const png = r.files.get("hint.png");
    expect(png).toBeDefined();
    if (png) expect(decodePng(png).width).toBeGreaterThan(500);
  });
});
