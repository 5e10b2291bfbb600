/**
 * The "Next step" button under a hint, stateless: its custom id holds the position and how many steps have been
 * shown (core/logic/hint-state.ts), so any bot process can answer it, after a restart too.
 *
 * Custom id (at most 100 characters; the command name first, as dispatch.ts routes by it):
 * `sudoku:hn:<hint state>` (10 + 62 characters at most).
 */
import { decodeHintState, encodeHintState, type HintState } from "../../core/logic/hint-state.js";
import type { Catalogue } from "../../messages/index.js";
import type { ReplyButton } from "../shared/board-reply.js";

const PREFIX = "sudoku:hn:";

/**
 * The "Next step" button for a state (the steps already shown count the one on screen). Other features start a
 * hint session with the same button under their own label (a new puzzle's "Hint": `steps` 0).
 */
export function buildHintButton(
  state: HintState,
  m: Catalogue,
  label: string = m.hint.nextStep,
  style: ReplyButton["style"] = "primary",
): ReplyButton {
  return { customId: `${PREFIX}${encodeHintState(state)}`, label, style };
}

/**
 * Reads a "Next step" button's custom id.
 *
 * @returns the state, or undefined when the id is not such a button (or was tampered with)
 */
export function parseHintButton(customId: string): HintState | undefined {
  return customId.startsWith(PREFIX) ? decodeHintState(customId.slice(PREFIX.length)) : undefined;
}
