import { CONTACT_STORE } from '../../../src/features/contact/contact-store';
import type { AppStoryParameters } from '../../support/app-story';
import { contactFailsNext, inOrder } from '../../support/story-setup';

type Setup = NonNullable<AppStoryParameters['setup']>;

/** Submitting the empty form: every required field shows its error. */
export const submittedEmpty: Setup = async (services) => {
  await services.get(CONTACT_STORE).getState().submit();
};

/** A valid message whose sending fails: the typed values stay and the failure is explained. */
export const sendFailed: Setup = inOrder(contactFailsNext('network/unavailable'), async (services) => {
  const form = services.get(CONTACT_STORE).getState();
  form.setField('name', 'Jana Nováková');
  form.setField('email', 'jana@example.cz');
  form.setField('weddingDate', '2027-08-21');
  form.setField('message', 'Dobrý den, máte volný termín 21. 8. 2027 na zámku Lednice?');
  form.setField('consent', true);
  await form.submit();
});
