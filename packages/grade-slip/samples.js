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

/**
 * The slip as a registrar prints it: a header, the table and the averages.
 * `rotate` (degrees) tilts the sheet like a photo taken slightly askew.
 */
export function slipHtml(slip, { rotate = 0 } = {}) {
  const { meta } = slip;
  const rows = slip.rows
    .map(
      (r) =>
        `<tr><td>${cell(r.subject)}</td><td>${cell(r.faculty)}</td><td>${cell(r.one)}</td><td>${cell(r.two)}</td><td>${cell(r.final)}</td><td>${Number(r.units).toFixed(2)}</td><td>${cell(r.status)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;background:#fff;font-family:"DejaVu Sans",Arial,sans-serif;color:#111}
.sheet{width:820px;padding:28px 34px;transform:rotate(${rotate}deg);transform-origin:center}
h1{font-size:22px;margin:0 0 4px;text-align:center}h2{font-size:16px;margin:0 0 16px;text-align:center;font-weight:normal}
.meta{font-size:15px;margin:4px 0}.meta span{display:inline-block;min-width:380px}
table{border-collapse:collapse;width:100%;margin:14px 0;font-size:15px}
th,td{padding:6px 8px;text-align:left;border-bottom:1px solid #bbb}th{border-bottom:2px solid #333}
td:nth-child(n+3),th:nth-child(n+3){text-align:right}td:last-child,th:last-child{text-align:left;padding-left:18px}
</style></head><body><div class="sheet">
<h1>University of Baguio</h1><h2>Report of Grades</h2>
<div class="meta"><span>Program: ${escape(meta.program)}</span>Level: ${escape(meta.level)}</div>
<div class="meta"><span>Date: ${escape(meta.date)}</span>Enrolled by: ${escape(meta.enrolledBy)}</div>
<table><thead><tr><th>Subject</th><th>Faculty</th><th>1</th><th>2</th><th>Final</th><th>Units</th><th>Status</th></tr></thead>
<tbody>
${rows}
</tbody></table>
<div class="meta">General Average: ${Number(meta.generalAvg).toFixed(2)}</div>
<div class="meta">Averages: ${escape(meta.averages)}</div>
</div></body></html>`;
}
