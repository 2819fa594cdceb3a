import OpenInNewIcon from '@mui/icons-material/OpenInNew';
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
import { useId } from 'react';

import type { ScholarRecordGradeReportFragment } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format-date';

const COLUMNS = ['Subject', 'Faculty', '1', '2', 'Final', 'Units', 'Status'];
const grade = (value: number | null | undefined) => value ?? '';

/** A saved grade report, read-only: its rows and a link to the slip's image. */
export function GradeReportView({
  report,
  onClose,
}: {
  report: ScholarRecordGradeReportFragment | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={report !== null}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby={titleId}
    >
      {report && (
        <>
          <DialogTitle id={titleId}>Grades for {report.termLabel}</DialogTitle>
          {/* Focusable: a long report scrolls, and the keyboard must reach it. */}
          <DialogContent dividers tabIndex={0}>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              Saved {formatDateTime(report.updatedAt)} · General Average{' '}
              {report.generalAverage ?? '—'}
            </Typography>
            <TableContainer>
              <Table size="small" aria-label={`Grades for ${report.termLabel}`}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((label) => (
                      <TableCell key={label}>{label}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {report.rows.map((row, index) => (
                    // Rows have no id: a report is saved whole, in this order.
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
          </DialogContent>
          <DialogActions>
            {report.image && (
              <Button
                component="a"
                href={report.image.url}
                target="_blank"
                rel="noopener"
                startIcon={<OpenInNewIcon />}
              >
                Open grade slip
              </Button>
            )}
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
