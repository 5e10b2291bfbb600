/**
 * Reader for boards drawn with emoji, as Discord games and bots post them: keycap digits (`5️⃣`, `5⃣`), coloured
 * squares for blank cells (`⬛`, `⬜`, `🟦`), regional-indicator letters as row labels (`🇦`), with variation
 * selectors and zero-width joiners between them.
 *
 * It works one code point at a time inside the line reader: each emoji becomes the one character it stands for,
 * and the invisible joiners become nothing, while every mark keeps the column of the emoji it came from.
 */

/** Combining keycap: `5` + (U+FE0F) + U+20E3 is the keycap 5. */
const KEYCAP = "\u20e3";
/**
 * Variation selectors, the zero-width joiner and a byte-order mark. A zero-width space stays a stray: it is named
 * in the problem so the person can find it.
 */
const INVISIBLE = new Set(["\ufe0e", "\ufe0f", "\u200d", "\ufeff"]);
/** Squares and circles drawn for a blank cell. */
const BLANK_EMOJI = new Set([..."⬛⬜🟥🟧🟨🟩🟦🟪🟫◻◼▫▪◽◾🔲🔳⚫⚪"]);
const REGIONAL_A = 0x1f1e6;

/** What the code point at `at` stands for: a character, "" for an invisible one, or undefined when it is no emoji. */
export interface EmojiReading {
  /** The character it stands for ("" for an invisible joiner). */
  readonly char: string;
  /** How many code points it spans (a keycap spans 2 or 3). */
  readonly span: number;
}

/**
 * Read the emoji (if any) that starts at code point `at` of a line.
 *
 * @param points - the line's code points (`Array.from(line)`).
 * @param at - the index of the first code point to look at.
 * @returns the character it stands for and its span, or undefined when no emoji starts there.
 * @example readEmojiAt(Array.from("5️⃣"), 0) // { char: "5", span: 3 }
 */
export function readEmojiAt(points: readonly string[], at: number): EmojiReading | undefined {
  const c = points[at] as string;
  const code = c.codePointAt(0) ?? 0;
  if (code < 0x80) {
    // A keycap: a digit, optionally a variation selector, then the combining keycap.
    if (code < 48 || code > 57) return undefined;
    if (points[at + 1] === KEYCAP) return { char: c, span: 2 };
    if (points[at + 1] === "\ufe0f" && points[at + 2] === KEYCAP) return { char: c, span: 3 };
    return undefined;
  }
  if (INVISIBLE.has(c) || c === KEYCAP) return { char: "", span: 1 };
  if (BLANK_EMOJI.has(c)) return { char: ".", span: 1 };
  if (code >= REGIONAL_A && code < REGIONAL_A + 26)
    return { char: String.fromCharCode(65 + code - REGIONAL_A), span: 1 };
  if (code === 0x1f51f) return { char: "\ufffd", span: 1 }; // the keycap 10 is no cell
  return undefined;
}
