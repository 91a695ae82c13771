import { formatDateTime } from '../../domain/formatting/czech';

/** Czech strings of the contract in the desk's booking detail (issue 22). */
export const csAdminContract = {
  heading: 'Smlouva',
  loading: 'Načítám stav smlouvy…',
  loadFailed: 'Stav smlouvy se nepodařilo načíst.',
  retry: 'Zkusit znovu',
  notAccepted: 'Snoubenci smlouvu zatím nepřijali.',
  state: 'Stav',
  accepted: 'Přijata online',
  acceptedAt: 'Přijato',
  version: 'Verze šablony',
  names: 'Napsaná jména',
  email: 'Ověřený e-mail účtu',
  hash: 'SHA-256 textu',
  hashTitle: (hash: string) => `Celý otisk: ${hash}`,
  expressStart: 'Plnění během lhůty pro odstoupení',
  expressStartYes: 'vyžádáno',
  expressStartNo: 'nevyžádáno',
  download: 'Stáhnout smlouvu',
  downloading: 'Připravuji PDF…',
  at: (iso: string) => formatDateTime(iso),
  /** The first 12 hex digits: enough to compare with the PDF at a glance; the whole hash is in the title and the PDF. */
  shortHash: (hash: string) => `${hash.slice(0, 12)}…`,
};
