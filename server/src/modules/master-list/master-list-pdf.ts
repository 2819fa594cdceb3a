import PDFDocument from 'pdfkit';
import { cellsOf, summaryLines } from './master-list-format.js';
import type { MasterListRow, MasterListSummary } from './master-list.types.js';

const MARGIN = 36;
/** A4 landscape. */
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const WIDTH = PAGE_WIDTH - 2 * MARGIN;
const ROW = 16;
/** Name | E-mail | Office | Type | Stage | Status | Months | Terms | Years | Hours | Score | Gender. */
const WIDTHS = [115, 140, 105, 30, 50, 52, 44, 38, 38, 52, 40, 65.89];
/** The CSV's columns, short enough for their cells (the line above the table says what they count). */
const HEADERS = [
  'Name',
  'E-mail',
  'Office',
  'Type',
  'Stage',
  'Status',
  'Months',
  'Terms',
  'Years',
  'Hours',
  'Score',
  'Gender',
];

export interface MasterListReport {
  rows: MasterListRow[];
  summary: MasterListSummary;
  /** "First Semester 2026-2027". */
  termLabel: string;
  asOf: string;
  /** The filters in words ("Office: Library"), empty when none. */
  filters: string[];
}

/**
 * The master list as a printable PDF (A4 landscape): title, term, filters and
 * summary, then the table, its header repeated on every page. Built the same
 * way as the DTR's form (pdfkit, standard fonts, streamed): pipe it to the response.
 */
export function masterListPdf(report: MasterListReport): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    // Kept until the end, so each page can say "Page n of N".
    bufferPages: true,
    info: { Title: `Scholars Master List - ${report.termLabel}` },
  });
  doc.font('Helvetica-Bold').fontSize(14).text('SCHOLARS MASTER LIST', { align: 'center' });
  doc.font('Helvetica').fontSize(10).text(report.termLabel, { align: 'center' });
  doc.moveDown(0.6).fontSize(9);
  doc.text(
    `Months: months in service as of ${report.asOf}. Terms, Years: terms and academic years of service, credited or imported. Hours: confirmed DTR hours within the term. Score: the latest evaluation up to the term.`,
    { width: WIDTH },
  );
  if (report.filters.length > 0) doc.text(`Filters: ${report.filters.join('; ')}`);
  for (const line of summaryLines(report.summary)) doc.text(line, { width: WIDTH });
  doc.moveDown(0.6);

  let y = header(doc, doc.y);
  doc.font('Helvetica').fontSize(8);
  if (report.rows.length === 0) {
    doc.text('No scholars match these filters.', MARGIN, y + 4);
  }
  for (const row of report.rows) {
    if (y + ROW > PAGE_HEIGHT - MARGIN) {
      doc.addPage();
      y = header(doc, MARGIN);
      doc.font('Helvetica').fontSize(8);
    }
    cells(doc, y, cellsOf(row));
    y += ROW;
  }
  footers(doc, report.termLabel);
  doc.end();
  return doc;
}

/** "Scholars Master List - First Semester 2026-2027 · Page 2 of 3" under every page. */
function footers(doc: PDFKit.PDFDocument, termLabel: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let n = start; n < start + count; n++) {
    doc.switchToPage(n);
    // Inside the bottom margin: without this pdfkit would start a new page for the line.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(7)
      .text(
        `Scholars Master List - ${termLabel} · Page ${n - start + 1} of ${count}`,
        MARGIN,
        PAGE_HEIGHT - MARGIN / 2 - 4,
        { width: WIDTH, align: 'right', lineBreak: false },
      );
  }
}

function header(doc: PDFKit.PDFDocument, y: number): number {
  doc.font('Helvetica-Bold').fontSize(8);
  cells(doc, y, HEADERS);
  return y + ROW;
}

/** One row of bordered cells; long text is cut to the cell (one line each). */
function cells(doc: PDFKit.PDFDocument, y: number, texts: string[]) {
  let x = MARGIN;
  for (const [i, width] of WIDTHS.entries()) {
    doc.rect(x, y, width, ROW).stroke();
    doc.text(texts[i] ?? '', x + 3, y + 4, {
      width: width - 6,
      height: ROW - 4,
      lineBreak: false,
      ellipsis: true,
    });
    x += width;
  }
  doc.x = MARGIN;
}
