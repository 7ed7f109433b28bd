import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render';
import { ARTICLE_LOADERS } from '../utils/article-loaders';
import { ArticlePage } from './article-page';

describe('ArticlePage', () => {
  it('shows the article with its title, meta description and the breadcrumb Infos et aides > page', async () => {
    const article = await ARTICLE_LOADERS['/infos-dpe']();
    renderAt(<ArticlePage path="/infos-dpe" article={article} />, '/infos-dpe');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Le diagnostic de performance énergétique (DPE)' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Le diagnostic de performance énergétique (DPE) – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      article.description,
    );
    const breadcrumb = within(screen.getByRole('navigation', { name: "Fil d'Ariane" }));
    expect(breadcrumb.getByRole('link', { name: 'Infos et aides' })).toHaveAttribute(
      'href',
      '/infos-et-aides',
    );
    expect(breadcrumb.getByText('Le DPE')).toHaveAttribute('aria-current', 'page');
    expect(breadcrumb.getAllByRole('listitem')).toHaveLength(2);
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Le calendrier d’interdiction de louer les passoires thermiques',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('1er janvier 2028');
  });

  it('links to the eight other topics and back to the topics page', async () => {
    const article = await ARTICLE_LOADERS['/faq']();
    renderAt(<ArticlePage path="/faq" article={article} />, '/faq');
    expect(screen.getByText(/Cette FAQ est en cours de développement\./)).toBeInTheDocument();
    const others = within(screen.getByRole('navigation', { name: 'Les autres sujets' }));
    expect(others.getAllByRole('link')).toHaveLength(8);
    expect(others.queryByRole('link', { name: 'FAQ' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à Infos et aides' })).toHaveAttribute(
      'href',
      '/infos-et-aides',
    );
  });

  it('opens links of the text inside the site through the router', async () => {
    const article = await ARTICLE_LOADERS['/comparatif-regimes']();
    renderAt(<ArticlePage path="/comparatif-regimes" article={article} />, '/comparatif-regimes');
    await userEvent.click(screen.getByRole('link', { name: 'location nue' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/infos-location-nue');
  });
});
