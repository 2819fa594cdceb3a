import { DomainError } from '../../common/errors/domain-error.js';

/** Why a whole file is refused before any row is looked at. */
export type ImportRefusal =
  | 'empty'
  | 'unsupported_name'
  | 'wrong_type'
  | 'not_spreadsheet'
  | 'too_large'
  | 'too_many_rows'
  | 'unzips_too_large'
  | 'damaged'
  | 'bad_header';

/**
 * A file the import will not read, with the message HR sees. A BAD_USER_INPUT
 * domain error, so the transports' mappers answer it like any refused input.
 */
export class ImportFileRefused extends DomainError {
  constructor(
    readonly reason: ImportRefusal,
    message: string,
  ) {
    super('BAD_USER_INPUT', message);
    this.name = 'ImportFileRefused';
  }
}

/** "20 MB", "512 kB": a limit as people read it. */
export function formatBytes(bytes: number): string {
  const mb = 1024 * 1024;
  if (bytes >= mb) return `${Math.round((bytes / mb) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}
