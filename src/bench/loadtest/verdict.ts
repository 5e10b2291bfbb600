/**
 * Judges every request of a scenario from what the fake Discord saw: answered (a first response in time),
 * lost (no first response in time, or a defer never filled in), duplicated (a second callback, or an extra
 * follow-up message), wrong (the answer shown does not fit the request), busy (a polite "try again"), and the
 * first-response times.
 */
import {
  type FakeDiscord,
  hasFinalMessage,
  type InteractionReply,
} from "../../../test/support/fake-discord.js";
import { percentile } from "../shared/stats.js";
import { type Expectation, judgeAnswer, type ShownAnswer } from "./judge.js";

/** A request the scenario sent. */
export interface Sent {
  id: string;
  label: string;
  expect: Expectation;
}

/** Totals for one scenario run. */
export interface Tally {
  sent: number;
  answered: number;
  lost: number;
  duplicated: number;
  wrong: number;
  busy: number;
  deferred: number;
  /** First-response times of answered requests, ms. */
  p50: number;
  p99: number;
  max: number;
  /** A few examples of what went wrong, for the report. */
  samples: string[];
  /** First-response p99 per kind of request (label), ms, slowest first: which requests make the p99. */
  p99ByLabel: { label: string; count: number; p99: number }[];
}

/** Ephemeral message flag (1 << 6). */
const EPHEMERAL = 64;
/** Callback type 5: "thinking…", filled in by an edit of @original. */
const DEFERRED = 5;

/**
 * The polite refusals of an overloaded bot — "busy, try again in a moment" and "this board took too long" —
 * counted apart from right and wrong answers (column "busy").
 */
const BUSY = /busy|try again in a moment|took too long/i;

/**
 * What the user sees once the interaction is answered: the message callback, the edit after a defer, or — when
 * the "thinking…" message was deleted to answer privately instead — the one follow-up.
 */
function shownAnswer(replies: InteractionReply[], originalDeleted: boolean): ShownAnswer | undefined {
  const callback = replies.find((r) => r.kind === "callback");
  if (!callback) return undefined;
  let flags = Number(callback.data?.flags ?? 0);
  let final: InteractionReply | undefined = callback;
  if (callback.type === DEFERRED) {
    final = originalDeleted
      ? replies.find((r) => r.kind === "follow-up")
      : replies.filter((r) => r.kind === "edit-original").at(-1);
    if (originalDeleted) flags = Number(final?.data?.flags ?? 0);
  }
  if (!final) return undefined;
  return {
    content: String(final.data?.content ?? ""),
    files: final.files.map((f) => ({ data: f.data, size: f.size })),
    ephemeral: (flags & EPHEMERAL) !== 0,
    customIds: buttonIds(final.data?.components),
  };
}

/** The custom ids of the buttons in a message's component rows. */
function buttonIds(rows: unknown): string[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: { components?: { custom_id?: unknown }[] }) =>
    (row.components ?? []).map((c) => c.custom_id).filter((id): id is string => typeof id === "string"),
  );
}

/** True once the user sees an answer (see {@link shownAnswer}). */
function answered(fake: FakeDiscord, id: string): boolean {
  const replies = fake.repliesFor(id);
  if (hasFinalMessage(replies)) return true;
  return (
    replies[0]?.type === DEFERRED &&
    fake.messageOf(id) === undefined &&
    replies.some((r) => r.kind === "follow-up")
  );
}

/** True once every request has its final message (or can no longer get one in time). */
export function allSettled(fake: FakeDiscord, sent: readonly Sent[]): boolean {
  return sent.every((s) => answered(fake, s.id) || fake.refusedCallbacks(s.id).late > 0);
}

/**
 * Waits until every request is settled, or `graceMs` pass without progress.
 *
 * @returns ms waited
 */
export async function waitForSettled(
  fake: FakeDiscord,
  sent: readonly Sent[],
  graceMs: number,
): Promise<number> {
  const started = performance.now();
  let lastProgress = started;
  let lastCount = -1;
  for (;;) {
    const settled = sent.filter(
      (s) => hasFinalMessage(fake.repliesFor(s.id)) || fake.refusedCallbacks(s.id).late > 0,
    ).length;
    if (settled === sent.length) return performance.now() - started;
    if (settled !== lastCount) {
      lastCount = settled;
      lastProgress = performance.now();
    }
    if (performance.now() - lastProgress > graceMs) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Tallies a scenario's requests. */
export function tally(fake: FakeDiscord, sent: readonly Sent[]): Tally {
  const times: number[] = [];
  const t: Tally = {
    sent: sent.length,
    answered: 0,
    lost: 0,
    duplicated: 0,
    wrong: 0,
    busy: 0,
    deferred: 0,
    p50: 0,
    p99: 0,
    max: 0,
    samples: [],
    p99ByLabel: [],
  };
  const timesByLabel = new Map<string, number[]>();
  for (const s of sent) {
    const replies = fake.repliesFor(s.id);
    const refused = fake.refusedCallbacks(s.id);
    const originalDeleted = replies[0]?.type === DEFERRED && fake.messageOf(s.id) === undefined;
    const followUps = replies.filter((r) => r.kind === "follow-up").length;
    // Two messages for one request: a second callback, or a follow-up beside the answer (one follow-up is the
    // answer itself when the "thinking…" message was deleted for a private one).
    if (refused.duplicate > 0 || followUps > (originalDeleted ? 1 : 0)) {
      t.duplicated++;
      if (t.samples.length < 5) t.samples.push(`${s.label}: duplicated`);
    }
    const firstMs = fake.firstReplyDelayMs(s.id);
    const answer = shownAnswer(replies, originalDeleted);
    if (firstMs === undefined || !answered(fake, s.id) || answer === undefined) {
      t.lost++;
      if (t.samples.length < 5)
        t.samples.push(`${s.label}: lost (${refused.late} late callback(s), ${replies.length} replies)`);
      continue;
    }
    t.answered++;
    times.push(firstMs);
    timesByLabel.set(s.label, [...(timesByLabel.get(s.label) ?? []), firstMs]);
    // Pictures are always answered "thinking…" first (a download and a read): not counted as deferred.
    if (replies[0]?.type === DEFERRED && !s.label.startsWith("picture/")) t.deferred++;
    if (BUSY.test(answer.content)) {
      t.busy++;
      continue;
    }
    const problem = judgeAnswer(s.expect, answer);
    if (problem !== undefined) {
      t.wrong++;
      if (t.samples.length < 5)
        t.samples.push(`${s.label}: wrong (${problem}): ${answer.content.slice(0, 80)}`);
    }
  }
  if (times.length > 0) {
    t.p50 = percentile(times, 50);
    t.p99 = percentile(times, 99);
    t.max = Math.max(...times);
  }
  t.p99ByLabel = [...timesByLabel]
    .map(([label, ms]) => ({ label, count: ms.length, p99: percentile(ms, 99) }))
    .sort((a, b) => b.p99 - a.p99);
  return t;
}
