// The mails' content: French, every visitor value escaped in the HTML, subjects on one line.
import { contactMail, escapeHtml, joinMail, resetPasswordMail } from '../../src/mail/templates';

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
  });

  it('builds the reset mail around the link', () => {
    const link = 'https://annuaire.example/reset-password?email=a%40b.fr&timestamp=1&hash=abc';
    const mail = resetPasswordMail(link);
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.text).toContain('une heure');
  });
});
