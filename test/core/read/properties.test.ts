/**
 * Property tests of the reader (fast-check): random texts, real pastes damaged at random, and random boards drawn
 * in every supported shape. Short here; `npm run fuzz` runs the same properties far longer (FUZZ_RUNS) and prints
 * how long reading took.
 */
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { type Board, CELL_COUNT, formatBoard } from "../../../src/core/board.js";
import { MAX_INPUT_LENGTH, type ParseResult, parseBoard, parseBoards } from "../../../src/core/read/index.js";
import { describeProblem } from "../../../src/present/problem-text.js";
import { codeCases } from "./cases/code.js";
import { decideCases } from "./cases/decide.js";
import { emojiCases } from "./cases/emoji.js";
import { linesCases } from "./cases/lines.js";
import { markupCases } from "./cases/markup.js";
import { shapesCases } from "./cases/shapes.js";
import { urlCases } from "./cases/url.js";
import { DRAWERS } from "./draw.js";

/** Runs per property: a few hundred in `npm test`, FUZZ_RUNS in `npm run fuzz`. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const FUZZING = process.env.FUZZ_RUNS !== undefined;

/** Milliseconds each read took, for the figures `npm run fuzz` prints (never asserted: timings are noisy). */
const timings: number[] = [];
/** The slowest texts seen, re-timed at the end: a single slow read is often a garbage collection. */
let slowest: { ms: number; text: string }[] = [];
function timed<T>(text: string, read: () => T): T {
  const start = performance.now();
  const result = read();
  const ms = performance.now() - start;
  timings.push(ms);
  if (FUZZING && (slowest.length < 20 || ms > (slowest[slowest.length - 1]?.ms ?? 0))) {
    slowest = [...slowest, { ms, text }].sort((a, b) => b.ms - a.ms).slice(0, 20);
  }
  return result;
}

/** The least of three timings of reading a text. */
function retime(text: string): number {
  let best = Number.POSITIVE_INFINITY;
  for (let k = 0; k < 3; k++) {
    const start = performance.now();
    parseBoard(text);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

afterAll(() => {
  if (!FUZZING || timings.length === 0) return;
  const sorted = timings.slice().sort((a, b) => a - b);
  const at = (q: number) =>
    (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number).toFixed(3);
  const worst = slowest
    .map((s) => ({ ms: retime(s.text), length: s.text.length }))
    .sort((a, b) => b.ms - a.ms)[0];
  console.log(
    `fuzz: ${sorted.length} reads, median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; ` +
      `the 20 slowest re-timed (least of 3): worst ${worst?.ms.toFixed(3)} ms for ${worst?.length} characters ` +
      `(runs per property ${RUNS})`,
  );
});

/** Every result, whatever the input, has this shape; its text for a person is never empty or broken. */
function expectWellFormed(result: ParseResult): void {
  if (result.ok || result.board) {
    const board = result.board as Board;
    expect(board.length).toBe(CELL_COUNT);
    expect(board.every((v) => v <= 9)).toBe(true);
  }
  if (!result.ok) {
    expect(result.problems.length).toBeGreaterThan(0);
    for (const p of result.problems) expect(describeProblem(p)).not.toMatch(/undefined|NaN|^$/);
  }
}

/** Characters real pastes are made of, emoji and invisible ones included. */
const PASTE_CHARACTERS = [
  ..."0123456789.-_*?xXe· \n\t|+,;[]{}()<>/\\'\"`=:#&!─│┼═║╔╗╚╝╤╧>５．\r😀⬛⬜🟦🇦\u20e3\ufe0f\u200d\u200b",
];
const pasteText = fc
  .array(fc.constantFrom(...PASTE_CHARACTERS), { maxLength: 700 })
  .map((chars) => chars.join(""));
const anyText = fc.string({ unit: "binary", maxLength: FUZZING ? MAX_INPUT_LENGTH : 2000 });

/** Real pastes from the tables, damaged by inserting, deleting and replacing characters. */
const REAL_TEXTS = [codeCases, linesCases, urlCases, markupCases, emojiCases, decideCases, shapesCases]
  .flat()
  .map((c) => c.text);
const damagedPaste = fc
  .tuple(
    fc.constantFrom(...REAL_TEXTS),
    fc.array(fc.tuple(fc.nat(), fc.constantFrom(...PASTE_CHARACTERS), fc.integer({ min: 0, max: 2 })), {
      minLength: 1,
      maxLength: 8,
    }),
  )
  .map(([text, edits]) => {
    const chars = Array.from(text);
    for (const [at, c, how] of edits) {
      const k = at % (chars.length + 1);
      if (how === 0) chars.splice(k, 0, c);
      else if (how === 1) chars.splice(k, 1);
      else chars[k] = c;
    }
    return chars.join("").slice(0, MAX_INPUT_LENGTH);
  });

/** A random board: each cell blank with probability about a half, otherwise a digit (duplicates allowed). */
const randomBoard = fc
  .array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 9 })), {
    minLength: CELL_COUNT,
    maxLength: CELL_COUNT,
  })
  .filter((cells) => cells.filter((v) => v !== 0).length >= 17)
  .map((cells) => Uint8Array.from(cells));
const hasBlankRow = (b: Board) =>
  Array.from({ length: 9 }, (_, r) => b.subarray(r * 9, r * 9 + 9)).some((row) => row.every((v) => v === 0));

/** Long texts built to trip a reader that is not linear: repeated openings, markers and separators. */
const PATHOLOGICAL: [name: string, text: string][] = [
  ["6000 digits", "5".repeat(6000)],
  ["3000 spaced digits", "5 ".repeat(3000)],
  ["3000 lines of one digit", "5\n".repeat(3000)],
  ["6000 line breaks", "\n".repeat(6000)],
  ["600 lines of 123456789", "123456789\n".repeat(600)],
  ["6000 brackets", "[".repeat(6000)],
  ["3000 quote markers", "> ".repeat(3000)],
  ["2000 code fences", "```".repeat(2000)],
  ["3000 assignments", "a=".repeat(3000)],
  ["3000 rules", "-+".repeat(3000)],
  ["an array of 2998 zeros", `[${"0,".repeat(2998)}]`],
  ["only emoji", "😀".repeat(3000)],
  ["keycaps without digits", "\u20e3\ufe0f".repeat(3000)],
  ["only lone surrogates", "\ud800".repeat(6000)],
  ["only NUL characters", "\0".repeat(6000)],
  ["1500 unclosed table cells", "<td>".repeat(1500)],
  ["1000 cell objects without an end", '{"val":1 '.repeat(660)],
  ["1000 links", "http://a/?bd=1 ".repeat(400)],
  ["3000 emphasis markers", "** ".repeat(2000)],
  ["a board line and 1600 colons", `${"1".repeat(81)}${":123".repeat(1479)}`],
  ["2000 comment openers", "/*".repeat(3000)],
  ["1000 CSV headers", "puzzle,solution\n".repeat(375)],
];

describe("parseBoard properties", () => {
  it.each(PATHOLOGICAL)("returns a well-formed result for %s", (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(MAX_INPUT_LENGTH);
    expectWellFormed(timed(text, () => parseBoard(text)));
    for (const r of timed(text, () => parseBoards(text))) expectWellFormed(r);
  });

  it("never throws on random text and always returns a well-formed result", () => {
    fc.assert(
      fc.property(fc.oneof(pasteText, anyText), (text) => {
        expectWellFormed(timed(text, () => parseBoard(text)));
        for (const r of timed(text, () => parseBoards(text))) expectWellFormed(r);
      }),
      { numRuns: RUNS },
    );
  });

  it("never throws on real pastes damaged at random", () => {
    fc.assert(
      fc.property(damagedPaste, (text) => {
        expectWellFormed(timed(text, () => parseBoard(text)));
        expectWellFormed(timed(text, () => parseBoard(text, { allowDuplicates: true })));
      }),
      { numRuns: RUNS },
    );
  });

  it.each(DRAWERS.map((d) => [d.name, d] as const))(
    "reads back a random board drawn as %s",
    (_name, drawer) => {
      fc.assert(
        fc.property(randomBoard, (board) => {
          fc.pre(drawer.blankRows !== false || !hasBlankRow(board));
          const text = drawer.draw(board);
          const result = timed(text, () => parseBoard(text, { allowDuplicates: true }));
          expect(result.ok ? formatBoard(result.board) : result.problems).toEqual(formatBoard(board));
        }),
        { numRuns: Math.max(20, Math.floor(RUNS / 5)) },
      );
    },
  );

  it("never reads a drawn board as a different board, even with its duplicates refused", () => {
    fc.assert(
      fc.property(randomBoard, fc.constantFrom(...DRAWERS), (board, drawer) => {
        const text = drawer.draw(board);
        const result = timed(text, () => parseBoard(text));
        const read = result.ok ? result.board : result.board;
        if (read) expect(formatBoard(read)).toBe(formatBoard(board));
      }),
      { numRuns: RUNS },
    );
  });
});
