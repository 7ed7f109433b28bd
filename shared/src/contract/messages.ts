// The French texts of SPEC 5 and 8, without any dependency but the limits they name (limits.ts): forms, toasts and
// the API answer with these.
import { LIMITS } from './limits';
import { SCREEN_MESSAGES } from './screen-messages';

export const MESSAGES = {
  ...SCREEN_MESSAGES,
  imageTooLarge: `La taille de l'image ne doit pas dépasser ${LIMITS.imageMaxBytes / (1024 * 1024)} Mo.`,
  detailLimit: {
    IMG_PRINCIPALE: "Vous ne pouvez ajouter qu'une seule image principale.",
    IMG_REALISATION: `Vous avez atteint le nombre maximal de ${LIMITS.detailsPerType.IMG_REALISATION} images secondaires.`,
    DESCRIPTION: `Vous avez atteint le nombre maximal de ${LIMITS.detailsPerType.DESCRIPTION} descriptions.`,
    NORME: `Vous avez atteint le nombre maximal de ${LIMITS.detailsPerType.NORME} normes.`,
    ASSURANCE: `Vous avez atteint le nombre maximal de ${LIMITS.detailsPerType.ASSURANCE} assurances.`,
  },
  descriptionTooLong: `Veuillez ne pas dépasser ${LIMITS.descriptionMaxLength} caractères pour la description de l'artisan.`,
  descriptionRequired: 'La description est obligatoire.',
  phoneInvalid: 'Numéro de téléphone invalide.',
  rayonTooLarge: `Le rayon d'activité ne peut pas dépasser ${LIMITS.rayonActiviteMax} km.`,
  passwordTooShort: `Le mot de passe doit contenir au moins ${LIMITS.passwordMinLength} caractères.`,
  passwordPolicy:
    'Le mot de passe doit inclure une lettre majuscule, une lettre minuscule, un chiffre et un caractère spécial.',
  passwordMismatch: 'Les mots de passe ne correspondent pas.',
  passwordRules: `Au moins ${LIMITS.passwordMinLength} caractères, avec une majuscule, une minuscule, un chiffre et un caractère spécial parmi @ $ ! % * ? &.`,
  required: 'Ce champ est obligatoire.',
  singleLine:
    'Ce champ tient sur une seule ligne : retirez les retours à la ligne et les caractères de contrôle.',
  roleRequired: 'Le rôle est obligatoire.',
  roleInvalid: 'Ce rôle n’existe pas.',
  emailInvalid: 'Adresse e-mail invalide.',
  emailRequired: 'L’adresse e-mail est obligatoire.',
  loginFailedToast: "Échec de la connexion : mauvais nom d'utilisateur ou mot de passe.",
  loginSuccessToast: 'Connexion réussie !',
  loginError: 'Connexion échouée',
  logoutError: 'Déconnexion échouée',
  invalidCredentials: "Nom d'utilisateur ou mot de passe incorrect.",
  tooManyRequests: 'Trop de tentatives. Veuillez réessayer dans une minute.',
  passwordChecksBusy: 'Trop de connexions en cours. Veuillez réessayer dans quelques secondes.',
  uploadsPerHour: `Vous avez atteint la limite de ${LIMITS.uploadsPerHour} images téléversées par heure. Veuillez réessayer plus tard.`,
  uploadsUnattached: `Vous avez déjà ${LIMITS.unattachedImagesMax} images téléversées qui ne sont utilisées par aucun détail : enregistrez vos détails, ou réessayez plus tard.`,
  notFound: 'Ressource introuvable.',
  badRequest: 'Requête invalide.',
  malformedJson: "Le corps de la requête n'est pas un JSON valide.",
  unauthorized: 'Authentification requise.',
  sessionEnded: 'Votre session a pris fin. Veuillez vous reconnecter.',
  forbidden: 'Accès refusé.',
  serverError: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  uploadFailed: 'Erreur lors du téléchargement du fichier.',
  detailSaveFailed: 'Erreur lors de la sauvegarde du détail',
  detailSaved: 'Détail mis à jour avec succès',
  detailDeleted: 'Détail supprimé avec succès',
  noteSent: 'Note envoyée avec succès !',
  specialiteInUse: 'Cette spécialité ne peut pas être supprimée car elle est utilisée par des artisans.',
  deleteFailed: 'Une erreur est survenue lors de la suppression.',
  noteNotDeletable: 'Cette note ne peut pas être supprimée.',
  messageSent: 'Message envoyé avec succès !',
  sendFailed: 'Une erreur est survenue lors de l’envoi.',
  resetMailSent: 'Un e-mail de réinitialisation a été envoyé !',
  resetRequestFailed: "Une erreur s'est produite. Veuillez réessayer.",
  resetDone: 'Mot de passe réinitialisé avec succès.',
  resetFailed: "Une erreur s'est produite lors de la réinitialisation du mot de passe.",
  profileSaved: 'Modifications enregistrées.',
} as const;

/** The 429 message when the client may try again in `seconds`: SPEC's text for a minute or less, else the minutes. */
export function tooManyRequestsIn(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 1) return MESSAGES.tooManyRequests;
  return `Trop de tentatives. Veuillez réessayer dans ${minutes} minutes.`;
}

/** The sitemap's answers (api/src/routes/sitemap.ts). */
export const SITEMAP_MESSAGES = {
  fileNotFound: 'Ce fichier du plan du site n’existe pas.',
} as const;
