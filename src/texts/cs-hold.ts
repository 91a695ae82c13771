import { formatCount, formatDateTime } from '../../domain/formatting/czech';

/**
 * What a couple reads of their request's hold on its day (the photographer's date-hold policy), wherever they look:
 * "Moje svatba" in the account (cs-portal.ts) and the public "Moje rezervace" lookup (cs-booking.ts). One sentence,
 * so both say the same; apart from both, so neither page's texts pull in the other's.
 */
export const holdNotice = (until: string | undefined): string =>
  until
    ? `Termín pro vás předběžně držím do ${formatDateTime(until)}. Do té doby ho nikdo jiný nezarezervuje.`
    : 'Termín pro vás předběžně držím, dokud vám neodpovím. Do té doby ho nikdo jiný nezarezervuje.';

/**
 * What the couple reads before confirming their e-mail (the thank-you after a request): under the date-hold policy
 * the day is held only once they confirm, for `days` days from then or, without them, until the photographer answers.
 */
export const holdAfterConfirmation = (days: number | undefined): string =>
  days
    ? `Jakmile e-mail potvrdíte, termín pro vás předběžně podržím na ${formatCount(days, { one: 'den', few: 'dny', other: 'dní' })}. Do té doby ho nedržím.`
    : 'Jakmile e-mail potvrdíte, termín pro vás předběžně podržím, dokud vám neodpovím. Do té doby ho nedržím.';
