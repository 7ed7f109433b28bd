import { render } from '@testing-library/react';
import { useSitePageMeta } from './use-page-meta';

function Page({ title, description }: { title: string; description: string }) {
  useSitePageMeta(title, description);
  return null;
}

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]');

afterEach(() => {
  description()?.remove();
});

describe('useSitePageMeta', () => {
  it('sets the title and creates the meta description, removed when the page goes', () => {
    const { unmount } = render(<Page title="Contact" description="Écrivez-nous." />);
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
    const { rerender, unmount } = render(<Page title="À propos" description="Fondé en 2024." />);
    expect(meta.content).toBe('Fondé en 2024.');
    rerender(<Page title="FAQ" description="Questions fréquentes." />);
    expect(meta.content).toBe('Questions fréquentes.');
    expect(document.title).toBe('FAQ – Annuaire des artisans');
    unmount();
    expect(meta.content).toBe('Description du site');
  });
});
