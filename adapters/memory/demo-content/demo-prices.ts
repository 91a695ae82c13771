import type { PriceExtra, PriceList, PricePackage } from '../../../domain/content/price-package';
import { demoId } from './demo-ids';

function pricePackage(order: number, slug: string, fields: Omit<PricePackage, 'id' | 'slug' | 'order'>): PricePackage {
  return { id: demoId(`price-package:${slug}`), slug, order, ...fields };
}

function extra(slug: string, fields: Omit<PriceExtra, 'id' | 'slug'>): PriceExtra {
  return { id: demoId(`price-extra:${slug}`), slug, ...fields };
}

export const demoPriceList: PriceList = {
  packages: [
    pricePackage(1, 'obrad', {
      name: 'Obřad',
      priceCzk: 18000,
      hours: 3,
      photosApprox: 200,
      features: [
        'Příchod hostů, obřad a gratulace',
        'Skupinové fotografie s rodinou a přáteli',
        'Krátké portréty novomanželů',
        'Online galerie ke stažení do 4 týdnů',
      ],
      highlighted: false,
    }),
    pricePackage(2, 'polovina-dne', {
      name: 'Polovina dne',
      priceCzk: 29000,
      hours: 6,
      photosApprox: 400,
      features: [
        'Přípravy nevěsty nebo ženicha',
        'Obřad, gratulace a skupinové fotografie',
        'Portréty novomanželů v klidu a bez spěchu',
        'Slavnostní oběd a první přípitek',
        'Online galerie ke stažení do 5 týdnů',
      ],
      highlighted: false,
    }),
    pricePackage(3, 'cely-den', {
      name: 'Celý den',
      priceCzk: 39000,
      hours: 10,
      photosApprox: 650,
      features: [
        'Osobní schůzka a pomoc s harmonogramem',
        'Přípravy obou snoubenců',
        'Obřad, hostina, portréty při západu slunce',
        'První tanec a večerní zábava',
        'Online galerie a 30 upravených fotografií do 7 dnů',
      ],
      highlighted: true,
    }),
    pricePackage(4, 'cely-den-a-fotokniha', {
      name: 'Celý den a fotokniha',
      priceCzk: 52000,
      hours: 12,
      photosApprox: 800,
      features: [
        'Vše z balíčku Celý den',
        'Předsvatební focení v délce 1,5 hodiny',
        'Fotokniha 30 × 30 cm se 40 dvoustranami',
        'Dárková krabička s 20 tištěnými fotografiemi',
      ],
      highlighted: false,
    }),
  ],
  extras: [
    extra('predsvatebni-foceni', {
      name: 'Předsvatební focení',
      priceCzk: 4500,
      description: 'Zhruba 1,5 hodiny focení na místě podle vašeho výběru, 60 upravených fotografií.',
    }),
    extra('dalsi-hodina', {
      name: 'Další hodina focení',
      priceCzk: 3000,
      description: 'Prodloužení kteréhokoli balíčku, domluvit se můžeme i přímo na svatbě.',
    }),
    extra('druhy-fotograf', {
      name: 'Druhý fotograf',
      priceCzk: 9000,
      description: 'Kolega nebo kolegyně pro souběžné přípravy a jiný úhel pohledu při obřadu (až 6 hodin).',
    }),
    extra('fotokniha', {
      name: 'Fotokniha 30 × 30 cm',
      priceCzk: 6900,
      description: 'Lněný přebal, 40 dvoustran, grafické zpracování a náhled před tiskem.',
    }),
    extra('tistene-fotografie', {
      name: 'Krabička s tištěnými fotografiemi',
      priceCzk: 1900,
      description: '20 fotografií 13 × 18 cm na matném papíře v dřevěné krabičce.',
    }),
  ],
  notes: [
    'Po Brně a do 30 km od Brna jezdím zdarma, dál účtuji cestovné 8 Kč/km. Pokud svatba končí po půlnoci a je daleko, prosím o zajištění noclehu.',
    'Nejsem plátce DPH, uvedené ceny jsou konečné.',
    'Termín je rezervovaný po podpisu smlouvy a uhrazení zálohy 5 000 Kč, která se odečítá od celkové ceny.',
  ],
};
