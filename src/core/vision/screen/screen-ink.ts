/**
 * The ink colours of a screenshot's digits, and which of them is the givens'. An app draws every given in
 * the theme's text colour and the player's digits in another, so the inked cells fall in a few tight
 * colour groups (flat colours, only anti-aliasing and cell highlights blend them a little).
 *
 * Glossary (see screen.ts for the whole screenshot vocabulary):
 * - colour space: colours as points (value, chroma·cos hue, chroma·sin hue), chroma being saturation
 *   times value (the HSV cone), so that two greys differ by brightness, two saturated colours by hue,
 *   and a near-black's hue, which JPEG noise sets at random, weighs little.
 * - ink colour: a cell's ink's own colour (screen-colours.ts) as a point of the colour space.
 * - colour group: inked cells whose ink colours lie within {@link COLOUR_RADIUS} of the group's centre.
 * - given score: how much a group looks like the givens' ink: contrasting with the background (dark on a
 *   light theme, light on a dark one) and neutral; red (an app's error digits) never.
 */
import type { CellSample, Rgb } from "../types.js";

/** Ink colours of one colour group lie within this distance of its centre (value and chroma, 0..1). */
export const COLOUR_RADIUS = 0.15;
/** A group whose chroma (see the glossary) is above this is not neutral, so unlikely to be the givens' ink. */
const NEUTRAL_CHROMA = 0.1;
/** An ink colour (see the glossary). */
export type Colour = readonly [number, number, number];

/**
 * A colour given as hue (degrees), saturation and value, as a point of the colour space (see the glossary).
 *
 * Road not taken: saturation itself as the radius (the HSV cylinder). A near-black's saturation is its
 * small channel spread over its small value, so JPEG's noise makes it large: a black given (#1b1b1b)
 * re-saved as JPEG 70 measured (27, 33, 38), saturation 0.29, as far from the other givens as a colour
 * group's radius and more, a group of its own taken for an ink of the player's (synthetic tune screens:
 * 222 wrong kinds called sure on 28 boards of the tune half, real and synthetic).
 */
function toPoint(hue: number, saturation: number, value: number): Colour {
  const angle = (hue * Math.PI) / 180;
  const radius = saturation * value;
  return [value, radius * Math.cos(angle), radius * Math.sin(angle)];
}

/** An RGB colour (0..255) as a point of the colour space. */
function rgbPoint([r, g, b]: Rgb): Colour {
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  let hue = 0;
  if (delta > 0) {
    if (max === r) hue = 60 * (((g - b) / delta + 6) % 6);
    else if (max === g) hue = 60 * ((b - r) / delta + 2);
    else hue = 60 * ((r - g) / delta + 4);
  }
  return toPoint(hue, max === 0 ? 0 : delta / max, max / 255);
}

/** A cell's ink colour (see the glossary): its measured ink colour, else the mean over its digit. */
export function inkColour(cell: CellSample): Colour {
  if (cell.colours) return rgbPoint(cell.colours.ink);
  const { hue, saturation, value } = cell.features;
  return toPoint(hue, saturation, value);
}

/** A cell's background colour as a point of the colour space (null when it was not measured). */
export function backgroundColour(cell: CellSample): Colour | null {
  return cell.colours ? rgbPoint(cell.colours.background) : null;
}

/** Euclidean distance of two ink colours. */
export const distance = (a: Colour, b: Colour): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
/** How colourful an ink colour is (0 for grey). */
export const chroma = (c: Colour): number => Math.hypot(c[1], c[2]);
/** The logistic function, 1 / (1 + e^-x). */
export const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/** The median of some numbers (NaN for none). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function mean(colours: readonly Colour[]): Colour {
  const sum = [0, 0, 0];
  for (const c of colours) for (let k = 0; k < 3; k++) (sum[k] as number) += c[k] as number;
  return [sum[0] / colours.length, sum[1] / colours.length, sum[2] / colours.length] as Colour;
}

/**
 * Groups ink colours: each colour joins the first group whose centre is within {@link COLOUR_RADIUS},
 * or starts a new one; then a few rounds of moving every colour to its nearest centre.
 * @returns the group index of each colour, and the groups' centres
 * @example colourGroups([[0.2, 0, 0], [0.21, 0, 0], [0.7, 0.3, 0.4]]).groups // [0, 0, 1]
 */
export function colourGroups(
  colours: readonly Colour[],
  radius = COLOUR_RADIUS,
): { groups: number[]; centres: Colour[] } {
  let centres: Colour[] = [];
  const members: Colour[][] = [];
  for (const c of colours) {
    const near = centres.findIndex((centre) => distance(centre, c) <= radius);
    if (near < 0) {
      centres.push(c);
      members.push([c]);
    } else {
      members[near]?.push(c);
      centres[near] = mean(members[near] as Colour[]);
    }
  }
  let groups = colours.map(() => 0);
  for (let round = 0; round < 3; round++) {
    groups = colours.map((c) => {
      let best = 0;
      for (let g = 1; g < centres.length; g++) {
        if (distance(c, centres[g] as Colour) < distance(c, centres[best] as Colour)) best = g;
      }
      return best;
    });
    const used = [...new Set(groups)].sort((a, b) => a - b);
    centres = used.map((g) => mean(colours.filter((_, i) => groups[i] === g)));
    groups = groups.map((g) => used.indexOf(g));
  }
  return { groups, centres };
}

/** How many degrees a colour's hue lies from red's (0 to 180). @example fromRed([0.5, 0.4, 0]) // 0 */
export const fromRed = (c: Colour): number => Math.abs((Math.atan2(c[2], c[1]) * 180) / Math.PI);

/**
 * Red ink's least chroma (its channels' spread over 255). Shrunk and saved again, red fades: the synthetic
 * dark screenshots' error red (241, 101, 101: 0.55) measured (199, 112, 123), 0.34, halved and saved as
 * JPEG 80 (tune seeds 1042 and 1270), under the 0.35 this was, and the error entry, an ink of one cell
 * then, went to the givens' near white, a given whose givens had no solution, surely.
 */
const RED_CHROMA = 0.3;
/** Red ink (an app's error digits): never the givens. */
export const isRed = (c: Colour): boolean => chroma(c) > RED_CHROMA && fromRed(c) < 20;

/**
 * The given score of a colour group's centre (see the glossary).
 * @param darkInk true on a light theme (dark ink on a light background)
 */
export function givenScore(centre: Colour, darkInk: boolean): number {
  if (isRed(centre)) return -2;
  const contrast = darkInk ? 1 - centre[0] : centre[0];
  return contrast - 1.5 * Math.max(0, chroma(centre) - NEUTRAL_CHROMA);
}
