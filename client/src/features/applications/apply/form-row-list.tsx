import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface FormRowListProps {
  /** useFieldArray's fields: one a row. */
  rows: { id: string }[];
  /** What a row is called, e.g. "Relative": rows are named "Relative 1", "Relative 2"… */
  rowName: string;
  max: number;
  onAdd: () => void;
  onRemove: (index: number) => void;
  renderRow: (index: number) => ReactNode;
}

/** Numbered groups of fields with Add and Remove; the last row stays. */
export function FormRowList({ rows, rowName, max, onAdd, onRemove, renderRow }: FormRowListProps) {
  return (
    <Stack spacing={2}>
      {rows.map((row, index) => {
        const name = `${rowName} ${String(index + 1)}`;
        return (
          <Box key={row.id} role="group" aria-label={name}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
                {name}
              </Typography>
              {rows.length > 1 && (
                <IconButton
                  aria-label={`Remove ${name.toLowerCase()}`}
                  onClick={() => {
                    onRemove(index);
                  }}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              )}
            </Stack>
            {renderRow(index)}
          </Box>
        );
      })}
      <Box>
        <Button startIcon={<AddIcon />} disabled={rows.length >= max} onClick={onAdd}>
          Add {rowName}
        </Button>
      </Box>
    </Stack>
  );
}
