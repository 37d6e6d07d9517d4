/**
 * The look of every Gradway mail: a plain, readable HTML body (inline styles, since mail clients
 * ignore style sheets) and the same words as plain text. Everything passed in is escaped.
 */
export interface MailContent {
  /** Shown as the mail's title line. */
  heading: string;
  /** Hidden preview text most mail clients show beside the subject. */
  preview?: string;
  /** Paragraphs of plain text (no HTML). */
  paragraphs: readonly string[];
  /** A one-time code shown large, e.g. a 6-digit sign-in code. */
  code?: string;
  /** The main button, with an absolute link. */
  action?: { label: string; url: string };
  /** Small print under the button (why they got it, how long the link lasts). */
  footnote?: string;
  /** An image under the paragraphs (e.g. a ticket's QR code as a data: URL). */
  image?: { src: string; alt: string; width: number };
}

export interface RenderedMail {
  text: string;
  html: string;
}

export const PRODUCT_NAME = 'Gradway';

export const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937;">${escapeHtml(text)}</p>`;

export const renderMail = (content: MailContent): RenderedMail => {
  const { heading, paragraphs, code, action, footnote } = content;
  const textParts = [heading, '', ...paragraphs.flatMap((paragraph) => [paragraph, ''])];
  if (code) textParts.push(`Your code: ${code}`, '');
  if (action) textParts.push(`${action.label}: ${action.url}`, '');
  if (footnote) textParts.push(footnote, '');
  textParts.push('—', `${PRODUCT_NAME}: jobs, internships, events and student societies.`);
  const text = textParts.join('\n');

  const codeHtml = code
    ? `<p style="margin:8px 0 24px;font-size:32px;line-height:40px;font-weight:700;letter-spacing:8px;color:#111827;font-family:'SFMono-Regular',Menlo,Consolas,monospace;">${escapeHtml(code)}</p>`
    : '';
  const actionHtml = action
    ? `<p style="margin:8px 0 24px;"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#4338ca;color:#ffffff;font-size:16px;font-weight:600;text-decoration:none;">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280;">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#4338ca;word-break:break-all;">${escapeHtml(action.url)}</a></p>`
    : '';
  const imageHtml = content.image
    ? `<p style="margin:8px 0 24px;"><img src="${escapeHtml(content.image.src)}" alt="${escapeHtml(content.image.alt)}" width="${content.image.width}" height="${content.image.width}" style="display:block;"></p>`
    : '';
  const footnoteHtml = footnote
    ? `<p style="margin:0;font-size:13px;line-height:20px;color:#6b7280;">${escapeHtml(footnote)}</p>`
    : '';
  const previewHtml = content.preview
    ? `<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preview)}</div>`
    : '';

  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT};">
${previewHtml}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px;">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#4338ca;">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#111827;">${escapeHtml(heading)}</h1>
${paragraphs.map(paragraphHtml).join('\n')}
${imageHtml}
${codeHtml}
${actionHtml}
${footnoteHtml}
</td></tr>
</table>
<p style="margin:16px 0 0;font-size:12px;color:#9ca3af;">${PRODUCT_NAME}: jobs, internships, events and student societies.</p>
</td></tr>
</table>
</body>
</html>`;
  return { text, html };
};
