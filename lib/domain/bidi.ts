/**
 * Customer text placed inside a sentence or a title, between FIRST STRONG ISOLATE (U+2068) and POP
 * DIRECTIONAL ISOLATE (U+2069): the plain-text form of `<bdi>`, for strings that cannot hold an
 * element (dialog descriptions, translated messages). An override inside, even one left open by
 * text stored before validation refused them, ends at the closing mark and cannot reorder the
 * rest of the line.
 */
export function isolateText(text: string): string {
  return `\u2068${text}\u2069`;
}
