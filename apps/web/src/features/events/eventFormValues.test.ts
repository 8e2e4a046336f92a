import type { EventDetails } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { toEventInput, valuesOf } from './eventFormValues.ts';

describe('the event form’s group (issue 33 item 4)', () => {
  it('keeps no group as null and a chosen group as its id', () => {
    const empty = valuesOf(null, 'Europe/Paris');
    expect(empty.group_id).toBe('');
    const opts = { draft: true, filters: false, timeZone: 'Europe/Paris' };
    expect(toEventInput(empty, opts).group_id).toBeNull();
    expect(toEventInput({ ...empty, group_id: '12' }, opts).group_id).toBe(12);
  });

  it('starts from the event’s group when it has one', () => {
    const event = { ...valuesOf(null), group_id: 7 } as unknown as EventDetails;
    expect(valuesOf({ ...event, tickets: [] } as EventDetails).group_id).toBe('7');
  });
});
