import { describe, expect, it } from 'vitest';
import {
  dayText,
  messageStatsExportUrl,
  messageStatsLines,
  messageStatsPeriodError,
  messageStatsUrl,
  readMessageStatsFilters,
  withMessageStatsFilters,
  withoutMessageStatsFilters,
} from './messageStatsRules.ts';

// Issue 32 item 6 "message statistics for super users (counts per school and day, no content)".
describe('the message statistics tab', () => {
  it('keeps the period in the address, leaving out what is no day and the other parameters as they are', () => {
    expect(readMessageStatsFilters(new URLSearchParams('from=2026-02-31'))).toEqual({});
    const params = new URLSearchParams('tab=messageStats&from=2026-03-01&to=tomorrow');
    expect(readMessageStatsFilters(params)).toEqual({ from: '2026-03-01' });
    const next = withMessageStatsFilters(params, { to: '2026-03-31' });
    expect(next.toString()).toBe('tab=messageStats&from=2026-03-01&to=2026-03-31');
    expect(withoutMessageStatsFilters(next).toString()).toBe('tab=messageStats');
  });

  it('says what the server would refuse: a reversed period, more than 366 days', () => {
    expect(messageStatsPeriodError({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(messageStatsPeriodError({ from: '2024-01-01', to: '2026-03-01' })).toBe('tooLong');
    expect(messageStatsPeriodError({ from: '2026-02-01' }, '2026-03-01')).toBeNull();
    expect(messageStatsPeriodError({})).toBeNull();
  });

  it('asks the API with the period, and downloads in the page language', () => {
    expect(messageStatsUrl({})).toBe('/api/message-stats/');
    expect(messageStatsUrl({ from: '2026-03-01', to: '2026-03-31' })).toBe(
      '/api/message-stats/?from=2026-03-01&to=2026-03-31',
    );
    expect(messageStatsExportUrl({ from: '2026-03-01' }, 'fr')).toBe(
      '/api/message-stats/export/?from=2026-03-01&lang=fr',
    );
  });

  it("lists each school's days, then its total", () => {
    const counts = (n: number) => ({ messages: n, active_conversations: 1, senders: 1 });
    const lines = messageStatsLines({
      from: '2026-03-01',
      to: '2026-03-02',
      days: [
        { school_id: 1, day: '2026-03-01', ...counts(2) },
        { school_id: 2, day: '2026-03-01', ...counts(4) },
        { school_id: 1, day: '2026-03-02', ...counts(3) },
      ],
      schools: [
        { school: { id: 2, name: 'Alpha', subdomain: 'a' }, ...counts(4) },
        { school: { id: 1, name: 'Beta', subdomain: 'b' }, ...counts(5) },
      ],
      totals: counts(9),
    });
    expect(lines.map((line) => [line.kind, line.school, line.messages])).toEqual([
      ['day', 'Alpha', 4],
      ['school', 'Alpha', 4],
      ['day', 'Beta', 2],
      ['day', 'Beta', 3],
      ['school', 'Beta', 5],
    ]);
  });

  it('writes a day in the language, wherever the browser is', () => {
    expect(dayText('2026-03-01', 'fr')).toBe('1 mars 2026');
    expect(dayText('2026-03-01', 'en')).toBe('Mar 1, 2026');
  });
});
