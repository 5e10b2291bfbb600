/**
 * The command line of `npm run bench:read` (read.ts): its usage text, the one place its options are
 * described, and its parser.
 */
import { asksForHelp, type ParsedArgs } from "../shared/args.js";
import { parseSplit, type Split } from "./read-cases.js";
import { DEGRADATIONS, type Degradation } from "./read-degrade.js";
import { parseReencoding, type Reencoding } from "./read-reencode.js";

/** `npm run bench:read -- --help`. */
export const READ_USAGE = `usage: npm run bench:read -- [options]
By default reads the validation split (read-split.ts) of ../shared/data/photos/{newspaper,handwritten},
80 synthetic screenshots and the synthetic refusal pictures, and, when test/fixtures/app-screens exists,
the real app screenshots there (npm run screens:collect): its held-out half and its tune half as
separate rows.
  --split S           the photos read: validation (default), training, all, or
                        calibration: the training photos the digit model never trained on (read-split.ts);
                        fold:K/N: the training photos of fold K (read-split.ts), which a model trained with
                          npm run train:digits -- --fold K/N never saw; read them with that model (--model);
                        sheet-fold:K/N: the non-validation photos of the sheets in sheet fold K
                          (read-split.ts), none of which a model trained with --fold K/N --by-sheet saw
  --model FILE[,FILE...]
                      read with this digit model file instead of assets/models/digits.json; several
                      files, comma-separated, are read as one ensemble (their reads averaged, ensemble.ts)
  --first-look-only   read every cell once, without the second look at the cells the model is not sure
                      of (second-look.ts): the reader as it was before it, for side-by-side figures
  --dir DIR           also read a directory with a labels.tsv (format in read-cases.ts), all of its
                      pictures (repeatable)
  --screens N         how many synthetic screenshots (default 80; 0 for none)
  --screens-from F    draw them from seed F on instead of 0 (F > 0: every one in one set named with
                      its seeds, none held out: seeds 0-79 are the default's two halves)
  --no-photos         leave out the dataset's photos
  --no-real           leave out the real app screenshots
  --ink               score only the blank/ink decision of each cell (no digit model), for tuning the
                      extraction
  --verbose           print each picture not read exactly, with its differences
  --degrade KIND      every photo made worse before reading (${DEGRADATIONS.join(", ")}; read-degrade.ts;
                      screenshots as drawn), its rows named with the kind: small, faint and blur
                      resize, lighten or blur it; tilt, perspective, shade and clutter turn it, warp it,
                      shade it or shrink it onto a busy page, drawn at random seeded by its file name
  --reencode FORMAT:QUALITY[:SCALE]
                      every picture but the dataset's photos (--dir sets included) saved again that way
                      before reading (read-reencode.ts, e.g. jpeg:90), its rows named with it
  --warm-up           read the practice photos twice each before the first timed picture, as the bot's picture
                      workers do when they start (practice.ts): the times are then a warm process's
  --help, -h          this text`;

/** What `bench:read`'s command line decides. */
export interface ReadBenchOptions {
  split: Split;
  dirs: string[];
  screens: number;
  /** The first synthetic screenshot's seed (0: the default's tune and held-out halves). */
  screensFrom: number;
  photos: boolean;
  real: boolean;
  ink: boolean;
  verbose: boolean;
  degrade: Degradation | null;
  reencode: Reencoding | null;
  /** A digit model file to read with instead of the shipped one. */
  model: string | null;
  /** False to read every cell once, without second-look.ts (the reader as it was before it). */
  secondLook: boolean;
  /** Read the practice photo first (practice.ts), as the bot does at start. */
  warmUp: boolean;
}

/**
 * Parses `bench:read`'s arguments (without node and the script).
 * @returns the options; a request for {@link READ_USAGE}; or the problem: `unknown argument X`, or a bad
 * `--split`, `--degrade` or `--reencode` value
 * @example parseReadArgs(["--split", "calibration", "--screens", "0"]) // options with split "calibration", screens 0
 */
export function parseReadArgs(argv: readonly string[]): ParsedArgs<ReadBenchOptions> {
  const options: ReadBenchOptions = {
    split: "validation",
    dirs: [],
    screens: 80,
    screensFrom: 0,
    photos: true,
    real: true,
    ink: false,
    verbose: false,
    degrade: null,
    reencode: null,
    model: null,
    secondLook: true,
    warmUp: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (asksForHelp(arg)) return { kind: "help" };
    if (arg === "--split") {
      const parsed = parseSplit(argv[++i] ?? "");
      if (!parsed.ok) return { kind: "wrong", problem: parsed.error };
      options.split = parsed.split;
    } else if (arg === "--model") options.model = argv[++i] ?? null;
    else if (arg === "--first-look-only") options.secondLook = false;
    else if (arg === "--dir") options.dirs.push(argv[++i] as string);
    else if (arg === "--screens") options.screens = Number(argv[++i]);
    else if (arg === "--screens-from") options.screensFrom = Number(argv[++i]);
    else if (arg === "--no-photos") options.photos = false;
    else if (arg === "--no-real") options.real = false;
    else if (arg === "--ink") options.ink = true;
    else if (arg === "--verbose") options.verbose = true;
    else if (arg === "--warm-up") options.warmUp = true;
    else if (arg === "--degrade") options.degrade = argv[++i] as Degradation;
    else if (arg === "--reencode") {
      const r = parseReencoding(argv[++i] ?? "");
      if (typeof r === "string") return { kind: "wrong", problem: r };
      options.reencode = r;
    } else return { kind: "wrong", problem: `unknown argument ${arg}` };
  }
  if (!Number.isInteger(options.screensFrom) || options.screensFrom < 0)
    return { kind: "wrong", problem: "--screens-from is a seed, 0 or more" };
  if (options.degrade !== null && !DEGRADATIONS.includes(options.degrade))
    return { kind: "wrong", problem: `--degrade is ${DEGRADATIONS.join(", ")}` };
  return { kind: "options", options };
}
