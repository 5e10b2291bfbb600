/**
 * The fake Discord's gateway: HELLO, IDENTIFY → READY + GUILD_CREATE (the shard's guilds only), heartbeats,
 * RESUME with replay, and dropped connections on demand.
 *
 * A session outlives its socket, as on Discord: every dispatch is numbered and kept in the session's backlog,
 * dispatches for a session whose socket is down wait there, and a RESUME naming the session and its last
 * sequence number gets everything after it replayed in order, then RESUMED. A client that closes with 1000/1001
 * (discord.js's destroy) or a drop with a non-resumable code (4007, 4009) ends the session; the client must
 * IDENTIFY again, and what was dispatched to the dead session is lost — as on Discord.
 *
 * Facts: https://discord.com/developers/docs/events/gateway (Resuming, Sharding, close codes)
 */
import { randomBytes } from "node:crypto";
import { GatewayDispatchEvents, GatewayOpcodes } from "discord-api-types/v10";
import type { WebSocket } from "ws";
import { type PayloadBuilder, shardOfGuild } from "./payloads.js";

/** How a dropped connection ends: a TCP reset (the client sees 1006) or a close frame with this code. */
export type DropClose = "abnormal" | number;

/** Close codes after which Discord lets the client RESUME (the others end the session). */
const NON_RESUMABLE_CODES: ReadonlySet<number> = new Set([1000, 1001, 4004, 4007, 4009, 4010, 4011, 4012]);

/** Dispatches a session keeps for replay; a RESUME from before the oldest kept one gets INVALID_SESSION. */
const BACKLOG_LIMIT = 10_000;

interface Session {
  sessionId: string;
  shard: [number, number];
  sequence: number;
  /** Sent dispatches, oldest first: sequence number and the serialized packet. */
  backlog: { s: number; text: string }[];
  /** The open socket, or undefined while the connection is down (dispatches wait in the backlog). */
  socket: WebSocket | undefined;
  /** false once the session ended: it can no longer be resumed or dispatched to. */
  alive: boolean;
}

/** The gateway's settings, fixed at start. */
export interface GatewayOptions {
  token: string;
  gatewayUrl: string;
  heartbeatIntervalMs: number;
  answerHeartbeats: boolean;
}

/** The gateway half of the fake Discord. */
export class Gateway {
  /** Every IDENTIFY payload's `d`, in order. */
  readonly identifies: unknown[] = [];
  heartbeats = 0;
  connections = 0;
  resumes = 0;
  /** Events replayed to resuming clients. */
  replayed = 0;
  readyCount = 0;
  /** Called after every READY and RESUMED (the facade's waiters re-test on it). */
  readonly readyListeners = new Set<() => void>();
  private readonly sessions: Session[] = [];
  private readonly sockets = new Set<WebSocket>();
  /** performance.now() until which new connections get no HELLO (a gateway outage). */
  private downUntil = 0;

  constructor(
    private readonly payloads: PayloadBuilder,
    private readonly options: GatewayOptions,
  ) {}

  /** Sessions that can still receive dispatches (open or waiting to be resumed). */
  get liveSessions(): number {
    return this.sessions.filter((s) => s.alive).length;
  }

  /** Shard ids with an open, identified connection. */
  get connectedShards(): number[] {
    return this.sessions.filter((s) => s.alive && s.socket).map((s) => s.shard[0]);
  }

  /** Takes over a new WebSocket connection on /gateway. */
  accept(socket: WebSocket): void {
    this.connections++;
    this.sockets.add(socket);
    socket.on("close", (code) => this.onSocketClosed(socket, code));
    socket.on("error", () => this.onSocketClosed(socket, 1006));
    socket.on("message", (raw) => this.onMessage(socket, raw.toString()));
    const hello = () =>
      this.send(socket, {
        op: GatewayOpcodes.Hello,
        d: { heartbeat_interval: this.options.heartbeatIntervalMs },
        s: null,
        t: null,
      });
    const wait = this.downUntil - performance.now();
    if (wait > 0) setTimeout(hello, wait).unref();
    else hello();
  }

  /**
   * Sends a dispatch to the session serving `guildId` (shard 0 for DMs); kept for replay, and held while that
   * session's socket is down.
   *
   * @returns false when no session serves that shard.
   */
  dispatch(event: string, d: unknown, guildId: string | undefined): boolean {
    const session = this.sessionFor(guildId);
    if (!session) return false;
    this.sendDispatch(session, event, d);
    return true;
  }

  /**
   * Drops gateway connections now, as Discord does on a restart or a network fault.
   *
   * @param close - "abnormal" (socket reset, 1006: resumable) or a close code (4000 resumable; 4009 ends the session).
   * @param options - `shard`: only that shard's connection; `downMs`: new connections get no HELLO for this long.
   * @returns how many connections were dropped.
   */
  drop(close: DropClose, options: { shard?: number; downMs?: number } = {}): number {
    if (options.downMs) this.downUntil = performance.now() + options.downMs;
    let dropped = 0;
    for (const session of this.sessions) {
      if (!session.alive || !session.socket) continue;
      if (options.shard !== undefined && session.shard[0] !== options.shard) continue;
      const socket = session.socket;
      session.socket = undefined;
      if (close !== "abnormal" && NON_RESUMABLE_CODES.has(close)) session.alive = false;
      if (close === "abnormal") socket.terminate();
      else socket.close(close, "fake-discord: dropped");
      dropped++;
    }
    return dropped;
  }

  /** Resets every socket (for closing the fake). */
  terminateAll(): void {
    for (const socket of this.sockets) socket.terminate();
    this.sockets.clear();
  }

  private sessionFor(guildId: string | undefined): Session | undefined {
    // Newest first: a restarted bot's fresh session wins over its predecessor's.
    for (let i = this.sessions.length - 1; i >= 0; i--) {
      const s = this.sessions[i] as Session;
      if (!s.alive) continue;
      const shard = guildId === undefined ? 0 : shardOfGuild(guildId, s.shard[1]);
      if (s.shard[0] === shard) return s;
    }
    return undefined;
  }

  private onSocketClosed(socket: WebSocket, code: number): void {
    this.sockets.delete(socket);
    const session = this.sessions.find((s) => s.socket === socket);
    if (!session) return;
    session.socket = undefined;
    if (NON_RESUMABLE_CODES.has(code)) session.alive = false;
  }

  private onMessage(socket: WebSocket, raw: string): void {
    let packet: { op: number; d: unknown };
    try {
      packet = JSON.parse(raw);
    } catch {
      socket.close(4002, "Error while decoding payload.");
      return;
    }
    switch (packet.op) {
      case GatewayOpcodes.Heartbeat:
        this.heartbeats++;
        if (this.options.answerHeartbeats)
          this.send(socket, { op: GatewayOpcodes.HeartbeatAck, d: null, s: null, t: null });
        return;
      case GatewayOpcodes.Identify:
        this.onIdentify(socket, packet.d as { token?: string; shard?: [number, number] });
        return;
      case GatewayOpcodes.Resume:
        this.onResume(socket, packet.d as { token?: string; session_id?: string; seq?: number });
        return;
      default:
        // Presence updates, member requests, voice: accepted and ignored.
        return;
    }
  }

  private onIdentify(socket: WebSocket, d: { token?: string; shard?: [number, number] }): void {
    this.identifies.push(d);
    if (d.token !== this.options.token) {
      socket.close(4004, "Authentication failed.");
      return;
    }
    if (this.sessions.some((s) => s.socket === socket)) {
      socket.close(4005, "Already authenticated.");
      return;
    }
    const shard = d.shard ?? [0, 1];
    if (!(shard[1] >= 1 && shard[0] >= 0 && shard[0] < shard[1])) {
      socket.close(4010, "Invalid shard.");
      return;
    }
    // A new IDENTIFY for a shard supersedes the sessions it had (a restarted process starts afresh).
    for (const old of this.sessions)
      if (old.shard[0] === shard[0] && old.shard[1] === shard[1]) old.alive = false;
    const session: Session = {
      sessionId: randomBytes(16).toString("hex"),
      shard,
      sequence: 0,
      backlog: [],
      socket,
      alive: true,
    };
    this.sessions.push(session);
    const guilds = this.payloads.guildIds.filter((id) => shardOfGuild(id, shard[1]) === shard[0]);
    this.sendDispatch(session, GatewayDispatchEvents.Ready, {
      v: 10,
      user: this.payloads.botUser,
      guilds: guilds.map((id) => ({ id, unavailable: true })),
      session_id: session.sessionId,
      resume_gateway_url: this.options.gatewayUrl,
      shard,
      application: { id: this.payloads.applicationId, flags: 0 },
    });
    // Sent at once: discord.js waits (15 s) for a GUILD_CREATE per guild listed in READY before ClientReady.
    for (const id of guilds)
      this.sendDispatch(session, GatewayDispatchEvents.GuildCreate, this.payloads.guildPayload(id));
    this.readyCount++;
    for (const listener of [...this.readyListeners]) listener();
  }

  private onResume(socket: WebSocket, d: { token?: string; session_id?: string; seq?: number }): void {
    const session = this.sessions.find((s) => s.sessionId === d.session_id);
    const seq = d.seq ?? 0;
    const oldest = session?.backlog[0]?.s ?? 1;
    if (d.token !== this.options.token || !session || !session.alive || seq < oldest - 1) {
      this.send(socket, { op: GatewayOpcodes.InvalidSession, d: false, s: null, t: null });
      return;
    }
    if (session.socket && session.socket !== socket) session.socket.terminate();
    session.socket = socket;
    this.resumes++;
    // Replay what the client missed, in order, then RESUMED — as Discord does.
    for (const entry of session.backlog) {
      if (entry.s <= seq) continue;
      this.replayed++;
      socket.send(entry.text);
    }
    this.sendDispatch(session, GatewayDispatchEvents.Resumed, {});
    for (const listener of [...this.readyListeners]) listener();
  }

  private sendDispatch(session: Session, event: string, d: unknown): void {
    session.sequence++;
    const text = JSON.stringify({ op: GatewayOpcodes.Dispatch, t: event, s: session.sequence, d });
    session.backlog.push({ s: session.sequence, text });
    if (session.backlog.length > BACKLOG_LIMIT)
      session.backlog.splice(0, session.backlog.length - BACKLOG_LIMIT);
    if (session.socket && session.socket.readyState === session.socket.OPEN) session.socket.send(text);
  }

  private send(socket: WebSocket, packet: unknown): void {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(packet));
  }
}
