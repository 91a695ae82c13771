import { DOCUMENT_KIND_NAMES } from '../../domain/documents/document-texts';

/** The issued documents in "Moje svatba" and in the desk, and the accountant's monthly archive. */
export const csDocuments = {
  heading: 'Doklady',
  caption: 'Vystavené doklady k rezervaci',
  loading: 'Načítám doklady…',
  loadFailed: 'Doklady se nepodařilo načíst.',
  retry: 'Zkusit znovu',
  emptyCouple: 'Zatím vám nebyl vystaven žádný doklad. Zálohovou fakturu tu najdete, jakmile rezervaci potvrdím.',
  emptyDesk: 'K této rezervaci zatím nebyl vystaven žádný doklad.',
  columns: { number: 'Číslo dokladu', kind: 'Druh', issued: 'Vystaveno', files: 'Ke stažení' },
  /** The kind's name where the VAT mode is not known (the same names as the accountant's CSV). */
  kind: DOCUMENT_KIND_NAMES,
  formats: { pdf: 'PDF', isdoc: 'ISDOC' },
  /** The button's accessible name: the visible "PDF" alone would not say which document. */
  downloadLabel: (format: string, number: string) => `Stáhnout ${number} jako ${format}`,
  downloading: 'Stahuji…',
  downloadFailed: (number: string) => `Doklad ${number} se nepodařilo stáhnout.`,
  archive: {
    heading: 'Archiv pro účetní',
    intro: 'Všechny doklady vystavené v měsíci jako PDF a ISDOC a jejich seznam v CSV pro Excel, v jednom ZIP souboru.',
    month: 'Měsíc',
    submit: 'Připravit a stáhnout archiv',
    preparing: 'Připravuji archiv…',
    done: (fileName: string, count: string) => `Archiv ${fileName} je stažený (${count}).`,
    documents: { one: 'doklad', few: 'doklady', other: 'dokladů' },
  },
} as const;
