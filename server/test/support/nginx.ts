import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './server-process.js';

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

/** The header the test's nginx adds to every answer: which instance (host:port) served it. */
export const UPSTREAM_HEADER = 'x-upstream';

/**
 * nginx (the binary at TEST_NGINX, e.g. Debian's /usr/sbin/nginx) in front
 * of `upstreams` (host:port), unprivileged on a free port with its own
 * prefix: round robin over one worker (so requests alternate predictably),
 * WebSocket upgrades proxied, request bodies streamed, the client's address
 * appended to X-Forwarded-For. Never touches a system nginx.
 */
export async function startNginx(nginx: string, upstreams: string[]): Promise<LoadBalancer> {
  const prefix = mkdtempSync(join(tmpdir(), 'sasm-nginx-'));
  const port = await freePort();
  const config = `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  client_max_body_size 100m;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  upstream app { ${upstreams.map((upstream) => `server ${upstream};`).join(' ')} }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_request_buffering off;
      proxy_buffering off;
      proxy_read_timeout 1h;
      add_header ${UPSTREAM_HEADER} $upstream_addr always;
    }
  }
}
`;
  writeFileSync(join(prefix, 'nginx.conf'), config);
  const child = spawn(
    nginx,
    ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited with ${child.exitCode}: ${errors}`);
    }
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer within 10 s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
