import { useId, useState, type DragEvent } from 'react';
import type { StatementImport } from '../../../ports/units/bank-import-port';
import { TOKENS } from '../../../ports/tokens';
import { useAction } from '../../shared/forms/use-action';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { Card } from '../../shared/ui/card/card';
import { csAdminPayments } from '../../texts/cs-admin-payments';

const t = csAdminPayments.upload;

/**
 * A statement file chosen (input or drop) and imported. The chosen file stays chosen when the import fails, so a
 * network error is retried with one click; a successful import clears it.
 */
export function StatementUpload({ onImported }: { onImported(result: StatementImport): void }) {
  const desk = useService(TOKENS.BankDesk);
  const inputId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const upload = useAction(async (chosen: File) => desk.importStatement(new Uint8Array(await chosen.arrayBuffer())));

  const choose = (chosen: File | undefined) => {
    if (chosen) setFile(chosen);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const submit = async () => {
    if (!file) return;
    const result = await upload.run(file);
    if (result) {
      setFile(null);
      onImported(result);
    }
  };

  return (
    <Card title={t.title}>
      <div
        className={`bank-drop${dragging ? ' bank-drop--over' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <p id={hintId}>{t.hint}</p>
        <label htmlFor={inputId}>{t.file}</label>
        <input
          id={inputId}
          type="file"
          accept=".xml,.gpc,.abo,.txt,text/xml,application/xml"
          aria-describedby={hintId}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // Cleared, so choosing the same file again after a fix still fires a change.
            event.target.value = '';
          }}
        />
        <p>{t.drop}</p>
        {file ? <p role="status">{t.chosen(file.name)}</p> : null}
      </div>
      {upload.error ? <Alert tone="error" error={upload.error} /> : null}
      <Button variant="primary" isDisabled={!file} isPending={upload.pending} onPress={() => void submit()}>
        {t.submit}
      </Button>
    </Card>
  );
}
