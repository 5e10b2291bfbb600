/**
 * PNG encoding for the renderer: opaque RGBA pixels in, an 8-bit indexed PNG file out (PNG 1.2, colour type 3).
 * Pure: no canvas, no fonts; tested on its own with a real decoder.
 *
 * Road not taken: Skia's own `canvas.encodeSync("png")` writes 8-bit RGBA: ~75 KB for a solved board and
 * ~14 ms per encode here. A board is a few flat colours plus the anti-aliased edges between them, so an
 * indexed PNG (one byte per pixel, a palette of at most 256 colours) is ~33 KB and quicker to write.
 * When a picture has more than 256 distinct colours (only anti-aliased edges do), the palette is cut
 * down by median cut; each palette entry is the most frequent colour of its group, so the theme's flat
 * colours stay exact and only edge pixels move, by a shade or two that no one can see.
 * zlib level 3: on this data level 6 is ~10% smaller (~30 KB) but its deflate takes about three times
 * as long (~3.4 ms against ~1.2 ms), and level 9 is ~20% smaller but over 30x as long.
 */
import { crc32, deflateSync } from "node:zlib";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_PALETTE = 256;

function pngChunk(type: string, body: Uint8Array): Buffer {
  const chunk = Buffer.alloc(12 + body.length);
  chunk.writeUInt32BE(body.length, 0);
  chunk.write(type, 4, "latin1");
  chunk.set(body, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + body.length)), 8 + body.length); // PNG uses zlib's CRC-32
  return chunk;
}

/** One distinct colour and how many pixels have it. */
interface ColourCount {
  /** The pixel's RGB bytes read as one 32-bit number in the machine's byte order (alpha masked off). */
  key: number;
  /** The same colour as 0xRRGGBB. */
  rgb: number;
  count: number;
}

const channel = (rgb: number, shift: number): number => (rgb >>> shift) & 0xff;

/** Masks the alpha byte off a pixel read as a Uint32, whatever the machine's byte order. */
const RGB_MASK = new Uint32Array(Uint8Array.of(255, 255, 255, 0).buffer)[0] as number;

/** 0xRRGGBB of a pixel key. */
function keyToRgb(key: number): number {
  const bytes = new Uint8Array(Uint32Array.of(key).buffer);
  return ((bytes[0] as number) << 16) | ((bytes[1] as number) << 8) | (bytes[2] as number);
}

/**
 * Encodes opaque RGBA pixels as an 8-bit indexed PNG (alpha is dropped: every render is opaque).
 * Reads each pixel as one 32-bit number; scans once to count colours and once more to write palette
 * indices, and runs of one colour (most of a board) cost one comparison per pixel.
 *
 * @param rgba - `width * height` pixels, 4 bytes each, row-major (what a canvas's `getImageData` returns)
 * @param width - in pixels
 * @param height - in pixels
 * @returns the PNG file's bytes
 * @example encodeIndexedPng(ctx.getImageData(0, 0, w, h).data, w, h)
 */
export function encodeIndexedPng(rgba: Uint8ClampedArray, width: number, height: number): Buffer {
  const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, width * height);
  const counts = new Map<number, number>();
  let last = -1;
  let run = 0;
  for (let p = 0; p < pixels.length; p++) {
    const key = (pixels[p] as number) & RGB_MASK;
    if (key === last) {
      run++;
      continue;
    }
    if (run > 0) counts.set(last, (counts.get(last) ?? 0) + run);
    last = key;
    run = 1;
  }
  if (run > 0) counts.set(last, (counts.get(last) ?? 0) + run);

  const { palette, indexOf } = buildPalette(
    [...counts].map(([key, count]) => ({ key, rgb: keyToRgb(key), count })),
  );

  // Each row: filter type 0 (none), then one index per pixel. Filters only help smooth gradients;
  // flat colours compress best unfiltered.
  const raw = Buffer.alloc((width + 1) * height);
  let o = 0;
  last = -1;
  let lastIndex = 0;
  for (let y = 0, p = 0; y < height; y++) {
    raw[o++] = 0;
    for (const end = p + width; p < end; p++) {
      const key = (pixels[p] as number) & RGB_MASK;
      if (key !== last) {
        last = key;
        lastIndex = indexOf.get(key) as number;
      }
      raw[o++] = lastIndex;
    }
  }

  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 3; // colour type: indexed
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((rgb, i) => {
    plte[i * 3] = channel(rgb, 16);
    plte[i * 3 + 1] = channel(rgb, 8);
    plte[i * 3 + 2] = channel(rgb, 0);
  });
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("PLTE", plte),
    pngChunk("IDAT", deflateSync(raw, { level: 3 })),
    pngChunk("IEND", new Uint8Array(0)),
  ]);
}

/** Colours that will share one palette entry, with the channel along which they spread most. */
interface ColourGroup {
  colours: ColourCount[];
  /** Widest channel range (max - min) over the colours; 0 for a single colour. */
  range: number;
  /** Bit shift of that channel in 0xRRGGBB: 16 red, 8 green, 0 blue. */
  shift: number;
}

function colourGroup(colours: ColourCount[]): ColourGroup {
  let range = 0;
  let shift = 0;
  for (const s of [16, 8, 0]) {
    let lo = 255;
    let hi = 0;
    for (const { rgb } of colours) {
      const v = channel(rgb, s);
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (hi - lo > range) {
      range = hi - lo;
      shift = s;
    }
  }
  return { colours, range, shift };
}

/**
 * A palette (0xRRGGBB) of at most 256 colours for the given colours, and the palette index of each
 * colour's key.
 * Median cut: repeatedly split the group with the widest channel range at its pixel-weighted median.
 */
function buildPalette(colours: ColourCount[]): { palette: number[]; indexOf: Map<number, number> } {
  const groups: ColourGroup[] = [colourGroup(colours)];
  while (groups.length < MAX_PALETTE) {
    let widest = 0;
    for (let g = 1; g < groups.length; g++) {
      if ((groups[g] as ColourGroup).range > (groups[widest] as ColourGroup).range) widest = g;
    }
    const { colours: members, range, shift } = groups[widest] as ColourGroup;
    if (range === 0) break; // every group is a single colour: the palette is exact
    members.sort((a, b) => channel(a.rgb, shift) - channel(b.rgb, shift) || a.rgb - b.rgb);
    const total = members.reduce((sum, c) => sum + c.count, 0);
    let cut = 1;
    for (let seen = 0; cut < members.length - 1; cut++) {
      seen += (members[cut - 1] as ColourCount).count;
      if (seen * 2 >= total) break;
    }
    groups.splice(widest, 1, colourGroup(members.slice(0, cut)), colourGroup(members.slice(cut)));
  }
  const palette: number[] = [];
  const indexOf = new Map<number, number>();
  for (const { colours: members } of groups) {
    let best = members[0] as ColourCount;
    for (const c of members) if (c.count > best.count) best = c;
    for (const c of members) indexOf.set(c.key, palette.length);
    palette.push(best.rgb);
  }
  return { palette, indexOf };
}
