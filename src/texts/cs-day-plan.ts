import { formatDateTime } from '../../domain/formatting/czech';

/** Czech strings of the wedding-day plan ("harmonogram"): the couple's editor in "Moje svatba" and the desk's view. */
export const csDayPlan = {
  heading: 'Harmonogram svatebního dne',
  intro: 'Vyplňte, kdy a kde co začíná, na koho se mohu v den svatby obrátit a které skupinové fotky nesmím vynechat. Ukládá se průběžně, stačí psát.',
  readOnly: 'Harmonogram už nejde upravovat. Změny mi prosím napište ve zprávě.',
  loading: 'Načítám harmonogram…',
  loadFailed: 'Harmonogram se nepodařilo načíst.',
  retry: 'Zkusit znovu',
  /** The autosave's state, announced politely. */
  state: {
    saving: 'Ukládám…',
    saved: 'Uloženo',
    savedAt: (at: string) => `Uloženo ${formatDateTime(at)}`,
    unsaved: 'Neuloženo – opravte prosím zvýrazněná pole.',
    failed: 'Uložení se nezdařilo. Nic z toho, co jste napsali, se neztratilo – zůstává v tomto prohlížeči.',
    retry: 'Uložit znovu',
  },
  timeline: {
    heading: 'Program dne',
    time: 'Čas',
    timeHint: 'Například 14:30',
    what: 'Co se děje',
    where: 'Kde',
    map: 'Mapa',
    mapLabel: (place: string) => `Mapa: ${place} (Mapy.cz, otevře se v novém okně)`,
    add: 'Přidat bod programu',
    remove: (n: number) => `Odebrat bod programu ${n}`,
    row: (n: number) => `Bod programu ${n}`,
  },
  people: {
    heading: 'Důležití lidé',
    hint: 'Svědci, koordinátor, kdo pomůže svolat skupinové fotky – s telefonem, na kterém budou v den svatby.',
    name: 'Jméno',
    role: 'Role',
    rolePlaceholder: 'svědkyně, koordinátor…',
    phone: 'Telefon v den svatby',
    add: 'Přidat člověka',
    remove: (n: number) => `Odebrat člověka ${n}`,
    row: (n: number) => `Člověk ${n}`,
  },
  groupPhotos: {
    heading: 'Skupinové fotky, které nesmím vynechat',
    photo: (n: number) => `Skupinová fotka ${n}`,
    placeholder: 'Například: novomanželé s rodiči nevěsty',
    add: 'Přidat skupinovou fotku',
    remove: (n: number) => `Odebrat skupinovou fotku ${n}`,
  },
  notes: { label: 'Poznámky pro fotografku' },
  limit: (max: number) => `Víc řádků se nevejde (nejvýš ${max}).`,
  /** The desk's view and print. */
  desk: {
    tab: 'Harmonogram',
    empty: 'Snoubenci harmonogram zatím nevyplnili.',
    updated: (at: string) => `Naposledy upraveno ${formatDateTime(at)}`,
    print: 'Tisk',
    none: '—',
  },
} as const;
