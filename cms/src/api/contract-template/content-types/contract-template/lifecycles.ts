import { errors } from '@strapi/utils';
import { readContractTemplate } from '../../../../../lib/generated/shared';

/**
 * A template naming a placeholder the contract cannot fill (a typo such as {{datumm}}) is refused when it is saved,
 * with the unknown names, rather than discovered by a couple: the same rule (domain/contract) the functions apply
 * when they read it. A partial update without the body (publishing) has nothing to check.
 */
function checkTemplate(data: { version?: unknown; body?: unknown } | undefined) {
  if (data?.body === undefined) return;
  try {
    readContractTemplate({ version: data.version ?? 1, body: data.body });
  } catch (error) {
    const unknown = (error as { details?: { placeholders?: string[] } }).details?.placeholders;
    const message = unknown
      ? `Šablona obsahuje neznámá pole: ${unknown.map((name) => `{{${name}}}`).join(', ')}. Povolená pole jsou v popisu šablony.`
      : 'Šablona smlouvy nesmí být prázdná a musí mít číslo verze 1 nebo vyšší.';
    throw new errors.ValidationError(message, { errors: [{ path: ['body'], message, name: 'ValidationError' }] });
  }
}

export default {
  beforeCreate(event: { params: { data?: { version?: unknown; body?: unknown } } }) {
    checkTemplate(event.params.data);
  },
  beforeUpdate(event: { params: { data?: { version?: unknown; body?: unknown } } }) {
    checkTemplate(event.params.data);
  },
};
