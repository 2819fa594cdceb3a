import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';

import { FileDropZone } from '@/components/file-drop-zone';
import { LoadErrorAlert } from '@/components/load-error-alert';
import { SectionCard } from '@/components/section-card';
import { SelectField } from '@/components/select-field';
import { IMPORT_ACCEPT } from '@/features/imports/import-file';
import { ImportColumnsHelp } from '@/features/imports/import-columns-help';
import { useImportUpload } from '@/features/imports/use-import-upload';
import { ImportKindsDocument, type ImportFieldsFragment, type ImportKind } from '@/gql/graphql';

interface NewImportSectionProps {
  onPreviewed(item: ImportFieldsFragment): void;
}

/** Choose what the file holds, take its template, drop or pick the filled-in file. */
export function NewImportSection({ onPreviewed }: NewImportSectionProps) {
  const kinds = useQuery(ImportKindsDocument);
  const [kind, setKind] = useState<ImportKind | ''>('');
  const { refusal, uploading, upload, clearRefusal } = useImportUpload(onPreviewed);
  const info = kinds.data?.importKinds.find((each) => each.kind === kind);

  return (
    <SectionCard
      title="New import"
      description="Nothing is written on upload: the file is checked first, and you see what it would create, update or leave, and every row in error."
    >
      {!kinds.data && kinds.loading && <LinearProgress aria-label="Loading the kinds of import" />}
      {!kinds.data && !kinds.loading && kinds.error && (
        <LoadErrorAlert
          message="Could not load what can be imported."
          error={kinds.error}
          onRetry={() => void kinds.refetch()}
        />
      )}
      {kinds.data && (
        <Stack spacing={2.5}>
          <SelectField
            label="What the file holds"
            value={kind}
            options={kinds.data.importKinds.map((each) => ({
              value: each.kind,
              label: each.label,
            }))}
            onChange={(next) => {
              setKind(next);
              clearRefusal();
            }}
            helperText={info ? undefined : 'Choose a kind to see its columns and its template.'}
            sx={{ maxWidth: { sm: 320 } }}
          />
          {info && (
            <>
              <ImportColumnsHelp info={info} />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  href={info.templateCsv}
                  download
                >
                  CSV template
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<DownloadIcon />}
                  href={info.templateXlsx}
                  download
                >
                  Excel template
                </Button>
              </Stack>
              {refusal && (
                <Alert severity="error" onClose={clearRefusal}>
                  <strong>{refusal.fileName}</strong> was not imported: {refusal.message}
                </Alert>
              )}
              <FileDropZone
                prompt={`Drag and drop your file of ${info.label.toLowerCase()} (.csv or .xlsx) here`}
                pickLabel="Choose file"
                inputLabel={`File of ${info.label.toLowerCase()}`}
                accept={IMPORT_ACCEPT}
                disabled={uploading !== null}
                onFile={(file) => void upload(info.kind, file)}
              />
              {uploading && (
                <Stack spacing={1} role="status">
                  <Typography variant="body2">Checking {uploading}…</Typography>
                  <LinearProgress aria-label={`Checking ${uploading}`} />
                </Stack>
              )}
            </>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
