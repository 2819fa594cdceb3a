import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { OutlinedTextField } from '@/components/outlined-text-field';
import type { GradeScan } from '@/features/grades/use-grade-scan';

interface ScanPanelProps {
  scan: GradeScan;
  onExport: () => void;
}

/** Scan & Parse Grades with progress and Cancel OCR, the extracted text, Improve scan, Export CSV. */
export function ScanPanel({ scan, onExport }: ScanPanelProps) {
  const scanning = scan.status === 'scanning';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={!scan.file || scanning}
          onClick={() => void scan.scan()}
        >
          Scan &amp; Parse Grades
        </Button>
        {scanning && (
          <Button variant="outlined" color="warning" onClick={scan.cancel}>
            Cancel OCR
          </Button>
        )}
        <Button
          variant="outlined"
          disabled={scan.text.trim() === '' || scanning}
          onClick={scan.parse}
        >
          Improve scan
        </Button>
        <Button variant="outlined" onClick={onExport}>
          Export CSV
        </Button>
      </Stack>
      {scanning && (
        <Box>
          <Typography variant="body2" id="ocr-progress-label" role="status">
            Reading the slip… {scan.progress}%
          </Typography>
          <LinearProgress
            variant="determinate"
            value={scan.progress}
            aria-labelledby="ocr-progress-label"
          />
        </Box>
      )}
      {(scan.status === 'text' || scan.status === 'parsed') && (
        <OutlinedTextField
          label="Extracted text"
          multiline
          minRows={6}
          maxRows={16}
          value={scan.text}
          onChange={(event) => {
            scan.setText(event.target.value);
          }}
          helperText="Correct the text if needed, then Improve scan reads the table from it."
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
      )}
    </Stack>
  );
}
