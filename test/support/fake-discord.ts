/**
 * A fake Discord for end-to-end tests: a REST API (node:http) and a gateway (ws) on 127.0.0.1 that the REAL
 * discord.js 14.28 `Client` can log in to, receive interactions from and answer through.
 *
 * Glossary (used with no synonyms below):
 * - request: one HTTP request the fake received on its REST API, recorded in `requests`.
 * - interaction: an INTERACTION_CREATE payload the fake dispatched over the gateway.
 * - reply: a request that answers an interaction — its callback, a PATCH of `@original`, or a follow-up POST.
 * - session: one gateway connection that has IDENTIFYed and been sent READY + GUILD_CREATE.
 *
 * Wiring: `new Client({ intents, rest: { api: fake.apiUrl } })`, then `client.login(fake.token)`. The gateway URL
 * comes from `GET /api/v10/gateway/bot`, so no other client option is needed.
 *
 * Deliberately realistic failures (so the bot's tests catch real bugs): a wrong token gets 401 (login rejects
 * `TokenInvalid`); a second callback — e.g. a modal after a defer — gets 400 code 40060; a callback later than
 * `callbackDeadlineMs` (3 s, as on Discord) gets 404 code 10062; an empty message gets 400 code 50006; content
 * over 2000 characters, a malformed modal or an invalid command registration gets 400 code 50035 with Discord's
 * nested `errors` (see ./fake-discord/checks.ts); a file over the interaction's `attachment_size_limit` gets 413
 * code 40005; webhook calls before the callback get 404 code 10015; a guild-commands PUT for another guild gets
 * 403 code 50001. Only accepted (2xx) requests become replies; every request is in `requests` with its `status`.
 *
 * Roads not taken: no rate limiting (interaction callbacks are exempt on Discord anyway), no 15-minute webhook
 * expiry, no gateway compression (discord.js only asks for it when zlib-sync is installed), no event replay on
 * RESUME (the fake keeps no backlog).
 *
 * Facts: /work/shared/docs/discord-platform.md and
 * https://discord.com/developers/docs/interactions/receiving-and-responding
 */
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import {
  type APIApplicationCommand,
  type APIApplicationCommandInteractionDataBasicOption,
  type APIApplicationCommandInteractionDataOption,
  type APIAttachment,
  type APIChatInputApplicationCommandInteraction,
  type APIGuildMember,
  type APIInteraction,
  type APIInteractionGuildMember,
  type APIMessage,
  type APIMessageApplicationCommandInteraction,
  type APIModalSubmissionComponent,
  type APIModalSubmitInteraction,
  type APIUser,
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ChannelType,
  ComponentType,
  GatewayDispatchEvents,
  GatewayOpcodes,
  type GuildMemberFlags,
  InteractionContextType,
  InteractionResponseType,
  InteractionType,
  Locale,
  MessageFlags,
  MessageType,
  PermissionFlagsBits,
  type UserFlags,
} from "discord-api-types/v10";
import { type WebSocket, WebSocketServer } from "ws";
import {
  type BodyProblem,
  checkCommands,
  checkMessageBody,
  checkModal,
  invalidFormBody,
} from "./fake-discord/checks.js";

/** Options for {@link FakeDiscord.start}; every field has a realistic default. */
export interface FakeDiscordOptions {
  /** The bot token the fake accepts (`Authorization: Bot <token>`, and the bare token in IDENTIFY). */
  token?: string;
  /** The application id (also the bot user's id, as on Discord). */
  applicationId?: string;
  /** The id of the one guild the bot is in. */
  guildId?: string;
  /** Gateway heartbeat interval sent in HELLO, in ms (default 41250 as on Discord; use ~1000 in tests). */
  heartbeatIntervalMs?: number;
  /** A callback arriving later than this after dispatch gets 404 Unknown interaction (default 3000, as on Discord). */
  callbackDeadlineMs?: number;
  /** false: ignore heartbeats, so the client declares the connection a zombie and RESUMEs (default true). */
  answerHeartbeats?: boolean;
}

/** Where a built interaction comes from, in whose language, and what the bot may do there. */
export interface InteractionPlace {
  /** true: a DM (`user` and a DM channel instead of `guild_id` and `member`). */
  dm?: boolean;
  /** The invoking user's locale, e.g. "ko" (default "en-US"). */
  locale?: string;
  /** The bot's permissions in the channel as a bitfield string (default {@link DEFAULT_APP_PERMISSIONS}). */
  appPermissions?: string;
}

/** One HTTP request the fake's REST API received. */
export interface RecordedRequest {
  method: string;
  /** The path with percent-escapes decoded, without the query: `/api/v10/webhooks/1/tok/messages/@original`. */
  path: string;
  /** The path exactly as sent (`%40original` stays encoded). */
  rawPath: string;
  query: URLSearchParams;
  /** Lower-cased header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The JSON body, or the parsed `payload_json` field of a multipart body. */
  json?: unknown;
  /** The files of a multipart body (`files[0]`, `files[1]`, …) with their bytes. */
  files: { field: string; name: string; contentType: string; data: Buffer }[];
  /** `performance.now()` when the request arrived (same clock as {@link FakeDiscord.dispatchedAt}). */
  receivedAt: number;
  /** The HTTP status the fake answered with; set once answered. */
  status?: number;
}

/** A request that answered an interaction, as seen by the fake. Only requests the fake accepted (2xx) count. */
export interface InteractionReply {
  /** the callback or webhook request */
  request: RecordedRequest;
  kind: "callback" | "edit-original" | "follow-up";
  /** callback type: 4 message, 5 defer, 9 modal (only for kind "callback") */
  type?: number;
  /** payload_json's data (callback) or the JSON body (webhooks) */
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary payload fields; the brief fixes this as `any`.
  data: any;
  files: RecordedRequest["files"];
}

/** Which requests {@link FakeDiscord.failNext} fails. Every given field must match. */
export interface FailMatch {
  /** HTTP method, case-insensitive. */
  method?: string;
  /** A substring of the request's decoded or raw path, e.g. "/callback" or "/messages/@original". */
  pathIncludes?: string;
  /** true: only requests carrying files; false: only requests without files. */
  withFiles?: boolean;
}

interface FailRule {
  match: FailMatch;
  status: number;
  body: unknown;
  remaining: number;
}

interface InteractionState {
  id: string;
  token: string;
  payload: APIInteraction;
  dispatchedAt: number;
  /** The callback type once a callback was accepted. */
  callbackType?: number;
  original?: APIMessage;
  followUps: Map<string, APIMessage>;
  replies: InteractionReply[];
  listeners: Set<() => void>;
}

interface Session {
  socket: WebSocket;
  sessionId: string;
  sequence: number;
  ready: boolean;
}

/** What a route handler answers: a status and a JSON body (undefined = no body). */
interface RouteResult {
  status: number;
  body?: unknown;
}

/** Discord's epoch (2015-01-01) — snowflakes count milliseconds from it. */
const DISCORD_EPOCH = 1_420_070_400_000n;

/**
 * The default `app_permissions` of built interactions, as a bitfield string: view, send, embed, attach, read
 * history, external emojis, reactions, use application commands. Remove a bit to test a fallback, e.g.
 * `(BigInt(DEFAULT_APP_PERMISSIONS) & ~PermissionFlagsBits.AttachFiles).toString()`.
 */
export const DEFAULT_APP_PERMISSIONS = (
  PermissionFlagsBits.ViewChannel |
  PermissionFlagsBits.SendMessages |
  PermissionFlagsBits.EmbedLinks |
  PermissionFlagsBits.AttachFiles |
  PermissionFlagsBits.ReadMessageHistory |
  PermissionFlagsBits.UseExternalEmojis |
  PermissionFlagsBits.AddReactions |
  PermissionFlagsBits.UseApplicationCommands
).toString();

/** What a member of the fake guild may do (the invoking user is a plain member). */
const DEFAULT_MEMBER_PERMISSIONS = DEFAULT_APP_PERMISSIONS;

const DEFAULT_ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024;

/** Callback types an application-command or modal-submit interaction may answer with: message, defer, update, modal. */
const ACCEPTED_CALLBACK_TYPES: ReadonlySet<number> = new Set([
  InteractionResponseType.ChannelMessageWithSource,
  InteractionResponseType.DeferredChannelMessageWithSource,
  InteractionResponseType.DeferredMessageUpdate,
  InteractionResponseType.UpdateMessage,
  InteractionResponseType.Modal,
]);

/** A JSON error body the way Discord shapes it. */
function discordError(code: number, message: string, errors?: unknown): Record<string, unknown> {
  return errors === undefined ? { message, code } : { message, code, errors };
}

/** Reads a whole request body. */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Truncates a JSON rendering for timeout messages. */
function preview(value: unknown, max = 300): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/**
 * A fake Discord (REST + gateway) on 127.0.0.1 with a random port, driving the real discord.js client offline.
 *
 * @example
 * const fake = await FakeDiscord.start({ heartbeatIntervalMs: 1000 });
 * const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: { api: fake.apiUrl } });
 * await client.login(fake.token);
 * const { id } = fake.dispatchInteraction(fake.chatInput({ name: "solve", options: [...] }));
 * const replies = await fake.waitForReplies(id);
 */
export class FakeDiscord {
  /** "http://127.0.0.1:PORT/api" — give to the bot as DISCORD_API_URL (`rest.api`). */
  readonly apiUrl: string;
  /** "ws://127.0.0.1:PORT/gateway" — what GET /gateway/bot announces. */
  readonly gatewayUrl: string;
  /** The token the fake accepts (Authorization: Bot <token>). */
  readonly token: string;
  readonly applicationId: string;
  readonly guildId: string;
  /** The text channel every guild interaction comes from. */
  readonly channelId: string;
  /** The DM channel between the bot and {@link invokingUser} (for `dm: true` interactions). */
  readonly dmChannelId: string;
  /** Every REST request, in arrival order (including failed and unknown ones). */
  readonly requests: RecordedRequest[] = [];
  /** The bot user (id = application id) sent in READY and by GET /users/@me. */
  readonly botUser: APIUser;
  /** The human who invokes every interaction. */
  readonly invokingUser: APIUser;
  /** Every IDENTIFY payload's `d`, in order (to check intents). */
  readonly identifies: unknown[] = [];

  private readonly server: Server;
  private readonly wss: WebSocketServer;
  private readonly heartbeatIntervalMs: number;
  private readonly callbackDeadlineMs: number;
  private readonly answerHeartbeats: boolean;
  private readonly sessions = new Set<Session>();
  /** Session ids sent in READY — the only ones a RESUME may name. */
  private readonly issuedSessionIds = new Set<string>();
  private readonly interactions = new Map<string, InteractionState>();
  private readonly interactionsByToken = new Map<string, InteractionState>();
  private readonly failRules: FailRule[] = [];
  private readonly readyWaiters = new Set<() => void>();
  /** Rejecters of every pending wait, so close() ends them at once instead of at their timeouts. */
  private readonly pendingWaits = new Set<() => void>();
  private readonly commandIds = new Map<string, string>();
  private readonly globalCommands: APIApplicationCommand[] = [];
  private readonly guildCommands: APIApplicationCommand[] = [];
  private readonly attachmentsById = new Map<string, { name: string; contentType: string; data: Buffer }>();
  private snowflakeCounter = 0;
  private readyCount = 0;
  private heartbeatsReceived = 0;
  private connections = 0;
  private resumes = 0;
  private closing: Promise<void> | undefined;

  private constructor(server: Server, wss: WebSocketServer, port: number, options: FakeDiscordOptions) {
    this.server = server;
    this.wss = wss;
    this.apiUrl = `http://127.0.0.1:${port}/api`;
    this.gatewayUrl = `ws://127.0.0.1:${port}/gateway`;
    this.applicationId = options.applicationId ?? this.nextSnowflake();
    // Shaped like a real token: base64 of the bot's user id, then two opaque segments.
    this.token =
      options.token ??
      `${Buffer.from(this.applicationId).toString("base64url")}.${randomBytes(4).toString("base64url")}.${randomBytes(28).toString("base64url")}`;
    this.guildId = options.guildId ?? this.nextSnowflake();
    this.channelId = this.nextSnowflake();
    this.dmChannelId = this.nextSnowflake();
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? 41_250;
    this.callbackDeadlineMs = options.callbackDeadlineMs ?? 3000;
    this.answerHeartbeats = options.answerHeartbeats ?? true;
    this.botUser = {
      id: this.applicationId,
      username: "Sudoku Bot",
      discriminator: "0",
      global_name: null,
      avatar: null,
      bot: true,
      flags: 0 as UserFlags,
    };
    this.invokingUser = {
      id: this.nextSnowflake(),
      username: "puzzler",
      discriminator: "0",
      global_name: "Puzzler",
      avatar: null,
    };
  }

  /**
   * Starts a fake Discord listening on 127.0.0.1 with a random port.
   *
   * @param options - token, ids, heartbeat interval and callback deadline; all optional.
   * @returns the running fake; call {@link FakeDiscord.close} when done.
   */
  static async start(options: FakeDiscordOptions = {}): Promise<FakeDiscord> {
    const server = createServer();
    const wss = new WebSocketServer({ noServer: true });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
    const port = (server.address() as AddressInfo).port;
    const fake = new FakeDiscord(server, wss, port, options);
    server.on("request", (req, res) => {
      fake.handleHttp(req, res).catch((error: unknown) => {
        // A bug in the fake itself: answer 500 so the client sees it rather than hanging.
        if (!res.headersSent) {
          res.writeHead(500, { "content-type": "application/json" });
          res.end(JSON.stringify({ message: `fake-discord bug: ${String(error)}`, code: 0 }));
        }
      });
    });
    server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) =>
      fake.handleUpgrade(req, socket, head),
    );
    return fake;
  }

  /** How many heartbeats the gateway has received (and, unless `answerHeartbeats: false`, acknowledged). */
  get heartbeatCount(): number {
    return this.heartbeatsReceived;
  }

  /** How many gateway connections were opened (1 for a client that never reconnected). */
  get gatewayConnections(): number {
    return this.connections;
  }

  /** How many RESUMEs the gateway accepted. */
  get gatewayResumes(): number {
    return this.resumes;
  }

  /**
   * Resolves once a client has IDENTIFYed and been sent READY + GUILD_CREATE.
   *
   * @param timeoutMs - how long to wait before rejecting (default 5000).
   * @returns nothing; rejects on timeout.
   */
  waitForReady(timeoutMs = 5000): Promise<void> {
    if (this.readyCount > 0) return Promise.resolve();
    return this.waitUntil(
      this.readyWaiters,
      () => this.readyCount > 0,
      timeoutMs,
      () =>
        `no client became ready within ${timeoutMs} ms (${this.sessions.size} open gateway connection(s), ` +
        `${this.identifies.length} IDENTIFY(s); requests: ${this.describeRequests()})`,
    ).then(() => undefined);
  }

  /**
   * Sends INTERACTION_CREATE over the gateway to the newest ready session.
   *
   * @param payload - a full interaction, usually from {@link chatInput}, {@link messageContextMenu} or {@link modalSubmit}.
   * @returns the interaction's id and token, and `dispatchedAt` (`performance.now()` when it was sent).
   * @throws Error when no client is connected and ready (a bug in the test, not an expected outcome).
   */
  dispatchInteraction(payload: APIInteraction): { id: string; token: string; dispatchedAt: number } {
    const session = [...this.sessions]
      .reverse()
      .find((s) => s.ready && s.socket.readyState === s.socket.OPEN);
    if (!session)
      throw new Error("fake-discord: dispatchInteraction needs a ready client; await waitForReady() first");
    const state: InteractionState = {
      id: payload.id,
      token: payload.token,
      payload,
      dispatchedAt: performance.now(),
      followUps: new Map(),
      replies: [],
      listeners: new Set(),
    };
    this.interactions.set(state.id, state);
    this.interactionsByToken.set(state.token, state);
    this.sendDispatch(session, GatewayDispatchEvents.InteractionCreate, payload);
    return { id: state.id, token: state.token, dispatchedAt: state.dispatchedAt };
  }

  /**
   * When an interaction was dispatched.
   *
   * @param interactionId - the id returned by {@link dispatchInteraction}.
   * @returns `performance.now()` at dispatch (compare with `RecordedRequest.receivedAt`), or undefined if unknown.
   */
  dispatchedAt(interactionId: string): number | undefined {
    return this.interactions.get(interactionId)?.dispatchedAt;
  }

  /**
   * How long the first accepted reply took to arrive.
   *
   * @param interactionId - the id returned by {@link dispatchInteraction}.
   * @returns ms from dispatch to the arrival of the first accepted reply, or undefined if none arrived yet.
   */
  firstReplyDelayMs(interactionId: string): number | undefined {
    const state = this.interactions.get(interactionId);
    const first = state?.replies[0];
    return state && first ? first.request.receivedAt - state.dispatchedAt : undefined;
  }

  /**
   * Every accepted reply for an interaction (callback, PATCH @original, follow-ups) in arrival order.
   *
   * @param interactionId - the id returned by {@link dispatchInteraction}.
   * @returns a copy of the replies so far (empty if none or unknown).
   */
  repliesFor(interactionId: string): InteractionReply[] {
    return [...(this.interactions.get(interactionId)?.replies ?? [])];
  }

  /**
   * Waits until `predicate(replies)` holds for an interaction.
   *
   * @param interactionId - the id returned by {@link dispatchInteraction}.
   * @param predicate - default: a final message arrived (type-4 callback, an edit-original after a type-5 defer,
   *   or a type-9 modal).
   * @param timeoutMs - default 5000.
   * @returns the replies at the moment the predicate held; rejects on timeout listing what did arrive.
   */
  waitForReplies(
    interactionId: string,
    predicate: (r: InteractionReply[]) => boolean = hasFinalMessage,
    timeoutMs = 5000,
  ): Promise<InteractionReply[]> {
    const state = this.interactions.get(interactionId);
    if (!state) {
      return Promise.reject(new Error(`fake-discord: interaction ${interactionId} was never dispatched`));
    }
    return this.waitUntil(
      state.listeners,
      () => (predicate([...state.replies]) ? [...state.replies] : undefined),
      timeoutMs,
      () => `timed out after ${timeoutMs} ms waiting for replies to ${this.describeInteraction(state)}`,
    );
  }

  /**
   * Makes the next `times` requests matching `match` fail with `status` and JSON `body` (e.g. 403 {code: 50013}).
   * Rules are tried in the order they were added; a failed request is recorded but is never a reply.
   * Note that @discordjs/rest retries 5xx answers (3 times by default) and waits out a 429's `retry_after`, so
   * to make a 5xx reach the bot, fail it `times: 4`.
   *
   * @param match - method, path substring and/or whether the request carries files.
   * @param status - HTTP status to answer.
   * @param body - JSON body to answer.
   * @param times - how many matching requests to fail (default 1).
   */
  failNext(match: FailMatch, status: number, body: unknown, times = 1): void {
    this.failRules.push({ match, status, body, remaining: times });
  }

  /**
   * The commands registered through the bulk-overwrite routes.
   *
   * @param scope - "global" (PUT /applications/{app}/commands) or "guild" (…/guilds/{guild}/commands).
   * @returns a copy of the last registered set (empty before any PUT).
   */
  registeredCommands(scope: "global" | "guild"): APIApplicationCommand[] {
    return [...(scope === "global" ? this.globalCommands : this.guildCommands)];
  }

  /**
   * Closes every gateway socket and the server. Safe to call twice.
   *
   * @returns once everything is closed.
   */
  close(): Promise<void> {
    this.closing ??= new Promise<void>((resolve) => {
      for (const abort of [...this.pendingWaits]) abort();
      for (const session of this.sessions) session.socket.terminate();
      this.sessions.clear();
      this.wss.close();
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
    return this.closing;
  }

  /**
   * Resolves with `test()`'s first truthy value, re-testing whenever a listener in `listeners` is called;
   * rejects after `timeoutMs`, when `test` throws, or when the fake closes.
   */
  private waitUntil<T>(
    listeners: Set<() => void>,
    test: () => T | undefined | false,
    timeoutMs: number,
    describeTimeout: () => string,
  ): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const finish = (outcome: () => void) => {
        clearTimeout(timer);
        listeners.delete(check);
        this.pendingWaits.delete(abort);
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
      this.pendingWaits.add(abort);
      check();
    });
  }

  // ---- payload builders ----

  /**
   * Builds a slash-command interaction (in the fake guild's channel unless `dm`).
   *
   * @param opts - command name, optional subcommand, options (`type` is ApplicationCommandOptionType: 3 string,
   *   4 integer, 5 boolean, …), plus where it comes from ({@link InteractionPlace}).
   * @returns a full, realistic payload for {@link dispatchInteraction}.
   * @example fake.chatInput({ name: "sudoku", subcommand: "solve", options: [{ name: "board", type: 3, value: "53..7...." }] })
   */
  chatInput(
    opts: {
      name: string;
      subcommand?: string;
      options?: { name: string; type: number; value: unknown }[];
    } & InteractionPlace,
  ): APIChatInputApplicationCommandInteraction {
    const leafOptions = (opts.options ?? []) as APIApplicationCommandInteractionDataBasicOption[];
    const options: APIApplicationCommandInteractionDataOption[] = opts.subcommand
      ? [{ name: opts.subcommand, type: ApplicationCommandOptionType.Subcommand, options: leafOptions }]
      : leafOptions;
    return {
      ...this.baseInteraction(opts),
      type: InteractionType.ApplicationCommand,
      data: {
        id: this.commandIdFor(opts.name),
        name: opts.name,
        type: ApplicationCommandType.ChatInput,
        ...(opts.dm ? {} : { guild_id: this.guildId }),
        options,
      },
    } as APIChatInputApplicationCommandInteraction;
  }

  /**
   * Builds a message-context-menu interaction ("Apps → <name>") on a message another user wrote.
   *
   * @param opts - command name, the target message's content, plus {@link InteractionPlace}.
   * @returns a payload whose `data.resolved.messages[data.target_id]` holds the target message.
   */
  messageContextMenu(
    opts: { name: string; content: string } & InteractionPlace,
  ): APIMessageApplicationCommandInteraction {
    const base = this.baseInteraction(opts);
    const target = this.makeMessage({
      channelId: base.channel_id,
      content: opts.content,
      author: this.invokingUser,
      type: MessageType.Default,
    });
    return {
      ...base,
      type: InteractionType.ApplicationCommand,
      data: {
        id: this.commandIdFor(opts.name),
        name: opts.name,
        type: ApplicationCommandType.Message,
        ...(opts.dm ? {} : { guild_id: this.guildId }),
        target_id: target.id,
        resolved: { messages: { [target.id]: target } },
      },
    } as APIMessageApplicationCommandInteraction;
  }

  /**
   * Builds a modal-submit interaction with one text input per field.
   *
   * discord.js 14.28 parses both component shapes (`ModalSubmitFields` reads `component` of a Label and
   * `components` of an action row); the default is the current Label (type 18) shape, which Discord sends back
   * for modals built with labels.
   *
   * @param opts - the modal's custom id, field custom id → value, the component shape, plus {@link InteractionPlace}.
   * @returns a payload whose fields read back with `interaction.fields.getTextInputValue(customId)`.
   */
  modalSubmit(
    opts: {
      customId: string;
      fields: Record<string, string>;
      shape?: "label" | "action-row";
    } & InteractionPlace,
  ): APIModalSubmitInteraction {
    let componentId = 1;
    const components: APIModalSubmissionComponent[] = Object.entries(opts.fields).map(([customId, value]) => {
      const outerId = componentId++;
      const input = { type: ComponentType.TextInput as const, id: componentId++, custom_id: customId, value };
      return opts.shape === "action-row"
        ? { type: ComponentType.ActionRow, id: outerId, components: [input] }
        : { type: ComponentType.Label, id: outerId, component: input };
    });
    return {
      ...this.baseInteraction(opts),
      type: InteractionType.ModalSubmit,
      data: { custom_id: opts.customId, components },
    } as APIModalSubmitInteraction;
  }

  // ---- internals: ids and shared payload parts ----

  /** A fresh snowflake: ms since Discord's epoch in the top bits, a counter in the low 12 (increment) bits. */
  private nextSnowflake(): string {
    const ms = BigInt(Date.now()) - DISCORD_EPOCH;
    const increment = BigInt(this.snowflakeCounter++ & 0xfff);
    return ((ms << 22n) | increment).toString();
  }

  /** The same command name always gets the same id — the one assigned at registration if there was one. */
  private commandIdFor(name: string): string {
    let id = this.commandIds.get(name);
    if (!id) {
      id = this.nextSnowflake();
      this.commandIds.set(name, id);
    }
    return id;
  }

  /** The fields every interaction shares; guild ones carry `member`, DM ones `user` (never both, as on Discord). */
  private baseInteraction(place: InteractionPlace) {
    const common = {
      id: this.nextSnowflake(),
      application_id: this.applicationId,
      // Real interaction tokens are long opaque strings; a random base64url one keeps URL-encoding honest.
      token: `aW50ZXJhY3Rpb246${randomBytes(48).toString("base64url")}`,
      version: 1 as const,
      app_permissions: place.appPermissions ?? DEFAULT_APP_PERMISSIONS,
      locale: (place.locale ?? Locale.EnglishUS) as Locale,
      entitlements: [],
      attachment_size_limit: DEFAULT_ATTACHMENT_SIZE_LIMIT,
    };
    if (place.dm) {
      return {
        ...common,
        channel_id: this.dmChannelId,
        channel: {
          id: this.dmChannelId,
          type: ChannelType.DM as const,
          recipients: [this.invokingUser],
          last_message_id: null,
          flags: 0,
        },
        user: this.invokingUser,
        // In a DM with the bot, a guild-installed app's GUILD_INSTALL owner is "0".
        authorizing_integration_owners: { "0": "0" },
        context: InteractionContextType.BotDM,
      };
    }
    const member: APIInteractionGuildMember = {
      user: this.invokingUser,
      nick: null,
      avatar: null,
      banner: null,
      roles: [],
      joined_at: new Date(Date.now() - 86_400_000).toISOString(),
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0 as GuildMemberFlags,
      pending: false,
      communication_disabled_until: null,
      permissions: DEFAULT_MEMBER_PERMISSIONS,
    };
    return {
      ...common,
      guild_id: this.guildId,
      guild: { id: this.guildId, locale: Locale.EnglishUS, features: [] },
      guild_locale: Locale.EnglishUS,
      channel_id: this.channelId,
      channel: this.channelPayload(),
      member,
      // "0" = GUILD_INSTALL: the app was installed to this guild.
      authorizing_integration_owners: { "0": this.guildId },
      context: InteractionContextType.Guild,
    };
  }

  private channelPayload() {
    return {
      id: this.channelId,
      type: ChannelType.GuildText as const,
      guild_id: this.guildId,
      name: "sudoku",
      position: 0,
      permission_overwrites: [],
      nsfw: false,
      topic: null,
      last_message_id: null,
      rate_limit_per_user: 0,
      parent_id: null,
      flags: 0,
    };
  }

  private makeMessage(fields: {
    channelId: string;
    content: string;
    author: APIUser;
    type: MessageType;
    flags?: number;
    embeds?: unknown[];
    attachments?: APIAttachment[];
    interactionId?: string;
  }): APIMessage {
    const message: APIMessage = {
      id: this.nextSnowflake(),
      channel_id: fields.channelId,
      author: fields.author,
      content: fields.content,
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: fields.attachments ?? [],
      embeds: (fields.embeds ?? []) as APIMessage["embeds"],
      pinned: false,
      type: fields.type,
      flags: fields.flags ?? 0,
      components: [],
    };
    if (fields.interactionId) {
      message.application_id = this.applicationId;
      message.webhook_id = this.applicationId;
    }
    return message;
  }

  // ---- internals: gateway ----

  private handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname !== "/gateway") {
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onGatewayConnection(ws));
  }

  private onGatewayConnection(socket: WebSocket): void {
    const session: Session = {
      socket,
      sessionId: randomBytes(16).toString("hex"),
      sequence: 0,
      ready: false,
    };
    this.connections++;
    this.sessions.add(session);
    socket.on("close", () => this.sessions.delete(session));
    socket.on("error", () => this.sessions.delete(session));
    socket.on("message", (raw) => this.onGatewayMessage(session, raw.toString()));
    this.send(session, {
      op: GatewayOpcodes.Hello,
      d: { heartbeat_interval: this.heartbeatIntervalMs },
      s: null,
      t: null,
    });
  }

  private onGatewayMessage(session: Session, raw: string): void {
    let packet: { op: number; d: unknown };
    try {
      packet = JSON.parse(raw);
    } catch {
      session.socket.close(4002, "Error while decoding payload.");
      return;
    }
    switch (packet.op) {
      case GatewayOpcodes.Heartbeat:
        this.heartbeatsReceived++;
        if (this.answerHeartbeats)
          this.send(session, { op: GatewayOpcodes.HeartbeatAck, d: null, s: null, t: null });
        return;
      case GatewayOpcodes.Identify:
        this.onIdentify(session, packet.d as { token?: string; shard?: [number, number] });
        return;
      case GatewayOpcodes.Resume:
        this.onResume(session, packet.d as { token?: string; session_id?: string; seq?: number });
        return;
      default:
        // Presence updates, member requests, voice: accepted and ignored.
        return;
    }
  }

  private onIdentify(session: Session, d: { token?: string; shard?: [number, number] }): void {
    this.identifies.push(d);
    if (d.token !== this.token) {
      session.socket.close(4004, "Authentication failed.");
      return;
    }
    if (session.ready) {
      session.socket.close(4005, "Already authenticated.");
      return;
    }
    this.issuedSessionIds.add(session.sessionId);
    this.sendDispatch(session, GatewayDispatchEvents.Ready, {
      v: 10,
      user: this.botUser,
      guilds: [{ id: this.guildId, unavailable: true }],
      session_id: session.sessionId,
      resume_gateway_url: this.gatewayUrl,
      shard: d.shard ?? [0, 1],
      application: { id: this.applicationId, flags: 0 },
    });
    // Sent at once: discord.js waits (15 s) for a GUILD_CREATE per guild listed in READY before ClientReady.
    this.sendDispatch(session, GatewayDispatchEvents.GuildCreate, this.guildPayload());
    session.ready = true;
    this.readyCount++;
    for (const waiter of [...this.readyWaiters]) waiter();
  }

  private onResume(session: Session, d: { token?: string; session_id?: string; seq?: number }): void {
    const previous = [...this.sessions].find((s) => s !== session && s.sessionId === d.session_id);
    if (d.token !== this.token || !d.session_id || !this.issuedSessionIds.has(d.session_id)) {
      this.send(session, { op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null });
      return;
    }
    // The fake keeps no backlog, so a resume replays nothing; the session continues on the new socket.
    session.sessionId = d.session_id;
    session.sequence = Math.max(d.seq ?? 0, previous?.sequence ?? 0);
    session.ready = true;
    this.resumes++;
    this.sendDispatch(session, GatewayDispatchEvents.Resumed, {});
  }

  private guildPayload() {
    const everyoneRole = {
      id: this.guildId,
      name: "@everyone",
      color: 0,
      colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position: 0,
      permissions: DEFAULT_MEMBER_PERMISSIONS,
      managed: false,
      mentionable: false,
      flags: 0,
    };
    const botMember: APIGuildMember = {
      user: this.botUser,
      nick: null,
      avatar: null,
      banner: null,
      roles: [],
      joined_at: new Date(Date.now() - 3_600_000).toISOString(),
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0 as GuildMemberFlags,
      pending: false,
      communication_disabled_until: null,
    };
    return {
      id: this.guildId,
      name: "Fake Puzzle Club",
      icon: null,
      splash: null,
      discovery_splash: null,
      owner_id: this.invokingUser.id,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: [everyoneRole],
      emojis: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: this.channelId,
      system_channel_flags: 0,
      rules_channel_id: null,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: 0,
      premium_subscription_count: 0,
      preferred_locale: Locale.EnglishUS,
      public_updates_channel_id: null,
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
      safety_alerts_channel_id: null,
      stickers: [],
      joined_at: botMember.joined_at,
      large: false,
      unavailable: false,
      member_count: 2,
      voice_states: [],
      members: [botMember],
      channels: [this.channelPayload()],
      threads: [],
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  private sendDispatch(session: Session, event: string, d: unknown): void {
    session.sequence++;
    this.send(session, { op: GatewayOpcodes.Dispatch, t: event, s: session.sequence, d });
  }

  private send(session: Session, packet: unknown): void {
    if (session.socket.readyState === session.socket.OPEN) session.socket.send(JSON.stringify(packet));
  }

  // ---- internals: REST ----

  private async handleHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedAt = performance.now();
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = await readBody(req);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
    }
    const rawPath = url.pathname;
    const path = rawPath
      .split("/")
      .map((segment) => {
        try {
          return decodeURIComponent(segment);
        } catch {
          return segment;
        }
      })
      .join("/");
    const request: RecordedRequest = {
      method: (req.method ?? "GET").toUpperCase(),
      path,
      rawPath,
      query: url.searchParams,
      headers,
      files: [],
      receivedAt,
    };
    this.requests.push(request);

    let result: RouteResult;
    const parseProblem = await this.parseBody(request, body);
    const rule = this.takeFailRule(request);
    if (rule) {
      result = { status: rule.status, body: rule.body };
    } else if (parseProblem) {
      result = {
        status: 400,
        body: discordError(50109, `The request body contains invalid JSON. (${parseProblem})`),
      };
    } else {
      result = this.route(request);
    }
    request.status = result.status;
    if (result.body === undefined) {
      res.writeHead(result.status);
      res.end();
    } else if (Buffer.isBuffer(result.body)) {
      res.writeHead(result.status, { "content-type": "application/octet-stream" });
      res.end(result.body);
    } else {
      res.writeHead(result.status, { "content-type": "application/json" });
      res.end(JSON.stringify(result.body));
    }
  }

  /** Fills `json` and `files`; returns a description of a malformed body, or undefined. */
  private async parseBody(request: RecordedRequest, body: Buffer): Promise<string | undefined> {
    const contentType = request.headers["content-type"] ?? "";
    if (body.length === 0) return undefined;
    try {
      if (contentType.startsWith("multipart/form-data")) {
        const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
        for (const [field, value] of form.entries()) {
          if (typeof value === "string") {
            if (field === "payload_json") request.json = JSON.parse(value);
          } else {
            request.files.push({
              field,
              name: value.name,
              contentType: value.type,
              data: Buffer.from(await value.arrayBuffer()),
            });
          }
        }
      } else if (contentType.startsWith("application/json")) {
        request.json = JSON.parse(body.toString("utf8"));
      }
      return undefined;
    } catch (error) {
      return String(error);
    }
  }

  private takeFailRule(request: RecordedRequest): FailRule | undefined {
    const rule = this.failRules.find(({ match }) => {
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
    });
    if (!rule) return undefined;
    rule.remaining--;
    if (rule.remaining <= 0) this.failRules.splice(this.failRules.indexOf(rule), 1);
    return rule;
  }

  private isBotAuthorized(request: RecordedRequest): boolean {
    return request.headers.authorization === `Bot ${this.token}`;
  }

  private route(request: RecordedRequest): RouteResult {
    const notFound: RouteResult = { status: 404, body: discordError(0, "404: Not Found") };
    const unauthorized: RouteResult = { status: 401, body: discordError(0, "401: Unauthorized") };
    const match = /^\/api\/v\d+(\/.*)$/.exec(request.path);
    if (!match) {
      const attachment = /^\/attachments\/(\d+)\/[^/]+$/.exec(request.path);
      const stored = attachment && this.attachmentsById.get(attachment[1] as string);
      return stored && request.method === "GET" ? { status: 200, body: stored.data } : notFound;
    }
    const parts = (match[1] as string).split("/").slice(1);
    const m = request.method;

    // Interaction and webhook routes authenticate by their token, not the bot token.
    if (parts[0] === "interactions" && parts.length === 4 && parts[3] === "callback" && m === "POST") {
      return this.onCallback(request, parts[1] as string, parts[2] as string);
    }
    if (parts[0] === "webhooks" && parts.length >= 3) {
      return this.onWebhook(request, parts[1] as string, parts[2] as string, parts.slice(3));
    }

    if (!this.isBotAuthorized(request)) return unauthorized;
    const route = `${m} /${parts.join("/")}`;
    if (route === "GET /gateway/bot") {
      return {
        status: 200,
        body: {
          url: this.gatewayUrl,
          shards: 1,
          session_start_limit: { total: 1000, remaining: 999, reset_after: 86_400_000, max_concurrency: 1 },
        },
      };
    }
    if (route === "GET /gateway") return { status: 200, body: { url: this.gatewayUrl } };
    if (route === "GET /users/@me") return { status: 200, body: this.botUser };
    if (route === "GET /applications/@me") {
      return {
        status: 200,
        body: {
          id: this.applicationId,
          name: this.botUser.username,
          icon: null,
          description: "",
          bot_public: true,
          bot_require_code_grant: false,
          verify_key: "0".repeat(64),
          flags: 0,
          team: null,
          bot: this.botUser,
        },
      };
    }
    if (parts[0] === "applications" && parts[1] === this.applicationId) {
      const isGlobal = parts.length === 3 && parts[2] === "commands";
      const isGuild = parts.length === 5 && parts[2] === "guilds" && parts[4] === "commands";
      if (isGuild && parts[3] !== this.guildId)
        return { status: 403, body: discordError(50001, "Missing Access") };
      if (isGlobal || isGuild) {
        const store = isGlobal ? this.globalCommands : this.guildCommands;
        if (m === "GET") return { status: 200, body: store };
        if (m === "PUT") return this.onBulkOverwrite(request, store, isGuild ? this.guildId : undefined);
      }
    }
    return notFound;
  }

  private onBulkOverwrite(
    request: RecordedRequest,
    store: APIApplicationCommand[],
    guildId?: string,
  ): RouteResult {
    const problems = checkCommands(request.json);
    if (problems.length > 0) return { status: 400, body: invalidFormBody(problems) };
    const created = (request.json as Record<string, unknown>[]).map((command) => {
      const name = String(command.name);
      return {
        ...command,
        id: this.commandIdFor(name),
        application_id: this.applicationId,
        version: this.nextSnowflake(),
        type: command.type ?? ApplicationCommandType.ChatInput,
        description: command.description ?? "",
        default_member_permissions: command.default_member_permissions ?? null,
        nsfw: command.nsfw ?? false,
        ...(guildId ? { guild_id: guildId } : {}),
      } as APIApplicationCommand;
    });
    store.splice(0, store.length, ...created);
    return { status: 200, body: created };
  }

  private onCallback(request: RecordedRequest, interactionId: string, token: string): RouteResult {
    const state = this.interactions.get(interactionId);
    const unknown: RouteResult = { status: 404, body: discordError(10062, "Unknown interaction") };
    if (!state || state.token !== token) return unknown;
    // Discord forgets an interaction nobody answered in time; the token is dead from then on.
    if (request.receivedAt - state.dispatchedAt > this.callbackDeadlineMs) return unknown;
    if (state.callbackType !== undefined) {
      return { status: 400, body: discordError(40060, "Interaction has already been acknowledged.") };
    }
    const json = request.json as { type?: unknown; data?: unknown } | undefined;
    const type = json?.type;
    if (typeof type !== "number" || !ACCEPTED_CALLBACK_TYPES.has(type)) {
      return {
        status: 400,
        body: invalidFormBody([
          { path: ["type"], code: "BASE_TYPE_CHOICES", message: "Value must be one of 4, 5, 6, 7, 9." },
        ]),
      };
    }
    const data = (json?.data ?? {}) as Record<string, unknown>;
    const rejected =
      type === InteractionResponseType.Modal
        ? this.rejectModal(data)
        : this.rejectMessage(
            state,
            data,
            request.files,
            ["data"],
            type === InteractionResponseType.ChannelMessageWithSource,
          );
    if (rejected) return rejected;

    state.callbackType = type;
    const flags = Number(data.flags ?? 0);
    const messageType =
      (state.payload.data as { type?: number } | undefined)?.type === ApplicationCommandType.ChatInput
        ? MessageType.ChatInputCommand
        : MessageType.ContextMenuCommand;
    if (type === InteractionResponseType.ChannelMessageWithSource) {
      state.original = this.makeMessage({
        channelId: state.payload.channel?.id ?? this.channelId,
        content: String(data.content ?? ""),
        author: this.botUser,
        type: messageType,
        flags,
        embeds: data.embeds as unknown[] | undefined,
        attachments: this.storeAttachments(data, request.files),
        interactionId: state.id,
      });
    } else if (type === InteractionResponseType.DeferredChannelMessageWithSource) {
      // The "thinking…" placeholder that editReply later fills in.
      state.original = this.makeMessage({
        channelId: state.payload.channel?.id ?? this.channelId,
        content: "",
        author: this.botUser,
        type: messageType,
        flags: flags | MessageFlags.Loading,
        interactionId: state.id,
      });
    }
    this.addReply(state, { request, kind: "callback", type, data: json?.data, files: request.files });

    if (request.query.get("with_response") !== "true") return { status: 204 };
    const original = state.original;
    return {
      status: 200,
      body: {
        interaction: {
          id: state.id,
          type: state.payload.type,
          response_message_id: original?.id,
          response_message_loading: original
            ? type === InteractionResponseType.DeferredChannelMessageWithSource
            : undefined,
          response_message_ephemeral: original ? (flags & MessageFlags.Ephemeral) !== 0 : undefined,
        },
        resource: { type, ...(original ? { message: original } : {}) },
      },
    };
  }

  private onWebhook(
    request: RecordedRequest,
    applicationId: string,
    token: string,
    rest: string[],
  ): RouteResult {
    const unknownWebhook: RouteResult = { status: 404, body: discordError(10015, "Unknown Webhook") };
    const unknownMessage: RouteResult = { status: 404, body: discordError(10008, "Unknown Message") };
    const state = this.interactionsByToken.get(token);
    // The interaction webhook exists only once the interaction was acknowledged.
    if (applicationId !== this.applicationId || !state || state.callbackType === undefined) {
      return unknownWebhook;
    }
    const m = request.method;
    const data = (request.json ?? {}) as Record<string, unknown>;

    if (rest.length === 0 && m === "POST") {
      const rejected = this.rejectMessage(state, data, request.files, [], true);
      if (rejected) return rejected;
      const message = this.makeMessage({
        channelId: state.payload.channel?.id ?? this.channelId,
        content: String(data.content ?? ""),
        author: this.botUser,
        type: MessageType.Default,
        flags: Number(data.flags ?? 0),
        embeds: data.embeds as unknown[] | undefined,
        attachments: this.storeAttachments(data, request.files),
        interactionId: state.id,
      });
      state.followUps.set(message.id, message);
      this.addReply(state, { request, kind: "follow-up", data: request.json, files: request.files });
      return { status: 200, body: message };
    }
    if (rest.length === 2 && rest[0] === "messages") {
      const messageId = rest[1] as string;
      const isOriginal = messageId === "@original";
      const message = isOriginal ? state.original : state.followUps.get(messageId);
      if (!message) return unknownMessage;
      if (m === "GET") return { status: 200, body: message };
      if (m === "DELETE") {
        if (isOriginal) state.original = undefined;
        else state.followUps.delete(messageId);
        return { status: 204 };
      }
      if (m === "PATCH") {
        const rejected = this.rejectMessage(state, data, request.files, [], false);
        if (rejected) return rejected;
        if ("content" in data) message.content = data.content === null ? "" : String(data.content);
        if ("embeds" in data) message.embeds = (data.embeds ?? []) as APIMessage["embeds"];
        if ("attachments" in data || request.files.length > 0) {
          // Kept: attachments the payload lists by an existing id; added: the uploaded files.
          const keep = new Set(((data.attachments ?? []) as { id?: unknown }[]).map((a) => String(a.id)));
          const kept = message.attachments.filter((a) => keep.has(a.id));
          message.attachments = [...kept, ...this.storeAttachments(data, request.files)];
        }
        // An edit ends the deferred "thinking…" state; the ephemeral flag was fixed by the first response.
        message.flags = (message.flags ?? 0) & ~MessageFlags.Loading;
        message.edited_timestamp = new Date().toISOString();
        if (isOriginal) {
          this.addReply(state, { request, kind: "edit-original", data: request.json, files: request.files });
        }
        return { status: 200, body: message };
      }
    }
    return { status: 405, body: discordError(0, "405: Method Not Allowed") };
  }

  /** Discord's checks on a message body that a buggy bot could fail: a 4xx result, or undefined when accepted. */
  private rejectMessage(
    state: InteractionState,
    data: Record<string, unknown>,
    files: RecordedRequest["files"],
    prefix: string[],
    mustHaveContent: boolean,
  ): RouteResult | undefined {
    const problems: BodyProblem[] = checkMessageBody(data, files.length, prefix);
    if (problems.length > 0) return { status: 400, body: invalidFormBody(problems) };
    const limit = state.payload.attachment_size_limit ?? DEFAULT_ATTACHMENT_SIZE_LIMIT;
    if (files.some((file) => file.data.length > limit)) {
      return { status: 413, body: discordError(40005, "Request entity too large") };
    }
    const hasSomething =
      (typeof data.content === "string" && data.content.length > 0) ||
      (Array.isArray(data.embeds) && data.embeds.length > 0) ||
      (Array.isArray(data.components) && data.components.length > 0) ||
      data.poll !== undefined ||
      files.length > 0;
    if (mustHaveContent && !hasSomething) {
      return { status: 400, body: discordError(50006, "Cannot send an empty message") };
    }
    return undefined;
  }

  private rejectModal(data: Record<string, unknown>): RouteResult | undefined {
    const problems = checkModal(data);
    return problems.length > 0 ? { status: 400, body: invalidFormBody(problems) } : undefined;
  }

  /** Turns uploaded files into message attachments served by the fake at /attachments/{id}/{name}. */
  private storeAttachments(data: Record<string, unknown>, files: RecordedRequest["files"]): APIAttachment[] {
    const described = (data.attachments ?? []) as { id?: unknown; filename?: string; description?: string }[];
    return files.map((file, index) => {
      // discord.js names file parts "files[<n>]" and describes them in payload attachments with id <n>.
      const slot = /^files\[(\d+)\]$/.exec(file.field)?.[1] ?? String(index);
      const meta = described.find((a) => String(a.id) === slot);
      const id = this.nextSnowflake();
      const filename = meta?.filename ?? file.name;
      this.attachmentsById.set(id, { name: filename, contentType: file.contentType, data: file.data });
      const url = `${this.apiUrl.replace(/\/api$/, "")}/attachments/${id}/${encodeURIComponent(filename)}`;
      return {
        id,
        filename,
        size: file.data.length,
        url,
        proxy_url: url,
        content_type: file.contentType || undefined,
        ...(meta?.description ? { description: meta.description } : {}),
      };
    });
  }

  private addReply(state: InteractionState, reply: InteractionReply): void {
    state.replies.push(reply);
    for (const listener of [...state.listeners]) listener();
  }

  private describeInteraction(state: InteractionState): string {
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
    const related = this.requests
      .filter((r) => r.path.includes(state.id) || r.path.includes(state.token))
      .map((r) => `${r.method} …${r.path.slice(-40)} → ${r.status ?? "pending"}`);
    return `interaction ${state.id} (${label}): ${replies}. Related requests: ${related.join("; ") || "none"}. All requests: ${this.describeRequests()}`;
  }

  private describeRequests(): string {
    if (this.requests.length === 0) return "none";
    return this.requests
      .slice(-10)
      .map(
        (r) =>
          `${r.method} ${r.path.length > 60 ? `${r.path.slice(0, 60)}…` : r.path} → ${r.status ?? "pending"}`,
      )
      .join("; ");
  }
}

/**
 * The default {@link FakeDiscord.waitForReplies} predicate: a final message arrived — a type-4 callback, an
 * edit-original after a type-5 defer, or a type-9 modal.
 *
 * @param replies - the replies so far.
 * @returns true once the user would see an answer.
 */
export function hasFinalMessage(replies: InteractionReply[]): boolean {
  const callback = replies.find((r) => r.kind === "callback");
  if (!callback) return false;
  if (callback.type === InteractionResponseType.ChannelMessageWithSource) return true;
  if (callback.type === InteractionResponseType.Modal) return true;
  if (callback.type === InteractionResponseType.DeferredChannelMessageWithSource) {
    return replies.some((r) => r.kind === "edit-original");
  }
  return false;
}
