import type { StatementFormat } from '../../domain/bank/bank-statement';
import type { PaymentMatch, UnassignedReason } from '../../domain/bank/payment-match';
import type { TraderField } from '../../domain/documents/trader-rules';

/** Czech strings of the desk's bank screen "Platby": a statement uploaded, its result, "Nepřiřazené platby". */
export const csAdminPayments = {
  title: 'Platby',
  description: 'Import výpisu z banky a platby, které se nepodařilo přiřadit k rezervaci.',
  upload: {
    title: 'Nahrát výpis z banky',
    hint: 'Výpis ve formátu camt.053 (XML) nebo ABO/GPC, jak ho stáhnete z internetového bankovnictví. Platby se párují podle variabilního symbolu; stejný výpis můžete nahrát znovu, nic se nezdvojí.',
    file: 'Soubor s výpisem',
    drop: 'Soubor sem můžete také přetáhnout.',
    chosen: (name: string) => `Vybraný soubor: ${name}`,
    submit: 'Naimportovat výpis',
    noFile: 'Nejdřív prosím vyberte soubor s výpisem.',
  },
  result: {
    title: 'Výsledek importu',
    format: (format: StatementFormat) => `Formát výpisu: ${format === 'camt053' ? 'camt.053 (XML)' : 'ABO/GPC'}`,
    fresh: 'Nové pohyby',
    /** Every kind an import reports, in the order the desk lists them. */
    kinds: {
      paid: 'Zaplacené zálohy',
      partial: 'Částečně zaplacené zálohy',
      overpaid: 'Přeplacené zálohy',
      received: 'Platby k rezervaci bez požadované zálohy',
      unassigned: 'Nepřiřazené platby',
      'not-incoming': 'Odchozí pohyby a storna (nezpracovávají se)',
      duplicate: 'Už naimportované dříve (beze změny)',
    } satisfies Record<PaymentMatch['kind'], string>,
  },
  unassigned: {
    title: 'Nepřiřazené platby',
    empty: 'Žádné nepřiřazené platby. Všechny příchozí platby našly svou rezervaci.',
    columns: { date: 'Datum', amount: 'Částka', account: 'Z účtu', message: 'Zpráva pro příjemce', symbol: 'VS', reason: 'Proč nepřiřazená', action: 'Akce' },
    none: '—',
    reasons: {
      'no-symbol': 'Bez variabilního symbolu',
      'unknown-symbol': 'Neznámý variabilní symbol',
      'erased-booking': 'Rezervace s tímto symbolem byla smazána',
      'foreign-currency': 'Platba v cizí měně',
    } satisfies Record<UnassignedReason, string>,
    assign: 'Přiřadit k rezervaci',
    filter: 'Hledat v platbách',
    filterHint: 'Variabilní symbol, částka (např. 8 500), číslo účtu nebo slovo ze zprávy.',
    filtered: (shown: number, all: number) => `Zobrazeno ${shown} z ${all}.`,
    noMatch: 'Hledání neodpovídá žádná nepřiřazená platba.',
  },
  assign: {
    title: (amount: string, date: string) => `Přiřadit platbu ${amount} ze dne ${date}`,
    search: 'Hledat rezervaci (jména páru nebo e-mail)',
    searchHint: 'Stačí začátek jména, např. „Jana“.',
    searchSubmit: 'Vyhledat',
    results: 'Nalezené rezervace',
    noResults: 'Žádná rezervace neodpovídá hledání.',
    choose: (couple: string, date: string) => `Přiřadit k rezervaci ${couple} (${date})`,
    notPayable: (status: string) => `Stav „${status}“: platbu lze přiřadit jen k potvrzené nebo proběhlé rezervaci.`,
    cancel: 'Zrušit',
    done: (amount: string, couple: string) => `Platba ${amount} je přiřazená k rezervaci ${couple}.`,
  },
  /** The photographer's document policy (issue 22): when the deposit invoice is issued. */
  policy: {
    title: 'Doklady',
    afterContract: 'Zálohovou fakturu vystavit až po přijetí smlouvy',
    hint: 'Zapnuto: při potvrzení rezervace odejde jen potvrzovací e-mail a zálohová faktura se vystaví, až pár v Mé svatbě přijme smlouvu. Vypnuto: faktura je přílohou potvrzovacího e-mailu.',
    saving: 'Ukládám…',
    saved: 'Nastavení dokladů je uložené.',
  },
  /** The trader's identity (CMS site settings) that cannot go on a document yet. */
  trader: {
    title: 'Doklady zatím nelze vystavit',
    lead: 'Faktury a potvrzení o platbě musí uvádět údaje o vás jako podnikatelce. V nastavení webu ve Strapi (Nastavení webu) chybí nebo nesedí:',
    missing: 'chybí',
    fields: {
      name: 'Jméno nebo obchodní firma',
      address: 'Adresa sídla (ulice, obec, PSČ)',
      ico: 'IČO',
      registerEntry: 'Zápis v rejstříku (např. živnostenském)',
      dic: 'DIČ',
      ratePercent: 'Sazba DPH',
      iban: 'Číslo účtu (IBAN)',
      email: 'E-mail',
    } satisfies Record<TraderField, string>,
  },
};
