/**
 * A bench worker: one process per solver per set, forked by main.ts with `--expose-gc`. It loads only its own
 * solver, measures the requested modes one after another and reports over the IPC channel.
 */

import { loadSet } from "../shared/sets.js";
import { loadAdapter } from "./adapters/index.js";
import { measureMode } from "./measure.js";
import type { WorkerJob, WorkerMessage } from "./protocol.js";

const send = (message: WorkerMessage): Promise<void> =>
  new Promise((resolve, reject) => {
    if (!process.send) {
      reject(new Error("worker.js runs only as a child of the bench (no IPC channel)"));
      return;
    }
    process.send(message, undefined, undefined, (error) => (error ? reject(error) : resolve()));
  });

async function runJob(job: WorkerJob): Promise<void> {
  const adapter = await loadAdapter(job.solver);
  const set = loadSet(job.set, job.dataDir, job.sample);
  await send({
    type: "ready",
    modes: adapter.modes.map(({ id, label, comparesWith }) => ({ id, label, comparesWith })),
    puzzles: set.puzzles.length,
    total: set.total,
  });
  for (const id of job.modes ?? adapter.modes.map((m) => m.id)) {
    const mode = adapter.modes.find((m) => m.id === id);
    if (!mode) {
      await send({ type: "error", mode: id, message: `${job.solver} has no mode ${id}` });
      continue;
    }
    const { settings } = job;
    const budgetMs =
      Math.min(settings.warmMs, settings.capMs / 10) +
      settings.capMs +
      settings.retimeBudgetMs +
      settings.probeMs;
    await send({ type: "mode-start", mode: id, budgetMs });
    try {
      const final = await measureMode(
        mode,
        { puzzles: set.puzzles, lines: set.lines, promise: job.set.promise },
        settings,
        (chunk) => send({ type: "chunk", mode: id, chunk }),
      );
      await send({ type: "mode-done", mode: id, final });
    } catch (error) {
      await send({
        type: "error",
        mode: id,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  }
}

process.once("message", (job: WorkerJob) => {
  runJob(job).then(
    () => process.disconnect?.(),
    async (error: unknown) => {
      await send({
        type: "error",
        mode: null,
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      process.disconnect?.();
    },
  );
});
