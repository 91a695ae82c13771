import { expect } from 'vitest';
import type { MailMessage } from '../../domain/mail/outgoing-mail';

/** Values that leak into text when a template reads a missing field or formats a non-number. */
const LEAKS = /undefined|NaN|\[object Object\]|\bnull\b/;

/** The HTML part as a mail client would parse it (the test environment's DOMParser). */
export function parseMailHtml(message: MailMessage): Document {
  return new DOMParser().parseFromString(message.html, 'text/html');
}

/**
 * The HTML part's visible text as a reader sees it: line breaks, cells and blocks separated by a space, whitespace
 * collapsed, the hidden preheader left out.
 */
export function visibleText(message: MailMessage): string {
  const doc = parseMailHtml(message);
  doc.body.querySelector('div[style*="display:none"]')?.remove();
  for (const element of doc.body.querySelectorAll('br, td, p, li, h1, tr')) element.after(doc.createTextNode(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * What every mail must be: a one-line subject; a plain-text part and an HTML part, neither leaking `undefined`, `NaN`
 * or `[object Object]`; the HTML a complete Czech document whose styles are all inline (no <style>, <link>, <script>
 * or image), laid out in a centred card of at most 600 px, with a hidden preheader first in the body.
 */
export function expectWellFormedMail(message: MailMessage): void {
  for (const part of [message.subject, message.text, message.html]) expect(part).not.toMatch(LEAKS);
  expect(message.subject).not.toMatch(/[\r\n]/);
  expect(message.subject.trim()).toBe(message.subject);
  expect(message.text.split('\n').length).toBeGreaterThan(5);
  expect(message.html.startsWith('<!DOCTYPE html>')).toBe(true);
  const doc = parseMailHtml(message);
  expect(doc.documentElement.lang).toBe('cs');
  expect(doc.querySelectorAll('style, link, script, img, iframe, form')).toHaveLength(0);
  expect(doc.querySelector('table[style*="max-width:600px"]')).not.toBeNull();
  const preheader = doc.body.firstElementChild as HTMLElement;
  expect(preheader.tagName).toBe('DIV');
  expect(preheader.getAttribute('style')).toContain('display:none');
  expect(preheader.textContent?.trim().length).toBeGreaterThan(10);
  for (const link of doc.querySelectorAll('a')) expect(link.getAttribute('href')).toMatch(/^https:\/\//);
}

/**
 * The key lines: each of `lines` in the plain-text part as written ("Label: value"), and the words of each, in
 * order, in the HTML part's visible text (where a label and its value sit in two cells).
 */
export function expectLines(message: MailMessage, lines: readonly string[]): void {
  const html = words(visibleText(message));
  for (const line of lines) {
    expect(message.text).toContain(line);
    expect(html).toContain(words(line));
  }
}

/** Text without the plain-text part's list dashes, quote marks, colons and brackets, whitespace collapsed. */
function words(text: string): string {
  return text.replace(/^[->] /gm, '').replace(/[():]/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The couple's text is shown as they typed it, line by line — in the plain-text part as is, in the HTML part as escaped text that
 * parses to no element (no <script>, <img> or <b> of theirs) and reads back unchanged.
 */
export function expectTypedTextEscaped(message: MailMessage, typed: readonly string[]): void {
  const doc = parseMailHtml(message);
  expect(doc.querySelectorAll('script, img, b')).toHaveLength(0);
  const html = visibleText(message);
  for (const value of typed) {
    for (const line of value.split('\n')) {
      expect(message.text).toContain(line);
      expect(html).toContain(line);
      if (/[<>&"]/.test(line)) expect(message.html).not.toContain(line);
    }
  }
}
