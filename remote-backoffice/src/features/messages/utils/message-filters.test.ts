import type { StoredMessage } from '@annuaire/shared/contract/message';
import { filtersOf, matchesFilters, searchOf } from './message-filters';

const base = {
  id: 1,
  status: 'SENT' as const,
  attempts: 1,
  createdAt: '2026-11-19T08:30:00.000Z',
  sentAt: null,
  handledAt: null,
};
const contact: StoredMessage = {
  ...base,
  kind: 'CONTACT',
  payload: {
    nom: 'Julie',
    email: 'j@exemple.fr',
    tel: '0555000002',
    role: 'Particulier',
    message: 'Un devis ?',
  },
};
const handledJoin: StoredMessage = {
  ...base,
  kind: 'JOIN',
  handledAt: '2026-11-20T08:30:00.000Z',
  payload: { nom: 'Roche', prenom: 'Marc', email: 'marc@roche.fr', phone: '0611223344' },
};

describe('message filters', () => {
  it('reads the address, anything unknown being « tous »', () => {
    expect(filtersOf(new URLSearchParams('type=adhesion&etat=a-traiter'))).toEqual({
      type: 'adhesion',
      etat: 'a-traiter',
    });
    expect(filtersOf(new URLSearchParams('type=toString&etat=__proto__'))).toEqual({
      type: 'tous',
      etat: 'tous',
    });
    expect(filtersOf(new URLSearchParams(''))).toEqual({ type: 'tous', etat: 'tous' });
  });

  it('writes the address back, without « tous »', () => {
    expect(searchOf({ type: 'contact', etat: 'tous' })).toBe('?type=contact');
    expect(searchOf({ type: 'tous', etat: 'traites' })).toBe('?etat=traites');
    expect(searchOf({ type: 'tous', etat: 'tous' })).toBe('');
  });

  it('keeps the messages of the type and state asked for', () => {
    const all = [contact, handledJoin];
    const kept = (type: string, etat: string) =>
      all.filter((message) => matchesFilters(message, filtersOf(new URLSearchParams({ type, etat }))));
    expect(kept('tous', 'tous')).toEqual(all);
    expect(kept('contact', 'tous')).toEqual([contact]);
    expect(kept('adhesion', 'tous')).toEqual([handledJoin]);
    expect(kept('tous', 'a-traiter')).toEqual([contact]);
    expect(kept('tous', 'traites')).toEqual([handledJoin]);
    expect(kept('contact', 'traites')).toEqual([]);
  });
});
