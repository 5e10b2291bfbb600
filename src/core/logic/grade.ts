/**
 * The grade of a puzzle: a score and a level from the techniques its logical solve needs, in the spirit of
 * HoDoKu's rating.
 *
 * Glossary: as in types.ts; "hardest technique": the used technique of the highest level (ties: the higher
 * score, then the later in the registry).
 *
 * Method: solve in rounds (every step of the easiest technique that applies, found on one position and applied
 * together), which makes the steps, and so the grade, independent of the order cells and digits are scanned:
 * the same puzzle relabelled, transposed or with its bands permuted grades the same. The score adds HoDoKu's
 * per-technique scores: every step of an easy, medium or hard technique counts (as in HoDoKu, where each is
 * a separate look at the grid), but a round of an expert or extreme technique (chains, ALS, forcing chains,
 * trial) counts once, however many instances it found: those instances overlap heavily, and counting each
 * scored a puzzle by how many overlapping chains exist rather than how many are needed (measured: it pushed
 * nearly every AIC puzzle of random_minimal past the expert limit into extreme).
 * The level is the higher of the hardest
 * technique's level and the level the score reaches (HoDoKu's limits: easy up to 800, medium 1000, hard 1600,
 * expert ("unfair" in HoDoKu) 1800, extreme beyond). A solve that gets stuck is extreme and not logical.
 */
import type { Board } from "../board.js";
import { solveLogically } from "./solve.js";
import { TECHNIQUES } from "./techniques/index.js";
import { LEVELS, type Level, type Step, type Technique, type TechniqueId } from "./types.js";

/** The highest score each level allows (HoDoKu's defaults); above the last, extreme. */
const LEVEL_MAX_SCORE: Readonly<Record<Level, number>> = {
  easy: 800,
  medium: 1000,
  hard: 1600,
  expert: 1800,
  extreme: Number.POSITIVE_INFINITY,
};

/** Techniques whose use means the solve was not purely logical (a labelled last resort). */
const LAST_RESORTS: ReadonlySet<TechniqueId> = new Set(["trial"]);

/** Levels whose techniques score once per round (see the module comment). */
const ONE_PER_ROUND: ReadonlySet<Level> = new Set(["expert", "extreme"]);

/** A puzzle's grade. */
export interface Grade {
  level: Level;
  score: number;
  /** The hardest technique used (`undefined` only for a board with no blank cell). */
  hardest: TechniqueId | undefined;
  /** False when the solve needed a last resort, or got stuck. */
  logical: boolean;
  /** Whether the logical solve placed every cell. */
  solved: boolean;
  /** The steps taken (in rounds). */
  steps: Step[];
}

const levelIndex = (level: Level): number => LEVELS.indexOf(level);

/**
 * Grade a puzzle by solving it logically.
 *
 * @param board a puzzle (81 cells, 0 for a blank); meant for puzzles with a unique solution: on others the
 *   uniqueness techniques are not sound and the grade means little.
 * @param techniques the techniques, easiest first (default: all registered).
 * @returns the grade.
 * @example gradePuzzle(board).level // "hard"
 */
export function gradePuzzle(board: Board, techniques: readonly Technique[] = TECHNIQUES): Grade {
  const result = solveLogically(board, { rounds: true, techniques });
  const byId = new Map(techniques.map((t, i) => [t.id, { technique: t, order: i }]));
  let score = 0;
  let hardest: { technique: Technique; order: number } | undefined;
  let logical = result.status === "solved";
  let index = 0;
  for (const size of result.roundSizes) {
    const step = result.steps[index];
    index += size;
    const entry = byId.get(step.technique);
    if (entry === undefined) continue;
    score += entry.technique.score * (ONE_PER_ROUND.has(entry.technique.level) ? 1 : size);
    if (LAST_RESORTS.has(step.technique)) logical = false;
    if (hardest === undefined || harder(entry, hardest)) hardest = entry;
  }
  let level: Level = hardest?.technique.level ?? "easy";
  if (result.status !== "solved") level = "extreme";
  for (const candidate of LEVELS) {
    if (score <= LEVEL_MAX_SCORE[candidate]) {
      if (levelIndex(candidate) > levelIndex(level)) level = candidate;
      break;
    }
  }
  return {
    level,
    score,
    hardest: hardest?.technique.id,
    logical,
    solved: result.status === "solved",
    steps: result.steps,
  };
}

function harder(
  a: { technique: Technique; order: number },
  b: { technique: Technique; order: number },
): boolean {
  const byLevel = levelIndex(a.technique.level) - levelIndex(b.technique.level);
  if (byLevel !== 0) return byLevel > 0;
  if (a.technique.score !== b.technique.score) return a.technique.score > b.technique.score;
  return a.order > b.order;
}
