import { Injectable } from '@nestjs/common';
import { OfficesRepository } from './offices.repository.js';
import type { Office } from './offices.table.js';

/** The offices every installation starts with (ARCHITECTURE §4); HR can add more. */
export const defaultOffices = [
  { code: 'registrar', name: 'Registrar' },
  { code: 'library', name: 'Library' },
  { code: 'it', name: 'IT Office' },
];

@Injectable()
export class OfficesService {
  constructor(private readonly offices: OfficesRepository) {}

  list(): Promise<Office[]> {
    return this.offices.list();
  }

  findById(id: string): Promise<Office | undefined> {
    return this.offices.findById(id);
  }

  /** Creates the default offices that are missing; returns the ones it created. */
  ensureDefaults(): Promise<Office[]> {
    return this.offices.insertMissing(defaultOffices);
  }
}
