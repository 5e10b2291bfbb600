/**
 * The words of hints and grades: technique names, levels, the sentence that explains a step, and the lines
 * around them. One object per locale satisfies {@link HintWords} (hint-en.ts, hint-ko.ts, hint-ja.ts); the
 * catalogue of each locale holds it under `hint`. {@link stepFacts} reads what a sentence needs out of a step,
 * once for every language.
 */
import type { Level, Step, TechniqueId, UnitRef } from "../core/logic/types.js";

/** The wording of hints and grades in one language. */
export interface HintWords {
  /** The technique's name as the community writes it (English: HoDoKu's and SudokuWiki's names). */
  technique(id: TechniqueId): string;
  /** A level's name, capitalised as a label ("Hard"). */
  level(level: Level): string;
  /** One sentence a student understands: what the step sees and what it does, naming the technique. */
  step(step: Step): string;
  /** Entries that contradict the solution, said before anything else ("r3c7 is wrong."). */
  wrong(cells: readonly string[]): string;
  /** The lead before the step when wrong entries were left out ("Without them: …"). */
  withoutWrong(count: number): string;
  /** The position is complete and right. */
  readonly solved: string;
  /** The puzzle (or position) has no solution. */
  readonly none: string;
  /** The puzzle has several solutions, so no step is certain. */
  readonly multiple: string;
  /** No technique applies (only before a last resort is registered). */
  readonly stuck: string;
  /** The grade as a short label: "Hard (X-Wing)". */
  grade(level: Level, hardest: TechniqueId | undefined): string;
  /** A grade's score as a label: "score 1234". */
  score(score: number): string;
  /** The note for a grade that needed the last resort. */
  readonly notLogical: string;
  /** The "Next step" button's label. */
  readonly nextStep: string;
  /** The picture's legend (one short line, no emoji). */
  readonly legend: string;
  /** The picture's alt text. */
  readonly alt: string;
  /** The box `/sudoku hint` opens when no board is given. */
  readonly modal: {
    readonly title: string;
    readonly boardLabel: string;
    readonly boardDescription: string;
    readonly puzzleLabel: string;
    readonly puzzleDescription: string;
  };
}

/** What a sentence says about a step, by technique family (cells are indexes 0..80). */
export type StepFacts =
  | { kind: "full-house"; cell: number; digit: number; unit: UnitRef }
  | { kind: "naked-single"; cell: number; digit: number }
  | { kind: "hidden-single"; cell: number; digit: number; unit: UnitRef }
  | { kind: "locked"; digit: number; from: UnitRef; into: UnitRef }
  | { kind: "naked-subset"; cells: readonly number[]; digits: readonly number[]; units: readonly UnitRef[] }
  | { kind: "hidden-subset"; cells: readonly number[]; digits: readonly number[]; unit: UnitRef }
  | { kind: "fish"; digit: number; base: readonly UnitRef[]; cover: readonly UnitRef[] }
  | { kind: "strong-links"; digit: number; ends: readonly [number, number] }
  | { kind: "wing"; pivot: number; pincers: readonly [number, number]; digit: number; withPivot: boolean }
  | { kind: "w-wing"; cells: readonly [number, number]; linked: number; other: number }
  | { kind: "other" };

/** The facts a sentence needs, read from a step's pattern (`other` for techniques worded generically). */
export function stepFacts(step: Step): StepFacts {
  const { pattern } = step;
  const d = pattern.digits;
  const [first] = step.placements;
  const [u0, u1] = pattern.units;
  switch (step.technique) {
    case "full-house":
      return first && u0
        ? { kind: "full-house", cell: first.cell, digit: first.digit, unit: u0 }
        : { kind: "other" };
    case "naked-single":
      return first ? { kind: "naked-single", cell: first.cell, digit: first.digit } : { kind: "other" };
    case "hidden-single":
      return first && u0
        ? { kind: "hidden-single", cell: first.cell, digit: first.digit, unit: u0 }
        : { kind: "other" };
    case "locked-candidates-pointing":
    case "locked-candidates-claiming":
      return u0 && u1 ? { kind: "locked", digit: d[0], from: u0, into: u1 } : { kind: "other" };
    case "naked-pair":
    case "naked-triple":
    case "naked-quad":
      return { kind: "naked-subset", cells: pattern.cells, digits: d, units: pattern.units };
    case "hidden-pair":
    case "hidden-triple":
    case "hidden-quad":
      return u0 ? { kind: "hidden-subset", cells: pattern.cells, digits: d, unit: u0 } : { kind: "other" };
    case "x-wing":
    case "swordfish":
    case "jellyfish": {
      const n = pattern.units.length / 2;
      return { kind: "fish", digit: d[0], base: pattern.units.slice(0, n), cover: pattern.units.slice(n) };
    }
    case "skyscraper":
    case "two-string-kite":
    case "turbot-fish":
      return pattern.cells.length === 4
        ? { kind: "strong-links", digit: d[0], ends: [pattern.cells[0], pattern.cells[3]] }
        : { kind: "other" };
    case "xy-wing":
    case "xyz-wing": {
      const z = step.eliminations[0]?.digits[0];
      const [pivot, p, q] = pattern.cells;
      return z === undefined || q === undefined
        ? { kind: "other" }
        : { kind: "wing", pivot, pincers: [p, q], digit: z, withPivot: step.technique === "xyz-wing" };
    }
    case "w-wing":
      return pattern.cells.length >= 2 && d.length === 2
        ? { kind: "w-wing", cells: [pattern.cells[0], pattern.cells[1]], linked: d[0], other: d[1] }
        : { kind: "other" };
    default:
      return { kind: "other" };
  }
}

/** How one language names the pieces a step sentence is made of. */
export interface StepPhrases {
  cell(cell: number): string;
  unit(unit: UnitRef): string;
  list(items: readonly string[]): string;
  /** "r2c4 and r2c5 lose 7" for cells that lose the same digits. */
  removal(cells: string, digits: string, count: number): string;
  /** "r3c7 is 5". */
  placement(cell: string, digit: number): string;
}

/** The effect of a step in one language: placements, then removals grouped by the digits removed. */
export function stepEffect(step: Step, phrases: StepPhrases): string {
  const byDigits = new Map<string, number[]>();
  for (const e of step.eliminations) {
    const key = phrases.list(e.digits.map(String));
    byDigits.set(key, [...(byDigits.get(key) ?? []), e.cell]);
  }
  const parts = [
    ...step.placements.map((p) => phrases.placement(phrases.cell(p.cell), p.digit)),
    ...[...byDigits].map(([digits, where]) =>
      phrases.removal(phrases.list(where.map(phrases.cell)), digits, where.length),
    ),
  ];
  return phrases.list(parts);
}

/** One sentence per technique family: the facts, the technique's name and the step's effect, worded. */
export type StepTemplates = {
  readonly [K in StepFacts["kind"]]: (
    facts: Extract<StepFacts, { kind: K }>,
    name: string,
    effect: string,
  ) => string;
};

/** A locale's `step` function: its templates applied to the step's facts, name and effect. */
export function stepSentence(
  name: (id: TechniqueId) => string,
  phrases: StepPhrases,
  templates: StepTemplates,
): (step: Step) => string {
  return (step) => {
    const facts = stepFacts(step);
    const template = templates[facts.kind] as (f: StepFacts, name: string, effect: string) => string;
    return template(facts, name(step.technique), stepEffect(step, phrases));
  };
}
