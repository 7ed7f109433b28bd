// The mailer without SMTP_URL: one RFC 822 .eml file per mail in DATA_DIR/outbox, whose path (only) is logged.
import fs from 'node:fs';
import path from 'node:path';
import { describeMailError } from '../../src/plugins/mailer';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('mailer (outbox folder)', () => {
  let ctx: TestApp;
  beforeAll(async () => {
    ctx = await createTestApp({ data: 'none', env: { CONTACT_EMAIL: 'equipe@annuaire.example' } });
  });
  afterAll(() => ctx?.close());

  it('writes an .eml file and logs its path, not the content', async () => {
    const info = jest.spyOn(ctx.app.log, 'info');
    await ctx.app.mailer.send({
      to: 'destinataire@example.fr',
      subject: 'Réinitialisation de votre mot de passe',
      text: 'Lien secret : https://annuaire.example/reset-password?hash=SECRET',
      html: '<p>Lien secret</p>',
      replyTo: 'jeanne@example.fr',
    });
    const folder = path.join(ctx.dataDir, 'outbox');
    const files = fs.readdirSync(folder);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const file = path.join(folder, files[0]!);
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toMatch(/^To: destinataire@example\.fr$/m);
    expect(eml).toMatch(/^From: Annuaire des artisans <equipe@annuaire\.example>$/m);
    expect(eml).toMatch(/^Reply-To: jeanne@example\.fr$/m);
    expect(eml).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(eml).toMatch(/^Message-ID: </m);
    expect(eml).toContain('multipart/alternative');
    expect(eml).toContain('SECRET');

    expect(info).toHaveBeenCalledWith({ file }, expect.any(String));
    const logged = JSON.stringify(info.mock.calls);
    expect(logged).not.toContain('SECRET');
    expect(logged).not.toContain('destinataire@example.fr');
    info.mockRestore();
  });

  it('writes one file per mail', async () => {
    await Promise.all(
      [1, 2, 3].map((n) =>
        ctx.app.mailer.send({ to: 'a@example.fr', subject: `Mail ${n}`, text: 'Bonjour' }),
      ),
    );
    expect(fs.readdirSync(path.join(ctx.dataDir, 'outbox')).filter((f) => f.endsWith('.eml'))).toHaveLength(
      4,
    );
  });
});

describe('describeMailError', () => {
  it('masks e-mail addresses quoted by an SMTP server', () => {
    const error = new Error('550 5.1.1 <jeanne.client@example.fr>: Recipient address rejected');
    expect(describeMailError(error)).toBe('Error: 550 5.1.1 <[adresse masquée]>: Recipient address rejected');
    expect(describeMailError('refus de a.b@c.fr')).toBe('refus de [adresse masquée]');
  });
});
