import { describe, expect, it } from 'vitest';
import { allowedCheckoutUrl, isAllowedCheckoutUrl } from './redirectPolicy';
import { mockPolicy, realPolicy } from './checkout.machine.fixtures';

describe('isAllowedCheckoutUrl', () => {
  it('accepts https on the payment host only', () => {
    expect(isAllowedCheckoutUrl('https://checkout.stripe.com/c/pay/cs_test_1', realPolicy)).toBe(true);
    expect(isAllowedCheckoutUrl('http://checkout.stripe.com/c/pay', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('https://checkout.stripe.com.evil.example/c', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('https://evil.example/?checkout.stripe.com', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('https://user:pw@checkout.stripe.com/', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('https://checkout.stripe.com:8443/', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('javascript:alert(1)', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('/mock-checkout?session=1', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl(42, realPolicy)).toBe(false);
  });

  it('accepts the same-origin mock checkout only when mocks are on', () => {
    expect(isAllowedCheckoutUrl('http://localhost:4173/mock-checkout?session=cs-1', mockPolicy)).toBe(true);
    expect(isAllowedCheckoutUrl('https://shop.example/mock-checkout?session=cs-1', realPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('http://localhost:4173/profile', mockPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('http://localhost:9999/mock-checkout?session=1', mockPolicy)).toBe(false);
  });

  it('accepts the mock checkout in the English space only where the policy names that space (#15)', () => {
    const bothSpaces = { ...mockPolicy, spacePrefixes: ['', '/en'] };
    expect(isAllowedCheckoutUrl('http://localhost:4173/en/mock-checkout?session=cs-1', mockPolicy)).toBe(false);
    expect(isAllowedCheckoutUrl('http://localhost:4173/en/mock-checkout?session=cs-1', bothSpaces)).toBe(true);
    expect(isAllowedCheckoutUrl('http://localhost:4173/mock-checkout?session=cs-1', bothSpaces)).toBe(true);
    expect(isAllowedCheckoutUrl('http://localhost:4173/fr/mock-checkout?session=cs-1', bothSpaces)).toBe(false);
    expect(isAllowedCheckoutUrl('http://localhost:4173/en/mock-checkoutx?session=1', bothSpaces)).toBe(false);
  });

  it.each([
    // Protocol-relative, scheme tricks.
    '//checkout.stripe.com/c/pay/cs_1',
    'https:checkout.stripe.com/c/pay/cs_1',
    'https:/checkout.stripe.com/c/pay/cs_1',
    'HTTPS://checkout.stripe.com/c/pay/cs_1',
    'http://checkout.stripe.com/c/pay/cs_1',
    'javascript:alert(1)',
    'JavaScript:alert(1)//https://checkout.stripe.com/',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    // Backslashes (browsers read them as slashes).
    'https:\\\\checkout.stripe.com\\c\\pay',
    'https://evil.example\\@checkout.stripe.com/',
    'https://checkout.stripe.com\\@evil.example/',
    // User info.
    'https://checkout.stripe.com@evil.example/c',
    'https://user:pass@checkout.stripe.com/c',
    'https://checkout.stripe.com%40evil.example/c',
    // Look-alike hosts.
    'https://CHECKOUT.STRIPE.COM/c/pay/cs_1',
    'https://checkout.stripe.com./c/pay/cs_1',
    'https://checkout.stripe.com.evil.example/c',
    'https://evilcheckout.stripe.com/c',
    'https://checkout%2Estripe%2Ecom/c',
    'https://checkout.stripe.com%2F.evil.example/c',
    'https://checkout.stripe.com%2F@evil.example/c',
    'https://xn--checkout-stripe-com.example/c',
    // Ports.
    'https://checkout.stripe.com:443/c/pay/cs_1',
    'https://checkout.stripe.com:8443/c/pay/cs_1',
    'https://checkout.stripe.com:/c',
    // Whitespace, tab and newline tricks.
    ' https://checkout.stripe.com/c/pay/cs_1',
    'https://checkout.stripe.com/c/pay/cs_1 ',
    'https://checkout.stripe.com\t.evil.example/',
    'https://checkout.stripe.com\n.evil.example/',
    'https://check\tout.stripe.com/c',
    'https://checkout.stripe.com/c\r\n',
    '\u0000https://checkout.stripe.com/c',
    // Not URLs.
    '',
    'checkout.stripe.com/c',
    '/c/pay/cs_1',
  ])('refuses %j', (url) => {
    expect(isAllowedCheckoutUrl(url, realPolicy)).toBe(false);
    expect(allowedCheckoutUrl(url, mockPolicy)).toBeNull();
  });

  it.each([
    ['https://checkout.stripe.com/c/pay/cs_test_a1#fidkdWxOYHwnPyd1blpxYHZxWjA0', realPolicy],
    ['https://checkout.stripe.com', realPolicy],
    ['https://checkout.stripe.com?x=1', realPolicy],
    ['http://localhost:4173/mock-checkout?session=cs-1', mockPolicy],
    ['http://localhost:4173/mock-checkout#top', mockPolicy],
  ] as const)('accepts %j', (url, policy) => {
    expect(allowedCheckoutUrl(url, policy)).toBe(new URL(url).href);
  });

  it.each([
    'http://localhost:4173/mock-checkout/../profile',
    'http://localhost:4173/mock-checkoutx?session=1',
    'http://localhost:4173/mock-checkout/x',
    'http://LOCALHOST:4173/mock-checkout?session=1',
    'http://localhost:4173.evil.example/mock-checkout?session=1',
    'http://localhost:4173\\mock-checkout?session=1',
    'http://evil.example/mock-checkout?session=1',
  ])('the mock checkout: refuses %j', (url) => {
    expect(isAllowedCheckoutUrl(url, mockPolicy)).toBe(false);
  });
});
