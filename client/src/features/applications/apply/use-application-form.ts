import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, type FieldErrors, type Path } from 'react-hook-form';

import type {
  ApplicationForm,
  ApplicationFormValues,
} from '@/features/applications/apply/application-schema';
import {
  defaultApplicationValues,
  FORM_SUMMARY,
  PHOTO_SUMMARY,
  RELATIVES_SUMMARY,
  toSubmitVariables,
} from '@/features/applications/apply/application-values';
import {
  MyApplicationsDocument,
  SubmitApplicationDocument,
  type MyApplicationFragment,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';
import { useAuth } from '@/lib/auth/use-auth';
import { lazyResolver } from '@/lib/lazy-resolver';

const SUBMIT_FAILED = 'An error occurred while submitting your application. Please try again.';

/** What the alert over the Submit button says after a refused submission. */
export interface SubmitSummary {
  text: string;
  /** Server messages about something the form has no field for. */
  details: string[];
  /** Shown while field errors remain; a server refusal (CONFLICT…) stays until the next try. */
  aboutFields: boolean;
}

// The form's fields in the order they are shown, to find the first invalid one.
const FIELD_ORDER = Object.keys(defaultApplicationValues({ firstName: '', lastName: '' }));
const topOf = (path: string) => path.split('.')[0] ?? path;
const orderOf = (path: string) => FIELD_ORDER.indexOf(topOf(path));

/** Every path with an error, in form order (`relatives.0.name`, `seminars.2`, `profilePhoto`…). */
function errorPaths(errors: FieldErrors<ApplicationFormValues>): string[] {
  const paths: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    if (typeof (node as { message?: unknown }).message === 'string') {
      paths.push(path);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'ref') walk(child, path ? `${path}.${key}` : key);
    }
  };
  walk(errors, '');
  return paths.sort((a, b) => orderOf(a) - orderOf(b));
}

/** A§8: the schema's summary first, then the picture, the relatives and the seminars. */
function summaryText(paths: string[], messageAt: (path: string) => string | undefined): string {
  const tops = new Set(paths.map(topOf));
  const special = ['profilePhoto', 'relatives', 'seminars'];
  if ([...tops].some((top) => !special.includes(top))) return FORM_SUMMARY;
  if (tops.has('profilePhoto')) return PHOTO_SUMMARY;
  if (tops.has('relatives')) return RELATIVES_SUMMARY;
  const seminar = paths.find((path) => topOf(path) === 'seminars');
  return (seminar && messageAt(seminar)) ?? FORM_SUMMARY;
}

/** The field that takes the focus for an error at `path`: a seminar row's first field, the certificates' button. */
function focusTarget(path: string): Path<ApplicationFormValues> {
  if (/^seminars\.\d+$/.test(path)) return `${path}.title` as Path<ApplicationFormValues>;
  if (topOf(path) === 'certificates') return 'certificates';
  return path as Path<ApplicationFormValues>;
}

/** Puts the server's per-field messages on the form; returns what the summary says. */
function showServerError(form: ApplicationForm, error: unknown): SubmitSummary {
  const server = readServerError(error);
  if (!server) return { text: SUBMIT_FAILED, details: [], aboutFields: false };
  if (server.code === 'BAD_USER_INPUT' && Object.keys(server.fields).length > 0) {
    const details: string[] = [];
    const paths: string[] = [];
    for (const [path, message] of Object.entries(server.fields)) {
      // `relatives` and `seminars` alone carry the list's summary, already said by the rows.
      if (path === 'relatives' || path === 'seminars') continue;
      if (FIELD_ORDER.includes(topOf(path))) {
        form.setError(path as Path<ApplicationFormValues>, { type: 'server', message });
        paths.push(path);
      } else details.push(message);
    }
    const first = paths.sort((a, b) => orderOf(a) - orderOf(b))[0];
    if (first) form.setFocus(focusTarget(first));
    // The server's summary: the one message, or FORM_SUMMARY for several (A§8).
    return { text: server.message, details, aboutFields: paths.length > 0 };
  }
  if (['BAD_USER_INPUT', 'CONFLICT', 'FORBIDDEN'].includes(server.code)) {
    return { text: server.message, details: [], aboutFields: false };
  }
  return { text: SUBMIT_FAILED, details: [], aboutFields: false };
}

/**
 * A§2.1/A§5 application form: the zod rules of A§5, the files beside the fields, and the
 * server's answer mapped back onto the fields. Nothing typed is lost on an error.
 */
export function useApplicationForm(onSubmitted: (application: MyApplicationFragment) => void) {
  const { user } = useAuth();
  const [submit] = useMutation(SubmitApplicationDocument, {
    refetchQueries: [MyApplicationsDocument],
  });
  const [summary, setSummary] = useState<SubmitSummary | null>(null);
  const form = useForm<ApplicationFormValues, unknown, ApplicationFormValues>({
    resolver: lazyResolver(() =>
      import('@/features/applications/apply/application-schema').then((m) => m.applicationResolver),
    ),
    defaultValues: defaultApplicationValues({
      firstName: user?.firstname ?? '',
      lastName: user?.lastname ?? '',
    }),
    // Focus follows the form's order, also for seminar rows (see onInvalid).
    shouldFocusError: false,
  });

  const onValid = async (values: ApplicationFormValues) => {
    setSummary(null);
    try {
      const { data } = await submit({ variables: toSubmitVariables(values) });
      if (data) onSubmitted(data.submitApplication);
    } catch (error) {
      setSummary(showServerError(form, error));
    }
  };

  const onInvalid = (errors: FieldErrors<ApplicationFormValues>) => {
    const paths = errorPaths(errors);
    const messageAt = (path: string) =>
      (
        path
          .split('.')
          .reduce<unknown>(
            (node, key) => (node as Record<string, unknown> | undefined)?.[key],
            errors,
          ) as { message?: string } | undefined
      )?.message;
    setSummary({ text: summaryText(paths, messageAt), details: [], aboutFields: true });
    const first = paths[0];
    if (first) form.setFocus(focusTarget(first));
  };

  return { form, onSubmit: form.handleSubmit(onValid, onInvalid), summary };
}
