// Where the privacy page explains the requests relayed to artisans (issue 19): the request form's consent links
// there, and the page's Markdown heading « Demandes adressées aux artisans » gets that id (build/markdown.cjs).
import { hrefs } from '@annuaire/shared/federation/routes';

export const PRIVACY_DEMANDES_ANCHOR = 'demandes-adressees-aux-artisans';

export const PRIVACY_DEMANDES_HREF = `${hrefs.privacy()}#${PRIVACY_DEMANDES_ANCHOR}`;
