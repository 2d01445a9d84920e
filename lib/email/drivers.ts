import 'server-only';
import { Resend } from 'resend';

export type EmailMessage = { to: string; subject: string; text: string; html?: string; replyTo?: string };

export type SendOptions = {
  /** Same key → the provider sends at most once (outbox retries after a timeout). */
  idempotencyKey?: string;
};

export interface EmailDriver {
  readonly name: string;
  /** Resolves with the provider's message id; throws EmailSendError (or any error) on failure. */
  send(message: EmailMessage, options?: SendOptions): Promise<{ id: string | null }>;
}

/** `permanent`: retrying the same message cannot succeed (e.g. an invalid address). */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'EmailSendError';
  }
}

const SEND_TIMEOUT_MS = 15_000;

/**
 * Resend. `baseUrl` is passed explicitly from lib/env (RESEND_BASE_URL) so tests can point the
 * SDK at a local mock; the SDK would otherwise read process.env.RESEND_BASE_URL itself (it also
 * reads RESEND_USER_AGENT and RESEND_DEBUG there), which resolves to the same value.
 */
export function createResendDriver(config: { apiKey: string; from: string; baseUrl?: string }): EmailDriver {
  const resend = new Resend(config.apiKey, config.baseUrl ? { baseUrl: config.baseUrl.replace(/\/+$/, '') } : undefined);
  return {
    name: 'resend',
    async send(message, options = {}) {
      const { data, error } = await resend.emails.send(
        {
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        },
        { idempotencyKey: options.idempotencyKey, signal: AbortSignal.timeout(SEND_TIMEOUT_MS) },
      );
      if (error) {
        // 400/422 mean the message itself is wrong; anything else (auth, 429, 5xx, network) may pass later.
        const permanent = error.statusCode === 400 || error.statusCode === 422;
        throw new EmailSendError(`Resend ${error.statusCode ?? 'network'} ${error.name}: ${error.message}`, permanent);
      }
      return { id: data?.id ?? null };
    },
  };
}

/** Embedded default: every e-mail goes to the server log, readable as one block. */
export function createLogDriver(): EmailDriver {
  return {
    name: 'log',
    async send(message) {
      const lines = [
        '──── e-mail (log driver, not sent) ────',
        `To:       ${message.to}`,
        ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
        `Subject:  ${message.subject}`,
        '',
        message.text,
        '───────────────────────────────────────',
      ];
      console.info(lines.join('\n'));
      return { id: null };
    },
  };
}
