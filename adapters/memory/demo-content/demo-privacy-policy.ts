import type { LegalDocument } from '../../../domain/content/page';
import { demoId } from './demo-ids';
import { demoSiteSettings } from './demo-site';

const { photographerName, email, phone, address, ico } = demoSiteSettings;
const fullAddress = `${address.street}, ${address.postalCode} ${address.city}`;

const body = `
<h2>1. Správce osobních údajů</h2>
<p>Správcem vašich osobních údajů je <strong>${photographerName}</strong>, fyzická osoba podnikající podle živnostenského zákona, IČO ${ico}, se sídlem ${fullAddress} (dále jen „správce“). Kontaktovat mě můžete e-mailem na <a href="mailto:${email}">${email}</a> nebo telefonicky na čísle ${phone}.</p>
<p>Osobní údaje zpracovávám v souladu s nařízením Evropského parlamentu a Rady (EU) 2016/679 (GDPR) a zákonem č. 110/2019 Sb., o zpracování osobních údajů.</p>
<h2>2. Jaké údaje zpracovávám a proč</h2>
<ul>
  <li><strong>Odpověď na poptávku</strong> – jméno, e-mail, telefon, datum a místo svatby a obsah vaší zprávy z kontaktního formuláře. Právním základem je provedení opatření před uzavřením smlouvy na vaši žádost (čl. 6 odst. 1 písm. b) GDPR).</li>
  <li><strong>Rezervace termínu a plnění smlouvy</strong> – údaje nutné k uzavření smlouvy, k fotografování svatby a k předání fotografií, včetně samotných fotografií. Právním základem je plnění smlouvy (čl. 6 odst. 1 písm. b) GDPR).</li>
  <li><strong>Účetnictví a daně</strong> – fakturační údaje. Právním základem je plnění právní povinnosti (čl. 6 odst. 1 písm. c) GDPR).</li>
  <li><strong>Zveřejnění ukázek v portfoliu</strong> – vybrané fotografie ze svatby na webu a sociálních sítích. Právním základem je váš souhlas (čl. 6 odst. 1 písm. a) GDPR), který můžete kdykoli odvolat.</li>
</ul>
<h2>3. Jak dlouho uchovávám ostatní údaje</h2>
<p>Lhůty pro poptávky, rezervace a e-maily z rezervačního systému hlídá systém sám; uvádím je níže v části „Jak dlouho uchovávám údaje z rezervačního systému“. Pro ostatní údaje platí:</p>
<ul>
  <li>Účetní doklady (faktury) uchovávám po dobu, kterou vyžadují účetní a daňové předpisy.</li>
  <li>Zálohu fotografií ze svatby uchovávám 3 roky od předání, abych vám mohla pomoci při jejich ztrátě.</li>
  <li>Fotografie zveřejněné na základě souhlasu do doby odvolání souhlasu.</li>
</ul>
<h2>4. Další příjemci mimo web</h2>
<p>Služby, na kterých běží web a rezervační systém, vyjmenovávám níže v části „Komu údaje předávám“. Mimo ně předávám údaje jen poskytovateli online galerie (předání fotografií), účetní a knihařské dílně (jen u objednané fotoknihy). Se všemi mám uzavřenou smlouvu o zpracování osobních údajů.</p>
<h2>5. Vaše práva</h2>
<p>V souvislosti se zpracováním osobních údajů máte právo:</p>
<ul>
  <li>na přístup ke svým osobním údajům a na jejich opravu,</li>
  <li>na výmaz, pokud pominul důvod zpracování,</li>
  <li>na omezení zpracování a na přenositelnost údajů,</li>
  <li>vznést námitku proti zpracování,</li>
  <li>kdykoli odvolat souhlas se zveřejněním fotografií, aniž by tím byla dotčena zákonnost dřívějšího zpracování,</li>
  <li>podat stížnost u Úřadu pro ochranu osobních údajů (Pplk. Sochora 27, 170 00 Praha 7, <a href="https://uoou.gov.cz">uoou.gov.cz</a>).</li>
</ul>
<p>Své žádosti mi posílejte na <a href="mailto:${email}">${email}</a>. Odpovím bez zbytečného odkladu, nejpozději do jednoho měsíce.</p>
<h2>6. Kontakt</h2>
<p>${photographerName}, ${fullAddress}, e-mail <a href="mailto:${email}">${email}</a>, telefon ${phone}.</p>
<p>Tyto zásady platí od 24. listopadu 2026. O cookies a měření návštěvnosti a o lhůtách uchování v rezervačním systému jsou části níže.</p>
`.trim();

export const demoPrivacyPolicy: LegalDocument = {
  id: demoId('legal:privacy-policy'),
  title: 'Zásady ochrany osobních údajů',
  bodyHtml: body,
  seo: {
    metaTitle: 'Zásady ochrany osobních údajů',
    metaDescription: `Jak ${photographerName} zpracovává osobní údaje klientů a návštěvníků webu.`,
  },
  updatedAt: '2026-11-24T08:00:00.000Z',
};
