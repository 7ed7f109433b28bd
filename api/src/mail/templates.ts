// The API's mails, in French, as text and simple HTML: a contact message, a join request and a password reset
// link. Used by mail/message-outbox.ts and routes/email.ts. Every value from a visitor is escaped in the HTML.
import type { ContactMessage, JoinRequest } from '@annuaire/shared/contract/message';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Keeps a subject on one line: a visitor's name must not inject mail headers. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

function layout(title: string, rows: [string, string][], body?: string): MailContent['html'] {
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const paragraph = body
    ? `<p style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:12px">${escapeHtml(body)}</p>`
    : '';
  return `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><h1 style="font-size:18px">${escapeHtml(title)}</h1><table>${table}</table>${paragraph}</body></html>`;
}

function textOf(title: string, rows: [string, string][], body?: string): string {
  return [
    title,
    '',
    ...rows.map(([label, value]) => `${label} : ${value}`),
    ...(body ? ['', body] : []),
  ].join('\n');
}

export function contactMail(message: ContactMessage): MailContent {
  const title = 'Nouveau message de contact';
  const rows: [string, string][] = [
    ['Nom', message.nom],
    ['E-mail', message.email],
    ['Téléphone', message.tel],
    ['Rôle', message.role],
  ];
  return {
    subject: oneLine(`[Contact] Message de ${message.nom}`),
    text: textOf(title, rows, message.message),
    html: layout(title, rows, message.message),
  };
}

export function joinMail(request: JoinRequest): MailContent {
  const title = 'Nouvelle demande d’adhésion d’un artisan';
  const rows: [string, string][] = [
    ['Nom', request.nom],
    ['Prénom', request.prenom],
    ['E-mail', request.email],
    ['Téléphone', request.phone],
  ];
  return {
    subject: oneLine(`[Nous rejoindre] Demande de ${request.prenom} ${request.nom}`),
    text: textOf(title, rows, request.message || undefined),
    html: layout(title, rows, request.message || undefined),
  };
}

export function resetPasswordMail(link: string): MailContent {
  const intro =
    'Vous avez demandé la réinitialisation du mot de passe de votre compte sur l’Annuaire des artisans.';
  const validity = 'Ce lien est valable une heure et ne fonctionne qu’une seule fois.';
  const ignore =
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.';
  return {
    subject: 'Réinitialisation de votre mot de passe',
    text: [
      'Bonjour,',
      '',
      intro,
      'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
      link,
      '',
      validity,
      ignore,
    ].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><p>Bonjour,</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a></p><p>${escapeHtml(validity)}</p><p>${escapeHtml(ignore)}</p></body></html>`,
  };
}
