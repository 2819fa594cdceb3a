import Box from '@mui/material/Box';

/** Clip to nothing while staying in the accessibility tree (what charts show, read aloud). */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

interface SrTableProps {
  caption: string;
  header: string[];
  rows: Array<Array<string | number>>;
}

/** A chart's figures as a table for screen readers; the chart itself is hidden from them. */
export function SrTable({ caption, header, rows }: SrTableProps) {
  return (
    <Box component="table" sx={VISUALLY_HIDDEN}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {header.map((name) => (
            <th key={name} scope="col">
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((value, index) => (
              <td key={index}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
