/**
 * 日本語: hints and grades (see hint-words.ts). Technique names are the Japanese puzzle community's (katakana
 * readings of the English terms, 候補 and ブロック as in ナンプレ books) with HoDoKu's English name in
 * parentheses. Cells are `3行7列` as in ja.ts.
 */
import { columnOf, rowOf } from "../core/board.js";
import type { Level, TechniqueId } from "../core/logic/types.js";
import { englishTechniqueName } from "./hint-en.js";
import { type HintWords, type StepPhrases, type StepTemplates, stepSentence } from "./hint-words.js";

const LOCAL_NAMES: Readonly<Record<TechniqueId, string>> = {
  "full-house": "フルハウス",
  "naked-single": "ネイキッドシングル",
  "hidden-single": "ヒドゥンシングル",
  "locked-candidates-pointing": "ポインティング",
  "locked-candidates-claiming": "クレーミング",
  "naked-pair": "ネイキッドペア",
  "naked-triple": "ネイキッドトリプル",
  "naked-quad": "ネイキッドクアッド",
  "hidden-pair": "ヒドゥンペア",
  "hidden-triple": "ヒドゥントリプル",
  "hidden-quad": "ヒドゥンクアッド",
  "x-wing": "Xウィング",
  swordfish: "ソードフィッシュ",
  jellyfish: "ジェリーフィッシュ",
  skyscraper: "スカイスクレイパー",
  "two-string-kite": "2ストリングカイト",
  "turbot-fish": "ターボットフィッシュ",
  "xy-wing": "XYウィング",
  "xyz-wing": "XYZウィング",
  "w-wing": "Wウィング",
  "simple-colors": "シンプルカラー",
  "unique-rectangle-1": "ユニークレクタングル1",
  "unique-rectangle-2": "ユニークレクタングル2",
  "unique-rectangle-3": "ユニークレクタングル3",
  "unique-rectangle-4": "ユニークレクタングル4",
  "bug-plus-1": "BUG+1（二択の墓場）",
  "x-chain": "Xチェーン",
  "xy-chain": "XYチェーン",
  aic: "交互推論チェーン",
  "als-xz": "ALS-XZ則",
  "forcing-chain": "フォーシングチェーン",
  trial: "試行錯誤（最終手段）",
};

const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  easy: "かんたん",
  medium: "ふつう",
  hard: "むずかしい",
  expert: "エキスパート",
  extreme: "超難問",
};

const name = (id: TechniqueId): string => `${LOCAL_NAMES[id] ?? id}（${englishTechniqueName(id)}）`;

const PHRASES: StepPhrases = {
  cell: (c) => `${rowOf(c) + 1}行${columnOf(c) + 1}列`,
  unit: (u) =>
    u.kind === "row"
      ? `${u.index + 1}行`
      : u.kind === "column"
        ? `${u.index + 1}列`
        : `ブロック${u.index + 1}`,
  list: (items) => items.join("、"),
  removal: (cells, digits) => `${cells}から${digits}を消去`,
  placement: (cell, digit) => `${cell}に${digit}`,
};

const { cell, unit, list } = PHRASES;
const digits = (ds: readonly number[]) => list(ds.map(String));

const TEMPLATES: StepTemplates = {
  "full-house": (f, name, _effect) =>
    `${name}：${unit(f.unit)}の空きマスは${cell(f.cell)}だけなので、${f.digit}が入ります。`,
  "naked-single": (f, name, _effect) =>
    `${name}：${cell(f.cell)}に入る候補は${f.digit}だけです。ほかの数字はすべて同じ行・列・ブロックにあります。`,
  "hidden-single": (f, name, _effect) =>
    `${name}：${unit(f.unit)}で${f.digit}が入るマスは${cell(f.cell)}だけです。`,
  locked: (f, name, effect) =>
    `${name}：${unit(f.from)}の${f.digit}の候補はすべて${unit(f.into)}にあるので、${unit(f.into)}のほかのマスには入りません：${effect}。`,
  "naked-subset": (f, name, effect) =>
    `${name}：${list(f.cells.map(cell))}には${digits(f.digits)}しか入らないので、${list(f.units.map(unit))}のほかのマスからこれらの数字を消せます：${effect}。`,
  "hidden-subset": (f, name, effect) =>
    `${name}：${unit(f.unit)}で${digits(f.digits)}が入るマスは${list(f.cells.map(cell))}だけなので、それらのマスのほかの候補を消せます：${effect}。`,
  fish: (f, name, effect) =>
    `${name}（数字${f.digit}）：${list(f.base.map(unit))}で${f.digit}が入るのは${list(f.cover.map(unit))}だけなので、その残りのマスから${f.digit}を消せます：${effect}。`,
  "strong-links": (f, name, effect) =>
    `${name}（数字${f.digit}）：二つの強いリンクが互いに見えるマスでつながり、${list(f.ends.map(cell))}のどちらかは必ず${f.digit}です。両方から見えるマスの${f.digit}を消せます：${effect}。`,
  wing: (f, name, effect) =>
    `${name}：${cell(f.pivot)}に何が入っても、${list((f.withPivot ? [f.pivot, ...f.pincers] : f.pincers).map(cell))}のどれかが${f.digit}になります。それらすべてから見えるマスの${f.digit}を消せます：${effect}。`,
  "w-wing": (f, name, effect) =>
    `${name}：${list(f.cells.map(cell))}はどちらも${f.linked}と${f.other}だけで、${f.linked}の強いリンクにより両方が${f.linked}にはなれないので、どちらかが${f.other}です：${effect}。`,
  other: (_f, name, effect) => `${name}：${effect}。`,
};

/** Japanese hint words. */
export const hintJa: HintWords = {
  technique: name,
  level: (level) => LEVEL_NAMES[level],
  step: stepSentence(name, PHRASES, TEMPLATES),
  wrong: (names) => `${names.join("、")}の数字がまちがっています。`,
  withoutWrong: () => "その数字を除くと：",
  solved: "完成です：すべてのマスが正しく埋まっています。",
  none: "この盤面には解がありません：どこかにまちがった数字があります。",
  multiple: "この問題は解が複数あるので、確実な論理的手順がありません。",
  stuck: "ここで使える解法が見つかりませんでした。",
  grade: (level, hardest) => (hardest ? `${LEVEL_NAMES[level]}：${name(hardest)}` : LEVEL_NAMES[level]),
  score: (score) => `スコア ${score}`,
  notLogical: "試行錯誤が必要",
  nextStep: "次の手順",
  legend: "○ = パターン · × = 消す候補 · ■ = 入れる数字",
  alt: "手順を描いた盤面：パターンのマスは枠、消す候補は×",
  modal: {
    title: "数独の次の手順",
    boardLabel: "今の盤面",
    boardDescription: "ここまで埋めた数字を含む盤面：9文字×9行、81文字、または枠付きの盤面",
    puzzleLabel: "元の問題（任意）",
    puzzleDescription: "まちがった数字があればヒントの前に示します",
  },
};
