import QRCode from 'qrcode';

/** A QR code's modules: `dark(row, col)` for 0 ≤ row, col < size. */
export interface QrMatrix {
  size: number;
  dark(row: number, col: number): boolean;
}

/**
 * The kiosk's QR of `text`. Level M restores up to 15 % of damaged modules,
 * which is what a glare spot on the screen or a smudged lens costs, and keeps
 * the modules large enough for a phone held at arm's length.
 */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
}

/** The dark modules as one SVG path (a unit square per module), in module units. */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (matrix.dark(row, col)) parts.push(`M${String(col)} ${String(row)}h1v1h-1z`);
    }
  }
  return parts.join('');
}
