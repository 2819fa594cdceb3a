import Button from '@mui/material/Button';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PersonCell } from '@/components/person-cell';
import { StatusChip } from '@/components/status-chip';
import type { UserAccountList, UserAccountRow } from '@/features/users/use-user-accounts';
import { ROLE_LABELS, STATUS_LABELS, STATUS_TONES } from '@/features/users/user-labels';
import { formatDate } from '@/lib/format-date';

interface UserTableProps {
  list: UserAccountList;
  filtered: boolean;
  onClearFilters(): void;
  onView(user: UserAccountRow): void;
  onPageChange(page: number): void;
}

/** A§2.5 Users table (A§3 User sample: name, e-mail, role, status, created), paged. */
export function UserTable({
  list,
  filtered,
  onClearFilters,
  onView,
  onPageChange,
}: UserTableProps) {
  const columns: DataTableColumn<UserAccountRow>[] = [
    {
      key: 'user',
      header: 'User',
      card: 'title',
      cell: (u) => <PersonCell name={`${u.firstname} ${u.lastname}`} email={u.email} />,
    },
    {
      key: 'role',
      header: 'Role',
      card: 'fact',
      cell: (u) =>
        u.officeName ? `${ROLE_LABELS[u.role]} · ${u.officeName}` : ROLE_LABELS[u.role],
    },
    {
      key: 'status',
      header: 'Status',
      card: 'status',
      cell: (u) => <StatusChip status={u.status} labels={STATUS_LABELS} tones={STATUS_TONES} />,
    },
    { key: 'created', header: 'Created', card: 'fact', cell: (u) => formatDate(u.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      card: 'action',
      cell: (u) => (
        <Button
          size="small"
          variant="outlined"
          aria-label={`View ${u.firstname} ${u.lastname}`}
          onClick={() => {
            onView(u);
          }}
        >
          View
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      label="Users"
      columns={columns}
      rows={list.rows}
      rowKey={(user) => user.id}
      loading={list.loading}
      stale={list.stale}
      errorText="Could not load the users."
      onRetry={list.retry}
      emptyText="No users found."
      onClearFilters={filtered ? onClearFilters : undefined}
      pagination={list.pagination}
      onPageChange={onPageChange}
    />
  );
}
