import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';

import { toCsv } from '@sasm/csv';

import { downloadCsv } from '@/lib/download-csv';

interface CsvButtonProps {
  /** What the file holds, for the button's accessible name ("Download Gender as CSV"). */
  what: string;
  filename: string;
  header: string[];
  rows: () => Array<Array<string | number | null>>;
}

/** "CSV" on a card: downloads the card's figures. Hidden when printing. */
export function CsvButton({ what, filename, header, rows }: CsvButtonProps) {
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      aria-label={`Download ${what} as CSV`}
      className="analytics-no-print"
      onClick={() => {
        downloadCsv(filename, toCsv([header, ...rows()]));
      }}
    >
      CSV
    </Button>
  );
}
