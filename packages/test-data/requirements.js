// Requirements (A§2.3, A§9): the six documents, in the spec's order and words,
// and small but genuine files to upload for them (the server checks the bytes).

/** A§9: the six required documents, by the API's key. */
export const REQUIREMENT_DOCUMENTS = [
  { key: 'letter_of_application', label: 'Letter of Application' },
  { key: 'resume', label: 'Resume/Curriculum Vitae' },
  { key: 'recent_grades', label: 'Photocopy of Recent Grades' },
  { key: 'good_moral', label: 'Photocopy of Good Moral Certificate' },
  {
    key: 'indigency',
    label:
      'Photocopy of Barangay Certificate of Indigency/BIR Tax Exemption Certificate of Parent or Guardian',
  },
  { key: 'birth_certificate', label: 'Photocopy of Birth Certificate (NSO/PSA)' },
];

/** The text of a tiny one-page PDF titled `title` (latin1). */
export function requirementPdfText(title) {
  const safe = String(title).replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = `BT /F1 18 Tf 72 700 Td (${safe}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return body;
}

/** A file for the document `key`: its name, media type and PDF text. */
export function requirementFile(key, version = 1) {
  const doc = REQUIREMENT_DOCUMENTS.find((d) => d.key === key);
  return {
    name: `${key}${version > 1 ? `-v${version}` : ''}.pdf`,
    mimeType: 'application/pdf',
    text: requirementPdfText(`${doc ? doc.label : key} (v${version})`),
  };
}
