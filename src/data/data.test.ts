import { describe, expect, it } from 'vitest';
import { getBook, getCourse, getLaunch, launches } from './index';

/**
 * The loader's lookups, as the routes call them with their address parameters, on the catalogue every test reads
 * (the catalogue as shipped, build/content/shippedCatalogue.ts). What that catalogue holds (the items of product
 * §3, their prices and texts, the files they point at) is checked in build/content/productCatalogue.test.ts.
 */
describe('catalogue lookups', () => {
  it('getCourse accepts numbers and numeric strings and rejects anything else', () => {
    expect(getCourse('3')?.id).toBe(3);
    expect(getCourse(' 4 ')?.id).toBe(4);
    expect(getCourse(6)).toBeUndefined();
    expect(getCourse('abc')).toBeUndefined();
    expect(getCourse('1.5')).toBeUndefined();
    expect(getCourse('')).toBeUndefined();
  });

  it('getBook rejects unknown ids', () => {
    expect(getBook('5')?.id).toBe(5);
    expect(getBook(0)).toBeUndefined();
    expect(getBook('nine')).toBeUndefined();
  });

  it('getLaunch returns undefined out of range or for non-integers', () => {
    expect(getLaunch(0)).toBe(launches[0]);
    expect(getLaunch('3')).toBe(launches[3]);
    expect(getLaunch(4)).toBeUndefined();
    expect(getLaunch(-1)).toBeUndefined();
    expect(getLaunch('-1')).toBeUndefined();
    expect(getLaunch(1.5)).toBeUndefined();
    expect(getLaunch('x')).toBeUndefined();
    expect(getLaunch(undefined)).toBeUndefined();
  });
});
