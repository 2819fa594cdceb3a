/**
 * Grade slips made up for the tests, the bench and the demo: their true rows,
 * and the HTML a browser renders into the pictures OCR reads
 * (client/scripts/generate-grade-slips.mjs).
 */

const row = (subject, faculty, one, two, final, units, status) => ({
  subject,
  faculty,
  one,
  two,
  final,
  units,
  status,
});

/** @type {import('./samples.d.ts').SampleSlip[]} */
export const SAMPLE_SLIPS = [
  {
    name: 'bsit-first-2026',
    meta: {
      program: 'BS Information Technology',
      level: '3rd Year',
      date: '2026-12-18',
      enrolledBy: 'Maria Santos',
      generalAvg: 88.43,
      averages: '1st 87.29 2nd 88.86',
    },
    rows: [
      row('IT 311 Web Systems', 'DELA CRUZ, J.', 88, 90, 89, 3, 'Passed'),
      row('IT 312 Database Management', 'REYES, A.', 85, 87, 86, 3, 'Passed'),
      row('IT 313 Networking', 'GARCIA, M.', 90, 92, 91, 3, 'Passed'),
      row('GE 104 Ethics', 'SANTOS, L.', 86, 88, 87, 3, 'Passed'),
      row('PE 103 Team Sports', 'BAUTISTA, R.', 92, 94, 93, 2, 'Passed'),
      row('NSTP 2 Civic Welfare', 'MENDOZA, C.', 84, 86, 85, 3, 'Passed'),
      row('IT 314 Systems Analysis', 'AQUINO, P.', 86, 85, 88, 3, 'Passed'),
    ],
  },
  {
    name: 'bsn-second-2027',
    meta: {
      program: 'BS Nursing',
      level: '2nd Year',
      date: '2027-05-20',
      enrolledBy: 'Jose Ramos',
      generalAvg: 82.6,
      averages: '1st 81.40 2nd 83.00',
    },
    rows: [
      row('NCM 101 Health Assessment', 'VILLANUEVA, K.', 80, 82, 81, 4, 'Passed'),
      row('NCM 102 Pharmacology', 'TORRES, E.', 78, 84, 82, 3, 'Passed'),
      row('GE 105 Purposive Communication', 'CASTRO, D.', 88, 86, 87, 3, 'Passed'),
      row('BIO 201 Microbiology', 'FLORES, N.', 72, 70, 71, 3, 'Failed'),
      row('PE 104 Dance', 'RAMOS, G.', 91, 93, 92, 2, 'Passed'),
    ],
  },
];

const escape = (text) =>
  String(text).replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char],
  );
const cell = (value) => (value === null || value === undefined ? '-' : escape(value));

/** The table's columns a slip may print: header label, numeric (right-aligned), how a cell prints. */
export const COLUMNS = {
  subject: { label: 'Subject' },
  faculty: { label: 'Faculty' },
  one: { label: '1', numeric: true },
  two: { label: '2', numeric: true },
  final: { label: 'Final', numeric: true },
  units: { label: 'Units', numeric: true, print: (value) => Number(value).toFixed(2) },
  status: { label: 'Status' },
  section: { label: 'Section' },
  remarks: { label: 'Remarks' },
};

/** The columns of the registrar's slip, in its order. */
export const DEFAULT_COLUMNS = ['subject', 'faculty', 'one', 'two', 'final', 'units', 'status'];

const DEFAULT_FONT = '"DejaVu Sans",Arial,sans-serif';

const printCell = (key, value) => {
  const print = COLUMNS[key].print;
  return print && value !== null && value !== undefined ? print(value) : cell(value);
};

/** Right-aligns the numeric columns; the text column after the numbers gets some room. */
function alignCss(columns) {
  if (columns.join() === DEFAULT_COLUMNS.join())
    return 'td:nth-child(n+3),th:nth-child(n+3){text-align:right}td:last-child,th:last-child{text-align:left;padding-left:18px}';
  return columns
    .map((key, index) => {
      const nth = `td:nth-child(${index + 1}),th:nth-child(${index + 1})`;
      if (COLUMNS[key].numeric) return `${nth}{text-align:right}`;
      return index > 0 && COLUMNS[columns[index - 1]].numeric ? `${nth}{padding-left:18px}` : '';
    })
    .join('');
}

/** Extra rules for the options beyond the registrar's default look. */
function optionCss(columns, { font, zebra, widths }) {
  let css = '';
  if (font) css += `body{font-family:${font}}`;
  if (zebra) css += `tbody tr:nth-child(even){background:${zebra}}`;
  if (widths) {
    css += 'table{table-layout:fixed}';
    columns.forEach((key, index) => {
      if (widths[key]) css += `th:nth-child(${index + 1}){width:${widths[key]}px}`;
    });
  }
  return css ? `\n${css}` : '';
}

function tableHtml(slip, columns, labels) {
  const head = columns
    .map((key) => `<th>${escape(labels[key] ?? COLUMNS[key].label)}</th>`)
    .join('');
  const rows = slip.rows
    .map((r) => `<tr>${columns.map((key) => `<td>${printCell(key, r[key])}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead>\n<tbody>\n${rows}\n</tbody></table>`;
}

const defaultSummary = (meta) => [
  `General Average: ${Number(meta.generalAvg).toFixed(2)}`,
  `Averages: ${meta.averages}`,
];

/**
 * The slip as a registrar prints it: a header, the table and the averages.
 * `rotate` (degrees) tilts the sheet like a photo taken slightly askew. The
 * other options make the slips of other schools and portals: `columns` (keys of
 * COLUMNS, in order; rows then carry `section` or `remarks`), header `labels`,
 * a CSS `font` family, `zebra` (the background of every other row), column
 * `widths` in px (long names then wrap), the `summary` lines under the table,
 * `school` and `title`, and `theme: 'portal'` for the student portal's page a
 * student screenshots (header bar, card, coloured table head) instead of paper.
 */
export function slipHtml(slip, options = {}) {
  const { rotate = 0, columns = DEFAULT_COLUMNS, labels = {}, theme = 'print' } = options;
  const { school = 'University of Baguio', title = 'Report of Grades' } = options;
  const { meta } = slip;
  const summary = (options.summary ?? defaultSummary(meta))
    .map((line) => `<div class="meta">${escape(line)}</div>`)
    .join('\n');
  const table = tableHtml(slip, columns, labels);
  const extraCss = optionCss(columns, options);
  if (theme === 'portal')
    return portalHtml(slip, { school, title, table, summary, extraCss, columns });
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;background:#fff;font-family:${DEFAULT_FONT};color:#111}
.sheet{width:820px;padding:28px 34px;transform:rotate(${rotate}deg);transform-origin:center}
h1{font-size:22px;margin:0 0 4px;text-align:center}h2{font-size:16px;margin:0 0 16px;text-align:center;font-weight:normal}
.meta{font-size:15px;margin:4px 0}.meta span{display:inline-block;min-width:380px}
table{border-collapse:collapse;width:100%;margin:14px 0;font-size:15px}
th,td{padding:6px 8px;text-align:left;border-bottom:1px solid #bbb}th{border-bottom:2px solid #333}
${alignCss(columns)}${extraCss}
</style></head><body><div class="sheet">
<h1>${escape(school)}</h1><h2>${escape(title)}</h2>
<div class="meta"><span>Program: ${escape(meta.program)}</span>Level: ${escape(meta.level)}</div>
<div class="meta"><span>Date: ${escape(meta.date)}</span>Enrolled by: ${escape(meta.enrolledBy)}</div>
${table}
${summary}
</div></body></html>`;
}

/** The grades page of a student portal, as a browser shows it: screenshot the whole viewport. */
function portalHtml(slip, { school, title, table, summary, extraCss, columns }) {
  const { meta } = slip;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;background:#eef1f5;font-family:"Liberation Sans",Arial,sans-serif;color:#1f2933;font-size:14px}
.bar{background:#1d3b6e;color:#fff;padding:12px 24px;display:flex;gap:28px;align-items:center}
.bar b{font-size:17px}.bar span{opacity:.85}.bar .user{margin-left:auto}
.sheet{width:880px;margin:22px auto;background:#fff;border-radius:6px;box-shadow:0 1px 4px rgba(0,0,0,.15);padding:20px 24px}
h2{font-size:19px;margin:0 0 12px;color:#1d3b6e}.meta{margin:4px 0}.meta span{display:inline-block;min-width:360px}
table{border-collapse:collapse;width:100%;margin:14px 0}
th{background:#1d3b6e;color:#fff;font-weight:bold;padding:8px 10px;text-align:left}
td{padding:7px 10px;border-bottom:1px solid #d9dee6;text-align:left}
${alignCss(columns)}${extraCss}
</style></head><body>
<div class="bar"><b>${escape(school)}</b><span>Home</span><span>Enrollment</span><span>Grades</span><span>Payments</span><span class="user">${escape(meta.enrolledBy)}</span></div>
<div class="sheet"><h2>${escape(title)}</h2>
<div class="meta"><span>Program: ${escape(meta.program)}</span>Level: ${escape(meta.level)}</div>
<div class="meta"><span>Date: ${escape(meta.date)}</span></div>
${table}
${summary}
</div></body></html>`;
}
