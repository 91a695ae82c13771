import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FioTransaction } from '../../adapters/fio/fio-transactions';

/**
 * A local stand-in for Fio banka's API (the real one cannot be reached from CI), speaking its documented shapes:
 * `GET /v1/rest/last/{token}/transactions.json` answers the movements after the token's cursor and moves the cursor;
 * `GET /v1/rest/set-last-id/{token}/{id}/` sets it; a second request with one token within 30 s of the stand-in's
 * clock is 409; an unknown token is 500 (as Fio answers one), and `failNext` makes the next answer a 500.
 * Its clock is injected, so the client's tests advance time instead of waiting it out.
 */
export interface FioStandin {
  baseUrl: string;
  /** Adds movements to the account (ids must grow, as Fio's do). */
  book(...transactions: FioTransaction[]): void;
  failNext(status?: number): void;
  /** Every request's path, as the stand-in saw it. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFioStandin(token: string, now: () => number): Promise<FioStandin> {
  const movements: FioTransaction[] = [];
  const requests: string[] = [];
  let cursor = 0;
  let lastRequest = -Infinity;
  let failure: number | null = null;
  const idOf = (movement: FioTransaction) => Number(movement.column22?.value);

  const server: Server = createServer((request, response) => {
    const path = request.url ?? '';
    requests.push(path);
    const answer = (status: number, body?: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
      response.end(body === undefined ? '' : JSON.stringify(body));
    };
    const last = /^\/v1\/rest\/last\/([^/]+)\/transactions\.json$/.exec(path);
    const setLast = /^\/v1\/rest\/set-last-id\/([^/]+)\/(\d+)\/$/.exec(path);
    const given = decodeURIComponent((last ?? setLast)?.[1] ?? '');
    if (given !== token) return answer(500);
    if (now() - lastRequest < 30_000) return answer(409);
    lastRequest = now();
    if (failure !== null) {
      const status = failure;
      failure = null;
      return answer(status);
    }
    if (setLast) {
      cursor = Number(setLast[2]);
      return answer(200);
    }
    if (!last) return answer(404);
    const fresh = movements.filter((movement) => idOf(movement) > cursor);
    const body = {
      accountStatement: {
        info: { accountId: '2400123456', bankId: '2010', currency: 'CZK', iban: 'CZ7920100000002400123456', idLastDownload: cursor === 0 ? null : cursor, idTo: fresh.at(-1) ? idOf(fresh.at(-1)!) : null },
        transactionList: { transaction: fresh },
      },
    };
    if (fresh.length > 0) cursor = idOf(fresh.at(-1)!);
    return answer(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1/rest`,
    book: (...transactions) => movements.push(...transactions),
    failNext: (status = 500) => {
      failure = status;
    },
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A Fio movement as its JSON carries it (columns as documented; an absent value is a null column). */
export function aFioMovement(id: number, fields: { amount: number; symbol?: string; message?: string; account?: string; bank?: string; date?: string }): FioTransaction {
  const column = (value: string | number, name: string, columnId: number) => ({ value, name, id: columnId });
  return {
    column22: column(id, 'ID pohybu', 22),
    column0: column(`${fields.date ?? '2026-11-20'}+0100`, 'Datum', 0),
    column1: column(fields.amount, 'Objem', 1),
    column14: column('CZK', 'Měna', 14),
    column2: fields.account ? column(fields.account, 'Protiúčet', 2) : null,
    column3: fields.bank ? column(fields.bank, 'Kód banky', 3) : null,
    column5: fields.symbol ? column(fields.symbol, 'VS', 5) : null,
    column16: fields.message ? column(fields.message, 'Zpráva pro příjemce', 16) : null,
    column8: column(fields.amount > 0 ? 'Bezhotovostní příjem' : 'Bezhotovostní platba', 'Typ', 8),
  };
}
