/**
 * Judging one answer: every solution checked by the independent validator (validate.ts, which shares nothing
 * with any solver) and the claimed solution count compared with what the set promises.
 */
import { type Board, formatBoard } from "../../core/board.js";
import { isSolutionOf } from "../../core/validate.js";
import type { SetPromise } from "../shared/sets.js";
import type { Answer } from "./adapters/types.js";

/**
 * How one answer fared.
 * - `verified`: every solution given is valid and the count claim agrees with the set's promise.
 * - `wrong`: a solution given breaks the rules or the givens (or a claim lacks the solution it implies).
 * - `count-mismatch`: the solution count claimed disagrees with the promise.
 * - `gave-up` / `timeout`: no verdict (the solver stopped, or its deadline passed).
 */
export type OutcomeKind = "verified" | "wrong" | "count-mismatch" | "gave-up" | "timeout";

/** An outcome and, for the failures, a sentence on what went wrong. */
export interface Outcome {
  readonly kind: OutcomeKind;
  readonly detail: string | null;
}

const ok: Outcome = { kind: "verified", detail: null };

/**
 * Judge one answer against its puzzle and the set's promise.
 *
 * @param puzzle - the board the solver was given.
 * @param answer - what the solver claimed.
 * @param promise - what the set promises (`unique` or `multiple`).
 * @returns the outcome; `detail` names the failure.
 * @example checkAnswer(puzzle, { verdict: "unique", solution }, "unique").kind // "verified"
 */
export function checkAnswer(puzzle: Board, answer: Answer, promise: SetPromise): Outcome {
  const { verdict, solution, second } = answer;
  if (verdict === "timeout") return { kind: "timeout", detail: null };
  if (verdict === "gave-up") return { kind: "gave-up", detail: "stopped without a verdict" };
  if (verdict === "none")
    return { kind: "count-mismatch", detail: `said "no solution"; the set promises ${promise}` };
  if (solution !== undefined && !isSolutionOf(puzzle, solution)) {
    return { kind: "wrong", detail: `invalid solution ${formatBoard(solution)}` };
  }
  if (second !== undefined) {
    if (!isSolutionOf(puzzle, second))
      return { kind: "wrong", detail: `invalid second solution ${formatBoard(second)}` };
    if (solution !== undefined && sameBoard(solution, second)) {
      return { kind: "wrong", detail: "second solution equals the first" };
    }
  }
  switch (verdict) {
    case "found":
      return solution === undefined ? { kind: "wrong", detail: 'said "found" but gave no solution' } : ok;
    case "unique":
      return promise === "unique"
        ? ok
        : { kind: "count-mismatch", detail: 'said "unique"; the set promises multiple' };
    case "multiple":
    case "not-unique":
      return promise === "multiple"
        ? ok
        : { kind: "count-mismatch", detail: `said "${verdict}"; the set promises unique` };
  }
}

function sameBoard(a: Board, b: Board): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
