/**
 * Alternating Inference Chain (AIC; HoDoKu's Nice Loop / AIC family, SudokuWiki "Alternating Inference
 * Chains"): strong and weak links alternating over any candidates: conjugate pairs and bivalue cells for strong
 * links, same-digit peers and same-cell digits for weak links. One of the two ends is true, so every candidate
 * weakly linked to both ends goes (type 1: same digit at both ends; type 2: different digits in cells that see
 * each other); a chain that returns to its start proves the start (a discontinuous nice loop).
 *
 * Glossary and method: see chains.ts. X-Chains and XY-Chains are the special cases found first by their own
 * techniques.
 */
import type { Position, Step, Technique } from "../types.js";
import { type ChainRules, chainSteps, shortestChainStep } from "./chains.js";

const AIC_RULES: ChainRules = {
  technique: "aic",
  digits: 0x1ff,
  conjugates: true,
  bivalues: true,
  cellWeakLinks: true,
  sameDigitEnds: false,
  maxLinks: 15,
};

/** Every AIC step of the position, shortest chain first (every end each start reaches). */
export const aicSteps = (position: Position): Step[] => chainSteps(position, AIC_RULES);

/** Alternating Inference Chain (expert — HoDoKu "unfair" — score 280). */
export const aic: Technique = {
  id: "aic",
  name: "Alternating Inference Chain",
  level: "expert",
  score: 280,
  find: (position) => shortestChainStep(position, AIC_RULES),
  findAll: aicSteps,
};
