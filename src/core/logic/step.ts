/**
 * Building steps: the small helpers every technique file uses to describe what it found.
 *
 * Glossary: as in types.ts. A technique is written as a generator of steps (`function* …Steps(position)`),
 * which gives both the first step (for a hint) and every step (for the grade) from one piece of code.
 */
import { digitToBit } from "../solver.js";
import { digitsOf } from "./grid.js";
import type { Elimination, Pattern, Placement, Position, Step, TechniqueId } from "./types.js";

/** A pattern with every field empty. */
export const EMPTY_PATTERN: Pattern = Object.freeze({
  cells: [],
  candidates: [],
  units: [],
  links: [],
  digits: [],
});

/** A step of `technique` with the given effects; pattern fields not given are empty. */
export function makeStep(
  technique: TechniqueId,
  effects: { placements?: readonly Placement[]; eliminations?: readonly Elimination[] },
  pattern: Partial<Pattern> = {},
): Step {
  return {
    technique,
    placements: effects.placements ?? [],
    eliminations: effects.eliminations ?? [],
    pattern: { ...EMPTY_PATTERN, ...pattern },
  };
}

/**
 * The eliminations of the digits in `mask` from those of `cells` that still hold any of them (cells in
 * ascending order, digits ascending). Empty when nothing would change.
 */
export function eliminationsOf(position: Position, cells: Iterable<number>, mask: number): Elimination[] {
  const out: Elimination[] = [];
  const sorted = [...new Set(cells)].sort((a, b) => a - b);
  for (const cell of sorted) {
    if (position.values[cell] !== 0) continue;
    const hit = position.candidates[cell] & mask;
    if (hit !== 0) out.push({ cell, digits: digitsOf(hit) });
  }
  return out;
}

/** Whether `cell` still has `digit` as a candidate. */
export const hasCandidate = (position: Position, cell: number, digit: number): boolean =>
  (position.candidates[cell] & digitToBit(digit)) !== 0;

/** A text key of a step's effects (placements and eliminations), to tell apart steps that change different things. */
export function effectKey(step: Step): string {
  const places = step.placements.map((p) => `${p.cell}=${p.digit}`).sort();
  const elims = step.eliminations.flatMap((e) => e.digits.map((d) => `${e.cell}-${d}`)).sort();
  return `${places.join(",")}|${elims.join(",")}`;
}

/** A generator of steps. */
export type StepSource = (position: Position) => Iterable<Step>;

/**
 * The finder pair of a technique written as a generator: `find` (the first step) and `findAll` (every step,
 * each distinct effect once).
 */
export function finders(source: StepSource): {
  find: (position: Position) => Step | undefined;
  findAll: (position: Position) => Step[];
} {
  return {
    find(position) {
      for (const step of source(position)) return step;
      return undefined;
    },
    findAll(position) {
      const seen = new Set<string>();
      const all: Step[] = [];
      for (const step of source(position)) {
        const key = effectKey(step);
        if (seen.has(key)) continue;
        seen.add(key);
        all.push(step);
      }
      return all;
    },
  };
}
