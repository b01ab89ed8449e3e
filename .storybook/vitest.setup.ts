/**
 * Stories as tests (the `storybook` Vitest project) run without the mock backend's simulated latency
 * (mocks/scenarios.ts `networkDelay`, 400 ms per call), as the e2e suite does: a play function waits for
 * what the story shows, not for a fake network. A state that exists only while a call is pending is
 * reached with a handler that hangs (`fault(..., 'hang')`), so it holds for the assertion. Storybook
 * itself (for QA and designers) keeps the latency.
 */
(window as Window & { __mockLatency?: number }).__mockLatency = 0;
