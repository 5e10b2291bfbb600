/**
 * X-Chain (HoDoKu, SudokuWiki "X-Cycles" without the loop): one digit, strong links from conjugate pairs and
 * weak links between cells that see each other, alternating, first and last link strong. One of the two ends
 * holds the digit, so every cell that sees both ends loses it.
 *
 * Glossary and method: see chains.ts. Chains of three links (Skyscraper, 2-String Kite, Turbot Fish) are found
 * by their own techniques first, so in the solver's order this one reports the longer chains.
 */
import type { Position, Step, Technique } from "../types.js";
import { type ChainRules, chainSteps, shortestChainStep } from "./chains.js";

const X_CHAIN_RULES: ChainRules = {
  technique: "x-chain",
  digits: 0x1ff,
  conjugates: true,
  bivalues: false,
  cellWeakLinks: false,
  sameDigitEnds: true,
  maxLinks: 19,
};

/** Every X-Chain step of the position, shortest chain first (every end each start reaches). */
export const xChainSteps = (position: Position): Step[] => chainSteps(position, X_CHAIN_RULES);

/** X-Chain (expert — HoDoKu "unfair" — score 260). */
export const xChain: Technique = {
  id: "x-chain",
  name: "X-Chain",
  level: "expert",
  score: 260,
  find: (position) => shortestChainStep(position, X_CHAIN_RULES),
  findAll: xChainSteps,
};
