/**
 * Synthetic cells for training the digit model: a digit drawn in a cell the way a photo or a screenshot
 * shows it, with the cell's grid lines, a bit of the neighbouring cells, paper or app colours, and the
 * damage a camera does (blur, noise, low resolution, uneven light, low contrast).
 *
 * Glossary: a *sample* is one synthetic cell picture (RGBA) with its label; the *cell* is the square inside
 * it that the extraction would cut out; the *margin* around it holds grid lines and neighbours' ink, as an
 * imperfect warp leaves them. Printed digits come from font faces, handwritten ones from MNIST images.
 */
import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { DigitKind, Picture } from "../../core/vision/types.js";
import type { Face } from "./fonts.js";
import type { Random } from "./random.js";

/** Side of the cell in the high-resolution drawing, in pixels. */
const CELL = 64;
/** Margin drawn around the cell (grid lines, neighbours), in pixels of the high-resolution drawing. */
const MARGIN = 12;
const SIDE = CELL + 2 * MARGIN;

/** A synthetic cell picture and what it shows. */
export interface Sample {
  /** The cell with its margin; the cell is the square [margin, side − margin). */
  picture: Picture;
  /** Margin width in `picture` pixels. */
  margin: number;
  /** True when the digit is light on a dark background (dark app theme). */
  inverted: boolean;
  digit: number;
  kind: DigitKind;
}

/** An MNIST-style image: 28×28 intensities, ink = 1. */
export type InkImage = Float32Array;

type Rgb = [number, number, number];

const rgb = ([r, g, b]: Rgb): string => `rgb(${r | 0},${g | 0},${b | 0})`;
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

type Style = "paper" | "light" | "dark";

interface Palette {
  background: Rgb;
  line: Rgb;
  printedInk: Rgb;
  penInk: Rgb;
}

function pickPalette(random: Random, style: Style): Palette {
  if (style === "paper") {
    const paper = random.range(150, 250);
    const tint = random.range(0, 25);
    const background: Rgb = [paper, paper - tint * 0.3, paper - tint];
    const dark = random.range(0, 90);
    const penInks: Rgb[] = [
      [random.range(0, 60), random.range(20, 90), random.range(110, 220)],
      [random.range(150, 230), random.range(0, 60), random.range(0, 70)],
      [random.range(10, 70), random.range(10, 70), random.range(20, 90)],
      [random.range(0, 50), random.range(60, 120), random.range(50, 110)],
    ];
    return {
      background,
      line: [dark, dark, dark],
      printedInk: [dark, dark, dark + random.range(0, 20)],
      penInk: random.chance(0.85) ? random.pick(penInks.slice(0, 2)) : random.pick(penInks),
    };
  }
  if (style === "light") {
    const highlights: Rgb[] = [
      [255, 255, 255],
      [random.range(200, 235), random.range(220, 240), random.range(240, 255)],
      [random.range(235, 255), random.range(235, 250), random.range(170, 210)],
      [random.range(215, 235), random.range(215, 235), random.range(215, 235)],
    ];
    const penInks: Rgb[] = [
      [random.range(20, 80), random.range(80, 140), random.range(180, 255)],
      [random.range(190, 240), random.range(20, 60), random.range(20, 60)],
      [random.range(60, 110), random.range(60, 110), random.range(150, 200)],
      [random.range(60, 120), random.range(60, 120), random.range(60, 120)],
    ];
    const dark = random.range(0, 70);
    return {
      background: random.pick(highlights),
      line: [dark + 40, dark + 40, dark + 50],
      printedInk: random.chance(0.8) ? [dark, dark, dark] : [20, 40, random.range(60, 110)],
      penInk: random.pick(penInks),
    };
  }
  const base = random.range(10, 60);
  const light = random.range(190, 255);
  const penInks: Rgb[] = [
    [random.range(80, 140), random.range(150, 200), random.range(220, 255)],
    [random.range(220, 255), random.range(80, 120), random.range(80, 120)],
    [random.range(120, 180), random.range(200, 255), random.range(150, 200)],
    [random.range(140, 190), random.range(140, 190), random.range(140, 190)],
  ];
  return {
    background: [base, base + random.range(0, 10), base + random.range(0, 20)],
    line: [base + 60, base + 60, base + 70],
    printedInk: [light, light, light],
    penInk: random.pick(penInks),
  };
}

/** Draws `digit` from a font face centred at (x, y) with the given height of a digit, rotation and colour. */
function drawPrinted(
  ctx: SKRSContext2D,
  face: Face,
  digit: number,
  x: number,
  y: number,
  height: number,
  angle: number,
  colour: string,
  extraStroke: number,
): void {
  // A digit's cap height is ~0.72 of the em in most faces; measure instead of guessing.
  ctx.font = `${Math.round(height * 1.4)}px "${face.family}"`;
  const metrics = ctx.measureText(String(digit));
  const inkHeight = metrics.actualBoundingBoxAscent + metrics.actualBoundingBoxDescent;
  const scale = inkHeight > 0 ? height / inkHeight : 1;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.scale(scale, scale);
  const left = (metrics.actualBoundingBoxLeft - metrics.actualBoundingBoxRight) / 2;
  const baseline = (metrics.actualBoundingBoxAscent - metrics.actualBoundingBoxDescent) / 2;
  ctx.fillStyle = colour;
  ctx.fillText(String(digit), left, baseline);
  if (extraStroke > 0) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = extraStroke / scale;
    ctx.strokeText(String(digit), left, baseline);
  }
  ctx.restore();
}

/** Thickens (t > 0) or thins (t < 0) an ink image by mixing it with its 3×3 max or min. */
function morph(ink: InkImage, t: number): InkImage {
  if (t === 0) return ink;
  const out = new Float32Array(784);
  for (let y = 0; y < 28; y++) {
    for (let x = 0; x < 28; x++) {
      let extreme = t > 0 ? 0 : 1;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          const v = yy < 0 || yy > 27 || xx < 0 || xx > 27 ? 0 : (ink[yy * 28 + xx] as number);
          extreme = t > 0 ? Math.max(extreme, v) : Math.min(extreme, v);
        }
      }
      const v = ink[y * 28 + x] as number;
      out[y * 28 + x] = v + (extreme - v) * Math.abs(t);
    }
  }
  return out;
}

/** Draws an MNIST-style ink image centred at (x, y), scaled so its 20-pixel digit box is `height` tall. */
function drawInkImage(
  ctx: SKRSContext2D,
  ink: InkImage,
  x: number,
  y: number,
  height: number,
  angle: number,
  shear: number,
  colour: Rgb,
): void {
  const tile = createCanvas(28, 28);
  const tctx = tile.getContext("2d");
  const image = tctx.createImageData(28, 28);
  for (let i = 0; i < 784; i++) {
    image.data[i * 4] = colour[0];
    image.data[i * 4 + 1] = colour[1];
    image.data[i * 4 + 2] = colour[2];
    image.data[i * 4 + 3] = Math.round(Math.min(1, ink[i] as number) * 255);
  }
  tctx.putImageData(image, 0, 0);
  const scale = height / 20;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.transform(1, 0, shear, 1, 0, 0);
  ctx.scale(scale, scale);
  ctx.imageSmoothingEnabled = true;
  ctx.drawImage(tile, -14, -14);
  ctx.restore();
}

/** Grid lines along the cell's edges, slightly off where an imperfect warp puts them. */
function drawLines(ctx: SKRSContext2D, random: Random, colour: string): void {
  ctx.strokeStyle = colour;
  for (let side = 0; side < 4; side++) {
    if (random.chance(0.15)) continue;
    ctx.lineWidth = random.chance(0.3) ? random.range(3, 7) : random.range(0.8, 3);
    // The extraction's lattice sits on the lines to within a pixel or two of a 64-pixel cell.
    const offset = random.normal() * 1.2;
    const tilt = random.normal() * 1;
    const at = (side < 2 ? MARGIN : SIDE - MARGIN) + offset;
    ctx.beginPath();
    if (side % 2 === 0) {
      ctx.moveTo(0, at);
      ctx.lineTo(SIDE, at + tilt);
    } else {
      ctx.moveTo(at, 0);
      ctx.lineTo(at + tilt, SIDE);
    }
    ctx.stroke();
  }
}

/** Multiplies the picture by a linear light gradient and adds Gaussian noise, in place. */
function damage(data: Uint8ClampedArray | Uint8Array, side: number, random: Random, noise: number): void {
  const gx = random.normal() * 0.15;
  const gy = random.normal() * 0.15;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const light = 1 + gx * (x / side - 0.5) + gy * (y / side - 0.5);
      const i = (y * side + x) * 4;
      const n = random.normal() * noise;
      for (let c = 0; c < 3; c++)
        data[i + c] = Math.max(0, Math.min(255, (data[i + c] as number) * light + n));
    }
  }
}

/** What to draw: a printed digit in a face, or a handwritten one from an ink image. */
export type Source = { kind: "printed"; face: Face } | { kind: "handwritten"; ink: InkImage };

/**
 * Draws one synthetic cell holding `digit`.
 * @param random the seeded source all the augmentation choices come from
 * @param neighbour a face to draw a stray bit of a neighbouring cell's digit with, in the margin
 */
export function renderSample(random: Random, digit: number, source: Source, neighbour: Face): Sample {
  const style: Style = random.chance(0.6) ? "paper" : random.chance(0.6) ? "light" : "dark";
  const palette = pickPalette(random, style);
  const canvas: Canvas = createCanvas(SIDE, SIDE);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = rgb(palette.background);
  ctx.fillRect(0, 0, SIDE, SIDE);
  if (random.chance(0.25)) {
    const dx = random.pick([-1, 1]) * (CELL * 0.5 + MARGIN + random.range(4, 14));
    drawPrinted(
      ctx,
      neighbour,
      random.int(1, 9),
      SIDE / 2 + dx,
      SIDE / 2,
      CELL * 0.6,
      0,
      rgb(palette.line),
      0,
    );
  }
  drawLines(ctx, random, rgb(palette.line));
  const contrast = random.chance(0.2) ? random.range(0.35, 0.8) : 1;
  const cx = SIDE / 2 + random.normal() * CELL * 0.05;
  const cy = SIDE / 2 + random.normal() * CELL * 0.05;
  if (source.kind === "printed") {
    const ink = mix(palette.background, palette.printedInk, contrast);
    const height = CELL * random.range(0.4, 0.78);
    const stroke = random.chance(0.25) ? random.range(0.5, 2.5) : 0;
    drawPrinted(ctx, source.face, digit, cx, cy, height, random.normal() * 0.04, rgb(ink), stroke);
  } else {
    const ink = mix(palette.background, palette.penInk, contrast);
    const height = CELL * random.range(0.45, 0.95);
    const image = morph(source.ink, random.chance(0.5) ? random.range(-0.6, 0.8) : 0);
    drawInkImage(ctx, image, cx, cy, height, random.normal() * 0.12, random.normal() * 0.15, ink);
  }
  // Resolution of the cell as the camera saw it, then blur and noise.
  const side = Math.round(SIDE * random.range(0.3, 1));
  const small = createCanvas(side, side);
  const sctx = small.getContext("2d");
  const blur = random.chance(0.5) ? random.range(0.2, 1.2) * (side / SIDE) * 2 : 0;
  if (blur > 0.1) sctx.filter = `blur(${blur.toFixed(2)}px)`;
  sctx.drawImage(canvas, 0, 0, side, side);
  const image = sctx.getImageData(0, 0, side, side);
  damage(image.data, side, random, random.chance(0.5) ? random.range(2, 14) : random.range(0, 2));
  return {
    picture: { width: side, height: side, data: image.data },
    margin: Math.round((MARGIN * side) / SIDE),
    inverted: style === "dark",
    digit,
    kind: source.kind,
  };
}

/**
 * Draws a cell that holds no digit but may fool the extraction: grid-line remnants, a smudge, a dot or a
 * stroke, noise, uneven light. Labelled "not a digit" (class 0).
 */
export function renderBlank(random: Random): Sample {
  const style: Style = random.chance(0.6) ? "paper" : random.chance(0.6) ? "light" : "dark";
  const palette = pickPalette(random, style);
  const canvas: Canvas = createCanvas(SIDE, SIDE);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = rgb(palette.background);
  ctx.fillRect(0, 0, SIDE, SIDE);
  drawLines(ctx, random, rgb(palette.line));
  const ink = rgb(mix(palette.background, palette.printedInk, random.range(0.3, 1)));
  const marks = random.int(1, 3);
  for (let i = 0; i < marks; i++) {
    const x = MARGIN + random.range(0.15, 0.85) * CELL;
    const y = MARGIN + random.range(0.15, 0.85) * CELL;
    ctx.fillStyle = ink;
    ctx.strokeStyle = ink;
    const shape = random.int(0, 2);
    if (shape === 0) {
      ctx.beginPath();
      ctx.ellipse(x, y, random.range(1, 8), random.range(1, 8), random.range(0, 3), 0, Math.PI * 2);
      ctx.fill();
    } else if (shape === 1) {
      ctx.lineWidth = random.range(1, 4);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.lineTo(x + random.normal() * 20, y + random.normal() * 20);
      ctx.stroke();
    } else {
      ctx.lineWidth = random.range(2, 6);
      const along = random.chance(0.5);
      const at = random.pick([MARGIN + random.range(-4, 8), SIDE - MARGIN + random.range(-8, 4)]);
      ctx.beginPath();
      ctx.moveTo(along ? at : MARGIN, along ? MARGIN : at);
      ctx.lineTo(along ? at : SIDE - MARGIN, along ? SIDE - MARGIN : at);
      ctx.stroke();
    }
  }
  const side = Math.round(SIDE * random.range(0.3, 1));
  const small = createCanvas(side, side);
  const sctx = small.getContext("2d");
  sctx.drawImage(canvas, 0, 0, side, side);
  const image = sctx.getImageData(0, 0, side, side);
  damage(image.data, side, random, random.range(0, 16));
  return {
    picture: { width: side, height: side, data: image.data },
    margin: Math.round((MARGIN * side) / SIDE),
    inverted: style === "dark",
    digit: 0,
    kind: "printed",
  };
}
