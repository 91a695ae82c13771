/** "Fakturační údaje": whom the documents are made out to, in "Moje svatba" and in the desk's booking detail. */
export const csBilling = {
  heading: 'Fakturační údaje',
  fields: {
    name: 'Jméno a příjmení (nebo název firmy)',
    street: 'Ulice a číslo domu',
    city: 'Obec',
    postalCode: 'PSČ',
    ico: 'IČO (jen platí-li firma)',
    dic: 'DIČ (jen má-li ho firma)',
  },
  postalCodeHint: 'Pět číslic, například 110 00.',
  none: 'Zatím nevyplněno – doklady uvádějí jen vaše jména.',
  noneDesk: 'Nevyplněno – doklady uvádějí jen jména snoubenců.',
  coupleLead: 'Na koho mám vystavovat zálohovou fakturu a další doklady. Změna platí pro doklady vystavené od teď; už vystavené doklady se nemění.',
  /** Asked of every confirmed booking without them (the portal does not know the trader's VAT status; docs/documents.md). */
  coupleAsk: 'Vyplňte je prosím ještě před zaplacením zálohy, ať na dokladech stojí i vaše adresa.',
  deskMissing: 'Chybí fakturační údaje. Jste plátkyně DPH a daňové doklady (potvrzení o platbě, faktura) mají uvádět adresu zákazníka – požádejte snoubence o vyplnění v sekci Moje svatba, nebo je doplňte sem.',
  edit: 'Upravit fakturační údaje',
  fill: 'Vyplnit fakturační údaje',
  save: 'Uložit fakturační údaje',
  saving: 'Ukládám…',
  cancel: 'Zrušit',
  clear: 'Smazat fakturační údaje',
  saved: 'Fakturační údaje jsou uložené. Uvedu je na doklady vystavené od teď.',
  cleared: 'Fakturační údaje jsou smazané.',
  failed: 'Fakturační údaje se nepodařilo uložit.',
} as const;
