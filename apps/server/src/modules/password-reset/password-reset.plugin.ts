import type { FastifyInstance } from 'fastify';
import { siteOrigin } from '../../lib/site-origin.js';
import { createSmsSender } from '../../lib/sms.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { createPasswordResetService, type PasswordResetService } from './password-reset.service.js';

declare module '../../plugins/core.js' {
  interface Services {
    passwordReset: PasswordResetService;
  }
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Password reset without an operator's shell: codes by SMS when SMS_PROVIDER
 * names a sender, and one-time links staff create on support tickets, always.
 */
export async function passwordResetModule(app: FastifyInstance) {
  const { config } = app;
  const sender = createSmsSender(config.sms ?? { provider: 'log', file: null }, app.log);
  if (sender?.provider === 'log' && config.env === 'production') {
    app.log.warn('SMS_PROVIDER=log in production: reset codes go to the log, not to phones');
  }
  // A message is sent after the answer, so the answer takes as long whether or not the number
  // has an account. Messages on their way are awaited before the app closes.
  const inFlight = new Set<Promise<void>>();
  const deliver = sender
    ? (to: string, text: string) => {
        const sending: Promise<void> = sender
          .send(to, text)
          .catch((err: unknown) => app.log.error({ err }, 'a password reset SMS was not sent'))
          .finally(() => inFlight.delete(sending));
        inFlight.add(sending);
      }
    : null;
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  const service = createPasswordResetService({ db: app.database.db, deliver, events: app.events });
  app.services.passwordReset = service;
  const requests = config.resetRateLimit ?? { perPhone: 3, perAddress: 30, windowMs: HOUR_MS };
  const tries = config.authRateLimit ?? { max: 10, windowMs: 15 * 60 * 1000 };
  await app.register(passwordResetRoutes, {
    service,
    limits: {
      requests: app.createPhoneRateLimit('reset-request', requests),
      codeTries: app.createPhoneRateLimit('reset-code', {
        perPhone: tries.max,
        perAddress: tries.max * 5,
        windowMs: tries.windowMs,
      }),
    },
    siteUrl: (request) => siteOrigin(config.publicUrl, request, config.port),
  });
}
