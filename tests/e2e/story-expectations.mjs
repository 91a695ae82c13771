/**
 * What particular stories must show in the Storybook smoke run (storybook-smoke.mjs), beyond "rendered without errors" (and an h1 for stories tagged `page`).
 * These prove the global decorator worked: demo content from a fresh memory container, a signed-in user, a seeded
 * booking list, a fake told to fail. Texts are the demo content's and src/texts/'s. Besides selectors and texts: `fonts`
 * (families that must have loaded), `locale` (the browser language to open the story in), `allowConsole`.
 */
export const EXPECTATIONS = {
  'features-home-home-page--default': { h1: 'Svatební fotografie, které vyprávějí váš den' },
  'features-weddings-wedding-page--default': { h1: 'Barbora a Ondřej', count: { '.image-grid button': 'some' } },
  'features-weddings-wedding-page--by-id': { h1: 'Eva a Jakub' },
  'features-weddings-wedding-page--lightbox-open': { present: ['[role="dialog"][aria-modal="true"] img'] },
  'shared-media-image-gallery--lightbox-open': { present: ['[role="dialog"][aria-modal="true"] img'] },
  'features-cms-page-cms-page--inspiration': { h1: 'Svatební inspirace' },
  'features-admin-admin-login-page--redirected-from-bookings': { h1: 'Přihlášení do administrace' },
  'features-admin-admin-bookings-page--with-bookings': {
    h1: 'Rezervace',
    text: ['fotograf@example.cz', 'Lucie a Martin'],
    count: { '.ui-table tbody tr': 3, '.ui-status-badge': 3 },
  },
  'features-admin-admin-booking-detail--partly-paid-deposit': { text: ['Přijato z banky', '5\u00A0000,50\u00A0Kč · zbývá 6\u00A0699,50\u00A0Kč'] },
  'shared-payment-deposit-details--partly-paid': { text: ['Zbývá doplatit', '5\u00A0849,50\u00A0Kč'], present: ['img.qr-platba'] },
  'shared-payment-deposit-details--overpaid': { text: ['Přeplatek', '300\u00A0Kč'] },
  'features-admin-admin-booking-detail--anonymised': { h1: 'Rezervace: anonymizováno (H3WD-9RTA)', text: ['Anonymizováno'] },
  'features-admin-admin-payments-page--with-unassigned': { h1: 'Platby', text: ['Nepřiřazené platby', 'Bez variabilního symbolu', 'Neznámý variabilní symbol', 'Platba v cizí měně', '8\u00A0500,50\u00A0Kč'], count: { '.ui-table tbody tr': 3 } },
  'features-admin-admin-payments-page--filtered': { text: ['Zobrazeno 1 z 3.'], count: { '.ui-table tbody tr': 1 } },
  'features-admin-admin-payments-page--filtered-no-match': { text: ['Hledání neodpovídá žádná nepřiřazená platba.'] },
  'features-account-doklady--issued': { text: ['ZF-2027-0001', 'Zálohová faktura', 'PP-2027-0001', 'Doklad o přijaté platbě'], count: { '.issued-documents tbody tr': 2 } },
  'features-account-doklady--empty': { text: ['Zatím vám nebyl vystaven žádný doklad.'] },
  'features-account-doklady--load-failed': { text: ['Doklady se nepodařilo načíst.', 'network/unavailable'] },
  'features-admin-doklady--booking-issued': { text: ['ZF-2027-0001', 'ISDOC'], count: { '.issued-documents tbody tr': 2 } },
  'features-admin-doklady--booking-empty': { text: ['K této rezervaci zatím nebyl vystaven žádný doklad.'] },
  'features-admin-doklady--booking-load-failed': { text: ['Doklady se nepodařilo načíst.', 'network/unavailable'] },
  'features-admin-doklady--archive': { text: ['Archiv pro účetní', 'Připravit a stáhnout archiv'] },
  'features-admin-admin-payments-page--empty': { text: ['Žádné nepřiřazené platby.'] },
  'features-admin-admin-payments-page--imported': { text: ['Výsledek importu', 'Formát výpisu: camt.053 (XML)'], count: { '.ui-table tbody tr': 5 } },
  'features-admin-admin-payments-page--import-failed': { text: ['bank/statement-malformed', 'Vybraný soubor: vypis-useknuty.xml'] },
  'features-admin-admin-payments-page--assigning': { text: ['Přiřadit k rezervaci Jana a Petr (12. června 2027)'] },
  'features-admin-statement-import-result--every-kind': { text: ['Částečně zaplacené zálohy', 'Přeplacené zálohy', 'Zaplacené zálohy'] },
  'features-admin-admin-calendar-page--june': { h1: 'Kalendář termínů', present: ['#odber-adresa[readonly]'] },
  'features-admin-admin-calendar-page--feed-unavailable': { text: ['Odběr kalendáře', 'network/unavailable', 'Zkusit znovu'] },
  'features-admin-admin-calendar-page--feed-rotation-question': { present: ['#odber-otazka'], text: ['Stávající adresa okamžitě přestane fungovat'] },
  'features-admin-admin-calendar-page--feed-rotated': { text: ['Nová adresa je připravená. Stará už nefunguje.'], present: ['#odber-adresa'] },
  'features-admin-admin-bookings-page--with-competing-requests': { count: { '.competing-marker': 4 } },
  'features-admin-admin-bookings-page--competing-day': { text: ['Otevřené poptávky na 19. června 2027'], count: { '.ui-table tbody tr': 4 } },
  'features-admin-admin-calendar-page--competing-requests': { present: ['td[data-competing="4"]'], text: ['Dny s více poptávkami'] },
  'features-admin-admin-booking-detail--competing-requests': { present: ['.competing-warning'], text: ['Pozor: další 3'] },
  'features-admin-admin-booking-detail--confirm-declining-others': { count: { '[role="alertdialog"] .decline-others input[type="checkbox"]:checked': 3 } },
  'features-admin-admin-booking-detail--status-change-dialog': { present: ['[role="alertdialog"] .status-note input'], text: ['Poznámka do historie (nepovinné)'] },
  'features-admin-admin-bookings-page--empty': { h1: 'Rezervace', count: { '.ui-table': 0, '.ui-empty-state': 1 } },
  // The desk's screens on the busy demo season (adapters/memory/demo-season.ts), empty and failing.
  'features-admin-admin-dashboard-page--busy-season': { h1: 'Přehled', count: { '.desk-agenda__card': 6, '.desk-agenda__item': 'some' } },
  'features-admin-admin-dashboard-page--all-clear': { h1: 'Přehled', text: ['Dnes nic nečeká'] },
  'features-admin-admin-dashboard-page--failed': { text: ['network/unavailable'] },
  'features-admin-admin-bookings-page--busy-season': { count: { '.ui-table tbody tr': 'some', '.competing-marker': 'some', '.mail-failed-marker': 1 } },
  'features-admin-admin-bookings-page--failed': { text: ['network/unavailable'] },
  'features-admin-admin-calendar-page--busy-season': {
    // Which states fall in the year shown depends on today's date (the demo season is dated from it): the fixed-clock
    // screenshot (tests/e2e/desk-screens.spec.ts) and adapters/memory/demo-season.test.ts check every state.
    count: { '.desk-season [role="grid"]': 12, 'td[data-state="booked"]': 'some', '.desk-legend__swatch': 6 },
  },
  'features-admin-admin-calendar-page--empty-season': { count: { '.desk-season [role="grid"]': 12, 'td[data-state="booked"]': 0 } },
  // The thread with the couple (stories/features/admin/booking-thread.stories.tsx): each state after opening "Zprávy".
  'features-admin-booking-thread--unread': { count: { '.desk-thread__message': 3, '.desk-thread__message[data-unread]': 1 }, text: ['Nová', 'Odeslat odpověď'] },
  'features-admin-booking-thread--empty': { text: ['Snoubenci zatím nic nenapsali.', 'Odpověď snoubencům'] },
  'features-admin-booking-thread--long-thread': { count: { '.desk-thread__message': 14 } },
  'features-admin-booking-thread--reply-refused': { text: ['desk/reply-limit', 'Nic nebylo odesláno'] },
  'features-admin-booking-thread--list-marker': { count: { '.unread-messages-marker': 1 } },
  'features-account-moje-svatba--unread-reply': { text: ['Nová odpověď', 'Máte 1 novou odpověď.'] },
  'features-admin-admin-booking-detail--demo-couple': { text: ['Další akce', 'Potvrzená', 'Záloha zaplacena'] },
  // The couple's portal ("Moje svatba") on the fixture-backed portal double (stories/features/account/portal-setup.ts).
  // The couple's "Smlouva" over the real memory adapters (stories/features/account/portal-contract.stories.tsx).
  'features-account-smlouva--not-yet': { h1: 'Moje svatba', text: ['Smlouvu budete moci přečíst a přijmout tady, jakmile potvrdím váš termín.'] },
  'features-account-smlouva--to-accept': { text: ['Smlouva o fotografování svatby', 'Celý den (32\u00A0000\u00A0Kč)', 'Přijímám smlouvu'], present: ['.portal-contract-text h2'] },
  'features-account-smlouva--refused': { text: ['contract/text-changed', 'Smlouva se mezitím změnila.'], present: ['input[name="namesTyped"][value="Jana Nováková a Petr Svoboda"]'] },
  'features-account-smlouva--accepted': { text: ['Smlouva je přijatá', 'Jana Nováková a Petr Svoboda', 'vyžádáno'] },
  'features-account-moje-svatba--no-booking': { h1: 'Moje svatba', text: ['Pod e-mailem vašeho účtu zatím nemám žádnou poptávku.'] },
  'features-account-moje-svatba--new-request': { text: ['Poptávka přijatá', 'K7PM-4XQ2', 'Stáhnout poptávku'] },
  'features-account-moje-svatba--confirmed-with-deposit': {
    text: ['Termín potvrzený', 'Stáhnout do kalendáře (.ics)', 'Variabilní symbol', '2708214321'],
    present: ['.deposit-details img'],
  },
  'features-account-moje-svatba--withdrawn': { text: ['Poptávku jste stáhli'] },
  'features-account-moje-svatba--message-failed': { text: ['portal/rate-limited', 'Příliš mnoho požadavků'] },
  'features-account-moje-svatba--load-failed': { text: ['Rezervace se nepodařilo načíst.', 'network/unavailable'] },
  'features-account-moje-svatba--erased': { h1: 'Moje svatba', text: ['Účet je smazaný', 'H3WD-9RTA'] },
  'features-account-moje-svatba--delete-asking-about-galleries': {
    text: ['Co se má stát s vašimi galeriemi fotografií?', 'Smazat i galerie', 'Ponechat galerii fotografce (bez vazby na váš účet)'],
    count: { 'input[type="radio"][name="galerie-po-smazani"]': 2, 'input[type="radio"][name="galerie-po-smazani"]:checked': 0 },
  },
  'features-account-moje-svatba--erased-keeping-gallery': { h1: 'Moje svatba', text: ['Účet je smazaný', 'jen v archivu fotografky, bez vazby na váš účet'] },
  'features-admin-admin-bookings-page--no-access': { present: ['.layout-admin [data-status="403"]'] },
  'app-layouts-admin-layout--signed-in': { text: ['fotograf@example.cz'] },
  'app-layouts-default-layout--default': { present: ['.layout-default header', '.layout-default footer'] },
  'features-contact-contact-form--validation-errors': { count: { '[aria-invalid="true"]': 'some' } },
  'features-contact-contact-page--validation-errors': { count: { '[aria-invalid="true"]': 'some' } },
  'features-contact-contact-form--send-failed': {
    text: ['network/unavailable'],
    // What the visitor typed survives the failure.
    present: ['input[name="name"][value="Jana Nováková"]'],
  },
  'features-contact-contact-page--send-failed': { text: ['network/unavailable'] },
  'features-errors-error-pages--not-found': { present: ['.layout-default [data-status="404"][data-fatal="false"]'] },
  'features-errors-error-pages--fatal-not-found': {
    present: ['.layout-bare [data-status="404"][data-fatal="true"]'],
    count: { '.layout-default': 0 },
  },
  'features-errors-error-pages--server-error': {
    present: ['[data-status="500"]'],
    // The error boundary reports 5xx errors on purpose (src/features/errors/error-boundaries.tsx).
    allowConsole: [/^Route error/],
  },
  'features-errors-error-pages--forbidden': { present: ['.layout-admin [data-status="403"]'] },
  // The design system (stories/shared/ui): each story shows the state it names.
  // The desk's shipped fonts (src/shared/ui/tokens/fonts.css) render its Czech text, from this build, not the system.
  'shared-ui-tokens--type-scale': { fonts: ['Inter Variable', 'Source Serif 4 Variable'] },
  'shared-ui-badges--every-status': { count: { '.ui-status-badge': 7 }, text: ['Nová', 'Záloha zaplacena', 'Stažená snoubenci'] },
  'shared-ui-button--pending': { count: { 'button[data-pending] .ui-spinner': 3 } },
  'shared-ui-form-fields--with-errors': { count: { '[aria-invalid="true"]': 4 }, text: ['email/invalid', 'Zadejte platný e-mail'] },
  'shared-ui-date-field--filled': { text: ['14. 8. 2027', '2027-08-14'] },
  // A browser set to English still shows the Czech order and parts (the DateField's own locale, not the browser's).
  'shared-ui-date-field--filled-in-english-browser': { locale: 'en-US', text: ['14. 8. 2027', '2027-08-14'], present: ['[role="spinbutton"][aria-label="den, "]'] },
  'shared-ui-date-field--calendar-open': { present: ['[role="dialog"] [role="grid"]'], text: ['srpen 2027'] },
  'shared-ui-dialog--open': { present: ['.ui-dialog-overlay [role="dialog"]'], text: ['Přesunout svatbu na jiný den'] },
  'shared-ui-dialog--confirm': { present: ['[role="alertdialog"]'], text: ['Smazat natrvalo'] },
  'shared-ui-menu--open': { present: ['[role="menu"]'], count: { '[role="menuitem"]': 5 } },
  'shared-ui-table--busy-season': { count: { '.ui-table tbody tr': 40, 'th[aria-sort="ascending"]': 1 } },
  'shared-ui-tabs--second-selected': { present: ['[role="tab"][aria-selected="true"]'], text: ['focení příprav'] },
  // The gallery (stories/features/gallery): the PIN form, the guests' and the couple's grid, its states.
  'features-gallery-guest-gallery--pin-form': { h1: 'Vstup do galerie', present: ['input[inputmode="numeric"][autocomplete="off"]'] },
  'features-gallery-guest-gallery--pin-wrong': { text: ['gallery/pin-wrong'] },
  'features-gallery-guest-gallery--expired': { text: ['gallery/expired'] },
  'features-gallery-guest-gallery--not-found': { text: ['gallery/not-found'] },
  'features-gallery-guest-gallery--empty': { text: ['Galerie je zatím prázdná'] },
  'features-gallery-guest-gallery--photos-40': { count: { '.gallery-tile': 'some' } },
  'features-gallery-guest-gallery--viewer-open': { present: ['[role="dialog"][aria-modal="true"] img'] },
  'features-gallery-couple-gallery--photos-40': { text: ['Výběr do alba', 'Vybráno 0 z 20'] },
  'features-gallery-couple-gallery--archived': { text: ['gallery/archived'] },
  // The bar's details a tap away (src/features/gallery/gallery-bar.tsx), opened by the stories' play functions.
  'features-gallery-couple-gallery--zip-preparing': { text: ['Stažení v ZIPu (přijato)', 'Požadavek přijat'] },
  'features-gallery-couple-gallery--portfolio-open': { text: ['Portfolio: Zatím nevím', 'Ano, smíte'], present: ['button[aria-expanded="true"]'] },
  'features-gallery-couple-gallery--in-portal': { text: ['Galerie', 'Otevřít galerii'] },
  // The gallery desk (issue 20) on the demo's delivered gallery.
  'features-gallery-desk-gallery-list-page--with-galleries': { h1: 'Galerie', text: ['Jana a Petr – Zámek Hluboká', 'Portrét Kláry'] },
  // The grid is virtualised: only the rows in the window are rendered (tests/e2e/gallery-scroll.spec.ts bounds them).
  'features-gallery-desk-gallery-photos-page--grid': { count: { '.gallery-photo': 'some' } },
  'features-gallery-desk-gallery-photos-page--upload-paused': { text: ['Nahrávání je pozastavené.', 'Pokračovat v nahrávání'] },
  'features-gallery-desk-gallery-photos-page--upload-failed-one': { text: ['storage/quota-exceeded', 'Zkusit znovu: DSC_6002_CHYBA.jpg', 'Přeskočeno – v galerii už je'] },
  'features-gallery-desk-gallery-selection-page--submitted': { text: ['DSC_4114.jpg', 'Tuhle prosím přes dvoustranu.', 'DSC_4177.jpg'], present: ['textarea[readonly]'] },
  'features-gallery-desk-gallery-editor-page--pin-shown': { text: ['PIN pro hosty: 135 791'] },
};
