/**
 * Synthetic app and web screenshots for `npm run bench:read`, drawn with @napi-rs/canvas: light and dark
 * themes, highlighted row/column/box, a selected cell drawn inverted, coloured player digits and a red
 * error digit, pencil-mark candidates, number pads, timers and headers, thick, missing or rounded outer
 * borders, a font picked from several names (see {@link FONTS}). And pictures that are not a 9×9 Sudoku (crossword, 4×4, 6×6, 16×16, a Killer
 * cage map, a menu, a face-like picture), which must be refused.
 *
 * These are synthetic, not real screenshots (the machines that run this have no web access); they are
 * labelled exactly because they are drawn from the labels. Seeded, so every run draws the same pictures.
 */
import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { Board } from "../../core/board.js";

/** A drawn screenshot and what it shows: `givens` printed, `full` everything visible ('.' blank). */
export interface Screenshot {
  name: string;
  png: Buffer;
  givens: string;
  full: string;
}

/** A drawn picture that is not a 9×9 Sudoku. */
export interface NotSudoku {
  name: string;
  png: Buffer;
}

/** Deterministic PRNG (mulberry32) so the bench draws the same set every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The font names a screenshot picks from. Only installed fonts are drawn: @napi-rs/canvas draws any other
 * name in its fallback, and on a machine with Debian's fonts-dejavu alone (this project's machines) every
 * one of these draws the same pixels as DejaVu Sans, so the synthetic screenshots show one typeface.
 */
const FONTS = ["DejaVu Sans", "Arimo", "Cantarell", "Carlito", "Fira Code", "Andika", "Caladea", "Cousine"];

interface Theme {
  background: string;
  board: string;
  line: string;
  boxLine: string;
  given: string;
  player: string;
  error: string;
  highlight: string;
  sameDigit: string;
  inverted: { fill: string; digit: string };
  text: string;
}

const THEMES: readonly Theme[] = [
  {
    background: "#ffffff",
    board: "#ffffff",
    line: "#c8ccd4",
    boxLine: "#344861",
    given: "#1b1b1b",
    player: "#325aaf",
    error: "#e55c6c",
    highlight: "#e2ebf3",
    sameDigit: "#c3d7ea",
    inverted: { fill: "#344861", digit: "#ffffff" },
    text: "#344861",
  },
  {
    background: "#f4f1ea",
    board: "#fdfbf6",
    line: "#bdb6a8",
    boxLine: "#5b5244",
    given: "#2d2a26",
    player: "#2e7d32",
    error: "#c62828",
    highlight: "#efe6d2",
    sameDigit: "#e3d5b5",
    inverted: { fill: "#2d2a26", digit: "#fdfbf6" },
    text: "#5b5244",
  },
  {
    background: "#121212",
    board: "#1e1e1e",
    line: "#3a3a3a",
    boxLine: "#9e9e9e",
    given: "#e6e6e6",
    player: "#6ab0ff",
    error: "#ff6b6b",
    highlight: "#2a2f3a",
    sameDigit: "#33415a",
    inverted: { fill: "#e6e6e6", digit: "#1e1e1e" },
    text: "#bdbdbd",
  },
  {
    background: "#0d1b2a",
    board: "#14263a",
    line: "#2f4a66",
    boxLine: "#8fb3d9",
    given: "#f0f4f8",
    player: "#ffd166",
    error: "#ef476f",
    highlight: "#1d3550",
    sameDigit: "#24466b",
    inverted: { fill: "#8fb3d9", digit: "#0d1b2a" },
    text: "#8fb3d9",
  },
];

/** Draws one synthetic screenshot of `puzzle` with some of `solution` entered by the player. */
export function drawScreenshot(index: number, puzzle: Board, solution: Board): Screenshot {
  const random = seeded(1000 + index);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const theme = THEMES[index % THEMES.length];
  const font = pick(FONTS);
  const phone = random() < 0.6;
  const width = phone ? 540 : 1100;
  const height = phone ? 1080 : 720;
  const side = Math.round(phone ? width * (0.88 + random() * 0.08) : height * (0.72 + random() * 0.12));
  const left = Math.round(phone ? (width - side) / 2 : 60 + random() * 200);
  const top = Math.round(phone ? 150 + random() * 60 : (height - side) / 2);
  const cell = side / 9;
  const canvas = createCanvas(width, height);
  const g = canvas.getContext("2d");
  g.fillStyle = theme.background;
  g.fillRect(0, 0, width, height);
  // Header, timer and a toolbar of round icons.
  g.fillStyle = theme.text;
  g.font = `bold ${Math.round(phone ? 30 : 34)}px "${font}"`;
  g.fillText(pick(["Sudoku", "Daily Sudoku", "Sudoku Classic"]), phone ? 24 : left, phone ? 60 : 50);
  g.font = `${phone ? 20 : 22}px "${font}"`;
  g.fillText(
    `${pick(["Easy", "Medium", "Hard", "Expert"])}   Mistakes: ${Math.floor(random() * 3)}/3   0${Math.floor(random() * 9)}:${10 + Math.floor(random() * 49)}`,
    phone ? 24 : left,
    phone ? 110 : 90,
  );
  // The board.
  g.fillStyle = theme.board;
  g.fillRect(left, top, side, side);
  const selected = Math.floor(random() * 81);
  const sr = Math.floor(selected / 9);
  const sc = selected % 9;
  const highlights = random() < 0.8;
  const entered = new Uint8Array(81);
  const wrong = new Set<number>();
  const marks = new Map<number, number[]>();
  const fillRate = random() * 0.7;
  for (let i = 0; i < 81; i++) {
    if (puzzle[i] !== 0) continue;
    const roll = random();
    if (roll < fillRate) entered[i] = solution[i];
    else if (roll < fillRate + 0.25)
      marks.set(
        i,
        [1, 2, 3, 4, 5, 6, 7, 8, 9].filter(() => random() < 0.35),
      );
  }
  if (random() < 0.4) {
    const spots = [...entered.keys()].filter((i) => entered[i] !== 0);
    if (spots.length > 0) {
      const at = pick(spots);
      entered[at] = (solution[at] % 9) + 1;
      wrong.add(at);
    }
  }
  const shown = (i: number): number => puzzle[i] || entered[i];
  for (let i = 0; i < 81; i++) {
    const r = Math.floor(i / 9);
    const c = i % 9;
    const x = left + c * cell;
    const y = top + r * cell;
    let fill: string | null = null;
    if (
      highlights &&
      (r === sr ||
        c === sc ||
        (Math.floor(r / 3) === Math.floor(sr / 3) && Math.floor(c / 3) === Math.floor(sc / 3)))
    )
      fill = theme.highlight;
    if (highlights && shown(i) !== 0 && shown(i) === shown(selected)) fill = theme.sameDigit;
    if (i === selected) fill = theme.inverted.fill;
    if (fill !== null) {
      g.fillStyle = fill;
      g.fillRect(x, y, cell, cell);
    }
  }
  const border = pick(["thick", "none", "rounded", "thick"] as const);
  for (let k = 1; k < 9; k++) {
    const box = k % 3 === 0;
    g.strokeStyle = box ? theme.boxLine : theme.line;
    g.lineWidth = box ? 2 + Math.round(random()) : 1;
    line(g, left + k * cell, top, left + k * cell, top + side);
    line(g, left, top + k * cell, left + side, top + k * cell);
  }
  if (border !== "none") {
    g.strokeStyle = theme.boxLine;
    g.lineWidth = 3;
    g.beginPath();
    if (border === "rounded") g.roundRect(left, top, side, side, cell * 0.25);
    else g.rect(left, top, side, side);
    g.stroke();
  }
  const size = cell * (0.55 + random() * 0.15);
  for (let i = 0; i < 81; i++) {
    const x = left + (i % 9) * cell;
    const y = top + Math.floor(i / 9) * cell;
    g.textAlign = "center";
    g.textBaseline = "middle";
    if (shown(i) !== 0) {
      const given = puzzle[i] !== 0;
      g.font = `${given ? "bold " : ""}${Math.round(size)}px "${font}"`;
      g.fillStyle =
        i === selected
          ? theme.inverted.digit
          : given
            ? theme.given
            : wrong.has(i)
              ? theme.error
              : theme.player;
      g.fillText(String(shown(i)), x + cell / 2, y + cell / 2 + cell * 0.03);
    } else if (marks.has(i)) {
      g.font = `${Math.round(cell * 0.24)}px "${font}"`;
      g.fillStyle = theme.text;
      for (const d of marks.get(i) ?? []) {
        g.fillText(
          String(d),
          x + (((d - 1) % 3) + 0.5) * (cell / 3),
          y + (Math.floor((d - 1) / 3) + 0.5) * (cell / 3),
        );
      }
    }
  }
  // A number pad under the board (phone) or beside it (desktop): nine digits in a row or a 3×3 block.
  g.font = `${Math.round(cell * 0.5)}px "${font}"`;
  g.fillStyle = theme.player;
  for (let d = 1; d <= 9; d++) {
    const px = phone ? left + (d - 0.5) * cell : left + side + 80 + ((d - 1) % 3) * 90;
    const py = phone ? top + side + 90 : top + 60 + Math.floor((d - 1) / 3) * 90;
    g.fillText(String(d), px, py);
  }
  const full = Array.from({ length: 81 }, (_, i) => (shown(i) === 0 ? "." : String(shown(i)))).join("");
  const givens = Array.from(puzzle, (d) => (d === 0 ? "." : String(d))).join("");
  return {
    name: `screen-${index}-${theme.background.slice(1)}-${border}`,
    png: canvas.toBuffer("image/png"),
    givens,
    full,
  };
}

function line(g: SKRSContext2D, x0: number, y0: number, x1: number, y1: number): void {
  g.beginPath();
  g.moveTo(x0, y0);
  g.lineTo(x1, y1);
  g.stroke();
}

/** A square grid of `n` cells a side with every `box`-th line thick, some cells holding digits or letters. */
function drawGrid(
  g: SKRSContext2D,
  n: number,
  box: number,
  side: number,
  random: () => number,
  fillBlack: boolean,
): void {
  const cell = side / n;
  g.fillStyle = "#000";
  g.font = `${Math.round(cell * 0.6)}px "DejaVu Sans"`;
  g.textAlign = "center";
  g.textBaseline = "middle";
  for (let i = 0; i < n * n; i++) {
    const x = 20 + (i % n) * cell;
    const y = 20 + Math.floor(i / n) * cell;
    const roll = random();
    if (fillBlack && roll < 0.18) g.fillRect(x, y, cell, cell);
    else if (!fillBlack && roll < 0.4)
      g.fillText((1 + Math.floor(random() * n)).toString(n + 1).toUpperCase(), x + cell / 2, y + cell / 2);
  }
  g.strokeStyle = "#000";
  for (let k = 0; k <= n; k++) {
    g.lineWidth = k % box === 0 ? 3 : 1;
    line(g, 20 + k * cell, 20, 20 + k * cell, 20 + side);
    line(g, 20, 20 + k * cell, 20 + side, 20 + k * cell);
  }
}

/** Pictures that are not a 9×9 Sudoku. */
export function drawNotSudoku(): NotSudoku[] {
  const out: NotSudoku[] = [];
  const random = seeded(7);
  const page = (name: string, draw: (g: SKRSContext2D) => void): void => {
    const canvas = createCanvas(560, 560);
    const g = canvas.getContext("2d");
    g.fillStyle = "#fff";
    g.fillRect(0, 0, 560, 560);
    draw(g);
    out.push({ name, png: canvas.toBuffer("image/png") });
  };
  page("crossword-13", (g) => drawGrid(g, 13, 13, 520, random, true));
  page("grid-4x4", (g) => drawGrid(g, 4, 2, 520, random, false));
  page("grid-6x6", (g) => drawGrid(g, 6, 3, 520, random, false));
  page("grid-16x16", (g) => drawGrid(g, 16, 4, 520, random, false));
  page("killer-cages", (g) => {
    drawGrid(g, 9, 3, 520, () => 1, false);
    const cell = 520 / 9;
    g.setLineDash([4, 4]);
    g.lineWidth = 1;
    g.font = `${Math.round(cell * 0.22)}px "DejaVu Sans"`;
    g.textAlign = "left";
    g.textBaseline = "top";
    for (let i = 0; i < 81; i += 2) {
      const x = 20 + (i % 9) * cell;
      const y = 20 + Math.floor(i / 9) * cell;
      g.strokeRect(x + 5, y + 5, cell * (i % 9 === 8 ? 1 : 2) - 10, cell - 10);
      g.fillText(String(5 + Math.floor(random() * 20)), x + 7, y + 7);
    }
    g.setLineDash([]);
  });
  page("menu", (g) => {
    g.fillStyle = "#222";
    g.font = `28px "DejaVu Sans"`;
    [
      "Starters",
      "Soup of the day  7.50",
      "Green salad  6.00",
      "Mains",
      "Risotto  18.00",
      "Fish of the day  24.00",
      "Desserts",
      "Tart  8.00",
    ].forEach((t, k) => {
      g.fillText(t, 40, 60 + k * 60);
    });
  });
  page("face", (g) => {
    const gradient = g.createLinearGradient(0, 0, 560, 560);
    gradient.addColorStop(0, "#8fa9c4");
    gradient.addColorStop(1, "#d9c6a5");
    g.fillStyle = gradient;
    g.fillRect(0, 0, 560, 560);
    g.fillStyle = "#e0b38f";
    g.beginPath();
    g.ellipse(280, 260, 150, 190, 0, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = "#3b2a20";
    for (const x of [220, 340]) {
      g.beginPath();
      g.ellipse(x, 220, 18, 10, 0, 0, Math.PI * 2);
      g.fill();
    }
    g.fillRect(230, 350, 100, 12);
  });
  return out;
}
