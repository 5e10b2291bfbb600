/**
 * The fake Discord's loopback CDN: files served at `http://127.0.0.1:PORT/attachments/{id}/{name}` with their
 * content type — both what the bot uploaded in replies and what a test puts in a user's message (a photo of a
 * board). A test can make a file misbehave the ways real downloads do: a 404 (expired or deleted), a slow
 * answer, more bytes than the attachment's declared `size`, a content type that does not match the bytes, or a
 * connection dropped part-way through the file.
 */
import type { APIAttachment } from "discord-api-types/v10";

/** How the CDN serves one file. Default: at once, status 200, the stored content type. */
export interface CdnBehaviour {
  /** Answer this status with no body instead (e.g. 404 for a deleted attachment, 403 for an expired link). */
  status?: number;
  /** Wait this long before answering, in ms. */
  delayMs?: number;
  /** Send this `content-type` header instead of the file's (e.g. "text/html" for a login page). */
  servedContentType?: string;
  /** Declare this `size` in the attachment object instead of the true byte count (an oversized file lies). */
  declaredSize?: number;
  /** Send only this many bytes of the file, then drop the connection (a download cut off mid-way). */
  dropAfterBytes?: number;
}

/** A file for {@link Cdn.add}. */
export interface CdnFile {
  name: string;
  contentType: string;
  data: Buffer;
  /** Image width and height, when the attachment is a picture (Discord sends both). */
  width?: number;
  height?: number;
  behaviour?: CdnBehaviour;
}

interface Stored {
  name: string;
  contentType: string;
  data: Buffer;
  behaviour: CdnBehaviour;
}

/** What the HTTP layer sends for a CDN path. */
export interface CdnAnswer {
  status: number;
  headers: Record<string, string>;
  body?: Buffer;
  delayMs: number;
  /** Send only this many bytes of `body`, then drop the connection. */
  dropAfterBytes?: number;
}

/** Stores files by attachment id and answers GETs for them. */
export class Cdn {
  /** How many GETs each attachment id received. */
  readonly downloads = new Map<string, number>();
  private readonly files = new Map<string, Stored>();

  constructor(
    private readonly baseUrl: string,
    private readonly nextId: () => string,
  ) {}

  /**
   * Stores a file and describes it as Discord's attachment object (`url` and `proxy_url` on this CDN).
   *
   * @param file - name, content type, bytes, optional picture size and misbehaviour.
   * @returns the attachment object to put in a message or a command's `resolved.attachments`.
   */
  add(file: CdnFile): APIAttachment {
    const id = this.nextId();
    const behaviour = file.behaviour ?? {};
    this.files.set(id, { name: file.name, contentType: file.contentType, data: file.data, behaviour });
    const url = `${this.baseUrl}/attachments/${id}/${encodeURIComponent(file.name)}`;
    return {
      id,
      filename: file.name,
      size: behaviour.declaredSize ?? file.data.length,
      url,
      proxy_url: url,
      content_type: file.contentType || undefined,
      ...(file.width !== undefined ? { width: file.width, height: file.height ?? null } : {}),
    } as APIAttachment;
  }

  /** Replaces how an already stored file is served (e.g. make it 404 after the bot saw the message). */
  setBehaviour(attachmentId: string, behaviour: CdnBehaviour): void {
    const stored = this.files.get(attachmentId);
    if (!stored) throw new Error(`fake-discord: no attachment ${attachmentId} on the CDN`);
    stored.behaviour = behaviour;
  }

  /** The answer for `GET /attachments/{id}/{name}`, or undefined when the path is not a CDN path. */
  answer(method: string, path: string): CdnAnswer | undefined {
    const match = /^\/attachments\/(\d+)\/[^/]+$/.exec(path);
    if (!match) return undefined;
    const id = match[1] as string;
    this.downloads.set(id, (this.downloads.get(id) ?? 0) + 1);
    const stored = this.files.get(id);
    if (!stored || (method !== "GET" && method !== "HEAD")) {
      return {
        status: 404,
        headers: { "content-type": "text/plain" },
        body: Buffer.from("Not Found"),
        delayMs: 0,
      };
    }
    const { behaviour } = stored;
    const delayMs = behaviour.delayMs ?? 0;
    if (behaviour.status !== undefined && behaviour.status !== 200) {
      return {
        status: behaviour.status,
        headers: { "content-type": "text/plain" },
        body: Buffer.alloc(0),
        delayMs,
      };
    }
    return {
      status: 200,
      headers: {
        "content-type": behaviour.servedContentType ?? stored.contentType,
        "content-length": String(stored.data.length),
      },
      body: method === "HEAD" ? undefined : stored.data,
      delayMs,
      ...(behaviour.dropAfterBytes !== undefined ? { dropAfterBytes: behaviour.dropAfterBytes } : {}),
    };
  }
}
