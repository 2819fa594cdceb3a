import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { DecisionFields, type DecisionOption } from '@/components/decision-fields';
import { ReassignOfficeForm } from '@/features/scholars/reassign-office-form';
import { SCHOLAR_STATUS_LABELS } from '@/features/scholars/scholar-labels';
import { DialogSection, ScholarHistory, ScholarSummary } from '@/features/scholars/scholar-details';
import { ScholarRecordsSection } from '@/features/scholars/scholar-records';
import { useScholar, type ScholarDetail } from '@/features/scholars/use-scholar';
import { useScholarStatusForm } from '@/features/scholars/use-scholar-status-form';
import type { ScholarStatus } from '@/gql/graphql';
import { useKeptWhileClosing } from '@/lib/use-kept-while-closing';

const STATUS_OPTIONS = (Object.keys(SCHOLAR_STATUS_LABELS) as ScholarStatus[]).map((status) => ({
  value: status,
  label: SCHOLAR_STATUS_LABELS[status],
}));

export interface ScholarDialogActions {
  onClose(): void;
  /** The status was saved; `changed` false when it was left as it was. */
  onStatusSaved(scholar: ScholarDetail, status: ScholarStatus, changed: boolean): void;
  onReassigned(scholar: ScholarDetail, officeName: string): void;
}

interface LoadedProps extends ScholarDialogActions {
  scholar: ScholarDetail;
  reload(): unknown;
  /** HR: every scholar's records; office staff only while the deployment lasts. */
  hr: boolean;
  /** HR: every office, for the reassignment; omitted for office staff. */
  offices?: { id: string; name: string }[];
}

function LoadedScholar({ scholar, reload, offices, hr, ...actions }: LoadedProps) {
  const formId = useId();
  const { decision } = useScholarStatusForm(scholar, {
    reload,
    onSaved: (status, changed) => {
      actions.onStatusSaved(scholar, status, changed);
    },
  });
  const moves: DecisionOption[] = (offices ?? [])
    .filter((office) => office.id !== scholar.officeId)
    .map((office) => ({ value: office.id, label: office.name }));
  const [firstMove, ...otherMoves] = moves;

  return (
    <>
      <DialogContent dividers>
        <ScholarSummary scholar={scholar} />
        <DialogSection title="Change status">
          <Box
            component="form"
            id={formId}
            noValidate
            aria-label="Change status"
            onSubmit={(event) => void decision.onSubmit(event)}
          >
            <DecisionFields
              decision={decision}
              options={STATUS_OPTIONS}
              choiceLabel="Status"
              remarksLabel="Comment"
            />
          </Box>
        </DialogSection>
        {firstMove && (
          <DialogSection title="Reassign office">
            <ReassignOfficeForm
              scholar={scholar}
              options={[firstMove, ...otherMoves]}
              reload={reload}
              onReassigned={(officeName) => {
                actions.onReassigned(scholar, officeName);
              }}
            />
          </DialogSection>
        )}
        <ScholarRecordsSection scholarId={scholar.id} current={hr || !scholar.endedOn} />
        <ScholarHistory history={scholar.history} />
      </DialogContent>
      <DialogActions>
        <Button onClick={actions.onClose} disabled={decision.busy}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" disabled={decision.busy}>
          {decision.busy ? 'Saving...' : 'Save'}
        </Button>
      </DialogActions>
    </>
  );
}

interface ContentProps extends ScholarDialogActions {
  id: string;
  offices?: { id: string; name: string }[];
  hr: boolean;
}

function ScholarContent({ id, offices, hr, ...actions }: ContentProps) {
  const { scholar, loading, error, reload } = useScholar(id);
  if (scholar)
    return (
      <LoadedScholar scholar={scholar} reload={reload} offices={offices} hr={hr} {...actions} />
    );
  return (
    <>
      <DialogContent dividers>
        {loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the scholar" />
          </Box>
        ) : (
          // Another office's scholar (a link of theirs), or none, offers no Retry.
          <LoadErrorAlert
            message="Could not load the scholar."
            error={error}
            onRetry={() => void reload()}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={actions.onClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}

interface ScholarDialogProps extends ScholarDialogActions {
  /** The scholar shown; null when the dialog is closed. */
  scholarId: string | null;
  offices?: { id: string; name: string }[];
  /** HR's view (every office); office staff's otherwise. */
  hr: boolean;
}

/**
 * A§2.4 View: the scholar's deployment, a status selector with Cancel / Save and the
 * history; HR also reassigns the office. Below, the student records (read-only). A lost
 * race (CONFLICT) reloads the scholar.
 */
export function ScholarDialog({ scholarId, offices, hr, ...actions }: ScholarDialogProps) {
  const titleId = useId();
  const { shownId, onExited } = useKeptWhileClosing(scholarId);

  return (
    <Dialog
      open={scholarId !== null}
      onClose={actions.onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>Scholar Details</DialogTitle>
      {shownId && (
        <ScholarContent key={shownId} id={shownId} offices={offices} hr={hr} {...actions} />
      )}
    </Dialog>
  );
}
