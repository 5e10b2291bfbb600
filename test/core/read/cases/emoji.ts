import { LEETCODE, type ReadCase } from "../table.js";

const rows = LEETCODE.match(/.{9}/g) ?? [];
/** Draw the LeetCode board with one emoji per cell. */
const draw = (digit: (d: string) => string, blank: string, joiner = ""): string[] =>
  rows.map((row) => [...row].map((c) => (c === "." ? blank : digit(c))).join(joiner));
const KEYCAP = (d: string) => `${d}\ufe0f\u20e3`;
const BARE_KEYCAP = (d: string) => `${d}\u20e3`;
const REGIONAL = [..."🇦🇧🇨🇩🇪🇫🇬🇭🇮"];

/**
 * Boards drawn with emoji as Discord games post them. The emoji sets are those of public Discord sudoku bots
 * (keycaps `1⃣`… without a variation selector and regional letters `🇦`… as labels in a discord.js game found
 * with the search tool's code index, `SUDOKU_EMOJIS`); the boards themselves are drawn here, since a bot's
 * message is not stored in any repository.
 */
export const emojiCases: ReadCase[] = [
  {
    name: "keycap digits and black squares",
    source: "constructed in the emoji set of Discord sudoku games: 5️⃣ keycaps, ⬛ blanks",
    text: draw(KEYCAP, "⬛").join("\n"),
    board: LEETCODE,
  },
  {
    name: "keycaps without the variation selector and white squares",
    source: "constructed in the emoji set of a discord.js sudoku game (SUDOKU_EMOJIS: '1⃣' … '9⃣')",
    text: draw(BARE_KEYCAP, "⬜").join("\n"),
    board: LEETCODE,
  },
  {
    name: "blue squares with zero-width joiners between the emoji",
    source: "constructed: a copy from a client that joins emoji with U+200D",
    text: draw(KEYCAP, "🟦", "\u200d").join("\n"),
    board: LEETCODE,
  },
  {
    name: "regional-letter row labels and a keycap column header",
    source: "constructed in the emoji set of a discord.js sudoku game (🇦…🇮 labels, keycap digits)",
    text: [
      `⬛${[..."123456789"].map(KEYCAP).join("")}`,
      ...draw(KEYCAP, "⬛").map((r, k) => `${REGIONAL[k]}${r}`),
    ].join("\n"),
    board: LEETCODE,
  },
  {
    name: "keycap row labels with spaces between the cells",
    source: "constructed: an emoji board with keycap row numbers and spaces, as pasted from a phone",
    text: draw(KEYCAP, "⬜", " ")
      .map((r, k) => `${KEYCAP(String(k + 1))} ${r}`)
      .join("\n"),
    board: LEETCODE,
  },
  {
    name: "Discord custom emoji named after digits, with a blank emoji",
    source:
      "constructed in the text form Discord gives a bot's custom emoji (<:name:id>, ids of 18-19 digits)",
    text: draw((d) => `<:num${d}:10493${d}8471203985${d}1>`, "<:blank:1049300011223344556>").join("\n"),
    board: LEETCODE,
  },
  {
    name: "Discord custom emoji with digit words and animated blanks",
    source: "constructed in the text form Discord gives animated custom emoji (<a:name:id>)",
    text: draw(
      (d) =>
        `<:${["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"][Number(d)]}:118022334455667788${d}>`,
      "<a:empty_cell:1180223344556677001>",
      " ",
    ).join("\n"),
    board: LEETCODE,
  },
];
