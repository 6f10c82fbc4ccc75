-- Completed draws are never erased: one deleted earlier becomes archived, so its
-- results and public proof answer again (it stays out of the lists).
UPDATE draws
SET archived_at = coalesce(archived_at, deleted_at), deleted_at = NULL
WHERE status = 'completed' AND deleted_at IS NOT NULL;
