import { errors } from '@strapi/utils';
import { isValidCzechDic, isValidIban, isValidIco } from '../../../../../lib/generated/shared';

type SiteSettingData = Record<string, unknown> | undefined;
type LifecycleEvent = { params: { data?: SiteSettingData } };

const refuse = (field: string, message: string, short: string) => {
  throw new errors.ValidationError(message, { errors: [{ path: [field], message: short, name: 'ValidationError' }] });
};
const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The bank account and the trader's identity are checked on the server, not only in the admin form: an IBAN with wrong
 * check digits would send a couple's deposit nowhere (or to a stranger), and an invoice with a wrong IČO or DIČ is a
 * document the accountant cannot book. The fields' regexes cannot do mod-97 or mod-11, so the save is refused here
 * with a Czech message the admin panel shows (the rules are domain/'s, bundled by scripts/bundle-shared.mjs). Empty
 * fields are allowed: the desk says what is still missing before documents can be issued. A save that sets the VAT
 * payer on must carry the DIČ and the rate with it (the admin panel sends the whole entry); the stored entry is not
 * read here, and a save of other fields alone is not checked against it — checkTraderIdentity on the server before
 * any issue is the last word.
 */
function check(data: SiteSettingData) {
  const value = (field: string) => data?.[field];
  const iban = data?.bankIban;
  if (filled(iban) && (typeof iban !== 'string' || !isValidIban(iban))) {
    refuse('bankIban', 'Číslo účtu (IBAN) není platné: zkontrolujte, prosím, kontrolní číslice.', 'Neplatný IBAN');
  }
  const ico = data?.ico;
  if (filled(ico) && (typeof ico !== 'string' || !isValidIco(ico))) {
    refuse('ico', 'IČO není platné: musí mít 8 číslic a správnou kontrolní číslici.', 'Neplatné IČO');
  }
  const dic = value('dic');
  if (filled(dic) && (typeof dic !== 'string' || !isValidCzechDic(dic.trim().toUpperCase()))) {
    refuse('dic', 'DIČ není platné: musí začínat „CZ“ a mít 8 až 10 číslic.', 'Neplatné DIČ');
  }
  if (value('vatPayer') === true) {
    if (!filled(dic)) refuse('dic', 'Plátce DPH musí mít vyplněné DIČ.', 'Chybí DIČ');
    if (!filled(value('vatRatePercent'))) refuse('vatRatePercent', 'Plátce DPH musí mít vyplněnou sazbu DPH.', 'Chybí sazba DPH');
  }
}

export default {
  beforeCreate(event: LifecycleEvent) {
    check(event.params.data);
  },
  beforeUpdate(event: LifecycleEvent) {
    check(event.params.data);
  },
};
