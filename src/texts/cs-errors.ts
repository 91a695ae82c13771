import type { ErrorCode } from '../../domain/errors';

/** Error pages, and the Czech message for every typed error code from domain/ and the adapters. */
export const csErrors = {
  notFoundTitle: 'Stránka nenalezena',
  notFoundHeading: 'Tuhle stránku jsem nenašla',
  notFoundText: 'Adresa je možná zastaralá nebo v ní je překlep. Zkuste začít na úvodní stránce nebo v portfoliu.',
  forbiddenTitle: 'Přístup odepřen',
  forbiddenHeading: 'Sem nemáte přístup',
  forbiddenText: 'Tato část je jen pro fotografku. Pokud jste to vy, přihlaste se správným účtem.',
  serverTitle: 'Chyba',
  serverHeading: 'Něco se pokazilo',
  serverText: 'Stránku se nepodařilo načíst. Zkuste to prosím za chvíli znovu.',
  goHome: 'Zpět na úvodní stránku',
  toPortfolio: 'Do portfolia',
  errorCode: 'Kód chyby',
  startupHeading: 'Web se nepodařilo spustit',
  startupText: 'Omlouvám se, při spuštění webu nastala chyba. Zkuste stránku načíst znovu.',
  reload: 'Načíst znovu',
  /** Czech message for every typed error code from domain/ and the adapters. */
  messages: {
    'field/required': 'Toto pole je povinné.',
    'field/too-long': 'Text je příliš dlouhý.',
    'email/invalid': 'Zadejte platný e-mail, například jana@example.cz.',
    'phone/invalid': 'Zadejte platné telefonní číslo, například +420 777 123 456.',
    'consent/required': 'Bez souhlasu se zpracováním údajů vám nemohu odpovědět.',
    'message/too-short': 'Napište prosím alespoň pár slov (aspoň 10 znaků).',
    'date/invalid': 'Zadejte platné datum.',
    'time/invalid': 'Zadejte čas ve tvaru HH:MM, například 14:30.',
    'guests/invalid': 'Zadejte počet hostů jako celé číslo od 1 do 1000.',
    'id/invalid': 'Formulář je poškozený. Načtěte prosím stránku znovu.',
    'content/not-found': 'Obsah nebyl nalezen.',
    'content/unavailable': 'Obsah se teď nepodařilo načíst. Zkuste to prosím za chvíli.',
    'auth/invalid-credentials': 'Nesprávný e-mail nebo heslo.',
    'auth/email-taken': 'Účet s tímto e-mailem už existuje.',
    'auth/rate-limited': 'Příliš mnoho pokusů. Počkejte prosím minutu a zkuste to znovu.',
    'auth/not-confirmed': 'Nejdřív potvrďte svůj e-mail odkazem, který jsme vám poslali.',
    'auth/weak-password': 'Heslo musí mít aspoň 8 znaků a obsahovat písmeno i číslici.',
    'auth/password-mismatch': 'Hesla se neshodují.',
    'auth/password-unchanged': 'Nové heslo musí být jiné než to současné.',
    'auth/blocked': 'Účet je zablokovaný. Napište mi prosím.',
    'auth/invalid-reset-code': 'Odkaz pro obnovení hesla je neplatný nebo vypršel.',
    'auth/not-signed-in': 'Nejste přihlášeni.',
    'auth/session-ended': 'Vaše přihlášení skončilo – přístup byl odebrán nebo zrušen. Přihlaste se prosím znovu.',
    'auth/forbidden': 'K této akci nemáte oprávnění.',
    'auth/unsupported': 'Tato akce tu není dostupná.',
    'auth/reauth-required':
      'Pro tento krok potvrďte, že jste to vy: zadejte své heslo. Pokud se přihlašujete přes Google nebo Facebook, odhlaste se a přihlaste znovu – pak to 10 minut půjde bez hesla.',
    'auth/wrong-password': 'Heslo nesouhlasí. Zkontrolujte ho prosím a zkuste to znovu.',
    'auth/reauth-locked': 'Heslo bylo zadáno špatně příliš mnohokrát, a proto jste byli z bezpečnosti odhlášeni. Přihlaste se prosím znovu.',
    'auth/provider-failed': 'Přihlášení přes Google nebo Facebook se nedokončilo. Zkuste to prosím znovu, nebo se přihlaste e-mailem a heslem.',
    'auth/provider-email-taken':
      'Účet s tímto e-mailem už u mě máte – přihlaste se prosím e-mailem a heslem (případně si heslo obnovte). Přes Google ani Facebook se k němu nepřihlásíte.',
    'auth/unavailable':
      'Účty jsou teď krátce nedostupné, přihlásit se můžete za chvíli. Prohlížet web a poptat termín svatby můžete i teď.',
    'booking/not-found': 'Rezervace nebyla nalezena.',
    'booking/already-exists': 'Tato poptávka už byla odeslána.',
    'booking/date-taken': 'Tento termín je už obsazený.',
    'booking/date-too-soon': 'Termín je příliš brzy – tak krátce předem už poptávky nepřijímám. Vyberte prosím pozdější den.',
    'booking/date-too-far': 'Tak daleko dopředu zatím termíny nepřijímám.',
    'booking/invalid-transition': 'Tuto změnu stavu nelze provést.',
    'booking/unknown-package': 'Vyberte prosím balíček z ceníku.',
    'booking/date-held': 'Tento termín je předběžně obsazený jinou poptávkou. Vyberte prosím jiný den.',
    'booking/date-blocked': 'Tento den máte v kalendáři zablokovaný jako volno. Chcete-li ho potvrdit, nejdřív ho odblokujte. Nic se nezměnilo.',
    'booking/competitor-changed':
      'Některá z ostatních poptávek na tento den se mezitím změnila (už není nová nebo je na jiný den). Nic se nezměnilo – načtěte stránku znovu.',
    'booking/rate-limited': 'Odeslali jste příliš mnoho poptávek. Zkuste to prosím později nebo mi zavolejte.',
    'lookup/rate-limited': 'Příliš mnoho pokusů o vyhledání rezervace. Zkuste to prosím za hodinu, nebo mi napište.',
    'verify/invalid-link':
      'Odkaz pro potvrzení e-mailu není platný. Zkontrolujte prosím, že jste ho otevřeli celý, případně mi napište.',
    'verify/rate-limited': 'Příliš mnoho pokusů o potvrzení e-mailu. Zkuste to prosím za hodinu, nebo mi napište.',
    'contact/rate-limited': 'Odeslali jste příliš mnoho zpráv. Zkuste to prosím později, nebo mi zavolejte.',
    'portal/rate-limited': 'Příliš mnoho požadavků za krátkou dobu. Zkuste to prosím za chvíli znovu.',
    'portal/message-limit':
      'K této rezervaci už jste poslali nejvíc zpráv, kolik jich tu uchovávám. Nic nebylo odesláno – napište mi prosím e-mailem nebo zavolejte.',
    'mail/not-found': 'Tento e-mail už ve frontě není (mohl být smazán). Načtěte stránku znovu.',
    'mail/not-failed': 'Znovu odeslat lze jen e-mail, jehož doručení selhalo.',
    'bot/challenge-failed':
      'Formulář se nepodařilo ověřit jako odeslaný člověkem. Nic nebylo odesláno – zkuste to prosím znovu, případně načtěte stránku znovu.',
    'storage/not-found': 'Soubor nebyl nalezen – mohl být mezitím smazán. Načtěte stránku znovu.',
    'storage/unauthorized': 'K tomuto souboru nemáte oprávnění. Zkontrolujte, že jste přihlášeni správným účtem.',
    'storage/quota-exceeded': 'Úložiště je plné, soubor se do něj už nevejde. Uvolněte místo nebo navyšte tarif úložiště.',
    'storage/retry-limit-exceeded':
      'Spojení se serverem se nepodařilo obnovit ani po opakovaných pokusech. Zkontrolujte připojení k internetu a zkuste to znovu.',
    'storage/canceled': 'Přenos souboru byl zrušen.',
    'storage/unknown': 'Při přenosu souboru nastala neočekávaná chyba. Zkuste to prosím znovu.',
    'gallery/original-unreadable':
      'Soubor se nepodařilo přečíst jako fotografii – je poškozený, nebo v nepodporovaném formátu (např. HEIC). Nahrajte ho prosím znovu jako JPEG.',
    'network/unavailable': 'Nepodařilo se spojit se serverem. Nic nebylo odesláno – zkuste to prosím znovu.',
    unknown: 'Nastala neočekávaná chyba. Zkuste to prosím znovu.',
  } satisfies Record<ErrorCode, string>,
} as const;

export function errorMessage(code: ErrorCode): string {
  return csErrors.messages[code];
}
