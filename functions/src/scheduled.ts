import { logger } from 'firebase-functions';
import type { SecretParam } from 'firebase-functions/params';
import type { ScheduleOptions } from 'firebase-functions/v2/scheduler';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { ScheduledFunctionName } from '../../ports/wire/callable-api';
import { REGION } from './config';

/**
 * One scheduled function of the contract (SCHEDULED_FUNCTIONS in ports/wire/callable-api.ts), run by Cloud Scheduler in
 * Prague time, in the callables' region. The body is a plain function so tests can run it with a fixed clock (the
 * emulator never fires schedules); a failure is logged and rethrown so Cloud Scheduler records the run as failed.
 */
export function scheduled(
  name: ScheduledFunctionName,
  schedule: string,
  body: (now: Date) => Promise<unknown>,
  secrets: SecretParam[] = [],
  resources: Pick<ScheduleOptions, 'memory' | 'timeoutSeconds'> = {},
) {
  return onSchedule({ schedule, timeZone: 'Europe/Prague', region: REGION, retryCount: 1, secrets, ...resources }, async (event) => {
    const now = event.scheduleTime ? new Date(event.scheduleTime) : new Date();
    try {
      logger.info(name, await body(now));
    } catch (error) {
      logger.error(`${name} failed`, error);
      throw error;
    }
  });
}
