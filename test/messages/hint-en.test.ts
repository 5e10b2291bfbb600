import { describe, expect, it } from "vitest";
import { positionFromBoard } from "../../src/core/logic/position.js";
import { makeStep } from "../../src/core/logic/step.js";
import { TECHNIQUES } from "../../src/core/logic/techniques/index.js";
import { hintEn } from "../../src/messages/hint-en.js";
import { at, boardFromLine, confineDigit, openPosition, setCandidates } from "../core/logic/support.js";

describe("hintEn", () => {
  it("names every registered technique by its registry name and grades as Level (Technique)", () => {
    for (const t of TECHNIQUES) expect(hintEn.technique(t.id)).toBe(t.name);
    expect(hintEn.grade("hard", "x-wing")).toBe("Hard (X-Wing)");
  });

  it("explains a hidden single with its unit, cell and digit", () => {
    const step = makeStep(
      "hidden-single",
      { placements: [{ cell: at("r3c2"), digit: 4 }] },
      { units: [{ kind: "box", index: 0 }], cells: [at("r3c2")] },
    );
    expect(hintEn.step(step)).toBe("Hidden Single: in box 1, 4 fits only in r3c2, so it goes there.");
  });

  it("explains an X-Wing with its base and cover lines and what goes", () => {
    const position = openPosition();
    confineDigit(position, "row", 1, 1, ["r1c2", "r1c7"]);
    confineDigit(position, "row", 5, 1, ["r5c2", "r5c7"]);
    const xWing = TECHNIQUES.find((t) => t.id === "x-wing");
    const step = xWing?.find(position);
    expect(step).toBeDefined();
    if (!step) return;
    expect(hintEn.step(step)).toMatch(
      /^X-Wing on 1: in row 1 and row 5, 1 fits only in column 2 and column 7, so it goes from the rest of those: r2c2, .* lose 1\.$/,
    );
  });

  it("explains an XY-Wing naming the pivot, the pincers and the digit removed", () => {
    const position = openPosition();
    setCandidates(position, "r1c1", [1, 2]);
    setCandidates(position, "r1c5", [1, 3]);
    setCandidates(position, "r5c1", [2, 3]);
    const step = TECHNIQUES.find((t) => t.id === "xy-wing")?.find(position);
    expect(step && hintEn.step(step)).toBe(
      "XY-Wing: whatever r1c1 holds, r1c5 or r5c1 is 3, so cells that see both cannot be: r5c5 loses 3.",
    );
  });

  it("words every step of a real solve as one sentence naming its technique", () => {
    const board = boardFromLine(
      "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    );
    const position = positionFromBoard(board);
    for (const t of TECHNIQUES) {
      const step = t.find(position);
      if (step) expect(hintEn.step(step).startsWith(`${t.name}`)).toBe(true);
    }
    expect(hintEn.wrong(["r3c7"])).toBe("r3c7 is wrong.");
    expect(hintEn.wrong(["r3c7", "r4c1"])).toBe("r3c7 and r4c1 are wrong.");
  });
});
