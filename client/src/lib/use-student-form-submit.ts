import { useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { readServerError } from '@/lib/apollo/graphql-error';
import { FIX_FIELDS, NAME_AND_ID } from '@/lib/student-form-messages';

/** Text fields as the server takes them: trimmed, blank left out. */
export function blankLeftOut(fields: Record<string, string>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value.trim() || undefined]),
  );
}

/**
 * Sending a student form (leave, re-application): the server's answer mapped
 * onto the fields, nothing typed lost on a refusal, the spec's alert when
 * Name or ID # is missing, and Reset back to the prefill.
 */
export function useStudentFormSubmit<V extends FieldValues>(
  form: UseFormReturn<V>,
  defaultValues: V,
  /** Sends the form; what it returns runs once the form is back to its prefill. */
  send: (values: V) => Promise<(() => void) | undefined>,
  /** Said when the server gives no reason of its own. */
  failed: string,
) {
  const [summary, setSummary] = useState<string | null>(null);

  const onValid = async (values: V) => {
    setSummary(null);
    try {
      const done = await send(values);
      form.reset(defaultValues);
      done?.();
    } catch (error) {
      const server = readServerError(error);
      const known = form.getValues();
      for (const [name, message] of Object.entries(server?.fields ?? {}))
        if (name in known) form.setError(name as Path<V>, { type: 'server', message });
      const message = server?.message ?? failed;
      setSummary(Object.values(server?.fields ?? {}).includes(message) ? null : message);
    }
  };

  const onInvalid = (errors: FieldErrors<V>) => {
    // A§5: the spec's alert when Name or ID # is missing; otherwise the fields say it.
    setSummary(errors.name || errors.idNumber ? NAME_AND_ID : FIX_FIELDS);
  };

  return {
    summary,
    onSubmit: form.handleSubmit(onValid, onInvalid),
    reset: () => {
      setSummary(null);
      form.reset(defaultValues);
    },
  };
}
