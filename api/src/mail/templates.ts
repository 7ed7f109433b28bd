// The API's mails, in French, as text and simple HTML: a contact message, a join request, a request relayed to an
// artisan and its withdrawal by the visitor (or to the RGE e-mail of a listing nobody manages), a password reset link, an invitation to review an artisan, the ground
// of a refused review, and a request to withdraw a listing (RGPD article 21) with its answer to the requester, an
// artisan's daily digest of new requests, and the link of a review the artisan did not ask for. Used by
// mail/message-outbox.ts and routes/email.ts. Every value from a visitor is escaped in the HTML, and kept on one
// line in a subject.
import { AVIS_LIMITS } from '@annuaire/shared/contract/avis';
import { formatSiret } from '@annuaire/shared/domain/company-numbers';
import { DEMANDE_LIMITS } from '@annuaire/shared/contract/demande-limits';
import { FICHE_NON_GEREE_LIMITS, FICHE_NON_GEREE_TEXTS } from '@annuaire/shared/contract/fiche-non-geree';
import { RECAPITULATIF_LIMITS, firstWords } from '@annuaire/shared/contract/demande-alertes';
import type { ContactMessage, StoredJoin } from '@annuaire/shared/contract/message';
import { NOTE_SOURCE_LABELS } from '@annuaire/shared/contract/note-sources';

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

/**
 * Keeps a subject, a title, a « Label : value » row or a closing sentence on one line: a name must not inject mail
 * headers, nor forge lines of the mail (« E-mail : … »). The contract refuses line breaks in single-line fields;
 * this holds for what was stored before it did.
 */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ').trim();
}

/** A paragraph after the message: plain text, or a link (both escaped). */
type Closing = string | { text: string; href: string };

function layout(
  title: string,
  rows: [string, string][],
  body?: string,
  closing: Closing[] = [],
  /** A paragraph under the title, before the rows. */
  intro?: string,
): MailContent['html'] {
  const table = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const paragraph = body
    ? `<p style="white-space:pre-wrap;border-left:3px solid #ccc;padding-left:12px">${escapeHtml(body)}</p>`
    : '';
  const after = closing
    .map((item) =>
      typeof item === 'string'
        ? `<p>${escapeHtml(item)}</p>`
        : `<p>${escapeHtml(item.text)} <a href="${escapeHtml(item.href)}">${escapeHtml(item.href)}</a></p>`,
    )
    .join('');
  const lead = intro ? `<p>${escapeHtml(intro)}</p>` : '';
  return `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><h1 style="font-size:18px">${escapeHtml(title)}</h1>${lead}<table>${table}</table>${paragraph}${after}</body></html>`;
}

function textOf(
  title: string,
  rows: [string, string][],
  body?: string,
  closing: Closing[] = [],
  intro?: string,
): string {
  return [
    oneLine(title),
    '',
    ...(intro ? [oneLine(intro), ''] : []),
    ...rows.map(([label, value]) => `${label} : ${oneLine(value)}`),
    ...(body ? ['', body] : []),
    ...(closing.length > 0 ? [''] : []),
    ...closing.map((item) => oneLine(typeof item === 'string' ? item : `${item.text} ${item.href}`)),
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

/** A join request as stored: the company, SIRET, trade and town are missing from those received before the form asked. */
export function joinMail(request: StoredJoin): MailContent {
  const title = 'Nouvelle demande d’adhésion d’un artisan';
  const company: [string, string | undefined][] = [
    ['Entreprise', request.entrepriseNom],
    ['SIRET', request.siret],
    ['Métier', request.metier],
    ['Ville', request.ville],
  ];
  const rows: [string, string][] = [
    ['Nom', request.nom],
    ['Prénom', request.prenom],
    ['E-mail', request.email],
    ['Téléphone', request.phone],
    ...company.filter((row): row is [string, string] => row[1] !== undefined),
  ];
  return {
    subject: oneLine(`[Nous rejoindre] Demande de ${request.prenom} ${request.nom}`),
    text: textOf(title, rows, request.message || undefined),
    html: layout(title, rows, request.message || undefined),
  };
}

/** The visitor's fields of a request relayed to an artisan, as stored. */
export interface DemandeMailFields {
  nom: string;
  email: string;
  telephone: string | null;
  codePostal: string;
  message: string;
}

export const DIRECTORY_NAME = 'l’Annuaire des artisans';

/** What a visitor gave with a request: the rows of every mail that relays it, or copies it to the visitor. */
function visitorRows(demande: DemandeMailFields): [string, string][] {
  return [
    ['Nom', demande.nom],
    ['E-mail', demande.email],
    ['Téléphone', demande.telephone ?? 'non indiqué'],
    ['Code postal des travaux', demande.codePostal],
  ];
}

/** How the receiver of a relayed request answers: the mail's Reply-To is the visitor's address. */
function replyDirectly(demande: DemandeMailFields): string {
  return `Pour répondre, répondez simplement à cet e-mail : votre réponse ira directement à ${demande.nom} (${demande.email}).`;
}

/**
 * A request relayed to an artisan: mailed to the artisan's account e-mail, Reply-To the visitor, so that replying
 * answers the visitor directly. `forward`: the artisan has no account any more, so the mail goes to the directory's
 * own address, whose subject says to whom to forward it.
 */
export function demandeMail(
  demande: DemandeMailFields,
  options: { entrepriseNom: string; editorUrl: string; forward: boolean },
): MailContent {
  const title = options.forward
    ? `Demande à transmettre à ${options.entrepriseNom}`
    : `Nouvelle demande reçue via ${DIRECTORY_NAME}`;
  const rows = visitorRows(demande);
  const closing: Closing[] = [
    ...(options.forward
      ? [
          `Cet artisan n’a plus de compte sur l’annuaire : transmettez-lui cette demande (${options.entrepriseNom}).`,
        ]
      : []),
    replyDirectly(demande),
    {
      text: 'Cette demande se trouve aussi dans votre espace artisan, rubrique « Demandes » :',
      href: options.editorUrl,
    },
  ];
  const subject = `Demande de ${demande.nom} via ${DIRECTORY_NAME}`;
  return {
    subject: oneLine(options.forward ? `[À transmettre à ${options.entrepriseNom}] ${subject}` : subject),
    text: textOf(title, rows, demande.message, closing),
    html: layout(title, rows, demande.message, closing),
  };
}

/**
 * A request to a listing of the registers that no business manages yet, mailed to the e-mail ADEME's RGE list gives
 * for its SIRET, Reply-To the visitor: the invitation to claim the listing first (contract FICHE_NON_GEREE_TEXTS),
 * the visitor's fields and message, why this address receives it and how often, the claim's link, and « Ne plus
 * recevoir de demandes » (its link works at once; the mail carries it as List-Unsubscribe too).
 */
export function demandeFicheNonGereeMail(
  demande: DemandeMailFields,
  options: { entrepriseNom: string; siret: string; claimUrl: string; optOutUrl: string },
): MailContent {
  const title = `Demande de devis pour ${options.entrepriseNom}`;
  const rows = visitorRows(demande);
  const closing: Closing[] = [
    replyDirectly(demande),
    { text: 'Revendiquer gratuitement votre fiche :', href: options.claimUrl },
    `Vous recevez ce message parce que la liste des entreprises RGE de l’ADEME donne cette adresse pour votre entreprise (SIRET ${formatSiret(options.siret)}). Tant que votre fiche n’est pas revendiquée, elle reçoit au plus ${FICHE_NON_GEREE_LIMITS.demandesMax} demandes par ${FICHE_NON_GEREE_LIMITS.fenetreJours} jours.`,
    { text: `${FICHE_NON_GEREE_TEXTS.optOutLink} :`, href: options.optOutUrl },
  ];
  return {
    subject: oneLine(`Demande de devis de ${demande.nom} via ${DIRECTORY_NAME}`),
    text: textOf(title, rows, demande.message, closing, FICHE_NON_GEREE_TEXTS.invitation),
    html: layout(title, rows, demande.message, closing, FICHE_NON_GEREE_TEXTS.invitation),
  };
}

/**
 * The notice to an artisan that the visitor withdrew their request from « Ma demande »: which request (the visitor's
 * name, the postcode and the message), that it waits for no answer any more, and the inbox where it now shows as
 * « Retirée par le particulier ». Mailed like the request itself (the artisan's account e-mail, or CONTACT_EMAIL to
 * forward when it has none).
 */
export function demandeRetireeMail(
  demande: DemandeMailFields,
  options: {
    entrepriseNom: string;
    /** The inbox; for a listing nobody manages (`unmanaged`), the page that claims it. */
    editorUrl: string;
    forward: boolean;
    unmanaged?: boolean;
  },
): MailContent {
  const title = options.forward
    ? `Demande retirée, à signaler à ${options.entrepriseNom}`
    : 'Demande retirée par le particulier';
  const rows: [string, string][] = [
    ['Nom', demande.nom],
    ['Code postal des travaux', demande.codePostal],
  ];
  const closing: Closing[] = [
    `${demande.nom} a retiré cette demande : elle n’attend plus de réponse de votre part.`,
    options.unmanaged
      ? { text: 'Revendiquez gratuitement votre fiche pour gérer vos demandes :', href: options.editorUrl }
      : {
          text: 'Elle reste visible, marquée « Retirée par le particulier », dans votre espace artisan, rubrique « Demandes » :',
          href: options.editorUrl,
        },
  ];
  const subject = `Demande retirée par ${demande.nom} via ${DIRECTORY_NAME}`;
  return {
    subject: oneLine(options.forward ? `[À transmettre à ${options.entrepriseNom}] ${subject}` : subject),
    text: textOf(title, rows, demande.message, closing),
    html: layout(title, rows, demande.message, closing),
  };
}

/**
 * The one follow-up to the visitor, DEMANDE_LIMITS.followUpDays days after their request: « Avez-vous trouvé un
 * artisan ? », with the link to « Ma demande », where they answer (and, if an artisan was found, are led to review
 * it) or withdraw the request. Mailed to the visitor's e-mail, Reply-To the directory's contact address.
 */
export function demandeRelanceMail(demande: DemandeMailFields, options: { suiviUrl: string }): MailContent {
  const title = 'Avez-vous trouvé un artisan ?';
  const rows: [string, string][] = [['Code postal des travaux', demande.codePostal]];
  const closing: Closing[] = [
    `Bonjour ${demande.nom}, il y a ${DEMANDE_LIMITS.followUpDays} jours, vous avez envoyé cette demande via ${DIRECTORY_NAME}.`,
    {
      text: 'Dites-nous sur « Ma demande » si vous avez trouvé un artisan : vous pourrez laisser un avis sur son travail, ou retirer votre demande si vous n’en avez plus besoin.',
      href: options.suiviUrl,
    },
    'Nous ne vous écrirons plus à ce sujet.',
  ];
  return {
    subject: oneLine(`${title} – ${DIRECTORY_NAME}`),
    text: textOf(title, rows, demande.message, closing),
    html: layout(title, rows, demande.message, closing),
  };
}

/**
 * The visitor's copy of their request: what was sent (their details and message), to whom (the artisans' names), and
 * what happens next (each artisan answers them directly; nothing else is asked of them; how long it is kept), with
 * the private link to « Ma demande » (where each artisan stands). Mailed
 * to the visitor's e-mail, Reply-To the directory's contact address.
 */
export function demandeCopieMail(
  demande: DemandeMailFields,
  options: { artisans: readonly string[]; privacyUrl: string; suiviUrl: string | null },
): MailContent {
  const many = options.artisans.length > 1;
  const title = many
    ? 'Votre demande a été transmise aux artisans choisis'
    : 'Votre demande a été transmise à l’artisan choisi';
  const rows: [string, string][] = [
    [many ? 'Artisans' : 'Artisan', options.artisans.join(', ')],
    ...visitorRows(demande),
  ];
  const closing: Closing[] = [
    many
      ? 'Et maintenant ? Chaque artisan est prévenu de votre demande par e-mail et vous répond directement, par e-mail ou par téléphone. Vous n’avez rien d’autre à faire.'
      : 'Et maintenant ? L’artisan est prévenu de votre demande par e-mail et vous répond directement, par e-mail ou par téléphone. Vous n’avez rien d’autre à faire.',
    ...(options.suiviUrl
      ? [
          {
            text: 'Ma demande : voyez où en est chaque artisan, avec ce lien personnel (ne le transmettez pas) :',
            href: options.suiviUrl,
          },
        ]
      : []),
    {
      text: `Votre demande est conservée ${DEMANDE_LIMITS.retentionMonths} mois, puis supprimée. Vos droits :`,
      href: options.privacyUrl,
    },
  ];
  return {
    subject: oneLine(`Votre demande via ${DIRECTORY_NAME}`),
    text: textOf(title, rows, demande.message, closing),
    html: layout(title, rows, demande.message, closing),
  };
}

/** The reset mail; it names the account's username, so that it also answers « Identifiant oublié ? ». */
export function resetPasswordMail(link: string, username: string): MailContent {
  const intro =
    'Vous avez demandé la réinitialisation du mot de passe de votre compte sur l’Annuaire des artisans.';
  const identity = `Votre nom d’utilisateur : ${oneLine(username)} (vous pouvez aussi vous connecter avec votre adresse e-mail).`;
  const validity = 'Ce lien est valable une heure et ne fonctionne qu’une seule fois.';
  const ignore =
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.';
  return {
    subject: 'Réinitialisation de votre mot de passe',
    text: [
      'Bonjour,',
      '',
      intro,
      identity,
      'Pour choisir un nouveau mot de passe, ouvrez ce lien :',
      link,
      '',
      validity,
      ignore,
    ].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><p>Bonjour,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(identity)}</p><p><a href="${escapeHtml(link)}">Choisir un nouveau mot de passe</a></p><p>${escapeHtml(validity)}</p><p>${escapeHtml(ignore)}</p></body></html>`,
  };
}

/**
 * The welcome of an account an administrator created without a password: what the directory is, the account's
 * username, and the link to choose its password (single use, until `expiresAt`), after which the artisan fills in
 * its professional page.
 */
export function activationMail(options: { username: string; link: string; expiresAt: string }): MailContent {
  const intro = `Un compte professionnel vient d’être créé pour vous sur ${DIRECTORY_NAME}, l’annuaire en ligne qui aide les particuliers à trouver un artisan près de chez eux et à le contacter.`;
  const identity = `Votre nom d’utilisateur : ${oneLine(options.username)} (vous pouvez aussi vous connecter avec votre adresse e-mail).`;
  const todo =
    'Pour activer votre compte, choisissez votre mot de passe en ouvrant le lien ci-dessous. Vous serez ensuite connecté à votre espace professionnel, où vous pourrez compléter votre fiche : métiers, zone d’intervention, coordonnées, présentation.';
  const validity = `Ce lien ne fonctionne qu’une seule fois, jusqu’au ${frenchDate(options.expiresAt)}. S’il a expiré, demandez à l’équipe de l’annuaire de vous en renvoyer un.`;
  const ignore = 'Si vous n’avez pas demandé à rejoindre l’annuaire, ignorez ce message.';
  return {
    subject: `Bienvenue sur ${DIRECTORY_NAME} : activez votre compte`,
    text: ['Bonjour,', '', intro, identity, todo, options.link, '', validity, ignore].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><p>Bonjour,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(identity)}</p><p>${escapeHtml(todo)}</p><p><a href="${escapeHtml(options.link)}">Activer mon compte</a></p><p>${escapeHtml(validity)}</p><p>${escapeHtml(ignore)}</p></body></html>`,
  };
}

/** A day in French, Paris time (« 24 décembre 2026 »). */
function frenchDate(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    new Date(iso),
  );
}

/**
 * An artisan's invitation to review them (issue 20), mailed to the customer: the single-use link, its last day, and
 * that the review is checked before it is published. Nothing in it comes from the customer; the artisan's name is
 * escaped in the HTML and kept on one line in the subject.
 */
export function invitationMail(options: {
  entrepriseNom: string;
  link: string;
  expiresAt: string;
  policyUrl: string;
}): MailContent {
  const intro = `${options.entrepriseNom} vous invite à donner votre avis sur sa prestation, sur ${DIRECTORY_NAME}.`;
  const validity = `Ce lien fonctionne une seule fois, jusqu’au ${frenchDate(options.expiresAt)}. Aucun compte n’est nécessaire.`;
  const checked = `Votre avis sera publié après vérification par notre équipe, dans un délai de ${AVIS_LIMITS.moderationMaxDays} jours au plus. Rien ne vous est offert en échange, et l’artisan ne peut ni modifier ni supprimer votre avis.`;
  const ignore = 'Si vous n’avez pas fait appel à cet artisan, ignorez ce message.';
  return {
    subject: oneLine(`${options.entrepriseNom} vous invite à laisser un avis`),
    text: [
      'Bonjour,',
      '',
      intro,
      'Pour laisser votre avis, ouvrez ce lien :',
      options.link,
      '',
      validity,
      checked,
      ignore,
      '',
      `Comment fonctionnent les avis : ${options.policyUrl}`,
    ].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><p>Bonjour,</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(options.link)}">Laisser mon avis</a></p><p>${escapeHtml(validity)}</p><p>${escapeHtml(checked)}</p><p>${escapeHtml(ignore)}</p><p><a href="${escapeHtml(options.policyUrl)}">Comment fonctionnent les avis</a></p></body></html>`,
  };
}

/**
 * The confirmation of a review asked from the artisan's page (« Laisser un avis »), mailed to the address the visitor
 * typed: which artisan, the single-use link and its last day, and that the review is labelled « Avis non sollicité
 * par l’artisan » once moderated. Someone who did not ask is told to ignore it.
 */
export function unsolicitedReviewMail(options: {
  entrepriseNom: string;
  link: string;
  expiresAt: string;
  policyUrl: string;
}): MailContent {
  const intro = `Vous avez demandé à laisser un avis sur ${options.entrepriseNom}, sur ${DIRECTORY_NAME}.`;
  const action =
    'Pour confirmer votre adresse et écrire votre avis (note, commentaire, mois de la prestation), ouvrez ce lien :';
  const validity = `Ce lien fonctionne une seule fois, jusqu’au ${frenchDate(options.expiresAt)}. Aucun compte n’est nécessaire.`;
  const checked = `Votre avis sera publié après vérification par notre équipe, dans un délai de ${AVIS_LIMITS.moderationMaxDays} jours au plus, avec la mention « ${NOTE_SOURCE_LABELS.NON_SOLLICITE} ».`;
  const ignore =
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : aucun avis ne sera publié.';
  return {
    subject: oneLine(`Confirmez votre avis sur ${options.entrepriseNom}`),
    text: [
      'Bonjour,',
      '',
      intro,
      action,
      options.link,
      '',
      validity,
      checked,
      ignore,
      '',
      `Comment fonctionnent les avis : ${options.policyUrl}`,
    ].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><p>Bonjour,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(action)}</p><p><a href="${escapeHtml(options.link)}">Écrire mon avis</a></p><p>${escapeHtml(validity)}</p><p>${escapeHtml(checked)}</p><p>${escapeHtml(ignore)}</p><p><a href="${escapeHtml(options.policyUrl)}">Comment fonctionnent les avis</a></p></body></html>`,
  };
}

/** A refused review's author is told the ground (Code de la consommation D111-17), and where the grounds are stated. */
export function avisRefuseMail(options: {
  entrepriseNom: string;
  motif: string;
  dateCreation: string;
  policyUrl: string;
}): MailContent {
  const intro = `Votre avis sur ${options.entrepriseNom}, déposé le ${frenchDate(options.dateCreation)}, n’a pas été publié.`;
  const ground = `Motif : ${options.motif}.`;
  const more =
    'Les motifs de refus sont publiés sur notre page « Comment fonctionnent les avis ». Pour toute question, répondez à cet e-mail ou écrivez-nous depuis la page Contact.';
  return {
    subject: oneLine(`Votre avis sur ${options.entrepriseNom} n’a pas été publié`),
    text: ['Bonjour,', '', intro, ground, '', more, options.policyUrl].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><p>Bonjour,</p><p>${escapeHtml(intro)}</p><p><strong>${escapeHtml(ground)}</strong></p><p>${escapeHtml(more)}</p><p><a href="${escapeHtml(options.policyUrl)}">Comment fonctionnent les avis</a></p></body></html>`,
  };
}

/** What the mails of a request to withdraw a listing say about it, as read when they are sent. */
export interface RetraitMailFields {
  siret: string;
  email: string;
  motif: string;
  artisanId: number | null;
  entrepriseNom: string | null;
  etablissementNom: string | null;
}

/**
 * A request to withdraw a listing (right to object, RGPD article 21), mailed to CONTACT_EMAIL, Reply-To the
 * requester: the SIRET, the listing named, the establishment of the registers, the reason, and where to decide it.
 */
export function retraitMail(
  retrait: RetraitMailFields,
  options: { listingUrl: string | null; backofficeUrl: string },
): MailContent {
  const title = 'Demande de retrait d’une fiche de l’annuaire (RGPD, article 21)';
  const rows: [string, string][] = [
    ['SIRET', formatSiret(retrait.siret)],
    ['E-mail', retrait.email],
    [
      'Fiche',
      retrait.entrepriseNom !== null && options.listingUrl !== null
        ? `${retrait.entrepriseNom} (${options.listingUrl})`
        : 'non indiquée',
    ],
    ['Établissement des registres', retrait.etablissementNom ?? 'absent des registres importés'],
    ['Motif', retrait.motif],
  ];
  const closing: Closing[] = [
    'Acceptez-la ou refusez-la avec un motif dans le back-office ; le demandeur reçoit la réponse par e-mail.',
    { text: 'Demandes de retrait :', href: options.backofficeUrl },
  ];
  return {
    subject: oneLine(`[Retrait RGPD] SIRET ${formatSiret(retrait.siret)}`),
    text: textOf(title, rows, undefined, closing),
    html: layout(title, rows, undefined, closing),
  };
}

/** What an acceptance did, in the requester's words. */
const RESULTAT_SENTENCES: Record<'FICHE_SUPPRIMEE' | 'FICHE_CONSERVEE' | 'SANS_FICHE', string> = {
  FICHE_SUPPRIMEE: 'La fiche de cet établissement a été retirée de l’annuaire.',
  FICHE_CONSERVEE:
    'La fiche de cet établissement est gérée par un compte professionnel : notre équipe voit son retrait avec son titulaire.',
  SANS_FICHE: 'Aucune fiche de cet établissement n’est publiée sur l’annuaire.',
};

/**
 * The answer to a request to withdraw a listing, mailed to the requester: accepted (what became of the listing, and
 * that the SIRET stays out at the next imports of the public registers) or refused with the administrator's reason.
 */
export function retraitReponseMail(
  retrait: Pick<RetraitMailFields, 'siret'> & {
    statut: 'ACCEPTEE' | 'REFUSEE';
    motifRefus: string | null;
    resultat: keyof typeof RESULTAT_SENTENCES | null;
    creeeLe: string;
  },
  options: { contactUrl: string },
): MailContent {
  const siret = formatSiret(retrait.siret);
  const accepted = retrait.statut === 'ACCEPTEE';
  const intro = accepted
    ? `Votre demande de retrait de l’annuaire du ${frenchDate(retrait.creeeLe)}, pour l’établissement au SIRET ${siret}, a été acceptée.`
    : `Votre demande de retrait de l’annuaire du ${frenchDate(retrait.creeeLe)}, pour l’établissement au SIRET ${siret}, n’a pas été acceptée.`;
  const lines = accepted
    ? [
        RESULTAT_SENTENCES[retrait.resultat ?? 'SANS_FICHE'],
        'Ce SIRET ne sera plus repris lors des prochains imports des registres publics.',
      ]
    : [`Motif : ${oneLine(retrait.motifRefus ?? '')}`];
  const more = 'Pour toute question, répondez à cet e-mail ou écrivez-nous depuis la page Contact :';
  return {
    subject: oneLine(
      accepted
        ? `Votre demande de retrait (SIRET ${siret}) a été acceptée`
        : `Votre demande de retrait (SIRET ${siret}) n’a pas été acceptée`,
    ),
    text: ['Bonjour,', '', intro, ...lines, '', more, options.contactUrl].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><p>Bonjour,</p><p>${escapeHtml(intro)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>${escapeHtml(more)} <a href="${escapeHtml(options.contactUrl)}">${escapeHtml(options.contactUrl)}</a></p></body></html>`,
  };
}

/** A request as the daily digest lists it: when, who and where from, and the first words of the message. */
export interface RecapitulatifDemande {
  nom: string;
  codePostal: string;
  message: string;
  dateEnvoi: string;
}

/** A moment in French, Paris time (« 27 novembre 2026 à 14:05 »). */
function frenchDateTime(iso: string): string {
  return new Intl.DateTimeFormat('fr-FR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  }).format(new Date(iso));
}

/**
 * An artisan's daily digest (contract/demande-alertes.ts): how many new requests since the previous digest (its day),
 * each with
 * its date, the visitor's name and the postcode of the work, and the first words of the message (the whole request,
 * with the visitor's details, is in the inbox), then the link to the inbox. Mailed to the artisan's account e-mail,
 * Reply-To the directory (no single visitor to answer).
 */
export function recapitulatifMail(
  demandes: readonly RecapitulatifDemande[],
  options: { entrepriseNom: string; inboxUrl: string; forward: boolean; depuis: string | null },
): MailContent {
  const count = demandes.length;
  const what = count > 1 ? `${count} nouvelles demandes` : '1 nouvelle demande';
  const title = options.forward
    ? `Récapitulatif à transmettre à ${options.entrepriseNom} : ${what}`
    : options.depuis
      ? `Votre récapitulatif : ${what} depuis celui du ${frenchDate(options.depuis)}`
      : `Votre premier récapitulatif : ${what}`;
  const listed = demandes.slice(0, RECAPITULATIF_LIMITS.demandesListees);
  const line = (demande: RecapitulatifDemande) =>
    `${frenchDateTime(demande.dateEnvoi)}, ${oneLine(demande.nom)} (${oneLine(demande.codePostal)}) : « ${firstWords(demande.message)} »`;
  const more =
    count > listed.length
      ? [
          `Et ${count - listed.length} autre${count - listed.length > 1 ? 's' : ''}, à lire dans votre espace.`,
        ]
      : [];
  const closing: Closing[] = [
    ...(options.forward
      ? [
          `Cet artisan n’a plus de compte sur l’annuaire : transmettez-lui ce récapitulatif (${options.entrepriseNom}).`,
        ]
      : []),
    {
      text: 'Lisez-les et répondez à chaque visiteur dans votre espace artisan, rubrique « Demandes » :',
      href: options.inboxUrl,
    },
    'Vous recevez un récapitulatif par jour parce que vous l’avez choisi ; pour recevoir chaque demande dès son arrivée, changez « Alertes de nouvelles demandes » dans la même rubrique.',
  ];
  const items = [...listed.map(line), ...more];
  const subject = `${what} via ${DIRECTORY_NAME}`;
  return {
    subject: oneLine(
      options.forward
        ? `[À transmettre à ${options.entrepriseNom}] ${subject}`
        : `Récapitulatif : ${subject}`,
    ),
    text: textOf(title, [], undefined, [...items, ...closing]),
    html: layout(title, [], undefined, [...items, ...closing]).replace('<table></table>', ''),
  };
}

/**
 * An administrator's decision on a claim, with its reason as written: to the claimant when its claim in progress is
 * closed (refus), to the account when the listing it held is taken back (reprise). The reason is kept on its lines
 * in the text and escaped in the HTML.
 */
export function revendicationDecisionMail(options: {
  /** contestation: the listing taken from the account after a contest our team accepted. */
  decision: 'refus' | 'reprise' | 'contestation';
  entrepriseNom: string;
  siret: string;
  motif: string;
  contactUrl: string;
}): MailContent {
  const listing = `la fiche de l’entreprise ${oneLine(options.entrepriseNom)} (SIRET ${formatSiret(options.siret)}) sur ${DIRECTORY_NAME}`;
  const intro =
    options.decision === 'refus'
      ? `Votre demande de gestion de ${listing} a été close par notre équipe. Le code qui vous a été envoyé ne fonctionne plus.`
      : options.decision === 'contestation'
        ? `Votre compte ne gère plus ${listing} : après examen des documents de l’entreprise, notre équipe a confié sa fiche au compte qui les a envoyés. Votre compte reste ouvert.`
        : `Votre compte ne gère plus ${listing} : notre équipe l’a reprise. Votre compte reste ouvert.`;
  const reason = 'Motif :';
  const after = 'Pour toute question, ou pour contester cette décision, écrivez-nous :';
  return {
    subject: oneLine(
      options.decision === 'refus'
        ? `Votre revendication de la fiche ${options.entrepriseNom} est close`
        : `La fiche ${options.entrepriseNom} n’est plus gérée par votre compte`,
    ),
    text: ['Bonjour,', '', intro, '', reason, options.motif, '', after, options.contactUrl].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><p>Bonjour,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(reason)}</p><blockquote style="white-space:pre-line">${escapeHtml(options.motif)}</blockquote><p>${escapeHtml(after)} <a href="${escapeHtml(options.contactUrl)}">${escapeHtml(options.contactUrl)}</a></p></body></html>`,
  };
}

/**
 * The notice of a claim by post or by documents to the listing's known contact (the e-mail ADEME's RGE list holds for
 * its SIRET): who asks, how they prove it (a letter to the establishment's address, or documents our team reads),
 * and what to do when it is not them. The
 * claimant's e-mail is masked: the contact learns who, not where to write to them.
 */
export function revendicationAvisMail(options: {
  /** CONTESTATION: mailed to the account that manages the listing, which someone contests with documents. */
  preuve: 'COURRIER' | 'DOCUMENTS' | 'CONTESTATION';
  entrepriseNom: string;
  siret: string;
  nom: string;
  emailMasque: string;
  contactUrl: string;
}): MailContent {
  const listing = `l’entreprise ${oneLine(options.entrepriseNom)} (SIRET ${formatSiret(options.siret)}) sur ${DIRECTORY_NAME}`;
  const contest = options.preuve === 'CONTESTATION';
  const intro = contest
    ? `Quelqu’un conteste la gestion de votre fiche : ${oneLine(options.nom)} (${options.emailMasque}) affirme représenter ${listing} et demande à gérer sa fiche à la place de votre compte.`
    : `Quelqu’un revendique votre fiche : ${oneLine(options.nom)} (${options.emailMasque}) demande à gérer la fiche de ${listing}.`;
  const where =
    'Cette adresse e-mail est celle que la liste des entreprises RGE de l’ADEME donne pour votre entreprise.';
  const documents =
    'Pour le prouver, cette personne nous a envoyé des documents (extrait Kbis ou avis de situation, pièce d’identité), que notre équipe examine avant toute décision.';
  const letter =
    options.preuve === 'COURRIER'
      ? `Pour le prouver, un courrier avec un code part à l’adresse que le répertoire SIRENE donne pour votre établissement. ${where}`
      : contest
        ? `${documents} Votre compte garde la fiche d’ici là.`
        : `${documents} ${where}`;
  const notYou =
    options.preuve === 'COURRIER'
      ? 'Ce n’est pas vous ? Ne donnez le code du courrier à personne, et signalez-nous cette demande : nous la clorons.'
      : contest
        ? 'La fiche est bien celle de votre entreprise ? Écrivez-nous dès que possible, avec de quoi le montrer :'
        : 'Ce n’est pas vous ? Signalez-nous cette demande : nous la clorons.';
  return {
    subject: oneLine(
      contest
        ? `Votre fiche ${options.entrepriseNom} est contestée`
        : `Quelqu’un revendique votre fiche ${options.entrepriseNom}`,
    ),
    text: ['Bonjour,', '', intro, '', letter, '', notYou, options.contactUrl].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><p>Bonjour,</p><p>${escapeHtml(intro)}</p><p>${escapeHtml(letter)}</p><p>${escapeHtml(notYou)} <a href="${escapeHtml(options.contactUrl)}">${escapeHtml(options.contactUrl)}</a></p></body></html>`,
  };
}

/**
 * The directory's team is told that a claim by documents waits for its decision: which listing, who asks (their name,
 * as they wrote it, on one line), and the back office's list of claims in progress. Mailed to CONTACT_EMAIL, never
 * with the documents themselves: they are read in the back office only.
 */
export function revendicationDocumentsEquipeMail(options: {
  entrepriseNom: string;
  siret: string;
  nom: string;
  /** A contest of a managed listing (its account is told too). */
  contestation: boolean;
  backofficeUrl: string;
}): MailContent {
  const title = `${options.contestation ? 'Contestation' : 'Documents'} à examiner : ${options.entrepriseNom}`;
  const rows: [string, string][] = [
    ['Entreprise', options.entrepriseNom],
    ['SIRET', formatSiret(options.siret)],
    ['Demandeur', options.nom],
  ];
  const closing: Closing[] = [
    options.contestation
      ? 'Des documents (extrait Kbis ou avis de situation, pièce d’identité) contestent le compte qui gère cette fiche : acceptez la contestation (la fiche passe au demandeur) ou close-la avec un motif.'
      : 'Des documents (extrait Kbis ou avis de situation, pièce d’identité) accompagnent une revendication de fiche : acceptez-la ou close-la avec un motif.',
    { text: 'Revendications en cours :', href: options.backofficeUrl },
  ];
  return {
    subject: oneLine(`[Revendication] ${title}`),
    text: textOf(title, rows, undefined, closing),
    html: layout(title, rows, undefined, closing),
  };
}

/**
 * The code of a claim (« C'est votre entreprise ? »), mailed to the e-mail ADEME's RGE list holds for the listing's
 * SIRET: who asks (as they named themselves), the code and how long it works, and what to do when it is not them.
 * The claimant's name is escaped in the HTML and kept on one line.
 */
export function revendicationCodeMail(options: {
  entrepriseNom: string;
  siret: string;
  nom: string;
  code: string;
  minutes: number;
  contactUrl: string;
}): MailContent {
  const spaced = `${options.code.slice(0, 3)} ${options.code.slice(3)}`;
  const intro = `${oneLine(options.nom)} demande à gérer la fiche de l’entreprise ${oneLine(options.entrepriseNom)} (SIRET ${formatSiret(options.siret)}) sur ${DIRECTORY_NAME}. Cette adresse est celle que la liste des entreprises RGE de l’ADEME donne pour cette entreprise.`;
  const code = `Si c’est vous, voici votre code : ${spaced}`;
  const validity = `Il fonctionne ${options.minutes} minutes, une seule fois.`;
  const notYou =
    'Ce n’est pas vous ? Ne transmettez ce code à personne : sans lui, personne ne peut prendre la main sur votre fiche. Vous pouvez nous signaler cette demande :';
  return {
    subject: oneLine(`Votre code pour gérer la fiche ${options.entrepriseNom}`),
    text: ['Bonjour,', '', intro, '', code, validity, '', notYou, options.contactUrl].join('\n'),
    html: `<!doctype html><html lang="fr"><body style="font-family:sans-serif"><p>Bonjour,</p><p>${escapeHtml(intro)}</p><p style="font-size:20px"><strong>${escapeHtml(code)}</strong></p><p>${escapeHtml(validity)}</p><p>${escapeHtml(notYou)} <a href="${escapeHtml(options.contactUrl)}">${escapeHtml(options.contactUrl)}</a></p></body></html>`,
  };
}
