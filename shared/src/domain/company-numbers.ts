// SIREN and SIRET grouped as INSEE writes them (« 732 829 320 », « 732 829 320 00074 »), for every page and mail
// that shows one; anything that is not one is shown as stored.

/** A SIREN in three groups (« 732 829 320 »); anything else as stored. */
export function formatSiren(siren: string): string {
  return /^\d{9}$/.test(siren) ? siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3') : siren;
}

/** A SIRET as its SIREN then its establishment number (« 732 829 320 00074 »); anything else as stored. */
export function formatSiret(siret: string): string {
  return /^\d{14}$/.test(siret) ? `${formatSiren(siret.slice(0, 9))} ${siret.slice(9)}` : siret;
}
