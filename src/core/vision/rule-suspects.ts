/**
 * Suspects of a broken read: a photo's read whose digits still break the rules after every fit says that
 * something was misread, and the fit (resolve.ts) found no reading of its open cells that keeps them. The
 * wrong cell is then one the model was not quite sure of, or a given lost to a blank; a confident cell
 * elsewhere is no less likely to be right than before. So the suspects are marked, and the person looks
 * at them before anything is solved (the read is `unsure` already: marking them costs no `read` board).
 *
 * Glossary (see read.ts for grid, puzzle, doubtful cell and rule break; marks.ts for mark and hand-filled
 * board; resolve.ts for open cell):
 * - unsure digit: an inked cell whose confidence is below resolve.ts's {@link OPEN_BELOW}, the line under
 *   which the fit may change a digit: the fit's own suspects, left as read because no choice of theirs
 *   kept the rules.
 * - inked blank: a blank cell that holds a mark, or digit-sized ink the model read as not a digit: a
 *   given (or a pen digit) too faint, too short or too joined to a grid line to be taken for a digit.
 * - lost cell: on a hand-filled board, any blank cell (a filled-in sheet leaves few, and when its digits
 *   break the rules, a given or a pen digit lost to a shadow or a blur is as likely as a misread one).
 *
 * Chosen on the training photos' degraded copies (`npm run bench:read -- --split training --no-real
 * --screens 0 --degrade KIND --verbose`; the held-out quarter never looked at), where such reads left
 * wrong cells unmarked: a given 8 read as 6 at 0.958 on a printed sheet whose givens had no solution, a pen
 * 4 read as 6 at 0.954 beside a repeat elsewhere, a given 1 read as 9 at 0.910 on a sheet with several
 * solutions; givens lost to blanks holding a mark at blur, at half size and in perspective (one of them
 * on a sheet read with several solutions and not one cell doubtful), and givens lost on pen-filled
 * sheets, one at blur (a mark too short to keep) and one in a shadow (no ink left at all). With this, 9 of
 * the 16 wrong cells those copies left unmarked are marked (printed at half size 1 → 0, blurred 2 → 0, in
 * perspective 2 → 0, shaded 1 → 0; pen-filled blurred one of 3, shaded 2 → 0); every digit, kind and
 * status read stays as it was (the reads broke the rules, so they were `unsure` already), on those copies,
 * on the training photos as taken and on `--split calibration`.
 *
 * A screenshot's suspects ({@link screenSuspects}) are of another kind: its cells are flat and sharp, so
 * its confidences are high wherever it was misread, but on a board of two inks a cell whose ink says other
 * than its read is doubtful, whether the read keeps the rules or not; on a tile board whose read breaks
 * them, a tile nearer the other kind's tiles than its own ({@link crossedTiles}); on a board of one ink on two
 * fills, a digit as contrasting as the other kind's ({@link contrastSuspects}). A photo's read whose pen
 * is mostly doubtful doubts all of it ({@link hopelessPen}), and on a pencilled sheet, what of it is short of
 * nearly certain ({@link pencilledPen}).
 */
import { type Board, countFilled } from "../board.js";
import { FILLED_AT_LEAST } from "./cells/marks.js";
import { OPEN_BELOW } from "./resolve.js";
import {
  backgroundColour,
  COLOUR_RADIUS,
  type Colour,
  chroma,
  colourGroups,
  distance,
  inkColour,
  isRed,
  median,
} from "./screen/screen-ink.js";
import { FAMILY_RADIUS, FAMILY_SIZE } from "./screen/screen-tiles.js";
import type { CellSample } from "./types.js";

/** What a broken read knows of its cells. */
export interface BrokenRead {
  /** The 81 cells, upright, by cell index (their marks and ink). */
  cells: readonly CellSample[];
  /** Every digit read (0 blank). */
  grid: Board;
  /** The handwritten digits read (0 elsewhere). */
  handwritten: Board;
  /** Per cell, its confidence after every step of reading. */
  confidence: Float32Array;
}

/**
 * The suspects of a photo's read that still breaks the rules (see the module comment): its unsure digits,
 * its inked blanks, and on a hand-filled board every blank cell.
 * @param read the read's cells, digits and confidences, after every fit
 * @returns the suspect cells, ascending
 * @example if (breaks.length > 0) for (const cell of ruleSuspects(read)) doubtful.add(cell);
 */
export function ruleSuspects(read: BrokenRead): number[] {
  const { cells, grid, handwritten, confidence } = read;
  const handFilled = countFilled(grid) >= FILLED_AT_LEAST && countFilled(handwritten) > 0;
  return cells
    .filter((c) => {
      if (grid[c.cell] !== 0) return (confidence[c.cell] as number) < OPEN_BELOW;
      return handFilled || c.mark !== undefined || c.ink;
    })
    .map((c) => c.cell);
}

/**
 * A blank cell's ink at least this fraction of the entries' median contrast, at most
 * {@link FADED_ENTRY_INK} from their ink, and at least {@link FADED_ENTRY_CHROMA} of their chroma may be
 * an entry faded under the app's artwork (see {@link screenSuspects}). On the KSudoku tune sets (seeds
 * 1-8, 12, 31-35 as taken, the cells' kinds as labelled), the five entries lost to blanks so measured
 * 0.86-1.64 of the entries' contrast, 0.11-0.32 from their ink and 0.55-1.56 of their chroma; the blank
 * cells nearer the entries' ink than the givens' (the theme's strokes, a scribble's shading) at most 0.52
 * of the contrast or at least 0.52 from their ink. On the synthetic tune screenshots (even seeds of
 * 0-79), the grey pencil marks of the white themes lie 0.35-0.46 from the blue entries' ink, as
 * contrasting as they are, but at most 0.35 of their chroma.
 */
const FADED_ENTRY_CONTRAST = 0.7;
/** See {@link FADED_ENTRY_CONTRAST}. */
const FADED_ENTRY_INK = 0.4;
/** See {@link FADED_ENTRY_CONTRAST}. */
const FADED_ENTRY_CHROMA = 0.5;
/** The givens' and the entries' inks lie at least this far apart on a board of two inks. */
const TWO_INKS = 2 * COLOUR_RADIUS;
/** Each kind needs at least this many digits for its ink to be measured. */
const INK_SAMPLES = 3;

/** The component-wise median of some ink colours (null for too few). */
function medianInk(colours: readonly Colour[]): Colour | null {
  if (colours.length < INK_SAMPLES) return null;
  return [0, 1, 2].map((k) => median(colours.map((c) => c[k] as number))) as unknown as Colour;
}

/** What a screenshot's read knows of its cells. */
export interface ScreenRead {
  /** The 81 cells, by cell index (their ink colours measured: screen-colours.ts). */
  cells: readonly CellSample[];
  /** The printed digits read (0 elsewhere). */
  puzzle: Board;
  /** The handwritten digits read (0 elsewhere). */
  handwritten: Board;
}

/**
 * The suspects of a screenshot's read on a board that draws its givens and its entries in two inks
 * (KSudoku's scribble theme: near-black givens, blue pen entries): cells where the picture's inks say
 * other than the read.
 * - a faded entry: a blank cell whose ink is nearer the entries' than the givens', close to theirs, as
 *   colourful and nearly as contrasting (see {@link FADED_ENTRY_CONTRAST}): a blue 5 under the cursor's
 *   orange column stroke, cut into a blob too small for a digit;
 * - a digit whose ink is nearer the other kind's than its own kind's (an entry "read" in a cell of pencil
 *   marks crossed by the cursor's green strokes, its ink the marks' near-black).
 * A screenshot's confidences cannot tell these (its cells are flat and sharp, so sure). On the KSudoku
 * tune sets named at {@link FADED_ENTRY_CONTRAST}, no blank cell and no digit read right was named (every
 * digit's ink nearer its own kind's), so a board read right stays `read`. Red digits (an app's own
 * mistake marks) and inverted ones (the selected cell) are left out.
 * @param read the read's cells, printed and handwritten digits
 * @returns the suspect cells, ascending (none on a board of one ink)
 * @example if (board.drawn) for (const cell of screenSuspects(read)) doubtful.add(cell);
 */
export function screenSuspects(read: ScreenRead): number[] {
  const { cells, puzzle, handwritten } = read;
  const usual = (c: CellSample): boolean => c.colours !== undefined && !c.features.inverted;
  const printedInks = cells.filter((c) => usual(c) && puzzle[c.cell] !== 0).map(inkColour);
  const hands = cells.filter((c) => usual(c) && handwritten[c.cell] !== 0 && !isRed(inkColour(c)));
  const printedInk = medianInk(printedInks);
  const handInk = medianInk(hands.map(inkColour));
  if (printedInk === null || handInk === null || distance(printedInk, handInk) < TWO_INKS) return [];
  const handContrast = median(hands.map((c) => c.features.contrast));
  return cells
    .filter((c) => {
      if (!usual(c)) return false;
      const ink = inkColour(c);
      const nearHand = distance(ink, handInk) < distance(ink, printedInk);
      if (puzzle[c.cell] !== 0) return nearHand;
      if (handwritten[c.cell] !== 0) return !nearHand && !isRed(ink);
      return (
        nearHand &&
        distance(ink, handInk) <= FADED_ENTRY_INK &&
        chroma(ink) >= FADED_ENTRY_CHROMA * chroma(handInk) &&
        c.features.contrast >= FADED_ENTRY_CONTRAST * handContrast
      );
    })
    .map((c) => c.cell);
}

/** The box (0..8, row by row) of a cell. */
const boxOf = (cell: number): number => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);

/**
 * The boxed givens of a tile board's read that breaks the rules: the givens whose tiles share a fill (a
 * colour group, screen-tiles.ts's family radius) of at least three that no given outside one box has. A
 * tile board tells its givens by their tiles (screen-tiles.ts), and the cursor's box tint makes a fill of
 * its own there: its givens' tiles under the tint, or its entries' tiles taken for a family of givens (KSudoku
 * egyptian, tune seed 34's window-400x360-25: three entries in the cursor's green box read as sure givens,
 * the tiles' relief measuring nothing at that size). Such a read is `unsure` already, so marking them costs
 * no `read` board. On the KSudoku tune sets of seeds 31-35 as taken, the tile boards read breaking the rules
 * had such groups on 16 boards: those three entries, and 54 givens read right (tinted givens in the
 * cursor's box, or a box's lighter artwork).
 * @param read the read's cells (their fills measured) and printed digits
 * @returns the boxed givens, ascending
 * @example if (board.tiles && breaks.length > 0) for (const cell of boxedGivens(read)) doubtful.add(cell);
 */
export function boxedGivens(read: Omit<ScreenRead, "handwritten">): number[] {
  const printed = read.cells.flatMap((c) => {
    const fill = read.puzzle[c.cell] !== 0 ? backgroundColour(c) : null;
    return fill === null ? [] : [{ cell: c.cell, fill }];
  });
  const { groups } = colourGroups(
    printed.map((p) => p.fill),
    FAMILY_RADIUS,
  );
  return printed
    .filter((_, i) => {
      const members = printed.filter((_, j) => groups[j] === groups[i]);
      return members.length >= FAMILY_SIZE && new Set(members.map((m) => boxOf(m.cell))).size === 1;
    })
    .map((p) => p.cell)
    .sort((a, b) => a - b);
}

/**
 * The digits of a tile board's read that breaks the rules whose tile is nearest a tile of the other kind:
 * a given whose nearest digit's fill is an entry's, or an entry whose nearest is a given's. A tile board
 * tells its kinds by the tiles (screen-tiles.ts), and where the artwork lightens a row of entries' tiles
 * toward the givens' gold (KSudoku egyptian, the real tune screenshot desktop-900x700-1 saved as JPEG 85,
 * WebP 75 and WebP 95: a 1 or a 6 entered in the top row read as a sure given, its tile 0.03 from the
 * entry beside it and 0.08 from the nearest given's), a tile nearer its neighbour of the other kind than
 * any of its own is the one to look at. Such a read is `unsure` already (the board's repeat), so marking
 * them costs no `read` board.
 * @param read the read's cells (their fills measured), printed and handwritten digits
 * @returns the digits nearer the other kind's tiles, ascending
 * @example if (board.tiles && breaks.length > 0) for (const cell of crossedTiles(read)) doubtful.add(cell);
 */
export function crossedTiles(read: ScreenRead): number[] {
  const digits = read.cells.flatMap((c) => {
    const printed = read.puzzle[c.cell] !== 0;
    const fill = printed || read.handwritten[c.cell] !== 0 ? backgroundColour(c) : null;
    return fill === null ? [] : [{ cell: c.cell, fill, printed }];
  });
  return digits
    .filter((d) => {
      let nearest: (typeof digits)[number] | null = null;
      for (const other of digits)
        if (
          other !== d &&
          (nearest === null || distance(d.fill, other.fill) < distance(d.fill, nearest.fill))
        )
          nearest = other;
      return nearest !== null && nearest.printed !== d.printed;
    })
    .map((d) => d.cell);
}

/** A photo's read, not hand-filled, with at least this share of its handwritten digits doubtful has every one doubtful. */
export const HOPELESS_PEN_SHARE = 0.5;

/**
 * The handwritten digits of a photo's read whose pen is mostly in doubt: every handwritten digit when at
 * least {@link HOPELESS_PEN_SHARE} of them are doubtful, else none. Where most of a board's pen digits are
 * doubtful, what was taken for pen is mostly something else, and its confident few are no surer: KSudoku's
 * scribble theme saved as JPEG 90 or WebP 80 (its flat fills lost, so read as a photo) had the theme's
 * scribbles read as entries, 4-6 of each board's 6-8 doubtful and one of them at 0.905-0.949, unmarked
 * (tune seeds 34, 36 and 37, four boards). Such a read is `unsure` already (a doubtful cell), so marking
 * the rest costs no `read` board. A hand-filled board (at least marks.ts's {@link FILLED_AT_LEAST} digits)
 * is left as it is: a blurred or shrunk pen-filled training sheet has most of its pen doubtful, its
 * confident digits mostly right (`--split training --degrade blur`: without this limit, a sheet with one
 * wrong cell went from 33 to 57 doubtful cells).
 * @param grid every digit read (0 blank)
 * @param handwritten the handwritten digits read (0 elsewhere)
 * @param doubtful the read's doubtful cells so far
 * @returns every handwritten cell, ascending, or none
 * @example for (const cell of hopelessPen(grid, handwritten, doubtful)) doubtful.add(cell);
 */
export function hopelessPen(grid: Board, handwritten: Board, doubtful: ReadonlySet<number>): number[] {
  if (countFilled(grid) >= FILLED_AT_LEAST) return [];
  const pen = [...handwritten.keys()].filter((cell) => handwritten[cell] !== 0);
  const doubted = pen.filter((cell) => doubtful.has(cell)).length;
  return pen.length > 0 && doubted >= HOPELESS_PEN_SHARE * pen.length ? pen : [];
}

/** On a pencilled sheet, a handwritten digit is sure only at this confidence or more (see {@link pencilledPen}). */
export const PENCILLED_PEN_SURE = 0.99;

/**
 * The handwritten digits of a photo's pencilled sheet (photo-pencil.ts) that are not nearly certain:
 * where a sheet is covered in candidates, a cell of candidates that cells.ts did not see as such (two
 * figures stacked in a column are as tall as a digit) is read as one pen digit, at no low confidence.
 * KSudoku's scribble theme saved as JPEG 90 (read as a photo once its flat fills are lost; tune seed 38, a
 * 520×760 window): two cells of candidates read as pen 2s at 0.903 and 0.954, on a board keeping the rules,
 * so read sure and wrong; its true entries were at 1.000. The 17 KSudoku tune sets as taken, JPEG 90, WebP
 * 80 and JPEG 90 ×0.75 read otherwise the same with this (exact, `read` and unmarked counts).
 * No training or validation photo is a pencilled sheet (at most one cell of several small blobs on any
 * of them, photo-pencil.ts), so this reaches only app screenshots read as photos and pencilled paper.
 * @param handwritten the handwritten digits read (0 elsewhere)
 * @param confidence each cell's confidence
 * @returns the handwritten cells under {@link PENCILLED_PEN_SURE}, ascending
 * @example if (board.pencilled) for (const cell of pencilledPen(handwritten, confidence)) doubtful.add(cell);
 */
export function pencilledPen(handwritten: Board, confidence: Float32Array): number[] {
  return [...handwritten.keys()].filter(
    (cell) => handwritten[cell] !== 0 && (confidence[cell] as number) < PENCILLED_PEN_SURE,
  );
}

/** The two kinds' digits differ in contrast by at least this on a board whose fills tell them apart (see {@link contrastSuspects}). */
export const KINDS_CONTRAST_GAP = 0.1;
/**
 * A digit whose contrast lies within this share of the kinds' gap of the other kind's median contrast has
 * the other kind's (see {@link contrastSuspects}). The real tune GNOME Sudoku screenshots saved as JPEG
 * 90 have right entries 0.37-0.47 of the gap from the givens' median (an entry whose strokes lost contrast
 * in the saving: with "nearer the other kind's median", three boards read `read` went `unsure`); the
 * FLTK entry read as a given lay 0.02 of it from the entries'.
 */
export const CONTRAST_NEAR = 0.2;
/**
 * ...and whose contrast lies more than this from the value its measured fill and ink make: its fill was
 * measured off (the FLTK entry: 0.19, its fill 0.79 and ink 0.02 against a contrast of 0.96). On a real tune
 * GNOME Sudoku screenshot as taken, an entry under the highlight's tint (fill 0.93) measured 0.81, within
 * {@link CONTRAST_NEAR} of the givens' 0.78, and 0.01 from its fill and ink's: its contrast is its fill's.
 */
export const FILL_UNLIKE = 0.1;

/**
 * The digits of a screenshot whose contrast says the other kind: on a board that draws its givens and
 * its entries in one ink on two fills (FLTK's Sudoku: black on grey givens' tiles and on white), each
 * kind's contrast is its fill's, so a digit on its own kind's fill whose contrast lies nearer the other
 * kind's median ({@link CONTRAST_NEAR}), and unlike what its measured fill and ink make ({@link FILL_UNLIKE}),
 * was measured on a fill it does not sit on. FLTK's light window 500×526
 * shrunk to ×0.6 and saved as JPEG 90 (tune seed 117, shot 5): a bold 9 entered beside a box line
 * measured its fill 0.79 (the grey givens' 0.75, the white 0.96), the line and the 9 filling most of its
 * small cell, and was read as a sure given; its contrast, 0.96, is the entries' (the givens' 0.75). Only
 * digits of the usual polarity, not red, in an ink and on a fill within {@link COLOUR_RADIUS} of their
 * kind's median ink and fill are weighed (a selected cell's fill and a highlighted digit's ink are their
 * own: on a real tune GNOME Sudoku screenshot, two entries in the highlight's light cyan measured 0.64
 * and 0.69, the givens 0.78 and the entries 0.97), and only where the two kinds' median contrasts are
 * {@link KINDS_CONTRAST_GAP} apart and their median inks closer than two colour radii (a board of two
 * inks, KSudoku scribble's black givens and blue entries, is {@link screenSuspects}'s to weigh).
 * @param read the read's cells (their colours measured), printed and handwritten digits
 * @returns the digits whose contrast is nearer the other kind's, ascending
 * @example if (board.drawn) for (const cell of contrastSuspects(read)) doubtful.add(cell);
 */
export function contrastSuspects(read: ScreenRead): number[] {
  const digits = read.cells.flatMap((c) => {
    const printed = read.puzzle[c.cell] !== 0;
    const fill = printed || read.handwritten[c.cell] !== 0 ? backgroundColour(c) : null;
    const ink = inkColour(c);
    if (fill === null || c.features.inverted || isRed(ink)) return [];
    // How far its contrast lies from what its measured fill and ink make (a Colour's first part is its value).
    const unlike = Math.abs(c.features.contrast - Math.abs(fill[0] - ink[0]));
    return [{ cell: c.cell, fill, ink, printed, contrast: c.features.contrast, unlike }];
  });
  const kinds = [true, false].map((printed) => {
    const own = digits.filter((d) => d.printed === printed);
    const fill = medianInk(own.map((d) => d.fill));
    const ink = medianInk(own.map((d) => d.ink));
    const onFill =
      fill === null || ink === null
        ? []
        : own.filter((d) => distance(d.fill, fill) <= COLOUR_RADIUS && distance(d.ink, ink) <= COLOUR_RADIUS);
    return { onFill, contrast: onFill.length >= INK_SAMPLES ? median(onFill.map((d) => d.contrast)) : null };
  });
  const [given, entry] = kinds as [(typeof kinds)[number], (typeof kinds)[number]];
  if (given.contrast === null || entry.contrast === null) return [];
  // Only one ink: where the kinds' inks differ (GNOME Sudoku's black givens, blue entries), so do their
  // contrasts on any fill, and screenSuspects weighs the inks themselves.
  const [givenInk, entryInk] = [given, entry].map((kind) => medianInk(kind.onFill.map((d) => d.ink)));
  if (givenInk === null || entryInk === null || distance(givenInk, entryInk) >= TWO_INKS) return [];
  if (Math.abs(given.contrast - entry.contrast) < KINDS_CONTRAST_GAP) return [];
  const near = CONTRAST_NEAR * Math.abs(given.contrast - entry.contrast);
  return [
    ...given.onFill.filter((d) => Math.abs(d.contrast - (entry.contrast as number)) <= near),
    ...entry.onFill.filter((d) => Math.abs(d.contrast - (given.contrast as number)) <= near),
  ]
    .filter((d) => d.unlike > FILL_UNLIKE)
    .map((d) => d.cell)
    .sort((a, b) => a - b);
}
