-- Each status change of the audit trail written before 0015: when the stay it ends began.
UPDATE application_events e SET stay_started_at = s.entered
FROM (
  SELECT id, lag(created_at) OVER (PARTITION BY application_id ORDER BY created_at, id) AS entered
  FROM application_events WHERE from_status IS DISTINCT FROM to_status
) s
WHERE e.id = s.id AND e.from_status IS NOT NULL AND e.from_status <> e.to_status;
