import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { fetchRevendications } from '@annuaire/shared/client/revendications';
import type { Revendication, RevendicationPage } from '@annuaire/shared/contract/revendication';
import { withQueryClient } from '@annuaire/shared/query/test-wrapper';
import { EMPTY_FILTERED, EMPTY_REVENDICATIONS, RevendicationsPage } from './revendications-page';

jest.mock('@annuaire/shared/client/revendications');

const VALIDATED: Revendication = {
  id: 4,
  artisanId: 12,
  entrepriseNom: 'Plomberie du Puy Saint Clair',
  siret: '81234567600017',
  nom: 'Paul Martin',
  email: 'paul@exemple.fr',
  telephone: '0612345678',
  role: 'DIRIGEANT',
  certifieeLe: '2026-11-28T10:00:00.000Z',
  preuve: 'EMAIL',
  emailPreuve: 'contact@plomberie-puy-st-clair.example',
  adressePreuve: null,
  statut: 'VALIDEE',
  creeeLe: '2026-11-28T10:00:00.000Z',
  closeLe: '2026-11-28T10:04:00.000Z',
  compte: { id: 9, username: 'contact' },
  evenements: [
    { type: 'CREEE', creeLe: '2026-11-28T10:00:00.000Z' },
    { type: 'CODE_ENVOYE', creeLe: '2026-11-28T10:00:00.000Z' },
    { type: 'CODE_ERRONE', creeLe: '2026-11-28T10:02:00.000Z' },
    { type: 'VALIDEE', creeLe: '2026-11-28T10:04:00.000Z' },
  ],
};

const pageOf = (items: Revendication[]): RevendicationPage => ({
  items,
  total: items.length,
  page: 1,
  size: 20,
  pageCount: 1,
});

function Location() {
  const current = useLocation();
  return <output data-testid="location">{`${current.pathname}${current.search}`}</output>;
}

function renderPage(path = '/backoffice/admin/revendications') {
  render(
    withQueryClient(
      <MemoryRouter initialEntries={[path]}>
        <RevendicationsPage />
        <Location />
      </MemoryRouter>,
    ),
  );
}

describe('RevendicationsPage', () => {
  beforeEach(() =>
    jest
      .mocked(fetchRevendications)
      .mockReset()
      .mockResolvedValue(pageOf([VALIDATED])),
  );

  it('shows who claimed which listing, the certification, the proof, the account and every step', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Revendications de fiches' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Plomberie du Puy Saint Clair' });
    expect(within(card).getByRole('link', { name: 'Plomberie du Puy Saint Clair' })).toHaveAttribute(
      'href',
      '/artisan/12',
    );
    expect(within(card).getByText('Validée')).toBeInTheDocument();
    expect(card).toHaveTextContent('SIRET 812 345 676 00017');
    expect(card).toHaveTextContent('Paul Martin (Dirigeant ou dirigeante)');
    expect(card).toHaveTextContent('Code par e-mail à contact@plomberie-puy-st-clair.example');
    expect(card).toHaveTextContent('Compte créécontact');
    expect(within(card).getByRole('link', { name: 'paul@exemple.fr' })).toHaveAttribute(
      'href',
      'mailto:paul@exemple.fr',
    );
    await userEvent.click(within(card).getByText('Étapes (4)'));
    const steps = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toHaveLength(4);
    expect(steps[2]).toContain('Code erroné saisi');
    expect(steps[3]).toContain('Bon code : compte créé et fiche rattachée');
    expect(screen.getByText('1 revendication')).toBeInTheDocument();
  });

  it('shows where a letter went for a claim by post', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(
      pageOf([
        {
          ...VALIDATED,
          preuve: 'COURRIER',
          emailPreuve: null,
          adressePreuve: ['PLOMBERIE DU PUY SAINT CLAIR', '4 RUE DU PORT', '19000 TULLE'],
          statut: 'EN_COURS',
          closeLe: null,
          compte: null,
          evenements: [
            { type: 'CREEE', creeLe: '2026-11-28T10:00:00.000Z' },
            { type: 'COURRIER_ENVOYE', creeLe: '2026-11-28T10:00:00.000Z' },
          ],
        },
      ]),
    );
    renderPage();
    const card = await screen.findByRole('article', { name: 'Plomberie du Puy Saint Clair' });
    expect(card).toHaveTextContent(
      'Code par courrier à PLOMBERIE DU PUY SAINT CLAIR, 4 RUE DU PORT, 19000 TULLE',
    );
    await userEvent.click(within(card).getByText('Étapes (2)'));
    expect(within(card).getAllByRole('listitem')[1]).toHaveTextContent(
      'Courrier avec le code préparé pour l’envoi postal',
    );
  });

  it('filters by status in the address, and says when there is none', async () => {
    jest.mocked(fetchRevendications).mockResolvedValue(pageOf([]));
    renderPage();
    expect(await screen.findByText(EMPTY_REVENDICATIONS)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Statut'), 'EN_COURS');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/backoffice/admin/revendications?statut=EN_COURS',
      ),
    );
    expect(await screen.findByText(EMPTY_FILTERED)).toBeInTheDocument();
    expect(fetchRevendications).toHaveBeenLastCalledWith({ page: 1, size: 20, statut: 'EN_COURS' });
  });
});
