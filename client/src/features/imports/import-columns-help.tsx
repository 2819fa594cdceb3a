import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import type { ImportKindsQuery } from '@/gql/graphql';

type KindInfo = ImportKindsQuery['importKinds'][number];

/** The chosen kind's columns as the first row must name them, each required or optional. */
export function ImportColumnsHelp({ info }: { info: KindInfo }) {
  const headingId = `import-columns-${info.kind}`;
  return (
    <Box>
      <Typography id={headingId} variant="subtitle2" component="h3">
        Columns of {info.label.toLowerCase()}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        The first row names the columns, in any order; each template has these headers and one
        example row to replace with yours.
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ pl: 2.5, my: 1 }}>
        {info.columns.map((column) => (
          <Typography component="li" variant="body2" key={column.key} sx={{ py: 0.25 }}>
            <strong>{column.header}</strong>{' '}
            <Box
              component="span"
              sx={{ color: column.required ? 'text.primary' : 'text.secondary' }}
            >
              {column.required ? '(required)' : '(optional)'}
            </Box>
            {column.aliases.length > 0 && (
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {' '}
                — also read as {column.aliases.map((alias) => `“${alias}”`).join(', ')}
              </Box>
            )}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
