import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';

import { DecisionFields } from '@/components/decision-fields';
import {
  RequestDetails,
  type ScholarRequestDetail,
} from '@/features/scholar-requests/request-details';
import { ANSWER_LABELS } from '@/features/scholar-requests/scholar-request-labels';
import { useAnswerForm } from '@/features/scholar-requests/use-answer-form';
import { ScholarRequestDocument, type ScholarRequestStatus } from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useKeptWhileClosing } from '@/lib/use-kept-while-closing';

interface Actions {
  onClose(): void;
  onAnswered(request: ScholarRequestDetail, status: ScholarRequestStatus): void;
}

function LoadedRequest({
  request,
  reload,
  ...actions
}: Actions & { request: ScholarRequestDetail; reload(): unknown }) {
  const formId = useId();
  const { decision } = useAnswerForm(request, {
    reload,
    onAnswered: (status) => {
      actions.onAnswered(request, status);
    },
  });
  const options = request.allowedNextStatuses.map((status) => ({
    value: status,
    label: ANSWER_LABELS[status],
  }));
  return (
    <>
      <DialogContent dividers>
        <RequestDetails request={request} />
        {options.length > 0 && (
          <Box
            component="form"
            id={formId}
            noValidate
            aria-label="Answer"
            onSubmit={(event) => void decision.onSubmit(event)}
          >
            <DecisionFields
              decision={decision}
              options={options}
              choiceLabel="Answer"
              choiceAs="buttons"
              remarksLabel="Answer to the office"
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={actions.onClose} disabled={decision.busy}>
          {options.length > 0 ? 'Cancel' : 'Close'}
        </Button>
        {options.length > 0 && (
          <Button type="submit" form={formId} variant="contained" disabled={decision.busy}>
            {decision.busy ? 'Saving...' : 'Save Answer'}
          </Button>
        )}
      </DialogActions>
    </>
  );
}

function RequestContent({ id, ...actions }: Actions & { id: string }) {
  // Always fresh: its version guards the answer, and the list row follows through the cache.
  const query = useQuery(ScholarRequestDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const request = query.data?.scholarRequest;
  if (request)
    return <LoadedRequest request={request} reload={() => query.refetch()} {...actions} />;
  return (
    <>
      <DialogContent dividers>
        {query.loading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading the request" />
          </Box>
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                Retry
              </Button>
            }
          >
            {readServerError(query.error)?.message ?? 'Could not load the request.'}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={actions.onClose}>Cancel</Button>
      </DialogActions>
    </>
  );
}

/**
 * HR's answer to one request: the request and its history, the answers allowed now as
 * buttons and the words for the office. A lost race (CONFLICT) reloads it, keeping the words.
 */
export function AnswerRequestDialog({
  requestId,
  ...actions
}: Actions & { requestId: string | null }) {
  const titleId = useId();
  const { shownId, onExited } = useKeptWhileClosing(requestId);
  return (
    <Dialog
      open={requestId !== null}
      onClose={actions.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>Scholar Request</DialogTitle>
      {shownId && <RequestContent key={shownId} id={shownId} {...actions} />}
    </Dialog>
  );
}
