// The topics of /infos-et-aides, in the order of ARTICLE_PATHS: each article's front matter only (title, summary),
// without its text (`?meta`, see build/markdown-loader.cjs).
import { ARTICLE_PATHS } from '@annuaire/shared/federation/routes';
import * as aidesMaprimerenovCee from '@content/articles/aides-maprimerenov-cee.md?meta';
import * as comparatifRegimes from '@content/articles/comparatif-regimes.md?meta';
import * as ecoPtz from '@content/articles/eco-ptz.md?meta';
import * as faq from '@content/articles/faq.md?meta';
import * as financementImmobilier from '@content/articles/financement-immobilier.md?meta';
import * as fiscImmo from '@content/articles/fisc-immo.md?meta';
import * as infosDpe from '@content/articles/infos-dpe.md?meta';
import * as infosLmnp from '@content/articles/infos-lmnp.md?meta';
import * as infosLmp from '@content/articles/infos-lmp.md?meta';
import * as infosLocationNue from '@content/articles/infos-location-nue.md?meta';
import * as lireUnDevis from '@content/articles/lire-un-devis.md?meta';
import * as strategieInvestissement from '@content/articles/strategie-investissement.md?meta';
import * as tvaTravaux from '@content/articles/tva-travaux.md?meta';
import * as verifierDecennaleRge from '@content/articles/verifier-decennale-rge.md?meta';
import type { ArticlePath } from './article-loaders';

export interface ArticleTopic {
  readonly path: ArticlePath;
  readonly title: string;
  /** The short label of the breadcrumb and of the lists. */
  readonly label: string;
  readonly summary: string;
}

const META: Record<ArticlePath, { title: string; breadcrumb: string | null; summary: string | null }> = {
  '/aides-maprimerenov-cee': aidesMaprimerenovCee,
  '/eco-ptz': ecoPtz,
  '/tva-travaux': tvaTravaux,
  '/lire-un-devis': lireUnDevis,
  '/verifier-decennale-rge': verifierDecennaleRge,
  '/comparatif-regimes': comparatifRegimes,
  '/fisc-immo': fiscImmo,
  '/infos-dpe': infosDpe,
  '/financement-immobilier': financementImmobilier,
  '/infos-lmnp': infosLmnp,
  '/infos-lmp': infosLmp,
  '/infos-location-nue': infosLocationNue,
  '/strategie-investissement': strategieInvestissement,
  '/faq': faq,
};

export const ARTICLE_TOPICS: readonly ArticleTopic[] = ARTICLE_PATHS.map((path) => ({
  path,
  title: META[path].title,
  label: META[path].breadcrumb ?? META[path].title,
  summary: META[path].summary ?? '',
}));
