/**
 * The messages between the bench's parent (main.ts) and a worker process (worker.ts), one worker per
 * solver per set. The parent sends one {@link WorkerJob}; the worker answers with a stream of
 * {@link WorkerMessage}s and exits.
 */

import type { SetSpec } from "../shared/sets.js";
import type { SolverId } from "./adapters/index.js";
import type { ChunkReport, MeasureSettings, ModeFinal } from "./measure.js";

/** What one worker is asked to do. */
export interface WorkerJob {
  readonly solver: SolverId;
  /** Mode ids to measure, in order (a respawned worker gets the ones not yet done); null for all. */
  readonly modes: readonly string[] | null;
  readonly set: SetSpec;
  readonly dataDir: string;
  /** Evenly spaced sample size; undefined for the whole set. */
  readonly sample: number | undefined;
  readonly settings: MeasureSettings;
}

/** A mode as the parent needs to know it. */
export interface ModeInfo {
  readonly id: string;
  readonly label: string;
  readonly comparesWith: 1 | 2;
}

/** Messages from a worker. */
export type WorkerMessage =
  | {
      readonly type: "ready";
      readonly modes: readonly ModeInfo[];
      readonly puzzles: number;
      readonly total: number;
    }
  /** A mode begins; the parent kills the worker if it is still in this mode after `budgetMs`. */
  | { readonly type: "mode-start"; readonly mode: string; readonly budgetMs: number }
  | { readonly type: "chunk"; readonly mode: string; readonly chunk: ChunkReport }
  | { readonly type: "mode-done"; readonly mode: string; readonly final: ModeFinal }
  | { readonly type: "error"; readonly mode: string | null; readonly message: string };
