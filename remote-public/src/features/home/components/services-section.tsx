// Home: four article cards from the information pages, each with 'Lire l'article', and 'En savoir plus' to
// /infos-et-aides (SPEC 2, home page).
import { Link } from '@annuaire/shared/routing/router';
import { hrefs } from '@annuaire/shared/federation/routes';
import { ButtonLink } from '@annuaire/shared/ui/button';
import styles from './home-page.module.css';
import { HomeSection } from './home-section';

const ARTICLES = [
  {
    title: 'Le diagnostic de performance énergétique',
    text: 'Valable 10 ans, le DPE conditionne la location : les logements classés G ne peuvent plus être loués depuis 2025.',
    to: '/infos-dpe',
  },
  {
    title: 'Financer votre projet immobilier',
    text: 'Prêts, apport, aides : les solutions pour financer un achat ou des travaux de rénovation.',
    to: '/financement-immobilier',
  },
  {
    title: 'La fiscalité de vos revenus locatifs',
    text: 'Micro-foncier jusqu’à 15 000 € avec 30 % d’abattement, ou régime réel et déficit foncier.',
    to: '/fisc-immo',
  },
  {
    title: 'Louer en meublé : le statut LMNP',
    text: 'Micro-BIC jusqu’à 77 700 € de recettes avec un abattement de 50 %, ou amortissement au réel.',
    to: '/infos-lmnp',
  },
] as const;

export function ServicesSection() {
  return (
    <HomeSection id="home-services" title="Nos services et conseils" muted>
      <ul className={styles.articles} role="list">
        {ARTICLES.map((article) => (
          <li key={article.to} className={styles.article}>
            <h3 className={styles.articleTitle}>{article.title}</h3>
            <p className={styles.articleText}>{article.text}</p>
            <Link to={article.to} className={styles.articleLink}>
              Lire l&apos;article<span className="visually-hidden"> : {article.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.centered}>
        <ButtonLink to={hrefs.infos()} variant="primary">
          En savoir plus
        </ButtonLink>
      </div>
    </HomeSection>
  );
}
