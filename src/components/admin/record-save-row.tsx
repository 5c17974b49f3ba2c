'use client';

import { DialogSaveRow } from '@/components/ui/button';
import type { RecordRevisionKind } from '@/lib/revision-kinds';
import { HistoryDialog } from './history-dialog';
import { recordHistory } from './history-sources';

/**
 * A record dialog's save row: the History button of the record being edited (none
 * for a new one) on the left, the save button on the right.
 * @param record - the record's kind and id, with the edit version the form shows; null when new
 * @param onRestored - after a restore (the action refreshes the list showing the record)
 */
export function RecordSaveRow({
  saving,
  record,
  onRestored,
  children,
}: {
  saving: boolean;
  record: { kind: RecordRevisionKind; id: number | string; version: number | undefined } | null;
  onRestored: () => void;
  children: React.ReactNode;
}) {
  return (
    <DialogSaveRow
      saving={saving}
      aside={
        record ? (
          <HistoryDialog
            source={recordHistory(record.kind, record.id, record.version)}
            onRestored={onRestored}
          />
        ) : null
      }
    >
      {children}
    </DialogSaveRow>
  );
}
