import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import {
  SNIFF_BYTES,
  sniffMime,
  type FileMessages,
  type FileRule,
  type SniffedMime,
} from './file-types.js';

/** An upload the rules refuse; its message is meant for the user. */
export class UploadRejected extends Error {}

/**
 * Checks an upload as it arrives: holds back the first bytes until they tell
 * the type, and fails the moment the bytes received pass the size limit, so a
 * refused file is never read (or stored) further.
 */
export class UploadInspector extends Transform {
  /** The sniffed type, known once the first bytes passed. */
  mime: SniffedMime | null = null;
  private received = 0;
  private head = Buffer.alloc(0);

  constructor(
    private readonly rule: FileRule,
    private readonly messages: FileMessages,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.received += chunk.length;
    if (this.received > this.rule.maxBytes) return done(new UploadRejected(this.messages.tooBig));
    if (this.mime) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < SNIFF_BYTES) return done();
    this.release(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.received === 0) return done(new UploadRejected(this.messages.empty));
    if (this.mime) return done();
    this.release(done); // a file shorter than SNIFF_BYTES
  }

  private release(done: TransformCallback): void {
    const mime = (this.rule.sniff ?? sniffMime)(this.head);
    if (!mime || !this.rule.accept.includes(mime)) {
      return done(new UploadRejected(this.messages.wrongType));
    }
    this.mime = mime;
    done(null, this.head);
  }
}

/** Counts and hashes the bytes that go to storage. */
export class ContentMeter extends Transform {
  size = 0;
  private readonly hash = createHash('sha256');

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    this.hash.update(chunk);
    done(null, chunk);
  }

  sha256(): string {
    return this.hash.digest('hex');
  }
}
