import { describe, expect, it } from 'vitest';
import { navbarFit, navbarFitLastStep } from './navigation.ts';

// Issue 30 item 11: at 1280 px the admin's 12 items wrapped onto a second row, compact as
// the count made them. The compaction goes on by width, one step at a time.
describe('navbarFit (spec 2 §2 Desktop navbar, by width as well as by count)', () => {
  it('starts from the density the count gives, with the name and no More menu', () => {
    expect(navbarFit(5, 5, 0)).toEqual({ density: 'normal', userName: true, overflow: 0 });
    expect(navbarFit(8, 7, 0)).toEqual({ density: 'semi-compact', userName: true, overflow: 0 });
    expect(navbarFit(13, 12, 0)).toEqual({ density: 'compact', userName: true, overflow: 0 });
  });

  it('compacts the density first, then hides the name, then moves items into More', () => {
    const steps = Array.from({ length: navbarFitLastStep(5, 4) + 1 }, (_, i) => navbarFit(5, 4, i));
    expect(steps).toEqual([
      { density: 'normal', userName: true, overflow: 0 },
      { density: 'semi-compact', userName: true, overflow: 0 },
      { density: 'compact', userName: true, overflow: 0 },
      { density: 'compact', userName: false, overflow: 0 },
      { density: 'compact', userName: false, overflow: 1 },
      { density: 'compact', userName: false, overflow: 2 },
      { density: 'compact', userName: false, overflow: 3 },
    ]);
  });

  it('starts a compact navbar at the name, and keeps the first item out of More', () => {
    expect(navbarFitLastStep(13, 12)).toBe(12);
    expect(navbarFit(13, 12, 1)).toEqual({ density: 'compact', userName: false, overflow: 0 });
    expect(navbarFit(13, 12, 12)).toEqual({ density: 'compact', userName: false, overflow: 11 });
    expect(navbarFit(13, 12, 99)).toEqual(navbarFit(13, 12, 12));
    expect(navbarFit(1, 1, 99)).toEqual({ density: 'compact', userName: false, overflow: 0 });
    expect(navbarFit(0, 0, -1)).toEqual({ density: 'normal', userName: true, overflow: 0 });
  });
});
