import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import multipart from '@fastify/multipart';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from './config';
import type { Database } from './db/client';
import { registerAuth } from './core/auth/request-auth';
import { setPasswordHashCost } from './core/auth/passwords';
import { registerErrorHandling } from './core/errors/error-handler';
import { registerIdempotency } from './core/idempotency';
import { registerStaticApp } from './core/static-app';
import { MODULES } from './modules';
import { MAX_UPLOAD_BYTES } from '@shared/contracts/files';

export interface BuildOptions {
  database: Database;
  config: Config;
  logger?: boolean;
  /** Where log lines go when `logger` is on; standard output unless given (tests read the lines). */
  logDestination?: { write(line: string): void };
}

/** The whole server, without listening: `main.ts start` listens, tests use `inject`. */
export async function buildApp({ database, config, logger = false, logDestination }: BuildOptions): Promise<FastifyInstance> {
  setPasswordHashCost(config.passwordHashCost);
  const app = Fastify({
    logger: logger ? { level: config.logLevel, ...(logDestination ? { stream: logDestination } : {}) } : false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Stack traces and SQL stay in the server log, never in a response.
    return503OnClosing: true,
  });
  app.decorate('database', database);
  app.decorate('config', config);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ionic's components set inline styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // Frames fall back to default-src 'self'; a configured assistant's origin alone is let in (issue 30), and
        // then only it: not even 'self' (the app frames none of its own pages).
        ...(config.assistant ? { frameSrc: [config.assistant.origin] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The CSP's frame-ancestors 'none' says it; older browsers read this one.
    xFrameOptions: { action: 'deny' },
    // Sent by the hook below, only to requests that came over https.
    strictTransportSecurity: false,
  });
  // Served over plain http on a LAN too, where HSTS means nothing (browsers ignore it) and must not be promised.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });

  // API answers of more than 1 KB (a page of a list) travel compressed; the built app has its copies made at build
  // time and is sent as is. Request bodies are never inflated: nothing we accept is sent compressed.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });

  await app.register(swagger, {
    openapi: {
      info: { title: 'StayOps API', version: '1.0.0', description: 'Back-office API of StayOps.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 8, fields: 40, fieldSize: 10_000, parts: 48 },
  });

  registerErrorHandling(app);
  registerAuth(app);
  registerIdempotency(app);

  for (const register of MODULES) await app.register(register);

  app.get('/api/docs', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  await registerStaticApp(app, config.staticDir);
  return app;
}
