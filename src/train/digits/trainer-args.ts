/**
 * The trainer's command line as `npm run train:digits` passes it on to train.py, from the options it was
 * given (see main.ts for the list).
 *
 * Glossary: final fit — a training run on the calibration photos too; its softmax temperature cannot be
 * fitted on photos it trained on, so it is the one fitted by the earlier run that kept them out.
 * Fold run — a training run that keeps one fold of the training photos out (src/bench/read/read-split.ts).
 */
import { type Fold, parseFold } from "../../bench/read/read-split.js";

/** `npm run train:digits -- --help`. */
export const TRAIN_USAGE = `usage: npm run train:digits -- [options]
Makes the data set (make-data.ts) and trains the model on it (train.py, with Debian's python3-torch),
writing assets/models/digits.json. Set PYTHON to use another interpreter than /usr/bin/python3.
  --quick            a small data set and 2 epochs, to check the pipeline; the model goes to
                     .cache/digits-quick.json unless --out says otherwise
  --arch A           wide-cnn (default), cnn, small-cnn or mlp
  --epochs N         default 24
  --photo-weight N   how many times the training photos' cells count per epoch (default 6)
  --out FILE         where the model goes (default assets/models/digits.json)
  --final            train on the calibration photos too; needs --temperature
  --temperature T    with --final: the temperature of the run that kept them out, from its model file
  --shape-changes    elastic bends of handwriting and stroke width changes while training
  --ink-jitter       the kind head's ink features moved by random shares while training, as another sheet's
  --skip-data        train on the data set an earlier run made in .cache/digits (.cache/digits-quick
                     with --quick)
  --fold K/N         keep fold K of the training photos out: scored, never trained on; the model goes to
                     .cache/fold-KofN.json unless --out says otherwise (see trainer-args.ts dataPlan)
  --by-sheet         with --fold: a sheet fold, every non-validation photo of fold K's sheets kept out;
                     model into .cache/sheet-fold-KofN.json
  --help, -h         this text`;

/** The options of {@link TRAIN_USAGE} that stand alone, and those that take a value. */
export const TRAIN_FLAGS = [
  "--quick",
  "--final",
  "--shape-changes",
  "--ink-jitter",
  "--skip-data",
  "--by-sheet",
];
export const TRAIN_VALUED = ["--arch", "--epochs", "--photo-weight", "--out", "--temperature", "--fold"];

/** What {@link trainerArgs} gives: the arguments after train.py's data folder and output file, or why not. */
export type TrainerArgs = { ok: true; args: string[] } | { ok: false; error: string };

/**
 * The value after `name` on a command line, or `fallback` when the option or its value is missing.
 * @example optionValue(["--epochs", "30"], "--epochs", "24") === "30"
 */
export function optionValue(argv: readonly string[], name: string, fallback: string): string {
  const at = argv.indexOf(name);
  return at >= 0 && argv[at + 1] ? (argv[at + 1] as string) : fallback;
}

/**
 * The options train.py takes, from main.ts's own command line.
 * @param argv main.ts's arguments (without node and the script)
 * @param quick true for a pipeline check (2 epochs unless --epochs says otherwise)
 * @returns train.py's options, or an error when --final comes without a positive --temperature
 * @example trainerArgs(["--final", "--temperature", "0.697"], false) // ok, args end "--final --temperature 0.697"
 */
export function trainerArgs(argv: readonly string[], quick: boolean): TrainerArgs {
  const option = (name: string, fallback: string): string => optionValue(argv, name, fallback);
  const args = [
    "--arch",
    option("--arch", "wide-cnn"),
    "--epochs",
    option("--epochs", quick ? "2" : "24"),
    "--photo-weight",
    option("--photo-weight", "6"),
  ];
  if (argv.includes("--final")) {
    const temperature = option("--temperature", "");
    if (!(Number(temperature) > 0)) {
      return {
        ok: false,
        error:
          "--final needs --temperature T, the temperature fitted by the run that kept the calibration photos out",
      };
    }
    args.push("--final", "--temperature", temperature);
  }
  if (argv.includes("--shape-changes")) args.push("--shape-changes");
  if (argv.includes("--ink-jitter")) args.push("--ink-jitter");
  return { ok: true, args };
}

/**
 * The fold a command line keeps out (`--fold K/N`; with `--by-sheet` a sheet fold, src/bench/read/read-split.ts),
 * read alike by main.ts (through {@link dataPlan}) and make-data.ts.
 * @param argv the arguments (node and the script may lead: options are found by name)
 * @returns the fold, null without `--fold`, or an error for a bad `--fold` or a `--by-sheet` without one
 * @example foldOption(["--fold", "1/4", "--by-sheet"]) // { index: 1, count: 4, bySheet: true }
 */
export function foldOption(argv: readonly string[]): Fold | null | string {
  const bySheet = argv.includes("--by-sheet");
  if (!argv.includes("--fold")) return bySheet ? "--by-sheet needs --fold K/N" : null;
  const fold = parseFold(optionValue(argv, "--fold", ""));
  if (typeof fold === "string") return fold;
  return bySheet ? { ...fold, bySheet: true } : fold;
}

/**
 * Where a run's data comes from and its model goes: the make-data.js runs to do first (each one's
 * arguments), the data folders train.py joins, and the model file.
 */
export interface DataPlan {
  makes: string[][];
  data: string;
  out: string;
}

/**
 * The data a run needs, from main.ts's options. A quick run (a pipeline check) writes its model into
 * .cache too, never over the shipped one, and `--skip-data` needs the data an earlier run made. A fold run (`--fold K/N`) trains on the synthetic cells
 * (made once with `--no-photos` into .cache/digits-synthetic, reused when it is there) and the photo
 * cells made for that fold (`--photos-only --fold K/N`), and writes its model into .cache, never over
 * the shipped one. With `--by-sheet` the fold is a sheet fold (src/bench/read/read-split.ts): its photo cells
 * go to .cache/digits-sheet-fold-KofN and its model to .cache/sheet-fold-KofN.json.
 * @param argv main.ts's arguments (without node and the script)
 * @param quick true for a pipeline check (a small synthetic set)
 * @param made whether a data folder was already made (has its meta.json)
 * @returns the plan, or an error for a bad `--fold`, a `--by-sheet` without one, or `--skip-data` before
 * the data it reuses was made
 * @example dataPlan(["--fold", "1/4"], false, () => true).data === ".cache/digits-synthetic,.cache/digits-fold-1of4"
 */
export function dataPlan(
  argv: readonly string[],
  quick: boolean,
  made: (dir: string) => boolean,
): DataPlan | string {
  const base = quick ? ".cache/digits-quick" : ".cache/digits";
  const quickArgs = quick ? ["--quick"] : [];
  const skip = argv.includes("--skip-data");
  const fold = foldOption(argv);
  if (typeof fold === "string") return fold;
  const notMade = (dir: string): string =>
    `--skip-data needs the data set in ${dir}, which is not made yet: run once without --skip-data`;
  if (fold === null) {
    if (skip && !made(base)) return notMade(base);
    return {
      makes: skip ? [] : [[base, ...quickArgs]],
      data: base,
      out: optionValue(argv, "--out", quick ? ".cache/digits-quick.json" : "assets/models/digits.json"),
    };
  }
  const bySheet = fold.bySheet === true;
  const name = `${bySheet ? "sheet-fold" : "fold"}-${fold.index}of${fold.count}`;
  const synthetic = `${base}-synthetic`;
  const photos = `${base}-${name}`;
  const foldArgs = ["--fold", `${fold.index}/${fold.count}`, ...(bySheet ? ["--by-sheet"] : [])];
  const absent = skip ? [synthetic, photos].find((dir) => !made(dir)) : undefined;
  if (absent !== undefined) return notMade(absent);
  const makes: string[][] = [];
  if (!skip && !made(synthetic)) makes.push([synthetic, "--no-photos", ...quickArgs]);
  if (!skip) makes.push([photos, "--photos-only", ...foldArgs, ...quickArgs]);
  return {
    makes,
    data: `${synthetic},${photos}`,
    out: optionValue(argv, "--out", `.cache/${name}.json`),
  };
}
