import { describe, expect, it } from 'vitest';
import { criticalCss, pageTokens, parseStylesheet } from '@/lib/page-cache/critical-css';

/** The critical CSS of `css` for `html`, from a freshly parsed sheet. */
const critical = (css: string, html: string) => criticalCss(parseStylesheet(css), html);
const sorted = (set: Set<string>) => [...set].sort();

describe('pageTokens', () => {
  it('reads the tag names, attribute names, classes and ids of every start tag', () => {
    const tokens = pageTokens(
      '<!DOCTYPE html><HTML lang="es"><body><DIV Class="a  b\tc" ID="main" data-State="open" hidden>' +
        '<input type="checkbox" checked="" disabled/><svg viewBox="0 0 1 1"><path d="M0 0"/></svg>' +
        "<p class='single'>x</p><span class=bare id=k>y</span></DIV></body></HTML>",
    );
    expect(sorted(tokens.tags)).toEqual(['body', 'div', 'html', 'input', 'p', 'path', 'span', 'svg']);
    expect(sorted(tokens.attributes)).toEqual(
      ['checked', 'class', 'd', 'data-state', 'disabled', 'hidden', 'id', 'lang', 'type', 'viewbox'].sort(),
    );
    expect(sorted(tokens.classes)).toEqual(['a', 'b', 'bare', 'c', 'single']);
    expect(sorted(tokens.ids)).toEqual(['k', 'main']);
  });

  it('decodes the entities React writes in attribute values, so Tailwind arbitrary variants are found', () => {
    const tokens = pageTokens(
      '<button class="[&amp;&gt;svg]:size-4 [&amp;>svg]:shrink-0 content-[&quot;x&quot;] before:content-[&#x27;-&#x27;] w-1/2 md:flex" id="a&amp;b">',
    );
    expect(sorted(tokens.classes)).toEqual(
      ['[&>svg]:shrink-0', '[&>svg]:size-4', "before:content-['-']", 'content-["x"]', 'md:flex', 'w-1/2'].sort(),
    );
    expect(sorted(tokens.ids)).toEqual(['a&b']);
  });

  it('ignores what is inside scripts, styles and comments: a `<` there is no tag', () => {
    const tokens = pageTokens(
      '<head><style>p>a{color:red}/*<table class="in-style">*/</style>' +
        '<script type="application/ld+json">{"x":"<aside class=\\"in-json\\">"}</script></head>' +
        '<body><!-- <nav class="in-comment"> --><script>if (a<b) document.write("<dialog class=in-js>")</SCRIPT>' +
        '<main class="real"></main></body>',
    );
    expect(sorted(tokens.tags)).toEqual(['body', 'head', 'main', 'script', 'style']);
    expect(sorted(tokens.classes)).toEqual(['real']);
  });
});

describe('criticalCss selection', () => {
  it('keeps the rules whose classes, ids, attribute names and elements are on the page', () => {
    const css =
      '.card{padding:1rem}.absent{color:red}#main{margin:0}#gone{margin:1px}' +
      'h1{font-size:2rem}table{border:0}BUTTON{cursor:pointer}' +
      '[data-state=closed]{opacity:0}[aria-expanded]{opacity:1}input[type=button]{border:1px}' +
      '.card h1>a{color:blue}.card table{color:red}';
    const html = '<main id="main"><div class="card" data-state="open"><h1><a href="/">x</a></h1><button>b</button></div></main>';
    // Attribute selectors need the attribute's name only (its value may change before the full sheet arrives).
    expect(critical(css, html)).toBe(
      '.card{padding:1rem}#main{margin:0}h1{font-size:2rem}BUTTON{cursor:pointer}[data-state=closed]{opacity:0}.card h1>a{color:blue}',
    );
  });

  it('compares Tailwind class names unescaped, including hex escapes, in and out of media queries', () => {
    const css =
      '.w-1\\/2{width:50%}.w-1\\/3{width:33%}@media (min-width:48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}' +
      '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.\\[\\&\\>svg\\]\\:size-5>svg{width:1.25rem}' +
      '.\\32 xl\\:p-4{padding:1rem}.\\31 0{order:10}.group\\/header{z-index:1}';
    const html = '<div class="w-1/2 md:flex [&amp;&gt;svg]:size-4 2xl:p-4 group/header"><svg></svg></div>';
    expect(critical(css, html)).toBe(
      '.w-1\\/2{width:50%}@media (min-width:48rem){.md\\:flex{display:flex}}.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}.\\32 xl\\:p-4{padding:1rem}.group\\/header{z-index:1}',
    );
  });

  it('keeps only the selectors of a list that may match', () => {
    expect(critical('.a,.b,h6,.c>p{margin:0}.x,.y{margin:1px}', '<p class="a c">')).toBe('.a,.c>p{margin:0}');
  });

  it('needs nothing for *, :root, :host, html, body and pseudo-elements', () => {
    const css =
      '*,:before,:after,::backdrop{box-sizing:border-box}:root,:host{--x:1}html,:host{line-height:1.5}body{margin:var(--x)}' +
      '::placeholder{opacity:1}::-webkit-search-decoration{appearance:none}::file-selector-button{font:inherit}.absent::before{content:""}';
    expect(critical(css, '<p>')).toBe(
      '*,:before,:after,::backdrop{box-sizing:border-box}:root,:host{--x:1}html,:host{line-height:1.5}body{margin:var(--x)}' +
        '::placeholder{opacity:1}::-webkit-search-decoration{appearance:none}::file-selector-button{font:inherit}',
    );
  });

  it('takes what :not() and the like require as present, and what :is(), :where() and :has() require as required', () => {
    const css =
      '.space-y-2>:not(:last-child){margin-block:.5rem}.a:not(.absent){color:red}li:nth-child(2n of .absent){color:blue}' +
      ':where(.space-y-2>:not(:last-child)){order:1}:where(.space-y-4>:not(:last-child)){order:-1}' +
      ':is(.absent,.a) p{order:2}:is(.absent,.gone) p{order:-2}.a:has(>img){order:3}.a:has(>video){order:-3}' +
      ':is(.\\*\\:snap-start>*){scroll-snap-align:start}';
    const html = '<ul class="space-y-2 a *:snap-start"><li><p>x</p><img src="/a.webp"></li></ul>';
    expect(critical(css, html)).toBe(
      '.space-y-2>:not(:last-child){margin-block:.5rem}.a:not(.absent){color:red}li:nth-child(2n of .absent){color:blue}' +
        ':where(.space-y-2>:not(:last-child)){order:1}:is(.absent,.a) p{order:2}.a:has(>img){order:3}:is(.\\*\\:snap-start>*){scroll-snap-align:start}',
    );
  });

  it('leaves hover to the full sheet, and keeps focus, active and disabled states', () => {
    const css =
      '.btn{color:black}.btn:hover{color:red}.btn:focus-visible{outline:2px}.btn:active{scale:.98}.btn:disabled{opacity:.5}.btn:not(:hover){opacity:.9}' +
      '@media (hover:hover){.btn:hover{color:blue}:is(:where(.group):hover .group-hover\\:underline){text-decoration-line:underline}.btn:has(:hover){--x:1}}' +
      '.menu .btn:hover,.menu .btn:focus{background:gray}';
    const html = '<div class="group menu"><a class="btn group-hover:underline">x</a></div>';
    expect(critical(css, html)).toBe(
      '.btn{color:black}.btn:focus-visible{outline:2px}.btn:active{scale:.98}.btn:disabled{opacity:.5}.btn:not(:hover){opacity:.9}.menu .btn:focus{background:gray}',
    );
  });

  it('keeps what in a hover-only media query does not need a hover (a layout for pointer devices)', () => {
    const css = '@media (hover:hover){.card .actions{opacity:0}.card:hover .actions{opacity:1}}';
    expect(critical(css, '<div class="card"><p class="actions">')).toBe('@media (hover:hover){.card .actions{opacity:0}}');
  });

  it('keeps unusual element names it cannot be sure of, and drops usual ones the page lacks', () => {
    const css = '@namespace svg url(http://www.w3.org/2000/svg);svg|rect{fill:red}*|circle{fill:blue}\\66 oo{color:red}math{display:block}';
    expect(critical(css, '<p>')).toBe(
      '@namespace svg url(http://www.w3.org/2000/svg);svg|rect{fill:red}*|circle{fill:blue}\\66 oo{color:red}',
    );
  });

  it('does not take the tags of a script or style for the page', () => {
    const css = '.ghost{display:none}dialog{color:red}.real{display:block}';
    const html = '<script>document.body.innerHTML = "<dialog class=\'ghost\'>" + (1<2)</script><style>.x{}</style><main class="real">';
    expect(critical(css, html)).toBe('.real{display:block}');
  });
});

describe('criticalCss at-rules', () => {
  it('keeps a @keyframes only when a kept animation names it, directly or through a variable', () => {
    const css =
      ':root{--animate-spin:spin 1s linear infinite;--animate-pulse:pulse 2s infinite}' +
      '.animate-spin{animation:var(--animate-spin)}.animate-pulse{animation:var(--animate-pulse)}.shake{animation:.5s ease-in-out shake}.fade{animation-name:fade-in}' +
      '@keyframes spin{to{rotate:360deg}}@keyframes pulse{50%{opacity:.5}}@keyframes shake{0%,to{translate:0}50%{translate:4px}}@keyframes fade-in{from{opacity:0}}';
    // The keyframes' own selectors (`to`, `50%`, `from`) are never filtered as page selectors.
    expect(critical(css, '<i class="animate-spin"></i><b class="shake"></b>')).toBe(
      ':root{--animate-spin:spin 1s linear infinite}.animate-spin{animation:var(--animate-spin)}.shake{animation:.5s ease-in-out shake}' +
        '@keyframes spin{to{rotate:360deg}}@keyframes shake{0%,to{translate:0}50%{translate:4px}}',
    );
    // Named by the page's own inline style.
    expect(critical(css, '<b style="animation:fade-in .2s"></b>')).toContain('@keyframes fade-in{from{opacity:0}}');
  });

  it('keeps a @property only when a kept declaration reads it', () => {
    const css =
      '.shadow{--tw-shadow:0 1px 2px #0000000d;box-shadow:var(--tw-inset-shadow),var(--tw-shadow)}.ring{--tw-ring-color:red}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-inset-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-ring-color{syntax:"*";inherits:false}';
    expect(critical(css, '<div class="shadow">')).toBe(
      '.shadow{--tw-shadow:0 1px 2px #0000000d;box-shadow:var(--tw-inset-shadow),var(--tw-shadow)}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-inset-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
    // Set, but read by nothing the page keeps: left to the whole sheet, with its registration.
    expect(critical(css, '<div class="ring">')).toBe('');
    expect(critical(`.ring-inset{box-shadow:inset 0 0 0 1px var(--tw-ring-color)}${css}`, '<div class="ring ring-inset">')).toBe(
      '.ring-inset{box-shadow:inset 0 0 0 1px var(--tw-ring-color)}.ring{--tw-ring-color:red}@property --tw-ring-color{syntax:"*";inherits:false}',
    );
  });

  it("reduces Tailwind's @property fallback to `@layer properties;`, keeping the layer's place", () => {
    const css =
      '@layer properties{@supports ((-webkit-hyphens:none) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000}}}' +
      '@layer theme{:root{--spacing:.25rem}}@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}}';
    expect(critical(css, '<p class="p-4">')).toBe(
      '@layer properties;@layer theme{:root{--spacing:.25rem}}@layer utilities{.p-4{padding:calc(var(--spacing) * 4)}}',
    );
  });

  it('leaves custom properties nothing kept reads to the whole sheet, following chains of them and the inline styles', () => {
    const css =
      '@layer theme{:root,:host{--color-primary:#15803d;--color-accent:#f59e0b;--radius:.5rem;--radius-control:var(--radius);--unused-chain:var(--radius)}}' +
      '@layer utilities{.text-primary{color:var(--color-primary)}.rounded-control{border-radius:var(--radius-control)}.font-bold{--tw-font-weight:700;font-weight:700}}';
    expect(critical(css, '<p class="text-primary rounded-control font-bold">')).toBe(
      '@layer theme{:root,:host{--color-primary:#15803d;--radius:.5rem;--radius-control:var(--radius)}}' +
        '@layer utilities{.text-primary{color:var(--color-primary)}.rounded-control{border-radius:var(--radius-control)}.font-bold{font-weight:700}}',
    );
    // A style attribute that reads one keeps it; a rule left with nothing goes, and its emptied layer stays a statement.
    expect(critical(css, '<p class="font-bold" style="background:var(--color-accent)">')).toBe(
      '@layer theme{:root,:host{--color-accent:#f59e0b}}@layer utilities{.font-bold{font-weight:700}}',
    );
    expect(critical('@layer theme{:root{--a:1}}@layer utilities{.x{--tw-x:1}}', '<p class="x">')).toBe('@layer theme;@layer utilities;');
  });

  it('keeps an emptied layer as a statement, and layer statements as they are, so the order of layers holds', () => {
    const css =
      '@layer theme,base,components,utilities;@layer base{h1{margin:0}}@layer components{.card{padding:1rem}}@layer utilities{.p-4{padding:1rem}}@layer{.anon{color:red}}@layer extra{.gone{color:red}}';
    expect(critical(css, '<h1>')).toBe(
      '@layer theme,base,components,utilities;@layer base{h1{margin:0}}@layer components;@layer utilities;@layer extra;',
    );
    // A layer emptied inside a block keeps its place there, and closes with its semicolon too.
    expect(critical('@media print{@layer a{.gone{color:red}}}@layer b{@layer c{.gone{color:red}}}', '<p>')).toBe(
      '@media print{@layer a;}@layer b{@layer c;}',
    );
  });

  it('removes grouping at-rules left empty, however deep, and keeps @font-face, @import and @charset as they are', () => {
    const css =
      '@charset "utf-8";@import url(fonts.css);@font-face{font-family:X;src:url(x.woff2)}' +
      '@media (min-width:40rem){.sm\\:flex{display:flex}@supports (display:grid){.absent{display:grid}}}' +
      '@media (min-width:64rem){@supports (color:lab(0% 0 0)){.absent{color:lab(50% 0 0)}}}@container (min-width:20rem){.gone{display:none}}' +
      '@supports (color:color-mix(in lab,red,red)){.sm\\:flex{color:color-mix(in lab,red,blue)}}';
    expect(critical(css, '<div class="sm:flex">')).toBe(
      '@charset "utf-8";@import url(fonts.css);@font-face{font-family:X;src:url(x.woff2)}@media (min-width:40rem){.sm\\:flex{display:flex}}' +
        '@supports (color:color-mix(in lab,red,red)){.sm\\:flex{color:color-mix(in lab,red,blue)}}',
    );
  });

  it('strips comments, also from values, selectors and preludes', () => {
    const css =
      '/*! tailwindcss v4.1.0 | MIT License | https://tailwindcss.com */@layer base{/* why */h1/* s */,h2{margin:0/* here */;color:red}}' +
      '@media /* c */ print{h1{color:black}}@font-face{/* f */font-family:X}';
    expect(critical(css, '<h1>')).toBe('@layer base{h1{margin:0;color:red}}@media print{h1{color:black}}@font-face{font-family:X}');
  });
});

describe('criticalCss and its sheet', () => {
  it('never changes the parsed sheet: every page gets its own rules from the same sheet', () => {
    const css =
      '@layer properties{@supports (x:y){*{--tw-a:0}}}@layer utilities{.a{color:red}.b,.c{color:blue}@media (hover:hover){.a:hover{color:green}}}@property --tw-a{syntax:"*";inherits:false}@keyframes k{to{opacity:0}}';
    const sheet = parseStylesheet(css);
    const first = criticalCss(sheet, '<p class="a">');
    const second = criticalCss(sheet, '<p class="c">');
    expect(first).toBe('@layer properties;@layer utilities{.a{color:red}}');
    expect(second).toBe('@layer properties;@layer utilities{.c{color:blue}}');
    expect(criticalCss(sheet, '<p class="a">')).toBe(first);
    expect(sheet.toString()).toBe(css);
  });
});

// The shape of Tailwind 4's minified output (lightningcss), abridged from the store's sheet.
const tailwind = [
  '/*! tailwindcss v4.3.5 | MIT License | https://tailwindcss.com */',
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-space-y-reverse:0;--tw-border-style:solid;--tw-font-weight:initial;--tw-scale-x:1}}}',
  '@layer theme{:root,:host{--color-primary:#15803d;--spacing:.25rem;--font-weight-semibold:600;--animate-spin:spin 1s linear infinite}}',
  '@layer base{*,:after,:before,::backdrop{box-sizing:border-box;border:0 solid;margin:0;padding:0}html,:host{-webkit-text-size-adjust:100%;line-height:1.5}',
  'h1,h2,h3{font-size:inherit;font-weight:inherit}img,svg,video{vertical-align:middle;display:block}button,input,select{font:inherit}',
  '[hidden]:where(:not([hidden=until-found])){display:none!important}}',
  '@layer components{.btn{border-radius:.375rem;align-items:center;display:inline-flex}.btn svg{flex-shrink:0}.btn-primary{background-color:var(--color-primary)}',
  '@media (hover:hover){.btn-primary:hover{background-color:#166534}}.btn-primary:active{background-color:#14532d}.dialog{position:fixed}}',
  '@layer utilities{.flex{display:flex}.grid{display:grid}.hidden{display:none}.border{border-style:var(--tw-border-style);border-width:1px}',
  ':where(.space-y-2>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(calc(var(--spacing) * 2) * var(--tw-space-y-reverse))}',
  '.font-semibold{--tw-font-weight:var(--font-weight-semibold);font-weight:var(--font-weight-semibold)}.animate-spin{animation:var(--animate-spin)}',
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:calc(var(--spacing) * 4);height:calc(var(--spacing) * 4)}',
  '.data-\\[state\\=open\\]\\:bg-primary[data-state=open]{background-color:var(--color-primary)}',
  '@media (hover:hover){.hover\\:scale-105:hover{--tw-scale-x:105%;scale:var(--tw-scale-x)}:is(:where(.group):hover .group-hover\\:underline){text-decoration-line:underline}}',
  '@media (min-width:48rem){.md\\:grid{display:grid}.md\\:hidden{display:none}}@media (min-width:64rem){.lg\\:flex{display:flex}}}',
  '@property --tw-space-y-reverse{syntax:"*";inherits:false;initial-value:0}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}',
  '@property --tw-font-weight{syntax:"*";inherits:false}@property --tw-scale-x{syntax:"*";inherits:false;initial-value:1}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('criticalCss on a Tailwind 4 sheet', () => {
  it('gives a store page the rules of its markup, in the layers and order of the sheet', () => {
    const html =
      '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><title>Tienda</title>' +
      '<script>self.__x="<div class=\\"hidden grid\\">"</script></head>' +
      '<body><header class="flex group"><h1 class="font-semibold">Tienda</h1>' +
      '<button type="button" class="btn btn-primary [&amp;&gt;svg]:size-4 hover:scale-105 group-hover:underline data-[state=open]:bg-primary" data-state="closed"><svg viewBox="0 0 24 24"></svg>Añadir</button></header>' +
      '<ul class="space-y-2 md:grid"><li>Uno</li></ul><!--$--></body></html>';
    expect(criticalCss(parseStylesheet(tailwind), html)).toBe(
      [
        '@layer properties;',
        '@layer theme{:root,:host{--color-primary:#15803d;--spacing:.25rem;--font-weight-semibold:600}}',
        '@layer base{*,:after,:before,::backdrop{box-sizing:border-box;border:0 solid;margin:0;padding:0}html,:host{-webkit-text-size-adjust:100%;line-height:1.5}',
        'h1{font-size:inherit;font-weight:inherit}svg{vertical-align:middle;display:block}button{font:inherit}}',
        '@layer components{.btn{border-radius:.375rem;align-items:center;display:inline-flex}.btn svg{flex-shrink:0}.btn-primary{background-color:var(--color-primary)}',
        '.btn-primary:active{background-color:#14532d}}',
        '@layer utilities{.flex{display:flex}',
        ':where(.space-y-2>:not(:last-child)){--tw-space-y-reverse:0;margin-block-start:calc(calc(var(--spacing) * 2) * var(--tw-space-y-reverse))}',
        '.font-semibold{font-weight:var(--font-weight-semibold)}',
        '.\\[\\&\\>svg\\]\\:size-4>svg{width:calc(var(--spacing) * 4);height:calc(var(--spacing) * 4)}',
        '.data-\\[state\\=open\\]\\:bg-primary[data-state=open]{background-color:var(--color-primary)}',
        '@media (min-width:48rem){.md\\:grid{display:grid}}}',
        '@property --tw-space-y-reverse{syntax:"*";inherits:false;initial-value:0}',
      ].join(''),
    );
  });
});
