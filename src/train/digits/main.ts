/**
 * `npm run train:digits`: makes the data set (make-data.ts) and trains the model on it (train.py, with
 * Debian's python3-torch), writing assets/models/digits.json. Takes ~30-40 minutes on a shared two-core machine (data ~20 min, training ~16 min on one thread).
 *
 * Options: --quick (a small data set and 2 epochs, to check the pipeline), --arch
 * wide-cnn|cnn|small-cnn|mlp (default wide-cnn), --epochs N (default 24), --photo-weight N (how many
 * times the training photos' cells count per epoch, default 6), --out FILE, --final --temperature T (train on the
 * calibration photos too; T is the temperature of the run that kept them out, from its model file),
 * --shape-changes (elastic bends of handwriting and stroke width changes while training), --ink-jitter
 * (the kind head's ink features moved by random shares while training, as another sheet's), --skip-data
 * (train on the data set already in .cache/digits), --fold K/N (keep fold K of the training photos out:
 * scored, never trained on; the model goes to .cache/fold-KofN.json unless --out says otherwise; see
 * trainer-args.ts dataPlan), --by-sheet (with --fold: a sheet fold, every non-validation photo of fold
 * K's sheets kept out; model into .cache/sheet-fold-KofN.json). Set PYTHON to use another interpreter
 * than /usr/bin/python3.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { dataPlan, trainerArgs } from "./trainer-args.js";

const args = process.argv.slice(2);
const quick = args.includes("--quick");
const plan = dataPlan(args, quick, (dir) => existsSync(join(dir, "meta.json")));
if (typeof plan === "string") {
  console.error(plan);
  process.exit(2);
}
const out = plan.out;
const python = process.env.PYTHON ?? "/usr/bin/python3";

const check = spawnSync(python, ["-c", "import torch, numpy"], { stdio: "ignore" });
if (check.status !== 0) {
  console.error(
    `${python} cannot import torch and numpy. Install them with:\n  sudo apt-get install -y python3-torch python3-numpy\n(or set PYTHON to an interpreter that has them).`,
  );
  process.exit(2);
}

const run = (command: string, commandArgs: string[]): void => {
  const result = spawnSync(command, commandArgs, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const passed = trainerArgs(args, quick);
if (!passed.ok) {
  console.error(passed.error);
  process.exit(2);
}
const makeData = fileURLToPath(new URL("./make-data.js", import.meta.url));
for (const make of plan.makes) run(process.execPath, [makeData, ...make]);
const trainer = fileURLToPath(new URL("../../../../src/train/digits/train.py", import.meta.url));
run(python, [trainer, plan.data, out, ...passed.args]);
// The repository's formatter checks JSON too; write the model the way it would (Biome formats only
// files inside the repository and not ignored, so a model written elsewhere with --out, or into the
// ignored .cache as a fold run's is, is left as the trainer wrote it).
const repository = fileURLToPath(new URL("../../../../", import.meta.url));
if (!relative(repository, resolve(out)).startsWith("..")) {
  run(join(repository, "node_modules", ".bin", "biome"), [
    "format",
    "--write",
    "--no-errors-on-unmatched",
    out,
  ]);
}
