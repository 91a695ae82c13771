import type { FaqItem } from '../../../domain/content/faq';
import { demoId } from './demo-ids';

const BOOKING = 'Rezervace a platby';
const WEDDING_DAY = 'Svatební den';
const DELIVERY = 'Fotografie a předání';

type FaqEntry = readonly [category: string, question: string, answer: string[]];

const entries: FaqEntry[] = [
  [
    BOOKING,
    'Jak dlouho dopředu si vás mám rezervovat?',
    [
      'Na sezónní soboty od května do září se termíny obvykle plní rok i víc dopředu. Všední dny a zimní svatby bývají volné i pár měsíců předem.',
      'Nejjistější je napsat mi hned, jak budete znát datum – ráda vám termín na týden nezávazně podržím.',
    ],
  ],
  [
    BOOKING,
    'Jak probíhá rezervace termínu?',
    [
      'Po první domluvě vám pošlu smlouvu. Jakmile ji podepíšete a uhradíte zálohu 5 000 Kč, je termín závazně váš.',
    ],
  ],
  [
    BOOKING,
    'Kdy se platí zbytek ceny?',
    ['Doplatek posílejte převodem nejpozději 14 dní po svatbě, na základě faktury, kterou vám pošlu e-mailem.'],
  ],
  [
    BOOKING,
    'Co když budeme muset svatbu přesunout nebo zrušit?',
    [
      'Přesun na jiný volný termín je bez poplatku a záloha se převádí. Při zrušení svatby záloha propadá, protože termín jsem kvůli vám odmítla jiným párům.',
    ],
  ],
  [
    WEDDING_DAY,
    'Fotíte i mimo Brno?',
    [
      'Ano, fotím po celé České republice i v zahraničí. Do 30 km od Brna jezdím zdarma, dál účtuji cestovné podle ceníku.',
    ],
  ],
  [
    WEDDING_DAY,
    'Musíme umět pózovat?',
    [
      'Vůbec ne. Většinu dne fotím nenápadně a do dění nezasahuji. U portrétů vám napovím, kam se postavit, a zbytek nechám na vás – nejlepší fotky vznikají, když si spolu povídáte.',
    ],
  ],
  [
    WEDDING_DAY,
    'Potřebujete během svatby jídlo a pauzu?',
    [
      'Budu ráda, když se mnou budete počítat u oběda a večeře jako s hostem. Během jídla se stejně nefotí, takže si v tu chvíli na chvíli odpočinu a dobiju baterky.',
    ],
  ],
  [
    WEDDING_DAY,
    'Co když bude pršet?',
    [
      'Déšť není konec světa. Mám s sebou průhledné deštníky a vždycky si předem projdu místo, abych věděla, kde se dá fotit pod střechou. Některé z nejhezčích portrétů vznikly právě v dešti.',
    ],
  ],
  [
    DELIVERY,
    'Kdy dostaneme fotografie?',
    [
      'Prvních 30 upravených fotografií vám pošlu do týdne po svatbě. Celou galerii dostanete do 4 až 6 týdnů, v hlavní sezóně spíš ke konci této lhůty.',
    ],
  ],
  [
    DELIVERY,
    'V jaké podobě fotografie předáváte?',
    [
      'Fotografie najdete v soukromé online galerii, ze které si je stáhnete v plném rozlišení i ve verzi pro sociální sítě. Galerii můžete sdílet s hosty.',
      'Galerie zůstává dostupná jeden rok, proto si fotografie prosím zálohujte.',
    ],
  ],
  [
    DELIVERY,
    'Dáváte i neupravené fotografie?',
    [
      'Neupravené soubory (RAW) nepředávám. Výběr a úprava jsou součástí mé práce a dostanete ode mě všechny povedené fotografie, ne jen pár vybraných.',
    ],
  ],
  [
    DELIVERY,
    'Můžeme fotografie zveřejnit a vytisknout?',
    [
      'Samozřejmě. Fotografie můžete tisknout, sdílet a posílat rodině, jak chcete. Jen prosím nepoužívejte filtry a při sdílení na sociálních sítích mě označte.',
    ],
  ],
];

export const demoFaq: FaqItem[] = entries.map(([category, question, answer], index) => ({
  id: demoId(`faq:${question}`),
  question,
  answer,
  category,
  order: index + 1,
}));
