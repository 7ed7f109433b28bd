// Static material of the demo seed: real towns around the map's default centre (Brive-la-Gaillarde), trades with
// their pictograms, French names, streets, descriptions and review comments. demo-dataset.ts combines them.
import type { Palette } from './demo-images';

export interface Town {
  ville: string;
  codePostal: string;
  /** Town-hall coordinates, to about 0.001°. */
  latitude: number;
  longitude: number;
  /** How many demo artisans the town gets. */
  artisans: number;
  /** A local area name for company names ("Plomberie de la Vézère"). */
  pays: string;
  streets: string[];
}

/**
 * Towns of GEO-DATA.md within 70 km of the map's default centre (45.150002 N, 1.53333 E). Ussel, Figeac, Cahors
 * and Bergerac (72 to 90 km away) are left out so that every demo pin shows around the default view.
 */
export const TOWNS: Town[] = [
  {
    ville: 'Brive-la-Gaillarde',
    codePostal: '19100',
    latitude: 45.1589,
    longitude: 1.5333,
    artisans: 22,
    pays: 'de la Corrèze',
    streets: [
      'Avenue de Paris',
      'Boulevard du Maréchal Lyautey',
      'Rue Toulzac',
      'Avenue Jean Jaurès',
      'Avenue Édouard Herriot',
      'Boulevard Voltaire',
      'Avenue Pierre Sémard',
      'Rue de Corrèze',
      'Avenue Georges Pompidou',
      'Rue Majour',
      'Avenue du Teinchurier',
      'Rue Lagrange',
    ],
  },
  {
    ville: 'Tulle',
    codePostal: '19000',
    latitude: 45.2658,
    longitude: 1.7722,
    artisans: 10,
    pays: 'de la Corrèze',
    streets: [
      'Avenue Victor Hugo',
      'Quai de Rigny',
      'Rue Jean Jaurès',
      'Avenue Charles de Gaulle',
      'Avenue Winston Churchill',
      'Rue de la Barrière',
    ],
  },
  {
    ville: 'Malemort',
    codePostal: '19360',
    latitude: 45.1708,
    longitude: 1.5639,
    artisans: 6,
    pays: 'de la Corrèze',
    streets: [
      'Avenue Honoré de Balzac',
      'Rue Jean Jaurès',
      'Route de Tulle',
      'Rue du Puy Grand',
      'Allée des Tilleuls',
    ],
  },
  {
    ville: 'Objat',
    codePostal: '19130',
    latitude: 45.2627,
    longitude: 1.408,
    artisans: 5,
    pays: 'de la Vézère',
    streets: ['Avenue Jules Ferry', 'Place Charles de Gaulle', 'Rue de la Gare', 'Route de Pompadour'],
  },
  {
    ville: 'Allassac',
    codePostal: '19240',
    latitude: 45.2587,
    longitude: 1.4752,
    artisans: 5,
    pays: 'de la Vézère',
    streets: ['Avenue de la Libération', 'Rue du Moulin', 'Route de Brive', 'Place de la Mairie'],
  },
  {
    ville: 'Égletons',
    codePostal: '19300',
    latitude: 45.4064,
    longitude: 2.0464,
    artisans: 5,
    pays: 'de Haute-Corrèze',
    streets: ['Avenue Charles Spinasse', 'Rue de la République', 'Route de Tulle', 'Avenue Georges Pompidou'],
  },
  {
    ville: 'Gourdon',
    codePostal: '46300',
    latitude: 44.7374,
    longitude: 1.383,
    artisans: 5,
    pays: 'du Quercy',
    streets: ['Boulevard des Martyrs', 'Avenue Gambetta', 'Rue du Majou', 'Route de Sarlat'],
  },
  {
    ville: 'Gramat',
    codePostal: '46500',
    latitude: 44.7808,
    longitude: 1.7196,
    artisans: 5,
    pays: 'du Causse',
    streets: ['Avenue Louis Mazet', 'Place de la République', 'Route de Rocamadour', 'Avenue de la Gare'],
  },
  {
    ville: 'Saint-Céré',
    codePostal: '46400',
    latitude: 44.8573,
    longitude: 1.8942,
    artisans: 5,
    pays: 'du Ségala',
    streets: [
      'Boulevard Jean Lurçat',
      'Rue de la République',
      'Avenue Anatole de Monzie',
      'Route de Bretenoux',
    ],
  },
  {
    ville: 'Souillac',
    codePostal: '46200',
    latitude: 44.8972,
    longitude: 1.4772,
    artisans: 5,
    pays: 'de la Dordogne',
    streets: [
      'Avenue du Général de Gaulle',
      'Boulevard Louis-Jean Malvy',
      'Rue de la Halle',
      'Route de Martel',
    ],
  },
  {
    ville: 'Périgueux',
    codePostal: '24000',
    latitude: 45.1847,
    longitude: 0.7214,
    artisans: 10,
    pays: 'du Périgord',
    streets: [
      'Rue Taillefer',
      'Cours Montaigne',
      'Rue du Président Wilson',
      'Avenue Daumesnil',
      'Rue Gambetta',
      'Boulevard du Petit Change',
    ],
  },
  {
    ville: 'Sarlat-la-Canéda',
    codePostal: '24200',
    latitude: 44.889,
    longitude: 1.2166,
    artisans: 8,
    pays: 'du Périgord Noir',
    streets: ['Avenue Gambetta', 'Rue de la République', 'Avenue de Selves', 'Rue Fénelon', 'Avenue Thiers'],
  },
  {
    ville: 'Terrasson-Lavilledieu',
    codePostal: '24120',
    latitude: 45.1301,
    longitude: 1.3014,
    artisans: 5,
    pays: 'du Périgord',
    streets: ['Avenue Jean Jaurès', 'Rue de la République', 'Avenue Victor Hugo', 'Route de Brive'],
  },
];

export interface Trade {
  metier: string;
  /** The activity's noun for company names ("Plomberie Martin"). */
  activite: string;
  icon: string;
  palette: Palette;
  /** Trades an artisan of this one often also practises. */
  related: string[];
  /** What the description says the artisan does. */
  services: string;
  /** Certifications that fit the trade (keys of NORMES). */
  normes: string[];
  /** Work pictures that fit the trade (keys of REALISATIONS). */
  realisations: string[];
}

export const TRADES: Trade[] = [
  {
    metier: 'Plombier',
    activite: 'Plomberie',
    icon: 'plumbing',
    palette: { from: '#1f5f8b', to: '#3aa0c8', accent: '#f2a541' },
    related: ['Chauffagiste', 'Carreleur'],
    services:
      "l'installation et le dépannage de vos équipements sanitaires, la recherche de fuites et la rénovation complète de salles de bains",
    normes: ['rge', 'qualipac', 'handibat'],
    realisations: ['salle-de-bains', 'cuisine', 'maison'],
  },
  {
    metier: 'Électricien',
    activite: 'Électricité',
    icon: 'electrical-services',
    palette: { from: '#b7791f', to: '#f6c343', accent: '#2d3748' },
    related: ['Climaticien', 'Chauffagiste'],
    services:
      'la mise aux normes de tableaux électriques, la rénovation électrique complète, la domotique et les bornes de recharge',
    normes: ['qualifelec', 'qualipv', 'rge'],
    realisations: ['maison', 'solaire', 'cuisine'],
  },
  {
    metier: 'Menuisier',
    activite: 'Menuiserie',
    icon: 'door-front',
    palette: { from: '#7b4a2a', to: '#c08552', accent: '#f3e9dc' },
    related: ['Ébéniste', 'Vitrier', 'Charpentier'],
    services:
      'la fabrication et la pose de portes, fenêtres, escaliers, placards et agencements intérieurs sur mesure',
    normes: ['qualibois', 'rge', 'handibat'],
    realisations: ['escalier', 'baie-vitree', 'cuisine', 'terrasse'],
  },
  {
    metier: 'Charpentier',
    activite: 'Charpente',
    icon: 'carpenter',
    palette: { from: '#5b3a1e', to: '#a0692f', accent: '#e9d8a6' },
    related: ['Couvreur', 'Menuisier'],
    services:
      'les charpentes traditionnelles et industrielles, les extensions à ossature bois, les carports et le traitement des bois',
    normes: ['qualibois', 'rge'],
    realisations: ['toiture', 'terrasse', 'maison'],
  },
  {
    metier: 'Maçon',
    activite: 'Maçonnerie',
    icon: 'foundation',
    palette: { from: '#6b6b6b', to: '#b0a89a', accent: '#d9822b' },
    related: ['Façadier', 'Carreleur'],
    services:
      'les fondations, murs en pierre et en parpaing, extensions, ouvertures de murs porteurs et dallages',
    normes: ['rge', 'handibat'],
    realisations: ['maison', 'cloture', 'cheminee'],
  },
  {
    metier: 'Couvreur',
    activite: 'Couverture',
    icon: 'roofing',
    palette: { from: '#8b2e2e', to: '#d05a3f', accent: '#f1e3d3' },
    related: ['Charpentier', 'Façadier'],
    services:
      'la réfection de toitures en ardoise et en tuile, la zinguerie, le démoussage et le remplacement de gouttières',
    normes: ['rge', 'qualipv'],
    realisations: ['toiture', 'solaire', 'maison'],
  },
  {
    metier: 'Peintre',
    activite: 'Peinture',
    icon: 'format-paint',
    palette: { from: '#6b46c1', to: '#b794f4', accent: '#fbd38d' },
    related: ['Plâtrier', 'Façadier'],
    services:
      'les peintures intérieures et extérieures, la pose de papiers peints, les enduits décoratifs et le ravalement',
    normes: ['rge', 'handibat'],
    realisations: ['maison', 'salle-de-bains', 'cuisine'],
  },
  {
    metier: 'Carreleur',
    activite: 'Carrelage',
    icon: 'grid-view',
    palette: { from: '#2c7a7b', to: '#81e6d9', accent: '#f6e05e' },
    related: ['Maçon', 'Plombier'],
    services:
      'la pose de carrelage, faïence et mosaïque, les douches à l’italienne et les terrasses extérieures',
    normes: ['handibat', 'rge'],
    realisations: ['salle-de-bains', 'terrasse', 'cuisine'],
  },
  {
    metier: 'Plâtrier',
    activite: 'Plâtrerie',
    icon: 'tools-level',
    palette: { from: '#4a5568', to: '#a0aec0', accent: '#ed8936' },
    related: ['Peintre', 'Maçon'],
    services:
      'les cloisons et doublages en plaques de plâtre, les faux plafonds, l’isolation intérieure et les staffs',
    normes: ['rge', 'handibat'],
    realisations: ['maison', 'escalier', 'salle-de-bains'],
  },
  {
    metier: 'Chauffagiste',
    activite: 'Chauffage',
    icon: 'heat-pump',
    palette: { from: '#c05621', to: '#f6ad55', accent: '#2a4365' },
    related: ['Plombier', 'Climaticien'],
    services:
      'l’installation et l’entretien de chaudières, pompes à chaleur, poêles à granulés et planchers chauffants',
    normes: ['qualipac', 'rge', 'qualibois'],
    realisations: ['cheminee', 'maison', 'salle-de-bains'],
  },
  {
    metier: 'Serrurier',
    activite: 'Serrurerie',
    icon: 'key',
    palette: { from: '#2d3748', to: '#718096', accent: '#ecc94b' },
    related: ['Menuisier', 'Vitrier'],
    services:
      'l’ouverture de portes, le remplacement de serrures, les portes blindées, la métallerie et les portails',
    normes: ['handibat', 'rge'],
    realisations: ['cloture', 'garage', 'maison'],
  },
  {
    metier: 'Paysagiste',
    activite: 'Jardins',
    icon: 'yard',
    palette: { from: '#276749', to: '#68d391', accent: '#faf089' },
    related: ['Maçon'],
    services:
      'la création et l’entretien de jardins, l’engazonnement, les plantations, l’arrosage automatique et les clôtures',
    normes: ['handibat'],
    realisations: ['jardin', 'terrasse', 'cloture'],
  },
  {
    metier: 'Vitrier',
    activite: 'Vitrerie',
    icon: 'window',
    palette: { from: '#2b6cb0', to: '#90cdf4', accent: '#f7fafc' },
    related: ['Menuisier', 'Serrurier'],
    services:
      'le remplacement de vitrages, le double vitrage, les miroirs sur mesure, les vérandas et les crédences en verre',
    normes: ['rge', 'qualibois'],
    realisations: ['baie-vitree', 'maison', 'cuisine'],
  },
  {
    metier: 'Climaticien',
    activite: 'Climatisation',
    icon: 'ac-unit',
    palette: { from: '#2c5282', to: '#63b3ed', accent: '#e2e8f0' },
    related: ['Chauffagiste', 'Électricien'],
    services:
      'l’installation de climatisations réversibles, de VMC double flux et de pompes à chaleur air-air, et leur entretien',
    normes: ['qualipac', 'rge'],
    realisations: ['maison', 'solaire', 'cuisine'],
  },
  {
    metier: 'Ébéniste',
    activite: 'Ébénisterie',
    icon: 'chair',
    palette: { from: '#744210', to: '#d69e2e', accent: '#fefcbf' },
    related: ['Menuisier'],
    services:
      'la création de meubles sur mesure, la restauration de meubles anciens, le vernissage et la marqueterie',
    normes: ['qualibois'],
    realisations: ['cuisine', 'escalier', 'maison'],
  },
  {
    metier: 'Façadier',
    activite: 'Façades',
    icon: 'house-siding',
    palette: { from: '#975a16', to: '#ecc94b', accent: '#2d3748' },
    related: ['Maçon', 'Peintre'],
    services:
      'le ravalement et le nettoyage de façades, les enduits à la chaux, l’isolation thermique par l’extérieur',
    normes: ['rge', 'qualibois'],
    realisations: ['maison', 'toiture', 'garage'],
  },
  {
    metier: 'Cuisiniste',
    activite: 'Cuisines',
    icon: 'kitchen',
    palette: { from: '#9b2c2c', to: '#fc8181', accent: '#fff5f5' },
    related: ['Menuisier', 'Plombier', 'Électricien'],
    services:
      'la conception 3D et la pose de cuisines équipées, les plans de travail, l’électroménager et les raccordements',
    normes: ['handibat'],
    realisations: ['cuisine', 'baie-vitree'],
  },
];

export interface Realisation {
  key: string;
  icon: string;
  palette: Palette;
  legende: string;
}

export const REALISATIONS: Realisation[] = [
  {
    key: 'salle-de-bains',
    icon: 'bathtub',
    palette: { from: '#4fa3c7', to: '#1f5f8b', accent: '#fff' },
    legende: 'Salle de bains rénovée avec douche à l’italienne',
  },
  {
    key: 'cuisine',
    icon: 'kitchen',
    palette: { from: '#e9b872', to: '#a0692f', accent: '#fff' },
    legende: 'Cuisine équipée sur mesure',
  },
  {
    key: 'maison',
    icon: 'cottage',
    palette: { from: '#9ec5e8', to: '#4a7fb0', accent: '#fff' },
    legende: 'Rénovation complète d’une maison de bourg',
  },
  {
    key: 'escalier',
    icon: 'stairs',
    palette: { from: '#c9a27e', to: '#7b4a2a', accent: '#fff' },
    legende: 'Escalier en chêne massif',
  },
  {
    key: 'terrasse',
    icon: 'deck',
    palette: { from: '#a3d39c', to: '#4b8b3b', accent: '#fff' },
    legende: 'Terrasse en bois et pergola',
  },
  {
    key: 'cloture',
    icon: 'fence',
    palette: { from: '#b5c99a', to: '#718355', accent: '#fff' },
    legende: 'Clôture et portail coulissant',
  },
  {
    key: 'toiture',
    icon: 'roofing',
    palette: { from: '#f4a582', to: '#b2182b', accent: '#fff' },
    legende: 'Toiture en ardoise refaite à neuf',
  },
  {
    key: 'cheminee',
    icon: 'fireplace',
    palette: { from: '#f6ad55', to: '#9c4221', accent: '#fff' },
    legende: 'Cheminée et poêle à bois restaurés',
  },
  {
    key: 'garage',
    icon: 'garage-home',
    palette: { from: '#a0aec0', to: '#4a5568', accent: '#fff' },
    legende: 'Porte de garage motorisée',
  },
  {
    key: 'jardin',
    icon: 'outdoor-garden',
    palette: { from: '#9ae6b4', to: '#2f855a', accent: '#fff' },
    legende: 'Jardin paysager avec massifs',
  },
  {
    key: 'solaire',
    icon: 'solar-power',
    palette: { from: '#90cdf4', to: '#2b6cb0', accent: '#fff' },
    legende: 'Panneaux photovoltaïques en toiture',
  },
  {
    key: 'baie-vitree',
    icon: 'door-sliding',
    palette: { from: '#bee3f8', to: '#3182ce', accent: '#fff' },
    legende: 'Baie vitrée coulissante en aluminium',
  },
];

export interface Norme {
  key: string;
  libelle: string;
  icon: string;
  palette: Palette;
}

export const NORMES: Norme[] = [
  {
    key: 'rge',
    libelle: 'RGE Qualibat – Reconnu garant de l’environnement',
    icon: 'verified',
    palette: { from: '#2f855a', to: '#276749', accent: '#2f855a' },
  },
  {
    key: 'qualipac',
    libelle: 'QualiPAC – Pompes à chaleur',
    icon: 'heat-pump',
    palette: { from: '#2b6cb0', to: '#2c5282', accent: '#2b6cb0' },
  },
  {
    key: 'qualibois',
    libelle: 'Qualibois – Chauffage au bois',
    icon: 'forest',
    palette: { from: '#975a16', to: '#744210', accent: '#975a16' },
  },
  {
    key: 'qualipv',
    libelle: 'QualiPV – Installations photovoltaïques',
    icon: 'solar-power',
    palette: { from: '#d69e2e', to: '#b7791f', accent: '#d69e2e' },
  },
  {
    key: 'handibat',
    libelle: 'Handibat – Accessibilité et adaptation du logement',
    icon: 'accessible',
    palette: { from: '#6b46c1', to: '#553c9a', accent: '#6b46c1' },
  },
  {
    key: 'qualifelec',
    libelle: 'Qualifelec – Installations électriques',
    icon: 'electric-bolt',
    palette: { from: '#c53030', to: '#9b2c2c', accent: '#c53030' },
  },
];

export const NOMS_FAMILLE = [
  'Lavergne',
  'Chastang',
  'Delpech',
  'Mazeyrie',
  'Faurie',
  'Vergne',
  'Bordas',
  'Lachaud',
  'Besse',
  'Chassagne',
  'Soulier',
  'Lacoste',
  'Pouget',
  'Lafon',
  'Rouchy',
  'Mouly',
  'Marty',
  'Delmas',
  'Lagarde',
  'Lapeyre',
  'Bouyssou',
  'Cayrou',
  'Magne',
  'Peyrat',
  'Vialle',
  'Espinasse',
  'Coste',
  'Farges',
  'Jouve',
  'Laborie',
  'Malaurie',
  'Puech',
  'Rivière',
  'Salvat',
  'Teyssier',
  'Veyssière',
  'Borie',
  'Chambon',
  'Dufour',
  'Estival',
  'Fabre',
  'Gaillard',
  'Issartier',
  'Joffre',
  'Lamothe',
  'Mercier',
  'Nicolas',
  'Orliac',
  'Pradel',
  'Quintane',
  'Roux',
  'Serre',
  'Tronche',
  'Vidal',
  'Audy',
  'Bouny',
  'Combes',
  'Dumond',
  'Eyrolles',
  'Fournier',
  'Gauthier',
  'Hébrard',
  'Lestrade',
  'Monteil',
  'Nouaille',
  'Parouty',
  'Rebière',
  'Sagne',
  'Tramond',
  'Valade',
  'Arnal',
  'Bach',
  'Couderc',
  'Delbos',
  'Faucher',
  'Garrigou',
  'Lavaud',
  'Meyssignac',
  'Pestourie',
  'Rougier',
  'Sourdeix',
  'Treuil',
  'Vaurs',
  'Alibert',
  'Brousse',
  'Cassan',
  'Deltheil',
  'Fargeas',
  'Lascaux',
  'Mage',
  'Peyronnie',
  'Reynal',
  'Souletie',
  'Tournadre',
  'Verlhac',
  'Yvernault',
  'Bonnet',
  'Cheyroux',
  'Dalmon',
  'Feix',
];

export const PRENOMS = [
  'Jean',
  'Pierre',
  'Marie',
  'Sophie',
  'Nicolas',
  'Julien',
  'Camille',
  'Thomas',
  'Élodie',
  'Mathieu',
  'Isabelle',
  'Laurent',
  'Céline',
  'Antoine',
  'Aurélie',
  'Philippe',
  'Nathalie',
  'Sébastien',
  'Claire',
  'Olivier',
  'Émilie',
  'François',
  'Hélène',
  'Guillaume',
  'Sandrine',
  'Romain',
  'Valérie',
  'Benoît',
  'Léa',
  'Hugo',
];

/** Review comments by number of stars. */
export const COMMENTAIRES: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Travail impeccable, équipe ponctuelle et très soigneuse. Je recommande sans hésiter.',
    'Devis clair, délais respectés et chantier laissé propre. Parfait !',
    'Très bon contact, conseils avisés et finitions de grande qualité.',
    'Intervention rapide un samedi matin, problème réglé en une heure. Merci !',
    'Un vrai professionnel, à l’écoute et de bon conseil. Résultat au-delà de nos attentes.',
    'Excellent rapport qualité-prix, nous referons appel à cette entreprise.',
  ],
  4: [
    'Bon travail dans l’ensemble, quelques jours de retard mais bien prévenus.',
    'Artisan sérieux et compétent, le résultat est très satisfaisant.',
    'Prestation de qualité, prix correct. Petite retouche faite rapidement.',
    'Bonne communication et travail soigné, je recommande.',
  ],
  3: [
    'Travail correct mais délais un peu longs.',
    'Résultat convenable, le devis aurait pu être plus détaillé.',
    'Prestation moyenne, mais l’artisan est revenu corriger les défauts.',
  ],
  2: [
    'Chantier terminé avec beaucoup de retard et peu de nouvelles.',
    'Finitions décevantes pour le prix demandé.',
  ],
  1: ['Rendez-vous non honoré à deux reprises, nous avons dû trouver quelqu’un d’autre.'],
};

/**
 * What a customer adds after the first sentence of a verified review, by stars: with COMMENTAIRES, enough pairs that
 * no two reviews of a page read alike.
 */
export const AVIS_DETAILS: Record<1 | 2 | 3 | 4 | 5, string[]> = {
  5: [
    'Il a pris le temps de nous expliquer chaque étape.',
    'Le chantier a duré exactement ce qui était prévu.',
    'Les voisins nous ont même demandé ses coordonnées.',
    'Rien à redire sur le prix, conforme au devis.',
    'Il est revenu d’une minute à l’autre pour un petit réglage, sans rien facturer.',
    'Aucune mauvaise surprise, tout était propre le soir même.',
    'Très bonne idée de sa part pour gagner de la place.',
  ],
  4: [
    'Seul bémol : il a fallu relancer pour la facture.',
    'Un peu difficile à joindre au téléphone, mais très bon travail.',
    'Le délai pour le premier rendez-vous était de trois semaines.',
    'La fin du chantier a un peu traîné, le résultat est là.',
    'Quelques gravats oubliés dans le jardin, vite enlevés.',
  ],
  3: [
    'Il a fallu insister pour obtenir une date.',
    'Le résultat est correct, la communication l’était moins.',
    'Un supplément non prévu au devis a été ajouté.',
  ],
  2: [
    'Nous attendons encore une réponse pour la reprise des joints.',
    'Le devis a été dépassé de près de 20 %.',
    'Plusieurs rendez-vous décalés au dernier moment.',
  ],
  1: ['Aucune nouvelle depuis l’acompte versé.', 'Le travail a dû être refait par une autre entreprise.'],
};

/** The artisan's replies to a review of 3 stars or fewer: what a business answers a dissatisfied customer. */
export const REPONSES_CRITIQUES = [
  'Nous sommes désolés de ce retard : un fournisseur nous a livrés avec trois semaines de décalage. Nous vous avons proposé de revenir reprendre les finitions, la proposition tient toujours.',
  'Merci pour ce retour. Le supplément correspondait à une canalisation découverte à l’ouverture du mur ; nous aurions dû vous l’expliquer plus clairement avant de poursuivre.',
  'Nous regrettons ce rendez-vous manqué et vous avons rappelé pour nous excuser. Nous avons depuis changé notre planning pour prévenir nos clients la veille.',
  'Nous prenons note de vos remarques. N’hésitez pas à nous appeler pour que nous trouvions ensemble une solution.',
];

/** The artisan's replies to a good review. */
export const REPONSES_POSITIVES = [
  'Merci pour votre confiance, ce fut un plaisir de travailler chez vous.',
  'Merci beaucoup ! Au plaisir de vous revoir pour la salle de bains.',
  'Merci pour ce message, nous le transmettons à toute l’équipe.',
];

export const FORMULES_ACCUEIL = [
  'Devis gratuit sous 48 heures.',
  'Déplacement offert pour tout devis.',
  'Travail soigné et chantier propre garantis.',
  'Entreprise familiale à votre écoute.',
  'Garantie décennale et assurance responsabilité civile professionnelle.',
  'Intervention rapide, y compris en urgence.',
];

/**
 * What visitors write to an artisan through « Contacter cet artisan » (issue 19), for the demo inboxes: `{activite}`
 * is the artisan's trade in lower case, `{ville}` the town of the works.
 */
export const DEMANDES_DEMO = [
  'Bonjour, nous rénovons une maison à {ville} et cherchons une entreprise pour des travaux de {activite}. Pourriez-vous nous proposer un rendez-vous pour établir un devis ?',
  'Bonjour, je souhaiterais un devis pour des travaux de {activite} dans un appartement de 70 m² à {ville}. Je suis disponible en semaine après 17 h.',
  'Bonjour, suite à un dégât des eaux, l’assurance me demande deux devis. Pouvez-vous passer à {ville} dans les quinze jours ?',
  'Bonjour, nous faisons construire une extension à {ville} et cherchons un artisan pour la partie {activite}. Le chantier démarre au printemps.',
  'Bonjour, j’ai vu vos réalisations sur l’annuaire. Seriez-vous disponible le mois prochain pour des travaux de {activite} à {ville} ?',
  'Bonjour, petite intervention de {activite} à prévoir dans une maison ancienne à {ville}. Merci de me dire si vous vous déplacez pour ce type de chantier.',
] as const;
