/**
 * The picture of a logical step: the position, with candidates drawn small in the cells the step concerns,
 * the pattern's cells highlighted (tint and thick outline), eliminated candidates crossed out and placements on
 * a filled square (see candidates.ts: every mark differs in shape, not only in colour).
 *
 * Glossary: as in logic/types.ts.
 */
import { CELL_COUNT } from "../board.js";
import { digitsOf } from "../logic/grid.js";
import type { Position, Step } from "../logic/types.js";
import type { CandidateStyle, CandidateView } from "./candidates.js";
import type { CellSign, CellView, RenderRequest } from "./request.js";
import type { Theme } from "./theme.js";

/** Options for {@link stepPictureRequest}. */
export interface StepPictureOptions {
  theme?: Theme;
  caption?: string;
  /** Cells whose entries were wrong (drawn with a cross and the wrong digit when given). */
  wrong?: ReadonlyMap<number, number>;
}

/** The cells a step concerns: its pattern's cells, and where it places or eliminates. */
export function stepCells(step: Step): Set<number> {
  return new Set([
    ...step.pattern.cells,
    ...step.pattern.candidates.map((c) => c.cell),
    ...step.placements.map((p) => p.cell),
    ...step.eliminations.map((e) => e.cell),
  ]);
}

/**
 * The render request for a step found in a position.
 *
 * @example renderBoard(stepPictureRequest(outcome.position, outcome.step, { caption: "Hidden Single" }))
 */
export function stepPictureRequest(
  position: Position,
  step: Step,
  options: StepPictureOptions = {},
): RenderRequest {
  const highlighted = new Set([...step.pattern.cells, ...step.placements.map((p) => p.cell)]);
  const cells: CellView[] = [];
  for (let i = 0; i < CELL_COUNT; i++) {
    const digit = position.values[i];
    const wrongDigit = options.wrong?.get(i);
    let view: CellView;
    if (digit !== 0) view = { digit, role: position.givens[i] ? "given" : "entry" };
    else if (wrongDigit !== undefined && !stepCells(step).has(i)) view = { digit: wrongDigit, role: "wrong" };
    else view = { digit: 0, role: "filled" };
    const sign: CellSign | undefined =
      wrongDigit !== undefined && view.role === "wrong" ? "wrong" : highlighted.has(i) ? "hint" : undefined;
    if (sign !== undefined) view.sign = sign;
    cells.push(view);
  }
  const candidates = new Map<number, CandidateView[]>();
  const key = (cell: number, digit: number) => cell * 10 + digit;
  const styles = new Map<number, CandidateStyle>();
  for (const c of step.pattern.candidates) styles.set(key(c.cell, c.digit), "pattern");
  for (const e of step.eliminations) for (const d of e.digits) styles.set(key(e.cell, d), "eliminated");
  for (const p of step.placements) styles.set(key(p.cell, p.digit), "placed");
  for (const cell of stepCells(step)) {
    if (position.values[cell] !== 0) continue;
    candidates.set(
      cell,
      digitsOf(position.candidates[cell]).map((digit) => ({
        digit,
        style: styles.get(key(cell, digit)) ?? "plain",
      })),
    );
  }
  return {
    cells,
    candidates,
    links: step.pattern.links,
    ...(options.theme ? { theme: options.theme } : {}),
    ...(options.caption ? { caption: options.caption } : {}),
  };
}
