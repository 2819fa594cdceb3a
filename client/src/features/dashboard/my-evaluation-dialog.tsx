import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import { EvaluationItems } from '@/components/evaluation-items';
import { termText } from '@/components/evaluation-labels';
import type { MyEvaluationsQuery } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

export type MyEvaluation = MyEvaluationsQuery['myEvaluations'][number];

interface MyEvaluationDialogProps {
  /** The evaluation shown; undefined when the dialog is closed. */
  evaluation: MyEvaluation | undefined;
  onClose(): void;
}

/** One of the student's evaluations, read-only: the criteria, comments, score and remarks. */
export function MyEvaluationDialog({ evaluation, onClose }: MyEvaluationDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={Boolean(evaluation)}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Evaluation</DialogTitle>
      <DialogContent dividers>
        {evaluation && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {evaluation.officeName} · {termText(evaluation)}
              <br />
              Evaluated by {evaluation.evaluatorName ?? 'your office'} ·{' '}
              {formatDateTime(evaluation.submittedAt)}
            </Typography>
            <EvaluationItems
              items={evaluation.items}
              score={evaluation.score}
              remarks={evaluation.remarks}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
