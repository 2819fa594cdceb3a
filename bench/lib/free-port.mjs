import { createServer } from 'node:net';

/**
 * A TCP port that was free a moment ago: the OS picks it, we release it and
 * hand it to a child process. Another process could take it in between;
 * on a developer machine that is rare enough.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
