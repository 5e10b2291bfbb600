import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Vitest's default is one worker fewer than the CPUs: a single worker on a 2-core machine, which then waits
    // out every timer, socket and child process of the slow tests in turn. Two workers keep both cores busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each worker keeps the modules it has loaded from one test file to the next instead of importing
    // discord.js, the canvas and the reader afresh in a new process for every file (vitest's "import" time:
    // 37 s -> 13 s). No test mocks a module or stubs a global, and the suite passes with its files and tests
    // shuffled (`vitest run --sequence.shuffle`).
    isolate: false,
  },
});
