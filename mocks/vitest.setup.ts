import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './node';
import { resetDb } from './db';

// Every unit test runs against the same handlers as the demo; an unknown request fails the test.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
});
afterAll(() => server.close());
