import { injectable, injectFromBase } from 'inversify';
import type { ContractAcceptance, ContractAcceptanceRequest } from '../../domain/contract/contract-acceptance';
import type { ContractPdfFile } from '../../domain/contract/contract-document';
import type { MyContract } from '../../domain/contract/contract-view';
import type { CoupleContractPort } from '../../ports/couple-contract-port';
import { callOverHttp } from './firebase-http';
import { FirebaseHttpVisitorCalls } from './firebase-http-visitor';

/**
 * The couple's contract over the myContract and acceptContract callables (plain fetch with the visitor's session, as
 * the rest of the portal): the server fills, hashes and records; the browser only shows and sends the form.
 */
@injectable()
@injectFromBase()
export class FirebaseHttpCoupleContract extends FirebaseHttpVisitorCalls implements CoupleContractPort {
  async myContract(bookingId: string): Promise<MyContract> {
    return callOverHttp(this.http, 'myContract', { session: await this.session(), bookingId });
  }

  async acceptContract(request: ContractAcceptanceRequest): Promise<ContractAcceptance> {
    return callOverHttp(this.http, 'acceptContract', { session: await this.session(), ...request });
  }

  async contractPdf(bookingId: string): Promise<ContractPdfFile> {
    return callOverHttp(this.http, 'contractPdf', { session: await this.session(), bookingId });
  }
}
