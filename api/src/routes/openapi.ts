// What the route schemas repeat for the OpenAPI document (/api/openapi.json): the session schemes a guarded route
// accepts (a route stating none is public: plugins/swagger.ts documents `security: []`), and the error answers (all
// ApiErrorSchema, in French) that routes of one kind share.
import { ApiErrorSchema } from '@annuaire/shared/contract/common';

/** A session cookie or a bearer token (plugins/swagger.ts declares both schemes). */
export const SECURITY: Record<string, string[]>[] = [{ cookieAuth: [] }, { bearerAuth: [] }];

/** A public route whose answer depends on the session when there is one (`{}`: anonymous callers too). */
export const OPTIONAL_SECURITY: Record<string, string[]>[] = [{}, ...SECURITY];

/** A route behind a role: 400 malformed request, 401 no session, 403 role or ownership refused. */
export const ROLE_ERRORS = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema } as const;

/** The same for a route naming a resource, which may not exist (404). */
export const RESOURCE_ERRORS = { ...ROLE_ERRORS, 404: ApiErrorSchema } as const;

/** An image upload's own refusals: too large (413), not an accepted type (415), not decodable (422). */
export const UPLOAD_ERRORS = { 413: ApiErrorSchema, 415: ApiErrorSchema, 422: ApiErrorSchema } as const;
