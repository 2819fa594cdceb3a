/** A notification's link when it is a path inside the app (never another site, never a script URL). */
export function inAppPath(link: string | null | undefined): string | undefined {
  return link?.startsWith('/') && !link.startsWith('//') ? link : undefined;
}
