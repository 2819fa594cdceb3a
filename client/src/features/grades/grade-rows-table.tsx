import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Controller } from 'react-hook-form';

import { OutlinedTextField } from '@/components/outlined-text-field';
import type { GradeRowValues } from '@/features/grades/grades-schema';
import type { GradesForm } from '@/features/grades/use-grades-form';
import { visuallyHidden } from '@/lib/visually-hidden';

const COLUMNS: Array<{
  name: keyof GradeRowValues;
  label: string;
  width?: number;
  minWidth?: number;
}> = [
  { name: 'subject', label: 'Subject', minWidth: 240 },
  { name: 'faculty', label: 'Faculty', minWidth: 160 },
  { name: 'one', label: '1', width: 80 },
  { name: 'two', label: '2', width: 80 },
  { name: 'final', label: 'Final', width: 80 },
  { name: 'units', label: 'Units', width: 80 },
  { name: 'status', label: 'Status', width: 110 },
];

const BLANK_ROW: GradeRowValues = {
  subject: '',
  faculty: '',
  one: '',
  two: '',
  final: '',
  units: '3.00',
  status: '',
};

const UNSURE = 'Check this cell';
const UNSURE_OUTLINE = {
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderWidth: 2 },
  '& .MuiFormHelperText-root': { color: 'text.primary', mx: 0 },
};

/** The number of cells the scan was unsure of and nobody has changed yet. */
function uncertainCount({ form, fields, uncertain }: GradesForm): number {
  const changed = form.formState.dirtyFields.rows;
  return fields.fields.reduce((count, field, index) => {
    const cells = [...(uncertain.get(field.id) ?? [])] as Array<keyof GradeRowValues>;
    return count + cells.filter((cell) => !changed?.[index]?.[cell]).length;
  }, 0);
}

/**
 * The parsed rows, every cell an input (beyond the spec: corrected before
 * saving); the cells the scan was unsure of are outlined until changed.
 */
export function GradeRowsTable({ grades }: { grades: GradesForm }) {
  const { form, fields, uncertain } = grades;
  const toCheck = uncertainCount(grades);
  const rowsError =
    form.formState.errors.rows?.root?.message ?? form.formState.errors.rows?.message;
  return (
    <>
      {toCheck > 0 && (
        <Alert severity="warning">
          The scan was unsure of {toCheck === 1 ? 'one cell' : `${String(toCheck)} cells`}, outlined
          below: check {toCheck === 1 ? 'it' : 'them'} against the slip before saving.
        </Alert>
      )}
      <TableContainer>
        <Table size="small" aria-label="Parsed grades">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.name}
                  sx={{ width: column.width, minWidth: column.minWidth }}
                >
                  {column.label}
                </TableCell>
              ))}
              <TableCell sx={{ width: 48 }}>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.fields.map((field, index) => (
              <TableRow key={field.id}>
                {COLUMNS.map((column) => (
                  <TableCell key={column.name} sx={{ px: 0.5 }}>
                    <Controller
                      control={form.control}
                      name={`rows.${index}.${column.name}`}
                      render={({ field: input, fieldState }) => {
                        const unsure =
                          !fieldState.isDirty && Boolean(uncertain.get(field.id)?.has(column.name));
                        return (
                          <OutlinedTextField
                            {...input}
                            size="small"
                            fullWidth
                            error={Boolean(fieldState.error)}
                            helperText={fieldState.error?.message ?? (unsure ? UNSURE : undefined)}
                            sx={unsure ? UNSURE_OUTLINE : undefined}
                            slotProps={{
                              htmlInput: {
                                'aria-label': `${column.label} of row ${String(index + 1)}`,
                                inputMode:
                                  column.name === 'subject' ||
                                  column.name === 'faculty' ||
                                  column.name === 'status'
                                    ? undefined
                                    : 'decimal',
                              },
                            }}
                          />
                        );
                      }}
                    />
                  </TableCell>
                ))}
                <TableCell sx={{ px: 0.5 }}>
                  <IconButton
                    aria-label={`Delete row ${String(index + 1)}`}
                    onClick={() => {
                      fields.remove(index);
                    }}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {rowsError && (
        <FormHelperText error role="alert">
          {rowsError}
        </FormHelperText>
      )}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        onClick={() => {
          fields.append(BLANK_ROW);
        }}
      >
        Add row
      </Button>
    </>
  );
}
