import { describe, expect, it } from 'vitest';
import { launches } from '@/data/launches';
import { launchContactHref, launchIndexFrom } from './launchLinks';

describe('launch links', () => {
  it("sends Comprar Agora to the contact page with the launch's stable subject key", () => {
    expect(launchContactHref(launches[0]!)).toBe('/contact?subject=launch-0');
    expect(launchContactHref(launches[3]!)).toBe('/contact?subject=launch-3');
    expect(launchContactHref({ ...launches[1]! })).toBe('/contact');
  });

  it('defaults the launch index to 0', () => {
    expect(launchIndexFrom(undefined)).toBe(0);
    expect(launchIndexFrom('')).toBe(0);
    expect(launchIndexFrom('3')).toBe('3');
  });
});
