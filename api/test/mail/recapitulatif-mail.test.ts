// The artisan's daily digest of new requests: the count, each request's date (Paris time), name, postcode and first
// words, the link to the inbox; visitor values escaped in the HTML and kept on one line; a long digest counts the
// requests it does not list.
import { RECAPITULATIF_LIMITS } from '@annuaire/shared/contract/demande-alertes';
import { recapitulatifMail, type RecapitulatifDemande } from '../../src/mail/templates';

const INBOX = 'https://annuaire.example/admin/artisan/7/demandes';
const options = { entrepriseNom: 'Plomberie Martin', inboxUrl: INBOX, forward: false, depuis: '2026-11-26' };

const jeanne: RecapitulatifDemande = {
  nom: 'Jeanne Martin',
  codePostal: '19100',
  message:
    'Bonjour,\nje souhaite remplacer mon chauffe-eau de 200 litres avant l’hiver, merci de me rappeler vite.',
  dateEnvoi: '2026-11-27T13:05:00.000Z',
};

describe('recapitulatifMail', () => {
  it('says how many, lists each request with its Paris date, name, postcode and first words, links the inbox', () => {
    const mail = recapitulatifMail([jeanne], options);
    expect(mail.subject).toBe('Récapitulatif : 1 nouvelle demande via l’Annuaire des artisans');
    expect(mail.text).toContain('Votre récapitulatif : 1 nouvelle demande depuis celui du 26 novembre 2026');
    expect(mail.text).toContain(
      '27 novembre 2026 à 14:05, Jeanne Martin (19100) : « Bonjour, je souhaite remplacer mon chauffe-eau de 200 litres avant l’hiver, merci… »',
    );
    expect(mail.text).toContain(INBOX);
    expect(mail.html).toContain(`<a href="${INBOX}">${INBOX}</a>`);
    expect(mail.html).toContain('lang="fr"');
  });

  it('says when it is the first digest', () => {
    const mail = recapitulatifMail([jeanne, jeanne], { ...options, depuis: null });
    expect(mail.text).toContain('Votre premier récapitulatif : 2 nouvelles demandes');
  });

  it('escapes the visitor’s values in the HTML and keeps names on one line', () => {
    const mail = recapitulatifMail(
      [{ ...jeanne, nom: '<b>Jeanne</b>\r\nBcc: x@example.fr', message: '<img src=x onerror=alert(1)>' }],
      options,
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain('<b>Jeanne</b> Bcc: x@example.fr (19100)');
  });

  it('lists at most RECAPITULATIF_LIMITS.demandesListees requests and counts the others', () => {
    const many = Array.from({ length: RECAPITULATIF_LIMITS.demandesListees + 2 }, (_, index) => ({
      ...jeanne,
      nom: `Visiteur ${index + 1}`,
    }));
    const mail = recapitulatifMail(many, options);
    expect(mail.subject).toBe(
      `Récapitulatif : ${many.length} nouvelles demandes via l’Annuaire des artisans`,
    );
    expect(mail.text).toContain(`Visiteur ${RECAPITULATIF_LIMITS.demandesListees} (`);
    expect(mail.text).not.toContain(`Visiteur ${RECAPITULATIF_LIMITS.demandesListees + 1} (`);
    expect(mail.text).toContain('Et 2 autres, à lire dans votre espace.');
  });

  it('says to forward it when the artisan has no account any more', () => {
    const mail = recapitulatifMail([jeanne], { ...options, forward: true });
    expect(mail.subject).toBe(
      '[À transmettre à Plomberie Martin] 1 nouvelle demande via l’Annuaire des artisans',
    );
    expect(mail.text).toContain('transmettez-lui ce récapitulatif (Plomberie Martin)');
  });
});
