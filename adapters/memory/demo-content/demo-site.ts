import type { AboutContent, HomeContent, Testimonial } from '../../../domain/content/home';
import type { SiteSettings } from '../../../domain/content/site-settings';
import { demoId } from './demo-ids';
import { demoImage, demoPhoto } from './demo-media';

export const demoSiteSettings: SiteSettings = {
  siteName: 'Tereza Nováková – svatební fotografka',
  photographerName: 'Tereza Nováková',
  tagline: 'Svatební fotografie plné světla, emocí a opravdových chvil',
  email: 'tereza@novakova-foto.cz',
  phone: '+420 737 214 589',
  address: { street: 'Veveří 58', city: 'Brno', postalCode: '602 00', country: 'Česká republika' },
  ico: '06814271',
  social: [
    { network: 'instagram', url: 'https://www.instagram.com/tereza.novakova.foto/', label: 'Instagram' },
    { network: 'facebook', url: 'https://www.facebook.com/tereza.novakova.foto', label: 'Facebook' },
  ],
  areaServed: ['Brno', 'Jihomoravský kraj', 'Vysočina', 'Praha', 'Česká republika'],
  // A test account (valid check digits, no real person's), 30 % of the package, due 14 days after the confirmation.
  deposit: { bankIban: 'CZ65 0800 0000 1920 0014 5399', depositKind: 'percent', depositPercent: 30, depositDueDays: 14 },
  // Not a VAT payer, as most photographers starting out; the Strapi seed writes the CMS fields it is read from.
  trader: {
    name: 'Tereza Nováková',
    address: { street: 'Veveří 58', city: 'Brno', postalCode: '602 00', country: 'CZ' },
    ico: '06814271',
    registerEntry: 'Fyzická osoba zapsaná v živnostenském rejstříku, Magistrát města Brna',
    vat: { payer: false },
    iban: 'CZ65 0800 0000 1920 0014 5399',
    email: 'tereza@novakova-foto.cz',
    phone: '+420 737 214 589',
  },
};

export const demoHome: HomeContent = {
  heroTitle: 'Svatební fotografie, které vyprávějí váš den',
  heroSubtitle: 'Fotím svatby po celé České republice – nenápadně, s citem a s důrazem na přirozené světlo.',
  heroImage: demoPhoto('home-hero.jpg', 'Novomanželé se drží za ruce na kopci při západu slunce'),
  intro: [
    'Jmenuji se Tereza a svatby fotím už devátou sezónu. Nejraději zachycuji to, co se nedá naaranžovat: dojatý pohled tatínka, smích svědků i ticho těsně před slibem.',
    'Nebudu vás stavět do strojených póz. Budu po celý den nablízku, ale tak, abyste si mě skoro nevšimli – a vy si pak odnesete fotografie, ve kterých se opravdu poznáte.',
  ],
  featuredWeddingSlugs: [
    'barbora-a-ondrej-vysehrad-praha',
    'klara-a-tomas-vinarstvi-mikulov',
    'jana-a-petr-zamek-hluboka',
  ],
};

export const demoAbout: AboutContent = {
  title: 'Ahoj, jsem Tereza',
  portrait: demoImage('about/portrait.svg', 'P', 'Tereza Nováková s fotoaparátem v zahradě'),
  paragraphs: [
    'Fotografii jsem propadla na gymnáziu, kdy jsem si od dědy půjčila jeho starou zrcadlovku. Po studiu žurnalistiky v Brně jsem několik let fotila pro regionální noviny a právě tam jsem se naučila být ve správnou chvíli na správném místě.',
    'Od roku 2017 se věnuji hlavně svatbám. Mám ráda malé svatby na statcích stejně jako velké oslavy na zámcích – vždycky mě ale nejvíc zajímají lidé, ne kulisy.',
    'Pracuji s přirozeným světlem a do přípravy každé svatby dávám hodně péče. Před svatbou se spolu potkáme na kávě nebo online, projdeme harmonogram a domluvíme se, na čem vám nejvíc záleží.',
    'Když zrovna nefotím, najdete mě na procházce se psem Bertíkem v Podyjí nebo v temné komoře, kde si pro radost vyvolávám filmy.',
  ],
};

export const demoTestimonials: Testimonial[] = [
  {
    id: demoId('testimonial:jana-a-petr'),
    couple: 'Jana a Petr',
    quote:
      'Terezu jsme během dne skoro nevnímali, a přesto má zachycené úplně všechno. Když jsme fotky poprvé otevřeli, brečeli jsme oba. Děkujeme!',
    weddingSlug: 'jana-a-petr-zamek-hluboka',
  },
  {
    id: demoId('testimonial:klara-a-tomas'),
    couple: 'Klára a Tomáš',
    quote:
      'Pršelo, foukalo a my byli nervózní. Tereza zůstala v klidu, vymyslela focení ve sklepě vinařství a z těch fotek jsou teď naše nejoblíbenější.',
    weddingSlug: 'klara-a-tomas-vinarstvi-mikulov',
  },
  {
    id: demoId('testimonial:lucie-a-martin'),
    couple: 'Lucie a Martin',
    quote:
      'Oceňujeme hlavně přípravu před svatbou – harmonogram, tipy na světlo i seznam skupinových fotek. V den D jsme se o nic nemuseli starat.',
    weddingSlug: 'lucie-a-martin-statek-krkonose',
  },
  {
    id: demoId('testimonial:barbora-a-ondrej'),
    couple: 'Barbora a Ondřej',
    quote:
      'Fotky dorazily dřív, než Tereza slibovala, a fotokniha je nádherná. Babička si ji prý prohlíží každý večer.',
    weddingSlug: 'barbora-a-ondrej-vysehrad-praha',
  },
];
