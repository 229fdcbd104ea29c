import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { hostName } from './brand-hosts.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Several brands' app instances behind one listener (ADR 062). The default instance listens with
 * `serverFactory()`: its server hands each request to the instance its `Host` names (that instance's
 * `fastify.routing`), and every host no brand names to the default instance's own handler.
 */
export class HostDispatch {
  private readonly byHost = new Map<string, Handler>();
  private fallback: Handler | null = null;
  private readonly extra: Server[] = [];

  constructor(private readonly timeouts: { requestTimeoutMs: number; connectionTimeoutMs: number }) {}

  /** Requests for `host` go to `routing` (another brand's `app.routing`; it must be ready). */
  route(host: string, routing: Handler): void {
    this.byHost.set(host, routing);
  }

  private readonly dispatch: Handler = (req, res) => {
    const handler = this.byHost.get(hostName(req.headers.host)) ?? this.fallback;
    if (handler) handler(req, res);
    else res.writeHead(503).end();
  };

  /** The server as Fastify would make it (its time-outs), dispatching by host. */
  private server(): Server {
    const server = http.createServer(this.dispatch);
    server.requestTimeout = this.timeouts.requestTimeoutMs;
    server.keepAliveTimeout = 72_000; // Fastify's default for its own server
    server.setTimeout(this.timeouts.connectionTimeoutMs);
    return server;
  }

  /** Fastify's `serverFactory` option of the default instance: its handler answers the other hosts. */
  serverFactory(): FastifyServerFactory {
    return (handler) => {
      this.fallback = handler;
      return this.server();
    };
  }

  /**
   * Fastify listens on every address `localhost` resolves to (127.0.0.1 and ::1) only with its own
   * server; with a factory it binds the first. The others are bound here, so `brand-b.localhost`
   * reaches the process whichever loopback address the browser tries.
   */
  async listenOnOtherLoopbacks(host: string, port: number, bound: string[]): Promise<void> {
    if (host !== 'localhost') return;
    for (const { address } of await lookup(host, { all: true })) {
      if (bound.includes(address)) continue;
      const server = this.server();
      await new Promise<void>((resolve) => {
        // An address this machine cannot bind (no IPv6) is left out, as Fastify leaves it.
        server.once('error', () => resolve());
        server.listen({ host: address, port }, () => {
          this.extra.push(server);
          resolve();
        });
      });
    }
  }

  /** Closes the extra listeners (the default instance's close closes its own). */
  async close(): Promise<void> {
    await Promise.all(
      this.extra.map(
        (server) =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
          }),
      ),
    );
  }
}
