import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';

import { FormSelectField } from '@/components/form-select-field';
import { FormTextField } from '@/components/form-text-field';
import {
  UpdatePunchSettingsDocument,
  type PunchMode,
  type PunchSettingsFieldsFragment,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useToast } from '@/lib/toast/use-toast';
import { z } from '@/lib/zod';

// The server's rules and words (punches.types.ts, office-punches.service.ts).
const HH_MM = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const TIME_MESSAGE = 'Enter a time as HH:MM';
const CLOSE_AFTER_OPEN = 'The office must close after it opens';
const HOURS_MESSAGE = 'Between 1 and 24 hours';

const schema = z
  .object({
    mode: z.enum(['punches_only', 'punches_or_typed']),
    opensAt: z.string().check(z.regex(HH_MM, TIME_MESSAGE)),
    closesAt: z.string().check(z.regex(HH_MM, TIME_MESSAGE)),
    maxHours: z.string().check(
      z.refine((value) => {
        const hours = Number(value);
        return value.trim() !== '' && hours >= 1 && hours <= 24;
      }, HOURS_MESSAGE),
    ),
  })
  .check(
    z.refine((form) => form.closesAt > form.opensAt, {
      message: CLOSE_AFTER_OPEN,
      path: ['closesAt'],
    }),
  );

type Values = z.infer<typeof schema>;

const MODE_OPTIONS: { value: PunchMode; label: string }[] = [
  { value: 'punches_or_typed', label: 'Punches or typed times' },
  { value: 'punches_only', label: 'Punches only (at the office screen)' },
];

const valuesOf = (settings: PunchSettingsFieldsFragment): Values => ({
  mode: settings.mode,
  opensAt: settings.opensAt,
  closesAt: settings.closesAt,
  maxHours: String(settings.maxMinutesPerDay / 60),
});

/** The office's punch settings: how its scholars record time, its hours and its daily maximum. */
export function PunchSettingsForm({ settings }: { settings: PunchSettingsFieldsFragment }) {
  const toast = useToast();
  const [save] = useMutation(UpdatePunchSettingsDocument);
  const form = useForm<Values>({ resolver: zodResolver(schema), values: valuesOf(settings) });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save({
        variables: {
          input: {
            officeId: settings.officeId,
            mode: values.mode,
            opensAt: values.opensAt,
            closesAt: values.closesAt,
            maxMinutesPerDay: Math.round(Number(values.maxHours) * 60),
          },
        },
      });
      toast.show('Punch settings saved.', { type: 'success' });
    } catch (error) {
      const refused = readServerError(error);
      const fields = refused?.fields ?? {};
      for (const [name, message] of Object.entries(fields)) {
        const field = name === 'maxMinutesPerDay' ? 'maxHours' : name;
        if (field in schema.shape) form.setError(field as keyof Values, { message });
      }
      if (Object.keys(fields).length === 0) {
        toast.show(refused?.message ?? 'The settings could not be saved. Try again.', {
          type: 'error',
        });
      }
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <FormSelectField
        control={form.control}
        name="mode"
        label="Time is recorded by"
        options={MODE_OPTIONS}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(
          [
            ['opensAt', 'Office opens'],
            ['closesAt', 'Office closes'],
          ] as const
        ).map(([name, label]) => (
          <FormTextField
            key={name}
            control={form.control}
            name={name}
            label={label}
            type="time"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        <FormTextField
          control={form.control}
          name="maxHours"
          label="Maximum hours a day"
          type="number"
        />
      </Stack>
      <Button
        type="submit"
        variant="contained"
        disabled={form.formState.isSubmitting}
        sx={{ alignSelf: 'flex-start' }}
      >
        {form.formState.isSubmitting ? 'Saving...' : 'Save settings'}
      </Button>
    </Stack>
  );
}
