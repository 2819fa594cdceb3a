import Typography from '@mui/material/Typography';
import type { GradeSlipMeta } from '@sasm/grade-slip';

import { DetailPairs, type DetailPair } from '@/components/detail-pairs';

/** As parsed, or as saved (where GraphQL gives null for what was not found). */
type Meta = { [key in keyof GradeSlipMeta]?: GradeSlipMeta[key] | null };

const LABELS: Array<[keyof GradeSlipMeta, string]> = [
  ['program', 'Program'],
  ['level', 'Level'],
  ['date', 'Date'],
  ['enrolledBy', 'Enrolled by'],
  ['generalAvg', 'General Average'],
  ['averages', 'Averages'],
];

/** The slip's header and footer as read (A§2.3 meta); what was not found is left out. */
export function SlipMeta({ meta }: { meta: Meta }) {
  const found = LABELS.filter(([key]) => meta[key] !== undefined && meta[key] !== null);
  if (found.length === 0)
    return <Typography color="text.secondary">No level, date or averages were found.</Typography>;
  return <DetailPairs rows={found.map(([key, label]): DetailPair => [label, String(meta[key])])} />;
}
