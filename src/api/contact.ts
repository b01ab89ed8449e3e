import type { ContactPayload } from '@machines/auth';
import { request } from './client';

/** POST /api/send_contact_email/ — the contact page sends without subject. */
export function sendContactEmail(payload: ContactPayload, signal?: AbortSignal) {
  return request('/api/send_contact_email/', { method: 'POST', body: payload, signal });
}
