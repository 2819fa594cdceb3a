import { printRounds } from './lib/report.mjs';
import { measureInRounds } from './lib/rounds-autocannon.mjs';
import { startHelloServer, startServer } from './lib/services.mjs';

const json = { 'Content-Type': 'application/json' };

/**
 * What one request costs through the whole stack (Express, Nest, Apollo,
 * middleware, the database ping) compared with bare node:http, in
 * interleaved rounds: each ratio is the median of the rounds' ratios to the
 * hello server in the same round, with its spread. Later suites measure real
 * features against these figures.
 * @type {import('./run.mjs').Suite}
 */
export default {
  name: 'http-baseline',
  description: 'health and trivial GraphQL requests vs a plain node:http server',
  async run() {
    const [server, hello] = await Promise.all([startServer(), startHelloServer()]);
    try {
      const result = await measureInRounds([
        { title: 'hello (node:http)', url: `${hello.url}/` },
        { title: 'GET /api/health', url: `${server.url}/api/health` },
        {
          title: 'POST /graphql { __typename }',
          url: `${server.url}/graphql`,
          method: 'POST',
          headers: json,
          body: JSON.stringify({ query: '{ __typename }' }),
        },
        {
          title: 'POST /graphql { health { status } }',
          url: `${server.url}/graphql`,
          method: 'POST',
          headers: json,
          body: JSON.stringify({ query: '{ health { status } }' }),
        },
      ]);
      console.log();
      printRounds(result, { baselineName: 'hello' });
    } finally {
      await Promise.all([server.stop(), hello.stop()]);
    }
  },
};
