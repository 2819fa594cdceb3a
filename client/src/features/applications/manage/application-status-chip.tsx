import Chip from '@mui/material/Chip';

import { STATUS_COLORS, STATUS_LABELS } from '@/features/applications/application-labels';
import type { ApplicationStatus } from '@/gql/graphql';

export function ApplicationStatusChip({ status }: { status: ApplicationStatus }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={STATUS_LABELS[status]} />;
}
