import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';

import { FormTextField } from '@/components/form-text-field';
import type { EvaluationValues } from '@/features/evaluations/evaluation-schema';

interface CriterionFieldProps {
  index: number;
  label: string;
  control: Control<EvaluationValues>;
}

const ratingText = (rating: number | null) => (rating ? `${String(rating)} of 5` : 'Not rated');

/**
 * One criterion: a rating 1–5 (stars as radio buttons, so arrow keys choose), Clear to
 * leave it blank, and an optional comment.
 */
export function CriterionField({ index, label, control }: CriterionFieldProps) {
  const legendId = useId();
  const errorId = useId();
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
    >
      <Typography id={legendId} component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {label}
      </Typography>
      <Controller
        name={`items.${index}.rating`}
        control={control}
        render={({ field, fieldState }) => (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
              <Rating
                name={`rating-${String(index)}`}
                value={field.value}
                onChange={(_, value) => {
                  field.onChange(value);
                }}
                getLabelText={(value) => `${label}: ${String(value)} of 5`}
                aria-describedby={fieldState.error ? errorId : undefined}
              />
              <Typography variant="body2" aria-live="polite">
                {ratingText(field.value)}
              </Typography>
              <Button
                size="small"
                onClick={() => {
                  field.onChange(null);
                }}
                disabled={field.value === null}
                aria-label={`Clear the ${label} rating`}
              >
                Clear
              </Button>
            </Box>
            {fieldState.error && (
              <FormHelperText id={errorId} error sx={{ mt: -1, mb: 1 }}>
                {fieldState.error.message}
              </FormHelperText>
            )}
          </>
        )}
      />
      <FormTextField
        name={`items.${index}.comment`}
        control={control}
        label={`${label} comment (optional)`}
        multiline
        minRows={1}
        size="small"
      />
    </Box>
  );
}
