// JSON body plugin: Fastify's own JSON parser (prototype poisoning refused as before), plus a French 400 for text that
// PostgreSQL cannot store: the NUL character (refused by text columns) and lone UTF-16 surrogates (refused by jsonb,
// e.g. the stored contact messages). Without it such a body reached the database and came back as a 500.
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

export const JSON_TEXT_MESSAGE =
  'Le texte envoyé contient un caractère non autorisé (caractère nul ou caractère Unicode invalide).';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Whether a parsed JSON value holds, in a string or a key, a character PostgreSQL cannot store. */
export function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => unstorable(key) || hasUnstorableText(item));
  }
  return false;
}

export default fp(
  async (fastify) => {
    const { onProtoPoisoning, onConstructorPoisoning } = fastify.initialConfig;
    const parse = fastify.getDefaultJsonParser(
      onProtoPoisoning ?? 'error',
      onConstructorPoisoning ?? 'error',
    );
    fastify.removeContentTypeParser('application/json');
    fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parse(request, typeof body === 'string' ? body : body.toString('utf8'), (error, value) => {
        if (error) return done(error, undefined);
        if (hasUnstorableText(value)) return done(new HttpError(400, JSON_TEXT_MESSAGE), undefined);
        done(null, value);
      });
    });
  },
  { name: 'json-body' },
);
