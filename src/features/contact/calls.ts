import { contactFormMachine } from '@machines/contact';
import { sendContactEmail } from '@/api/contact';
import { apiCall } from '@/lib/apiCall';

/** The contact machine with its call: POST /api/send_contact_email/ (product §7). */
export const contactFormWithApi = contactFormMachine.provide({
  actors: { sendMessage: apiCall(sendContactEmail) },
});
