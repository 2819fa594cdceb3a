import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

import type { DayDraft } from '@/features/dtr/use-day-drafts';
import type { DtrDayFieldsFragment } from '@/gql/graphql';

/** Where a row stands: saved on the server, edited here only, or refused by the server. */
type RowState = 'saved' | 'unsaved' | 'invalid' | 'empty';

function rowStateOf(draft: DayDraft | undefined, recorded: boolean): RowState {
  if (draft && Object.keys(draft.errors).length > 0) return 'invalid';
  if (draft) return 'unsaved';
  return recorded ? 'saved' : 'empty';
}

const STATES: Record<
  Exclude<RowState, 'empty'>,
  { text: string; color: string; icon: ReactNode }
> = {
  saved: {
    text: 'Saved',
    color: 'success.dark',
    icon: <CheckCircleOutlineIcon fontSize="inherit" aria-hidden />,
  },
  unsaved: {
    text: 'Unsaved',
    color: 'text.secondary',
    icon: <EditOutlinedIcon fontSize="inherit" aria-hidden />,
  },
  invalid: {
    text: 'Not saved',
    color: 'error.main',
    icon: <ErrorOutlineIcon fontSize="inherit" aria-hidden />,
  },
};

interface RowSaveProps {
  day: Pick<DtrDayFieldsFragment, 'day' | 'status'>;
  /** The day's unsaved edits, if any; the server's refusal of them is said here. */
  draft: DayDraft | undefined;
  onSave(): void;
  /** More actions beside Save (the office's). */
  children?: ReactNode;
}

/** The Action cell: Save (while the row has edits), the row's state in words, and why it failed. */
export function RowSave({ day, draft, onSave, children }: RowSaveProps) {
  const errorId = useId();
  const state = rowStateOf(draft, day.status !== null);
  const saving = Boolean(draft?.saving);
  // The server's reason when it is not about one input (a locked day, a lost race).
  const dayError = draft?.errors.day;
  const shown = state === 'empty' ? undefined : STATES[state];
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant={state === 'unsaved' || state === 'invalid' ? 'contained' : 'outlined'}
          disabled={saving || state === 'saved' || state === 'empty'}
          onClick={onSave}
          aria-label={saving ? undefined : `Save day ${String(day.day)}`}
          aria-describedby={dayError ? errorId : undefined}
        >
          {saving ? 'Saving...' : 'Save'}
        </Button>
        {children}
      </Stack>
      {shown && !saving && (
        <Typography
          variant="caption"
          sx={{ color: shown.color, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          {shown.icon}
          {shown.text}
        </Typography>
      )}
      {dayError && (
        <Typography id={errorId} variant="caption" color="error" role="alert">
          {dayError}
        </Typography>
      )}
    </Stack>
  );
}
