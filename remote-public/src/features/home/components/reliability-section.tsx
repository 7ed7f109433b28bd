// Home: why the directory can be trusted, in three points (SPEC 2, home page).
import styles from './home-page.module.css';
import { HomeSection } from './home-section';

const POINTS = [
  {
    title: "Les artisans qu'il vous faut",
    text: 'Plombiers, électriciens, menuisiers, couvreurs… des professionnels du bâtiment identifiés par leur SIRET, près de chez vous.',
  },
  {
    title: 'Des avis clients authentiques',
    text: "Chaque note vient d'un particulier qui a fait appel à l'artisan : vous choisissez en connaissance de cause.",
  },
  {
    title: 'Vous gardez la main',
    text: 'Contactez plusieurs artisans, comparez leurs devis et décidez librement, sans intermédiaire ni frais.',
  },
] as const;

export function ReliabilitySection() {
  return (
    <HomeSection id="home-fiabilite" title="Un annuaire fiable pour vos travaux">
      <ol className={styles.points}>
        {POINTS.map((point, index) => (
          <li key={point.title} className={styles.point}>
            <span className={styles.pointNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.pointTitle}>{point.title}</h3>
            <p className={styles.pointText}>{point.text}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
