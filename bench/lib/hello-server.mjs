// The baseline every figure is compared with: the least work a Node HTTP
// server can do. Runs as its own process (see services.mjs) so it never shares
// an event loop with the load generator.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('hello-server: set PORT');

const body = Buffer.from('hello');
createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/plain', 'Content-Length': body.length });
  res.end(body);
}).listen(port, '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
