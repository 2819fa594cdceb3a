import { useState, type KeyboardEvent } from 'react';

import { OutlinedTextField } from '@/components/outlined-text-field';
import {
  CELL_TIME_PLACEHOLDER,
  NOT_A_TIME,
  formatCellTime,
  parseCellTime,
} from '@/features/dtr/cell-time';

interface CellTimeInputProps {
  /** "Day 3 first IN". */
  label: string;
  /** HH:MM, or '' for none. */
  value: string;
  /** The server's message about this time. */
  error?: string;
  disabled: boolean;
  onChange(value: string): void;
}

interface Edit {
  text: string;
  /** The time when the edit began, which Escape puts back. */
  before: string;
}

const plainKey = (event: KeyboardEvent) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * A time cell of the DTR grid, as a spreadsheet's: while it is only focused, the arrow keys
 * belong to the grid and a digit starts an edit (Enter or F2 edits what is there, Delete
 * clears it); while editing, the keys are the text's, Enter keeps the time and Escape puts
 * the old one back. Each time the text reads as a time the day's draft follows, so the
 * row's figures do too.
 */
export function CellTimeInput({ label, value, error, disabled, onChange }: CellTimeInputProps) {
  const [edit, setEdit] = useState<Edit | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const type = (text: string, before: string) => {
    setEdit({ text, before });
    setProblem(null);
    const time = parseCellTime(text);
    if (time !== undefined && time !== value) onChange(time);
  };

  const finish = () => {
    if (!edit) return;
    if (parseCellTime(edit.text) === undefined) setProblem(NOT_A_TIME);
    else setEdit(null);
  };

  const cancel = () => {
    if (edit && edit.before !== value) onChange(edit.before);
    setEdit(null);
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (!edit) {
      if (/^\d$/.test(event.key) && plainKey(event)) {
        event.preventDefault();
        event.stopPropagation();
        type(event.key, value);
      } else if (event.key === 'Enter' || event.key === 'F2') {
        event.preventDefault();
        event.stopPropagation();
        setEdit({ text: input.value, before: value });
        input.select();
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        event.stopPropagation();
        type('', value);
      } else if (plainKey(event)) {
        // Letters are the grid's shortcuts, not text.
        event.preventDefault();
      }
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      finish();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
    // While editing, every key but Tab is the text's.
    if (event.key !== 'Tab') event.stopPropagation();
  };

  const shownError = problem ?? error;
  return (
    <OutlinedTextField
      size="small"
      value={edit ? edit.text : formatCellTime(value)}
      placeholder={CELL_TIME_PLACEHOLDER}
      disabled={disabled}
      error={Boolean(shownError)}
      helperText={shownError}
      onChange={(event) => {
        // Typed while editing, or pasted or filled in at once.
        type(event.target.value, edit ? edit.before : value);
      }}
      onBlur={finish}
      sx={{ width: 112 }}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          autoComplete: 'off',
          spellCheck: false,
          onKeyDown,
          onClick: () => {
            if (!edit) setEdit({ text: formatCellTime(value), before: value });
          },
        },
      }}
    />
  );
}
