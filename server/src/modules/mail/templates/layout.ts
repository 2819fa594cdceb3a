export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every interpolated value goes through here before it reaches HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => entities[char]!);
}

export interface MailContent {
  productName: string;
  subject: string;
  greeting: string;
  /** Plain-text paragraphs (escaped when rendered as HTML). */
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** Renders the HTML and plain-text parts of one message from the same content. */
export function renderMail(content: MailContent): RenderedMail {
  const { productName, subject, greeting, paragraphs, action, footnote } = content;
  const htmlParagraphs = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#b71c1c;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:#555555">If the button does not work, copy this address into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#222222;line-height:1.5">
<h2 style="color:#b71c1c">${escapeHtml(productName)}</h2>
<p>${escapeHtml(greeting)}</p>
${htmlParagraphs}
${button}
${footnote ? `<p style="font-size:12px;color:#555555">${escapeHtml(footnote)}</p>` : ''}
</body></html>`;
  const text = [
    greeting,
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(footnote ? [footnote] : []),
    `— ${productName}`,
  ].join('\n\n');
  return { subject, html, text };
}
