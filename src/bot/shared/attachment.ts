/**
 * Downloading a picture a user attached, safely: only from Discord's CDN origins, at most `maxBytes`
 * (checked against the declared size before asking, and again while the bytes arrive), within a time
 * limit, and only when the first bytes are those of a picture format (PNG, JPEG and WebP are read; the reader
 * refuses others, such as GIF or HEIC, by name). Every failure is a value with a kind
 * the reply can word; nothing here throws for what a user or the network did.
 */
import { readHeader } from "../../core/vision/picture/header.js";

/** Discord's CDN origins, the default of `DISCORD_CDN_ORIGINS`. */
export const DEFAULT_CDN_ORIGINS: readonly string[] = [
  "https://cdn.discordapp.com",
  "https://media.discordapp.net",
];

/** Limits for {@link downloadAttachment}. */
export interface DownloadLimits {
  /** Origins (`scheme://host[:port]`) attachments may be downloaded from. */
  origins: readonly string[];
  /** The most bytes accepted (default 10 MB). */
  maxBytes?: number;
  /** The whole download must finish within this many ms (default 8000). */
  timeoutMs?: number;
}

/** The part of Discord's attachment object the download needs. */
export interface AttachmentRef {
  url: string;
  /** The size Discord declares, in bytes. */
  size: number;
}

/** Why an attachment was not downloaded. */
export type DownloadProblem =
  | { kind: "foreign-origin"; origin: string }
  | { kind: "too-large"; bytes: number; maxBytes: number }
  | { kind: "http-status"; status: number }
  | { kind: "timeout"; ms: number }
  | { kind: "network"; detail: string }
  | { kind: "not-an-image" };

export type DownloadResult = { ok: true; bytes: Buffer } | { ok: false; problem: DownloadProblem };

const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 8000;

/**
 * Downloads an attachment within the limits.
 * @returns the bytes, or the {@link DownloadProblem}.
 * @example const r = await downloadAttachment(attachment, { origins: config.cdnOrigins });
 */
export async function downloadAttachment(
  attachment: AttachmentRef,
  limits: DownloadLimits,
): Promise<DownloadResult> {
  const maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
  const timeoutMs = limits.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const origin = URL.canParse(attachment.url) ? new URL(attachment.url).origin : "";
  if (!limits.origins.includes(origin)) return { ok: false, problem: { kind: "foreign-origin", origin } };
  if (attachment.size > maxBytes)
    return { ok: false, problem: { kind: "too-large", bytes: attachment.size, maxBytes } };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // No redirects: a redirect could lead off Discord's CDN.
    const response = await fetch(attachment.url, { signal: controller.signal, redirect: "error" });
    if (!response.ok || response.body === null) {
      await response.body?.cancel();
      return { ok: false, problem: { kind: "http-status", status: response.status } };
    }
    const chunks: Uint8Array[] = [];
    let received = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel();
        return { ok: false, problem: { kind: "too-large", bytes: received, maxBytes } };
      }
      chunks.push(value);
    }
    const bytes = Buffer.concat(chunks);
    // Bytes of no picture format at all (a web page, a text file) stop here. A picture format the reader does not
    // take (GIF, HEIC…) or a damaged header goes on: the reader refuses it by its header, never decoding it, and
    // its words say which ("HEIC pictures are not supported…").
    const header = readHeader(bytes);
    if (!header.ok && header.problem === "not-an-image")
      return { ok: false, problem: { kind: "not-an-image" } };
    return { ok: true, bytes };
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, problem: { kind: "timeout", ms: timeoutMs } };
    return {
      ok: false,
      problem: { kind: "network", detail: error instanceof Error ? error.message : String(error) },
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads `DISCORD_CDN_ORIGINS`: comma-separated http(s) origins.
 * @returns the origins, or undefined when one is not an http(s) origin.
 * @example parseOrigins("https://cdn.discordapp.com, http://127.0.0.1:8080") // two origins
 */
export function parseOrigins(text: string): string[] | undefined {
  const origins: string[] = [];
  for (const part of text.split(",")) {
    const item = part.trim();
    if (item === "") continue;
    if (!URL.canParse(item)) return undefined;
    const url = new URL(item);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.origin !== item.replace(/\/+$/, ""))
      return undefined;
    origins.push(url.origin);
  }
  return origins.length === 0 ? undefined : origins;
}

let current: DownloadLimits = { origins: DEFAULT_CDN_ORIGINS };

/** Sets the limits every picture download uses (the bot does at start-up, from its config). */
export function useDownloadLimits(limits: DownloadLimits): void {
  current = limits;
}

/** The limits set by {@link useDownloadLimits} (Discord's CDN origins and the default caps until then). */
export function downloadLimits(): DownloadLimits {
  return current;
}

/** The most bytes {@link downloadAttachment} accepts under `limits`. */
export const maxDownloadBytes = (limits: DownloadLimits): number => limits.maxBytes ?? DEFAULT_MAX_BYTES;

/** How long {@link downloadAttachment} waits under `limits`, in ms. */
export const downloadTimeoutMs = (limits: DownloadLimits): number => limits.timeoutMs ?? DEFAULT_TIMEOUT_MS;
