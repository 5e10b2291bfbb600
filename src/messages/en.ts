/**
 * English: every sentence the bot and the command line show a person. The shape, and what each entry is
 * for, is in catalogue.ts; a new key goes there first, then here and in every other locale.
 */
import { cellName, columnOf, rowOf } from "../core/board.js";
import type { Catalogue } from "./catalogue.js";
import { hintEn } from "./hint-en.js";

const LOCALE = "en";
const plurals = new Intl.PluralRules(LOCALE);
// en-GB joins without the serial comma ("2, 5 and 7"), as the bot always has.
const lists = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/** "1 cell", "80 cells": a count and its noun in the right number. */
const count = (n: number, one: string, other = `${one}s`): string =>
  `${n} ${plurals.select(n) === "one" ? one : other}`;

const COUNT_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"] as const;

const BOX_NAMES = [
  "top-left",
  "top-middle",
  "top-right",
  "middle-left",
  "middle",
  "middle-right",
  "bottom-left",
  "bottom-middle",
  "bottom-right",
] as const;

const list = (items: readonly string[]): string => lists.format(items);

/** `"a"`, or `U+200B` for a character a person could not see or tell apart in quotes. */
function showCharacter(char: string): string {
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char) && char !== '"') return `"${char}"`;
  const code = char.codePointAt(0) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

const USAGE = `Usage:
  sudoku solve [BOARD] [--out FILE.png] [--format grid|line|json] [--theme dark|light] [--lang en|ko|ja]
  sudoku solve --batch < puzzles.txt
  sudoku check [ATTEMPT] [--puzzle PUZZLE] [--reveal] [--out FILE.png] [--format text|json]
  sudoku generate [--level easy|medium|hard|expert|extreme] [--count N] [--seed S] [--symmetry rotational|none|horizontal|vertical|diagonal|anti-diagonal] [--minimal] [--format line|json]
  sudoku hint [POSITION] [--puzzle PUZZLE] [--out FILE.png] [--format text|json]
  sudoku grade [BOARD] [--format text|json] [--steps]
  sudoku grade --batch < puzzles.txt
  sudoku read FILE… [--format text|json]
  sudoku solve --image FILE [--as-read] · sudoku check --image FILE [--as-read]
  sudoku --version

BOARD is any common shape: 81 characters (0 or . for blanks), 9 lines of 9, a grid with | and - lines,
an array of arrays from code. Without BOARD the board is read from stdin. A board that starts with "-"
goes after "--": sudoku solve -- -3..7....
--batch reads one puzzle per line and prints one line per puzzle: the solution (+ " multiple"), "none",
"undecided" or "invalid".
check judges a hand solution, complete or partial; with the original puzzle (--puzzle, or two boards in the
input: the puzzle first) it also knows the solution. --reveal names the wrong cells of a partial attempt.
--lang en|ko|ja picks the language (default: the terminal's, from LC_ALL, LC_MESSAGES or LANG).
generate makes new puzzles with exactly one solution at the level asked for (default medium); --seed S
repeats a run (puzzle k uses seed S+k).
hint gives the next logical step and names its technique; with the original puzzle (--puzzle, or two boards:
the puzzle first) it names entries that contradict the solution first. grade rates a puzzle easy, medium, hard,
expert or extreme by the techniques it needs; --batch prints "level<TAB>score<TAB>hardest technique" per line.
Exit status: solve 0 solved, 1 no solution; check 0 correct or on track, 1 wrong or dead end; hint 0 step or
solved, 1 no solution or several; grade 0 graded, 1 no solution or several; 2 invalid input.`;

/** English. */
export const en: Catalogue = {
  locale: LOCALE,
  hint: hintEn,
  list,
  listMore: (items, more) => `${items.join(", ")} and ${more} more`,
  moreLines: (more) => `…and ${more} more`,
  punctuation: { fullStop: ".", colon: ": ", sentenceGap: " " },
  duration: (ms) => {
    if (ms < 0.1) return "<0.1 ms";
    return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
  },
  cell: cellName,
  cellDigit: (c, digit) => `${cellName(c)} (${digit})`,
  boxNames: BOX_NAMES,
  problem: {
    "empty-input": () => "the text is empty: paste a Sudoku board",
    "too-long": (p) => `the text is too long (${p.length} characters, the limit is ${p.max})`,
    "no-board": () => "no Sudoku board found in this text",
    "wrong-length": (p) => `found ${count(p.found, "cell")}, a board has ${p.expected}`,
    "bad-row": (p) => `row ${p.row} has ${count(p.found, "cell")}, a row has 9`,
    "bad-char": (p) => `unexpected character ${showCharacter(p.char)} at line ${p.line}, column ${p.column}`,
    duplicate: (p) => {
      const what = `${COUNT_WORDS[p.cells.length] ?? String(p.cells.length)} ${p.digit}s`;
      if (p.unit === "row")
        return `row ${p.index + 1} has ${what} (columns ${list(p.cells.map((c) => String(columnOf(c) + 1)))})`;
      if (p.unit === "column")
        return `column ${p.index + 1} has ${what} (rows ${list(p.cells.map((c) => String(rowOf(c) + 1)))})`;
      return `box ${p.index + 1} (${BOX_NAMES[p.index] ?? "?"}) has ${what} (${list(p.cells.map(cellName))})`;
    },
    "several-boards": (p) => {
      const rows = p.firstRows.map((row) => `\`${row}\``);
      const listed =
        rows.length > 3 ? `${rows.slice(0, 3).join(", ")} and ${rows.length - 3} more` : list(rows);
      return `found ${p.count} different boards (first rows ${listed}): paste one board at a time`;
    },
    "other-size": (p) => `this looks like a ${p.size}×${p.size} grid; only 9×9 Sudoku is supported`,
    "letter-grid": () =>
      "this looks like a Sudoku written with letters; only boards of digits 1–9 are supported",
    "killer-cages": () =>
      "this looks like a Killer Sudoku's cages without givens; only classic Sudoku is supported",
  },
  acceptedFormats: [
    "Paste one board in any of these shapes (blank cells as 0 . _ - * x or ·):",
    "- 81 characters on one line: 53..7....6..195....98....6.8...6...3…",
    "- 9 lines of 9 cells, with or without spaces, | + or box-drawing lines between boxes",
    '- code: [[5,3,0,0,7,0,0,0,0], …] or ["53..7....", …]',
    "Text before and after the board, and code blocks, are fine.",
  ].join("\n"),
  solve: {
    facts: (givens, took) => `${count(givens, "given")} · solved in ${took}`,
    unique: (facts) => `Unique solution · ${facts}`,
    multiple: (differing, cells, facts) =>
      `Not unique: this puzzle has more than one solution. One is shown; ` +
      `${differing === 1 ? "1 cell differs" : `${differing} cells differ`} in another (${cells}) · ${facts}`,
    none: (givens, took) =>
      `No solution: no row, column or box repeats a digit, but these ${count(givens, "given")} ` +
      `cannot all be completed · checked in ${took}`,
    undecided: (givens, took) =>
      `Undecided: with only ${count(givens, "given")} there are too many ways to fill this board to decide ` +
      `quickly whether it has a solution · gave up after ${took}`,
    conflict: "No solution: the givens break the rules",
    unreadable: "I couldn't read a Sudoku board",
    caption: {
      multiple: "Not unique: marked cells differ in another solution",
      none: "No solution exists",
      conflict: "Marked cells repeat a digit",
      undecided: "Undecided: too few givens to decide quickly",
    },
    alt: {
      unique: "The solved Sudoku: givens in bold, the digits the solver filled in colour",
      multiple: "One of several solutions, with the cells that differ in another solution marked",
      none: "The Sudoku as given; it has no solution",
      conflict: "The Sudoku as given, with the cells that repeat a digit marked",
      undecided: "The Sudoku as given; whether it has a solution was not decided",
    },
  },
  check: {
    correct: (against) =>
      `Correct: every row, column and box holds 1 to 9 once${against ? " and every given was kept" : ""}.`,
    wrong: (cells) => `Not right yet: ${cells === 1 ? "1 cell is" : `${cells} cells are`} wrong.`,
    onTrack: (entries) => `On track: still solvable, ${count(entries, "entry", "entries")} so far.`,
    deadEnd: "Dead end: no solution from here.",
    changedGiven: (cell, given, written) => `The given at ${cell} was ${given}, the attempt has ${written}.`,
    duplicate: (text) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`,
    moreDuplicates: (n) => `…and ${n} more repeated ${n === 1 ? "digit" : "digits"}.`,
    wrongCells: (cells) => `Wrong: ${cells}.`,
    disagree: (wrong, entries) =>
      `${wrong} of your ${count(entries, "entry", "entries")} ${wrong === 1 ? "disagrees" : "disagree"} ` +
      "with the solution.",
    noneContradict: "None of your entries contradicts the solution.",
    puzzleMultiple:
      "The original puzzle has more than one solution, so only repeats and givens were checked.",
    puzzleNone: "The original puzzle itself has no solution.",
    revealHint: {
      bot: "To see which cells, run `/sudoku check` again with `reveal: True`.",
      cli: "To see which cells, run the check again with --reveal.",
    },
    addPuzzleHint: {
      bot: "Add the original puzzle (the `puzzle` option, or both boards in one message) to check your entries against its solution.",
      cli: "Add the original puzzle (--puzzle, or both boards in the input, the puzzle first) to check your entries against its solution.",
    },
    legend: { wrong: "× wrong", conflict: "○ repeated digit", changedGiven: "▲ changed given" },
    verdictShort: {
      correct: "correct",
      wrong: "not right yet",
      "on-track": "on track",
      "dead-end": "a dead end",
    },
    alt: (verdict, marked) =>
      `Your Sudoku, checked: ${verdict}; givens in bold, your digits in colour` +
      (marked === "" ? "" : `; wrong cells marked with a cross: ${marked}`),
    unreadable: {
      puzzle: "I couldn't read the original puzzle",
      attempt: "I couldn't read your attempt",
    },
    puzzleBreaksRules: "The original puzzle breaks the rules, so I can't check against it",
  },
  commands: {
    sudoku: { name: "sudoku", description: "Solve Sudoku puzzles and check your solutions" },
    solve: {
      name: "solve",
      description: "Solve a board: paste it here, or leave this empty to get a text box",
    },
    solveBoard: {
      name: "board",
      description: "81 digits (0 or . for blanks), or 9 rows; leave empty for a multi-line box",
    },
    solveSpoiler: { name: "spoiler", description: "Hide the solution behind a spoiler" },
    solvePrivate: { name: "private", description: "Only you see the answer" },
    solveImage: { name: "image", description: "A photo or screenshot of the puzzle (instead of a board)" },
    check: {
      name: "check",
      description: "Check your solution, finished or half-way; leave board empty to get text boxes",
    },
    checkImage: {
      name: "image",
      description:
        "A photo or screenshot of your grid: printed digits are the puzzle, handwritten ones yours",
    },
    checkBoard: {
      name: "board",
      description: "Your grid (0 or . for blanks); leave empty for multi-line boxes",
    },
    checkPuzzle: {
      name: "puzzle",
      description: "The original puzzle, to check your digits against its solution",
    },
    checkReveal: {
      name: "reveal",
      description: "Show which of your digits are wrong on an unfinished grid",
    },
    checkPrivate: { name: "private", description: "Only you see the answer (default: True)" },
    new: { name: "new", description: "A new puzzle with exactly one solution, at the level you pick" },
    newLevel: { name: "level", description: "How hard (default: Medium)" },
    hint: {
      name: "hint",
      description: "The next logical step of your position, named and drawn (only you see it)",
    },
    hintBoard: { name: "board", description: "Your position: the puzzle with your digits so far" },
    hintPuzzle: {
      name: "puzzle",
      description: "The original puzzle, so wrong digits of yours are named first",
    },
    solveMenu: "Solve Sudoku",
    checkMenu: "Check Sudoku",
  },
  newPuzzle: {
    level: (level) =>
      ({ easy: "Easy", medium: "Medium", hard: "Hard", expert: "Expert", extreme: "Extreme" })[level],
    heading: (level, givens, seed) => `New ${level} puzzle · ${count(givens, "given")} · seed ${seed}`,
    howTo: "Copy the line above into `/sudoku solve`, or use the buttons.",
    failed: (level, took) =>
      `I couldn't make a ${level} puzzle in time (tried for ${took}). Please try again in a moment.`,
    solution: (level) => `Solution of this ${level} puzzle`,
    buttons: { hint: "Hint", check: "Check my answer", solution: "Show solution" },
    alt: "A new Sudoku puzzle: its givens in bold, the other cells blank",
    solutionAlt: "The solution: givens in bold, the other digits in colour",
  },
  bot: {
    picture: {
      download: {
        "foreign-origin":
          "I only download pictures from Discord's own servers, and this one is somewhere else.",
        "too-large": (maxMb) =>
          `The picture is too large for me (the limit is ${maxMb} MB). A screenshot or a smaller photo will do.`,
        "http-status": (status) =>
          status === 404 || status === 403 || status === 410
            ? "The picture is no longer available (deleted or expired). Please send it again."
            : `Discord did not give me the picture (HTTP ${status}). Please try again in a moment.`,
        timeout: (seconds) =>
          `The picture took too long to download (more than ${seconds} s). Please try again in a moment.`,
        network: "I couldn't download the picture. Please try again in a moment.",
        "not-an-image": "This attachment is not a picture (PNG, JPEG or WebP).",
      },
      boardAndPicture: "Give me a board or a picture, not both.",
      couldNotRead: (reason) => `I couldn't read a Sudoku from your picture: ${reason}.`,
      readFrom: (printed, handwritten, source) =>
        source === "screenshot"
          ? `Read from your screenshot: ${count(printed, "given")}${handwritten > 0 ? ` and ${count(handwritten, "entry", "entries")}` : ""}.`
          : `Read from your picture: ${count(printed, "printed digit")}${handwritten > 0 ? ` and ${handwritten} handwritten` : ""}.`,
      handwrittenLeftOut: (handwritten, source) =>
        source === "screenshot"
          ? `${count(handwritten, "entry", "entries")} left out: solve takes only the givens (\`/sudoku check\` checks yours).`
          : `${count(handwritten, "handwritten digit")} left out: solve takes only the printed ones (\`/sudoku check\` checks yours).`,
      unsure: "I'm not sure I read your picture right, so I haven't answered yet.",
      notSureOf: (cells) => `Not sure of ${cells}.`,
      breaks: {
        "repeated-digit": "As read, a digit repeats in a row, column or box.",
        "no-solution": "As read, the puzzle has no solution.",
        "several-solutions": "As read, the puzzle has several solutions: a given may have been missed.",
      },
      editHint:
        "Compare the marked cells (?) with your picture, then press **Edit** to correct the board and get the answer.",
      caption: "? = not sure: please check these cells",
      alt: "The board as read from your picture, the cells I am not sure of marked with a question mark",
      editButton: "Edit",
      confirmButton: { solve: "Solve as read", check: "Check as read" },
      confirmHint: {
        solve: "If every cell was read right, press **Solve as read**.",
        check: "If every cell was read right, press **Check as read**.",
      },
      tooSlow: "⏳ Reading this picture took too long, so I stopped. A smaller or sharper picture may work.",
    },
    bug: "🐞 Something went wrong on our side. It has been logged; please try again in a moment.",
    unknownCommand: "I don't know that command any more. Try `/sudoku solve`.",
    staleButton: "This button no longer works. Run the command again.",
    busy: "⏳ I'm busy with a lot of boards right now; please try again in a moment.",
    tooSlow:
      "⏳ This board took too long to work out, so I stopped. It may have very few givens; check that it was copied completely.",
    solveModal: {
      title: "Solve a Sudoku",
      label: "Your Sudoku board",
      description: "81 digits, 9 lines of 9, a grid with | and - lines, or a code array",
      placeholder: "530070000\n600195000\n098000060\n…  (blanks as 0 . _ or -)",
    },
    checkModal: {
      title: "Check a Sudoku",
      attemptLabel: "Your attempt (finished or half-way)",
      attemptDescription:
        "Your grid as you have it: blanks as 0 . _ or -; 9 lines of 9, 81 digits, or a grid",
      attemptPlaceholder: "534678912\n672195348\n198340000\n…",
      puzzleLabel: "The original puzzle (optional)",
      puzzleDescription: "To check your digits against its solution and that every given was kept",
      puzzlePlaceholder: "530070000\n600195000\n098000060\n…",
    },
  },
  cli: {
    usage: USAGE,
    unknownCommand: (name) => `unknown command "${name}"`,
    unknownOption: (option) => `unknown option ${option}`,
    missingValue: (option) => `${option} needs a value`,
    takesNoValue: (option) => `${option} takes no value`,
    missingCommand: "missing command",
    oneOf: (option, allowed) => `${option} must be one of ${allowed.join(", ")}`,
    checkFormat: "--format for check, hint and grade must be text or json",
    batchIsForSolve: "--batch is for solve and grade",
    checkOptionsOnly: "--puzzle and --reveal are for check (and --puzzle for hint)",
    asReadWithImage: "--as-read goes with --image (solve or check)",
    batchNoBoard: "--batch reads puzzles from stdin; give no BOARD argument",
    noBoard: "no board given: pass it as an argument or pipe it on stdin",
    stdinClosed: "no board given: stdin is closed; pass the board as an argument or pipe it on stdin",
    wholeNumber: (option, min, max) => `${option} must be a whole number from ${min} to ${max}`,
    generateFailed: (level, attempts, took) =>
      `no ${level} puzzle came in ${attempts} tries (${took}); run it again, or try another --seed`,
    wrote: (path, bytes) => `wrote ${path} (${bytes} bytes)`,
    couldNotWrite: (path, reason) => `could not write ${path}: ${reason}`,
    fileProblem: (code) => {
      const words: Record<string, string> = {
        ENOENT: "no such file or folder",
        EACCES: "permission denied",
        EPERM: "permission denied",
        EISDIR: "that is a folder",
        ENOTDIR: "part of the path is not a folder",
        ENOSPC: "the disk is full",
        EROFS: "the disk is read-only",
      };
      return words[code] === undefined ? code : `${words[code]} (${code})`;
    },
  },
  picture: {
    problem: {
      "not-an-image": () => "this file is not a picture (PNG, JPEG or WebP)",
      "unsupported-format": (p) =>
        `${p.format.toUpperCase()} pictures are not supported: send a PNG, JPEG or WebP`,
      "too-large": (p) =>
        `the picture is too large (${p.width}×${p.height} pixels, the limit is ${p.maxPixels / 1e6} megapixels)`,
      "too-many-bytes": (p) =>
        `the file is too large (${Math.ceil(p.bytes / 1048576)} MB, the limit is ${p.maxBytes / 1048576} MB)`,
      corrupt: () => "the picture is damaged and could not be decoded",
    },
    noGrid: "no 9×9 Sudoku grid found in this picture",
    tooFewDigits: "found a 9×9 grid, but with too few digits for a Sudoku puzzle",
    smallNumbers:
      "found a 9×9 grid, but its numbers are too small for a Sudoku's digits (a Killer Sudoku's cage sums?): only classic Sudoku boards are read",
    noBoxes:
      "found a 9×9 grid, but no Sudoku's 3×3 boxes in it, and its digits break the rules (another puzzle, or a Jigsaw Sudoku?): only classic Sudoku boards are read",
    unreadableFile: (path, reason) => `could not read ${path}: ${reason}`,
    read: (printed, handwritten, took, source) =>
      source === "screenshot"
        ? `read ${count(printed, "given")} and ${count(handwritten, "entry", "entries")} from a screenshot (${took})`
        : `read ${printed} printed digits and ${handwritten} handwritten (${took})`,
    doubtful: (cells, count) => `not sure of ${cells}: please check ${count === 1 ? "it" : "them"}`,
    notSureWhichKind: (cells, count) =>
      `Sure of the digit in ${cells}, but not whether ${count === 1 ? "it is" : "they are"} part of the puzzle or filled in.`,
    noFiles: "no picture given: sudoku read FILE…",
    confirmFirst:
      "Compare the board as read with the picture: if it is right, run the same command with --as-read; if not, correct it and pass it as text.",
    notAsRead:
      "The printed digits as read repeat a digit or do not make a puzzle with one solution, so --as-read cannot use them: correct the board and pass it as text.",
  },
};
