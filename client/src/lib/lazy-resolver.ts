import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver that loads its schema (and Zod with it) the first time the
 * form is validated, on submit, not with the page: a page drawing a form on
 * first paint downloads react-hook-form alone (issue #14). A failed load is
 * tried again at the next validation.
 */
export function lazyResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): Resolver<Values, unknown, Output> {
  let loading: Promise<Resolver<Values, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
