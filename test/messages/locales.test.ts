import { describe, expect, it } from "vitest";
import { makeStep } from "../../src/core/logic/step.js";
import type { BoardProblem } from "../../src/core/read/index.js";
import { CATALOGUES, type Catalogue, messagesFor } from "../../src/messages/index.js";

/**
 * Every entry of every catalogue, rendered: strings as they are, functions called with sample arguments
 * that fit their parameters (numbers, cell names, lists, problems). Walking the English catalogue's shape
 * means a key added later is covered without touching this test.
 */
function renderAll(catalogue: Catalogue): Map<string, string> {
  const out = new Map<string, string>();
  const sampleProblem = (kind: string): BoardProblem =>
    ({
      kind,
      length: 7000,
      max: 6000,
      found: 80,
      expected: 81,
      row: 3,
      char: "a",
      line: 7,
      column: 15,
      unit: "row",
      index: 2,
      digit: 5,
      cells: [19, 25],
      rows: 6,
      columns: 6,
      size: 6,
      boards: 2,
      count: 2,
      firstRows: ["53..7....", "6..195..."],
      first: ["53..7....", "6..195..."],
    }) as unknown as BoardProblem;
  const walk = (value: unknown, key: string): void => {
    if (typeof value === "string") out.set(key, value);
    else if (typeof value === "function") {
      if (key.startsWith("problem.")) out.set(key, String(value(sampleProblem(key.slice(8)))));
      else out.set(key, callWithSamples(value as (...args: unknown[]) => unknown, key));
    } else if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, `${key}[${i}]`);
    } else if (value !== null && typeof value === "object")
      for (const [k, v] of Object.entries(value)) walk(v, key === "" ? k : `${key}.${k}`);
  };
  walk(catalogue, "");
  return out;
}

/**
 * Calls a catalogue function with sample arguments of the usual shapes: numbers and names in turn, else
 * lists of names. A new entry whose parameters fit neither fails here by name: give it samples below.
 */
function callWithSamples(fn: (...args: unknown[]) => unknown, key: string): string {
  const hintArgs = HINT_SAMPLES[key];
  if (hintArgs !== undefined) return String(fn(...hintArgs));
  const tries: unknown[][] = [
    Array.from({ length: fn.length }, (_, i) => (i % 2 === 0 ? 3 : "r3c7")),
    Array.from({ length: fn.length }, (_, i) => (i === 0 ? ["r3c7", "r4c4"] : i % 2 === 0 ? "r3c7" : 3)),
    Array.from({ length: fn.length }, (_, i) => (i % 2 === 0 ? "--format" : ["grid", "line"])),
    ["medium"],
  ];
  for (const args of tries) {
    try {
      const text = fn(...args);
      if (typeof text === "string") return text;
    } catch {
      // try the next shape of arguments
    }
  }
  throw new Error(`no sample arguments fit the catalogue entry ${key}: add some in locales.test.ts`);
}

/** Hint entries take technique ids, levels and steps (see src/messages/hint-words.ts). */
const HINT_SAMPLES: Record<string, unknown[]> = {
  "picture.problem.unsupported-format": [{ kind: "unsupported-format", format: "gif" }],
  "picture.problem.too-large": [{ kind: "too-large", width: 9000, height: 6000, maxPixels: 40_000_000 }],
  "picture.problem.too-many-bytes": [{ kind: "too-many-bytes", bytes: 40_000_000, maxBytes: 31_457_280 }],
  "hint.technique": ["x-wing"],
  "cli.fileProblem": ["ENOENT"],
  "hint.level": ["hard"],
  "hint.grade": ["hard", "x-wing"],
  "hint.wrong": [["r3c7"]],
  "hint.withoutWrong": [1],
  "hint.step": [
    makeStep(
      "x-wing",
      { eliminations: [{ cell: 10, digits: [1] }] },
      {
        digits: [1],
        units: [
          { kind: "row", index: 0 },
          { kind: "row", index: 4 },
          { kind: "column", index: 1 },
          { kind: "column", index: 6 },
        ],
      },
    ),
  ],
};

/** Entries that are the same in every language: tags, examples of board text, and pure number formats. */
const LANGUAGE_NEUTRAL =
  /^(locale|list|listMore|cell|duration|check\.duplicate|punctuation\..*|.*[Pp]laceholder)$/;

const SCRIPT: Record<string, RegExp> = {
  ko: /\p{Script=Hangul}/u,
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
};

describe("the message catalogues", () => {
  const english = renderAll(CATALOGUES.en as Catalogue);

  for (const [tag, script] of Object.entries(SCRIPT)) {
    it(`words every English entry in ${tag}, in ${tag}'s script`, () => {
      const local = renderAll(CATALOGUES[tag] as Catalogue);
      expect([...local.keys()].sort()).toEqual([...english.keys()].sort());
      const untranslated = [...local].filter(
        ([key, text]) => !LANGUAGE_NEUTRAL.test(key) && !script.test(text),
      );
      expect(untranslated).toEqual([]);
    });
  }

  it("punctuates Japanese with 。 ： （）, never an ASCII full stop, colon or parenthesis after Japanese text", () => {
    // Code spans (`間違い表示: True` is how Discord writes an option) and file names (ファイル.png) are not prose.
    const afterJapanese =
      /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u3000-\u303f\uff01-\uff60](?:\.(?![A-Za-z])|[:(])/u;
    const ascii = [...renderAll(CATALOGUES.ja as Catalogue)].filter(([, text]) =>
      afterJapanese.test(text.replace(/`[^`]*`/g, "")),
    );
    expect(ascii).toEqual([]);
    expect(CATALOGUES.ja?.punctuation).toEqual({ fullStop: "。", colon: "：", sentenceGap: "" });
  });

  it("names cells 1-based the way each language counts", () => {
    expect(messagesFor("en-US").cell(24)).toBe("r3c7");
    expect(messagesFor("ko").cell(24)).toBe("3행 7열");
    expect(messagesFor("ja").cell(24)).toBe("3行7列");
  });

  it("falls back to English for a locale without a catalogue, and matches regional tags", () => {
    expect(messagesFor("fr").locale).toBe("en");
    expect(messagesFor("es-ES").locale).toBe("en");
    expect(messagesFor("ko").locale).toBe("ko");
    expect(messagesFor("ja").locale).toBe("ja");
    expect(messagesFor(undefined).locale).toBe("en");
  });

  it("reads the Korean subject particle after each digit", () => {
    const ko = CATALOGUES.ko as Catalogue;
    const dup = (digit: number) =>
      ko.problem.duplicate({ kind: "duplicate", unit: "row", index: 2, digit, cells: [18, 19] });
    expect(dup(5)).toBe("3행에 5가 두 번 있습니다(1열, 2열)");
    expect(dup(3)).toBe("3행에 3이 두 번 있습니다(1열, 2열)");
  });
});
