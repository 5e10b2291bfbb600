/**
 * 한국어: hints and grades (see hint-words.ts). Technique names are the Korean community's (mostly the English
 * read out in Hangul) with HoDoKu's English name in parentheses, so a student can look them up. Cells are
 * `3행 7열` as in ko.ts; particles after a cell name follow its last syllable 열 (과, 은, 에서).
 */
import { columnOf, rowOf } from "../core/board.js";
import type { Level, TechniqueId } from "../core/logic/types.js";
import { englishTechniqueName } from "./hint-en.js";
import { type HintWords, type StepPhrases, type StepTemplates, stepSentence } from "./hint-words.js";

const LOCAL_NAMES: Readonly<Record<TechniqueId, string>> = {
  "full-house": "풀 하우스",
  "naked-single": "네이키드 싱글",
  "hidden-single": "히든 싱글",
  "locked-candidates-pointing": "포인팅",
  "locked-candidates-claiming": "클레이밍",
  "naked-pair": "네이키드 페어",
  "naked-triple": "네이키드 트리플",
  "naked-quad": "네이키드 쿼드",
  "hidden-pair": "히든 페어",
  "hidden-triple": "히든 트리플",
  "hidden-quad": "히든 쿼드",
  "x-wing": "엑스윙",
  swordfish: "스워드피시",
  jellyfish: "젤리피시",
  skyscraper: "스카이스크레이퍼",
  "two-string-kite": "투 스트링 카이트",
  "turbot-fish": "터봇 피시",
  "xy-wing": "XY 윙",
  "xyz-wing": "XYZ 윙",
  "w-wing": "W 윙",
  "simple-colors": "심플 컬러링",
  "unique-rectangle-1": "유니크 렉탱글 1형",
  "unique-rectangle-2": "유니크 렉탱글 2형",
  "unique-rectangle-3": "유니크 렉탱글 3형",
  "unique-rectangle-4": "유니크 렉탱글 4형",
  "bug-plus-1": "버그+1",
  "x-chain": "X 체인",
  "xy-chain": "XY 체인",
  aic: "교대 추론 체인",
  "als-xz": "ALS-XZ 규칙",
  "forcing-chain": "포싱 체인",
  trial: "시행착오(최후의 수단)",
};

const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  easy: "쉬움",
  medium: "보통",
  hard: "어려움",
  expert: "전문가",
  extreme: "극한",
};

const name = (id: TechniqueId): string => `${LOCAL_NAMES[id] ?? id} (${englishTechniqueName(id)})`;

const PHRASES: StepPhrases = {
  cell: (c) => `${rowOf(c) + 1}행 ${columnOf(c) + 1}열`,
  unit: (u) =>
    u.kind === "row"
      ? `${u.index + 1}행`
      : u.kind === "column"
        ? `${u.index + 1}열`
        : `${u.index + 1}번 박스`,
  list: (items) => items.join(", "),
  removal: (cells, digits) => `${cells}에서 ${digits} 지움`,
  placement: (cell, digit) => `${cell}에 ${digit}`,
};

const { cell, unit, list } = PHRASES;
const digits = (ds: readonly number[]) => list(ds.map(String));

const TEMPLATES: StepTemplates = {
  "full-house": (f, name, _effect) =>
    `${name}: ${unit(f.unit)}에 남은 빈칸은 ${cell(f.cell)}뿐이므로 그 칸은 ${f.digit}입니다.`,
  "naked-single": (f, name, _effect) =>
    `${name}: ${cell(f.cell)}에 들어갈 수 있는 숫자는 ${f.digit}뿐입니다. 다른 숫자는 모두 같은 행, 열, 박스에 있습니다.`,
  "hidden-single": (f, name, _effect) =>
    `${name}: ${unit(f.unit)}에서 숫자 ${f.digit}의 자리는 ${cell(f.cell)}뿐입니다.`,
  locked: (f, name, effect) =>
    `${name}: ${unit(f.from)}에서 숫자 ${f.digit}의 후보는 모두 ${unit(f.into)} 안에 있으므로 ${unit(f.into)}의 다른 칸에는 올 수 없습니다: ${effect}.`,
  "naked-subset": (f, name, effect) =>
    `${name}: ${list(f.cells.map(cell))}에는 ${digits(f.digits)}만 들어가므로 ${list(f.units.map(unit))}의 다른 칸에는 이 숫자들이 올 수 없습니다: ${effect}.`,
  "hidden-subset": (f, name, effect) =>
    `${name}: ${unit(f.unit)}에서 ${digits(f.digits)}의 자리는 ${list(f.cells.map(cell))}뿐이므로 이 칸들의 다른 후보는 지웁니다: ${effect}.`,
  fish: (f, name, effect) =>
    `${name}, 숫자 ${f.digit}: ${list(f.base.map(unit))}에서 ${f.digit}의 자리는 ${list(f.cover.map(unit))} 안에만 있으므로 그 나머지 칸에서 ${f.digit}을 지웁니다: ${effect}.`,
  "strong-links": (f, name, effect) =>
    `${name}, 숫자 ${f.digit}: 강한 링크 두 개가 서로 보는 칸으로 이어져 ${list(f.ends.map(cell))} 중 하나는 반드시 ${f.digit}입니다. 두 칸을 모두 보는 칸에는 ${f.digit}이 올 수 없습니다: ${effect}.`,
  wing: (f, name, effect) =>
    `${name}: ${cell(f.pivot)}에 무엇이 들어가든 ${list((f.withPivot ? [f.pivot, ...f.pincers] : f.pincers).map(cell))} 중 하나는 ${f.digit}입니다. 그 칸들을 모두 보는 칸에서 ${f.digit}을 지웁니다: ${effect}.`,
  "w-wing": (f, name, effect) =>
    `${name}: ${list(f.cells.map(cell))}에는 ${f.linked}, ${f.other}만 들어가고 ${f.linked}의 강한 링크 때문에 둘 다 ${f.linked}일 수는 없으므로 하나는 ${f.other}입니다: ${effect}.`,
  other: (_f, name, effect) => `${name}: ${effect}.`,
};

/** Korean hint words. */
export const hintKo: HintWords = {
  technique: name,
  level: (level) => LEVEL_NAMES[level],
  step: stepSentence(name, PHRASES, TEMPLATES),
  wrong: (names) => `${names.join(", ")}의 숫자가 틀렸습니다.`,
  withoutWrong: () => "그 숫자를 빼고 보면:",
  solved: "다 풀었습니다: 모든 칸이 채워졌고 모두 맞습니다.",
  none: "이 판에는 해가 없습니다: 어딘가 틀린 숫자가 있습니다.",
  multiple: "이 문제는 해가 여러 개라서 확실한 논리적 단계가 없습니다.",
  stuck: "여기에 쓸 수 있는 기법을 찾지 못했습니다.",
  grade: (level, hardest) => (hardest ? `${LEVEL_NAMES[level]}: ${name(hardest)}` : LEVEL_NAMES[level]),
  score: (score) => `스코어 ${score}`,
  notLogical: "시행착오가 필요함",
  nextStep: "다음 단계",
  legend: "원 = 패턴 · × = 지운 후보 · 네모 = 넣을 숫자",
  alt: "단계를 그린 판: 패턴 칸은 테두리, 지운 후보는 × 표시",
  modal: {
    title: "스도쿠 다음 단계",
    boardLabel: "지금 내 판",
    boardDescription: "지금까지 채운 숫자를 포함한 판: 9칸씩 9줄, 81글자, 또는 격자",
    puzzleLabel: "원래 문제(선택)",
    puzzleDescription: "틀린 숫자가 있으면 힌트보다 먼저 알려 줍니다",
  },
};
