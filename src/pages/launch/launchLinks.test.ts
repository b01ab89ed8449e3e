import { describe, expect, it } from 'vitest';
import { launchContactHref, launchIndexFrom } from './launchLinks';

describe('launch links', () => {
  it('sends Comprar Agora to the contact page with the title as the subject', () => {
    expect(launchContactHref('Módulo 3: Planeamento & Intervenção')).toBe(
      '/contact?subject=M%C3%B3dulo%203%3A%20Planeamento%20%26%20Interven%C3%A7%C3%A3o',
    );
    const url = new URL(launchContactHref('Módulo 1 / a?b'), 'http://x');
    expect(url.searchParams.get('subject')).toBe('Módulo 1 / a?b');
  });

  it('defaults the launch index to 0', () => {
    expect(launchIndexFrom(undefined)).toBe(0);
    expect(launchIndexFrom('')).toBe(0);
    expect(launchIndexFrom('3')).toBe('3');
  });
});
