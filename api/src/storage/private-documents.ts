// Where the documents of claims (a trade register's extract, an identity document) are kept: DATA_DIR/private, a
// folder no route serves (the web plugin serves DATA_DIR/uploads only, and with STORAGE=s3 neither the bucket nor
// the CDN ever sees them). Administrators read them through GET /api/revendications/{id}/documents/{documentId}
// alone; the retention sweep deletes them REVENDICATION_LIMITS.documentsKeptDays after the claim's decision. On
// several instances, DATA_DIR is shared storage (README, deployment), as for the outbox.
import path from 'node:path';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './storage';

export const PRIVATE_FOLDER = 'private';

export function createPrivateDocuments(dataDir: string): FileStorage {
  return createLocalStorage(path.join(dataDir, PRIVATE_FOLDER));
}
