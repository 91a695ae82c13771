import { injectable, injectFromBase } from 'inversify';
import type { BillingInput } from '../../domain/documents/billing-details';
import type { GalleryErasureChoice } from '../../domain/privacy/gallery-privacy';
import type { AccountErasure, CouplePortalPort, PersonalDataExport, PortalBooking } from '../../ports/couple-portal-port';
import { callOverHttp } from './firebase-http';
import { FirebaseHttpVisitorCalls } from './firebase-http-visitor';

/**
 * The couple's portal over the portal callables (plain fetch, like the other public pages: a couple needs no Firebase
 * sign-in and no SDK). Each call carries the visitor's accounts-service session (`sessionToken()`); the functions
 * verify it with Strapi and never read an e-mail from the browser. Without a session nothing is sent.
 */
@injectable()
@injectFromBase()
export class FirebaseHttpCouplePortal extends FirebaseHttpVisitorCalls implements CouplePortalPort {
  async myBookings(): Promise<PortalBooking[]> {
    return (await callOverHttp(this.http, 'myBookings', { session: await this.session() })).bookings;
  }

  async withdraw(bookingId: string): Promise<PortalBooking> {
    return callOverHttp(this.http, 'withdrawBooking', { session: await this.session(), bookingId });
  }

  async sendMessage(bookingId: string, text: string): Promise<PortalBooking> {
    return callOverHttp(this.http, 'sendBookingMessage', { session: await this.session(), bookingId, text });
  }

  async markMessagesRead(bookingId: string): Promise<PortalBooking> {
    return callOverHttp(this.http, 'markMyMessagesRead', { session: await this.session(), bookingId });
  }

  async saveBillingDetails(bookingId: string, billing: BillingInput | null): Promise<PortalBooking> {
    return callOverHttp(this.http, 'saveMyBillingDetails', { session: await this.session(), bookingId, billing });
  }

  /** GDPR self-service: the exportMyData and deleteMyAccount callables, with the same session and the password again. */
  async exportMyData(password: string): Promise<PersonalDataExport> {
    return callOverHttp(this.http, 'exportMyData', { session: await this.session(), password });
  }

  async deleteAccount(password: string, galleries?: GalleryErasureChoice): Promise<AccountErasure> {
    return callOverHttp(this.http, 'deleteMyAccount', { session: await this.session(), password, ...(galleries ? { galleries } : {}) });
  }
}
