/**
 * A practice photo, read before the first real one so that a fresh process reads its first picture at full
 * speed: JavaScript runs slowly until V8 has compiled its hot functions, and a reader's first photo took
 * about twice the CPU of its second (`npm run bench:read -- --warm-up` against the same run without it).
 *
 * Glossary:
 * - practice photo: a printed puzzle drawn by core/render on the light theme, laid on shaded paper, turned a little, softened and grained, saved as JPEG. It takes the photo path of
 *   the reader (not an app's screenshot: no flat app colours survive), which is the longer one.
 * - pen-filled practice photo: the same puzzle at a phone's size (960×1280, so the board search halves
 *   it), on a gently bowed page, with every other empty cell filled in blue pen, some entries low or
 *   off-centre so that they run into a grid line. It takes the paths a real phone photo takes and the
 *   printed practice photo does not: the halving, handwritten entries, and the cells whose ink is one
 *   blob with a line (cut apart by eraseLines).
 * - warm-up: reading the practice photos a few times each; V8 compiles a function after enough calls, and
 *   one read did not reach the steady time of later photos where two did. With the printed photo alone,
 *   a real photo read first still took up to 1.5× the CPU of its second read (CHANGES.md).
 *
 * Pure core: draws with @napi-rs/canvas like core/render, and never imports discord.js.
 */
import { type Canvas, createCanvas, loadImage, type SKRSContext2D } from "@napi-rs/canvas";
import { FONT_FAMILY } from "../render/fonts.js";
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
/** The pen-filled photo: a phone's portrait size, its JPEG quality, the page's bow (pixels at the middle). */
const PHONE_WIDTH = 960;
const PHONE_HEIGHT = 1280;
const PHONE_QUALITY = 90;
const BOW = 10;
/** The solution of {@link PRACTICE_PUZZLE}: the pen entries are its digits. */
const PRACTICE_SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
const PEN = "#1f3c9c";

/** Which practice photo: the printed puzzle alone, or a phone-sized photo of it filled in pen. */
export type PracticeKind = "printed" | "pen-filled";

const digits = (line: string): Uint8Array => Uint8Array.from(line, Number);

/**
 * Draws a practice photo: the same bytes every time.
 * @param kind "printed" (900×900, the puzzle alone) or "pen-filled" (see the glossary)
 * @returns a JPEG picture of {@link PRACTICE_PUZZLE}
 * @example const read = await readPicture(await drawPracticePhoto()); // read.puzzle holds PRACTICE_PUZZLE
 */
export async function drawPracticePhoto(kind: PracticeKind = "printed"): Promise<Uint8Array> {
  const pen = kind === "pen-filled";
  const width = pen ? PHONE_WIDTH : SIDE;
  const height = pen ? PHONE_HEIGHT : SIDE;
  const side = pen ? (Math.min(width, height) * 2) / 3 : BOARD;
  const board = await loadImage(renderBoard({ cells: boardCells(digits(PRACTICE_PUZZLE)), theme: "light" }));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  // Paper lit from the top left.
  const light = ctx.createLinearGradient(0, 0, width, height);
  light.addColorStop(0, "#e8e4d8");
  light.addColorStop(1, "#9a9588");
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);
  // The board printed on it: ink darkens the paper, and the lens softens it.
  ctx.globalCompositeOperation = "multiply";
  ctx.translate(width / 2, height / 2);
  ctx.rotate(TURN);
  ctx.filter = "grayscale(1) blur(1px)";
  ctx.drawImage(board, -side / 2, -side / 2, side, side);
  if (pen) {
    writeEntries(ctx, side);
    bow(canvas, ctx, width, height);
  }
  const image = ctx.getImageData(0, 0, width, height);
  // The sensor's grain, from a fixed linear congruential sequence.
  let seed = 7;
  for (let i = 0; i < image.data.length; i += 4) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const grain = ((seed >>> 16) % (2 * GRAIN + 1)) - GRAIN;
    for (let c = 0; c < 3; c++)
      image.data[i + c] = Math.max(0, Math.min(255, (image.data[i + c] ?? 0) + grain));
  }
  ctx.putImageData(image, 0, 0);
  return new Uint8Array(canvas.encodeSync("jpeg", pen ? PHONE_QUALITY : QUALITY));
}

/**
 * Writes every other empty cell's digit in blue pen, on the board drawn centred at the origin: some
 * entries sit low (on the cell's bottom line) or to the right (on its right line), as handwriting does.
 */
function writeEntries(ctx: SKRSContext2D, side: number): void {
  const cell = side / 9;
  ctx.filter = "blur(0.7px)";
  ctx.fillStyle = PEN;
  // The bundled font (renderBoard has registered it), so the photo is the same on a machine without system fonts.
  ctx.font = `italic ${Math.round(cell * 0.62)}px ${FONT_FAMILY}`;
  ctx.textAlign = "center";
  ctx.textBaseline = "alphabetic";
  for (let i = 0; i < 81; i++) {
    if (PRACTICE_PUZZLE[i] !== "0" || i % 2 === 0) continue;
    const x = -side / 2 + ((i % 9) + 0.5) * cell + (i % 4 === 1 ? 0.28 * cell : 0);
    const y = -side / 2 + (Math.floor(i / 9) + 1) * cell - (i % 3 === 0 ? 0.02 : 0.2) * cell;
    ctx.fillText(PRACTICE_SOLUTION[i] ?? "", x, y);
  }
}

/** Bends the page: each band of two rows moves right by up to {@link BOW} pixels, most at the middle. */
function bow(canvas: Canvas, ctx: SKRSContext2D, width: number, height: number): void {
  const flat = createCanvas(width, height);
  flat.getContext("2d").drawImage(canvas, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalCompositeOperation = "source-over";
  ctx.filter = "none";
  for (let y = 0; y < height; y += 2)
    ctx.drawImage(flat, 0, y, width, 2, BOW * Math.sin((Math.PI * y) / height), y, width, 2);
}

/**
 * Reads each practice photo `times` times with `reader` (the printed one, then the pen-filled one), so
 * that the next picture is read at full speed.
 * @returns the last read of each, printed first (their puzzle is {@link PRACTICE_PUZZLE} when the reader is sound)
 * @example await warmUpReader(); // before the first user's picture
 */
export async function warmUpReader(
  reader: ReadOptions = shippedReader(),
  times = 2,
): Promise<[printed: ImageRead, penFilled: ImageRead]> {
  const reads: ImageRead[] = [];
  for (const kind of ["printed", "pen-filled"] as const) {
    const photo = await drawPracticePhoto(kind);
    let read = await readImage(photo, reader);
    for (let i = 1; i < times; i++) read = await readImage(photo, reader);
    reads.push(read);
  }
  return [reads[0] as ImageRead, reads[1] as ImageRead];
}
