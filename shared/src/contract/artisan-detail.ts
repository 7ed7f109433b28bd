// Artisan details: images (main, work, certification) and the description (SPEC 3, 5), and the upload answer.
// Used by routes/artisan-details.ts and routes/specialite.ts (uploads) in the API, and by the editor and back office.
import { z } from 'zod';
import './zod-config';
import { IdSchema, LIMITS, MESSAGES } from './common';
import {
  NumeroSchema,
  QUALIFICATION_MESSAGES,
  OrganismeSchema,
  qualificationIssues,
  ValiditeDateSchema,
} from './qualification';

export const DETAIL_TYPES = [
  'IMG_PRINCIPALE',
  'IMG_REALISATION',
  'DESCRIPTION',
  'NORME',
  'ASSURANCE',
] as const;

export const DetailTypeSchema = z.enum(DETAIL_TYPES, {
  error: 'Type de détail invalide : IMG_PRINCIPALE, IMG_REALISATION, DESCRIPTION, NORME ou ASSURANCE.',
});
export type DetailType = z.infer<typeof DetailTypeSchema>;

export const ArtisanDetailSchema = z.object({
  id: z.number().int(),
  artisanId: z.number().int(),
  type: DetailTypeSchema,
  description: z.string().nullable(),
  pathImg: z.string().nullable(),
  /** NORME and ASSURANCE (issue 21): the body or the insurer, the number, the validity (`YYYY-MM-DD`, both days
   * included); null on other types and on a certificate's picture alone. */
  organisme: z.string().nullable(),
  numero: z.string().nullable(),
  dateDebut: z.string().nullable(),
  dateFin: z.string().nullable(),
  /** A NORME with the RGE mention (qualification/RGE_ORGANISMES); false on every other detail. */
  rge: z.boolean(),
  /**
   * A NORME or ASSURANCE an administrator checked (qualification/QUALIFICATION_VERIFICATION); false while it is only
   * declared by the artisan, and again after any change to its body, number, validity or mention. Only a checked RGE
   * qualification gives the RGE badge.
   */
  verifiee: z.boolean(),
  /**
   * A qualification published from ADEME's list of RGE businesses by the registers' import: that list's date
   * (`YYYY-MM-DD`), which the profile names as its source. Absent or null on everything else.
   */
  listeRgeDu: z.string().nullable().optional(),
});
export type ArtisanDetail = z.infer<typeof ArtisanDetailSchema>;
export const ArtisanDetailListSchema = z.array(ArtisanDetailSchema);

/** Description text: required, strictly under 500 characters. */
export const DescriptionSchema = z
  .string({ error: MESSAGES.descriptionRequired })
  .trim()
  .min(1, { error: MESSAGES.descriptionRequired })
  .max(LIMITS.descriptionMaxLength - 1, { error: MESSAGES.descriptionTooLong });

export const IMAGE_PATH_INVALID = 'Chemin d’image invalide.';

/**
 * A stored image as the upload routes return it: `/uploads/<dir>/<name>.webp`, every segment starting with a letter
 * or digit (so no `..`, no empty segment). The API also checks that the file exists.
 */
export const UploadPathSchema = z
  .string({ error: IMAGE_PATH_INVALID })
  .max(500, { error: IMAGE_PATH_INVALID })
  .regex(/^\/uploads\/(?:[A-Za-z0-9][\w-]*\/)*[A-Za-z0-9][\w-]*\.webp$/, { error: IMAGE_PATH_INVALID });

const imageDescription = z
  .string()
  .trim()
  .max(LIMITS.descriptionMaxLength - 1, { error: MESSAGES.descriptionTooLong })
  .nullable()
  .optional();

const descriptionVariant = z.object({
  type: z.literal('DESCRIPTION'),
  description: DescriptionSchema,
  pathImg: z.null().optional(),
});
/**
 * The caption of a work image (« Salle de bains – Tulle »), edited under its picture in the editor: the image's
 * description, shown under it in the public gallery and the lightbox, and its alternative text. Empty removes it.
 */
export const ImageCaptionSchema = z.object({ description: imageDescription });
export type ImageCaption = z.output<typeof ImageCaptionSchema>;

const imageVariant = <T extends 'IMG_PRINCIPALE' | 'IMG_REALISATION'>(type: T) =>
  z.object({ type: z.literal(type), pathImg: UploadPathSchema, description: imageDescription });

/** The fields of a qualification or an insurance, each optional here: qualificationIssues ties them together. */
const qualificationFields = {
  pathImg: UploadPathSchema.nullable().optional(),
  description: imageDescription,
  organisme: OrganismeSchema.nullable().optional(),
  numero: NumeroSchema.nullable().optional(),
  dateDebut: ValiditeDateSchema.nullable().optional(),
  dateFin: ValiditeDateSchema.nullable().optional(),
  rge: z.boolean({ error: 'La mention RGE est oui ou non.' }).optional(),
};

/**
 * A certification (NORME): the body, number and validity, with or without the certificate's image; or, as the spec
 * had it, the image alone (then the four fields are all absent). An insurance (ASSURANCE): the insurer, the policy
 * number and the validity, all required, the certificate's image optional.
 */
function qualificationVariants<A extends z.ZodType>(artisanId: A) {
  const norme = z
    .object({ type: z.literal('NORME'), artisanId, ...qualificationFields })
    .superRefine((value, context) => {
      const issues = qualificationIssues(value, { type: 'NORME', required: false });
      const described = value.organisme || value.numero || value.dateDebut || value.dateFin;
      if (!value.pathImg && !described)
        issues.push({ path: ['organisme'], message: QUALIFICATION_MESSAGES.normeEmpty });
      for (const issue of issues) context.addIssue({ code: 'custom', ...issue });
    });
  const assurance = z
    .object({ type: z.literal('ASSURANCE'), artisanId, ...qualificationFields })
    .superRefine((value, context) => {
      for (const issue of qualificationIssues(value, { type: 'ASSURANCE', required: true }))
        context.addIssue({ code: 'custom', ...issue });
    });
  return [norme, assurance] as const;
}

/** POST /api/artisan/details: the type decides which field is required (description, or an uploaded pathImg). */
export const ArtisanDetailInputSchema = z.discriminatedUnion('type', [
  descriptionVariant.extend({ artisanId: IdSchema }),
  imageVariant('IMG_PRINCIPALE').extend({ artisanId: IdSchema }),
  imageVariant('IMG_REALISATION').extend({ artisanId: IdSchema }),
  ...qualificationVariants(IdSchema),
]);
export type ArtisanDetailInput = z.input<typeof ArtisanDetailInputSchema>;

/**
 * PUT /api/artisan/details/{id}: the same fields; a detail stays with its artisan, so an artisanId sent here is
 * accepted (the editor sends the whole detail) but ignored.
 */
export const ArtisanDetailUpdateSchema = z.discriminatedUnion('type', [
  descriptionVariant.extend({ artisanId: IdSchema.optional() }),
  imageVariant('IMG_PRINCIPALE').extend({ artisanId: IdSchema.optional() }),
  imageVariant('IMG_REALISATION').extend({ artisanId: IdSchema.optional() }),
  ...qualificationVariants(IdSchema.optional()),
]);
export type ArtisanDetailUpdate = z.output<typeof ArtisanDetailUpdateSchema>;
export type ArtisanDetailUpdateInput = z.input<typeof ArtisanDetailUpdateSchema>;

export const DetailTypeQuerySchema = z.object({ type: DetailTypeSchema });

/**
 * Query of GET /api/artisan/details/artisan/{artisanId}: the public list leaves out expired qualifications and
 * insurances; `expirees=1` (the artisan themself or an admin, 403 otherwise) gives them too, with their warning.
 */
export const DetailListQuerySchema = z.object({
  expirees: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z.literal('1', { error: 'Le paramètre expirees vaut 1 ou est absent.' }).optional(),
    )
    .optional(),
});
export const ArtisanIdParamsSchema = z.object({ artisanId: IdSchema });

/** Answer of both upload routes: the stored image's relative path, to put in pathImg. */
export const UploadResponseSchema = z.object({
  path: z
    .string()
    .meta({ description: 'Chemin relatif de l’image enregistrée, ex. /uploads/artisans/3/ab12.webp' }),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/**
 * The multipart body of the upload routes, for the OpenAPI document only (the API reads the stream itself): one
 * field `file`, a JPEG, PNG, WebP, AVIF or GIF image of at most 2 Mo.
 */
export const UploadBodySchema = z.object({
  file: z.any().meta({
    type: 'string',
    format: 'binary',
    description: 'Image JPEG, PNG, WebP, AVIF ou GIF, 2 Mo au plus (2 097 152 octets).',
  }),
});
