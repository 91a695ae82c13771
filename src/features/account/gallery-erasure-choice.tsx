import { GALLERY_ERASURE_CHOICES, type GalleryErasureChoice } from '../../../domain/privacy/gallery-privacy';
import { csPortal } from '../../texts/cs-portal';

const t = csPortal.privacy.galleries;

/**
 * "Smazat účet" of an account with galleries: what happens to them. Nothing is chosen for the couple (the server
 * refuses the deletion without a choice, `privacy/gallery-choice-required`); the note says what goes in any case.
 */
export function GalleryErasureChoiceField({ value, onChange, invalid }: { value: GalleryErasureChoice | null; onChange(choice: GalleryErasureChoice): void; invalid: boolean }) {
  return (
    // The refusal itself is the section's alert (FormStatus); the border only shows where to answer.
    <fieldset className={invalid ? 'gallery-erasure-choice gallery-erasure-choice--invalid' : 'gallery-erasure-choice'} aria-describedby="galerie-smazani-poznamka">
      <legend>{t.legend}</legend>
      {GALLERY_ERASURE_CHOICES.map((choice) => (
        <label key={choice} className="gallery-erasure-choice__option">
          <input type="radio" name="galerie-po-smazani" value={choice} checked={value === choice} onChange={() => onChange(choice)} /> {t[choice]}
        </label>
      ))}
      <p id="galerie-smazani-poznamka" className="field-hint">
        {t.note}
      </p>
    </fieldset>
  );
}
