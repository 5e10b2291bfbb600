import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { PassThrough, Readable } from "node:stream";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { languageFromEnvironment, runCli } from "../../src/cli/run.js";
import { messagesFor } from "../../src/messages/index.js";

const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const TWO_FIVES = `5.5${".".repeat(78)}`;

/** Runs the CLI in-process; resolves with its status and what it printed on stdout and stderr together. */
async function run(argv: string[], messages = messagesFor("en")) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const status = await runCli(
    argv,
    { stdin: Readable.from([""]), stdout: out, stderr: out, writeFile: async () => {} },
    { messages },
  );
  return { status, text: Buffer.concat(chunks).toString() };
}

describe("sudoku --lang", () => {
  it("words the check verdict and the problems in Korean and Japanese", async () => {
    const ko = await run(["check", PUZZLE, "--lang", "ko"]);
    expect(ko.text).toContain("순조롭습니다: 아직 풀 수 있는 상태이고, 지금까지 30칸을 채웠습니다.");
    const ja = await run(["solve", TWO_FIVES, "--lang", "ja", "--format", "line"]);
    expect(ja.status).toBe(2);
    expect(ja.text).toContain("1行目に5が2個あります(1列、3列)");
  });

  it("lets --lang win over the terminal's language, and refuses a language it does not have", async () => {
    const en = await run(["solve", TWO_FIVES, "--lang", "en"], messagesFor("ko"));
    expect(en.text).toContain("row 1 has two 5s");
    const bad = await run(["solve", PUZZLE, "--lang", "fr"], messagesFor("ko"));
    expect(bad.status).toBe(2);
    expect(bad.text).toContain("--lang은(는) en, ko, ja 중 하나여야 합니다");
  });

  it("reads the language from LC_ALL, then LC_MESSAGES, then LANG, as the C library does", () => {
    expect(languageFromEnvironment({ LANG: "ko_KR.UTF-8" })).toBe("ko");
    expect(languageFromEnvironment({ LANG: "ko_KR.UTF-8", LC_ALL: "ja_JP.UTF-8" })).toBe("ja");
    expect(languageFromEnvironment({ LANG: "en_US.UTF-8", LC_MESSAGES: "ja_JP" })).toBe("ja");
    expect(languageFromEnvironment({ LANG: "C.UTF-8" })).toBeUndefined();
    expect(languageFromEnvironment({ LC_ALL: "", LANG: "POSIX" })).toBeUndefined();
    expect(languageFromEnvironment({})).toBeUndefined();
  });

  const bin = resolve(import.meta.dirname, "../../dist/src/cli/main.js");
  it.skipIf(!existsSync(bin))("speaks the terminal's language when run as a program", async () => {
    const { LC_ALL: _all, LC_MESSAGES: _messages, ...env } = process.env;
    const result = await promisify(execFile)(process.execPath, [bin, "check", PUZZLE], {
      env: { ...env, LANG: "ja_JP.UTF-8" },
    });
    expect(result.stdout).toContain("順調です");
  });
});
