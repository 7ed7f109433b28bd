// Fake but valid French company identifiers for the demo seed: SIREN (9 digits) and SIRET (SIREN + 5-digit
// NIC), both passing the Luhn check that the contract applies (shared/src/domain/luhn.ts).
import { isLuhnValid } from '@annuaire/shared/domain/luhn';
import type { Prng } from './prng';

/** The digit that makes `digits + d` Luhn-valid. */
export function luhnCheckDigit(digits: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (isLuhnValid(`${digits}${digit}`)) return String(digit);
  }
  throw new Error('unreachable: one of ten digits always completes a Luhn number');
}

/** A new SIRET (and its SIREN) not in `used`; the NIC is 0001x like a company's head office. */
export function makeSiret(prng: Prng, used: Set<string>): { siret: string; siren: string } {
  for (;;) {
    // Real SIRENs rarely start with 0; 3 to 9 looks like today's registrations.
    const body = `${prng.int(3, 9)}${String(prng.int(0, 9_999_999)).padStart(7, '0')}`;
    const siren = `${body}${luhnCheckDigit(body)}`;
    const nicBody = `${siren}0001`;
    const siret = `${nicBody}${luhnCheckDigit(nicBody)}`;
    if (!used.has(siren)) {
      used.add(siren);
      return { siret, siren };
    }
  }
}
