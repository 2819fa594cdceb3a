import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { finished } from 'node:stream/promises';
import { serverRoot } from '../../config/paths.js';
import { ExifStripper } from './exif-stripper.js';

const fixture = (name: string) => readFileSync(join(serverRoot, 'test', 'fixtures', name));

/** Streams `bytes` through a stripper in pieces of `size` bytes. */
function strip(bytes: Buffer, size = bytes.length): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return buffer(Readable.from(pieces).pipe(new ExifStripper()));
}

/** The PNG chunk types of a file, in order. */
function pngChunks(png: Buffer): string[] {
  const types: string[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) {
    types.push(png.toString('latin1', at + 4, at + 8));
  }
  return types;
}

const SOS = Buffer.from([0xff, 0xda]);

describe(ExifStripper.name, () => {
  const jpeg = fixture('photo-with-exif.jpg');
  const png = fixture('picture-with-text.png');

  it('drops the EXIF, XMP and IPTC segments of a JPEG and keeps the image bytes as they were', async () => {
    const stripped = await strip(jpeg);
    expect(jpeg.includes('SASM-TestCam')).toBe(true);
    expect(stripped.includes('SASM-TestCam')).toBe(false);
    expect(stripped.includes('Exif\0\0')).toBe(false);
    expect(stripped.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(stripped.includes('JFIF\0')).toBe(true);
    expect(stripped.subarray(stripped.indexOf(SOS))).toEqual(jpeg.subarray(jpeg.indexOf(SOS)));
  });

  it('gives the same JPEG when it arrives one byte at a time', async () => {
    expect(await strip(jpeg, 1)).toEqual(await strip(jpeg));
  });

  it('keeps fill bytes before a marker and drops the segment after them', async () => {
    const exif = Buffer.from([0xff, 0xe1, 0x00, 0x06, 0x45, 0x78, 0x69, 0x66]);
    const filled = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff]),
      exif,
      jpeg.subarray(2),
    ]);
    const stripped = await strip(filled, 3);
    expect(stripped.includes('Exif')).toBe(false);
    expect(stripped.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('drops the text and EXIF chunks of a PNG and copies the others verbatim', async () => {
    const stripped = await strip(png);
    expect(pngChunks(png)).toEqual(['IHDR', 'tEXt', 'eXIf', 'zTXt', 'iTXt', 'IDAT', 'IEND']);
    expect(pngChunks(stripped)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(stripped.includes('SASM-TestCam')).toBe(false);
    const idat = (file: Buffer) => file.subarray(file.indexOf('IDAT') - 4);
    expect(idat(stripped)).toEqual(idat(png));
  });

  it('gives the same PNG when it arrives one byte at a time', async () => {
    expect(await strip(png, 1)).toEqual(await strip(png));
  });

  it('passes other files through unchanged', async () => {
    const pdf = fixture('certificate.pdf');
    expect(await strip(pdf, 7)).toEqual(pdf);
    const text = fixture('not-a-picture.jpg');
    expect(await strip(text, 1)).toEqual(text);
  });

  it('passes the rest of a JPEG on unchanged once its structure stops making sense', async () => {
    const broken = Buffer.concat([jpeg.subarray(0, 2), Buffer.from('garbage'), jpeg.subarray(2)]);
    expect(await strip(broken, 5)).toEqual(broken);
  });

  it('passes the rest of a PNG on unchanged once a chunk type is not four letters', async () => {
    const signature = png.subarray(0, 8);
    const zeros = Buffer.concat([signature, Buffer.alloc(64 * 1024)]);
    expect(await strip(zeros, 1000)).toEqual(zeros);
    // After the signature and IHDR, a "chunk" of type "1234", then a text chunk: kept as it came.
    const text = Buffer.from([0, 0, 0, 5, ...Buffer.from('tEXta\0bcd'), 1, 2, 3, 4]);
    const broken = Buffer.concat([
      png.subarray(0, 33),
      Buffer.from([0, 0, 0, 0, 0x31, 0x32, 0x33, 0x34, 1, 2, 3, 4]),
      text,
    ]);
    expect(await strip(broken, 3)).toEqual(broken);
  });

  it('yields one buffer for each it receives, however many segments it holds', async () => {
    // 10,000 empty chunks of a kept type, each with its CRC: 12 bytes a segment.
    const segment = Buffer.from([0, 0, 0, 0, ...Buffer.from('abCd'), 1, 2, 3, 4]);
    const tiny = Buffer.concat([
      png.subarray(0, 8),
      ...Array.from({ length: 10_000 }, () => segment),
    ]);
    const pieces = [tiny.subarray(0, 50_000), tiny.subarray(50_000)];
    const yielded: Buffer[] = [];
    // 'data' in flowing mode: one event per buffer pushed (async iteration would merge them).
    const stripper = Readable.from(pieces).pipe(new ExifStripper());
    stripper.on('data', (part: Buffer) => yielded.push(part));
    await finished(stripper);
    expect(yielded).toHaveLength(2);
    expect(Buffer.concat(yielded)).toEqual(tiny);
  });

  it('keeps the bytes of a header cut short by the end of the file', async () => {
    const cut = jpeg.subarray(0, jpeg.indexOf(Buffer.from([0xff, 0xdb])) + 3);
    const stripped = await strip(cut, 1);
    expect(stripped.subarray(-3)).toEqual(cut.subarray(-3));
  });
});
