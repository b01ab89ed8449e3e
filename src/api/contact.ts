import { request } from './client';

/** POST /api/send_contact_email/ — the contact page sends without subject. */
export interface ContactPayload {
  full_name: string;
  email: string;
  subject?: string;
  message: string;
}

export function sendContactEmail(payload: ContactPayload, signal?: AbortSignal) {
  return request('/api/send_contact_email/', { method: 'POST', body: payload, signal });
}
