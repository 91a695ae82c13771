/**
 * The photographer as a trader, as her documents must name her: kept in the CMS site settings, validated there and
 * on the server before any document is issued. Czech law asks a trader's documents for the name, the registered
 * address, the IČO and the public-register entry (§ 435 občanského zákoníku); a VAT payer adds the DIČ and the rate.
 */
export interface TraderAddress {
  readonly street: string;
  readonly city: string;
  readonly postalCode: string;
  /** ISO 3166-1 alpha-2, "CZ" for every trader today. */
  readonly country: string;
}

export type TraderVat =
  | { readonly payer: false }
  | {
      readonly payer: true;
      /** "CZ" + 8–10 digits. */
      readonly dic: string;
      /** Whole percent, 21 for a photographer's services in 2026. */
      readonly ratePercent: number;
    };

export interface TraderIdentity {
  readonly name: string;
  readonly address: TraderAddress;
  /** 8 digits with the mod-11 check digit. */
  readonly ico: string;
  /** E.g. "Fyzická osoba zapsaná v živnostenském rejstříku, Úřad městské části Praha 2". */
  readonly registerEntry: string;
  readonly vat: TraderVat;
  /** Electronic IBAN (domain/payment/iban.ts normalises it). */
  readonly iban: string;
  readonly email: string;
  readonly phone?: string;
}
