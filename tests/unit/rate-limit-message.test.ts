import { describe, expect, it } from 'vitest';
import { tooManyRequests } from '@/lib/errors';
import { httpStatusOf } from '@/lib/http/errors';
import { waitInWords } from '@/lib/rate-limit/message';
import { errorResponse } from '@/lib/http/route';

describe('the wait of a 429, in words', () => {
  it('reads seconds under a minute, minutes (rounded up) under an hour and a half, then hours', () => {
    expect(waitInWords(1, 'es')).toBe('1 segundo');
    expect(waitInWords(0.2, 'es')).toBe('1 segundo');
    expect(waitInWords(45, 'es')).toBe('45 segundos');
    expect(waitInWords(60, 'es')).toBe('1 minuto');
    expect(waitInWords(61, 'es')).toBe('2 minutos');
    expect(waitInWords(12 * 60 - 5, 'es')).toBe('12 minutos');
    expect(waitInWords(89 * 60, 'es')).toBe('89 minutos');
    expect(waitInWords(90 * 60, 'es')).toBe('2 horas');
    expect(waitInWords(86_400, 'es')).toBe('24 horas');
    expect(waitInWords(1, 'en')).toBe('1 second');
    expect(waitInWords(700, 'en')).toBe('12 minutes');
    expect(waitInWords(3 * 3600, 'en')).toBe('3 hours');
  });

  it('says what was limited and for how long, in each language', async () => {
    expect(tooManyRequests(700).message).toBe('Demasiados intentos. Inténtalo de nuevo en 12 minutos.');
    expect(await errorResponse(tooManyRequests(700, 'orders'), {}, 'en').json()).toMatchObject({
      error: 'You placed too many orders in a row. Try again in 12 minutes.',
    });
  });

  it('answers in the language the client asks for (Accept-Language), Spanish otherwise', async () => {
    const error = tooManyRequests(719.4, 'staffLogin');
    expect(httpStatusOf(error)).toBe(429);
    expect(error.headers?.['Retry-After']).toBe('720');
    const spanish = await errorResponse(error).json();
    expect(spanish).toMatchObject({
      code: 'rate_limited',
      retryAfter: 720,
      error: 'Demasiados intentos fallidos. Inténtalo de nuevo en 12 minutos.',
    });
    const english = await errorResponse(error, {}, 'en').json();
    expect(english.error).toBe('Too many failed attempts. Try again in 12 minutes.');
  });
});
