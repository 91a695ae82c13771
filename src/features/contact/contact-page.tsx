import { adoptTypedBeforeHydration } from '../../shared/forms/typed-before-hydration';
import type { PageModule } from '../../shared/routing/page-module';
import { useSiteSettings } from '../../shared/routing/site-settings-loader';
import { PageMeta } from '../../shared/seo/page-meta';
import { csCommon } from '../../texts/cs-common';
import { csContent } from '../../texts/cs-content';
import { ContactForm } from './contact-form';
import { CONTACT_STORE } from './contact-store-token';

/** Resolved before this page renders (the store's code loads with the page). */
export const services = [CONTACT_STORE];

export const beforeHydration: PageModule['beforeHydration'] = ({ services, root }) =>
  adoptTypedBeforeHydration(services.get(CONTACT_STORE), root.querySelector('.contact form'));

export function Component() {
  const settings = useSiteSettings();
  return (
    <article className="section contact">
      <PageMeta title={csContent.contact.title} description={csContent.contact.description} path="/kontakt" />
      <h1>{csContent.contact.heading}</h1>
      <p className="lead">{csContent.contact.description}</p>
      <div className="contact-layout">
        <section aria-labelledby="kontaktni-udaje">
          <h2 id="kontaktni-udaje">{csContent.contact.detailsHeading}</h2>
          <dl>
            <dt>{csContent.contact.emailLabel}</dt>
            <dd>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </dd>
            <dt>{csContent.contact.phoneLabel}</dt>
            <dd>
              <a href={`tel:${settings.phone.replace(/\s/g, '')}`}>{settings.phone}</a>
            </dd>
            <dt>{csContent.contact.addressLabel}</dt>
            <dd>
              {settings.address.street}, {settings.address.postalCode} {settings.address.city}
            </dd>
            <dt>{csCommon.footer.ico}</dt>
            <dd>{settings.ico}</dd>
          </dl>
        </section>
        <section aria-labelledby="napiste-mi">
          <h2 id="napiste-mi">{csContent.contact.formHeading}</h2>
          <ContactForm />
        </section>
      </div>
    </article>
  );
}
