import TouchAppIcon from '@mui/icons-material/TouchApp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { PunchResult } from '@/features/punches/use-punch';
import type { PunchSlot } from '@/gql/graphql';
import { formatClockTime } from '@/lib/format-date';

export const SLOT_LABELS: Record<PunchSlot, string> = {
  in1: 'First IN',
  out1: 'First OUT',
  in2: 'Second IN',
  out2: 'Second OUT',
};

const SLOTS: PunchSlot[] = ['in1', 'out1', 'in2', 'out2'];

/** IN or OUT, as the kiosk and the result say it. */
export const direction = (slot: PunchSlot) => (slot.startsWith('in') ? 'IN' : 'OUT');

const momentTime = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** "IN at 8:02 AM — Library", and the day's four slots with the punched ones marked. */
export function PunchResultView({ result }: { result: PunchResult }) {
  const { punch, day } = result;
  return (
    <Stack spacing={2}>
      <Alert severity={punch.lateSend ? 'warning' : 'success'} role="status">
        <Typography component="p" variant="h6">
          {direction(punch.slot)} at {momentTime(punch.at)} — {punch.officeName}
        </Typography>
        {punch.lateSend && 'Sent late from this phone: your office sees it marked so.'}
      </Alert>
      <Box
        component="dl"
        aria-label={`Your times of ${day.date}`}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, m: 0 }}
      >
        {SLOTS.map((slot) => {
          const time = day[slot];
          const punched = day.punchedSlots.includes(slot);
          return (
            <Box key={slot} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {SLOT_LABELS[slot]}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {time ? formatClockTime(time) : '—'}
                {punched && (
                  <TouchAppIcon
                    fontSize="small"
                    titleAccess="punched"
                    sx={{ ml: 0.5, verticalAlign: 'text-bottom' }}
                  />
                )}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
