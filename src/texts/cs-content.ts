import type { BookingStatus } from '../../domain/booking/booking';
import type { ExpiringRecordKind } from '../../domain/privacy/expiring-records';
import type { RetentionRule } from '../../domain/privacy/retention';

/** Czech strings of the public content pages (home, services, pricing, portfolio, about, FAQ, contact, privacy). */
export const csContent = {
  home: {
    ctaReserve: 'Ověřit volný termín',
    ctaPortfolio: 'Prohlédnout portfolio',
    featuredHeading: 'Vybrané svatby',
    servicesHeading: 'Co pro vás mohu udělat',
    testimonialsHeading: 'Napsali o mně',
    allServices: 'Všechny služby',
  },
  services: {
    title: 'Služby',
    heading: 'Služby svatební fotografky',
    description: 'Celodenní svatební reportáže, obřady, portréty a předsvatební focení. Vyberte, co k vašemu dni patří.',
    toPricing: 'Podívat se na ceník',
  },
  pricing: {
    title: 'Ceník',
    heading: 'Ceník svatebního focení',
    description: 'Přehled balíčků svatebního focení a doplňkových služeb s cenami v korunách.',
    hours: { one: 'hodina focení', few: 'hodiny focení', other: 'hodin focení' },
    photos: { one: 'upravená fotografie', few: 'upravené fotografie', other: 'upravených fotografií' },
    approx: 'přibližně',
    recommended: 'Nejoblíbenější',
    extrasHeading: 'Doplňkové služby',
    notesHeading: 'Dobré vědět',
    reserve: 'Rezervovat termín',
    tableCaption: 'Doplňkové služby a jejich ceny',
    tableService: 'Služba',
    tablePrice: 'Cena',
  },
  portfolio: {
    title: 'Portfolio',
    heading: 'Portfolio svateb',
    description: 'Výběr svateb, které jsem fotila – od zámeckých obřadů po svatby v horách.',
    photos: { one: 'fotografie', few: 'fotografie', other: 'fotografií' },
  },
  wedding: {
    backToPortfolio: 'Zpět na portfolio',
    galleryHeading: 'Galerie',
    venue: 'Místo',
    date: 'Datum',
    openImage: (n: number, total: number) => `Otevřít fotografii ${n} z ${total}`,
  },
  lightbox: {
    label: 'Prohlížeč fotografií',
    close: 'Zavřít',
    previous: 'Předchozí fotografie',
    next: 'Další fotografie',
    position: (n: number, total: number) => `Fotografie ${n} z ${total}`,
  },
  about: {
    title: 'O mně',
    description: 'Kdo stojí za fotoaparátem a jak pracuji na svatbách.',
  },
  faq: {
    title: 'Časté dotazy',
    heading: 'Časté dotazy',
    description: 'Odpovědi na otázky, které se páry ptají nejčastěji: termíny, záloha, doprava, dodání fotografií.',
  },
  contact: {
    title: 'Kontakt',
    heading: 'Kontakt',
    description: 'Napište mi nebo zavolejte. Ozvu se do dvou pracovních dnů.',
    detailsHeading: 'Kontaktní údaje',
    formHeading: 'Napište mi',
    name: 'Jméno a příjmení',
    email: 'E-mail',
    phone: 'Telefon (nepovinné)',
    weddingDate: 'Datum svatby (nepovinné)',
    message: 'Zpráva',
    consent: 'Souhlasím se zpracováním osobních údajů za účelem odpovědi na mou zprávu.',
    consentLink: 'Jak s údaji zacházím',
    submit: 'Odeslat zprávu',
    sending: 'Odesílám…',
    sent: 'Děkuji, zpráva je odeslaná. Ozvu se vám do dvou pracovních dnů.',
    sendAnother: 'Napsat další zprávu',
    fixErrors: 'Zkontrolujte prosím zvýrazněná pole.',
    notSent: 'Zprávu se nepodařilo odeslat. Nic jste neztratili – zkuste to prosím znovu.',
    phoneLabel: 'Telefon',
    emailLabel: 'E-mail',
    addressLabel: 'Adresa',
  },
  privacy: {
    title: 'Ochrana osobních údajů',
    description: 'Jak zpracovávám osobní údaje návštěvníků webu a snoubenců.',
    updated: 'Naposledy aktualizováno',
    // The generated sections: what the booking system really does (domain/privacy/), stated from its settings.
    retention: {
      heading: 'Jak dlouho uchovávám údaje z rezervačního systému',
      intro: 'Lhůty hlídá rezervační systém sám: jednou denně údaje po uplynutí lhůty anonymizuje nebo smaže. Každá poptávka a rezervace má podle svého stavu jednu z těchto lhůt:',
      /** Counts in these sentences stand after „po uplynutí“ / „po dobu“: genitive. */
      days: { one: 'dne', few: 'dní', other: 'dní' },
      /** How each status reads in the sentences below (plural, as in „poptávky … (odmítnuté, zrušené nebo stažené)“). */
      statuses: {
        new: 'nevyřízené',
        declined: 'odmítnuté',
        cancelled: 'zrušené',
        withdrawn: 'stažené',
        confirmed: 'potvrzené',
        'deposit-paid': 'se zaplacenou zálohou',
        completed: 'proběhlé',
      } satisfies Record<BookingStatus, string>,
      /** One sentence per rule of the policy (domain/privacy/retention.ts RETENTION_RULES), naming its statuses. */
      rules: {
        'anonymise-after-change': (statuses: string, days: string) =>
          `Poptávky a rezervace, ze kterých svatba nebude (${statuses}), anonymizuji po uplynutí ${days} od poslední změny: smažu jména, e-mail, telefon, místo svatby, naše zprávy k rezervaci (vaše i mé odpovědi) i své poznámky, a to i z historie změn. Pro statistiku zůstane jen datum, stav, zvolený balíček a doplňky, počet hostů, ceny a kdy se co měnilo.`,
        'anonymise-after-wedding': (statuses: string, days: string) =>
          `Poptávky, na které jsem ještě neodpověděla (${statuses}), anonymizuji stejně, jakmile datum svatby uplyne – po uplynutí ${days} od poslední změny.`,
        'erase-after-contract-years': (statuses: string, years: number) =>
          `Rezervace, ze kterých vznikla smlouva (${statuses}), uchovávám jako doklad o smlouvě a kvůli účetním a daňovým povinnostem do konce ${years}. roku po roce svatby; pak je smažu celé i s e-maily.`,
      } satisfies Record<RetentionRule, (statuses: string, period: never) => string>,
      mails: (days: string) =>
        `Kopie e-mailů, které systém odeslal (potvrzení poptávky, změny stavu rezervace, vaše zprávy k rezervaci a mé odpovědi na ně, zprávy z kontaktního formuláře), mažu po uplynutí ${days} od odeslání.`,
      /** Counts after „po uplynutí“: genitive. */
      months: { one: 'měsíce', few: 'měsíců', other: 'měsíců' },
      galleries: (months: string) =>
        `Galerie fotografií ze svatby (fotografie, jejich náhledy a balíčky ke stažení, vaše oblíbené fotografie, výběr do alba s komentáři a souhlas se zveřejněním v portfoliu) po posledním dni platnosti galerie nic nemaže – galerie se jen archivuje a na požádání ji prodloužím. Celou ji smažu i se všemi soubory po uplynutí ${months} od jejího posledního dne; prodloužení posouvá i tuto lhůtu.`,
      guests: (hours: number) =>
        `Jméno a e-mail, které hosté volitelně zadají při vstupu do galerie, neukládám: zůstávají jen v jejich přístupu do galerie v prohlížeči, který platí ${hours} hodin a zmizí zavřením karty. Oblíbené fotografie hostů jsou uložené pod náhodným označením bez jména a smažou se s galerií.`,
      /** Counts after „do konce“: the ordinal year (domain/privacy/retention.ts deleteAcceptancesAfterYears). */
      acceptances: (years: number) =>
        `Záznam o přijetí smlouvy v sekci Moje svatba (jména, která jste napsali, ověřený e-mail účtu, IP adresa a prohlížeč, ze kterého jste smlouvu přijali, čas přijetí a plné znění smlouvy) je doklad, že smlouva vznikla a za jakých podmínek. Uchovávám ho, dokud z ní lze uplatnit nároky (promlčecí lhůta je 3 roky, § 629 občanského zákoníku), tedy do konce ${years}. roku po roce svatby, a pak ho celý smažu – IP adresu a prohlížeč také, protože dokládají, kdo smlouvu přijal. Smažu-li dříve celou rezervaci, smažu s ní i tento záznam. Dokud trvá, nesmažu ho ani na vaši žádost o výmaz (čl. 17 odst. 3 písm. e) GDPR: obhajoba právních nároků).`,
      documents: (years: number) =>
        `Vystavené doklady (zálohové faktury, doklady o přijaté platbě, faktury a opravné doklady) jsou účetní a daňové záznamy: zákon mi ukládá je uchovat ${years} let od konce roku, ve kterém jsem je vystavila (§ 35 zákona o DPH, § 31 zákona o účetnictví), a proto je nesmažu ani na žádost o výmaz ani se smazáním účtu či rezervace. Zůstávají takové, jak byly vystavené, i se jménem a fakturačními údaji, na které zněly; kromě nich po smazání nezůstane nic, co by vás jmenovalo. Jejich seznam je součástí exportu „Stáhnout moje údaje“ a jejich PDF si do té doby stáhnete v sekci Moje svatba.`,
      /**
       * One sentence per self-expiring record that holds personal data (domain/privacy/expiring-records.ts), with the
       * longest it may exist; null for records holding nothing personal.
       */
      expiring: {
        rateCounters: (hours: number) =>
          `Počítadla pokusů, kterými web brání zneužití formulářů a hádání PINu ke galerii, obsahují jen otisk (hash) e-mailové adresy, IP adresy nebo odkazu galerie, nikoli je samotné; databáze je sama smaže nejpozději do ${hours} hodin od vzniku.`,
        spentChallenges: null,
      } satisfies Record<ExpiringRecordKind, ((hours: number) => string) | null>,
      /** Counts after „po uplynutí“: genitive (domain/privacy/retention.ts deleteDayPlansAfterDays). */
      dayPlan: (days: string) =>
        `Harmonogram svatebního dne, který vyplníte v sekci Moje svatba (včetně jmen a telefonů lidí, které v něm uvedete), vidím jen já a rezervační systém. Slouží ke svatebnímu dni a pak ještě k úpravě fotografií (seznam skupinových fotek, jména), proto ho smažu celý po uplynutí ${days} od svatby – dříve než ostatní údaje rezervace, protože telefony a jména lidí, kteří nejsou stranou smlouvy, po svatbě nepotřebuji. Do té doby si ho můžete stáhnout v exportu svých údajů (Stáhnout moje údaje). Smažu-li dříve celou rezervaci (anonymizace, výmaz, smazání účtu), smažu s ní i harmonogram.`,
      account:
        'Účet snoubenců trvá, dokud ho nesmažete (v sekci Moje svatba) nebo dokud ho na vaši žádost nesmažu já. Se smazáním účtu, ať už ho smažete vy, nebo já, smaže systém i vaše poptávky bez smlouvy, zprávy z kontaktního formuláře a kopie e-mailů; rezervace se smlouvou zůstanou po dobu uvedenou výše a budou označené, že jste požádali o výmaz. Při smazání účtu se vás zeptám, zda mám smazat i vaše galerie, nebo je ponechat jen ve svém archivu bez vazby na váš účet (pak je smažu podle lhůty výše); vaše oblíbené fotografie, výběr do alba a souhlas s portfoliem smažu v obou případech. Smaže-li účet někdo jiný než vy, galerie ponechám v archivu.',
    },
    processors: {
      heading: 'Komu údaje předávám',
      intro: 'Vaše údaje neprodávám. Zpracovávají je pro mě jen tyto služby, se kterými mám smlouvu o zpracování:',
      items: {
        'google-cloud':
          'Google Cloud / Firebase (Google Ireland Ltd.) – rezervační systém: databáze poptávek a rezervací je uložena v EU (Frankfurt). Fotografie galerií ukládám v Cloud Storage for Firebase ve stejném regionu EU (Frankfurt). Přihlášení do administrace (Firebase Authentication) je globální služba Google, jejíž data mohou být zpracována i mimo EU.',
        'cms-hosting': 'Poskytovatel hostingu obsahu webu (Strapi) – texty webu a účty snoubenců, kteří se zaregistrují.',
        'mail-delivery': 'Poskytovatel rozesílání e-mailů – doručuje potvrzení poptávek, změny stavu rezervace a zprávy z kontaktního formuláře.',
        'google-analytics': 'Google Analytics (Google Ireland Ltd.) – měření návštěvnosti, jen pokud je povolíte v liště cookies.',
      },
    },
    cookies: {
      heading: 'Cookies a měření návštěvnosti',
      necessary:
        'Web používá nezbytné technické cookies a úložiště prohlížeče: zapamatování vaší volby cookies, přihlášení snoubenců a administrace a rozpracované formuláře. Bez nich by web nefungoval, proto k nim souhlas nepotřebuji.',
      analytics:
        'Měření návštěvnosti (Google Analytics) spustím jen s vaším souhlasem z lišty cookies. Bez souhlasu se nic neměří ani neodesílá.',
      withdraw: (link: string) =>
        `Souhlas můžete kdykoli odvolat odkazem „${link}“ v patičce webu; měření se zastaví hned, i na právě otevřené stránce.`,
    },
  },
  cmsPage: { updated: 'Aktualizováno' },
  seo: {
    photographerJobTitle: 'Svatební fotografka',
    weddingDescription: (title: string, date: string, venue: string) => `${title}, ${date}, ${venue}. Svatební reportáž.`,
  },
} as const;
