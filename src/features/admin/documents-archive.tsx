import { useId, useState } from 'react';
import { formatCount } from '../../../domain/formatting/czech';
import { pragueDate } from '../../../domain/booking/calendar';
import { TOKENS } from '../../../ports/tokens';
import { downloadFile } from '../../shared/files/download-file';
import { useAction } from '../../shared/forms/use-action';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { Card } from '../../shared/ui/card/card';
import { csDocuments } from '../../texts/cs-documents';

const t = csDocuments.archive;

/** The month before today's (Prague) as `YYYY-MM`: the one an accountant asks for at the start of a month. */
export function lastMonth(now: Date): string {
  const [year, month] = pragueDate(now).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/**
 * "Archiv pro účetní": a month picked, its archive prepared by the functions from the stored documents and handed to
 * the browser as one ZIP. What the server refuses (no month, not the admin, a document's file missing) is shown.
 */
export function DocumentsArchive({ now = new Date() }: { now?: Date }) {
  const documents = useService(TOKENS.DeskDocuments);
  const inputId = useId();
  const [month, setMonth] = useState(() => lastMonth(now));
  const [done, setDone] = useState<string | null>(null);
  const prepare = useAction(async (picked: string) => {
    const [year, monthNumber] = /^\d{4}-\d{2}$/.test(picked) ? picked.split('-').map(Number) : [NaN, NaN];
    return documents.monthlyArchive(year!, monthNumber!);
  });

  const submit = async () => {
    setDone(null);
    const archive = await prepare.run(month);
    if (!archive) return;
    downloadFile(archive.fileName, archive.bytes, archive.contentType);
    setDone(t.done(archive.fileName, formatCount(archive.documentCount, t.documents)));
  };

  return (
    <Card title={t.heading}>
      <p>{t.intro}</p>
      <label htmlFor={inputId}>{t.month}</label>
      <input id={inputId} type="month" value={month} onChange={(event) => setMonth(event.target.value)} />
      {prepare.error ? <Alert tone="error" error={prepare.error} /> : null}
      {prepare.pending ? <p role="status">{t.preparing}</p> : null}
      {done ? <Alert tone="success">{done}</Alert> : null}
      <Button variant="primary" isPending={prepare.pending} onPress={() => void submit()}>
        {t.submit}
      </Button>
    </Card>
  );
}
