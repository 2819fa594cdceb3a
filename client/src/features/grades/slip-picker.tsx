import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { FilePicker } from '@/components/file-picker';
import { SLIP_ACCEPT } from '@/features/grades/slip-file';
import type { GradeScan } from '@/features/grades/use-grade-scan';

/** A§2.3: drag-drop or pick an image, its preview, Remove, and the preview in a new tab. */
export function SlipPicker({ scan }: { scan: GradeScan }) {
  const [over, setOver] = useState(false);
  const busy = scan.status === 'scanning';
  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => {
          setOver(false);
        }}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          const [file] = Array.from(event.dataTransfer.files);
          if (file && !busy) scan.pick(file);
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 1,
          p: 3,
          textAlign: 'center',
          bgcolor: over ? 'action.hover' : undefined,
        }}
      >
        <Typography sx={{ mb: 1 }}>
          Drag and drop an image of your grade slip here (PNG or JPG, at most 5 MB), or
        </Typography>
        <FilePicker
          label="Choose image"
          inputLabel="Grade slip image"
          accept={SLIP_ACCEPT}
          disabled={busy}
          onFiles={([file]) => {
            if (file) scan.pick(file);
          }}
        />
      </Box>
      {scan.file && scan.preview && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box
            component="img"
            src={scan.preview}
            alt={`Preview of ${scan.file.name}`}
            sx={{ maxWidth: '100%', maxHeight: 360, border: 1, borderColor: 'divider' }}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2">{scan.file.name}</Typography>
            <Button size="small" onClick={scan.remove} disabled={busy}>
              Remove
            </Button>
            <Button size="small" href={scan.preview} target="_blank" rel="noopener">
              Preview in new tab
            </Button>
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
