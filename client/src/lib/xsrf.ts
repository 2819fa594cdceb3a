// The server sets a readable XSRF-TOKEN cookie and rejects state-changing requests
// whose X-XSRF-TOKEN header does not match it (double-submit cookie).
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export function readXsrfToken(): string | undefined {
  const prefix = `${XSRF_COOKIE}=`;
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return cookie === undefined ? undefined : decodeURIComponent(cookie.slice(prefix.length));
}

export function xsrfHeaders(): Record<string, string> {
  const token = readXsrfToken();
  return token === undefined ? {} : { [XSRF_HEADER]: token };
}
