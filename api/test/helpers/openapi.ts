// Reading /api/openapi.json in tests: operations $ref the named schemas of components.schemas.
const PREFIX = '#/components/schemas/';

/** A part of the OpenAPI document with each component reference replaced by the component it names. */
export function resolveRefs(document: object, value: unknown): unknown {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  if (Array.isArray(value)) return value.map((entry) => resolveRefs(document, entry));
  if (value === null || typeof value !== 'object') return value;
  const { $ref } = value as { $ref?: unknown };
  if (typeof $ref === 'string' && $ref.startsWith(PREFIX)) {
    const component = components?.schemas?.[$ref.slice(PREFIX.length)];
    if (component === undefined) throw new Error(`Schéma ${$ref} absent du document.`);
    return resolveRefs(document, component);
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, resolveRefs(document, child)]));
}
