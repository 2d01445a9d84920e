import { z } from 'zod';
import { message } from '@/lib/i18n/validation-message';
import { SYNONYM_MAX_CHARS, SYNONYM_MAX_MEMBERS, synonymGroupProblems } from '@/lib/domain/search';
import { HIDDEN_CHARACTERS_MESSAGE, requiredSingleLine } from '@/lib/validation/plain-text';

/** Issue 20 item 6: texts of a synonym group's errors (field `terms`, or `terms.<n>` for one member). */
export const SYNONYM_MESSAGES = {
  required: message('synonymsTooFew'),
  member: message('synonymRequired'),
  memberTooLong: message('synonymMaxChars', { max: SYNONYM_MAX_CHARS }),
  tooMany: message('synonymsMax', { max: SYNONYM_MAX_MEMBERS }),
  tooFew: message('synonymsDistinct'),
  duplicate: (term: string) => message('synonymDuplicate', { term }),
  noWords: (term: string) => message('synonymNoWords', { term }),
  taken: (term: string, group: readonly string[]) => message('synonymTaken', { term, group: group.join(', ') }),
};

const member = requiredSingleLine(
  { required: SYNONYM_MESSAGES.member, tooLong: SYNONYM_MESSAGES.memberTooLong, hiddenCharacters: HIDDEN_CHARACTERS_MESSAGE },
  SYNONYM_MAX_CHARS,
).transform((term) => term.replace(/\s+/g, ' '));

/**
 * A group of equivalent words or phrases as staff write them: 2 to 10 members of at most 60
 * characters, each with a searchable word, none repeating another once normalised (accents,
 * case, plural: 'Pitillos' repeats 'pitillo'). That no member is in another group is checked
 * by the service, against the stored groups.
 */
export const searchSynonymInput = z.object({
  terms: z
    .array(member, { error: SYNONYM_MESSAGES.required })
    .max(SYNONYM_MAX_MEMBERS, { error: SYNONYM_MESSAGES.tooMany })
    .superRefine((terms, ctx) => {
      for (const { index, problem } of synonymGroupProblems(terms)) {
        if (problem === 'too_few') ctx.addIssue({ code: 'custom', message: SYNONYM_MESSAGES.tooFew });
        else {
          const message = problem === 'duplicate' ? SYNONYM_MESSAGES.duplicate(terms[index]) : SYNONYM_MESSAGES.noWords(terms[index]);
          ctx.addIssue({ code: 'custom', message, path: [index] });
        }
      }
    }),
});

export type SearchSynonymInput = z.infer<typeof searchSynonymInput>;

/** The form's one text box: members separated by commas, semicolons or new lines. */
export function splitSynonymTerms(text: string): string[] {
  return text
    .split(/[,;\n]/)
    .map((term) => term.trim())
    .filter(Boolean);
}
