import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';

import { FeedbackAlert } from '@/components/feedback-alert';
import { FormTextField } from '@/components/form-text-field';
import { SelectField } from '@/components/select-field';
import type { DecisionState } from '@/lib/use-decision-form';

export interface DecisionOption<C extends string = string> {
  value: C;
  label: string;
}

export interface DecisionFieldsProps<C extends string> {
  decision: DecisionState;
  /** The options allowed now, in order. */
  options: DecisionOption<C>[];
  choiceLabel?: string;
  /** A select (many options) or a row of buttons (Approve / Disapprove / Set Pending). */
  choiceAs?: 'select' | 'buttons';
  remarksLabel?: string;
  /** The choice takes the focus when the fields appear (a select only). */
  autoFocusChoice?: boolean;
  /** The domain's own fields, between the choice and the remarks. */
  children?: ReactNode;
}

/** A lost race: the object is being reloaded; what was typed stays. */
export function DecisionConflictAlert({ decision }: { decision: DecisionState }) {
  if (!decision.conflict) return null;
  return (
    <Alert severity="warning" role="alert">
      {decision.conflict}
    </Alert>
  );
}

function ChoiceField<C extends string>({
  decision,
  options,
  choiceLabel = 'Decision',
  choiceAs = 'select',
  autoFocusChoice = false,
}: DecisionFieldsProps<C>) {
  return (
    <Controller
      name="choice"
      control={decision.control}
      render={({ field: { ref, onChange, ...field }, fieldState }) => {
        const choose = (next: string) => {
          decision.choose(next);
          onChange(next);
        };
        if (choiceAs === 'buttons') {
          return (
            <FormControl component="fieldset" error={fieldState.invalid} disabled={decision.busy}>
              <FormLabel component="legend" sx={{ mb: 1 }}>
                {choiceLabel}
              </FormLabel>
              <ToggleButtonGroup
                ref={ref}
                exclusive
                color="primary"
                value={field.value || null}
                disabled={decision.busy}
                onChange={(_, next: string | null) => {
                  // Clicking the chosen button again keeps it: a choice is never undone to none.
                  if (next !== null) choose(next);
                }}
              >
                {options.map((option) => (
                  <ToggleButton key={option.value} value={option.value}>
                    {option.label}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          );
        }
        return (
          <SelectField
            {...field}
            inputRef={ref}
            autoFocus={autoFocusChoice}
            fullWidth
            label={choiceLabel}
            options={options}
            disabled={decision.busy}
            onChange={choose}
            error={fieldState.invalid}
            helperText={fieldState.error?.message}
          />
        );
      }}
    />
  );
}

/**
 * A decision's fields: the conflict notice, the choice, the domain's fields, the remarks and
 * the reason a save failed. The caller puts them in a form with its submit button.
 */
export function DecisionFields<C extends string>(props: DecisionFieldsProps<C>) {
  const { decision, remarksLabel = 'Remarks', children } = props;
  return (
    <Stack spacing={2}>
      <DecisionConflictAlert decision={decision} />
      <ChoiceField {...props} />
      {children}
      <FormTextField
        name="remarks"
        control={decision.control}
        label={remarksLabel}
        multiline
        minRows={3}
        disabled={decision.busy}
      />
      <FeedbackAlert
        feedback={decision.error ? { severity: 'error', text: decision.error } : null}
      />
    </Stack>
  );
}
