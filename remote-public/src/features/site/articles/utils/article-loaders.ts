// Where each info article's content lives (content/articles/<path>.md); the route table loads one only when its
// page is opened, so the text of an article never weighs on another page.
import type { ARTICLE_PATHS } from '@annuaire/shared/federation/routes';
import type { MarkdownPage } from '../../common/utils/markdown-page';

export type ArticlePath = (typeof ARTICLE_PATHS)[number];

export const ARTICLE_LOADERS: Record<ArticlePath, () => Promise<MarkdownPage>> = {
  '/aides-maprimerenov-cee': () => import('@content/articles/aides-maprimerenov-cee.md'),
  '/eco-ptz': () => import('@content/articles/eco-ptz.md'),
  '/tva-travaux': () => import('@content/articles/tva-travaux.md'),
  '/lire-un-devis': () => import('@content/articles/lire-un-devis.md'),
  '/verifier-decennale-rge': () => import('@content/articles/verifier-decennale-rge.md'),
  '/comparatif-regimes': () => import('@content/articles/comparatif-regimes.md'),
  '/fisc-immo': () => import('@content/articles/fisc-immo.md'),
  '/infos-dpe': () => import('@content/articles/infos-dpe.md'),
  '/financement-immobilier': () => import('@content/articles/financement-immobilier.md'),
  '/infos-lmnp': () => import('@content/articles/infos-lmnp.md'),
  '/infos-lmp': () => import('@content/articles/infos-lmp.md'),
  '/infos-location-nue': () => import('@content/articles/infos-location-nue.md'),
  '/strategie-investissement': () => import('@content/articles/strategie-investissement.md'),
  '/faq': () => import('@content/articles/faq.md'),
};
