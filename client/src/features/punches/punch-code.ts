/** The path of the punch page, which the kiosk's QR links to with its code as `?c=`. */
export const PUNCH_PATH = '/dtr/punch';

const BARE_CODE = /^[A-Za-z0-9._~-]{8,200}$/;

/**
 * The code to send from what a QR said: the kiosk's URL (`…/dtr/punch?c=<code>`)
 * or a bare code. Anything else (another QR, a web page's address) is not
 * the office's screen and is never sent.
 */
export function punchCodeOf(text: string): string | null {
  const trimmed = text.trim();
  if (BARE_CODE.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  const code = url.searchParams.get('c');
  return url.pathname.replace(/\/+$/, '') === PUNCH_PATH && code && BARE_CODE.test(code)
    ? code
    : null;
}
