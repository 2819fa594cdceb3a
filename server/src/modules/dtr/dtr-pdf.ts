import PDFDocument from 'pdfkit';
import { minutesOf } from './dtr-calendar.js';
import type { DtrDay, DtrMonth } from './dtr.types.js';

/** Civil Service Form No. 48's own wording. */
export const CERTIFICATION =
  'I certify on my honor that the above is a true and correct report of the hours of work performed, record of which was made daily at the time of arrival and departure from office.';
const VERIFIED = 'VERIFIED as to the prescribed office hours:';

const PAGE = { size: 'A4' as const, margin: 40 };
const WIDTH = 595.28 - 2 * PAGE.margin;
const ROW = 14.5;
/** Day | A.M. Arrival, Departure | P.M. Arrival, Departure | Undertime Hours, Minutes. */
const COLUMNS = [46, 80, 80, 80, 80, 74.64, 74.64];

/** Times stay as recorded (HH:MM, 24-hour), as the form is filled in by hand. */
const clock = (time: string | null) => time ?? '';

/** HH:MM end of the duty day: the start plus the duty hours. */
function dutyEnd(start: string, hours: number): string {
  const end = (minutesOf(start) ?? 0) + hours * 60;
  return `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/**
 * A scholar's month as a printable Civil Service Form No. 48 (the Philippine
 * government's Daily Time Record): name, month, one row per day with the
 * A.M./P.M. arrival and departure and the undertime, the totals, the
 * certification and the signature lines of the scholar and the in-charge.
 * The document is a readable stream: pipe it to the response.
 */
export function dtrPdf(sheet: DtrMonth): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    info: {
      Title: `Daily Time Record - ${sheet.name} - ${sheet.label}`,
      Subject: 'Civil Service Form No. 48',
    },
  });
  const left = PAGE.margin;
  doc.font('Helvetica-Oblique').fontSize(8).text('Civil Service Form No. 48', left, PAGE.margin);
  doc
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(14)
    .text('DAILY TIME RECORD', { align: 'center' });
  doc.font('Helvetica').fontSize(9).text('-----o0o-----', { align: 'center' });

  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(sheet.name, { align: 'center' });
  const nameLine = doc.y;
  doc
    .moveTo(left + 120, nameLine)
    .lineTo(left + WIDTH - 120, nameLine)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(8)
    .text('(Name)', left, nameLine + 3, { width: WIDTH, align: 'center' });

  doc.moveDown(0.6).fontSize(9);
  doc.text(`For the month of ${sheet.label}`, left, doc.y, { continued: true });
  doc.text(`Department: ${sheet.department}`, { align: 'right' });
  const hours = `${sheet.dutyStart} - ${dutyEnd(sheet.dutyStart, sheet.dutyHours)}`;
  doc.text(`Official hours for arrival and departure: Regular days ${hours}  Saturdays ${hours}`);
  doc.moveDown(0.5);

  table(doc, sheet);

  doc.moveDown(1).font('Helvetica').fontSize(9);
  doc.text(`Total hours worked: ${sheet.totals.totalHours}`, left, doc.y, { continued: true });
  doc.text(
    `Late: ${sheet.totals.late}    Undertime: ${sheet.totals.undertime}    Days recorded: ${sheet.totals.daysRecorded} (${sheet.totals.confirmedDays} confirmed)`,
    { align: 'right' },
  );
  doc.moveDown(1).fontSize(9).text(CERTIFICATION, left, doc.y, { width: WIDTH, align: 'justify' });
  signature(doc, sheet.name, '(Signature of the scholar)');
  doc.moveDown(1).fontSize(9).text(VERIFIED, left, doc.y, { width: WIDTH });
  signature(doc, '', 'In-charge');
  doc.end();
  return doc;
}

function table(doc: PDFKit.PDFDocument, sheet: DtrMonth) {
  const left = PAGE.margin;
  const head = ['Day', 'A.M. Arrival', 'A.M. Departure', 'P.M. Arrival', 'P.M. Departure'];
  let y = doc.y;
  // Two header rows, as on the form: the groups, then the columns.
  doc.font('Helvetica-Bold').fontSize(8);
  cells(doc, y, ['', 'A.M.', '', 'P.M.', '', 'Undertime', ''], [46, 160, 0, 160, 0, 149.28, 0]);
  y += ROW;
  cells(doc, y, [...head.map((h) => h.replace(/^[AP]\.M\. /, '')), 'Hours', 'Minutes'], COLUMNS);
  y += ROW;
  doc.font('Helvetica').fontSize(8);
  const byDay = new Map(sheet.days.map((day) => [day.day, day]));
  for (let n = 1; n <= 31; n += 1) {
    const day = byDay.get(n);
    cells(doc, y, row(n, day), COLUMNS);
    y += ROW;
  }
  const undertime = sheet.totals.undertimeMinutes;
  doc.font('Helvetica-Bold');
  cells(
    doc,
    y,
    ['TOTAL', '', '', '', '', String(Math.floor(undertime / 60)), String(undertime % 60)],
    COLUMNS,
  );
  doc.y = y + ROW;
  doc.x = left;
}

function row(n: number, day: DtrDay | undefined): string[] {
  if (!day) return [String(n), '', '', '', '', '', ''];
  const label = day.onLeave
    ? 'On leave'
    : day.excusedReason
      ? 'Excused'
      : !day.dutyDay && day.status === null
        ? 'Sunday'
        : '';
  const undertime = day.undertimeMinutes;
  return [
    String(n),
    clock(day.in1) || label,
    clock(day.out1),
    clock(day.in2),
    clock(day.out2),
    undertime ? String(Math.floor(undertime / 60)) : '',
    undertime ? String(undertime % 60) : '',
  ];
}

/** One table row of bordered cells; a width of 0 merges that cell into the one before. */
function cells(doc: PDFKit.PDFDocument, y: number, texts: string[], widths: number[]) {
  let x = PAGE.margin;
  for (const [i, width] of widths.entries()) {
    if (width === 0) continue;
    doc.rect(x, y, width, ROW).stroke();
    doc.text(texts[i] ?? '', x + 2, y + 4, { width: width - 4, align: 'center', lineBreak: false });
    x += width;
  }
}

function signature(doc: PDFKit.PDFDocument, name: string, caption: string) {
  const left = PAGE.margin + WIDTH / 2 - 110;
  doc.moveDown(2.2);
  const y = doc.y;
  if (name)
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .text(name, left, y - 12, { width: 220, align: 'center' });
  doc
    .moveTo(left, y)
    .lineTo(left + 220, y)
    .stroke();
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(caption, left, y + 3, { width: 220, align: 'center' });
  doc.x = PAGE.margin;
}
