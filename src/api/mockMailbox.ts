import { z } from 'zod/mini';
import { request } from './client';

/**
 * The demo's local mailbox, served by the mock backend only (GET /__mock/mailbox).
 * Used by the /mock-mailbox page, which exists only with mocks on.
 */
export const mockMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  link: z.optional(z.string()),
  sent_at: z.string(),
  read: z.optional(z.boolean()),
});
export type MockMail = z.infer<typeof mockMailSchema>;

const mailboxSchema = z.object({ messages: z.array(mockMailSchema) });

export async function fetchMockMailbox(signal?: AbortSignal): Promise<MockMail[]> {
  const body = await request('/__mock/mailbox', { schema: mailboxSchema, signal });
  return body.messages;
}
