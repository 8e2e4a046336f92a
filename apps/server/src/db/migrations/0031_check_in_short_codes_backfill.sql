-- Short check-in codes for the registrations of events not over yet (issue 30 item 9), so
-- that their members have one to read out; registrations of past events keep their hex code.
-- One row at a time: a code already taken in the event (the unique index) is drawn again.
DO $$
DECLARE
  registration integer;
BEGIN
  FOR registration IN
    SELECT r.id FROM event_registrations r JOIN events e ON e.id = r.event_id
    WHERE r.status <> 'cancelled' AND r.checked_in_at IS NULL AND e.end_at > now()
      AND length(r.check_in_code) = 32
    ORDER BY r.id
  LOOP
    LOOP
      BEGIN
        UPDATE event_registrations SET check_in_code = app_check_in_code() WHERE id = registration;
        EXIT;
      EXCEPTION WHEN unique_violation THEN
        -- Taken in this event: draw another.
      END;
    END LOOP;
  END LOOP;
END $$;
