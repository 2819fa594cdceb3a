// The schedule files' own rules: the API tests and the journey lean on the exact size.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { SCHEDULE_MAX_BYTES, pngNamedPdf, schedulePdf } from './index.js';

describe('schedulePdf', () => {
  it('is a PDF by its bytes, ending in %%EOF', () => {
    const pdf = schedulePdf({ title: 'Class (Schedule)' });
    assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
    assert.match(pdf.toString('latin1'), /\(Class \\\(Schedule\\\)\) Tj/);
    assert.match(pdf.toString('latin1'), /%%EOF\n$/);
  });

  it('pads to exactly the size asked, one byte over the limit included', () => {
    assert.equal(schedulePdf({ padTo: SCHEDULE_MAX_BYTES + 1 }).length, SCHEDULE_MAX_BYTES + 1);
    assert.equal(schedulePdf({ padTo: 2000 }).length, 2000);
    assert.throws(() => schedulePdf({ padTo: 10 }), RangeError);
  });
});

describe('pngNamedPdf', () => {
  it('carries a PNG signature under a .pdf name', () => {
    const { buffer, filename } = pngNamedPdf();
    assert.equal(filename, 'schedule.pdf');
    assert.deepEqual([...buffer.subarray(1, 4)], [0x50, 0x4e, 0x47]);
  });
});
