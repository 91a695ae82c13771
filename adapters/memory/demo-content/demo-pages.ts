import type { Page } from '../../../domain/content/page';
import { demoId } from './demo-ids';
import { DEMO_SHARE_IMAGE } from './demo-media';
import { demoSiteSettings } from './demo-site';

const inspirationBody = `
<h2>Jak vybrat místo pro svatbu</h2>
<p>Místo určuje atmosféru celého dne. Než podepíšete smlouvu, zajeďte se tam podívat ve stejnou denní dobu, kdy bude obřad. Uvidíte, kde svítí slunce, kde je stín a jestli je po ruce nějaké místo pro případ deště.</p>
<ul>
  <li><strong>Zámky a zámecké parky</strong> – elegantní kulisa, ale často přísnější pravidla a pevně daný čas obřadu.</li>
  <li><strong>Statky a stodoly</strong> – volnost, dlouhé stoly a tanec do rána. Počítejte s vlastní výzdobou.</li>
  <li><strong>Vinařství</strong> – skvělé jídlo, víno a sklepy, které zachrání portréty, když prší.</li>
  <li><strong>Hory a příroda</strong> – dechberoucí výhledy, ale pro hosty náročnější cesta.</li>
</ul>
<h2>Světlo je víc než výzdoba</h2>
<p>Nejhezčí portréty vznikají v hodině před západem slunce. Pokud to jde, naplánujte si na tuto dobu dvacet minut jen pro sebe. Hosté to zvládnou a vy budete mít fotografie, ke kterým se budete vracet.</p>
<p>Na polední obřad v plném slunci se nebojte – stačí, když se postavíte do stínu stromu nebo pergoly. Oddávající i hosté vám poděkují.</p>
<h2>Inspirace z opravdových svateb</h2>
<p>Podívejte se, jak to vypadalo u párů, které jsem fotila: <a href="/weddings/lucie-a-martin-statek-krkonose">horská svatba Lucie a Martina</a>, <a href="/weddings/klara-a-tomas-vinarstvi-mikulov">deštivé vinařství v Mikulově</a> nebo <a href="/weddings/eva-a-jakub-stodola-cesky-raj">stodola v Českém ráji</a>. Další příběhy najdete v <a href="/portfolio">portfoliu</a>.</p>
`.trim();

const preparationBody = `
<h2>Před svatbou</h2>
<p>Asi měsíc před svatbou se spolu sejdeme na kávu nebo online a projdeme celý den. Připravte si prosím:</p>
<ul>
  <li>harmonogram dne, i kdyby byl zatím jen přibližný,</li>
  <li>seznam skupinových fotografií (kdo s kým, ideálně nejvýš deset skupin),</li>
  <li>kontakt na svědka nebo koordinátorku, kteří budou vědět, co se kde děje,</li>
  <li>informace o tom, na čem vám nejvíc záleží – babička, pes, stará škodovka.</li>
</ul>
<h2>Ráno svatebního dne</h2>
<p>Ukliďte si pokoj, kde se budete chystat, a nechte stranou šaty, boty, prstýnky, parfém a kytici. Detaily nafotím hned po příjezdu, dokud je klid. <strong>Otevřete okna a zhasněte stropní světla</strong> – denní světlo je vždycky hezčí.</p>
<h2>Během dne</h2>
<p>Nemusíte na mě myslet. Při skupinovém focení pomůže, když svědek svolá lidi podle seznamu. Na portréty si vyhraďte alespoň 30 minut, ideálně před západem slunce.</p>
<h2>Po svatbě</h2>
<p>Do týdne dostanete prvních třicet fotografií, celou galerii do šesti týdnů. Máte další otázky? Napište mi na <a href="mailto:${demoSiteSettings.email}">${demoSiteSettings.email}</a> nebo se podívejte do <a href="/svatebni-inspirace">svatební inspirace</a>.</p>
`.trim();

export const demoPages: Page[] = [
  {
    id: demoId('page:svatebni-inspirace'),
    slug: 'svatebni-inspirace',
    title: 'Svatební inspirace',
    bodyHtml: inspirationBody,
    seo: {
      metaTitle: 'Svatební inspirace – místo, světlo a atmosféra',
      metaDescription: 'Tipy svatební fotografky, jak vybrat místo pro svatbu a naplánovat den tak, aby fotografie byly co nejkrásnější.',
      shareImage: DEMO_SHARE_IMAGE,
    },
    updatedAt: '2026-02-10T09:30:00.000Z',
  },
  {
    id: demoId('page:jak-se-pripravit-na-foceni'),
    slug: 'jak-se-pripravit-na-foceni',
    title: 'Jak se připravit na svatební focení',
    bodyHtml: preparationBody,
    seo: {
      metaTitle: 'Jak se připravit na svatební focení',
      metaDescription: 'Praktický návod, co si připravit před svatbou, ráno svatebního dne i během oslavy.',
    },
    updatedAt: '2026-03-02T14:15:00.000Z',
  },
];
