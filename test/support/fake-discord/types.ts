/**
 * The fake Discord's shared types: its options, what it records (requests, replies) and the per-interaction
 * state its REST and gateway halves share. Glossary: see ../fake-discord.ts.
 */
import type { APIInteraction, APIMessage } from "discord-api-types/v10";

/** Options for `FakeDiscord.start`; every field has a realistic default. */
export interface FakeDiscordOptions {
  /** The bot token the fake accepts (`Authorization: Bot <token>`, and the bare token in IDENTIFY). */
  token?: string;
  /** The application id (also the bot user's id, as on Discord). */
  applicationId?: string;
  /** The id of the first guild the bot is in (the one `guildId` names). */
  guildId?: string;
  /** How many guilds the bot is in (default 1); their ids spread evenly over the shards. */
  guildCount?: number;
  /** The shard count `GET /gateway/bot` recommends (default 1). */
  shards?: number;
  /**
   * `session_start_limit.max_concurrency` (default 1, as for most bots): how many shards may IDENTIFY at once.
   * discord.js spaces IDENTIFYs in one bucket 5 s apart, so multi-shard tests set this to the shard count.
   */
  maxConcurrency?: number;
  /** Gateway heartbeat interval sent in HELLO, in ms (default 41250 as on Discord; use ~1000 in tests). */
  heartbeatIntervalMs?: number;
  /** A callback arriving later than this after dispatch gets 404 Unknown interaction (default 3000, as on Discord). */
  callbackDeadlineMs?: number;
  /** false: ignore heartbeats, so the client declares the connection a zombie and RESUMEs (default true). */
  answerHeartbeats?: boolean;
  /**
   * false: keep no request headers and no file bytes (only sizes and the first bytes), so a load test of
   * thousands of interactions stays small (default true).
   */
  retainBodies?: boolean;
}

/** Totals over every dispatched interaction, for the load test's verdicts. */
export interface FakeStats {
  dispatched: number;
  /** Interactions with an accepted callback. */
  acknowledged: number;
  /** Callbacks refused as late (10062), summed over interactions. */
  lateCallbacks: number;
  /** Callbacks refused because one was already accepted (40060), summed over interactions. */
  duplicateCallbacks: number;
  /** Requests that got an injected fault. */
  injectedFaults: number;
  /** Gateway events replayed on RESUME. */
  replayedEvents: number;
}

/** Where a built interaction comes from, in whose language, and what the bot may do there. */
export interface InteractionPlace {
  /** true: a DM (`user` and a DM channel instead of `guild_id` and `member`). */
  dm?: boolean;
  /** The guild it happens in (default the first guild, `fake.guildId`); see `fake.guildIds`. */
  guildId?: string;
  /** The invoking user's locale, e.g. "ko" (default "en-US"). */
  locale?: string;
  /** The bot's permissions in the channel as a bitfield string (default `DEFAULT_APP_PERMISSIONS`). */
  appPermissions?: string;
}

/** One file in a multipart request body. */
export interface RecordedFile {
  field: string;
  name: string;
  contentType: string;
  /** The bytes (only the first 64 when the fake runs with `retainBodies: false`). */
  data: Buffer;
  /** The full size in bytes. */
  size: number;
}

/** One HTTP request the fake's REST API received. */
export interface RecordedRequest {
  method: string;
  /** The path with percent-escapes decoded, without the query: `/api/v10/webhooks/1/tok/messages/@original`. */
  path: string;
  /** The path exactly as sent (`%40original` stays encoded). */
  rawPath: string;
  query: URLSearchParams;
  /** Lower-cased header names; repeated headers joined with ", " (empty with `retainBodies: false`). */
  headers: Record<string, string>;
  /** The JSON body, or the parsed `payload_json` field of a multipart body. */
  json?: unknown;
  /** The files of a multipart body (`files[0]`, `files[1]`, …). */
  files: RecordedFile[];
  /** `performance.now()` when the request arrived (same clock as `FakeDiscord.dispatchedAt`). */
  receivedAt: number;
  /** The HTTP status the fake answered with; set once answered. */
  status?: number;
  /** Set when the status came from fault injection (`failNext` or `injectFaults`), not from the route. */
  injected?: boolean;
}

/** A request that answered an interaction, as seen by the fake. Only requests the fake accepted (2xx) count. */
export interface InteractionReply {
  /** the callback or webhook request */
  request: RecordedRequest;
  kind: "callback" | "edit-original" | "follow-up";
  /** callback type: 4 message, 5 defer, 6 deferred update, 7 update, 9 modal (only for kind "callback") */
  type?: number;
  /** payload_json's data (callback) or the JSON body (webhooks) */
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary payload fields; the issue fixes this as `any`.
  data: any;
  files: RecordedFile[];
}

/** Which requests `failNext` / `injectFaults` fail. Every given field must match. */
export interface FailMatch {
  /** HTTP method, case-insensitive. */
  method?: string;
  /** A substring of the request's decoded or raw path, e.g. "/callback" or "/messages/@original". */
  pathIncludes?: string;
  /** true: only requests carrying files; false: only requests without files. */
  withFiles?: boolean;
}

/** What the fake knows about one dispatched interaction. */
export interface InteractionState {
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
  /** Callbacks refused because one was already accepted (400 code 40060): a bot answering twice. */
  duplicateCallbacks: number;
  /** Callbacks refused because they came after the deadline (404 code 10062): an answer lost to the user. */
  lateCallbacks: number;
}
