/**
 * `npm run bench:read -- --reencode FORMAT:QUALITY[:SCALE]`: every screenshot (and every picture that must
 * be refused) saved again in a lossy format before reading, as people re-save screenshots and chat apps
 * re-compress them. Photos are left as they are (they already are JPEGs). The rows are named with it.
 *
 * Glossary:
 * - format: `jpeg`, `webp` or `png`, what @napi-rs/canvas encodes (`png` loses nothing but what the
 *   resize does);
 * - quality: the encoder's quality, 1-100 (any of 0-100 for `png`, which has none);
 * - scale: the picture resized by this factor first (default 1), as a phone's share sheet may.
 */
import { type Canvas, createCanvas, loadImage } from "@napi-rs/canvas";
import type { ReadCase } from "./read-cases.js";
import { degrade } from "./read-degrade.js";

/** How to re-save a picture. */
export interface Reencoding {
  format: "jpeg" | "webp" | "png";
  quality: number;
  scale: number;
}

/**
 * Reads `jpeg:90`, `webp:80`, `jpeg:70:0.75` or `png:0:0.75`.
 * @returns the re-encoding, or an error message.
 */
export function parseReencoding(text: string): Reencoding | string {
  const [format, quality, scale = "1", ...rest] = text.split(":");
  const q = Number(quality);
  const s = Number(scale);
  if (
    (format !== "jpeg" && format !== "webp" && format !== "png") ||
    rest.length > 0 ||
    !Number.isInteger(q) ||
    q < (format === "png" ? 0 : 1) ||
    q > 100 ||
    !(s > 0 && s <= 4)
  )
    return `--reencode is FORMAT:QUALITY[:SCALE] (jpeg, webp or png, 1-100, 0-4), not ${text}`;
  return { format, quality: q, scale: s };
}

/** The row-name suffix for a re-encoding, e.g. `jpeg 90` or `jpeg 70 ×0.75`. */
export function reencodingName(r: Reencoding): string {
  return `${r.format} ${r.quality}${r.scale === 1 ? "" : ` ×${r.scale}`}`;
}

/**
 * A picture saved again as `r` says.
 * @example const jpeg = await reencode(readFileSync("shot.png"), { format: "jpeg", quality: 90, scale: 1 });
 */
export async function reencode(bytes: Buffer, r: Reencoding): Promise<Buffer> {
  const canvas = await drawScaled(bytes, r.scale);
  if (r.format === "png") return canvas.toBuffer("image/png");
  return r.format === "jpeg"
    ? canvas.toBuffer("image/jpeg", r.quality)
    : canvas.toBuffer("image/webp", r.quality);
}

/**
 * A picture drawn onto a canvas `scale` times its size (at least 1 pixel a side), through a canvas
 * `filter` when one is given (read-degrade.ts blurs that way).
 */
export async function drawScaled(bytes: Buffer, scale: number, filter?: string): Promise<Canvas> {
  const image = await loadImage(bytes);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  if (filter !== undefined) ctx.filter = filter;
  ctx.drawImage(image, 0, 0, width, height);
  return canvas;
}

/**
 * A case as it is read: made worse first when it asks (read-degrade.ts), then saved again when `again` is
 * given and the case is not kept as taken, in a row named with the reencoding.
 * @example await prepareCase(c, parseReencoding("jpeg:90") as Reencoding)
 */
export async function prepareCase(c: ReadCase, again: Reencoding | null): Promise<ReadCase> {
  let bytes: Buffer | null = null;
  let set = c.set;
  if (c.degrade !== undefined) bytes = await degrade(c.load(), c.degrade, c.name);
  if (again !== null && c.asTaken !== true) {
    bytes = await reencode(bytes ?? c.load(), again);
    set = `${c.set}, ${reencodingName(again)}`;
  }
  if (bytes === null) return c;
  const ready = bytes;
  return { ...c, set, load: () => ready };
}
