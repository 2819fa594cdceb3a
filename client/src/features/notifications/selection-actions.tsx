import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SelectionActionsProps {
  busy: boolean;
  selectedCount: number;
  /** Selected notifications that are still unread. */
  unreadSelectedCount: number;
  allSelected: boolean;
  onSelectAll(): void;
  onClear(): void;
  onMarkRead(): void;
  onDelete(): void;
  onCancel(): void;
}

/** F§2 select mode: "n selected", Select All, Clear, Mark as Read (n), Delete (n), Cancel. */
export function SelectionActions(props: SelectionActionsProps) {
  const none = props.selectedCount === 0;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography role="status" sx={{ mr: 1 }}>
        {props.selectedCount} selected
      </Typography>
      <Button disabled={props.allSelected} onClick={props.onSelectAll}>
        Select All
      </Button>
      <Button disabled={none} onClick={props.onClear}>
        Clear
      </Button>
      {props.unreadSelectedCount > 0 && (
        <Button variant="contained" disabled={props.busy} onClick={props.onMarkRead}>
          Mark as Read ({props.unreadSelectedCount})
        </Button>
      )}
      <Button
        variant="contained"
        color="error"
        disabled={none || props.busy}
        onClick={props.onDelete}
      >
        Delete ({props.selectedCount})
      </Button>
      <Button variant="outlined" onClick={props.onCancel}>
        Cancel
      </Button>
    </Stack>
  );
}
