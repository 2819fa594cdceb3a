import { Transform, type TransformCallback } from 'node:stream';

/**
 * What to do once some header bytes are collected: wait for more, copy or drop
 * the header with the `body` bytes after it, give up the first byte (a JPEG
 * fill byte), or copy the rest of the file untouched.
 */
type Step = 'more' | 'shift' | 'rest' | { keep: boolean; body: number };
type Stepper = (header: readonly number[]) => Step;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// APP1 holds EXIF (camera, GPS position, time) and XMP; APP13 holds Photoshop/IPTC data.
const JPEG_DROPPED = new Set([0xe1, 0xed]);
const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;
// Markers without a length: TEM, RST0-7, SOI, EOI.
const jpegStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd9);

const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);
// A chunk type is four ASCII letters (PNG §5.4).
const isLetter = (byte: number) => (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a;

function jpegStep(header: readonly number[]): Step {
  if (header[0] !== 0xff) return 'rest';
  if (header.length < 2) return 'more';
  const marker = header[1]!;
  if (marker === 0xff) return 'shift';
  // After SOS comes the compressed image, which we pass on as it came.
  if (marker === JPEG_SOS || marker === JPEG_EOI) return 'rest';
  if (jpegStandalone(marker)) return { keep: true, body: 0 };
  if (header.length < 4) return 'more';
  const length = (header[2]! << 8) | header[3]!;
  if (length < 2) return 'rest';
  return { keep: !JPEG_DROPPED.has(marker), body: length - 2 };
}

function pngStepper(): Stepper {
  let signed = false;
  return (header) => {
    if (header.length < 8) return 'more';
    if (!signed) {
      signed = true;
      return header.every((byte, i) => byte === PNG_SIGNATURE[i])
        ? { keep: true, body: 0 }
        : 'rest';
    }
    if (!header.slice(4).every(isLetter)) return 'rest';
    const length = ((header[0]! << 24) | (header[1]! << 16) | (header[2]! << 8) | header[3]!) >>> 0;
    const type = String.fromCharCode(...header.slice(4));
    if (type === 'IEND') return 'rest';
    return { keep: !PNG_DROPPED.has(type), body: length + 4 }; // + CRC
  };
}

/**
 * Removes metadata from JPEG and PNG files while they stream through, holding
 * at most one segment header (a few bytes) in memory. The format is read from
 * the first byte; anything else, or a file whose structure stops making
 * sense, is passed on unchanged from that point. What one chunk of input
 * yields goes on as one buffer: a file of tiny segments (5 MB of them is some
 * 400,000) would otherwise cost a push each.
 */
export class ExifStripper extends Transform {
  private step: Stepper | null = null;
  private header: number[] = [];
  private body = 0;
  private keepBody = true;
  private passRest = false;
  /** What the chunk being read yields, pushed as one buffer at its end. */
  private out: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let at = 0;
    while (at < chunk.length) {
      if (this.passRest) {
        this.out.push(chunk.subarray(at));
        break;
      }
      if (this.body > 0) {
        const end = Math.min(chunk.length, at + this.body);
        if (this.keepBody) this.out.push(chunk.subarray(at, end));
        this.body -= end - at;
        at = end;
        continue;
      }
      this.step ??=
        chunk[at] === 0xff ? jpegStep : chunk[at] === 0x89 ? pngStepper() : () => 'rest';
      this.header.push(chunk[at++]!);
      this.advance();
    }
    const out = this.out;
    this.out = [];
    if (out.length === 1) this.push(out[0]);
    else if (out.length > 1) this.push(Buffer.concat(out));
    done();
  }

  override _flush(done: TransformCallback): void {
    // A truncated header: keep the bytes, the file was like that.
    if (this.header.length > 0) this.push(Buffer.from(this.header));
    done();
  }

  private advance(): void {
    for (;;) {
      const step = this.step!(this.header);
      if (step === 'more') return;
      if (step === 'shift') {
        this.out.push(Buffer.from(this.header.splice(0, 1)));
        continue;
      }
      if (step === 'rest') {
        this.passRest = true;
        this.out.push(Buffer.from(this.header));
      } else {
        if (step.keep) this.out.push(Buffer.from(this.header));
        this.keepBody = step.keep;
        this.body = step.body;
      }
      this.header = [];
      return;
    }
  }
}
