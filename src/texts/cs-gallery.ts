import type { DownloadJobStatus, DownloadScope } from '../../domain/gallery/download-job';
import type { PhotoPortfolio, PortfolioConsent } from '../../domain/gallery/gallery';
import { formatCount, formatDate, formatDateTime } from '../../domain/formatting/czech';

const photos = { one: 'fotografie', few: 'fotografie', other: 'fotografií' };
const sizeFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 1 });

/** 3 435 973 837 → "3,2 GB": a ZIP part's size as people read it (binary units, as the 4 GB part limit is). */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)}\u00A0${units[unit]}`;
}

/** Czech strings of the couple's and the guests' gallery (/galerie/:linkId, "Moje svatba" → Galerie). */
export const csGallery = {
  pageTitle: 'Svatební galerie',
  pageDescription: 'Soukromá galerie svatebních fotografií.',
  loading: 'Načítám galerii…',
  retry: 'Zkusit znovu',
  loadFailed: 'Galerii se nepodařilo načíst.',
  backToPortal: 'Zpět do Moje svatba',
  contactLink: 'Napsat fotografce',
  pin: {
    heading: 'Vstup do galerie',
    intro: 'Zadejte prosím 6místný PIN, který jste dostali od novomanželů nebo ode mě.',
    label: 'PIN',
    hint: 'Šest číslic. Mezery a pomlčky nevadí.',
    /** What the form will send: the PIN as read (spaces, dashes and full-width digits taken out). */
    readAs: (pin: string) => `Čtu jako: ${pin}`,
    contactIntro: 'Novomanželé by rádi věděli, kdo si galerii prohlíží. Jméno i e-mail můžete nechat prázdné.',
    name: 'Vaše jméno (nepovinné)',
    email: 'E-mail (nepovinné)',
    submit: 'Otevřít galerii',
    checking: 'Ověřuji PIN…',
    closedHeading: 'Galerie se neotevřela',
  },
  header: {
    eventDate: (date: string) => `Focení ${formatDate(date)}`,
    expiresOn: (date: string) => `Galerie je dostupná do ${formatDate(date)}.`,
    count: (n: number) => formatCount(n, photos),
  },
  filter: {
    label: 'Zobrazit',
    all: 'Všechny',
    favourites: (n: number) => `Oblíbené (${n})`,
    selection: (n: number) => `Výběr do alba (${n})`,
  },
  empty: {
    gallery: 'Galerie je zatím prázdná',
    galleryText: 'Fotografie sem přidám, jakmile budou hotové.',
    favourites: 'Zatím žádné oblíbené',
    favouritesText: 'Srdíčkem u fotografie si ji uložíte mezi oblíbené.',
    selection: 'Výběr je zatím prázdný',
    selectionText: 'Fotografii přidáte do výběru v jejím detailu.',
  },
  grid: {
    label: 'Fotografie',
    open: (n: number, total: number, chosen = false) => `Otevřít fotografii ${n} z ${total}${chosen ? ' (ve výběru do alba)' : ''}`,
    otherSection: 'Ostatní',
  },
  favourite: {
    /** The heart's name; aria-pressed says whether it is on. */
    label: 'Oblíbená',
    add: 'Přidat mezi oblíbené',
    remove: 'Odebrat z oblíbených',
  },
  viewer: {
    label: 'Prohlížení fotografie',
    position: (n: number, total: number) => `${n} / ${total}`,
    previous: 'Předchozí fotografie',
    next: 'Další fotografie',
    close: 'Zavřít prohlížení',
    download: 'Stáhnout',
    saveToPhone: 'Uložit do telefonu',
    saving: 'Připravuji fotografii…',
    /** Sharing needs a fresh tap once the file has arrived (the browser allows it only right after a tap). */
    readyToShare: 'Fotografie je připravená. Klepněte znovu na Uložit do telefonu.',
    saveFailed: 'Fotografii se nepodařilo připravit. Stáhněte ji prosím tlačítkem Stáhnout.',
  },
  selection: {
    heading: 'Výběr do alba',
    counter: (count: number, quota: number) => `Vybráno ${count} z ${quota}`,
    deadline: (date: string) => `Výběr můžete měnit do ${formatDate(date)} včetně.`,
    closed: 'Termín pro výběr uplynul.',
    submittedAt: (at: string) => `Výběr jste odeslali ${formatDateTime(at)}. Teď ho už měnit nelze.`,
    add: 'Přidat do výběru',
    remove: 'Odebrat z výběru',
    full: 'Výběr je plný – nejdřív některou fotografii odeberte.',
    comment: 'Poznámka k fotografii (nepovinné)',
    commentHint: 'Např. „tuhle prosím přes dvoustranu“.',
    saveComment: 'Uložit poznámku',
    commentSaved: 'Poznámka uložena.',
    submit: 'Odeslat výběr fotografce',
    confirmTitle: 'Odeslat výběr do alba?',
    confirmText: (count: number) => `Odešlete ${formatCount(count, photos)}. Po odeslání už výběr nepůjde měnit.`,
    confirm: 'Odeslat výběr',
    sent: 'Výběr je odeslaný. Děkuji!',
  },
  portfolio: {
    heading: 'Fotografie v mém portfoliu',
    intro: 'Smím některé fotografie z vaší svatby ukázat na webu? Rozhodnutí můžete kdykoli změnit.',
    gallery: {
      undecided: 'Zatím nevím',
      allowed: 'Ano, smíte',
      refused: 'Ne, raději ne',
    } satisfies Record<PortfolioConsent, string>,
    photoLabel: 'Tahle fotografie v portfoliu',
    photo: {
      inherit: 'Podle celé galerie',
      allowed: 'Ano',
      refused: 'Ne',
    } satisfies Record<PhotoPortfolio, string>,
    saved: 'Uloženo.',
  },
  downloads: {
    heading: 'Stažení v ZIPu',
    intro: 'Balíček připravím na pozadí. Velké galerie rozdělím na části do 4 GB; odkazy platí 7 dní.',
    request: {
      all: 'Připravit celou galerii',
      favourites: 'Připravit oblíbené',
      selection: 'Připravit výběr do alba',
    } satisfies Record<DownloadScope, string>,
    scope: {
      all: 'Celá galerie',
      favourites: 'Oblíbené',
      selection: 'Výběr do alba',
    } satisfies Record<DownloadScope, string>,
    size: { web: 'webová velikost', original: 'originály' },
    status: {
      queued: 'Požadavek přijat – balíček brzy začnu připravovat.',
      building: 'Připravuji balíček. Může to trvat i desítky minut; stránku můžete zavřít, odkaz vám pošlu e-mailem.',
      ready: 'Balíček je připravený.',
      failed: 'Balíček se nepodařilo připravit. Zkuste to prosím znovu.',
      expired: 'Odkazy už vypršely. Připravte prosím nový balíček.',
    } satisfies Record<DownloadJobStatus, string>,
    part: (n: number, of: number, size: string, count: number) => `Část ${n} z ${of} (${size}, ${formatCount(count, photos)})`,
    preparingPart: (n: number, of: number, size: string) => `Část ${n} z ${of} (${size}) – připravuji`,
    expiresAt: (at: string) => `Odkazy platí do ${formatDateTime(at)}.`,
    check: 'Zkontrolovat stav',
    none: 'Stahování v této galerii fotografka nepovolila.',
  },
  bar: {
    label: 'Výběr, stažení a portfolio',
    portfolio: (state: string) => `Portfolio: ${state}`,
    /** The ZIP's state beside the closed "Stažení v ZIPu", so a prepared package is seen without opening it. */
    job: {
      queued: 'přijato',
      building: 'připravuji',
      ready: 'připraveno',
      failed: 'nepodařilo se',
      expired: 'vypršelo',
    } satisfies Record<DownloadJobStatus, string>,
  },
  portal: {
    heading: 'Galerie',
    loading: 'Načítám galerie…',
    none: 'Galerii vám pošlu, jakmile budou fotografie hotové.',
    open: 'Otevřít galerii',
    expires: (date: string) => `Dostupná do ${formatDate(date)}`,
    archived: 'Archivováno — napište fotografce',
    unpublished: 'Galerie je teď nedostupná.',
  },
} as const;
