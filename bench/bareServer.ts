/**
 * The yardstick of the throughput bench: a bare node:http server answering each path the bench asks for with the
 * same bytes as the server (serialised once, see throughputTargets.ts). Run as a child process; prints
 * `{"port":…}` when listening.
 */
import { createServer } from 'node:http';
import { expectedBodies } from './throughputTargets';

const bodies = expectedBodies();
const server = createServer((req, res) => {
  const body = bodies.get(req.url ?? '');
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
