import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const repoRoot = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
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

  it("brings Node 24 LTS with npm ci and asks for it", () => {
    expect(pkg.devDependencies.node).toMatch(/^\^24\./);
    expect(pkg.engines.node).toBe(">=24");
  });

  it.runIf(process.env.npm_lifecycle_event === "test")("runs npm test on Node 24 or newer", () => {
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
  });
});
