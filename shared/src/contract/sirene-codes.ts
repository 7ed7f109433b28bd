// The words behind the codes of INSEE's SIRENE stock that a listing shows, without zod: the street types
// (`typeVoieEtablissement`), the repetition indices (`indiceRepetitionEtablissement`) and the workforce bands
// (`trancheEffectifsEtablissement`), as INSEE's documentation of the stock's variables defines them.

/** `typeVoieEtablissement`: INSEE's codes of street types, and the word a French address writes. */
export const SIRENE_STREET_TYPES: Readonly<Record<string, string>> = {
  ALL: 'Allée',
  AV: 'Avenue',
  BD: 'Boulevard',
  CAR: 'Carrefour',
  CHE: 'Chemin',
  CHS: 'Chaussée',
  CITE: 'Cité',
  COR: 'Corniche',
  CRS: 'Cours',
  DOM: 'Domaine',
  DSC: 'Descente',
  ECA: 'Écart',
  ESP: 'Esplanade',
  FG: 'Faubourg',
  GR: 'Grande Rue',
  HAM: 'Hameau',
  HLE: 'Halle',
  IMP: 'Impasse',
  LD: 'Lieu-dit',
  LOT: 'Lotissement',
  MAR: 'Marché',
  MTE: 'Montée',
  PARC: 'Parc',
  PAS: 'Passage',
  PL: 'Place',
  PLN: 'Plaine',
  PLT: 'Plateau',
  PRO: 'Promenade',
  PRV: 'Parvis',
  QUA: 'Quartier',
  QUAI: 'Quai',
  RES: 'Résidence',
  RLE: 'Ruelle',
  ROC: 'Rocade',
  RPT: 'Rond-point',
  RTE: 'Route',
  RUE: 'Rue',
  SEN: 'Sentier',
  SQ: 'Square',
  TPL: 'Terre-plein',
  TRA: 'Traverse',
  VLA: 'Villa',
  VLGE: 'Village',
};

/** `indiceRepetitionEtablissement`: the letter after a street number (B for « bis »…). */
export const SIRENE_REPETITION_INDICES: Readonly<Record<string, string>> = {
  B: 'bis',
  T: 'ter',
  Q: 'quater',
  C: 'quinquies',
};

/** `trancheEffectifsEtablissement`: the workforce band of the reference year, in words. */
export const SIRENE_WORKFORCE_BANDS: Readonly<Record<string, string>> = {
  NN: 'Aucun salarié déclaré',
  '00': 'Aucun salarié au 31 décembre',
  '01': '1 ou 2 salariés',
  '02': '3 à 5 salariés',
  '03': '6 à 9 salariés',
  '11': '10 à 19 salariés',
  '12': '20 à 49 salariés',
  '21': '50 à 99 salariés',
  '22': '100 à 199 salariés',
  '31': '200 à 249 salariés',
  '32': '250 à 499 salariés',
  '41': '500 à 999 salariés',
  '42': '1 000 à 1 999 salariés',
  '51': '2 000 à 4 999 salariés',
  '52': '5 000 à 9 999 salariés',
  '53': '10 000 salariés et plus',
};
