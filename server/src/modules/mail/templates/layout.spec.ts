import { describe, expect, it } from '@jest/globals';
import { escapeHtml, renderMail } from './layout.js';

const markup = '<script>alert("x")</script>';

describe(escapeHtml.name, () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('leaves other text, including non-ASCII letters, as it is', () => {
    expect(escapeHtml('María Dela Cruz, 100% ok')).toBe('María Dela Cruz, 100% ok');
  });

  it('does not double-escape what it is given once', () => {
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});

describe(renderMail.name, () => {
  const content = {
    productName: `Product ${markup}`,
    subject: 'Subject',
    greeting: `Hello ${markup},`,
    paragraphs: [`First ${markup}`, `Second ${markup}`],
    action: { label: `Go ${markup}`, url: 'https://example.edu/x?a=1&b="><script>' },
    footnote: `Footnote ${markup}`,
  };

  it('escapes every interpolated value in the HTML part', () => {
    const { html } = renderMail(content);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('"><');
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';
    expect(html).toContain(`<h2 style="color:#b71c1c">Product ${escaped}</h2>`);
    expect(html).toContain(`<p>Hello ${escaped},</p>`);
    expect(html).toContain(`<p>First ${escaped}</p>\n<p>Second ${escaped}</p>`);
    expect(html).toContain(`>Go ${escaped}</a>`);
    expect(html).toContain(`Footnote ${escaped}</p>`);
    const url = 'https://example.edu/x?a=1&amp;b=&quot;&gt;&lt;script&gt;';
    expect(html).toContain(`href="${url}"`);
    expect(html).toContain(`<br>${url}</p>`);
  });

  it('keeps the plain-text part literal', () => {
    const { text, subject } = renderMail(content);
    expect(subject).toBe('Subject');
    expect(text).toContain(`Hello ${markup},`);
    expect(text).toContain(`Go ${markup}: ${content.action.url}`);
    expect(text).toContain(`— Product ${markup}`);
  });

  it('renders no button when there is no action', () => {
    const { html, text } = renderMail({ ...content, action: undefined, footnote: undefined });
    expect(html).not.toContain('<a ');
    expect(text).not.toContain('https://');
  });
});
