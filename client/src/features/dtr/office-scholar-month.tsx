import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { DtrDownloads } from '@/features/dtr/dtr-downloads';
import { DtrHeader } from '@/features/dtr/dtr-header';
import { FlagChips } from '@/features/dtr/dtr-status';
import { MonthPicker } from '@/features/dtr/month-picker';
import { OfficeDtrDays } from '@/features/dtr/office-dtr-days';
import { useOfficeDayActions } from '@/features/dtr/use-office-day-actions';
import { useScholarDtr } from '@/features/dtr/use-scholar-dtr';
import { lazyDialog } from '@/lib/lazy-dialog';

const MonthDecisionDialog = lazyDialog(
  () => import('@/features/dtr/month-decision-dialog').then((m) => m.MonthDecisionDialog),
  (props) => props.open,
);

interface OfficeScholarMonthProps {
  scholarId: string;
  /** YYYY-MM, or '' for this month. */
  month: string;
  onMonthChange(month: string): void;
  onBack(): void;
}

/** A§2.4 after a card is picked: the scholar's month, the office's actions on it, and Back. */
export function OfficeScholarMonth({
  scholarId,
  month,
  onMonthChange,
  onBack,
}: OfficeScholarMonthProps) {
  const dtr = useScholarDtr(scholarId, month);
  const actions = useOfficeDayActions(scholarId, dtr.sheet, dtr.reload);
  const [deciding, setDeciding] = useState(false);
  // Opening a scholar puts focus on the day to confirm next; another month leaves it be.
  const [focusGrid, setFocusGrid] = useState(true);
  const { sheet } = dtr;
  const canConfirmAll =
    sheet !== undefined && sheet.status !== 'approved' && sheet.totals.unconfirmedDays > 0;
  const canConfirmPunched =
    canConfirmAll &&
    sheet.days.some((day) => day.status === 'unconfirmed' && day.punchedSlots.length > 0);
  const changeMonth = (next: string) => {
    setFocusGrid(false);
    onMonthChange(next);
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
        <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
          Back
        </Button>
        {sheet && <MonthPicker value={sheet.month} onChange={changeMonth} />}
        {sheet && <DtrDownloads base={`/api/dtr/scholars/${scholarId}/months/${sheet.month}`} />}
      </Stack>
      {!sheet && dtr.error && (
        <LoadErrorAlert
          message="Could not load the DTR."
          error={dtr.error}
          onRetry={() => void dtr.reload()}
        />
      )}
      {!sheet && !dtr.error && <Skeleton variant="rounded" height={480} aria-hidden />}
      {sheet && (
        <>
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <DtrHeader sheet={sheet} />
                {sheet.status === 'returned' && sheet.remarks && (
                  <Alert severity="warning">
                    <AlertTitle>Returned with remarks</AlertTitle>
                    {sheet.remarks}
                  </Alert>
                )}
                {sheet.flags.length > 0 && <FlagChips flags={sheet.flags} />}
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                  {sheet.status !== 'approved' && (
                    <Button
                      variant="contained"
                      startIcon={<DoneAllIcon />}
                      disabled={dtr.confirming || !canConfirmAll}
                      onClick={() => void dtr.confirmAll()}
                    >
                      {dtr.confirming ? 'Confirming...' : 'Confirm all complete days'}
                    </Button>
                  )}
                  {sheet.status !== 'approved' && (
                    <Button
                      variant="outlined"
                      startIcon={<TouchAppIcon />}
                      disabled={dtr.confirming || !canConfirmPunched}
                      onClick={() => void dtr.confirmPunched()}
                    >
                      Confirm punched days
                    </Button>
                  )}
                  {sheet.status === 'submitted' && (
                    <Button variant="outlined" onClick={() => setDeciding(true)}>
                      Approve or return
                    </Button>
                  )}
                </Stack>
              </Stack>
            </CardContent>
          </Card>
          <OfficeDtrDays
            sheet={sheet}
            actions={actions}
            busy={dtr.loading}
            autoFocus={focusGrid}
            onConfirmAll={() => {
              if (canConfirmAll && !dtr.confirming) void dtr.confirmAll();
            }}
          />
          <MonthDecisionDialog
            sheet={sheet}
            open={deciding}
            onClose={() => setDeciding(false)}
            reload={dtr.reload}
          />
        </>
      )}
    </Stack>
  );
}
