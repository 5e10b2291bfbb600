/**
 * The shipped digit model scored on the held-out photos (src/bench/read/read-split.ts; never trained or tuned
 * on), through the same extraction reading uses: per-cell accuracy of printed and handwritten digits,
 * of the printed/handwritten decision, and how well the doubt threshold separates wrong cells from
 * right ones. The calibration photos (kept out of training, used to pick the threshold) are reported
 * beside them. Only cells the extraction found ink in and the labels give a digit for are scored: a digit
 * the extraction missed, or ink where the labels have none, is the extraction's error, counted apart.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { classifyCell } from "../../core/vision/digits/classify.js";
import { refineKinds } from "../../core/vision/digits/kinds.js";
import { extractCells } from "../../core/vision/extract.js";
import { findTurns, turnPatchBack, uprightCell } from "../../core/vision/locate/orientation.js";
import { DOUBTFUL_BELOW } from "../../core/vision/read.js";
import type { CellClassification, CellSample, DigitKind } from "../../core/vision/types.js";
import { PHOTOS, photoSplit, readLabels } from "../../train/digits/photos.js";

interface Tally {
  cells: number;
  right: number;
  kindRight: number;
  wrongCaught: number;
  wrong: number;
  rightFlagged: number;
}

const THRESHOLDS = [0.5, 0.7, 0.8, 0.9, 0.95, 0.98];

/** Each photo is extracted once per run, however many ways its cells are scored. */
const extractions = new Map<string, Awaited<ReturnType<typeof extractCells>>>();

const newTally = (): Tally => ({
  cells: 0,
  right: 0,
  kindRight: 0,
  wrongCaught: 0,
  wrong: 0,
  rightFlagged: 0,
});
const pct = (a: number, b: number): string => (b === 0 ? "-" : `${((100 * a) / b).toFixed(2)} %`);

/**
 * Scores the shipped model on one split of the photos and prints the tables.
 * @param orient when true, each board's orientation is found first (orientation.ts) and its cells are
 *   read turned back and moved to where they belong, as reading a sideways photo should
 * @param refine when true, printed versus handwritten is re-decided per board (kinds.ts)
 */
export async function scorePhotos(
  split: "validation" | "calibration",
  orient: boolean,
  refine: boolean,
  root = PHOTOS,
): Promise<void> {
  const tallies = { printed: newTally(), handwritten: newTally() };
  const confidences: { right: boolean; confidence: number }[] = [];
  let boards = 0;
  let boardsAllRight = 0;
  let boardsWrongUnflagged = 0;
  let missed = 0;
  let spurious = 0;
  let noBoard = 0;
  let turned = 0;
  for (const photo of readLabels(root)) {
    if (photoSplit(photo.file) !== split) continue;
    const key = join(root, photo.folder, photo.file);
    const extracted = extractions.get(key) ?? (await extractCells(readFileSync(key)));
    extractions.set(key, extracted);
    if (!extracted.ok) {
      noBoard++;
      continue;
    }
    boards++;
    const turns = orient ? findTurns(extracted.board.cells).turns : 0;
    if (turns !== 0) turned++;
    let allRight = true;
    let unflaggedWrong = false;
    const inked = extracted.board.cells.filter((c) => c.ink);
    const results = inked.map((cell) =>
      classifyCell(turns === 0 ? cell.patch : turnPatchBack(cell.patch, turns), cell.features),
    );
    const kinds = refineKinds(results.map((r, i) => ({ ...r, features: (inked[i] as CellSample).features })));
    for (const cell of extracted.board.cells) {
      const digit = photo.digits[uprightCell(cell.cell, turns)] as number;
      if (!cell.ink && digit !== 0) missed++;
      if (cell.ink && digit === 0) spurious++;
    }
    inked.forEach((cell, i) => {
      const at = uprightCell(cell.cell, turns);
      const digit = photo.digits[at] as number;
      if (digit === 0) return;
      const result = results[i] as CellClassification;
      const kind = (refine ? kinds[i]?.kind : result.kind) as DigitKind;
      const handwritten = photo.handwritten[at] as boolean;
      const tally = handwritten ? tallies.handwritten : tallies.printed;
      const right = result.digit === digit;
      const kindRight = (kind === "handwritten") === handwritten;
      tally.cells++;
      if (right) tally.right++;
      if (kindRight) tally.kindRight++;
      const doubtful = result.confidence < DOUBTFUL_BELOW;
      if (!right) {
        tally.wrong++;
        if (doubtful) tally.wrongCaught++;
        else unflaggedWrong = true;
      } else if (doubtful) tally.rightFlagged++;
      if (!right || !kindRight) allRight = false;
      confidences.push({ right, confidence: result.confidence });
    });
    if (allRight) boardsAllRight++;
    if (unflaggedWrong) boardsWrongUnflagged++;
  }
  const how = `${orient ? `orientation found first (${turned} boards turned)` : "cells as extracted"}, ${refine ? "kinds decided per board" : "kinds per cell"}`;
  console.log(`\n### ${split} photos, ${how}: ${boards} boards (${noBoard} without a board found)\n`);
  console.log(
    "| digits | cells | digit right | kind right | wrong | wrong caught by doubt | right flagged |",
  );
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const [name, t] of Object.entries(tallies)) {
    console.log(
      `| ${name} | ${t.cells} | ${pct(t.right, t.cells)} | ${pct(t.kindRight, t.cells)} | ${t.wrong} | ${t.wrongCaught}/${t.wrong} | ${t.rightFlagged}/${t.right} |`,
    );
  }
  console.log(
    `\nboards with every classified cell right (digit and kind): ${boardsAllRight}/${boards}; boards with a wrong digit not flagged below ${DOUBTFUL_BELOW}: ${boardsWrongUnflagged}`,
  );
  console.log(
    `extraction: ${missed} labelled digits found blank, ${spurious} blank cells found inked (not scored)`,
  );
  console.log("\n| doubt threshold | wrong cells caught | right cells flagged |\n| ---: | ---: | ---: |");
  for (const threshold of THRESHOLDS) {
    const wrong = confidences.filter((c) => !c.right);
    const right = confidences.filter((c) => c.right);
    const caught = wrong.filter((c) => c.confidence < threshold).length;
    const flagged = right.filter((c) => c.confidence < threshold).length;
    console.log(
      `| ${threshold} | ${caught}/${wrong.length} | ${flagged}/${right.length} (${pct(flagged, right.length)}) |`,
    );
  }
}
