/**
 * `npm run bench:read -- --degrade KIND`: the photos made worse before reading, to see how the reader
 * holds up on pictures harder than the ones it was tuned on, without touching the held-out split. Used
 * with `--split training`, it gives more pictures to tune on of the kind the held-out photos fail on.
 *
 * Glossary:
 * - small: the photo scaled to half its size (fewer pixels per cell: a far or low-resolution shot);
 * - faint: scaled to three quarters and lightened (each channel to the power 0.5), so pen and print are
 *   paler against the paper (a pen running dry, an over-exposed shot);
 * - blur: blurred by 2 pixels (a shot out of focus).
 * Each is re-encoded as a JPEG of quality 80, as a phone would.
 */
import { drawScaled } from "./read-reencode.js";

/** The ways a photo can be made worse. */
export const DEGRADATIONS = ["small", "faint", "blur"] as const;
export type Degradation = (typeof DEGRADATIONS)[number];

const SETTINGS: Record<Degradation, { scale: number; blur: number; gamma: number }> = {
  small: { scale: 0.5, blur: 0, gamma: 1 },
  faint: { scale: 0.75, blur: 0, gamma: 0.5 },
  blur: { scale: 1, blur: 2, gamma: 1 },
};

/**
 * A worse copy of a picture.
 * @example const bytes = await degrade(readFileSync("photo.jpg"), "faint");
 */
export async function degrade(bytes: Buffer, kind: Degradation): Promise<Buffer> {
  const { scale, blur, gamma } = SETTINGS[kind];
  const canvas = await drawScaled(bytes, scale, blur > 0 ? `blur(${blur}px)` : undefined);
  const { width, height } = canvas;
  const ctx = canvas.getContext("2d");
  if (gamma !== 1) {
    const pixels = ctx.getImageData(0, 0, width, height);
    const data = pixels.data;
    for (let k = 0; k < data.length; k++) {
      if ((k & 3) !== 3) data[k] = 255 * ((data[k] as number) / 255) ** gamma;
    }
    ctx.putImageData(pixels, 0, 0);
  }
  return canvas.toBuffer("image/jpeg", 80);
}
