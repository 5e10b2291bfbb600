/**
 * The fake Discord's waits: promises that settle once a condition on its state holds, a timeout that says what
 * did arrive, and an end to every pending wait when the fake closes. Glossary: see ../fake-discord.ts.
 */
import { InteractionResponseType } from "discord-api-types/v10";
import type { InteractionReply, InteractionState, RecordedRequest } from "./types.js";

/** Every pending wait of one fake, so that closing it ends them at once instead of at their timeouts. */
export class Waits {
  /** Rejecters of every pending wait. */
  private readonly pending = new Set<() => void>();

  /**
   * Resolves with `test()`'s first truthy value, re-testing whenever a listener in `listeners` is called;
   * rejects after `timeoutMs`, when `test` throws, or when {@link abortAll} is called.
   */
  until<T>(
    listeners: Set<() => void>,
    test: () => T | undefined | false,
    timeoutMs: number,
    describeTimeout: () => string,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const finish = (outcome: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        this.pending.delete(abort);
        outcome();
      };
      const check = () => {
        let value: T | undefined | false;
        try {
          value = test();
        } catch (error) {
          finish(() => reject(error));
          return;
        }
        if (value) finish(() => resolve(value as T));
      };
      const abort = () =>
        finish(() => reject(new Error("fake-discord: closed while a test was still waiting")));
      const timer = setTimeout(
        () => finish(() => reject(new Error(`fake-discord: ${describeTimeout()}`))),
        timeoutMs,
      );
      listeners.add(check);
      this.pending.add(abort);
      check();
    });
  }

  /** Rejects every pending wait now (the fake is closing). */
  abortAll(): void {
    for (const abort of [...this.pending]) abort();
  }
}

/** Truncates a JSON rendering for timeout messages. */
function preview(value: unknown, max = 300): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** For a timed-out wait on replies: the interaction, its replies, the requests that concern it, and the last ones. */
export function describeInteraction(state: InteractionState, requests: readonly RecordedRequest[]): string {
  const data = state.payload.data as { name?: string; custom_id?: string } | undefined;
  const label = data?.name ?? data?.custom_id ?? "?";
  const replies = state.replies.length
    ? state.replies
        .map(
          (r) =>
            `${r.kind}${r.type === undefined ? "" : ` type ${r.type}`} ${preview(r.data)} files=${r.files.length}`,
        )
        .join("; ")
    : "no replies";
  const related = requests
    .filter((r) => r.path.includes(state.id) || r.path.includes(state.token))
    .map((r) => `${r.method} …${r.path.slice(-40)} → ${r.status ?? "pending"}`);
  return `interaction ${state.id} (${label}): ${replies}. Related requests: ${related.join("; ") || "none"}. All requests: ${describeRequests(requests)}`;
}

/** For a timed-out wait: the last ten requests with their statuses, or "none". */
export function describeRequests(requests: readonly RecordedRequest[]): string {
  if (requests.length === 0) return "none";
  return requests
    .slice(-10)
    .map(
      (r) =>
        `${r.method} ${r.path.length > 60 ? `${r.path.slice(0, 60)}…` : r.path} → ${r.status ?? "pending"}`,
    )
    .join("; ");
}

/**
 * The default `FakeDiscord.waitForReplies` predicate: a final message arrived — a type-4 callback, a type-7
 * update, a type-9 modal, or an edit-original after a type-5 or type-6 defer.
 *
 * @param replies - the replies so far.
 * @returns true once the user would see an answer.
 */
export function hasFinalMessage(replies: InteractionReply[]): boolean {
  const callback = replies.find((r) => r.kind === "callback");
  if (!callback) return false;
  switch (callback.type) {
    case InteractionResponseType.ChannelMessageWithSource:
    case InteractionResponseType.UpdateMessage:
    case InteractionResponseType.Modal:
      return true;
    case InteractionResponseType.DeferredChannelMessageWithSource:
    case InteractionResponseType.DeferredMessageUpdate:
      return replies.some((r) => r.kind === "edit-original");
    default:
      return false;
  }
}
