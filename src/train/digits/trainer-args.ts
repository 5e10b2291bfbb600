/**
 * The trainer's command line as `npm run train:digits` passes it on to train.py, from the options it was
 * given (see main.ts for the list).
 *
 * Glossary: final fit — a training run on the calibration photos too; its softmax temperature cannot be
 * fitted on photos it trained on, so it is the one fitted by the earlier run that kept them out.
 */

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
