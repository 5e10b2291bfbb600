/**
 * The open fonts the digit model learns printed digits from (Debian's fonts-* packages, see the README's
 * "Digit model" section for the list to install), and the fonts kept out of training to check it on faces
 * it never saw. The bundled Inter (assets/fonts) is never used for training: the tests render with it.
 */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { GlobalFonts } from "@napi-rs/canvas";

/** Where Debian installs fonts. */
const FONT_ROOT = "/usr/share/fonts";

/** File names (without extension) of faces that carry no usable Latin digits or are not text faces. */
const EXCLUDED =
  /STIX(Integrals|Size|NonUnicode|Variants|Math)|StandardSymbols|D050000L|MathTeX|Z003|Hairline|Thin|ExtraLight|cmunbl|cmunvi|cmunvt/;

/** Families held out of training, used only to measure the model on unseen faces (`npm run train:digits`). */
const HELD_OUT = /^(Carlito|Caladea|Cantarell|Gentium|OxygenMono|ComicNeue-Bold|Cousine)/;

/** Only the Latin Noto faces (the package ships hundreds of scripts whose digits are not Latin). */
const NOTO_LATIN = /^Noto(Sans|Serif)(Display|Mono)?-/;

/** A font file registered with the canvas under its own family alias. */
export interface Face {
  /** The alias to use in `ctx.font`. */
  family: string;
  /** The file name, for reports. */
  file: string;
}

function listFontFiles(dir: string): string[] {
  let found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found = found.concat(listFontFiles(path));
    else if (/\.(ttf|otf)$/.test(name)) found.push(path);
  }
  return found;
}

/** Registers every usable system face and splits them into training and held-out faces. */
export function loadFaces(): { training: Face[]; heldOut: Face[] } {
  const training: Face[] = [];
  const heldOut: Face[] = [];
  const files = listFontFiles(FONT_ROOT).sort();
  for (const path of files) {
    const file = path.slice(path.lastIndexOf("/") + 1);
    const stem = file.replace(/\.(ttf|otf)$/, "");
    if (EXCLUDED.test(stem)) continue;
    if (stem.startsWith("Noto") && !NOTO_LATIN.test(stem)) continue;
    const family = `train-${stem}`;
    if (!GlobalFonts.registerFromPath(path, family)) continue;
    (HELD_OUT.test(stem) ? heldOut : training).push({ family, file });
  }
  return { training, heldOut };
}
