/**
 * `npm run train:digits`: makes the data set (make-data.ts) and trains the model on it (train.py, with
 * Debian's python3-torch), writing assets/models/digits.json. Takes ~30-40 minutes on a shared two-core machine (data ~20 min, training ~16 min on one thread).
 *
 * Options: TRAIN_USAGE in trainer-args.ts (`npm run train:digits -- --help`).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { checkArgs, optionsOrExit } from "../../bench/shared/args.js";
import { dataPlan, TRAIN_FLAGS, TRAIN_USAGE, TRAIN_VALUED, trainerArgs } from "./trainer-args.js";

const args = optionsOrExit(checkArgs(process.argv.slice(2), TRAIN_FLAGS, TRAIN_VALUED), TRAIN_USAGE);
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
