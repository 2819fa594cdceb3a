import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { FilePreview } from '@/components/file-preview';
import { SlipMeta } from '@/features/grades/slip-meta';
import type { GradeReportFieldsFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

const grade = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : value;

/** A saved report, read-only: its rows, meta and the slip's image. */
export function GradeReportDialog({
  report,
  onClose,
}: {
  report: GradeReportFieldsFragment | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={report !== null} onClose={onClose} maxWidth="md" fullWidth>
      {report && (
        <>
          <DialogTitle>Grades for {report.termLabel}</DialogTitle>
          {/* Focusable: a long report scrolls, and the keyboard must reach it. */}
          <DialogContent tabIndex={0}>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              Saved {formatDateTime(report.updatedAt as string)} · General Average{' '}
              {report.generalAverage ?? '—'}
            </Typography>
            <SlipMeta meta={report.meta} />
            <TableContainer sx={{ my: 2 }}>
              <Table size="small" aria-label={`Grades for ${report.termLabel}`}>
                <TableHead>
                  <TableRow>
                    {['Subject', 'Faculty', '1', '2', 'Final', 'Units', 'Status'].map((label) => (
                      <TableCell key={label}>{label}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.rows.map((row, index) => (
                    <TableRow key={index}>
                      <TableCell>{row.subject}</TableCell>
                      <TableCell>{row.faculty}</TableCell>
                      <TableCell>{grade(row.one)}</TableCell>
                      <TableCell>{grade(row.two)}</TableCell>
                      <TableCell>{grade(row.final)}</TableCell>
                      <TableCell>{row.units.toFixed(2)}</TableCell>
                      <TableCell>{row.status}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {report.image && (
              // A saved slip is always an image (the grade_slip upload takes PNG or JPG only).
              <FilePreview
                file={{ ...report.image, mimeType: 'image/png' }}
                title={`Grade slip for ${report.termLabel}`}
              />
            )}
          </DialogContent>
          <DialogActions>
            {report.image && (
              <Button href={report.image.url} target="_blank" rel="noopener">
                Open image
              </Button>
            )}
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
