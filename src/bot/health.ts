/**
 * The `/healthz` endpoint for process managers and containers (off unless HEALTH_PORT is set): 200 with
 * `{"status":"ready",…}` while the bot is connected and every shard it runs is ready, 503 with
 * `{"status":"not ready","reason":…}` while starting, reconnecting or shutting down. Any other path is 404.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "./logger.js";

/** What the health check reports; `details` go into the JSON body as they are. */
export interface HealthReport {
  ready: boolean;
  /** Why not ready, e.g. "shard 2 reconnecting" or "shutting down". */
  reason?: string;
  details?: Record<string, unknown>;
}

/** A running health endpoint. */
export interface HealthServer {
  /** The port it listens on (the one asked for, or the one the OS chose for 0). */
  readonly port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /healthz` on all interfaces (a container's health check comes from outside the process's network
 * namespace, e.g. the kubelet).
 *
 * @param port - the port; 0 lets the OS choose (tests)
 * @param check - called on every request
 * @param logger - for the listening line
 * @returns the running server; rejects when the port is taken
 */
export async function startHealthServer(
  port: number,
  check: () => HealthReport,
  logger: Logger,
): Promise<HealthServer> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    if (path !== "/healthz" || (req.method !== "GET" && req.method !== "HEAD")) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"status":"not found"}');
      return;
    }
    const report = check();
    const body = report.ready
      ? { status: "ready", ...report.details }
      : { status: "not ready", reason: report.reason, ...report.details };
    res.writeHead(report.ready ? 200 : 503, {
      "content-type": "application/json",
      "cache-control": "no-store",
    });
    res.end(req.method === "HEAD" ? undefined : JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const actual = (server.address() as AddressInfo).port;
  logger.info({ port: actual }, "health endpoint listening on /healthz");
  return {
    port: actual,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
