import { render, screen } from '@testing-library/react';
import { withQueryClient } from './test-wrapper';
import { fetchSpecialites } from '../client/specialites';
import { useSpecialitesQuery } from './specialites';

jest.mock('../client/specialites', () => ({ fetchSpecialites: jest.fn() }));
const mockedFetch = jest.mocked(fetchSpecialites);

function Trades({ label, enabled }: { label: string; enabled?: boolean }) {
  const query = useSpecialitesQuery({ enabled });
  return (
    <p>
      {label} : {query.status} {query.data?.map((trade) => trade.metier).join(', ')}
    </p>
  );
}

describe('the trade list query', () => {
  beforeEach(() => mockedFetch.mockReset());

  it('asks once for every screen that reads it', async () => {
    mockedFetch.mockResolvedValue([{ id: 1, metier: 'Plombier', pathImg: null, nombreArtisans: 1 }]);
    render(
      withQueryClient(
        <>
          <Trades label="accueil" />
          <Trades label="carte" />
        </>,
      ),
    );
    expect(await screen.findByText('accueil : success Plombier')).toBeInTheDocument();
    expect(screen.getByText('carte : success Plombier')).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledTimes(1);
  });

  it('waits while not enabled (the header asks when its menu is about to open)', () => {
    render(withQueryClient(<Trades label="en-tête" enabled={false} />));
    expect(screen.getByText(/en-tête : pending/)).toBeInTheDocument();
    expect(mockedFetch).not.toHaveBeenCalled();
  });

  it('reports a failure without retrying it (the HTTP client already retried once)', async () => {
    mockedFetch.mockRejectedValue(new Error('réseau'));
    render(withQueryClient(<Trades label="métiers" />));
    expect(await screen.findByText(/métiers : error/)).toBeInTheDocument();
    expect(mockedFetch).toHaveBeenCalledTimes(1);
  });
});
