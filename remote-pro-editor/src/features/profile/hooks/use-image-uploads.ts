// Runs image uploads side by side and keeps one progress row per file while it is sent.
import { useCallback, useRef, useState } from 'react';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';

export interface UploadRow {
  key: string;
  name: string;
  /** From 0 to 100. */
  percent: number;
}

export type SendImage = (file: File, onProgress: (fraction: number) => void) => Promise<ArtisanDetail>;

export interface UploadBatchResult {
  saved: ArtisanDetail[];
  errors: unknown[];
}

export function useImageUploads() {
  const [rows, setRows] = useState<UploadRow[]>([]);
  const counter = useRef(0);

  const run = useCallback(
    async (
      files: readonly File[],
      send: SendImage,
      onSaved: (detail: ArtisanDetail) => void,
    ): Promise<UploadBatchResult> => {
      const entries = files.map((file) => {
        counter.current += 1;
        return { key: `envoi-${counter.current}`, name: file.name, file };
      });
      setRows((current) => [...current, ...entries.map(({ key, name }) => ({ key, name, percent: 0 }))]);
      const results = await Promise.allSettled(
        entries.map(async (entry) => {
          try {
            const detail = await send(entry.file, (fraction) =>
              setRows((current) =>
                current.map((row) =>
                  row.key === entry.key ? { ...row, percent: Math.round(fraction * 100) } : row,
                ),
              ),
            );
            onSaved(detail);
            return detail;
          } finally {
            setRows((current) => current.filter((row) => row.key !== entry.key));
          }
        }),
      );
      return {
        saved: results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
        errors: results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : [])),
      };
    },
    [],
  );

  return { rows, run };
}
