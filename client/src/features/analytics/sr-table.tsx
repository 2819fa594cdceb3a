import Box from '@mui/material/Box';

import { visuallyHidden } from '@/lib/visually-hidden';

interface SrTableProps {
  caption: string;
  header: string[];
  rows: Array<Array<string | number>>;
}

/** A chart's figures as a table for screen readers; the chart itself is hidden from them. */
export function SrTable({ caption, header, rows }: SrTableProps) {
  return (
    <Box component="table" sx={visuallyHidden}>
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
