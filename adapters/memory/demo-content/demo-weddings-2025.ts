import type { Wedding } from '../../../domain/content/wedding';
import { demoWedding } from './demo-wedding';

export const lucieAMartin: Wedding = demoWedding({
  slug: 'lucie-a-martin-statek-krkonose',
  title: 'Lucie a Martin',
  date: '2025-05-24',
  venue: 'Horský statek Vítkovice v Krkonoších',
  coverAlt: 'Lucie a Martin na rozkvetlé horské louce s výhledem na Krkonoše',
  story: [
    'Lucie je horská vůdkyně a Martin chatař, takže o místě svatby nebylo pochyb. Statek nad Vítkovicemi pronajali na celý víkend a pozvali čtyřicet nejbližších.',
    'Obřad proběhl na louce plné pampelišek, s výhledem na hřebeny, kde se před lety poprvé potkali. Místo hudby zněly zvonce krav ze sousední pastviny.',
    'Odpoledne jsme se s novomanželi vydali na krátkou procházku k vyhlídce. Mraky se valily přes kopce a světlo se měnilo každou minutou – na portréty lepší podmínky nebyly.',
  ],
  shots: [
    ['L', 'Horský statek v ranní mlze nad Vítkovicemi'],
    ['L', 'Lucie si zavazuje pohorky pod svatebními šaty'],
    ['P', 'Martin s kyticí lučních květin čeká na nevěstu'],
    ['L', 'Obřad na louce s výhledem na krkonošské hřebeny'],
    ['P', 'Lucie a Martin si navzájem čtou vlastní slib'],
    ['L', 'Hosté hází do vzduchu hrsti okvětních lístků'],
    ['L', 'Novomanželé kráčí po horské cestě k vyhlídce'],
    ['P', 'Portrét Lucie s rozevlátým závojem ve větru'],
    ['L', 'Dlouhá dřevěná tabule na dvoře statku za soumraku'],
  ],
  metaDescription: 'Komorní horská svatba Lucie a Martina na statku v Krkonoších: obřad na louce a portréty v měnícím se světle.',
});

export const evaAJakub: Wedding = demoWedding({
  slug: 'eva-a-jakub-stodola-cesky-raj',
  title: 'Eva a Jakub',
  date: '2025-08-16',
  venue: 'Stodola u Hrubé Skály, Český ráj',
  coverAlt: 'Eva a Jakub před dřevěnou stodolou ozdobenou sušenými květinami',
  story: [
    'Eva a Jakub si svatbu připravili úplně sami – od ručně psaných jmenovek po dřevěné cedule, které Jakub vyřezával celou zimu.',
    'Obřad se konal na okraji lesa pod pískovcovými skalami, hostina pak v opravené stodole, kde se na dlouhých stolech servírovalo jídlo od místních farmářů.',
    'Nejkrásnější chvíle přišla večer: hosté rozsvítili lampiony, Evin bratr zahrál na kytaru a novomanželé tančili bosí v trávě.',
  ],
  shots: [
    ['L', 'Pískovcové skály Hrubé Skály v ranním oparu'],
    ['P', 'Eva si zaplétá do vlasů drobné bílé květy'],
    ['L', 'Ručně psané jmenovky na dlouhém dřevěném stole'],
    ['L', 'Obřad na okraji lesa pod pískovcovými skalami'],
    ['P', 'Jakub utírá Evě slzu během slibu'],
    ['L', 'Hosté přípitek u stodoly ozdobené sušenými květinami'],
    ['P', 'Novomanželé v lese mezi skalami v podvečerním světle'],
    ['L', 'Tanec bosých novomanželů pod lampiony'],
  ],
  metaDescription: 'Svatba Evy a Jakuba ve stodole v Českém ráji: vlastnoruční výzdoba, obřad pod skalami a tanec pod lampiony.',
});
