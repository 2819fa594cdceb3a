import Link from '@mui/material/Link';

import { DetailPairs, type DetailPair } from '@/components/detail-pairs';
import { signatureLine, studentHeaderPairs } from '@/components/student-form-fields';
import { leaveDates } from '@/features/leave/leave-dates';
import type { LeaveRequestFieldsFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

/** The form as the student filed it, and who decided last: the staff's Leave details. */
export function LeaveDetails({ leave }: { leave: LeaveRequestFieldsFragment }) {
  const rows: DetailPair[] = [
    ...studentHeaderPairs(leave),
    ['Office', leave.officeName],
    ['Type of Leave', leave.typeLabel],
    ['Dates', `${leaveDates(leave)} (${String(leave.days)} ${leave.days === 1 ? 'day' : 'days'})`],
    ['No. of days / hours', leave.daysHours],
    ['Reasons', leave.reasons],
    ['Signature', signatureLine(leave)],
    ['Submitted', formatDateTime(leave.createdAt)],
    [
      'Decided',
      leave.decidedAt &&
        `${formatDateTime(leave.decidedAt)}${leave.decidedByName ? ` by ${leave.decidedByName}` : ''}`,
    ],
    [
      'Proof',
      leave.proof && (
        <Link href={leave.proof.url} target="_blank" rel="noopener">
          {leave.proof.name}
        </Link>
      ),
    ],
  ];
  return <DetailPairs rows={rows} />;
}
