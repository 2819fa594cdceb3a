// The floor the signin suite compares the server with: the least a sign-in can
// be on this machine, with none of the product around it. node:http, node-postgres
// and the server's own argon2id verify; the account read and the session insert
// a sign-in cannot do without; an HS256 token and the session's cookies. No
// framework, middleware, limits, validation or logging. Runs as its own process
// (see services.mjs) on the server's PostgreSQL database.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const port = Number(process.env.PORT);
const databaseUrl = process.env.DATABASE_URL;
if (!Number.isInteger(port) || port <= 0 || !databaseUrl)
  throw new Error('bare-signin-server: set PORT and DATABASE_URL');

// The server's own argon2id verify (not through services.mjs, whose exit handlers are the bench's).
const { verifyPassword } = await import(
  new URL('../../server/dist/modules/auth/passwords.js', import.meta.url).href
);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
const secret = randomBytes(48);
const xsrfToken = randomBytes(24).toString('base64url');
const SESSION_DAYS = 30;

const base64url = (/** @type {unknown} */ value) =>
  Buffer.from(JSON.stringify(value)).toString('base64url');
const jwtHeader = base64url({ alg: 'HS256', typ: 'JWT' });
/** @param {object} payload */
function signed(payload) {
  const unsigned = `${jwtHeader}.${base64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** @param {import('node:http').IncomingMessage} req */
async function signIn(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const { email, password } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  if (req.headers['x-xsrf-token'] !== xsrfToken) return { status: 403 };
  const {
    rows: [user],
  } = await pool.query({
    name: 'account',
    text: 'select * from users where lower(email) = $1',
    values: [String(email).toLowerCase()],
  });
  if (!user || !(await verifyPassword(user.password_hash, String(password))))
    return { status: 401 };
  const refreshSecret = randomBytes(32).toString('base64url');
  const {
    rows: [session],
  } = await pool.query({
    name: 'session',
    text: `insert into sessions (user_id, user_agent, ip, refresh_hash, expires_at)
           values ($1, $2, $3, $4, $5) returning id`,
    values: [
      user.id,
      req.headers['user-agent'] ?? '',
      req.socket.remoteAddress,
      createHash('sha256').update(refreshSecret).digest('base64url'),
      new Date(Date.now() + SESSION_DAYS * 86_400_000),
    ],
  });
  const now = Math.floor(Date.now() / 1000);
  const maxAge = SESSION_DAYS * 86_400;
  return {
    status: 200,
    cookies: [
      `access_token=${signed({ sub: user.id, sid: session.id, iat: now, exp: now + 900 })}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax`,
      `refresh_token=${session.id}.${refreshSecret}; Max-Age=${maxAge}; Path=/api/auth/refresh; HttpOnly; SameSite=Lax`,
      `device=${signed({ account: user.email })}; Max-Age=${maxAge * 12}; Path=/; HttpOnly; SameSite=Lax`,
      `XSRF-TOKEN=${xsrfToken}; Path=/; SameSite=Lax`,
    ],
    body: {
      user: { id: user.id, email: user.email, role: user.role, status: user.status },
      redirectUrl: '/',
    },
  };
}

createServer((req, res) => {
  const answer = req.method === 'POST' ? signIn(req) : Promise.resolve({ status: 200, body: {} });
  answer
    .then(({ status, cookies = [`XSRF-TOKEN=${xsrfToken}; Path=/; SameSite=Lax`], body = {} }) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(text),
        'Set-Cookie': cookies,
      });
      res.end(text);
    })
    .catch((error) => {
      res.writeHead(500, { 'Content-Length': 0 });
      res.end();
      console.error(error);
    });
}).listen(port, '127.0.0.1');

process.on('SIGTERM', () => process.exit(0));
