import { Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { toCsv } from '@sasm/csv';
import { ImportsService } from '../imports/imports.service.js';
import { OfficesService } from '../offices/offices.service.js';
import type { User } from '../users/users.table.js';

/** Offices the programme's own sheet lists beside those every installation starts with. */
const FROM_THE_SHEET = [
  { name: 'Accounting Office', code: 'accounting' },
  { name: 'University Museum', code: 'museum' },
];

/**
 * HR's first import, as a university's first day would have it: the
 * programme's sheet of offices, checked in a dry run and applied through the
 * real service, so the import page's history has a report to open. Left
 * alone once any import exists.
 */
@Injectable()
export class DemoImports {
  constructor(
    private readonly imports: ImportsService,
    private readonly offices: OfficesService,
  ) {}

  /** How many imports were applied. */
  async seed(hr: User): Promise<number> {
    if ((await this.imports.list(hr, { page: 1, limit: 1 })).pagination.totalItems > 0) return 0;
    const known = (await this.offices.list()).map(({ name, code }) => ({ name, code }));
    const csv = toCsv([
      ['Name', 'Code'],
      ...[...known, ...FROM_THE_SHEET].map((o) => [o.name, o.code]),
    ]);
    const preview = await this.imports.preview(hr, async (receive) => ({
      kind: 'offices',
      file: await receive(
        { filename: 'programme-offices.csv', stream: Readable.from([Buffer.from(csv)]) },
        'import',
        'file',
      ),
    }));
    await this.imports.apply(hr, { id: preview.id });
    return 1;
  }
}
