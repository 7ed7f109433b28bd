// The mails' content: French, every visitor value escaped in the HTML, subjects on one line.
import {
  activationMail,
  contactMail,
  demandeFicheNonGereeMail,
  demandeMail,
  escapeHtml,
  joinMail,
  resetPasswordMail,
  revendicationAvisMail,
  revendicationCodeMail,
  revendicationDecisionMail,
} from '../../src/mail/templates';

describe('mail templates', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      '&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;',
    );
  });

  it('builds the contact mail with every field, escaped, and a one-line subject', () => {
    const mail = contactMail({
      nom: 'Jeanne\r\nBcc: victime@example.fr',
      email: 'jeanne@example.fr',
      tel: '0601020304',
      role: 'Professionnel',
      message: '<img src=x onerror=alert(1)>',
    });
    expect(mail.subject).toBe('[Contact] Message de Jeanne Bcc: victime@example.fr');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Rôle : Professionnel');
    expect(mail.text).toContain('Téléphone : 0601020304');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toContain('<img');
  });

  it('builds the join mail, message optional', () => {
    const mail = joinMail({ nom: 'Durand', prenom: 'Paul', email: 'paul@example.fr', phone: '0611111111' });
    expect(mail.subject).toBe('[Nous rejoindre] Demande de Paul Durand');
    expect(mail.text).toContain('Prénom : Paul');
    expect(mail.text).not.toContain('undefined');
    expect(mail.text).not.toContain('SIRET');
  });

  it('writes the company, SIRET, trade and town of a join request, escaped', () => {
    const mail = joinMail({
      nom: 'Durand',
      prenom: 'Paul',
      email: 'paul@example.fr',
      phone: '0611111111',
      entrepriseNom: 'Durand <b>Couverture</b>',
      siret: '73282932000074',
      specialiteId: 3,
      metier: 'Couvreur',
      ville: 'Brive-la-Gaillarde',
    });
    expect(mail.text).toContain(
      'Entreprise : Durand <b>Couverture</b>\nSIRET : 73282932000074\nMétier : Couvreur\nVille : Brive-la-Gaillarde',
    );
    expect(mail.html).toContain('Durand &lt;b&gt;Couverture&lt;/b&gt;');
  });

  it('builds the reset mail around the link, naming the username', () => {
    const link = 'https://annuaire.example/reset-password?email=a%40b.fr&timestamp=1&hash=abc';
    const mail = resetPasswordMail(link, 'jean<b>');
    expect(mail.text).toContain('Votre nom d’utilisateur : jean<b> (vous pouvez aussi');
    expect(mail.html).toContain('Votre nom d’utilisateur : jean&lt;b&gt;');
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.text).toContain('une heure');
  });

  it('builds the activation mail: what the directory is, the username escaped, the link and its last day', () => {
    const link = 'https://annuaire.example/activer-mon-compte?token=12.abc';
    const mail = activationMail({ username: 'jean<b>\nBcc', link, expiresAt: '2026-12-05T10:00:00.000Z' });
    expect(mail.subject).toBe('Bienvenue sur l’Annuaire des artisans : activez votre compte');
    expect(mail.text).toContain('l’annuaire en ligne qui aide les particuliers à trouver un artisan');
    expect(mail.text).toContain('Votre nom d’utilisateur : jean<b> Bcc (vous pouvez aussi');
    expect(mail.html).toContain('Votre nom d’utilisateur : jean&lt;b&gt; Bcc');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link}">Activer mon compte</a>`);
    expect(mail.text).toContain('une seule fois, jusqu’au 5 décembre 2026');
  });

  describe('the request relayed to an artisan', () => {
    const request = {
      nom: 'Jean <b>Dupont</b>',
      email: 'jean@exemple.fr',
      telephone: null,
      codePostal: '19100',
      message: 'Ligne 1\n<script>alert(1)</script>',
    };
    const options = {
      entrepriseNom: 'Plomberie & Fils',
      editorUrl: 'https://annuaire.example/admin/artisan/12/demandes',
      forward: false,
    };

    it('names the visitor and the directory in a one-line subject, and holds every field', () => {
      const mail = demandeMail({ ...request, nom: 'Jean\u2028Dupont\r\nBcc: x@y.fr' }, options);
      expect(mail.subject).toBe('Demande de Jean Dupont Bcc: x@y.fr via l’Annuaire des artisans');
      const text = demandeMail(request, options).text;
      for (const line of [
        'Nouvelle demande reçue via l’Annuaire des artisans',
        'Nom : Jean <b>Dupont</b>',
        'E-mail : jean@exemple.fr',
        'Téléphone : non indiqué',
        'Code postal des travaux : 19100',
        'Ligne 1\n<script>alert(1)</script>',
        'Pour répondre, répondez simplement à cet e-mail : votre réponse ira directement à Jean <b>Dupont</b> (jean@exemple.fr).',
        'Cette demande se trouve aussi dans votre espace artisan, rubrique « Demandes » : https://annuaire.example/admin/artisan/12/demandes',
      ]) {
        expect(text).toContain(line);
      }
      expect(demandeMail({ ...request, telephone: '0612345678' }, options).text).toContain(
        'Téléphone : 0612345678',
      );
    });

    it('keeps a stored name with line breaks on its row: no forged line under the artisan’s eyes', () => {
      const forged = 'Jean\nE-mail : faux@exemple.fr\r\nTéléphone : 0600000000';
      const text = demandeMail({ ...request, nom: forged }, options).text;
      const lines = text.split('\n');
      expect(lines).toContain('Nom : Jean E-mail : faux@exemple.fr Téléphone : 0600000000');
      expect(lines.filter((line) => line.startsWith('E-mail : '))).toEqual(['E-mail : jean@exemple.fr']);
      expect(lines.some((line) => line.startsWith('Téléphone : 0600000000'))).toBe(false);
    });

    it('escapes the visitor’s text in the HTML', () => {
      const { html } = demandeMail(request, options);
      expect(html).toContain('Jean &lt;b&gt;Dupont&lt;/b&gt;');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toMatch(/<script|<b>/);
      expect(html).toContain('<a href="https://annuaire.example/admin/artisan/12/demandes">');
    });

    it('says to whom to forward it when the artisan has no account', () => {
      const mail = demandeMail(request, { ...options, forward: true });
      expect(mail.subject).toBe(
        '[À transmettre à Plomberie & Fils] Demande de Jean <b>Dupont</b> via l’Annuaire des artisans',
      );
      expect(mail.text).toContain('Demande à transmettre à Plomberie & Fils');
      expect(mail.text).toContain(
        'Cet artisan n’a plus de compte sur l’annuaire : transmettez-lui cette demande',
      );
      expect(mail.html).toContain('Plomberie &amp; Fils');
    });
  });

  it('builds a claim’s code mail: who asks, the code spaced, its minutes, what to do when it is not them', () => {
    const mail = revendicationCodeMail({
      entrepriseNom: 'Plomberie <b>& Fils</b>\nBcc: x@y.z',
      siret: '73282932000074',
      nom: 'Paul <i>Martin</i>',
      code: '042917',
      minutes: 30,
      contactUrl: 'https://annuaire.example/contact',
    });
    expect(mail.subject).toBe('Votre code pour gérer la fiche Plomberie <b>& Fils</b> Bcc: x@y.z');
    expect(mail.text).toContain('Paul <i>Martin</i> demande à gérer la fiche');
    expect(mail.text).toContain('(SIRET 732 829 320 00074)');
    expect(mail.text).toContain('voici votre code : 042 917');
    expect(mail.text).toContain('Il fonctionne 30 minutes, une seule fois.');
    expect(mail.text).toContain('Ce n’est pas vous ?');
    expect(mail.text).toContain('https://annuaire.example/contact');
    expect(mail.html).toContain('Paul &lt;i&gt;Martin&lt;/i&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('invites a listing nobody manages to claim itself first, then relays the request, escaped', () => {
    const mail = demandeFicheNonGereeMail(
      {
        nom: 'Claire <b>Petit</b>\nBcc: x@y.z',
        email: 'claire@exemple.fr',
        telephone: null,
        codePostal: '19100',
        message: 'Un devis <script>alert(1)</script> pour un chauffe-eau.',
      },
      {
        entrepriseNom: 'Plomberie & Fils',
        siret: '73282932000074',
        claimUrl: 'https://annuaire.example/revendiquer?fiche=7',
        optOutUrl: 'https://annuaire.example/ne-plus-recevoir-de-demandes?jeton=7.abc',
      },
    );
    expect(mail.subject).toBe(
      'Demande de devis de Claire <b>Petit</b> Bcc: x@y.z via l’Annuaire des artisans',
    );
    const lines = mail.text.split('\n');
    expect(lines[2]).toBe(
      'Un particulier vous demande un devis via l’Annuaire des artisans. Revendiquez gratuitement votre fiche pour lui répondre et gérer vos demandes.',
    );
    expect(mail.text).toContain('Téléphone : non indiqué');
    expect(mail.text).toContain(
      'Revendiquer gratuitement votre fiche : https://annuaire.example/revendiquer?fiche=7',
    );
    expect(mail.text).toContain('(SIRET 732 829 320 00074)');
    expect(mail.text).toContain('au plus 3 demandes par 30 jours');
    expect(lines.at(-1)).toBe(
      'Ne plus recevoir de demandes : https://annuaire.example/ne-plus-recevoir-de-demandes?jeton=7.abc',
    );
    expect(mail.html).toContain('Claire &lt;b&gt;Petit&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Plomberie &amp; Fils');
  });

  it('tells a listing’s known contact that someone claims it by post, the claimant’s e-mail masked', () => {
    const mail = revendicationAvisMail({
      preuve: 'COURRIER',
      entrepriseNom: 'Plomberie <b>& Fils</b>\nBcc: x@y.z',
      siret: '73282932000074',
      nom: 'Paul <i>Martin</i>',
      emailMasque: 'p•••@exemple.fr',
      contactUrl: 'https://annuaire.example/contact',
    });
    expect(mail.subject).toBe('Quelqu’un revendique votre fiche Plomberie <b>& Fils</b> Bcc: x@y.z');
    expect(mail.text).toContain('Paul <i>Martin</i> (p•••@exemple.fr) demande à gérer la fiche');
    expect(mail.text).toContain('(SIRET 732 829 320 00074)');
    expect(mail.text).toContain('un courrier avec un code part à l’adresse que le répertoire SIRENE donne');
    expect(mail.text).toContain('Ce n’est pas vous ?');
    expect(mail.text).toContain('https://annuaire.example/contact');
    expect(mail.html).toContain('Paul &lt;i&gt;Martin&lt;/i&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it.each([
    ['refus', 'Votre revendication de la fiche Plomberie & Fils est close', 'a été close par notre équipe'],
    ['reprise', 'La fiche Plomberie & Fils n’est plus gérée par votre compte', 'Votre compte reste ouvert.'],
  ] as const)(
    'mails an administrator’s decision (%s) with its reason as written',
    (decision, subject, said) => {
      const mail = revendicationDecisionMail({
        decision,
        entrepriseNom: 'Plomberie & Fils',
        siret: '73282932000074',
        motif: 'Première ligne <b>gras</b>\nSeconde ligne',
        contactUrl: 'https://annuaire.example/contact',
      });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(said);
      expect(mail.text).toContain('(SIRET 732 829 320 00074)');
      expect(mail.text).toContain('Motif :\nPremière ligne <b>gras</b>\nSeconde ligne');
      expect(mail.html).toContain('Première ligne &lt;b&gt;gras&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>');
    },
  );
});
