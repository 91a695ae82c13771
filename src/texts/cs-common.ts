/** Strings of the site's frame (header, footer, cookie bar, notices) that every page shows. Specs import these too. */
export const csCommon = {
  siteName: 'Tereza Nováková – svatební fotografka',
  skipToContent: 'Přeskočit na obsah',
  nav: {
    label: 'Hlavní navigace',
    services: 'Služby',
    pricing: 'Ceník',
    portfolio: 'Portfolio',
    about: 'O mně',
    faq: 'Časté dotazy',
    contact: 'Kontakt',
    reservation: 'Rezervace',
    account: 'Moje svatba',
    signIn: 'Přihlásit',
    openMenu: 'Otevřít menu',
    closeMenu: 'Zavřít menu',
  },
  footer: {
    contactHeading: 'Kontakt',
    ico: 'IČO',
    followHeading: 'Sledujte mě',
    privacy: 'Ochrana osobních údajů',
    rights: 'Všechna práva vyhrazena.',
  },
  loading: 'Načítám…',
  /** Label of the public forms' hidden anti-spam field (src/shared/forms/honeypot-field.tsx). */
  honeypot: 'Tohle pole nevyplňujte',
  serverError: {
    dismiss: 'Zavřít upozornění',
  },
  moved: {
    title: 'Stránka se přestěhovala',
    text: 'Tahle stránka má novou adresu:',
  },
  consent: {
    heading: 'Cookies a měření návštěvnosti',
    text: 'Web používá nezbytné cookies. Se souhlasem bych ráda měřila i návštěvnost (Google Analytics), abych věděla, co vás zajímá. Bez souhlasu se nic neměří ani neodesílá.',
    more: 'Více o cookies',
    accept: 'Povolit měření',
    reject: 'Odmítnout měření',
    change: 'Nastavení cookies',
  },
} as const;
