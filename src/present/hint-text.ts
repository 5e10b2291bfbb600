/**
 * A hint outcome as the sentence a person reads, the same on every surface: the entries that contradict the
 * solution first, then the step (or "solved", "no solution"…), joined as the catalogue's language joins
 * sentences. The bot adds only its emoji, the command line nothing.
 */
import type { HintOutcome } from "../core/logic/hint.js";
import type { Catalogue } from "../messages/index.js";

/**
 * The sentence for a hint outcome: wrong entries first, then the step.
 *
 * @example hintText(hintFor(board, puzzle), en) // "r3c7 is wrong. Without it: Hidden Single: in box 2, …"
 */
export function hintText(outcome: HintOutcome, m: Catalogue): string {
  switch (outcome.status) {
    case "none":
      return m.hint.none;
    case "multiple":
      return m.hint.multiple;
    case "stuck":
    case "solved":
    case "hint": {
      const body =
        outcome.status === "hint"
          ? m.hint.step(outcome.step)
          : outcome.status === "solved"
            ? m.hint.solved
            : m.hint.stuck;
      if (outcome.wrong.length === 0) return body;
      const gap = m.punctuation.sentenceGap;
      // withoutWrong ends in the language's colon ("Without it:", "その数字を除くと："): the gap follows it.
      return [
        m.hint.wrong(outcome.wrong.map((c) => m.cell(c))),
        m.hint.withoutWrong(outcome.wrong.length),
        body,
      ].join(gap);
    }
  }
}
