import 'server-only';
import { getDb } from '@/db/client';
import { migrationStatus, type MigrationStatus } from './service';

/** The Media tab's migration section: whether the shipped defaults were imported (uncached). */
export function loadMigrationStatus(): Promise<MigrationStatus> {
  return migrationStatus(getDb());
}
