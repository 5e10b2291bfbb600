/**
 * The load test's scenarios: sustained open-loop traffic, bursts (also beside CPU hogs), one stalling board in
 * steady traffic, and faults (5xx/429 answers, dropped gateway connections, SIGTERM with answers in flight).
 * Each runs against a fresh fake Discord and a fresh bot process, so one scenario's leftovers never load the next.
 *
 * Open loop: requests go out on the clock whether or not earlier ones were answered, as users do.
 */
import { FakeDiscord, type FakeDiscordOptions } from "../../../test/support/fake-discord.js";
import { type BotProcess, startCpuHogs } from "./bot-process.js";
import { type Mix, STALLING_BOARD } from "./mix.js";
import type { Sent } from "./verdict.js";

/** What a scenario gets to work with. */
export interface ScenarioContext {
  fake: FakeDiscord;
  bot: BotProcess;
  mix: Mix;
  quick: boolean;
  /** Notes for the report (e.g. the stalling request's own outcome, exit time after SIGTERM). */
  notes: string[];
}

/** One scenario. */
export interface Scenario {
  name: string;
  what: string;
  fakeOptions?: FakeDiscordOptions;
  /** Sends the scenario's requests and returns them (the runner waits for their answers). */
  run(ctx: ScenarioContext): Promise<Sent[]>;
  /** Runs after the answers settled (e.g. stop CPU hogs); may add notes. */
  after?(ctx: ScenarioContext, sent: Sent[]): Promise<void> | void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Dispatches the mix's next request and records it. */
function send(ctx: ScenarioContext, sent: Sent[]): void {
  const request = ctx.mix.next();
  const { id } = ctx.fake.dispatchInteraction(request.payload);
  sent.push({ id, label: request.label, expect: request.expect });
}

/**
 * Sends `rate` requests per second for `durationMs`, on the clock; `at` hooks run once their time has come.
 */
async function openLoop(
  ctx: ScenarioContext,
  rate: number,
  durationMs: number,
  at: { ms: number; run: (sent: Sent[]) => void }[] = [],
): Promise<Sent[]> {
  const sent: Sent[] = [];
  const total = Math.round((rate * durationMs) / 1000);
  const pending = [...at].sort((a, b) => a.ms - b.ms);
  const started = performance.now();
  let count = 0;
  while (count < total || pending.length > 0) {
    const elapsed = performance.now() - started;
    const due = Math.min(total, Math.floor((elapsed * rate) / 1000) + 1);
    while (count < due) {
      send(ctx, sent);
      count++;
    }
    while (pending.length > 0 && (pending[0]?.ms ?? 0) <= elapsed) pending.shift()?.run(sent);
    await sleep(2);
  }
  return sent;
}

/** Sends `count` requests at once (built first, so the burst leaves in one go). */
function burst(ctx: ScenarioContext, count: number): Sent[] {
  const requests = Array.from({ length: count }, () => ctx.mix.next());
  return requests.map((request) => ({
    id: ctx.fake.dispatchInteraction(request.payload).id,
    label: request.label,
    expect: request.expect,
  }));
}

const steady = (rate: number): Scenario => ({
  name: `steady-${rate}`,
  what: `${rate} requests/s, open loop, the whole mix`,
  run: (ctx) => openLoop(ctx, rate, ctx.quick ? 5000 : 20_000),
});

const burstOf = (count: number): Scenario => ({
  name: `burst-${count}`,
  what: `${count} requests at the same moment`,
  run: async (ctx) => burst(ctx, count),
});

let stopHogs: (() => void) | undefined;

/** Every scenario, in the order `npm run loadtest` runs them. */
export const SCENARIOS: readonly Scenario[] = [
  steady(20),
  steady(50),
  steady(100),
  burstOf(100),
  burstOf(300),
  {
    name: "burst-300-hogs",
    what: "300 at once while two CPU-bound processes take the machine's cores",
    async run(ctx) {
      stopHogs = startCpuHogs(2);
      await sleep(500);
      return burst(ctx, 300);
    },
    after() {
      stopHogs?.();
      stopHogs = undefined;
    },
  },
  {
    name: "stall",
    what: "one stalling board pasted into 20/s traffic",
    async run(ctx) {
      return openLoop(ctx, 20, ctx.quick ? 5000 : 10_000, [
        {
          ms: 1000,
          run: (sent) => {
            const request = ctx.mix.solve("stall/board", STALLING_BOARD, {}, { kind: "any" });
            const { id } = ctx.fake.dispatchInteraction(request.payload);
            sent.push({ id, label: request.label, expect: request.expect });
          },
        },
      ]);
    },
    after(ctx, sent) {
      const stalled = sent.find((s) => s.label === "stall/board");
      if (!stalled) return;
      const ms = ctx.fake.firstReplyDelayMs(stalled.id);
      const reply = ctx.fake.repliesFor(stalled.id).at(-1);
      ctx.notes.push(
        `stalling board: first response ${ms === undefined ? "none" : `${Math.round(ms)} ms`}, ` +
          `answer "${String(reply?.data?.content ?? "").slice(0, 60)}"`,
      );
    },
  },
  {
    name: "faults-5xx-429",
    what: "20/s while 5% of callbacks and follow-ups get 500, 502 or 429 (retry_after 50 ms)",
    async run(ctx) {
      ctx.fake.injectFaults({ rate: 0.05, seed: 16 });
      const sent = await openLoop(ctx, 20, ctx.quick ? 5000 : 10_000);
      return sent;
    },
    after(ctx) {
      ctx.fake.stopFaults();
      ctx.notes.push(`faults injected: ${ctx.fake.stats().injectedFaults}`);
    },
  },
  {
    name: "gateway-drop",
    what: "20/s; the gateway drops once abnormally (1006) and once with 4000, 300 ms outage each; RESUME replays",
    async run(ctx) {
      const span = ctx.quick ? 5000 : 10_000;
      return openLoop(ctx, 20, span, [
        { ms: span * 0.3, run: () => ctx.fake.dropGateway("abnormal", { downMs: 300 }) },
        { ms: span * 0.6, run: () => ctx.fake.dropGateway(4000, { downMs: 300 }) },
      ]);
    },
    after(ctx) {
      const stats = ctx.fake.stats();
      ctx.notes.push(`gateway: ${ctx.fake.gatewayResumes} resumes, ${stats.replayedEvents} events replayed`);
    },
  },
  {
    name: "sigterm",
    what: "50 requests in flight, then SIGTERM: all answered, exit within 10 s",
    async run(ctx) {
      const sent = burst(ctx, 50);
      await sleep(20);
      const { exitMs, code } = await ctx.bot.terminate();
      ctx.notes.push(`exit ${Math.round(exitMs)} ms after SIGTERM, code ${code}`);
      return sent;
    },
  },
];

/** Builds the fake for a scenario: many guilds (as a real bot has), bodies kept small. */
export function startFakeFor(scenario: Scenario): Promise<FakeDiscord> {
  return FakeDiscord.start({
    heartbeatIntervalMs: 5000,
    guildCount: 20,
    retainBodies: false,
    ...scenario.fakeOptions,
  });
}
