// Image uploads with a real progress in every browser (issue 22): XMLHttpRequest reports how much of a request body
// has been sent (`upload.onprogress`) in Chromium, Firefox and Safari alike, where fetch can only do so with a
// streamed body (Chromium over HTTP/2 alone: elsewhere the bar never moved). The call goes where ky's would, with
// the same headers and credentials, and fails the same way (an ApiRequestError with the API's French message), so
// that the forms and hooks above it see no difference.
import type { UploadResponse } from '../contract/artisan-detail';
import { MESSAGES } from '../contract/messages';
import {
  ApiRequestError,
  apiErrorFromAnswer,
  reportSessionEnded,
  requestTarget,
  UNREACHABLE_MESSAGE,
} from './http';

/** Upload progress from 0 to 1, for a progress bar. */
export type UploadProgressHandler = (fraction: number) => void;

/** Large images on slow links: more than the 15 s of the other calls. */
export const UPLOAD_TIMEOUT_MS = 120_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * POSTs `file` as the multipart field `file` to the API's `path` and returns the stored image's relative path.
 * `onProgress` gets the fraction of the body sent, then 1 once the answer has come.
 */
export function uploadImage(path: string, file: Blob, onProgress?: UploadProgressHandler): Promise<string> {
  const { url, headers } = requestTarget(path);
  const body = new FormData();
  body.append('file', file, file instanceof File ? file.name : 'image');
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
    }
    const fail = (error: ApiRequestError) => {
      // As request() does: SPEC 7 wants failures logged.
      console.error('[api]', error);
      reject(error);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const answer = data as Partial<UploadResponse> | null;
        if (typeof answer?.path !== 'string') {
          fail(new ApiRequestError(MESSAGES.serverError, xhr.status));
          return;
        }
        onProgress?.(1);
        resolve(answer.path);
        return;
      }
      if (xhr.status === 401) reportSessionEnded();
      fail(apiErrorFromAnswer(xhr.status, data));
    };
    xhr.onerror = () => fail(new ApiRequestError(UNREACHABLE_MESSAGE, null));
    xhr.ontimeout = () => fail(new ApiRequestError(UNREACHABLE_MESSAGE, null));
    xhr.send(body);
  });
}
