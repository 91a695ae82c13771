import { errors } from '@strapi/utils';
import { isValidIban } from '../../../../../lib/generated/shared';

/**
 * The deposit's bank account is checked on the server, not only in the admin form: an IBAN with wrong check digits
 * would send a couple's deposit nowhere (or to a stranger). The regex on the field cannot do mod-97, so the save is
 * refused here with a Czech message the admin panel shows. An empty field is allowed: no deposit configured.
 */
function checkIban(data: { bankIban?: unknown } | undefined) {
  const iban = data?.bankIban;
  if (iban === undefined || iban === null || iban === '') return;
  if (typeof iban !== 'string' || !isValidIban(iban)) {
    throw new errors.ValidationError('Číslo účtu (IBAN) není platné: zkontrolujte, prosím, kontrolní číslice.', {
      errors: [{ path: ['bankIban'], message: 'Neplatný IBAN', name: 'ValidationError' }],
    });
  }
}

export default {
  beforeCreate(event: { params: { data?: { bankIban?: unknown } } }) {
    checkIban(event.params.data);
  },
  beforeUpdate(event: { params: { data?: { bankIban?: unknown } } }) {
    checkIban(event.params.data);
  },
};
