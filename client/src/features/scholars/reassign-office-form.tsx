import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { z } from '@/lib/zod';

import { DecisionFields, type DecisionOption } from '@/components/decision-fields';
import type { ScholarDetail } from '@/features/scholars/use-scholar';
import { ReassignScholarDocument } from '@/gql/graphql';
import { decisionFields } from '@/lib/decision-schema';
import { useDecisionForm } from '@/lib/use-decision-form';

// ReassignScholarInput's limit on the server.
const MAX_COMMENT = 2000;

interface ReassignOfficeFormProps {
  scholar: ScholarDetail;
  /** The offices the scholar may move to (all but the current one); at least one. */
  options: [DecisionOption, ...DecisionOption[]];
  onReassigned(officeName: string): void;
  /** CONFLICT: someone changed the scholar first; fetch it again. */
  reload(): unknown;
}

/** HR moves a scholar to another office; the history keeps both, both offices are told. */
export function ReassignOfficeForm({
  scholar,
  options,
  onReassigned,
  reload,
}: ReassignOfficeFormProps) {
  const [reassign] = useMutation(ReassignScholarDocument);
  const schema = useMemo(() => {
    const ids = options.map((option) => option.value) as [string, ...string[]];
    return z.object(
      decisionFields(ids, {
        choiceRequired: 'Please choose the new office',
        remarksMax: MAX_COMMENT,
        remarksTooLong: `Comment must be at most ${String(MAX_COMMENT)} characters`,
      }),
    );
  }, [options]);
  const defaultValues = useMemo(() => ({ choice: '', remarks: '' }), []);

  const { decision } = useDecisionForm({
    resolver: zodResolver(schema),
    defaultValues,
    version: scholar.version,
    reload,
    serverFields: { officeId: 'choice', comment: 'remarks' },
    failedText: 'Failed to reassign the scholar. Please try again.',
    submit: async ({ choice, remarks }) => {
      const answer = await reassign({
        variables: {
          input: {
            id: scholar.id,
            officeId: choice,
            expectedVersion: scholar.version,
            comment: remarks.trim() || undefined,
          },
        },
      });
      onReassigned(answer.data?.reassignScholar.officeName ?? '');
    },
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Reassign office"
      onSubmit={(event) => void decision.onSubmit(event)}
    >
      <Stack spacing={2}>
        <DecisionFields
          decision={decision}
          options={options}
          choiceLabel="New office"
          remarksLabel="Reassignment comment"
        />
        <Box>
          <Button type="submit" variant="outlined" disabled={decision.busy}>
            {decision.busy ? 'Reassigning...' : 'Reassign'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
