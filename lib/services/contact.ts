import 'server-only';
import { getDb } from '@/db';
import { contactMessages } from '@/db/schema';
import { business } from '@/lib/business';
import { enqueueEmail, kickOutbox } from '@/lib/email/outbox';
import { emailCopy } from '@/lib/email/copy';
import { renderEmail } from '@/lib/email/layout';
import { getEnv } from '@/lib/env';
import { enforceRateLimits } from '@/lib/rate-limit';
import type { ContactInput } from '@/lib/validation/contact';
import { recordConsent } from './customer-privacy';

export const CONTACT_RATE_LIMITS = (ip: string) => [
  { key: `contact-ip-10m:${ip}`, limit: 10, windowSeconds: 600 },
  { key: `contact-ip-day:${ip}`, limit: 100, windowSeconds: 86_400 },
];

/**
 * Stores a contact message and queues its copy to the business (reply-to the sender) in one
 * transaction. A filled honeypot is accepted silently and dropped, so bots learn nothing. The
 * per-IP limit is counted before `readInput` reads the body: a flood is refused unread.
 */
export async function submitContactMessage(ip: string, readInput: () => Promise<ContactInput>): Promise<{ stored: boolean }> {
  const db = await getDb();
  await enforceRateLimits(db, CONTACT_RATE_LIMITS(ip), 'contact');
  const input = await readInput();
  if (input.website && input.website.trim() !== '') return { stored: false };

  const { nombre, email, asunto, mensaje } = input;
  // The store's own copy, read by staff: in Spanish, the back office's language.
  const copy = emailCopy('es', 'contactCopy');
  const { html, text } = renderEmail({
    locale: 'es',
    title: copy('title', { subject: asunto }),
    preheader: copy('preheader', { name: nombre }),
    paragraphs: [copy('intro', { name: nombre, email }), mensaje],
    table: {
      rows: [
        [copy('name'), nombre],
        [copy('email'), email],
        [copy('subjectRow'), asunto],
      ],
    },
  });
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ nombre, email, asunto, mensaje, ip });
    if (input.acceptDataPolicy) await recordConsent(tx, { email, kind: 'data_policy', granted: true, source: 'contact', ip });
    await enqueueEmail(tx, {
      kind: 'contact_copy',
      to: getEnv().STAFF_NOTIFICATION_EMAIL ?? business.email,
      replyTo: email,
      subject: copy('subject', { subject: asunto }),
      text,
      html,
    });
  });
  kickOutbox();
  return { stored: true };
}
