export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

/** The header the nginx adds to every answer: which instance (host:port) served it. */
export const UPSTREAM_HEADER: 'x-upstream';

/**
 * nginx (the binary `nginx`, e.g. Debian's /usr/sbin/nginx) in front of
 * `upstreams` (host:port), unprivileged on a free port with its own prefix:
 * round robin over one worker (so requests alternate predictably), WebSocket
 * upgrades proxied, request bodies streamed, the client's address appended
 * to X-Forwarded-For. Never touches a system nginx.
 */
export function startNginx(nginx: string, upstreams: string[]): Promise<LoadBalancer>;
