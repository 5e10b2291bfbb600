/**
 * A fake Discord for end-to-end tests and the load test: a REST API (node:http), a gateway (ws) and a CDN on
 * 127.0.0.1 that the REAL discord.js 14.28 `Client` can log in to, receive interactions from and answer through.
 *
 * Glossary (used with no synonyms below):
 * - request: one HTTP request the fake received on its REST API, recorded in `requests`.
 * - interaction: an INTERACTION_CREATE payload the fake dispatched over the gateway.
 * - reply: a request that answers an interaction — its callback, a PATCH of `@original`, or a follow-up POST.
 * - session: one IDENTIFYed gateway session (READY + GUILD_CREATE sent); it outlives a dropped socket until
 *   RESUMEd or ended.
 * - shard: the slice of guilds a session serves, `(guild_id >> 22) % shard_count`.
 *
 * Wiring: `new Client({ intents, rest: { api: fake.apiUrl } })`, then `client.login(fake.token)`. The gateway URL
 * comes from `GET /api/v10/gateway/bot`, so no other client option is needed.
 *
 * Deliberately realistic failures (so the bot's tests catch real bugs): a wrong token gets 401 (login rejects
 * `TokenInvalid`); a second callback — e.g. a modal after a defer — gets 400 code 40060 (counted per interaction
 * as a duplicate); a callback later than `callbackDeadlineMs` (3 s, as on Discord) gets 404 code 10062 (counted as
 * late); an empty message gets 400 code 50006; content over 2000 characters, a malformed modal or an invalid
 * command registration gets 400 code 50035 with Discord's nested `errors` (./fake-discord/checks.ts); a file over
 * the interaction's `attachment_size_limit` gets 413 code 40005; webhook calls before the callback get 404 code
 * 10015; a guild-commands PUT for another guild gets 403 code 50001. Only accepted (2xx) requests become replies;
 * every request is in `requests` with its `status`. On demand: exact or random 5xx/429 answers
 * (./fake-discord/faults.ts), dropped gateway connections that RESUME with replay (./fake-discord/gateway.ts),
 * misbehaving attachment downloads (./fake-discord/cdn.ts).
 *
 * Roads not taken: no rate-limit buckets of its own (interaction callbacks are exempt on Discord anyway), no
 * 15-minute webhook expiry, no gateway compression (discord.js only asks for it when zlib-sync is installed).
 *
 * Facts: ../shared/docs/discord-platform.md and
 * https://discord.com/developers/docs/interactions/receiving-and-responding
 */
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import {
  type APIApplicationCommand,
  type APIAttachment,
  type APIInteraction,
  type APIMessage,
  type APIUser,
  GatewayDispatchEvents,
} from "discord-api-types/v10";
import type { WebSocketServer } from "ws";
import { FakeDiscordBuilders } from "./fake-discord/builders.js";
import { Cdn, type CdnFile } from "./fake-discord/cdn.js";
import { type FaultOptions, Faults } from "./fake-discord/faults.js";
import { type DropClose, Gateway } from "./fake-discord/gateway.js";
import { InteractionRoutes } from "./fake-discord/interactions.js";
import { PayloadBuilder } from "./fake-discord/payloads.js";
import { RestApi } from "./fake-discord/rest.js";
import { listenOnLoopback, serve } from "./fake-discord/server.js";
import type {
  FailMatch,
  FakeDiscordOptions,
  FakeStats,
  InteractionReply,
  InteractionState,
  RecordedRequest,
} from "./fake-discord/types.js";
import { describeInteraction, describeRequests, hasFinalMessage, Waits } from "./fake-discord/waits.js";

export type { CdnBehaviour, CdnFile } from "./fake-discord/cdn.js";
export type { FaultOptions } from "./fake-discord/faults.js";
export type { DropClose } from "./fake-discord/gateway.js";
export { DEFAULT_APP_PERMISSIONS, shardOfGuild } from "./fake-discord/payloads.js";
export type {
  FailMatch,
  FakeDiscordOptions,
  FakeStats,
  InteractionPlace,
  InteractionReply,
  RecordedFile,
  RecordedRequest,
} from "./fake-discord/types.js";
export { hasFinalMessage } from "./fake-discord/waits.js";

/**
 * A fake Discord (REST + gateway + CDN) on 127.0.0.1 with a random port, driving the real discord.js client offline.
 *
 * @example
 * const fake = await FakeDiscord.start({ heartbeatIntervalMs: 1000 });
 * const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
 * await client.login(fake.token);
 * const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve", options: [...] }));
 * const replies = await fake.waitForReplies(id);
 */
export class FakeDiscord extends FakeDiscordBuilders {
  /** "http://127.0.0.1:PORT/api" — give to the bot as DISCORD_API_URL (`rest.api`). */
  readonly apiUrl: string;
  /** "ws://127.0.0.1:PORT/gateway" — what GET /gateway/bot announces. */
  readonly gatewayUrl: string;
  /** The token the fake accepts (Authorization: Bot <token>). */
  readonly token: string;
  readonly applicationId: string;
  /** The first guild: where guild interactions happen unless they name another of {@link guildIds}. */
  readonly guildId: string;
  /** Every guild the bot is in (`guildCount` of them). */
  readonly guildIds: readonly string[];
  /** The text channel of the first guild. */
  readonly channelId: string;
  /** The DM channel between the bot and {@link invokingUser} (for `dm: true` interactions). */
  readonly dmChannelId: string;
  /** Every REST request, in arrival order (including failed and unknown ones). */
  readonly requests: RecordedRequest[] = [];
  /** The bot user (id = application id) sent in READY and by GET /users/@me. */
  readonly botUser: APIUser;
  /** The human who invokes every interaction. */
  readonly invokingUser: APIUser;
  /** Files served on the loopback CDN; `addAttachment` puts a user's file there. */
  readonly cdn: Cdn;

  private readonly server: Server;
  private readonly wss: WebSocketServer;
  private readonly gateway: Gateway;
  private readonly interactions: InteractionRoutes;
  private readonly faults = new Faults();
  private readonly rest: RestApi;
  private readonly waits = new Waits();
  private closing: Promise<void> | undefined;

  private constructor(server: Server, wss: WebSocketServer, port: number, options: FakeDiscordOptions) {
    super(new PayloadBuilder(options));
    this.server = server;
    this.wss = wss;
    this.apiUrl = `http://127.0.0.1:${port}/api`;
    this.gatewayUrl = `ws://127.0.0.1:${port}/gateway`;
    this.applicationId = this.payloads.applicationId;
    // Shaped like a real token: base64 of the bot's user id, then two opaque segments.
    this.token =
      options.token ??
      `${Buffer.from(this.applicationId).toString("base64url")}.${randomBytes(4).toString("base64url")}.${randomBytes(28).toString("base64url")}`;
    this.guildIds = this.payloads.guildIds;
    this.guildId = this.guildIds[0] as string;
    this.channelId = this.payloads.channelOf(this.guildId);
    this.dmChannelId = this.payloads.dmChannelId;
    this.botUser = this.payloads.botUser;
    this.invokingUser = this.payloads.invokingUser;
    this.cdn = new Cdn(`http://127.0.0.1:${port}`, () => this.payloads.nextSnowflake());
    this.gateway = new Gateway(this.payloads, {
      token: this.token,
      gatewayUrl: this.gatewayUrl,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? 41_250,
      answerHeartbeats: options.answerHeartbeats ?? true,
    });
    this.interactions = new InteractionRoutes(this.payloads, this.cdn, options.callbackDeadlineMs ?? 3000);
    this.rest = new RestApi({
      token: this.token,
      gatewayUrl: this.gatewayUrl,
      shards: options.shards ?? 1,
      maxConcurrency: options.maxConcurrency ?? 1,
      retainBodies: options.retainBodies ?? true,
      payloads: this.payloads,
      interactions: this.interactions,
      cdn: this.cdn,
      faults: this.faults,
      requests: this.requests,
    });
  }

  /**
   * Starts a fake Discord listening on 127.0.0.1 with a random port.
   *
   * @param options - token, ids, guild and shard counts, heartbeat interval, callback deadline; all optional.
   * @returns the running fake; call {@link FakeDiscord.close} when done.
   */
  static async start(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
    const { server, wss, port } = await listenOnLoopback();
    const fake = new FakeDiscord(server, wss, port, options);
    serve(server, wss, fake.rest, fake.gateway);
    return fake;
  }

  /** Every IDENTIFY payload's `d`, in order (to check intents and shard ids). */
  get identifies(): unknown[] {
    return this.gateway.identifies;
  }

  /** How many heartbeats the gateway has received (and, unless `answerHeartbeats: false`, acknowledged). */
  get heartbeatCount(): number {
    return this.gateway.heartbeats;
  }

  /** How many gateway connections were opened (1 for a client that never reconnected). */
  get gatewayConnections(): number {
    return this.gateway.connections;
  }

  /** How many RESUMEs the gateway accepted. */
  get gatewayResumes(): number {
    return this.gateway.resumes;
  }

  /** Shard ids with an open, identified gateway connection (one entry per session). */
  get connectedShards(): number[] {
    return this.gateway.connectedShards;
  }

  /**
   * Resolves once `count` sessions have been READY at some point (default 1: a client IDENTIFYed and was sent
   * READY + GUILD_CREATE).
   *
   * @param timeoutMs - how long to wait before rejecting (default 5000).
   * @param count - how many READYs to wait for (e.g. one per shard).
   * @returns nothing; rejects on timeout.
   */
  waitForReady(timeoutMs = 5000, count = 1): Promise<void> {
    return this.waits
      .until(
        this.gateway.readyListeners,
        () => this.gateway.readyCount >= count,
        timeoutMs,
        () =>
          `no client became ready within ${timeoutMs} ms (${this.gateway.readyCount} of ${count} session(s) ready, ` +
          `${this.gateway.identifies.length} IDENTIFY(s); requests: ${describeRequests(this.requests)})`,
      )
      .then(() => undefined);
  }

  /**
   * Sends INTERACTION_CREATE to the session serving the interaction's guild (shard 0 for DMs). While that
   * session's connection is down the interaction waits in its backlog and is replayed on RESUME; the 3-second
   * deadline runs from now either way, as on Discord.
   *
   * @param payload - a full interaction, usually from {@link chatInput}, {@link messageContextMenu},
   *   {@link modalSubmit} or {@link button}.
   * @returns the interaction's id and token, and `dispatchedAt` (`performance.now()` when it was sent).
   * @throws Error when no session serves that shard (a bug in the test, not an expected outcome).
   */
  dispatchInteraction(payload: APIInteraction): { id: string; token: string; dispatchedAt: number } {
    const state: InteractionState = {
      id: payload.id,
      token: payload.token,
      payload,
      dispatchedAt: performance.now(),
      followUps: new Map(),
      replies: [],
      listeners: new Set(),
      duplicateCallbacks: 0,
      lateCallbacks: 0,
    };
    // Tracked first: a fast client can answer before send() returns.
    this.interactions.track(state);
    if (!this.gateway.dispatch(GatewayDispatchEvents.InteractionCreate, payload, payload.guild_id)) {
      this.interactions.byId.delete(state.id);
      throw new Error("fake-discord: dispatchInteraction needs a ready client; await waitForReady() first");
    }
    return { id: state.id, token: state.token, dispatchedAt: state.dispatchedAt };
  }

  /**
   * Drops gateway connections now: `"abnormal"` resets the socket (the client sees 1006), a number closes with
   * that code (4000: resumable; 4009: the session ends and the client must IDENTIFY again).
   *
   * @param close - how the connection ends.
   * @param options - `shard`: only that shard; `downMs`: reconnecting clients get no HELLO for this long, so
   *   interactions dispatched meanwhile wait for the RESUME.
   * @returns how many connections were dropped.
   */
  dropGateway(close: DropClose, options: { shard?: number; downMs?: number } = {}): number {
    return this.gateway.drop(close, options);
  }

  /** When an interaction was dispatched: `performance.now()` (compare with `RecordedRequest.receivedAt`). */
  dispatchedAt(interactionId: string): number | undefined {
    return this.interactions.byId.get(interactionId)?.dispatchedAt;
  }

  /** Ms from dispatch to the arrival of the first accepted reply, or undefined if none arrived yet. */
  firstReplyDelayMs(interactionId: string): number | undefined {
    const state = this.interactions.byId.get(interactionId);
    const first = state?.replies[0];
    return state && first ? first.request.receivedAt - state.dispatchedAt : undefined;
  }

  /** Every accepted reply for an interaction (callback, PATCH @original, follow-ups) in arrival order (a copy). */
  repliesFor(interactionId: string): InteractionReply[] {
    return [...(this.interactions.byId.get(interactionId)?.replies ?? [])];
  }

  /**
   * The message an interaction's answer shows now (its `@original`, with edits applied), e.g. to press a button on.
   *
   * @returns the message, or undefined before a message callback.
   */
  messageOf(interactionId: string): APIMessage | undefined {
    return this.interactions.byId.get(interactionId)?.original;
  }

  /** Refused callbacks of one interaction: `late` (10062, after the deadline) and `duplicate` (40060). */
  refusedCallbacks(interactionId: string): { late: number; duplicate: number } {
    const state = this.interactions.byId.get(interactionId);
    return { late: state?.lateCallbacks ?? 0, duplicate: state?.duplicateCallbacks ?? 0 };
  }

  /** Totals over every interaction so far. */
  stats(): FakeStats {
    return {
      ...this.interactions.totals(),
      injectedFaults: this.faults.injectedCount,
      replayedEvents: this.gateway.replayed,
    };
  }

  /**
   * Waits until `predicate(replies)` holds for an interaction.
   *
   * @param interactionId - the id returned by {@link dispatchInteraction}.
   * @param predicate - default {@link hasFinalMessage}.
   * @param timeoutMs - default 5000.
   * @returns the replies at the moment the predicate held; rejects on timeout listing what did arrive.
   */
  waitForReplies(
    interactionId: string,
    predicate: (r: InteractionReply[]) => boolean = hasFinalMessage,
    timeoutMs = 5000,
  ): Promise<InteractionReply[]> {
    const state = this.interactions.byId.get(interactionId);
    if (!state) {
      return Promise.reject(new Error(`fake-discord: interaction ${interactionId} was never dispatched`));
    }
    return this.waits.until(
      state.listeners,
      () => (predicate([...state.replies]) ? [...state.replies] : undefined),
      timeoutMs,
      () =>
        `timed out after ${timeoutMs} ms waiting for replies to ${describeInteraction(state, this.requests)}`,
    );
  }

  /**
   * Makes the next `times` requests matching `match` fail with `status` and JSON `body` (e.g. 403 {code: 50013}).
   * Rules are tried in the order they were added; a failed request is recorded but is never a reply. A 429 also
   * carries a Retry-After header from the body's `retry_after`.
   * Note that @discordjs/rest retries 5xx answers (3 times by default) and waits out a 429's `retry_after`, so
   * to make a 5xx reach the bot, fail it `times: 4`.
   */
  failNext(match: FailMatch, status: number, body: unknown, times = 1): void {
    this.faults.failNext(match, status, body, times);
  }

  /**
   * From now on, fails a share of replies (callbacks and webhook calls) with 500, 502 or 429 + `retry_after`.
   *
   * @param options - e.g. `{ rate: 0.05 }`; see {@link FaultOptions}.
   */
  injectFaults(options: FaultOptions): void {
    this.faults.inject(options);
  }

  /** Ends {@link injectFaults}. */
  stopFaults(): void {
    this.faults.stop();
  }

  /**
   * Puts a file on the loopback CDN, as an attachment of a message a user sent.
   *
   * @param file - name, content type, bytes; `behaviour` for a 404, a delay, a lying size or a wrong type.
   * @returns the attachment object, for `chatInput({ attachments })` or `messageContextMenu({ attachments })`.
   */
  addAttachment(file: CdnFile): APIAttachment {
    return this.cdn.add(file);
  }

  /** The commands registered through the bulk-overwrite routes (a copy of the last registered set). */
  registeredCommands(scope: "global" | "guild"): APIApplicationCommand[] {
    return [...(scope === "global" ? this.rest.globalCommands : this.rest.guildCommands)];
  }

  /** Closes every gateway socket and the server. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      this.waits.abortAll();
      this.gateway.terminateAll();
      this.wss.close();
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
    return this.closing;
  }
}
