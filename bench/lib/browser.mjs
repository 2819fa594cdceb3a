/**
 * An HTTP client that behaves like the web client in a browser: keeps the
 * cookies the server sets, echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN on
 * every request, and (with `ip`) says it comes from that address through the
 * trusted proxy (`TRUST_PROXY=1`), so per-IP rate limits see many machines.
 */
/** The `n`th made-up client address: sign-in is rate-limited per IP, and each person has their own. */
export const ipOf = (/** @type {number} */ n) =>
  `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

export class Browser {
  /** @type {Map<string, string>} */
  cookies = new Map();

  /** @type {Promise<boolean> | undefined} */
  refreshing;

  /**
   * @param {string} baseUrl  e.g. http://127.0.0.1:41234
   * @param {{ ip?: string }} [options]
   */
  constructor(baseUrl, { ip } = {}) {
    this.baseUrl = baseUrl;
    this.ip = ip;
  }

  /**
   * `fetch` with the cookies and headers a browser would send; stores the
   * cookies of the answer. The body is left unread.
   * @param {string} path
   * @param {RequestInit} [init]
   */
  async fetch(path, init = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0)
      headers.set(
        'cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers.set('x-xsrf-token', decodeURIComponent(xsrf));
    if (this.ip) headers.set('x-forwarded-for', this.ip);
    const response = await fetch(`${this.baseUrl}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1).trim();
      if (value === '') this.cookies.delete(pair.slice(0, at).trim());
      else this.cookies.set(pair.slice(0, at).trim(), value);
    }
    return response;
  }

  /**
   * Signs in as the web client does: a page load for the XSRF cookie, then
   * POST /api/auth/signin. Throws with the server's answer when refused.
   * @param {string} email
   * @param {string} password
   */
  async signIn(email, password) {
    const response = await this.requestSignIn(email, password);
    const text = await response.text();
    if (response.status !== 200)
      throw new Error(`sign-in of ${email} answered ${response.status}: ${text.slice(0, 300)}`);
    return this;
  }

  /**
   * The sign-in as the web client sends it (a page load for the XSRF cookie
   * first, when there is none), its answer left unread.
   * @param {string} email
   * @param {string} password
   */
  async requestSignIn(email, password) {
    if (!this.cookies.has('XSRF-TOKEN')) await (await this.fetch('/api/health')).arrayBuffer();
    return this.fetch('/api/auth/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  }

  /**
   * Renews the session as the web client does when an answer says
   * UNAUTHENTICATED (the access token expired): one refresh at a time,
   * shared by every request that needs it; false when refused.
   */
  refresh() {
    this.refreshing ??= this.fetch('/api/auth/refresh').then(async (response) => {
      await response.arrayBuffer();
      this.refreshing = undefined;
      return response.ok;
    });
    return this.refreshing;
  }

  /**
   * A GraphQL request; resolves to the answer's text (not parsed, so a
   * caller timing requests can leave parsing out of its figures).
   * @param {string} query
   * @param {Record<string, unknown>} [variables]
   */
  async graphqlText(query, variables) {
    const response = await this.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, text: await response.text() };
  }
}
