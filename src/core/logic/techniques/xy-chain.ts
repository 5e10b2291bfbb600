/**
 * XY-Chain (HoDoKu, SudokuWiki): a chain of bivalue cells, each linked to the next by a shared digit, that
 * starts and ends on the same digit. Within a cell the link is strong (one of its two digits is true), between
 * cells weak; so one of the two ends holds the digit, and every cell that sees both ends loses it.
 *
 * Glossary and method: see chains.ts. XY-Wing is the three-cell case and is found by its own technique first.
 */
import type { Position, Step, Technique } from "../types.js";
import { type ChainRules, chainSteps, shortestChainStep } from "./chains.js";

const XY_CHAIN_RULES: ChainRules = {
  technique: "xy-chain",
  digits: 0x1ff,
  conjugates: false,
  bivalues: true,
  cellWeakLinks: false,
  sameDigitEnds: true,
  maxLinks: 19,
};

/** Every XY-Chain step of the position, shortest chain first (every end each start reaches). */
export const xyChainSteps = (position: Position): Step[] => chainSteps(position, XY_CHAIN_RULES);

/** XY-Chain (expert — HoDoKu "unfair" — score 260). */
export const xyChain: Technique = {
  id: "xy-chain",
  name: "XY-Chain",
  level: "expert",
  score: 260,
  find: (position) => shortestChainStep(position, XY_CHAIN_RULES),
  findAll: xyChainSteps,
};
