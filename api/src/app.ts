// Builds the Fastify application: external plugins (config, db, cookies/JWT, rate limit, OpenAPI), then the
// app's own (errors, HTTP cache, storage, repositories, demo seed), then one route plugin per API resource and
// the front-end serving. main.ts listens; tests call buildApp and use inject().
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES } from '@annuaire/shared/contract/common';
import type { AppConfig } from './config';
import geoPlugin from './geo/plugin';
import authPlugin from './plugins/auth';
import configPlugin from './plugins/config';
import dbPlugin from './plugins/db';
import csrfPlugin from './plugins/csrf';
import errorsPlugin from './plugins/errors';
import gracefulClosePlugin from './plugins/graceful-close';
import httpCachePlugin from './plugins/http-cache';
import jsonBodyPlugin from './plugins/json-body';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import storagePlugin from './plugins/storage';
import uploadsPlugin from './plugins/uploads';
import swaggerPlugin from './plugins/swagger';
import healthRepository from './repositories/health';
import artisanDetailRepository from './repositories/artisan-detail';
import seedRepository from './repositories/seed';
import artisanRepository from './repositories/artisan';
import specialiteRepository from './repositories/specialite';
import userRepository from './repositories/user';
import messageRepository from './repositories/message';
import avisRepository from './repositories/avis';
import demandeRepository from './repositories/demande';
import ficheNonGereeRepository from './repositories/fiche-non-geree';
import noteRepository from './repositories/note';
import particulierRepository from './repositories/particulier';
import registreImportRepository from './repositories/registre-import';
import retraitRepository from './repositories/retrait';
import revendicationRepository from './repositories/revendication';
import mailerPlugin from './plugins/mailer';
import orphanImagesPlugin from './plugins/orphan-images';
import retentionSweepPlugin from './plugins/retention-sweep';
import recapitulatifSweepPlugin from './plugins/recapitulatif-sweep';
import demandeAlertesRepository from './repositories/demande-alertes';
import demandeAlertesRoutes from './routes/demande-alertes';
import messageOutbox from './mail/message-outbox';
import avisRoutes from './routes/avis';
import rechercheRepository from './repositories/recherche';
import rechercheRoutes from './routes/recherche';
import demandesRoutes from './routes/demandes';
import ficheNonGereeRoutes from './routes/fiche-non-geree';
import emailRoutes from './routes/email';
import messagesRoutes from './routes/messages';
import noteRoutes from './routes/note';
import particulierRoutes from './routes/particulier';
import registresImportsRoutes from './routes/registres-imports';
import retraitsRoutes from './routes/retraits';
import revendicationsRoutes from './routes/revendications';
import userRoutes from './routes/user';
import artisanDetailRoutes from './routes/artisan-details';
import artisanRoutes from './routes/artisan';
import artisanAccountRoutes from './routes/artisan-account';
import artisanZoneRoutes from './routes/artisan-zone';
import authRoutes from './routes/auth';
import geoRoutes from './routes/geo';
import healthRoutes from './routes/health';
import siteFilesRoutes from './routes/site-files';
import sitemapRoutes from './routes/sitemap';
import specialiteRoutes from './routes/specialite';
import webRoutes from './routes/web';
import requestLogPlugin from './plugins/request-log';
import pageRender from './ssr/page-render';
import demoSeed, { startDemoImages, type DemoSeedOptions } from './seed/demo-seed';

/** Fastify's own errors raised before routing, in French. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string } | undefined> = {
  FST_ERR_BAD_URL: { status: 400, message: 'L’adresse demandée est mal formée.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'L’adresse demandée est trop longue.' },
};

export interface BuildAppOptions {
  /** Seed the demo data on an empty database; by default as the configuration says (config.seedDemo). */
  seed?: boolean;
  print?: DemoSeedOptions['print'];
  /** Where the log lines go (JSON, one a line); standard output by default. Tests read them. */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // zod's built-in messages (those the contract does not override) in French, like the rest of the API.
  z.config(z.locales.fr());

  const seed = options.seed ?? config.seedDemo;
  const images = seed ? startDemoImages(config) : null;

  // Typed here: frameworkErrors below reads it once the app exists.
  const app: FastifyInstance = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Two lines per request at info cost a third of the API's throughput: requestLogPlugin logs the slow and the
    // failed ones instead; LOG_REQUESTS=1 brings Fastify's lines back for development.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    // Uploads (2 MB images) use multipart, whose own limit applies; JSON bodies stay small.
    bodyLimit: 1024 * 1024,
    // Behind nginx every request comes from the proxy: its X-Forwarded-For names the client (TRUST_PROXY).
    trustProxy: config.trustProxy,
    // A first start creates the PGlite database (initdb), migrates and seeds the demo data inside plugins: about
    // 10 s on an idle 2-core machine and several times that on a loaded one, past Fastify's default of 10 s.
    pluginTimeout: 120_000,
    // What Fastify answers itself, before any route or hook (a malformed URL such as /api/artisan/%ff, a parameter
    // over its length): in French like every other error, with the security headers, never echoing the path.
    frameworkErrors: (error, request, frameworkReply) => {
      const known = FRAMEWORK_MESSAGES[error.code];
      request.log.info({ code: error.code }, 'requête rejetée par le routeur');
      const reply = frameworkReply as FastifyReply;
      void reply
        .headers(app.securityHeaders())
        .code(known?.status ?? 400)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ message: known?.message ?? MESSAGES.badRequest }));
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(gracefulClosePlugin);
  await app.register(requestLogPlugin, { slowRequestMs: config.slowRequestMs });
  await app.register(securityHeadersPlugin);
  // JSON lists (the map's markers above all) and the front-end bundles shrink several times; brotli at a low
  // quality costs about what gzip does, on every response built per request.
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(dbPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(httpCachePlugin);
  await app.register(csrfPlugin);
  await app.register(geoPlugin);
  await app.register(storagePlugin);
  await app.register(uploadsPlugin);

  await app.register(healthRepository);
  await app.register(userRepository);
  await app.register(particulierRepository);
  await app.register(noteRepository);
  await app.register(messageRepository);
  await app.register(demandeRepository);
  await app.register(ficheNonGereeRepository);
  await app.register(demandeAlertesRepository);
  await app.register(avisRepository);
  await app.register(retraitRepository);
  await app.register(revendicationRepository);
  await app.register(mailerPlugin);
  await app.register(messageOutbox);
  await app.register(specialiteRepository);
  await app.register(artisanRepository);
  await app.register(artisanDetailRepository);
  await app.register(seedRepository);
  await app.register(registreImportRepository);
  await app.register(rechercheRepository);
  if (seed) await app.register(demoSeed, { print: options.print, images });
  await app.register(orphanImagesPlugin);
  await app.register(retentionSweepPlugin);
  await app.register(recapitulatifSweepPlugin);

  await app.register(healthRoutes, { prefix: '/api/health' });
  await app.register(geoRoutes, { prefix: '/api/geo' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(userRoutes, { prefix: '/api/user' });
  await app.register(particulierRoutes, { prefix: '/api/particulier' });
  await app.register(noteRoutes, { prefix: '/api/note' });
  await app.register(messagesRoutes, { prefix: '/api/messages' });
  await app.register(registresImportsRoutes, { prefix: '/api/registres/imports' });
  // POST, PUT, DELETE /api/demandes… and GET /api/artisan/{artisanId}/demandes (an artisan's inbox).
  await app.register(demandesRoutes, { prefix: '/api' });
  // GET /api/artisan/{artisanId}/alternatives and GET, POST, DELETE /api/demandes/refus/{jeton}: requests to a
  // listing nobody manages (the artisans offered instead, « Ne plus recevoir de demandes »).
  await app.register(ficheNonGereeRoutes, { prefix: '/api' });
  // GET, PUT /api/artisan/{artisanId}/alertes-demandes and POST /api/demandes/recapitulatifs (daily digests).
  await app.register(demandeAlertesRoutes, { prefix: '/api' });
  // /api/avis… (invitations, reviews, moderation) and PUT /api/note/{id}/reponse, POST /api/note/{id}/signalement.
  await app.register(avisRoutes, { prefix: '/api' });
  // /api/registres/retraits…: the requests to withdraw a listing (RGPD article 21) and their decision.
  await app.register(retraitsRoutes, { prefix: '/api/registres' });
  // /api/revendications…: a business claims a listing nobody manages (« C'est votre entreprise ? »).
  await app.register(revendicationsRoutes, { prefix: '/api/revendications' });
  // Before the artisan routes: /api/artisan/email/* must never be read as an artisan id.
  await app.register(emailRoutes, { prefix: '/api/artisan/email' });
  await app.register(specialiteRoutes, { prefix: '/api/specialite' });
  await app.register(rechercheRoutes, { prefix: '/api/recherche' });
  await app.register(artisanDetailRoutes, { prefix: '/api/artisan/details' });
  // GET /api/artisan/{id}/zone.svg, the map of an artisan's area (its static last segment never reads as an id).
  await app.register(artisanZoneRoutes, { prefix: '/api/artisan' });
  await app.register(artisanRoutes, { prefix: '/api/artisan' });
  await app.register(artisanAccountRoutes, { prefix: '/api/artisan' });
  await app.register(siteFilesRoutes);
  await app.register(sitemapRoutes);
  await app.register(webRoutes);
  await app.register(pageRender);
  return app;
}
