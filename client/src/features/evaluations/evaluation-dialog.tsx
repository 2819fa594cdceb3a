import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useId } from 'react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { EvaluationItems } from '@/components/evaluation-items';
import { formatScore, termText } from '@/components/evaluation-labels';
import { HistoryTimeline } from '@/components/history-timeline';
import { PROGRAM_LABELS } from '@/components/program-labels';
import { EvaluationDocument, type EvaluationDetailFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';
import { useKeptWhileClosing } from '@/lib/use-kept-while-closing';

function Details({ evaluation }: { evaluation: EvaluationDetailFragment }) {
  const history = evaluation.history.map((revision) => ({
    id: revision.id,
    title: `Version ${String(revision.version)} · Score ${formatScore(revision.score)}`,
    actorName: revision.evaluatorName,
    createdAt: revision.submittedAt,
    comment: revision.remarks,
  }));
  return (
    <>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {evaluation.firstName} {evaluation.lastName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {PROGRAM_LABELS[evaluation.program]} · {evaluation.officeName} · {termText(evaluation)}
        <br />
        Evaluated by {evaluation.evaluatorName ?? 'a former staff member'} ·{' '}
        {formatDateTime(evaluation.submittedAt)}
      </Typography>
      <EvaluationItems
        items={evaluation.items}
        score={evaluation.score}
        remarks={evaluation.remarks}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1 }}>
        Earlier versions
      </Typography>
      <HistoryTimeline
        label="Evaluation history"
        entries={history}
        systemName="A former staff member"
        emptyText="Not changed since it was first saved."
      />
    </>
  );
}

function Content({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(EvaluationDocument, { variables: { id } });
  if (data?.evaluation) return <Details evaluation={data.evaluation} />;
  if (loading)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the evaluation" />
      </Box>
    );
  return (
    <LoadErrorAlert
      message="Could not load the evaluation."
      error={error}
      onRetry={() => void refetch()}
    />
  );
}

/** A§2.5 details: the criteria with comments, remarks, evaluator and the earlier versions. */
export function EvaluationDialog({ id, onClose }: { id: string | null; onClose(): void }) {
  const titleId = useId();
  const { shownId, onExited } = useKeptWhileClosing(id);
  return (
    <Dialog
      open={id !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>Evaluation Details</DialogTitle>
      <DialogContent dividers>{shownId && <Content key={shownId} id={shownId} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
