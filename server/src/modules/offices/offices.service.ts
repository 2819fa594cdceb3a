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

  /** Adds an office (HR's import); undefined when its code is taken. */
  create(office: { name: string; code: string }): Promise<Office | undefined> {
    return this.offices.insert(office);
  }

  /** Renames an office; its code stays (the key imports and the seed know it by). */
  rename(id: string, name: string): Promise<Office | undefined> {
    return this.offices.rename(id, name);
  }

  /** Creates the default offices that are missing; returns the ones it created. */
  ensureDefaults(): Promise<Office[]> {
    return this.offices.insertMissing(defaultOffices);
  }
}
