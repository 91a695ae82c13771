import { escapeHtml } from './escape-html';
import type { MailAttachment, MailMessage } from './outgoing-mail';

/**
 * A mail's content as blocks of plain text, rendered twice: as the plain-text part and as HTML. Templates never write
 * markup; every string reaches the HTML through escapeHtml, so what a couple typed stays text in every mail client.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  /** A paragraph; a line break in the text stays one. */
  | { kind: 'paragraph'; text: string }
  /** Label–value rows (the wedding's facts); a row with `url` links its value there. */
  | { kind: 'facts'; title?: string; rows: ReadonlyArray<{ label: string; value: string; url?: string }> }
  /** Priced items (package, extras) with an optional total. */
  | { kind: 'priced'; title: string; rows: ReadonlyArray<{ name: string; note?: string; price?: string }>; total?: { label: string; value: string } }
  | { kind: 'list'; title?: string; items: readonly string[] }
  /** Someone's own words (the couple's message), set apart. */
  | { kind: 'quote'; title: string; text: string }
  /** A link shown as a button, with the address written out under it. */
  | { kind: 'button'; label: string; url: string };

export interface MailContent {
  subject: string;
  /** The line mail clients show after the subject in the inbox; hidden in the body. */
  preheader: string;
  /** The line above the message (who writes). */
  header: string;
  blocks: readonly MailBlock[];
  /** Small print under the message. */
  footer: readonly string[];
  attachments?: MailAttachment[];
}

/**
 * A subject is one header line: line breaks and runs of spaces (from a couple's names) become one space; the
 * non-breaking spaces of Czech typography (45 000 Kč, 2 poptávky) stay.
 */
function oneLine(text: string): string {
  return text.replace(/[^\S\u00A0]+/g, ' ').trim();
}

function textBlock(block: MailBlock): string[] {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return [block.text];
    case 'facts':
      return [...(block.title ? [`${block.title}:`] : []), ...block.rows.map((row) => `${row.label}: ${row.url ? `${row.value} (${row.url})` : row.value}`)];
    case 'priced':
      return [
        `${block.title}:`,
        ...block.rows.map((row) => `- ${row.name}${row.note ? ` (${row.note})` : ''}${row.price ? `: ${row.price}` : ''}`),
        ...(block.total ? [`${block.total.label}: ${block.total.value}`] : []),
      ];
    case 'list':
      return [...(block.title ? [block.title] : []), ...block.items.map((item) => `- ${item}`)];
    case 'quote':
      return [`${block.title}`, ...block.text.split(/\r\n|\r|\n/).map((line) => `> ${line}`)];
    case 'button':
      return [`${block.label}: ${block.url}`];
  }
}

function renderText(content: MailContent): string {
  const paragraphs = content.blocks.map((block) => textBlock(block).join('\n'));
  return [...paragraphs, ['-- ', ...content.footer].join('\n')].join('\n\n') + '\n';
}

const FONT = 'font-family:Arial,Helvetica,sans-serif;';
const INK = '#2d2a26';
const MUTED = '#6b635b';
const ACCENT = '#8a5a44';
const LINE = '#eee5dc';
const PAGE = '#f5f1ec';
const TABLE = 'role="presentation" cellpadding="0" cellspacing="0" border="0"';

/** Escaped text with its line breaks kept. */
const html = (text: string) => escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');

function link(url: string, text: string, color: string): string {
  return `<a href="${escapeHtml(url)}" target="_blank" style="color:${color};">${html(text)}</a>`;
}

function title(text: string): string {
  return `<p style="margin:0 0 8px;${FONT}font-size:14px;line-height:20px;font-weight:bold;color:${MUTED};">${html(text)}</p>`;
}

function htmlBlock(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;font-family:Georgia,'Times New Roman',serif;font-size:24px;line-height:32px;font-weight:normal;color:${INK};">${html(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${html(block.text)}</p>`;
    case 'facts':
      return [
        ...(block.title ? [title(block.title)] : []),
        `<table ${TABLE} width="100%" style="border-collapse:collapse;margin:0 0 20px;">`,
        ...block.rows.map(
          (row) =>
            `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid ${LINE};${FONT}font-size:14px;line-height:20px;color:${MUTED};vertical-align:top;width:38%;">${html(row.label)}</td>` +
            `<td style="padding:6px 0;border-bottom:1px solid ${LINE};${FONT}font-size:16px;line-height:22px;color:${INK};vertical-align:top;">${row.url ? link(row.url, row.value, ACCENT) : html(row.value)}</td></tr>`,
        ),
        '</table>',
      ].join('\n');
    case 'priced':
      return [
        title(block.title),
        `<table ${TABLE} width="100%" style="border-collapse:collapse;margin:0 0 20px;">`,
        ...block.rows.map(
          (row) =>
            `<tr><td style="padding:6px 12px 6px 0;border-bottom:1px solid ${LINE};${FONT}font-size:16px;line-height:22px;color:${INK};vertical-align:top;">${html(row.name)}` +
            `${row.note ? `<br><span style="font-size:13px;color:${MUTED};">${html(row.note)}</span>` : ''}</td>` +
            `<td align="right" style="padding:6px 0;border-bottom:1px solid ${LINE};${FONT}font-size:16px;line-height:22px;color:${INK};vertical-align:top;white-space:nowrap;">${html(row.price ?? '')}</td></tr>`,
        ),
        ...(block.total
          ? [
              `<tr><td style="padding:8px 12px 0 0;${FONT}font-size:16px;line-height:22px;font-weight:bold;color:${INK};">${html(block.total.label)}</td>` +
                `<td align="right" style="padding:8px 0 0;${FONT}font-size:16px;line-height:22px;font-weight:bold;color:${INK};white-space:nowrap;">${html(block.total.value)}</td></tr>`,
            ]
          : []),
        '</table>',
      ].join('\n');
    case 'list':
      return [
        ...(block.title ? [`<p style="margin:0 0 8px;">${html(block.title)}</p>`] : []),
        '<ul style="margin:0 0 20px;padding:0 0 0 22px;">',
        ...block.items.map((item) => `<li style="margin:0 0 8px;">${html(item)}</li>`),
        '</ul>',
      ].join('\n');
    case 'quote':
      return [
        title(block.title),
        `<table ${TABLE} width="100%" style="border-collapse:collapse;margin:0 0 20px;"><tr>`,
        `<td style="border-left:4px solid #d8c3b0;background-color:#faf6f2;padding:12px 16px;${FONT}font-size:15px;line-height:22px;color:${INK};">${html(block.text)}</td>`,
        '</tr></table>',
      ].join('\n');
    case 'button': {
      const href = escapeHtml(block.url);
      return [
        `<table ${TABLE} style="margin:4px 0 8px;"><tr>`,
        `<td bgcolor="${ACCENT}" style="border-radius:6px;background-color:${ACCENT};">` +
          `<a href="${href}" target="_blank" style="display:inline-block;padding:12px 24px;${FONT}font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${html(block.label)}</a></td>`,
        '</tr></table>',
        `<p style="margin:0 0 20px;font-size:13px;line-height:18px;color:${MUTED};word-break:break-all;">${link(block.url, block.url, MUTED)}</p>`,
      ].join('\n');
    }
  }
}

/** Zero-width fillers after the preheader, so clients do not pull the body's first words into the preview. */
const PREHEADER_FILL = '&#847;&zwnj;&nbsp;'.repeat(40);

/**
 * The HTML part: one centred card, at most 600 px wide and fluid below that (an MSO-only fixed table gives Outlook
 * on Windows, which ignores max-width, the same width), tables for layout, every style inline, no images, web fonts
 * or external CSS, so Gmail, Outlook and Apple Mail show the same mail.
 */
function renderHtml(content: MailContent): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="cs" xmlns="http://www.w3.org/1999/xhtml">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    '<meta name="color-scheme" content="light only">',
    `<title>${html(oneLine(content.subject))}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background-color:${PAGE};">`,
    `<div style="display:none;font-size:1px;line-height:1px;max-height:0;max-width:0;opacity:0;overflow:hidden;mso-hide:all;">${html(content.preheader)}${PREHEADER_FILL}</div>`,
    `<table ${TABLE} width="100%" bgcolor="${PAGE}" style="background-color:${PAGE};">`,
    '<tr><td align="center" style="padding:24px 12px;">',
    `<!--[if mso]><table ${TABLE} width="600"><tr><td><![endif]-->`,
    `<table ${TABLE} width="100%" bgcolor="#ffffff" style="max-width:600px;background-color:#ffffff;border-radius:8px;">`,
    `<tr><td style="padding:24px 32px 8px;font-family:Georgia,'Times New Roman',serif;font-size:18px;line-height:24px;color:${ACCENT};">${html(content.header)}</td></tr>`,
    `<tr><td style="padding:8px 32px 16px;${FONT}font-size:16px;line-height:24px;color:${INK};">`,
    ...content.blocks.map(htmlBlock),
    '</td></tr>',
    '</table>',
    `<table ${TABLE} width="100%" style="max-width:600px;">`,
    `<tr><td align="center" style="padding:16px 32px;${FONT}font-size:12px;line-height:18px;color:${MUTED};">${content.footer.map(html).join('<br>')}</td></tr>`,
    '</table>',
    '<!--[if mso]></td></tr></table><![endif]-->',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** The message: a one-line subject, the plain-text part, the HTML part and any attachments. */
export function renderMail(content: MailContent): MailMessage {
  return {
    subject: oneLine(content.subject),
    text: renderText(content),
    html: renderHtml(content),
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
}
