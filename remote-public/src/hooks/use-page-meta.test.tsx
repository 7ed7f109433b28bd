import { render } from '@testing-library/react';
import { usePageMeta } from './use-page-meta';

function Page({ title, description }: { title: string | null; description: string | null }) {
  usePageMeta(title, description);
  return null;
}

describe('usePageMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('sets the title and the description, and puts the previous description back on leaving', () => {
    document.head.innerHTML = '<meta name="description" content="Générale">';
    const { unmount } = render(<Page title="Plombier – Annuaire" description="Les plombiers" />);
    expect(document.title).toBe('Plombier – Annuaire');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Les plombiers',
    );
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Générale');
  });

  it('creates the meta element when the page has none, and removes it afterwards', () => {
    const { unmount } = render(<Page title="Accueil" description="Trouvez un artisan" />);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Trouvez un artisan',
    );
    unmount();
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('changes nothing while the title is unknown', () => {
    document.title = 'Avant';
    render(<Page title={null} description={null} />);
    expect(document.title).toBe('Avant');
  });
});
