/**
 * The state of a hint session in a few dozen characters, so a "Next step" button can carry it in its custom id
 * (Discord allows 100 characters) and the bot keeps nothing between clicks.
 *
 * Glossary: as in hint.ts. The state is the position the person asked about (givens and entries) and how many
 * steps have been shown since; the next hint replays those steps (they are deterministic) and shows one more.
 *
 * Representation: each cell is one base-19 digit (0 blank, 1..9 an entry, 10..18 a given 1..9); the 81 digits
 * read as one number are written in base 62 (0-9, A-Z, a-z) in exactly 58 characters, after the step count in
 * base 36 and a dot: `<steps>.<58 characters>`.
 */
import { type Board, CELL_COUNT } from "../board.js";

/** A hint session: the person's position (givens separate from entries) and the steps shown since. */
export interface HintState {
  readonly puzzle: Board;
  readonly board: Board;
  readonly steps: number;
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const BODY_LENGTH = 58;
const MAX_STEPS = 36 ** 3 - 1;

/**
 * Encode a hint state. `board` holds givens and entries; a cell filled in `puzzle` counts as a given.
 *
 * @example encodeHintState({ puzzle, board: puzzle, steps: 0 }) // "0.3k9…" (60 characters)
 */
export function encodeHintState(state: HintState): string {
  let n = 0n;
  for (let cell = 0; cell < CELL_COUNT; cell++) {
    const given = state.puzzle[cell];
    const code = given !== 0 ? 9 + given : state.board[cell];
    n = n * 19n + BigInt(code);
  }
  let body = "";
  for (let i = 0; i < BODY_LENGTH; i++) {
    body = ALPHABET[Number(n % 62n)] + body;
    n /= 62n;
  }
  return `${Math.min(state.steps, MAX_STEPS).toString(36)}.${body}`;
}

/**
 * Decode a hint state; `undefined` for anything {@link encodeHintState} did not write (never throws).
 *
 * @example decodeHintState(encodeHintState(state))?.steps === state.steps
 */
export function decodeHintState(text: string): HintState | undefined {
  const match = /^([0-9a-z]{1,3})\.([0-9A-Za-z]{58})$/.exec(text);
  if (!match) return undefined;
  let n = 0n;
  for (const ch of match[2]) n = n * 62n + BigInt(ALPHABET.indexOf(ch));
  const puzzle = new Uint8Array(CELL_COUNT);
  const board = new Uint8Array(CELL_COUNT);
  for (let cell = CELL_COUNT - 1; cell >= 0; cell--) {
    const code = Number(n % 19n);
    n /= 19n;
    if (code >= 10) {
      puzzle[cell] = code - 9;
      board[cell] = code - 9;
    } else board[cell] = code;
  }
  if (n !== 0n) return undefined;
  return { puzzle, board, steps: Number.parseInt(match[1], 36) };
}
