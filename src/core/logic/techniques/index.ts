/**
 * The technique registry: every technique the logical solver knows, easiest first. The runner tries them in
 * this order and takes the first step found, so the order is the teaching order (HoDoKu's default order).
 *
 * Each entry lives in its own file in this folder. To add one: write the file (a `Technique`), import it here
 * and put it where its difficulty belongs.
 */
import type { Technique, TechniqueId } from "../types.js";
import { fullHouse } from "./full-house.js";
import { hiddenSingle } from "./hidden-single.js";
import { nakedSingle } from "./naked-single.js";

/** Every technique, easiest first. */
export const TECHNIQUES: readonly Technique[] = [
  // singles
  fullHouse,
  nakedSingle,
  hiddenSingle,
];

const BY_ID = new Map<TechniqueId, Technique>(TECHNIQUES.map((t) => [t.id, t]));

/** The registered technique with this id, or `undefined` when it is not (yet) registered. */
export const techniqueById = (id: TechniqueId): Technique | undefined => BY_ID.get(id);
