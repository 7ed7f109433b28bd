// The artisan page's qualifications (issue 21). « Normes Acquises » (the spec's title): each certification with its
// title, the body that granted it, « n° … », its validity in words (« Valide jusqu’au 12 mars 2027 ») and the « RGE »
// badge when it carries the mention, an administrator checked it and it is valid today, and whether it was checked
// (« Vérifiée », or « Déclarée par l’artisan, non vérifiée »); its certificate's picture, if any, opens the lightbox. A
// certificate's picture alone (as the spec had it) shows as a thumbnail, as before. « Assurance décennale »: each
// ten-year liability insurance with its insurer, its cover if given, « Police n° … » and its validity, or a neutral
// sentence when there is none (the directory does not know that the artisan has none). Expired ones are not shown:
// the API leaves them out of the public list, and a list kept in the cache across midnight is filtered here too.
// `today` is the page's one day (hooks/use-paris-today.ts), so that the server's HTML and the hydration agree.
import { REGISTRE_LISTING_TEXTS } from '@annuaire/shared/contract/registre-listing';
import { useId, useRef, useState, type Ref } from 'react';
import type { ArtisanDetail } from '@annuaire/shared/contract/artisan-detail';
import {
  QUALIFICATION_VERIFICATION,
  isShownPublicly,
  isValidRge,
  validiteText,
} from '@annuaire/shared/contract/qualification-rules';
import { imageSrcSet } from '@annuaire/shared/domain/images';
import { Lightbox, type LightboxImage } from '@annuaire/shared/ui/lightbox';
import { ResponsiveImage } from '@annuaire/shared/ui/responsive-image';
import { RGE_QUALIFICATION_EXPLANATION, RgeBadge } from '@annuaire/shared/ui/rge-badge';
import styles from './artisan-page.module.css';

export const NORMES_TITLE = 'Normes Acquises';
/** The « Normes Acquises » section's id: the header's « RGE » badge leads there. */
export const NORMES_ID = 'artisan-normes';
export const NORMES_EMPTY = 'Aucune norme ou certification renseignée.';
export const ASSURANCE_TITLE = 'Assurance décennale';
export const ASSURANCE_EMPTY = 'Aucune assurance décennale renseignée.';

/** A legacy certificate's thumbnail in the gallery grid, and a described one's beside its text. */
const GALLERY_THUMB_SIZES = '(min-width: 60em) 16rem, (min-width: 30em) 30vw, 45vw';
const CARD_THUMB_SIZES = '6rem';

type QualificationType = 'NORME' | 'ASSURANCE';

/** A qualification or an insurance described by its fields, rather than a certificate's picture alone. */
function isDescribed(detail: ArtisanDetail): boolean {
  return Boolean(detail.organisme || detail.numero || detail.dateDebut || detail.dateFin);
}

function shownOf(details: readonly ArtisanDetail[], type: QualificationType, today: string): ArtisanDetail[] {
  return details.filter((detail) => detail.type === type && isShownPublicly(detail, today));
}

/** « n° E-12345 », the sign kept on the number's line. */
function numberText(prefix: string, numero: string | null): string | null {
  return numero ? `${prefix}\u00a0${numero}` : null;
}

function picture(detail: ArtisanDetail, alt: string): LightboxImage | null {
  if (!detail.pathImg) return null;
  return { src: detail.pathImg, srcSet: imageSrcSet(detail.pathImg) || undefined, alt };
}

/** What a card shows of a detail: its title, its lines (those known) and its picture. */
interface CardContent {
  detail: ArtisanDetail;
  title: string;
  lines: string[];
  validite: string | null;
  /**
   * « Vérifiée » once an administrator checked it, « Déclarée par l’artisan, non vérifiée » until then, or the ADEME
   * list it was published from.
   */
  verification: string;
  rge: boolean;
  picture: LightboxImage | null;
}

function verificationText(detail: ArtisanDetail): string {
  // A qualification of ADEME's list says which list it comes from: the register vouches for it, not us.
  if (detail.listeRgeDu) return REGISTRE_LISTING_TEXTS.rgeSource(detail.listeRgeDu);
  return detail.verifiee ? QUALIFICATION_VERIFICATION.verifiee : QUALIFICATION_VERIFICATION.nonVerifiee;
}

function normeCard(detail: ArtisanDetail, today: string): CardContent {
  const intitule = detail.description?.trim() || null;
  const title = intitule ?? detail.organisme ?? 'Qualification';
  return {
    detail,
    title,
    lines: [intitule ? detail.organisme : null, numberText('n°', detail.numero)].filter(
      (line): line is string => Boolean(line),
    ),
    validite: validiteText(detail, today),
    verification: verificationText(detail),
    rge: isValidRge(detail, today),
    picture: picture(detail, `Certificat : ${title}`),
  };
}

function assuranceCard(detail: ArtisanDetail, today: string): CardContent {
  const title = detail.organisme ?? 'Assurance décennale';
  return {
    detail,
    title,
    lines: [detail.description?.trim() || null, numberText('Police n°', detail.numero)].filter(
      (line): line is string => Boolean(line),
    ),
    validite: validiteText(detail, today),
    verification: verificationText(detail),
    rge: false,
    picture: picture(detail, `Attestation d’assurance : ${title}`),
  };
}

function Thumb({
  image,
  sizes,
  className,
  onOpen,
  ref,
}: {
  image: LightboxImage;
  sizes: string;
  className?: string;
  onOpen(): void;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={className ? `${styles.thumb} ${className}` : styles.thumb}
      onClick={onOpen}
      aria-label={`Agrandir : ${image.alt}`}
    >
      <ResponsiveImage src={image.src} alt="" sizes={sizes} aspectRatio="1 / 1" />
    </button>
  );
}

interface SectionProps {
  id: string;
  title: string;
  empty: string;
  cards: readonly CardContent[];
  /** Certificates' pictures alone, in the gallery grid under the cards. */
  gallery?: readonly LightboxImage[];
}

function QualificationSection({ id, title, empty, cards, gallery = [] }: SectionProps) {
  const headingId = useId();
  const [open, setOpen] = useState<number | null>(null);
  // Each picture's thumbnail by its index in the lightbox, for the focus to come back to the image last shown.
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const thumbRef = (index: number) => (element: HTMLButtonElement | null) => {
    thumbs.current[index] = element;
  };
  // One lightbox for the section's pictures, in the order they appear: the cards', then the gallery's.
  const cardPictures = cards.flatMap((card) => (card.picture ? [card.picture] : []));
  const images = [...cardPictures, ...gallery];
  let next = 0;
  const indexed = cards.map((card) => ({ card, index: card.picture ? next++ : null }));

  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {cards.length === 0 && gallery.length === 0 ? <p className={styles.muted}>{empty}</p> : null}
      {cards.length > 0 ? (
        <ul className={styles.qualifications} role="list">
          {indexed.map(({ card, index }) => (
            <li key={card.detail.id} className={styles.qualification}>
              {card.picture && index !== null ? (
                <Thumb
                  image={card.picture}
                  sizes={CARD_THUMB_SIZES}
                  className={styles.qualificationThumb}
                  onOpen={() => setOpen(index)}
                  ref={thumbRef(index)}
                />
              ) : null}
              <div className={styles.qualificationText}>
                <div className={styles.qualificationHead}>
                  <h3 className={styles.qualificationTitle}>{card.title}</h3>
                  {card.rge ? <RgeBadge explanation={RGE_QUALIFICATION_EXPLANATION} /> : null}
                </div>
                {card.lines.map((line) => (
                  <p key={line} className={styles.qualificationLine}>
                    {line}
                  </p>
                ))}
                {card.validite ? <p className={styles.validite}>{card.validite}</p> : null}
                <p className={styles.qualificationLine}>{card.verification}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {gallery.length > 0 ? (
        <ul className={styles.gallery} role="list">
          {gallery.map((image, index) => (
            <li key={`${image.src}-${index}`}>
              <Thumb
                image={image}
                sizes={GALLERY_THUMB_SIZES}
                onOpen={() => setOpen(cardPictures.length + index)}
                ref={thumbRef(cardPictures.length + index)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Lightbox
        images={images}
        index={open}
        onIndexChange={setOpen}
        triggerOf={(index) => thumbs.current[index]}
      />
    </section>
  );
}

/** « Normes Acquises »: the described qualifications, then the certificates' pictures alone. */
export function NormesSection({ details, today }: { details: readonly ArtisanDetail[]; today: string }) {
  const normes = shownOf(details, 'NORME', today);
  const cards = normes.filter(isDescribed).map((detail) => normeCard(detail, today));
  const gallery = normes
    .filter((detail) => !isDescribed(detail) && detail.pathImg)
    .map((detail, index) => picture(detail, detail.description?.trim() || `Norme ${index + 1}`)!);
  return (
    <QualificationSection
      id={NORMES_ID}
      title={NORMES_TITLE}
      empty={NORMES_EMPTY}
      cards={cards}
      gallery={gallery}
    />
  );
}

/** « Assurance décennale »: the insurances valid today or to come. */
export function AssuranceSection({ details, today }: { details: readonly ArtisanDetail[]; today: string }) {
  const cards = shownOf(details, 'ASSURANCE', today).map((detail) => assuranceCard(detail, today));
  return (
    <QualificationSection
      id="artisan-assurance"
      title={ASSURANCE_TITLE}
      empty={ASSURANCE_EMPTY}
      cards={cards}
    />
  );
}
