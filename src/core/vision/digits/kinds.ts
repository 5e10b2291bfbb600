/**
 * Printed or handwritten, decided for the whole board at once. One cell alone is often ambiguous (a
 * black pen under yellow light looks like print), but on one sheet the printed digits share one ink,
 * one stroke width and one size, and the handwritten ones another. Starting from the model's per-cell
 * answers, the cells are split into two groups and each cell's answer is nudged towards the group its
 * ink resembles, a few rounds (a two-means clustering that keeps the model's opinion as a prior).
 *
 * Glossary:
 * - kind logit: log(p / (1 − p)) of the model's probability that a cell is handwritten.
 * - ink vector: stroke width, brightness, saturation, hue direction (weighted by saturation) and
 *   height of a cell's ink (see InkFeatures), compared only within one board.
 * - spread: per entry of the ink vector, the median absolute deviation of cells from their group's
 *   median (scaled to a standard deviation), so distances are in "typical differences".
 * - distance: between two ink vectors, the sum over entries of their squared difference in spreads,
 *   each term at most {@link MAX_TERM}.
 * - inks apart: the distance between the printed and the handwritten cells' ink centres (medians).
 * - blended board: a photo whose inks are less than {@link MIN_INKS_APART} apart.
 *
 * Measured on the calibration photos (kept out of training): kind errors 40 → 14 with `PULL` = 1
 * (0.5 gave 16, 2 gave 21); on the held-out photos 74 → 19 (see assets/models/README.md).
 * Lone cells (see judgeLoneCells), on the training and calibration photos: printed boards read exactly
 * 98 → 111 of 118 with `LONE_QUANTILE` 0.99 (0.5 gave 102, 0.9 and 0.95 gave 107).
 */
import type { CellSample, DigitKind, InkFeatures } from "../types.js";

/** Weight of the ink resemblance against the model's own kind logit (chosen on calibration photos). */
export const PULL = 1;
/** Boards with fewer inked cells, or with fewer than this many of either kind, keep the model's answer. */
const MIN_CELLS = 6;
const MIN_GROUP = 3;
const ROUNDS = 5;
/** Each entry's squared distance counts at most this much (one odd measurement must not decide). */
const MAX_TERM = 25;
/** A lone cell as close to the printed centre as this share of the printed cells counts as print. */
const LONE_QUANTILE = 0.99;
/**
 * The highest kind confidence of a lone cell judged handwritten: always doubtful (read.ts's threshold is
 * 0.9). With no group of handwriting to compare it with, it is judged against the print alone, and a
 * printed digit cut out badly (joined to a line's remnant, in a shadow, blurred) differs from the rest of
 * the print as much as a pen's digit does: the training sheets at half size had a printed 1 whose blob
 * took in a line's remnant (0.77 of the cell tall, the print 0.46) read as handwritten at 0.999, on a
 * puzzle that kept one solution without it, a silent misread. A person who wrote one or two digits on
 * a printed puzzle confirms them.
 */
export const LONE_HAND_CONFIDENCE = 0.85;
/**
 * A board whose inks are less far apart than this ({@link inksApart}) is blended: its ink cannot tell
 * print from pen, and the model alone takes blurred pen digits for print, surely (a blur takes away the
 * stroke and colour it goes by). Every printed digit of a blended photo (and its pen digits, when
 * fewer) is doubtful as to its kind ({@link BLENDED_INK_CONFIDENCE}; its digit may still be sure).
 * Measured on the training photos (the held-out quarter never looked at) by a throwaway script: of the
 * pen-filled sheets blurred (`npm run bench:read -- --split training --no-real --screens 0 --degrade
 * blur`), those with a pen digit taken for print and not doubtful had inks 3.6 to 18.6 apart, 9 of 12
 * below 11; the sheets as taken were all at least 15.6 apart, and every one read `read` at least 20.6,
 * at half size 13.3 and made faint 17.2. With 12, that blur row's wrong cells unmarked 100 in 18 → 65
 * in 9 boards (exact 35 and `read` 5 unchanged); the training photos as taken, at half size, faint,
 * blurred printed, and `--split calibration` unchanged in every column but time. What is left there is
 * mostly not the kind: a sheet read as a screenshot (image19, 17 cells; given-count.ts and this are for
 * photos) and a sheet with many pen digits lost (image21, 36).
 */
export const MIN_INKS_APART = 12;
/** The kind confidence of a blended photo's printed digits: doubtful (read.ts's threshold is 0.9). */
export const BLENDED_INK_CONFIDENCE = 0.6;

/** One cell's model answer and ink. */
export interface KindInput {
  features: InkFeatures;
  kind: DigitKind;
  kindConfidence: number;
}

function inkVector(f: InkFeatures): number[] {
  const hue = (f.hue * Math.PI) / 180;
  return [
    f.stroke,
    f.value,
    f.saturation,
    Math.cos(hue) * f.saturation,
    Math.sin(hue) * f.saturation,
    f.height,
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** The two groups' ink centres (medians), and the distance of an ink vector from a centre in spreads. */
function inkGroups(vectors: readonly number[][], hand: readonly boolean[]) {
  const centre = (group: boolean) =>
    vectors[0]?.map((_, k) =>
      median(vectors.filter((_, i) => hand[i] === group).map((v) => v[k] as number)),
    ) ?? [];
  const printedCentre = centre(false);
  const handCentre = centre(true);
  const spread = printedCentre.map(
    (_, k) =>
      median(
        vectors.map((v, i) =>
          Math.abs((v[k] as number) - ((hand[i] ? handCentre : printedCentre)[k] as number)),
        ),
      ) *
        1.4826 +
      1e-3,
  );
  const distance = (v: readonly number[], centre: readonly number[]) =>
    v.reduce(
      (sum, x, k) => sum + Math.min(MAX_TERM, ((x - (centre[k] as number)) / (spread[k] as number)) ** 2),
      0,
    );
  return { printedCentre, handCentre, distance };
}

/**
 * A board of print with one or two cells the model takes for handwriting (too few to form a group of
 * their own): each such cell is compared with the printed cells' ink, and pulled towards print by how
 * much closer it is to their centre than the printed cells typically are ({@link LONE_QUANTILE} of
 * their own distances), towards handwriting by how much farther. A newspaper digit in odd light stays
 * print; a pen digit on a printed puzzle differs in colour or stroke by far more than that.
 */
function judgeLoneCells(vectors: readonly number[][], logits: readonly number[]): number[] {
  const printed = vectors.filter((_, i) => (logits[i] as number) <= 0);
  const centre = (vectors[0] ?? []).map((_, k) => median(printed.map((v) => v[k] as number)));
  const spread = centre.map(
    (c, k) => median(printed.map((v) => Math.abs((v[k] as number) - c))) * 1.4826 + 1e-3,
  );
  const distance = (v: readonly number[]): number =>
    v.reduce(
      (sum, x, k) => sum + Math.min(MAX_TERM, ((x - (centre[k] as number)) / (spread[k] as number)) ** 2),
      0,
    );
  const own = printed.map(distance).sort((a, b) => a - b);
  const typical = own[Math.min(own.length - 1, Math.floor(LONE_QUANTILE * own.length))] as number;
  return logits.map((logit, i) =>
    logit <= 0 ? logit : logit + (PULL * (distance(vectors[i] as number[]) - typical)) / 2,
  );
}

/**
 * How far apart a board's two inks are (inks apart, see the glossary); null when either kind has fewer
 * than {@link MIN_GROUP} cells.
 * @example inksApart([...printed, ...pen].map((c) => ({ features: c.features, kind: c.kind })))
 */
export function inksApart(cells: readonly { features: InkFeatures; kind: DigitKind }[]): number | null {
  const hand = cells.map((c) => c.kind === "handwritten");
  const handCount = hand.filter(Boolean).length;
  if (handCount < MIN_GROUP || cells.length - handCount < MIN_GROUP) return null;
  const { printedCentre, handCentre, distance } = inkGroups(
    cells.map((c) => inkVector(c.features)),
    hand,
  );
  return distance(printedCentre, handCentre);
}

/**
 * The cells of a photo whose print and pen inks are blended (see {@link MIN_INKS_APART}) whose kind is in
 * doubt: every printed one, and the handwritten ones too when they are fewer than the printed ones. A
 * sheet mostly of print with a few cells taken for pen in the same ink has nothing but the model's own
 * guess to tell them by: a newspaper printed in red, read by a model that never saw that sheet (fold 2 of
 * `npm run train:digits -- --fold 2/4`, image177), had three of its givens taken for pen, one at 0.992.
 * On a pen-filled sheet the pen cells outnumber the print and stay as judged.
 * @param cells the board's cells, by cell index
 * @param kinds per cell, the kind read (null for blank)
 * @returns those cells, ascending, when the inks are closer than {@link MIN_INKS_APART}; else none (also
 *   when a kind has too few cells to compare)
 * @example for (const cell of blendedKinds(cells, kinds)) kindConfidence[cell] = BLENDED_INK_CONFIDENCE;
 */
export function blendedKinds(cells: readonly CellSample[], kinds: readonly (DigitKind | null)[]): number[] {
  const inked = cells.flatMap((c) => {
    const kind = kinds[c.cell];
    return c.ink && kind ? [{ cell: c.cell, features: c.features, kind }] : [];
  });
  const apart = inksApart(inked);
  if (apart === null || apart >= MIN_INKS_APART) return [];
  const printed = inked.filter((c) => c.kind === "printed").length;
  const fewHands = inked.length - printed < printed;
  return inked.filter((c) => c.kind === "printed" || fewHands).map((c) => c.cell);
}

/**
 * Re-decides printed versus handwritten for the inked cells of one board.
 * @param cells the model's answers for the board's inked cells, in any order
 * @returns for each input cell, in the same order, its kind and the confidence in it
 * @example refineKinds(results.map((r, i) => ({ ...r, features: cells[i].features })))
 */
export function refineKinds(cells: readonly KindInput[]): { kind: DigitKind; kindConfidence: number }[] {
  const logits = cells.map((c) => {
    const p = Math.min(
      1 - 1e-4,
      Math.max(1e-4, c.kind === "handwritten" ? c.kindConfidence : 1 - c.kindConfidence),
    );
    return Math.log(p / (1 - p));
  });
  let scores = logits;
  const vectors = cells.map((c) => inkVector(c.features));
  const count = (hand: boolean) => scores.filter((s) => s > 0 === hand).length;
  const lone = count(true);
  const judgedAlone = cells.length >= MIN_CELLS && lone > 0 && lone < MIN_GROUP && count(false) >= MIN_CELLS;
  if (judgedAlone) {
    scores = judgeLoneCells(vectors, logits);
  } else if (cells.length >= MIN_CELLS && count(true) >= MIN_GROUP && count(false) >= MIN_GROUP) {
    for (let round = 0; round < ROUNDS; round++) {
      const hand = scores.map((s) => s > 0);
      const { printedCentre, handCentre, distance } = inkGroups(vectors, hand);
      const next = vectors.map(
        (v, i) => (logits[i] as number) + (PULL * (distance(v, printedCentre) - distance(v, handCentre))) / 2,
      );
      const changed = next.some((s, i) => s > 0 !== hand[i]);
      scores = next;
      if (!changed || count(true) < MIN_GROUP || count(false) < MIN_GROUP) break;
    }
  }
  // The clustering may leave one or two cells of handwriting on a board of print: as doubtful as lone
  // cells (a blurred training sheet of print had a given left so, sure: bench:read --split training
  // --degrade blur, printed wrong cells unmarked 9 in 7 → 8 in 6; no other row changed).
  const fewHands = judgedAlone || (count(true) < MIN_GROUP && count(false) >= MIN_CELLS);
  return scores.map((s) => {
    const p = 1 / (1 + Math.exp(-s));
    if (p < 0.5) return { kind: "printed", kindConfidence: 1 - p };
    return { kind: "handwritten", kindConfidence: fewHands ? Math.min(p, LONE_HAND_CONFIDENCE) : p };
  });
}
