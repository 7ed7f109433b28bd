import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../test/render';
import { MarkdownContent } from './markdown-content';

const HTML =
  '<h2 id="suite">Suite</h2><p><a href="/infos-lmnp#regime">LMNP</a> ' +
  '<a href="https://www.service-public.fr" target="_blank" rel="noopener noreferrer">Service public</a> ' +
  '<a href="/sitemap.xml">Plan</a></p>';

describe('MarkdownContent', () => {
  it('renders the build-time HTML', () => {
    renderAt(<MarkdownContent html={HTML} />, '/faq');
    expect(screen.getByRole('heading', { level: 2, name: 'Suite' })).toHaveAttribute('id', 'suite');
    expect(screen.getByRole('link', { name: 'Service public' })).toHaveAttribute('target', '_blank');
  });

  it('follows a link to another page through the router, without reloading', async () => {
    renderAt(<MarkdownContent html={HTML} />, '/faq');
    await userEvent.click(screen.getByRole('link', { name: 'LMNP' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/infos-lmnp#regime');
  });

  it('leaves files served by the API and external links to the browser', async () => {
    renderAt(<MarkdownContent html={HTML} />, '/faq');
    let preventedByPage: boolean | null = null;
    // Runs after React's handler; then stops jsdom, which cannot navigate, from trying.
    const spy = (event: MouseEvent) => {
      preventedByPage = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', spy);
    await userEvent.click(screen.getByRole('link', { name: 'Plan' }));
    document.removeEventListener('click', spy);
    expect(preventedByPage).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/faq');
  });
});
