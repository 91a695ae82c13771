import type { Wedding } from '../../../domain/content/wedding';
import { demoWedding } from './demo-wedding';

export const barboraAOndrej: Wedding = demoWedding({
  slug: 'barbora-a-ondrej-vysehrad-praha',
  title: 'Barbora a Ondřej',
  date: '2026-04-25',
  venue: 'Vyšehrad a Vila Lanna, Praha',
  coverAlt: 'Barbora a Ondřej pod rozkvetlými stromy na Vyšehradě',
  story: [
    'Barbora a Ondřej jsou rodilí Pražané a chtěli svatbu, která bude oslavou jejich města. Obřad se konal v rotundě svatého Martina na Vyšehradě, hostina ve Vile Lanna v Bubenči.',
    'Jaro bylo v plném proudu: Vyšehrad rozkvetl, sakury růžověly a nad Vltavou se držel jemný opar. Mezi obřadem a hostinou jsme se prošli po hradbách a nafotili portréty s výhledem na Podolí.',
    'Do vily novomanželé přijeli ve starém autě Ondřejova otce. Večer patřil proslovům, jazzové kapele a dortu, který upekla Barbořina babička.',
  ],
  shots: [
    ['L', 'Rotunda svatého Martina na Vyšehradě v ranním světle'],
    ['L', 'Barbora s družičkami v hotelovém pokoji před obřadem'],
    ['P', 'Ondřej se dívá na přicházející nevěstu'],
    ['L', 'Hosté před rotundou zasypávají novomanžele rýží'],
    ['L', 'Novomanželé na hradbách s výhledem na Vltavu'],
    ['P', 'Barbora pod rozkvetlou sakurou'],
    ['L', 'Veterán Ondřejova otce před Vilou Lanna'],
    ['P', 'Babička krájí svatební dort'],
    ['L', 'Slavnostní tabule v sále Vily Lanna'],
    ['L', 'Proslov svědka a smějící se hosté'],
    ['P', 'Novomanželé tančí při jazzové kapele'],
  ],
  metaDescription: 'Jarní pražská svatba Barbory a Ondřeje: obřad v rotundě na Vyšehradě, portréty na hradbách a večer ve Vile Lanna.',
});
