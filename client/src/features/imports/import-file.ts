/** The file chooser's filter: the extensions, as Windows names a CSV with several MIME types. */
export const IMPORT_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// GraphQL uploads stop at 10 MB (the REST form takes 20 MB): checked here before sending.
const MAX_BYTES = 10 * 1024 * 1024;

/**
 * Why the server would refuse `file` before reading it, in its words, or null. Only the name and
 * size are looked at: the server decides the type from the bytes and says so if they lie.
 */
export function importFileProblem(file: File): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return 'Upload a .csv or .xlsx file.';
  if (file.size === 0) return 'The file is empty.';
  if (file.size > MAX_BYTES) return 'The file is larger than 10 MB; split it into smaller files.';
  return null;
}
