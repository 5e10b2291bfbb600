/**
 * The advanced techniques on real positions: the solve paths of hard puzzles from the shared sets, at every
 * position where the basic techniques find nothing. Every step each advanced technique finds there (all of
 * them, not only the first) must be true of the puzzle's solution, and each chain must be made of real links.
 */
import { describe, expect, it } from "vitest";
import type { Board } from "../../../../src/core/board.js";
import { sees } from "../../../../src/core/logic/grid.js";
import { applyStep, clonePosition, positionFromBoard } from "../../../../src/core/logic/position.js";
import { nextStep } from "../../../../src/core/logic/solve.js";
import { TECHNIQUES } from "../../../../src/core/logic/techniques/index.js";
import type { Position, Step, TechniqueId } from "../../../../src/core/logic/types.js";
import { solve } from "../../../../src/core/solver.js";
import { boardFromLine, HAVE_DATA, samplePuzzles } from "../support.js";

const ADVANCED: readonly TechniqueId[] = [
  "bug-plus-1",
  "unique-rectangle-1",
  "unique-rectangle-2",
  "unique-rectangle-3",
  "unique-rectangle-4",
  "simple-colors",
  "x-chain",
  "xy-chain",
  "aic",
  "als-xz",
  "forcing-chain",
  "trial",
];
const BASIC = TECHNIQUES.filter((t) => !ADVANCED.includes(t.id));
const advanced = TECHNIQUES.filter((t) => ADVANCED.includes(t.id));

/**
 * magictour_top1465 lines (0-based) whose solve paths (with the registry as it is) use BUG+1 (2, 64), each UR
 * type and Simple Colors. Other techniques added earlier in the registry can change the paths: if one of these
 * stops firing, pick new lines with `npm run bench:techniques`-style walks.
 */
const CHOSEN = [0, 2, 38, 64, 70, 180];

/** The positions of a puzzle's solve path where no basic technique applies, with the solution. */
function stuckPositions(line: string): { positions: Position[]; solution: Board } {
  const board = boardFromLine(line);
  const result = solve(board);
  if (result.status !== "unique") throw new Error(`not unique: ${line}`);
  const position = positionFromBoard(board);
  const positions: Position[] = [];
  for (let n = 0; n < 400; n++) {
    let step = nextStep(position, BASIC);
    if (step === undefined) {
      positions.push(clonePosition(position));
      step = nextStep(position);
    }
    if (step === undefined) break;
    applyStep(position, step);
  }
  return { positions, solution: result.solution };
}

/** Whether a strong link really is one: a bivalue cell, or a unit where the digit has exactly these two places. */
function isStrong(
  position: Position,
  a: { cell: number; digit: number },
  b: { cell: number; digit: number },
) {
  const { candidates } = position;
  if (a.cell === b.cell) return candidates[a.cell] === ((1 << (a.digit - 1)) | (1 << (b.digit - 1)));
  if (a.digit !== b.digit || !sees(a.cell, b.cell)) return false;
  const bit = 1 << (a.digit - 1);
  const row = (c: number) => Math.floor(c / 9);
  const column = (c: number) => c % 9;
  const box = (c: number) => Math.floor(row(c) / 3) * 3 + Math.floor(column(c) / 3);
  return [row, column, box].some((unitOf) => {
    if (unitOf(a.cell) !== unitOf(b.cell)) return false;
    let count = 0;
    for (let c = 0; c < 81; c++) if (unitOf(c) === unitOf(a.cell) && candidates[c] & bit) count++;
    return count === 2;
  });
}

/** What is wrong with a step against the solution (plain checks: thousands of steps are checked). */
function soundnessProblems(step: Step, solution: Board, position: Position): string[] {
  const problems: string[] = [];
  let changes = 0;
  for (const { cell, digit } of step.placements) {
    if (solution[cell] !== digit) problems.push(`places ${digit} in cell ${cell}`);
    if (position.values[cell] === 0) changes++;
  }
  for (const { cell, digits } of step.eliminations) {
    for (const d of digits) {
      if (solution[cell] === d) problems.push(`eliminates the solution's ${d} from cell ${cell}`);
      if (position.candidates[cell] & (1 << (d - 1))) changes++;
    }
  }
  if (changes === 0) problems.push("changes nothing");
  return problems;
}

/** What is wrong with a chain: links must alternate strong and weak from a strong one, join up, and be real. */
function chainProblems(step: Step, position: Position): string[] {
  const { links } = step.pattern;
  const problems: string[] = [];
  if (links.length % 2 !== 1) problems.push(`${links.length} links`);
  links.forEach((link, i) => {
    const { from, to } = link;
    if (link.kind !== (i % 2 === 0 ? "strong" : "weak")) problems.push(`link ${i} is ${link.kind}`);
    if (i > 0 && (from.cell !== links[i - 1].to.cell || from.digit !== links[i - 1].to.digit))
      problems.push(`link ${i} does not join`);
    const real =
      link.kind === "strong"
        ? isStrong(position, from, to)
        : from.cell === to.cell
          ? from.digit !== to.digit
          : from.digit === to.digit && sees(from.cell, to.cell);
    if (!real) problems.push(`link ${i} is not a ${link.kind} link`);
  });
  return problems;
}

describe.skipIf(!HAVE_DATA)("advanced techniques on stuck positions of hard puzzles", () => {
  // Read inside each test, not while collecting: a skipped describe's body still runs, and without the data
  // reading the sets would throw.
  const sets: [string, () => string[]][] = [
    [
      "magictour_top1465 (chosen)",
      () => {
        const magictour = samplePuzzles("magictour_top1465.txt", 1465, 1);
        return CHOSEN.map((i) => magictour[i]);
      },
    ],
    ["forum_hardest_1106 (sampled)", () => samplePuzzles("forum_hardest_1106.txt", 2, 150)],
  ];
  for (const [name, readLines] of sets) {
    it(`every step of every advanced technique is true of the solution: ${name}`, () => {
      const lines = readLines();
      const fired = new Map<TechniqueId, number>();
      const problems: string[] = [];
      for (const line of lines) {
        const { positions, solution } = stuckPositions(line);
        for (const position of positions) {
          for (const technique of advanced) {
            const steps =
              technique.findAll?.(position) ?? [technique.find(position)].filter((s) => s !== undefined);
            for (const step of steps) {
              const found = soundnessProblems(step, solution, position);
              if (step.technique !== technique.id) found.push(`labelled ${step.technique}`);
              if (["x-chain", "xy-chain", "aic"].includes(technique.id))
                found.push(...chainProblems(step, position));
              for (const problem of found) problems.push(`${line} ${technique.id}: ${problem}`);
            }
            fired.set(technique.id, (fired.get(technique.id) ?? 0) + steps.length);
          }
        }
      }
      expect(problems).toEqual([]);
      const expected = name.startsWith("magictour")
        ? ADVANCED
        : ["xy-chain", "aic", "als-xz", "forcing-chain", "trial"];
      for (const id of expected)
        expect(fired.get(id as TechniqueId) ?? 0, `${id} never fired`).toBeGreaterThan(0);
    }, 90_000); // about 6 s of CPU alone; a loaded machine stretches it past the default 20 s
  }
});
