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
 * with `--fold K/N` never sees fold K, so reading that fold shows errors on photos the model never saw.
 * Most sheets were photographed several times, so a file-name fold's photo usually has a sibling photo
 * of the same sheet in training. Sheet fold K/N — the non-validation photos (calibration ones too) of
 * the sheets whose key hashes to K modulo N; a sheet's key is its puzzle as the newspaper labels give
 * it for the file name ({@link sheetKeys}), so the printed and the pen-filled photo of one file name are
 * one sheet, and every photo of a sheet falls in the same sheet fold.
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

/** One of `count` folds of the photos, numbered from 0 (see {@link inFold}); by file name unless `bySheet`. */
export interface Fold {
  index: number;
  count: number;
  bySheet?: boolean;
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
 * True when the photo named `fileName` is in `fold`. A file-name fold takes training photos (neither
 * held out nor calibration) whose hash without its lowest three bits (which decide the two splits
 * above), modulo the number of folds, is the fold's index. A sheet fold takes every photo that is not
 * held out whose `sheet` key hashes, modulo the number of folds, to the fold's index.
 * @param sheet the photo's sheet key (see {@link sheetKeys}); needed for a sheet fold only
 */
export function inFold(fileName: string, fold: Fold, sheet?: string): boolean {
  const base = fileName.slice(fileName.lastIndexOf("/") + 1);
  if (isHeldOut(base)) return false;
  if (fold.bySheet === true) {
    if (sheet === undefined || sheet === "") throw new Error(`a sheet fold needs the sheet of ${base}`);
    return fnv1a(sheet) % fold.count === fold.index;
  }
  if (isCalibration(base)) return false;
  return Math.floor(fnv1a(base) / 8) % fold.count === fold.index;
}

/**
 * The sheet key of each file name, from the newspaper folder's labels.tsv (columns `file` and `puzzle`):
 * the puzzle printed on the sheet.
 * @example sheetKeys("file\tpuzzle\na.jpg\t1..\n").get("a.jpg") === "1.."
 */
export function sheetKeys(labels: string): Map<string, string> {
  const [header = "", ...rows] = labels.replace(/\r/g, "").split("\n");
  const columns = header.split("\t");
  const file = columns.indexOf("file");
  const puzzle = columns.indexOf("puzzle");
  const keys = new Map<string, string>();
  for (const row of rows) {
    const cells = row.split("\t");
    const name = cells[file];
    const key = cells[puzzle];
    if (name && key) keys.set(name, key);
  }
  return keys;
}

/**
 * A photo's sheet key: the one `sheets` ({@link sheetKeys}) gives its file name; for a file the newspaper
 * labels do not name, its own sheet, keyed by its givens, or by its solution when its givens are not known.
 * @param givens the printed digits of its labels ("" when not known)
 * @param full every digit of its labels
 * @example sheetOf(new Map(), "b.jpg", "", "123…") === "123…"
 */
export function sheetOf(
  sheets: ReadonlyMap<string, string>,
  file: string,
  givens: string,
  full: string,
): string {
  return sheets.get(file) ?? (givens === "" ? full : givens);
}

/**
 * The split of the synthetic screenshots (src/bench/read/screens.ts, drawn from seed `1000 + index`): even
 * indices are the tuning half (screen.ts's constants were chosen on them), odd indices the held-out half,
 * whose figures are the ones to quote.
 */
export function isHeldOutScreen(index: number): boolean {
  return index % 2 === 1;
}
