/**
 * The yardstick of the throughput bench: a bare node:http server answering every request with the same bytes as
 * GET /api/trade (serialised once). Run as a child process; prints `{"port":…}` when listening.
 */
import { createServer } from 'node:http';
import { TRADES } from '../mocks/data/trades';

const body = Buffer.from(JSON.stringify({ trades: TRADES }), 'utf8');
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
