/**
 * English wording of hints and grades (see hint-words.ts). Technique names are HoDoKu's, so a student can look
 * them up on HoDoKu's or SudokuWiki's pages.
 */
import { cellName } from "../core/board.js";
import { techniqueById } from "../core/logic/techniques/index.js";
import type { Level, TechniqueId } from "../core/logic/types.js";
import { type HintWords, type StepPhrases, type StepTemplates, stepSentence } from "./hint-words.js";

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

/** The English name of a technique: the registry's own (one source of truth), else the table's. */
export const englishTechniqueName = (id: TechniqueId): string =>
  techniqueById(id)?.name ?? NAMES[id] ?? String(id);

const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
  expert: "Expert",
  extreme: "Extreme",
};

const lists = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });
const orLists = new Intl.ListFormat("en-GB", { style: "long", type: "disjunction" });

const PHRASES: StepPhrases = {
  cell: cellName,
  unit: (u) => `${u.kind} ${u.index + 1}`,
  list: (items) => lists.format(items),
  removal: (cells, digits, count) => `${cells} ${count === 1 ? "loses" : "lose"} ${digits}`,
  placement: (cell, digit) => `${cell} is ${digit}`,
};

const { cell, unit, list } = PHRASES;
const digits = (ds: readonly number[]) => list(ds.map(String));

const TEMPLATES: StepTemplates = {
  "full-house": (f, name, _effect) =>
    `${name}: ${cell(f.cell)} is the last blank cell of ${unit(f.unit)}, so it is ${f.digit}.`,
  "naked-single": (f, name, _effect) =>
    `${name}: ${cell(f.cell)} has one candidate left, ${f.digit}: every other digit is already in its row, column or box.`,
  "hidden-single": (f, name, _effect) =>
    `${name}: in ${unit(f.unit)}, ${f.digit} fits only in ${cell(f.cell)}, so it goes there.`,
  locked: (f, name, effect) =>
    `${name}: in ${unit(f.from)}, ${f.digit} can only be in ${unit(f.into)}, so it cannot be anywhere else in ${unit(f.into)}: ${effect}.`,
  "naked-subset": (f, name, effect) =>
    `${name}: ${list(f.cells.map(cell))} hold only ${digits(f.digits)} between them, so no other cell of ${list(f.units.map(unit))} can: ${effect}.`,
  "hidden-subset": (f, name, effect) =>
    `${name}: in ${unit(f.unit)}, ${digits(f.digits)} fit only in ${list(f.cells.map(cell))}, so those cells hold nothing else: ${effect}.`,
  fish: (f, name, effect) =>
    `${name} on ${f.digit}: in ${list(f.base.map(unit))}, ${f.digit} fits only in ${list(f.cover.map(unit))}, so it goes from the rest of those: ${effect}.`,
  "strong-links": (f, name, effect) =>
    `${name} on ${f.digit}: ${orLists.format(f.ends.map(cell))} must be ${f.digit} (two strong links joined by cells that see each other), so cells that see both cannot be: ${effect}.`,
  wing: (f, name, effect) => {
    const holders = f.withPivot
      ? orLists.format([f.pivot, ...f.pincers].map(cell))
      : orLists.format(f.pincers.map(cell));
    return `${name}: whatever ${cell(f.pivot)} holds, ${holders} is ${f.digit}, so cells that see ${f.withPivot ? "all three" : "both"} cannot be: ${effect}.`;
  },
  "w-wing": (f, name, effect) =>
    `${name}: ${list(f.cells.map(cell))} both hold only ${f.linked} and ${f.other}, and a strong link on ${f.linked} keeps them from both being ${f.linked}, so one is ${f.other}: ${effect}.`,
  other: (_f, name, effect) => `${name}: ${effect}.`,
};

/** English hint words. */
export const hintEn: HintWords = {
  technique: englishTechniqueName,
  level: (level) => LEVEL_NAMES[level],
  step: stepSentence(englishTechniqueName, PHRASES, TEMPLATES),
  wrong: (names) => `${lists.format(names)} ${names.length === 1 ? "is" : "are"} wrong.`,
  withoutWrong: (count) => (count === 1 ? "Without it:" : "Without them:"),
  solved: "Solved: every cell is filled and right.",
  none: "This position has no solution: something in it is wrong.",
  multiple: "This puzzle has more than one solution, so no logical step is certain.",
  stuck: "No technique I know applies here.",
  grade: (level, hardest) =>
    hardest ? `${LEVEL_NAMES[level]} (${englishTechniqueName(hardest)})` : LEVEL_NAMES[level],
  score: (score) => `score ${score}`,
  notLogical: "needs trial and error",
  nextStep: "Next step",
  legend: "ring = pattern · × = removed · square = placed",
  alt: "The position with the step drawn: the pattern's cells outlined, removed candidates crossed out",
  modal: {
    title: "Next step of a Sudoku",
    boardLabel: "Your position",
    boardDescription: "The puzzle with your digits so far: 9 lines of 9, 81 characters, or a grid",
    puzzleLabel: "The original puzzle (optional)",
    puzzleDescription: "So that a wrong digit of yours is named before the hint",
  },
};
