import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type DragEvent } from 'react';

import { FilePicker } from '@/components/file-picker';

interface FileDropZoneProps {
  /** What to drop, said in the zone ("Drag and drop your schedule (PDF) here"). */
  prompt: string;
  /** The picker button's text ("Choose PDF"). */
  pickLabel: string;
  /** Names the hidden file input for assistive technology and tests. */
  inputLabel: string;
  accept: string;
  disabled?: boolean;
  /** A refusal of the last file (type, size), shown under the zone and announced. */
  error?: string | null;
  /** One file, dropped or picked; checking it is the caller's. */
  onFile: (file: File) => void;
}

/**
 * A drop target for one file with a real button to pick it instead, so it
 * works from the keyboard and with assistive technology (the drop is only a
 * shortcut for the mouse). The zone highlights while a file is dragged over.
 */
export function FileDropZone({
  prompt,
  pickLabel,
  inputLabel,
  accept,
  disabled,
  error,
  onFile,
}: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  const errorId = useId();
  const promptId = useId();

  const onDragOver = (event: DragEvent) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (!disabled && file) onFile(file);
  };

  return (
    <Stack spacing={1}>
      <Box
        data-testid="file-drop-zone"
        role="group"
        aria-labelledby={promptId}
        aria-describedby={error ? errorId : undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: error ? 'error.main' : over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          p: { xs: 2, md: 4 },
          textAlign: 'center',
          transition: 'background-color 120ms, border-color 120ms',
        }}
      >
        <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography id={promptId} color="text.secondary">
            {prompt}
          </Typography>
          <Typography variant="body2" color="text.secondary" aria-hidden>
            or
          </Typography>
          <FilePicker
            label={pickLabel}
            inputLabel={inputLabel}
            accept={accept}
            disabled={disabled}
            onFiles={([file]) => file && onFile(file)}
          />
        </Stack>
      </Box>
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
