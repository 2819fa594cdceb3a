import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type Control,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

import { readServerError } from '@/lib/apollo/graphql-error';

/** The fields every decision has; a domain adds its own beside them. */
export interface DecisionInput extends FieldValues {
  /** The option chosen, '' before one is. */
  choice: string;
  remarks: string;
}

const SAVE_FAILED = 'Failed to save the decision. Please try again.';
const CHANGED_MEANWHILE =
  'This was changed by someone else in the meantime: the form now shows it as it is. Choose again, then save.';

export interface DecisionFormOptions<Input extends DecisionInput, Output> {
  /** Usually `zodResolver(schema)`: the domain's rules for its fields. */
  resolver: Resolver<Input, unknown, Output>;
  /** From the decided object as it is now; memoise it on that object. */
  defaultValues: Input;
  /**
   * The decided object's version. When a reload brings another one (after a CONFLICT, or
   * the object changed as it opened), the choice starts again from `defaultValues`: it was
   * made on the old state, and a choice the user had made is undone with a notice saying
   * so. Whatever else the user typed stays.
   */
  version: number;
  /** Sends the decision; throws what the mutation throws. Runs onSaved-like steps itself. */
  submit(values: Output): Promise<void>;
  /** CONFLICT: someone changed the object first; fetch it again (the form stays open). */
  reload(): unknown;
  /** Server input names that differ from the form's (`{ hrComments: 'remarks' }`). */
  serverFields?: Record<string, keyof Input & string>;
  /** An alert over the fields when the form's own checks fail (unless a field says it). */
  invalidSummary?(values: Input): string | null;
  /** Shown when the failure is not one the server explained. */
  failedText?: string;
  /** The user picked another option (a domain clears the fields the old one needed). */
  onChoose?(choice: string): void;
  /**
   * A choice the user already made before the form opened (HR's status select opens the
   * dialog with it): the form starts with it as the user's pick, so a reload to another
   * version undoes it with the notice, as it would a pick made in the form.
   */
  initialChoice?: string;
}

/** What the shared decision fields and dialog need from the form. */
export interface DecisionState {
  /** The form seen through its choice and remarks. */
  control: Control<DecisionInput>;
  busy: boolean;
  /** The server's (or the form's) reason the decision was not saved. */
  error: string | null;
  /** Someone else changed the object: CONFLICT's message (it is being reloaded), or ours. */
  conflict: string | null;
  onSubmit(event?: BaseSyntheticEvent): Promise<void>;
  /** Call when the user picks an option. */
  choose(choice: string): void;
}

function messagesOf(errors: FieldErrors): string[] {
  return Object.values(errors).flatMap((error) =>
    typeof error?.message === 'string' ? [error.message] : [],
  );
}

/**
 * One staff decision (A§4 and every versioned decision after it): choice, remarks and the
 * domain's own fields; server errors on their fields, the rest in one alert; a lost race
 * (CONFLICT) reloads the object without closing the form or dropping what was typed.
 */
export function useDecisionForm<Input extends DecisionInput, Output>(
  options: DecisionFormOptions<Input, Output>,
): { form: UseFormReturn<Input, unknown, Output>; decision: DecisionState } {
  const { defaultValues, version, serverFields = {}, failedText = SAVE_FAILED } = options;
  const form = useForm<Input, unknown, Output>({
    resolver: options.resolver,
    defaultValues: (options.initialChoice === undefined
      ? defaultValues
      : { ...defaultValues, choice: options.initialChoice }) as DefaultValues<Input>,
  });
  // The same form seen through the fields every decision has.
  const shared = form as unknown as UseFormReturn<DecisionInput>;
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const startedFrom = useRef({ version, choice: defaultValues.choice });
  useEffect(() => {
    if (startedFrom.current.version === version) return;
    const chosen = shared.getValues('choice');
    const choiceUndone = chosen !== startedFrom.current.choice && chosen !== defaultValues.choice;
    startedFrom.current = { version, choice: defaultValues.choice };
    shared.reset(defaultValues, { keepDirtyValues: true });
    shared.setValue('choice', defaultValues.choice);
    // A change that arrived live undoes the user's pick: say so, as a refused save does
    // (whose own message, already shown, stays).
    if (choiceUndone) setConflict((shown) => shown ?? CHANGED_MEANWHILE);
  }, [version, defaultValues, shared]);

  const onInvalid = (errors: FieldErrors<Input>) => {
    const summary = options.invalidSummary?.(form.getValues()) ?? null;
    setError(summary && !messagesOf(errors).includes(summary) ? summary : null);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setConflict(null);
    try {
      await options.submit(values);
    } catch (failure) {
      const serverError = readServerError(failure);
      if (serverError?.code === 'CONFLICT') {
        setConflict(serverError.message);
        void options.reload();
        return;
      }
      const fields = serverError?.fields ?? {};
      const known = shared.getValues();
      for (const [name, message] of Object.entries(fields)) {
        const field = serverFields[name] ?? name;
        if (field in known) shared.setError(field, { message });
      }
      const summary = serverError?.message ?? failedText;
      setError(Object.values(fields).includes(summary) ? null : summary);
    }
  }, onInvalid);

  return {
    form,
    decision: {
      control: shared.control,
      busy: form.formState.isSubmitting,
      error,
      conflict,
      onSubmit,
      choose: (choice) => {
        setError(null);
        options.onChoose?.(choice);
      },
    },
  };
}
