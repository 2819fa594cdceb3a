import Box from '@mui/material/Box';
import { useMemo } from 'react';

import { qrMatrix, qrPath } from '@/features/punches/qr-matrix';

const QUIET_ZONE = 4;

/**
 * The code as a QR (dark on white, with its quiet zone). Its text
 * alternative is the URL it holds, so the page says what the picture says.
 */
export function KioskQr({ url }: { url: string }) {
  const matrix = useMemo(() => qrMatrix(url), [url]);
  const side = matrix.size + QUIET_ZONE * 2;
  return (
    <Box
      component="svg"
      role="img"
      aria-label={`Punch code: ${url}`}
      data-url={url}
      viewBox={`${String(-QUIET_ZONE)} ${String(-QUIET_ZONE)} ${String(side)} ${String(side)}`}
      shapeRendering="crispEdges"
      sx={{ width: '100%', height: '100%', bgcolor: '#fff', display: 'block' }}
    >
      <title>{url}</title>
      <path d={qrPath(matrix)} fill="#000" />
    </Box>
  );
}
