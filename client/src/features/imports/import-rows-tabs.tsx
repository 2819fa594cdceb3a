import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, useState } from 'react';

import { usePhoneLayout } from '@/components/use-phone-layout';
import {
  ACTIONS,
  formatCount,
  outcomeCounts,
  outcomeLabel,
} from '@/features/imports/import-labels';
import { ImportRowsTable } from '@/features/imports/import-rows-table';
import type { ImportFieldsFragment, ImportRowAction } from '@/gql/graphql';

/** The tab that matters first: the rows to fix, else what the file writes. */
function firstTab(counts: Record<ImportRowAction, number>): ImportRowAction {
  if (counts.error > 0) return 'error';
  return ACTIONS.find((action) => counts[action] > 0) ?? 'create';
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The file's rows by outcome, a tab each with its count. */
export function ImportRowsTabs({ item }: { item: ImportFieldsFragment }) {
  const id = useId();
  const phone = usePhoneLayout();
  const applied = item.status === 'applied';
  const counts = outcomeCounts(item);
  const [chosen, setChosen] = useState<ImportRowAction | null>(null);
  const action = chosen ?? firstTab(counts);
  return (
    <>
      <Tabs
        value={action}
        onChange={(_event, next: ImportRowAction) => {
          setChosen(next);
        }}
        aria-label="Rows by outcome"
        // Four tabs side by side fit a phone when their words may wrap.
        variant={phone ? 'fullWidth' : 'standard'}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {ACTIONS.map((each) => (
          <Tab
            key={each}
            value={each}
            wrapped={phone}
            label={`${capitalised(outcomeLabel(each, applied))} (${formatCount(counts[each])})`}
            id={`${id}-tab-${each}`}
            aria-controls={each === action ? `${id}-panel` : undefined}
            sx={phone ? { minWidth: 0, px: 0.5, textTransform: 'none' } : undefined}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${action}`}>
        <ImportRowsTable key={action} importId={item.id} action={action} applied={applied} />
      </div>
    </>
  );
}
