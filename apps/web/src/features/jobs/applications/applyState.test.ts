import { describe, expect, it } from 'vitest';
import { type ApplicationTarget, applyState } from './applyState.ts';

const ad = (over: Partial<ApplicationTarget> = {}): ApplicationTarget => ({
  id: 1,
  position: 'Développeuse',
  company: 'Acme',
  status: 'active',
  application_deadline: '2026-12-01',
  applied: false,
  author: { id: 7, first_name: 'Ada', last_name: 'Lovelace', picture: null },
  ...over,
});
const now = new Date('2026-11-26T12:00:00Z');

describe('applyState (spec 1 §5 Job, issue 15 item 4)', () => {
  it('offers applying on an active ad before its deadline, the day itself included', () => {
    expect(applyState(ad(), 3, now)).toBe('apply');
    expect(applyState(ad({ application_deadline: '2026-11-26' }), 3, now)).toBe('apply');
  });

  it('warns after a first application', () => {
    expect(applyState(ad({ applied: true }), 3, now)).toBe('again');
  });

  it('says why a closed or past-deadline ad takes no application', () => {
    expect(applyState(ad({ status: 'inactive' }), 3, now)).toBe('closed');
    expect(applyState(ad({ status: 'filled', applied: true }), 3, now)).toBe('closed');
    expect(applyState(ad({ application_deadline: '2026-11-25' }), 3, now)).toBe('deadlinePassed');
  });

  it('offers nothing to the ad’s author or a signed-out visitor', () => {
    expect(applyState(ad(), 7, now)).toBe('none');
    expect(applyState(ad(), null, now)).toBe('none');
  });
});
