/**
 * 日本語: every sentence the bot and the command line show a person, in Japanese. The shape, and what each
 * entry is for, is in catalogue.ts. Cells are named as Japanese puzzle pages count them: `3行7列` (row 3,
 * column 7), 1-based; a box is a `ブロック`, a given a `問題の数字`. Counters (`個`, `マス`) carry no plural,
 * so no plural rules are needed; lists are joined with the ideographic comma `、`.
 */
import { columnOf, rowOf } from "../core/board.js";
import type { Catalogue } from "./catalogue.js";
import { hintJa } from "./hint-ja.js";

const BOX_NAMES = ["左上", "中央上", "右上", "左中央", "中央", "右中央", "左下", "中央下", "右下"] as const;

const list = (items: readonly string[]): string => items.join("、");

const cell = (c: number): string => `${rowOf(c) + 1}行${columnOf(c) + 1}列`;

/** `「a」`, or `U+200B` for a character a person could not see or tell apart in brackets. */
function showCharacter(char: string): string {
  if (/^[\p{L}\p{N}\p{P}\p{S}]$/u.test(char) && char !== "「" && char !== "」") return `「${char}」`;
  const code = char.codePointAt(0) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
}

const USAGE = `使い方：
  sudoku solve [盤面] [--out ファイル.png] [--format grid|line|json] [--theme dark|light] [--lang ko|ja|en]
  sudoku solve --batch < puzzles.txt
  sudoku check [解答] [--puzzle 問題] [--reveal] [--out ファイル.png] [--format text|json]
  sudoku generate [--level easy|medium|hard|expert|extreme] [--count N] [--seed S] [--symmetry rotational|none|horizontal|vertical|diagonal|anti-diagonal] [--minimal] [--format line|json]
  sudoku hint [盤面] [--puzzle 問題] [--out ファイル.png] [--format text|json]
  sudoku grade [盤面] [--format text|json] [--steps]
  sudoku grade --batch < puzzles.txt
  sudoku read ファイル… [--format text|json]
  sudoku solve --image ファイル [--as-read] · sudoku check --image ファイル [--as-read]
  sudoku --version

盤面（BOARD）はよくある形ならどれでも読めます：1行81文字（空きマスは 0 か .）、9文字×9行、| と - で区切った盤面、
コードの二次元配列。盤面を渡さなければ標準入力から読みます。「-」で始まる盤面は「--」の後に書きます：
sudoku solve -- -3..7....
--batch は1行に1問ずつ読み、1問ごとに1行出力します：解（解が複数なら後ろに " multiple"）、
"none"、"undecided" または "invalid"。
check は手で解いた解答を、解き終わっていても途中でも確かめます。元の問題も渡すと（--puzzle、または入力に
盤面を2つ：問題が先）正解とも照らし合わせます。--reveal を付けると、途中の解答で間違っているマスを示します。
--lang en|ko|ja で言語を選びます（既定：端末の言語、LC_ALL・LC_MESSAGES・LANG から）。
generate は解が1つだけの新しい問題を指定の難易度で作ります（既定 medium）。--seed S で同じ問題を
もう一度作れます（k問目はシード S+k）。
hint は次の論理的な手順を、解法の名前とともに示します。元の問題も渡すと（--puzzle、または盤面を2つ：問題が先）、
正解と食い違う数字を先に示します。grade は解くのに必要な解法から、問題を easy、medium、hard、expert、extreme の
どれかに判定します。--batch では1行ごとに「難易度<TAB>スコア<TAB>最も難しい解法」を出力します。
終了コード：solve 0 解けた、1 解なし／check 0 正解または順調、1 間違いまたは行き詰まり／hint 0 手順ありまたは完成、
1 解なしまたは解が複数／grade 0 判定できた、1 解なしまたは解が複数／2 入力が不正。`;

/** 日本語. */
export const ja: Catalogue = {
  locale: "ja",
  hint: hintJa,
  list,
  listMore: (items, more) => `${items.join("、")} ほか${more}個`,
  moreLines: (more) => `…ほか${more}個`,
  punctuation: { fullStop: "。", colon: "：", sentenceGap: "" },
  duration: (ms) => {
    if (ms < 0.1) return "0.1ms未満";
    return ms < 10 ? `${ms.toFixed(1)}ms` : `${Math.round(ms)}ms`;
  },
  cell,
  cellDigit: (c, digit) => `${cell(c)}（${digit}）`,
  boxNames: BOX_NAMES,
  problem: {
    "empty-input": () => "テキストが空です。数独の盤面を貼り付けてください",
    "too-long": (p) => `テキストが長すぎます（${p.length}文字、上限は${p.max}文字）`,
    "no-board": () => "このテキストに数独の盤面が見つかりません",
    "wrong-length": (p) => `マスが${p.found}個あります。盤面は${p.expected}マスです`,
    "bad-row": (p) => `${p.row}行目のマスが${p.found}個あります。1行は9マスです`,
    "bad-char": (p) => `${p.line}行目${p.column}文字目の ${showCharacter(p.char)} は読めない文字です`,
    "several-boards": (p) => {
      const rows = p.firstRows.map((row) => `\`${row}\``);
      const listed = rows.length > 3 ? `${rows.slice(0, 3).join("、")} ほか${rows.length - 3}個` : list(rows);
      return `異なる盤面が${p.count}個あります（1行目：${listed}）。盤面は1つずつ貼り付けてください`;
    },
    "other-size": (p) => `${p.size}×${p.size}の盤面のようです。対応しているのは9×9の数独だけです`,
    "letter-grid": () => "数字の代わりに文字を使った数独のようです。対応しているのは数字1〜9の盤面だけです",
    "killer-cages": () => "問題の数字がないキラー数独のケージのようです。対応しているのは通常の数独だけです",
    duplicate: (p) => {
      const what = `${p.digit}が${p.cells.length}個`;
      if (p.unit === "row")
        return `${p.index + 1}行目に${what}あります（${list(p.cells.map((c) => `${columnOf(c) + 1}列`))}）`;
      if (p.unit === "column")
        return `${p.index + 1}列目に${what}あります（${list(p.cells.map((c) => `${rowOf(c) + 1}行`))}）`;
      return `ブロック${p.index + 1}（${BOX_NAMES[p.index] ?? "?"}）に${what}あります（${list(p.cells.map(cell))}）`;
    },
  },
  acceptedFormats: [
    "盤面を1つ、次のどれかの形で貼り付けてください（空きマスは 0 . _ - * x ·）：",
    "- 1行に81文字：53..7....6..195....98....6.8...6...3…",
    "- 9マス×9行：空白はあってもなくても可、ブロックの間に | + や罫線があっても可",
    '- コード：[[5,3,0,0,7,0,0,0,0], …] または ["53..7....", …]',
    "盤面の前後の文章やコードブロックはそのままで大丈夫です。",
  ].join("\n"),
  solve: {
    facts: (givens, took) => `問題の数字${givens}個 · ${took}で解答`,
    unique: (facts) => `解は1つです · ${facts}`,
    multiple: (differing, cells, facts) =>
      `解が1つに決まりません：解が複数あります。そのうち1つを示します。` +
      `別の解では${differing}マスが異なります（${cells}） · ${facts}`,
    none: (givens, took) =>
      `解なし：行・列・ブロックに重複はありませんが、この${givens}個の数字からは盤面を完成できません · ` +
      `${took}で確認`,
    undecided: (givens, took) =>
      `判定できません：問題の数字が${givens}個しかなく埋め方が多すぎるため、解があるかをすぐには判定できません · ` +
      `${took}で打ち切り`,
    conflict: "解なし：問題の数字がルールに反しています",
    unreadable: "数独の盤面を読み取れませんでした",
    caption: {
      multiple: "解が複数：印のマスは別の解で異なります",
      none: "解がありません",
      conflict: "印のマスで数字が重複しています",
      undecided: "判定不能：問題の数字が少なすぎます",
    },
    alt: {
      unique: "解いた数独：問題の数字は太字、解いて埋めた数字は色付き",
      multiple: "複数ある解の1つ。別の解で異なるマスに印",
      none: "問題のままの数独。解はありません",
      conflict: "問題のままの数独。数字が重複するマスに印",
      undecided: "問題のままの数独。解があるかは判定できませんでした",
    },
  },
  check: {
    correct: (against) =>
      `正解です：どの行・列・ブロックにも1〜9が1回ずつ入っています${against ? "。問題の数字もすべてそのままです" : ""}。`,
    wrong: (cells) => `まだ正解ではありません：${cells}マスが間違っています。`,
    onTrack: (entries) => `順調です：まだ解ける状態で、これまでに${entries}マス埋めています。`,
    deadEnd: "行き詰まりです：ここからは解けません。",
    changedGiven: (c, given, written) =>
      `${c}の問題の数字は${given}ですが、解答では${written}になっています。`,
    duplicate: (text) => `${text}。`,
    moreDuplicates: (n) => `…ほかに重複が${n}個あります。`,
    wrongCells: (cells) => `間違い：${cells}。`,
    disagree: (wrong, entries) => `埋めた${entries}マスのうち${wrong}マスが正解と異なります。`,
    noneContradict: "埋めた数字に正解と食い違うものはありません。",
    puzzleMultiple: "元の問題の解が複数あるため、重複と問題の数字だけを確かめました。",
    puzzleNone: "元の問題そのものに解がありません。",
    revealHint: {
      bot: "どのマスかを見るには、`/数独 答え合わせ` を `間違い表示: True` でもう一度実行してください。",
      cli: "どのマスかを見るには、--reveal を付けてもう一度確かめてください。",
    },
    addPuzzleHint: {
      bot: "元の問題も渡すと（`問題` オプション、または1つのメッセージに盤面を2つ）、埋めた数字を正解と照らし合わせます。",
      cli: "元の問題も渡すと（--puzzle、または入力に盤面を2つ：問題が先）、埋めた数字を正解と照らし合わせます。",
    },
    legend: { wrong: "× 間違い", conflict: "○ 重複", changedGiven: "▲ 変えられた問題の数字" },
    verdictShort: {
      correct: "正解",
      wrong: "まだ間違いあり",
      "on-track": "順調",
      "dead-end": "行き詰まり",
    },
    alt: (verdict, marked) =>
      `確かめた数独：${verdict}。問題の数字は太字、書き込んだ数字は色付き` +
      (marked === "" ? "" : `。間違いのマスに×印：${marked}`),
    unreadable: {
      puzzle: "元の問題を読み取れませんでした",
      attempt: "解答を読み取れませんでした",
    },
    puzzleBreaksRules: "元の問題がルールに反しているため、照らし合わせられません",
  },
  commands: {
    sudoku: { name: "数独", description: "数独を解いたり、自分の解答を確かめたりします" },
    solve: { name: "解く", description: "盤面を解きます：ここに貼り付けるか、空のままで入力欄を開きます" },
    solveBoard: {
      name: "盤面",
      description: "81個の数字（空きマスは 0 か .）または9行。空のままだと複数行の入力欄が開きます",
    },
    solveSpoiler: { name: "ネタバレ防止", description: "答えをスポイラーで隠します" },
    solvePrivate: { name: "非公開", description: "自分だけに答えを表示します" },
    solveImage: { name: "画像", description: "数独の写真かスクリーンショット（盤面の代わりに）" },
    check: {
      name: "答え合わせ",
      description: "解き終わりでも途中でも解答を確かめます。盤面が空なら入力欄が開きます",
    },
    checkImage: {
      name: "画像",
      description: "解答の写真かスクリーンショット：印刷の数字が問題、手書きの数字があなたの解答",
    },
    checkBoard: {
      name: "盤面",
      description: "あなたの盤面（空きマスは 0 か .）。空のままだと複数行の入力欄が開きます",
    },
    checkPuzzle: { name: "問題", description: "元の問題：あなたの数字を正解と照らし合わせます" },
    checkReveal: { name: "間違い表示", description: "途中の盤面で、どの数字が間違っているかを示します" },
    checkPrivate: { name: "非公開", description: "自分だけに答えを表示します（既定：True）" },
    new: { name: "新しい問題", description: "解が1つだけの新しい問題を、選んだ難易度で作ります" },
    newLevel: { name: "難易度", description: "難しさ（既定：ふつう）" },
    hint: {
      name: "ヒント",
      description: "今の盤面の次の論理的な手順を、解法の名前と図で示します（自分だけに表示）",
    },
    hintBoard: { name: "盤面", description: "ここまで埋めた数字を含む今の盤面" },
    hintPuzzle: { name: "問題", description: "元の問題：まちがった数字があれば先に示します" },
    solveMenu: "数独を解く",
    checkMenu: "数独の答え合わせ",
  },
  newPuzzle: {
    level: (level) =>
      ({ easy: "やさしい", medium: "ふつう", hard: "むずかしい", expert: "上級", extreme: "超上級" })[level],
    heading: (level, givens, seed) => `新しい問題 · 難易度 ${level} · 問題の数字${givens}個 · シード ${seed}`,
    howTo: "上の行をコピーして `/数独 解く` に貼るか、下のボタンをお使いください。",
    failed: (level, took) =>
      `難易度 ${level} の問題を時間内に作れませんでした（${took}試しました）。少ししてからもう一度お試しください。`,
    solution: (level) => `この問題（難易度 ${level}）の答え`,
    buttons: { hint: "ヒント", check: "答え合わせ", solution: "答えを見る" },
    alt: "新しい数独の問題：問題の数字は太字、ほかのマスは空き",
    solutionAlt: "答え：問題の数字は太字、ほかの数字は色付き",
  },
  bot: {
    picture: {
      download: {
        "foreign-origin":
          "画像は Discord のサーバーにあるものだけをダウンロードします。この画像は別の場所にあります。",
        "too-large": (maxMb) =>
          `画像が大きすぎます（上限は ${maxMb}MB）。スクリーンショットか、もっと小さい写真を送ってください。`,
        "http-status": (status) =>
          status === 404 || status === 403 || status === 410
            ? "画像がもう見られません（削除されたか期限切れです）。もう一度送ってください。"
            : `Discord から画像を受け取れませんでした（HTTP ${status}）。少ししてからもう一度お試しください。`,
        timeout: (seconds) =>
          `画像のダウンロードに時間がかかりすぎました（${seconds}秒以上）。少ししてからもう一度お試しください。`,
        network: "画像をダウンロードできませんでした。少ししてからもう一度お試しください。",
        "not-an-image": "この添付ファイルは画像（PNG、JPEG、WebP）ではありません。",
      },
      boardAndPicture: "盤面か画像のどちらか一つだけを送ってください。",
      couldNotRead: (reason) => `画像から数独を読み取れませんでした：${reason}。`,
      readFrom: (printed, handwritten, source) =>
        source === "screenshot"
          ? `スクリーンショットから読み取った数字：問題の数字 ${printed} 個${handwritten > 0 ? `、入力した数字 ${handwritten} 個` : ""}。`
          : `画像から読み取った数字：印刷 ${printed} 個${handwritten > 0 ? `、手書き ${handwritten} 個` : ""}。`,
      handwrittenLeftOut: (handwritten, source) =>
        source === "screenshot"
          ? `入力した数字 ${handwritten} 個は除きました：解くときは問題の数字だけを使います（自分の数字は \`/数独 答え合わせ\` で確認できます）。`
          : `手書きの数字 ${handwritten} 個は除きました：解くときは印刷の数字だけを使います（自分の数字は \`/数独 答え合わせ\` で確認できます）。`,
      unsure: "画像を正しく読み取れたか自信がないため、まだ答えていません。",
      notSureOf: (cells) => `自信がないマス：${cells}。`,
      breaks: {
        "repeated-digit": "読み取ったとおりだと、行・列・ボックスに同じ数字が重なっています。",
        "no-solution": "読み取ったとおりだと、この問題には答えがありません。",
        "several-solutions":
          "読み取ったとおりだと、答えが複数あります：問題の数字を読み落としたかもしれません。",
      },
      editHint: "印の付いたマス（?）を画像と見比べ、**修正** を押して盤面を直すと答えを出します。",
      caption: "? = 自信なし：このマスを確認してください",
      alt: "画像から読み取った盤面：自信のないマスに疑問符の印",
      editButton: "修正",
      confirmButton: { solve: "このまま解く", check: "このまま確認" },
      confirmHint: {
        solve: "すべてのマスが正しく読めていれば **このまま解く** を押してください。",
        check: "すべてのマスが正しく読めていれば **このまま確認** を押してください。",
      },
      tooSlow:
        "⏳ この画像の読み取りに時間がかかりすぎたため、止めました。もっと小さいか鮮明な画像ならうまくいくかもしれません。",
    },
    bug: "🐞 こちら側で問題が起きました。記録しましたので、少ししてからもう一度お試しください。",
    unknownCommand: "このコマンドはもうありません。`/数独 解く` をお使いください。",
    staleButton: "このボタンはもう使えません。コマンドをもう一度実行してください。",
    busy: "⏳ いま盤面が多く、手が回りません。少ししてからもう一度お試しください。",
    tooSlow:
      "⏳ この盤面は解くのに長くかかりすぎたため、止めました。数字がとても少ないのかもしれません。盤面をすべて貼り付けたか確認してください。",
    solveModal: {
      title: "数独を解く",
      label: "数独の盤面",
      description: "81個の数字、9マス×9行、| と - で区切った盤面、またはコードの配列",
      placeholder: "530070000\n600195000\n098000060\n…  (空きマスは 0 . _ -)",
    },
    checkModal: {
      title: "数独を確かめる",
      attemptLabel: "あなたの解答（途中でも可）",
      attemptDescription: "今の状態のまま：空きマスは 0 . _ -、9マス×9行、81個の数字、または盤面",
      attemptPlaceholder: "534678912\n672195348\n198340000\n…",
      puzzleLabel: "元の問題（任意）",
      puzzleDescription: "正解と照らし合わせ、問題の数字を変えていないかも確かめます",
      puzzlePlaceholder: "530070000\n600195000\n098000060\n…",
    },
  },
  cli: {
    usage: USAGE,
    unknownCommand: (name) => `不明なコマンド「${name}」`,
    unknownOption: (option) => `不明なオプション「${option}」`,
    missingValue: (option) => `${option} には引数が必要です`,
    takesNoValue: (option) => `${option} は引数を取りません`,
    missingCommand: "コマンドがありません",
    oneOf: (option, allowed) => `${option} は ${allowed.join("、")} のどれかにしてください`,
    checkFormat: "check の --format は text か json にしてください",
    batchIsForSolve: "--batch は solve 専用です",
    checkOptionsOnly: "--puzzle と --reveal は check 専用です",
    asReadWithImage: "--as-read は --image を付けたときだけ使えます（solve または check）",
    batchNoBoard: "--batch は標準入力から問題を読みます。盤面を引数に渡さないでください",
    noBoard: "盤面がありません：引数で渡すか、標準入力に流してください",
    stdinClosed: "盤面がありません：標準入力が閉じています。引数で渡すか、標準入力に流してください",
    wholeNumber: (option, min, max) => `${option} は${min}から${max}までの整数にしてください`,
    generateFailed: (level, attempts, took) =>
      `${attempts}回試しましたが（${took}）、難易度 ${level} の問題を作れませんでした。もう一度実行するか、別の --seed をお試しください`,
    wrote: (path, bytes) => `${path} に保存しました（${bytes}バイト）`,
    couldNotWrite: (path, reason) => `${path} に保存できませんでした：${reason}`,
    fileProblem: (code) => {
      const words: Record<string, string> = {
        ENOENT: "そのファイルやフォルダはありません",
        EACCES: "権限がありません",
        EPERM: "権限がありません",
        EISDIR: "フォルダです",
        ENOTDIR: "パスの途中にフォルダでないものがあります",
        ENOSPC: "ディスクがいっぱいです",
        EROFS: "読み取り専用のディスクです",
      };
      return words[code] === undefined ? code : `${words[code]}（${code}）`;
    },
  },
  picture: {
    problem: {
      "not-an-image": () => "画像ファイル（PNG、JPEG、WebP）ではありません",
      "unsupported-format": (p) =>
        `${p.format.toUpperCase()} の画像には対応していません。PNG、JPEG、WebP で送ってください`,
      "too-large": (p) =>
        `画像が大きすぎます（${p.width}×${p.height} ピクセル、上限は ${p.maxPixels / 1e6} メガピクセル）`,
      "too-many-bytes": (p) =>
        `ファイルが大きすぎます（${Math.ceil(p.bytes / 1048576)}MB、上限は ${p.maxBytes / 1048576}MB）`,
      corrupt: () => "画像が壊れていて読めません",
    },
    noGrid: "この画像に 9×9 の数独の盤面が見つかりません",
    tooFewDigits: "9×9 の盤面はありますが、数独の問題にしては数字が少なすぎます",
    smallNumbers:
      "9×9 の盤面はありますが、数字が小さすぎて数独の数字ではありません（キラー数独のケージの数？）。読めるのはふつうの数独だけです",
    noBoxes:
      "9×9 の盤面はありますが、数独の 3×3 のブロックがなく、数字もルールに合いません（別のパズルか、ジグソー数独？）。読めるのはふつうの数独だけです",
    unreadableFile: (path, reason) => `${path} を読めません：${reason}`,
    read: (printed, handwritten, took, source) =>
      source === "screenshot"
        ? `スクリーンショットから問題の数字 ${printed} 個、入力した数字 ${handwritten} 個を読みました（${took}）`
        : `印刷の数字 ${printed} 個、手書きの数字 ${handwritten} 個を読みました（${took}）`,
    doubtful: (cells) => `${cells} は自信がありません。確認してください`,
    notSureWhichKind: (cells) =>
      `${cells}：数字は確かですが、問題の数字か書き込んだ数字かがはっきりしません。`,
    noFiles: "画像がありません：sudoku read ファイル…",
    confirmFirst:
      "読み取った盤面を画像と見比べてください。正しければ同じコマンドに --as-read を付けて実行し、違っていれば直してからテキストで渡してください。",
    notAsRead:
      "読み取った印刷の数字に重複があるか、答えが一つの問題になっていないため、--as-read は使えません。盤面を直してからテキストで渡してください。",
  },
};
