import type { ContractTemplate } from '../../../domain/contract/contract-template';

/** The demo contract: short, but with every kind of value a real one fills, so the portal and the PDF show each. */
export const demoContractTemplate: ContractTemplate = {
  version: 1,
  body: [
    '## Smlouva o fotografování svatby',
    '',
    'Objednatelé **{{snoubenci}}** ({{email}}) a fotografka uzavírají tuto smlouvu o fotografování svatby, rezervace {{rezervace}}.',
    '',
    '### Svatba',
    '',
    '- Datum: {{datum}}, obřad v {{cas_obradu}}',
    '- Místo: {{misto}}',
    '',
    '### Cena',
    '',
    '- Balíček: {{balicek}}',
    '- Doplňky: {{doplnky}}',
    '- Cena celkem: {{cena}}',
    '- Záloha: {{zaloha}}, splatná do {{splatnost_zalohy}}; doplatek {{doplatek}} v den svatby.',
    '',
    '### Odstoupení',
    '',
    'Smlouva je uzavřena distančním způsobem: objednatelé mohou od smlouvy odstoupit bez udání důvodu do 14 dnů ode dne jejího uzavření (§ 1829 odst. 1 občanského zákoníku).',
  ].join('\n'),
};
