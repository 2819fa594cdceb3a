import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/**
 * The month as the Civil Service Form No. 48 PDF (the way to print it) and as CSV, from the
 * REST facade with the session cookie. `base` is the month's path without the extension.
 */
export function DtrDownloads({ base }: { base: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<PrintIcon />} href={`${base}.pdf`} download>
        Download PDF
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} href={`${base}.csv`} download>
        Download CSV
      </Button>
    </Stack>
  );
}
