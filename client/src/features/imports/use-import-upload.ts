import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { importFileProblem } from '@/features/imports/import-file';
import {
  ImportsDocument,
  PreviewImportDocument,
  type ImportFieldsFragment,
  type ImportKind,
} from '@/gql/graphql';
import { readServerError } from '@/lib/apollo/graphql-error';

const FAILED = 'The file could not be uploaded. Please try again.';

/**
 * The dry run of a dropped or picked file: checked by name and size here, then uploaded; a file
 * the server refuses as a whole (its type, its size, a formula, a missing column) leaves its
 * message, and the kind stays chosen for another file.
 */
export function useImportUpload(onPreviewed: (item: ImportFieldsFragment) => void) {
  const [refusal, setRefusal] = useState<{ fileName: string; message: string } | null>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [preview] = useMutation(PreviewImportDocument, {
    refetchQueries: [ImportsDocument],
  });

  const upload = async (kind: ImportKind, file: File) => {
    setRefusal(null);
    const problem = importFileProblem(file);
    if (problem) {
      setRefusal({ fileName: file.name, message: problem });
      return;
    }
    setUploading(file.name);
    try {
      const { data } = await preview({ variables: { input: { kind }, file } });
      if (data) onPreviewed(data.previewImport);
    } catch (error) {
      const server = readServerError(error);
      setRefusal({
        fileName: file.name,
        message: server?.fields.file ?? server?.fields.kind ?? server?.message ?? FAILED,
      });
    } finally {
      setUploading(null);
    }
  };

  return {
    refusal,
    /** The name of the file being uploaded and checked, or null. */
    uploading,
    upload,
    clearRefusal: () => {
      setRefusal(null);
    },
  };
}
