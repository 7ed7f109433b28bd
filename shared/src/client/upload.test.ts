// The upload with progress (XMLHttpRequest): where it goes, with which headers, the progress it reports in every
// browser, and its failures as the other calls give them (the API's French message, a lost connection, a 401).
import { ApiRequestError, configureApi, onSessionEnded } from './http';
import { uploadImage } from './upload';

type Listener = ((event: ProgressEvent) => void) | null;

/** A stand-in XMLHttpRequest: records the request, then answers as the test says. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const original = globalThis.XMLHttpRequest;
beforeEach(() => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  configureApi({ apiPrefix: '/api', basicAuth: { username: 'recette', password: 'été' } });
});
afterEach(() => {
  globalThis.XMLHttpRequest = original;
  jest.restoreAllMocks();
  onSessionEnded(null);
});

// A Blob of the realm FormData belongs to (the test environment gives Node's fetch primitives to jsdom).
const image = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/webp' });

describe('uploadImage', () => {
  it('posts the file as the multipart field « file », with the credentials and headers of every call', async () => {
    const done = uploadImage('artisan/details/3/upload-file', image);
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`${window.location.origin}/api/artisan/details/3/upload-file`);
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.timeout).toBe(120_000);
    expect(xhr.headers).toMatchObject({ 'Cache-Control': 'no-cache', Accept: 'application/json' });
    expect(xhr.headers.Authorization).toMatch(/^Basic /);
    expect((xhr.body as FormData).get('file')).toHaveProperty('size', 3);
    xhr.answer(201, { path: '/uploads/artisans/3/ab12.webp' });
    await expect(done).resolves.toBe('/uploads/artisans/3/ab12.webp');
  });

  it('reports the fraction of the body sent, then 1 once the answer has come', async () => {
    const progress: number[] = [];
    const done = uploadImage('specialite/upload-file', image, (fraction) => progress.push(fraction));
    const xhr = FakeXhr.last!;
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    expect(progress).toEqual([0.25, 1]);
    xhr.answer(201, { path: '/uploads/specialites/x.webp' });
    await done;
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('fails with the API’s French message and status, as the other calls do', async () => {
    const done = uploadImage('artisan/details/3/upload-file', image);
    FakeXhr.last!.answer(413, { message: 'La taille de l’image ne doit pas dépasser 2 Mo.' });
    await expect(done).rejects.toEqual(
      expect.objectContaining({ message: 'La taille de l’image ne doit pas dépasser 2 Mo.', status: 413 }),
    );
  });

  it('says the server cannot be reached when the connection fails or times out', async () => {
    const lost = uploadImage('artisan/details/3/upload-file', image);
    FakeXhr.last!.onerror!();
    await expect(lost).rejects.toBeInstanceOf(ApiRequestError);
    await expect(lost).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/^Le serveur est injoignable/),
    );
    const slow = uploadImage('artisan/details/3/upload-file', image);
    FakeXhr.last!.ontimeout!();
    await expect(slow).rejects.toHaveProperty('status', null);
  });

  it('ends the session on a 401, and refuses an answer without a path', async () => {
    const ended = jest.fn();
    onSessionEnded(ended);
    const refused = uploadImage('artisan/details/3/upload-file', image);
    FakeXhr.last!.answer(401, { message: 'Authentification requise.' });
    await expect(refused).rejects.toHaveProperty('status', 401);
    expect(ended).toHaveBeenCalledTimes(1);
    const odd = uploadImage('artisan/details/3/upload-file', image);
    FakeXhr.last!.answer(201, 'pas du JSON');
    await expect(odd).rejects.toHaveProperty('status', 201);
  });
});
