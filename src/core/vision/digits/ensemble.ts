/**
 * Several digit models read as one: each member reads the patch and their answers are averaged.
 * Networks trained alike but from different random starts make different mistakes, so where one is
 * wrong and sure the other is seldom sure of the same wrong digit, and the average is doubtful instead.
 *
 * Glossary (see classify.ts for confidence, logits):
 * - member: one trained network (one model file), already temperature-scaled by its own fitted temperature.
 * - ensemble: the members' class probabilities averaged class by class, and their handwritten
 *   probabilities averaged; the digit is the likeliest of 1..9 in the average, its confidence the average's
 *   probability of it (a plain mean, so one member's doubt halves a two-member ensemble's surety).
 */

import type { CellClassification } from "../types.js";
import { type DigitModel, readOfProbabilities } from "./classify.js";

/** One read of a patch, with every class's probability (what {@link DigitModel.classify} gives). */
export type ProbableRead = CellClassification & { probabilities: Float32Array };

/**
 * Several reads of one cell averaged: class probabilities class by class, and the probability of
 * handwriting; the digit is the likeliest of 1..9 in the average.
 * @example averageReads([a, b]).confidence === (a.probabilities[d] + b.probabilities[d]) / 2 // d its digit
 */
export function averageReads(reads: readonly ProbableRead[]): ProbableRead {
  const probabilities = new Float32Array(10);
  let handwritten = 0;
  for (const read of reads) {
    for (let c = 0; c < 10; c++)
      probabilities[c] = (probabilities[c] as number) + (read.probabilities[c] as number);
    handwritten += read.kind === "handwritten" ? read.kindConfidence : 1 - read.kindConfidence;
  }
  for (let c = 0; c < 10; c++) probabilities[c] = (probabilities[c] as number) / reads.length;
  return readOfProbabilities(probabilities, handwritten / reads.length);
}

/**
 * One model that averages `members` (see the glossary). A single member is returned as it is.
 * @throws Error when there is no member (a programming error: the shipped set always has one)
 * @example const model = ensembleOf([loadDigitModel(a), loadDigitModel(b)]); model.classify(patch, features).digit
 */
export function ensembleOf(members: readonly DigitModel[]): DigitModel {
  const first = members[0];
  if (first === undefined) throw new Error("an ensemble needs at least one model");
  if (members.length === 1) return first;
  return {
    note: { ensemble: members.map((m) => m.note) },
    classify: (patch, features) => averageReads(members.map((m) => m.classify(patch, features))),
  };
}
