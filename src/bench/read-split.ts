/**
 * The validation split of the training photos (../shared/data/photos), shared by the digit model's
 * training and by `npm run bench:read`: a photo is held out when the FNV-1a hash of its file name
 * (e.g. `image1000.jpg`) falls in the last quarter. The newspaper and handwritten folders name the
 * same sheet alike, so a sheet is held out in both or in neither. Nothing may be tuned or trained on
 * a held-out photo; figures quoted as "validation" come only from them. Screenshots split by their
 * own rule ({@link isHeldOutScreen}, and a `split` column in a labels.tsv of real ones).
 *
 * Glossary: fold K/N — one of N parts of the training photos (neither held out nor calibration), by a
 * rule of the same hash that is independent of the two above ({@link inFold}); a digit model trained
 * with `--fold K/N` never sees fold K, so reading that fold shows errors on sheets the model never saw.
 */

/** 32-bit FNV-1a hash of a string's UTF-16 code units. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** True when the photo named `fileName` (base name, no folder) belongs to the validation split. */
export function isHeldOut(fileName: string): boolean {
  const base = fileName.slice(fileName.lastIndexOf("/") + 1);
  return fnv1a(base) % 4 === 3;
}

/**
 * True when the photo named `fileName` is a calibration photo: not held out, and one in eight of the
 * rest by the same hash. The digit model never trains on them (its softmax temperature and doubt
 * threshold are fitted on them), so they show the reader's errors on cells the model has not seen
 * without touching the validation split.
 */
export function isCalibration(fileName: string): boolean {
  const base = fileName.slice(fileName.lastIndexOf("/") + 1);
  return !isHeldOut(base) && fnv1a(base) % 8 === 1;
}

/** One of `count` folds of the training photos, numbered from 0 (see {@link inFold}). */
export interface Fold {
  index: number;
  count: number;
}

/**
 * Parses a fold written `K/N` (0 ≤ K < N, N ≥ 2).
 * @returns the fold, or an error message
 * @example parseFold("2/4") // { index: 2, count: 4 }
 */
export function parseFold(text: string): Fold | string {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const [index, count] = match ? [Number(match[1]), Number(match[2])] : [Number.NaN, Number.NaN];
  if (!(count >= 2) || !(index < count)) return `a fold is K/N with 0 <= K < N and N >= 2, not "${text}"`;
  return { index, count };
}

/**
 * True when the photo named `fileName` is a training photo (neither held out nor calibration) in
 * `fold`: the hash without its lowest three bits (which decide the two splits above), modulo the
 * number of folds, is the fold's index.
 */
export function inFold(fileName: string, fold: Fold): boolean {
  const base = fileName.slice(fileName.lastIndexOf("/") + 1);
  if (isHeldOut(base) || isCalibration(base)) return false;
  return Math.floor(fnv1a(base) / 8) % fold.count === fold.index;
}

/**
 * The split of the synthetic screenshots (src/bench/screens.ts, drawn from seed `1000 + index`): even
 * indices are the tuning half (screen.ts's constants were chosen on them), odd indices the held-out half,
 * whose figures are the ones to quote.
 */
export function isHeldOutScreen(index: number): boolean {
  return index % 2 === 1;
}
