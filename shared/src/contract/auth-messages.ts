// The texts of the sessions and of the reset link's states (issue 22), without zod: the auth store, loaded by every
// page, reads them (the schemas of auth.ts, which re-exports them, load zod, which only forms need).

/** The texts of the sessions and of the reset link's states (issue 22), beside SPEC's own in messages.ts. */
export const AUTH_MESSAGES = {
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  resetLinkUsed: 'Ce lien a déjà été utilisé.',
  resetLinkExpired: 'Ce lien a expiré.',
  resetLinkInvalid: 'Ce lien de réinitialisation n’est pas valide.',
  requestNewLink: 'Demander un nouveau lien',
  /** The login page reached from a successful reset, its identifier filled. */
  resetDoneLogIn: 'Mot de passe réinitialisé avec succès. Connectez-vous avec votre nouveau mot de passe.',
} as const;

/** The login's 429: how long to wait, in whole minutes (at least one), from the API's Retry-After. */
export function loginTooManyAttempts(seconds: number): string {
  const minutes = Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1;
  return `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
}
