import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { fileSize } from '@/features/schedules/schedule-file';

interface SchedulePreviewProps {
  file: File;
  /** The file's blob: URL, owned by the form (useScheduleUpload). */
  url: string | null;
  disabled?: boolean;
  onRemove: () => void;
}

/** A§2.3: the chosen PDF before it is saved — preview, Remove, Open in new tab, Download. */
export function SchedulePreview({ file, url, disabled, onRemove }: SchedulePreviewProps) {
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography sx={{ wordBreak: 'break-all' }}>
          <strong>{file.name}</strong> ({fileSize(file.size)})
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            startIcon={<DeleteOutlinedIcon />}
            color="error"
            disabled={disabled}
            onClick={onRemove}
          >
            Remove
          </Button>
          <Button
            startIcon={<OpenInNewIcon />}
            component="a"
            href={url ?? undefined}
            target="_blank"
            rel="noopener"
            disabled={!url}
          >
            Open in new tab
          </Button>
          <Button
            startIcon={<DownloadIcon />}
            component="a"
            href={url ?? undefined}
            download={file.name}
            disabled={!url}
          >
            Download
          </Button>
        </Stack>
      </Stack>
      {url && (
        <Box
          component="iframe"
          src={url}
          title={`Preview of ${file.name}`}
          sx={{
            width: '100%',
            height: { xs: 360, md: 520 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        />
      )}
    </Stack>
  );
}
