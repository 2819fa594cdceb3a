import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

import type { NotificationType } from '@/gql/graphql';

const ICONS = {
  success: { Icon: CheckCircleOutlinedIcon, label: 'Success', color: 'success' },
  warning: { Icon: WarningAmberIcon, label: 'Warning', color: 'warning' },
  error: { Icon: ErrorOutlinedIcon, label: 'Error', color: 'error' },
  info: { Icon: InfoOutlinedIcon, label: 'Info', color: 'info' },
} as const;

/** F§2: success, warning and error have their own icon; anything else is info. */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const { Icon, label, color } = ICONS[type] ?? ICONS.info;
  return <Icon color={color} titleAccess={label} />;
}
