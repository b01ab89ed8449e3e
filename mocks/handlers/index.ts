import { authHandlers } from './auth';
import { profileHandlers } from './profile';
import { contactHandlers } from './contact';
import { paymentHandlers } from './payment';
import { breachHandlers } from './breach';
import { mailboxHandlers } from './mailbox';

/**
 * Handlers grouped by domain: a story overrides one group with
 * parameters.msw.handlers = { contact: [fault(...)] } and keeps the others.
 */
export const handlerGroups = {
  auth: authHandlers,
  profile: profileHandlers,
  contact: contactHandlers,
  payment: paymentHandlers,
  breach: breachHandlers,
  mailbox: mailboxHandlers,
};

export const handlers = Object.values(handlerGroups).flat();
