import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import {
  createServerRenderRecord,
  ServerRenderProvider,
  type ServerRenderRecord,
} from '@annuaire/shared/ssr/page-head';
import { useSitePageMeta } from './use-page-meta';

function Page({ title, description }: { title: string; description: string }) {
  useSitePageMeta(title, description);
  return null;
}

function at(path: string, record?: ServerRenderRecord) {
  return function Wrapper({ children }: { children: ReactNode }) {
    const routed = <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
    return record ? <ServerRenderProvider record={record}>{routed}</ServerRenderProvider> : routed;
  };
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

afterEach(() => {
  description()?.remove();
});

describe('useSitePageMeta', () => {
  it('sets the title and creates the meta description, removed when the page goes', () => {
    const { unmount } = render(<Page title="Contact" description="Écrivez-nous." />, {
      wrapper: at('/contact'),
    });
    expect(document.title).toBe('Contact – Annuaire des artisans');
    expect(description()).toHaveAttribute('content', 'Écrivez-nous.');
    unmount();
    expect(description()).toBeNull();
  });

  it('restores the description of the page shell when leaving', () => {
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Description du site';
    document.head.append(meta);
    const { rerender, unmount } = render(<Page title="À propos" description="Fondé en 2024." />, {
      wrapper: at('/about'),
    });
    expect(meta.content).toBe('Fondé en 2024.');
    rerender(<Page title="FAQ" description="Questions fréquentes." />);
    expect(meta.content).toBe('Questions fréquentes.');
    expect(document.title).toBe('FAQ – Annuaire des artisans');
    unmount();
    expect(meta.content).toBe('Description du site');
  });

  it.each([
    ['/contact', '/contact'],
    ['/contact?from=footer#form', '/contact'],
    ['/about/', '/about'],
    ['/', '/'],
  ])('gives the server render of %s the canonical path %s, the address of the sitemap', (path, canonical) => {
    const record = createServerRenderRecord('https://annuaire.exemple.fr');
    render(<Page title="Contact" description="Écrivez-nous." />, { wrapper: at(path, record) });
    expect(record.head.canonicalPath).toBe(canonical);
  });
});
