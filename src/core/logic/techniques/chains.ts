/**
 * The chain search shared by X-Chain, XY-Chain and AIC: a breadth-first search over alternating inference
 * chains, so the shortest chain from each start is found first.
 *
 * Glossary (as in types.ts, plus):
 * - node: one candidate, numbered `cell * 9 + digit - 1` (0..728).
 * - on / off: a node assumed true / false. A state is a node with its polarity, numbered `node * 2 + on`.
 * - strong link: of two nodes at least one is true. Used here from an off node: "a off ⇒ b on". Sources: a
 *   conjugate pair (a unit where the digit has exactly two candidate cells) and a bivalue cell (two candidates).
 * - weak link: of two nodes at most one is true. Used from an on node: "a on ⇒ b off". Sources: the same digit in
 *   two cells that see each other, and two digits of one cell.
 * - chain: off(s) ⇒ on ⇒ off ⇒ … ⇒ on(t), strong and weak links alternating, first and last link strong. It
 *   proves "s or t is true", so every candidate weakly linked to both ends is false (the chain's eliminations).
 *   Same digit at both ends: that digit goes from every cell that sees both ends (HoDoKu's X-Chain, XY-Chain and
 *   AIC type 1). Different digits in cells that see each other: each end's cell loses the other end's digit (AIC
 *   type 2). Both ends in one cell: the cell keeps only the two end digits. When the chain comes back to its own
 *   start (off(s) ⇒ … ⇒ on(s)) the start is true: a placement (HoDoKu's discontinuous nice loop).
 *
 * Why sound: each link is a fact about every solution of the position, so the chain holds in the solution; a
 * candidate x weakly linked to both ends would give x on ⇒ s off ⇒ … ⇒ t on ⇒ x off.
 *
 * Method: from each start node with a strong link, a breadth-first search over states up to `maxLinks` links.
 * An off state is only entered when its node has a strong link (otherwise the chain could not go on), which keeps
 * each search to a few thousand link visits. The first on state with eliminations ends that start's search; the
 * steps found are returned shortest chain first. Roads not taken: grouped nodes and ALS nodes (HoDoKu's grouped
 * nice loops) and continuous loops (their extra eliminations) are not searched.
 */
import { bitToDigit, digitToBit, popcount } from "../../solver.js";
import { PEERS, sees, UNITS } from "../grid.js";
import { makeStep } from "../step.js";
import type { CandidateRef, Elimination, Link, Placement, Position, Step, TechniqueId } from "../types.js";

/** Which links and conclusions a chain search may use. */
export interface ChainRules {
  readonly technique: TechniqueId;
  /** Digits (mask) whose candidates may be nodes. */
  readonly digits: number;
  /** Strong links from conjugate pairs in units. */
  readonly conjugates: boolean;
  /** Strong links inside bivalue cells (only bivalue cells' candidates become nodes when `conjugates` is off). */
  readonly bivalues: boolean;
  /** Weak links between two digits of one cell. */
  readonly cellWeakLinks: boolean;
  /** Only chains whose ends hold the same digit (X-Chain, XY-Chain); otherwise AIC types 1 and 2 and loops. */
  readonly sameDigitEnds: boolean;
  /** The most links a chain may have. */
  readonly maxLinks: number;
}

const NODES = 729;
const nodeOf = (cell: number, digit: number): number => cell * 9 + digit - 1;
const cellOfNode = (node: number): number => Math.floor(node / 9);
const digitOfNode = (node: number): number => (node % 9) + 1;

/** Strong links as adjacency lists (compressed rows): the strong partners of node n are `list[start[n]..start[n+1]]`. */
interface StrongLinks {
  readonly start: Int32Array;
  readonly list: Int32Array;
}

/** The strong links of a position under the rules. */
function strongLinks(position: Position, rules: ChainRules): StrongLinks {
  const { values, candidates } = position;
  const pairs: number[] = [];
  if (rules.conjugates) {
    for (const unit of UNITS) {
      for (let digit = 1; digit <= 9; digit++) {
        const bit = digitToBit(digit);
        if ((rules.digits & bit) === 0) continue;
        let a = -1;
        let b = -1;
        let count = 0;
        for (const c of unit) {
          if (values[c] !== 0 || (candidates[c] & bit) === 0) continue;
          count++;
          if (a < 0) a = c;
          else b = c;
        }
        if (count === 2) pairs.push(nodeOf(a, digit), nodeOf(b, digit));
      }
    }
  }
  if (rules.bivalues) {
    for (let c = 0; c < 81; c++) {
      const mask = candidates[c];
      if (values[c] !== 0 || popcount(mask) !== 2 || (mask & rules.digits) !== mask) continue;
      const low = mask & -mask;
      const high = mask ^ low;
      pairs.push(nodeOf(c, bitToDigit(low)), nodeOf(c, bitToDigit(high)));
    }
  }
  const degree = new Int32Array(NODES + 1);
  for (const n of pairs) degree[n + 1]++;
  for (let n = 0; n < NODES; n++) degree[n + 1] += degree[n];
  const start = degree.slice();
  const list = new Int32Array(pairs.length);
  const fill = degree.slice(0, NODES);
  for (let i = 0; i < pairs.length; i += 2) {
    const a = pairs[i];
    const b = pairs[i + 1];
    list[fill[a]++] = b;
    list[fill[b]++] = a;
  }
  return { start, list };
}

/** A chain found: its states from off(start) to on(end), and the effects it proves. */
interface FoundChain {
  readonly states: readonly number[];
  readonly placements: readonly Placement[];
  readonly eliminations: readonly Elimination[];
}

/** The effects of "s or t is true" (see the glossary); empty when there are none. */
function conclusions(
  position: Position,
  s: number,
  t: number,
  rules: ChainRules,
): { placements: Placement[]; eliminations: Elimination[] } {
  const { candidates } = position;
  const cs = cellOfNode(s);
  const ds = digitOfNode(s);
  const ct = cellOfNode(t);
  const dt = digitOfNode(t);
  const placements: Placement[] = [];
  const eliminations: Elimination[] = [];
  if (ds === dt) {
    if (cs === ct) placements.push({ cell: cs, digit: ds });
    else {
      const bit = digitToBit(ds);
      for (const p of PEERS[ct])
        if (p !== cs && candidates[p] & bit && sees(p, cs)) eliminations.push({ cell: p, digits: [ds] });
      eliminations.sort((a, b) => a.cell - b.cell);
    }
  } else if (!rules.sameDigitEnds) {
    if (cs === ct) {
      const others = candidates[cs] & ~digitToBit(ds) & ~digitToBit(dt);
      const digits: number[] = [];
      for (let d = 1; d <= 9; d++) if (others & digitToBit(d)) digits.push(d);
      if (digits.length > 0) eliminations.push({ cell: cs, digits });
    } else if (sees(cs, ct)) {
      if (candidates[cs] & digitToBit(dt)) eliminations.push({ cell: cs, digits: [dt] });
      if (candidates[ct] & digitToBit(ds)) eliminations.push({ cell: ct, digits: [ds] });
      eliminations.sort((a, b) => a.cell - b.cell);
    }
  }
  return { placements, eliminations };
}

/** Reusable search buffers (the search allocates nothing per state). */
const seen = new Int32Array(NODES * 2);
const parent = new Int32Array(NODES * 2);
const depth = new Int32Array(NODES * 2);
const queue = new Int32Array(NODES * 2);
let stamp = 0;

/**
 * The chains from off(s) with a conclusion, found breadth first up to `maxLinks` links, into `out`: only the
 * first (a shortest) one, or with `all` every on state reached that has a conclusion. Returns how many it added.
 */
function searchFrom(
  position: Position,
  s: number,
  links: StrongLinks,
  rules: ChainRules,
  maxLinks: number,
  all: boolean,
  out: FoundChain[],
): number {
  const { values, candidates } = position;
  const { start, list } = links;
  stamp++;
  let added = 0;
  let head = 0;
  let tail = 0;
  const first = s * 2;
  seen[first] = stamp;
  parent[first] = -1;
  depth[first] = 0;
  queue[tail++] = first;
  while (head < tail) {
    const state = queue[head++];
    const node = state >> 1;
    const d = depth[state];
    if (d >= maxLinks) continue;
    if ((state & 1) === 0) {
      // off ⇒ on along strong links
      for (let k = start[node]; k < start[node + 1]; k++) {
        const next = list[k] * 2 + 1;
        if (seen[next] === stamp) continue;
        seen[next] = stamp;
        parent[next] = state;
        depth[next] = d + 1;
        if (d + 1 >= 3 || list[k] === s) {
          const found = conclusions(position, s, list[k], rules);
          if (found.placements.length > 0 || found.eliminations.length > 0) {
            out.push({ states: pathTo(next), ...found });
            added++;
            if (!all) return added;
          }
        }
        queue[tail++] = next;
      }
      continue;
    }
    // on ⇒ off along weak links, entering only nodes that have a strong link to go on with
    const cell = cellOfNode(node);
    const digit = digitOfNode(node);
    const bit = digitToBit(digit);
    for (const p of PEERS[cell]) {
      if (values[p] !== 0 || (candidates[p] & bit) === 0) continue;
      visitOff(p * 9 + digit - 1, state, d + 1);
    }
    if (rules.cellWeakLinks) {
      for (let e = 1; e <= 9; e++)
        if (e !== digit && candidates[cell] & digitToBit(e)) visitOff(cell * 9 + e - 1, state, d + 1);
    }
  }
  return added;

  function visitOff(n: number, from: number, dist: number): void {
    if (start[n] === start[n + 1]) return;
    const next = n * 2;
    if (seen[next] === stamp) return;
    seen[next] = stamp;
    parent[next] = from;
    depth[next] = dist;
    queue[tail++] = next;
  }
}

/** The states from the search's start to `state`, in chain order. */
function pathTo(state: number): number[] {
  const path: number[] = [];
  for (let s = state; s >= 0; s = parent[s]) path.push(s);
  return path.reverse();
}

/** The step of a found chain: its nodes as the pattern's candidates and its links in order. */
function chainStep(chain: FoundChain, technique: TechniqueId): Step {
  const nodes = chain.states.map((state) => state >> 1);
  const refs: CandidateRef[] = nodes.map((n) => ({ cell: cellOfNode(n), digit: digitOfNode(n) }));
  const links: Link[] = [];
  for (let i = 1; i < refs.length; i++) {
    links.push({ from: refs[i - 1], to: refs[i], kind: chain.states[i] & 1 ? "strong" : "weak" });
  }
  return makeStep(
    technique,
    { placements: chain.placements, eliminations: chain.eliminations },
    {
      cells: [...new Set(refs.map((r) => r.cell))],
      candidates: refs,
      links,
      digits: [...new Set(refs.map((r) => r.digit))].sort((a, b) => a - b),
    },
  );
}

/**
 * The chain step with the fewest links under the rules (ties: the lowest start node), or `undefined`. Each
 * start's search stops at the length of the best chain so far. Pure: the position is not changed.
 *
 * @example shortestChainStep(position, XY_CHAIN_RULES)?.pattern.links.length // 7
 */
export function shortestChainStep(position: Position, rules: ChainRules): Step | undefined {
  const links = strongLinks(position, rules);
  const found: FoundChain[] = [];
  let best: FoundChain | undefined;
  for (let s = 0; s < NODES; s++) {
    if (links.start[s] === links.start[s + 1]) continue;
    const limit = best === undefined ? rules.maxLinks : best.states.length - 2; // strictly shorter only
    found.length = 0;
    if (searchFrom(position, s, links, rules, limit, false, found) > 0) best = found[0];
  }
  return best && chainStep(best, rules.technique);
}

/**
 * Every chain step under the rules: from every start node, every end reached within the length limit whose
 * chain proves something, shortest first. The set of effects depends only on the position (not on the order
 * cells are scanned), which keeps the grade the same for a relabelled or transposed puzzle.
 */
export function chainSteps(position: Position, rules: ChainRules): Step[] {
  const links = strongLinks(position, rules);
  const found: FoundChain[] = [];
  for (let s = 0; s < NODES; s++) {
    if (links.start[s] !== links.start[s + 1])
      searchFrom(position, s, links, rules, rules.maxLinks, true, found);
  }
  found.sort((a, b) => a.states.length - b.states.length);
  return found.map((chain) => chainStep(chain, rules.technique));
}
