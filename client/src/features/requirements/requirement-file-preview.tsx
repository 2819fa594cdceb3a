import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { fileSize } from '@/features/requirements/requirement-documents';
import type { RequirementItemFieldsFragment } from '@/gql/graphql';

type StoredFile = NonNullable<RequirementItemFieldsFragment['file']>;

/** An item's file: the image itself or the PDF in a frame, with Open (new tab) and Download. */
export function RequirementFilePreview({ label, file }: { label: string; file: StoredFile }) {
  const title = `${label}: ${file.name}`;
  return (
    <Stack spacing={1}>
      {file.mimeType.startsWith('image/') ? (
        <Box
          component="img"
          src={file.url}
          alt={title}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, objectFit: 'contain' }}
        />
      ) : (
        <Box
          component="iframe"
          src={file.url}
          title={title}
          sx={{ display: 'block', width: '100%', height: 320, border: 1, borderColor: 'divider' }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {file.name} ({fileSize(file.size)})
        </Typography>
        <Button
          size="small"
          href={file.url}
          target="_blank"
          rel="noopener"
          aria-label={`Open ${label}`}
        >
          Open
        </Button>
        <Button size="small" href={`${file.url}?download=1`} aria-label={`Download ${label}`}>
          Download
        </Button>
      </Stack>
    </Stack>
  );
}
