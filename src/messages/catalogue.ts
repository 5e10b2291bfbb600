/**
 * The message catalogue's shape: every sentence the bot and the command line show a person, keyed by what
 * is being said. One object per locale (en.ts, and later ko.ts, ja.ts…) must satisfy {@link Catalogue}, so a
 * locale that misses a key, or a problem kind the reader adds without wording, fails `tsc`.
 *
 * Entries are functions when a sentence holds numbers or names: the catalogue decides word order, plurals
 * and list joining, the callers only pass data. Counts are numbers, cells are already named (`r3c7`).
 * No entry holds an emoji that marks a verdict (✅ ❌ 👍 🐞): the bot adds those.
 */

import type { BoardProblem } from "../core/read/index.js";
import type { PictureProblem, PictureSource } from "../core/vision/types.js";
import type { HintWords } from "./hint-words.js";

/** One wording function per problem kind; a kind without an entry is a type error. */
export type ProblemWords = {
  readonly [K in BoardProblem["kind"]]: (problem: Extract<BoardProblem, { kind: K }>) => string;
};

/** The report statuses of a solve, as worded (see src/core/answer/solve-report.ts). */
export interface SolveWords {
  /** "30 givens · solved in 0.4 ms": the facts after a solve's verdict. `took` is already formatted. */
  facts(givens: number, took: string): string;
  /** The verdict for a puzzle with exactly one solution, e.g. "Unique solution · 30 givens · solved in 0.4 ms". */
  unique(facts: string): string;
  /**
   * The verdict for several solutions.
   * @param differing - how many cells differ in a second solution
   * @param cells - those cells named and joined (`cellList`)
   */
  multiple(differing: number, cells: string, facts: string): string;
  /** No solution although no unit repeats a digit. */
  none(givens: number, took: string): string;
  /** The solver gave up within its budget: too few givens to decide quickly. */
  undecided(givens: number, took: string): string;
  /** The lead before the problems when givens repeat a digit. */
  readonly conflict: string;
  /** The lead before the problems when no board could be read. */
  readonly unreadable: string;
  /** Picture captions (one short line, no emoji). */
  readonly caption: {
    readonly multiple: string;
    readonly none: string;
    readonly conflict: string;
    readonly undecided: string;
  };
  /** Picture alt texts. */
  readonly alt: {
    readonly unique: string;
    readonly multiple: string;
    readonly none: string;
    readonly conflict: string;
    readonly undecided: string;
  };
}

/** A check's verdict and evidence, as worded (see src/core/answer/check-report.ts). */
export interface CheckWords {
  /** "Correct: every row, column and box holds 1 to 9 once" (+ " and every given was kept"). */
  correct(againstPuzzle: boolean): string;
  /** "Not right yet: 2 cells are wrong." */
  wrong(cells: number): string;
  /** "On track: still solvable, 12 entries so far." */
  onTrack(entries: number): string;
  readonly deadEnd: string;
  /** "The given at r1c1 was 5, the attempt has 3." */
  changedGiven(cell: string, given: number, written: number): string;
  /** A repeated digit as a sentence (capitalised problem text). */
  duplicate(problemText: string): string;
  /** "…and 3 more repeated digits." */
  moreDuplicates(n: number): string;
  /** "Wrong: r1c3 and r4c4." */
  wrongCells(cells: string): string;
  /** "1 of your 4 entries disagrees with the solution." */
  disagree(wrong: number, entries: number): string;
  readonly noneContradict: string;
  readonly puzzleMultiple: string;
  readonly puzzleNone: string;
  /** How to have the wrong cells named, per surface. */
  readonly revealHint: { readonly bot: string; readonly cli: string };
  /** How to check against the original puzzle, per surface. */
  readonly addPuzzleHint: { readonly bot: string; readonly cli: string };
  /** The picture's legend entries. */
  readonly legend: { readonly wrong: string; readonly conflict: string; readonly changedGiven: string };
  /** Short verdicts for alt text: "correct", "not right yet"… */
  readonly verdictShort: {
    readonly correct: string;
    readonly wrong: string;
    readonly "on-track": string;
    readonly "dead-end": string;
  };
  /** The picture's alt text; `marked` is the named wrong cells, or "" when none are marked. */
  alt(verdict: string, marked: string): string;
  /** Which input could not be read: the original puzzle or the attempt. */
  readonly unreadable: { readonly puzzle: string; readonly attempt: string };
  /** The original puzzle was read but its givens repeat a digit. */
  readonly puzzleBreaksRules: string;
}

/**
 * A command, subcommand or option as Discord lists it. `name` follows Discord's naming rule (lowercase
 * letters of any script, digits, `-` and `_`, 1–32 characters, no spaces); `description` is 1–100
 * characters. The English `name` is the identifier the code reads options by; other locales' names are
 * what people see and type in their Discord.
 */
export interface CommandText {
  readonly name: string;
  readonly description: string;
}

/** What Discord shows in its command picker: every command, subcommand and option, and the message menus. */
export interface CommandWords {
  readonly sudoku: CommandText;
  readonly solve: CommandText;
  readonly solveBoard: CommandText;
  readonly solveSpoiler: CommandText;
  readonly solvePrivate: CommandText;
  readonly solveImage: CommandText;
  readonly check: CommandText;
  readonly checkBoard: CommandText;
  readonly checkPuzzle: CommandText;
  readonly checkReveal: CommandText;
  readonly checkPrivate: CommandText;
  readonly checkImage: CommandText;
  readonly new: CommandText;
  readonly newLevel: CommandText;
  readonly hint: CommandText;
  readonly hintBoard: CommandText;
  readonly hintPuzzle: CommandText;
  /** Message menu names ("Apps → Solve Sudoku"): any characters, spaces allowed, 1–32 characters. */
  readonly solveMenu: string;
  readonly checkMenu: string;
}

/** A new puzzle from `/sudoku new` (src/bot/new/). */
export interface NewPuzzleWords {
  /** A level's name as a label: "Medium". */
  level(level: "easy" | "medium" | "hard" | "expert" | "extreme"): string;
  /** "New Medium puzzle · 28 givens · seed 1234": `level` is already named. */
  heading(level: string, givens: number, seed: number): string;
  /** Under the copyable line: how to solve it here. */
  readonly howTo: string;
  /** No puzzle of the level came in time: `level` named, how long it tried. */
  failed(level: string, took: string): string;
  /** The private answer to "Show solution": `level` named. */
  solution(level: string): string;
  readonly buttons: { readonly hint: string; readonly check: string; readonly solution: string };
  /** The puzzle picture's alt text, and the solution's. */
  readonly alt: string;
  readonly solutionAlt: string;
}

/** What the bot says about a picture it was given (src/bot/picture/). */
export interface PictureBotWords {
  /** Why an attachment was not downloaded, one per kind of src/bot/shared/attachment.ts (full sentences). */
  readonly download: {
    readonly "foreign-origin": string;
    /** More bytes than the bot downloads; `maxMb` the limit in MB. */
    "too-large"(maxMb: number): string;
    /** The CDN answered this HTTP status (404: deleted or expired). */
    "http-status"(status: number): string;
    /** The download did not finish within `seconds`. */
    timeout(seconds: number): string;
    readonly network: string;
    readonly "not-an-image": string;
  };
  /** Both a board as text and a picture were given. */
  readonly boardAndPicture: string;
  /** The lead of a refusal: no board could be read; `reason` is a sentence of {@link PictureWords}. */
  couldNotRead(reason: string): string;
  /**
   * The line above an answer read from a picture: how many printed and handwritten digits were read (on a
   * screenshot, givens and the player's entries).
   */
  readFrom(printed: number, handwritten: number, source: PictureSource): string;
  /** Solve uses only the printed digits (a screenshot's givens): says how many others were left out. */
  handwrittenLeftOut(handwritten: number, source: PictureSource): string;
  /** An unsure read: the lead (nothing was solved or checked). */
  readonly unsure: string;
  /** The doubtful cells, already listed. */
  notSureOf(cells: string): string;
  /** Rules the digits as read break. */
  readonly breaks: {
    readonly "repeated-digit": string;
    readonly "no-solution": string;
    readonly "several-solutions": string;
  };
  /** What to do about an unsure read (names the Edit button). */
  readonly editHint: string;
  /** The unsure picture's caption (short, no emoji): what the "?" mark means. */
  readonly caption: string;
  /** The unsure picture's alt text. */
  readonly alt: string;
  /** The Edit button's label. */
  readonly editButton: string;
  /**
   * The button that answers an unsure read as it is, once the person has compared it with the picture
   * (offered only when the digits as read break no rule), by what was asked.
   */
  readonly confirmButton: { readonly solve: string; readonly check: string };
  /** The line that names that button, after {@link editHint}. */
  readonly confirmHint: { readonly solve: string; readonly check: string };
  /** Reading the picture took longer than the bot allows one answer (it was stopped). */
  readonly tooSlow: string;
}

/** What only the bot says. */
export interface BotWords {
  /** Pictures attached to a command or a message. */
  readonly picture: PictureBotWords;
  /** The private answer when something broke on our side. */
  readonly bug: string;
  /** A command Discord still shows but the bot no longer has. */
  readonly unknownCommand: string;
  /** A button whose feature is gone or whose id cannot be read. */
  readonly staleButton: string;
  /** The private answer when so much work is queued that an answer would come too late. */
  readonly busy: string;
  /** The answer when one board took longer than the bot allows any single answer. */
  readonly tooSlow: string;
  readonly solveModal: {
    readonly title: string;
    readonly label: string;
    readonly description: string;
    readonly placeholder: string;
  };
  readonly checkModal: {
    readonly title: string;
    readonly attemptLabel: string;
    readonly attemptDescription: string;
    readonly attemptPlaceholder: string;
    readonly puzzleLabel: string;
    readonly puzzleDescription: string;
    readonly puzzlePlaceholder: string;
  };
}

/** What only the command line says. */
export interface CliWords {
  readonly usage: string;
  /** "unknown command "frobnicate"" */
  unknownCommand(name: string): string;
  /** An option the command line does not have: "unknown option --frobnicate". */
  unknownOption(option: string): string;
  /** An option that takes a value, given none (last on the line): "--out needs a value". */
  missingValue(option: string): string;
  /** A yes/no option given a value (`--reveal=yes`): "--reveal takes no value". */
  takesNoValue(option: string): string;
  readonly missingCommand: string;
  oneOf(option: string, allowed: readonly string[]): string;
  readonly checkFormat: string;
  readonly batchIsForSolve: string;
  readonly checkOptionsOnly: string;
  /** `--as-read` without `--image`. */
  readonly asReadWithImage: string;
  readonly batchNoBoard: string;
  readonly noBoard: string;
  readonly stdinClosed: string;
  /** "--count must be a whole number from 1 to 1000" */
  wholeNumber(option: string, min: number, max: number): string;
  /** No puzzle of the level came within the budget: how many tries it took, and how long. */
  generateFailed(level: string, attempts: number, took: string): string;
  wrote(path: string, bytes: number): string;
  couldNotWrite(path: string, reason: string): string;
  /**
   * Why a file could not be read or written, from the system's error code (`ENOENT`, `EACCES`…): the common
   * ones worded, with the code kept for look-up; any other code as it is.
   */
  fileProblem(code: string): string;
}

/** Reading a board from a picture (src/core/vision/): why it failed, and what was read. */
export interface PictureWords {
  /** Why a file is not a picture the reader takes. */
  readonly problem: {
    readonly [K in PictureProblem["kind"]]: (problem: Extract<PictureProblem, { kind: K }>) => string;
  };
  /** The picture decoded but holds no 9×9 Sudoku grid. */
  readonly noGrid: string;
  /** A 9×9 grid with fewer digits than a puzzle has (an empty grid). */
  readonly tooFewDigits: string;
  /** A 9×9 grid of numbers too small for a Sudoku's digits (a Killer Sudoku's cage map). */
  readonly smallNumbers: string;
  /** A screenshot's 9×9 grid drawn without 3×3 boxes, its digits breaking the rules (another puzzle, a Jigsaw). */
  readonly noBoxes: string;
  /** The file could not be opened. */
  unreadableFile(path: string, reason: string): string;
  /** "read 30 printed digits and 51 handwritten (120 ms)"; from a screenshot, givens and entries. */
  read(printed: number, handwritten: number, took: string, source: PictureSource): string;
  /** The cells the reader is not sure of, already listed: ask the person to check them. */
  doubtful(cells: string, count: number): string;
  /**
   * Doubtful cells whose digit is sure but not whether it is part of the puzzle (printed, a given) or
   * filled in (handwritten, an entry), already listed with their digits; `count` of them.
   */
  notSureWhichKind(cells: string, count: number): string;
  /** `sudoku read` without a file. */
  readonly noFiles: string;
  /** Why an unsure read is not solved or checked, and what to do (names `--as-read`). */
  readonly confirmFirst: string;
  /** `--as-read` on an unsure read whose printed digits repeat one or do not make one puzzle. */
  readonly notAsRead: string;
}

/**
 * How a language punctuates the sentences that shared code puts together (a lead and its details, a hint
 * after the wrong entries): the catalogue's own sentences carry their punctuation already.
 */
export interface Punctuation {
  /** Ends a sentence: "." in English and Korean, "。" in Japanese. */
  readonly fullStop: string;
  /** Between a lead and what it introduces on the same line: ": " in English and Korean, "：" in Japanese. */
  readonly colon: string;
  /** Between two sentences on one line: " " in English and Korean, nothing in Japanese. */
  readonly sentenceGap: string;
}

/** Every sentence for one locale. */
export interface Catalogue {
  /** BCP 47 tag used for Intl plural and list rules, e.g. "en". */
  readonly locale: string;
  /** Joins items as a list a person reads: "2 and 7", "2, 5 and 7". */
  list(items: readonly string[]): string;
  /** A capped list: the first items, then how many more were left out ("r1c1, r1c2 and 5 more"). */
  listMore(items: readonly string[], more: number): string;
  /** The last line of a capped list of lines: "…and 3 more". */
  moreLines(more: number): string;
  /** Sentence punctuation for text put together outside the catalogue (see problem-text.ts). */
  readonly punctuation: Punctuation;
  /** A duration: "0.4 ms" below 10 ms, whole milliseconds above. */
  duration(ms: number): string;
  /** A cell (0-based index) as people of this language name it, 1-based: "r3c7", "3행 7열", "3行7列". */
  cell(cell: number): string;
  /** A cell named with the digit read in it: "r3c7 (5)", "3행 7열(5)", "3行7列（5）". */
  cellDigit(cell: number, digit: number): string;
  readonly problem: ProblemWords;
  /** Names of the boxes, left to right, top to bottom ("top-left" … "bottom-right"). */
  readonly boxNames: readonly string[];
  /** The short help listing the board shapes the reader accepts. */
  readonly acceptedFormats: string;
  readonly solve: SolveWords;
  readonly check: CheckWords;
  readonly commands: CommandWords;
  readonly newPuzzle: NewPuzzleWords;
  readonly bot: BotWords;
  readonly cli: CliWords;
  /** Hints and grades (the logical solver's words; see hint-words.ts). */
  readonly hint: HintWords;
  readonly picture: PictureWords;
}
