/**
 * 한국어: every sentence the bot and the command line show a person, in Korean. The shape, and what each
 * entry is for, is in catalogue.ts. Cells are named the way Korean puzzle pages count them: `3행 7열`
 * (row 3, column 7), 1-based; a box is `박스`. Counts use the counter 개 (`주어진 숫자 30개`), which has no
 * plural form, so no plural rules are needed.
 */
import { columnOf, rowOf } from "../core/board.js";
import type { Catalogue } from "./catalogue.js";
import { hintKo } from "./hint-ko.js";

const BOX_NAMES = [
  "왼쪽 위",
  "가운데 위",
  "오른쪽 위",
  "왼쪽 가운데",
  "가운데",
  "오른쪽 가운데",
  "왼쪽 아래",
  "가운데 아래",
  "오른쪽 아래",
] as const;

/** Korean lists are read with commas ("2, 5, 7"); "및" before the last item reads like a form letter. */
const list = (items: readonly string[]): string => items.join(", ");

/** The subject particle after a digit read aloud: 1 일, 3 삼, 6 육, 7 칠, 8 팔 end in a consonant (이), the rest (가). */
const withSubject = (digit: number): string => `${digit}${[1, 3, 6, 7, 8].includes(digit) ? "이" : "가"}`;

/** Native Korean counts for "…번" (two times, three times…). */
const TIMES = ["", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉"] as const;

const cell = (c: number): string => `${rowOf(c) + 1}행 ${columnOf(c) + 1}열`;

/** `"a"`, or `U+200B` for a character a person could not see or tell apart in quotes. */
function showCharacter(char: string): string {
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char) && char !== '"') return `"${char}"`;
  const code = char.codePointAt(0) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

const USAGE = `사용법:
  sudoku solve [판] [--out 파일.png] [--format grid|line|json] [--theme dark|light] [--lang ko|ja|en]
  sudoku solve --batch < puzzles.txt
  sudoku check [풀이] [--puzzle 문제] [--reveal] [--out 파일.png] [--format text|json]
  sudoku generate [--level easy|medium|hard|expert|extreme] [--count N] [--seed S] [--symmetry rotational|none|horizontal|vertical|diagonal|anti-diagonal] [--minimal] [--format line|json]
  sudoku hint [판] [--puzzle 문제] [--out 파일.png] [--format text|json]
  sudoku grade [판] [--format text|json] [--steps]
  sudoku grade --batch < puzzles.txt
  sudoku read 파일… [--format text|json]
  sudoku solve --image 파일 [--as-read] · sudoku check --image 파일 [--as-read]
  sudoku --version

판(BOARD)은 흔히 쓰는 모양이면 됩니다: 한 줄 81글자(빈칸은 0 또는 .), 9칸씩 9줄, | 와 - 로 그린 격자,
코드의 2차원 배열. 판을 주지 않으면 표준 입력에서 읽습니다. "-"로 시작하는 판은 "--" 뒤에 씁니다:
sudoku solve -- -3..7....
--batch는 한 줄에 문제 하나씩 읽고 문제마다 한 줄을 출력합니다: 해(해가 여럿이면 뒤에 " multiple"),
"none", "undecided" 또는 "invalid".
check는 손으로 푼 풀이를 다 풀었든 푸는 중이든 확인합니다. 원래 문제를 함께 주면(--puzzle, 또는 입력에 판 두 개:
문제가 먼저) 정답과도 비교합니다. --reveal을 주면 푸는 중인 풀이에서 틀린 칸을 알려 줍니다.
--lang en|ko|ja로 언어를 고릅니다(기본값: 터미널의 언어, LC_ALL·LC_MESSAGES·LANG).
generate는 해가 하나뿐인 새 문제를 원하는 난이도로 만듭니다(기본값 medium). --seed S로 같은 문제를 다시
만들 수 있습니다(k번째 문제는 시드 S+k).
hint는 다음 논리적 단계를 기법 이름과 함께 알려 줍니다. 원래 문제를 함께 주면(--puzzle, 또는 판 두 개: 문제가 먼저)
정답과 어긋나는 숫자를 먼저 알려 줍니다. grade는 풀이에 필요한 기법으로 문제의 난이도를 easy, medium, hard,
expert, extreme 중 하나로 정합니다. --batch는 한 줄마다 "난이도<TAB>스코어<TAB>가장 어려운 기법"을 출력합니다.
종료 코드: solve 0 풀림, 1 해 없음; check 0 정답 또는 순조로움, 1 틀림 또는 막다른 길; hint 0 단계 있음 또는 풀림,
1 해 없음 또는 해가 여럿; grade 0 판정됨, 1 해 없음 또는 해가 여럿; 2 잘못된 입력.`;

/** 한국어. */
export const ko: Catalogue = {
  locale: "ko",
  hint: hintKo,
  list,
  listMore: (items, more) => `${items.join(", ")} 외 ${more}개`,
  moreLines: (more) => `…외 ${more}개`,
  punctuation: { fullStop: ".", colon: ": ", sentenceGap: " " },
  duration: (ms) => {
    if (ms < 0.1) return "0.1ms 미만";
    return ms < 10 ? `${ms.toFixed(1)}ms` : `${Math.round(ms)}ms`;
  },
  cell,
  cellDigit: (c, digit) => `${cell(c)}(${digit})`,
  boxNames: BOX_NAMES,
  problem: {
    "empty-input": () => "텍스트가 비어 있습니다. 스도쿠 판을 붙여 넣어 주세요",
    "too-long": (p) => `텍스트가 너무 깁니다(${p.length}자, 최대 ${p.max}자)`,
    "no-board": () => "이 텍스트에서 스도쿠 판을 찾지 못했습니다",
    "wrong-length": (p) => `칸이 ${p.found}개입니다. 판은 ${p.expected}칸이어야 합니다`,
    "bad-row": (p) => `${p.row}행의 칸이 ${p.found}개입니다. 한 행은 9칸이어야 합니다`,
    "bad-char": (p) =>
      `${p.line}번째 줄 ${p.column}번째 글자 ${showCharacter(p.char)}는 읽을 수 없는 문자입니다`,
    "several-boards": (p) => {
      const rows = p.firstRows.map((row) => `\`${row}\``);
      const listed = rows.length > 3 ? `${rows.slice(0, 3).join(", ")} 외 ${rows.length - 3}개` : list(rows);
      return `서로 다른 판을 ${p.count}개 찾았습니다(첫 행: ${listed}). 판은 한 번에 하나씩 붙여 넣어 주세요`;
    },
    "other-size": (p) => `${p.size}×${p.size} 격자로 보입니다. 9×9 스도쿠만 풀 수 있습니다`,
    "letter-grid": () => "숫자 대신 글자로 쓴 스도쿠로 보입니다. 1–9 숫자로 된 판만 풀 수 있습니다",
    "killer-cages": () =>
      "주어진 숫자 없이 케이지만 있는 킬러 스도쿠로 보입니다. 일반 스도쿠만 풀 수 있습니다",
    duplicate: (p) => {
      const what = `${withSubject(p.digit)} ${TIMES[p.cells.length] ?? String(p.cells.length)} 번`;
      if (p.unit === "row")
        return `${p.index + 1}행에 ${what} 있습니다(${list(p.cells.map((c) => `${columnOf(c) + 1}열`))})`;
      if (p.unit === "column")
        return `${p.index + 1}열에 ${what} 있습니다(${list(p.cells.map((c) => `${rowOf(c) + 1}행`))})`;
      return `${p.index + 1}번 박스(${BOX_NAMES[p.index] ?? "?"})에 ${what} 있습니다(${list(p.cells.map(cell))})`;
    },
  },
  acceptedFormats: [
    "판 하나를 다음 모양 중 하나로 붙여 넣어 주세요(빈칸은 0 . _ - * x ·):",
    "- 한 줄에 81글자: 53..7....6..195....98....6.8...6...3…",
    "- 9칸씩 9줄: 띄어쓰기는 있어도 없어도 되고, 박스 사이에 | + 나 선 문자를 써도 됩니다",
    '- 코드: [[5,3,0,0,7,0,0,0,0], …] 또는 ["53..7....", …]',
    "판 앞뒤의 글이나 코드 블록은 그대로 두셔도 됩니다.",
  ].join("\n"),
  solve: {
    facts: (givens, took) => `주어진 숫자 ${givens}개 · ${took} 만에 풀이`,
    unique: (facts) => `해가 하나뿐입니다 · ${facts}`,
    multiple: (differing, cells, facts) =>
      `유일해가 아닙니다: 해가 둘 이상입니다. 그중 하나를 보여 드립니다. ` +
      `다른 해에서는 ${differing}칸이 다릅니다(${cells}) · ${facts}`,
    none: (givens, took) =>
      `해가 없습니다: 행·열·박스에 겹치는 숫자는 없지만, 주어진 숫자 ${givens}개로는 판을 끝까지 채울 수 없습니다 · ` +
      `${took} 만에 확인`,
    undecided: (givens, took) =>
      `판정 보류: 주어진 숫자가 ${givens}개뿐이라 채우는 방법이 너무 많아서, 해가 있는지 빨리 판정할 수 없습니다 · ` +
      `${took} 후 중단`,
    conflict: "해가 없습니다: 주어진 숫자가 규칙에 어긋납니다",
    unreadable: "스도쿠 판을 읽지 못했습니다",
    caption: {
      multiple: "유일해 아님: 표시한 칸은 다른 해에서 달라집니다",
      none: "해가 없습니다",
      conflict: "표시한 칸에 같은 숫자가 겹칩니다",
      undecided: "판정 보류: 주어진 숫자가 너무 적습니다",
    },
    alt: {
      unique: "풀린 스도쿠: 주어진 숫자는 굵게, 풀어서 채운 숫자는 색으로 표시",
      multiple: "여러 해 중 하나. 다른 해에서 달라지는 칸을 표시",
      none: "주어진 그대로의 스도쿠. 해가 없습니다",
      conflict: "주어진 그대로의 스도쿠. 숫자가 겹치는 칸을 표시",
      undecided: "주어진 그대로의 스도쿠. 해가 있는지 판정하지 못했습니다",
    },
  },
  check: {
    correct: (against) =>
      `정답입니다: 모든 행·열·박스에 1부터 9까지 한 번씩 들어 있습니다${against ? ". 주어진 숫자도 모두 그대로입니다" : ""}.`,
    wrong: (cells) => `아직 아닙니다: ${cells}칸이 틀렸습니다.`,
    onTrack: (entries) => `순조롭습니다: 아직 풀 수 있는 상태이고, 지금까지 ${entries}칸을 채웠습니다.`,
    deadEnd: "막다른 길입니다: 여기서는 해가 없습니다.",
    changedGiven: (c, given, written) =>
      `${c}의 주어진 숫자는 ${given}인데, 풀이에는 ${withSubject(written)} 있습니다.`,
    duplicate: (text) => `${text}.`,
    moreDuplicates: (n) => `…겹치는 숫자가 ${n}개 더 있습니다.`,
    wrongCells: (cells) => `틀린 칸: ${cells}.`,
    disagree: (wrong, entries) => `채운 ${entries}칸 중 ${wrong}칸이 정답과 다릅니다.`,
    noneContradict: "채운 숫자 중 정답과 어긋나는 것은 없습니다.",
    puzzleMultiple: "원래 문제의 해가 둘 이상이라, 겹치는 숫자와 주어진 숫자만 확인했습니다.",
    puzzleNone: "원래 문제 자체에 해가 없습니다.",
    revealHint: {
      bot: "어느 칸인지 보려면 `/스도쿠 확인`을 `틀린칸표시: True`로 다시 실행하세요.",
      cli: "어느 칸인지 보려면 --reveal을 붙여 다시 확인하세요.",
    },
    addPuzzleHint: {
      bot: "원래 문제도 주시면(`문제` 옵션, 또는 한 메시지에 판 두 개) 채운 숫자를 정답과 비교해 드립니다.",
      cli: "원래 문제도 주시면(--puzzle, 또는 입력에 판 두 개: 문제가 먼저) 채운 숫자를 정답과 비교해 드립니다.",
    },
    legend: { wrong: "× 틀림", conflict: "○ 겹치는 숫자", changedGiven: "▲ 바뀐 주어진 숫자" },
    verdictShort: {
      correct: "정답",
      wrong: "아직 틀린 곳이 있음",
      "on-track": "순조로움",
      "dead-end": "막다른 길",
    },
    alt: (verdict, marked) =>
      `확인한 스도쿠: ${verdict}. 주어진 숫자는 굵게, 직접 쓴 숫자는 색으로 표시` +
      (marked === "" ? "" : `. 틀린 칸은 ×로 표시: ${marked}`),
    unreadable: {
      puzzle: "원래 문제를 읽지 못했습니다",
      attempt: "풀이를 읽지 못했습니다",
    },
    puzzleBreaksRules: "원래 문제가 규칙에 어긋나서 그 문제와 비교할 수 없습니다",
  },
  commands: {
    sudoku: { name: "스도쿠", description: "스도쿠 문제를 풀고, 직접 푼 답을 확인합니다" },
    solve: { name: "풀기", description: "판을 풉니다: 여기에 붙여 넣거나, 비워 두면 입력 상자가 열립니다" },
    solveBoard: {
      name: "판",
      description: "숫자 81개(빈칸은 0 또는 .) 또는 9줄. 비워 두면 여러 줄 입력 상자가 열립니다",
    },
    solveSpoiler: { name: "스포일러", description: "답을 스포일러로 가립니다" },
    solvePrivate: { name: "비공개", description: "나만 답을 봅니다" },
    solveImage: { name: "그림", description: "스도쿠 사진이나 스크린숏(판 대신)" },
    check: {
      name: "확인",
      description: "다 풀었든 푸는 중이든 내 풀이를 확인합니다. 판을 비워 두면 입력 상자가 열립니다",
    },
    checkImage: {
      name: "그림",
      description: "풀이 사진이나 스크린숏: 인쇄된 숫자가 문제, 손글씨 숫자가 내 풀이",
    },
    checkBoard: {
      name: "판",
      description: "내 풀이(빈칸은 0 또는 .). 비워 두면 여러 줄 입력 상자가 열립니다",
    },
    checkPuzzle: { name: "문제", description: "원래 문제: 내 숫자를 정답과 비교합니다" },
    checkReveal: { name: "틀린칸표시", description: "푸는 중인 판에서 틀린 숫자가 어디인지 보여 줍니다" },
    checkPrivate: { name: "비공개", description: "나만 답을 봅니다(기본값: True)" },
    new: { name: "새문제", description: "해가 하나뿐인 새 문제를 원하는 난이도로 만듭니다" },
    newLevel: { name: "난이도", description: "얼마나 어렵게(기본값: 보통)" },
    hint: {
      name: "힌트",
      description: "지금 판의 다음 논리적 단계를 기법 이름과 그림으로 알려 줍니다(나만 봅니다)",
    },
    hintBoard: { name: "판", description: "지금까지 채운 숫자를 포함한 내 판" },
    hintPuzzle: { name: "문제", description: "원래 문제: 틀린 숫자가 있으면 먼저 알려 줍니다" },
    solveMenu: "스도쿠 풀기",
    checkMenu: "스도쿠 확인",
  },
  newPuzzle: {
    level: (level) =>
      ({ easy: "쉬움", medium: "보통", hard: "어려움", expert: "전문가", extreme: "극한" })[level],
    heading: (level, givens, seed) => `새 문제 · 난이도 ${level} · 주어진 숫자 ${givens}개 · 시드 ${seed}`,
    howTo: "위의 줄을 복사해 `/스도쿠 풀기`에 넣거나, 아래 버튼을 쓰세요.",
    failed: (level, took) =>
      `난이도 ${level} 문제를 제시간에 만들지 못했습니다(${took} 동안 시도). 잠시 후 다시 시도해 주세요.`,
    solution: (level) => `이 문제(난이도 ${level})의 답`,
    buttons: { hint: "힌트", check: "내 답 확인", solution: "답 보기" },
    alt: "새 스도쿠 문제: 주어진 숫자는 굵게, 나머지 칸은 비어 있음",
    solutionAlt: "답: 주어진 숫자는 굵게, 나머지 숫자는 색으로 표시",
  },
  bot: {
    picture: {
      download: {
        "foreign-origin": "그림은 디스코드 서버에 있는 것만 내려받습니다. 이 그림은 다른 곳에 있습니다.",
        "too-large": (maxMb) =>
          `그림이 너무 큽니다(한도 ${maxMb}MB). 스크린숏이나 더 작은 사진을 보내 주세요.`,
        "http-status": (status) =>
          status === 404 || status === 403 || status === 410
            ? "그림을 더 이상 받을 수 없습니다(삭제되었거나 만료됨). 다시 보내 주세요."
            : `디스코드에서 그림을 받지 못했습니다(HTTP ${status}). 잠시 후 다시 시도해 주세요.`,
        timeout: (seconds) =>
          `그림을 내려받는 데 너무 오래 걸렸습니다(${seconds}초 넘게). 잠시 후 다시 시도해 주세요.`,
        network: "그림을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.",
        "not-an-image": "이 첨부 파일은 그림(PNG, JPEG, WebP)이 아닙니다.",
      },
      boardAndPicture: "판과 그림 중 하나만 주세요.",
      couldNotRead: (reason) => `그림에서 스도쿠를 읽지 못했습니다: ${reason}.`,
      readFrom: (printed, handwritten, source) =>
        source === "screenshot"
          ? `스크린샷에서 읽은 숫자: 주어진 숫자 ${printed}개${handwritten > 0 ? `, 입력한 숫자 ${handwritten}개` : ""}.`
          : `그림에서 읽은 숫자: 인쇄된 숫자 ${printed}개${handwritten > 0 ? `, 손글씨 숫자 ${handwritten}개` : ""}.`,
      handwrittenLeftOut: (handwritten, source) =>
        source === "screenshot"
          ? `입력한 숫자 ${handwritten}개는 뺐습니다: 풀기는 주어진 숫자만 씁니다(내 숫자는 \`/스도쿠 확인\`으로 확인하세요).`
          : `손글씨 숫자 ${handwritten}개는 뺐습니다: 풀기는 인쇄된 숫자만 씁니다(내 숫자는 \`/스도쿠 확인\`으로 확인하세요).`,
      unsure: "그림을 제대로 읽었는지 확실하지 않아서 아직 답하지 않았습니다.",
      notSureOf: (cells) => `확실하지 않은 칸: ${cells}.`,
      breaks: {
        "repeated-digit": "읽은 대로라면 행, 열 또는 박스에 같은 숫자가 두 번 있습니다.",
        "no-solution": "읽은 대로라면 이 문제에는 답이 없습니다.",
        "several-solutions": "읽은 대로라면 답이 여러 개입니다: 주어진 숫자를 놓쳤을 수 있습니다.",
      },
      editHint: "표시된 칸(?)을 그림과 비교한 뒤 **고치기**를 눌러 판을 고치면 답을 드립니다.",
      caption: "? = 확실하지 않음: 이 칸들을 확인해 주세요",
      alt: "그림에서 읽은 판: 확실하지 않은 칸은 물음표로 표시",
      editButton: "고치기",
      confirmButton: { solve: "이대로 풀기", check: "이대로 확인" },
      confirmHint: {
        solve: "모든 칸을 제대로 읽었다면 **이대로 풀기**를 눌러 주세요.",
        check: "모든 칸을 제대로 읽었다면 **이대로 확인**을 눌러 주세요.",
      },
      tooSlow:
        "⏳ 이 그림을 읽는 데 너무 오래 걸려서 그만두었습니다. 더 작거나 선명한 그림이면 될 수 있습니다.",
    },
    bug: "🐞 저희 쪽에서 문제가 생겼습니다. 기록해 두었으니 잠시 후 다시 시도해 주세요.",
    unknownCommand: "이제는 없는 명령어입니다. `/스도쿠 풀기`를 써 보세요.",
    staleButton: "이 버튼은 더 이상 작동하지 않습니다. 명령어를 다시 실행해 주세요.",
    busy: "⏳ 지금 풀 보드가 너무 많습니다. 잠시 후 다시 시도해 주세요.",
    tooSlow:
      "⏳ 이 보드를 너무 오래 풀고 있어서 그만두었습니다. 주어진 숫자가 아주 적을 수 있습니다. 보드를 모두 붙여 넣었는지 확인해 주세요.",
    solveModal: {
      title: "스도쿠 풀기",
      label: "스도쿠 판",
      description: "숫자 81개, 9칸씩 9줄, | 와 - 로 그린 격자, 또는 코드 배열",
      placeholder: "530070000\n600195000\n098000060\n…  (빈칸은 0 . _ -)",
    },
    checkModal: {
      title: "스도쿠 확인",
      attemptLabel: "내 풀이(다 풀었든 푸는 중이든)",
      attemptDescription: "지금 상태 그대로: 빈칸은 0 . _ -, 9칸씩 9줄, 숫자 81개, 또는 격자",
      attemptPlaceholder: "534678912\n672195348\n198340000\n…",
      puzzleLabel: "원래 문제(선택)",
      puzzleDescription: "정답과 비교하고, 주어진 숫자를 그대로 두었는지 확인합니다",
      puzzlePlaceholder: "530070000\n600195000\n098000060\n…",
    },
  },
  cli: {
    usage: USAGE,
    unknownCommand: (name) => `알 수 없는 명령어 "${name}"`,
    unknownOption: (option) => `알 수 없는 옵션 "${option}"`,
    missingValue: (option) => `${option}에는 값이 필요합니다`,
    takesNoValue: (option) => `${option}에는 값을 줄 수 없습니다`,
    missingCommand: "명령어가 없습니다",
    oneOf: (option, allowed) => `${option}은(는) ${allowed.join(", ")} 중 하나여야 합니다`,
    checkFormat: "check의 --format은 text 또는 json이어야 합니다",
    batchIsForSolve: "--batch는 solve에서만 씁니다",
    checkOptionsOnly: "--puzzle과 --reveal은 check에서만 씁니다",
    asReadWithImage: "--as-read는 --image와 함께 씁니다(solve 또는 check)",
    batchNoBoard: "--batch는 표준 입력에서 문제를 읽습니다. 판을 인자로 주지 마세요",
    noBoard: "판이 없습니다: 인자로 주거나 표준 입력으로 넘겨 주세요",
    stdinClosed: "판이 없습니다: 표준 입력이 닫혀 있습니다. 판을 인자로 주거나 표준 입력으로 넘겨 주세요",
    wholeNumber: (option, min, max) => `${option}은(는) ${min}부터 ${max}까지의 정수여야 합니다`,
    generateFailed: (level, attempts, took) =>
      `${attempts}번 시도(${took})했지만 ${level} 난이도 문제를 만들지 못했습니다. 다시 실행하거나 다른 --seed를 써 보세요`,
    wrote: (path, bytes) => `${path}에 저장했습니다(${bytes}바이트)`,
    couldNotWrite: (path, reason) => `${path}에 저장하지 못했습니다: ${reason}`,
    fileProblem: (code) => {
      const words: Record<string, string> = {
        ENOENT: "그런 파일이나 폴더가 없습니다",
        EACCES: "권한이 없습니다",
        EPERM: "권한이 없습니다",
        EISDIR: "폴더입니다",
        ENOTDIR: "경로 중간에 폴더가 아닌 것이 있습니다",
        ENOSPC: "디스크가 가득 찼습니다",
        EROFS: "읽기 전용 디스크입니다",
      };
      return words[code] === undefined ? code : `${words[code]}(${code})`;
    },
  },
  picture: {
    problem: {
      "not-an-image": () => "그림 파일(PNG, JPEG, WebP)이 아닙니다",
      "unsupported-format": (p) =>
        `${p.format.toUpperCase()} 그림은 지원하지 않습니다: PNG, JPEG, WebP로 보내 주세요`,
      "too-large": (p) =>
        `그림이 너무 큽니다(${p.width}×${p.height} 픽셀, 한도 ${p.maxPixels / 1e6}메가픽셀)`,
      "too-many-bytes": (p) =>
        `파일이 너무 큽니다(${Math.ceil(p.bytes / 1048576)}MB, 한도 ${p.maxBytes / 1048576}MB)`,
      corrupt: () => "그림이 손상되어 읽을 수 없습니다",
    },
    noGrid: "이 그림에서 9×9 스도쿠 격자를 찾지 못했습니다",
    tooFewDigits: "9×9 격자는 찾았지만 스도쿠 문제라기에는 숫자가 너무 적습니다",
    smallNumbers:
      "9×9 격자는 찾았지만 숫자가 스도쿠의 숫자라기에는 너무 작습니다(킬러 스도쿠의 케이지 합인가요?). 일반 스도쿠만 읽을 수 있습니다",
    noBoxes:
      "9×9 격자는 찾았지만 스도쿠의 3×3 박스가 없고 숫자도 규칙에 맞지 않습니다(스도쿠가 아니거나 다른 종류의 스도쿠인가요?). 일반 스도쿠만 읽을 수 있습니다",
    unreadableFile: (path, reason) => `${path}을(를) 읽을 수 없습니다: ${reason}`,
    read: (printed, handwritten, took, source) =>
      source === "screenshot"
        ? `스크린샷에서 주어진 숫자 ${printed}개, 입력한 숫자 ${handwritten}개를 읽었습니다(${took})`
        : `인쇄된 숫자 ${printed}개, 손글씨 숫자 ${handwritten}개를 읽었습니다(${took})`,
    doubtful: (cells) => `${cells}은(는) 확실하지 않습니다: 확인해 주세요`,
    notSureWhichKind: (cells) =>
      `${cells}: 숫자는 확실하지만 문제의 숫자인지 채워 넣은 숫자인지는 확실하지 않습니다.`,
    noFiles: "그림이 없습니다: sudoku read 파일…",
    confirmFirst:
      "읽은 판을 그림과 비교해 주세요. 맞으면 같은 명령에 --as-read를 붙여 다시 실행하고, 틀리면 고친 뒤 텍스트로 넘겨 주세요.",
    notAsRead:
      "읽은 인쇄 숫자에 같은 숫자가 겹치거나 답이 하나인 문제가 아니어서 --as-read로 진행할 수 없습니다. 판을 고친 뒤 텍스트로 넘겨 주세요.",
  },
};
