import { useState } from 'react';
import { newGalleryEntityId } from '../../../application/gallery/gallery-ids';
import type { Gallery, GallerySection } from '../../../domain/gallery/gallery';
import { TOKENS } from '../../../ports/tokens';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { Card } from '../../shared/ui/card/card';
import { TextField } from '../../shared/ui/text-field/text-field';
import { csAdminGallery } from '../../texts/cs-admin-gallery';
import { useDeskAction } from './use-desk-call';

const t = csAdminGallery.sections;

/** The gallery's sections, sent whole: a new one gets its id here, a renamed one keeps it (photos stay in it). */
export function GallerySectionsCard({ gallery, onSaved }: { gallery: Gallery; onSaved(gallery: Gallery): void }) {
  const galleries = useService(TOKENS.GalleryAdmin);
  const [sections, setSections] = useState<GallerySection[]>(gallery.sections);
  const save = useDeskAction(() => galleries.setSections(gallery.id, sections));
  const rename = (id: string, title: string) => setSections((current) => current.map((section) => (section.id === id ? { ...section, title } : section)));
  return (
    <Card title={t.title}>
      <div className="gallery-desk-form">
        <p>{t.hint}</p>
        {sections.length === 0 ? <p>{t.none}</p> : null}
        {sections.map((section, index) => (
          <div className="gallery-desk-row" key={section.id}>
            <TextField label={t.sectionTitle(index + 1)} value={section.title} onValue={(title) => rename(section.id, title)} />
            <Button variant="quiet" onPress={() => setSections((current) => current.filter((other) => other.id !== section.id))}>
              {t.remove(section.title)}
            </Button>
          </div>
        ))}
        <div className="gallery-desk-row">
          <Button onPress={() => setSections((current) => [...current, { id: newGalleryEntityId(), title: '' }])}>{t.add}</Button>
          <Button
            variant="primary"
            isPending={save.pending}
            onPress={() => void save.run().then((saved) => saved && onSaved(saved))}
          >
            {t.save}
          </Button>
        </div>
        {save.error ? <Alert tone="error" error={save.fields.sections ?? save.error} /> : null}
        {save.done ? <Alert tone="success">{t.saved}</Alert> : null}
      </div>
    </Card>
  );
}
