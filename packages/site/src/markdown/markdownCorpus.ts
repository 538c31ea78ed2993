/**
 * Markdown documents that exercise every construct a post can use. `MarkdownContent.test.tsx`
 * renders each and compares with the HTML recorded in `markdownCorpus.expected.ts`, which was
 * taken from react-markdown 10 (the renderer this one replaced) and then kept as the contract.
 * `media` and `gfm` are ours alone: the owner's `/media/…` images as `<picture>`s (any other image as before).
 */
export const MARKDOWN_CORPUS: Record<string, string> = {
  headings: '# One\n\nText\n\n### Three\n\nSetext two\n---\n\n#### Four *em*\n',
  inline: 'Plain *em* _em_ **strong** __strong__ `code` and ***both***.\nSoft break.  \nHard break\\\nBackslash break. Entities &amp; &copy; &#65; \\*escaped\\*.',
  code: '```ts\nconst a = 1 < 2;\n```\n\n```\nplain\n```\n\n    indented\n    code\n\nInline `a <b>` code.',
  lists: '- one\n- two\n  - nested\n  - nested two\n- three\n\n3. three\n4. four\n\n* loose\n\n* list\n\n1) paren\n',
  quote: '> A quote\n> - with\n> - list\n>\n> > nested\n',
  links:
    '[site](/writing/x) [web](https://example.com "Title") [mail](mailto:a@b.c) [frag](#part) [rel](notes)\n\n' +
    '[js](javascript:alert(1)) [data](data:text/html,x) [proto](//evil.example) [vb](VBScript:x)\n\n<https://auto.example> <a@b.example>',
  references: 'See [the ref][r] and [collapsed][] and [shortcut].\n\n![pic][img]\n\n[r]: https://ref.example "Ref"\n[collapsed]: /writing/c\n[shortcut]: #s\n[img]: https://img.example/a.png',
  images: '![alt text](https://img.example/a.png "T") ![bad](javascript:x) ![data](data:image/png;base64,AAAA) ![rel](/uploads/a.png) ![](https://img.example/empty.png)',
  media:
    '![The wiring](/media/abcdefghijklmnopqrstuv_2400x1600_1600.jpg "Wiring") ![ref][m]\n\n' +
    '![odd](/media/abcdefghijklmnopqrstuv_2400x1600_1600.webp) ![short](/media/short_1x1_1.png) [a link](/media/abcdefghijklmnopqrstuv_2400x1600_1600.jpg)\n\n' +
    '[m]: /media/0123456789-_abcdefghij_640x480_640.jpg',
  html: '<div onclick="x()">block html</div>\n\nInline <b>bold</b> and <script>alert(1)</script> text.\n\n<!-- comment -->',
  rules: 'a\n\n***\n\nb\n\n- - -\n',
  empty: '',
  // GitHub's extensions (ours alone, react-markdown had none of them).
  gfm:
    '| Left | Centre | Right | None |\n|:-----|:------:|------:|------|\n| a | **b** | ~~c~~ | `d` |\n\n' +
    '- [x] done\n- [ ] to do\n- plain\n\n~one~ ~~two~~ www.auto.example https://bare.example/a?b, mail a@b.example, javascript:alert(1)\n\n' +
    'A note[^n] and again[^n].\n\n[^n]: The *note*.\n[^unused]: Never shown.',
};
