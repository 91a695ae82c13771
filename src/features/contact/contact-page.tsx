import { useSiteSettings } from '../../app/layouts/default-layout';
import { PageMeta } from '../../shared/seo/page-meta';
import { cs } from '../../texts/cs';
import { ContactForm } from './contact-form';

export function Component() {
  const settings = useSiteSettings();
  return (
    <article className="section contact">
      <PageMeta title={cs.contact.title} description={cs.contact.description} path="/kontakt" />
      <h1>{cs.contact.heading}</h1>
      <p className="lead">{cs.contact.description}</p>
      <div className="contact-layout">
        <section aria-labelledby="kontaktni-udaje">
          <h2 id="kontaktni-udaje">{cs.contact.detailsHeading}</h2>
          <dl>
            <dt>{cs.contact.emailLabel}</dt>
            <dd>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </dd>
            <dt>{cs.contact.phoneLabel}</dt>
            <dd>
              <a href={`tel:${settings.phone.replace(/\s/g, '')}`}>{settings.phone}</a>
            </dd>
            <dt>{cs.contact.addressLabel}</dt>
            <dd>
              {settings.address.street}, {settings.address.postalCode} {settings.address.city}
            </dd>
            <dt>{cs.footer.ico}</dt>
            <dd>{settings.ico}</dd>
          </dl>
        </section>
        <section aria-labelledby="napiste-mi">
          <h2 id="napiste-mi">{cs.contact.formHeading}</h2>
          <ContactForm />
        </section>
      </div>
    </article>
  );
}
