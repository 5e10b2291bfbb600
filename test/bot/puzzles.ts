/** Boards shared by the bot's tests, each in the shape a person would paste. */

/** A classic puzzle with a unique solution (30 givens). */
export const EASY = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
export const EASY_SOLUTION =
  "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/** The same puzzle as 9 lines of 9. */
export const EASY_NINE_LINES = `530070000
600195000
098000060
800060003
400803001
700020006
060000280
000419005
000080079`;

/** The same puzzle as a desktop client sends a pasted 9-line board: newlines turned into spaces. */
export const EASY_NEWLINES_AS_SPACES = EASY_NINE_LINES.split("\n").join(" ");

/** The same puzzle in a Discord message: chatter, then a code block with a ruled grid. */
export const EASY_IN_A_MESSAGE = `can anyone solve this one? stuck for an hour
\`\`\`
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
\`\`\`
thanks!`;

/** The solution with a "deadly rectangle" blanked (r1c4, r1c5, r4c4, r4c5 hold 6/7): exactly two solutions. */
export const TWO_SOLUTIONS =
  "534008912672195348198342567859001423426853791713924856961537284287419635345286179";

/** No row, column or box repeats a digit, but r1c9 needs a 9 and box 3 already has one: no solution. */
export const NO_SOLUTION =
  "123456780000000009000000000000000000000000000000000000000000000000000000000000000";

/** Two 5s in row 1 (and box 1). */
export const CONFLICT = "550070000600195000098000060800060003400803001700020006060000280000419005000080079";

/** One cell short. */
export const EIGHTY_CELLS = EASY.slice(0, 80);
