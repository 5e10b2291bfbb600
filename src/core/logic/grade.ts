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
 *
 * The label (level and hardest technique, what a one-line answer shows) is often settled long before the solve
 * ends: once a round used the hardest technique there is, at the highest level, nothing later can change either.
 * {@link gradeLabel} stops there. On the forum's hardest boards, which all end up needing trial, that is at the
 * first trial: measured on 200 of them (forum_hardest_1106, the load test's sample), 9 ms median, 17 ms p90,
 * 46 ms at most instead of 14, 56 and 317 ms for the whole solve; the rounds after the first trial (more forcing
 * chains, which fail, then trial again) were most of the time.
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

/** The highest level: a technique of this level leaves the score nothing to raise. */
const TOP_LEVEL: Level = LEVELS[LEVELS.length - 1] as Level;

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
  const tally = newTally(techniques);
  let index = 0;
  for (const size of result.roundSizes) {
    addRound(tally, result.steps[index], size);
    index += size;
  }
  const solved = result.status === "solved";
  return {
    level: levelOf(tally, solved),
    score: tally.score,
    hardest: tally.hardest?.technique.id,
    logical: solved && tally.logical,
    solved,
    steps: result.steps,
  };
}

/** What a one-line grade shows: the level and the hardest technique, as {@link gradePuzzle} finds them. */
export interface GradeLabel {
  level: Level;
  /** The hardest technique used (`undefined` only for a board with no blank cell). */
  hardest: TechniqueId | undefined;
}

/**
 * The level and hardest technique of a puzzle, the same as {@link gradePuzzle}'s, found with less work: the
 * logical solve stops as soon as neither can change any more (a round of the hardest technique there is, when
 * that technique is of the highest level; see the module comment).
 *
 * @param board a puzzle (81 cells, 0 for a blank); meant for puzzles with a unique solution, as gradePuzzle.
 * @param techniques the techniques, easiest first (default: all registered).
 * @returns the level and hardest technique.
 * @example gradeLabel(board) // { level: "extreme", hardest: "trial" }
 */
export function gradeLabel(board: Board, techniques: readonly Technique[] = TECHNIQUES): GradeLabel {
  const tally = newTally(techniques);
  // The same rounds as gradePuzzle's, so the label is its label; counted as they come, and stopped once settled.
  const result = solveLogically(board, {
    rounds: true,
    techniques,
    until: (round) => {
      addRound(tally, round[0] as Step, round.length);
      return isSettled(tally);
    },
  });
  return labelOf(tally, result.status === "solved");
}

/** A technique with its place in the registry (the tie-break of {@link harder}). */
interface Ranked {
  technique: Technique;
  order: number;
}

/** The grade so far, round by round. */
interface Tally {
  readonly byId: ReadonlyMap<TechniqueId, Ranked>;
  /** The hardest technique of the list: once used at the highest level, the label cannot change. */
  readonly top: Ranked | undefined;
  score: number;
  hardest: Ranked | undefined;
  /** False once a last resort was used. */
  logical: boolean;
}

function newTally(techniques: readonly Technique[]): Tally {
  const ranked = techniques.map((technique, order) => ({ technique, order }));
  const top = ranked.reduce<Ranked | undefined>(
    (a, b) => (a === undefined || harder(b, a) ? b : a),
    undefined,
  );
  return {
    byId: new Map(ranked.map((r) => [r.technique.id, r])),
    top,
    score: 0,
    hardest: undefined,
    logical: true,
  };
}

/** Counts one round: `size` steps of the technique of `step`. */
function addRound(tally: Tally, step: Step, size: number): void {
  const entry = tally.byId.get(step.technique);
  if (entry === undefined) return;
  tally.score += entry.technique.score * (ONE_PER_ROUND.has(entry.technique.level) ? 1 : size);
  if (LAST_RESORTS.has(step.technique)) tally.logical = false;
  if (tally.hardest === undefined || harder(entry, tally.hardest)) tally.hardest = entry;
}

/** The level: the hardest technique's or the score's, whichever is higher; extreme when the solve did not end. */
function levelOf(tally: Tally, solved: boolean): Level {
  let level: Level = tally.hardest?.technique.level ?? "easy";
  if (!solved) level = "extreme";
  for (const candidate of LEVELS) {
    if (tally.score <= LEVEL_MAX_SCORE[candidate]) {
      if (levelIndex(candidate) > levelIndex(level)) level = candidate;
      break;
    }
  }
  return level;
}

/** True when no later round can change the level or the hardest technique. */
function isSettled(tally: Tally): boolean {
  return (
    tally.hardest !== undefined && tally.hardest === tally.top && tally.hardest.technique.level === TOP_LEVEL
  );
}

/** The label of a finished or settled tally (settled: at the highest level, solved or not). */
function labelOf(tally: Tally, solved: boolean): GradeLabel {
  return { level: levelOf(tally, solved), hardest: tally.hardest?.technique.id };
}

function harder(a: Ranked, b: Ranked): boolean {
  const byLevel = levelIndex(a.technique.level) - levelIndex(b.technique.level);
  if (byLevel !== 0) return byLevel > 0;
  if (a.technique.score !== b.technique.score) return a.technique.score > b.technique.score;
  return a.order > b.order;
}
