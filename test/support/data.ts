/**
 * Where tests find the public puzzle sets and photos: the directory named by `SUDOKU_DATA_DIR`, else
 * ../shared/data beside the checkout (the benchmarks use the same rule, src/bench/shared/sets.ts's defaultDataDir).
 * A test that needs them skips without them and says why: the reason is in its name and printed once.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { defaultDataDir } from "../../src/bench/shared/sets.js";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** The data directory tests read. */
export const DATA_DIR = defaultDataDir(repoRoot);

/** True when the data directory exists. */
export const HAVE_DATA = existsSync(DATA_DIR);

/** Why data-driven tests are skipped (empty when they are not). */
export const NO_DATA_REASON = HAVE_DATA
  ? ""
  : `no puzzle data at ${DATA_DIR}: put the shared sets in ../shared/data beside the checkout or set SUDOKU_DATA_DIR`;

if (!HAVE_DATA) console.warn(`[tests] skipping data-driven tests: ${NO_DATA_REASON}`);

/**
 * A test's name, with the reason it is skipped appended when the data is missing.
 *
 * @example it.skipIf(!HAVE_DATA)(withData("solves every puzzle of 17_clue"), …)
 */
export function withData(name: string): string {
  return HAVE_DATA ? name : `${name} (skipped: ${NO_DATA_REASON})`;
}
