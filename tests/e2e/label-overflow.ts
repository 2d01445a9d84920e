import type { Page } from '@playwright/test';

/**
 * Buttons (and links drawn as buttons: any link that is not inline text) whose label does not fit
 * them: a line of the label's text reaches past the control's left or right edge, so it spills
 * over the border or is cut without a sign. The text is measured, not the control's scroll width:
 * a larger tap area drawn around a small icon button is not a label. A label cut on purpose
 * (`text-overflow: ellipsis` on the control or inside it), a control that scrolls sideways by
 * design and one hidden for screen readers only (the skip link) are not counted.
 * Returns one line per control: its tag, its text and how far the text runs past its edge.
 */
export async function overflowingLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"], [role="menuitem"], a[href]');
    for (const el of controls) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || style.display === 'inline' || style.display === 'contents') continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      // Each visible piece of text: not one hidden for screen readers only (a link's
      // '(opens in a new tab)'), nor one inside a hidden part.
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        let hidden = false;
        for (let parent = node.parentElement; parent && parent !== el.parentElement; parent = parent.parentElement) {
          const look = getComputedStyle(parent);
          if (look.display === 'none' || look.visibility === 'hidden' || look.clip !== 'auto' || look.clipPath !== 'none') hidden = true;
        }
        if (hidden) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
      }
      const past = Math.max(0, ...lines.map((rect) => Math.max(rect.right - box.right, box.left - rect.left)));
      if (past <= 1) continue;
      const truncated = [el, ...el.querySelectorAll<HTMLElement>('*')].some((node) => getComputedStyle(node).textOverflow === 'ellipsis');
      if (truncated) continue;
      const text = (el.innerText || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().slice(0, 60);
      found.push(`${el.tagName.toLowerCase()} "${text}" runs ${Math.round(past)} px past its edge (${Math.round(box.width)} px wide)`);
    }
    return found;
  });
}
