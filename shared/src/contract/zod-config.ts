// zod's global configuration, imported first by every contract module that builds schemas, so that it holds before
// the first one is built. In a browser zod runs jitless: its compiled fast path probes `new Function` when the first
// object schema is built, and although zod catches the refusal, the site's Content-Security-Policy (no
// 'unsafe-eval') reports it as a violation. The API (Node, no CSP) keeps the fast path: its responses are
// serialized through these schemas, about three times faster compiled.
import { z } from 'zod';

// In a page, where the Content-Security-Policy forbids evaluating strings.
if ('document' in globalThis) z.config({ jitless: true });
