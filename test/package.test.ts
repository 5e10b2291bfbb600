import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { chmod, copyFile, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
  bin: Record<string, string>;
  engines: { node: string };
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe("package.json", () => {
  it("empties dist/ before every build, so a deleted command is not loaded or deployed again", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "sudoku-build-"));
    try {
      await copyFile(path.join(repoRoot, "package.json"), path.join(dir, "package.json"));
      await mkdir(path.join(dir, "dist", "commands"), { recursive: true });
      await writeFile(path.join(dir, "dist", "commands", "deleted.js"), "export default {};\n");
      await promisify(execFile)("npm", ["run", "--silent", "prebuild"], { cwd: dir });
      expect(existsSync(path.join(dir, "dist"))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("makes every bin runnable after a build, since the compiler writes dist/ files without the execute bit", async () => {
    // npx and npm link run the bin file itself; they set its mode only when they first link it, so a later
    // build would leave `sudoku: Permission denied` behind.
    const dir = await mkdtemp(path.join(tmpdir(), "sudoku-build-"));
    try {
      await copyFile(path.join(repoRoot, "package.json"), path.join(dir, "package.json"));
      const bins = Object.values(pkg.bin);
      expect(bins).toContain("dist/src/cli/main.js");
      for (const bin of bins) {
        await mkdir(path.join(dir, path.dirname(bin)), { recursive: true });
        await writeFile(path.join(dir, bin), `#!/usr/bin/env node\nconsole.log("ran ${bin}");\n`);
        await chmod(path.join(dir, bin), 0o644);
      }
      await promisify(execFile)("npm", ["run", "--silent", "postbuild"], { cwd: dir });
      for (const bin of bins) {
        expect((await stat(path.join(dir, bin))).mode & 0o111).toBe(0o111);
        const { stdout } = await promisify(execFile)(path.join(dir, bin), [], { cwd: dir });
        expect(stdout).toBe(`ran ${bin}\n`);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("brings Node 24 LTS with npm ci and asks for it", () => {
    expect(pkg.devDependencies.node).toMatch(/^\^24\./);
    expect(pkg.engines.node).toBe(">=24");
  });

  it.runIf(process.env.npm_lifecycle_event === "test")("runs npm test on Node 24 or newer", () => {
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
  });
});
