/**
 * Fault injection for the fake Discord's REST API: exact failures (`failNext`: the next N matching requests get
 * this status) and random ones (`inject`: a share of matching requests get 500, 502 or 429 with `retry_after`,
 * from a seeded generator so a run can be repeated). A failed request is recorded but is never a reply.
 *
 * Facts: https://discord.com/developers/docs/topics/rate-limits (429 body and headers).
 */
import type { FailMatch, RecordedRequest } from "./types.js";

/** Random faults: see {@link Faults.inject}. */
export interface FaultOptions {
  /** Share of matching requests to fail, 0–1 (e.g. 0.05). */
  rate: number;
  /** Statuses to pick from, uniformly (default 500, 502, 429). */
  statuses?: number[];
  /** Which requests may fail (default: interaction callbacks and webhook calls, i.e. every reply). */
  match?: FailMatch[];
  /** The `retry_after` of a 429, in seconds (default 0.05). */
  retryAfterSeconds?: number;
  /** Seed of the generator (default 1). */
  seed?: number;
}

/** A failure the fake answers instead of routing the request. */
export interface InjectedFailure {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

interface FailRule {
  match: FailMatch;
  status: number;
  body: unknown;
  remaining: number;
}

/** Requests that answer interactions: callbacks and the interaction webhook (edits, follow-ups). */
const REPLY_ROUTES: FailMatch[] = [{ pathIncludes: "/callback" }, { pathIncludes: "/webhooks/" }];

/** mulberry32: a small, fast, seedable generator; fault patterns only need to be repeatable, not strong. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** True when `request` matches every field given in `match`. */
export function matchesRequest(match: FailMatch, request: RecordedRequest): boolean {
  if (match.method && match.method.toUpperCase() !== request.method) return false;
  if (
    match.pathIncludes &&
    !request.path.includes(match.pathIncludes) &&
    !request.rawPath.includes(match.pathIncludes)
  ) {
    return false;
  }
  if (match.withFiles !== undefined && match.withFiles !== request.files.length > 0) return false;
  return true;
}

/** The 429 Discord sends: a JSON body with `retry_after` in seconds, and the same in the Retry-After header. */
export function rateLimited(retryAfterSeconds: number): InjectedFailure {
  return {
    status: 429,
    body: { message: "You are being rate limited.", retry_after: retryAfterSeconds, global: false },
    headers: { "retry-after": String(retryAfterSeconds), "x-ratelimit-scope": "user" },
  };
}

/** Holds the fault rules and decides, per request, whether it fails. */
export class Faults {
  /** How many requests got an injected failure, by status. */
  readonly injected = new Map<number, number>();
  private readonly rules: FailRule[] = [];
  private random: (FaultOptions & { next: () => number }) | undefined;

  /** See `FakeDiscord.failNext`. */
  failNext(match: FailMatch, status: number, body: unknown, times = 1): void {
    this.rules.push({ match, status, body, remaining: times });
  }

  /**
   * Fails a share of matching requests from now on, until {@link stop}.
   *
   * @param options - rate, statuses, which requests, the 429's retry_after and the seed.
   */
  inject(options: FaultOptions): void {
    this.random = { ...options, next: seededRandom(options.seed ?? 1) };
  }

  /** Ends random faults (exact `failNext` rules stay). */
  stop(): void {
    this.random = undefined;
  }

  /** How many requests got an injected failure in all. */
  get injectedCount(): number {
    let total = 0;
    for (const n of this.injected.values()) total += n;
    return total;
  }

  /** The failure to answer `request` with, or undefined to route it normally. */
  take(request: RecordedRequest): InjectedFailure | undefined {
    const failure = this.takeRule(request) ?? this.takeRandom(request);
    if (failure) this.injected.set(failure.status, (this.injected.get(failure.status) ?? 0) + 1);
    return failure;
  }

  private takeRule(request: RecordedRequest): InjectedFailure | undefined {
    const rule = this.rules.find(({ match }) => matchesRequest(match, request));
    if (!rule) return undefined;
    rule.remaining--;
    if (rule.remaining <= 0) this.rules.splice(this.rules.indexOf(rule), 1);
    if (rule.status === 429) {
      const retryAfter = Number((rule.body as { retry_after?: unknown } | null)?.retry_after ?? 0.05);
      return { ...rateLimited(retryAfter), body: rule.body };
    }
    return { status: rule.status, body: rule.body, headers: {} };
  }

  private takeRandom(request: RecordedRequest): InjectedFailure | undefined {
    const random = this.random;
    if (!random) return undefined;
    if (!(random.match ?? REPLY_ROUTES).some((m) => matchesRequest(m, request))) return undefined;
    if (random.next() >= random.rate) return undefined;
    const statuses = random.statuses ?? [500, 502, 429];
    const status = statuses[Math.floor(random.next() * statuses.length)] as number;
    if (status === 429) return rateLimited(random.retryAfterSeconds ?? 0.05);
    const message = status === 502 ? "502 Bad Gateway" : "500: Internal Server Error";
    return { status, body: { message, code: 0 }, headers: {} };
  }
}
