import type { Booking } from '../../booking/booking';
import { agreedPrices } from '../../booking/agreed-pricing';
import { chosenItems, type ChosenItems, type PriceCatalogue } from '../../content/price-package';
import { formatCzk, formatDate, formatDateWithWeekday } from '../../formatting/czech';
import type { DepositSettings } from '../../payment/deposit';
import { renderMail, type MailBlock, type MailContent } from '../mail-layout';
import type { MailMessage } from '../outgoing-mail';

/**
 * What the booking templates share: the context they are written in, the Czech greeting and signature, the wedding's
 * facts and the priced choice. The wording lives with the templates (not in src/texts) because the Cloud Functions and
 * the in-memory fakes both render them through the use cases, and neither may import the web app's texts.
 */
export interface MailContext {
  /** The site's public address, for links. */
  siteUrl: string;
  /** Where the photographer's mails go and the couple's replies reach. */
  photographerEmail: string;
  /** The published price list; `null` when the CMS could not be reached (the mails then name the slugs). */
  prices: PriceCatalogue | null;
  /** When the mail is written (the calendar attachment's time stamp). */
  now: Date;
  /** The photographer's deposit settings (CMS); null or absent: the mails carry no payment details. */
  deposit?: DepositSettings | null;
  /** Draws a QR code as a base64 PNG (the functions have one; the in-memory fakes do not and attach no image). */
  qrPng?: (text: string) => string;
  /**
   * The photographer's name from the CMS site settings (`photographerName`): the header, the signature and the small
   * print. Null when the CMS cannot say: the mails are then signed without a name, never with a wrong one.
   */
  photographerName: string | null;
  /** The From header every mail of this context is sent with (domain/mail/sender.ts); null: the sender's default. */
  from?: string | null;
}

/** What composeMail needs to sign a mail: the desk's own notices may come without the photographer's name. */
export type SenderContext = Pick<MailContext, 'siteUrl'> & Partial<Pick<MailContext, 'photographerName'>>;

export const GREETING = 'Dobrý den,';

export const greeting: MailBlock = { kind: 'paragraph', text: GREETING };
/**
 * Where a template signs: composeMail writes the photographer's name under it, so no template threads the name and
 * none can sign with a stale one.
 */
export const signature: Extract<MailBlock, { kind: 'paragraph' }> = { kind: 'paragraph', text: 'S pozdravem' };
export const replyHint: MailBlock = { kind: 'paragraph', text: 'Na tento e-mail můžete rovnou odpovědět, odpověď dorazí přímo mně.' };

/** A calendar date in Czech ("sobota 12. června 2027"); a malformed one (a mail must never fail on it) as given. */
export function czechDay(iso: string, { weekday = false } = {}): string {
  try {
    return weekday ? formatDateWithWeekday(iso) : formatDate(iso);
  } catch {
    return iso;
  }
}

/** The site's address as people write it: no scheme, no trailing slash. */
export function siteName(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\//, '').replace(/\/+$/, '');
}

/** The wedding as the couple asked for it; `withContact` adds how to reach them (the photographer's mails). */
export function weddingFacts(booking: Booking, { withContact = false } = {}): MailBlock {
  const place = [booking.venue, booking.town].filter(Boolean).join(', ');
  const rows = [
    { label: 'Termín svatby', value: czechDay(booking.weddingDate, { weekday: true }) },
    ...(booking.ceremonyTime ? [{ label: 'Obřad', value: booking.ceremonyTime }] : []),
    { label: 'Snoubenci', value: booking.contact.coupleNames },
    ...(place ? [{ label: 'Místo', value: place }] : []),
    ...(booking.guests ? [{ label: 'Počet hostů', value: String(booking.guests) }] : []),
    ...(withContact
      ? [
          { label: 'E-mail', value: booking.contact.email },
          { label: 'Telefon', value: booking.contact.phone },
          ...(booking.source ? [{ label: 'Odkud o mně ví', value: booking.source }] : []),
        ]
      : []),
    { label: 'Rezervační kód', value: booking.reservationCode },
  ];
  return { kind: 'facts', rows };
}

/**
 * The package and extras the couple chose, by name with the prices agreed with the booking (Booking.pricing) when it
 * has them, else with the price-list prices; with every price known and more than
 * one item, their sum. Without the price list the slugs are shown, without prices. Nothing chosen: no block.
 */
export function chosenBlocks(booking: Booking, prices: PriceCatalogue | null): MailBlock[] {
  // The prices stored with the booking are the agreed ones (and the deposit's base): the current list could differ.
  const agreed = agreedPrices(booking);
  const chosen: ChosenItems = agreed.known
    ? { ...(agreed.package ? { package: agreed.package } : {}), extras: agreed.extras }
    : chosenItems(prices, booking.packageSlug, booking.extras);
  const items = [
    ...(chosen.package ? [{ ...chosen.package, note: 'balíček' }] : []),
    ...chosen.extras.map((extra) => ({ ...extra, note: 'doplněk' })),
  ];
  if (items.length === 0) return [];
  const priced = items.every((item) => item.priceCzk !== undefined);
  const total = items.reduce((sum, item) => sum + (item.priceCzk ?? 0), 0);
  return [
    {
      kind: 'priced',
      title: chosen.extras.length ? 'Balíček a doplňky' : 'Balíček',
      rows: items.map((item) => ({ name: item.name, note: item.note, ...(item.priceCzk !== undefined ? { price: formatCzk(item.priceCzk) } : {}) })),
      ...(priced && items.length > 1 ? { total: { label: agreed.known ? 'Celkem' : 'Celkem podle ceníku', value: formatCzk(total) } } : {}),
    },
  ];
}

/** The couple's own words, when they wrote any. */
export function coupleMessage(booking: Booking, title: string): MailBlock[] {
  return booking.message ? [{ kind: 'quote', title, text: booking.message }] : [];
}

/** The photographer's name as a mail may print it: one line, trimmed; empty or unknown → null. */
export function senderName(context: SenderContext): string | null {
  const name = (context.photographerName ?? '').replace(/\s+/g, ' ').trim();
  return name || null;
}

/** Puts a template's content into the shared layout, with the sender above and `footerNote` in the small print. */
export function composeMail(content: Omit<MailContent, 'header' | 'footer'>, context: SenderContext, footerNote: string): MailMessage {
  const name = senderName(context);
  const site = siteName(context.siteUrl);
  const signed: MailBlock = { kind: 'paragraph', text: name ? `${signature.text}\n${name}` : signature.text };
  return renderMail({
    ...content,
    blocks: content.blocks.map((block) => (block === signature ? signed : block)),
    header: name ? `${name} · svatební fotografka` : `Svatební fotografka · ${site}`,
    footer: [footerNote, name ? `${name} · ${site}` : site],
  });
}

/** The small print of the couple's mails. */
export const COUPLE_FOOTER = 'Tento e-mail Vám přišel, protože jste na mém webu poslali poptávku svatebního focení.';
/** The small print of the photographer's mails. */
export const DESK_FOOTER = 'Zpráva z rezervačního systému webu.';
