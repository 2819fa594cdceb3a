import { expect } from '@jest/globals';
import type request from 'supertest';
import type { TestApp } from './test-app.js';
import type { TestClient } from './test-client.js';

/** RFC 4180: quoted fields may hold commas, CRLF and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else cell += char;
  }
  expect(cell).toBe('');
  expect(row).toEqual([]);
  return rows;
}

/** A GET with the client's cookies whose body is kept as bytes (supertest buffers only text by itself). */
export function download(sut: TestApp, client: TestClient, path: string): request.Test {
  const jar = [...client.cookies].map(([name, { value }]) => `${name}=${value}`).join('; ');
  return sut
    .http()
    .get(path)
    .set('X-Forwarded-For', client.ip)
    .set('Cookie', jar)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}
