import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { LoadErrorAlert } from '@/components/load-error-alert';
import { ApplicationTableRow } from '@/features/applications/manage/application-table-row';
import type {
  StaffApplicationList,
  StaffApplicationRow,
} from '@/features/applications/manage/use-staff-applications';

const COLUMNS = ['Applicant', 'Scholarship', 'Status', 'Submitted', 'Actions'];
const SKELETON_ROWS = 5;

interface ApplicationTableProps {
  list: StaffApplicationList;
  filtered: boolean;
  onClearFilters(): void;
  onOpen(application: StaffApplicationRow): void;
}

function MessageRow({ children }: { children: ReactNode }) {
  return (
    <TableRow>
      <TableCell colSpan={COLUMNS.length} sx={{ py: 6, textAlign: 'center' }}>
        {children}
      </TableCell>
    </TableRow>
  );
}

function Body({ list, filtered, onClearFilters, onOpen }: ApplicationTableProps) {
  if (!list.rows && list.loading) {
    return Array.from({ length: SKELETON_ROWS }, (_, row) => (
      <TableRow key={row} aria-hidden>
        {COLUMNS.map((column) => (
          <TableCell key={column}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ));
  }
  if (!list.rows) {
    return (
      <MessageRow>
        <LoadErrorAlert message="Could not load the applications." onRetry={list.retry} />
      </MessageRow>
    );
  }
  if (list.rows.length === 0) {
    return (
      <MessageRow>
        <Typography color="text.secondary">
          {filtered ? 'No applications match your search and filters.' : 'No applications found.'}
        </Typography>
        {filtered && (
          <Button onClick={onClearFilters} sx={{ mt: 1 }}>
            Clear filters
          </Button>
        )}
      </MessageRow>
    );
  }
  return list.rows.map((application) => (
    <ApplicationTableRow key={application.id} application={application} onOpen={onOpen} />
  ));
}

/** A§2.2 table: Applicant, Scholarship, Status, Submitted, Actions; loading, empty and error states. */
export function ApplicationTable(props: ApplicationTableProps) {
  const { loading, stale } = props.list;
  return (
    <TableContainer component={Paper} variant="outlined">
      {stale && <LinearProgress aria-label="Loading applications" />}
      <Table aria-label="Applications" aria-busy={loading}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'Actions' ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <Body {...props} />
        </TableBody>
      </Table>
    </TableContainer>
  );
}
