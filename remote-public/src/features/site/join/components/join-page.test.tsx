import { screen, within } from '@testing-library/react';
import { renderAt } from '../../test/render';
import { JoinPage } from './join-page';

jest.mock('@annuaire/shared/client/messages', () => ({ sendJoinRequest: jest.fn() }));
jest.mock('@annuaire/shared/client/specialites', () => ({ fetchSpecialites: jest.fn(async () => []) }));

describe('JoinPage', () => {
  it('is titled NOUS REJOINDRE, with a meta description, the three benefits and the form', async () => {
    renderAt(<JoinPage />, '/join');
    expect(screen.getByRole('heading', { level: 1, name: 'NOUS REJOINDRE' })).toBeInTheDocument();
    expect(document.title).toBe('Nous rejoindre – Annuaire des artisans');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Rejoignez l’Annuaire des artisans'),
    );
    const benefits = within(screen.getByRole('region', { name: 'Pourquoi nous rejoindre ?' }));
    expect(benefits.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Plus de clients grâce à des projets ciblés',
      'Un accompagnement personnalisé',
      'Rejoignez une communauté d’artisans reconnus',
    ]);
    expect(screen.getByRole('button', { name: 'Envoyer ma demande' })).toBeInTheDocument();
    expect(screen.getByText('Inscription gratuite, réponse sous 48 h')).toBeInTheDocument();
    // The trades are asked for once the form is there.
    expect(await screen.findByRole('combobox', { name: 'Métier' })).not.toHaveAccessibleDescription();
  });
});
