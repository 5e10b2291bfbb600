import { describe, expect, it } from "vitest";
import { runInProcess as run } from "./run-cli.js";

const EASY = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

describe("sudoku grade", () => {
  it("prints level, score, hardest technique and logical as JSON, steps only with --steps", async () => {
    const r = await run(["grade", EASY, "--format", "json"]);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json).toEqual({
      status: "graded",
      level: "easy",
      score: json.score,
      hardest: "Naked Single",
      logical: true,
    });
    expect(json.score).toBeGreaterThan(0);
    const withSteps = JSON.parse((await run(["grade", EASY, "--format", "json", "--steps"])).stdout);
    expect(withSteps.steps.length).toBeGreaterThan(40);
    expect(withSteps.steps[0]).toEqual({
      technique: "Naked Single",
      placements: [{ cell: expect.stringMatching(/^r\dc\d$/), digit: expect.any(Number) }],
      eliminations: [],
    });
  });

  it("answers none and multiple with exit 1, invalid with exit 2", async () => {
    const oneBlank = await run(["grade", `${SOLUTION.slice(0, 80)}.`, "--format", "json"]);
    expect([oneBlank.status, JSON.parse(oneBlank.stdout).hardest]).toEqual([0, "Full House"]);
    const multiple = await run(["grade", ".".repeat(81), "--format", "json"]);
    expect([multiple.status, JSON.parse(multiple.stdout).status]).toEqual([1, "multiple"]);
    const impossible = await run(["grade", `12345678.${"........9"}${".".repeat(63)}`, "--format", "json"]);
    expect([impossible.status, JSON.parse(impossible.stdout).status]).toEqual([1, "none"]);
    const invalid = await run(["grade", "5.5", "--format", "json"]);
    expect(invalid.status).toBe(2);
  });

  it("--batch prints one tab-separated line per puzzle, or its status", async () => {
    const r = await run(["grade", "--batch"], `${EASY}\n\n${".".repeat(81)}\nnot a board\n`);
    expect(r.status).toBe(0);
    expect(r.stdout.split("\n")).toEqual([
      expect.stringMatching(/^easy\t\d+\tNaked Single$/),
      "multiple",
      "invalid",
      "",
    ]);
  });

  it("prints a readable grade line by default", async () => {
    const r = await run(["grade", EASY]);
    expect(r.stdout).toMatch(/^Easy \(Naked Single\) · score \d+\n$/);
  });
});
