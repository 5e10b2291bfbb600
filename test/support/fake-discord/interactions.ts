/**
 * The fake Discord's interaction routes: the callback (`POST /interactions/{id}/{token}/callback`) and the
 * interaction webhook (`/webhooks/{app}/{token}`: follow-ups, `@original` edits), with Discord's rules: a
 * callback after the deadline gets 404 code 10062 (Unknown interaction) and counts as late; a second callback
 * gets 400 code 40060 and counts as a duplicate; webhook calls before the callback get 404 code 10015; message
 * bodies are checked as Discord checks them (./checks.ts).
 */
import {
  type APIAttachment,
  type APIMessage,
  ApplicationCommandType,
  InteractionResponseType,
  MessageFlags,
  MessageType,
} from "discord-api-types/v10";
import type { Cdn } from "./cdn.js";
import { type BodyProblem, checkMessageBody, checkModal, invalidFormBody } from "./checks.js";
import { DEFAULT_ATTACHMENT_SIZE_LIMIT, type PayloadBuilder } from "./payloads.js";
import type { FakeStats, InteractionReply, InteractionState, RecordedRequest } from "./types.js";

/** What a route handler answers: a status and a JSON body (undefined = no body). */
export interface RouteResult {
  status: number;
  body?: unknown;
}

/** A JSON error body the way Discord shapes it. */
export function discordError(code: number, message: string, errors?: unknown): Record<string, unknown> {
  return errors === undefined ? { message, code } : { message, code, errors };
}

/** Callback types every interaction may answer with: message, defer, modal. */
const COMMAND_CALLBACK_TYPES: ReadonlySet<number> = new Set([
  InteractionResponseType.ChannelMessageWithSource,
  InteractionResponseType.DeferredChannelMessageWithSource,
  InteractionResponseType.Modal,
]);

/** Callback types of interactions on a message (buttons, and modals opened from one): also update it. */
const COMPONENT_CALLBACK_TYPES: ReadonlySet<number> = new Set([
  ...COMMAND_CALLBACK_TYPES,
  InteractionResponseType.DeferredMessageUpdate,
  InteractionResponseType.UpdateMessage,
]);

/** Dispatched interactions and the routes that answer them. */
export class InteractionRoutes {
  readonly byId = new Map<string, InteractionState>();
  private readonly byToken = new Map<string, InteractionState>();

  constructor(
    private readonly payloads: PayloadBuilder,
    private readonly cdn: Cdn,
    private readonly callbackDeadlineMs: number,
  ) {}

  /** Starts tracking a dispatched interaction. */
  track(state: InteractionState): void {
    this.byId.set(state.id, state);
    this.byToken.set(state.token, state);
  }

  /** Totals over every tracked interaction: the part of `FakeDiscord.stats` that interactions make. */
  totals(): Pick<FakeStats, "dispatched" | "acknowledged" | "lateCallbacks" | "duplicateCallbacks"> {
    const totals = { dispatched: 0, acknowledged: 0, lateCallbacks: 0, duplicateCallbacks: 0 };
    for (const state of this.byId.values()) {
      totals.dispatched++;
      if (state.callbackType !== undefined) totals.acknowledged++;
      totals.lateCallbacks += state.lateCallbacks;
      totals.duplicateCallbacks += state.duplicateCallbacks;
    }
    return totals;
  }

  /** `POST /interactions/{id}/{token}/callback`. */
  callback(request: RecordedRequest, interactionId: string, token: string): RouteResult {
    const state = this.byId.get(interactionId);
    const unknown: RouteResult = { status: 404, body: discordError(10062, "Unknown interaction") };
    if (!state || state.token !== token) return unknown;
    // Discord forgets an interaction nobody answered in time; the token is dead from then on.
    if (request.receivedAt - state.dispatchedAt > this.callbackDeadlineMs) {
      state.lateCallbacks++;
      return unknown;
    }
    if (state.callbackType !== undefined) {
      state.duplicateCallbacks++;
      return { status: 400, body: discordError(40060, "Interaction has already been acknowledged.") };
    }
    const json = request.json as { type?: unknown; data?: unknown } | undefined;
    const type = json?.type;
    const onMessage = "message" in state.payload && state.payload.message !== undefined;
    const allowed = onMessage ? COMPONENT_CALLBACK_TYPES : COMMAND_CALLBACK_TYPES;
    if (typeof type !== "number" || !allowed.has(type)) {
      const choices = [...allowed].join(", ");
      return {
        status: 400,
        body: invalidFormBody([
          { path: ["type"], code: "BASE_TYPE_CHOICES", message: `Value must be one of ${choices}.` },
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
    const channelId =
      state.payload.channel?.id ?? this.payloads.channelOf(this.payloads.guildIds[0] as string);
    const commandType = (state.payload.data as { type?: number } | undefined)?.type;
    const messageType =
      commandType === ApplicationCommandType.ChatInput
        ? MessageType.ChatInputCommand
        : MessageType.ContextMenuCommand;
    if (type === InteractionResponseType.ChannelMessageWithSource) {
      state.original = this.payloads.makeMessage({
        channelId,
        content: String(data.content ?? ""),
        author: this.payloads.botUser,
        type: messageType,
        flags,
        embeds: data.embeds as unknown[] | undefined,
        components: data.components as unknown[] | undefined,
        attachments: this.storeAttachments(data, request.files),
        interactionId: state.id,
      });
    } else if (type === InteractionResponseType.DeferredChannelMessageWithSource) {
      // The "thinking…" placeholder that editReply later fills in.
      state.original = this.payloads.makeMessage({
        channelId,
        content: "",
        author: this.payloads.botUser,
        type: messageType,
        flags: flags | MessageFlags.Loading,
        interactionId: state.id,
      });
    } else if (
      type === InteractionResponseType.DeferredMessageUpdate ||
      type === InteractionResponseType.UpdateMessage
    ) {
      // The message the button is on: its @original from now on.
      const shown = (state.payload as { message: APIMessage }).message;
      state.original = this.payloads.messages.get(shown.id) ?? shown;
      if (type === InteractionResponseType.UpdateMessage) this.applyEdit(state.original, data, request.files);
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

  /** `/webhooks/{app}/{token}[/messages/{id}]`: follow-ups and edits. */
  webhook(request: RecordedRequest, applicationId: string, token: string, rest: string[]): RouteResult {
    const unknownWebhook: RouteResult = { status: 404, body: discordError(10015, "Unknown Webhook") };
    const unknownMessage: RouteResult = { status: 404, body: discordError(10008, "Unknown Message") };
    const state = this.byToken.get(token);
    // The interaction webhook exists only once the interaction was acknowledged.
    if (applicationId !== this.payloads.applicationId || !state || state.callbackType === undefined) {
      return unknownWebhook;
    }
    const m = request.method;
    const data = (request.json ?? {}) as Record<string, unknown>;

    if (rest.length === 0 && m === "POST") {
      const rejected = this.rejectMessage(state, data, request.files, [], true);
      if (rejected) return rejected;
      const message = this.payloads.makeMessage({
        channelId: state.payload.channel?.id ?? this.payloads.dmChannelId,
        content: String(data.content ?? ""),
        author: this.payloads.botUser,
        type: MessageType.Default,
        flags: Number(data.flags ?? 0),
        embeds: data.embeds as unknown[] | undefined,
        components: data.components as unknown[] | undefined,
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
        this.applyEdit(message, data, request.files);
        if (isOriginal)
          this.addReply(state, { request, kind: "edit-original", data: request.json, files: request.files });
        return { status: 200, body: message };
      }
    }
    return { status: 405, body: discordError(0, "405: Method Not Allowed") };
  }

  /** Applies an edit (PATCH, or an update-message callback) to a stored message. */
  private applyEdit(
    message: APIMessage,
    data: Record<string, unknown>,
    files: RecordedRequest["files"],
  ): void {
    if ("content" in data) message.content = data.content === null ? "" : String(data.content);
    if ("embeds" in data) message.embeds = (data.embeds ?? []) as APIMessage["embeds"];
    if ("components" in data) message.components = (data.components ?? []) as APIMessage["components"];
    if ("attachments" in data || files.length > 0) {
      // Kept: attachments the payload lists by an existing id; added: the uploaded files.
      const keep = new Set(((data.attachments ?? []) as { id?: unknown }[]).map((a) => String(a.id)));
      const kept = message.attachments.filter((a) => keep.has(a.id));
      message.attachments = [...kept, ...this.storeAttachments(data, files)];
    }
    // An edit ends the deferred "thinking…" state; the ephemeral flag was fixed by the first response.
    message.flags = (message.flags ?? 0) & ~MessageFlags.Loading;
    message.edited_timestamp = new Date().toISOString();
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
    if (files.some((file) => file.size > limit)) {
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

  /** Turns uploaded files into message attachments served by the fake's CDN. */
  private storeAttachments(data: Record<string, unknown>, files: RecordedRequest["files"]): APIAttachment[] {
    const described = (data.attachments ?? []) as { id?: unknown; filename?: string; description?: string }[];
    return files.map((file, index) => {
      // discord.js names file parts "files[<n>]" and describes them in payload attachments with id <n>.
      const slot = /^files\[(\d+)\]$/.exec(file.field)?.[1] ?? String(index);
      const meta = described.find((a) => String(a.id) === slot);
      const attachment = this.cdn.add({
        name: meta?.filename ?? file.name,
        contentType: file.contentType,
        data: file.data,
        behaviour: { declaredSize: file.size },
      });
      return meta?.description ? { ...attachment, description: meta.description } : attachment;
    });
  }

  private addReply(state: InteractionState, reply: InteractionReply): void {
    state.replies.push(reply);
    for (const listener of [...state.listeners]) listener();
  }
}
