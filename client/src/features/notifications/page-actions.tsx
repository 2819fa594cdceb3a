import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface PageActionsProps {
  busy: boolean;
  hasItems: boolean;
  hasUnread: boolean;
  refreshing: boolean;
  onSelect(): void;
  onMarkAllRead(): void;
  onRefresh(): void;
}

/** F§2: Select, Mark All as Read (only when unread ones exist), Refresh. */
export function PageActions(props: PageActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" disabled={!props.hasItems} onClick={props.onSelect}>
        Select
      </Button>
      {props.hasUnread && (
        <Button variant="contained" disabled={props.busy} onClick={props.onMarkAllRead}>
          Mark All as Read
        </Button>
      )}
      <Button variant="outlined" loading={props.refreshing} onClick={props.onRefresh}>
        Refresh
      </Button>
    </Stack>
  );
}
