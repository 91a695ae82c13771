import { describe, expect, it } from 'vitest';
import { contractBlocks, plainInline } from './contract-markdown';

describe('the contract Markdown as blocks for a document', () => {
  it('reads headings, paragraphs joined across lines and bulleted and numbered items', () => {
    expect(contractBlocks('## Smlouva\n\nPrvní řádek\ndruhý řádek.\n\n- jedna\n- dvě\npokračuje\n\n2. druhý bod')).toEqual([
      { kind: 'heading', level: 2, text: 'Smlouva' },
      { kind: 'paragraph', text: 'První řádek druhý řádek.' },
      { kind: 'item', marker: '•', text: 'jedna' },
      { kind: 'item', marker: '•', text: 'dvě pokračuje' },
      { kind: 'item', marker: '2.', text: 'druhý bod' },
    ]);
  });

  it('drops emphasis marks, keeps a link\'s address and resolves the escapes the filled placeholders carry', () => {
    expect(plainInline('**Jana** a _Petr_ [web](https://example.cz) Jana\\_Nováková \\[x\\]')).toBe('Jana a Petr web (https://example.cz) Jana_Nováková [x]');
  });
});
