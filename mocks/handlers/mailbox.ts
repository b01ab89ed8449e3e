import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { apiPath, networkDelay } from '../scenarios';

/**
 * Mock-only endpoints of the demo's local mailbox (the /mock-mailbox page reads them).
 * The recovery handler 'sends' reset e-mails by adding them to db.mailbox; nothing leaves the browser.
 *   GET  /__mock/mailbox        -> { messages: [{ id, to, subject, body, link, sent_at, read }] } newest first
 *   POST /__mock/mailbox/clear  -> empties the mailbox
 */
export const MAILBOX_PATH = '/__mock/mailbox';

export const mailboxHandlers = [
  http.get(apiPath(MAILBOX_PATH), async () => {
    await networkDelay(150);
    db.reload();
    return HttpResponse.json({ messages: db.state.mailbox });
  }),
  http.post(apiPath(`${MAILBOX_PATH}/clear`), async () => {
    await networkDelay(150);
    db.update((d) => {
      d.mailbox = [];
    });
    return HttpResponse.json({ messages: [] });
  }),
];
