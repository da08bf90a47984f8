import { appendFile } from 'node:fs/promises';

/**
 * Text messages to a phone. One small interface with an
 * adapter per provider, picked by SMS_PROVIDER (config/env.ts):
 * - `termii`: Termii, a Nigerian SMS gateway (JSON over HTTPS, below);
 * - `log`: the development sender, which sends nothing and writes the message to the server log
 *   (and, with SMS_LOG_FILE, to a file the browser tests read); the default outside production;
 * - `none`: no SMS here: the sign-in screen offers only the support path (production's default).
 */
export interface SmsSender {
  readonly provider: 'termii' | 'log';
  /** Sends `text` to `to` (E.164, e.g. +2348031234567); rejects when the provider refuses. */
  send(to: string, text: string): Promise<void>;
}

export type TermiiSettings = {
  apiKey: string;
  /** The approved sender ID (3 to 11 letters or digits) the message comes from. */
  senderId: string;
  /** https://api.ng.termii.com, or a test's own server. */
  baseUrl: string;
  /** `dnd` reaches numbers on Do-Not-Disturb (transactional messages such as codes); `generic` does not. */
  channel: 'generic' | 'dnd';
  timeoutMs?: number;
};

export type SmsSettings =
  | { provider: 'none' }
  | { provider: 'log'; file: string | null }
  | ({ provider: 'termii' } & TermiiSettings);

/** Where the log sender writes: pino's warn (a message that was not really sent deserves notice). */
export type SmsLog = { warn: (obj: Record<string, unknown>, msg: string) => void };

export class SmsError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

/** Termii's "send a message" call: POST {baseUrl}/api/sms/send with the key in the JSON body. */
export function createTermiiSender(settings: TermiiSettings): SmsSender {
  const endpoint = `${settings.baseUrl.replace(/\/$/, '')}/api/sms/send`;
  return {
    provider: 'termii',
    async send(to, text) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            // Termii takes the international number without its +.
            to: to.replace(/^\+/, ''),
            from: settings.senderId,
            sms: text,
            type: 'plain',
            channel: settings.channel,
            api_key: settings.apiKey,
          }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
      } catch (err) {
        // The message never says the key or the number.
        throw new SmsError(`Termii could not be reached (${(err as Error).name})`, null);
      }
      if (!res.ok) {
        const answer = await res.text().catch(() => '');
        throw new SmsError(`Termii refused the message: HTTP ${res.status} ${termiiReason(answer)}`, res.status);
      }
      await res.body?.cancel().catch(() => {});
    },
  };
}

/** Termii's own sentence from an error answer ({ "message": "…" }), shortened; never the request. */
function termiiReason(body: string): string {
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    return typeof message === 'string' ? message.slice(0, 200) : '';
  } catch {
    return '';
  }
}

/**
 * The development sender: nothing leaves the machine. The message goes to the server log (the
 * number is not logged, only its last 4 digits) and, with `file`, as one JSON line to that file.
 */
export function createLogSender(log: SmsLog, file: string | null): SmsSender {
  return {
    provider: 'log',
    async send(to, text) {
      log.warn({ sms: { toEnding: to.slice(-4), text } }, 'SMS not sent (SMS_PROVIDER=log): the message is here');
      if (file) await appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), to, text })}\n`);
    },
  };
}

/** The sender SMS_PROVIDER names, or null for `none`. */
export function createSmsSender(settings: SmsSettings, log: SmsLog): SmsSender | null {
  if (settings.provider === 'none') return null;
  if (settings.provider === 'log') return createLogSender(log, settings.file);
  return createTermiiSender(settings);
}
