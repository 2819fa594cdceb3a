import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { fileSize, isImage, isPdf } from '@/lib/files';

type Height = number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number | string>>;

export interface PreviewedFile {
  /** A stored file's `/api/files/:id` or a chosen file's blob: URL (null while it is made). */
  url: string | null;
  name: string;
  mimeType: string;
  size?: number;
}

interface FilePreviewProps {
  file: PreviewedFile;
  /** The accessible name of the image or the PDF's frame. */
  title: string;
  /** A PDF frame's height (480 px when not said), and the most an image may take. */
  height?: Height;
  /** Inside a page the preview has a border; filling a dialog it has none. */
  framed?: boolean;
  /** Under a PDF: a link to open it in a new tab when the frame shows nothing. */
  pdfFallbackLink?: boolean;
  /** Shown under the preview (usually `FileActions`). */
  children?: ReactNode;
}

/**
 * A file as itself: an image, or a PDF in a frame; anything else says it must
 * be downloaded. Shared by every feature that shows a chosen or stored file.
 */
export function FilePreview({
  file,
  title,
  height,
  framed = true,
  pdfFallbackLink,
  children,
}: FilePreviewProps) {
  const border = framed ? { border: 1, borderColor: 'divider', borderRadius: 1 } : { border: 0 };
  let view: ReactNode = null;
  if (file.url && isImage(file.mimeType)) {
    view = (
      <Box
        component="img"
        src={file.url}
        alt={title}
        sx={{
          display: 'block',
          maxWidth: '100%',
          maxHeight: height ?? 'none',
          objectFit: 'contain',
          ...(framed ? border : { mx: 'auto' }),
        }}
      />
    );
  } else if (file.url && isPdf(file.mimeType)) {
    view = (
      <>
        <Box
          component="iframe"
          src={file.url}
          title={title}
          sx={{ display: 'block', width: '100%', height: height ?? 480, ...border }}
        />
        {pdfFallbackLink && (
          <Typography variant="body2">
            Not showing?{' '}
            <Link href={file.url} target="_blank" rel="noopener">
              Open the PDF in a new tab
            </Link>
          </Typography>
        )}
      </>
    );
  } else if (file.url) {
    view = <Typography>This file cannot be previewed here. Download it to open it.</Typography>;
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {view}
      {children}
    </Stack>
  );
}

interface FileActionsProps {
  file: Pick<PreviewedFile, 'url' | 'name' | 'size'>;
  /** The visible text of the link opening the file in a new tab. */
  openLabel?: string;
  /** When the visible texts alone would not say which file ("Open Resume"). */
  accessibleName?: string;
  /** Where Download points: a stored file's `downloadUrl`, or a blob: URL saved under the file's name. */
  download?: { href: string; name?: string };
  /** For a chosen file not yet saved. */
  onRemove?: () => void;
  disabled?: boolean;
  /** Off where the file's name already stands beside the actions. */
  showName?: boolean;
}

/** The file's name and size, with Remove, Open in a new tab and Download. */
export function FileActions({
  file,
  openLabel = 'Open in new tab',
  accessibleName,
  download,
  onRemove,
  disabled,
  showName = true,
}: FileActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {showName && (
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {file.name}
          {file.size !== undefined && ` (${fileSize(file.size)})`}
        </Typography>
      )}
      {onRemove && (
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          disabled={disabled}
          onClick={onRemove}
        >
          Remove
        </Button>
      )}
      <Button
        size="small"
        startIcon={<OpenInNewIcon />}
        component="a"
        href={file.url ?? undefined}
        target="_blank"
        rel="noopener"
        disabled={!file.url}
        aria-label={accessibleName && `Open ${accessibleName}`}
      >
        {openLabel}
      </Button>
      {download && (
        <Button
          size="small"
          startIcon={<DownloadIcon />}
          component="a"
          href={download.href}
          download={download.name}
          aria-label={accessibleName && `Download ${accessibleName}`}
        >
          Download
        </Button>
      )}
    </Stack>
  );
}
