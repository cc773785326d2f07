import { z } from 'zod';

/**
 * A contacts import (docs/decisions/020) as the API answers it and the page shows it: POST /contacts/import
 * answers it 202 at once, GET /contacts/import/{id} reads it, and each chunk written publishes it on
 * `company-<id>-contactImport`. Shared by the server and the web (pure zod and types).
 */
export type ImportState = 'queued' | 'running' | 'done' | 'failed';

export interface ImportStatus {
  id: string;
  status: ImportState;
  fileName: string;
  /** Rows of the file (the header left out); 0 until the file has been read. */
  totalRows: number;
  /** Rows handled so far: created, updated or refused. */
  processedRows: number;
  created: number;
  updated: number;
  /** Rows refused, each in the report with its line and reason. */
  refused: number;
  createdAt: string;
  finishedAt?: string;
  /** Why the whole file was refused (`failed`): too many rows, not a CSV. */
  error?: string;
}

/** Realtime on `company-<id>-contactImport`. */
export interface ContactImportEvent {
  action: 'update';
  import: ImportStatus;
}

export const ContactImportParam = z.object({ id: z.string().min(1).max(64) });

export const isFinished = (status: Pick<ImportStatus, 'status'>) =>
  status.status === 'done' || status.status === 'failed';

/** The report of refused rows (GET /contacts/import/{id}/report). */
export const IMPORT_REPORT_FILE = 'contatos-recusados.csv';
export const IMPORT_REPORT_HEADER = ['line', 'reason'];
