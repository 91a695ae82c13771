import { backendErrorsContract, EXPECTED_NOTICES } from '../../tests/contracts/backend-errors.contract';
import { InMemoryBackendErrors } from './in-memory-backend-errors';

// The fakes fail only when told to: a failed call is an emit() of the notice the real client would report.
backendErrorsContract('in-memory', async () => {
  const errors = new InMemoryBackendErrors();
  return {
    errors,
    failCall: async (failure) => errors.emit(EXPECTED_NOTICES[failure]),
    succeedCall: async () => undefined,
  };
});
