// Trade (spécialité) calls shared by the header, the home page, the trade screens and the back office.
import type {
  Specialite,
  SpecialiteInput,
  SpecialiteUsage,
  SpecialiteWithCount,
} from '../contract/specialite';
import { uploadImage, type UploadProgressHandler } from './upload';
import { api, request } from './http';

export function fetchSpecialites(): Promise<SpecialiteWithCount[]> {
  return request(() => api().get('specialite').json<SpecialiteWithCount[]>());
}

export function fetchSpecialite(id: number): Promise<Specialite> {
  return request(() => api().get(`specialite/${id}`).json<Specialite>());
}

/** Admin: how many artisans have each trade in use (the others are left out). */
export function fetchSpecialiteUsage(): Promise<SpecialiteUsage[]> {
  return request(() => api().get('specialite/usage').json<SpecialiteUsage[]>());
}

/** Admin. Rejects with "Ce métier existe déjà." when the trade exists, case and accents ignored. */
export function createSpecialite(input: SpecialiteInput): Promise<Specialite> {
  return request(() =>
    api()
      .post('specialite', { json: input, retry: { limit: 0 } })
      .json<Specialite>(),
  );
}

/** Admin. pathImg left out keeps the current image; null removes it. */
export function updateSpecialite(id: number, input: SpecialiteInput): Promise<Specialite> {
  return request(() =>
    api()
      .put(`specialite/${id}`, { json: input, retry: { limit: 0 } })
      .json<Specialite>(),
  );
}

/** Admin. A trade still used by an artisan: ApiRequestError with status 400 and the spec's message. */
export async function deleteSpecialite(id: number): Promise<void> {
  await request(() => api().delete(`specialite/${id}`, { retry: { limit: 0 } }));
}

/** Admin. POST /api/specialite/upload-file: returns the stored image's relative path, for pathImg. */
export function uploadSpecialiteImage(file: Blob, onProgress?: UploadProgressHandler): Promise<string> {
  return uploadImage('specialite/upload-file', file, onProgress);
}
