import { gradesCsv } from '@sasm/grade-slip';

import { rowInput } from '@/features/grades/grade-rows';
import type { GradeRowValues } from '@/features/grades/grades-schema';

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
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'grades.csv';
    link.click();
    setTimeout(() => {
      URL.revokeObjectURL(url);
    }, 0);
    return 'downloaded';
  }
}
