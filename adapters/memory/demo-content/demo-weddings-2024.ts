import type { Wedding } from '../../../domain/content/wedding';
import { demoWedding } from './demo-wedding';

export const janaAPetr: Wedding = demoWedding({
  slug: 'jana-a-petr-zamek-hluboka',
  title: 'Jana a Petr',
  date: '2024-06-15',
  venue: 'Zámek Hluboká nad Vltavou',
  coverAlt: 'Jana a Petr ruku v ruce na zámeckém trávníku pod bílými věžemi Hluboké',
  coverPhoto: 'jana-a-petr-cover.jpg',
  story: [
    'Jana s Petrem se poznali na vodě, když jim na Vltavě u Českého Krumlova praskla loď. O sedm let později si řekli ano jen pár kilometrů po proudu, v zámecké zahradě na Hluboké.',
    'Den začal poklidně v penzionu v Hluboké, kde se Jana oblékala za pomoci maminky a sestry. Petr mezitím se svědky ladil projev a žehlil kravatu, kterou nakonec stejně odložil.',
    'Obřad pod starou lípou byl krátký a dojemný, hostina v zámecké oranžerii pak plná smíchu. Portréty jsme fotili při západu slunce u rybníka Munického – přesně ve chvíli, kdy se nad hladinou zvedla mlha.',
  ],
  shots: [
    ['L', 'Svatební šaty pověšené u okna penzionu v ranním světle'],
    ['L', 'Maminka zapíná Janě knoflíčky na zádech šatů'],
    ['P', 'Petr si před zrcadlem upravuje motýlka'],
    ['L', 'Hosté usedají na bílé židle pod lípou v zámecké zahradě'],
    ['L', 'Jana přichází k oddávajícímu v doprovodu tatínka'],
    ['P', 'Detail rukou novomanželů při výměně prstýnků'],
    ['L', 'Novomanželé procházejí špalírem hostů a okvětních lístků'],
    ['L', 'Skupinová fotografie všech hostů na schodech zámku'],
    ['P', 'Jana a Petr se smějí na molu u rybníka při západu slunce'],
    ['photo', 'jana-a-petr-first-dance.jpg', 'První tanec v oranžerii osvětlené řetězy žárovek'],
    ['L', 'Hosté tančí v oranžerii až do půlnoci'],
  ],
  metaDescription: 'Letní svatba Jany a Petra na zámku Hluboká: obřad pod lípou, hostina v oranžerii a portréty v mlze u rybníka.',
});

export const klaraATomas: Wedding = demoWedding({
  slug: 'klara-a-tomas-vinarstvi-mikulov',
  title: 'Klára a Tomáš',
  date: '2024-09-07',
  venue: 'Vinařství pod Svatým kopečkem, Mikulov',
  coverAlt: 'Klára a Tomáš mezi řadami vinné révy pod Svatým kopečkem',
  story: [
    'Klára a Tomáš chtěli svatbu, která bude chutnat po jižní Moravě. Vybrali si rodinné vinařství pod Svatým kopečkem, kde Tomášův děda kdysi pomáhal s vinobraním.',
    'Předpověď slibovala slunce, jenže hodinu před obřadem se přihnala bouřka. Obřad se přesunul pod dřevěnou pergolu a portréty jsme nafotili v klenutém sklepě mezi sudy – a nikdo nelitoval.',
    'Večer se vyjasnilo, nad Pálavou se rozsvítilo zlaté světlo a hosté tančili na nádvoří až do rána. Cimbálka hrála, dokud neodešel poslední strýc.',
    'Místo svatebních dárků si novomanželé přáli příspěvek na výsadbu nové vinice. Za pár let z ní prý bude jejich vlastní svatební ročník.',
  ],
  shots: [
    ['L', 'Ranní pohled na Mikulov a Svatý kopeček z vinice'],
    ['P', 'Klára v krajkových šatech u okna vinařského domu'],
    ['L', 'Tomáš se svědky ochutnává víno před obřadem'],
    ['L', 'Bouřkové mraky nad vinicí těsně před obřadem'],
    ['P', 'Oddávající čte slib pod dřevěnou pergolou'],
    ['L', 'Hosté s deštníky gratulují novomanželům'],
    ['L', 'Novomanželé mezi dubovými sudy v klenutém sklepě'],
    ['L', 'Slavnostní tabule s hrozny, svíčkami a vínem'],
    ['P', 'Detail kytice z levandule a olivových větviček'],
    ['L', 'Klára a Tomáš v zapadajícím slunci nad Pálavou'],
    ['P', 'Tomášův děda připíjí novomanželům'],
    ['L', 'Cimbálová muzika a tančící hosté na nádvoří'],
  ],
  metaDescription: 'Zářijová svatba Kláry a Tomáše ve vinařství v Mikulově: bouřka, portréty ve sklepě a tanec pod Pálavou.',
});
