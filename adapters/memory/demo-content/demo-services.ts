import type { Service } from '../../../domain/content/service';
import { demoId } from './demo-ids';
import { demoImage } from './demo-media';

function service(order: number, slug: string, fields: Omit<Service, 'id' | 'slug' | 'order' | 'image'>, alt: string): Service {
  return { id: demoId(`service:${slug}`), slug, order, ...fields, image: demoImage(`services/${slug}.svg`, 'L', alt) };
}

export const demoServices: Service[] = [
  service(
    1,
    'svatebni-reportaz',
    {
      title: 'Celodenní svatební reportáž',
      summary: 'Od ranních příprav až po první tanec a večerní oslavu – celý váš den v jednom příběhu.',
      description: [
        'Přijedu ráno na přípravy a zůstanu až do večera. Zachytím oblékání šatů, první pohled, obřad, gratulace, hostinu i divoký parket, ale hlavně drobné chvíle mezi tím.',
        'Fotím dokumentárním stylem: do dění zasahuji jen tehdy, když je to potřeba, například u skupinových fotografií nebo portrétů.',
        'Součástí je osobní schůzka před svatbou, pomoc s harmonogramem a online galerie s fotografiemi v plném rozlišení.',
      ],
    },
    'Nevěsta se smíchem objímá ženicha uprostřed tanečního parketu',
  ),
  service(
    2,
    'obrad-a-portrety',
    {
      title: 'Obřad a portréty',
      summary: 'Menší svatba nebo jen obřad? Zachytím to nejdůležitější a uděláme spolu klidné portréty.',
      description: [
        'Tahle varianta je ideální pro komorní svatby, obřady na úřadě nebo pro páry, které chtějí mít hlavně krásné fotografie ze slibu a portréty.',
        'Fotím příchod, celý obřad, gratulace, skupinové fotografie a přibližně hodinu portrétů v okolí místa konání.',
      ],
    },
    'Novomanželé na schodech radnice, zasypaní okvětními lístky',
  ),
  service(
    3,
    'predsvatebni-foceni',
    {
      title: 'Předsvatební focení',
      summary: 'Seznámíme se před kamerou ještě před svatbou – v přírodě, ve městě nebo u vás doma.',
      description: [
        'Předsvatební focení je nejlepší způsob, jak se přestat bát objektivu. Poznáme se, vyzkoušíme si, co vám sedí, a ve svatební den už budete mnohem uvolněnější.',
        'Místo vybereme spolu: oblíbená vyhlídka, louka za městem, kavárna, kde jste měli první rande. Focení trvá zhruba hodinu a půl a fotografie můžete použít třeba na oznámení.',
      ],
    },
    'Snoubenci se procházejí u rybníka v podvečerním světle',
  ),
  service(
    4,
    'svatebni-fotokniha',
    {
      title: 'Svatební fotokniha',
      summary: 'Ručně vázaná kniha z vašich nejkrásnějších fotografií, která vydrží generace.',
      description: [
        'Fotografie v telefonu časem zapadnou, kniha zůstane. Z vaší svatby vyberu a graficky zpracuji zhruba 80 fotografií do knihy s lněným přebalem.',
        'Před tiskem vám pošlu náhled, do kterého můžete zasahovat – vyměnit fotky, změnit pořadí nebo přidat text. Knihy tiskneme v malé knihařské dílně v Brně.',
      ],
    },
    'Otevřená svatební fotokniha s lněným přebalem na dřevěném stole',
  ),
];
