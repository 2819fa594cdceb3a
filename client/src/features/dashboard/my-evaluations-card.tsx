import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';

import { formatScore, termText } from '@/components/evaluation-labels';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SectionCard } from '@/components/section-card';
import { MyEvaluationsDocument } from '@/gql/graphql';
import { lazyDialog } from '@/lib/lazy-dialog';
import { useRefetchOnNotice } from '@/lib/notifications/notification-events';

const MyEvaluationDialog = lazyDialog(
  () => import('@/features/dashboard/my-evaluation-dialog').then((m) => m.MyEvaluationDialog),
  (props) => Boolean(props.evaluation),
);

/** The address parameter naming the evaluation open (the notification links here). */
const OPEN = 'evaluation';

/**
 * "My Evaluations": the offices' evaluations of the student, newest first, each opened
 * read-only. Shown to a deployed student (empty or not) and to anyone who has some; a new
 * evaluation's notification links to it and the list follows it live.
 */
export function MyEvaluationsCard({ deployed }: { deployed: boolean }) {
  const { data, error, refetch } = useQuery(MyEvaluationsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  useRefetchOnNotice(`/student-dashboard?${OPEN}=`, refetch);
  const [params, setParams] = useSearchParams();
  const evaluations = data?.myEvaluations;
  const open = evaluations?.find((evaluation) => evaluation.id === params.get(OPEN));
  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set(OPEN, id);
    else next.delete(OPEN);
    setParams(next);
  };

  if (!deployed && !evaluations?.length && !error) return null;
  return (
    <SectionCard title="My Evaluations" description="How your office rates your work each term.">
      {error && !evaluations && (
        <LoadErrorAlert message="Could not load your evaluations." onRetry={() => void refetch()} />
      )}
      {evaluations?.length === 0 && (
        <Typography color="text.secondary">No evaluations yet.</Typography>
      )}
      {evaluations && evaluations.length > 0 && (
        <List aria-label="My evaluations" disablePadding>
          {evaluations.map((evaluation) => (
            <ListItem
              key={evaluation.id}
              divider
              disableGutters
              secondaryAction={
                <Button
                  size="small"
                  variant="outlined"
                  aria-label={`View the ${evaluation.officeName} evaluation for ${termText(evaluation)}`}
                  onClick={() => {
                    setOpen(evaluation.id);
                  }}
                >
                  View
                </Button>
              }
            >
              <ListItemText
                primary={`${termText(evaluation)} · ${evaluation.officeName}`}
                secondary={`Score ${formatScore(evaluation.score)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <MyEvaluationDialog
        evaluation={open}
        onClose={() => {
          setOpen(null);
        }}
      />
    </SectionCard>
  );
}
