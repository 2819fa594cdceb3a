/**
 * An `Intl.DateTimeFormat` for these options, made once and kept: making one
 * costs far more than formatting with it, and the DTR screens
 * format on every request.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}
