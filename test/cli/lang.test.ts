import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
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
    expect(ja.text).toContain("1行目に5が2個あります（1列、3列）");
  });

  it("lets --lang win over the terminal's language, and refuses a language it does not have", async () => {
    const en = await run(["solve", TWO_FIVES, "--lang", "en"], messagesFor("ko"));
    expect(en.text).toContain("row 1 has two 5s");
    const bad = await run(["solve", PUZZLE, "--lang", "fr"], messagesFor("ko"));
    expect(bad.status).toBe(2);
    expect(bad.text).toContain("--lang은(는) en, ko, ja 중 하나여야 합니다");
  });

  it("words option mistakes in the language asked for, with that language's usage", async () => {
    const ja = await run(["solve", "--frobnicate", "--lang", "ja"]);
    expect(ja.status).toBe(2);
    expect(ja.text).toContain("不明なオプション「--frobnicate」");
    expect(ja.text).toContain("使い方：");
    expect(ja.text).not.toMatch(/Unknown option|Usage/);
    const ko = await run(["solve", PUZZLE, "--out"], messagesFor("ko"));
    expect(ko.status).toBe(2);
    expect(ko.text).toContain("--out에는 값이 필요합니다");
    const en = await run(["check", PUZZLE, "--reveal=yes"], messagesFor("en"));
    expect(en.text).toContain("--reveal takes no value");
  });

  it("words the grade line's score, and explains hint and grade in every language's usage", async () => {
    const ja = await run(["grade", PUZZLE, "--lang", "ja"]);
    expect(ja.status).toBe(0);
    expect(ja.text).toMatch(/ · スコア \d+\n$/);
    expect((await run(["grade", PUZZLE, "--lang", "ko"])).text).toMatch(/ · 스코어 \d+\n$/);
    for (const lang of ["ko", "ja"]) {
      const help = (await run(["--help", "--lang", lang])).text;
      expect(help).toMatch(/^hint(는| は)/m);
      expect(help).toMatch(/grade(는| は)/);
      expect(help).toContain("hint 0 ");
    }
  });

  it("says why a file could not be written or read in the user's language, not the system's English", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sudoku-lang-"));
    try {
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on("data", (c: Buffer) => chunks.push(c));
      const missing = join(dir, "no-such-folder", "solved.png");
      const status = await runCli(
        ["solve", PUZZLE, "--out", missing, "--lang", "ja"],
        {
          stdin: Readable.from([""]),
          stdout: out,
          stderr: out,
          writeFile: (path, data) => writeFile(path, data),
        },
        {},
      );
      expect(status).toBe(2);
      expect(Buffer.concat(chunks).toString()).toContain(
        `${missing} に保存できませんでした：そのファイルやフォルダはありません（ENOENT）`,
      );
      const read = await run(["read", join(dir, "missing.png"), "--lang", "ko"]);
      expect(read.text).toContain("그런 파일이나 폴더가 없습니다(ENOENT)");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
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
