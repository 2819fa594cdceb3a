import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One part of the Student records section, a region named by its heading. */
export function RecordPart({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A line saying there is nothing (yet) in a part. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/**
 * Open (inline, in a new tab) and Download of a stored file, through /api/files/:id.
 * `name` says which file, for the buttons' accessible names ("Open First Semester … schedule").
 */
export function FileActions({
  url,
  fileName,
  name,
}: {
  url: string;
  fileName: string;
  name: string;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
      <Button
        size="small"
        startIcon={<OpenInNewIcon />}
        component="a"
        href={url}
        target="_blank"
        rel="noopener"
        aria-label={`Open ${name}`}
      >
        Open
      </Button>
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        component="a"
        href={`${url}?download=1`}
        download={fileName}
        aria-label={`Download ${name}`}
      >
        Download
      </Button>
    </Stack>
  );
}
