// Luhn checksum of French company identifiers (SIREN, 9 digits; SIRET, 14 digits).

export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidSiren(value: string): boolean {
  return /^\d{9}$/.test(value) && isLuhnValid(value);
}

export function isValidSiret(value: string): boolean {
  return /^\d{14}$/.test(value) && isLuhnValid(value);
}
