import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('shows "Page X sur Y" and disables Précédent on the first page', () => {
    render(<Pagination page={1} pageCount={3} onChange={() => undefined} />);
    expect(screen.getByText('Page 1 sur 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeEnabled();
  });

  it('disables Suivant on the last page', () => {
    render(<Pagination page={3} pageCount={3} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  it('disables both buttons when there is one page', () => {
    render(<Pagination page={1} pageCount={1} onChange={() => undefined} />);
    expect(screen.getByText('Page 1 sur 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  it('moves page by page', async () => {
    function Pages() {
      const [page, setPage] = useState(1);
      return <Pagination page={page} pageCount={2} onChange={setPage} />;
    }
    render(<Pages />);
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Précédent' }));
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
  });

  it('renders nothing without pages', () => {
    const { container } = render(<Pagination page={1} pageCount={0} onChange={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('Pagination with hrefFor (links)', () => {
  const hrefFor = (page: number) => (page > 1 ? `/metier/3?page=${page}` : '/metier/3');

  function Where() {
    const location = useLocation();
    return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
  }

  function renderLinks(page: number, pageCount: number, onChange: (page: number) => void = () => undefined) {
    return render(
      <MemoryRouter initialEntries={[page > 1 ? `/metier/3?page=${page}` : '/metier/3']}>
        <Pagination page={page} pageCount={pageCount} onChange={onChange} hrefFor={hrefFor} />
        <Where />
      </MemoryRouter>,
    );
  }

  it('links Précédent and Suivant to their pages, with rel prev and next', () => {
    renderLinks(2, 3);
    const previous = screen.getByRole('link', { name: 'Précédent' });
    const next = screen.getByRole('link', { name: 'Suivant' });
    expect(previous).toHaveAttribute('href', '/metier/3');
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(next).toHaveAttribute('href', '/metier/3?page=3');
    expect(next).toHaveAttribute('rel', 'next');
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('does not link the ends: they are disabled, out of the tab order', () => {
    renderLinks(1, 1);
    for (const name of ['Précédent', 'Suivant']) {
      expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
      const end = screen.getByRole('button', { name });
      expect(end).toBeDisabled();
      expect(end).toHaveAttribute('aria-disabled', 'true');
      expect(end).not.toHaveAttribute('href');
    }
  });

  it('on a plain click, calls onChange and lets it navigate', async () => {
    const onChange = jest.fn();
    renderLinks(2, 3, onChange);
    await userEvent.click(screen.getByRole('link', { name: 'Suivant' }));
    expect(onChange).toHaveBeenCalledWith(3);
    // The link did not navigate by itself: onChange does (the trade page moves the focus to the results).
    expect(screen.getByTestId('where')).toHaveTextContent('/metier/3?page=2');
    await userEvent.click(screen.getByRole('link', { name: 'Précédent' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('leaves a modified click (new tab, new window, middle button) to the browser', () => {
    const onChange = jest.fn();
    renderLinks(2, 3, onChange);
    const next = screen.getByRole('link', { name: 'Suivant' });
    // Seen last, once React's handlers have run: whether they left the link to the browser. jsdom cannot load the
    // page, so the listener stops it there.
    const leftToBrowser: boolean[] = [];
    const probe = (event: Event) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', probe);
    try {
      for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
        fireEvent.click(next, init);
      }
    } finally {
      window.removeEventListener('click', probe);
    }
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('where')).toHaveTextContent('/metier/3?page=2');
  });

  it('moves page by page through onChange', async () => {
    function Pages() {
      const [page, setPage] = useState(1);
      return <Pagination page={page} pageCount={2} onChange={setPage} hrefFor={hrefFor} />;
    }
    render(
      <MemoryRouter>
        <Pages />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Suivant' }));
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await userEvent.click(screen.getByRole('link', { name: 'Précédent' }));
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
  });

  it('renders the links in server HTML', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/metier/3?page=2']}>
        <Pagination page={2} pageCount={2} onChange={() => undefined} hrefFor={hrefFor} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<a [^>]*href="\/metier\/3"[^>]*>/);
    expect(html).toContain('rel="prev"');
    expect(html).not.toContain('rel="next"');
    expect(html).toMatch(/<button [^>]*disabled=""[^>]*>.*Suivant/);
  });
});
