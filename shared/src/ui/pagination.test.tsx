import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
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
