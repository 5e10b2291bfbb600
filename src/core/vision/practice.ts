/**
 * A practice photo, read before the first real one so that a fresh process reads its first picture at full
 * speed: JavaScript runs slowly until V8 has compiled its hot functions, and a reader's first photo took
 * about twice the CPU of its second (`npm run bench:read -- --warm-up` against the same run without it).
 *
 * Glossary:
 * - practice photo: a printed puzzle drawn by core/render on the light theme, laid on shaded paper, turned a little, softened and grained, saved as JPEG. It takes the photo path of
 *   the reader (not an app's screenshot: no flat app colours survive), which is the longer one.
 * - warm-up: reading the practice photo a few times; V8 compiles a function after enough calls, and one
 *   read did not reach the steady time of later photos where two did.
 *
 * Pure core: draws with @napi-rs/canvas like core/render, and never imports discord.js.
 */
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { boardCells, renderBoard } from "../render/index.js";
import { type ImageRead, type ReadOptions, readImage } from "./read.js";
import { shippedReader } from "./shipped.js";

/** The printed puzzle of the practice photo (a well-known one, with a unique solution). */
export const PRACTICE_PUZZLE =
  "530070000600195000098000060800060003400803001700020006060000280000419005000080079";

/** The photo's size in pixels, the board's side within it, and its turn in radians. */
const SIDE = 900;
const BOARD = 600;
const TURN = 0.1;
/** The grain's amplitude (grey levels, ±) and the JPEG quality: a phone photo's, roughly. */
const GRAIN = 12;
const QUALITY = 80;

const digits = (line: string): Uint8Array => Uint8Array.from(line, Number);

/**
 * Draws the practice photo: the same bytes every time.
 * @returns a JPEG picture of {@link PRACTICE_PUZZLE}
 * @example const read = await readPicture(await drawPracticePhoto()); // read.puzzle holds PRACTICE_PUZZLE
 */
export async function drawPracticePhoto(): Promise<Uint8Array> {
  const board = await loadImage(renderBoard({ cells: boardCells(digits(PRACTICE_PUZZLE)), theme: "light" }));
  const canvas = createCanvas(SIDE, SIDE);
  const ctx = canvas.getContext("2d");
  // Paper lit from the top left.
  const light = ctx.createLinearGradient(0, 0, SIDE, SIDE);
  light.addColorStop(0, "#e8e4d8");
  light.addColorStop(1, "#9a9588");
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, SIDE, SIDE);
  // The board printed on it: ink darkens the paper, and the lens softens it.
  ctx.globalCompositeOperation = "multiply";
  ctx.translate(SIDE / 2, SIDE / 2);
  ctx.rotate(TURN);
  ctx.filter = "grayscale(1) blur(1px)";
  ctx.drawImage(board, -BOARD / 2, -BOARD / 2, BOARD, BOARD);
  const image = ctx.getImageData(0, 0, SIDE, SIDE);
  // The sensor's grain, from a fixed linear congruential sequence.
  let seed = 7;
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const grain = ((seed >>> 16) % (2 * GRAIN + 1)) - GRAIN;
    for (let c = 0; c < 3; c++)
      image.data[i + c] = Math.max(0, Math.min(255, (image.data[i + c] ?? 0) + grain));
  }
  ctx.putImageData(image, 0, 0);
  return new Uint8Array(canvas.encodeSync("jpeg", QUALITY));
}

/**
 * Reads the practice photo `times` times with `reader`, so that the next picture is read at full speed.
 * @returns the last read (its puzzle is {@link PRACTICE_PUZZLE} when the reader is sound)
 * @example await warmUpReader(); // before the first user's picture
 */
export async function warmUpReader(reader: ReadOptions = shippedReader(), times = 2): Promise<ImageRead> {
  const photo = await drawPracticePhoto();
  let read = await readImage(photo, reader);
  for (let i = 1; i < times; i++) read = await readImage(photo, reader);
  return read;
}
