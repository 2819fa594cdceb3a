import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { leaveDates } from '@/features/leave/leave-dates';
import type { LeaveRequestFieldsFragment } from '@/gql/graphql';
import { formatDateTime, formatDay } from '@/lib/format-date';

/** The form as the student filed it, and who decided last: the staff's Leave details. */
export function LeaveDetails({ leave }: { leave: LeaveRequestFieldsFragment }) {
  const rows: Array<[string, string | null]> = [
    ['Name', leave.name],
    ['ID #', leave.idNumber],
    ['School / Department', leave.schoolDept],
    ['Course & Year', leave.courseYear],
    ['Office', leave.officeName],
    ['Type of Leave', leave.typeLabel],
    ['Dates', `${leaveDates(leave)} (${String(leave.days)} ${leave.days === 1 ? 'day' : 'days'})`],
    ['No. of days / hours', leave.daysHours],
    ['Reasons', leave.reasons],
    [
      'Signature',
      leave.signatureName &&
        `${leave.signatureName}${leave.signatureDate ? `, ${formatDay(leave.signatureDate)}` : ''}`,
    ],
    ['Submitted', formatDateTime(leave.createdAt)],
    [
      'Decided',
      leave.decidedAt &&
        `${formatDateTime(leave.decidedAt)}${leave.decidedByName ? ` by ${leave.decidedByName}` : ''}`,
    ],
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }}>
              {value}
            </Typography>
          </Box>
        ))}
      {leave.proof && (
        <>
          <Typography component="dt" variant="body2" color="text.secondary">
            Proof
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            <Link href={leave.proof.url} target="_blank" rel="noopener">
              {leave.proof.name}
            </Link>
          </Typography>
        </>
      )}
    </Box>
  );
}
