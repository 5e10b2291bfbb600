/** Runs a built bench script as `npm run …` would, for the tests of what it prints and its exit status. */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/** The built script's path under dist/ (`npm run build`, npm test's first step, makes it). */
export const builtScript = (relative: string): string => path.join(repoRoot, "dist", relative);

/** Whether the built script is there (tests of it are skipped when vitest runs without a build). */
export const isBuilt = (relative: string): boolean => existsSync(builtScript(relative));

/** What a run gave: exit status, stdout and stderr. */
export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs `dist/<relative>` with `args` on this process's Node, in the repository root.
 * @param env extra environment variables, on top of this process's
 */
export function runBuilt(
  relative: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<ScriptRun> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [builtScript(relative), ...args],
      { cwd: repoRoot, env: { ...process.env, ...env } },
      (error, stdout, stderr) =>
        done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}
