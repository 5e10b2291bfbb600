/**
 * The technique registry: every technique the logical solver knows, easiest first. The runner tries them in
 * this order and takes the first step found, so the order is the teaching order (HoDoKu's default order).
 *
 * Each entry lives in its own file in this folder. To add one: write the file (a `Technique`), import it here
 * and put it where its difficulty belongs.
 */
import type { Technique, TechniqueId } from "../types.js";
import { aic } from "./aic.js";
import { alsXz } from "./als-xz.js";
import { bugPlus1 } from "./bug-plus-1.js";
import { jellyfish, swordfish, xWing } from "./fish.js";
import { forcingChain } from "./forcing-chain.js";
import { fullHouse } from "./full-house.js";
import { hiddenSingle } from "./hidden-single.js";
import { hiddenPair, hiddenQuad, hiddenTriple } from "./hidden-subsets.js";
import { lockedCandidatesClaiming, lockedCandidatesPointing } from "./locked-candidates.js";
import { nakedSingle } from "./naked-single.js";
import { nakedPair, nakedQuad, nakedTriple } from "./naked-subsets.js";
import { simpleColors } from "./simple-colors.js";
import { skyscraper } from "./skyscraper.js";
import { trial } from "./trial.js";
import { turbotFish } from "./turbot-fish.js";
import { twoStringKite } from "./two-string-kite.js";
import {
  uniqueRectangle1,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
} from "./unique-rectangles.js";
import { wWing } from "./w-wing.js";
import { xChain } from "./x-chain.js";
import { xyChain } from "./xy-chain.js";
import { xyWing } from "./xy-wing.js";
import { xyzWing } from "./xyz-wing.js";

/** Every technique, easiest first. */
export const TECHNIQUES: readonly Technique[] = [
  // singles (easy)
  fullHouse,
  nakedSingle,
  hiddenSingle,
  // intersections and subsets (medium)
  lockedCandidatesPointing,
  lockedCandidatesClaiming,
  nakedPair,
  nakedTriple,
  hiddenPair,
  hiddenTriple,
  // hard: quads, basic fish, single-digit patterns, wings
  nakedQuad,
  hiddenQuad,
  xWing,
  swordfish,
  jellyfish,
  bugPlus1,
  skyscraper,
  twoStringKite,
  turbotFish,
  wWing,
  xyWing,
  xyzWing,
  // hard: uniqueness (only sound on a puzzle with one solution) and colouring
  uniqueRectangle1,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
  simpleColors,
  // expert (HoDoKu "unfair"): chains and almost locked sets
  xChain,
  xyChain,
  aic,
  alsXz,
  // extreme: the last resorts
  forcingChain,
  trial,
];

/** The techniques that assume the puzzle has one solution (unsound on a puzzle with several). */
export const UNIQUENESS_TECHNIQUES: ReadonlySet<TechniqueId> = new Set([
  "bug-plus-1",
  "unique-rectangle-1",
  "unique-rectangle-2",
  "unique-rectangle-3",
  "unique-rectangle-4",
]);

/** Every technique except those that assume one solution: for positions whose puzzle is not known unique. */
export const TECHNIQUES_WITHOUT_UNIQUENESS: readonly Technique[] = TECHNIQUES.filter(
  (t) => !UNIQUENESS_TECHNIQUES.has(t.id),
);

const BY_ID = new Map<TechniqueId, Technique>(TECHNIQUES.map((t) => [t.id, t]));

/** The registered technique with this id, or `undefined` when it is not (yet) registered. */
export const techniqueById = (id: TechniqueId): Technique | undefined => BY_ID.get(id);
