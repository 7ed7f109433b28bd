import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRemoteFileLoader, localBuildFile, RemoteNotAllowedError } from '../../src/ssr/remote-files';

describe('where the server render reads a remote build', () => {
  let webRoot: string;
  beforeAll(() => {
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-files-'));
    fs.mkdirSync(path.join(webRoot, 'remote-public', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'remote-public', 'dist', 'mf-manifest.json'), '{"id":"public"}');
    fs.writeFileSync(path.join(webRoot, 'secret.txt'), 'secret');
  });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

  it('reads a build this process serves from its folder, and nothing outside it', async () => {
    const load = createRemoteFileLoader({ publicUrl: 'https://annuaire.fr', webRoot, allowedOrigins: [] });
    await expect(load('https://annuaire.fr/remotes/public/mf-manifest.json')).resolves.toEqual({
      text: '{"id":"public"}',
      file: path.join(webRoot, 'remote-public', 'dist', 'mf-manifest.json'),
    });
    expect(localBuildFile(webRoot, '/remotes/public/../../secret.txt')).toBeNull();
    expect(localBuildFile(webRoot, '/remotes/public/%2e%2e/%2e%2e/secret.txt')).toBeNull();
    await expect(load('https://annuaire.fr/uploads/x.js')).rejects.toBeInstanceOf(RemoteNotAllowedError);
  });

  it('refuses server code from an origin the operator did not list, without asking it', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const load = createRemoteFileLoader({
      publicUrl: 'https://annuaire.fr',
      webRoot,
      allowedOrigins: ['https://cdn.annuaire.fr'],
    });
    await expect(load('https://evil.example/remotes/public/server-remoteEntry.js')).rejects.toThrow(
      'SSR_REMOTE_ORIGINS',
    );
    await expect(load('http://annuaire.fr:8080/remotes/public/mf-manifest.json')).rejects.toBeInstanceOf(
      RemoteNotAllowedError,
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockResolvedValueOnce(new Response('var remote;'));
    await expect(load('https://cdn.annuaire.fr/v42/server-remoteEntry.js')).resolves.toEqual({
      text: 'var remote;',
      file: null,
    });
    fetchSpy.mockResolvedValueOnce(new Response('absent', { status: 404 }));
    await expect(load('https://cdn.annuaire.fr/v43/mf-manifest.json')).rejects.toThrow('HTTP 404');
    fetchSpy.mockRestore();
  });
});
