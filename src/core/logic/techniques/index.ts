/**
 * The technique registry: every technique the logical solver knows, easiest first. The runner tries them in
 * this order and takes the first step found, so the order is the teaching order (HoDoKu's default order).
 *
 * Each entry lives in its own file in this folder. To add one: write the file (a `Technique`), import it here
 * and put it where its difficulty belongs.
 */
import type { Technique, TechniqueId } from "../types.js";
import { jellyfish, swordfish, xWing } from "./fish.js";
import { fullHouse } from "./full-house.js";
import { hiddenSingle } from "./hidden-single.js";
import { hiddenPair, hiddenQuad, hiddenTriple } from "./hidden-subsets.js";
import { lockedCandidatesClaiming, lockedCandidatesPointing } from "./locked-candidates.js";
import { nakedSingle } from "./naked-single.js";
import { nakedPair, nakedQuad, nakedTriple } from "./naked-subsets.js";
import { skyscraper } from "./skyscraper.js";
import { turbotFish } from "./turbot-fish.js";
import { twoStringKite } from "./two-string-kite.js";
import { wWing } from "./w-wing.js";
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
  skyscraper,
  twoStringKite,
  turbotFish,
  wWing,
  xyWing,
  xyzWing,
];

const BY_ID = new Map<TechniqueId, Technique>(TECHNIQUES.map((t) => [t.id, t]));

/** The registered technique with this id, or `undefined` when it is not (yet) registered. */
export const techniqueById = (id: TechniqueId): Technique | undefined => BY_ID.get(id);
