// The files of an application submission, made once and sent by every
// client: what the server's type sniffer and metadata stripper accept, not
// decodable images (the server never decodes them).
import { randomBytes } from 'node:crypto';
import { APPLICATION_FIELDS } from './applications-data.mjs';

/**
 * A JPEG start (SOI, a JFIF APP0 segment) followed by filler: the stripper
 * reads the segment headers, then passes the rest on as image data.
 * @param {number} size
 */
function jpeg(size) {
  const head = Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00,
  ]);
  const body = randomBytes(Math.max(0, size - head.length));
  body[0] = 0x00; // not a marker: the stripper stops looking for segments here
  return Buffer.concat([head, body]);
}

/**
 * A PDF header, filler and the end-of-file marker.
 * @param {number} size
 */
function pdf(size) {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length - tail.length)), tail]);
}

/**
 * The PNG signature, an IHDR chunk, one IDAT chunk of filler and IEND (the
 * CRCs are zeros: nothing checks them).
 * @param {number} size
 */
function png(size) {
  const chunk = (/** @type {string} */ type, /** @type {Buffer} */ data) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(data.length, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, data, Buffer.alloc(4)]);
  };
  const ihdr = Buffer.from([0, 0, 0, 2, 0, 0, 0, 2, 8, 2, 0, 0, 0]); // 2x2, 8-bit RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const fixed = signature.length + (12 + ihdr.length) + 12 + 12;
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', randomBytes(Math.max(0, size - fixed))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A 2x2 photo (JPEG), a certificate (PDF) and a parent ID (PNG) of
 * `totalBytes` together.
 * @param {number} totalBytes
 */
export function uploadFiles(totalBytes) {
  const each = Math.round(totalBytes / 3);
  const files = {
    profilePhoto: new Blob([jpeg(each)], { type: 'image/jpeg' }),
    certificate: new Blob([pdf(each)], { type: 'application/pdf' }),
    parentId: new Blob([png(each)], { type: 'image/png' }),
  };
  return {
    ...files,
    bytes: files.profilePhoto.size + files.certificate.size + files.parentId.size,
  };
}

/**
 * The multipart body of POST /api/applications (A§7): every field as text,
 * the files under the spec's names. Sent by `fetch`, it is streamed from the
 * blobs, not copied.
 * @param {ReturnType<typeof uploadFiles>} files
 */
export function submissionForm(files) {
  const form = new FormData();
  for (const [name, value] of Object.entries(APPLICATION_FIELDS)) form.append(name, value);
  form.append('profilePhoto', files.profilePhoto, '2x2-photo.jpg');
  form.append('certificates', files.certificate, 'certificate.pdf');
  form.append('parentID', files.parentId, 'parent-id.png');
  return form;
}
