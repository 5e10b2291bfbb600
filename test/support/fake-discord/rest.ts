/**
 * The fake Discord's REST API over node:http: records every request, parses JSON and multipart bodies, applies
 * injected faults, and routes — gateway discovery, the bot and application, command registration, the
 * interaction routes (./interactions.ts) and the CDN (./cdn.ts). Bot routes need `Authorization: Bot <token>`
 * (401 otherwise); interaction and webhook routes authenticate by their token instead, as on Discord.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type APIApplicationCommand, ApplicationCommandType } from "discord-api-types/v10";
import type { Cdn } from "./cdn.js";
import { checkCommands, invalidFormBody } from "./checks.js";
import type { Faults } from "./faults.js";
import { discordError, type InteractionRoutes, type RouteResult } from "./interactions.js";
import type { PayloadBuilder } from "./payloads.js";
import type { RecordedFile, RecordedRequest } from "./types.js";

/** Bytes kept of each file when bodies are not retained: enough to check a PNG signature. */
const FILE_HEAD_BYTES = 64;

/** Reads a whole request body. */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Decodes each path segment's percent-escapes (a bad escape stays as sent). */
function decodePath(rawPath: string): string {
  return rawPath
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join("/");
}

/** Everything the REST API needs from the rest of the fake. */
export interface RestParts {
  token: string;
  gatewayUrl: string;
  shards: number;
  maxConcurrency: number;
  retainBodies: boolean;
  payloads: PayloadBuilder;
  interactions: InteractionRoutes;
  cdn: Cdn;
  faults: Faults;
  requests: RecordedRequest[];
}

/** The REST half of the fake Discord. */
export class RestApi {
  readonly globalCommands: APIApplicationCommand[] = [];
  readonly guildCommands: APIApplicationCommand[] = [];

  constructor(private readonly parts: RestParts) {}

  /** Answers one HTTP request; never rejects (a bug in the fake answers 500). */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const receivedAt = performance.now();
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const body = await readBody(req);
    const headers: Record<string, string> = {};
    if (this.parts.retainBodies) {
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
      }
    }
    const request: RecordedRequest = {
      method: (req.method ?? "GET").toUpperCase(),
      path: decodePath(url.pathname),
      rawPath: url.pathname,
      query: url.searchParams,
      headers,
      files: [],
      receivedAt,
    };
    this.parts.requests.push(request);

    const cdnAnswer = this.parts.cdn.answer(request.method, request.path);
    if (cdnAnswer) {
      request.status = cdnAnswer.status;
      if (cdnAnswer.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, cdnAnswer.delayMs));
      res.writeHead(cdnAnswer.status, cdnAnswer.headers);
      if (cdnAnswer.dropAfterBytes !== undefined && cdnAnswer.body !== undefined) {
        // The promised content-length never arrives: the client sees the connection end mid-file.
        res.write(cdnAnswer.body.subarray(0, cdnAnswer.dropAfterBytes), () => res.destroy());
        return;
      }
      res.end(cdnAnswer.body);
      return;
    }

    const parseProblem = await this.parseBody(request, body, String(req.headers["content-type"] ?? ""));
    const failure = this.parts.faults.take(request);
    let result: RouteResult;
    let extraHeaders: Record<string, string> = {};
    if (failure) {
      request.injected = true;
      result = { status: failure.status, body: failure.body };
      extraHeaders = failure.headers;
    } else if (parseProblem) {
      result = {
        status: 400,
        body: discordError(50109, `The request body contains invalid JSON. (${parseProblem})`),
      };
    } else {
      result = this.route(request, req.headers.authorization);
    }
    request.status = result.status;
    if (result.body === undefined) {
      res.writeHead(result.status, extraHeaders);
      res.end();
    } else {
      res.writeHead(result.status, { "content-type": "application/json", ...extraHeaders });
      res.end(JSON.stringify(result.body));
    }
  }

  /** Fills `json` and `files`; returns a description of a malformed body, or undefined. */
  private async parseBody(
    request: RecordedRequest,
    body: Buffer,
    contentType: string,
  ): Promise<string | undefined> {
    if (body.length === 0) return undefined;
    try {
      if (contentType.startsWith("multipart/form-data")) {
        const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
        for (const [field, value] of form.entries()) {
          if (typeof value === "string") {
            if (field === "payload_json") request.json = JSON.parse(value);
          } else {
            const data = Buffer.from(await value.arrayBuffer());
            const file: RecordedFile = {
              field,
              name: value.name,
              contentType: value.type,
              data: this.parts.retainBodies ? data : Buffer.from(data.subarray(0, FILE_HEAD_BYTES)),
              size: data.length,
            };
            request.files.push(file);
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

  private route(request: RecordedRequest, authorization: string | undefined): RouteResult {
    const notFound: RouteResult = { status: 404, body: discordError(0, "404: Not Found") };
    const match = /^\/api\/v\d+(\/.*)$/.exec(request.path);
    if (!match) return notFound;
    const parts = (match[1] as string).split("/").slice(1);
    const m = request.method;
    const { payloads, interactions } = this.parts;

    // Interaction and webhook routes authenticate by their token, not the bot token.
    if (parts[0] === "interactions" && parts.length === 4 && parts[3] === "callback" && m === "POST") {
      return interactions.callback(request, parts[1] as string, parts[2] as string);
    }
    if (parts[0] === "webhooks" && parts.length >= 3) {
      return interactions.webhook(request, parts[1] as string, parts[2] as string, parts.slice(3));
    }

    if (authorization !== `Bot ${this.parts.token}`)
      return { status: 401, body: discordError(0, "401: Unauthorized") };
    const route = `${m} /${parts.join("/")}`;
    if (route === "GET /gateway/bot") {
      return {
        status: 200,
        body: {
          url: this.parts.gatewayUrl,
          shards: this.parts.shards,
          session_start_limit: {
            total: 1000,
            remaining: 999,
            reset_after: 86_400_000,
            max_concurrency: this.parts.maxConcurrency,
          },
        },
      };
    }
    if (route === "GET /gateway") return { status: 200, body: { url: this.parts.gatewayUrl } };
    if (route === "GET /users/@me") return { status: 200, body: payloads.botUser };
    if (route === "GET /applications/@me") {
      return {
        status: 200,
        body: {
          id: payloads.applicationId,
          name: payloads.botUser.username,
          icon: null,
          description: "",
          bot_public: true,
          bot_require_code_grant: false,
          verify_key: "0".repeat(64),
          flags: 0,
          team: null,
          bot: payloads.botUser,
        },
      };
    }
    if (parts[0] === "applications" && parts[1] === payloads.applicationId) {
      const isGlobal = parts.length === 3 && parts[2] === "commands";
      const isGuild = parts.length === 5 && parts[2] === "guilds" && parts[4] === "commands";
      if (isGuild && !payloads.guildIds.includes(parts[3] as string)) {
        return { status: 403, body: discordError(50001, "Missing Access") };
      }
      if (isGlobal || isGuild) {
        const store = isGlobal ? this.globalCommands : this.guildCommands;
        if (m === "GET") return { status: 200, body: store };
        if (m === "PUT")
          return this.bulkOverwrite(request, store, isGuild ? (parts[3] as string) : undefined);
      }
    }
    return notFound;
  }

  private bulkOverwrite(
    request: RecordedRequest,
    store: APIApplicationCommand[],
    guildId?: string,
  ): RouteResult {
    const problems = checkCommands(request.json);
    if (problems.length > 0) return { status: 400, body: invalidFormBody(problems) };
    const { payloads } = this.parts;
    const created = (request.json as Record<string, unknown>[]).map((command) => {
      const name = String(command.name);
      return {
        ...command,
        id: payloads.commandIdFor(name),
        application_id: payloads.applicationId,
        version: payloads.nextSnowflake(),
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
}
