import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ErrorCode } from '../../../domain/errors';
import type { GalleryErasureChoice } from '../../../domain/privacy/gallery-privacy';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { downloadFile } from '../../shared/files/download-file';
import { FormStatus } from '../../shared/forms/form-status';
import { useConfirmationFocus } from '../../shared/forms/use-confirmation-focus';
import { errorMessage } from '../../texts/cs-errors';
import { csPortal } from '../../texts/cs-portal';
import { useCouplePortal } from './couple-portal-store';
import { GalleryErasureChoiceField } from './gallery-erasure-choice';
import { PASSWORD_PROBLEMS, ReauthStep } from './portal-reauth-step';

const t = csPortal.privacy;

/** The accounts service may not offer self-service everywhere: say what to do instead of "not available". */
function privacyFailure(code: ErrorCode): string {
  return code === 'auth/unsupported' ? t.unsupported : errorMessage(code);
}

/**
 * GDPR self-service: download everything stored about the account's e-mail, or delete the account. Both ask first,
 * with the password again (the server has the accounts service check it).
 */
export function PortalPrivacy({ today = () => new Date() }: { today?: () => Date }) {
  const exportMyData = useCouplePortal((s) => s.exportMyData);
  const deleteAccount = useCouplePortal((s) => s.deleteAccount);
  const privacy = useCouplePortal((s) => s.privacy);
  const [asking, setAsking] = useState<'export' | 'delete' | null>(null);
  const section = useConfirmationFocus<HTMLElement>(asking);
  const hasGalleries = useHasGalleries(asking === 'delete');
  const [galleryChoice, setGalleryChoice] = useState<GalleryErasureChoice | null>(null);

  async function download(password: string) {
    const data = await exportMyData(password);
    if (!data) return;
    setAsking(null);
    // The photographs are not in the file: it says first where they are.
    const file = data.galleries.length > 0 ? { poznamka: t.exportPhotosNote, ...data } : data;
    downloadFile(t.exportFileName(today().toISOString().slice(0, 10)), JSON.stringify(file, null, 2), 'application/json;charset=utf-8');
  }

  async function erase(password: string) {
    if (await deleteAccount(password, galleryChoice ?? undefined)) setAsking(null);
  }

  const exporting = privacy.export?.state === 'pending';
  const deleting = privacy.delete?.state === 'pending';
  const failure = asking ? privacy[asking] : (privacy.delete?.state === 'failed' ? privacy.delete : privacy.export);
  const failed = failure?.state === 'failed' ? failure.error : null;
  const passwordProblem = asking !== null && failed !== null && PASSWORD_PROBLEMS.has(failed);
  // The server also asks when the page could not tell (a gallery the couple does not see yet, the list unavailable).
  const choiceMissing = asking === 'delete' && failed === 'privacy/gallery-choice-required';
  return (
    <section aria-labelledby="vase-udaje" ref={section}>
      <h2 id="vase-udaje" tabIndex={-1}>
        {t.heading}
      </h2>
      <p>{t.intro}</p>
      {asking === 'export' ? (
        <ReauthStep id="udaje-otazka" question={t.exportQuestion} yes={t.exportYes} working={t.exporting} no={t.no} pending={exporting} failure={failed} onYes={(password) => void download(password)} onNo={() => setAsking(null)} />
      ) : null}
      {asking === 'delete' ? (
        <ReauthStep id="smazani-otazka" question={t.deleteQuestion} yes={t.deleteYes} working={t.deleting} no={t.no} pending={deleting} failure={failed} onYes={(password) => void erase(password)} onNo={() => setAsking(null)}>
          {hasGalleries || choiceMissing ? <GalleryErasureChoiceField value={galleryChoice} onChange={setGalleryChoice} invalid={choiceMissing && galleryChoice === null} /> : null}
        </ReauthStep>
      ) : null}
      {asking === null ? (
        <p className="portal-privacy-actions">
          <button type="button" className="button button-secondary" data-opens="export" onClick={() => setAsking('export')}>
            {t.exportAction}
          </button>{' '}
          <button type="button" className="button button-secondary" data-opens="delete" onClick={() => setAsking('delete')}>
            {t.deleteAction}
          </button>
        </p>
      ) : null}
      <FormStatus id="vase-udaje-chyba" invalidText={passwordProblem ? t.checkPassword : null} failure={passwordProblem ? null : failed} failureText={privacyFailure} />
      <div role="status">{privacy.export?.state === 'done' && asking === null ? <p className="form-success">{t.exported}</p> : null}</div>
    </section>
  );
}

/** Whether the account has galleries (asked when the deletion step opens); false while unknown or unavailable. */
function useHasGalleries(asked: boolean): boolean {
  const galleries = useService(TOKENS.GalleryViewer);
  const [has, setHas] = useState(false);
  useEffect(() => {
    if (!asked) return;
    let current = true;
    galleries.myGalleries().then(
      (found) => current && setHas(found.length > 0),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [asked, galleries]);
  return has;
}

/** After "Smazat účet": what was erased and, in plain Czech, which reservations stay with the photographer and why. */
export function ErasureSummary() {
  const erasure = useCouplePortal((s) => s.erasure);
  const heading = useRef<HTMLHeadingElement>(null);
  // The delete button is gone with the rest of the page: focus goes to what happened instead of falling to <body>.
  useEffect(() => heading.current?.focus(), []);
  if (!erasure) return null;
  return (
    <section aria-labelledby="ucet-smazan" role="status">
      <h2 id="ucet-smazan" ref={heading} tabIndex={-1}>
        {t.erasedHeading}
      </h2>
      <p>{t.erasedBookings(erasure.erasedBookings.length)}</p>
      {erasure.deletedGalleries.length + erasure.keptGalleries.length > 0 ? <p>{t.galleries.erased(erasure.deletedGalleries.length, erasure.keptGalleries.length)}</p> : null}
      {erasure.keptBookings.map((kept) => (
        <p key={kept.reservationCode}>{t.keptBooking(kept.weddingDate, kept.reservationCode)}</p>
      ))}
      <p>{t.signedOut}</p>
    </section>
  );
}

/** After too many wrong passwords: the session was taken back; say why, and where to sign in again. */
export function SessionTakenBack() {
  const ended = useCouplePortal((s) => s.ended);
  const heading = useRef<HTMLHeadingElement>(null);
  // The section the couple was in is gone: focus goes to what happened.
  useEffect(() => heading.current?.focus(), []);
  if (!ended) return null;
  return (
    <section aria-labelledby="odhlaseni" role="alert">
      <h2 id="odhlaseni" ref={heading} tabIndex={-1}>
        {t.endedHeading}
      </h2>
      <p>{errorMessage(ended)}</p>
      <p>
        <Link to="/prihlaseni">{t.signInAgain}</Link>
      </p>
    </section>
  );
}
