/**
 * Where a board came from. Reading the input (text now, a photo later) is one step and answering is
 * another: the reading step hands the answering step a board and its source, and the report carries the
 * source on so the words can say, for instance, that a board read from a photo may hold misread digits.
 */

/**
 * The source of a board.
 * - `text`: pasted or typed text, read by the text reader.
 * - `image`: a picture, read by the photo reader; `uncertain` lists cells (0-based) read with low
 *   confidence, so an answer never presents a doubtful reading as certain.
 */
export type BoardSource =
  | { readonly kind: "text" }
  | { readonly kind: "image"; readonly name?: string; readonly uncertain?: readonly number[] };

/** The source of every board read from text. */
export const TEXT_SOURCE: BoardSource = Object.freeze({ kind: "text" });

/**
 * What the reading step hands the answering step: the reader's result (a board, or the problems found)
 * and where the input came from.
 */
export interface Reading<T> {
  readonly reading: T;
  readonly source: BoardSource;
}
