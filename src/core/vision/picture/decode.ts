/**
 * Turning the bytes a user sent into a {@link Picture} of bounded size: the header is checked first
 * (format by magic bytes, at most {@link MAX_PIXELS} pixels), then @napi-rs/canvas decodes (applying
 * the EXIF orientation) and scales the picture down so that its longer side is at most `maxSide`.
 * Nothing here throws on user input: problems are returned as values.
 */
import { createCanvas, loadImage } from "@napi-rs/canvas";
import type { Picture, PictureProblem } from "../types.js";
import { endsEarly, type PictureFormat, readHeader } from "./header.js";

/** Pictures with more pixels than this are refused from their header, before decoding (40 MP). */
export const MAX_PIXELS = 40_000_000;

/** Files larger than this are refused unread (30 MB; Discord's own attachment limit is lower for most users). */
export const MAX_BYTES = 30 * 1024 * 1024;

/** The longer side of the working picture; larger pictures are scaled down to it before any work. */
export const WORK_SIDE = 1000;

/** Options for {@link decodePicture}. */
export interface DecodeOptions {
  /** Longer side of the returned picture (default {@link WORK_SIDE}); smaller pictures are not enlarged. */
  maxSide?: number;
  /** Pixel limit checked on the header (default {@link MAX_PIXELS}). */
  maxPixels?: number;
}

/** What {@link decodePicture} returns. */
export type DecodeResult =
  | {
      ok: true;
      picture: Picture;
      format: PictureFormat;
      /** Size of the picture as stored (before EXIF rotation and scaling). */
      stored: { width: number; height: number };
      /** Picture pixels per original (oriented) pixel, ≤ 1. */
      scale: number;
    }
  | { ok: false; problem: PictureProblem };

/**
 * Decodes PNG, JPEG or WebP bytes into an RGBA picture no larger than `maxSide`, upright per EXIF.
 * @param bytes the file's content.
 * @returns the picture, or a {@link PictureProblem} (`not-an-image`, `unsupported-format`, `too-large`,
 *   `too-many-bytes`, `corrupt`).
 * @example const decoded = await decodePicture(readFileSync("board.jpg")); if (decoded.ok) use(decoded.picture);
 */
export async function decodePicture(bytes: Uint8Array, options: DecodeOptions = {}): Promise<DecodeResult> {
  const maxSide = options.maxSide ?? WORK_SIDE;
  const maxPixels = options.maxPixels ?? MAX_PIXELS;
  if (bytes.length > MAX_BYTES)
    return { ok: false, problem: { kind: "too-many-bytes", bytes: bytes.length, maxBytes: MAX_BYTES } };
  const header = readHeader(bytes);
  if (!header.ok) {
    if (header.problem === "unsupported-format")
      return { ok: false, problem: { kind: "unsupported-format", format: header.format } };
    if (header.problem === "corrupt")
      return { ok: false, problem: { kind: "corrupt", detail: header.detail } };
    return { ok: false, problem: { kind: "not-an-image" } };
  }
  const { width, height } = header;
  if (width === 0 || height === 0)
    return { ok: false, problem: { kind: "corrupt", detail: "zero width or height" } };
  if (width * height > maxPixels)
    return { ok: false, problem: { kind: "too-large", width, height, maxPixels } };
  // A file cut short decodes without complaint, its missing part blank: refused as damaged instead.
  if (endsEarly(bytes, header.format))
    return { ok: false, problem: { kind: "corrupt", detail: "the file ends early" } };
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (error) {
    return {
      ok: false,
      problem: { kind: "corrupt", detail: error instanceof Error ? error.message : String(error) },
    };
  }
  if (!(image.width > 0 && image.height > 0))
    return { ok: false, problem: { kind: "corrupt", detail: "the picture did not decode" } };
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const w = Math.max(1, Math.round(image.width * scale));
  const h = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(w, h);
  const context = canvas.getContext("2d");
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  // A white backdrop so that transparent pixels read as paper, not as black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, w, h);
  context.drawImage(image, 0, 0, w, h);
  const data = context.getImageData(0, 0, w, h).data;
  return {
    ok: true,
    picture: { width: w, height: h, data },
    format: header.format,
    stored: { width, height },
    scale,
  };
}
