import { formatBytes, ImportFileRefused } from './import-file-refused.js';

/** The bytes of an upload, counted as they stream: past `maxBytes` the file is refused. */
export async function* limitBytes(
  chunks: AsyncIterable<Buffer | Uint8Array | string>,
  maxBytes: number,
): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of chunks) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    total += bytes.length;
    if (total > maxBytes)
      throw new ImportFileRefused(
        'too_large',
        `The file is larger than ${formatBytes(maxBytes)}; split it into smaller files.`,
      );
    yield bytes;
  }
}

/**
 * The first `length` bytes (fewer when the file is shorter) and every byte
 * again from the start, read once.
 */
export async function peek(
  chunks: AsyncIterable<Buffer>,
  length: number,
): Promise<{ head: Buffer; all: AsyncGenerator<Buffer> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const read: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < length) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    read.push(next.value);
    size += next.value.length;
  }
  async function* all(): AsyncGenerator<Buffer> {
    try {
      yield* read;
      if (!done) yield* { [Symbol.asyncIterator]: () => iterator };
    } finally {
      await iterator.return?.();
    }
  }
  return { head: Buffer.concat(read).subarray(0, length), all: all() };
}
