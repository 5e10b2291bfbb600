/**
 * `npm run fonts:subset`: rebuilds assets/fonts/NotoSansCJKjp-Subset.otf, the font the pictures use for
 * Korean and Japanese text, as a subset of Noto Sans CJK JP holding every character the message catalogues
 * can draw (plus all kana and CJK punctuation). The full font is 19 MB; the subset is a few hundred kB.
 *
 * A development tool, not run by the bot or the tests: it needs Debian's `fonts-noto-cjk` and
 * `python3-fonttools` (`apt-get install fonts-noto-cjk python3-fonttools`). Run it after adding Korean or
 * Japanese wording; test/core/render/cjk-font.test.ts fails, naming the characters, until you do.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { fontPrerequisiteProblem } from "./font-prerequisites.js";

const SOURCE_FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";
/** Index of "Noto Sans CJK JP" in the collection: Japanese glyph forms for kanji; its Hangul is complete. */
const JP_FONT_NUMBER = 0;
const OUTPUT = "assets/fonts/NotoSansCJKjp-Subset.otf";

/** Ranges always kept, whatever the catalogues hold today: kana, CJK punctuation, full-width forms. */
const ALWAYS: readonly [number, number][] = [
  [0x3000, 0x303f], // CJK symbols and punctuation
  [0x3040, 0x309f], // hiragana
  [0x30a0, 0x30ff], // katakana
  [0xff00, 0xffef], // half-width and full-width forms
];

/** The repository root: two levels above src/tools (or dist/src/tools once built). */
function repoRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!statSafe(join(dir, "package.json"))) dir = dirname(dir);
  return dir;
}

function statSafe(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Every character outside ASCII in the catalogue sources (comments included: a superset is harmless). */
function catalogueCharacters(root: string): Set<string> {
  const dir = join(root, "src", "messages");
  const chars = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
    for (const ch of readFileSync(join(dir, file), "utf8"))
      if ((ch.codePointAt(0) ?? 0) > 0x7f) chars.add(ch);
  }
  for (const [from, to] of ALWAYS) for (let c = from; c <= to; c++) chars.add(String.fromCodePoint(c));
  return chars;
}

function main(): void {
  const fontTools = spawnSync("/usr/bin/python3", ["-c", "import fontTools.subset"], { stdio: "ignore" });
  const problem = fontPrerequisiteProblem(SOURCE_FONT, existsSync(SOURCE_FONT), fontTools.status === 0);
  if (problem !== null) {
    console.error(problem);
    process.exit(2);
  }
  const root = repoRoot();
  const chars = catalogueCharacters(root);
  const work = mkdtempSync(join(tmpdir(), "subset-"));
  try {
    const textFile = join(work, "chars.txt");
    // ASCII letters, digits and punctuation too, so a caption mixing scripts keeps one font's metrics.
    let ascii = "";
    for (let c = 0x20; c < 0x7f; c++) ascii += String.fromCharCode(c);
    writeFileSync(textFile, ascii + [...chars].join(""));
    execFileSync(
      "/usr/bin/python3",
      [
        "-m",
        "fontTools.subset",
        SOURCE_FONT,
        `--font-number=${JP_FONT_NUMBER}`,
        `--text-file=${textFile}`,
        `--output-file=${resolve(root, OUTPUT)}`,
        "--layout-features=*",
        "--name-IDs=*",
        "--name-legacy",
        "--notdef-outline",
      ],
      { stdio: "inherit" },
    );
    const size = statSync(resolve(root, OUTPUT)).size;
    process.stdout.write(`wrote ${OUTPUT}: ${chars.size} characters beyond ASCII, ${size} bytes\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main();
