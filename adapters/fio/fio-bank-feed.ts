import { DomainError } from '../../domain/errors';
import type { BankFeedBatch, BankFeedPort } from '../../ports/units/bank-feed-port';
import { readFioStatement } from './fio-transactions';

/** Fio banka's REST API (its documentation: "API Bankovnictví"). */
export const FIO_API_URL = 'https://fioapi.fio.cz/v1/rest';
/** Fio answers 409 to a second request with one token within 30 seconds. */
export const FIO_REQUEST_INTERVAL_MS = 30_000;
/** How many 409s in a row are waited out before the run gives up (the next scheduled run starts afresh). */
const MAX_CONFLICTS = 3;

/** Time as the client sees it: injected so tests advance it instead of sleeping. */
export interface FioClock {
  now(): number;
  sleep(ms: number): Promise<void>;
}
export const realClock: FioClock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

/** When each token was last used, per process: requests of several feeds with one token keep the bank's interval. */
export type FioRequestLog = Map<string, number>;
const processLog: FioRequestLog = new Map();

export interface FioFeedOptions {
  /** The read-only API token (a function secret). Never logged, never put in an error. */
  token: string;
  baseUrl?: string;
  fetch?: typeof fetch;
  clock?: FioClock;
  requestLog?: FioRequestLog;
}

/**
 * The new transactions since the last download (`GET /last/{token}/transactions.json`; Fio moves its cursor with
 * each download). Keeps one request per 30 s per token, and a 409 from the bank (another process used the token) is
 * waited out. Any other failure is `bank/feed-unavailable`, whose message names the status only: the token is part
 * of the URL, so neither the URL nor the fetch error's text ever leaves this module.
 */
export function fioBankFeed(options: FioFeedOptions): BankFeedPort {
  const { token, baseUrl = FIO_API_URL, fetch: fetchImpl = fetch, clock = realClock, requestLog = processLog } = options;
  const tokenPath = encodeURIComponent(token);

  async function request(path: string): Promise<Response> {
    for (let conflicts = 0; ; conflicts += 1) {
      const wait = (requestLog.get(token) ?? -Infinity) + FIO_REQUEST_INTERVAL_MS - clock.now();
      if (wait > 0) await clock.sleep(wait);
      requestLog.set(token, clock.now());
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl}/${path.replace('{token}', tokenPath)}`, { headers: { accept: 'application/json' } });
      } catch {
        throw new DomainError('bank/feed-unavailable', 'Fio API: no answer');
      }
      if (response.status !== 409) return response;
      if (conflicts + 1 >= MAX_CONFLICTS) throw new DomainError('bank/feed-unavailable', 'Fio API: 409 (rate limit) repeatedly');
    }
  }

  return {
    async newTransactions(): Promise<BankFeedBatch> {
      const response = await request('last/{token}/transactions.json');
      if (!response.ok) throw new DomainError('bank/feed-unavailable', `Fio API: HTTP ${response.status}`, { status: response.status });
      const statement = readFioStatement(await response.json().catch(() => null));
      if (!statement) throw new DomainError('bank/feed-unavailable', 'Fio API: not a statement');
      const previous = statement.idLastDownload;
      return {
        transactions: statement.transactions,
        async rewind() {
          // Without a previous cursor (the first download ever) there is nothing to go back to.
          if (previous === null) return;
          const answer = await request(`set-last-id/{token}/${previous}/`);
          if (!answer.ok) throw new DomainError('bank/feed-unavailable', `Fio API: HTTP ${answer.status}`, { status: answer.status });
        },
      };
    },
  };
}
