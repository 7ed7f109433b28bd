import { devRemotesManifest, parseRemotesManifest, remoteRoutesId, REMOTES } from './remotes';

describe('federation remotes', () => {
  it('names the three containers and their exposed routes module', () => {
    expect(REMOTES.public.name).toBe('remote_public');
    expect(REMOTES.proEditor.name).toBe('remote_pro_editor');
    expect(REMOTES.backoffice.name).toBe('remote_backoffice');
    expect(remoteRoutesId('proEditor')).toBe('remote_pro_editor/routes');
  });

  it('keeps only known keys with a URL from /remotes.json', () => {
    expect(
      parseRemotesManifest({
        public: '/remotes/public/mf-manifest.json',
        backoffice: '',
        extra: 'x',
        proEditor: 3,
      }),
    ).toEqual({ public: '/remotes/public/mf-manifest.json' });
    expect(parseRemotesManifest(null)).toEqual({});
  });

  it('points the dev /remotes.json at each remote dev server', () => {
    expect(devRemotesManifest()).toEqual({
      public: 'http://localhost:3001/mf-manifest.json',
      proEditor: 'http://localhost:3002/mf-manifest.json',
      backoffice: 'http://localhost:3003/mf-manifest.json',
    });
  });
});
