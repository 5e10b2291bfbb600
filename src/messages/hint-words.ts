/**
 * The words of hints and grades: technique names, levels, the sentence that explains a step, and the lines
 * around them. One object per locale satisfies {@link HintWords} (hint-en.ts, …); the catalogue of each locale
 * holds it under `hint`.
 */
import type { Level, Step, TechniqueId } from "../core/logic/types.js";

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
  /** The note for a grade that needed the last resort. */
  readonly notLogical: string;
  /** The "Next step" button's label. */
  readonly nextStep: string;
  /** The picture's legend (one short line, no emoji). */
  readonly legend: string;
  /** The picture's alt text. */
  readonly alt: string;
}
