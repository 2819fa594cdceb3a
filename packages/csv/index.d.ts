export type CsvCell = string | number | null | undefined;

export function csvCell(value: CsvCell): string;

export function toCsv(rows: readonly (readonly CsvCell[])[]): string;
