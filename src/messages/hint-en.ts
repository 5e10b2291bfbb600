/**
 * English wording of hints and grades (see hint-words.ts). Technique names are HoDoKu's, so a student can look
 * them up on HoDoKu's or SudokuWiki's pages.
 */
import { cellName } from "../core/board.js";
import { techniqueById } from "../core/logic/techniques/index.js";
import type { Level, Step, TechniqueId, UnitRef } from "../core/logic/types.js";
import type { HintWords } from "./hint-words.js";

const NAMES: Readonly<Record<TechniqueId, string>> = {
  "full-house": "Full House",
  "naked-single": "Naked Single",
  "hidden-single": "Hidden Single",
  "locked-candidates-pointing": "Locked Candidates Type 1 (Pointing)",
  "locked-candidates-claiming": "Locked Candidates Type 2 (Claiming)",
  "naked-pair": "Naked Pair",
  "naked-triple": "Naked Triple",
  "naked-quad": "Naked Quad",
  "hidden-pair": "Hidden Pair",
  "hidden-triple": "Hidden Triple",
  "hidden-quad": "Hidden Quad",
  "x-wing": "X-Wing",
  swordfish: "Swordfish",
  jellyfish: "Jellyfish",
  skyscraper: "Skyscraper",
  "two-string-kite": "2-String Kite",
  "turbot-fish": "Turbot Fish",
  "xy-wing": "XY-Wing",
  "xyz-wing": "XYZ-Wing",
  "w-wing": "W-Wing",
  "simple-colors": "Simple Colors",
  "unique-rectangle-1": "Uniqueness Test 1",
  "unique-rectangle-2": "Uniqueness Test 2",
  "unique-rectangle-3": "Uniqueness Test 3",
  "unique-rectangle-4": "Uniqueness Test 4",
  "bug-plus-1": "Bivalue Universal Grave + 1",
  "x-chain": "X-Chain",
  "xy-chain": "XY-Chain",
  aic: "AIC",
  "als-xz": "Almost Locked Set XZ-Rule",
  "forcing-chain": "Forcing Chain",
  trial: "Trial (last resort)",
};

/** The registered technique's own name (one source of truth), else the table's. */
const techniqueName = (id: TechniqueId): string => techniqueById(id)?.name ?? NAMES[id];

const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
  expert: "Expert",
  extreme: "Extreme",
};

const lists = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });
const orLists = new Intl.ListFormat("en-GB", { style: "long", type: "disjunction" });
const list = (items: readonly (string | number)[]) => lists.format(items.map(String));
const unit = (u: UnitRef) => `${u.kind} ${u.index + 1}`;
const cells = (ids: readonly number[]) => list(ids.map(cellName));

/** "r2c4 and r2c5 lose 7" / "r1c2 loses 3 and 8, r1c5 loses 3". */
function removals(step: Step): string {
  const byDigits = new Map<string, number[]>();
  for (const e of step.eliminations) {
    const key = list(e.digits);
    byDigits.set(key, [...(byDigits.get(key) ?? []), e.cell]);
  }
  return list(
    [...byDigits].map(
      ([digits, where]) => `${cells(where)} ${where.length === 1 ? "loses" : "lose"} ${digits}`,
    ),
  );
}

function placements(step: Step): string {
  return list(step.placements.map((p) => `${cellName(p.cell)} is ${p.digit}`));
}

/** What the step does, as a clause: "so r2c4 loses 7" / "so r3c7 is 5". */
function effect(step: Step): string {
  const parts: string[] = [];
  if (step.placements.length > 0) parts.push(placements(step));
  if (step.eliminations.length > 0) parts.push(removals(step));
  return parts.join("; ");
}

function sentence(step: Step): string {
  const { pattern } = step;
  const name = techniqueName(step.technique);
  const d = pattern.digits;
  const [first] = step.placements;
  switch (step.technique) {
    case "full-house":
      return `${name}: ${cellName(first.cell)} is the last blank cell of ${unit(pattern.units[0])}, so it is ${first.digit}.`;
    case "naked-single":
      return `${name}: ${cellName(first.cell)} has one candidate left, ${first.digit}: every other digit is already in its row, column or box.`;
    case "hidden-single":
      return `${name}: in ${unit(pattern.units[0])}, ${first.digit} fits only in ${cellName(first.cell)}, so it goes there.`;
    case "locked-candidates-pointing":
    case "locked-candidates-claiming":
      return `${name}: in ${unit(pattern.units[0])}, ${d[0]} can only be in ${unit(pattern.units[1])}, so it cannot be anywhere else in ${unit(pattern.units[1])}: ${removals(step)}.`;
    case "naked-pair":
    case "naked-triple":
    case "naked-quad":
      return `${name}: ${cells(pattern.cells)} hold only ${list(d)} between them, so no other cell of ${list(pattern.units.map(unit))} can: ${removals(step)}.`;
    case "hidden-pair":
    case "hidden-triple":
    case "hidden-quad":
      return `${name}: in ${unit(pattern.units[0])}, ${list(d)} fit only in ${cells(pattern.cells)}, so those cells hold nothing else: ${removals(step)}.`;
    case "x-wing":
    case "swordfish":
    case "jellyfish": {
      const n = pattern.units.length / 2;
      const base = pattern.units.slice(0, n);
      const cover = pattern.units.slice(n);
      return `${name} on ${d[0]}: in ${list(base.map(unit))}, ${d[0]} fits only in ${list(cover.map(unit))}, so it goes from the rest of those: ${removals(step)}.`;
    }
    case "skyscraper":
    case "two-string-kite":
    case "turbot-fish": {
      const [a, b, c, e] = pattern.cells;
      return `${name} on ${d[0]}: ${cellName(a)} or ${cellName(b)} is ${d[0]}, and ${cellName(c)} or ${cellName(e)} is; ${cellName(b)} and ${cellName(c)} see each other, so ${orLists.format([cellName(a), cellName(e)])} is ${d[0]}, and ${removals(step)}.`;
    }
    case "xy-wing":
    case "xyz-wing": {
      const [pivot, p, q] = pattern.cells;
      const z = step.eliminations[0]?.digits[0];
      const holders =
        step.technique === "xyz-wing"
          ? `${cellName(pivot)}, ${cellName(p)} or ${cellName(q)}`
          : orLists.format([cellName(p), cellName(q)]);
      return `${name}: whatever ${cellName(pivot)} holds, ${holders} is ${z}, so cells that see ${step.technique === "xyz-wing" ? "all three" : "both"} cannot be: ${removals(step)}.`;
    }
    case "w-wing": {
      const [p, q] = pattern.cells;
      return `${name}: ${cellName(p)} and ${cellName(q)} both hold only ${d[0]} and ${d[1]}, and a strong link on ${d[0]} keeps them from both being ${d[0]}, so one is ${d[1]}: ${removals(step)}.`;
    }
    default:
      return `${name}: ${effect(step)}.`;
  }
}

/** English hint words. */
export const hintEn: HintWords = {
  technique: techniqueName,
  level: (level) => LEVEL_NAMES[level],
  step: sentence,
  wrong: (names) => `${list(names)} ${names.length === 1 ? "is" : "are"} wrong.`,
  withoutWrong: (count) => (count === 1 ? "Without it:" : "Without them:"),
  solved: "Solved: every cell is filled and right.",
  none: "This position has no solution: something in it is wrong.",
  multiple: "This puzzle has more than one solution, so no logical step is certain.",
  stuck: "No technique I know applies here.",
  grade: (level, hardest) =>
    hardest ? `${LEVEL_NAMES[level]} (${techniqueName(hardest)})` : LEVEL_NAMES[level],
  notLogical: "needs trial and error",
  nextStep: "Next step",
  legend: "ring = pattern · × = removed · square = placed",
  alt: "The position with the step drawn: the pattern's cells outlined, removed candidates crossed out",
};
