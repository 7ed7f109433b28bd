import { countText, statutOf } from './retrait-texts';

describe('retrait texts', () => {
  it('reads the status filter from the address, anything unknown being every request', () => {
    expect(statutOf(new URLSearchParams('statut=EN_ATTENTE'))).toBe('EN_ATTENTE');
    expect(statutOf(new URLSearchParams('statut=REFUSEE'))).toBe('REFUSEE');
    expect(statutOf(new URLSearchParams('statut=en_attente'))).toBeUndefined();
    expect(statutOf(new URLSearchParams(''))).toBeUndefined();
  });

  it('counts the requests in French', () => {
    expect(countText(0)).toBe('Aucune demande');
    expect(countText(1)).toBe('1 demande');
    expect(countText(12)).toBe('12 demandes');
  });
});
