import type { Server } from 'node:http';
import request from 'supertest';
import type { GraphqlResponse } from './test-app.js';

/** A file to send: read from disk, or bytes under a name. */
export type Attachment = { path: string } | { buffer: Buffer; filename: string };

/** Adds `file` to a multipart request under `field`. */
export function attach(req: request.Test, field: string, file: Attachment): request.Test {
  return 'path' in file
    ? req.attach(field, file.path)
    : req.attach(field, file.buffer, file.filename);
}

export interface CookieInfo {
  value: string;
  attributes: string;
}

/**
 * A browser-like client: keeps cookies between calls (ignoring their paths,
 * which the tests check separately) and echoes the XSRF cookie in the
 * X-XSRF-TOKEN header like the web client, unless told not to.
 */
export class TestClient {
  readonly cookies = new Map<string, CookieInfo>();
  /** Sent as X-Forwarded-For, so tests can play different machines (the test app trusts one proxy). */
  ip: string;
  private static nextIp = 1;

  /**
   * `server`: the app's HTTP server, or the base URL of a server process.
   * `bearer`: an API token sent as `Authorization: Bearer` (a script: no cookies, no XSRF header).
   */
  constructor(
    private readonly server: Server | string,
    readonly bearer?: string,
    /** An office kiosk's key, sent as X-Kiosk-Key (a screen: no cookies, no XSRF header). */
    readonly kioskKey?: string,
  ) {
    const n = TestClient.nextIp++;
    this.ip = `10.0.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  get(path: string) {
    return this.send('get', path);
  }

  post(path: string, body?: object) {
    return this.send('post', path, body);
  }

  put(path: string, body?: object) {
    return this.send('put', path, body);
  }

  delete(path: string, body?: object) {
    return this.send('delete', path, body);
  }

  async graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphqlResponse<T>> {
    const res = await this.post('/graphql', { query, variables });
    return { status: res.status, data: res.body.data, errors: res.body.errors };
  }

  /** A first GET, as a browser's page load would do, to receive the XSRF cookie. */
  async visit(): Promise<this> {
    await this.get('/api/health');
    return this;
  }

  async send(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    body?: object,
    options: { xsrf?: boolean } = {},
  ) {
    const { req } = await this.prepare(method, path, options);
    const res = body === undefined ? await req : await req.send(body);
    this.store(res.headers['set-cookie']);
    return res;
  }

  /** A multipart/form-data POST (or PUT): `build` adds the fields and files (supertest's field/attach). */
  async multipart(
    path: string,
    build: (req: request.Test) => request.Test,
    method: 'post' | 'put' = 'post',
  ) {
    const { req } = await this.prepare(method, path, {});
    const res = await build(req);
    this.store(res.headers['set-cookie']);
    return res;
  }

  /**
   * A GraphQL operation with files (the multipart request spec): each file is
   * sent for its variable's path ('variables.file', 'variables.files.0'), which
   * `variables` holds as null.
   */
  async graphqlUpload<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    files: Array<[path: string, file: Attachment]>,
  ): Promise<GraphqlResponse<T>> {
    const map = Object.fromEntries(files.map(([path], i) => [String(i), [path]]));
    const res = await this.multipart('/graphql', (req) => {
      req = req
        .set('apollo-require-preflight', 'true')
        .field('operations', JSON.stringify({ query, variables }))
        .field('map', JSON.stringify(map));
      files.forEach(([, file], i) => {
        req = attach(req, String(i), file);
      });
      return req;
    });
    return { status: res.status, data: res.body.data, errors: res.body.errors };
  }

  private async prepare(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    options: { xsrf?: boolean },
  ): Promise<{ req: request.Test }> {
    // Wrapped: a supertest request is a thenable, and awaiting it would send it.
    let req = request(this.server)[method](path).set('X-Forwarded-For', this.ip);
    if (this.bearer) return { req: req.set('Authorization', `Bearer ${this.bearer}`) };
    if (this.kioskKey) return { req: req.set('X-Kiosk-Key', this.kioskKey) };
    if (method !== 'get' && options.xsrf !== false && !this.cookie('XSRF-TOKEN'))
      await this.visit();
    const jar = [...this.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
    if (jar) req = req.set('Cookie', jar);
    const xsrf = this.cookie('XSRF-TOKEN');
    if (xsrf && options.xsrf !== false) req = req.set('X-XSRF-TOKEN', xsrf);
    return { req };
  }

  private store(setCookie: string | string[] | undefined): void {
    // A script with a bearer token keeps no cookies, whatever a response sets.
    if (this.bearer || this.kioskKey) return;
    for (const line of ([] as string[]).concat(setCookie ?? [])) {
      const [pair = '', ...rest] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = decodeURIComponent(pair.slice(index + 1).trim());
      const attributes = rest.join(';');
      const expired =
        /expires=Thu, 01 Jan 1970/i.test(attributes) || /max-age=0\b/i.test(attributes);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, { value, attributes });
    }
  }
}
