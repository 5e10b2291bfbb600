/**
 * Which characters an OpenType font maps to a glyph, read from its `cmap` table (formats 4 and 12), so
 * tests can prove a bundled font covers every character the bot draws.
 * Spec: https://learn.microsoft.com/typography/opentype/spec/cmap
 */

/** Every code point the font maps to a glyph other than .notdef (glyph 0). */
export function mappedCodePoints(font: Buffer): Set<number> {
  const numTables = font.readUInt16BE(4);
  let cmap = -1;
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    if (font.toString("latin1", record, record + 4) === "cmap") cmap = font.readUInt32BE(record + 8);
  }
  if (cmap < 0) throw new Error("the font has no cmap table");
  const out = new Set<number>();
  const subtables = font.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i++) {
    const offset = cmap + font.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = font.readUInt16BE(offset);
    if (format === 12) readFormat12(font, offset, out);
    else if (format === 4) readFormat4(font, offset, out);
  }
  return out;
}

/** Segmented coverage: groups of (first char, last char, first glyph). */
function readFormat12(font: Buffer, offset: number, out: Set<number>): void {
  const groups = font.readUInt32BE(offset + 12);
  for (let g = 0; g < groups; g++) {
    const at = offset + 16 + g * 12;
    const start = font.readUInt32BE(at);
    const end = font.readUInt32BE(at + 4);
    const glyph = font.readUInt32BE(at + 8);
    for (let c = start; c <= end; c++) if (glyph + (c - start) !== 0) out.add(c);
  }
}

/** Segment mapping to delta values, for the Basic Multilingual Plane. */
function readFormat4(font: Buffer, offset: number, out: Set<number>): void {
  const segments = font.readUInt16BE(offset + 6) / 2;
  const ends = offset + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let s = 0; s < segments; s++) {
    const end = font.readUInt16BE(ends + s * 2);
    const start = font.readUInt16BE(starts + s * 2);
    const delta = font.readInt16BE(deltas + s * 2);
    const rangeOffset = font.readUInt16BE(rangeOffsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const at = rangeOffsets + s * 2 + rangeOffset + (c - start) * 2;
        glyph = font.readUInt16BE(at);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) out.add(c);
    }
  }
}
