import { mapWorkerUrl } from './worker-url';

const WORKER = 'assets/maplibre-gl-worker.e173e13a.mjs';

describe('mapWorkerUrl', () => {
  it('keeps the worker file itself when remote-public is served from the page’s origin', () => {
    const createObjectUrl = jest.fn(() => 'blob:inutile');
    expect(
      mapWorkerUrl(
        `https://annuaire.example.fr/remotes/public/${WORKER}`,
        'https://annuaire.example.fr',
        createObjectUrl,
      ),
    ).toBe(`https://annuaire.example.fr/remotes/public/${WORKER}`);
    expect(createObjectUrl).not.toHaveBeenCalled();
  });

  it('starts from a same-origin blob: module that imports the worker file when it is on another origin', async () => {
    const blobs: Blob[] = [];
    const createObjectUrl = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:https://annuaire.example.fr/2f1c';
    });
    const url = mapWorkerUrl(
      `https://cdn.example.fr/public/v42/${WORKER}`,
      'https://annuaire.example.fr',
      createObjectUrl,
    );
    expect(url).toBe('blob:https://annuaire.example.fr/2f1c');
    expect(blobs).toHaveLength(1);
    expect(blobs[0].type).toBe('text/javascript');
    await expect(blobs[0].text()).resolves.toBe(`import "https://cdn.example.fr/public/v42/${WORKER}";\n`);
  });

  it('treats another port or scheme of the same host as another origin', () => {
    const createObjectUrl = jest.fn(() => 'blob:x');
    mapWorkerUrl(`http://127.0.0.1:4001/${WORKER}`, 'http://127.0.0.1:8080', createObjectUrl);
    mapWorkerUrl(`http://annuaire.example.fr/${WORKER}`, 'https://annuaire.example.fr', createObjectUrl);
    expect(createObjectUrl).toHaveBeenCalledTimes(2);
  });

  it('writes the import of an absolute URL, whatever quotes the worker address holds', async () => {
    let written: Blob | undefined;
    mapWorkerUrl('https://cdn.example.fr/a"b/worker.mjs', 'https://annuaire.example.fr', (blob) => {
      written = blob;
      return 'blob:x';
    });
    await expect(written?.text()).resolves.toBe('import "https://cdn.example.fr/a%22b/worker.mjs";\n');
  });
});
