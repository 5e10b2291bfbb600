/**
 * The fake Discord's sockets: one HTTP server on 127.0.0.1 with a random port, whose requests go to the REST API
 * and whose `/gateway` upgrades go to the gateway's WebSocket server. Glossary: see ../fake-discord.ts.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";
import type { Gateway } from "./gateway.js";
import type { RestApi } from "./rest.js";

/** Starts an HTTP server listening on 127.0.0.1 with a random port, and a WebSocket server for its upgrades. */
export async function listenOnLoopback(): Promise<{ server: Server; wss: WebSocketServer; port: number }> {
  const server = createServer();
  const wss = new WebSocketServer({ noServer: true });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  return { server, wss, port: (server.address() as AddressInfo).port };
}

/** Hands the server's requests to the REST API and its `/gateway` upgrades to the gateway; other upgrades fail. */
export function serve(server: Server, wss: WebSocketServer, rest: RestApi, gateway: Gateway): void {
  server.on("request", (req, res) => {
    rest.handle(req, res).catch((error: unknown) => {
      // A bug in the fake itself: answer 500 so the client sees it rather than hanging.
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ message: `fake-discord bug: ${String(error)}`, code: 0 }));
      }
    });
  });
  server.on("upgrade", (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(req.url ?? "/", "http://127.0.0.1").pathname !== "/gateway") {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => gateway.accept(ws));
  });
}
