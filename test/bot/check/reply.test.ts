import { describe, expect, it } from "vitest";
import { buildCheckReply, type CheckReplyOptions } from "../../../src/bot/check/reply.js";
import { MAX_CONTENT_LENGTH } from "../../../src/bot/shared/board-reply.js";
import { readCheckText, reportCheck } from "../../../src/core/answer/check-report.js";
import { formatBoard } from "../../../src/core/board.js";
import type { CellView } from "../../../src/core/render/index.js";
import { en } from "../../../src/messages/en.js";
import { legendFor as legendIn } from "../../../src/present/check-presentation.js";
import { GIVENS_SWAPPED, ON_TRACK, TWO_SWAPPED, TWO_WRONG_HIDDEN, withDigits } from "../check-puzzles.js";
import { CONFLICT, EASY, EASY_SOLUTION, EIGHTY_CELLS } from "../puzzles.js";

const ACCEPTED_FORMATS = en.acceptedFormats;
const legendFor = (cells: readonly CellView[]) => legendIn(cells, en);
/** The bot's reply to pasted texts: read, reported, then built (as answerCheck does). */
const checkText = (attempt: string, puzzle?: string, options?: CheckReplyOptions) =>
  buildCheckReply(reportCheck(readCheckText(attempt, puzzle).reading), options);
const gridOf = (line: string) => formatBoard(Uint8Array.from(line, Number), "grid");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("buildCheckReply", () => {
  it("answers a correct grid with ✅ and one PNG, privately by default", () => {
    const reply = checkText(EASY_SOLUTION, EASY);
    expect(reply.outcome).toBe("correct");
    expect(reply.content).toBe(
      "✅ Correct: every row, column and box holds 1 to 9 once and every given was kept.",
    );
    expect(reply.ephemeral).toBe(true);
    expect(reply.files).toHaveLength(1);
    expect(reply.files[0]?.name).toBe("sudoku-check.png");
    expect(reply.files[0]?.description).toMatch(/checked: correct/);
    expect(reply.files[0]?.data.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(reply.textOnly).toBe(`${reply.content}\n\`\`\`text\n${gridOf(EASY_SOLUTION)}\n\`\`\``);
  });

  it("answers publicly only when private is false", () => {
    expect(checkText(EASY_SOLUTION, EASY, { private: false }).ephemeral).toBe(false);
    expect(checkText(EASY_SOLUTION, EASY, { private: true }).ephemeral).toBe(true);
  });

  it("says how many cells of a complete grid are wrong and names them", () => {
    const reply = checkText(TWO_SWAPPED, EASY);
    expect(reply.outcome).toBe("wrong");
    const lines = reply.content.split("\n");
    expect(lines[0]).toBe("❌ Not right yet: 2 cells are wrong.");
    expect(lines.at(-1)).toBe("Wrong: r1c3 and r1c4.");
    expect(reply.files[0]?.description).toMatch(/wrong cells marked with a cross: r1c3 and r1c4$/);
  });

  it("names a changed given with the digit it was and the digit it has", () => {
    const reply = checkText(GIVENS_SWAPPED, EASY);
    expect(reply.outcome).toBe("wrong");
    expect(reply.content).toContain("The given at r1c1 was 5, the attempt has 3.");
    expect(reply.content).toContain("The given at r1c2 was 3, the attempt has 5.");
  });

  it("says a partial grid is still solvable and that no entry contradicts the solution", () => {
    const reply = checkText(ON_TRACK, EASY);
    expect(reply.outcome).toBe("on-track");
    expect(reply.content).toBe(
      "👍 On track: still solvable, 2 entries so far.\nNone of your entries contradicts the solution.",
    );
  });

  it("without the original, suggests giving it when the grid is on track", () => {
    const reply = checkText(ON_TRACK);
    expect(reply.outcome).toBe("on-track");
    expect(reply.content.split("\n")).toEqual([
      "👍 On track: still solvable, 32 entries so far.",
      expect.stringMatching(/^Add the original puzzle .* to check your entries against its solution\.$/),
    ]);
  });

  it("counts the wrong entries of a partial grid without naming them, and says how to see them", () => {
    const reply = checkText(TWO_WRONG_HIDDEN, EASY);
    expect(reply.outcome).toBe("dead-end");
    expect(reply.content.split("\n")).toEqual([
      "❌ Dead end: no solution from here.",
      "2 of your 4 entries disagree with the solution.",
      "To see which cells, run `/sudoku check` again with `reveal: True`.",
    ]);
    expect(reply.content).not.toMatch(/r1c3|r6c6/);
    expect(reply.files[0]?.description).not.toMatch(/r1c3|r6c6/);
  });

  it("names the wrong entries of a partial grid when reveal is set", () => {
    const reply = checkText(TWO_WRONG_HIDDEN, EASY, { reveal: true });
    expect(reply.content.split("\n")).toEqual([
      "❌ Dead end: no solution from here.",
      "Wrong: r1c3 and r6c6.",
    ]);
  });

  it("names the repeated digits of an attempt", () => {
    const reply = checkText(withDigits(EASY, { 2: "5" }));
    expect(reply.outcome).toBe("dead-end");
    expect(reply.content).toContain("Row 1 has two 5s (columns 1 and 3).");
    expect(reply.content).toContain("Box 1 (top-left) has two 5s (r1c1 and r1c3).");
  });

  it("reads two boards in one text as the original and then the attempt", () => {
    const message = `the puzzle:\n\`\`\`\n${EASY}\n\`\`\`\nmy try:\n\`\`\`\n${TWO_WRONG_HIDDEN}\n\`\`\``;
    expect(checkText(message).content).toBe(checkText(TWO_WRONG_HIDDEN, EASY).content);
  });

  it("treats a blank puzzle text as no puzzle", () => {
    expect(checkText(ON_TRACK, "  \n ").content).toBe(checkText(ON_TRACK).content);
  });

  it("draws the attempt as a text grid, givens filled in, when files may not be attached", () => {
    const reply = checkText(ON_TRACK, EASY, { attachFiles: false });
    expect(reply.files).toEqual([]);
    expect(reply.content).toBe(reply.textOnly);
    expect(reply.content).toContain(`\`\`\`text\n${gridOf(ON_TRACK)}\n\`\`\``);
  });

  it("keeps the text-only answer within Discord's message limit", () => {
    for (const attempt of [TWO_SWAPPED, GIVENS_SWAPPED, "1".repeat(81)]) {
      expect(checkText(attempt, EASY).textOnly.length).toBeLessThanOrEqual(MAX_CONTENT_LENGTH);
    }
  });
});

describe("buildCheckReply on input it cannot use", () => {
  it("says the attempt is unreadable, privately, with the accepted formats", () => {
    const reply = checkText(EIGHTY_CELLS, undefined, { private: false });
    expect(reply).toMatchObject({ outcome: "invalid", files: [], ephemeral: true });
    expect(reply.content).toBe(
      `❌ I couldn't read your attempt: found 80 cells, a board has 81.\n\n${ACCEPTED_FORMATS}`,
    );
  });

  it("says the original puzzle is unreadable when it is the puzzle text that fails", () => {
    const reply = checkText(EASY_SOLUTION, "no board here");
    expect(reply.outcome).toBe("invalid");
    expect(reply.content).toBe(
      `❌ I couldn't read the original puzzle: no Sudoku board found in this text.\n\n${ACCEPTED_FORMATS}`,
    );
  });

  it("says an original puzzle whose givens repeat a digit breaks the rules, naming where", () => {
    const reply = checkText(EASY_SOLUTION, CONFLICT);
    expect(reply).toMatchObject({ outcome: "invalid", files: [], ephemeral: true });
    expect(reply.content).toBe(
      "❌ The original puzzle breaks the rules, so I can't check against it:\n" +
        "- row 1 has two 5s (columns 1 and 2)\n- box 1 (top-left) has two 5s (r1c1 and r1c2)",
    );
  });
});

describe("legendFor", () => {
  const cells = (...marks: (CellView["sign"] | undefined)[]): CellView[] =>
    Array.from({ length: 81 }, (_, i) => {
      const mark = marks[i];
      return mark ? { digit: 1, role: "entry", sign: mark } : { digit: 1, role: "entry" };
    });

  it("lists only the marks present, wrong first", () => {
    expect(legendFor(cells("conflict", "wrong"))).toBe("× wrong · ○ repeated digit");
    expect(legendFor(cells("wrong"))).toBe("× wrong");
    expect(legendFor(cells(undefined, "conflict"))).toBe("○ repeated digit");
  });

  it("is undefined when nothing is marked", () => {
    expect(legendFor(cells())).toBeUndefined();
  });
});
