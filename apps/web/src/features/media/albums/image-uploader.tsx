import { useId, useRef, useState, type DragEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ImagePlus } from 'lucide-react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@libero/shared/media/gallery';
import { entityKeys } from '../../../lib/entities/entity-queries';
import { notify } from '../../../lib/notifications/notifications-store';
import { Button } from '../../../ui/button';
import { uploadImage, UploadError } from './albums-api';

const NOTICE_MS = 5000;
const ACCEPT = IMAGE_TYPES.join(',');

/** One file of a batch: how far it is, or why it was not added. */
type Upload = {
  id: number;
  name: string;
  progress: number;
  state: 'waiting' | 'sending' | 'added' | 'refused';
  error?: string;
};

/** The browser's own word on a file, before sending it: the server checks its bytes again. */
function precheck(file: File): 'tooLarge' | 'notImage' | undefined {
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  return (IMAGE_TYPES as readonly string[]).includes(file.type) ? undefined : 'notImage';
}

function useUploads(albumNo: number) {
  const { t } = useTranslation('albums');
  const client = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextId = useRef(0);
  const update = (id: number, change: Partial<Upload>) =>
    setUploads((all) => all.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));

  /** The files one after the other: the server makes each one's sizes in turn. */
  const start = async (files: readonly File[]) => {
    const batch = files.map((file) => ({ file, id: nextId.current++ }));
    setUploads(batch.map(({ file, id }) => ({ id, name: file.name, progress: 0, state: 'waiting' })));
    let added = 0;
    for (const { file, id } of batch) {
      const problem = precheck(file);
      if (problem) {
        update(id, { state: 'refused', error: t(`upload.${problem}`) });
        continue;
      }
      update(id, { state: 'sending' });
      try {
        await uploadImage(albumNo, file, (progress) => update(id, { progress }));
        update(id, { state: 'added', progress: 1 });
        added += 1;
      } catch (error) {
        const message = error instanceof UploadError && error.message ? error.message : t('upload.failed');
        update(id, { state: 'refused', error: message });
      }
    }
    if (added > 0) {
      await Promise.all([
        client.invalidateQueries({ queryKey: entityKeys.all('Image') }),
        client.invalidateQueries({ queryKey: entityKeys.all('Album') }),
      ]);
      notify({
        kind: 'album-upload',
        tone: 'success',
        message: t('upload.done', { count: added }),
        duration: NOTICE_MS,
      });
    }
  };
  return { uploads, start };
}

function UploadLine({ upload }: { upload: Upload }) {
  const { t } = useTranslation('albums');
  if (upload.state === 'refused')
    return (
      <li className="text-sm text-red-700">
        {t('upload.refused', { name: upload.name, message: upload.error ?? '' })}
      </li>
    );
  if (upload.state === 'added')
    return <li className="text-sm text-emerald-700">{t('upload.added', { name: upload.name })}</li>;
  const percent = Math.round(upload.progress * 100);
  return (
    <li className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <span className="min-w-0 truncate">{t('upload.progress', { name: upload.name, percent })}</span>
      <progress value={percent} max={100} aria-label={upload.name} className="h-2 w-32 accent-sky-700" />
    </li>
  );
}

/** Drop photos on the zone or choose them: each is sent in turn, with its progress or its refusal. */
export function ImageUploader({ albumNo }: { albumNo: number }) {
  const { t } = useTranslation('albums');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { uploads, start } = useUploads(albumNo);
  const busy = uploads.some((upload) => upload.state === 'waiting' || upload.state === 'sending');
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void start([...event.dataTransfer.files]);
  };
  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-2">
      <h2 id={`${inputId}-title`} className="sr-only">
        {t('upload.title')}
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col items-center gap-1 rounded-lg border-2 border-dashed px-4 py-5 text-center text-sm text-slate-700 ${
          dragging ? 'border-sky-600 bg-sky-50' : 'border-slate-300 bg-white'
        }`}
      >
        <ImagePlus aria-hidden="true" className="size-6 text-slate-500" />
        <p>{t('upload.drop')}</p>
        <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
          {t('upload.choose')}
        </Button>
        <p className="text-xs text-slate-500">{t('upload.hint')}</p>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={busy}
          hidden
          aria-label={t('upload.choose')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            if (files.length > 0) void start(files);
          }}
        />
      </div>
      {uploads.length > 0 ? (
        <ul aria-live="polite" className="flex flex-col gap-1">
          {uploads.map((upload) => (
            <UploadLine key={upload.id} upload={upload} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
