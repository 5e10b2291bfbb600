/**
 * `npm run bench:read -- --degrade KIND`: the photos made worse before reading, to see how the reader
 * holds up on pictures harder than the ones it was tuned on, without touching the held-out split. Used
 * with `--split training`, it gives more pictures to tune on of the kind the held-out photos fail on.
 *
 * Glossary:
 * - small: the photo scaled to half its size (fewer pixels per cell: a far or low-resolution shot);
 * - faint: scaled to three quarters and lightened (each channel to the power 0.5), so pen and print are
 *   paler against the paper (a pen running dry, an over-exposed shot);
 * - blur: blurred by 2 pixels (a shot out of focus);
 * - tilt: turned by 10–25° either way on a larger canvas of the photo's paper colour (a phone held
 *   askew);
 * - perspective: one side of the photo (top, bottom, left or right) drawn 10–20 % shorter at each end
 *   and 0–8 % nearer the middle, the rest in proportion (a keystone: the phone not parallel to the
 *   sheet);
 * - shade: a lighting gradient in a random direction (the far side 45–65 % darker) and a soft shadow
 *   band 8–15 % of the diagonal wide, 35–50 % darker, across the photo at a random angle (a lamp to one
 *   side, the phone's or a hand's shadow);
 * - clutter: the photo shrunk to 50–60 % in a corner of a page the photo's size, the rest of it columns
 *   of text and a 13×13 crossword in the photo's paper colour (the board a small part of a busy page).
 * The last four are drawn at random, seeded by the photo's file name: the same file is degraded the
 * same way every run. Each is re-encoded as a JPEG of quality 80, as a phone would.
 */
import { createCanvas, type ImageData, loadImage } from "@napi-rs/canvas";
import type { Homography } from "../../core/vision/picture/homography.js";
import { Random } from "../shared/climb.js";
import { drawScaled } from "./read-reencode.js";
import { fnv1a } from "./read-split.js";
import {
  addGrain,
  applyLight,
  between,
  clutterPage,
  cornersTo,
  paperColour,
  type Rgba,
  rotation,
  smooth,
  warpRgba,
} from "./read-warp.js";

/** The ways a photo can be made worse. */
export const DEGRADATIONS = ["small", "faint", "blur", "tilt", "perspective", "shade", "clutter"] as const;
export type Degradation = (typeof DEGRADATIONS)[number];

/** The degradations that keep the photo where it is, only resized, lightened or blurred. */
const PLAIN: Partial<Record<Degradation, { scale: number; blur: number; gamma: number }>> = {
  small: { scale: 0.5, blur: 0, gamma: 1 },
  faint: { scale: 0.75, blur: 0, gamma: 0.5 },
  blur: { scale: 1, blur: 2, gamma: 1 },
};

/** A degraded copy and where it put the photo's pixels. */
export interface Degraded {
  /** The copy, a JPEG. */
  bytes: Buffer;
  /**
   * The homography from the photo's pixel coordinates to the copy's (a scale for small and faint, the
   * identity for blur and shade), so that a board's corners in the photo can be followed into the copy.
   */
  map: Homography;
}

const scaling = (s: number): Homography => Float64Array.of(s, 0, 0, 0, s, 0, 0, 0, 1);

/**
 * A worse copy of a picture.
 * @param seed what the random degradations are drawn from (the file name, so every run is the same)
 * @example const bytes = await degrade(readFileSync("photo.jpg"), "tilt", "image12.jpg");
 */
export async function degrade(bytes: Buffer, kind: Degradation, seed = ""): Promise<Buffer> {
  return (await degradeMapped(bytes, kind, seed)).bytes;
}

/**
 * {@link degrade}, with the map from the photo to the copy (see {@link Degraded}).
 * @example const { bytes, map } = await degradeMapped(photo, "perspective", "image3.jpg"); project(map, 10, 20)
 */
export async function degradeMapped(bytes: Buffer, kind: Degradation, seed = ""): Promise<Degraded> {
  const plain = PLAIN[kind];
  if (plain !== undefined) return { bytes: await plainCopy(bytes, plain), map: scaling(plain.scale) };
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0);
  const source = ctx.getImageData(0, 0, image.width, image.height);
  const random = new Random(fnv1a(`${kind}:${seed}`));
  const made = kind === "clutter" ? clutter(source, random) : moved(source, kind, random);
  const out = createCanvas(made.picture.width, made.picture.height);
  const pixels = out.getContext("2d").createImageData(made.picture.width, made.picture.height);
  pixels.data.set(made.picture.data);
  out.getContext("2d").putImageData(pixels, 0, 0);
  return { bytes: out.toBuffer("image/jpeg", 80), map: made.map };
}

/** small, faint and blur (see the glossary). */
async function plainCopy(
  bytes: Buffer,
  { scale, blur, gamma }: { scale: number; blur: number; gamma: number },
) {
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

/** tilt, perspective and shade (see the glossary): the photo's pixels moved or relit. */
function moved(source: ImageData, kind: Degradation, random: Random): { picture: Rgba; map: Homography } {
  const { width, height } = source;
  const paper = paperColour(source);
  if (kind === "tilt") {
    const angle = ((random.below(2) === 0 ? -1 : 1) * between(random, 10, 25) * Math.PI) / 180;
    const w = Math.ceil(width * Math.abs(Math.cos(angle)) + height * Math.abs(Math.sin(angle)));
    const h = Math.ceil(width * Math.abs(Math.sin(angle)) + height * Math.abs(Math.cos(angle)));
    const map = rotation(angle, width / 2, height / 2, (w - width) / 2, (h - height) / 2);
    return { picture: warpRgba(source, map, w, h, paper) as Rgba, map };
  }
  if (kind === "perspective") {
    const map = keystone(width, height, random);
    return { picture: warpRgba(source, map, width, height, paper) as Rgba, map };
  }
  const picture: Rgba = { width, height, data: new Uint8ClampedArray(source.data) };
  applyLight(picture, shading(width, height, random));
  addGrain(picture, random);
  return { picture, map: scaling(1) };
}

/** The keystone of `perspective`: one side shortened at both ends and moved in (see the glossary). */
function keystone(width: number, height: number, random: Random): Homography {
  const along = between(random, 0.1, 0.2);
  const inward = between(random, 0, 0.08);
  // The top side shortened; then the picture's corners turned a quarter turn k times, so that the left,
  // bottom or right side is the short one instead.
  const turns = random.below(4);
  const unit = [
    { u: along, v: inward },
    { u: 1 - along, v: inward },
    { u: 1, v: 1 },
    { u: 0, v: 1 },
  ];
  const turn = ({ u, v }: { u: number; v: number }) => ({ u: 1 - v, v: u });
  let moved = unit;
  for (let k = 0; k < turns; k++)
    moved = [moved[3], moved[0], moved[1], moved[2]].map((p) => turn(p as { u: number; v: number }));
  return cornersTo(
    width,
    height,
    moved.map(({ u, v }) => ({ x: u * width, y: v * height })),
  );
}

/** The light of `shade` (see the glossary): a gradient times a soft shadow band. */
function shading(width: number, height: number, random: Random): (x: number, y: number) => number {
  const diagonal = Math.hypot(width, height);
  const toward = between(random, 0, 2 * Math.PI);
  const [gx, gy] = [Math.cos(toward), Math.sin(toward)];
  // Projections of the picture's corners on the gradient's direction: the gradient runs from the least to the most.
  const ends = [0, width].flatMap((x) => [0, height].map((y) => x * gx + y * gy));
  const [lo, hi] = [Math.min(...ends), Math.max(...ends)];
  const depth = between(random, 0.45, 0.65);
  const across = between(random, 0, Math.PI);
  const [nx, ny] = [Math.cos(across), Math.sin(across)];
  const [bx, by] = [width * between(random, 0.25, 0.75), height * between(random, 0.25, 0.75)];
  const half = (diagonal * between(random, 0.08, 0.15)) / 2;
  const soft = diagonal * 0.03;
  const strength = between(random, 0.35, 0.5);
  return (x, y) => {
    const gradient = 1 - (depth * (x * gx + y * gy - lo)) / (hi - lo);
    const distance = Math.abs((x - bx) * nx + (y - by) * ny);
    return gradient * (1 - strength * smooth((half - distance) / soft + 0.5));
  };
}

/** clutter (see the glossary): the photo shrunk into a corner of a busy page. */
function clutter(source: ImageData, random: Random): { picture: Rgba; map: Homography } {
  const { width, height } = source;
  const paper = paperColour(source);
  const s = between(random, 0.5, 0.6);
  const [w, h] = [Math.round(width * s), Math.round(height * s)];
  const right = random.below(2) === 1;
  const down = random.below(2) === 1;
  const x = right ? width - w - between(random, 0, 0.05) * width : between(random, 0, 0.05) * width;
  const y = down ? height - h - between(random, 0, 0.05) * height : between(random, 0, 0.05) * height;
  // The crossword beside the photo, in the free strip on the other side, as large as fits.
  const free = right ? x : width - (x + w);
  const side = Math.min(free, height) * 0.85;
  const cell = side / 14;
  const crossword = {
    x: right ? (free - side) / 2 : x + w + (free - side) / 2,
    y: between(random, 0, Math.max(0, height - side)),
    cell,
  };
  const page = clutterPage(
    width,
    height,
    paper,
    Math.max(3, Math.min(width, height) / 80),
    crossword,
    random,
  );
  const ctx = page.getContext("2d");
  const photo = createCanvas(width, height);
  photo.getContext("2d").putImageData(source, 0, 0);
  ctx.drawImage(photo, x, y, w, h);
  const pixels = ctx.getImageData(0, 0, width, height);
  return {
    picture: { width, height, data: pixels.data },
    map: Float64Array.of(w / width, 0, x, 0, h / height, y, 0, 0, 1),
  };
}
