import { measure } from './lib/measure.mjs';
import { printTable } from './lib/report.mjs';
import { startHelloServer, startServer } from './lib/services.mjs';

const json = { 'Content-Type': 'application/json' };

/**
 * What one request costs through the whole stack (Express, Nest, Apollo,
 * middleware, the database ping) compared with bare node:http. Later suites
 * measure real features against these figures.
 * @type {import('./run.mjs').Suite}
 */
export default {
  name: 'http-baseline',
  description: 'health and trivial GraphQL requests vs a plain node:http server',
  async run() {
    const [server, hello] = await Promise.all([startServer(), startHelloServer()]);
    try {
      const baseline = await measure({ title: 'hello (node:http)', url: `${hello.url}/` });
      const rows = [
        baseline,
        await measure({ title: 'GET /api/health', url: `${server.url}/api/health` }),
        await measure({
          title: 'POST /graphql { __typename }',
          url: `${server.url}/graphql`,
          method: 'POST',
          headers: json,
          body: JSON.stringify({ query: '{ __typename }' }),
        }),
        await measure({
          title: 'POST /graphql { health { status } }',
          url: `${server.url}/graphql`,
          method: 'POST',
          headers: json,
          body: JSON.stringify({ query: '{ health { status } }' }),
        }),
      ];
      console.log();
      printTable(rows, baseline);
    } finally {
      await Promise.all([server.stop(), hello.stop()]);
    }
  },
};
