import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import {
  REQUIREMENT_DOCUMENTS,
  FIX_ERRORS,
  REQUIRED_MESSAGE,
  documentProblem,
} from '@/features/requirements/requirement-documents';
import {
  MyRequirementSubmissionDocument,
  SubmitRequirementsDocument,
  type RequirementDocumentKey,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

type Files = Partial<Record<RequirementDocumentKey, File>>;
type Errors = Partial<Record<RequirementDocumentKey, string>>;

/**
 * The six uploads of a first submission: a file per item, the spec's message under each
 * missing one and the summary, all six sent in one request (the server stores all or none).
 */
export function useSubmitRequirements(onSubmitted: () => void) {
  const [files, setFiles] = useState<Files>({});
  const [errors, setErrors] = useState<Errors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [submit, { loading }] = useMutation(SubmitRequirementsDocument, {
    refetchQueries: [MyRequirementSubmissionDocument],
    awaitRefetchQueries: true,
  });

  const choose = (key: RequirementDocumentKey, file: File | null) => {
    const problem = file && documentProblem(file);
    setErrors((current) => ({ ...current, [key]: problem ?? undefined }));
    if (!problem) setFiles((current) => ({ ...current, [key]: file ?? undefined }));
  };

  const send = async () => {
    const missing: Errors = {};
    for (const { key } of REQUIREMENT_DOCUMENTS) if (!files[key]) missing[key] = REQUIRED_MESSAGE;
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      setSummary(FIX_ERRORS);
      return;
    }
    setSummary(null);
    try {
      await submit({
        variables: {
          documents: REQUIREMENT_DOCUMENTS.map(({ key }) => key),
          files: REQUIREMENT_DOCUMENTS.map(({ key }) => files[key]!),
        },
      });
      onSubmitted();
    } catch (failure) {
      const server = readServerError(failure);
      setErrors((server?.fields ?? {}) as Errors);
      setSummary(server?.message ?? 'Failed to submit your requirements. Please try again.');
    }
  };

  return { files, errors, summary, busy: loading, choose, send: () => void send() };
}
