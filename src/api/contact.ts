import type { ContactPayload } from '@/lib/account';
import { request } from './client';

export type { ContactPayload } from '@/lib/account';

/** POST /api/send_contact_email/ — the contact page sends without subject. */
export function sendContactEmail(payload: ContactPayload, signal?: AbortSignal) {
  return request('/api/send_contact_email/', { method: 'POST', body: payload, signal });
}
