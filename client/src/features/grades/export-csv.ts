import { gradesCsv } from '@sasm/grade-slip';

import { rowInput } from '@/features/grades/grade-rows';
import type { GradeRowValues } from '@/features/grades/grades-schema';
import { downloadCsv } from '@/lib/download-csv';

export const NO_DATA = 'No parsed data to export';

/**
 * A§2.3 Export CSV: copied to the clipboard, else downloaded as grades.csv.
 * Says which happened.
 */
export async function exportCsv(rows: GradeRowValues[]): Promise<'copied' | 'downloaded'> {
  const csv = gradesCsv(
    rows.map((row) => {
      const input = rowInput(row);
      return { ...input, units: input.units ?? 3 };
    }),
  );
  try {
    await navigator.clipboard.writeText(csv);
    return 'copied';
  } catch {
    downloadCsv('grades.csv', csv);
    return 'downloaded';
  }
}
