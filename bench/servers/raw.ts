/**
 * The floor: Node's own HTTP server sending one fixed buffer, the baselines' page serialized once,
 * with the headers a JSON answer needs and nothing else. No framework can answer faster than this.
 */
import { createServer } from 'node:http';
import { page } from './page.ts';
import { closeOnRequest, send } from './protocol.ts';

const body = Buffer.from(JSON.stringify(page));
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };

const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  closeOnRequest(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  send({ type: 'ready', port, info: { bytes: body.length } });
});
