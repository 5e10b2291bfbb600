import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../bot/harness.js";
import { CONFLICT, EASY, EIGHTY_CELLS, TWO_SOLUTIONS } from "../bot/puzzles.js";

const STRING = 3;
const BOOLEAN = 5;

/** Hangul, kana and kanji: a reply in Korean or Japanese holds at least one of its script. */
const HANGUL = /\p{Script=Hangul}/u;
const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;

describe("replies in the user's language (interaction.locale)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const solve = (board: string, locale: string) =>
    h.fake.chatInput({
      name: "sudoku",
      subcommand: "solve",
      options: [{ name: "board", type: STRING, value: board }],
      locale,
    });
  const check = (board: string, locale: string) =>
    h.fake.chatInput({
      name: "sudoku",
      subcommand: "check",
      options: [
        { name: "board", type: STRING, value: board },
        { name: "private", type: BOOLEAN, value: true },
      ],
      locale,
    });
  const content = async (payload: ReturnType<typeof solve>) =>
    String((await h.ask(payload)).first.data?.content ?? "");

  it("answers a solve in Korean, Japanese, and English for a French user", async () => {
    expect(await content(solve(EASY, "ko"))).toMatch(
      /^해가 하나뿐입니다 · 쉬움: 네이키드 싱글 \(Naked Single\) · 주어진 숫자 30개 · .+ 만에 풀이$/,
    );
    expect(await content(solve(EASY, "ja"))).toMatch(
      /^解は1つです · かんたん：ネイキッドシングル（Naked Single） · 問題の数字30個 · .+で解答$/,
    );
    expect(await content(solve(EASY, "fr"))).toMatch(
      /^Unique solution · Easy \(Naked Single\) · 30 givens · solved in .+ ms$/,
    );
  });

  it("words problems in each language, naming positions the way its readers count", async () => {
    const ko = await content(solve(EIGHTY_CELLS, "ko"));
    expect(ko).toContain("스도쿠 판을 읽지 못했습니다");
    expect(ko).toContain("칸이 80개입니다");
    const ja = await content(solve(EIGHTY_CELLS, "ja"));
    expect(ja).toContain("数独の盤面を読み取れませんでした");
    expect(ja).toContain("マスが80個あります");
    // Japanese punctuation: the full-width colon and the ideographic full stop, not ": " and ".".
    expect(ja).toContain("数独の盤面を読み取れませんでした：マスが80個あります。盤面は81マスです。");
    const fr = await content(solve(EIGHTY_CELLS, "fr"));
    expect(fr).toContain("found 80 cells, a board has 81");
    const conflictKo = await content(solve(CONFLICT, "ko"));
    expect(conflictKo).toMatch(/\d행에 \d[이가] 두 번 있습니다/);
    const conflictJa = await content(solve(CONFLICT, "ja"));
    expect(conflictJa).toMatch(/\d行目に\dが2個あります/);
  });

  it("names the differing cells of a several-solution puzzle as 3행 7열 and 3行7列", async () => {
    expect(await content(solve(TWO_SOLUTIONS, "ko"))).toMatch(/유일해가 아닙니다.*\d행 \d열/);
    expect(await content(solve(TWO_SOLUTIONS, "ja"))).toMatch(/解が1つに決まりません.*\d行\d列/);
  });

  it("gives check verdicts in each language", async () => {
    const ko = await content(check(EASY, "ko"));
    const ja = await content(check(EASY, "ja"));
    const fr = await content(check(EASY, "fr"));
    expect(ko).toMatch(HANGUL);
    expect(ko).toContain("순조롭습니다");
    expect(ja).toMatch(KANA);
    expect(ja).toContain("順調です");
    expect(fr).toContain("On track");
  });
});
