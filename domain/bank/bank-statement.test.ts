import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBankStatement } from './bank-statement';
import { parseCamt053Statement } from './camt053-statement';
import { parseGpcStatement } from './gpc-statement';

const sample = (name: string) => new Uint8Array(readFileSync(new URL(`./samples/${name}`, import.meta.url)));
const camt = () => new TextDecoder().decode(sample('camt053-ceska-sporitelna.xml'));
const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'parsed';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('camt.053 statements (a Česká spořitelna-shaped sample)', () => {
  const byId = () => new Map(parseBankStatement(sample('camt053-ceska-sporitelna.xml')).transactions.map((t) => [t.bankId, t]));

  it('reads a credit with the symbol in the end-to-end id ("/VS/…/SS/…/KS/…"), its payer account and the message with diacritics', () => {
    expect(byId().get('0000012026112001')).toEqual({
      bankId: '0000012026112001',
      date: '2026-11-20',
      amountHalere: 500_000,
      currency: 'CZK',
      variableSymbol: '2606200421',
      counterAccount: '19-2000145399/0800',
      message: 'Záloha svatba KX7P2Q Jana & Petr Dvořákovi',
      reversal: false,
    });
  });

  it('takes the symbol from Strd/CdtrRefInf/Ref without its leading zeros, and from "VS:" in the free text', () => {
    expect(byId().get('0000012026112002')).toMatchObject({ amountHalere: 200_050, variableSymbol: '2607110815', counterAccount: 'CZ5508000000001234567899' });
    expect(byId().get('0000012026112003')).toMatchObject({ amountHalere: 700_000, variableSymbol: '2608080001', message: 'Šťastný den! VS:2608080001 záloha Řeháková' });
  });

  it('a debit is negative with its creditor account; a reversal is marked; a pending entry is not read', () => {
    expect(byId().get('0000012026112004')).toMatchObject({ amountHalere: -125_000, counterAccount: '2001234567/2010', variableSymbol: null });
    expect(byId().get('0000012026112005')).toMatchObject({ amountHalere: 30_000, reversal: true });
    expect(byId().has('0000012026112006')).toBe(false);
  });

  it('a batch entry gives one transaction per detail, each with its own amount and reference', () => {
    expect(byId().get('0000012026112007-1')).toMatchObject({ amountHalere: 150_000, variableSymbol: '2609120007', date: '2026-11-20' });
    expect(byId().get('0000012026112007-2')).toMatchObject({ amountHalere: 200_000, variableSymbol: null });
    expect(byId().size).toBe(7);
  });

  it('refuses broken XML, an entry without direction, amount or reference as bank/statement-malformed, naming the entry', () => {
    expect(codeOf(() => parseCamt053Statement(camt().replace('</Stmt>', '')))).toBe('bank/statement-malformed');
    expect(codeOf(() => parseCamt053Statement(camt().replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>X</CdtDbtInd>')))).toBe('bank/statement-malformed');
    expect(codeOf(() => parseCamt053Statement(camt().replace('>2000.50<', '>2 000,50 Kč<')))).toBe('bank/statement-malformed');
    try {
      parseCamt053Statement(camt().replace('<AcctSvcrRef>0000012026112003</AcctSvcrRef>', ''));
    } catch (error) {
      expect(error).toMatchObject({ code: 'bank/statement-malformed', details: { entry: 3 } });
    }
    expect.assertions(4);
  });

  it('other XML is no statement', () => {
    expect(codeOf(() => parseCamt053Statement('<Document><CstmrCdtTrfInitn/></Document>'))).toBe('bank/statement-unknown-format');
  });
});

describe('ABO/GPC statements (windows-1250, 128-character records)', () => {
  const transactions = () => parseBankStatement(sample('gpc-abo-cs.gpc'));

  it('is recognised by its 074 header and decoded from windows-1250', () => {
    const { format, transactions: read } = transactions();
    expect(format).toBe('gpc');
    expect(read.map((t) => t.message)).toEqual(['Jana Nováková', 'Šťastná Řeháková', 'Tisk fotoknih Kůň', 'Storno poplatku', 'Storno příchozí', 'Žluťoučký kůň EUR']);
  });

  it('a credit (code 2) in haléře with its 10-digit symbol, the counter-account with its bank code and the posting day', () => {
    expect(transactions().transactions[0]).toEqual({
      bankId: '26112000001',
      date: '2026-11-20',
      amountHalere: 500_000,
      currency: 'CZK',
      variableSymbol: '2606200421',
      counterAccount: '19-2000145399/0800',
      message: 'Jana Nováková',
      reversal: false,
    });
    expect(transactions().transactions[1]).toMatchObject({ amountHalere: 200_050, counterAccount: '1234567899/0800' });
  });

  it('code 1 is a debit, 4 a reversal of a debit (money back in), 5 a reversal of a credit (money back out)', () => {
    const [, , debit, debitReversal, creditReversal] = transactions().transactions;
    expect(debit).toMatchObject({ amountHalere: -125_000, reversal: false, variableSymbol: null });
    expect(debitReversal).toMatchObject({ amountHalere: 30_000, reversal: true });
    expect(creditReversal).toMatchObject({ amountHalere: -50_000, reversal: true, variableSymbol: '2606200421' });
  });

  it('a zero-padded short symbol loses its zeros; the currency code 0978 is EUR; an empty counter-account is none', () => {
    expect(transactions().transactions[5]).toMatchObject({ variableSymbol: '4711', currency: 'EUR', counterAccount: null });
  });

  it('refuses a bad amount, an unknown accounting code, a bad date and a cut line with their line number', () => {
    const lines = new TextDecoder('windows-1250').decode(sample('gpc-abo-cs.gpc')).split('\r\n');
    const withLine2 = (change: (line: string) => string) => [lines[0], change(lines[1]!), ...lines.slice(2)].join('\r\n');
    const refusal = (text: string) => {
      try {
        parseGpcStatement(text);
        return 'parsed';
      } catch (error) {
        return [(error as { code: string }).code, (error as { details: { line: number } }).details.line];
      }
    };
    expect(refusal(withLine2((line) => `${line.slice(0, 48)}00000000500X${line.slice(60)}`))).toEqual(['bank/statement-malformed', 2]);
    expect(refusal(withLine2((line) => `${line.slice(0, 60)}3${line.slice(61)}`))).toEqual(['bank/statement-malformed', 2]);
    expect(refusal(withLine2((line) => `${line.slice(0, 122)}311326`))).toEqual(['bank/statement-malformed', 2]);
    expect(refusal(withLine2((line) => line.slice(0, 70)))).toEqual(['bank/statement-malformed', 2]);
    expect(refusal([lines[0], 'hello', ...lines.slice(1)].join('\r\n'))).toEqual(['bank/statement-malformed', 2]);
  });

  it('a file that is neither format is bank/statement-unknown-format', () => {
    expect(codeOf(() => parseBankStatement(new TextEncoder().encode('Datum;Objem;Měna\n20.11.2026;5000;CZK')))).toBe('bank/statement-unknown-format');
    expect(codeOf(() => parseGpcStatement('075000'))).toBe('bank/statement-unknown-format');
  });
});
